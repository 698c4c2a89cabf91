package vector

import (
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/pass"
	"github.com/gomlir/gomlir/rewrite"
)

// Upstream's chained-reduction folding patterns, applied by the test pass
// test-vector-chained-reduction-folding-patterns: additive reductions that
// accumulate into one another add their vectors first.

func init() {
	pass.Register(&pass.Info{
		Argument:  "test-vector-chained-reduction-folding-patterns",
		Name:      "(anonymous namespace)::TestVectorChainedReductionFoldingPatterns",
		Summary:   "Test patterns to fold chained vector reductions",
		OpName:    "func.func",
		New:       func() (pass.Pass, *pass.Options) { return chainedReductionPass{}, &pass.Options{} },
		Dependent: []string{"arith"},
	})
}

type chainedReductionPass struct{}

func (chainedReductionPass) Run(op *ir.Operation, st *pass.State) error {
	pats := []rewrite.Pattern{
		&rewrite.Func{Name: "(anonymous namespace)::ChainedReduction", On: "vector.reduction", Weight: 1, Rewrite: chainedReduction},
		&rewrite.Func{Name: "(anonymous namespace)::ReduceRedundantZero", On: "vector.reduction", Weight: 2, Rewrite: reduceRedundantZero},
	}
	rewrite.ApplyGreedily(st.Ctx, op, rewrite.NewPatternSet(pats), greedyConfig())
	return nil
}

// newReduction replaces op by an add reduction of v into acc (nil: none).
func newReduction(rw *rewrite.Rewriter, op *ir.Operation, v, acc *ir.Value) {
	operands := []*ir.Value{v}
	if acc != nil {
		operands = append(operands, acc)
	}
	replaceWith(rw, op, "vector.reduction", operands, ir.NamedAttr{Name: "kind", Value: op.InherentAttr("kind")})
}

// accOf returns the accumulator of a vector.reduction, or nil.
func accOf(op *ir.Operation) *ir.Value {
	if op.NumOperands() > 1 {
		return op.Operand(1)
	}
	return nil
}

// chainedReduction is ChainedReduction: reduce(y, reduce(x, acc)) is
// reduce(x + y, acc).
func chainedReduction(op *ir.Operation, rw *rewrite.Rewriter) bool {
	acc := accOf(op)
	if kindOf(op) != KindAdd || acc == nil {
		return false
	}
	switch acc.Type().(type) {
	case *ir.IntegerType, *ir.FloatType:
	default:
		return false
	}
	parent := acc.DefiningOp()
	if parent == nil || parent.Name() != "vector.reduction" {
		return false
	}
	name := "arith.addf"
	if _, ok := acc.Type().(*ir.IntegerType); ok {
		name = "arith.addi"
	}
	sum := build(rw, op.Loc(), name, []*ir.Value{parent.Operand(0), op.Operand(0)}, []ir.Type{op.Operand(0).Type()}).Result(0)
	newReduction(rw, op, sum, accOf(parent))
	return true
}

// reduceRedundantZero is ReduceRedundantZero: reduce((x + 0) + y) is
// reduce(x + y) for floats.
func reduceRedundantZero(op *ir.Operation, rw *rewrite.Rewriter) bool {
	if kindOf(op) != KindAdd || !isFloat(op.Operand(0).Type().(*ir.VectorType).Elem) {
		return false
	}
	add := op.Operand(0).DefiningOp()
	if add == nil || add.Name() != "arith.addf" {
		return false
	}
	lhs := add.Operand(0).DefiningOp()
	if lhs == nil || lhs.Name() != "arith.addf" || !isZeroFloat(rewrite.ValueConstant(lhs.Operand(1))) {
		return false
	}
	sum := build(rw, add.Loc(), "arith.addf", []*ir.Value{lhs.Operand(0), add.Operand(1)}, []ir.Type{add.Result(0).Type()}).Result(0)
	newReduction(rw, op, sum, accOf(op))
	return true
}

// isZeroFloat is m_AnyZeroFloat: a +0.0 or -0.0 scalar or splat.
func isZeroFloat(a ir.Attribute) bool {
	zero := func(k ir.FloatKind, b ir.APInt) bool {
		return b == ir.APInt{} || ir.FloatSemanticsOf(k).Neg(b) == ir.APInt{}
	}
	switch x := a.(type) {
	case *ir.FloatAttr:
		return zero(x.Type.Kind, x.Bits)
	case *ir.DenseElementsAttr:
		if ft, ok := x.ElemType().(*ir.FloatType); ok && x.Splat {
			return zero(ft.Kind, ir.RawToBits(x.Data))
		}
	}
	return false
}
