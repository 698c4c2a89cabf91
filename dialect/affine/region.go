package affine

import (
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/ir/affine"
)

// memRegion is upstream's MemRefRegion: the elements of a memref some
// affine loads or stores touch, as a constraint system whose dimensions
// are the subscripts and whose symbols are the values the region is
// parametric on (the loop induction variables outside the depth it was
// computed at, and valid symbols).
type memRegion struct {
	memref *ir.Value
	write  bool
	loc    ir.Location
	cst    *FlatConstraints
}

// affineIVs is upstream's getAffineIVs: the induction variables of the
// affine.for and affine.parallel ops around op, outermost first.
func affineIVs(op *ir.Operation) []*ir.Value {
	var ivs []*ir.Value
	for _, p := range EnclosingAffineOps(op) {
		switch p.Name() {
		case "affine.for":
			ivs = append(ivs, forLoop{p}.iv())
		case "affine.parallel":
			ivs = append(ivs, p.Region(0).First().Args()...)
		}
	}
	return ivs
}

// parallelIVOwner returns the affine.parallel v is an induction variable of.
func parallelIVOwner(v *ir.Value) (*ir.Operation, bool) {
	if !v.IsBlockArgument() || v.OwnerBlock().Parent() == nil {
		return nil, false
	}
	p := v.OwnerBlock().ParentOp()
	if p == nil || p.Name() != "affine.parallel" || !p.IsRegistered() {
		return nil, false
	}
	return p, true
}

// isAffineIV reports an affine.for or affine.parallel induction variable.
func isAffineIV(v *ir.Value) bool {
	if _, ok := forInductionVarOwner(v); ok {
		return true
	}
	_, ok := parallelIVOwner(v)
	return ok
}

// addIVOrSymbol is upstream's addInductionVarOrTerminalSymbol: a column
// for v, with the domain of its loop when it is an induction variable.
func (f *FlatConstraints) addIVOrSymbol(ctx *ir.Context, v *ir.Value) bool {
	if _, found := f.FindVar(v); found {
		return true
	}
	if loop, ok := forInductionVarOwner(v); ok {
		f.AppendDim(v)
		return f.addForDomainRec(ctx, loop)
	}
	if par, ok := parallelIVOwner(v); ok {
		for _, iv := range par.Region(0).First().Args() {
			f.AppendDim(iv)
		}
		return f.addParallelDomainRec(ctx, par)
	}
	if !isValidSymbolAnywhere(v) {
		return false
	}
	f.appendSymbolPinned(v)
	return true
}

// addComposedBound adds iv >= (or <) each result of a loop bound, first
// adding columns for the bound's operands (upstream's addBound with map
// and operands).
func (f *FlatConstraints) addComposedBound(ctx *ir.Context, iv *ir.Value, m *affine.Map, operands []*ir.Value, upper bool) bool {
	m, operands = composedBound(ctx, m, operands)
	for _, o := range operands {
		if !f.addIVOrSymbol(ctx, o) {
			return false
		}
	}
	rows, ok := f.exprRows(ctx, m.Results, m.NumDims, m.NumSymbols, operands)
	if !ok {
		return false
	}
	ivPos, _ := f.FindVar(iv)
	f.addBoundRows(ivPos, rows, upper)
	return true
}

// addForDomainRec is upstream's addAffineForOpDomain, the operands of the
// bounds getting columns (and domains) of their own.
func (f *FlatConstraints) addForDomainRec(ctx *ir.Context, loop forLoop) bool {
	iv := loop.iv()
	ivPos, _ := f.FindVar(iv)
	if step, lb := loop.step(), loop.lbMap(); step != 1 && lb.IsSingleConstant() {
		// q = (iv - lb) floordiv step with iv - lb == step * q.
		c := lb.GetSingleConstantResult()
		q := f.AppendLocal()
		lower := f.zeroRow()
		lower[ivPos], lower[q], lower[len(lower)-1] = 1, -step, -c
		upper := f.zeroRow()
		for j, v := range lower {
			upper[j] = -v
		}
		upper[len(upper)-1] += step - 1
		f.AddInequality(lower)
		f.AddInequality(upper)
		f.AddEquality(lower)
	}
	return f.addComposedBound(ctx, iv, loop.lbMap(), loop.lbOperands(), false) &&
		f.addComposedBound(ctx, iv, loop.ubMap(), loop.ubOperands(), true)
}

// addParallelDomainRec is upstream's addAffineParallelOpDomain. As
// upstream, it fails on an induction variable the system has no column
// for (one the access does not use).
func (f *FlatConstraints) addParallelDomainRec(ctx *ir.Context, op *ir.Operation) bool {
	for i, iv := range op.Region(0).First().Args() {
		if _, ok := f.FindVar(iv); !ok {
			return false
		}
		for _, upper := range []bool{false, true} {
			if !f.addComposedBound(ctx, iv, ParallelBoundMap(ctx, op, i, upper), ParallelBoundOperands(op, upper), upper) {
				return false
			}
		}
	}
	return true
}

// eliminate is upstream's fourierMotzkinEliminate of column pos: by
// Gaussian elimination when an equality holds it (with the tightening and
// normalization of upstream's gaussianEliminateVars), else by
// Fourier-Motzkin elimination.
func (f *FlatConstraints) eliminate(pos int) {
	f.sys.gcdTightenInequalities()
	if f.hasEqualityOn(pos) {
		f.gaussianEliminate(pos)
	} else {
		f.sys.fourierMotzkin(pos)
	}
	f.dropBookkeeping(pos)
}

// gaussianEliminate eliminates column pos with the first equality holding
// it and drops the column (the bookkeeping is the caller's).
func (f *FlatConstraints) gaussianEliminate(pos int) {
	f.sys.gaussianEliminateVars(pos, pos+1)
}

// dropBookkeeping updates the counts and values for removed column pos.
func (f *FlatConstraints) dropBookkeeping(pos int) {
	switch {
	case pos < f.numDims:
		f.numDims--
	case pos < f.numDims+f.numSymbols:
		f.numSymbols--
	}
	if pos < len(f.values) {
		f.values = append(f.values[:pos], f.values[pos+1:]...)
	}
}

// projectOutRange is upstream's IntegerRelation::projectOut(pos, num):
// the columns with equalities go by Gaussian elimination first, scanning
// from pos, then the rest by Fourier-Motzkin elimination, the cheapest
// first.
func (f *FlatConstraints) projectOutRange(pos, num int) {
	if num == 0 {
		return
	}
	colZero := func(p int) bool {
		for _, rows := range [][][]int64{f.sys.eqs, f.sys.ineqs} {
			for _, r := range rows {
				if r[p] != 0 {
					return false
				}
			}
		}
		return true
	}
	left := num
	for cur := pos; cur < pos+left; cur++ {
		f.sys.gcdTightenInequalities()
		for cur < pos+left {
			switch {
			case f.hasEqualityOn(cur):
				f.gaussianEliminate(cur)
			case colZero(cur):
				f.sys.dropColumn(cur)
			default:
				goto blocked
			}
			f.dropBookkeeping(cur)
			left--
		}
	blocked:
	}
	for ; left > 0; left-- {
		best, bestCost := pos, -1
		for p := pos; p < pos+left; p++ {
			nl, nu := f.boundCounts(p)
			if cost := nl * nu; bestCost < 0 || cost < bestCost {
				best, bestCost = p, cost
			}
		}
		f.eliminate(best)
	}
	f.sys.gcdTightenInequalities()
	f.sys.normalizeByGCD()
}

// constantFoldSymbols is upstream's constantFoldVarRange over the symbols:
// the columns of constants are substituted and removed.
func (f *FlatConstraints) constantFoldSymbols() {
	for s, t, n := 0, f.numDims, f.numSymbols; s < n; s++ {
		k, ok := constIndex(f.values[t])
		if f.values[t] == nil || !ok {
			t++
			continue
		}
		for _, rows := range [][][]int64{f.sys.eqs, f.sys.ineqs} {
			for _, r := range rows {
				r[len(r)-1] += r[t] * k
			}
		}
		f.removeVar(t)
	}
}

// computeMemRegion is upstream's MemRefRegion::compute for an affine load
// or store at loopDepth, dropping the local and inner loop variables: ok
// is false when an index is neither an induction variable nor a symbol, or
// the access is not affine (then with upstream's error reported).
func computeMemRegion(ctx *ir.Context, op *ir.Operation, loopDepth int, addDimBounds bool, report func(*ir.Diagnostic)) (*memRegion, bool) {
	acc, _ := NewMemRefAccess(op)
	r := &memRegion{memref: acc.MemRef, write: acc.Store, loc: op.Loc()}
	mt := acc.MemRef.Type().(*ir.MemRefType)
	rank := len(mt.Shape)
	if rank == 0 {
		ivs := affineIVs(op)
		r.cst = NewFlatConstraints(nil, ivs[:min(loopDepth, len(ivs))])
		return r, true
	}
	m, operands := acc.AccessMap(ctx)
	f := NewFlatConstraints(operands[:m.NumDims], operands[m.NumDims:])
	for _, v := range operands {
		switch {
		case isAffineIV(v):
			if loop, ok := forInductionVarOwner(v); ok {
				if !f.addForDomainRec(ctx, loop) {
					return nil, false
				}
			} else if par, _ := parallelIVOwner(v); !f.addParallelDomainRec(ctx, par) {
				return nil, false
			}
		case isValidSymbolAnywhere(v):
			if k, ok := constIndex(v); ok {
				pos, _ := f.FindVar(v)
				row := f.zeroRow()
				row[pos], row[len(row)-1] = 1, -k
				f.AddEquality(row)
			}
		default:
			return nil, false
		}
	}
	// The subscripts: rank dimensions in front, equal to the access map.
	rows, ok := f.exprRows(ctx, m.Results, m.NumDims, m.NumSymbols, operands)
	if !ok {
		report(op.EmitError("getMemRefRegion: compose affine map failed"))
		return nil, false
	}
	for d := 0; d < rank; d++ {
		f.numDims++
		f.insertVar(d, nil)
	}
	for d, row := range rows {
		eq := make([]int64, rank, rank+len(row))
		eq[d] = 1
		for _, v := range row {
			eq = append(eq, -v)
		}
		f.AddEquality(eq)
	}
	f.numSymbols = f.numDims + f.numSymbols - rank
	f.numDims = rank
	outer := affineIVs(op)
	outer = outer[:min(loopDepth, len(outer))]
	for _, v := range append([]*ir.Value(nil), f.values[rank:]...) {
		if isAffineIV(v) && indexOf(outer, v) < 0 {
			pos, _ := f.FindVar(v)
			f.eliminate(pos)
		}
	}
	f.projectOutRange(f.numDims+f.numSymbols, f.NumLocals())
	f.constantFoldSymbols()
	if addDimBounds {
		for d := 0; d < rank; d++ {
			f.addConstBound(d, false, 0)
			if mt.Shape[d] != ir.Dynamic {
				f.addConstBound(d, true, mt.Shape[d]-1)
			}
		}
	}
	f.sys.removeTrivialRedundancy()
	r.cst = f
	return r, true
}

// addConstBound adds column pos >= v (or <= v).
func (f *FlatConstraints) addConstBound(pos int, upper bool, v int64) {
	row := f.zeroRow()
	if upper {
		row[pos], row[len(row)-1] = -1, v
	} else {
		row[pos], row[len(row)-1] = 1, -v
	}
	f.AddInequality(row)
}

// fullMemRegion is upstream's getFullMemRefAsRegion: the whole statically
// shaped memref, parametric on the outer numIVs affine.for induction
// variables.
func fullMemRegion(op *ir.Operation, numIVs int) (*memRegion, bool) {
	acc, _ := NewMemRefAccess(op)
	mt := acc.MemRef.Type().(*ir.MemRefType)
	for _, s := range mt.Shape {
		if s == ir.Dynamic {
			return nil, false
		}
	}
	var ivs []*ir.Value
	loops := EnclosingForOps(op)
	for _, l := range loops[:min(numIVs, len(loops))] {
		ivs = append(ivs, forLoop{l}.iv())
	}
	f := NewFlatConstraints(make([]*ir.Value, len(mt.Shape)), ivs)
	for d, s := range mt.Shape {
		f.addConstBound(d, false, 0)
		f.addConstBound(d, true, s-1)
	}
	return &memRegion{memref: acc.MemRef, write: acc.Store, loc: op.Loc(), cst: f}, true
}

// equalityToConstant is upstream's findEqualityToConstant with symbolic
// set: an equality with a unit coefficient on pos and none on the other
// dimensions; -1 when there is none.
func (f *FlatConstraints) equalityToConstant(pos int) int {
	for r, row := range f.sys.eqs {
		if row[pos] != 1 && row[pos] != -1 {
			continue
		}
		free := true
		for c := 0; c < f.numDims; c++ {
			if c != pos && row[c] != 0 {
				free = false
				break
			}
		}
		if free {
			return r
		}
	}
	return -1
}

// boundIndices is upstream's getLowerAndUpperBoundIndices: the
// inequalities bounding pos from below and from above, and the equalities
// on it, that involve none of the other columns in [offset, offset+num).
func (f *FlatConstraints) boundIndices(pos, offset, num int) (lbs, ubs, eqs []int) {
	free := func(row []int64) bool {
		for c := offset; c < offset+num; c++ {
			if c != pos && row[c] != 0 {
				return false
			}
		}
		return true
	}
	for r, row := range f.sys.ineqs {
		if !free(row) {
			continue
		}
		if row[pos] >= 1 {
			lbs = append(lbs, r)
		} else if row[pos] <= -1 {
			ubs = append(ubs, r)
		}
	}
	for r, row := range f.sys.eqs {
		if row[pos] != 0 && free(row) {
			eqs = append(eqs, r)
		}
	}
	return lbs, ubs, eqs
}

// dimBoundVec is a symbolic bound of a dimension: coefficients of the
// symbols then a constant, and the divisor of its floor division.
type dimBoundVec struct {
	coeffs  []int64
	divisor int64
	row     []int64 // the inequality's symbols and constant (nil: from an equality)
}

// constantBoundOnDimSize is upstream's getConstantBoundOnDimSize for
// dimension pos of a system without locals: the constant extent of pos and
// its lower and upper bounds over the symbols (the lower one in floor
// form), from an equality or from the pair of bounds differing only by a
// constant with the least extent.
func (f *FlatConstraints) constantBoundOnDimSize(pos int) (extent int64, lb, ub dimBoundVec, ok bool) {
	ns := f.numSymbols
	if r := f.equalityToConstant(pos); r >= 0 {
		eq := f.sys.eqs[r]
		for _, c := range eq[f.numDims+ns : len(eq)-1] {
			if c != 0 {
				return 0, lb, ub, false
			}
		}
		v := eq[pos]
		lb.coeffs = make([]int64, ns+1)
		for c := 0; c <= ns; c++ {
			x := eq[f.numDims+c]
			if c == ns {
				x = eq[len(eq)-1]
			}
			if v < 0 {
				lb.coeffs[c] = x / -v
			} else {
				lb.coeffs[c] = -x / v
			}
		}
		lb.divisor = 1
		return 1, lb, lb, true
	}
	lbIdx, ubIdx, _ := f.boundIndices(pos, 0, f.numDims)
	found := false
	var minDiff int64
	var minLb, minUb int
	ineqs := f.sys.ineqs
	for _, u := range ubIdx {
		for _, l := range lbIdx {
			ur, lr := ineqs[u], ineqs[l]
			n := len(ur) - 1
			same := true
			for j := 0; j < n; j++ {
				if ur[j] != -lr[j] {
					same = false
					break
				}
			}
			if !same {
				continue
			}
			diff := max(ceilDiv(ur[n]+lr[n]+1, lr[pos]), 0)
			if !found || diff < minDiff {
				found, minDiff, minLb, minUb = true, diff, l, u
			}
		}
	}
	if !found {
		return 0, lb, ub, false
	}
	lr, ur := ineqs[minLb], ineqs[minUb]
	lb = dimBoundVec{coeffs: make([]int64, ns+1), divisor: lr[pos], row: make([]int64, ns+1)}
	ub = dimBoundVec{coeffs: make([]int64, ns+1), divisor: lr[pos]}
	for c := 0; c <= ns; c++ {
		col := f.numDims + c
		if c == ns {
			col = len(lr) - 1
		}
		lb.coeffs[c] = -lr[col]
		lb.row[c] = lr[col]
		ub.coeffs[c] = ur[col]
	}
	lb.coeffs[ns] += lr[pos] - 1
	return minDiff, lb, ub, true
}

// lbMap is the lower bound as a map over the symbols: the value an
// equality gives, or the negated bound row (its symbols and constant)
// divided by the coefficient, rounding up (in floor form).
func (b dimBoundVec) lbMap(ctx *ir.Context) *affine.Map {
	ns := len(b.coeffs) - 1
	if b.row == nil {
		// From an equality: the value itself.
		return affine.Get(ctx, 0, ns, []affine.Expr{affine.ExprFromFlatForm(ctx, b.coeffs, 0, ns, nil)})
	}
	e := affine.Neg(ctx, affine.ExprFromFlatForm(ctx, b.row, 0, ns, nil))
	e = affine.FloorDivConst(ctx, affine.AddConst(ctx, e, b.divisor-1), b.divisor)
	return affine.Get(ctx, 0, ns, []affine.Expr{e})
}

// boundingSizeAndShape is upstream's getConstantBoundingSizeAndShape: the
// constant extents of the region (bounded by the memref's static sizes),
// their product and the lower bounds as maps over the symbols.
func (r *memRegion) boundingSizeAndShape(ctx *ir.Context) (int64, []int64, []*affine.Map, bool) {
	mt := r.memref.Type().(*ir.MemRefType)
	c := r.cst.Clone()
	for d, s := range mt.Shape {
		c.addConstBound(d, false, 0)
		if s != ir.Dynamic {
			c.addConstBound(d, true, s-1)
		}
	}
	n := int64(1)
	var shape []int64
	var lbs []*affine.Map
	for d, s := range mt.Shape {
		diff, lb, _, ok := c.constantBoundOnDimSize(d)
		var lbm *affine.Map
		if ok {
			lbm = lb.lbMap(ctx)
		} else {
			if s == ir.Dynamic {
				return 0, nil, nil, false
			}
			diff = s
			lbm = affine.Get(ctx, 0, c.numSymbols, []affine.Expr{affine.Constant(ctx, 0)})
		}
		n *= diff
		shape = append(shape, diff)
		lbs = append(lbs, lbm)
	}
	return n, shape, lbs, true
}

// regionSize is upstream's MemRefRegion::getRegionSize in bytes.
func (r *memRegion) regionSize(ctx *ir.Context) (int64, bool) {
	mt := r.memref.Type().(*ir.MemRefType)
	if !isIdentityLayout(mt) {
		return 0, true
	}
	n, _, _, ok := r.boundingSizeAndShape(ctx)
	if !ok {
		return 0, false
	}
	elt, ok := eltBytes(mt)
	if !ok {
		return 0, false
	}
	return elt * n, true
}

// lowerAndUpperBound is upstream's MemRefRegion::getLowerAndUpperBound:
// the bounds of subscript pos as maps over the region's symbols, taken as
// dimensions.
func (r *memRegion) lowerAndUpperBound(ctx *ir.Context, pos int) (lb, ub *affine.Map) {
	f := r.cst
	rank := f.numDims
	lbIdx, ubIdx, eqIdx := f.boundIndices(pos, 0, rank)
	nd := f.numDims + f.numSymbols - rank
	strip := func(row []int64, neg bool) []int64 {
		out := make([]int64, 0, len(row)-rank)
		for i, v := range row {
			if i < rank {
				continue
			}
			if neg {
				v = -v
			}
			out = append(out, v)
		}
		return out
	}
	var lbs, ubs []affine.Expr
	for _, i := range lbIdx {
		row := f.sys.ineqs[i]
		e := affine.ExprFromFlatForm(ctx, strip(row, true), nd, 0, nil)
		div := abs(row[pos])
		lbs = append(lbs, affine.FloorDivConst(ctx, affine.AddConst(ctx, e, div-1), div))
	}
	for _, i := range ubIdx {
		row := f.sys.ineqs[i]
		e := affine.ExprFromFlatForm(ctx, strip(row, false), nd, 0, nil)
		ubs = append(ubs, affine.AddConst(ctx, affine.FloorDivConst(ctx, e, abs(row[pos])), 1))
	}
	for _, i := range eqIdx {
		row := f.sys.eqs[i]
		b := strip(row, row[pos] > 0)
		e := affine.ExprFromFlatForm(ctx, b, nd, 0, nil)
		ubs = append(ubs, affine.AddConst(ctx, affine.FloorDivConst(ctx, e, abs(row[pos])), 1))
		lbs = append(lbs, affine.CeilDivConst(ctx, e, abs(row[pos])))
	}
	return affine.Get(ctx, nd, 0, lbs), affine.Get(ctx, nd, 0, ubs)
}

// swapVar swaps columns a and b (and their values).
func (f *FlatConstraints) swapVar(a, b int) {
	if a == b {
		return
	}
	for _, rows := range [][][]int64{f.sys.eqs, f.sys.ineqs} {
		for _, r := range rows {
			r[a], r[b] = r[b], r[a]
		}
	}
	f.values[a], f.values[b] = f.values[b], f.values[a]
}

// mergeSymbols is upstream's mergeSymbolVars: both systems get the union
// of the symbols, f's first in its order, aligned.
func (f *FlatConstraints) mergeSymbols(o *FlatConstraints) {
	syms := append([]*ir.Value(nil), f.values[f.numDims:f.numDims+f.numSymbols]...)
	s := o.numDims
	for _, v := range syms {
		loc := -1
		for i := s; i < len(o.values); i++ {
			if o.values[i] != nil && o.values[i] == v {
				loc = i
				break
			}
		}
		if loc >= o.numDims && loc < o.numDims+o.numSymbols {
			o.swapVar(s, loc)
		} else {
			o.numSymbols++
			o.insertVar(s, v)
		}
		s++
	}
	for t := o.numDims + f.numSymbols; t < o.numDims+o.numSymbols; t++ {
		f.numSymbols++
		f.insertVar(f.numDims+f.numSymbols-1, o.values[t])
	}
}

// compareBoundVecs is upstream's compareBounds: -1, 0 or 1 comparing the
// constants when the coefficients agree, ok false otherwise.
func compareBoundVecs(a, b []int64) (int, bool) {
	n := len(a) - 1
	for i := 0; i < n; i++ {
		if a[i] != b[i] {
			return 0, false
		}
	}
	switch {
	case a[n] < b[n]:
		return -1, true
	case a[n] > b[n]:
		return 1, true
	}
	return 0, true
}

// unionBoundingBox is upstream's MemRefRegion::unionBoundingBox: r's
// constraints become the bounding box of both regions, dimension by
// dimension; false when some bounds cannot be compared.
func (r *memRegion) unionBoundingBox(other *memRegion) bool {
	f := r.cst
	o := other.cst.Clone()
	aligned := f.numSymbols == o.numSymbols
	if aligned {
		for i := range f.values {
			if f.values[i] != o.values[i] {
				aligned = false
				break
			}
		}
	}
	if !aligned {
		f.mergeSymbols(o)
	}
	ncols := f.sys.numVars + 1
	var newRows [][]int64
	for d := 0; d < f.numDims; d++ {
		_, lb, ub, ok := f.constantBoundOnDimSize(d)
		if !ok {
			return false
		}
		_, olb, oub, ok := o.constantBoundOnDimSize(d)
		if !ok || lb.divisor != olb.divisor {
			return false
		}
		var minLb, maxUb []int64
		if c, ok := compareBoundVecs(lb.coeffs, olb.coeffs); ok {
			if c <= 0 {
				minLb = append([]int64(nil), lb.coeffs...)
			} else {
				minLb = append([]int64(nil), olb.coeffs...)
			}
			minLb[len(minLb)-1] -= lb.divisor - 1
		} else {
			c1, ok1 := f.ConstantBound(d, false)
			c2, ok2 := o.ConstantBound(d, false)
			if !ok1 || !ok2 {
				return false
			}
			minLb = make([]int64, len(lb.coeffs))
			minLb[len(minLb)-1] = min(c1, c2)
		}
		if c, ok := compareBoundVecs(ub.coeffs, oub.coeffs); ok {
			if c >= 0 {
				maxUb = append([]int64(nil), ub.coeffs...)
			} else {
				maxUb = append([]int64(nil), oub.coeffs...)
			}
		} else {
			c1, ok1 := f.ConstantBound(d, true)
			c2, ok2 := o.ConstantBound(d, true)
			if !ok1 || !ok2 {
				return false
			}
			maxUb = make([]int64, len(ub.coeffs))
			maxUb[len(maxUb)-1] = max(c1, c2)
		}
		newLb, newUb := make([]int64, ncols), make([]int64, ncols)
		newLb[d], newUb[d] = lb.divisor, -lb.divisor
		for i, v := range minLb {
			newLb[f.numDims+i] = -v
		}
		copy(newUb[f.numDims:], maxUb)
		newRows = append(newRows, newLb, newUb)
	}
	// The constraints common to both systems stay.
	common := func(a, b [][]int64) [][]int64 {
		var out [][]int64
		for _, r := range a {
			for _, q := range b {
				if sameRow(r, q) {
					out = append(out, r)
					break
				}
			}
		}
		return out
	}
	commonIneqs, commonEqs := common(f.sys.ineqs, o.sys.ineqs), common(f.sys.eqs, o.sys.eqs)
	f.sys.eqs, f.sys.ineqs = commonEqs, append(newRows, commonIneqs...)
	f.sys.removeTrivialRedundancy()
	return true
}
