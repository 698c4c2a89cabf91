package testdialect

import (
	"github.com/gomlir/gomlir/dialect/arith"
	"github.com/gomlir/gomlir/dialect/scf"
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/pass"
	"github.com/gomlir/gomlir/rewrite"
)

// Upstream's test passes of the scf utilities.
func init() {
	pass.Register(&pass.Info{
		Argument: "test-scf-for-utils",
		Name:     "(anonymous namespace)::TestSCFForUtilsPass",
		Summary:  "test scf.for utils",
		OpName:   "func.func",
		New: func() (pass.Pass, *pass.Options) {
			p := &scfForUtilsPass{}
			o := &pass.Options{}
			o.Bool("test-replace-with-new-yields", "Test replacing a loop with a new loop that returns new additional yield values", &p.newYields, false)
			return p, o
		},
	})
	pass.Register(&pass.Info{
		Argument: "test-scf-while-op-builder",
		Name:     "(anonymous namespace)::TestSCFWhileOpBuilderPass",
		Summary:  "test build functions of scf.while",
		OpName:   "func.func",
		New:      func() (pass.Pass, *pass.Options) { return scfWhileOpBuilderPass{}, &pass.Options{} },
	})
}

// scfForUtilsPass annotates every loop (LoopLikeOpInterface) with its
// static trip count ("test.trip-count": for an scf.for, an integer of the
// induction variable's width when known; otherwise "none").
type scfForUtilsPass struct{ newYields bool }

func (p *scfForUtilsPass) Run(fn *ir.Operation, st *pass.State) error {
	if p.newYields {
		return nil
	}
	fn.Walk(func(op *ir.Operation) ir.WalkResult {
		if ir.LoopLikeInterface(op) == nil {
			return ir.WalkAdvance
		}
		var a ir.Attribute = st.Ctx.StringAttr("none")
		if op.Name() == "scf.for" {
			if n, w, ok := scf.ForStaticTripCount(op); ok {
				a = st.Ctx.IntegerAttr(st.Ctx.IntegerType(w, ir.Signless), n)
			}
		}
		op.SetAttr(st.Ctx, "test.trip-count", a)
		return ir.WalkAdvance
	})
	return nil
}

// scfWhileOpBuilderPass adds before each scf.while a loop of the same
// operand and result types built with dummy bodies.
type scfWhileOpBuilderPass struct{}

func (scfWhileOpBuilderPass) Run(fn *ir.Operation, st *pass.State) error {
	ctx := st.Ctx
	var loops []*ir.Operation
	fn.Walk(func(op *ir.Operation) ir.WalkResult {
		if op.Name() == "scf.while" {
			loops = append(loops, op)
		}
		return ir.WalkAdvance
	})
	b := ir.NewBuilder(ctx)
	for _, w := range loops {
		loc := w.Loc()
		cast := func(vals []*ir.Value, types []ir.Type) []*ir.Value {
			c := b.Create(&ir.OperationState{Name: ctx.OpInfo("builtin.unrealized_conversion_cast"), Loc: loc, Operands: vals, Types: types})
			return c.Results()
		}
		st := &ir.OperationState{Name: ctx.OpInfo("scf.while"), Loc: loc, Operands: w.Operands(), Types: w.ResultTypes()}
		before, after := ir.NewBlock(), ir.NewBlock()
		for _, v := range w.Operands() {
			before.AddArg(v.Type(), v.Loc())
		}
		for _, t := range w.ResultTypes() {
			after.AddArg(t, loc)
		}
		st.AddRegion().Append(before)
		st.AddRegion().Append(after)
		b.SetInsertionPoint(w)
		b.Create(st)
		b.SetInsertionPointToEnd(before)
		args := cast(before.Args(), w.ResultTypes())
		i1 := ctx.IntegerType(1, ir.Signless)
		cond := arith.BuildConstantOp(b, loc, i1, ir.NamedAttr{Name: "value", Value: ctx.BoolAttr(true)}).Result()
		b.Create(&ir.OperationState{Name: ctx.OpInfo("scf.condition"), Loc: loc, Operands: append([]*ir.Value{cond}, args...)})
		b.SetInsertionPointToEnd(after)
		b.Create(&ir.OperationState{Name: ctx.OpInfo("scf.yield"), Loc: loc, Operands: cast(after.Args(), w.OperandTypes())})
	}
	return nil
}

func init() {
	pass.Register(&pass.Info{
		Argument: "test-scf-uplift-while-to-for",
		Name:     "(anonymous namespace)::TestSCFUpliftWhileToFor",
		Summary:  "test scf while to for uplifting",
		New: func() (pass.Pass, *pass.Options) {
			set := rewrite.NewPatternSet([]rewrite.Pattern{scf.UpliftWhileToFor})
			return passFunc(func(op *ir.Operation, st *pass.State) error {
				scf.ApplyPatternsGreedily(st.Ctx, op, set)
				return nil
			}), &pass.Options{}
		},
	})
}
