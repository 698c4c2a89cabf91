package pass

import (
	"sync"

	"github.com/gomlir/gomlir/ir"
)

// analysisMap caches the analyses of one operation and, nested, of the
// operations inside it (upstream's AnalysisManager).
type analysisMap struct {
	op       *ir.Operation
	mu       sync.Mutex
	values   map[string]any
	children map[*ir.Operation]*analysisMap
}

func newAnalysisMap(op *ir.Operation) *analysisMap { return &analysisMap{op: op} }

// nest returns the map of op, an operation nested in parent (the map's
// operation); a nil map stays nil.
func (m *analysisMap) nest(op, parent *ir.Operation) *analysisMap {
	if m == nil {
		return newAnalysisMap(op)
	}
	if op == m.op {
		return m
	}
	m.mu.Lock()
	defer m.mu.Unlock()
	if m.children == nil {
		m.children = map[*ir.Operation]*analysisMap{}
	}
	c := m.children[op]
	if c == nil {
		c = newAnalysisMap(op)
		m.children[op] = c
	}
	return c
}

// get returns the cached analysis name, computing it when missing.
func (m *analysisMap) get(name string, compute func() any, timer *timerNode) any {
	m.mu.Lock()
	v, ok := m.values[name]
	m.mu.Unlock()
	if ok {
		return v
	}
	if timer != nil {
		defer timer.child("analysis "+name, "(A) "+name).start()()
	}
	v = compute()
	m.mu.Lock()
	if m.values == nil {
		m.values = map[string]any{}
	}
	m.values[name] = v
	m.mu.Unlock()
	return v
}

// invalidate drops the analyses of op and of the operations nested in it
// that the pass st did not preserve.
func (m *analysisMap) invalidate(op *ir.Operation, st *State) {
	if m == nil || st.unchanged {
		return
	}
	m.clear(st.preserved)
}

func (m *analysisMap) clear(keep map[string]bool) {
	m.mu.Lock()
	defer m.mu.Unlock()
	for k := range m.values {
		if !keep[k] {
			delete(m.values, k)
		}
	}
	for _, c := range m.children {
		c.clear(keep)
	}
}

// analysis returns the analysis name of op for the running pass.
func (x *exec) analysis(op *ir.Operation, name string, compute func() any) any {
	return x.am.nest(op, op).get(name, compute, x.timer)
}
