package scf

import (
	"github.com/gomlir/gomlir/dialect/tensor"
	"github.com/gomlir/gomlir/ir"
)

// parallelInsertSliceCombining is tensor.parallel_insert_slice's
// ParallelCombiningOpInterface: it writes its destination operand, which
// must be a shared output of the enclosing scf.forall.
type parallelInsertSliceCombining struct{}

// DestinationOperands returns the index of the destination operand.
func (parallelInsertSliceCombining) DestinationOperands(*ir.Operation) []int { return []int{1} }

// The interface belongs to scf, the op to tensor: attach the model to the
// tensor op's definition before the dialects are registered (upstream
// declares it on ParallelInsertSliceOp).
func init() {
	for _, op := range tensor.Dialect.Ops {
		if op.Name == "tensor.parallel_insert_slice" {
			op.Interfaces = append(op.Interfaces, parallelInsertSliceCombining{})
		}
	}
}
