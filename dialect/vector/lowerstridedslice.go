package vector

import (
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/rewrite"
)

// InsertExtractStridedSliceTransforms is
// populateVectorInsertExtractStridedSliceTransforms: strided slices
// decomposed one leading dimension at a time down to 1-D shuffles (chains
// of extracts and inserts for scalable vectors).
func InsertExtractStridedSliceTransforms() []rewrite.Pattern {
	return []rewrite.Pattern{
		pattern("DecomposeDifferentRankInsertStridedSlice", "vector.insert_strided_slice", decomposeDifferentRankInsertStridedSlice),
		pattern("DecomposeNDExtractStridedSlice", "vector.extract_strided_slice", decomposeNDExtractStridedSlice),
		pattern("ConvertSameRankInsertStridedSliceIntoShuffle", "vector.insert_strided_slice", sameRankInsertStridedSliceIntoShuffle),
		pattern("Convert1DExtractStridedSliceIntoShuffle", "vector.extract_strided_slice", extractStridedSlice1DIntoShuffle),
		pattern("Convert1DExtractStridedSliceIntoExtractInsertChain", "vector.extract_strided_slice", extractStridedSlice1DIntoChain),
	}
}

// stridedSliceAttrs are the offsets, sizes and strides attributes of a
// strided slice op.
func stridedSliceAttrs(ctx *ir.Context, offsets, sizes, strides []int64) []ir.NamedAttr {
	attrs := []ir.NamedAttr{{Name: "offsets", Value: i64ArrayOf(ctx, offsets)}}
	if sizes != nil {
		attrs = append(attrs, ir.NamedAttr{Name: "sizes", Value: i64ArrayOf(ctx, sizes)})
	}
	return append(attrs, ir.NamedAttr{Name: "strides", Value: i64ArrayOf(ctx, strides)})
}

// shuffle creates `vector.shuffle v1, v2 [mask]`.
func shuffle(rw *rewrite.Rewriter, loc ir.Location, v1, v2 *ir.Value, mask []int64) *ir.Value {
	ctx := rw.Builder.Ctx
	vt := v1.Type().(*ir.VectorType)
	var shape []int64
	if len(vt.Shape) > 0 {
		shape = vt.Shape[1:]
	}
	t := ctx.VectorType(append([]int64{int64(len(mask))}, shape...), vt.Elem, nil)
	return build(rw, loc, "vector.shuffle", []*ir.Value{v1, v2}, []ir.Type{t}, ir.NamedAttr{Name: "mask", Value: ctx.DenseI64Array(mask)}).Result(0)
}

func decomposeDifferentRankInsertStridedSlice(op *ir.Operation, rw *rewrite.Rewriter) bool {
	ctx := rw.Builder.Ctx
	src := op.Operand(0).Type().(*ir.VectorType)
	dst := op.Operand(1).Type().(*ir.VectorType)
	offsets := i64Array(op, "offsets")
	if len(offsets) == 0 {
		return false
	}
	diff := len(dst.Shape) - len(src.Shape)
	if diff == 0 {
		return false
	}
	loc := op.Loc()
	lead := offsets[:diff]
	extracted := extractAt(rw, loc, op.Operand(1), lead)
	inner := build(rw, loc, "vector.insert_strided_slice", []*ir.Value{op.Operand(0), extracted}, []ir.Type{extracted.Type()},
		stridedSliceAttrs(ctx, offsets[diff:], nil, i64Array(op, "strides"))...).Result(0)
	replaceWith(rw, op, "vector.insert", []*ir.Value{inner, op.Operand(1)}, positionAttr(ctx, lead))
	return true
}

func sameRankInsertStridedSliceIntoShuffle(op *ir.Operation, rw *rewrite.Rewriter) bool {
	ctx := rw.Builder.Ctx
	src := op.Operand(0).Type().(*ir.VectorType)
	dst := op.Operand(1).Type().(*ir.VectorType)
	rank := len(src.Shape)
	if (isScalable(src) || isScalable(dst)) && rank == 1 {
		return false
	}
	offsets, strides := i64Array(op, "offsets"), i64Array(op, "strides")
	if len(offsets) == 0 || len(dst.Shape) != rank {
		return false
	}
	if src == dst {
		rw.ReplaceOp(op, []*ir.Value{op.Operand(0)})
		return true
	}
	offset, size, stride := offsets[0], src.Shape[0], strides[0]
	loc := op.Loc()
	if rank == 1 {
		nSrc, nDst := src.Shape[0], dst.Shape[0]
		scale := make([]int64, nDst)
		for i := int64(0); i < nSrc; i++ {
			scale[i] = i
		}
		scaled := shuffle(rw, loc, op.Operand(0), op.Operand(0), scale)
		mask := make([]int64, 0, nDst)
		for i, e := int64(0), offset+size*stride; i < nDst; i++ {
			if i < offset || i >= e || (i-offset)%stride != 0 {
				mask = append(mask, nDst+i)
			} else {
				mask = append(mask, (i-offset)/stride)
			}
		}
		rw.ReplaceOp(op, []*ir.Value{shuffle(rw, loc, scaled, op.Operand(1), mask)})
		return true
	}
	res := op.Operand(1)
	for off, idx := offset, int64(0); off < offset+size*stride; off, idx = off+stride, idx+1 {
		ext := extractAt(rw, loc, op.Operand(0), pos1(idx))
		if _, isVec := ext.Type().(*ir.VectorType); isVec {
			dext := extractAt(rw, loc, op.Operand(1), pos1(off))
			ext = build(rw, loc, "vector.insert_strided_slice", []*ir.Value{ext, dext}, []ir.Type{dext.Type()},
				stridedSliceAttrs(ctx, offsets[1:], nil, strides[1:])...).Result(0)
		}
		res = insertAt(rw, loc, ext, res, pos1(off))
	}
	rw.ReplaceOp(op, []*ir.Value{res})
	return true
}

// sliceFront returns the first offset, size and stride of a strided slice.
func sliceFront(op *ir.Operation) (offset, size, stride int64, n int) {
	offsets := i64Array(op, "offsets")
	return offsets[0], i64Array(op, "sizes")[0], i64Array(op, "strides")[0], len(offsets)
}

func extractStridedSlice1DIntoShuffle(op *ir.Operation, rw *rewrite.Rewriter) bool {
	dst := op.Result(0).Type().(*ir.VectorType)
	src := op.Operand(0).Type().(*ir.VectorType)
	if isScalable(dst) || isScalable(src) {
		return false
	}
	offset, size, stride, n := sliceFront(op)
	if n != 1 {
		return false
	}
	mask := make([]int64, 0, size)
	for off := offset; off < offset+size*stride; off += stride {
		mask = append(mask, off)
	}
	rw.ReplaceOp(op, []*ir.Value{shuffle(rw, op.Loc(), op.Operand(0), op.Operand(0), mask)})
	return true
}

// extractStridedSlice1DIntoChain is
// Convert1DExtractStridedSliceIntoExtractInsertChain, for scalable
// vectors only (the control function of the LLVM lowering).
func extractStridedSlice1DIntoChain(op *ir.Operation, rw *rewrite.Rewriter) bool {
	dst := op.Result(0).Type().(*ir.VectorType)
	if !isScalable(dst) && !isScalable(op.Operand(0).Type().(*ir.VectorType)) {
		return false
	}
	offset, size, stride, n := sliceFront(op)
	if n != 1 {
		return false
	}
	loc := op.Loc()
	var elems []*ir.Value
	for i := offset; i < offset+size*stride; i += stride {
		elems = append(elems, extractAt(rw, loc, op.Operand(0), pos1(i)))
	}
	res := zeroConstant(rw, loc, dst)
	for i, e := range elems {
		res = insertAt(rw, loc, e, res, pos1(int64(i)))
	}
	rw.ReplaceOp(op, []*ir.Value{res})
	return true
}

func decomposeNDExtractStridedSlice(op *ir.Operation, rw *rewrite.Rewriter) bool {
	ctx := rw.Builder.Ctx
	dst := op.Result(0).Type().(*ir.VectorType)
	offset, size, stride, n := sliceFront(op)
	if n == 1 {
		return false
	}
	loc := op.Loc()
	zero := zeroConstant(rw, loc, dst.Elem)
	res := build(rw, loc, "vector.broadcast", []*ir.Value{zero}, []ir.Type{dst}).Result(0)
	offsets, sizes, strides := i64Array(op, "offsets"), i64Array(op, "sizes"), i64Array(op, "strides")
	sub := dropFront(ctx, dst)
	for off, idx := offset, int64(0); off < offset+size*stride; off, idx = off+stride, idx+1 {
		one := extractAt(rw, loc, op.Operand(0), pos1(off))
		ext := build(rw, loc, "vector.extract_strided_slice", []*ir.Value{one}, []ir.Type{sub},
			stridedSliceAttrs(ctx, offsets[1:], sizes[1:], strides[1:])...).Result(0)
		res = insertAt(rw, loc, ext, res, pos1(idx))
	}
	rw.ReplaceOp(op, []*ir.Value{res})
	return true
}
