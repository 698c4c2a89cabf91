package pass

import (
	"sync"

	"github.com/gomlir/gomlir/ir"
)

// analysisMap caches the analyses of one operation and, nested, of the
// operations inside it (upstream's AnalysisManager). A nested map joins
// its parent only once it holds an analysis, so running pipelines over
// many operations allocates nothing lasting for them.
type analysisMap struct {
	op       *ir.Operation
	parent   *analysisMap
	mu       sync.Mutex
	joined   bool
	values   map[string]any
	children map[*ir.Operation]*analysisMap
}

func newAnalysisMap(op *ir.Operation) *analysisMap { return &analysisMap{op: op, joined: true} }

// nest returns the map of op, an operation nested in the map's operation
// (parent names it for the callers; the map's operation is used).
func (m *analysisMap) nest(op, parent *ir.Operation) *analysisMap {
	if m == nil {
		return newAnalysisMap(op)
	}
	if op == m.op {
		return m
	}
	m.mu.Lock()
	c := m.children[op]
	m.mu.Unlock()
	if c != nil {
		return c
	}
	return &analysisMap{op: op, parent: m}
}

// join records m in its parent (and the parent in its own) once.
func (m *analysisMap) join() {
	m.mu.Lock()
	done := m.joined
	m.joined = true
	m.mu.Unlock()
	if done || m.parent == nil {
		return
	}
	p := m.parent
	p.mu.Lock()
	if p.children == nil {
		p.children = map[*ir.Operation]*analysisMap{}
	}
	if p.children[m.op] == nil {
		p.children[m.op] = m
	}
	p.mu.Unlock()
	p.join()
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
	m.join()
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
