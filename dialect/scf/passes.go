package scf

import (
	"github.com/gomlir/gomlir/dialect/arith"
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/pass"
	"github.com/gomlir/gomlir/rewrite"
)

// The scf passes, registered with upstream's arguments and names.
func init() {
	register := func(arg, name, summary string, run func(op *ir.Operation, st *pass.State) error) {
		pass.Register(&pass.Info{Argument: arg, Name: name, Summary: summary,
			Dependent: []string{"arith", "scf"},
			New:       func() (pass.Pass, *pass.Options) { return passFunc(run), &pass.Options{} }})
	}
	register("scf-for-to-while", "SCFForToWhileLoop", "Convert SCF for loops to SCF while loops",
		greedyPass(pattern("ForLoopLoweringPattern", "scf.for", forLoopLowering)))
	register("scf-forall-to-for", "SCFForallToForLoop", "Convert SCF forall loops to SCF for loops",
		walkPass("scf.forall", forallToFor))
	register("scf-forall-to-parallel", "SCFForallToParallelLoop", "Convert SCF forall loops to SCF parallel loops",
		walkPass("scf.forall", forallToParallel))
	register("scf-parallel-for-to-nested-fors", "SCFParallelForToNestedFors", "Convert SCF parallel for loops to nested SCF for loops",
		walkPass("scf.parallel", parallelToNestedFors))
}

// walkPass runs f on every op named name under the anchor, in post-order
// (upstream's walk with an IRRewriter); the pass fails when f does.
func walkPass(name string, f func(op *ir.Operation, rw *rewrite.Rewriter, st *pass.State) bool) func(op *ir.Operation, st *pass.State) error {
	return func(root *ir.Operation, st *pass.State) error {
		var ops []*ir.Operation
		root.Walk(func(o *ir.Operation) ir.WalkResult {
			if o.Name() == name && o != root {
				ops = append(ops, o)
			}
			return ir.WalkAdvance
		})
		rw := rewrite.NewRewriter(st.Ctx, nil)
		failed := false
		for _, o := range ops {
			if !f(o, rw, st) {
				failed = true
			}
		}
		if failed {
			return pass.ErrFailed
		}
		return nil
	}
}

// mixedValues returns the values of a mixed static/dynamic list, creating
// an index constant for each static entry (upstream's
// getValueOrCreateConstantIndexOp).
func mixedValues(rw *rewrite.Rewriter, loc ir.Location, list []mixedEntry) []*ir.Value {
	out := make([]*ir.Value, len(list))
	for i, e := range list {
		if e.value != nil {
			out[i] = e.value
			continue
		}
		out[i] = createIndexConstant(rw, loc, e.static)
	}
	return out
}

// createIndexConstant builds an arith.constant of index type.
func createIndexConstant(rw *rewrite.Rewriter, loc ir.Location, v int64) *ir.Value {
	t := rw.Ctx.IndexType()
	return arith.BuildConstantOp(rw.Builder, loc, t, ir.NamedAttr{Name: "value", Value: rw.Ctx.IntAttr(t, v)}).Result()
}

// buildLoopNest creates nested scf.for loops over the bounds at rw's
// insertion point, each yielding nothing, and returns them outermost
// first (upstream's scf::buildLoopNest without iter_args).
func buildLoopNest(rw *rewrite.Rewriter, loc ir.Location, lbs, ubs, steps []*ir.Value) []*ir.Operation {
	loops := make([]*ir.Operation, len(lbs))
	for i := range lbs {
		st := newState(rw.Ctx, "scf.for", loc)
		st.Operands = []*ir.Value{lbs[i], ubs[i], steps[i]}
		b := addBlock(st.AddRegion())
		b.AddArg(lbs[i].Type(), loc)
		loops[i] = rw.Create(st)
		rw.SetInsertionPointToStart(b)
	}
	for i := range loops {
		rw.SetInsertionPointToEnd(loops[i].Region(0).First())
		createYield(rw, loc, nil)
	}
	return loops
}

// ivsOf returns the induction variables of loops.
func ivsOf(loops []*ir.Operation) []*ir.Value {
	out := make([]*ir.Value, len(loops))
	for i, l := range loops {
		out[i] = l.Region(0).First().Arg(0)
	}
	return out
}

// forallToFor rewrites an scf.forall into a nest of scf.for loops
// (upstream's forallToForLoop). The shared outputs are carried by the
// loops' iter_args, and each tensor.parallel_insert_slice of the
// terminator becomes a tensor.insert_slice into the carried value.
func forallToFor(op *ir.Operation, rw *rewrite.Rewriter, _ *pass.State) bool {
	rw.SetInsertionPoint(op)
	loc := op.Loc()
	lbs, ubs, steps := forallMixed(op)
	outs := forallOutputs(op)
	loops := buildLoopNestWithIterArgs(rw, loc, mixedValues(rw, loc, lbs), mixedValues(rw, loc, ubs), mixedValues(rw, loc, steps), outs)
	inner := loops[len(loops)-1].Region(0).First()
	carried := append([]*ir.Value(nil), inner.Args()[1:]...)
	body := op.Region(0).First()
	term := body.Last()
	rw.SetInsertionPointToEnd(inner)
	rw.InlineBlockBefore(body, nil, inner, append(ivsOf(loops), carried...))
	// The combining ops write into the carried values, in order.
	for _, o := range (inParallelYielding{}).YieldingOps(term) {
		dest := o.Operand(1)
		k := indexOf(carried, dest)
		if k < 0 {
			continue
		}
		rw.SetInsertionPoint(term)
		st := newState(rw.Ctx, "tensor.insert_slice", o.Loc())
		st.Operands = o.Operands()
		st.Types = []ir.Type{dest.Type()}
		st.Attrs = append(st.Attrs, o.AllAttrs()...)
		carried[k] = rw.Create(st).Result(0)
	}
	rw.SetInsertionPoint(term)
	createYield(rw, loc, carried)
	rw.EraseOp(term)
	rw.ReplaceOp(op, loops[0].Results())
	return true
}

// buildLoopNestWithIterArgs creates nested scf.for loops over the bounds at
// rw's insertion point carrying inits (upstream's scf::buildLoopNest): each
// loop but the innermost yields the results of the loop it holds; the
// innermost is left without terminator.
func buildLoopNestWithIterArgs(rw *rewrite.Rewriter, loc ir.Location, lbs, ubs, steps, inits []*ir.Value) []*ir.Operation {
	if len(inits) == 0 {
		loops := buildLoopNest(rw, loc, lbs, ubs, steps)
		rw.EraseOp(loops[len(loops)-1].Region(0).First().Last())
		return loops
	}
	loops := make([]*ir.Operation, len(lbs))
	carried := inits
	for i := range lbs {
		st := newState(rw.Ctx, "scf.for", loc)
		st.Operands = append([]*ir.Value{lbs[i], ubs[i], steps[i]}, carried...)
		st.Types = typesOf(inits)
		b := addBlock(st.AddRegion())
		b.AddArg(lbs[i].Type(), loc)
		for _, v := range carried {
			b.AddArg(v.Type(), v.Loc())
		}
		loops[i] = rw.Create(st)
		rw.SetInsertionPointToStart(b)
		carried = b.Args()[1:]
	}
	for i := 0; i+1 < len(loops); i++ {
		rw.SetInsertionPointToEnd(loops[i].Region(0).First())
		createYield(rw, loc, loops[i+1].Results())
	}
	return loops
}

// forallToParallel rewrites an scf.forall without outputs into an
// scf.parallel (upstream's forallToParallelLoop).
func forallToParallel(op *ir.Operation, rw *rewrite.Rewriter, _ *pass.State) bool {
	if len(forallOutputs(op)) > 0 {
		return false
	}
	rw.SetInsertionPoint(op)
	loc := op.Loc()
	lbs, ubs, steps := forallMixed(op)
	lv, uv, sv := mixedValues(rw, loc, lbs), mixedValues(rw, loc, ubs), mixedValues(rw, loc, steps)
	p := createParallel(rw, loc, lv, uv, sv, nil, true)
	rw.EraseBlock(p.Region(0).First())
	inlineRegionBefore(op.Region(0), p.Region(0))
	t := p.Region(0).First().Last()
	rw.SetInsertionPointToEnd(p.Region(0).First())
	reduce := rw.Create(newState(rw.Ctx, "scf.reduce", t.Loc()))
	rw.ReplaceOp(t, reduce.Results())
	if m := op.InherentAttr("mapping"); m != nil {
		p.SetAttr(rw.Ctx, "mapping", m)
	}
	rw.ReplaceOp(op, p.Results())
	return true
}

// parallelToNestedFors rewrites an scf.parallel without results into a
// nest of scf.for loops (upstream's parallelForToNestedFors).
func parallelToNestedFors(op *ir.Operation, rw *rewrite.Rewriter, _ *pass.State) bool {
	if op.NumResults() > 0 {
		return true
	}
	rw.SetInsertionPoint(op)
	lbs, ubs, steps, _ := parallelBounds(op)
	loops := buildLoopNest(rw, op.Loc(), lbs, ubs, steps)
	inner := loops[len(loops)-1].Region(0).First()
	body := op.Region(0).First()
	rw.EraseOp(body.Last())
	rw.InlineBlockBefore(body, inner.Last(), inner, ivsOf(loops))
	rw.EraseOp(op)
	return true
}

// passFunc adapts a function to pass.Pass.
type passFunc func(op *ir.Operation, st *pass.State) error

// Run calls f.
func (f passFunc) Run(op *ir.Operation, st *pass.State) error { return f(op, st) }

// greedyPass applies patterns with the greedy driver (upstream's
// applyPatternsGreedily with its default configuration).
func greedyPass(patterns ...rewrite.Pattern) func(op *ir.Operation, st *pass.State) error {
	set := rewrite.NewPatternSet(patterns)
	return func(op *ir.Operation, st *pass.State) error {
		ApplyPatternsGreedily(st.Ctx, op, set)
		return nil
	}
}

// ApplyPatternsGreedily is upstream's applyPatternsGreedily with the
// default GreedyRewriteConfig, which (unlike the canonicalizer) seeds the
// worklist bottom-up; it reports convergence.
func ApplyPatternsGreedily(ctx *ir.Context, op *ir.Operation, set *rewrite.PatternSet) bool {
	cfg := rewrite.DefaultConfig()
	cfg.TopDown = false
	return rewrite.ApplyGreedily(ctx, op, set, cfg)
}

// forLoopLowering rewrites an scf.for into an scf.while carrying the
// induction variable first (upstream's ForLoopLoweringPattern).
func forLoopLowering(op *ir.Operation, rw *rewrite.Rewriter) bool {
	body := op.Region(0).First()
	inits := op.Operands()[3:]
	types := append([]ir.Type{body.Arg(0).Type()}, typesOf(inits)...)
	locs := []ir.Location{body.Arg(0).Loc()}
	for _, v := range inits {
		locs = append(locs, v.Loc())
	}
	rw.SetInsertionPoint(op)
	w := createWhile(rw, op.Loc(), types, append([]*ir.Value{op.Operand(0)}, inits...))
	if attrs := op.AllAttrs(); len(attrs) > 0 {
		w.SetAttrs(rw.Ctx.DictionaryAttr(attrs))
	}
	before := addBlockWithArgs(w.Region(0), types, locs)
	rw.SetInsertionPointToStart(before)
	pred := arith.CmpISlt
	if op.InherentAttr("unsignedCmp") != nil {
		pred = arith.CmpIUlt
	}
	i1 := rw.Ctx.IntegerType(1, ir.Signless)
	cmp := arith.BuildCmpIOp(rw.Builder, w.Loc(), before.Arg(0), op.Operand(1), i1,
		ir.NamedAttr{Name: "predicate", Value: rw.Ctx.IntAttr(rw.Ctx.IntegerType(64, ir.Signless), pred)})
	st := newState(rw.Ctx, "scf.condition", w.Loc())
	st.Operands = append([]*ir.Value{cmp.Result()}, before.Args()...)
	rw.Create(st)
	after := addBlockWithArgs(w.Region(1), types, locs)
	rw.SetInsertionPointToEnd(after)
	inc := arith.BuildAddIOp(rw.Builder, w.Loc(), after.Arg(0), op.Operand(2), after.Arg(0).Type())
	for i, a := range body.Args() {
		rw.ReplaceAllUsesWith(a, after.Arg(i))
	}
	for o := body.First(); o != nil; {
		next := o.NextInBlock()
		o.Remove()
		after.Append(o)
		o = next
	}
	for o := after.First(); o != nil; o = o.NextInBlock() {
		if o.Name() == "scf.yield" {
			y := o
			vals := append([]*ir.Value{inc.Result()}, y.Operands()...)
			rw.ModifyOpInPlace(y, func() { y.SetOperands(vals) })
		}
	}
	for i := 0; i < op.NumResults(); i++ {
		rw.ReplaceAllUsesWith(op.Result(i), w.Result(i+1))
	}
	rw.EraseOp(op)
	return true
}
