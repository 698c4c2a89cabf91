package ir

// RegionsEquivalent compares the regions of two ops, as
// upstream's OperationEquivalence (ignoring locations): same blocks, block
// argument types, and pairwise equivalent ops, values defined inside the
// regions corresponding.
func RegionsEquivalent(a, b *Operation) bool {
	e := newEquivalence(false)
	for i := 0; i < a.NumRegions(); i++ {
		if !e.regions(a.Region(i), b.Region(i)) {
			return false
		}
	}
	return true
}

// RegionEquivalent compares two regions as upstream's
// OperationEquivalence::isRegionEquivalentTo (ignoring locations).
func RegionEquivalent(ra, rb *Region) bool {
	return newEquivalence(false).regions(ra, rb)
}

// OperationsEquivalent compares two ops as upstream's
// OperationEquivalence::isEquivalentTo: same name, attributes, operand
// values, result types, successors and regions, values and blocks defined
// inside them corresponding; locations (of the ops, nested ops and block
// arguments) must match too unless ignoreLocations is set.
func OperationsEquivalent(a, b *Operation, ignoreLocations bool) bool {
	return newEquivalence(!ignoreLocations).ops(a, b)
}

// equivalence holds the correspondence of values and blocks built while
// comparing two ops.
type equivalence struct {
	values    map[*Value]*Value
	blocks    map[*Block]*Block
	checkLocs bool
}

func newEquivalence(checkLocs bool) *equivalence {
	return &equivalence{values: map[*Value]*Value{}, blocks: map[*Block]*Block{}, checkLocs: checkLocs}
}

func (e *equivalence) regions(ra, rb *Region) bool {
	ba, bb := ra.Blocks(), rb.Blocks()
	if len(ba) != len(bb) {
		return false
	}
	for i := range ba {
		e.blocks[ba[i]] = bb[i]
		if ba[i].NumArgs() != bb[i].NumArgs() {
			return false
		}
		for j, arg := range ba[i].Args() {
			other := bb[i].Arg(j)
			if arg.Type() != other.Type() || (e.checkLocs && arg.Loc() != other.Loc()) {
				return false
			}
			e.values[arg] = other
		}
	}
	for i := range ba {
		oa, ob := ba[i].First(), bb[i].First()
		for oa != nil && ob != nil {
			if !e.ops(oa, ob) {
				return false
			}
			oa, ob = oa.NextInBlock(), ob.NextInBlock()
		}
		if oa != nil || ob != nil {
			return false
		}
	}
	return true
}

func (e *equivalence) ops(a, b *Operation) bool {
	if a.Info() != b.Info() || a.Props() != b.Props() || a.Attrs() != b.Attrs() ||
		a.NumOperands() != b.NumOperands() || a.NumResults() != b.NumResults() ||
		a.NumRegions() != b.NumRegions() || a.NumSuccessors() != b.NumSuccessors() ||
		(e.checkLocs && a.Loc() != b.Loc()) {
		return false
	}
	for i := 0; i < a.NumOperands(); i++ {
		va, vb := a.Operand(i), b.Operand(i)
		if mv, ok := e.values[va]; ok {
			va = mv
		}
		if va != vb {
			return false
		}
	}
	for i := 0; i < a.NumResults(); i++ {
		if a.Result(i).Type() != b.Result(i).Type() {
			return false
		}
		e.values[a.Result(i)] = b.Result(i)
	}
	for i := 0; i < a.NumSuccessors(); i++ {
		sa := a.Successor(i)
		if mb, ok := e.blocks[sa]; ok {
			sa = mb
		}
		if sa != b.Successor(i) {
			return false
		}
	}
	for i := 0; i < a.NumRegions(); i++ {
		if !e.regions(a.Region(i), b.Region(i)) {
			return false
		}
	}
	return true
}
