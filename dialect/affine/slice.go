package affine

import (
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/ir/affine"
)

// sliceState is upstream's ComputationSliceState: bounds of the sliced
// loops (ivs) as maps of operands (nil maps keep a loop's own bounds), and
// where the slice goes.
type sliceState struct {
	ivs      []*ir.Value
	lbs, ubs []*affine.Map
	operands []*ir.Value
	// The slice is inserted in block before insertBefore (nil: at the end).
	block        *ir.Block
	insertBefore *ir.Operation
}

func (s *sliceState) empty() bool { return len(s.ivs) == 0 }

// insertParent is the op holding the insertion point.
func (s *sliceState) insertParent() *ir.Operation { return s.block.Parent().ParentOp() }

// innermostCommonLoopDepth is upstream's getInnermostCommonLoopDepth, with
// the common loops.
func innermostCommonLoopDepth(ops []*ir.Operation) (int, []*ir.Operation) {
	loops := make([][]*ir.Operation, len(ops))
	limit := -1
	for i, op := range ops {
		loops[i] = EnclosingForOps(op)
		if limit < 0 || len(loops[i]) < limit {
			limit = len(loops[i])
		}
	}
	var common []*ir.Operation
	for d := 0; d < limit; d++ {
		for i := 1; i < len(ops); i++ {
			if loops[i-1][d] != loops[i][d] {
				return len(common), common
			}
		}
		common = append(common, loops[len(ops)-1][d])
	}
	return len(common), common
}

// dependenceConstraints is the dependence system of src to dst at
// loopDepth (CheckMemrefAccessDependence's, with the ordering
// constraints), or the result when there is none.
func dependenceConstraints(ctx *ir.Context, src, dst MemRefAccess, loopDepth int, allowRAR bool) (*FlatConstraints, DependenceResult) {
	if src.MemRef != dst.MemRef || (!allowRAR && !src.Store && !dst.Store) {
		return nil, NoDependence
	}
	if analysisScope(src.Op) != analysisScope(dst.Op) {
		return nil, DependenceFailure
	}
	common := commonBlockInScope(src.Op, dst.Op)
	if common == nil {
		return nil, DependenceFailure
	}
	s, ok := src.accessRelation(ctx)
	if !ok {
		return nil, DependenceFailure
	}
	d, ok := dst.accessRelation(ctx)
	if !ok {
		return nil, DependenceFailure
	}
	nCommon := numCommonLoops(s.dom, d.dom)
	if !allowRAR && loopDepth > nCommon {
		sa, da := ancestorInBlock(common, src.Op), ancestorInBlock(common, dst.Op)
		if !sa.IsBeforeInBlock(da) {
			return nil, NoDependence
		}
	}
	dep := dependenceSystem(s, d)
	addOrderingConstraints(dep, s.dom.NumDims(), nCommon, loopDepth)
	if dep.IsEmpty() {
		return nil, NoDependence
	}
	return dep, HasDependence
}

// sliceBounds is upstream's getSliceBounds: for columns [offset,
// offset+num) of cst, bounds in terms of the other dimensions (as map
// dims) and the symbols: an expression e detected from the constraints
// gives [e, e+1); else constant bounds, or nil.
func sliceBounds(ctx *ir.Context, cst *FlatConstraints, offset, num int) (lbs, ubs []*affine.Map) {
	nv := cst.NumVars()
	memo := make([]affine.Expr, nv)
	nd := cst.NumDims()
	for i := 0; i < nd; i++ {
		if i < offset {
			memo[i] = affine.Dim(ctx, i)
		} else if i >= offset+num {
			memo[i] = affine.Dim(ctx, i-num)
		}
	}
	for i := nd; i < nd+cst.NumSymbols(); i++ {
		memo[i] = affine.Symbol(ctx, i-nd)
	}
	for changed := true; changed; {
		changed = false
		for pos := 0; pos < nv; pos++ {
			if memo[pos] != nil {
				continue
			}
			lb, okL := cst.ConstantBound(pos, false)
			ub, okU := cst.ConstantBound(pos, true)
			if okL && okU {
				if lb == ub {
					memo[pos] = affine.Constant(ctx, lb)
					changed = true
					continue
				}
				if detectAsMod(ctx, cst, pos, offset, num, lb, ub, memo) {
					changed = true
					continue
				}
			}
			if cst.sys.detectFloorDiv(ctx, pos, memo) {
				changed = true
				continue
			}
			if e := solveEquality(ctx, cst, pos, memo); e != nil {
				memo[pos] = e
				changed = true
			}
		}
	}
	numMapDims := nd - num
	lbs, ubs = make([]*affine.Map, num), make([]*affine.Map, num)
	for i := 0; i < num; i++ {
		pos := offset + i
		if e := memo[pos]; e != nil {
			e = affine.SimplifyAffineExpr(ctx, e, numMapDims, cst.NumSymbols())
			lbs[i] = affine.Get(ctx, numMapDims, cst.NumSymbols(), []affine.Expr{e})
			ubs[i] = affine.Get(ctx, numMapDims, cst.NumSymbols(), []affine.Expr{affine.Add(ctx, e, affine.Constant(ctx, 1))})
			continue
		}
		if cst.NumLocals() == 0 {
			lbs[i], ubs[i] = lowerAndUpperBound(ctx, cst, pos, offset, num)
		}
		if lbs[i] == nil || len(lbs[i].Results) > 1 {
			lbs[i] = nil
			if lb, ok := cst.ConstantBound(pos, false); ok {
				lbs[i] = affine.Get(ctx, numMapDims, cst.NumSymbols(), []affine.Expr{affine.Constant(ctx, lb)})
			}
		}
		if ubs[i] == nil || len(ubs[i].Results) > 1 {
			ubs[i] = nil
			if ub, ok := cst.ConstantBound(pos, true); ok {
				ubs[i] = affine.Get(ctx, numMapDims, cst.NumSymbols(), []affine.Expr{affine.Constant(ctx, ub+1)})
			}
		}
	}
	return lbs, ubs
}

// detectAsMod is upstream's detectAsMod: with 0 <= x <= ub, an equality
// x + divisor*q - n = 0 (n a dimension) gives x = n mod (ub+1) and, for a
// single unknown quotient, q = n floordiv (ub+1).
func detectAsMod(ctx *ir.Context, cst *FlatConstraints, pos, offset, num int, lbConst, ubConst int64, memo []affine.Expr) bool {
	if lbConst != 0 || ubConst < 1 {
		return false
	}
	divisor := ubConst + 1
	nds := cst.NumDims() + cst.NumSymbols()
next:
	for _, r := range cst.sys.eqs {
		a := r[pos]
		if a == 0 || r[len(r)-1] != 0 {
			continue
		}
		dividend := affine.Constant(ctx, 0)
		quotients, qPos, qSign := 0, -1, int64(1)
		for j := 0; j < nds; j++ {
			c := r[j]
			if j == pos || c == 0 {
				continue
			}
			if c%(divisor*a) == 0 {
				quotients++
				qPos = j
				if c*a > 0 {
					qSign = 1
				} else {
					qSign = -1
				}
				continue
			}
			if memo[j] == nil {
				continue next
			}
			dividend = affine.Add(ctx, dividend, affine.MulConst(ctx, memo[j], c))
		}
		if a > 0 {
			dividend = affine.FloorDivConst(ctx, affine.Neg(ctx, dividend), a)
		} else {
			dividend = affine.FloorDivConst(ctx, dividend, -a)
		}
		dividend = affine.SimplifyAffineExpr(ctx, dividend, cst.NumDims(), cst.NumSymbols())
		d, ok := dividend.(*affine.DimExpr)
		if !ok || quotients < 1 {
			continue
		}
		col := d.Pos
		if col >= offset {
			col += num
		}
		if ub, ok := cst.ConstantBound(col, true); ok && ub < divisor {
			memo[pos] = d
		} else {
			memo[pos] = affine.Mod(ctx, d, affine.Constant(ctx, divisor))
		}
		if quotients == 1 && memo[qPos] == nil {
			memo[qPos] = affine.MulConst(ctx, affine.FloorDivConst(ctx, d, divisor), qSign)
		}
		return true
	}
	return false
}

// lowerAndUpperBound is upstream's getLowerAndUpperBound for column pos:
// its bounds from the constraints on it that involve no other sliced
// column, as maps of the other dimensions and the symbols.
func lowerAndUpperBound(ctx *ir.Context, cst *FlatConstraints, pos, offset, num int) (*affine.Map, *affine.Map) {
	nd, ns := cst.NumDims(), cst.NumSymbols()
	others := func(r []int64) bool {
		for c := offset; c < offset+num; c++ {
			if c != pos && r[c] != 0 {
				return true
			}
		}
		return false
	}
	strip := func(r []int64, sign int64) []int64 {
		var b []int64
		for i, v := range r {
			if i < offset || i >= offset+num {
				b = append(b, sign*v)
			}
		}
		return b
	}
	onlyPos := func(r []int64) bool {
		for j, v := range r[:len(r)-1] {
			if j != pos && v != 0 {
				return false
			}
		}
		return true
	}
	var lbExprs, ubExprs []affine.Expr
	var bestLb, bestUb affine.Expr
	var bestLbC, bestUbC int64
	for _, r := range cst.sys.ineqs {
		c := r[pos]
		if c == 0 || others(r) {
			continue
		}
		if c > 0 {
			e := affine.ExprFromFlatForm(ctx, strip(r, -1), nd-num, ns, nil)
			e = affine.FloorDivConst(ctx, affine.Add(ctx, e, affine.Constant(ctx, c-1)), c)
			if onlyPos(r) {
				if v := ceilDiv(-r[len(r)-1], c); bestLb == nil || v > bestLbC {
					bestLb, bestLbC = e, v
				}
				continue
			}
			lbExprs = append(lbExprs, e)
		} else {
			e := affine.ExprFromFlatForm(ctx, strip(r, 1), nd-num, ns, nil)
			e = affine.Add(ctx, affine.FloorDivConst(ctx, e, -c), affine.Constant(ctx, 1))
			if onlyPos(r) {
				if v := floorDiv(r[len(r)-1], -c); bestUb == nil || v < bestUbC {
					bestUb, bestUbC = e, v
				}
				continue
			}
			ubExprs = append(ubExprs, e)
		}
	}
	if bestLb != nil {
		lbExprs = append(lbExprs, affine.SimplifyAffineExpr(ctx, bestLb, nd-num, ns))
	}
	if bestUb != nil {
		ubExprs = append(ubExprs, affine.SimplifyAffineExpr(ctx, bestUb, nd-num, ns))
	}
	var lb, ub *affine.Map
	if len(lbExprs) > 0 {
		lb = affine.Get(ctx, nd-num, ns, lbExprs)
	}
	if len(ubExprs) > 0 {
		ub = affine.Get(ctx, nd-num, ns, ubExprs)
	}
	return lb, ub
}

// solveEquality expresses column pos from the first equality holding it,
// when every other column of it is known.
func solveEquality(ctx *ir.Context, cst *FlatConstraints, pos int, memo []affine.Expr) affine.Expr {
	for _, r := range cst.sys.eqs {
		if r[pos] == 0 {
			continue
		}
		e := affine.Constant(ctx, 0)
		for j, c := range r[:len(r)-1] {
			if j == pos || c == 0 {
				continue
			}
			if memo[j] == nil {
				return nil
			}
			e = affine.Add(ctx, e, affine.MulConst(ctx, memo[j], c))
		}
		e = affine.Add(ctx, e, affine.Constant(ctx, r[len(r)-1]))
		if v := r[pos]; v > 0 {
			return affine.FloorDivConst(ctx, affine.Neg(ctx, e), v)
		} else {
			return affine.FloorDivConst(ctx, e, -v)
		}
	}
	return nil
}

// pairSlice is upstream's getComputationSliceState for one dependent
// pair: the slice of a's loops (backward) or b's (forward) at loopDepth.
func pairSlice(ctx *ir.Context, a, b *ir.Operation, dep *FlatConstraints, loopDepth int, backward bool) *sliceState {
	numA, numB := len(EnclosingForOps(a)), len(EnclosingForOps(b))
	cst := dep.Clone()
	if backward {
		cst.ProjectOut(numA+loopDepth, numB-loopDepth)
	} else {
		cst.ProjectOut(loopDepth, numA-loopDepth)
	}
	offset, num := 0, numA
	if !backward {
		offset, num = loopDepth, numB
	}
	s := &sliceState{}
	for i := offset; i < offset+num; i++ {
		s.ivs = append(s.ivs, cst.Value(i))
	}
	s.lbs, s.ubs = sliceBounds(ctx, cst, offset, num)
	for i := 0; i < cst.NumDims()+cst.NumSymbols(); i++ {
		if i < offset || i >= offset+num {
			s.operands = append(s.operands, cst.Value(i))
		}
	}
	_, aLoad, _ := isAffineAccess(a)
	_, bLoad, _ := isAffineAccess(b)
	if !aLoad && !bLoad {
		root := EnclosingForOps(a)[0]
		if !backward {
			root = EnclosingForOps(b)[0]
		}
		seq := sequentialLoops(ctx, root)
		for i, iv := range s.ivs {
			loop := iv.OwnerBlock().ParentOp()
			if !seq[loop] && loop.Attr("slice_fusion_barrier") == nil {
				continue
			}
			for j := i; j < len(s.ivs); j++ {
				s.lbs[j], s.ubs[j] = nil, nil
			}
			break
		}
	}
	return s
}

// sequentialLoops returns the loops of the nest at root that are not
// parallel (upstream's getSequentialLoops).
func sequentialLoops(ctx *ir.Context, root *ir.Operation) map[*ir.Operation]bool {
	seq := map[*ir.Operation]bool{}
	root.Walk(func(op *ir.Operation) ir.WalkResult {
		if isFor(op) && !isLoopMemoryParallel(ctx, op) {
			seq[op] = true
		}
		return ir.WalkAdvance
	})
	return seq
}

// isLoopMemoryParallel is upstream's isLoopMemoryParallel: no dependence
// between the loop's accesses is carried by it.
func isLoopMemoryParallel(ctx *ir.Context, loop *ir.Operation) bool {
	if loop.NumResults() > 0 {
		return false
	}
	var accesses []MemRefAccess
	unknown := false
	loop.Walk(func(op *ir.Operation) ir.WalkResult {
		if a, ok := NewMemRefAccess(op); ok {
			accesses = append(accesses, a)
		} else if op != loop && !isFor(op) && op.Name() != "affine.if" && op.Name() != "affine.yield" && !ir.IsMemoryEffectFree(op) {
			unknown = true
		}
		return ir.WalkAdvance
	})
	if unknown {
		return false
	}
	depth := nestingDepth(loop) + 1
	for _, s := range accesses {
		for _, d := range accesses {
			if CheckMemrefAccessDependence(ctx, s, d, depth, nil, false) != NoDependence {
				return false
			}
		}
	}
	return true
}

// sameMaps reports whether two map lists are equal.
func sameMaps(a, b []*affine.Map) bool {
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

// unionWith widens s to cover o (a bounding box: the loops whose bounds
// differ keep their constant bounds).
func (s *sliceState) unionWith(ctx *ir.Context, o *sliceState) bool {
	if !sameValues(s.ivs, o.ivs) {
		return false
	}
	if sameValues(s.operands, o.operands) && sameMaps(s.lbs, o.lbs) && sameMaps(s.ubs, o.ubs) {
		return true
	}
	if !sameValues(s.operands, o.operands) {
		return false
	}
	for i, iv := range s.ivs {
		if s.lbs[i] == o.lbs[i] && s.ubs[i] == o.ubs[i] {
			continue
		}
		lb, ub, ok := forLoop{iv.OwnerBlock().ParentOp()}.constantBounds()
		if !ok {
			return false
		}
		if l1, ok1 := constantResult(s.lbs[i]); ok1 {
			if l2, ok2 := constantResult(o.lbs[i]); ok2 {
				lb = min(l1, l2)
			}
		}
		if u1, ok1 := constantResult(s.ubs[i]); ok1 {
			if u2, ok2 := constantResult(o.ubs[i]); ok2 {
				ub = max(u1, u2)
			}
		}
		nd, ns := 0, 0
		if m := s.lbs[i]; m != nil {
			nd, ns = m.NumDims, m.NumSymbols
		}
		s.lbs[i] = affine.Get(ctx, nd, ns, []affine.Expr{affine.Constant(ctx, lb)})
		s.ubs[i] = affine.Get(ctx, nd, ns, []affine.Expr{affine.Constant(ctx, ub)})
	}
	return true
}

// constantResult returns the value of a single constant result map.
func constantResult(m *affine.Map) (int64, bool) {
	if m == nil || len(m.Results) != 1 {
		return 0, false
	}
	c, ok := m.Results[0].(*affine.ConstantExpr)
	if !ok {
		return 0, false
	}
	return c.Value, true
}

// sliceResult is upstream's SliceComputationResult.
type sliceResult int

const (
	sliceSuccess sliceResult = iota
	sliceGenericFailure
	sliceIncorrect
)

// computeSliceUnion is upstream's computeSliceUnion.
func computeSliceUnion(ctx *ir.Context, opsA, opsB []*ir.Operation, loopDepth, numCommon int, backward bool) (*sliceState, sliceResult) {
	var union *sliceState
	var sliceOps []*ir.Operation
	for _, a := range opsA {
		sa, _ := NewMemRefAccess(a)
		for _, b := range opsB {
			sb, _ := NewMemRefAccess(b)
			if sa.MemRef != sb.MemRef {
				continue
			}
			if (!backward && loopDepth > nestingDepth(a)) || (backward && loopDepth > nestingDepth(b)) {
				return nil, sliceGenericFailure
			}
			rar := !sa.Store && !sb.Store
			dep, res := dependenceConstraints(ctx, sa, sb, numCommon+1, rar)
			if res == DependenceFailure {
				return nil, sliceGenericFailure
			}
			if res == NoDependence {
				continue
			}
			if backward {
				sliceOps = append(sliceOps, b)
			} else {
				sliceOps = append(sliceOps, a)
			}
			tmp := pairSlice(ctx, a, b, dep, loopDepth, backward)
			if union == nil {
				union = tmp
			} else if !union.unionWith(ctx, tmp) {
				return nil, sliceGenericFailure
			}
		}
	}
	if union == nil {
		return nil, sliceGenericFailure
	}
	depth, loops := innermostCommonLoopDepth(sliceOps)
	if loopDepth > depth {
		return nil, sliceGenericFailure
	}
	body := forLoop{loops[loopDepth-1]}.body()
	union.block = body
	if backward {
		union.insertBefore = body.First()
	} else {
		union.insertBefore = body.Last()
	}
	switch valid, known := union.valid(ctx); {
	case !known:
		return nil, sliceGenericFailure
	case !valid:
		return nil, sliceIncorrect
	}
	return union, sliceSuccess
}

// maximalFastCheck is upstream's isSliceMaximalFastCheck; known is false
// when it cannot tell.
func (s *sliceState) maximalFastCheck(ctx *ir.Context) (maximal, known bool) {
	for i := range s.lbs {
		lb, ub := s.lbs[i], s.ubs[i]
		if lb == nil || ub == nil || len(lb.Results) != 1 || len(ub.Results) != 1 {
			return false, false
		}
		if affine.Add(ctx, lb.Results[0], affine.Constant(ctx, 1)) != ub.Results[0] {
			return false, false
		}
		d, ok := lb.Results[0].(*affine.DimExpr)
		if !ok {
			return false, false
		}
		dst, ok := forInductionVarOwner(s.operands[d.Pos])
		if !ok {
			return false, false
		}
		src := forLoop{s.ivs[i].OwnerBlock().ParentOp()}
		slb, sub, ok1 := src.constantBounds()
		dlb, dub, ok2 := dst.constantBounds()
		if len(src.lbMap().Results) != 1 || len(src.ubMap().Results) != 1 ||
			len(dst.lbMap().Results) != 1 || len(dst.ubMap().Results) != 1 || !ok1 || !ok2 {
			return false, false
		}
		if slb != dlb || sub != dub || src.step() != dst.step() {
			return false, true
		}
	}
	return true, true
}

// constraints returns the slice as constraints over its ivs (dims) and
// operands (symbols, with the domains of the loop ones); a nil bound keeps
// the loop's own.
func (s *sliceState) constraints(ctx *ir.Context) (*FlatConstraints, bool) {
	cst := NewFlatConstraints(s.ivs, s.operands)
	for _, v := range s.operands {
		if f, ok := forInductionVarOwner(v); ok {
			if !cst.addForDomain(ctx, f) {
				return nil, false
			}
		} else if k, ok := constIndex(v); ok {
			pos, _ := cst.FindVar(v)
			row := cst.zeroRow()
			row[pos], row[len(row)-1] = 1, -k
			cst.AddEquality(row)
		}
	}
	for i, iv := range s.ivs {
		if s.lbs[i] == nil || s.ubs[i] == nil {
			if !cst.addForDomain(ctx, forLoop{iv.OwnerBlock().ParentOp()}) {
				return nil, false
			}
			continue
		}
		for _, upper := range []bool{false, true} {
			m := s.lbs[i]
			if upper {
				m = s.ubs[i]
			}
			rows, ok := cst.exprRows(ctx, m.Results, m.NumDims, m.NumSymbols, boundOperands(m, s.operands))
			if !ok {
				return nil, false
			}
			cst.addBoundRows(i, rows, upper)
		}
	}
	return cst, true
}

// srcConstraints is the domain of the sliced loops over their ivs.
func (s *sliceState) srcConstraints(ctx *ir.Context) (*FlatConstraints, bool) {
	cst := NewFlatConstraints(s.ivs, nil)
	for _, iv := range s.ivs {
		if !cst.addForDomain(ctx, forLoop{iv.OwnerBlock().ParentOp()}) {
			return nil, false
		}
	}
	return cst, cst.NumVars() == len(s.ivs)
}

// subsetOf reports whether the integer points of a lie in b, both over
// the same leading columns (b without other columns): a with each
// constraint of b violated is empty.
func subsetOf(a, b *FlatConstraints) bool {
	n := len(b.values)
	widen := func(r []int64, sign int64, cst int64) []int64 {
		row := a.zeroRow()
		for j := 0; j < n; j++ {
			row[j] = sign * r[j]
		}
		row[len(row)-1] = sign*r[n] + cst
		return row
	}
	violated := func(row []int64) bool {
		t := a.Clone()
		t.AddInequality(row)
		return !t.IsEmpty()
	}
	for _, r := range b.Inequalities() {
		if violated(widen(r, -1, -1)) {
			return false
		}
	}
	for _, r := range b.Equalities() {
		if violated(widen(r, -1, -1)) || violated(widen(r, 1, -1)) {
			return false
		}
	}
	return true
}

// valid is upstream's isSliceValid: the slice covers only iterations of
// the sliced loops.
func (s *sliceState) valid(ctx *ir.Context) (valid, known bool) {
	if m, ok := s.maximalFastCheck(ctx); ok && m {
		return true, true
	}
	src, ok := s.srcConstraints(ctx)
	if !ok {
		return false, false
	}
	sl, ok := s.constraints(ctx)
	if !ok {
		return false, false
	}
	return subsetOf(sl, src), true
}

// maximal is upstream's isMaximal: the slice covers every iteration of
// the sliced loops.
func (s *sliceState) maximal(ctx *ir.Context) (maximal, known bool) {
	if m, ok := s.maximalFastCheck(ctx); ok {
		return m, true
	}
	src, ok := s.srcConstraints(ctx)
	if !ok {
		return false, false
	}
	sl, ok := s.constraints(ctx)
	if !ok {
		return false, false
	}
	sl.ProjectOut(len(s.ivs), sl.NumVars()-len(s.ivs))
	return subsetOf(src, sl), true
}

// boundOperands returns the operands of a slice bound map (none for the
// constant maps of unsliced or constant bounds).
func boundOperands(m *affine.Map, operands []*ir.Value) []*ir.Value {
	if m.NumDims+m.NumSymbols == 0 {
		return nil
	}
	return append([]*ir.Value(nil), operands...)
}
