package transforms

import (
	"github.com/gomlir/gomlir/dialect/affine"
	"github.com/gomlir/gomlir/dialect/memref"
	"github.com/gomlir/gomlir/dialect/viewlike"
	"github.com/gomlir/gomlir/ir"
	affexpr "github.com/gomlir/gomlir/ir/affine"
	"github.com/gomlir/gomlir/pass"
	"github.com/gomlir/gomlir/rewrite"
)

// The expand-strided-metadata pass, as upstream's ExpandStridedMetadata:
// memref ops that change a view's metadata (subview, expand_shape,
// collapse_shape) become a memref.reinterpret_cast of the base buffer
// that memref.extract_strided_metadata returns, with the new offset, sizes
// and strides computed by affine.apply; extract_strided_metadata is
// folded through its producers.

func init() {
	pass.Register(&pass.Info{
		Argument:  "expand-strided-metadata",
		Name:      "ExpandStridedMetadataPass",
		Summary:   "Expand memref operations into easier to analyze constructs",
		Dependent: []string{"affine", "arith", "memref"},
		New:       func() (pass.Pass, *pass.Options) { return expandStridedMetadata{}, &pass.Options{} },
	})
}

type expandStridedMetadata struct{}

func (expandStridedMetadata) Run(op *ir.Operation, st *pass.State) error {
	rewrite.ApplyGreedily(st.Ctx, op, rewrite.NewPatternSet(ExpandStridedMetadataPatterns()), rewrite.DefaultConfig())
	return nil
}

const esm = "memref.extract_strided_metadata"

// ExpandStridedMetadataPatterns returns upstream's
// populateExpandStridedMetadataPatterns.
func ExpandStridedMetadataPatterns() []rewrite.Pattern {
	f := func(name, on string, fn func(*ir.Operation, *rewrite.Rewriter) bool) rewrite.Pattern {
		return &rewrite.Func{Name: "(anonymous namespace)::" + name, On: on, Weight: 1, Rewrite: fn}
	}
	return []rewrite.Pattern{
		f("SubviewFolder", "memref.subview", func(op *ir.Operation, rw *rewrite.Rewriter) bool {
			replaceWithReinterpretCast(rw, op, resolveSubview(rw, op))
			return true
		}),
		f("ReshapeFolder", "memref.expand_shape", func(op *ir.Operation, rw *rewrite.Rewriter) bool {
			replaceWithReinterpretCast(rw, op, resolveReshape(rw, op, true))
			return true
		}),
		f("ReshapeFolder", "memref.collapse_shape", func(op *ir.Operation, rw *rewrite.Rewriter) bool {
			replaceWithReinterpretCast(rw, op, resolveReshape(rw, op, false))
			return true
		}),
		f("ExtractStridedMetadataOpAllocFolder", esm, metadataOfAlloc("memref.alloc")),
		f("ExtractStridedMetadataOpAllocFolder", esm, metadataOfAlloc("memref.alloca")),
		f("ExtractStridedMetadataOpCollapseShapeFolder", esm, metadataOfProducer("memref.collapse_shape",
			func(rw *rewrite.Rewriter, p *ir.Operation) stridedMetadata { return resolveReshape(rw, p, false) })),
		f("ExtractStridedMetadataOpExpandShapeFolder", esm, metadataOfProducer("memref.expand_shape",
			func(rw *rewrite.Rewriter, p *ir.Operation) stridedMetadata { return resolveReshape(rw, p, true) })),
		f("ExtractStridedMetadataOpGetGlobalFolder", esm, metadataOfGetGlobal),
		f("RewriteExtractAlignedPointerAsIndexOfViewLikeOp", "memref.extract_aligned_pointer_as_index", alignedPointerOfView),
		f("ExtractStridedMetadataOpReinterpretCastFolder", esm, metadataOfReinterpretCast),
		f("ExtractStridedMetadataOpSubviewFolder", esm, metadataOfProducer("memref.subview", resolveSubview)),
		f("ExtractStridedMetadataOpCastFolder", esm, metadataOfCast),
		f("ExtractStridedMetadataOpMemorySpaceCastFolder", esm, metadataOfMemorySpaceCast),
		f("ExtractStridedMetadataOpExtractStridedMetadataFolder", esm, metadataOfMetadata),
	}
}

// stridedMetadata is a view's base buffer, offset, sizes and strides.
type stridedMetadata struct {
	base           *ir.Value
	offset         viewlike.Mixed
	sizes, strides []viewlike.Mixed
}

// dyn wraps a value as a dynamic mixed entry.
func dyn(v *ir.Value) viewlike.Mixed { return viewlike.Mixed{Value: v, Static: ir.Dynamic} }

// staticOr is the static entry s, or v when s is dynamic.
func staticOr(s int64, v *ir.Value) viewlike.Mixed { return staticOrMixed(s, dyn(v)) }

// staticOrMixed is the static entry s, or m when s is dynamic.
func staticOrMixed(s int64, m viewlike.Mixed) viewlike.Mixed {
	if s == ir.Dynamic {
		return m
	}
	return viewlike.Mixed{Static: s}
}

// newMetadata creates a memref.extract_strided_metadata of src.
func newMetadata(rw *rewrite.Rewriter, loc ir.Location, src *ir.Value) *ir.Operation {
	ctx := rw.Ctx
	t := src.Type().(*ir.MemRefType)
	idx := ctx.IndexType()
	types := []ir.Type{ctx.MemRefType(nil, t.Elem, nil, t.MemorySpace), idx}
	for range 2 * len(t.Shape) {
		types = append(types, idx)
	}
	return rw.Create(&ir.OperationState{Loc: loc, Name: ctx.LookupOp(esm), Operands: []*ir.Value{src}, Types: types})
}

// metadataResults returns the offset, sizes and strides results of an
// extract_strided_metadata.
func metadataResults(op *ir.Operation) (offset *ir.Value, sizes, strides []*ir.Value) {
	rank := (op.NumResults() - 2) / 2
	rs := op.Results()
	return rs[1], rs[2 : 2+rank], rs[2+rank:]
}

// apply is makeComposedFoldedAffineApply of a one-result map of symbols.
func apply(rw *rewrite.Rewriter, loc ir.Location, numSyms int, e affexpr.Expr, operands ...viewlike.Mixed) viewlike.Mixed {
	return affine.MakeComposedFoldedApply(rw.Builder, loc, affexpr.Get(rw.Ctx, 0, numSyms, []affexpr.Expr{e}), operands)
}

// resolveSubview is resolveSubviewStridedMetadata: strides multiply the
// source's, the offset adds the offsets times the source strides, the
// sizes are the subview's (dropped dimensions left out).
func resolveSubview(rw *rewrite.Rewriter, sv *ir.Operation) stridedMetadata {
	c := rw.Ctx
	loc := sv.Loc()
	src := sv.Operand(0)
	srcType := src.Type().(*ir.MemRefType)
	rank := len(srcType.Shape)
	md := newMetadata(rw, loc, src)
	srcStrides, srcOffset, _ := memref.StridesAndOffset(c, srcType)
	mdOffset, _, mdStrides := metadataResults(md)
	subOffsets, subSizes, subStrides := memref.MixedLists(sv)

	values := make([]viewlike.Mixed, 2*rank+1)
	values[0] = staticOr(srcOffset, mdOffset)
	expr := affexpr.Symbol(c, 0)
	s0, s1 := affexpr.Symbol(c, 0), affexpr.Symbol(c, 1)
	strides := make([]viewlike.Mixed, rank)
	for i := range rank {
		origStride := staticOr(srcStrides[i], mdStrides[i])
		strides[i] = apply(rw, loc, 2, affexpr.Mul(c, s0, s1), subStrides[i], origStride)
		expr = affexpr.Add(c, expr, affexpr.Mul(c, affexpr.Symbol(c, 1+2*i), affexpr.Symbol(c, 2+2*i)))
		values[1+2*i] = subOffsets[i]
		values[2+2*i] = origStride
	}
	offset := apply(rw, loc, 2*rank+1, expr, values...)
	dropped := memref.DroppedDims(c, sv)
	out := stridedMetadata{base: md.Result(0), offset: offset}
	for i := range rank {
		if !dropped[i] {
			out.sizes = append(out.sizes, subSizes[i])
			out.strides = append(out.strides, strides[i])
		}
	}
	return out
}

// expandedSizes is getExpandedSizes: the static sizes of group, the
// dynamic one (at most one) the source size divided by their product.
func expandedSizes(rw *rewrite.Rewriter, op *ir.Operation, group []int64, origSizes []viewlike.Mixed, groupID int) []viewlike.Mixed {
	res := op.Result(0).Type().(*ir.MemRefType)
	out := make([]viewlike.Mixed, len(group))
	product := int64(1)
	dynIdx := -1
	for i, d := range group {
		if res.Shape[d] == ir.Dynamic {
			dynIdx = i
			continue
		}
		product *= res.Shape[d]
		out[i] = viewlike.Mixed{Static: res.Shape[d]}
	}
	if dynIdx >= 0 {
		c := rw.Ctx
		out[dynIdx] = apply(rw, op.Loc(), 1, affexpr.FloorDivConst(c, affexpr.Symbol(c, 0), product), origSizes[groupID])
	}
	return out
}

// expandedStrides is getExpandedStrides: suffix products of the group's
// sizes times the source stride, the dynamic size derived from the source
// size.
func expandedStrides(rw *rewrite.Rewriter, op *ir.Operation, group []int64, origSizes, origStrides []viewlike.Mixed, groupID int) []viewlike.Mixed {
	c := rw.Ctx
	loc := op.Loc()
	res := op.Result(0).Type().(*ir.MemRefType)
	base := make([]int64, len(group))
	current := int64(1)
	dynIdx := -1
	for i := len(group) - 1; i >= 0; i-- {
		base[i] = current
		if d := res.Shape[group[i]]; d == ir.Dynamic {
			dynIdx = i
		} else {
			current *= d
		}
	}
	srcType := op.Operand(0).Type().(*ir.MemRefType)
	srcStrides, _, _ := memref.StridesAndOffset(c, srcType)
	origStride := origStrides[groupID]
	if srcStrides[groupID] != ir.Dynamic {
		origStride = viewlike.Mixed{Static: srcStrides[groupID]}
	}
	out := make([]viewlike.Mixed, len(group))
	s0, s1 := affexpr.Symbol(c, 0), affexpr.Symbol(c, 1)
	done := 0
	for ; done < dynIdx; done++ {
		e := affexpr.Mul(c, affexpr.FloorDivConst(c, affexpr.MulConst(c, s0, base[done]), current), s1)
		out[done] = apply(rw, loc, 2, e, origSizes[groupID], origStride)
	}
	for ; done < len(group); done++ {
		out[done] = apply(rw, loc, 1, affexpr.MulConst(c, s0, base[done]), origStride)
	}
	return out
}

// collapsedSize is getCollapsedSize: the static result size, or the
// product of the group's source sizes.
func collapsedSize(rw *rewrite.Rewriter, op *ir.Operation, group []int64, origSizes []viewlike.Mixed, groupID int) []viewlike.Mixed {
	res := op.Result(0).Type().(*ir.MemRefType)
	if s := res.Shape[groupID]; s != ir.Dynamic {
		return []viewlike.Mixed{{Static: s}}
	}
	c := rw.Ctx
	srcShape := op.Operand(0).Type().(*ir.MemRefType).Shape
	product := affexpr.Constant(c, 1)
	operands := make([]viewlike.Mixed, len(group))
	for i, d := range group {
		product = affexpr.Mul(c, product, affexpr.Symbol(c, i))
		operands[i] = staticOrMixed(srcShape[d], origSizes[d])
	}
	return []viewlike.Mixed{apply(rw, op.Loc(), len(group), product, operands...)}
}

// collapsedStride is getCollapsedStride: the stride of the group's
// innermost source dimension that is not of size 1.
func collapsedStride(rw *rewrite.Rewriter, op *ir.Operation, group []int64, _ []viewlike.Mixed, origStrides []viewlike.Mixed, groupID int) []viewlike.Mixed {
	c := rw.Ctx
	srcType := op.Operand(0).Type().(*ir.MemRefType)
	strides, _, _ := memref.StridesAndOffset(c, srcType)
	var last *viewlike.Mixed
	for _, d := range group {
		if srcType.Shape[d] == 1 {
			continue
		}
		m := staticOrMixed(strides[d], origStrides[d])
		last = &m
	}
	if last != nil {
		return []viewlike.Mixed{*last}
	}
	resStrides, _, _ := memref.StridesAndOffset(c, op.Result(0).Type().(*ir.MemRefType))
	if s := resStrides[groupID]; s != ir.Dynamic {
		return []viewlike.Mixed{{Static: s}}
	}
	for _, d := range group {
		if strides[d] == ir.Dynamic {
			return []viewlike.Mixed{origStrides[d]}
		}
	}
	return []viewlike.Mixed{{Static: 1}}
}

// resolveReshape is resolveReshapeStridedMetadata for expand_shape
// (expand) or collapse_shape: the offset is the source's, the sizes and
// strides are computed group by group.
func resolveReshape(rw *rewrite.Rewriter, op *ir.Operation, expand bool) stridedMetadata {
	c := rw.Ctx
	loc := op.Loc()
	src := op.Operand(0)
	srcType := src.Type().(*ir.MemRefType)
	md := newMetadata(rw, loc, src)
	_, offset, _ := memref.StridesAndOffset(c, srcType)
	mdOffset, mdSizes, mdStrides := metadataResults(md)
	out := stridedMetadata{base: md.Result(0), offset: staticOr(offset, mdOffset)}
	resRank := len(op.Result(0).Type().(*ir.MemRefType).Shape)
	if len(srcType.Shape) == 0 {
		for range resRank {
			out.sizes = append(out.sizes, viewlike.Mixed{Static: 1})
			out.strides = append(out.strides, viewlike.Mixed{Static: 1})
		}
		return out
	}
	origSizes, origStrides := constantFolded(mdSizes), constantFolded(mdStrides)
	for id, group := range memref.Reassociation(op) {
		if expand {
			out.sizes = append(out.sizes, expandedSizes(rw, op, group, origSizes, id)...)
			out.strides = append(out.strides, expandedStrides(rw, op, group, origSizes, origStrides, id)...)
		} else {
			out.sizes = append(out.sizes, collapsedSize(rw, op, group, origSizes, id)...)
			out.strides = append(out.strides, collapsedStride(rw, op, group, origSizes, origStrides, id)...)
		}
	}
	return out
}

// constantFolded is getAsOpFoldResult: values defined by constants become
// static entries.
func constantFolded(vs []*ir.Value) []viewlike.Mixed {
	out := make([]viewlike.Mixed, len(vs))
	for i, v := range vs {
		if a, ok := rewrite.ValueConstant(v).(*ir.IntegerAttr); ok && a.IsSmall() {
			out[i] = viewlike.Mixed{Static: a.Int64()}
		} else {
			out[i] = dyn(v)
		}
	}
	return out
}

// replaceWithReinterpretCast replaces a view op by a reinterpret_cast of
// its resolved metadata.
func replaceWithReinterpretCast(rw *rewrite.Rewriter, op *ir.Operation, md stridedMetadata) {
	rc := memref.BuildOffsetSizeStrideOp(rw.Builder, op.Loc(), "memref.reinterpret_cast", md.base,
		[]viewlike.Mixed{md.offset}, md.sizes, md.strides, op.Result(0).Type())
	rw.ReplaceOp(op, rc.Results())
}

// replaceMetadata replaces an extract_strided_metadata by md, creating
// constants for its static entries at loc.
func replaceMetadata(rw *rewrite.Rewriter, op *ir.Operation, loc ir.Location, md stridedMetadata) {
	vals := []*ir.Value{md.base, valueOf(rw.Builder, loc, md.offset)}
	for _, m := range append(append([]viewlike.Mixed(nil), md.sizes...), md.strides...) {
		vals = append(vals, valueOf(rw.Builder, loc, m))
	}
	rw.ReplaceOp(op, vals)
}

// metadataOfProducer returns the pattern replacing an
// extract_strided_metadata of a producer op (name) by resolve's metadata.
func metadataOfProducer(name string, resolve func(*rewrite.Rewriter, *ir.Operation) stridedMetadata) func(*ir.Operation, *rewrite.Rewriter) bool {
	return func(op *ir.Operation, rw *rewrite.Rewriter) bool {
		p := op.Operand(0).DefiningOp()
		if !isOp(p, name) {
			return false
		}
		replaceMetadata(rw, op, p.Loc(), resolve(rw, p))
		return true
	}
}

// isOp reports whether op is the registered op name.
func isOp(op *ir.Operation, name string) bool {
	return op != nil && op.Name() == name && op.IsRegistered()
}

// isIdentityLayout reports whether t has the identity layout.
func isIdentityLayout(t *ir.MemRefType) bool {
	if t.Layout == nil {
		return true
	}
	m, ok := t.Layout.(*ir.AffineMapAttr)
	return ok && m.Map.IsIdentity()
}

// baseBufferOf returns v itself when it has the base buffer's type, or a
// reinterpret_cast of it to that type.
func baseBufferOf(rw *rewrite.Rewriter, loc ir.Location, v *ir.Value, baseType ir.Type) *ir.Value {
	if v.Type() == baseType {
		return v
	}
	return memref.BuildOffsetSizeStrideOp(rw.Builder, loc, "memref.reinterpret_cast", v,
		[]viewlike.Mixed{{Static: 0}}, nil, nil, baseType).Result(0)
}

// metadataOfAlloc is ExtractStridedMetadataOpAllocFolder: the metadata of
// an identity-layout allocation are its sizes and their suffix products.
func metadataOfAlloc(name string) func(*ir.Operation, *rewrite.Rewriter) bool {
	return func(op *ir.Operation, rw *rewrite.Rewriter) bool {
		alloc := op.Operand(0).DefiningOp()
		if !isOp(alloc, name) {
			return false
		}
		t := alloc.Result(0).Type().(*ir.MemRefType)
		if !isIdentityLayout(t) {
			return false
		}
		c := rw.Ctx
		loc := op.Loc()
		rank := len(t.Shape)
		dynSizes := alloc.Operands()
		sizes := make([]viewlike.Mixed, rank)
		next := 0
		for i, s := range t.Shape {
			if s == ir.Dynamic {
				sizes[i] = dyn(dynSizes[next])
				next++
			} else {
				sizes[i] = viewlike.Mixed{Static: s}
			}
		}
		strides := make([]viewlike.Mixed, rank)
		for i := range strides {
			strides[i] = viewlike.Mixed{Static: 1}
		}
		expr := affexpr.Constant(c, 1)
		n := 0
		for i := rank - 2; i >= 0; i-- {
			expr = affexpr.Mul(c, expr, affexpr.Symbol(c, n))
			n++
			strides[i] = apply(rw, loc, n, expr, sizes[i+1:i+1+n]...)
		}
		md := stridedMetadata{offset: viewlike.Mixed{Static: 0}, sizes: sizes, strides: strides}
		if op.Result(0).HasUses() {
			md.base = baseBufferOf(rw, loc, alloc.Result(0), op.Result(0).Type())
		}
		replaceMetadata(rw, op, loc, md)
		return true
	}
}

// metadataOfGetGlobal is ExtractStridedMetadataOpGetGlobalFolder: a
// global's static sizes and their suffix products, all as constants.
func metadataOfGetGlobal(op *ir.Operation, rw *rewrite.Rewriter) bool {
	g := op.Operand(0).DefiningOp()
	if !isOp(g, "memref.get_global") {
		return false
	}
	t := g.Result(0).Type().(*ir.MemRefType)
	if !isIdentityLayout(t) {
		return false
	}
	loc := op.Loc()
	vals := []*ir.Value{baseBufferOf(rw, loc, g.Result(0), op.Result(0).Type()), indexConstant(rw.Builder, loc, 0)}
	for _, s := range t.Shape {
		vals = append(vals, indexConstant(rw.Builder, loc, s))
	}
	strides := make([]int64, len(t.Shape))
	p := int64(1)
	for i := len(t.Shape) - 1; i >= 0; i-- {
		strides[i] = p
		p *= t.Shape[i]
	}
	for _, s := range strides {
		vals = append(vals, indexConstant(rw.Builder, loc, s))
	}
	rw.ReplaceOp(op, vals)
	return true
}

// alignedPointerOfView is RewriteExtractAlignedPointerAsIndexOfViewLikeOp:
// the aligned pointer of a view is its source's (but for memref.view,
// which moves the base pointer).
func alignedPointerOfView(op *ir.Operation, rw *rewrite.Rewriter) bool {
	d := op.Operand(0).DefiningOp()
	if d == nil || isOp(d, "memref.view") {
		return false
	}
	src, ok := ir.ViewSource(d)
	if !ok {
		return false
	}
	rw.ModifyOpInPlace(op, func() { op.SetOperand(0, src) })
	return true
}

// stridedSource reports whether v can be the source of an
// extract_strided_metadata (a ranked, strided memref).
func stridedSource(ctx *ir.Context, v *ir.Value) bool {
	t, ok := v.Type().(*ir.MemRefType)
	return ok && memref.IsStrided(ctx, t)
}

// metadataOfReinterpretCast is ExtractStridedMetadataOpReinterpretCastFolder:
// the metadata are the cast's operands, the base buffer its source's.
func metadataOfReinterpretCast(op *ir.Operation, rw *rewrite.Rewriter) bool {
	rc := op.Operand(0).DefiningOp()
	if !isOp(rc, "memref.reinterpret_cast") || !stridedSource(rw.Ctx, rc.Operand(0)) {
		return false
	}
	md := newMetadata(rw, op.Loc(), rc.Operand(0))
	offsets, sizes, strides := memref.MixedLists(rc)
	replaceMetadata(rw, op, op.Loc(), stridedMetadata{base: md.Result(0), offset: offsets[0], sizes: sizes, strides: strides})
	return true
}

// metadataOfCast is ExtractStridedMetadataOpCastFolder: the metadata of
// the cast's source, with what the cast's type knows statically.
func metadataOfCast(op *ir.Operation, rw *rewrite.Rewriter) bool {
	c := rw.Ctx
	cast := op.Operand(0).DefiningOp()
	if !isOp(cast, "memref.cast") || !stridedSource(c, cast.Operand(0)) {
		return false
	}
	t := cast.Result(0).Type().(*ir.MemRefType)
	md := newMetadata(rw, op.Loc(), cast.Operand(0))
	strides, offset, _ := memref.StridesAndOffset(c, t)
	mdOffset, mdSizes, mdStrides := metadataResults(md)
	out := stridedMetadata{base: md.Result(0), offset: staticOr(offset, mdOffset)}
	for i := range t.Shape {
		out.sizes = append(out.sizes, staticOr(t.Shape[i], mdSizes[i]))
		out.strides = append(out.strides, staticOr(strides[i], mdStrides[i]))
	}
	replaceMetadata(rw, op, op.Loc(), out)
	return true
}

// metadataOfMemorySpaceCast is
// ExtractStridedMetadataOpMemorySpaceCastFolder: the metadata of the
// cast's source, the base buffer cast to the result's memory space.
func metadataOfMemorySpaceCast(op *ir.Operation, rw *rewrite.Rewriter) bool {
	cast := op.Operand(0).DefiningOp()
	if !isOp(cast, "memref.memory_space_cast") {
		return false
	}
	md := newMetadata(rw, op.Loc(), cast.Operand(0))
	vals := append([]*ir.Value(nil), md.Results()...)
	if op.Result(0).HasUses() {
		base := vals[0].Type().(*ir.MemRefType)
		space := cast.Result(0).Type().(*ir.MemRefType).MemorySpace
		vals[0] = memref.BuildMemorySpaceCastOp(rw.Builder, op.Loc(), vals[0],
			rw.Ctx.MemRefType(base.Shape, base.Elem, base.Layout, space)).Result(0)
	} else {
		vals[0] = nil
	}
	rw.ReplaceOp(op, vals)
	return true
}

// metadataOfMetadata is ExtractStridedMetadataOpExtractStridedMetadataFolder:
// the metadata of a base buffer are that buffer and offset 0.
func metadataOfMetadata(op *ir.Operation, rw *rewrite.Rewriter) bool {
	src := op.Operand(0).DefiningOp()
	if !isOp(src, esm) {
		return false
	}
	rw.ReplaceOp(op, []*ir.Value{src.Result(0), indexConstant(rw.Builder, op.Loc(), 0)})
	return true
}
