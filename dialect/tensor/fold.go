package tensor

import (
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/ods"
	"github.com/gomlir/gomlir/rewrite"
)

// value folds to a value, attr to a constant.
func value(v *ir.Value) []ir.FoldResult   { return []ir.FoldResult{{Value: v}} }
func attr(a ir.Attribute) []ir.FoldResult { return []ir.FoldResult{{Attr: a}} }

// orNone folds to a, or declines when a is nil.
func orNone(a ir.Attribute) []ir.FoldResult {
	if a == nil {
		return nil
	}
	return attr(a)
}

// foldCastInterface is CastOpInterface's fold: a cast to the operand's own
// type is the operand.
func foldCastInterface(op *ir.Operation, _ []ir.Attribute) []ir.FoldResult {
	if op.Operand(0).Type() == op.Result(0).Type() {
		return value(op.Operand(0))
	}
	return nil
}

// foldConcat is ConcatOp::fold: a concatenation of one tensor of the
// result type is that tensor.
func foldConcat(op *ir.Operation, _ []ir.Attribute) []ir.FoldResult {
	if op.NumOperands() == 1 && op.Operand(0).Type() == op.Result(0).Type() {
		return value(op.Operand(0))
	}
	return nil
}

// canFoldIntoConsumer is canFoldIntoConsumerOp: cast is a tensor.cast whose
// source has at least as much static information as its result.
func canFoldIntoConsumer(cast *ir.Operation) bool {
	return cast != nil && cast.Name() == "tensor.cast" &&
		preservesStaticInformation(cast.Result(0).Type(), cast.Operand(0).Type())
}

// canFoldIntoProducer is canFoldIntoProducerOp: cast is a tensor.cast
// towards more static information.
func canFoldIntoProducer(cast *ir.Operation) bool {
	return cast != nil && cast.Name() == "tensor.cast" &&
		preservesStaticInformation(cast.Operand(0).Type(), cast.Result(0).Type())
}

// preservesStaticInformation reports whether target is a ranked tensor type
// with every static size of the ranked source.
func preservesStaticInformation(source, target ir.Type) bool {
	s, t := rankedOf(source), rankedOf(target)
	if s == nil || t == nil || s.Elem != t.Elem || len(s.Shape) != len(t.Shape) {
		return false
	}
	for i, d := range s.Shape {
		if d != ir.Dynamic && t.Shape[i] == ir.Dynamic {
			return false
		}
	}
	return true
}

// FoldTensorCast is upstream's tensor::foldTensorCast: operands produced by casts
// that can fold into op are replaced by the casts' sources.
func FoldTensorCast(op *ir.Operation) bool {
	folded := false
	for i, v := range op.Operands() {
		if c := v.DefiningOp(); canFoldIntoConsumer(c) {
			op.SetOperand(i, c.Operand(0))
			folded = true
		}
	}
	return folded
}

// dimSpeculatability is DimOp::getSpeculatability: speculatable for a
// constant index within a ranked source.
func dimSpeculatability(op *ir.Operation) ir.Speculatability {
	idx, ok := constInt(op.Operand(1))
	r := rankedOf(op.Operand(0).Type())
	if !ok || r == nil || idx >= int64(len(r.Shape)) {
		return ir.NotSpeculatable
	}
	return ir.Speculatable
}

// foldDim is DimOp::fold.
func foldDim(op *ir.Operation, operands []ir.Attribute) []ir.FoldResult {
	index, ok := operands[1].(*ir.IntegerAttr)
	if !ok {
		return nil
	}
	t := rankedOf(op.Operand(0).Type())
	if t == nil {
		return nil
	}
	i := index.Int64()
	if !index.IsSmall() || i < 0 || i >= int64(len(t.Shape)) {
		return nil
	}
	if t.Shape[i] != ir.Dynamic {
		return attr(indexAttr(ods.ContextOf(op), t.Shape[i]))
	}
	def := op.Operand(0).DefiningOp()
	if def != nil {
		switch def.Name() {
		case "tensor.generate":
			return value(def.Operand(countDynamic(t.Shape[:i])))
		case "tensor.extract_slice":
			if rankOf(def.Result(0).Type()) == rankOf(def.Operand(0).Type()) {
				if sizes := extractSliceOSS.Static(def, 1); sizes[i] == ir.Dynamic {
					return value(extractSliceOSS.Dynamic(def, 1)[countDynamic(sizes[:i])])
				}
			}
		}
	}
	if FoldTensorCast(op) {
		return value(op.Result(0))
	}
	return nil
}

// splatValue returns the single value of a splat dense attribute, or nil.
func splatValue(ctx *ir.Context, a ir.Attribute) ir.Attribute {
	d, ok := a.(*ir.DenseElementsAttr)
	if !ok || !d.Splat {
		return nil
	}
	return elementAttr(ctx, d, 0)
}

// elementAttr is element i of a dense attribute as an integer or float
// attribute (nil for other element types).
func elementAttr(ctx *ir.Context, d *ir.DenseElementsAttr, i int64) ir.Attribute {
	switch et := d.ElemType().(type) {
	case *ir.IntegerType, *ir.IndexType:
		return ctx.IntegerAttr(et, d.IntAt(i))
	case *ir.FloatType:
		return ctx.FloatAttr(et, d.BitsAt(i))
	}
	return nil
}

// resizeSplat is reshapeConstantSource: a splat constant reshaped to a
// static result type.
func resizeSplat(ctx *ir.Context, source ir.Attribute, result ir.Type) ir.Attribute {
	d, ok := source.(*ir.DenseElementsAttr)
	r := rankedOf(result)
	if !ok || !d.Splat || r == nil || !staticShape(r.Shape) {
		return nil
	}
	return ctx.DenseElementsAttr(r, d.Data, true)
}

// foldExtract is ExtractOp::fold.
func foldExtract(op *ir.Operation, operands []ir.Attribute) []ir.FoldResult {
	ctx := ods.ContextOf(op)
	if s := splatValue(ctx, operands[0]); s != nil {
		return attr(s)
	}
	if _, ok := operands[0].(*ir.DenseResourceElementsAttr); ok {
		return nil
	}
	indices := make([]int64, 0, len(operands)-1)
	for _, a := range operands[1:] {
		i, ok := a.(*ir.IntegerAttr)
		if !ok {
			return nil
		}
		indices = append(indices, i.Int64())
	}
	if def := op.Operand(0).DefiningOp(); def != nil && def.Name() == "tensor.from_elements" {
		shape := rankedOf(def.Result(0).Type()).Shape
		flat, stride := int64(0), int64(1)
		for i := len(shape) - 1; i >= 0; i-- {
			flat += indices[i] * stride
			stride *= shape[i]
		}
		if flat < 0 || flat >= int64(def.NumOperands()) {
			return nil
		}
		return value(def.Operand(int(flat)))
	}
	if d, ok := operands[0].(*ir.DenseElementsAttr); ok {
		shape := d.Type.Dims()
		if len(shape) != len(indices) {
			return nil
		}
		flat := int64(0)
		for i, idx := range indices {
			if idx < 0 || idx >= shape[i] {
				return nil
			}
			flat = flat*shape[i] + idx
		}
		return orNone(elementAttr(ctx, d, flat))
	}
	// As upstream, only with constant indices: an extraction at the
	// indices an insertion just wrote is its scalar.
	if ins := definedBy(op.Operand(0), "tensor.insert"); ins != nil && sameFoldResults(ins.Operands()[2:], op.Operands()[1:]) {
		return value(ins.Operand(0))
	}
	return nil
}

// foldFromElements is FromElementsOp::fold: constant elements make a dense
// constant.
func foldFromElements(op *ir.Operation, operands []ir.Attribute) []ir.FoldResult {
	t := rankedOf(op.Result(0).Type())
	n := ir.ElementBytes(t.Elem)
	if n == 0 {
		return nil
	}
	data := make([]byte, n*len(operands))
	for i, a := range operands {
		dst := data[i*n : (i+1)*n]
		switch a := a.(type) {
		case *ir.IntegerAttr:
			ir.IntToRaw(dst, a.BigInt())
		case *ir.FloatAttr:
			ir.BitsToRaw(dst, a.Bits)
		default:
			return nil
		}
	}
	return attr(ods.ContextOf(op).DenseElementsAttr(t, data, false))
}

// foldGather is GatherOp::fold: a gather from a splat is a splat.
func foldGather(op *ir.Operation, operands []ir.Attribute) []ir.FoldResult {
	return orNone(resizeSplat(ods.ContextOf(op), operands[0], op.Result(0).Type()))
}

// foldInsert is InsertOp::fold: inserting a splat's value into it changes
// nothing.
func foldInsert(op *ir.Operation, operands []ir.Attribute) []ir.FoldResult {
	if operands[0] != nil && operands[0] == splatValue(ods.ContextOf(op), operands[1]) {
		return attr(operands[1])
	}
	return nil
}

// foldRank is RankOp::fold.
func foldRank(op *ir.Operation, _ []ir.Attribute) []ir.FoldResult {
	if r := rankedOf(op.Operand(0).Type()); r != nil {
		return attr(indexAttr(ods.ContextOf(op), int64(len(r.Shape))))
	}
	return nil
}

// foldReshape is ReshapeOp::fold.
func foldReshape(op *ir.Operation, operands []ir.Attribute) []ir.FoldResult {
	if a := resizeSplat(ods.ContextOf(op), operands[0], op.Result(0).Type()); a != nil {
		return attr(a)
	}
	source := op.Operand(0)
	if def := source.DefiningOp(); def != nil && def.Name() == "tensor.reshape" {
		op.SetOperand(0, def.Operand(0))
		return value(op.Result(0))
	}
	st, rt := rankedOf(source.Type()), rankedOf(op.Result(0).Type())
	if st == nil || rt == nil || st != rt {
		return nil
	}
	if len(st.Shape) == 1 {
		return value(source)
	}
	fe := op.Operand(1).DefiningOp()
	if fe == nil || fe.Name() != "tensor.from_elements" || fe.NumOperands() != len(st.Shape) {
		return nil
	}
	for id, e := range fe.Operands() {
		if c, ok := constInt(e); ok {
			if c != st.Shape[id] {
				return nil
			}
			continue
		}
		dim := e.DefiningOp()
		if dim == nil || dim.Name() != "tensor.dim" || dim.Operand(0) != source {
			return nil
		}
		if c, ok := constInt(dim.Operand(1)); !ok || c != int64(id) {
			return nil
		}
	}
	return value(source)
}

// foldReassociativeReshape is foldReshapeOp for expand_shape and
// collapse_shape (inverse names the other one).
func foldReassociativeReshape(inverse string) func(op *ir.Operation, operands []ir.Attribute) []ir.FoldResult {
	return func(op *ir.Operation, operands []ir.Attribute) []ir.FoldResult {
		src, rt := op.Operand(0), op.Result(0).Type()
		if src.Type() == rt {
			return value(src)
		}
		if def := src.DefiningOp(); def != nil && def.Name() == inverse && def.Operand(0).Type() == rt &&
			(op.Name() != "tensor.expand_shape" || oneDynamicPerGroup(rankedOf(rt), reassociation(op))) {
			return value(def.Operand(0))
		}
		if d, ok := operands[0].(*ir.DenseElementsAttr); ok {
			if r := rankedOf(rt); r != nil && staticShape(r.Shape) {
				return attr(ods.ContextOf(op).DenseElementsAttr(r, d.Data, d.Splat))
			}
		}
		return nil
	}
}

// oneDynamicPerGroup reports whether each group of an expansion to t has
// at most one dynamic size: only then is expand(collapse(x)) known to be x.
func oneDynamicPerGroup(t *ir.RankedTensorType, groups [][]int64) bool {
	for _, g := range groups {
		n := 0
		for _, d := range g {
			if d < int64(len(t.Shape)) && t.Shape[d] == ir.Dynamic {
				n++
			}
		}
		if n > 1 {
			return false
		}
	}
	return true
}

var (
	foldExpandShape   = foldReassociativeReshape("tensor.collapse_shape")
	foldCollapseShape = foldReassociativeReshape("tensor.expand_shape")
)

// foldPad is PadOp::fold: a foldable pad that changes no size is its
// source.
func foldPad(op *ir.Operation, _ []ir.Attribute) []ir.FoldResult {
	rt := rankedOf(op.Result(0).Type())
	if staticShape(rt.Shape) && ir.Type(rt) == op.Operand(0).Type() && op.InherentAttr("nofold") == nil {
		return value(op.Operand(0))
	}
	return nil
}

// foldSplat is SplatOp::fold: a constant splat of static shape.
func foldSplat(op *ir.Operation, operands []ir.Attribute) []ir.FoldResult {
	rt := rankedOf(op.Result(0).Type())
	if !staticShape(rt.Shape) {
		return nil
	}
	n := ir.ElementBytes(rt.Elem)
	data := make([]byte, n)
	switch a := operands[0].(type) {
	case *ir.IntegerAttr:
		ir.IntToRaw(data, a.BigInt())
	case *ir.FloatAttr:
		ir.BitsToRaw(data, a.Bits)
	default:
		return nil
	}
	return attr(ods.ContextOf(op).DenseElementsAttr(rt, data, true))
}

// sameSlice is OffsetSizeAndStrideOpInterface::isSameAs with pointer
// equality of the mixed entries: the same static lists and dynamic values.
func sameSlice(a *ir.Operation, ao ods.OffsetSizeAndStride, b *ir.Operation, bo ods.OffsetSizeAndStride) bool {
	for i := 0; i < 3; i++ {
		if !equalShapes(ao.Static(a, i), bo.Static(b, i)) {
			return false
		}
		ad, bd := ao.Dynamic(a, i), bo.Dynamic(b, i)
		if len(ad) != len(bd) {
			return false
		}
		for j := range ad {
			if ad[j] != bd[j] {
				return false
			}
		}
	}
	return true
}

// isIdentitySlice is foldIdentityOffsetSizeAndStrideOpInterface: zero
// offsets, unit strides, and sizes equal to (the leading dims of) shape.
func isIdentitySlice(op *ir.Operation, oss ods.OffsetSizeAndStride, shape []int64) bool {
	offsets, sizes, strides := oss.MixedOffsetsSizesStrides(op)
	for _, o := range offsets {
		if c, ok := foldResultInt(o); !ok || c != 0 {
			return false
		}
	}
	for i := 0; i < len(sizes) && i < len(shape); i++ {
		if c, ok := foldResultInt(sizes[i]); !ok || c != shape[i] {
			return false
		}
	}
	for _, s := range strides {
		if c, ok := foldResultInt(s); !ok || c != 1 {
			return false
		}
	}
	return true
}

// foldExtractSlice is ExtractSliceOp::fold.
func foldExtractSlice(op *ir.Operation, operands []ir.Attribute) []ir.FoldResult {
	rt := op.Result(0).Type()
	if a := resizeSplat(ods.ContextOf(op), operands[0], rt); a != nil {
		return attr(a)
	}
	if op.Operand(0).Type() == rt && isIdentitySlice(op, extractSliceOSS, rankedOf(rt).Shape) {
		return value(op.Operand(0))
	}
	// An extraction of what an insertion just put there.
	if ins := op.Operand(0).DefiningOp(); ins != nil && ins.Name() == "tensor.insert_slice" &&
		ins.Operand(0).Type() == rt && sameSlice(ins, insertSliceOSS, op, extractSliceOSS) {
		return value(ins.Operand(0))
	}
	return nil
}

// foldInsertSlice is InsertSliceOp::fold.
func foldInsertSlice(op *ir.Operation, _ []ir.Attribute) []ir.FoldResult {
	st, rt := rankedOf(op.Operand(0).Type()), rankedOf(op.Result(0).Type())
	if staticShape(st.Shape) && staticShape(rt.Shape) && st == rt && isIdentitySlice(op, insertSliceOSS, rt.Shape) {
		return value(op.Operand(0))
	}
	// An insertion over an identical insertion replaces it.
	if prev := op.Operand(1).DefiningOp(); prev != nil && prev.Name() == "tensor.insert_slice" &&
		prev.Operand(0).Type() == ir.Type(st) && sameSlice(prev, insertSliceOSS, op, insertSliceOSS) {
		op.SetOperand(1, prev.Operand(1))
		return value(op.Result(0))
	}
	// An insertion of what was extracted from the same place.
	if ext := op.Operand(0).DefiningOp(); ext != nil && ext.Name() == "tensor.extract_slice" &&
		ext.Operand(0) == op.Operand(1) && sameSlice(ext, extractSliceOSS, op, insertSliceOSS) {
		return value(ext.Operand(0))
	}
	_, sizes, _ := insertSliceOSS.MixedOffsetsSizesStrides(op)
	for _, s := range sizes {
		if c, ok := foldResultInt(s); ok && c == 0 {
			return value(op.Operand(1))
		}
	}
	return nil
}

// sameFoldResults reports whether two value lists are equal as upstream's
// getAsOpFoldResult compares them: a value defined by a constant op is its
// constant, another value itself.
func sameFoldResults(a, b []*ir.Value) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] == b[i] {
			continue
		}
		ca, cb := rewrite.ValueConstant(a[i]), rewrite.ValueConstant(b[i])
		if ca == nil || ca != cb {
			return false
		}
	}
	return true
}
