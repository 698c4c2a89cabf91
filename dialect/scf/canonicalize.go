package scf

import (
	"github.com/gomlir/gomlir/dialect/arith"
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/ods"
	"github.com/gomlir/gomlir/rewrite"
)

// pattern wraps a rewrite function as an upstream C++ pattern of the
// anonymous namespace named name (its debug name), anchored on op.
func pattern(name, op string, f func(op *ir.Operation, rw *rewrite.Rewriter) bool) *rewrite.Func {
	return &rewrite.Func{Name: "(anonymous namespace)::" + name, On: op, Weight: 1, Rewrite: f}
}

// replaceOpWithRegion replaces op with the ops of region's single block
// (its arguments replaced by args) and the block terminator's operands.
func replaceOpWithRegion(rw *rewrite.Rewriter, op *ir.Operation, r *ir.Region, args []*ir.Value) {
	b := r.First()
	t := b.Last()
	rw.InlineBlockBefore(b, op, op.Block(), args)
	// Read the yielded values only now: inlining replaced the uses of the
	// block arguments (a yielded induction variable or iter_arg) by args.
	rw.ReplaceOp(op, t.Operands())
	rw.EraseOp(t)
}

// newState returns an operation state for op name at loc.
func newState(ctx *ir.Context, name string, loc ir.Location) *ir.OperationState {
	return &ir.OperationState{Name: ctx.OpInfo(name), Loc: loc}
}

// createYield builds an scf.yield of vals at rw's insertion point.
func createYield(rw *rewrite.Rewriter, loc ir.Location, vals []*ir.Value) *ir.Operation {
	st := newState(rw.Ctx, "scf.yield", loc)
	st.Operands = vals
	return rw.Create(st)
}

// replaceWithYield replaces the terminator t by an scf.yield of vals.
func replaceWithYield(rw *rewrite.Rewriter, t *ir.Operation, vals []*ir.Value) {
	rw.SetInsertionPoint(t)
	y := createYield(rw, t.Loc(), vals)
	rw.ReplaceOp(t, y.Results())
}

// createIf builds an scf.if with result types and condition whose regions
// are empty.
func createIf(rw *rewrite.Rewriter, loc ir.Location, types []ir.Type, cond *ir.Value) *ir.Operation {
	st := newState(rw.Ctx, "scf.if", loc)
	st.Operands = []*ir.Value{cond}
	st.Types = types
	st.AddRegion()
	st.AddRegion()
	return rw.Create(st)
}

// addBlock appends an empty block to r.
func addBlock(r *ir.Region) *ir.Block {
	b := ir.NewBlock()
	r.Append(b)
	return b
}

// createBoolConstant builds an arith.constant of type i1.
func createBoolConstant(rw *rewrite.Rewriter, loc ir.Location, v bool) *ir.Value {
	i1 := rw.Ctx.IntegerType(1, ir.Signless)
	return arith.BuildConstantOp(rw.Builder, loc, i1, ir.NamedAttr{Name: "value", Value: rw.Ctx.IntAttr(i1, int64(boolInt(v)))}).Result()
}

// isConstantOne reports whether v is a constant integer 1 (true for i1).
func isConstantOne(v *ir.Value) bool {
	a, ok := rewrite.ValueConstant(v).(*ir.IntegerAttr)
	if !ok {
		return false
	}
	if it, ok := a.Type.(*ir.IntegerType); ok && it.Width == 1 {
		return !a.IsZero()
	}
	return a.IsSmall() && a.Int64() == 1
}

// constantBool returns the value of a constant i1 v.
func constantBool(v *ir.Value) (value, ok bool) {
	a, ok := rewrite.ValueConstant(v).(*ir.IntegerAttr)
	if !ok {
		return false, false
	}
	if it, isInt := a.Type.(*ir.IntegerType); !isInt || it.Width != 1 {
		return false, false
	}
	return !a.IsZero(), true
}

// notOf returns x when v is `arith.xori x, true`.
func notOf(v *ir.Value) *ir.Value {
	x, ok := arith.AsXOrIOp(v.DefiningOp())
	if !ok || !isConstantOne(x.Rhs()) {
		return nil
	}
	return x.Lhs()
}

// foldIf is upstream's IfOp::fold: `if !c then A else B` becomes
// `if c then B else A`.
func foldIf(op *ir.Operation, _ []ir.Attribute) []ir.FoldResult {
	if op.Region(1).Empty() {
		return nil
	}
	c := notOf(op.Operand(0))
	if c == nil {
		return nil
	}
	op.SetOperand(0, c)
	then, els := op.Region(0).First(), op.Region(1).First()
	then.Remove()
	els.Remove()
	op.Region(0).Append(els)
	op.Region(1).Append(then)
	return []ir.FoldResult{}
}

// ifBlocks returns the then block and the else block (nil when absent).
func ifBlocks(op *ir.Operation) (then, els *ir.Block) {
	return op.Region(0).Last(), op.Region(1).Last()
}

var ifPatterns = append([]any{
	pattern("CombineIfs", "scf.if", combineIfs),
	pattern("CombineNestedIfs", "scf.if", combineNestedIfs),
	pattern("ConditionPropagation", "scf.if", conditionPropagation),
	pattern("ConvertTrivialIfToSelect", "scf.if", convertTrivialIfToSelect),
	pattern("RemoveEmptyElseBranch", "scf.if", removeEmptyElseBranch),
	pattern("RemoveStaticCondition", "scf.if", removeStaticCondition),
	pattern("ReplaceIfYieldWithConditionOrValue", "scf.if", replaceIfYieldWithConditionOrValue),
}, rewrite.RegionBranchPatterns("scf.if")...)

// removeStaticCondition inlines the region a constant condition selects.
func removeStaticCondition(op *ir.Operation, rw *rewrite.Rewriter) bool {
	c, ok := constantBool(op.Operand(0))
	if !ok {
		return false
	}
	switch {
	case c:
		replaceOpWithRegion(rw, op, op.Region(0), nil)
	case !op.Region(1).Empty():
		replaceOpWithRegion(rw, op, op.Region(1), nil)
	default:
		rw.EraseOp(op)
	}
	return true
}

// convertTrivialIfToSelect hoists the yielded values defined outside the
// if into arith.select ops.
func convertTrivialIfToSelect(op *ir.Operation, rw *rewrite.Rewriter) bool {
	if op.NumResults() == 0 {
		return false
	}
	cond := op.Operand(0)
	then, els := ifBlocks(op)
	thenArgs, elseArgs := then.Last().Operands(), els.Last().Operands()
	inside := func(i int) bool {
		return thenArgs[i].ParentRegion() == op.Region(0) || elseArgs[i].ParentRegion() == op.Region(1)
	}
	var kept []ir.Type
	for i := range thenArgs {
		if inside(i) {
			kept = append(kept, thenArgs[i].Type())
		}
	}
	if len(kept) == op.NumResults() {
		return false
	}
	rw.SetInsertionPoint(op)
	n := createIf(rw, op.Loc(), kept, cond)
	n.Region(0).TakeBody(op.Region(0))
	n.Region(1).TakeBody(op.Region(1))
	results := make([]*ir.Value, op.NumResults())
	var trueYields, falseYields []*ir.Value
	rw.SetInsertionPoint(n)
	for i := range thenArgs {
		t, f := thenArgs[i], elseArgs[i]
		switch {
		case t.ParentRegion() == n.Region(0) || f.ParentRegion() == n.Region(1):
			results[i] = n.Result(len(trueYields))
			trueYields, falseYields = append(trueYields, t), append(falseYields, f)
		case t == f:
			results[i] = t
		default:
			results[i] = arith.BuildSelectOp(rw.Builder, op.Loc(), cond, t, f, t.Type()).Result()
		}
	}
	nThen, nElse := ifBlocks(n)
	replaceWithYield(rw, nThen.Last(), trueYields)
	replaceWithYield(rw, nElse.Last(), falseYields)
	rw.ReplaceOp(op, results)
	return true
}

// conditionPropagation replaces uses of the condition inside the then
// region by true and inside the else region by false.
func conditionPropagation(op *ir.Operation, rw *rewrite.Rewriter) bool {
	cond := op.Operand(0)
	if rewrite.ValueConstant(cond) != nil {
		return false
	}
	changed := false
	var t, f *ir.Value
	for _, u := range cond.UseList() {
		owner := u.Owner()
		switch {
		case op.Region(0).IsAncestor(owner.ParentRegion()):
			if t == nil {
				rw.SetInsertionPoint(op)
				t = createBoolConstant(rw, op.Loc(), true)
			}
			rw.ModifyOpInPlace(owner, func() { u.Set(t) })
			changed = true
		case op.Region(1).IsAncestor(owner.ParentRegion()):
			if f == nil {
				rw.SetInsertionPoint(op)
				f = createBoolConstant(rw, op.Loc(), false)
			}
			rw.ModifyOpInPlace(owner, func() { u.Set(f) })
			changed = true
		}
	}
	return changed
}

// replaceIfYieldWithConditionOrValue replaces results that both branches
// yield alike, and i1 results yielding constants equal to the condition or
// its negation.
func replaceIfYieldWithConditionOrValue(op *ir.Operation, rw *rewrite.Rewriter) bool {
	if op.NumResults() == 0 {
		return false
	}
	then, els := ifBlocks(op)
	ty, fy := then.Last(), els.Last()
	rw.SetInsertionPoint(op)
	changed := false
	for i := 0; i < op.NumResults(); i++ {
		tv, fv, res := ty.Operand(i), fy.Operand(i), op.Result(i)
		if tv == fv {
			if res.HasUses() {
				rw.ReplaceAllUsesWith(res, tv)
				changed = true
			}
			continue
		}
		tc, ok1 := constantBool(tv)
		fc, ok2 := constantBool(fv)
		if !ok1 || !ok2 {
			continue
		}
		if !tc && fc && res.HasUses() {
			i1 := rw.Ctx.IntegerType(1, ir.Signless)
			c := materializeTrue(rw, tv.DefiningOp(), op.Loc())
			not := arith.BuildXOrIOp(rw.Builder, op.Loc(), op.Operand(0), c, i1).Result()
			rw.ReplaceAllUsesWith(res, not)
			changed = true
		}
		if tc && !fc && res.HasUses() {
			rw.ReplaceAllUsesWith(res, op.Operand(0))
			changed = true
		}
	}
	return changed
}

// materializeTrue builds the constant true with the dialect of the
// constant op like (upstream's materializeConstant of its dialect).
func materializeTrue(rw *rewrite.Rewriter, like *ir.Operation, loc ir.Location) *ir.Value {
	if d := rw.Ctx.Dialect(like.Info().Dialect); d != nil && d.MaterializeConstant != nil {
		i1 := rw.Ctx.IntegerType(1, ir.Signless)
		if c := d.MaterializeConstant(rw.Builder, rw.Ctx.IntAttr(i1, 1), i1, loc); c != nil {
			return c.Result(0)
		}
	}
	return createBoolConstant(rw, loc, true)
}

// combineIfs merges an scf.if into the preceding one on the same (or the
// negated) condition.
func combineIfs(next *ir.Operation, rw *rewrite.Rewriter) bool {
	prev := next.PrevInBlock()
	if prev == nil || prev.Name() != "scf.if" {
		return false
	}
	var nextThen, nextElse *ir.Block
	nt, ne := ifBlocks(next)
	if next.Operand(0) == prev.Operand(0) {
		nextThen = nt
		nextElse = ne
	}
	if c := notOf(next.Operand(0)); c != nil && c == prev.Operand(0) {
		nextElse = nt
		nextThen = ne
	}
	if c := notOf(prev.Operand(0)); c != nil && c == next.Operand(0) {
		nextElse = nt
		nextThen = ne
	}
	if nextThen == nil && nextElse == nil {
		return false
	}
	pt, pe := ifBlocks(prev)
	var prevElseYielded []*ir.Value
	if pe != nil {
		prevElseYielded = pe.Last().Operands()
	}
	thenYielded := pt.Last().Operands()
	for i := 0; i < prev.NumResults() && i < len(prevElseYielded); i++ {
		for _, u := range prev.Result(i).UseList() {
			owner := u.Owner()
			switch {
			case nextThen != nil && nextThen.Parent().IsAncestor(owner.ParentRegion()):
				v := thenYielded[i]
				rw.ModifyOpInPlace(owner, func() { u.Set(v) })
			case nextElse != nil && nextElse.Parent().IsAncestor(owner.ParentRegion()):
				v := prevElseYielded[i]
				rw.ModifyOpInPlace(owner, func() { u.Set(v) })
			}
		}
	}
	types := append(prev.ResultTypes(), next.ResultTypes()...)
	rw.SetInsertionPoint(next)
	comb := createIf(rw, next.Loc(), types, prev.Operand(0))
	inlineRegionBefore(prev.Region(0), comb.Region(0))
	if nextThen != nil {
		ct := comb.Region(0).Last()
		y1, y2 := ct.Last(), nextThen.Last()
		rw.MergeBlocks(nextThen, ct, nil)
		rw.SetInsertionPointToEnd(ct)
		createYield(rw, y2.Loc(), append(y1.Operands(), y2.Operands()...))
		rw.EraseOp(y1)
		rw.EraseOp(y2)
	}
	inlineRegionBefore(prev.Region(1), comb.Region(1))
	if nextElse != nil {
		if comb.Region(1).Empty() {
			inlineRegionBefore(nextElse.Parent(), comb.Region(1))
		} else {
			ce := comb.Region(1).Last()
			y1, y2 := ce.Last(), nextElse.Last()
			rw.MergeBlocks(nextElse, ce, nil)
			rw.SetInsertionPointToEnd(ce)
			createYield(rw, y2.Loc(), append(y1.Operands(), y2.Operands()...))
			rw.EraseOp(y1)
			rw.EraseOp(y2)
		}
	}
	res := comb.Results()
	rw.ReplaceOp(prev, res[:prev.NumResults()])
	rw.ReplaceOp(next, res[prev.NumResults():])
	return true
}

// inlineRegionBefore moves the blocks of src to the front of dest.
func inlineRegionBefore(src, dest *ir.Region) {
	pos := dest.First()
	for _, b := range src.Blocks() {
		b.Remove()
		dest.InsertBefore(b, pos)
	}
}

// removeEmptyElseBranch drops an else region holding only its yield.
func removeEmptyElseBranch(op *ir.Operation, rw *rewrite.Rewriter) bool {
	if op.NumResults() != 0 {
		return false
	}
	_, els := ifBlocks(op)
	if els == nil || els.First() != els.Last() {
		return false
	}
	rw.SetInsertionPoint(op)
	n := rw.Insert(op.CloneWithoutRegions(rw.Ctx, ir.NewMapping()))
	inlineRegionBefore(op.Region(0), n.Region(0))
	rw.EraseOp(op)
	return true
}

// combineNestedIfs turns `if a { if b { ... } }` into `if (a and b)`.
func combineNestedIfs(op *ir.Operation, rw *rewrite.Rewriter) bool {
	then, els := ifBlocks(op)
	nested := then.First()
	if nested == nil || nested.NextInBlock() != then.Last() || nested.Name() != "scf.if" {
		return false
	}
	if els != nil && els.First() != els.Last() {
		return false
	}
	nThen, nElse := ifBlocks(nested)
	if nElse != nil && nElse.First() != nElse.Last() {
		return false
	}
	thenYield := append([]*ir.Value(nil), then.Last().Operands()...)
	var elseYield []*ir.Value
	if els != nil {
		elseYield = append(elseYield, els.Last().Operands()...)
	}
	var toSelect []int
	for i, v := range thenYield {
		if v.DefiningOp() == nested {
			idx := v.Index()
			if nElse == nil || nElse.Last().Operand(idx) != elseYield[i] {
				return false
			}
			thenYield[i] = nThen.Last().Operand(idx)
			continue
		}
		if v.ParentRegion() == op.Region(0) {
			return false
		}
		toSelect = append(toSelect, i)
	}
	loc := op.Loc()
	rw.SetInsertionPoint(op)
	i1 := rw.Ctx.IntegerType(1, ir.Signless)
	cond := arith.BuildAndIOp(rw.Builder, loc, op.Operand(0), nested.Operand(0), i1).Result()
	n := createIf(rw, loc, op.ResultTypes(), cond)
	nb := addBlock(n.Region(0))
	results := n.Results()
	rw.SetInsertionPoint(n)
	for _, i := range toSelect {
		results[i] = arith.BuildSelectOp(rw.Builder, loc, op.Operand(0), thenYield[i], elseYield[i], thenYield[i].Type()).Result()
	}
	rw.MergeBlocks(nThen, nb, nil)
	replaceWithYield(rw, nb.Last(), thenYield)
	if len(elseYield) > 0 {
		eb := addBlock(n.Region(1))
		rw.SetInsertionPointToEnd(eb)
		createYield(rw, loc, elseYield)
	}
	rw.ReplaceOp(op, results)
	return true
}

// executeRegionPatterns are scf.execute_region's canonicalization
// patterns (upstream declares them outside any namespace).
var executeRegionPatterns = append([]any{
	&rewrite.Func{Name: "SingleBlockExecuteInliner", On: "scf.execute_region", Weight: 1, Rewrite: singleBlockExecuteInliner},
	&rewrite.Func{Name: "MultiBlockExecuteInliner", On: "scf.execute_region", Weight: 1, Rewrite: multiBlockExecuteInliner},
}, rewrite.RegionBranchPatterns("scf.execute_region")...)

// indexSwitchPatterns are scf.index_switch's canonicalization patterns.
var indexSwitchPatterns = append([]any{
	&rewrite.Func{Name: "FoldConstantCase", On: "scf.index_switch", Weight: 1, Rewrite: foldConstantCase},
}, rewrite.RegionBranchPatterns("scf.index_switch")...)

// singleBlockExecuteInliner inlines a single-block region.
func singleBlockExecuteInliner(op *ir.Operation, rw *rewrite.Rewriter) bool {
	if op.InherentAttr("no_inline") != nil || !op.Region(0).HasOneBlock() {
		return false
	}
	replaceOpWithRegion(rw, op, op.Region(0), nil)
	return true
}

// multiBlockExecuteInliner inlines the region into a function or another
// scf.execute_region, its yields becoming branches to the code after it.
func multiBlockExecuteInliner(op *ir.Operation, rw *rewrite.Rewriter) bool {
	parent := op.ParentOp()
	if op.InherentAttr("no_inline") != nil || parent == nil {
		return false
	}
	if _, fn := ir.OpInterface[ir.FunctionOpInterface](parent); !fn && parent.Name() != "scf.execute_region" {
		return false
	}
	prev := op.Block()
	post := splitBlock(prev, op)
	rw.SetInsertionPointToEnd(prev)
	createBranch(rw, op.Loc(), op.Region(0).First(), nil)
	for _, b := range op.Region(0).Blocks() {
		if y := b.Last(); y != nil && y.Name() == "scf.yield" {
			rw.SetInsertionPoint(y)
			createBranch(rw, y.Loc(), post, y.Operands())
			rw.EraseOp(y)
		}
	}
	for _, b := range op.Region(0).Blocks() {
		b.Remove()
		prev.Parent().InsertBefore(b, post)
	}
	args := make([]*ir.Value, op.NumResults())
	for i := range args {
		args[i] = post.AddArg(op.Result(i).Type(), op.Result(i).Loc())
	}
	rw.ReplaceOp(op, args)
	return true
}

// splitBlock moves the ops of b from op on into a new block after b.
func splitBlock(b *ir.Block, op *ir.Operation) *ir.Block {
	nb := ir.NewBlock()
	b.Parent().InsertBefore(nb, b.Next())
	for o := op; o != nil; {
		next := o.NextInBlock()
		o.Remove()
		nb.Append(o)
		o = next
	}
	return nb
}

// createBranch builds a cf.br to dest forwarding args.
func createBranch(rw *rewrite.Rewriter, loc ir.Location, dest *ir.Block, args []*ir.Value) *ir.Operation {
	st := newState(rw.Ctx, "cf.br", loc)
	st.Operands = args
	st.Successors = []*ir.Block{dest}
	return rw.Create(st)
}

// parallelPatterns are scf.parallel's canonicalization patterns.
var parallelPatterns = []any{
	pattern("ParallelOpSingleOrZeroIterationDimsFolder", "scf.parallel", parallelSingleOrZeroIterationDimsFolder),
	pattern("MergeNestedParallelLoops", "scf.parallel", mergeNestedParallelLoops),
}

var forPatterns = append([]any{
	pattern("SimplifyTrivialLoops", "scf.for", simplifyTrivialLoops),
	pattern("ForOpTensorCastFolder", "scf.for", forOpTensorCastFolder),
}, rewrite.RegionBranchPatterns("scf.for")...)

// createFor builds an scf.for like op (bounds, attributes) with the given
// inits and a body block holding only the induction variable and the
// iter_args (plus an empty scf.yield when there are no inits).
func createFor(rw *rewrite.Rewriter, op *ir.Operation, inits []*ir.Value) *ir.Operation {
	st := newState(rw.Ctx, "scf.for", op.Loc())
	st.Operands = append([]*ir.Value{op.Operand(0), op.Operand(1), op.Operand(2)}, inits...)
	st.Types = typesOf(inits)
	st.Props = op.Props()
	b := addBlock(st.AddRegion())
	b.AddArg(op.Operand(0).Type(), op.Loc())
	for _, v := range inits {
		b.AddArg(v.Type(), v.Loc())
	}
	if len(inits) == 0 {
		ods.EnsureTerminator(rw.Ctx, st.Regions[0], op.Loc(), "scf.yield")
	}
	n := rw.Create(st)
	n.SetAttrs(op.Attrs())
	return n
}

// simplifyTrivialLoops erases loops that do not iterate, inlines loops of
// one iteration and removes empty loops yielding values defined outside.
func simplifyTrivialLoops(op *ir.Operation, rw *rewrite.Rewriter) bool {
	inits := op.Operands()[3:]
	if op.Operand(0) == op.Operand(1) {
		rw.ReplaceOp(op, inits)
		return true
	}
	n, ok := forTripCount(op)
	if !ok {
		return false
	}
	switch {
	case n.Sign() == 0:
		rw.ReplaceOp(op, inits)
		return true
	case n.IsInt64() && n.Int64() == 1:
		replaceOpWithRegion(rw, op, op.Region(0), append([]*ir.Value{op.Operand(0)}, inits...))
		return true
	}
	b := op.Region(0).First()
	if b.First() != b.Last() {
		return false
	}
	yielded := b.Last().Operands()
	for _, v := range yielded {
		if !ir.IsDefinedOutsideOfLoop(op, v) {
			return false
		}
	}
	rw.ReplaceOp(op, yielded)
	return true
}

// createParallel builds an scf.parallel with the given bounds and inits
// and a body block of index arguments (ending with an scf.reduce when
// there are no inits), at rw's insertion point.
func createParallel(rw *rewrite.Rewriter, loc ir.Location, lbs, ubs, steps, inits []*ir.Value, withBody bool) *ir.Operation {
	st := newState(rw.Ctx, "scf.parallel", loc)
	st.Operands = ods.Concat(lbs, ubs, steps, inits)
	st.Types = typesOf(inits)
	st.AddAttr("operandSegmentSizes", ods.SegmentSizes(rw.Ctx, lbs, ubs, steps, inits))
	r := st.AddRegion()
	if withBody {
		b := addBlock(r)
		for range steps {
			b.AddArg(rw.Ctx.IndexType(), loc)
		}
		if len(inits) == 0 {
			ods.EnsureTerminator(rw.Ctx, r, loc, "scf.reduce")
		}
	}
	return rw.Create(st)
}

// cloneBefore clones the ops of b but its terminator before rw's insertion
// point, through m.
func cloneBefore(rw *rewrite.Rewriter, b *ir.Block, m *ir.Mapping) {
	for o := b.First(); o != nil && o != b.Last(); o = o.NextInBlock() {
		rw.Clone(o, m)
	}
}

// parallelSingleOrZeroIterationDimsFolder removes the loop when a
// dimension has no iteration and the dimensions of one iteration.
func parallelSingleOrZeroIterationDimsFolder(op *ir.Operation, rw *rewrite.Rewriter) bool {
	lbs, ubs, steps, inits := parallelBounds(op)
	body := op.Region(0).First()
	m := ir.NewMapping()
	var nl, nu, ns []*ir.Value
	for i := range lbs {
		if n, ok := valueTripCount(lbs[i], ubs[i], steps[i], true); ok {
			if n.Sign() == 0 {
				rw.ReplaceOp(op, inits)
				return true
			}
			if n.IsInt64() && n.Int64() == 1 {
				m.Map(body.Arg(i), lbs[i])
				continue
			}
		}
		nl, nu, ns = append(nl, lbs[i]), append(nu, ubs[i]), append(ns, steps[i])
	}
	if len(nl) == len(lbs) {
		return false
	}
	rw.SetInsertionPoint(op)
	if len(nl) == 0 {
		cloneBefore(rw, body, m)
		reduce := body.Last()
		results := make([]*ir.Value, 0, len(inits))
		for i := 0; i < reduce.NumRegions(); i++ {
			rb := reduce.Region(i).First()
			m.Map(rb.Arg(0), inits[len(results)])
			m.Map(rb.Arg(1), m.Lookup(reduce.Operand(i)))
			cloneBefore(rw, rb, m)
			results = append(results, m.Lookup(rb.Last().Operand(0)))
		}
		rw.ReplaceOp(op, results)
		return true
	}
	n := createParallel(rw, op.Loc(), nl, nu, ns, inits, false)
	nb := addBlock(n.Region(0))
	for _, a := range body.Args() {
		if !m.Contains(a) {
			m.Map(a, nb.AddArg(a.Type(), a.Loc()))
		}
	}
	rw.SetInsertionPointToEnd(nb)
	for o := body.First(); o != nil; o = o.NextInBlock() {
		rw.Clone(o, m)
	}
	rw.ReplaceOp(op, n.Results())
	return true
}

// mergeNestedParallelLoops merges a parallel loop whose body is only an
// inner parallel loop (independent of the outer induction variables, both
// without reductions) into one loop.
func mergeNestedParallelLoops(op *ir.Operation, rw *rewrite.Rewriter) bool {
	outer := op.Region(0).First()
	inner := outer.First()
	if inner == nil || inner.NextInBlock() != outer.Last() || inner.Name() != "scf.parallel" {
		return false
	}
	ilbs, iubs, isteps, iinits := parallelBounds(inner)
	for _, a := range outer.Args() {
		if indexOf(ilbs, a) >= 0 || indexOf(iubs, a) >= 0 || indexOf(isteps, a) >= 0 {
			return false
		}
	}
	lbs, ubs, steps, inits := parallelBounds(op)
	if len(inits) != 0 || len(iinits) != 0 {
		return false
	}
	rw.SetInsertionPoint(op)
	n := createParallel(rw, op.Loc(), concat(lbs, ilbs), concat(ubs, iubs), concat(steps, isteps), nil, true)
	nb := n.Region(0).First()
	ib := inner.Region(0).First()
	m := ir.NewMapping()
	for i, a := range outer.Args() {
		m.Map(a, nb.Arg(i))
	}
	for i, a := range ib.Args() {
		m.Map(a, nb.Arg(outer.NumArgs()+i))
	}
	rw.SetInsertionPoint(nb.Last())
	cloneBefore(rw, ib, m)
	rw.ReplaceOp(op, n.Results())
	return true
}

// concat returns a followed by b in a new slice.
func concat(a, b []*ir.Value) []*ir.Value {
	return append(append(make([]*ir.Value, 0, len(a)+len(b)), a...), b...)
}
