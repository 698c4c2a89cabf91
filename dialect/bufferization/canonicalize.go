package bufferization

import (
	"github.com/gomlir/gomlir/dialect/memref"
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/ods"
	"github.com/gomlir/gomlir/rewrite"
	"slices"
)

// The canonicalization patterns, with upstream's debug names, in
// upstream's registration order.
func init() {
	allocTensorSpec.Canonicalize = []any{
		pattern("FoldDimOfAllocTensorOp", "tensor.dim", foldDimOfAllocTensor),
		pattern("ReplaceStaticShapeDims", "bufferization.alloc_tensor", replaceStaticShapeDims),
	}
	cloneSpec.Canonicalize = []any{pattern("SimplifyClones", "bufferization.clone", simplifyClones)}
	toTensorSpec.Canonicalize = []any{pattern("DimOfToTensorFolder", "tensor.dim", dimOfToTensor)}
	toBufferSpec.Canonicalize = []any{
		pattern("DimOfCastOp", "memref.dim", dimOfToBuffer),
		pattern("LoadOfToBuffer", "memref.load", loadOfToBuffer),
		pattern("ToBufferOfCast", "bufferization.to_buffer", toBufferOfCast),
		pattern("ToBufferToTensorFolding", "bufferization.to_buffer", toBufferToTensorFolding),
	}
	deallocSpec.Canonicalize = DeallocPatterns()
}

// DeallocPatterns returns the canonicalization patterns of
// bufferization.dealloc (populateDeallocOpCanonicalizationPatterns).
func DeallocPatterns() []any {
	return []any{
		pattern("DeallocRemoveDuplicateDeallocMemrefs", "bufferization.dealloc", removeDuplicateDeallocMemrefs),
		pattern("DeallocRemoveDuplicateRetainedMemrefs", "bufferization.dealloc", removeDuplicateRetained),
		pattern("EraseEmptyDealloc", "bufferization.dealloc", eraseEmptyDealloc),
		pattern("EraseAlwaysFalseDealloc", "bufferization.dealloc", eraseAlwaysFalseDealloc),
		pattern("SkipExtractMetadataOfAlloc", "bufferization.dealloc", skipExtractMetadataOfAlloc),
		pattern("RemoveAllocDeallocPairWhenNoOtherUsers", "bufferization.dealloc", removeAllocDeallocPair),
	}
}

// pattern is an upstream OpRewritePattern of an anonymous namespace with
// benefit 1.
func pattern(name, root string, f func(op *ir.Operation, rw *rewrite.Rewriter) bool) *rewrite.Func {
	return &rewrite.Func{Name: "(anonymous namespace)::" + name, On: root, Weight: 1, Rewrite: f}
}

// definedBy returns v's defining op when it is named name.
func definedBy(v *ir.Value, name string) *ir.Operation {
	if d := v.DefiningOp(); d != nil && d.Name() == name {
		return d
	}
	return nil
}

// constInt returns the value of an integer constant v (m_ConstantInt).
func constInt(v *ir.Value) (int64, bool) {
	a, ok := rewrite.ValueConstant(v).(*ir.IntegerAttr)
	if !ok || !a.IsSmall() {
		return 0, false
	}
	return a.Int64(), true
}

// create builds the op named name at the rewriter's insertion point.
func create(rw *rewrite.Rewriter, name string, loc ir.Location, types []ir.Type, operands []*ir.Value, attrs ...ir.NamedAttr) *ir.Operation {
	return rw.Create(&ir.OperationState{Loc: loc, Name: rw.Ctx.LookupOp(name), Types: types, Operands: operands, Attrs: attrs})
}

// replaceWithNew replaces op by a new op named name.
func replaceWithNew(rw *rewrite.Rewriter, op *ir.Operation, name string, types []ir.Type, operands []*ir.Value, attrs ...ir.NamedAttr) bool {
	n := create(rw, name, op.Loc(), types, operands, attrs...)
	rw.ReplaceOp(op, n.Results())
	return true
}

// foldClone is CloneOp::fold: casts from ranked memrefs fold into the
// clone's operand.
func foldClone(op *ir.Operation, _ []ir.Attribute) []ir.FoldResult {
	if memref.FoldMemRefCast(op) {
		return []ir.FoldResult{}
	}
	return nil
}

// foldToTensor is ToTensorOp::fold: to_tensor(to_buffer(t)) is t when the
// to_buffer immediately precedes it.
func foldToTensor(op *ir.Operation, _ []ir.Attribute) []ir.FoldResult {
	tb := definedBy(op.Operand(0), "bufferization.to_buffer")
	if tb == nil || tb.Block() != op.Block() || tb.NextInBlock() != op {
		return nil
	}
	return []ir.FoldResult{{Value: tb.Operand(0)}}
}

// foldToBuffer is ToBufferOp::fold: to_buffer(to_tensor(m)) is m when the
// types agree.
func foldToBuffer(op *ir.Operation, _ []ir.Attribute) []ir.FoldResult {
	tt := definedBy(op.Operand(0), "bufferization.to_tensor")
	if tt == nil || tt.Operand(0).Type() != op.Result(0).Type() {
		return nil
	}
	return []ir.FoldResult{{Value: tt.Operand(0)}}
}

// foldDimOfAllocTensor is FoldDimOfAllocTensorOp: the dim of a dynamic
// dimension of an alloc_tensor is its size.
func foldDimOfAllocTensor(op *ir.Operation, rw *rewrite.Rewriter) bool {
	i, ok := constInt(op.Operand(1))
	alloc := definedBy(op.Operand(0), "bufferization.alloc_tensor")
	if alloc == nil || !ok {
		return false
	}
	t, ranked := alloc.Result(0).Type().(*ir.RankedTensorType)
	if !ranked || i < 0 || i >= int64(len(t.Shape)) || t.Shape[i] != ir.Dynamic {
		return false
	}
	rw.ReplaceOp(op, []*ir.Value{allocTensorDynamicSize(rw.Builder, alloc, int(i))})
	return true
}

// replaceStaticShapeDims is ReplaceStaticShapeDims: constant dynamic
// sizes become static, and a tensor.cast restores the type.
func replaceStaticShapeDims(op *ir.Operation, rw *rewrite.Rewriter) bool {
	if len(ods.OperandGroup(op, 1)) > 0 {
		return false
	}
	t, ok := op.Result(0).Type().(*ir.RankedTensorType)
	if !ok {
		return false
	}
	dynamic := ods.OperandGroup(op, 0)
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
	ctx := rw.Ctx
	nt := ctx.RankedTensorType(shape, t.Elem, t.Encoding)
	if ir.Type(nt) == op.Result(0).Type() {
		return false
	}
	alloc := create(rw, "bufferization.alloc_tensor", op.Loc(), []ir.Type{nt}, left,
		ir.NamedAttr{Name: "operandSegmentSizes", Value: ctx.DenseI32Array([]int32{int32(len(left)), 0, 0})})
	return replaceWithNew(rw, op, "tensor.cast", []ir.Type{t}, alloc.Results())
}

// hasEffectOn reports whether op declares effect e on v.
func hasEffectOn(op *ir.Operation, e ir.MemoryEffect, v *ir.Value) bool {
	m, ok := ir.OpInterface[ir.MemoryEffectOpInterface](op)
	if !ok {
		return false
	}
	for _, inst := range m.Effects(op) {
		if inst.Effect == e && inst.Value == v {
			return true
		}
	}
	return false
}

// simplifyClones is SimplifyClones: a clone whose source or copy is freed
// in its block with no other free in between becomes its source (cast to
// the clone's type), and the redundant dealloc goes.
func simplifyClones(op *ir.Operation, rw *rewrite.Rewriter) bool {
	if op.UseEmpty() {
		rw.EraseOp(op)
		return true
	}
	source := op.Operand(0)
	ct := op.Result(0).Type()
	if source.Type() != ct && !memref.CastCompatible(rw.Ctx, source.Type(), ct) {
		return false
	}
	canonical := source
	for d := canonical.DefiningOp(); d != nil; d = canonical.DefiningOp() {
		view, ok := ir.OpInterface[ir.ViewLikeOpInterface](d)
		if !ok || canonical != d.Result(0) {
			break
		}
		canonical = view.ViewSource(d)
	}
	cloneDealloc, ok := memref.FindDealloc(op.Result(0))
	if !ok {
		return false
	}
	sourceDealloc, ok := memref.FindDealloc(canonical)
	if !ok {
		return false
	}
	if cloneDealloc != nil && sourceDealloc != nil && cloneDealloc.Block() == sourceDealloc.Block() {
		return false
	}
	var redundant *ir.Operation
	switch block := op.Block(); {
	case cloneDealloc != nil && cloneDealloc.Block() == block:
		redundant = cloneDealloc
	case sourceDealloc != nil && sourceDealloc.Block() == block:
		redundant = sourceDealloc
	default:
		return false
	}
	for pos := op.NextInBlock(); pos != redundant; pos = pos.NextInBlock() {
		if pos == nil {
			return false
		}
		if hasEffect(pos, ir.EffectFree) {
			return false
		}
	}
	if source.Type() != ct {
		source = create(rw, "memref.cast", op.Loc(), []ir.Type{ct}, []*ir.Value{source}).Result(0)
	}
	rw.ReplaceOp(op, []*ir.Value{source})
	rw.EraseOp(redundant)
	return true
}

// dimOfToTensor is DimOfToTensorFolder: tensor.dim of a to_tensor is the
// memref.dim of its buffer.
func dimOfToTensor(op *ir.Operation, rw *rewrite.Rewriter) bool {
	tt := definedBy(op.Operand(0), "bufferization.to_tensor")
	if tt == nil {
		return false
	}
	return replaceWithNew(rw, op, "memref.dim", []ir.Type{rw.Ctx.IndexType()}, []*ir.Value{tt.Operand(0), op.Operand(1)})
}

// dimOfToBuffer is DimOfCastOp: memref.dim of a to_buffer is the
// tensor.dim of its tensor.
func dimOfToBuffer(op *ir.Operation, rw *rewrite.Rewriter) bool {
	tb := definedBy(op.Operand(0), "bufferization.to_buffer")
	if tb == nil {
		return false
	}
	return replaceWithNew(rw, op, "tensor.dim", []ir.Type{rw.Ctx.IndexType()}, []*ir.Value{tb.Operand(0), op.Operand(1)})
}

// loadOfToBuffer is LoadOfToBuffer: a load from a to_buffer is a
// tensor.extract of its tensor (MLIR 22 does not ask for read_only).
func loadOfToBuffer(op *ir.Operation, rw *rewrite.Rewriter) bool {
	tb := definedBy(op.Operand(0), "bufferization.to_buffer")
	if tb == nil {
		return false
	}
	operands := append([]*ir.Value{tb.Operand(0)}, op.Operands()[1:]...)
	return replaceWithNew(rw, op, "tensor.extract", []ir.Type{op.Result(0).Type()}, operands)
}

// toBufferOfCast is ToBufferOfCast: to_buffer(tensor.cast(t)) becomes
// memref.cast(to_buffer(t)).
func toBufferOfCast(op *ir.Operation, rw *rewrite.Rewriter) bool {
	cast := definedBy(op.Operand(0), "tensor.cast")
	if cast == nil {
		return false
	}
	src, ok := cast.Operand(0).Type().(*ir.RankedTensorType)
	if !ok {
		return false
	}
	ctx := rw.Ctx
	var mt ir.Type
	switch cur := op.Result(0).Type().(type) {
	case *ir.MemRefType:
		mt = ctx.MemRefType(src.Shape, src.Elem, cur.Layout, cur.MemorySpace)
	case *ir.UnrankedMemRefType:
		mt = ctx.MemRefType(src.Shape, src.Elem, nil, cur.MemorySpace)
	default:
		return false
	}
	var attrs []ir.NamedAttr
	if ro := op.InherentAttr("read_only"); ro != nil {
		attrs = append(attrs, ir.NamedAttr{Name: "read_only", Value: ro})
	}
	tb := create(rw, "bufferization.to_buffer", op.Loc(), []ir.Type{mt}, []*ir.Value{cast.Operand(0)}, attrs...)
	return replaceWithNew(rw, op, "memref.cast", []ir.Type{op.Result(0).Type()}, tb.Results())
}

// toBufferToTensorFolding is ToBufferToTensorFolding
// (foldToBufferToTensorPair): to_buffer(to_tensor(m)) is m, cast when the
// types differ and the cast cannot fail, copied otherwise.
func toBufferToTensorFolding(op *ir.Operation, rw *rewrite.Rewriter) bool {
	tt := definedBy(op.Operand(0), "bufferization.to_tensor")
	if tt == nil {
		return false
	}
	buf := tt.Operand(0)
	src, dst := buf.Type(), op.Result(0).Type()
	if src == dst {
		rw.ReplaceOp(op, []*ir.Value{buf})
		return true
	}
	rsrc, srcRanked := src.(*ir.MemRefType)
	rdst, dstRanked := dst.(*ir.MemRefType)
	if srcRanked && dstRanked {
		v, ok := castOrRealloc(rw, buf, rsrc, rdst)
		if !ok {
			return false
		}
		rw.ReplaceOp(op, []*ir.Value{v})
		return true
	}
	if !srcRanked && dstRanked {
		return false
	}
	return replaceWithNew(rw, op, "memref.cast", []ir.Type{dst}, []*ir.Value{buf})
}

// castOrRealloc is castOrReallocMemRefValue with the default options of
// the canonicalization: a memref.cast when it cannot fail at run time,
// else a new memref.alloc and a memref.copy.
func castOrRealloc(rw *rewrite.Rewriter, v *ir.Value, src, dst *ir.MemRefType) (*ir.Value, bool) {
	if src.Elem != dst.Elem || len(src.Shape) != len(dst.Shape) {
		return nil, false
	}
	ctx := rw.Ctx
	if memref.CastCompatible(ctx, src, dst) && guaranteedCastCompatible(ctx, src, dst) {
		return create(rw, "memref.cast", v.Loc(), []ir.Type{dst}, []*ir.Value{v}).Result(0), true
	}
	loc := v.Loc()
	var dynamic []*ir.Value
	for i, d := range dst.Shape {
		if d == ir.Dynamic {
			dynamic = append(dynamic, buildDim(rw.Builder, "memref.dim", loc, v, i))
		}
	}
	alloc := create(rw, "memref.alloc", loc, []ir.Type{dst}, dynamic,
		ir.NamedAttr{Name: "operandSegmentSizes", Value: ctx.DenseI32Array([]int32{int32(len(dynamic)), 0})})
	create(rw, "memref.copy", loc, nil, []*ir.Value{v, alloc.Result(0)})
	return alloc.Result(0), true
}

// guaranteedCastCompatible rejects casts from a dynamic offset or stride
// to a static one, which may fail at run time.
func guaranteedCastCompatible(ctx *ir.Context, src, dst *ir.MemRefType) bool {
	sStrides, sOff, ok1 := memref.StridesAndOffset(ctx, src)
	dStrides, dOff, ok2 := memref.StridesAndOffset(ctx, dst)
	if !ok1 || !ok2 {
		return false
	}
	dynToStatic := func(a, b int64) bool { return a == ir.Dynamic && b != ir.Dynamic }
	if dynToStatic(sOff, dOff) {
		return false
	}
	for i := range sStrides {
		if i < len(dStrides) && dynToStatic(sStrides[i], dStrides[i]) {
			return false
		}
	}
	return true
}

// UpdateDealloc sets the memrefs and conditions of a dealloc (upstream's
// DeallocOp::updateDeallocIfChanged); it reports false when they are
// unchanged.
func UpdateDealloc(rw *rewrite.Rewriter, op *ir.Operation, memrefs, conds []*ir.Value) bool {
	if slices.Equal(ods.OperandGroup(op, 0), memrefs) && slices.Equal(ods.OperandGroup(op, 1), conds) {
		return false
	}
	retained := ods.OperandGroup(op, 2)
	rw.ModifyOpInPlace(op, func() {
		op.SetOperands(append(append(append([]*ir.Value(nil), memrefs...), conds...), retained...))
		op.SetInherentAttr(rw.Ctx, "operandSegmentSizes",
			rw.Ctx.DenseI32Array([]int32{int32(len(memrefs)), int32(len(conds)), int32(len(retained))}))
	})
	return true
}

// removeDuplicateDeallocMemrefs is DeallocRemoveDuplicateDeallocMemrefs:
// a memref listed twice is listed once, under the disjunction of its
// conditions.
func removeDuplicateDeallocMemrefs(op *ir.Operation, rw *rewrite.Rewriter) bool {
	memrefs, conds := ods.OperandGroup(op, 0), ods.OperandGroup(op, 1)
	index := map[*ir.Value]int{}
	var newM, newC []*ir.Value
	for i, m := range memrefs {
		if j, seen := index[m]; seen {
			if newC[j] != conds[i] {
				newC[j] = create(rw, "arith.ori", op.Loc(), []ir.Type{rw.Ctx.I(1)}, []*ir.Value{newC[j], conds[i]}).Result(0)
			}
			continue
		}
		index[m] = len(newC)
		newM = append(newM, m)
		newC = append(newC, conds[i])
	}
	return UpdateDealloc(rw, op, newM, newC)
}

// removeDuplicateRetained is DeallocRemoveDuplicateRetainedMemrefs: a
// retained memref listed twice is listed once, its condition used for
// both results.
func removeDuplicateRetained(op *ir.Operation, rw *rewrite.Rewriter) bool {
	retained := ods.OperandGroup(op, 2)
	index := map[*ir.Value]int{}
	var newR []*ir.Value
	repl := make([]int, len(retained))
	for i, r := range retained {
		if j, seen := index[r]; seen {
			repl[i] = j
			continue
		}
		index[r] = len(newR)
		repl[i] = len(newR)
		newR = append(newR, r)
	}
	if len(newR) == len(retained) {
		return false
	}
	n := newDealloc(rw, op.Loc(), ods.OperandGroup(op, 0), ods.OperandGroup(op, 1), newR)
	vals := make([]*ir.Value, len(repl))
	for i, j := range repl {
		vals[i] = n.Result(j)
	}
	rw.ReplaceOp(op, vals)
	return true
}

// newDealloc builds a bufferization.dealloc.
func newDealloc(rw *rewrite.Rewriter, loc ir.Location, memrefs, conds, retained []*ir.Value) *ir.Operation {
	ctx := rw.Ctx
	types := make([]ir.Type, len(retained))
	for i := range types {
		types[i] = ctx.I(1)
	}
	operands := append(append(append([]*ir.Value(nil), memrefs...), conds...), retained...)
	return create(rw, "bufferization.dealloc", loc, types, operands,
		ir.NamedAttr{Name: "operandSegmentSizes", Value: ctx.DenseI32Array([]int32{int32(len(memrefs)), int32(len(conds)), int32(len(retained))})})
}

// eraseEmptyDealloc is EraseEmptyDealloc: a dealloc of nothing is gone,
// its results false.
func eraseEmptyDealloc(op *ir.Operation, rw *rewrite.Rewriter) bool {
	if len(ods.OperandGroup(op, 0)) != 0 {
		return false
	}
	f := create(rw, "arith.constant", op.Loc(), []ir.Type{rw.Ctx.I(1)}, nil,
		ir.NamedAttr{Name: "value", Value: rw.Ctx.BoolAttr(false)}).Result(0)
	vals := make([]*ir.Value, op.NumResults())
	for i := range vals {
		vals[i] = f
	}
	rw.ReplaceOp(op, vals)
	return true
}

// isZero is m_Zero on an i1 condition: a constant false.
func isZero(v *ir.Value) bool {
	a, ok := rewrite.ValueConstant(v).(*ir.IntegerAttr)
	return ok && a.IsZero()
}

// eraseAlwaysFalseDealloc is EraseAlwaysFalseDealloc: memrefs under a
// constant false condition are dropped.
func eraseAlwaysFalseDealloc(op *ir.Operation, rw *rewrite.Rewriter) bool {
	memrefs, conds := ods.OperandGroup(op, 0), ods.OperandGroup(op, 1)
	var newM, newC []*ir.Value
	for i, m := range memrefs {
		if i < len(conds) && !isZero(conds[i]) {
			newM = append(newM, m)
			newC = append(newC, conds[i])
		}
	}
	return UpdateDealloc(rw, op, newM, newC)
}

// skipExtractMetadataOfAlloc is SkipExtractMetadataOfAlloc: the base
// buffer extracted from an allocation is the allocation itself.
func skipExtractMetadataOfAlloc(op *ir.Operation, rw *rewrite.Rewriter) bool {
	memrefs := ods.OperandGroup(op, 0)
	newM := make([]*ir.Value, len(memrefs))
	for i, m := range memrefs {
		newM[i] = m
		meta := definedBy(m, "memref.extract_strided_metadata")
		if meta == nil {
			continue
		}
		alloc := meta.Operand(0)
		if d := alloc.DefiningOp(); d != nil && hasEffectOn(d, ir.EffectAllocate, alloc) {
			newM[i] = alloc
		}
	}
	return UpdateDealloc(rw, op, newM, ods.OperandGroup(op, 1))
}

// onlyAllocates is hasSingleEffect<Allocate>(op, v): op declares effects,
// all of them allocations of v.
func onlyAllocates(op *ir.Operation, v *ir.Value) bool {
	m, ok := ir.OpInterface[ir.MemoryEffectOpInterface](op)
	if !ok {
		return false
	}
	found := false
	for _, inst := range m.Effects(op) {
		if inst.Value != v {
			continue
		}
		if inst.Effect != ir.EffectAllocate {
			return false
		}
		found = true
	}
	return found
}

// removeAllocDeallocPair is RemoveAllocDeallocPairWhenNoOtherUsers: an
// allocation used only by the dealloc goes, with its entry.
func removeAllocDeallocPair(op *ir.Operation, rw *rewrite.Rewriter) bool {
	memrefs, conds := ods.OperandGroup(op, 0), ods.OperandGroup(op, 1)
	var newM, newC []*ir.Value
	var dead []*ir.Operation
	for i, m := range memrefs {
		if d := m.DefiningOp(); d != nil && hasEffectOn(d, ir.EffectAllocate, m) && onlyAllocates(d, m) && m.HasOneUse() {
			dead = append(dead, d)
			continue
		}
		newM = append(newM, m)
		newC = append(newC, conds[i])
	}
	if !UpdateDealloc(rw, op, newM, newC) {
		return false
	}
	for _, d := range dead {
		rw.EraseOp(d)
	}
	return true
}
