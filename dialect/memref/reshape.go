package memref

import (
	"github.com/gomlir/gomlir/dialect/viewlike"
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/ods"
)

// indexListArrayAttr is upstream's IndexListArrayAttr: an array of arrays
// of 64-bit integers (the reassociation groups).
var indexListArrayAttr = ods.AttrConstraint{Desc: "Array of 64-bit integer array attributes", GoType: "*ir.ArrayAttr",
	ValueType: func(c *ir.Context) ir.Type { return c.NoneType() },
	Storage:   ods.ArrayAttrC.Storage,
	Pred: func(a ir.Attribute) bool {
		arr, ok := a.(*ir.ArrayAttr)
		if !ok {
			return false
		}
		for _, g := range arr.Elems {
			inner, ok := g.(*ir.ArrayAttr)
			if !ok {
				return false
			}
			for _, e := range inner.Elems {
				if !ods.I64Attr.Pred(e) {
					return false
				}
			}
		}
		return true
	}}

// Reassociation returns the reassociation groups of a collapse_shape or
// expand_shape op.
func Reassociation(op *ir.Operation) [][]int64 {
	arr, _ := op.InherentAttr("reassociation").(*ir.ArrayAttr)
	if arr == nil {
		return nil
	}
	out := make([][]int64, len(arr.Elems))
	for i, g := range arr.Elems {
		inner, _ := g.(*ir.ArrayAttr)
		if inner == nil {
			continue
		}
		for _, e := range inner.Elems {
			if v, ok := e.(*ir.IntegerAttr); ok {
				out[i] = append(out[i], v.Int64())
			}
		}
	}
	return out
}

// ReassociationAttr builds the attribute of reassociation groups.
func ReassociationAttr(ctx *ir.Context, groups [][]int64) *ir.ArrayAttr {
	elems := make([]ir.Attribute, len(groups))
	for i, g := range groups {
		inner := make([]ir.Attribute, len(g))
		for j, d := range g {
			inner[j] = ctx.IntAttr(ctx.I(64), d)
		}
		elems[i] = ctx.ArrayAttr(inner)
	}
	return ctx.ArrayAttr(elems)
}

// collapseShapeSpec is memref.collapse_shape.
var collapseShapeSpec = &ods.Op{
	Name:        "memref.collapse_shape",
	Summary:     "operation to produce a memref with a smaller rank.",
	Operands:    []ods.Operand{{Name: "src", Type: anyStridedMemRef}},
	Attrs:       []ods.Attr{{Name: "reassociation", Constraint: indexListArrayAttr}},
	Results:     []ods.Result{{Name: "result", Type: anyStridedMemRef}},
	Traits:      pure,
	Format:      "$src $reassociation attr-dict `:` type($src) `into` type($result)",
	Interfaces:  ir.Interfaces{ir.ViewSourceOperand(0)},
	ResultNames: resultName("collapse_shape"),
	Verify:      verifyCollapseShape,
	Fold: func(op *ir.Operation, _ []ir.Attribute) []ir.FoldResult {
		return foldReshape(op, "memref.expand_shape")
	},
}

// expandShapeSpec is memref.expand_shape.
var expandShapeSpec = &ods.Op{
	Name:    "memref.expand_shape",
	Summary: "operation to produce a memref with a higher rank.",
	Operands: []ods.Operand{
		{Name: "src", Type: anyStridedMemRef},
		{Name: "output_shape", Type: ods.Index, Arity: ods.Variadic},
	},
	Attrs: []ods.Attr{
		{Name: "reassociation", Constraint: indexListArrayAttr},
		{Name: "static_output_shape", Constraint: ods.DenseI64ArrayAttr},
	},
	Results: []ods.Result{{Name: "result", Type: anyStridedMemRef}},
	Traits:  pure,
	Format: "$src $reassociation `output_shape` custom<DynamicIndexList>($output_shape, $static_output_shape) " +
		"attr-dict `:` type($src) `into` type($result)",
	CustomDirectives: dynamicIndexList,
	Interfaces:       ir.Interfaces{ir.ViewSourceOperand(0)},
	ResultNames:      resultName("expand_shape"),
	Verify:           verifyExpandShape,
	Fold: func(op *ir.Operation, _ []ir.Attribute) []ir.FoldResult {
		return foldReshape(op, "memref.collapse_shape")
	},
}

// foldReshape is upstream's foldReshapeOp: a reshape to its source's type
// is its source; one undoing the inverse reshape it reads gives back the
// original value when that is provably the same (at most one dynamic size,
// or the same groups and at most one dynamic size per group, or an
// expansion collapsed back).
func foldReshape(op *ir.Operation, inverse string) []ir.FoldResult {
	if op.Operand(0).Type() == op.Result(0).Type() {
		return []ir.FoldResult{{Value: op.Operand(0)}}
	}
	prev := op.Operand(0).DefiningOp()
	if prev == nil || prev.Name() != inverse || prev.Operand(0).Type() != op.Result(0).Type() {
		return nil
	}
	orig := prev.Operand(0)
	shape := orig.Type().(*ir.MemRefType).Shape
	if viewlike.CountDynamic(shape) < 2 {
		return []ir.FoldResult{{Value: orig}}
	}
	groups, prevGroups := Reassociation(op), Reassociation(prev)
	if len(groups) != len(prevGroups) {
		return nil
	}
	for i := range groups {
		if !equalInts(groups[i], prevGroups[i]) {
			return nil
		}
	}
	if len(shape) < len(prev.Result(0).Type().(*ir.MemRefType).Shape) {
		return []ir.FoldResult{{Value: orig}}
	}
	for _, g := range groups {
		if len(g) > 0 && viewlike.CountDynamic(shape[g[0]:g[0]+int64(len(g))]) >= 2 {
			return nil
		}
	}
	return []ir.FoldResult{{Value: orig}}
}

// verifyCollapsedShape is upstream's verifyCollapsedShape (multiple
// dynamic dimensions per group allowed).
func verifyCollapsedShape(op *ir.Operation, collapsed, expanded []int64, groups [][]int64) error {
	if len(collapsed) != len(groups) {
		return op.EmitOpError("invalid number of reassociation groups: found %d, expected %d", len(groups), len(collapsed))
	}
	next := int64(0)
	for i, g := range groups {
		foundDynamic := false
		for _, d := range g {
			if d != next {
				return op.EmitOpError("reassociation indices must be contiguous")
			}
			next++
			if d >= int64(len(expanded)) {
				return op.EmitOpError("reassociation index %d is out of bounds", d)
			}
			if expanded[d] == ir.Dynamic {
				foundDynamic = true
			}
		}
		if (collapsed[i] == ir.Dynamic) != foundDynamic {
			return op.EmitOpError("collapsed dim (%d) must be dynamic if and only if reassociation group is dynamic", i)
		}
		if !foundDynamic {
			size := int64(1)
			for _, d := range g {
				size *= expanded[d]
			}
			if size != collapsed[i] {
				return op.EmitOpError("collapsed dim size (%d) must equal reassociation group size (%d)", collapsed[i], size)
			}
		}
	}
	if len(collapsed) == 0 {
		for _, d := range expanded {
			if d != 1 {
				return op.EmitOpError("rank 0 memrefs can only be extended/collapsed with/from ones")
			}
		}
	} else if next != int64(len(expanded)) {
		return op.EmitOpError("expanded rank (%d) inconsistent with number of reassociation indices (%d)", len(expanded), next)
	}
	return nil
}

// ExpandedType is upstream's ExpandShapeOp::computeExpandedType; ok is
// false when the source layout is not strided.
func ExpandedType(ctx *ir.Context, src *ir.MemRefType, shape []int64, groups [][]int64) (*ir.MemRefType, bool) {
	if identityLayoutAttr(src) {
		return ctx.MemRefType(shape, src.Elem, nil, src.MemorySpace), true
	}
	srcStrides, offset, ok := StridesAndOffset(ctx, src)
	if !ok || len(srcStrides) != len(groups) {
		return nil, false
	}
	strides := make([]int64, len(shape))
	for i := range strides {
		strides[i] = 1
	}
	pos := len(shape) - 1
	for g := len(groups) - 1; g >= 0; g-- {
		stride := srcStrides[g]
		for range groups[g] {
			if pos < 0 {
				break
			}
			strides[pos] = stride
			stride = saturatedMul(stride, shape[pos])
			pos--
		}
	}
	return ctx.MemRefType(shape, src.Elem, ctx.StridedLayoutAttr(offset, strides), src.MemorySpace), true
}

// identityLayoutAttr is MemRefLayoutAttrInterface::isIdentity: no layout,
// or a layout whose affine map is the identity (for a strided layout, only
// strided<[1]>).
func identityLayoutAttr(t *ir.MemRefType) bool {
	switch l := t.Layout.(type) {
	case nil:
		return true
	case *ir.AffineMapAttr:
		return l.Map.IsIdentity()
	case *ir.StridedLayoutAttr:
		return l.Offset == 0 && len(l.Strides) == 1 && l.Strides[0] == 1
	}
	return false
}

// collapsedLayout is upstream's computeCollapsedLayoutMap; strict rejects
// groups whose contiguity is not statically known.
func collapsedLayout(ctx *ir.Context, src *ir.MemRefType, groups [][]int64, strict bool) (*ir.StridedLayoutAttr, bool) {
	srcStrides, offset, ok := StridesAndOffset(ctx, src)
	if !ok {
		return nil, false
	}
	shape := src.Shape
	strides := make([]int64, 0, len(groups))
	for _, g := range groups {
		if len(g) == 0 {
			return nil, false
		}
		ref := g
		for len(ref) > 1 && shape[ref[len(ref)-1]] == 1 {
			ref = ref[:len(ref)-1]
		}
		last := ref[len(ref)-1]
		if shape[last] != ir.Dynamic || len(ref) == 1 {
			strides = append(strides, srcStrides[last])
		} else {
			strides = append(strides, ir.Dynamic)
		}
	}
	for gi := len(groups) - 1; gi >= 0; gi-- {
		g := groups[gi]
		stride := strides[gi]
		for k := len(g) - 1; k >= 1; k-- {
			idx := g[k]
			stride = saturatedMul(stride, shape[idx])
			if shape[idx-1] == 1 {
				continue
			}
			srcStride := srcStrides[idx-1]
			if strict && (stride == ir.Dynamic || srcStride == ir.Dynamic) {
				return nil, false
			}
			if stride != ir.Dynamic && srcStride != ir.Dynamic && stride != srcStride {
				return nil, false
			}
		}
	}
	return ctx.StridedLayoutAttr(offset, strides), true
}

// GuaranteedCollapsible is upstream's CollapseShapeOp::isGuaranteedCollapsible:
// an identity layout, or one whose groups are statically contiguous.
func GuaranteedCollapsible(ctx *ir.Context, src *ir.MemRefType, groups [][]int64) bool {
	if identityLayoutAttr(src) {
		return true
	}
	_, ok := collapsedLayout(ctx, src, groups, true)
	return ok
}

// CollapsedType is upstream's CollapseShapeOp::computeCollapsedType.
func CollapsedType(ctx *ir.Context, src *ir.MemRefType, groups [][]int64) (*ir.MemRefType, bool) {
	shape := make([]int64, len(groups))
	for i, g := range groups {
		size := int64(1)
		for _, d := range g {
			size = saturatedMul(size, src.Shape[d])
		}
		shape[i] = size
	}
	if identityLayoutAttr(src) {
		return ctx.MemRefType(shape, src.Elem, nil, src.MemorySpace), true
	}
	layout, ok := collapsedLayout(ctx, src, groups, false)
	if !ok {
		return nil, false
	}
	return ctx.MemRefType(shape, src.Elem, layout, src.MemorySpace), true
}

func verifyCollapseShape(op *ir.Operation) error {
	ctx := ods.ContextOf(op)
	src := op.Operand(0).Type().(*ir.MemRefType)
	res := op.Result(0).Type().(*ir.MemRefType)
	if len(src.Shape) < len(res.Shape) {
		return op.EmitOpError("has source rank %d and result rank %d. This is not a collapse (%d < %d).",
			len(src.Shape), len(res.Shape), len(src.Shape), len(res.Shape))
	}
	groups := Reassociation(op)
	if err := verifyCollapsedShape(op, res.Shape, src.Shape, groups); err != nil {
		return err
	}
	expected := ctx.MemRefType(res.Shape, src.Elem, nil, src.MemorySpace)
	if !identityLayoutAttr(src) {
		layout, ok := collapsedLayout(ctx, src, groups, false)
		if !ok {
			return op.EmitOpError("invalid source layout map or collapsing non-contiguous dims")
		}
		expected = ctx.MemRefType(res.Shape, src.Elem, layout, src.MemorySpace)
	}
	if expected != res {
		return op.EmitOpError("expected collapsed type to be %s but found %s", quoted(expected), quoted(res))
	}
	return nil
}

func verifyExpandShape(op *ir.Operation) error {
	ctx := ods.ContextOf(op)
	src := op.Operand(0).Type().(*ir.MemRefType)
	res := op.Result(0).Type().(*ir.MemRefType)
	if len(src.Shape) > len(res.Shape) {
		return op.EmitOpError("has source rank %d and result rank %d. This is not an expansion (%d > %d).",
			len(src.Shape), len(res.Shape), len(src.Shape), len(res.Shape))
	}
	groups := Reassociation(op)
	if err := verifyCollapsedShape(op, src.Shape, res.Shape, groups); err != nil {
		return err
	}
	expected, ok := ExpandedType(ctx, src, res.Shape, groups)
	if !ok {
		return op.EmitOpError("invalid source layout map")
	}
	if expected != res {
		return op.EmitOpError("expected expanded type to be %s but found %s", quoted(expected), quoted(res))
	}
	static := viewlike.StaticValues(op.InherentAttr("static_output_shape"))
	if len(static) != len(res.Shape) {
		return op.EmitOpError("expected number of static shape bounds to be equal to the output rank (%d) but found %d inputs instead",
			len(res.Shape), len(static))
	}
	_, nDyn := ods.GroupRange(op, 1, false)
	if want := viewlike.CountDynamic(static); nDyn != want {
		return op.EmitOpError("mismatch in dynamic dims in output_shape and static_output_shape: static_output_shape has %d dynamic dims while output_shape has %d values",
			want, nDyn)
	}
	for i, d := range res.Shape {
		if d != ir.Dynamic && d != static[i] {
			return op.EmitOpError("invalid output shape provided at pos %d", i)
		}
	}
	return nil
}

// reshapeSpec is memref.reshape.
var reshapeSpec = &ods.Op{
	Name:    "memref.reshape",
	Summary: "memref reshape operation",
	Operands: []ods.Operand{
		{Name: "source", Type: anyRankedOrUnrankedMemRef},
		{Name: "shape", Type: ods.TypePred("1D memref of signless integer or index values", func(t ir.Type) bool {
			m, ok := t.(*ir.MemRefType)
			if !ok || len(m.Shape) != 1 {
				return false
			}
			return ods.SignlessIntOrIdx.Pred(m.Elem)
		})},
	},
	Results:     []ods.Result{{Name: "result", Type: anyRankedOrUnrankedMemRef}},
	Traits:      []ir.Trait{ir.TraitAlwaysSpeculatable},
	Format:      "$source `(` $shape `)` attr-dict `:` functional-type(operands, results)",
	Interfaces:  ir.Interfaces{ir.ViewSourceOperand(0), ir.EffectsFunc(readOperand(1))},
	ResultNames: resultName("reshape"),
	Verify: func(op *ir.Operation) error {
		src, res := op.Operand(0).Type(), op.Result(0).Type()
		srcElem, _ := elemAndSpace(src)
		resElem, _ := elemAndSpace(res)
		if srcElem != resElem {
			return op.EmitOpError("element types of source and destination memref types should be the same")
		}
		if m, ok := src.(*ir.MemRefType); ok && !identityLayoutAttr(m) {
			return op.EmitOpError("source memref type should have identity affine map")
		}
		shapeSize := op.Operand(1).Type().(*ir.MemRefType).Shape[0]
		if m, ok := res.(*ir.MemRefType); ok {
			if !identityLayoutAttr(m) {
				return op.EmitOpError("result memref type should have identity affine map")
			}
			if shapeSize == ir.Dynamic {
				return op.EmitOpError("cannot use shape operand with dynamic length to reshape to statically-ranked memref type")
			}
			if shapeSize != int64(len(m.Shape)) {
				return op.EmitOpError("length of shape operand differs from the result's memref rank")
			}
		}
		return nil
	},
}

// readOperand is the effects of an op reading the memref at operand i.
func readOperand(i int) func(op *ir.Operation) []ir.EffectInstance {
	return func(op *ir.Operation) []ir.EffectInstance {
		return []ir.EffectInstance{{Effect: ir.EffectRead, Value: op.Operand(i)}}
	}
}
