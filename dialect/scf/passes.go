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
}

// passFunc adapts a function to pass.Pass.
type passFunc func(op *ir.Operation, st *pass.State) error

// Run calls f.
func (f passFunc) Run(op *ir.Operation, st *pass.State) error { return f(op, st) }

// greedyPass applies patterns with the greedy driver's default
// configuration (upstream's applyPatternsGreedily).
func greedyPass(patterns ...rewrite.Pattern) func(op *ir.Operation, st *pass.State) error {
	set := rewrite.NewPatternSet(patterns)
	return func(op *ir.Operation, st *pass.State) error {
		rewrite.ApplyGreedily(st.Ctx, op, set, rewrite.DefaultConfig())
		return nil
	}
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
