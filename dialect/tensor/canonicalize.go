package tensor

import (
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/ods"
	"github.com/gomlir/gomlir/rewrite"
)

// The canonicalization patterns of the tensor ops, with upstream's debug
// names. Patterns upstream registers with one op but roots at another
// (e.g. EmptyOp's FoldEmptyTensorWithCastOp, rooted at tensor.cast) are
// listed with the registering op, as upstream.
func init() {
	pattern := func(name, root string, f func(op *ir.Operation, rw *rewrite.Rewriter) bool) any {
		return &rewrite.Func{Name: name, On: root, Weight: 1, Rewrite: f}
	}
	anon := func(name string) string { return "(anonymous namespace)::" + name }
	bitcastSpec.Canonicalize = []any{pattern(anon("ChainedTensorBitcast"), "tensor.bitcast", chainedBitcast)}
	castSpec.Canonicalize = []any{
		pattern(anon("ChainedTensorCast"), "tensor.cast", chainedCast),
		pattern(anon("TensorCastExtractSlice"), "tensor.cast", castOfExtractSlice),
		// TensorDialect::getCanonicalizationPatterns, an interface pattern on
		// the destination-style ops; tensor.insert is the only one of gomlir
		// it can rewrite (insert_slice is excluded).
		pattern(anon("FoldTensorCastProducerOp"), "tensor.insert", foldCastIntoDestinationStyle),
	}
	concatSpec.Canonicalize = []any{
		pattern(anon("SingleInputConcatOp"), "tensor.concat", singleInputConcat),
		pattern(anon("InferConcatOperandTypes"), "tensor.concat", concatOperandTypes),
		pattern(anon("InferConcatResultType"), "tensor.concat", concatResultType),
	}
	dimSpec.Canonicalize = []any{
		pattern(anon("DimOfCastOp"), "tensor.dim", dimOfCast),
		pattern(anon("DimOfDestStyleOp"), "tensor.dim", dimOfDestinationStyle),
		pattern(anon("DimOfReshapeOp"), "tensor.dim", dimOfReshape),
	}
	emptySpec.Canonicalize = []any{
		pattern(anon("FoldEmptyTensorWithCastOp"), "tensor.cast", emptyOfCast),
		pattern(anon("FoldEmptyTensorWithDimOp"), "tensor.dim", dimOfEmpty),
		pattern(anon("ReplaceEmptyTensorStaticShapeDims"), "tensor.empty", staticEmpty),
	}
	extractSpec.Canonicalize = []any{pattern(anon("ExtractFromTensorCast"), "tensor.extract", extractOfCast)}
	fromElementsSpec.Canonicalize = []any{pattern(anon("ExtractElementFromIndexCast"), "tensor.extract", extractOfIndexCast)}
	generateSpec.Canonicalize = []any{
		pattern(anon("ExtractFromTensorGenerate"), "tensor.extract", extractOfGenerate),
		pattern(anon("StaticTensorGenerate"), "tensor.generate", staticGenerate),
	}
	extractSliceSpec.Canonicalize = []any{
		pattern("mlir::OpWithOffsetSizesAndStridesConstantArgumentFolder<mlir::tensor::ExtractSliceOp, SliceReturnTypeCanonicalizer, SliceCanonicalizer>",
			"tensor.extract_slice", constantArgsExtractSlice),
		pattern(anon("ExtractSliceOpCastFolder"), "tensor.extract_slice", extractSliceOfCast),
	}
	for _, ins := range []struct {
		spec *ods.Op
		cpp  string
	}{{insertSliceSpec, "InsertSliceOp"}, {parallelInsertSliceSpec, "ParallelInsertSliceOp"}} {
		arg := "<mlir::tensor::" + ins.cpp + ">"
		ins.spec.Canonicalize = []any{
			pattern(anon("InsertSliceOpConstantArgumentFolder"+arg), ins.spec.Name, constantArgsInsertSlice),
			pattern(anon("InsertSliceOpCastFolder"+arg), ins.spec.Name, insertSliceOfCast),
			pattern(anon("InsertSliceOpSourceCastInserter"+arg), ins.spec.Name, insertSliceSourceCast),
		}
	}
	padSpec.Canonicalize = []any{
		pattern(anon("FoldStaticZeroPadding"), "tensor.pad", padZero),
		pattern(anon("FoldSourceTensorCast"), "tensor.pad", padOfCast),
		pattern(anon("FoldTargetTensorCast"), "tensor.pad", castOfPad),
		pattern(anon("FoldOrthogonalPaddings"), "tensor.pad", orthogonalPaddings),
		pattern(anon("FoldStaticPadding"), "tensor.pad", staticPad),
		pattern(anon("FoldConsecutiveConstantPadding"), "tensor.pad", padOfPad),
	}
	reshapeFolds := func(cpp, root string) []any {
		arg := "<mlir::tensor::" + cpp + ">"
		return []any{
			pattern(anon("FoldReshapeWithConstant"+arg), root, reshapeOfConstant),
			pattern(anon("FoldReshapeWithSplat"+arg), root, reshapeOfSplat),
			pattern(anon("FoldReshapeWithFromElements"+arg), root, reshapeOfFromElements),
		}
	}
	expandShapeSpec.Canonicalize = append([]any{
		pattern(anon("ComposeReassociativeReshapeOps<mlir::tensor::ExpandShapeOp, ReshapeOpKind::kExpand>"), "tensor.expand_shape", composeSameKind),
		pattern(anon("ComposeExpandOfCollapseOp<mlir::tensor::ExpandShapeOp, mlir::tensor::CollapseShapeOp>"), "tensor.expand_shape", expandOfCollapse),
		pattern(anon("ConvertToStaticExpandShape"), "tensor.expand_shape", staticExpandShape),
	}, reshapeFolds("ExpandShapeOp", "tensor.expand_shape")...)
	collapseShapeSpec.Canonicalize = append(append([]any{
		pattern(anon("ComposeReassociativeReshapeOps<mlir::tensor::CollapseShapeOp, ReshapeOpKind::kCollapse>"), "tensor.collapse_shape", composeSameKind),
		pattern(anon("ComposeCollapseOfExpandOp<mlir::tensor::CollapseShapeOp, mlir::tensor::ExpandShapeOp, mlir::tensor::CastOp, mlir::tensor::DimOp, mlir::RankedTensorType>"),
			"tensor.collapse_shape", collapseOfExpand),
	}, reshapeFolds("CollapseShapeOp", "tensor.collapse_shape")...),
		pattern(anon("FoldCollapseOfCastOp"), "tensor.collapse_shape", collapseOfCast))
}

// definedBy returns v's defining op when it is named name, or nil.
func definedBy(v *ir.Value, name string) *ir.Operation {
	if d := v.DefiningOp(); d != nil && d.Name() == name {
		return d
	}
	return nil
}

// replaceWith replaces op's single result with v.
func replaceWith(rw *rewrite.Rewriter, op *ir.Operation, v *ir.Value) bool {
	rw.ReplaceOp(op, []*ir.Value{v})
	return true
}

// joinShapes is the shape knowledge of both tensor types (nil when they
// contradict each other).
func joinShapes(ctx *ir.Context, one, two ir.Type) ir.Type {
	a, b := rankedOf(one), rankedOf(two)
	if a == nil {
		return two
	}
	if b == nil {
		return one
	}
	if len(a.Shape) != len(b.Shape) {
		return nil
	}
	join := make([]int64, len(a.Shape))
	for i, d := range a.Shape {
		switch e := b.Shape[i]; {
		case d == ir.Dynamic:
			join[i] = e
		case e == ir.Dynamic || e == d:
			join[i] = d
		default:
			return nil
		}
	}
	return ctx.RankedTensorType(join, a.Elem, nil)
}

// chainedCast is ChainedTensorCast: cast(cast(x)) becomes one cast when
// the intermediate type adds no runtime check.
func chainedCast(op *ir.Operation, rw *rewrite.Rewriter) bool {
	inner := definedBy(op.Operand(0), "tensor.cast")
	if inner == nil {
		return false
	}
	source, mid, result := inner.Operand(0).Type(), inner.Result(0).Type(), op.Result(0).Type()
	var first ir.Type
	if j := joinShapes(rw.Ctx, source, mid); j != nil {
		first = joinShapes(rw.Ctx, j, result)
	}
	if first == nil || first != joinShapes(rw.Ctx, source, result) {
		return false
	}
	return replaceWith(rw, op, newCast(rw, op.Loc(), result, inner.Operand(0)))
}

// chainedBitcast is ChainedTensorBitcast: bitcast(bitcast(x)) is one
// bitcast.
func chainedBitcast(op *ir.Operation, rw *rewrite.Rewriter) bool {
	inner := definedBy(op.Operand(0), "tensor.bitcast")
	if inner == nil {
		return false
	}
	return replaceWith(rw, op, create(rw, "tensor.bitcast", op.Loc(), []ir.Type{op.Result(0).Type()}, []*ir.Value{inner.Operand(0)}).Result(0))
}

// castOfExtractSlice is TensorCastExtractSlice: a cast adding static sizes
// to a slice becomes the slice's static sizes.
func castOfExtractSlice(op *ir.Operation, rw *rewrite.Rewriter) bool {
	ext := definedBy(op.Operand(0), "tensor.extract_slice")
	rt := rankedOf(op.Result(0).Type())
	if rt == nil || ext == nil || !canFoldIntoProducer(op) || equalShapes(rt.Shape, rankedOf(op.Operand(0).Type()).Shape) {
		return false
	}
	offsets, sizes, strides := extractSliceOSS.MixedOffsetsSizesStrides(ext)
	mask, _ := rankReductionMask(extractSliceOSS.Static(ext, 1), rankedOf(ext.Result(0).Type()).Shape)
	dim := 0
	for i := range sizes {
		if mask != nil && mask[i] {
			continue
		}
		if dim >= len(rt.Shape) {
			return false
		}
		d := rt.Shape[dim]
		dim++
		if d != ir.Dynamic {
			sizes[i] = ir.FoldResult{Attr: indexAttr(rw.Ctx, d)}
		}
	}
	return replaceWith(rw, op, newExtractSlice(rw, op.Loc(), rt, ext.Operand(0), offsets, sizes, strides).Result(0))
}

// foldCastIntoDestinationStyle is FoldTensorCastProducerOp: casts that
// lose static information fold into a destination-style consumer (other
// than insert_slice and loops), whose results get the inits' new types and
// are cast back.
func foldCastIntoDestinationStyle(op *ir.Operation, rw *rewrite.Rewriter) bool {
	dps, ok := ir.OpInterface[ir.DestinationStyleOpInterface](op)
	if !ok || op.Name() == "tensor.insert_slice" {
		return false
	}
	if _, loop := ir.OpInterface[ir.LoopLikeOpInterface](op); loop {
		return false
	}
	found := false
	for _, v := range op.Operands() {
		if canFoldIntoConsumer(v.DefiningOp()) {
			found = true
		}
	}
	if !found {
		return false
	}
	start, n := dps.DpsInits(op)
	types := make([]ir.Type, op.NumResults())
	for i := range types {
		types[i] = op.Result(i).Type()
	}
	operands := make([]*ir.Value, op.NumOperands())
	for i, v := range op.Operands() {
		operands[i] = v
		if c := v.DefiningOp(); canFoldIntoConsumer(c) {
			operands[i] = c.Operand(0)
		}
		if i >= start && i < start+n && i-start < len(types) {
			if _, memref := operands[i].Type().(*ir.MemRefType); !memref {
				types[i-start] = operands[i].Type()
			}
		}
	}
	clone := op.CloneWithoutRegions(rw.Ctx, ir.NewMapping())
	clone.SetOperands(operands)
	for i := range types {
		clone.Result(i).SetType(types[i])
	}
	for i := 0; i < op.NumRegions(); i++ {
		clone.Region(i).TakeBody(op.Region(i))
	}
	rw.Insert(clone)
	repl := make([]*ir.Value, op.NumResults())
	for i := range repl {
		repl[i] = castIfNeeded(rw, op.Loc(), op.Result(i).Type(), clone.Result(i))
	}
	rw.ReplaceOp(op, repl)
	return true
}

// singleInputConcat is SingleInputConcatOp: a concatenation of one tensor
// is a cast.
func singleInputConcat(op *ir.Operation, rw *rewrite.Rewriter) bool {
	if op.NumOperands() != 1 {
		return false
	}
	return replaceWith(rw, op, newCast(rw, op.Loc(), op.Result(0).Type(), op.Operand(0)))
}

// inferConcatType is ConcatOp::inferResultType: the static sizes any
// input has, and the sum of the concatenated sizes.
func inferConcatType(ctx *ir.Context, op *ir.Operation) *ir.RankedTensorType {
	inputs := make([]*ir.RankedTensorType, op.NumOperands())
	for i, v := range op.Operands() {
		inputs[i] = rankedOf(v.Type())
	}
	dim := int(concatDim(op))
	shape := make([]int64, len(inputs[0].Shape))
	for i := range shape {
		shape[i] = ir.Dynamic
		if i == dim {
			shape[i] = concatSize(inputs, dim)
			continue
		}
		for _, in := range inputs {
			if in.Shape[i] != ir.Dynamic {
				shape[i] = in.Shape[i]
			}
		}
	}
	return ctx.RankedTensorType(shape, inputs[0].Elem, nil)
}

// concatOperandTypes is InferConcatOperandTypes: inputs get the static
// sizes of the others in the dimensions not concatenated, through casts.
func concatOperandTypes(op *ir.Operation, rw *rewrite.Rewriter) bool {
	inferred := inferConcatType(rw.Ctx, op)
	dim := int(concatDim(op))
	shape := append([]int64(nil), inferred.Shape...)
	changed := false
	for i, v := range op.Operands() {
		shape[dim] = rankedOf(v.Type()).Shape[dim]
		t := rw.Ctx.RankedTensorType(shape, inferred.Elem, nil)
		if preservesStaticInformation(t, v.Type()) {
			continue
		}
		changed = true
		c := newCast(rw, op.Loc(), t, v)
		rw.ModifyOpInPlace(op, func() { op.SetOperand(i, c) })
	}
	return changed
}

// concatResultType is InferConcatResultType: the result gets the static
// sizes its inputs imply, cast back.
func concatResultType(op *ir.Operation, rw *rewrite.Rewriter) bool {
	inferred := inferConcatType(rw.Ctx, op)
	if preservesStaticInformation(inferred, op.Result(0).Type()) {
		return false
	}
	concat := create(rw, "tensor.concat", op.Loc(), []ir.Type{inferred}, op.Operands(),
		ir.NamedAttr{Name: "dim", Value: op.InherentAttr("dim")})
	return replaceWith(rw, op, newCast(rw, op.Loc(), op.Result(0).Type(), concat.Result(0)))
}

// dimOfCast is DimOfCastOp: the dim of a cast is the dim of its source.
func dimOfCast(op *ir.Operation, rw *rewrite.Rewriter) bool {
	c := definedBy(op.Operand(0), "tensor.cast")
	if c == nil {
		return false
	}
	return replaceWith(rw, op, create(rw, "tensor.dim", op.Loc(), []ir.Type{op.Result(0).Type()}, []*ir.Value{c.Operand(0), op.Operand(1)}).Result(0))
}

// dimOfDestinationStyle is DimOfDestStyleOp: the dim of a
// destination-style result is the dim of its init.
func dimOfDestinationStyle(op *ir.Operation, rw *rewrite.Rewriter) bool {
	src := op.Operand(0)
	def := src.DefiningOp()
	if def == nil {
		return false
	}
	dps, ok := ir.OpInterface[ir.DestinationStyleOpInterface](def)
	if !ok {
		return false
	}
	start, n := dps.DpsInits(def)
	r := src.Index()
	if r >= n {
		return false
	}
	rw.ModifyOpInPlace(op, func() { op.SetOperand(0, def.Operand(start+r)) })
	return true
}

// dimOfReshape is DimOfReshapeOp: the dim of a reshape is an element of
// its shape operand.
func dimOfReshape(op *ir.Operation, rw *rewrite.Rewriter) bool {
	reshape := definedBy(op.Operand(0), "tensor.reshape")
	if reshape == nil {
		return false
	}
	rw.SetInsertionPointAfter(op)
	shape := reshape.Operand(1)
	elem := rankedOf(shape.Type()).Elem
	v := create(rw, "tensor.extract", op.Loc(), []ir.Type{elem}, []*ir.Value{shape, op.Operand(1)}).Result(0)
	if elem != op.Result(0).Type() {
		v = create(rw, "arith.index_cast", op.Loc(), []ir.Type{op.Result(0).Type()}, []*ir.Value{v}).Result(0)
	}
	return replaceWith(rw, op, v)
}

// dimOfEmpty is FoldEmptyTensorWithDimOp: the dim of an empty tensor is
// its dynamic size.
func dimOfEmpty(op *ir.Operation, rw *rewrite.Rewriter) bool {
	empty := definedBy(op.Operand(0), "tensor.empty")
	i, ok := constInt(op.Operand(1))
	if empty == nil || !ok {
		return false
	}
	shape := rankedOf(empty.Result(0).Type()).Shape
	if i < 0 || i >= int64(len(shape)) || shape[i] != ir.Dynamic {
		return false
	}
	return replaceWith(rw, op, empty.Operand(countDynamic(shape[:i])))
}

// foldDynamicToStatic is foldDynamicToStaticDimSizes: the type with the
// non-negative constant dynamic sizes made static, and the sizes left.
func foldDynamicToStatic(ctx *ir.Context, t *ir.RankedTensorType, dynamic []*ir.Value) (*ir.RankedTensorType, []*ir.Value) {
	shape := append([]int64(nil), t.Shape...)
	var left []*ir.Value
	next := 0
	for i, d := range shape {
		if d != ir.Dynamic {
			continue
		}
		v := dynamic[next]
		next++
		if c, ok := constInt(v); ok && c >= 0 {
			shape[i] = c
			continue
		}
		left = append(left, v)
	}
	return ctx.RankedTensorType(shape, t.Elem, t.Encoding), left
}

// staticEmpty is ReplaceEmptyTensorStaticShapeDims: constant dynamic sizes
// of tensor.empty become static, cast back to the original type.
func staticEmpty(op *ir.Operation, rw *rewrite.Rewriter) bool {
	t := rankedOf(op.Result(0).Type())
	folded, left := foldDynamicToStatic(rw.Ctx, t, op.Operands())
	if folded == t {
		return false
	}
	empty := create(rw, "tensor.empty", op.Loc(), []ir.Type{folded}, left)
	return replaceWith(rw, op, newCast(rw, op.Loc(), t, empty.Result(0)))
}

// emptyOfCast is FoldEmptyTensorWithCastOp: a cast adding static sizes to
// tensor.empty is an empty tensor of the cast's type.
func emptyOfCast(op *ir.Operation, rw *rewrite.Rewriter) bool {
	if !canFoldIntoProducer(op) {
		return false
	}
	empty := definedBy(op.Operand(0), "tensor.empty")
	if empty == nil {
		return false
	}
	rt := rankedOf(op.Result(0).Type())
	cur := ods.MixedValues(rw.Ctx, rankedOf(empty.Result(0).Type()).Shape, empty.Operands())
	shape := make([]int64, len(rt.Shape))
	var dynamic []*ir.Value
	for i, d := range rt.Shape {
		if cur[i].Value == nil {
			if d == ir.Dynamic || d != ods.ConstantIntOf(cur[i]) {
				return false
			}
			shape[i] = d
			continue
		}
		shape[i] = d
		if d == ir.Dynamic {
			dynamic = append(dynamic, cur[i].Value)
		}
	}
	t := rw.Ctx.RankedTensorType(shape, rt.Elem, nil)
	return replaceWith(rw, op, create(rw, "tensor.empty", op.Loc(), []ir.Type{t}, dynamic).Result(0))
}

// extractOfCast is ExtractFromTensorCast: extract from the cast's ranked
// source.
func extractOfCast(op *ir.Operation, rw *rewrite.Rewriter) bool {
	c := definedBy(op.Operand(0), "tensor.cast")
	if c == nil || rankedOf(c.Operand(0).Type()) == nil {
		return false
	}
	operands := append([]*ir.Value{c.Operand(0)}, op.Operands()[1:]...)
	return replaceWith(rw, op, create(rw, "tensor.extract", op.Loc(), []ir.Type{op.Result(0).Type()}, operands).Result(0))
}

// extractOfIndexCast is ExtractElementFromIndexCast: the index_cast moves
// after the extraction.
func extractOfIndexCast(op *ir.Operation, rw *rewrite.Rewriter) bool {
	c := definedBy(op.Operand(0), "arith.index_cast")
	if c == nil {
		return false
	}
	operands := append([]*ir.Value{c.Operand(0)}, op.Operands()[1:]...)
	v := create(rw, "tensor.extract", op.Loc(), []ir.Type{ods.ElementOf(c.Operand(0).Type())}, operands).Result(0)
	return replaceWith(rw, op, create(rw, "arith.index_cast", op.Loc(), []ir.Type{op.Result(0).Type()}, []*ir.Value{v}).Result(0))
}

// extractOfGenerate is ExtractFromTensorGenerate: the body of a dead-able
// generate, at the extracted indices.
func extractOfGenerate(op *ir.Operation, rw *rewrite.Rewriter) bool {
	gen := definedBy(op.Operand(0), "tensor.generate")
	if gen == nil || !ir.WouldOpBeTriviallyDead(gen) {
		return false
	}
	body := gen.Region(0).First()
	m := ir.NewMapping()
	for i, a := range body.Args() {
		m.Map(a, op.Operand(1+i))
	}
	for o := body.First(); o != nil && o != body.Last(); o = o.NextInBlock() {
		rw.Clone(o, m)
	}
	return replaceWith(rw, op, m.Lookup(body.Last().Operand(0)))
}

// staticGenerate is StaticTensorGenerate: constant extents become static
// sizes, cast back to the original type.
func staticGenerate(op *ir.Operation, rw *rewrite.Rewriter) bool {
	t := rankedOf(op.Result(0).Type())
	folded, left := foldDynamicToStatic(rw.Ctx, t, op.Operands())
	if folded == t {
		return false
	}
	gen := rw.Create(&ir.OperationState{Loc: op.Loc(), Name: op.Info(), Types: []ir.Type{folded}, Operands: left,
		Regions: []*ir.Region{movedRegion(op.Region(0))}})
	return replaceWith(rw, op, newCast(rw, op.Loc(), t, gen.Result(0)))
}

// foldConstantList is foldDynamicIndexList: constant values become
// attributes (offsets and sizes only when non-negative).
func foldConstantList(list []ir.FoldResult, nonNegative bool) bool {
	changed := false
	for i, m := range list {
		if m.Value == nil {
			continue
		}
		if c, ok := rewrite.ValueConstant(m.Value).(*ir.IntegerAttr); ok && (!nonNegative || c.Int64() >= 0) {
			list[i] = ir.FoldResult{Attr: c}
			changed = true
		}
	}
	return changed
}

// foldConstantLists folds the constant offsets, then sizes, then strides
// of a slice of shape, each only while the slice stays in bounds; it
// reports whether any changed.
func foldConstantLists(shape []int64, offsets, sizes, strides []ir.FoldResult) bool {
	lists := [3][]ir.FoldResult{offsets, sizes, strides}
	changed := false
	for i, list := range lists {
		trial := append([]ir.FoldResult(nil), list...)
		if !foldConstantList(trial, i < 2) {
			continue
		}
		saved := lists[i]
		lists[i] = trial
		if inBoundsSliceError(shape, staticInts(lists[0]), staticInts(lists[1]), staticInts(lists[2])) != "" {
			lists[i] = saved
			break
		}
		copy(list, trial)
		changed = true
	}
	return changed
}

// staticInts returns the static list of fold results.
func staticInts(list []ir.FoldResult) []int64 {
	s, _ := ods.DispatchMixed(list)
	return s
}

// canonicalRankReducedType is inferCanonicalRankReducedResultType: the
// slice type with its first unit sizes dropped down to rank.
func canonicalRankReducedType(ctx *ir.Context, rank int, source *ir.RankedTensorType, sizes []int64) *ir.RankedTensorType {
	inferred := inferSliceType(ctx, source, sizes)
	drop := len(inferred.Shape) - rank
	if drop <= 0 {
		return inferred
	}
	var shape []int64
	for _, d := range inferred.Shape {
		if d == 1 && drop > 0 {
			drop--
			continue
		}
		shape = append(shape, d)
	}
	return ctx.RankedTensorType(shape, inferred.Elem, nil)
}

// constantArgsExtractSlice is OpWithOffsetSizesAndStridesConstantArgumentFolder
// for extract_slice: constant offsets, sizes and strides become static,
// the result type is recomputed and cast back.
func constantArgsExtractSlice(op *ir.Operation, rw *rewrite.Rewriter) bool {
	offsets, sizes, strides := extractSliceOSS.MixedOffsetsSizesStrides(op)
	source := rankedOf(op.Operand(0).Type())
	if !foldConstantLists(source.Shape, offsets, sizes, strides) {
		return false
	}
	rt := canonicalRankReducedType(rw.Ctx, rankOf(op.Result(0).Type()), source, staticInts(sizes))
	slice := newExtractSlice(rw, op.Loc(), rt, op.Operand(0), offsets, sizes, strides)
	return replaceWith(rw, op, castIfNeeded(rw, op.Loc(), op.Result(0).Type(), slice.Result(0)))
}

// anyConstantIndex reports whether an operand of op is an index constant
// (matchConstantIndex).
func anyConstantIndex(op *ir.Operation) bool {
	for _, v := range op.Operands() {
		if _, ok := v.Type().(*ir.IndexType); ok && rewrite.ValueConstant(v) != nil {
			return true
		}
	}
	return false
}

// extractSliceOfCast is ExtractSliceOpCastFolder: a slice of a cast losing
// static information slices the cast's source.
func extractSliceOfCast(op *ir.Operation, rw *rewrite.Rewriter) bool {
	if anyConstantIndex(op) {
		return false
	}
	c := op.Operand(0).DefiningOp()
	if !canFoldIntoConsumer(c) {
		return false
	}
	offsets, sizes, strides := extractSliceOSS.MixedOffsetsSizesStrides(op)
	if inBoundsSliceError(rankedOf(c.Operand(0).Type()).Shape, staticInts(offsets), staticInts(sizes), staticInts(strides)) != "" {
		return false
	}
	slice := newExtractSlice(rw, op.Loc(), op.Result(0).Type(), c.Operand(0), offsets, sizes, strides)
	return replaceWith(rw, op, slice.Result(0))
}

// insertionPoint places the rewriter before op, or before its parent for
// a parallel_insert_slice (whose parent gathers the parallel insertions).
func insertionPoint(rw *rewrite.Rewriter, op *ir.Operation) {
	if op.Name() == "tensor.parallel_insert_slice" {
		rw.SetInsertionPoint(op.ParentOp())
	}
}

// replaceInsert replaces an insertion by another (for a
// parallel_insert_slice, which has no result, erases it).
func replaceInsert(rw *rewrite.Rewriter, op, repl *ir.Operation) bool {
	if op.NumResults() == 0 {
		rw.ReplaceOp(op, nil)
		return true
	}
	return replaceWith(rw, op, repl.Result(0))
}

// constantArgsInsertSlice is InsertSliceOpConstantArgumentFolder.
func constantArgsInsertSlice(op *ir.Operation, rw *rewrite.Rewriter) bool {
	offsets, sizes, strides := insertSliceOSS.MixedOffsetsSizesStrides(op)
	dest := rankedOf(op.Operand(1).Type())
	if !foldConstantLists(dest.Shape, offsets, sizes, strides) {
		return false
	}
	st := canonicalRankReducedType(rw.Ctx, rankOf(op.Operand(0).Type()), dest, staticInts(sizes))
	src := op.Operand(0)
	if ir.Type(st) != src.Type() {
		saved, block := rw.InsertionPoint(), rw.InsertionBlock()
		insertionPoint(rw, op)
		src = newCast(rw, op.Loc(), st, src)
		restore(rw, block, saved)
	}
	return replaceInsert(rw, op, NewInsertSlice(rw, op.Name(), op.Loc(), src, op.Operand(1), offsets, sizes, strides))
}

// restore puts the rewriter's insertion point back before op in block (at
// its end for nil).
func restore(rw *rewrite.Rewriter, block *ir.Block, op *ir.Operation) {
	if op == nil {
		rw.SetInsertionPointToEnd(block)
		return
	}
	rw.SetInsertionPoint(op)
}

// rankReductionMaskDynamic is computeRankReductionMask with matchDynamic:
// dynamic sizes (other than a unit original size) match anything.
func rankReductionMaskDynamic(original, reduced []int64) ([]bool, bool) {
	mask := make([]bool, len(original))
	r := 0
	for i, size := range original {
		if r < len(reduced) && size != 1 && (reduced[r] == ir.Dynamic || size == ir.Dynamic) {
			r++
			continue
		}
		if r < len(reduced) && size == reduced[r] {
			r++
			continue
		}
		mask[i] = true
		if size != 1 {
			return nil, false
		}
	}
	return mask, r == len(reduced)
}

// insertSliceOfCast is InsertSliceOpCastFolder: casts losing static
// information on the source or destination fold into the insertion.
func insertSliceOfCast(op *ir.Operation, rw *rewrite.Rewriter) bool {
	if anyConstantIndex(op) {
		return false
	}
	castSource := func(v *ir.Value) *ir.Value {
		if c := v.DefiningOp(); canFoldIntoConsumer(c) {
			return c.Operand(0)
		}
		return nil
	}
	srcCast, dstCast := castSource(op.Operand(0)), castSource(op.Operand(1))
	if srcCast == nil && dstCast == nil {
		return false
	}
	src, dst := op.Operand(0), op.Operand(1)
	if srcCast != nil {
		src = srcCast
	}
	if dstCast != nil {
		dst = dstCast
	}
	st, dt := rankedOf(src.Type()), rankedOf(dst.Type())
	if st == nil || dt == nil {
		return false
	}
	staticSizes := append([]int64(nil), insertSliceOSS.Static(op, 1)...)
	mask, ok := rankReductionMaskDynamic(staticSizes, st.Shape)
	if !ok {
		return false
	}
	offsets, sizes, strides := insertSliceOSS.MixedOffsetsSizesStrides(op)
	reduced := 0
	for i := range staticSizes {
		if !mask[i] && st.Shape[reduced] != ir.Dynamic {
			sizes[i] = ir.FoldResult{Attr: indexAttr(rw.Ctx, st.Shape[reduced])}
			staticSizes[i] = st.Shape[reduced]
			reduced++
		}
	}
	if isRankReducedType(inferSliceType(rw.Ctx, dt, staticSizes), st) != sliceSuccess {
		return false
	}
	repl := NewInsertSlice(rw, op.Name(), op.Loc(), src, dst, offsets, sizes, strides)
	if op.NumResults() == 0 {
		rw.ReplaceOp(op, nil)
		return true
	}
	return replaceWith(rw, op, castIfNeeded(rw, op.Loc(), op.Operand(1).Type(), repl.Result(0)))
}

// insertSliceSourceCast is InsertSliceOpSourceCastInserter: static sizes
// of the insertion make its source more static through a cast.
func insertSliceSourceCast(op *ir.Operation, rw *rewrite.Rewriter) bool {
	st := rankedOf(op.Operand(0).Type())
	if len(st.Shape) != rankOf(op.Operand(1).Type()) {
		return false
	}
	offsets, sizes, strides := insertSliceOSS.MixedOffsetsSizesStrides(op)
	shape := append([]int64(nil), st.Shape...)
	for i := range shape {
		if c, ok := foldResultInt(sizes[i]); ok {
			if c < 0 {
				return false
			}
			shape[i] = c
		}
	}
	nt := rw.Ctx.RankedTensorType(shape, st.Elem, st.Encoding)
	if nt == st || !preservesStaticInformation(st, nt) || !castCompatible(st, nt) {
		return false
	}
	saved, block := rw.InsertionPoint(), rw.InsertionBlock()
	insertionPoint(rw, op)
	c := newCast(rw, op.Loc(), nt, op.Operand(0))
	restore(rw, block, saved)
	return replaceInsert(rw, op, NewInsertSlice(rw, op.Name(), op.Loc(), c, op.Operand(1), offsets, sizes, strides))
}

// padLists returns a pad's low and high paddings.
func padLists(op *ir.Operation) (low, high []ir.FoldResult) {
	ctx := ods.ContextOf(op)
	lowStart, nLow := ods.GroupRange(op, 1, false)
	highStart, nHigh := ods.GroupRange(op, 2, false)
	low = ods.MixedValues(ctx, denseInts(op, "static_low"), op.Operands()[lowStart:lowStart+nLow])
	high = ods.MixedValues(ctx, denseInts(op, "static_high"), op.Operands()[highStart:highStart+nHigh])
	return low, high
}

// allZero reports whether every fold result is the constant 0.
func allZero(list []ir.FoldResult) bool {
	for _, m := range list {
		if c, ok := foldResultInt(m); !ok || c != 0 {
			return false
		}
	}
	return true
}

// padZero is FoldStaticZeroPadding: a foldable pad of zeros is a cast.
func padZero(op *ir.Operation, rw *rewrite.Rewriter) bool {
	low, high := padLists(op)
	if !allZero(low) || !allZero(high) || op.InherentAttr("nofold") != nil {
		return false
	}
	return replaceWith(rw, op, newCast(rw, op.Loc(), op.Result(0).Type(), op.Operand(0)))
}

// inferPadTypeWith is PadOp::inferResultType with known result sizes:
// dimensions it cannot compute take them.
func inferPadTypeWith(ctx *ir.Context, source *ir.RankedTensorType, low, high, result []int64) *ir.RankedTensorType {
	t := inferPadType(ctx, source, low, high)
	if t == nil || len(result) != len(t.Shape) {
		return t
	}
	shape := append([]int64(nil), t.Shape...)
	for i, d := range source.Shape {
		if d == ir.Dynamic || low[i] == ir.Dynamic || high[i] == ir.Dynamic {
			shape[i] = result[i]
		}
	}
	return ctx.RankedTensorType(shape, t.Elem, nil)
}

// padOfCast is FoldSourceTensorCast: a cast losing static information
// folds into the pad.
func padOfCast(op *ir.Operation, rw *rewrite.Rewriter) bool {
	c := op.Operand(0).DefiningOp()
	if !canFoldIntoConsumer(c) {
		return false
	}
	rt := rankedOf(op.Result(0).Type())
	nt := inferPadTypeWith(rw.Ctx, rankedOf(c.Operand(0).Type()), denseInts(op, "static_low"), denseInts(op, "static_high"), rt.Shape)
	if nt == rt {
		rw.ModifyOpInPlace(op, func() { op.SetOperand(0, c.Operand(0)) })
		return true
	}
	low, high := padLists(op)
	pad := newPad(rw, op, nt, op.Operand(0), low, high, clonedRegion(rw.Ctx, op.Region(0)))
	return replaceWith(rw, op, newCast(rw, op.Loc(), rt, pad.Result(0)))
}

// castOfPad is FoldTargetTensorCast: a cast adding static information to
// the pad's only use becomes the pad's type.
func castOfPad(op *ir.Operation, rw *rewrite.Rewriter) bool {
	if !op.Result(0).HasOneUse() {
		return false
	}
	c := op.Result(0).FirstUse().Owner()
	if c.Name() != "tensor.cast" || !preservesStaticInformation(op.Result(0).Type(), c.Result(0).Type()) {
		return false
	}
	low, high := padLists(op)
	pad := newPad(rw, op, c.Result(0).Type(), op.Operand(0), low, high, movedRegion(op.Region(0)))
	rw.ReplaceOp(op, []*ir.Value{pad.Result(0)})
	rw.ReplaceOp(c, []*ir.Value{pad.Result(0)})
	return true
}

// staticPad is FoldStaticPadding: constant paddings become static and the
// result type more static, cast back.
func staticPad(op *ir.Operation, rw *rewrite.Rewriter) bool {
	source := rankedOf(op.Operand(0).Type())
	rt := rankedOf(op.Result(0).Type())
	constOf := func(group int) ([]int64, []*ir.Value) {
		start, n := ods.GroupRange(op, group, false)
		var consts []int64
		var left []*ir.Value
		for _, v := range op.Operands()[start : start+n] {
			if c, ok := constInt(v); ok {
				consts = append(consts, c)
				continue
			}
			consts = append(consts, ir.Dynamic)
			left = append(left, v)
		}
		return consts, left
	}
	lowConsts, newLows := constOf(1)
	highConsts, newHighs := constOf(2)
	low := append([]int64(nil), denseInts(op, "static_low")...)
	high := append([]int64(nil), denseInts(op, "static_high")...)
	rank := len(source.Shape)
	if len(rt.Shape) != rank || len(low) != rank || len(high) != rank {
		return false
	}
	li, hi := 0, 0
	for i := 0; i < rank; i++ {
		if low[i] == ir.Dynamic && li < len(lowConsts) {
			low[i] = lowConsts[li]
			li++
		}
		if high[i] == ir.Dynamic && hi < len(highConsts) {
			high[i] = highConsts[hi]
			hi++
		}
	}
	out := make([]int64, rank)
	allDynamic := true
	for i := range out {
		out[i] = rt.Shape[i]
		if out[i] == ir.Dynamic && low[i] != ir.Dynamic && high[i] != ir.Dynamic && source.Shape[i] != ir.Dynamic {
			out[i] = source.Shape[i] + low[i] + high[i]
		}
		if out[i] != ir.Dynamic {
			allDynamic = false
		}
	}
	if equalShapes(out, rt.Shape) || allDynamic {
		return false
	}
	nt := rw.Ctx.RankedTensorType(out, rt.Elem, nil)
	lowMixed := ods.MixedValues(rw.Ctx, low, newLows)
	highMixed := ods.MixedValues(rw.Ctx, high, newHighs)
	pad := newPad(rw, op, nt, op.Operand(0), lowMixed, highMixed, clonedRegion(rw.Ctx, op.Region(0)))
	return replaceWith(rw, op, newCast(rw, op.Loc(), rt, pad.Result(0)))
}

// constantPaddingValue is PadOp::getConstantPaddingValue: the yielded
// value when it is a constant or defined outside the pad's block.
func constantPaddingValue(op *ir.Operation) *ir.Value {
	block := op.Region(0).First()
	y := block.Last()
	if y == nil || y.Name() != "tensor.yield" {
		return nil
	}
	v := y.Operand(0)
	if rewrite.ValueConstant(v) != nil {
		return v
	}
	if v.OwnerBlock() == block {
		return nil
	}
	return v
}

// padOfPad is FoldConsecutiveConstantPadding: two foldable pads with the
// same padding value are one, their paddings added.
func padOfPad(op *ir.Operation, rw *rewrite.Rewriter) bool {
	if op.InherentAttr("nofold") != nil {
		return false
	}
	producer := definedBy(op.Operand(0), "tensor.pad")
	if producer == nil || producer.InherentAttr("nofold") != nil {
		return false
	}
	v, pv := constantPaddingValue(op), constantPaddingValue(producer)
	if v == nil || pv == nil || v != pv {
		return false
	}
	lowA, highA := padLists(op)
	lowB, highB := padLists(producer)
	sum := func(a, b []ir.FoldResult) []ir.FoldResult {
		if len(a) != len(b) {
			return nil
		}
		out := make([]ir.FoldResult, len(a))
		for i := range a {
			sum, ok := sumFolded(rw.Builder, op.Loc(), []ir.FoldResult{a[i], b[i]})
			if !ok {
				return nil
			}
			out[i] = sum
		}
		return out
	}
	high := sum(highA, highB)
	low := sum(lowA, lowB)
	if low == nil || high == nil {
		return false
	}
	pad := newPad(rw, op, op.Result(0).Type(), producer.Operand(0), low, high, movedRegion(op.Region(0)))
	return replaceWith(rw, op, pad.Result(0))
}

// paddedDims is PadOp::getPaddedDims: the dimensions with a padding that
// is not the constant 0.
func paddedDims(op *ir.Operation) []bool {
	low, high := padLists(op)
	out := make([]bool, len(low))
	for i := range out {
		for _, m := range []ir.FoldResult{low[i], high[i]} {
			if c, ok := foldResultInt(m); !ok || c != 0 {
				out[i] = true
			}
		}
	}
	return out
}

// unitStrides reports whether every stride of a slice is the constant 1.
func unitStrides(op *ir.Operation) bool {
	_, _, strides := extractSliceOSS.MixedOffsetsSizesStrides(op)
	for _, s := range strides {
		if c, ok := foldResultInt(s); !ok || c != 1 {
			return false
		}
	}
	return true
}

// orthogonalPaddings is FoldOrthogonalPaddings: two slice-and-high-pad
// steps padding different dimensions with one constant become one.
func orthogonalPaddings(op *ir.Operation, rw *rewrite.Rewriter) bool {
	inner := definedBy(op.Operand(0), "tensor.extract_slice")
	if inner == nil {
		return false
	}
	outerPad := definedBy(inner.Operand(0), "tensor.pad")
	if outerPad == nil || outerPad.InherentAttr("nofold") != nil {
		return false
	}
	outer := definedBy(outerPad.Operand(0), "tensor.extract_slice")
	if outer == nil {
		return false
	}
	rank := rankOf(op.Operand(0).Type())
	if rankOf(outer.Operand(0).Type()) != rank || !unitStrides(inner) || !unitStrides(outer) {
		return false
	}
	lowIn, highIn := padLists(op)
	lowOut, highOut := padLists(outerPad)
	if !allZero(lowIn) || !allZero(lowOut) {
		return false
	}
	iv, ov := constantPaddingValue(op), constantPaddingValue(outerPad)
	if iv == nil || ov == nil {
		return false
	}
	ia, oa := rewrite.ValueConstant(iv), rewrite.ValueConstant(ov)
	if ia == nil || oa == nil || ia != oa {
		return false
	}
	innerDims, outerDims := paddedDims(op), paddedDims(outerPad)
	for i := range innerDims {
		if innerDims[i] && outerDims[i] {
			return false
		}
	}
	innerOffsets, innerSizes, innerStrides := extractSliceOSS.MixedOffsetsSizesStrides(inner)
	outerOffsets, outerSizes, _ := extractSliceOSS.MixedOffsetsSizesStrides(outer)
	offsets := make([]ir.FoldResult, rank)
	for i := range offsets {
		if c, ok := foldResultInt(innerOffsets[i]); !innerDims[i] && ok && c == 0 {
			offsets[i] = outerOffsets[i]
			continue
		}
		if c, ok := foldResultInt(outerOffsets[i]); !outerDims[i] && ok && c == 0 {
			offsets[i] = innerOffsets[i]
			continue
		}
		return false
	}
	sizes := append([]ir.FoldResult(nil), innerSizes...)
	innerSource := rankedOf(inner.Operand(0).Type()).Shape
	for i := range sizes {
		if !outerDims[i] {
			continue
		}
		if c, ok := foldResultInt(innerSizes[i]); !ok || c != innerSource[i] {
			return false
		}
		sizes[i] = outerSizes[i]
	}
	high := make([]ir.FoldResult, rank)
	for i := range high {
		high[i] = ir.FoldResult{Attr: indexAttr(rw.Ctx, 0)}
		if innerDims[i] {
			high[i] = highIn[i]
		}
		if outerDims[i] {
			high[i] = highOut[i]
		}
	}
	slice := newExtractSlice(rw, op.Loc(), nil, outer.Operand(0), offsets, sizes, innerStrides)
	pad := newPad(rw, op, op.Result(0).Type(), slice.Result(0), lowIn, high, movedRegion(op.Region(0)))
	return replaceWith(rw, op, pad.Result(0))
}

// reshapeOfConstant is FoldReshapeWithConstant: the reshape of a splat
// constant is a constant.
func reshapeOfConstant(op *ir.Operation, rw *rewrite.Rewriter) bool {
	d, ok := rewrite.ValueConstant(op.Operand(0)).(*ir.DenseElementsAttr)
	rt := rankedOf(op.Result(0).Type())
	if !ok || !d.Splat || rt == nil {
		return false
	}
	a := rw.Ctx.DenseElementsAttr(rt, d.Data, true)
	return replaceWith(rw, op, create(rw, "arith.constant", op.Loc(), []ir.Type{rt}, nil, ir.NamedAttr{Name: "value", Value: a}).Result(0))
}

// reshapeOfSplat is FoldReshapeWithSplat: the reshape of a static splat is
// a splat.
func reshapeOfSplat(op *ir.Operation, rw *rewrite.Rewriter) bool {
	s := definedBy(op.Operand(0), "tensor.splat")
	if s == nil || !staticShape(rankedOf(s.Result(0).Type()).Shape) {
		return false
	}
	return replaceWith(rw, op, create(rw, "tensor.splat", op.Loc(), []ir.Type{op.Result(0).Type()}, []*ir.Value{s.Operand(0)}).Result(0))
}

// reshapeOfFromElements is FoldReshapeWithFromElements: the static
// reshape of from_elements is from_elements.
func reshapeOfFromElements(op *ir.Operation, rw *rewrite.Rewriter) bool {
	fe := definedBy(op.Operand(0), "tensor.from_elements")
	rt := rankedOf(op.Result(0).Type())
	if fe == nil || rt == nil || !staticShape(rt.Shape) {
		return false
	}
	return replaceWith(rw, op, create(rw, "tensor.from_elements", op.Loc(), []ir.Type{rt}, fe.Operands()).Result(0))
}

// collapseOfCast is FoldCollapseOfCastOp: a cast losing static information
// folds into the collapse.
func collapseOfCast(op *ir.Operation, rw *rewrite.Rewriter) bool {
	c := op.Operand(0).DefiningOp()
	if !canFoldIntoConsumer(c) {
		return false
	}
	src := rankedOf(c.Operand(0).Type())
	nt := rw.Ctx.RankedTensorType(collapsedShape(src.Shape, reassociation(op)), src.Elem, nil)
	if ir.Type(nt) == op.Result(0).Type() {
		rw.ModifyOpInPlace(op, func() { op.SetOperand(0, c.Operand(0)) })
		return true
	}
	collapse := create(rw, "tensor.collapse_shape", op.Loc(), []ir.Type{nt}, []*ir.Value{c.Operand(0)},
		ir.NamedAttr{Name: "reassociation", Value: op.InherentAttr("reassociation")})
	return replaceWith(rw, op, newCast(rw, op.Loc(), op.Result(0).Type(), collapse.Result(0)))
}

// staticExpandShape is ConvertToStaticExpandShape: constant output sizes
// of an expansion of a cast losing static information become static.
func staticExpandShape(op *ir.Operation, rw *rewrite.Rewriter) bool {
	c := op.Operand(0).DefiningOp()
	if !canFoldIntoConsumer(c) {
		return false
	}
	castSrc := rankedOf(c.Operand(0).Type()).Shape
	groups := reassociation(op)
	rt := rankedOf(op.Result(0).Type())
	out := append([]int64(nil), rt.Shape...)
	var dynamic []*ir.Value
	next := 1
	for in, g := range groups {
		for _, d := range g {
			if out[d] != ir.Dynamic {
				continue
			}
			if next >= op.NumOperands() {
				return false
			}
			v := op.Operand(next)
			next++
			if castSrc[in] == ir.Dynamic {
				dynamic = append(dynamic, v)
				continue
			}
			if k, ok := constInt(v); ok {
				out[d] = k
			} else {
				dynamic = append(dynamic, v)
			}
		}
	}
	if op.NumOperands()-1 == len(dynamic) {
		return false
	}
	in := make([]int64, len(groups))
	for i, g := range groups {
		in[i] = 1
		for _, d := range g {
			if out[d] == ir.Dynamic {
				in[i] = ir.Dynamic
				break
			}
			in[i] *= out[d]
		}
	}
	elem := rankedOf(op.Operand(0).Type()).Elem
	inCast := newCast(rw, op.Loc(), rw.Ctx.RankedTensorType(in, elem, nil), op.Operand(0))
	mixed := ods.MixedValues(rw.Ctx, out, dynamic)
	static, dyn := ods.DispatchMixed(mixed)
	expand := create(rw, "tensor.expand_shape", op.Loc(), []ir.Type{rw.Ctx.RankedTensorType(out, elem, nil)},
		append([]*ir.Value{inCast}, dyn...),
		ir.NamedAttr{Name: "reassociation", Value: op.InherentAttr("reassociation")},
		ir.NamedAttr{Name: "static_output_shape", Value: rw.Ctx.DenseI64Array(static)})
	return replaceWith(rw, op, newCast(rw, op.Loc(), op.Result(0).Type(), expand.Result(0)))
}

// FoldCastIntoDestinationStyle is FoldTensorCastProducerOp rooted at the
// destination-style op root: upstream's TensorDialect registers it for
// every such op, so dialects defining them (linalg) list it with theirs.
func FoldCastIntoDestinationStyle(root string) rewrite.Pattern {
	return &rewrite.Func{Name: "(anonymous namespace)::FoldTensorCastProducerOp", On: root, Weight: 1, Rewrite: foldCastIntoDestinationStyle}
}
