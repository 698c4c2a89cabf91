package arith

import (
	"math/big"

	"github.com/gomlir/gomlir/ir"
)

// Speculatability of the divisions (upstream's ConditionallySpeculatable):
// speculatable when the divisor's value range excludes zero (and, for
// signed divisions, -1). gomlir knows the range of constant divisors only
// (upstream also infers it for ops whose result range does not depend on
// their operands).

// divisorValues returns the constant values of the divisor (one per element
// of a splat or dense constant), or nil when it is not constant.
func divisorValues(op *ir.Operation) []*big.Int {
	a := constOf(op.Operand(1))
	if v, _, ok := constantInt(a); ok {
		return []*big.Int{v}
	}
	es, _, ok := elements(a)
	if !ok {
		return nil
	}
	out := make([]*big.Int, 0, len(es))
	for _, e := range es {
		if e.i == nil {
			return nil
		}
		out = append(out, e.i)
	}
	return out
}

func divUISpeculatability(op *ir.Operation) ir.Speculatability {
	vals := divisorValues(op)
	if vals == nil {
		return ir.NotSpeculatable
	}
	for _, v := range vals {
		if v.Sign() == 0 {
			return ir.NotSpeculatable
		}
	}
	return ir.Speculatable
}

func divSISpeculatability(op *ir.Operation) ir.Speculatability {
	vals := divisorValues(op)
	if vals == nil {
		return ir.NotSpeculatable
	}
	for _, v := range vals {
		if v.Sign() == 0 || v.Cmp(big.NewInt(-1)) == 0 {
			return ir.NotSpeculatable
		}
	}
	return ir.Speculatable
}

// speculation returns the op interfaces of a conditionally speculatable
// division.
func speculation(f func(op *ir.Operation) ir.Speculatability) ir.Interfaces {
	return ir.Interfaces{ir.SpeculatabilityFunc(f)}
}
