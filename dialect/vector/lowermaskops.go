package vector

import (
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/rewrite"
)

// MaskOpLoweringPatterns is populateVectorMaskOpLoweringPatterns: n-D
// create_mask and constant_mask built from masks of one rank less.
func MaskOpLoweringPatterns() []rewrite.Pattern {
	return []rewrite.Pattern{
		pattern("(anonymous namespace)::CreateMaskOpLowering", "vector.create_mask", lowerCreateMaskND),
		pattern("(anonymous namespace)::ConstantMaskOpLowering", "vector.constant_mask", lowerConstantMask),
	}
}

// boolDense is the i1 dense attribute of t with the given lanes.
func boolDense(ctx *ir.Context, t *ir.VectorType, lanes []bool) ir.Attribute {
	data := make([]byte, len(lanes))
	for i, b := range lanes {
		if b {
			data[i] = 1
		}
	}
	return ctx.DenseElementsAttr(t, data, false)
}

func lowerConstantMask(op *ir.Operation, rw *rewrite.Rewriter) bool {
	ctx := rw.Builder.Ctx
	dst := op.Result(0).Type().(*ir.VectorType)
	dims := op.InherentAttr("mask_dim_sizes").(*ir.DenseArrayAttr).Int64s()
	loc := op.Loc()
	switch len(dst.Shape) {
	case 0:
		v := byte(0)
		if dims[0] == 1 {
			v = 1
		}
		rw.ReplaceOp(op, []*ir.Value{constant(rw, loc, dst, ctx.DenseElementsAttr(dst, []byte{v}, true))})
		return true
	case 1:
		n := dims[0]
		if n == 0 || n == dst.Shape[0] {
			v := byte(0)
			if n != 0 {
				v = 1
			}
			rw.ReplaceOp(op, []*ir.Value{constant(rw, loc, dst, ctx.DenseElementsAttr(dst, []byte{v}, true))})
			return true
		}
		lanes := make([]bool, dst.Shape[0])
		for d := int64(0); d < n; d++ {
			lanes[d] = true
		}
		rw.ReplaceOp(op, []*ir.Value{constant(rw, loc, dst, boolDense(ctx, dst, lanes))})
		return true
	}
	if scalableAt(dst, 0) {
		return false
	}
	low := dropFront(ctx, dst)
	trueVal := build(rw, loc, "vector.constant_mask", nil, []ir.Type{low},
		ir.NamedAttr{Name: "mask_dim_sizes", Value: ctx.DenseI64Array(dims[1:])}).Result(0)
	result := zeroConstant(rw, loc, dst)
	for d := int64(0); d < dims[0]; d++ {
		result = insertAt(rw, loc, trueVal, result, pos1(d))
	}
	rw.ReplaceOp(op, []*ir.Value{result})
	return true
}

func lowerCreateMaskND(op *ir.Operation, rw *rewrite.Rewriter) bool {
	ctx := rw.Builder.Ctx
	dst := op.Result(0).Type().(*ir.VectorType)
	if len(dst.Shape) <= 1 || scalableAt(dst, 0) {
		return false
	}
	loc := op.Loc()
	idx := op.Operand(0)
	low := dropFront(ctx, dst)
	trueVal := build(rw, loc, "vector.create_mask", op.Operands()[1:], []ir.Type{low}).Result(0)
	falseVal := zeroConstant(rw, loc, low)
	result := zeroConstant(rw, loc, dst)
	for d := int64(0); d < dst.Shape[0]; d++ {
		bnd := constant(rw, loc, ctx.IndexType(), ctx.IntAttr(ctx.IndexType(), d))
		val := build(rw, loc, "arith.cmpi", []*ir.Value{bnd, idx}, []ir.Type{ctx.I(1)},
			ir.NamedAttr{Name: "predicate", Value: ctx.IntAttr(ctx.I(64), 2)}).Result(0)
		sel := build(rw, loc, "arith.select", []*ir.Value{val, trueVal, falseVal}, []ir.Type{low}).Result(0)
		result = insertAt(rw, loc, sel, result, pos1(d))
	}
	rw.ReplaceOp(op, []*ir.Value{result})
	return true
}
