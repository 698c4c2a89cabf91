package tensor

import (
	"fmt"

	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/ods"
)

// typeText prints a type for a diagnostic.
func typeText(t ir.Type) string { return "'" + ods.TypeText(t) + "'" }

// castCompatible is tensor::CastOp::areCastCompatible: tensors of one
// element type and compatible shapes.
func castCompatible(a, b ir.Type) bool {
	as, aok := a.(ir.ShapedType)
	bs, bok := b.(ir.ShapedType)
	if !aok || !bok || !isTensor(a) || !isTensor(b) || as.ElementType() != bs.ElementType() {
		return false
	}
	return ods.CompatibleShapes([]ir.Type{a, b})
}

// bitcastCompatible is BitcastOp::areCastCompatible: tensors of element
// types of one bit width and compatible shapes.
func bitcastCompatible(a, b ir.Type) bool {
	as, aok := a.(ir.ShapedType)
	bs, bok := b.(ir.ShapedType)
	if !aok || !bok || !isTensor(a) || !isTensor(b) || ir.BitWidth(as.ElementType()) != ir.BitWidth(bs.ElementType()) {
		return false
	}
	return ods.CompatibleShapes([]ir.Type{a, b})
}

// verifyDynamicSizes checks that the op's last operand group holds the
// dynamic sizes of its ranked result (tensor.empty, tensor.splat).
func verifyDynamicSizes(msg string) func(op *ir.Operation) error {
	return func(op *ir.Operation) error {
		_, n := ods.GroupRange(op, len(ods.SpecOf(op).Operands)-1, false)
		if want := countDynamic(rankedOf(op.Result(0).Type()).Shape); want != n {
			return op.EmitOpError(msg, n, want)
		}
		return nil
	}
}

// verifyIndexCount checks that the indices (the operands from first on)
// address every dimension of the tensor operand.
func verifyIndexCount(tensor, first int, msg string) func(op *ir.Operation) error {
	return func(op *ir.Operation) error {
		if rankOf(op.Operand(tensor).Type()) != op.NumOperands()-first {
			return op.EmitOpError("%s", msg)
		}
		return nil
	}
}

// verifyConcat is ConcatOp::verify.
func verifyConcat(op *ir.Operation) error {
	if op.NumOperands() < 1 {
		return op.EmitOpError("requires at least one input")
	}
	result := rankedOf(op.Result(0).Type())
	rank := len(result.Shape)
	inputs := make([]*ir.RankedTensorType, op.NumOperands())
	for i, v := range op.Operands() {
		inputs[i] = rankedOf(v.Type())
		if len(inputs[i].Shape) != rank {
			return op.EmitOpError("rank of concatenated inputs must match result rank")
		}
	}
	for _, in := range inputs {
		if in.Elem != result.Elem {
			return op.EmitOpError("inputs and result element type must match")
		}
	}
	dim := concatDim(op)
	if dim >= int64(rank) {
		return op.EmitOpError("concatenation dim must be less than the tensor rank")
	}
	sizes := make([]int64, rank)
	for i := range sizes {
		if int64(i) == dim {
			continue
		}
		size := ir.Dynamic
		for _, in := range inputs {
			d := in.Shape[i]
			switch {
			case d == ir.Dynamic:
			case size == ir.Dynamic:
				size = d
			case size != d:
				return op.EmitOpError("static concatenation size mismatch along non-concatenated dimension %d", i)
			}
		}
		sizes[i] = size
	}
	if dim >= 0 {
		sizes[dim] = concatSize(inputs, int(dim))
	}
	inferred := ods.ContextOf(op).RankedTensorType(sizes, inputs[0].Elem, nil)
	for i, want := range inferred.Shape {
		got := result.Shape[i]
		if want != ir.Dynamic && got != ir.Dynamic && want != got {
			return op.EmitOpError("result type %sdoes not match inferred shape %s static sizes",
				typeText(result), typeText(inferred))
		}
	}
	return nil
}

// concatDim is the dim attribute of tensor.concat.
func concatDim(op *ir.Operation) int64 {
	if a, ok := op.InherentAttr("dim").(*ir.IntegerAttr); ok {
		return a.Int64()
	}
	return 0
}

// concatSize is the sum of the sizes of dim, dynamic if any is.
func concatSize(inputs []*ir.RankedTensorType, dim int) int64 {
	sum := int64(0)
	for _, in := range inputs {
		if in.Shape[dim] == ir.Dynamic {
			return ir.Dynamic
		}
		sum += in.Shape[dim]
	}
	return sum
}

// sliceResult is upstream's SliceVerificationResult.
type sliceResult uint8

const (
	sliceSuccess sliceResult = iota
	sliceRankTooLarge
	sliceSizeMismatch
	sliceElemTypeMismatch
)

// rankReductionMask is computeRankReductionMask: the dimensions of
// original dropped (all of size 1) to obtain reduced, matched greedily; ok
// is false when reduced is not such a reduction.
func rankReductionMask(original, reduced []int64) (mask []bool, ok bool) {
	mask = make([]bool, len(original))
	r := 0
	for i, size := range original {
		if r < len(reduced) && size == reduced[r] {
			r++
			continue
		}
		mask[i] = true
		if size != 1 {
			return nil, false
		}
	}
	if r != len(reduced) {
		return nil, false
	}
	return mask, true
}

// isRankReducedType is upstream's isRankReducedType.
func isRankReducedType(original, candidate *ir.RankedTensorType) sliceResult {
	if original == candidate {
		return sliceSuccess
	}
	if len(candidate.Shape) > len(original.Shape) {
		return sliceRankTooLarge
	}
	if _, ok := rankReductionMask(original.Shape, candidate.Shape); !ok {
		return sliceSizeMismatch
	}
	if original.Elem != candidate.Elem {
		return sliceElemTypeMismatch
	}
	return sliceSuccess
}

// sliceError is produceSliceErrorMsg.
func sliceError(op *ir.Operation, r sliceResult, expected *ir.RankedTensorType) error {
	switch r {
	case sliceRankTooLarge:
		return op.EmitError("expected rank to be smaller or equal to the other rank. ")
	case sliceSizeMismatch:
		return op.EmitError("expected type to be %s or a rank-reduced version. (size mismatch) ", typeText(expected))
	case sliceElemTypeMismatch:
		return op.EmitError("expected element type to be %s", typeText(expected.Elem))
	}
	return nil
}

// inferSliceType is ExtractSliceOp::inferResultType: the static sizes
// with the source's element type and encoding.
func inferSliceType(ctx *ir.Context, source *ir.RankedTensorType, sizes []int64) *ir.RankedTensorType {
	return ctx.RankedTensorType(sizes, source.Elem, source.Encoding)
}

// inBoundsSliceError is verifyInBoundsSlice's message, or "".
func inBoundsSliceError(shape, offsets, sizes, strides []int64) string {
	for i, dim := range shape {
		if i >= len(offsets) || i >= len(sizes) || i >= len(strides) {
			break
		}
		if dim == ir.Dynamic || offsets[i] == ir.Dynamic {
			continue
		}
		if offsets[i] >= dim {
			return fmt.Sprintf("offset %d is out-of-bounds: %d >= %d", i, offsets[i], dim)
		}
		if sizes[i] == ir.Dynamic || strides[i] == ir.Dynamic {
			continue
		}
		if last := offsets[i] + (sizes[i]-1)*strides[i]; last >= dim {
			return fmt.Sprintf("slice along dimension %d runs out-of-bounds: %d >= %d", i, last, dim)
		}
	}
	return ""
}

// verifySlice checks a slice of whole (the source of an extraction, the
// destination of an insertion) against part (the extracted or inserted
// tensor), then its bounds.
func verifySlice(op *ir.Operation, oss ods.OffsetSizeAndStride, whole, part *ir.RankedTensorType) error {
	sizes := oss.Static(op, 1)
	expected := inferSliceType(ods.ContextOf(op), whole, sizes)
	if r := isRankReducedType(expected, part); r != sliceSuccess {
		return sliceError(op, r, expected)
	}
	if msg := inBoundsSliceError(whole.Shape, oss.Static(op, 0), sizes, oss.Static(op, 2)); msg != "" {
		return op.EmitError("%s", msg)
	}
	return nil
}

// verifyExtractSlice is ExtractSliceOp::verify.
func verifyExtractSlice(op *ir.Operation) error {
	return verifySlice(op, extractSliceOSS, rankedOf(op.Operand(0).Type()), rankedOf(op.Result(0).Type()))
}

// verifyInsertSlice is InsertSliceOp::verify.
func verifyInsertSlice(op *ir.Operation) error {
	return verifySlice(op, insertSliceOSS, rankedOf(op.Operand(1).Type()), rankedOf(op.Operand(0).Type()))
}

// verifyParallelInsertSlice is ParallelInsertSliceOp::verify.
func verifyParallelInsertSlice(op *ir.Operation) error {
	parent := op.ParentOp()
	if _, ok := ir.OpInterface[ir.InParallelOpInterface](parent); parent == nil || !ok {
		d := op.EmitError("expected InParallelOpInterface parent, got:")
		d.AppendOp = parent
		return d
	}
	return verifySlice(op, insertSliceOSS, rankedOf(op.Operand(1).Type()), rankedOf(op.Operand(0).Type()))
}

// inferGatherType is GatherOp::inferResultType.
func inferGatherType(ctx *ir.Context, source, indices *ir.RankedTensorType, dims []int64, rankReduced bool) *ir.RankedTensorType {
	shape := append([]int64{}, indices.Shape[:max(len(indices.Shape)-1, 0)]...)
	for i, d := range source.Shape {
		if containsSorted(dims, int64(i)) {
			if !rankReduced {
				shape = append(shape, 1)
			}
			continue
		}
		shape = append(shape, d)
	}
	return ctx.RankedTensorType(shape, source.Elem, source.Encoding)
}

// containsSorted is std::binary_search over a sorted list.
func containsSorted(list []int64, v int64) bool {
	lo, hi := 0, len(list)
	for lo < hi {
		m := (lo + hi) / 2
		if list[m] < v {
			lo = m + 1
		} else {
			hi = m
		}
	}
	return lo < len(list) && list[lo] == v
}

// verifyGatherScatterDims is verifyGatherOrScatterDims.
func verifyGatherScatterDims(op *ir.Operation, dims, indices []int64, rank int, kind, what string) error {
	if len(dims) == 0 {
		return op.EmitOpError("%s_dims must be non-empty", kind)
	}
	if len(dims) > rank {
		return op.EmitOpError("%s_dims overflow %s rank", kind, what)
	}
	if len(indices) == 0 || indices[len(indices)-1] != int64(len(dims)) {
		return op.EmitOpError("%s_dims length must match the size of last dimension of indices", kind)
	}
	for _, v := range dims {
		if v < 0 {
			return op.EmitOpError("%s_dims value must be non-negative", kind)
		}
		if v >= int64(rank) {
			return op.EmitOpError("%s_dims value must be smaller than %s rank", kind, what)
		}
	}
	for i := 1; i < len(dims); i++ {
		if dims[i-1] >= dims[i] {
			return op.EmitOpError("%s_dims values must be strictly increasing", kind)
		}
	}
	return nil
}

// denseInts returns an i64 dense array attribute's values.
func denseInts(op *ir.Operation, name string) []int64 {
	if d, ok := op.InherentAttr(name).(*ir.DenseArrayAttr); ok {
		return d.Int64s()
	}
	return nil
}

// verifyGather is GatherOp::verify.
func verifyGather(op *ir.Operation) error {
	source, indices := rankedOf(op.Operand(0).Type()), rankedOf(op.Operand(1).Type())
	dims := denseInts(op, "gather_dims")
	if err := verifyGatherScatterDims(op, dims, indices.Shape, len(source.Shape), "gather", "source"); err != nil {
		return err
	}
	return checkGatherShape(op, "result", rankedOf(op.Result(0).Type()), source, indices, dims)
}

// checkGatherShape checks got (gather's result, scatter's source) against
// the shapes gathering from whole at indices gives.
func checkGatherShape(op *ir.Operation, what string, got, whole, indices *ir.RankedTensorType, dims []int64) error {
	ctx := ods.ContextOf(op)
	full := inferGatherType(ctx, whole, indices, dims, false)
	reduced := inferGatherType(ctx, whole, indices, dims, true)
	if got != full && got != reduced {
		return op.EmitOpError("%s type mismatch: expected %s or its rank-reduced variant %s (got: %s)",
			what, typeText(full), typeText(reduced), typeText(got))
	}
	return nil
}

// verifyScatter is ScatterOp::verify.
func verifyScatter(op *ir.Operation) error {
	dest, indices := rankedOf(op.Operand(1).Type()), rankedOf(op.Operand(2).Type())
	dims := denseInts(op, "scatter_dims")
	if err := verifyGatherScatterDims(op, dims, indices.Shape, len(dest.Shape), "scatter", "dest"); err != nil {
		return err
	}
	if op.InherentAttr("unique") == nil {
		return op.EmitOpError("requires 'unique' attribute to be set")
	}
	return checkGatherShape(op, "source", rankedOf(op.Operand(0).Type()), dest, indices, dims)
}

// verifyGenerateRegions is GenerateOp::verifyRegions.
func verifyGenerateRegions(op *ir.Operation) error {
	result := rankedOf(op.Result(0).Type())
	body := op.Region(0).First()
	for _, a := range body.Args() {
		if _, ok := a.Type().(*ir.IndexType); !ok {
			return op.EmitError("all body arguments must be index")
		}
	}
	if body.NumArgs() != len(result.Shape) {
		return op.EmitError("must have one body argument per input dimension")
	}
	if y := body.Last(); y == nil || y.NumOperands() != 1 || y.Operand(0).Type() != result.Elem {
		return op.EmitOpError("body must be terminated with a `yield` operation of the tensor element type")
	}
	return nil
}

// numElements is the number of elements of a static shape.
func numElements(shape []int64) int64 {
	n := int64(1)
	for _, d := range shape {
		n *= d
	}
	return n
}

// verifyReshape is ReshapeOp::verify.
func verifyReshape(op *ir.Operation) error {
	operand, result := op.Operand(0).Type().(ir.ShapedType), op.Result(0).Type().(ir.ShapedType)
	if operand.ElementType() != result.ElementType() {
		return op.EmitOpError("element types of source and destination tensor types should be the same")
	}
	shapeSize := rankedOf(op.Operand(1).Type()).Shape[0]
	if r := rankedOf(result); r != nil {
		if o := rankedOf(operand); o != nil && staticShape(r.Shape) && staticShape(o.Shape) &&
			numElements(o.Shape) != numElements(r.Shape) {
			return op.EmitOpError("source and destination tensor should have the same number of elements")
		}
		if shapeSize == ir.Dynamic {
			return op.EmitOpError("cannot use shape operand with dynamic length to reshape to statically-ranked tensor type")
		}
		if shapeSize != int64(len(r.Shape)) {
			return op.EmitOpError("length of shape operand differs from the result's tensor rank")
		}
	}
	return nil
}

// reassociation returns the reassociation groups of a reshape.
func reassociation(op *ir.Operation) [][]int64 {
	arr, ok := op.InherentAttr("reassociation").(*ir.ArrayAttr)
	if !ok {
		return nil
	}
	out := make([][]int64, len(arr.Elems))
	for i, e := range arr.Elems {
		inner, _ := e.(*ir.ArrayAttr)
		if inner == nil {
			continue
		}
		out[i] = make([]int64, len(inner.Elems))
		for j, x := range inner.Elems {
			if a, ok := x.(*ir.IntegerAttr); ok {
				out[i][j] = a.Int64()
			}
		}
	}
	return out
}

// collapsedShape is CollapseShapeOp::inferCollapsedType's shape.
func collapsedShape(expanded []int64, groups [][]int64) []int64 {
	out := make([]int64, 0, len(groups))
	cur := 0
	for _, g := range groups {
		size := int64(1)
		for d := cur; d < cur+len(g) && d < len(expanded); d++ {
			if expanded[d] == ir.Dynamic {
				size = ir.Dynamic
				break
			}
			size *= expanded[d]
		}
		out = append(out, size)
		cur += len(g)
	}
	return out
}

// verifyReshapeLike is verifyTensorReshapeOp (verifyReshapeLikeTypes and
// reshapeLikeShapesAreCompatible).
func verifyReshapeLike(op *ir.Operation, expandedType, collapsedType ir.Type) error {
	expanded, eRanked := shapeOf(expandedType)
	collapsed, cRanked := shapeOf(collapsedType)
	groups := reassociation(op)
	for _, g := range groups {
		if len(g) == 0 {
			return op.EmitOpError("reassociation indices must not be empty")
		}
	}
	eRank, cRank := len(expanded), len(collapsed)
	if eRank < cRank || eRanked && !cRanked {
		return op.EmitOpError("expected the expanded type, %s to have a higher (or same) rank than the collapsed type, %s.",
			typeText(expandedType), typeText(collapsedType))
	}
	if cRank != len(groups) {
		return op.EmitOpError("expected collapsed rank (%d) to equal the number of reassociation maps (%d).", cRank, len(groups))
	}
	numDims := int64(0)
	for _, g := range groups {
		for _, d := range g {
			numDims = max(numDims, d)
		}
	}
	numDims++
	if len(groups) > 0 && numDims != int64(eRank) {
		return op.EmitOpError("expected reassociation map #0 to have size equal to the expanded rank (%d), but it is  %d.", eRank, numDims)
	}
	next := int64(0)
	for i, g := range groups {
		for _, d := range g {
			if d != next {
				return op.EmitOpError("expected reassociation map #%d to be valid and contiguous.", i)
			}
			next++
		}
	}
	if len(groups) > 0 && next != numDims {
		return op.EmitOpError("expected reassociation map #%d to be valid and contiguous.", len(groups)-1)
	}
	start := 0
	for i, g := range groups {
		dynamic := false
		size := int64(1)
		for _, d := range expanded[start : start+len(g)] {
			if d == ir.Dynamic {
				dynamic = true
			} else {
				size *= d
			}
		}
		switch {
		case dynamic && collapsed[i] != ir.Dynamic:
			return op.EmitOpError("expected dimension %d of collapsed type to be dynamic since one or more of the corresponding dimensions in the expanded type is dynamic", i)
		case !dynamic && collapsed[i] != size:
			return op.EmitOpError("expected dimension %d of collapsed type to be static value of %d", i, size)
		}
		start += len(g)
	}
	elem := func(t ir.Type) ir.Type { return t.(ir.ShapedType).ElementType() }
	if want := collapsedShape(expanded, groups); !cRanked || elem(expandedType) != elem(collapsedType) || !equalShapes(want, collapsed) {
		wantType := ods.ContextOf(op).RankedTensorType(want, elem(expandedType), nil)
		return op.EmitOpError("expected collapsed type to be %s, but got %s", typeText(wantType), typeText(collapsedType))
	}
	return nil
}

// equalShapes compares two shapes.
func equalShapes(a, b []int64) bool {
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

// shapeOf returns a tensor type's shape; an unranked type (which
// upstream's reshape verifiers read as ranked, with no defined rank) has
// none.
func shapeOf(t ir.Type) (shape []int64, ranked bool) {
	if r := rankedOf(t); r != nil {
		return r.Shape, true
	}
	return nil, false
}

// verifyExpandShape is ExpandShapeOp::verify.
func verifyExpandShape(op *ir.Operation) error {
	result, _ := shapeOf(op.Result(0).Type())
	static := denseInts(op, "static_output_shape")
	if len(static) != len(result) {
		return op.EmitOpError("expected number of static shape dims to be equal to the output rank (%d) but found %d inputs instead",
			len(result), len(static))
	}
	if n := countDynamic(static); op.NumOperands()-1 != n {
		return op.EmitOpError("mismatch in dynamic dims in output_shape and static_output_shape: static_output_shape has %d dynamic dims while output_shape has %d values",
			n, op.NumOperands()-1)
	}
	return verifyReshapeLike(op, op.Result(0).Type(), op.Operand(0).Type())
}

// verifyCollapseShape is CollapseShapeOp::verify.
func verifyCollapseShape(op *ir.Operation) error {
	return verifyReshapeLike(op, op.Operand(0).Type(), op.Result(0).Type())
}

// inferPadType is PadOp::inferResultType (without known result sizes); nil
// when the lists do not have the source's rank.
func inferPadType(ctx *ir.Context, source *ir.RankedTensorType, low, high []int64) *ir.RankedTensorType {
	rank := len(source.Shape)
	if len(low) != rank || len(high) != rank {
		return nil
	}
	shape := make([]int64, rank)
	for i, d := range source.Shape {
		if d == ir.Dynamic || low[i] == ir.Dynamic || high[i] == ir.Dynamic {
			shape[i] = ir.Dynamic
			continue
		}
		shape[i] = d + low[i] + high[i]
	}
	return ctx.RankedTensorType(shape, source.Elem, nil)
}

// verifyPad is PadOp::verify.
func verifyPad(op *ir.Operation) error {
	source, result := rankedOf(op.Operand(0).Type()), rankedOf(op.Result(0).Type())
	expected := inferPadType(ods.ContextOf(op), source, denseInts(op, "static_low"), denseInts(op, "static_high"))
	if expected == nil {
		return op.EmitError("failed to infer expectedType from sourceType %s, specified resultType is %s",
			typeText(source), typeText(result))
	}
	mismatch := len(result.Shape) != len(expected.Shape)
	for i := 0; !mismatch && i < len(source.Shape); i++ {
		if result.Shape[i] != expected.Shape[i] && expected.Shape[i] != ir.Dynamic {
			mismatch = true
		}
	}
	if mismatch {
		return op.EmitError("specified type %s does not match the inferred type %s", typeText(result), typeText(expected))
	}
	return nil
}

// verifyPadRegions is PadOp::verifyRegions.
func verifyPadRegions(op *ir.Operation) error {
	result := rankedOf(op.Result(0).Type())
	block := op.Region(0).First()
	if block.NumArgs() != len(result.Shape) {
		return op.EmitError("expected the block to have %d arguments", len(result.Shape))
	}
	for i, a := range block.Args() {
		if _, ok := a.Type().(*ir.IndexType); !ok {
			return op.EmitOpError("expected block argument %d to be an index", i+1)
		}
	}
	if y := block.Last(); y == nil || y.NumOperands() != 1 || y.Operand(0).Type() != result.Elem {
		return op.EmitOpError("expected yield type to match shape element type")
	}
	return nil
}
