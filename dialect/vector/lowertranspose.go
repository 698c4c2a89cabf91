package vector

import (
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/rewrite"
)

// TransposeLoweringPatterns is populateVectorTransposeLoweringPatterns:
// lowering is "eltwise" (extracts and inserts of the transposed leading
// dimensions), "shuffle1d" or "shuffle16x16" (2-D transposes as shuffles of
// the flattened vector).
func TransposeLoweringPatterns(lowering string) []rewrite.Pattern {
	shuffleLike := lowering == "shuffle1d" || lowering == "shuffle16x16"
	return []rewrite.Pattern{
		pattern("(anonymous namespace)::TransposeOpLowering", "vector.transpose", func(op *ir.Operation, rw *rewrite.Rewriter) bool {
			return lowerTranspose(op, rw, shuffleLike)
		}),
		pattern("(anonymous namespace)::TransposeOp2DToShuffleLowering", "vector.transpose", func(op *ir.Operation, rw *rewrite.Rewriter) bool {
			return shuffleLike && transpose2DToShuffle(op, rw)
		}),
	}
}

// transpose2DSlice is isTranspose2DSlice: the two transposed dimensions of
// a transpose whose other dimensions are unit, when it is one.
func transpose2DSlice(op *ir.Operation) (int, int, bool) {
	src := op.Operand(0).Type().(*ir.VectorType)
	if isScalable(src) {
		return 0, 0, false
	}
	var dims []int
	for i, d := range src.Shape {
		if d != 1 {
			dims = append(dims, i)
		}
	}
	if len(dims) != 2 {
		return 0, 0, false
	}
	perm := denseI64(op, "permutation")
	// The two non-unit dimensions must swap places.
	var moved []int
	for _, p := range perm {
		if src.Shape[p] != 1 {
			moved = append(moved, int(p))
		}
	}
	if moved[0] != dims[1] || moved[1] != dims[0] {
		return 0, 0, false
	}
	return dims[0], dims[1], true
}

// pruneNonTransposedDims drops the trailing dimensions a permutation keeps
// in place.
func pruneNonTransposedDims(perm []int64) []int64 {
	n := len(perm)
	for i := len(perm) - 1; i >= 0; i-- {
		if perm[i] != int64(n-1) {
			break
		}
		n--
	}
	return perm[:n]
}

func lowerTranspose(op *ir.Operation, rw *rewrite.Rewriter, shuffleLike bool) bool {
	ctx := rw.Builder.Ctx
	loc := op.Loc()
	input := op.Operand(0)
	in := input.Type().(*ir.VectorType)
	res := op.Result(0).Type().(*ir.VectorType)
	if isScalable(in) {
		return false
	}
	perm := denseI64(op, "permutation")
	if shuffleLike {
		if _, _, ok := transpose2DSlice(op); ok {
			return false
		}
	}
	if len(res.Shape) == 2 && ((res.Shape[0] == 1 && !scalableAt(res, 0)) || (res.Shape[1] == 1 && !scalableAt(res, 1))) &&
		perm[0] == 1 && perm[1] == 0 {
		replaceWith(rw, op, "vector.shape_cast", []*ir.Value{input})
		return true
	}
	pruned := pruneNonTransposedDims(perm)
	inShape := in.Shape[:len(pruned)]
	strides := strides(inShape)
	result := poisonOf(rw, loc, res)
	n := ir.NumElements(inShape)
	for linear := int64(0); linear < n; linear++ {
		ext := make([]int64, len(inShape))
		rem := linear
		for i, s := range strides {
			ext[i] = rem / s
			rem %= s
		}
		ins := make([]int64, len(pruned))
		for i, p := range pruned {
			ins[i] = ext[p]
		}
		e := rewrite.CreateOrFold(rw, &ir.OperationState{Loc: loc, Name: ctx.LookupOp("vector.extract"), Operands: []*ir.Value{input},
			Types: []ir.Type{extractType(ctx, in, len(ext))}, Attrs: []ir.NamedAttr{positionAttr(ctx, ext)}})[0]
		result = rewrite.CreateOrFold(rw, &ir.OperationState{Loc: loc, Name: ctx.LookupOp("vector.insert"), Operands: []*ir.Value{e, result},
			Types: []ir.Type{res}, Attrs: []ir.NamedAttr{positionAttr(ctx, ins)}})[0]
	}
	rw.ReplaceOp(op, []*ir.Value{result})
	return true
}

// transpose2DToShuffle is TransposeOp2DToShuffleLowering: the transpose
// of a 2-D slice as a shape_cast to 1-D, a shuffle and a shape_cast back.
func transpose2DToShuffle(op *ir.Operation, rw *rewrite.Rewriter) bool {
	ctx := rw.Builder.Ctx
	d0, d1, ok := transpose2DSlice(op)
	if !ok {
		return false
	}
	src := op.Operand(0).Type().(*ir.VectorType)
	m, n := src.Shape[d0], src.Shape[d1]
	loc := op.Loc()
	flat := ctx.VectorType([]int64{m * n}, src.Elem, nil)
	v := build(rw, loc, "vector.shape_cast", []*ir.Value{op.Operand(0)}, []ir.Type{flat}).Result(0)
	mask := make([]int64, 0, m*n)
	for j := int64(0); j < n; j++ {
		for i := int64(0); i < m; i++ {
			mask = append(mask, i*n+j)
		}
	}
	t := shuffle(rw, loc, v, v, mask)
	replaceWith(rw, op, "vector.shape_cast", []*ir.Value{t})
	return true
}
