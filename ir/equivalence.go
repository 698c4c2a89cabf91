package ir

// RegionsEquivalent compares the regions of two ops, as
// upstream's OperationEquivalence (ignoring locations): same blocks, block
// argument types, and pairwise equivalent ops, values defined inside the
// regions corresponding.
func RegionsEquivalent(a, b *Operation) bool {
	m := map[*Value]*Value{}
	blocks := map[*Block]*Block{}
	for i := 0; i < a.NumRegions(); i++ {
		if !regionEquivalent(a.Region(i), b.Region(i), m, blocks) {
			return false
		}
	}
	return true
}

// RegionEquivalent compares two regions as upstream's
// OperationEquivalence::isRegionEquivalentTo (ignoring locations).
func RegionEquivalent(ra, rb *Region) bool {
	return regionEquivalent(ra, rb, map[*Value]*Value{}, map[*Block]*Block{})
}

func regionEquivalent(ra, rb *Region, m map[*Value]*Value, blocks map[*Block]*Block) bool {
	ba, bb := ra.Blocks(), rb.Blocks()
	if len(ba) != len(bb) {
		return false
	}
	for i := range ba {
		blocks[ba[i]] = bb[i]
		if ba[i].NumArgs() != bb[i].NumArgs() {
			return false
		}
		for j, arg := range ba[i].Args() {
			if arg.Type() != bb[i].Arg(j).Type() {
				return false
			}
			m[arg] = bb[i].Arg(j)
		}
	}
	for i := range ba {
		oa, ob := ba[i].First(), bb[i].First()
		for oa != nil && ob != nil {
			if !opEquivalent(oa, ob, m, blocks) {
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

func opEquivalent(a, b *Operation, m map[*Value]*Value, blocks map[*Block]*Block) bool {
	if a.Info() != b.Info() || a.Props() != b.Props() || a.Attrs() != b.Attrs() ||
		a.NumOperands() != b.NumOperands() || a.NumResults() != b.NumResults() ||
		a.NumRegions() != b.NumRegions() || a.NumSuccessors() != b.NumSuccessors() {
		return false
	}
	for i := 0; i < a.NumOperands(); i++ {
		va, vb := a.Operand(i), b.Operand(i)
		if mv, ok := m[va]; ok {
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
		m[a.Result(i)] = b.Result(i)
	}
	for i := 0; i < a.NumSuccessors(); i++ {
		sa := a.Successor(i)
		if mb, ok := blocks[sa]; ok {
			sa = mb
		}
		if sa != b.Successor(i) {
			return false
		}
	}
	for i := 0; i < a.NumRegions(); i++ {
		if !regionEquivalent(a.Region(i), b.Region(i), m, blocks) {
			return false
		}
	}
	return true
}
