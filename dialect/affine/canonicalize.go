package affine

import (
	"github.com/gomlir/gomlir/dialect/ub"
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/ir/affine"
	"github.com/gomlir/gomlir/ods"
	"github.com/gomlir/gomlir/rewrite"
)

const anon = "(anonymous namespace)::"

// viewNames are upstream's C++ class names of the ops, used in pattern
// debug names.
var viewNames = map[string]string{
	"affine.apply": "AffineApplyOp", "affine.load": "AffineLoadOp", "affine.store": "AffineStoreOp",
	"affine.vector_load": "AffineVectorLoadOp", "affine.vector_store": "AffineVectorStoreOp",
	"affine.prefetch": "AffinePrefetchOp", "affine.min": "AffineMinOp", "affine.max": "AffineMaxOp",
}

// mapOperandStart is the position of the first map operand of the ops
// SimplifyAffineOp handles.
func mapOperandStart(op *ir.Operation) int {
	switch op.Name() {
	case "affine.load", "affine.vector_load", "affine.prefetch":
		return 1
	case "affine.store", "affine.vector_store":
		return 2
	}
	return 0
}

// replaceWithMap replaces op with a new op of its kind using map m and
// map operands ops (upstream's replaceOpWithNewOp with the op's builder:
// the inherent attributes are kept, the discardable ones dropped).
func replaceWithMap(rw *rewrite.Rewriter, op *ir.Operation, m *affine.Map, ops []*ir.Value) {
	replaceWithNewOp(rw, op, op.Info(), m, ops)
}

// replaceWithNewOp replaces op with an op named by info carrying op's
// leading non-map operands, inherent attributes (map replaced by m) and
// result types.
func replaceWithNewOp(rw *rewrite.Rewriter, op *ir.Operation, info *ir.OpInfo, m *affine.Map, ops []*ir.Value) {
	start := mapOperandStart(op)
	st := &ir.OperationState{Loc: op.Loc(), Name: info, Types: op.ResultTypes()}
	st.Operands = append(append([]*ir.Value(nil), op.Operands()[:start]...), ops...)
	for _, a := range op.AllAttrs() {
		if !op.Info().IsInherent(a.Name) {
			continue
		}
		if a.Name == "map" {
			continue
		}
		st.Attrs = append(st.Attrs, a)
	}
	st.Attrs = append(st.Attrs, ir.NamedAttr{Name: "map", Value: rw.Ctx.AffineMapAttr(m)})
	n := rw.Create(st)
	rw.ReplaceOp(op, n.Results())
}

// simplifyAffineOpPattern is upstream's SimplifyAffineOp: the producers of
// map operands are composed into the map, then the map and operands
// canonicalized and simplified.
func simplifyAffineOpPattern(name string) *rewrite.Func {
	return &rewrite.Func{Name: anon + "SimplifyAffineOp<mlir::affine::" + viewNames[name] + ">", On: name, Weight: 1,
		Rewrite: func(op *ir.Operation, rw *rewrite.Rewriter) bool {
			ctx := rw.Ctx
			m := mapAttr(op, "map")
			old := op.Operands()[mapOperandStart(op):]
			nm, ops := composeMap(ctx, m, old)
			nm, ops = canonicalizeMap(ctx, nm, ops)
			nm = simplifyMapWithOperands(ctx, nm, ops)
			if nm == m && sameValues(old, ops) {
				return false
			}
			replaceWithMap(rw, op, nm, ops)
			return true
		}}
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

// foldApply is AffineApplyOp::fold.
func foldApply(op *ir.Operation, operands []ir.Attribute) []ir.FoldResult {
	m := mapAttr(op, "map")
	switch e := m.Results[0].(type) {
	case *affine.DimExpr:
		return []ir.FoldResult{{Value: op.Operand(e.Pos)}}
	case *affine.SymbolExpr:
		return []ir.FoldResult{{Value: op.Operand(m.NumDims + e.Pos)}}
	}
	results, ok, poison := m.ConstantFold(intOperands(operands))
	ctx := ods.ContextOf(op)
	if poison {
		return []ir.FoldResult{{Attr: ub.Poison(ctx)}}
	}
	if !ok {
		return nil
	}
	return []ir.FoldResult{{Attr: ctx.IntAttr(ctx.IndexType(), results[0])}}
}

// intOperands returns the integer values of constant operands (nil where
// unknown).
func intOperands(operands []ir.Attribute) []*int64 {
	out := make([]*int64, len(operands))
	for i, a := range operands {
		if ia, ok := a.(*ir.IntegerAttr); ok {
			v := ia.Int64()
			out[i] = &v
		}
	}
	return out
}

// foldMinMax is upstream's foldMinMaxOp.
func foldMinMax(op *ir.Operation, operands []ir.Attribute, isMin bool) []ir.FoldResult {
	ctx := ods.ContextOf(op)
	m := mapAttr(op, "map")
	// As upstream's foldMinMaxOp, results that fold to poison stay as they
	// are.
	folded, results, _ := m.PartialConstantFold(ctx, intOperands(operands))
	if folded.NumSymbols == 1 && folded.IsSymbolIdentity() {
		return []ir.FoldResult{{Value: op.Operand(0)}}
	}
	if len(results) == 0 {
		if folded == m {
			return nil
		}
		op.SetInherentAttr(ctx, "map", ctx.AffineMapAttr(folded))
		return []ir.FoldResult{{Value: op.Result(0)}}
	}
	best := results[0]
	for _, v := range results[1:] {
		if (isMin && v < best) || (!isMin && v > best) {
			best = v
		}
	}
	return []ir.FoldResult{{Attr: ctx.IntAttr(ctx.IndexType(), best)}}
}

// minMaxPatterns are the canonicalization patterns of affine.min/max.
func minMaxPatterns(name string) []any {
	class := "<mlir::affine::" + viewNames[name] + ">"
	return []any{
		&rewrite.Func{Name: "CanonicalizeSingleResultAffineMinMaxOp" + class, On: name, Weight: 1,
			Rewrite: func(op *ir.Operation, rw *rewrite.Rewriter) bool {
				m := mapAttr(op, "map")
				if len(m.Results) != 1 {
					return false
				}
				replaceWithNewOp(rw, op, rw.Ctx.LookupOp("affine.apply"), m, op.Operands())
				return true
			}},
		&rewrite.Func{Name: "DeduplicateAffineMinMaxExpressions" + class, On: name, Weight: 1,
			Rewrite: func(op *ir.Operation, rw *rewrite.Rewriter) bool {
				m := mapAttr(op, "map")
				var exprs []affine.Expr
			next:
				for _, e := range m.Results {
					for _, x := range exprs {
						if x == e {
							continue next
						}
					}
					exprs = append(exprs, e)
				}
				if len(exprs) == len(m.Results) {
					return false
				}
				replaceWithMap(rw, op, affine.Get(rw.Ctx, m.NumDims, m.NumSymbols, exprs), op.Operands())
				return true
			}},
		&rewrite.Func{Name: "MergeAffineMinMaxOp" + class, On: name, Weight: 1, Rewrite: mergeMinMax},
		simplifyAffineOpPattern(name),
		&rewrite.Func{Name: "CanonicalizeAffineMinMaxOpExprAndTermOrder" + class, On: name, Weight: 1,
			Rewrite: func(op *ir.Operation, rw *rewrite.Rewriter) bool {
				m, ok := orderMapResults(rw.Ctx, mapAttr(op, "map"))
				if !ok {
					return false
				}
				replaceWithMap(rw, op, m, op.Operands())
				return true
			}},
	}
}

// mergeMinMax is upstream's MergeAffineMinMaxOp: results that are a
// dimension or symbol produced by the same kind of op take that op's
// expressions instead.
func mergeMinMax(op *ir.Operation, rw *rewrite.Rewriter) bool {
	ctx := rw.Ctx
	m := mapAttr(op, "map")
	dimOps := append([]*ir.Value(nil), op.Operands()[:m.NumDims]...)
	symOps := append([]*ir.Value(nil), op.Operands()[m.NumDims:]...)
	var exprs []affine.Expr
	var producers []*ir.Operation
	for _, e := range m.Results {
		var v *ir.Value
		switch x := e.(type) {
		case *affine.SymbolExpr:
			v = symOps[x.Pos]
		case *affine.DimExpr:
			v = dimOps[x.Pos]
		}
		if v != nil {
			if d := v.DefiningOp(); d != nil && d.Info() == op.Info() {
				producers = append(producers, d)
				continue
			}
		}
		exprs = append(exprs, e)
	}
	if len(producers) == 0 {
		return false
	}
	nd, ns := m.NumDims, m.NumSymbols
	for _, p := range producers {
		pm := mapAttr(p, "map")
		dimOps = append(dimOps, p.Operands()[:pm.NumDims]...)
		symOps = append(symOps, p.Operands()[pm.NumDims:]...)
		for _, e := range pm.Results {
			e = affine.ShiftDims(ctx, e, pm.NumDims, nd, 0)
			exprs = append(exprs, affine.ShiftSymbols(ctx, e, pm.NumSymbols, ns, 0))
		}
		nd += pm.NumDims
		ns += pm.NumSymbols
	}
	replaceWithMap(rw, op, affine.Get(ctx, nd, ns, exprs), append(dimOps, symOps...))
	return true
}

// orderMapResults is upstream's canonicalizeMapExprAndTermOrder: the
// results sorted by their flattened coefficients; ok is false when the
// order does not change or cannot be decided.
func orderMapResults(c affine.Interner, m *affine.Map) (*affine.Map, bool) {
	flats := make([][]int64, len(m.Results))
	for i, e := range m.Results {
		if !affine.IsPureAffine(e) {
			return nil, false
		}
		flat, locals, ok := affine.FlattenAffineExpr(c, e, m.NumDims, m.NumSymbols)
		if !ok || len(locals) > 0 {
			return nil, false
		}
		flats[i] = flat
	}
	less := func(a, b []int64) bool {
		for k := range a {
			if a[k] != b[k] {
				return a[k] < b[k]
			}
		}
		return false
	}
	sorted := true
	for i := 1; i < len(flats); i++ {
		if less(flats[i], flats[i-1]) {
			sorted = false
		}
	}
	if sorted {
		return nil, false
	}
	perm := make([]int, len(flats))
	for i := range perm {
		perm[i] = i
	}
	// A stable insertion sort, as the lists are short.
	for i := 1; i < len(perm); i++ {
		for j := i; j > 0 && less(flats[perm[j]], flats[perm[j-1]]); j-- {
			perm[j], perm[j-1] = perm[j-1], perm[j]
		}
	}
	exprs := make([]affine.Expr, len(perm))
	for i, p := range perm {
		exprs[i] = m.Results[p]
	}
	return affine.Get(c, m.NumDims, m.NumSymbols, exprs), true
}

// setForBounds replaces the lower or upper bound of an affine.for.
func setForBounds(ctx *ir.Context, op *ir.Operation, upper bool, operands []*ir.Value, m *affine.Map) {
	f := forLoop{op}
	lb, ub, inits := f.lbOperands(), f.ubOperands(), f.inits()
	name := "lowerBoundMap"
	if upper {
		ub, name = operands, "upperBoundMap"
	} else {
		lb = operands
	}
	all := append(append(append([]*ir.Value(nil), lb...), ub...), inits...)
	op.SetOperands(all)
	op.SetInherentAttr(ctx, "operandSegmentSizes", ctx.DenseI32Array([]int32{int32(len(lb)), int32(len(ub)), int32(len(inits))}))
	op.SetInherentAttr(ctx, name, ctx.AffineMapAttr(m))
}

// foldForBounds is upstream's foldLoopBounds: bounds whose operands are
// all constants become constant bounds.
func foldForBounds(ctx *ir.Context, op *ir.Operation) bool {
	f := forLoop{op}
	folded := false
	for _, upper := range []bool{false, true} {
		m, operands := f.lbMap(), f.lbOperands()
		if upper {
			m, operands = f.ubMap(), f.ubOperands()
		}
		if m.IsSingleConstant() {
			continue
		}
		consts := make([]*int64, len(operands))
		for i, v := range operands {
			if c, ok := constIndex(v); ok {
				consts[i] = &c
			}
		}
		results, ok, _ := m.ConstantFold(consts)
		if !ok || len(results) == 0 {
			continue
		}
		best := results[0]
		for _, r := range results[1:] {
			if (!upper && r > best) || (upper && r < best) {
				best = r
			}
		}
		setForBounds(ctx, op, upper, nil, affine.ConstantMap(ctx, best))
		folded = true
	}
	return folded
}

// canonicalizeForBounds is upstream's canonicalizeLoopBounds for
// affine.for.
func canonicalizeForBounds(ctx *ir.Context, op *ir.Operation) bool {
	f := forLoop{op}
	lbOps, ubOps := f.lbOperands(), f.ubOperands()
	lb, ub := f.lbMap(), f.ubMap()
	prevLb, prevUb := lb, ub
	lb, lbOps = composeMap(ctx, lb, lbOps)
	lb, lbOps = canonicalizeMap(ctx, lb, lbOps)
	lb = simplifyMinOrMax(ctx, lb, lbOps, true)
	ub = simplifyMinOrMax(ctx, ub, ubOps, false)
	lb = affine.RemoveDuplicateExprs(ctx, lb)
	ub, ubOps = composeMap(ctx, ub, ubOps)
	ub, ubOps = canonicalizeMap(ctx, ub, ubOps)
	ub = affine.RemoveDuplicateExprs(ctx, ub)
	if lb == prevLb && ub == prevUb {
		return false
	}
	if lb != prevLb {
		setForBounds(ctx, op, false, lbOps, lb)
	}
	if ub != prevUb {
		setForBounds(ctx, op, true, ubOps, ub)
	}
	return true
}

// foldFor is AffineForOp::fold.
func foldFor(op *ir.Operation, _ []ir.Attribute) []ir.FoldResult {
	ctx := ods.ContextOf(op)
	folded := foldForBounds(ctx, op)
	if canonicalizeForBounds(ctx, op) {
		folded = true
	}
	f := forLoop{op}
	if trip, ok := f.tripCount(); ok && trip == 0 && op.NumResults() != 0 {
		var out []ir.FoldResult
		for _, v := range f.inits() {
			out = append(out, ir.FoldResult{Value: v})
		}
		return out
	}
	if op.NumResults() != 0 {
		if repl := emptyLoopResults(op); repl != nil {
			out := make([]ir.FoldResult, len(repl))
			for i, v := range repl {
				out[i] = ir.FoldResult{Value: v}
			}
			return out
		}
	}
	if folded {
		return []ir.FoldResult{}
	}
	return nil
}

// emptyLoopResults returns the values the results of a loop with results
// and an empty body (only its yield) are known to be, or nil: the inits of
// a zero-trip loop, otherwise what the yield forwards (outer values, or
// iter_args in order, or in any order for a single iteration).
func emptyLoopResults(op *ir.Operation) []*ir.Value {
	f := forLoop{op}
	body := f.body()
	if body.First() != body.Last() {
		return nil
	}
	trip, known := f.tripCount()
	if known && trip == 0 {
		return f.inits()
	}
	yield := body.Last()
	iterArgs := f.iterArgs()
	var repl []*ir.Value
	outside, outOfOrder := false, false
	for i, v := range yield.Operands() {
		// As upstream, the last value of the induction variable is not
		// computed.
		if v == f.iv() {
			return nil
		}
		pos := -1
		for j, a := range iterArgs {
			if a == v {
				pos = j
				break
			}
		}
		if pos < 0 {
			outside = true
			repl = append(repl, v)
			continue
		}
		if pos != i {
			outOfOrder = true
		}
		repl = append(repl, f.inits()[pos])
	}
	if !known && (outside || outOfOrder) {
		return nil
	}
	if known && trip >= 2 && outOfOrder {
		return nil
	}
	return repl
}

// foldIf is AffineIfOp::fold: the condition's set and operands are
// composed with affine.apply producers and canonicalized.
func foldIf(op *ir.Operation, _ []ir.Attribute) []ir.FoldResult {
	ctx := ods.ContextOf(op)
	set := op.InherentAttr("condition").(*ir.IntegerSetAttr).Set
	operands := op.Operands()
	ns, nops := set, operands
	if hasApplyOperand(operands) {
		m, ops := composeMap(ctx, affine.Get(ctx, set.NumDims, set.NumSymbols, set.Constraints), operands)
		ns, nops = affine.GetSet(ctx, m.NumDims, m.NumSymbols, m.Results, set.EqFlags), ops
	}
	ns, nops = canonicalizeSet(ctx, ns, nops)
	if ns == set && sameValues(operands, nops) {
		return nil
	}
	op.SetInherentAttr(ctx, "condition", ctx.IntegerSetAttr(ns))
	op.SetOperands(nops)
	return []ir.FoldResult{}
}

// simplifyDeadElse is upstream's SimplifyDeadElse: an else block holding
// only its terminator is dropped.
func simplifyDeadElse(op *ir.Operation, rw *rewrite.Rewriter) bool {
	b := op.Region(1).First()
	if b == nil || b.First() != b.Last() || op.NumResults() > 0 {
		return false
	}
	rw.ModifyOpInPlace(op, func() { rw.EraseBlock(b) })
	return true
}

// alwaysTrueOrFalseIf is upstream's AlwaysTrueOrFalseIf.
func alwaysTrueOrFalseIf(op *ir.Operation, rw *rewrite.Rewriter) bool {
	set := op.InherentAttr("condition").(*ir.IntegerSetAttr).Set
	var block *ir.Block
	switch {
	case set.IsEmptyIntegerSet():
		if op.NumResults() == 0 && op.Region(1).First() == nil {
			rw.EraseOp(op)
			return true
		}
		block = op.Region(1).First()
	case set.GetNumEqualities() == 1 && set.GetNumInequalities() == 0 && isZero(set.Constraints[0]):
		block = op.Region(0).First()
	default:
		return false
	}
	term := block.Last()
	rw.InlineBlockBefore(block, op, op.Block(), nil)
	rw.ReplaceOp(op, term.Operands())
	rw.EraseOp(term)
	return true
}

func isZero(e affine.Expr) bool {
	c, ok := e.(*affine.ConstantExpr)
	return ok && c.Value == 0
}

// foldParallel is AffineParallelOp::fold: the bound maps are composed
// with affine.apply producers (AffineValueMap::canonicalize).
func foldParallel(op *ir.Operation, _ []ir.Attribute) []ir.FoldResult {
	ctx := ods.ContextOf(op)
	lbOps, ubOps := parallelBoundOperands(op, false), parallelBoundOperands(op, true)
	lb, ub := mapAttr(op, "lowerBoundsMap"), mapAttr(op, "upperBoundsMap")
	nlb, nlbOps := composeMap(ctx, lb, lbOps)
	nub, nubOps := composeMap(ctx, ub, ubOps)
	lbChanged := nlb != lb || !sameValues(nlbOps, lbOps)
	ubChanged := nub != ub || !sameValues(nubOps, ubOps)
	if !lbChanged && !ubChanged {
		return nil
	}
	if !lbChanged {
		nlb, nlbOps = lb, lbOps
	}
	if !ubChanged {
		nub, nubOps = ub, ubOps
	}
	op.SetOperands(append(append([]*ir.Value(nil), nlbOps...), nubOps...))
	op.SetInherentAttr(ctx, "lowerBoundsMap", ctx.AffineMapAttr(nlb))
	op.SetInherentAttr(ctx, "upperBoundsMap", ctx.AffineMapAttr(nub))
	return []ir.FoldResult{}
}
