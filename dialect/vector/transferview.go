package vector

import (
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/ir/affine"
	"github.com/gomlir/gomlir/ods"
	"github.com/gomlir/gomlir/rewrite"
)

// Transfer is a view of a vector.transfer_read or vector.transfer_write
// for the lowerings (upstream's VectorTransferOpInterface).
type Transfer struct{ x xfer }

// AsTransfer returns the view of a transfer op (false for other ops).
func AsTransfer(op *ir.Operation) (Transfer, bool) {
	if op == nil || !op.IsRegistered() {
		return Transfer{}, false
	}
	switch op.Name() {
	case "vector.transfer_read":
		return Transfer{xfer{op, true}}, true
	case "vector.transfer_write":
		return Transfer{xfer{op, false}}, true
	}
	return Transfer{}, false
}

// Op returns the transfer op.
func (t Transfer) Op() *ir.Operation { return t.x.op }

// IsRead reports whether the op is a transfer_read.
func (t Transfer) IsRead() bool { return t.x.read }

// Base returns the memref or tensor transferred from or to.
func (t Transfer) Base() *ir.Value { return t.x.base() }

// Indices returns the start indices.
func (t Transfer) Indices() []*ir.Value { return t.x.indices() }

// Mask returns the mask (nil when none).
func (t Transfer) Mask() *ir.Value { return t.x.mask() }

// Padding returns a transfer_read's padding value.
func (t Transfer) Padding() *ir.Value { return ods.OperandGroup(t.x.op, 2)[0] }

// Vector returns a transfer_write's written vector.
func (t Transfer) Vector() *ir.Value { return t.x.op.Operand(0) }

// VectorType returns the type of the vector read or written.
func (t Transfer) VectorType() *ir.VectorType { return t.x.vectorType() }

// PermutationMap returns the permutation map.
func (t Transfer) PermutationMap() *affine.Map { return permMap(t.x.op) }

// InBounds returns the in_bounds flags.
func (t Transfer) InBounds() []bool { return inBounds(t.x.op) }

// HasOutOfBoundsDim reports whether some dimension may be out of bounds.
func (t Transfer) HasOutOfBoundsDim() bool {
	for _, b := range t.InBounds() {
		if !b {
			return true
		}
	}
	return false
}

// CreateOrFoldDim is upstream's vector::createOrFoldDimOp: the size of
// dimension dim of a memref or tensor, a constant when static.
func CreateOrFoldDim(rw *rewrite.Rewriter, loc ir.Location, src *ir.Value, dim int64) *ir.Value {
	c := rw.Ctx
	name := "memref.dim"
	if _, ok := src.Type().(*ir.RankedTensorType); ok {
		name = "tensor.dim"
	}
	idx := rw.Create(&ir.OperationState{Loc: loc, Name: c.LookupOp("arith.constant"), Types: []ir.Type{c.IndexType()},
		Attrs: []ir.NamedAttr{{Name: "value", Value: c.IntAttr(c.IndexType(), dim)}}}).Result(0)
	return rewrite.CreateOrFold(rw, &ir.OperationState{Loc: loc, Name: c.LookupOp(name), Operands: []*ir.Value{src, idx},
		Types: []ir.Type{c.IndexType()}})[0]
}
