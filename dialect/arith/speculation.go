package arith

import (
	"math/big"

	"github.com/gomlir/gomlir/analysis/intrange"
	"github.com/gomlir/gomlir/ir"
)

// Speculatability of the divisions (upstream's ConditionallySpeculatable):
// speculatable when the range the divisor's defining op gives it, inferred
// from that op alone (intrange.ResultRange), excludes zero and, for signed
// divisions, -1.

func divUISpeculatability(op *ir.Operation) ir.Speculatability {
	r, ok := intrange.ResultRange(op.Operand(1))
	if !ok || r.UMin.Sign() == 0 {
		return ir.NotSpeculatable
	}
	return ir.Speculatable
}

var minusOne = big.NewInt(-1)

func divSISpeculatability(op *ir.Operation) ir.Speculatability {
	r, ok := intrange.ResultRange(op.Operand(1))
	if !ok {
		return ir.NotSpeculatable
	}
	withoutZero := r.SMin.Sign() > 0 || r.SMax.Sign() < 0
	withoutMinusOne := r.SMax.Cmp(minusOne) < 0 || r.SMin.Cmp(minusOne) > 0
	if withoutZero && withoutMinusOne {
		return ir.Speculatable
	}
	return ir.NotSpeculatable
}

// speculation returns the op interfaces of a conditionally speculatable
// division.
func speculation(f func(op *ir.Operation) ir.Speculatability) ir.Interfaces {
	return ir.Interfaces{ir.SpeculatabilityFunc(f)}
}
