package memref

import (
	"github.com/gomlir/gomlir/dialect/viewlike"
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/ods"
	"github.com/gomlir/gomlir/rewrite"
)

// The canonicalization patterns of the view, reshape and scope ops, with
// upstream's debug names.
func init() {
	pattern := func(name, on string, f func(op *ir.Operation, rw *rewrite.Rewriter) bool) *rewrite.Func {
		return &rewrite.Func{Name: name, On: on, Weight: 1, Rewrite: f}
	}
	subviewSpec.Canonicalize = []any{
		pattern("mlir::OpWithOffsetSizesAndStridesConstantArgumentFolder<mlir::memref::SubViewOp, SubViewReturnTypeCanonicalizer, SubViewCanonicalizer>",
			"memref.subview", subviewConstantArgumentFolder),
		pattern("(anonymous namespace)::SubViewOpMemRefCastFolder", "memref.subview", subviewCastFolder),
		pattern("(anonymous namespace)::TrivialSubViewOpFolder", "memref.subview", trivialSubviewFolder),
	}
	dimSpec.Canonicalize = []any{pattern("(anonymous namespace)::DimOfMemRefReshape", "memref.dim", dimOfReshape)}
	collapseShapeSpec.Canonicalize = []any{
		pattern("mlir::ComposeReassociativeReshapeOps<mlir::memref::CollapseShapeOp, mlir::ReshapeOpKind::kCollapse>",
			"memref.collapse_shape", composeReshapes),
		pattern("mlir::ComposeCollapseOfExpandOp<mlir::memref::CollapseShapeOp, mlir::memref::ExpandShapeOp, mlir::memref::CastOp, mlir::memref::DimOp, mlir::MemRefType>",
			"memref.collapse_shape", composeCollapseOfExpand),
		pattern("CollapseShapeOpMemRefCastFolder", "memref.collapse_shape", collapseShapeCastFolder),
	}
	expandShapeSpec.Canonicalize = []any{
		pattern("mlir::ComposeReassociativeReshapeOps<mlir::memref::ExpandShapeOp, mlir::ReshapeOpKind::kExpand>",
			"memref.expand_shape", composeReshapes),
		pattern("mlir::ComposeExpandOfCollapseOp<mlir::memref::ExpandShapeOp, mlir::memref::CollapseShapeOp>",
			"memref.expand_shape", composeExpandOfCollapse),
	}
	reallocSpec.Canonicalize = []any{
		pattern("(anonymous namespace)::SimplifyDeadAlloc<mlir::memref::ReallocOp>", "memref.realloc", simplifyDeadAlloc),
	}
	copySpec.Canonicalize = []any{
		pattern("(anonymous namespace)::FoldEmptyCopy", "memref.copy", func(op *ir.Operation, rw *rewrite.Rewriter) bool {
			for i := 0; i < 2; i++ {
				if m, ok := op.Operand(i).Type().(*ir.MemRefType); ok && containsZero(m.Shape) {
					rw.EraseOp(op)
					return true
				}
			}
			return false
		}),
		pattern("(anonymous namespace)::FoldSelfCopy", "memref.copy", func(op *ir.Operation, rw *rewrite.Rewriter) bool {
			if op.Operand(0) != op.Operand(1) {
				return false
			}
			rw.EraseOp(op)
			return true
		}),
	}
	viewSpec.Canonicalize = []any{
		pattern("(anonymous namespace)::ViewOpShapeFolder", "memref.view", viewShapeFolder),
		pattern("(anonymous namespace)::ViewOpMemrefCastFolder", "memref.view", viewCastFolder),
	}
	allocaScopeSpec.Canonicalize = []any{
		pattern("AllocaScopeInliner", "memref.alloca_scope", allocaScopeInliner),
		pattern("AllocaScopeHoister", "memref.alloca_scope", allocaScopeHoister),
	}
}

func containsZero(shape []int64) bool {
	for _, d := range shape {
		if d == 0 {
			return true
		}
	}
	return false
}

// newCast replaces op by a memref.cast of v to op's result type.
func replaceWithCast(rw *rewrite.Rewriter, op *ir.Operation, v *ir.Value) {
	cast := BuildCastOp(rw.Builder, op.Loc(), v, op.Result(0).Type())
	rw.ReplaceOp(op, cast.Results())
}

// constantIndex returns the value of an index constant (matchConstantIndex).
func constantIndex(v *ir.Value) (int64, bool) {
	a, ok := rewrite.ValueConstant(v).(*ir.IntegerAttr)
	if !ok || !a.IsSmall() {
		return 0, false
	}
	if _, idx := a.Type.(*ir.IndexType); !idx {
		return 0, false
	}
	return a.Int64(), true
}

// foldDynamicIndexList is upstream's foldDynamicIndexList: dynamic entries
// defined by constants become static (negative ones only when allowed).
func foldDynamicIndexList(list []viewlike.Mixed, onlyNonNegative bool) bool {
	changed := false
	for i, m := range list {
		if m.Value == nil {
			continue
		}
		a, ok := rewrite.ValueConstant(m.Value).(*ir.IntegerAttr)
		if !ok || !a.IsSmall() || onlyNonNegative && a.Int64() < 0 {
			continue
		}
		list[i] = viewlike.Mixed{Static: a.Int64()}
		changed = true
	}
	return changed
}

// BuildOffsetSizeStrideOp creates a memref.subview or
// memref.reinterpret_cast (name) of source with mixed offsets, sizes and
// strides, of type t.
func BuildOffsetSizeStrideOp(b *ir.Builder, loc ir.Location, name string, source *ir.Value, offsets, sizes, strides []viewlike.Mixed, t ir.Type) *ir.Operation {
	ctx := b.Ctx
	so, do := viewlike.Split(offsets)
	ss, ds := viewlike.Split(sizes)
	st, dt := viewlike.Split(strides)
	operands := append(append(append([]*ir.Value{source}, do...), ds...), dt...)
	return b.Create(&ir.OperationState{Loc: loc, Name: ctx.LookupOp(name), Operands: operands, Types: []ir.Type{t},
		Attrs: []ir.NamedAttr{
			{Name: "operandSegmentSizes", Value: ctx.DenseI32Array([]int32{1, int32(len(do)), int32(len(ds)), int32(len(dt))})},
			{Name: "static_offsets", Value: ctx.DenseI64Array(so)},
			{Name: "static_sizes", Value: ctx.DenseI64Array(ss)},
			{Name: "static_strides", Value: ctx.DenseI64Array(st)},
		}})
}

// mixedLists returns the mixed offsets, sizes and strides of an op.
func mixedLists(op *ir.Operation) (offsets, sizes, strides []viewlike.Mixed) {
	l := lists(op)
	return viewlike.MixedValues(l.StaticOffsets, l.Offsets), viewlike.MixedValues(l.StaticSizes, l.Sizes),
		viewlike.MixedValues(l.StaticStrides, l.Strides)
}

// dropDims removes the dims marked in dropped from a subview type.
func dropDims(ctx *ir.Context, t *ir.MemRefType, dropped []bool) *ir.MemRefType {
	strides, offset, _ := StridesAndOffset(ctx, t)
	var shape, keptStrides []int64
	for i, d := range t.Shape {
		if dropped[i] {
			continue
		}
		shape = append(shape, d)
		keptStrides = append(keptStrides, strides[i])
	}
	return ctx.MemRefType(shape, t.Elem, ctx.StridedLayoutAttr(offset, keptStrides), t.MemorySpace)
}

// subviewConstantArgumentFolder is OpWithOffsetSizesAndStridesConstant
// ArgumentFolder for subviews: constant operands become static entries,
// the new subview's result cast back to the old type.
func subviewConstantArgumentFolder(op *ir.Operation, rw *rewrite.Rewriter) bool {
	ctx := rw.Ctx
	offsets, sizes, strides := mixedLists(op)
	// As upstream, one application folds the first list with constants
	// only (its condition short-circuits).
	if !foldDynamicIndexList(offsets, true) && !foldDynamicIndexList(sizes, true) && !foldDynamicIndexList(strides, false) {
		return false
	}
	src := op.Operand(0).Type().(*ir.MemRefType)
	l := viewlike.Lists{StaticOffsets: viewlike.Static(offsets), StaticSizes: viewlike.Static(sizes), StaticStrides: viewlike.Static(strides)}
	if sliceOutOfBounds(src.Shape, l) != "" {
		return false
	}
	// The result type is only inferred for valid entries
	// (hasValidSizesOffsets, hasValidStrides).
	for _, v := range append(append([]int64{}, l.StaticOffsets...), l.StaticSizes...) {
		if v < 0 && v != ir.Dynamic {
			return false
		}
	}
	for _, v := range l.StaticStrides {
		if v == 0 {
			return false
		}
	}
	// SubViewReturnTypeCanonicalizer.
	t := SubviewResultType(ctx, src, l.StaticOffsets, l.StaticSizes, l.StaticStrides)
	cur := op.Result(0).Type().(*ir.MemRefType)
	curL := lists(op)
	// Upstream's getDroppedDims assumes the mask is found; when it is not,
	// no dimension is dropped (and the cast built below does not verify,
	// as upstream's).
	if dropped, ok := memrefRankReductionMask(ctx, src, cur, viewlike.MixedValues(curL.StaticSizes, curL.Sizes)); ok {
		t = dropDims(ctx, t, dropped)
	}
	sv := BuildOffsetSizeStrideOp(rw.Builder, op.Loc(), "memref.subview", op.Operand(0), offsets, sizes, strides, t)
	replaceWithCast(rw, op, sv.Result(0))
	return true
}

// subviewCastFolder is SubViewOpMemRefCastFolder: a subview of a cast
// that only erases static information reads the cast's source.
func subviewCastFolder(op *ir.Operation, rw *rewrite.Rewriter) bool {
	ctx := rw.Ctx
	for _, v := range op.Operands() {
		if _, ok := constantIndex(v); ok {
			return false
		}
	}
	cast := op.Operand(0).DefiningOp()
	if cast == nil || cast.Name() != "memref.cast" || !CanFoldIntoConsumer(ctx, cast) {
		return false
	}
	offsets, sizes, strides := mixedLists(op)
	newSrc := cast.Operand(0).Type().(*ir.MemRefType)
	t := SubviewResultType(ctx, newSrc, viewlike.Static(offsets), viewlike.Static(sizes), viewlike.Static(strides))
	dropped, ok := memrefRankReductionMask(ctx, op.Operand(0).Type().(*ir.MemRefType), op.Result(0).Type().(*ir.MemRefType), sizes)
	if !ok {
		return false
	}
	t = dropDims(ctx, t, dropped)
	sv := BuildOffsetSizeStrideOp(rw.Builder, op.Loc(), "memref.subview", cast.Operand(0), offsets, sizes, strides, t)
	replaceWithCast(rw, op, sv.Result(0))
	return true
}

// trivialSubviewFolder is TrivialSubViewOpFolder: a subview of the whole
// source with unit strides is the source (cast to the result type).
func trivialSubviewFolder(op *ir.Operation, rw *rewrite.Rewriter) bool {
	src := op.Operand(0).Type().(*ir.MemRefType)
	res := op.Result(0).Type().(*ir.MemRefType)
	if len(src.Shape) != len(res.Shape) {
		return false
	}
	offsets, sizes, strides := mixedLists(op)
	for i := range offsets {
		o, ok1 := offsets[i].Constant(rewrite.ValueConstant)
		s, ok2 := strides[i].Constant(rewrite.ValueConstant)
		z, ok3 := sizes[i].Constant(rewrite.ValueConstant)
		if !ok1 || o != 0 || !ok2 || s != 1 || !ok3 || z != src.Shape[i] {
			return false
		}
	}
	if src == res {
		rw.ReplaceOp(op, []*ir.Value{op.Operand(0)})
		return true
	}
	replaceWithCast(rw, op, op.Operand(0))
	return true
}

// dimOfReshape is DimOfMemRefReshape: the size of a dimension of a
// reshape is loaded from the shape operand (when the index dominates it).
func dimOfReshape(op *ir.Operation, rw *rewrite.Rewriter) bool {
	reshape := op.Operand(0).DefiningOp()
	if reshape == nil || reshape.Name() != "memref.reshape" {
		return false
	}
	index := op.Operand(1)
	if index.OwnerBlock() == reshape.Block() {
		if def := index.DefiningOp(); def != nil && reshape.IsBeforeInBlock(def) {
			return false
		}
	} else if r := index.ParentRegion(); op.Block() != reshape.Block() && (r == reshape.ParentRegion() || !r.IsAncestor(reshape.ParentRegion())) {
		return false
	}
	rw.SetInsertionPointAfter(reshape)
	shape := reshape.Operand(1)
	elem := shape.Type().(*ir.MemRefType).Elem
	v := BuildLoadOp(rw.Builder, op.Loc(), shape, []*ir.Value{index}, elem).Result()
	if v.Type() != op.Result(0).Type() {
		v = rw.Create(&ir.OperationState{Loc: op.Loc(), Name: rw.Ctx.LookupOp("arith.index_cast"),
			Operands: []*ir.Value{v}, Types: []ir.Type{op.Result(0).Type()}}).Result(0)
	}
	rw.ReplaceOp(op, []*ir.Value{v})
	return true
}

// hasNonIdentityLayout reports a memref type with a non-identity layout.
func hasNonIdentityLayout(t ir.Type) bool {
	m, ok := t.(*ir.MemRefType)
	return ok && !identityLayoutAttr(m)
}

// composeReassociation is upstream's composeReassociationIndices.
func composeReassociation(producer, consumer [][]int64) ([][]int64, bool) {
	if len(producer) == len(consumer) {
		return nil, false
	}
	if len(producer) < len(consumer) {
		producer, consumer = consumer, producer
	}
	composed := [][]int64{}
	if len(consumer) == 0 {
		return composed, true
	}
	dims := 0
	for _, g := range consumer {
		dims += len(g)
	}
	if len(producer) != dims {
		return nil, false
	}
	for _, g := range consumer {
		var merged []int64
		for _, i := range g {
			merged = append(merged, producer[i]...)
		}
		composed = append(composed, merged)
	}
	return composed, true
}

// composeReshapes is ComposeReassociativeReshapeOps: a collapse of a
// collapse (an expand of an expand) is one collapse (expand).
func composeReshapes(op *ir.Operation, rw *rewrite.Rewriter) bool {
	prev := op.Operand(0).DefiningOp()
	if prev == nil || prev.Name() != op.Name() {
		return false
	}
	if hasNonIdentityLayout(prev.Operand(0).Type()) || hasNonIdentityLayout(op.Operand(0).Type()) || hasNonIdentityLayout(op.Result(0).Type()) {
		return false
	}
	groups, ok := composeReassociation(Reassociation(op), Reassociation(prev))
	if !ok {
		return false
	}
	attrs := []ir.NamedAttr{{Name: "reassociation", Value: ReassociationAttr(rw.Ctx, groups)}}
	var newOp *ir.Operation
	if op.Name() == "memref.expand_shape" {
		attrs = append(attrs, ir.NamedAttr{Name: "static_output_shape", Value: op.InherentAttr("static_output_shape")})
		newOp = BuildExpandShapeOp(rw.Builder, op.Loc(), prev.Operand(0), ods.OperandGroup(op, 1), op.Result(0).Type(), attrs...).Operation
	} else {
		newOp = BuildCollapseShapeOp(rw.Builder, op.Loc(), prev.Operand(0), op.Result(0).Type(), attrs...).Operation
	}
	rw.ReplaceOp(op, newOp.Results())
	return true
}

// collapseShapeCastFolder is CollapseShapeOpMemRefCastFolder.
func collapseShapeCastFolder(op *ir.Operation, rw *rewrite.Rewriter) bool {
	cast := op.Operand(0).DefiningOp()
	if cast == nil || cast.Name() != "memref.cast" || !CanFoldIntoConsumer(rw.Ctx, cast) {
		return false
	}
	groups := Reassociation(op)
	t, ok := CollapsedType(rw.Ctx, cast.Operand(0).Type().(*ir.MemRefType), groups)
	if !ok {
		return false
	}
	if ir.Type(t) == op.Result(0).Type() {
		rw.ModifyOpInPlace(op, func() { op.SetOperand(0, cast.Operand(0)) })
		return true
	}
	c := BuildCollapseShapeOp(rw.Builder, op.Loc(), cast.Operand(0), t,
		ir.NamedAttr{Name: "reassociation", Value: op.InherentAttr("reassociation")})
	replaceWithCast(rw, op, c.Result())
	return true
}

// allocatesOnStack reports whether op allocates an automatic allocation
// scope resource for one of its results.
func allocatesOnStack(op *ir.Operation) (known, allocates bool) {
	effects, ok := ir.OpEffects(op)
	if !ok {
		return false, false
	}
	for _, e := range effects {
		if e.Effect == ir.EffectAllocate && e.Resource == "AutomaticAllocationScope" && e.Value != nil && e.Value.DefiningOp() == op {
			return true, true
		}
	}
	return true, false
}

// lastNonTerminatorInRegion: op is followed only by its block's
// terminator (which an unregistered last op may be), in a single-block
// region.
func lastNonTerminatorInRegion(op *ir.Operation) bool {
	next := op.NextInBlock()
	return next != nil && next.NextInBlock() == nil && (next.HasTrait(ir.TraitTerminator) || !next.IsRegistered()) &&
		op.ParentRegion().HasOneBlock()
}

// allocaScopeInliner is AllocaScopeInliner: a scope without potential
// stack allocations, or last in its parent scope, is inlined.
func allocaScopeInliner(op *ir.Operation, rw *rewrite.Rewriter) bool {
	potential := !op.WalkPre(func(o *ir.Operation) ir.WalkResult {
		if o == op {
			return ir.WalkAdvance
		}
		if !o.HasTrait(ir.TraitRecursiveMemoryEffects) {
			known, alloc := allocatesOnStack(o)
			if !known || alloc {
				return ir.WalkInterrupt
			}
		}
		if o.HasTrait(ir.TraitAutomaticAllocationScope) {
			return ir.WalkSkip
		}
		return ir.WalkAdvance
	})
	if potential && (!op.ParentOp().HasTrait(ir.TraitAutomaticAllocationScope) || !lastNonTerminatorInRegion(op)) {
		return false
	}
	block := op.Region(0).First()
	term := block.Terminator()
	results := term.Operands()
	rw.InlineBlockBefore(block, op, op.Block(), nil)
	rw.ReplaceOp(op, results)
	rw.EraseOp(term)
	return true
}

// allocaScopeHoister is AllocaScopeHoister: stack allocations of a scope
// that ends the regions up to the enclosing allocation scope move there.
func allocaScopeHoister(op *ir.Operation, rw *rewrite.Rewriter) bool {
	scopeParent := op.ParentOp()
	for scopeParent != nil && !scopeParent.HasTrait(ir.TraitAutomaticAllocationScope) {
		scopeParent = scopeParent.ParentOp()
	}
	last := op.ParentOp()
	if scopeParent == nil || last == nil || last.HasTrait(ir.TraitAutomaticAllocationScope) {
		return false
	}
	if !lastNonTerminatorInRegion(op) || !lastNonTerminatorInRegion(last) {
		return false
	}
	for !last.ParentOp().HasTrait(ir.TraitAutomaticAllocationScope) {
		last = last.ParentOp()
		if last == nil || !lastNonTerminatorInRegion(last) {
			return false
		}
	}
	var containing *ir.Region
	for i := 0; i < last.NumRegions(); i++ {
		if r := last.Region(i); r.IsAncestor(op.ParentRegion()) {
			containing = r
		}
	}
	var toHoist []*ir.Operation
	op.Walk(func(o *ir.Operation) ir.WalkResult {
		if _, alloc := allocatesOnStack(o); !alloc {
			return ir.WalkAdvance
		}
		for _, v := range o.Operands() {
			if containing.IsAncestor(v.ParentRegion()) {
				return ir.WalkAdvance
			}
		}
		toHoist = append(toHoist, o)
		return ir.WalkAdvance
	})
	if len(toHoist) == 0 {
		return false
	}
	rw.SetInsertionPoint(last)
	for _, o := range toHoist {
		clone := rw.Clone(o, ir.NewMapping())
		rw.ReplaceOp(o, clone.Results())
	}
	return true
}

// viewShapeFolder is ViewOpShapeFolder: constant dynamic sizes of a view
// become static, with a cast back to the old type.
func viewShapeFolder(op *ir.Operation, rw *rewrite.Rewriter) bool {
	found := false
	for _, v := range op.Operands() {
		if _, ok := constantIndex(v); ok {
			found = true
		}
	}
	if !found {
		return false
	}
	t := op.Result(0).Type().(*ir.MemRefType)
	if _, _, ok := StridesAndOffset(rw.Ctx, t); !ok {
		return false
	}
	sizes := ods.OperandGroup(op, 2)
	shape := make([]int64, len(t.Shape))
	var kept []*ir.Value
	pos := 0
	for i, d := range t.Shape {
		shape[i] = d
		if d != ir.Dynamic {
			continue
		}
		if c, ok := constantIndexOp(sizes[pos]); ok {
			shape[i] = c
		} else {
			kept = append(kept, sizes[pos])
		}
		pos++
	}
	newType := rw.Ctx.MemRefType(shape, t.Elem, t.Layout, t.MemorySpace)
	if newType == t {
		return false
	}
	v := BuildViewOp(rw.Builder, op.Loc(), op.Operand(0), op.Operand(1), kept, newType)
	replaceWithCast(rw, op, v.Result())
	return true
}

// constantIndexOp returns the value of an arith.constant of index type
// (dyn_cast<arith::ConstantIndexOp>).
func constantIndexOp(v *ir.Value) (int64, bool) {
	def := v.DefiningOp()
	if def == nil || def.Name() != "arith.constant" {
		return 0, false
	}
	return constantIndex(v)
}

// viewCastFolder is ViewOpMemrefCastFolder: a view of a cast of an alloc
// views the alloc.
func viewCastFolder(op *ir.Operation, rw *rewrite.Rewriter) bool {
	cast := op.Operand(0).DefiningOp()
	if cast == nil || cast.Name() != "memref.cast" {
		return false
	}
	alloc := cast.Operand(0).DefiningOp()
	if alloc == nil || alloc.Name() != "memref.alloc" {
		return false
	}
	v := BuildViewOp(rw.Builder, op.Loc(), cast.Operand(0), op.Operand(1), ods.OperandGroup(op, 2), op.Result(0).Type())
	rw.ReplaceOp(op, v.Results())
	return true
}

// composeCollapseOfExpand is ComposeCollapseOfExpandOp: a collapse of an
// expand is one collapse or expand when the expand's groups tile the
// collapse's (or the other way round), a cast when the ranks agree.
func composeCollapseOfExpand(op *ir.Operation, rw *rewrite.Rewriter) bool {
	expand := op.Operand(0).DefiningOp()
	if expand == nil || expand.Name() != "memref.expand_shape" {
		return false
	}
	if hasNonIdentityLayout(op.Operand(0).Type()) || hasNonIdentityLayout(expand.Operand(0).Type()) || hasNonIdentityLayout(expand.Result(0).Type()) {
		return false
	}
	src := expand.Operand(0).Type().(*ir.MemRefType)
	res := op.Result(0).Type().(*ir.MemRefType)
	if src == res {
		return false
	}
	higher, lower := Reassociation(expand), Reassociation(op)
	if len(src.Shape) < len(res.Shape) {
		higher, lower = lower, higher
	}
	next := 0
	composed := make([][]int64, 0, len(lower))
	for _, l := range lower {
		var group []int64
		for next < len(higher) {
			right := higher[next][len(higher[next])-1]
			if right > l[len(l)-1] {
				return false
			}
			group = append(group, int64(next))
			next++
			if right == l[len(l)-1] {
				break
			}
		}
		composed = append(composed, group)
	}
	attr := ir.NamedAttr{Name: "reassociation", Value: ReassociationAttr(rw.Ctx, composed)}
	switch {
	case len(src.Shape) > len(res.Shape):
		rw.ReplaceOp(op, BuildCollapseShapeOp(rw.Builder, op.Loc(), expand.Operand(0), res, attr).Results())
	case len(src.Shape) < len(res.Shape):
		// The output shape multiplies the expansion's sizes over each group
		// of the collapse: static ones folded, dynamic ones by arith.muli.
		orig := viewlike.MixedValues(viewlike.StaticValues(expand.InherentAttr("static_output_shape")), ods.OperandGroup(expand, 1))
		var shape []viewlike.Mixed
		for _, g := range Reassociation(op) {
			static := int64(1)
			var dyn []*ir.Value
			for _, d := range g {
				if c, ok := orig[d].Constant(rewrite.ValueConstant); ok {
					static *= c
				} else {
					dyn = append(dyn, orig[d].Value)
				}
			}
			if len(dyn) == 0 {
				shape = append(shape, viewlike.Mixed{Static: static})
				continue
			}
			v := dyn[0]
			for _, w := range dyn[1:] {
				v = muliIndex(rw, op.Loc(), v, w)
			}
			if static != 1 {
				v = muliIndex(rw, op.Loc(), v, indexConstantOp(rw, op.Loc(), static))
			}
			shape = append(shape, viewlike.Mixed{Value: v, Static: ir.Dynamic})
		}
		static, dyn := viewlike.Split(shape)
		rw.ReplaceOp(op, BuildExpandShapeOp(rw.Builder, op.Loc(), expand.Operand(0), dyn, res, attr,
			ir.NamedAttr{Name: "static_output_shape", Value: rw.Ctx.DenseI64Array(static)}).Results())
	default:
		replaceWithCast(rw, op, expand.Operand(0))
	}
	return true
}

// composeExpandOfCollapse is ComposeExpandOfCollapseOp: an expand of a
// collapse is one collapse or expand when each group's subshape collapses
// to the other's.
func composeExpandOfCollapse(op *ir.Operation, rw *rewrite.Rewriter) bool {
	collapse := op.Operand(0).DefiningOp()
	if collapse == nil || collapse.Name() != "memref.collapse_shape" {
		return false
	}
	if hasNonIdentityLayout(op.Operand(0).Type()) || hasNonIdentityLayout(collapse.Operand(0).Type()) || hasNonIdentityLayout(collapse.Result(0).Type()) {
		return false
	}
	src := collapse.Operand(0).Type().(*ir.MemRefType)
	res := op.Result(0).Type().(*ir.MemRefType)
	if src == res {
		return false
	}
	srcGroups, resGroups := Reassociation(collapse), Reassociation(op)
	if len(src.Shape) > len(res.Shape) {
		composed, ok := collapsingReassociation(srcGroups, resGroups, src.Shape, res.Shape)
		if !ok {
			return false
		}
		rw.ReplaceOp(op, BuildCollapseShapeOp(rw.Builder, op.Loc(), collapse.Operand(0), res,
			ir.NamedAttr{Name: "reassociation", Value: ReassociationAttr(rw.Ctx, composed)}).Results())
		return true
	}
	composed, ok := collapsingReassociation(resGroups, srcGroups, res.Shape, src.Shape)
	if !ok {
		return false
	}
	rw.ReplaceOp(op, BuildExpandShapeOp(rw.Builder, op.Loc(), collapse.Operand(0), ods.OperandGroup(op, 1), res,
		ir.NamedAttr{Name: "reassociation", Value: ReassociationAttr(rw.Ctx, composed)},
		ir.NamedAttr{Name: "static_output_shape", Value: op.InherentAttr("static_output_shape")}).Results())
	return true
}

// collapsingReassociation is findCollapsingReassociation: the groups
// collapsing srcShape to resultShape, found group by group.
func collapsingReassociation(srcGroups, resGroups [][]int64, srcShape, resShape []int64) ([][]int64, bool) {
	if len(srcGroups) == 0 {
		return reassociationForCollapse(srcShape, resShape)
	}
	var composed [][]int64
	for i := range srcGroups {
		if i >= len(resGroups) {
			break
		}
		s, r := srcGroups[i], resGroups[i]
		srcSub := srcShape[s[0] : s[0]+int64(len(s))]
		resSub := resShape[r[0] : r[0]+int64(len(r))]
		if len(srcSub) == len(resSub) {
			if !equalInts(srcSub, resSub) || viewlike.CountDynamic(srcSub) >= 2 {
				return nil, false
			}
			for _, d := range s {
				composed = append(composed, []int64{d})
			}
			continue
		}
		sub, ok := reassociationForCollapse(srcSub, resSub)
		if !ok {
			return nil, false
		}
		for _, g := range sub {
			mapped := make([]int64, len(g))
			for j, d := range g {
				mapped[j] = s[0] + d
			}
			composed = append(composed, mapped)
		}
	}
	return composed, true
}

// reassociationForCollapse is getReassociationIndicesForCollapse: the
// groups of source dimensions whose products are the target dimensions
// (a dynamic target dimension takes one dynamic source dimension; trailing
// unit dimensions join the last group).
func reassociationForCollapse(source, target []int64) ([][]int64, bool) {
	if len(source) <= len(target) {
		return nil, false
	}
	var groups [][]int64
	var curr []int64
	prod := int64(1)
	s := 0
	for s < len(source) {
		if len(groups) == len(target) {
			break
		}
		t := target[len(groups)]
		if t == ir.Dynamic {
			// A dynamic target dimension takes the static dimensions up to
			// the next dynamic one.
			for s < len(source)-1 && source[s] != ir.Dynamic {
				curr = append(curr, int64(s))
				s++
			}
			if source[s] != ir.Dynamic {
				return nil, false
			}
			groups = append(groups, append(curr, int64(s)))
			s++
			curr = nil
			continue
		}
		for s < len(source)-1 && source[s] != ir.Dynamic && prod*source[s] < t {
			prod *= source[s]
			curr = append(curr, int64(s))
			s++
		}
		if source[s] == ir.Dynamic && (t != ir.Dynamic || prod != 1) {
			return nil, false
		}
		if t == ir.Dynamic && source[s] != ir.Dynamic {
			return nil, false
		}
		if t != ir.Dynamic && prod*source[s] != t {
			return nil, false
		}
		curr = append(curr, int64(s))
		s++
		groups = append(groups, curr)
		curr = nil
		prod = 1
	}
	if len(groups) != len(target) {
		return nil, false
	}
	for ; s < len(source); s++ {
		if source[s] != ir.Dynamic && source[s] != 1 {
			return nil, false
		}
		if len(groups) > 0 {
			groups[len(groups)-1] = append(groups[len(groups)-1], int64(s))
		}
	}
	return groups, true
}

// muliIndex creates an arith.muli of index values.
func muliIndex(rw *rewrite.Rewriter, loc ir.Location, x, y *ir.Value) *ir.Value {
	return rw.Create(&ir.OperationState{Loc: loc, Name: rw.Ctx.LookupOp("arith.muli"), Operands: []*ir.Value{x, y},
		Types: []ir.Type{rw.Ctx.IndexType()}}).Result(0)
}

// indexConstantOp creates an arith.constant of index type.
func indexConstantOp(rw *rewrite.Rewriter, loc ir.Location, v int64) *ir.Value {
	ctx := rw.Ctx
	return rw.Create(&ir.OperationState{Loc: loc, Name: ctx.LookupOp("arith.constant"), Types: []ir.Type{ctx.IndexType()},
		Attrs: []ir.NamedAttr{{Name: "value", Value: ctx.IntAttr(ctx.IndexType(), v)}}}).Result(0)
}
