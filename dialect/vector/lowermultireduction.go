package vector

import (
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/pass"
	"github.com/gomlir/gomlir/rewrite"
)

// The lower-vector-multi-reduction pass: vector.multi_reduction becomes
// transposes, shape_casts and either vector.reduction ops (inner-reduction)
// or elementwise arith ops (inner-parallel), as upstream's
// LowerVectorMultiReduction.

func init() {
	pass.Register(&pass.Info{
		Argument: "lower-vector-multi-reduction",
		Name:     "LowerVectorMultiReductionPass",
		Summary:  "Lower 'vector.multi_reduction' operations",
		New: func() (pass.Pass, *pass.Options) {
			p := &lowerMultiReduction{}
			o := &pass.Options{}
			o.Enum("lowering-strategy", "Select the strategy to control how multi_reduction is lowered.", &p.strategy,
				"inner-parallel", "inner-parallel", "inner-reduction")
			o.Describe("lowering-strategy", "Lower multi_reduction into outer-reduction and inner-parallel ops.",
				"Lower multi_reduction into outer-parallel and inner-reduction ops.")
			return p, o
		},
		Dependent: []string{"vector", "arith"},
	})
}

type lowerMultiReduction struct{ strategy string }

func (p *lowerMultiReduction) Run(op *ir.Operation, st *pass.State) error {
	inner := p.strategy == "inner-reduction"
	pats := []rewrite.Pattern{
		&rewrite.Func{Name: "InnerOuterDimReductionConversion", On: "vector.multi_reduction", Weight: 1,
			Rewrite: func(o *ir.Operation, rw *rewrite.Rewriter) bool { return innerOuterDimReduction(o, rw, inner) }},
		&rewrite.Func{Name: "ReduceMultiDimReductionRank", On: "vector.multi_reduction", Weight: 1,
			Rewrite: func(o *ir.Operation, rw *rewrite.Rewriter) bool { return reduceMultiReductionRank(o, rw, inner) }},
		&rewrite.Func{Name: "OneDimMultiReductionToTwoDim", On: "vector.multi_reduction", Weight: 1, Rewrite: oneDimMultiReductionToTwoDim},
	}
	if inner {
		pats = append(pats, &rewrite.Func{Name: "TwoDimMultiReductionToReduction", On: "vector.multi_reduction", Weight: 1, Rewrite: twoDimToReduction})
	} else {
		pats = append(pats, &rewrite.Func{Name: "TwoDimMultiReductionToElementWise", On: "vector.multi_reduction", Weight: 1, Rewrite: twoDimToElementwise})
	}
	rewrite.ApplyGreedily(st.Ctx, op, rewrite.NewPatternSet(pats), greedyConfig())
	return nil
}

// reductionMask returns which source dims a multi_reduction reduces.
func reductionMask(op *ir.Operation) []bool {
	mask := make([]bool, len(op.Operand(0).Type().(*ir.VectorType).Shape))
	for _, d := range denseI64(op, "reduction_dims") {
		mask[d] = true
	}
	return mask
}

// newMultiReduction creates a multi_reduction of src into acc over the
// dims mask selects.
func newMultiReduction(rw *rewrite.Rewriter, like *ir.Operation, src, acc *ir.Value, mask []bool) *ir.Value {
	var dims []int64
	for i, m := range mask {
		if m {
			dims = append(dims, int64(i))
		}
	}
	ctx := rw.Builder.Ctx
	rt := multiReductionType(ctx, src.Type().(*ir.VectorType), dims)
	return build(rw, like.Loc(), "vector.multi_reduction", []*ir.Value{src, acc}, []ir.Type{rt},
		ir.NamedAttr{Name: "kind", Value: like.InherentAttr("kind")},
		ir.NamedAttr{Name: "reduction_dims", Value: ctx.DenseI64Array(dims)}).Result(0)
}

// innerOuterDimReduction is InnerOuterDimReductionConversion: a transpose
// puts the reduced dims innermost (inner) or outermost.
func innerOuterDimReduction(op *ir.Operation, rw *rewrite.Rewriter, inner bool) bool {
	if maskedBy(op) != nil {
		return false
	}
	src := op.Operand(0)
	rank := len(src.Type().(*ir.VectorType).Shape)
	red := denseI64(op, "reduction_dims")
	isRed := reductionMask(op)
	var par []int64
	for i := 0; i < rank; i++ {
		if !isRed[i] {
			par = append(par, int64(i))
		}
	}
	if len(par) == 0 {
		return false
	}
	inOrder := func(from int64) bool {
		for i, p := range par {
			if p != from+int64(i) {
				return false
			}
		}
		return true
	}
	if inner && inOrder(0) || !inner && inOrder(int64(len(red))) {
		return false
	}
	var perm []int64
	if inner {
		perm = append(append(perm, par...), red...)
	} else {
		perm = append(append(perm, red...), par...)
	}
	ctx := rw.Builder.Ctx
	sv := src.Type().(*ir.VectorType)
	shape := make([]int64, rank)
	scal := make([]bool, rank)
	for i, p := range perm {
		shape[i], scal[i] = sv.Shape[p], scalable(sv, int(p))
	}
	tr := build(rw, op.Loc(), "vector.transpose", []*ir.Value{src}, []ir.Type{ctx.VectorType(shape, sv.Elem, scal)},
		ir.NamedAttr{Name: "permutation", Value: ctx.DenseI64Array(perm)}).Result(0)
	mask := make([]bool, rank)
	for i := range red {
		if inner {
			mask[rank-i-1] = true
		} else {
			mask[i] = true
		}
	}
	rw.ReplaceOp(op, []*ir.Value{newMultiReduction(rw, op, tr, op.Operand(1), mask)})
	return true
}

// reduceMultiReductionRank is ReduceMultiDimReductionRank: shape_casts
// collapse the parallel and the reduced dims into one each.
func reduceMultiReductionRank(op *ir.Operation, rw *rewrite.Rewriter, inner bool) bool {
	if maskedBy(op) != nil {
		return false
	}
	sv := op.Operand(0).Type().(*ir.VectorType)
	rank := len(sv.Shape)
	if rank < 2 || numScalable(sv) > 1 {
		return false
	}
	mask := reductionMask(op)
	if rank == 2 && mask[0] != mask[1] {
		return false
	}
	var parDims, parShape, redDims, redShape []int64
	var parScal []bool
	redScal := false
	for i, r := range mask {
		if r {
			redDims = append(redDims, int64(i))
			redShape = append(redShape, sv.Shape[i])
			redScal = redScal || scalable(sv, i)
		} else {
			parDims = append(parDims, int64(i))
			parShape = append(parShape, sv.Shape[i])
			parScal = append(parScal, scalable(sv, i))
		}
	}
	product := func(s []int64) int64 {
		if len(s) == 0 {
			return 0
		}
		n := int64(1)
		for _, d := range s {
			n *= d
		}
		return n
	}
	flatPar, flatRed := product(parShape), product(redShape)
	start := int64(0)
	if !inner {
		start = int64(len(redDims))
	}
	for i, p := range parDims {
		if p != start+int64(i) {
			return false
		}
	}
	parIsScal := false
	for _, s := range parScal {
		parIsScal = parIsScal || s
	}
	var newMask, scal []bool
	var shape []int64
	if flatPar != 0 {
		newMask, shape, scal = append(newMask, false), append(shape, flatPar), append(scal, parIsScal)
	}
	if flatRed != 0 {
		newMask, shape, scal = append(newMask, true), append(shape, flatRed), append(scal, redScal)
	}
	if !inner && len(shape) == 2 {
		newMask[0], newMask[1] = newMask[1], newMask[0]
		shape[0], shape[1] = shape[1], shape[0]
		scal[0], scal[1] = scal[1], scal[0]
	}
	ctx := rw.Builder.Ctx
	cast := build(rw, op.Loc(), "vector.shape_cast", []*ir.Value{op.Operand(0)}, []ir.Type{ctx.VectorType(shape, sv.Elem, scal)}).Result(0)
	acc := op.Operand(1)
	if flatPar != 0 {
		acc = build(rw, op.Loc(), "vector.shape_cast", []*ir.Value{acc}, []ir.Type{ctx.VectorType([]int64{flatPar}, sv.Elem, []bool{parIsScal})}).Result(0)
	}
	red := newMultiReduction(rw, op, cast, acc, newMask)
	if len(parShape) == 0 {
		rw.ReplaceOp(op, []*ir.Value{red})
		return true
	}
	out := build(rw, op.Loc(), "vector.shape_cast", []*ir.Value{red}, []ir.Type{ctx.VectorType(parShape, sv.Elem, parScal)}).Result(0)
	rw.ReplaceOp(op, []*ir.Value{out})
	return true
}

// twoDimToElementwise is TwoDimMultiReductionToElementWise: a reduction
// of the outer dim of a 2-d vector combines its rows elementwise.
func twoDimToElementwise(op *ir.Operation, rw *rewrite.Rewriter) bool {
	sv := op.Operand(0).Type().(*ir.VectorType)
	mask := reductionMask(op)
	if len(sv.Shape) != 2 || mask[1] || !mask[0] || maskedBy(op) != nil {
		return false
	}
	switch vecElemOrSelf(op.Result(0).Type()).(type) {
	case *ir.IntegerType, *ir.IndexType, *ir.FloatType:
	default:
		return false
	}
	res := op.Operand(1)
	for i := int64(0); i < sv.Shape[0]; i++ {
		row := extractAt(rw, op.Loc(), op.Operand(0), []int64{i})
		res = makeArithReduction(rw, op.Loc(), kindOf(op), row, res, nil)
	}
	rw.ReplaceOp(op, []*ir.Value{res})
	return true
}

func vecElemOrSelf(t ir.Type) ir.Type {
	if v, ok := t.(*ir.VectorType); ok {
		return v.Elem
	}
	return t
}

// twoDimToReduction is TwoDimMultiReductionToReduction: a reduction of
// the inner dim of a 2-d vector is one vector.reduction per row.
func twoDimToReduction(op *ir.Operation, rw *rewrite.Rewriter) bool {
	sv := op.Operand(0).Type().(*ir.VectorType)
	mask := reductionMask(op)
	if len(sv.Shape) != 2 || mask[0] || !mask[1] || maskedBy(op) != nil {
		return false
	}
	ctx := rw.Builder.Ctx
	dt := op.Result(0).Type()
	zero := zeroAttr(ctx, dt)
	if zero == nil {
		return false
	}
	res := build(rw, op.Loc(), "arith.constant", nil, []ir.Type{dt}, ir.NamedAttr{Name: "value", Value: zero}).Result(0)
	for i := int64(0); i < sv.Shape[0]; i++ {
		v := extractAt(rw, op.Loc(), op.Operand(0), []int64{i})
		acc := extractAt(rw, op.Loc(), op.Operand(1), []int64{i})
		r := build(rw, op.Loc(), "vector.reduction", []*ir.Value{v, acc}, []ir.Type{sv.Elem},
			ir.NamedAttr{Name: "kind", Value: op.InherentAttr("kind")}).Result(0)
		res = build(rw, op.Loc(), "vector.insert", []*ir.Value{r, res}, []ir.Type{dt}, positionAttr(ctx, []int64{i})).Result(0)
	}
	rw.ReplaceOp(op, []*ir.Value{res})
	return true
}

// zeroAttr is Builder::getZeroAttr for a vector type.
func zeroAttr(ctx *ir.Context, t ir.Type) ir.Attribute {
	v, ok := t.(*ir.VectorType)
	if !ok {
		return nil
	}
	n := ir.ElementBytes(v.Elem)
	if n == 0 {
		return nil
	}
	return ctx.DenseElementsAttr(v, make([]byte, n), true)
}

// oneDimMultiReductionToTwoDim is OneDimMultiReductionToTwoDim: a 1-d
// reduction becomes a 2-d one over a leading unit dim.
func oneDimMultiReductionToTwoDim(op *ir.Operation, rw *rewrite.Rewriter) bool {
	sv := op.Operand(0).Type().(*ir.VectorType)
	if len(sv.Shape) != 1 || maskedBy(op) != nil {
		return false
	}
	ctx := rw.Builder.Ctx
	cast := build(rw, op.Loc(), "vector.shape_cast", []*ir.Value{op.Operand(0)},
		[]ir.Type{ctx.VectorType([]int64{1, sv.Shape[0]}, sv.Elem, []bool{false, scalable(sv, 0)})}).Result(0)
	acc := build(rw, op.Loc(), "vector.broadcast", []*ir.Value{op.Operand(1)}, []ir.Type{ctx.VectorType([]int64{1}, sv.Elem, nil)}).Result(0)
	red := newMultiReduction(rw, op, cast, acc, []bool{false, true})
	rw.ReplaceOp(op, []*ir.Value{extractAt(rw, op.Loc(), red, []int64{0})})
	return true
}
