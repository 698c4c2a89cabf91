package vectortollvm

import (
	"github.com/gomlir/gomlir/dialect/memref"
	"github.com/gomlir/gomlir/dialect/vector"
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/rewrite"
)

// The transfer lowerings run before the conversion: out-of-bounds 1-D
// transfers get a mask of the in-bounds lanes (MaterializeTransferMask),
// then in-bounds minor-identity transfers on memrefs become vector loads
// and stores (TransferReadToVectorLoadLowering,
// TransferWriteToVectorStoreLowering; rank 1 at most).

// transferMaskPatterns returns the MaterializeTransferMask patterns.
func transferMaskPatterns() []rewrite.Pattern {
	return []rewrite.Pattern{
		&rewrite.Func{Name: "(anonymous namespace)::MaterializeTransferMask<mlir::vector::TransferReadOp>", On: "vector.transfer_read", Weight: 1, Rewrite: materializeTransferMask},
		&rewrite.Func{Name: "(anonymous namespace)::MaterializeTransferMask<mlir::vector::TransferWriteOp>", On: "vector.transfer_write", Weight: 1, Rewrite: materializeTransferMask},
	}
}

// transferPatterns returns the transfer lowerings to loads and stores.
func transferPatterns() []rewrite.Pattern {
	return []rewrite.Pattern{
		&rewrite.Func{Name: "(anonymous namespace)::TransferReadToVectorLoadLowering", On: "vector.transfer_read", Weight: 1, Rewrite: readToLoad},
		&rewrite.Func{Name: "(anonymous namespace)::TransferWriteToVectorStoreLowering", On: "vector.transfer_write", Weight: 1, Rewrite: writeToStore},
	}
}

// materializeTransferMask masks the lanes of an out-of-bounds 1-D
// transfer past the end of its innermost dimension and marks it in
// bounds.
func materializeTransferMask(op *ir.Operation, rw *rewrite.Rewriter) bool {
	t, ok := vector.AsTransfer(op)
	if !ok || !t.HasOutOfBoundsDim() || len(t.VectorType().Shape) > 1 || len(t.Indices()) == 0 {
		return false
	}
	ctx := rw.Ctx
	loc := op.Loc()
	vt := t.VectorType()
	last := len(t.Indices()) - 1
	off := t.Indices()[last]
	dim := vector.CreateOrFoldDim(rw, loc, t.Base(), int64(last))
	b := create(rw, loc, "arith.subi", dim.Type(), []*ir.Value{dim, off})
	mt := ctx.VectorType(vt.Shape, ctx.I(1), vt.Scalable)
	mask := create(rw, loc, "vector.create_mask", mt, []*ir.Value{b})
	if m := t.Mask(); m != nil {
		mask = create(rw, loc, "arith.andi", mt, []*ir.Value{mask, m})
	}
	rw.ModifyOpInPlace(op, func() {
		ops := op.Operands()
		var seg []int32
		for _, n := range op.InherentAttr("operandSegmentSizes").(*ir.DenseArrayAttr).Int64s() {
			seg = append(seg, int32(n))
		}
		if seg[3] == 1 {
			ops[len(ops)-1] = mask
		} else {
			ops = append(ops, mask)
			seg[3] = 1
		}
		op.SetOperands(ops)
		op.SetInherentAttr(ctx, "operandSegmentSizes", ctx.DenseI32Array(seg))
		op.SetInherentAttr(ctx, "in_bounds", ctx.ArrayAttr([]ir.Attribute{ctx.BoolAttr(true)}))
	})
	return true
}

// loadableMemRef returns the memref a transfer can be lowered to a
// vector load or store on: the innermost stride 1 and the element type
// the vector's (or the vector type itself, the vector being vt).
func loadableMemRef(ctx *ir.Context, t vector.Transfer, vt *ir.VectorType) (*ir.MemRefType, bool) {
	mt, ok := t.Base().Type().(*ir.MemRefType)
	if !ok {
		return nil, false
	}
	if len(mt.Shape) > 0 {
		strides, _, ok := memref.StridesAndOffset(ctx, mt)
		if !ok || strides[len(strides)-1] != 1 {
			return nil, false
		}
	}
	if ev, isVec := mt.Elem.(*ir.VectorType); isVec {
		return mt, ev == vt
	}
	return mt, mt.Elem == t.VectorType().Elem
}

// underMask reports whether op is masked by a vector.mask.
func underMask(op *ir.Operation) bool {
	p := op.ParentOp()
	return p != nil && p.Name() == "vector.mask"
}

// readToLoad is TransferReadToVectorLoadLowering.
func readToLoad(op *ir.Operation, rw *rewrite.Rewriter) bool {
	t, ok := vector.AsTransfer(op)
	if !ok || underMask(op) || len(t.VectorType().Shape) > 1 {
		return false
	}
	minor, bcast := t.PermutationMap().IsMinorIdentityWithBroadcasting()
	if !minor {
		return false
	}
	ctx := rw.Ctx
	vt := t.VectorType()
	shape := append([]int64(nil), vt.Shape...)
	for _, d := range bcast {
		shape[d] = 1
	}
	ut := ctx.VectorType(shape, vt.Elem, vt.Scalable)
	if _, ok := loadableMemRef(ctx, t, ut); !ok || t.HasOutOfBoundsDim() {
		return false
	}
	loc := op.Loc()
	var res *ir.Value
	nontemporal := ir.NamedAttr{Name: "nontemporal", Value: ctx.BoolAttr(false)}
	if m := t.Mask(); m != nil {
		if len(vt.Shape) != 1 {
			return false
		}
		fill := create(rw, loc, "vector.broadcast", ut, []*ir.Value{t.Padding()})
		res = create(rw, loc, "vector.maskedload", ut, append(append([]*ir.Value{t.Base()}, t.Indices()...), m, fill))
	} else {
		res = create(rw, loc, "vector.load", ut, append([]*ir.Value{t.Base()}, t.Indices()...), nontemporal)
	}
	if len(bcast) > 0 {
		res = create(rw, loc, "vector.broadcast", vt, []*ir.Value{res})
	}
	rw.ReplaceOp(op, []*ir.Value{res})
	return true
}

// writeToStore is TransferWriteToVectorStoreLowering.
func writeToStore(op *ir.Operation, rw *rewrite.Rewriter) bool {
	t, ok := vector.AsTransfer(op)
	if !ok || underMask(op) || len(t.VectorType().Shape) > 1 || !t.PermutationMap().IsMinorIdentity() {
		return false
	}
	if _, ok := loadableMemRef(rw.Ctx, t, t.VectorType()); !ok || t.HasOutOfBoundsDim() {
		return false
	}
	loc := op.Loc()
	if m := t.Mask(); m != nil {
		if len(t.VectorType().Shape) != 1 {
			return false
		}
		create(rw, loc, "vector.maskedstore", nil, append(append([]*ir.Value{t.Base()}, t.Indices()...), m, t.Vector()))
	} else {
		create(rw, loc, "vector.store", nil, append([]*ir.Value{t.Vector(), t.Base()}, t.Indices()...),
			ir.NamedAttr{Name: "nontemporal", Value: rw.Ctx.BoolAttr(false)})
	}
	rw.EraseOp(op)
	return true
}
