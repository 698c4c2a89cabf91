package math

import (
	"github.com/gomlir/gomlir/dialect/arith"
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/pass"
	"github.com/gomlir/gomlir/rewrite"
)

// The math-uplift-to-fma pass (upstream's MathUpliftToFMA): addf(mulf(a,
// b), c), both allowing contraction, becomes math.fma(a, b, c) with the
// flags the two share, applied by the greedy driver.

func init() {
	pass.Register(&pass.Info{
		Argument: "math-uplift-to-fma",
		Name:     "MathUpliftToFMA",
		Summary:  "Uplift arith ops to math.fma.",
		New: func() (pass.Pass, *pass.Options) {
			return upliftToFMA{}, &pass.Options{}
		},
	})
}

type upliftToFMA struct{}

var upliftPatterns = rewrite.NewPatternSet([]rewrite.Pattern{&rewrite.Func{
	Name: "UpliftFma", On: "arith.addf", Weight: 1, Rewrite: upliftFMA,
}})

func (upliftToFMA) Run(op *ir.Operation, st *pass.State) error {
	rewrite.ApplyGreedily(st.Ctx, op, upliftPatterns, rewrite.DefaultConfig())
	return nil
}

// upliftFMA is upstream's UpliftFma pattern.
func upliftFMA(op *ir.Operation, rw *rewrite.Rewriter) bool {
	fmf := arith.FastMathFlags(op)
	if fmf&arith.FastMathContract == 0 {
		return false
	}
	mul, c := op.Operand(0).DefiningOp(), op.Operand(1)
	if mul == nil || mul.Name() != "arith.mulf" {
		mul, c = op.Operand(1).DefiningOp(), op.Operand(0)
		if mul == nil || mul.Name() != "arith.mulf" {
			return false
		}
	}
	mulFlags := arith.FastMathFlags(mul)
	if mulFlags&arith.FastMathContract == 0 {
		return false
	}
	rw.SetInsertionPoint(op)
	fma := rw.Create(&ir.OperationState{Loc: op.Loc(), Name: rw.Ctx.LookupOp("math.fma"),
		Operands: []*ir.Value{mul.Operand(0), mul.Operand(1), c}, Types: []ir.Type{op.Result(0).Type()},
		Attrs: []ir.NamedAttr{{Name: "fastmath", Value: arith.FastMath(rw.Ctx, fmf&mulFlags)}}})
	rw.ReplaceOp(op, []*ir.Value{fma.Result(0)})
	return true
}
