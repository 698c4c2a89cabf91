package scf

import (
	"github.com/gomlir/gomlir/ir"
)

// noForwarding is the RegionBranchTerminatorOpInterface of terminators
// that forward no values (scf.reduce, scf.forall.in_parallel).
type noForwarding struct{}

// SuccessorOperands: none.
func (noForwarding) SuccessorOperands(*ir.Operation, *ir.Region) (int, int) { return 0, 0 }

// boolOperand returns the constant value of a known i1 operand.
func boolOperand(operands []ir.Attribute, i int) (value, known bool) {
	if i >= len(operands) {
		return false, false
	}
	a, ok := operands[i].(*ir.IntegerAttr)
	if !ok {
		return false, false
	}
	return !a.IsZero(), true
}
