package tensor

import (
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/ir/affine"
	"github.com/gomlir/gomlir/rewrite"
)

// Tensor transformation patterns outside canonicalization (upstream's
// Tensor/Transforms), for the passes that apply them.

// FoldConstantExtractSlicePatterns is populateFoldConstantExtractSlicePatterns:
// an extract_slice of a non-splat constant (static shapes and slice)
// becomes a constant of the slice's elements when control allows it.
func FoldConstantExtractSlicePatterns(control func(op *ir.Operation) bool) []rewrite.Pattern {
	return []rewrite.Pattern{&rewrite.Func{Name: "(anonymous namespace)::ConstantOpExtractSliceFolder", On: "tensor.extract_slice", Weight: 1,
		Rewrite: func(op *ir.Operation, rw *rewrite.Rewriter) bool { return constantExtractSlice(op, rw, control) }}}
}

// constantExtractSlice is ConstantOpExtractSliceFolder.
func constantExtractSlice(op *ir.Operation, rw *rewrite.Rewriter, control func(op *ir.Operation) bool) bool {
	d, ok := rewrite.ValueConstant(op.Operand(0)).(*ir.DenseElementsAttr)
	if !ok || d.Splat {
		return false
	}
	st, rt := rankedOf(op.Operand(0).Type()), rankedOf(op.Result(0).Type())
	if !staticShape(st.Shape) || !staticShape(rt.Shape) || !control(op) {
		return false
	}
	switch d.ElemType().(type) {
	case *ir.IntegerType, *ir.IndexType, *ir.FloatType:
	default:
		return false
	}
	count := numElements(st.Shape)
	if count == 0 {
		return false
	}
	offsets, sizes, strides := extractSliceOSS.Static(op, 0), extractSliceOSS.Static(op, 1), extractSliceOSS.Static(op, 2)
	for _, list := range [][]int64{offsets, sizes, strides} {
		if !staticShape(list) {
			return false
		}
	}
	counts := make([]int64, len(st.Shape))
	for i, v := range st.Shape {
		count /= v
		counts[i] = count
	}
	var data []byte
	var slice func(base int64, dim int)
	slice = func(base int64, dim int) {
		off := offsets[dim]
		for i := int64(0); i < sizes[dim]; i, off = i+1, off+strides[dim] {
			if dim == len(st.Shape)-1 {
				data = append(data, d.RawElement(base+off)...)
				continue
			}
			slice(base+off*counts[dim], dim+1)
		}
	}
	if len(st.Shape) > 0 {
		slice(0, 0)
	}
	a := rw.Ctx.DenseElementsAttr(rt, data, false)
	return replaceWith(rw, op, create(rw, "arith.constant", op.Loc(), []ir.Type{rt}, nil, ir.NamedAttr{Name: "value", Value: a}).Result(0))
}

// DropRedundantInsertSliceRankExpansionPatterns is
// populateDropRedundantInsertSliceRankExpansionPatterns: an insertion
// that only adds unit dimensions, next to an extraction dropping them, is
// redundant.
func DropRedundantInsertSliceRankExpansionPatterns() []rewrite.Pattern {
	return []rewrite.Pattern{
		&rewrite.Func{Name: "(anonymous namespace)::DropRedundantRankExpansionOnExtractSliceOfInsertSlice", On: "tensor.extract_slice", Weight: 1, Rewrite: extractOfRankExpansion},
		&rewrite.Func{Name: "(anonymous namespace)::DropRedundantRankExpansionOnInsertSliceOfExtractSlice", On: "tensor.insert_slice", Weight: 1, Rewrite: rankExpansionOfExtract},
	}
}

// SliceDroppedDims is getDroppedDims of a slicing op: the sizes the
// smaller tensor (extract_slice's result, an insertion's source) drops.
func SliceDroppedDims(op *ir.Operation) []bool {
	if op.Name() == "tensor.extract_slice" {
		_, sizes, _ := extractSliceOSS.MixedOffsetsSizesStrides(op)
		return droppedDims(sizes, rankedOf(op.Result(0).Type()).Shape)
	}
	_, sizes, _ := insertSliceOSS.MixedOffsetsSizesStrides(op)
	return droppedDims(sizes, rankedOf(op.Operand(0).Type()).Shape)
}

// isCastLikeInsertSlice is isCastLikeInsertSliceOp: the insertion only adds
// unit dimensions around a source as large as the destination (sizes
// compared statically).
func isCastLikeInsertSlice(op *ir.Operation) bool {
	dropped := SliceDroppedDims(op)
	src, dest := rankedOf(op.Operand(0).Type()).Shape, rankedOf(op.Operand(1).Type()).Shape
	s := 0
	for i, d := range dest {
		if dropped[i] {
			if d != 1 {
				return false
			}
			continue
		}
		if s >= len(src) || d == ir.Dynamic || src[s] != d {
			return false
		}
		s++
	}
	return true
}

// equalMasks compares two dimension masks.
func equalMasks(a, b []bool) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// anyTrue reports whether a mask has a set entry.
func anyTrue(mask []bool) bool {
	for _, m := range mask {
		if m {
			return true
		}
	}
	return false
}

// extractOfRankExpansion is DropRedundantRankExpansionOnExtractSliceOfInsertSlice.
func extractOfRankExpansion(op *ir.Operation, rw *rewrite.Rewriter) bool {
	dropped := SliceDroppedDims(op)
	if !anyTrue(dropped) {
		return false
	}
	ins := definedBy(op.Operand(0), "tensor.insert_slice")
	if ins == nil || !equalMasks(SliceDroppedDims(ins), dropped) || !ins.Result(0).HasOneUse() || !isCastLikeInsertSlice(ins) {
		return false
	}
	offsets, sizes, strides := extractSliceOSS.MixedOffsetsSizesStrides(op)
	var o, s, t []ir.FoldResult
	for i := range offsets {
		if !dropped[i] {
			o, s, t = append(o, offsets[i]), append(s, sizes[i]), append(t, strides[i])
		}
	}
	slice := newExtractSlice(rw, op.Loc(), nil, ins.Operand(0), o, s, t)
	replaceWith(rw, op, slice.Result(0))
	rw.EraseOp(ins)
	return true
}

// rankExpansionOfExtract is DropRedundantRankExpansionOnInsertSliceOfExtractSlice.
func rankExpansionOfExtract(op *ir.Operation, rw *rewrite.Rewriter) bool {
	ext := definedBy(op.Operand(0), "tensor.extract_slice")
	if ext == nil || !ext.Result(0).HasOneUse() || !isCastLikeInsertSlice(op) {
		return false
	}
	extDropped, insDropped := SliceDroppedDims(ext), SliceDroppedDims(op)
	if len(extDropped) < len(insDropped) {
		return false
	}
	pos := 0
	for _, e := range extDropped {
		if pos == len(insDropped) {
			break
		}
		switch i := insDropped[pos]; {
		case e == i:
			pos++
		case !e && i:
			return false
		}
	}
	if pos != len(insDropped) {
		return false
	}
	offsets, sizes, strides := extractSliceOSS.MixedOffsetsSizesStrides(ext)
	slice := newExtractSlice(rw, op.Loc(), op.Result(0).Type(), ext.Operand(0), offsets, sizes, strides)
	replaceWith(rw, op, slice.Result(0))
	rw.EraseOp(ext)
	return true
}

// MergeConsecutiveInsertExtractSlicePatterns is
// populateMergeConsecutiveInsertExtractSlicePatterns: a slice of a slice
// is one slice, and an insertion of a (rank-expanding, static) insertion
// inserts the first source directly.
func MergeConsecutiveInsertExtractSlicePatterns() []rewrite.Pattern {
	return []rewrite.Pattern{
		&rewrite.Func{Name: "(anonymous namespace)::MergeConsecutiveExtractSlice", On: "tensor.extract_slice", Weight: 1, Rewrite: mergeExtractSlices},
		&rewrite.Func{Name: "(anonymous namespace)::MergeConsecutiveInsertSlice<mlir::tensor::InsertSliceOp>", On: "tensor.insert_slice", Weight: 1, Rewrite: mergeInsertSlices},
		&rewrite.Func{Name: "(anonymous namespace)::MergeConsecutiveInsertSlice<mlir::tensor::ParallelInsertSliceOp>", On: "tensor.parallel_insert_slice", Weight: 1, Rewrite: mergeInsertSlices},
	}
}

// mergeExtractSlices is MergeConsecutiveExtractSlice with upstream's
// mergeOffsetsSizesAndStrides: offsets compose as producer offset plus
// consumer offset times producer stride, strides multiply; the dimensions
// the producer drops keep its values.
func mergeExtractSlices(op *ir.Operation, rw *rewrite.Rewriter) bool {
	prev := definedBy(op.Operand(0), "tensor.extract_slice")
	if prev == nil {
		return false
	}
	pOffsets, pSizes, pStrides := extractSliceOSS.MixedOffsetsSizesStrides(prev)
	cOffsets, cSizes, cStrides := extractSliceOSS.MixedOffsetsSizesStrides(op)
	dropped := SliceDroppedDims(prev)
	kept := 0
	for _, d := range dropped {
		if !d {
			kept++
		}
	}
	if kept != len(cOffsets) {
		return false
	}
	n := len(pOffsets)
	offsets, sizes, strides := make([]ir.FoldResult, n), make([]ir.FoldResult, n), make([]ir.FoldResult, n)
	ctx := rw.Ctx
	c := 0
	for i := 0; i < n; i++ {
		if dropped[i] {
			offsets[i], sizes[i], strides[i] = pOffsets[i], pSizes[i], pStrides[i]
			continue
		}
		off, ok := composeFolded(rw.Builder, op.Loc(), []ir.FoldResult{cOffsets[c], pStrides[i], pOffsets[i]}, func(e []affine.Expr) affine.Expr {
			return affine.Add(ctx, affine.Mul(ctx, e[0], e[1]), e[2])
		})
		if !ok {
			return false
		}
		stride, ok := composeFolded(rw.Builder, op.Loc(), []ir.FoldResult{cStrides[c], pStrides[i]}, func(e []affine.Expr) affine.Expr {
			return affine.Mul(ctx, e[0], e[1])
		})
		if !ok {
			return false
		}
		offsets[i], sizes[i], strides[i] = off, cSizes[c], stride
		c++
	}
	return replaceWith(rw, op, newExtractSlice(rw, op.Loc(), op.Result(0).Type(), prev.Operand(0), offsets, sizes, strides).Result(0))
}

// mergeInsertSlices is MergeConsecutiveInsertSlice: with unit strides, an
// insertion whose source is a static insertion covering its whole
// (static) destination inserts that insertion's source.
func mergeInsertSlices(op *ir.Operation, rw *rewrite.Rewriter) bool {
	prev := definedBy(op.Operand(0), "tensor.insert_slice")
	if prev == nil || !insertUnitStrides(prev) || !insertUnitStrides(op) {
		return false
	}
	src, dest := rankedOf(prev.Operand(0).Type()), rankedOf(prev.Operand(1).Type())
	if isRankReducedType(dest, src) != sliceSuccess || !staticShape(dest.Shape) || !staticShape(src.Shape) {
		return false
	}
	offsets, sizes, strides := insertSliceOSS.MixedOffsetsSizesStrides(op)
	return replaceInsert(rw, op, NewInsertSlice(rw, op.Name(), op.Loc(), prev.Operand(0), op.Operand(1), offsets, sizes, strides))
}

// insertUnitStrides reports whether every stride of an insertion is 1.
func insertUnitStrides(op *ir.Operation) bool {
	_, _, strides := insertSliceOSS.MixedOffsetsSizesStrides(op)
	for _, s := range strides {
		if c, ok := foldResultInt(s); !ok || c != 1 {
			return false
		}
	}
	return true
}

// ReassociativeReshapeFoldingPatterns is
// populateReassociativeReshapeFoldingPatterns: reshapes that only add or
// drop unit dimensions fold into the slices next to them.
func ReassociativeReshapeFoldingPatterns() []rewrite.Pattern {
	var out []rewrite.Pattern
	add := func(name, root string, f func(op *ir.Operation, rw *rewrite.Rewriter) bool) {
		out = append(out, &rewrite.Func{Name: "(anonymous namespace)::" + name, On: root, Weight: 1, Rewrite: f})
	}
	add("FoldExpandOfRankReducingExtract", "tensor.expand_shape", expandOfRankReducingExtract)
	add("FoldUnPaddingCollapseIntoExtract", "tensor.collapse_shape", unpaddingCollapseOfExtract)
	for _, ins := range []struct{ root, cpp string }{{"tensor.insert_slice", "InsertSliceOp"}, {"tensor.parallel_insert_slice", "ParallelInsertSliceOp"}} {
		add("FoldInsertOfRankReducingInsert<mlir::tensor::"+ins.cpp+">", ins.root, insertOfRankReducingCollapse)
	}
	for _, ins := range []struct{ root, cpp string }{{"tensor.insert_slice", "InsertSliceOp"}, {"tensor.parallel_insert_slice", "ParallelInsertSliceOp"}} {
		add("FoldPaddingExpandIntoInsert<mlir::tensor::"+ins.cpp+">", ins.root, insertOfPaddingExpand)
	}
	return out
}

// expandOfRankReducingExtract is FoldExpandOfRankReducingExtract: an
// expansion undoing a slice's rank reduction is the slice without it.
func expandOfRankReducingExtract(op *ir.Operation, rw *rewrite.Rewriter) bool {
	ext := definedBy(op.Operand(0), "tensor.extract_slice")
	if ext == nil {
		return false
	}
	full := inferSliceType(rw.Ctx, rankedOf(ext.Operand(0).Type()), extractSliceOSS.Static(ext, 1))
	if ir.Type(full) != op.Result(0).Type() {
		return false
	}
	offsets, sizes, strides := extractSliceOSS.MixedOffsetsSizesStrides(ext)
	return replaceWith(rw, op, newExtractSlice(rw, op.Loc(), nil, ext.Operand(0), offsets, sizes, strides).Result(0))
}

// unpaddingCollapseOfExtract is FoldUnPaddingCollapseIntoExtract: a
// collapse dropping unit dimensions of a single-use slice is a
// rank-reducing slice.
func unpaddingCollapseOfExtract(op *ir.Operation, rw *rewrite.Rewriter) bool {
	ext := definedBy(op.Operand(0), "tensor.extract_slice")
	if ext == nil || !ext.Result(0).HasOneUse() {
		return false
	}
	src, res := rankedOf(op.Operand(0).Type()), rankedOf(op.Result(0).Type())
	if src == nil || res == nil || isRankReducedType(src, res) != sliceSuccess {
		return false
	}
	offsets, sizes, strides := extractSliceOSS.MixedOffsetsSizesStrides(ext)
	return replaceWith(rw, op, newExtractSlice(rw, ext.Loc(), res, ext.Operand(0), offsets, sizes, strides).Result(0))
}

// insertOfRankReducingCollapse is FoldInsertOfRankReducingInsert: an
// insertion of a collapse whose source has the slice's full shape inserts
// that source.
func insertOfRankReducingCollapse(op *ir.Operation, rw *rewrite.Rewriter) bool {
	col := definedBy(op.Operand(0), "tensor.collapse_shape")
	if col == nil {
		return false
	}
	full := rw.Ctx.RankedTensorType(insertSliceOSS.Static(op, 1), rankedOf(op.Operand(1).Type()).Elem, nil)
	if ir.Type(full) != col.Operand(0).Type() {
		return false
	}
	offsets, sizes, strides := insertSliceOSS.MixedOffsetsSizesStrides(op)
	return replaceInsert(rw, op, NewInsertSlice(rw, op.Name(), op.Loc(), col.Operand(0), op.Operand(1), offsets, sizes, strides))
}

// insertOfPaddingExpand is FoldPaddingExpandIntoInsert: an expansion
// adding unit dimensions folds into the insertion of its result.
func insertOfPaddingExpand(op *ir.Operation, rw *rewrite.Rewriter) bool {
	exp := definedBy(op.Operand(0), "tensor.expand_shape")
	if exp == nil {
		return false
	}
	res, src := rankedOf(exp.Result(0).Type()), rankedOf(exp.Operand(0).Type())
	if res == nil || src == nil || isRankReducedType(res, src) != sliceSuccess {
		return false
	}
	rw.ModifyOpInPlace(op, func() { op.SetOperand(0, exp.Operand(0)) })
	return true
}
