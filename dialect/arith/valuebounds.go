package arith

import (
	"github.com/gomlir/gomlir/analysis/valuebounds"
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/ir/affine"
)

// The ValueBoundsOpInterface of arith's index arithmetic (upstream's
// arith ValueBoundsOpInterfaceImpl): the result of addi, subi and muli
// equals the sum, difference or product of its operands' expressions (a
// product of two non-constant values adds no bound).

func init() {
	binary := func(f func(c affine.Interner, a, b affine.Expr) affine.Expr) valuebounds.IndexBounds {
		return func(op *ir.Operation, v *ir.Value, cs valuebounds.ConstraintSet) {
			cs.Bound(v, valuebounds.EQ, f(cs.Context(), cs.Expr(op.Operand(0)), cs.Expr(op.Operand(1))))
		}
	}
	rules := map[string]valuebounds.IndexBounds{
		"arith.addi": binary(affine.Add),
		"arith.subi": binary(affine.Sub),
		"arith.muli": binary(affine.Mul),
	}
	for _, op := range Dialect.Ops {
		if r, ok := rules[op.Name]; ok {
			op.Interfaces = append(op.Interfaces, r)
		}
	}
}
