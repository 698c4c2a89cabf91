package conversion

import "github.com/gomlir/gomlir/ir"

// valueMapping is upstream's ConversionValueMapping: replaced values map to
// their replacement values (one value to any number), and vectors of
// values map to the results of the materializations built from them. A
// lookup follows the chains.
type valueMapping struct {
	one   map[*ir.Value][]*ir.Value
	multi map[*ir.Value][]multiEntry
	// mappedTo holds every value something is mapped to.
	mappedTo map[*ir.Value]struct{}
}

// multiEntry maps a vector of two or more values, keyed by its first.
type multiEntry struct{ from, to []*ir.Value }

func newValueMapping() valueMapping {
	return valueMapping{one: map[*ir.Value][]*ir.Value{}, multi: map[*ir.Value][]multiEntry{}, mappedTo: map[*ir.Value]struct{}{}}
}

func sameValues(a, b []*ir.Value) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

func typesOf(vals []*ir.Value) []ir.Type {
	out := make([]ir.Type, len(vals))
	for i, v := range vals {
		out[i] = v.Type()
	}
	return out
}

func valuesHaveTypes(vals []*ir.Value, types []ir.Type) bool {
	if len(vals) != len(types) {
		return false
	}
	for i, v := range vals {
		if v.Type() != types[i] {
			return false
		}
	}
	return true
}

// set maps from to to (replacing an earlier mapping of from).
func (m *valueMapping) set(from, to []*ir.Value) {
	for _, v := range to {
		m.mappedTo[v] = struct{}{}
	}
	if len(from) == 1 {
		m.one[from[0]] = to
		return
	}
	if len(from) == 0 {
		return
	}
	list := m.multi[from[0]]
	for i := range list {
		if sameValues(list[i].from, from) {
			list[i].to = to
			return
		}
	}
	m.multi[from[0]] = append(list, multiEntry{from, to})
}

// erase drops the mapping of from.
func (m *valueMapping) erase(from []*ir.Value) {
	if len(from) == 1 {
		delete(m.one, from[0])
		return
	}
	if len(from) == 0 {
		return
	}
	list := m.multi[from[0]]
	for i := range list {
		if sameValues(list[i].from, from) {
			list = append(list[:i], list[i+1:]...)
			break
		}
	}
	if len(list) == 0 {
		delete(m.multi, from[0])
	} else {
		m.multi[from[0]] = list
	}
}

// findVector returns the mapping of a whole vector of two or more values.
func (m *valueMapping) findVector(from []*ir.Value) ([]*ir.Value, bool) {
	if len(from) < 2 {
		return nil, false
	}
	for _, e := range m.multi[from[0]] {
		if sameValues(e.from, from) {
			return e.to, true
		}
	}
	return nil, false
}

// isMappedTo reports whether some value is mapped to v.
func (m *valueMapping) isMappedTo(v *ir.Value) bool {
	_, ok := m.mappedTo[v]
	return ok
}
