package affine

import (
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/ir/affine"
)

// MemRefAccess is upstream's MemRefAccess: an affine read or write of a
// memref, with the op, the memref and the map operands of its address.
type MemRefAccess struct {
	Op      *ir.Operation
	MemRef  *ir.Value
	Indices []*ir.Value
	// Store is set for writes.
	Store bool
}

// NewMemRefAccess returns the access of an affine.load, affine.store,
// affine.vector_load or affine.vector_store; ok is false for other ops.
func NewMemRefAccess(op *ir.Operation) (MemRefAccess, bool) {
	memref, write, ok := isAffineAccess(op)
	if !ok {
		return MemRefAccess{}, false
	}
	first := 1
	if write {
		first = 2
	}
	return MemRefAccess{Op: op, MemRef: memref, Indices: op.Operands()[first:], Store: write}, true
}

// Rank is the rank of the accessed memref.
func (a MemRefAccess) Rank() int { return len(a.MemRef.Type().(*ir.MemRefType).Shape) }

// AccessMap is upstream's getAccessMap: the op's map composed with the
// affine.apply ops of its operands, simplified and canonicalized, with its
// operands.
func (a MemRefAccess) AccessMap(ctx *ir.Context) (*affine.Map, []*ir.Value) {
	m := mapAttr(a.Op, "map")
	m, ops := fullyComposeMap(ctx, m, append([]*ir.Value(nil), a.Indices...))
	m = affine.SimplifyAffineMap(ctx, m)
	return canonicalizeMap(ctx, m, ops)
}

// SameAddress is upstream's MemRefAccess::operator==: the same memref at
// the same access map and operands.
func (a MemRefAccess) SameAddress(ctx *ir.Context, b MemRefAccess) bool {
	if a.MemRef != b.MemRef {
		return false
	}
	m1, o1 := a.AccessMap(ctx)
	m2, o2 := b.AccessMap(ctx)
	return m1 == m2 && sameValues(o1, o2)
}

// DependenceResult is the outcome of a dependence check.
type DependenceResult int

const (
	// NoDependence: the accesses never touch the same element in order.
	NoDependence DependenceResult = iota
	// HasDependence: they may.
	HasDependence
	// DependenceFailure: the check could not be done.
	DependenceFailure
)

// DependenceComponent is the range of a dependence distance along one
// common loop: dst iteration minus src iteration lies in [Lb, Ub]
// (NoLowerBound / NoUpperBound when unbounded).
type DependenceComponent struct {
	Loop   *ir.Operation
	Lb, Ub int64
}

// accessSystem is an access's iteration domain with the rows of its
// access map's results over the domain's columns.
type accessSystem struct {
	dom  *FlatConstraints
	rows [][]int64
}

// accessRelation is upstream's getAccessRelation: the iteration domain of
// the access (its enclosing affine ops) and its address expressions.
func (a MemRefAccess) accessRelation(ctx *ir.Context) (accessSystem, bool) {
	dom, ok := IndexSet(ctx, EnclosingAffineOps(a.Op))
	if !ok {
		return accessSystem{}, false
	}
	m, ops := a.AccessMap(ctx)
	// A map dimension must be an induction variable of the domain.
	for _, v := range ops[:m.NumDims] {
		if pos, found := dom.FindVar(v); !found || pos >= dom.NumDims() {
			return accessSystem{}, false
		}
	}
	rows, ok := dom.exprRows(ctx, m.Results, m.NumDims, m.NumSymbols, ops)
	if !ok {
		return accessSystem{}, false
	}
	return accessSystem{dom, rows}, true
}

// commonBlockInScope is upstream's getCommonBlockInAffineScope: the
// innermost block holding both ops within their affine scope, or nil.
func commonBlockInScope(a, b *ir.Operation) *ir.Block {
	chain := func(op *ir.Operation) []*ir.Block {
		var blocks []*ir.Block
		for blk := op.Block(); blk != nil; {
			blocks = append(blocks, blk)
			p := blk.Parent().ParentOp()
			if p == nil || p.HasTrait(ir.TraitAffineScope) {
				break
			}
			blk = p.Block()
		}
		return blocks
	}
	ca, cb := chain(a), chain(b)
	var common *ir.Block
	for i, j := len(ca)-1, len(cb)-1; i >= 0 && j >= 0 && ca[i] == cb[j]; i, j = i-1, j-1 {
		common = ca[i]
	}
	return common
}

// ancestorInBlock returns the ancestor of op (or op) directly in blk.
func ancestorInBlock(blk *ir.Block, op *ir.Operation) *ir.Operation {
	for op != nil && op.Block() != blk {
		op = op.ParentOp()
	}
	return op
}

// isLoopIV reports whether v is an affine.for or affine.parallel
// induction variable.
func isLoopIV(v *ir.Value) bool {
	if !v.IsBlockArgument() || v.OwnerBlock().Parent() == nil {
		return false
	}
	if _, ok := forInductionVarOwner(v); ok {
		return true
	}
	p := v.OwnerBlock().ParentOp()
	return p != nil && p.Name() == "affine.parallel"
}

// numCommonLoops is upstream's getNumCommonLoops: the leading dimensions
// the two domains share that are loop induction variables.
func numCommonLoops(src, dst *FlatConstraints) int {
	n := 0
	for n < src.NumDims() && n < dst.NumDims() {
		v := src.Value(n)
		if v == nil || v != dst.Value(n) || !isLoopIV(v) {
			break
		}
		n++
	}
	return n
}

// CheckMemrefAccessDependence is upstream's checkMemrefAccessDependence:
// whether an iteration of src's access precedes an iteration of dst's at
// loopDepth (1-based; numCommonLoops+1 for the same iteration of the
// common loops) on the same memref element. With comps non-nil, it
// receives the dependence distance ranges along the common loops. Read
// after read counts only with allowRAR.
func CheckMemrefAccessDependence(ctx *ir.Context, src, dst MemRefAccess, loopDepth int, comps *[]DependenceComponent, allowRAR bool) DependenceResult {
	if src.MemRef != dst.MemRef {
		return NoDependence
	}
	if !allowRAR && !src.Store && !dst.Store {
		return NoDependence
	}
	if analysisScope(src.Op) != analysisScope(dst.Op) {
		return DependenceFailure
	}
	common := commonBlockInScope(src.Op, dst.Op)
	if common == nil {
		return DependenceFailure
	}
	s, ok := src.accessRelation(ctx)
	if !ok {
		return DependenceFailure
	}
	d, ok := dst.accessRelation(ctx)
	if !ok {
		return DependenceFailure
	}
	nCommon := numCommonLoops(s.dom, d.dom)
	if !allowRAR && loopDepth > nCommon {
		sa, da := ancestorInBlock(common, src.Op), ancestorInBlock(common, dst.Op)
		if !sa.IsBeforeInBlock(da) {
			return NoDependence
		}
	}
	dep := dependenceSystem(s, d)
	// Ordering: equal outer common iterations, dst after src at loopDepth.
	addOrderingConstraints(dep, s.dom.NumDims(), nCommon, loopDepth)
	if dep.IsEmpty() {
		return NoDependence
	}
	if comps != nil {
		*comps = directionVector(dep, s.dom, nCommon)
	}
	return HasDependence
}

// zeroRow returns a row of zeros sized for f.
func (f *FlatConstraints) zeroRow() []int64 { return make([]int64, f.sys.numVars+1) }

// dependenceSystem is the dependence relation of two accesses: columns
// [src dims, dst dims, symbols of both, src locals, dst locals, constant]
// holding both domains and the equality of their addresses.
func dependenceSystem(s, d accessSystem) *FlatConstraints {
	var dims []*ir.Value
	for i := 0; i < s.dom.NumDims(); i++ {
		dims = append(dims, s.dom.Value(i))
	}
	for i := 0; i < d.dom.NumDims(); i++ {
		dims = append(dims, d.dom.Value(i))
	}
	dep := NewFlatConstraints(dims, nil)
	// Column maps of each side.
	symCol := func(v *ir.Value) int {
		for i := dep.NumDims(); i < dep.NumDims()+dep.NumSymbols(); i++ {
			if dep.Value(i) == v {
				return i
			}
		}
		return dep.AppendSymbol(v)
	}
	for i := s.dom.NumDims(); i < s.dom.NumDims()+s.dom.NumSymbols(); i++ {
		symCol(s.dom.Value(i))
	}
	for i := d.dom.NumDims(); i < d.dom.NumDims()+d.dom.NumSymbols(); i++ {
		symCol(d.dom.Value(i))
	}
	sLocals, dLocals := s.dom.NumLocals(), d.dom.NumLocals()
	for i := 0; i < sLocals+dLocals; i++ {
		dep.AppendLocal()
	}
	colsOf := func(side *FlatConstraints, dimOff, localOff int) []int {
		cols := make([]int, side.NumVars())
		for i := range cols {
			switch {
			case i < side.NumDims():
				cols[i] = dimOff + i
			case i < side.NumDims()+side.NumSymbols():
				cols[i] = symCol(side.Value(i))
			default:
				cols[i] = localOff + i - side.NumDims() - side.NumSymbols()
			}
		}
		return cols
	}
	nds := dep.NumDims() + dep.NumSymbols()
	sCols := colsOf(s.dom, 0, nds)
	dCols := colsOf(d.dom, s.dom.NumDims(), nds+sLocals)
	remap := func(r []int64, cols []int, sign int64) []int64 {
		row := dep.zeroRow()
		for j, v := range r[:len(r)-1] {
			row[cols[j]] += sign * v
		}
		row[len(row)-1] = sign * r[len(r)-1]
		return row
	}
	for _, side := range []struct {
		sys  *FlatConstraints
		cols []int
	}{{s.dom, sCols}, {d.dom, dCols}} {
		for _, r := range side.sys.Equalities() {
			dep.AddEquality(remap(r, side.cols, 1))
		}
		for _, r := range side.sys.Inequalities() {
			dep.AddInequality(remap(r, side.cols, 1))
		}
	}
	for i := range s.rows {
		a, b := remap(s.rows[i], sCols, 1), remap(d.rows[i], dCols, -1)
		for j := range a {
			a[j] += b[j]
		}
		dep.AddEquality(a)
	}
	return dep
}

// directionVector is upstream's computeDirectionVector: for each common
// loop, the range of dst's iteration minus src's.
func directionVector(dep, srcDom *FlatConstraints, nCommon int) []DependenceComponent {
	if nCommon == 0 {
		return nil
	}
	t := dep.Clone()
	n := t.NumVars()
	nsd := srcDom.NumDims()
	for j := 0; j < nCommon; j++ {
		t.numDims++
		t.insertVar(j, nil)
	}
	for j := 0; j < nCommon; j++ {
		row := t.zeroRow()
		row[j], row[j+nCommon], row[j+nCommon+nsd] = 1, 1, -1
		t.AddEquality(row)
	}
	t.ProjectOut(nCommon, n)
	comps := make([]DependenceComponent, nCommon)
	for j := range comps {
		comps[j] = DependenceComponent{Loop: srcDom.Value(j).OwnerBlock().ParentOp(), Lb: NoLowerBound, Ub: NoUpperBound}
		if lb, ok := t.ConstantBound(j, false); ok {
			comps[j].Lb = lb
		}
		if ub, ok := t.ConstantBound(j, true); ok {
			comps[j].Ub = ub
		}
	}
	return comps
}

// NumCommonSurroundingLoops is upstream's getNumCommonSurroundingLoops: the
// affine.for loops around both a and b.
func NumCommonSurroundingLoops(a, b *ir.Operation) int {
	la, lb := EnclosingForOps(a), EnclosingForOps(b)
	n := 0
	for n < len(la) && n < len(lb) && la[n] == lb[n] {
		n++
	}
	return n
}

// analysisScope is upstream's getAffineAnalysisScope: the region of the
// closest ancestor of op that is not an affine.for, affine.if or
// affine.parallel.
func analysisScope(op *ir.Operation) *ir.Region {
	cur := op
	for parent := cur.ParentOp(); parent != nil; parent = cur.ParentOp() {
		switch parent.Name() {
		case "affine.for", "affine.if", "affine.parallel":
			cur = parent
			continue
		}
		return cur.ParentRegion()
	}
	return nil
}

// DependenceComponents is upstream's getDependenceComponents: the
// distance ranges of every dependence between the affine loads and stores
// nested in loop, at each depth from 1 to maxDepth.
func DependenceComponents(ctx *ir.Context, loop *ir.Operation, maxDepth int) [][]DependenceComponent {
	var accesses []MemRefAccess
	loop.Walk(func(op *ir.Operation) ir.WalkResult {
		if a, ok := NewMemRefAccess(op); ok {
			accesses = append(accesses, a)
		}
		return ir.WalkAdvance
	})
	var out [][]DependenceComponent
	for d := 1; d <= maxDepth; d++ {
		for _, src := range accesses {
			for _, dst := range accesses {
				var comps []DependenceComponent
				if CheckMemrefAccessDependence(ctx, src, dst, d, &comps, false) == HasDependence {
					out = append(out, comps)
				}
			}
		}
	}
	return out
}

// addOrderingConstraints orders the destination's iterations after the
// source's at loopDepth (upstream's addOrderingConstraints): the common
// outer iterations are equal, and at loopDepth the destination's is
// greater. nsd is the number of the source's dimensions, which come first.
func addOrderingConstraints(dep *FlatConstraints, nsd, nCommon, loopDepth int) {
	for i := 0; i < nCommon && i < loopDepth; i++ {
		row := dep.zeroRow()
		row[i], row[nsd+i] = -1, 1
		if i == loopDepth-1 {
			row[len(row)-1] = -1
			dep.AddInequality(row)
		} else {
			dep.AddEquality(row)
		}
	}
}
