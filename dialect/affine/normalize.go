package affine

import (
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/ir/affine"
	"github.com/gomlir/gomlir/pass"
)

func init() {
	pass.Register(&pass.Info{
		Argument: "affine-loop-normalize",
		Name:     "AffineLoopNormalize",
		Summary:  "Apply normalization transformations to affine loop-like ops",
		OpName:   "func.func",
		New: func() (pass.Pass, *pass.Options) {
			p := &loopNormalize{}
			o := &pass.Options{}
			o.Bool("promote-single-iter", "Promote single iteration loops", &p.promoteSingleIter, false)
			return p, o
		},
		Dependent: []string{"affine", "arith"},
	})
}

// loopNormalize is upstream's AffineLoopNormalizePass: loops get lower
// bounds 0 and steps 1.
type loopNormalize struct{ promoteSingleIter bool }

func (p *loopNormalize) Run(fn *ir.Operation, st *pass.State) error {
	var ops []*ir.Operation
	fn.Walk(func(op *ir.Operation) ir.WalkResult {
		if op.IsRegistered() && (op.Name() == "affine.parallel" || op.Name() == "affine.for") {
			ops = append(ops, op)
		}
		return ir.WalkAdvance
	})
	for _, op := range ops {
		if op.Name() == "affine.parallel" {
			normalizeParallel(st.Ctx, op)
		} else {
			normalizeFor(st.Ctx, op, p.promoteSingleIter)
		}
	}
	return nil
}

// valueMap is upstream's AffineValueMap: a map with its operands.
type valueMap struct {
	m        *affine.Map
	operands []*ir.Value
}

// difference is AffineValueMap::difference: a - b, result by result, over
// the operands of both, composed and canonicalized.
func difference(c *ir.Context, a, b valueMap) valueMap {
	var all []*ir.Value
	all = append(all, a.operands[:a.m.NumDims]...)
	all = append(all, b.operands[:b.m.NumDims]...)
	all = append(all, a.operands[a.m.NumDims:]...)
	all = append(all, b.operands[b.m.NumDims:]...)
	bm := b.m.ShiftDims(c, a.m.NumDims, 0).ShiftSymbols(c, a.m.NumSymbols, 0)
	exprs := make([]affine.Expr, len(bm.Results))
	for i, e := range bm.Results {
		exprs[i] = affine.Sub(c, a.m.Results[i], e)
	}
	diff := affine.Get(c, bm.NumDims, bm.NumSymbols, exprs)
	diff, all = fullyComposeMap(c, diff, all)
	diff, all = canonicalizeMap(c, diff, all)
	return valueMap{affine.SimplifyAffineMap(c, diff), all}
}

// canonicalized is AffineValueMap::canonicalize.
func (v valueMap) canonicalized(c *ir.Context) valueMap {
	m, ops := composeMap(c, v.m, v.operands)
	return valueMap{m, ops}
}

// tripCountMap is upstream's getTripCountMapAndOperands; ok is false when
// the lower bound has several results.
func tripCountMap(c *ir.Context, f forLoop) (valueMap, bool) {
	step := f.step()
	if step <= 0 {
		// Only the generic form can give a loop such a step; upstream
		// divides by it.
		return valueMap{}, false
	}
	if lb, ub, ok := f.constantBounds(); ok {
		span := ub - lb
		if span < 0 {
			span = 0
		}
		return valueMap{affine.ConstantMap(c, ceilDiv(span, step)), nil}, true
	}
	lbMap, ubMap := f.lbMap(), f.ubMap()
	if len(lbMap.Results) != 1 {
		return valueMap{}, false
	}
	splat := make([]affine.Expr, len(ubMap.Results))
	for i := range splat {
		splat[i] = lbMap.Results[0]
	}
	lb := valueMap{affine.Get(c, lbMap.NumDims, lbMap.NumSymbols, splat), f.lbOperands()}
	d := difference(c, valueMap{ubMap, f.ubOperands()}, lb)
	res := make([]affine.Expr, len(d.m.Results))
	for i, e := range d.m.Results {
		res[i] = affine.CeilDivConst(c, e, step)
	}
	return valueMap{affine.Get(c, d.m.NumDims, d.m.NumSymbols, res), d.operands}, true
}

// constantTripCount is upstream's getConstantTripCount.
func constantTripCount(c *ir.Context, f forLoop) (uint64, bool) {
	vm, ok := tripCountMap(c, f)
	if !ok {
		return 0, false
	}
	var trip uint64
	for i, e := range vm.m.Results {
		k, ok := e.(*affine.ConstantExpr)
		if !ok {
			return 0, false
		}
		if i == 0 || uint64(k.Value) < trip {
			trip = uint64(k.Value)
		}
	}
	return trip, len(vm.m.Results) > 0
}

// promoteIfSingleIteration is upstream's promoteIfSingleIteration: the body
// of a loop running once replaces the loop.
func promoteIfSingleIteration(c *ir.Context, op *ir.Operation) bool {
	f := forLoop{op}
	if trip, ok := constantTripCount(c, f); !ok || trip != 1 {
		return false
	}
	if len(f.lbMap().Results) != 1 {
		return false
	}
	b := ir.NewBuilder(c)
	iv := f.iv()
	if iv.FirstUse() != nil {
		var repl *ir.Value
		if f.lbMap().IsSingleConstant() {
			if fn := enclosingFunction(op); fn != nil {
				b.SetInsertionPointToStart(fn.Region(0).First())
			} else {
				b.SetInsertionPoint(op)
			}
			repl = constantIndex(b, op.Loc(), f.lbMap().GetSingleConstantResult())
		} else {
			lbOps := f.lbOperands()
			if f.lbMap() == affine.MultiDimIdentityMap(c, 1) {
				repl = lbOps[0]
			} else {
				b.SetInsertionPoint(op)
				repl = buildApply(b, op.Loc(), f.lbMap(), lbOps)
			}
		}
		iv.ReplaceAllUsesWith(repl)
	}
	body := f.body()
	yield := body.Last()
	for i, a := range f.iterArgs() {
		a.ReplaceAllUsesWith(f.inits()[i])
	}
	for i, r := range op.Results() {
		r.ReplaceAllUsesWith(yield.Operand(i))
	}
	yield.Erase()
	for o := body.First(); o != nil; {
		next := o.NextInBlock()
		o.MoveBefore(op)
		o = next
	}
	op.Erase()
	return true
}

// enclosingFunction returns the closest ancestor implementing
// FunctionOpInterface.
func enclosingFunction(op *ir.Operation) *ir.Operation {
	for p := op.ParentOp(); p != nil; p = p.ParentOp() {
		if _, ok := ir.OpInterface[ir.FunctionOpInterface](p); ok {
			return p
		}
	}
	return nil
}

// constantIndex builds an arith.constant of index type.
func constantIndex(b *ir.Builder, loc ir.Location, v int64) *ir.Value {
	c := b.Ctx
	return b.Create(&ir.OperationState{Loc: loc, Name: c.LookupOp("arith.constant"), Types: []ir.Type{c.IndexType()},
		Attrs: []ir.NamedAttr{{Name: "value", Value: c.IntAttr(c.IndexType(), v)}}}).Result(0)
}

// buildApply builds an affine.apply of m to operands.
func buildApply(b *ir.Builder, loc ir.Location, m *affine.Map, operands []*ir.Value) *ir.Value {
	c := b.Ctx
	return b.Create(&ir.OperationState{Loc: loc, Name: c.LookupOp("affine.apply"), Types: []ir.Type{c.IndexType()},
		Operands: append([]*ir.Value(nil), operands...),
		Attrs:    []ir.NamedAttr{{Name: "map", Value: c.AffineMapAttr(m)}}}).Result(0)
}

// replaceUsesExcept points the uses of v, but those by except, at repl.
func replaceUsesExcept(v, repl *ir.Value, except *ir.Operation) {
	for u := v.FirstUse(); u != nil; {
		next := u.Next()
		if u.Owner() != except {
			u.Set(repl)
		}
		u = next
	}
}

// normalizeFor is upstream's normalizeAffineFor.
func normalizeFor(c *ir.Context, op *ir.Operation, promoteSingleIter bool) {
	if promoteSingleIter && promoteIfSingleIteration(c, op) {
		return
	}
	f := forLoop{op}
	if f.lbMap().IsSingleConstant() && f.lbMap().GetSingleConstantResult() == 0 && f.step() == 1 {
		return
	}
	if f.step() <= 0 {
		return
	}
	lbMap := f.lbMap()
	if len(lbMap.Results) != 1 {
		return
	}
	step := f.step()
	ubMap := f.ubMap()
	splat := make([]affine.Expr, len(ubMap.Results))
	for i := range splat {
		splat[i] = lbMap.Results[0]
	}
	lb := valueMap{lbMap, f.lbOperands()}
	newUb := difference(c, valueMap{ubMap, f.ubOperands()},
		valueMap{affine.Get(c, lbMap.NumDims, lbMap.NumSymbols, splat), f.lbOperands()}).canonicalized(c)
	scale := make([]affine.Expr, len(newUb.m.Results))
	for i := range scale {
		scale[i] = affine.CeilDivConst(c, affine.Dim(c, i), step)
	}
	ubm := affine.Get(c, len(scale), 0, scale).Compose(c, newUb.m)
	setForBounds(c, op, true, newUb.operands, ubm)
	setForBounds(c, op, false, nil, affine.ConstantMap(c, 0))
	op.SetInherentAttr(c, "step", c.IntAttr(c.IndexType(), 1))

	iv := f.iv()
	scaleIv := valueMap{affine.Get(c, 1, 0, []affine.Expr{affine.MulConst(c, affine.Neg(c, affine.Dim(c, 0)), step)}), []*ir.Value{iv}}
	newIv := difference(c, lb, scaleIv).canonicalized(c)
	b := ir.NewBuilder(c)
	b.SetInsertionPointToStart(f.body())
	apply := buildApply(b, op.Loc(), newIv.m, newIv.operands)
	replaceUsesExcept(iv, apply, apply.DefiningOp())
}

// normalizeParallel is upstream's normalizeAffineParallel.
func normalizeParallel(c *ir.Context, op *ir.Operation) {
	steps := parallelSteps(op)
	lbMap, ubMap := mapAttr(op, "lowerBoundsMap"), mapAttr(op, "upperBoundsMap")
	if len(lbMap.Results) != len(steps) || len(ubMap.Results) != len(steps) {
		return
	}
	normalized := true
	for i, s := range steps {
		k, ok := lbMap.Results[i].(*affine.ConstantExpr)
		if !ok || k.Value != 0 || s != 1 {
			normalized = false
		}
	}
	if normalized {
		return
	}
	lbOps := parallelBoundOperands(op, false)
	ranges := difference(c, valueMap{ubMap, parallelBoundOperands(op, true)}, valueMap{lbMap, lbOps})
	body := op.Region(0).First()
	b := ir.NewBuilder(c)
	b.SetInsertionPointToStart(body)
	zero := affine.Constant(c, 0)
	var lbExprs, ubExprs []affine.Expr
	for i, step := range steps {
		lbExprs = append(lbExprs, zero)
		ubExprs = append(ubExprs, affine.CeilDivConst(c, ranges.m.Results[i], step))
		iv := body.Arg(i)
		nd := lbMap.NumDims
		e := affine.Add(c, lbMap.Results[i], affine.MulConst(c, affine.Dim(c, nd), step))
		m := affine.Get(c, nd+1, lbMap.NumSymbols, []affine.Expr{e})
		operands := append(append(append([]*ir.Value(nil), lbOps[:nd]...), iv), lbOps[nd:]...)
		apply := buildApply(b, op.Loc(), m, operands)
		replaceUsesExcept(iv, apply, apply.DefiningOp())
	}
	ones := make([]int64, len(steps))
	for i := range ones {
		ones[i] = 1
	}
	op.SetInherentAttr(c, "steps", i64Array(c, ones))
	newUb := affine.Get(c, ranges.m.NumDims, ranges.m.NumSymbols, ubExprs)
	op.SetOperands(append([]*ir.Value(nil), ranges.operands...))
	op.SetInherentAttr(c, "lowerBoundsMap", c.AffineMapAttr(affine.Get(c, 0, 0, lbExprs)))
	op.SetInherentAttr(c, "upperBoundsMap", c.AffineMapAttr(newUb))
}
