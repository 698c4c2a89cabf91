package vectortollvm

import (
	"github.com/gomlir/gomlir/dialect/vector"
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/ir/affine"
	"github.com/gomlir/gomlir/rewrite"
)

// The llvmintr strategies of vector-contract-lowering and
// vector-transpose-lowering: row-major matrix products and 2-D transposes
// as llvm.intr.matrix.multiply and llvm.intr.matrix.transpose on the
// flattened vectors (upstream's ContractionOpToMatmulOpLowering and
// TransposeOpToMatrixTransposeOpLowering, tried before the other
// lowerings).

// matrixPatterns returns the llvmintr patterns the options select.
func matrixPatterns(contract, transpose string) []rewrite.Pattern {
	var ps []rewrite.Pattern
	if contract == "llvmintr" {
		ps = append(ps, &rewrite.Func{Name: "(anonymous namespace)::ContractionOpToMatmulOpLowering", On: "vector.contract", Weight: 100, Rewrite: contractToMatmul})
	}
	if transpose == "llvmintr" {
		ps = append(ps, &rewrite.Func{Name: "(anonymous namespace)::TransposeOpToMatrixTransposeOpLowering", On: "vector.transpose", Weight: 100, Rewrite: transposeToMatrix})
	}
	return ps
}

// flatType is the 1-D vector type of vt's elements.
func flatType(ctx *ir.Context, vt *ir.VectorType) *ir.VectorType {
	return ctx.VectorType([]int64{ir.NumElements(vt.Shape)}, vt.Elem, nil)
}

// transpose2D creates `vector.transpose v, [1, 0]`.
func transpose2D(rw *rewrite.Rewriter, loc ir.Location, v *ir.Value) *ir.Value {
	vt := v.Type().(*ir.VectorType)
	t := rw.Ctx.VectorType([]int64{vt.Shape[1], vt.Shape[0]}, vt.Elem, nil)
	return create(rw, loc, "vector.transpose", t, []*ir.Value{v}, ir.NamedAttr{Name: "permutation", Value: rw.Ctx.DenseI64Array([]int64{1, 0})})
}

// i32Attr is an i32 integer attribute.
func i32Attr(ctx *ir.Context, name string, v int64) ir.NamedAttr {
	return ir.NamedAttr{Name: name, Value: ctx.IntAttr(ctx.I(32), v)}
}

func contractToMatmul(op *ir.Operation, rw *rewrite.Rewriter) bool {
	ctx := rw.Ctx
	if p := op.ParentOp(); p != nil && p.Name() == "vector.mask" {
		return false
	}
	iters := op.InherentAttr("iterator_types").(*ir.ArrayAttr).Elems
	iter := func(i int) int { return iters[i].(*vector.EnumAttr).Value }
	if len(iters) != 3 || iter(0) != 0 || iter(1) != 0 || iter(2) != 1 {
		return false
	}
	resT, isVec := op.Result(0).Type().(*ir.VectorType)
	if isVec && scalable(resT) {
		return false
	}
	elem := op.Operand(0).Type().(*ir.VectorType).Elem
	switch elem.(type) {
	case *ir.IntegerType, *ir.FloatType:
	default:
		return false
	}
	dstElem := op.Result(0).Type()
	if isVec {
		dstElem = resT.Elem
	}
	if elem != dstElem {
		return false
	}
	var maps []*affine.Map
	for _, a := range op.InherentAttr("indexing_maps").(*ir.ArrayAttr).Elems {
		maps = append(maps, a.(*ir.AffineMapAttr).Map)
	}
	m2 := func(a, b int) *affine.Map {
		return affine.Get(ctx, 3, 0, []affine.Expr{affine.Dim(ctx, a), affine.Dim(ctx, b)})
	}
	const m, n, k = 0, 1, 2
	loc := op.Loc()
	lhs, rhs := op.Operand(0), op.Operand(1)
	switch maps[0] {
	case m2(k, m):
		lhs = transpose2D(rw, loc, lhs)
	case m2(m, k):
	default:
		return false
	}
	switch maps[1] {
	case m2(n, k):
		rhs = transpose2D(rw, loc, rhs)
	case m2(k, n):
	default:
		return false
	}
	lt, rt := lhs.Type().(*ir.VectorType), rhs.Type().(*ir.VectorType)
	rows, cols, rcols := lt.Shape[0], lt.Shape[1], rt.Shape[1]
	lhs = create(rw, loc, "vector.shape_cast", flatType(ctx, lt), []*ir.Value{lhs})
	rhs = create(rw, loc, "vector.shape_cast", flatType(ctx, rt), []*ir.Value{rhs})
	mul := create(rw, loc, "llvm.intr.matrix.multiply", ctx.VectorType([]int64{rows * rcols}, lt.Elem, nil), []*ir.Value{lhs, rhs},
		i32Attr(ctx, "lhs_rows", rows), i32Attr(ctx, "lhs_columns", cols), i32Attr(ctx, "rhs_columns", rcols))
	mul = create(rw, loc, "vector.shape_cast", ctx.VectorType([]int64{rows, rcols}, dstElem, nil), []*ir.Value{mul})
	switch maps[2] {
	case m2(n, m):
		mul = transpose2D(rw, loc, mul)
	case m2(m, n):
	default:
		return false
	}
	add := "arith.addf"
	if _, isInt := elem.(*ir.IntegerType); isInt {
		add = "arith.addi"
	}
	rw.ReplaceOp(op, []*ir.Value{create(rw, loc, add, op.Operand(2).Type(), []*ir.Value{op.Operand(2), mul})})
	return true
}

func transposeToMatrix(op *ir.Operation, rw *rewrite.Rewriter) bool {
	ctx := rw.Ctx
	in := op.Operand(0).Type().(*ir.VectorType)
	res := op.Result(0).Type().(*ir.VectorType)
	perm := op.InherentAttr("permutation").(*ir.DenseArrayAttr).Int64s()
	if scalable(in) || len(res.Shape) != 2 || perm[0] != 1 || perm[1] != 0 {
		return false
	}
	loc := op.Loc()
	flat := flatType(ctx, res)
	matrix := create(rw, loc, "vector.shape_cast", flat, []*ir.Value{op.Operand(0)})
	t := create(rw, loc, "llvm.intr.matrix.transpose", flat, []*ir.Value{matrix},
		i32Attr(ctx, "rows", res.Shape[0]), i32Attr(ctx, "columns", res.Shape[1]))
	rw.ReplaceOp(op, []*ir.Value{create(rw, loc, "vector.shape_cast", res, []*ir.Value{t})})
	return true
}
