// Package memreftollvm is the finalize-memref-to-llvm pass: memref ops
// (after expand-strided-metadata has turned views into reinterpret_casts)
// become LLVM dialect ops on memref descriptors, allocations calls of
// malloc, aligned_alloc and free, as upstream's MemRefToLLVM. It also
// contributes the memref patterns to convert-to-llvm.
package memreftollvm

import (
	"github.com/gomlir/gomlir/conversion"
	"github.com/gomlir/gomlir/conversion/llvmcommon"
	"github.com/gomlir/gomlir/dialect/arith"
	"github.com/gomlir/gomlir/dialect/llvm"
	"github.com/gomlir/gomlir/dialect/memref"
	"github.com/gomlir/gomlir/dialect/viewlike"
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/ir/affine"
	"github.com/gomlir/gomlir/ir/datalayout"
	"github.com/gomlir/gomlir/ods"
	"github.com/gomlir/gomlir/pass"
)

func init() {
	pass.Register(&pass.Info{
		Argument: "finalize-memref-to-llvm",
		Name:     "FinalizeMemRefToLLVMConversionPass",
		Summary:  "Finalize MemRef dialect to LLVM dialect conversion",
		New: func() (pass.Pass, *pass.Options) {
			p := &lowering{}
			o := &pass.Options{}
			o.Bool("use-aligned-alloc", "Use aligned_alloc in place of malloc for heap allocations", &p.alignedAlloc, false)
			o.Uint("index-bitwidth", "Bitwidth of the index type, 0 to use size of machine word", &p.indexBitwidth, 0)
			o.Bool("use-generic-functions", "Use generic allocation and deallocation functions instead of the classic 'malloc', 'aligned_alloc' and 'free' functions", &p.genericFunctions, false)
			return p, o
		},
	})
	conversion.RegisterConvertToLLVMInterface("memref", llvmcommon.PatternSource(func(tc *llvmcommon.TypeConverter) []conversion.Pattern { return Patterns(tc, Options{}) }))
}

type lowering struct {
	alignedAlloc     bool
	indexBitwidth    uint64
	genericFunctions bool
}

// Run lowers the memref ops nested in op.
func (p *lowering) Run(op *ir.Operation, st *pass.State) error {
	tc := llvmcommon.NewTypeConverter(st.Ctx, llvmcommon.Options{IndexBitwidth: int(p.indexBitwidth), Layout: datalayout.Of(st.Ctx, op)})
	defer tc.Release()
	target := llvmcommon.NewTarget()
	target.AddLegalOp("func.func")
	return conversion.ApplyPartialConversion(st.Ctx, []*ir.Operation{op}, target,
		Patterns(tc, Options{AlignedAlloc: p.alignedAlloc, GenericFunctions: p.genericFunctions, Report: st.Report}), nil)
}

// Options select the allocation functions (upstream's allocLowering and
// useGenericFunctions).
type Options struct {
	AlignedAlloc     bool
	GenericFunctions bool
	// Report receives the patterns' diagnostics (nil: the context's
	// handler); a pass passes its pass.State's, so that a diagnostic does
	// not by itself fail the pipeline, as upstream.
	Report func(*ir.Diagnostic)
}

// lowerer holds what the patterns share.
type lowerer struct {
	tc   *llvmcommon.TypeConverter
	opts Options
	syms *llvmcommon.Symbols
}

// Patterns returns upstream's populateFinalizeMemRefToLLVMConversionPatterns.
func Patterns(tc *llvmcommon.TypeConverter, opts Options) []conversion.Pattern {
	if opts.Report == nil {
		opts.Report = tc.Ctx.Report
	}
	l := &lowerer{tc: tc, opts: opts}
	out := []conversion.Pattern{
		tc.Pattern("memref.alloca", l.alloca),
		tc.Pattern("memref.alloca_scope", l.allocaScope),
		tc.Pattern("memref.atomic_rmw", l.atomicRMW),
		tc.Pattern("memref.generic_atomic_rmw", l.genericAtomicRMW),
		tc.Pattern("memref.assume_alignment", l.assumeAlignment),
		tc.Pattern("memref.extract_aligned_pointer_as_index", l.extractAlignedPointer),
		tc.Pattern("memref.dim", l.dim),
		tc.Pattern("memref.extract_strided_metadata", l.extractStridedMetadata),
		tc.Pattern("memref.load", l.load),
		tc.Pattern("memref.cast", l.cast),
		tc.Pattern("memref.memory_space_cast", l.memorySpaceCast),
		tc.Pattern("memref.reinterpret_cast", l.reinterpretCast),
		tc.Pattern("memref.reshape", l.reshape),
		tc.Pattern("memref.prefetch", l.prefetch),
		tc.Pattern("memref.rank", l.rank),
		tc.Pattern("memref.store", l.store),
		tc.Pattern("memref.transpose", l.transpose),
		tc.Pattern("memref.view", l.view),
		tc.Pattern("memref.get_global", l.getGlobal),
		tc.Pattern("memref.global", l.global),
	}
	return append(out, l.symbolPatterns()...)
}

// memrefType is the ranked memref type of v (nil when unranked).
func memrefType(v *ir.Value) *ir.MemRefType {
	t, _ := v.Type().(*ir.MemRefType)
	return t
}

// i32Attr is an i32 integer attribute.
func i32Attr(ctx *ir.Context, v int64) ir.Attribute { return ctx.IntAttr(ctx.I(32), v) }

// optionalInt returns the integer value of op's attribute name (0 when
// absent).
func optionalInt(op *ir.Operation, name string) int64 {
	if a, ok := op.InherentAttr(name).(*ir.IntegerAttr); ok {
		return a.Int64()
	}
	return 0
}

// loadStoreAttrs are the attributes of the llvm.load or llvm.store that
// replaces a memref.load or memref.store.
func loadStoreAttrs(ctx *ir.Context, op *ir.Operation) []ir.NamedAttr {
	var attrs []ir.NamedAttr
	if a := optionalInt(op, "alignment"); a != 0 {
		attrs = append(attrs, ir.NamedAttr{Name: "alignment", Value: ctx.IntAttr(ctx.I(64), a)})
	}
	if b, ok := op.InherentAttr("nontemporal").(*ir.IntegerAttr); ok && b == ctx.BoolAttr(true) {
		attrs = append(attrs, ir.NamedAttr{Name: "nontemporal", Value: ctx.UnitAttr()})
	}
	return append(attrs, ir.NamedAttr{Name: "ordering", Value: ctx.IntAttr(ctx.I(64), 0)})
}

func (l *lowerer) load(op *ir.Operation, a conversion.Adaptor, rw *conversion.Rewriter) bool {
	t := memrefType(op.Operand(0))
	ptr := l.tc.StridedElementPtr(rw.Builder, op.Loc(), t, a.Operand(0), a.Operands()[1:], llvmcommon.GEPInbounds|llvmcommon.GEPNUW)
	rw.ReplaceOpWithOp(op, llvmcommon.Create(rw.Builder, op.Loc(), "llvm.load", l.tc.ConvertType(t.Elem), []*ir.Value{ptr},
		loadStoreAttrs(rw.Ctx, op)...))
	return true
}

func (l *lowerer) store(op *ir.Operation, a conversion.Adaptor, rw *conversion.Rewriter) bool {
	t := memrefType(op.Operand(1))
	ptr := l.tc.StridedElementPtr(rw.Builder, op.Loc(), t, a.Operand(1), a.Operands()[2:], llvmcommon.GEPInbounds|llvmcommon.GEPNUW)
	llvmcommon.Create(rw.Builder, op.Loc(), "llvm.store", nil, []*ir.Value{a.Operand(0), ptr}, loadStoreAttrs(rw.Ctx, op)...)
	rw.EraseOp(op)
	return true
}

func (l *lowerer) prefetch(op *ir.Operation, a conversion.Adaptor, rw *conversion.Rewriter) bool {
	ctx := rw.Ctx
	t := memrefType(op.Operand(0))
	ptr := l.tc.StridedElementPtr(rw.Builder, op.Loc(), t, a.Operand(0), a.Operands()[1:], 0)
	boolInt := func(name string) int64 {
		if op.InherentAttr(name) == ir.Attribute(ctx.BoolAttr(true)) {
			return 1
		}
		return 0
	}
	llvmcommon.Create(rw.Builder, op.Loc(), "llvm.intr.prefetch", nil, []*ir.Value{ptr},
		ir.NamedAttr{Name: "cache", Value: i32Attr(ctx, boolInt("isDataCache"))},
		ir.NamedAttr{Name: "hint", Value: op.InherentAttr("localityHint")},
		ir.NamedAttr{Name: "rw", Value: i32Attr(ctx, boolInt("isWrite"))})
	rw.EraseOp(op)
	return true
}

// allocSizes computes the sizes, strides and total size of an allocation
// of type t with dynamic sizes dyn.
func (l *lowerer) allocSizes(rw *conversion.Rewriter, loc ir.Location, t *ir.MemRefType, dyn []*ir.Value, inBytes bool) (sizes, strides []*ir.Value, size *ir.Value) {
	return l.tc.MemRefDescriptorSizes(rw.Builder, loc, t, dyn, inBytes)
}

func (l *lowerer) alloca(op *ir.Operation, a conversion.Adaptor, rw *conversion.Rewriter) bool {
	ctx := rw.Ctx
	t := op.Result(0).Type().(*ir.MemRefType)
	if !l.tc.ConvertibleWithIdentityLayout(t) {
		return false
	}
	loc := op.Loc()
	sizes, strides, size := l.allocSizes(rw, loc, t, convertedGroup(op, a, 0), false)
	space, _ := l.tc.MemRefAddressSpace(t)
	attrs := []ir.NamedAttr{{Name: "elem_type", Value: ctx.TypeAttr(l.tc.ConvertType(t.Elem))}}
	if al := optionalInt(op, "alignment"); al != 0 {
		attrs = append([]ir.NamedAttr{{Name: "alignment", Value: ctx.IntAttr(ctx.I(64), al)}}, attrs...)
	}
	ptr := llvmcommon.Create(rw.Builder, loc, "llvm.alloca", l.tc.PointerIn(space), []*ir.Value{size}, attrs...).Result(0)
	rw.ReplaceOp(op, []*ir.Value{l.tc.CreateMemRefDescriptor(rw.Builder, loc, t, ptr, ptr, sizes, strides)})
	return true
}

func (l *lowerer) assumeAlignment(op *ir.Operation, a conversion.Adaptor, rw *conversion.Rewriter) bool {
	ctx := rw.Ctx
	loc := op.Loc()
	ptr := l.tc.StridedElementPtr(rw.Builder, loc, memrefType(op.Operand(0)), a.Operand(0), nil, 0)
	cond := llvmcommon.CreateConstant(rw.Builder, loc, ctx.I(1), ctx.BoolAttr(true))
	align := l.tc.CreateIndexConstant(rw.Builder, loc, optionalInt(op, "alignment"))
	llvmcommon.Create(rw.Builder, loc, "llvm.intr.assume", nil, []*ir.Value{cond, ptr, align},
		ir.NamedAttr{Name: "op_bundle_sizes", Value: ctx.DenseI32Array([]int32{2})},
		ir.NamedAttr{Name: "op_bundle_tags", Value: ctx.ArrayAttr([]ir.Attribute{ctx.StringAttr("align")})})
	rw.ReplaceOp(op, []*ir.Value{a.Operand(0)})
	return true
}

func (l *lowerer) dim(op *ir.Operation, a conversion.Adaptor, rw *conversion.Rewriter) bool {
	loc := op.Loc()
	t := memrefType(op.Operand(0))
	if t == nil {
		return l.unrankedDim(op, a, rw)
	}
	d := llvmcommon.NewMemRefDescriptor(a.Operand(0))
	if i, ok := constantDimIndex(op); ok && i >= 0 && i < int64(len(t.Shape)) {
		if t.Shape[i] == ir.Dynamic {
			rw.ReplaceOp(op, []*ir.Value{d.Size(rw.Builder, loc, int(i))})
		} else {
			rw.ReplaceOp(op, []*ir.Value{l.tc.CreateIndexConstant(rw.Builder, loc, t.Shape[i])})
		}
		return true
	}
	rw.ReplaceOp(op, []*ir.Value{dynamicSize(rw, loc, d, a.Operand(1), len(t.Shape))})
	return true
}

// constantDimIndex is getConstantDimIndex: the index operand's value when
// an arith.constant or llvm.mlir.constant defines it.
func constantDimIndex(op *ir.Operation) (int64, bool) {
	d := op.Operand(1).DefiningOp()
	if d == nil || (d.Name() != "arith.constant" && d.Name() != "llvm.mlir.constant") {
		return 0, false
	}
	if v, ok := d.InherentAttr("value").(*ir.IntegerAttr); ok && v.IsSmall() {
		return v.Int64(), true
	}
	return 0, false
}

// dynamicSize is MemRefDescriptor::size with a dynamic position: the sizes
// array is stored on the stack and the size loaded from it.
func dynamicSize(rw *conversion.Rewriter, loc ir.Location, d llvmcommon.MemRefDescriptor, pos *ir.Value, rank int) *ir.Value {
	ctx := rw.Ctx
	idx := d.IndexType()
	arrayTy := llvm.Array(ctx, idx, uint64(rank))
	ptr := llvm.Pointer(ctx, 0)
	one := llvmcommon.CreateIndexAttrConstant(rw.Builder, loc, idx, 1)
	sizes := llvmcommon.ExtractValue(rw.Builder, loc, d.Value(), llvmcommon.SizePos)
	slot := llvmcommon.Create(rw.Builder, loc, "llvm.alloca", ptr, []*ir.Value{one},
		ir.NamedAttr{Name: "elem_type", Value: ctx.TypeAttr(arrayTy)}).Result(0)
	llvmcommon.Create(rw.Builder, loc, "llvm.store", nil, []*ir.Value{sizes, slot},
		ir.NamedAttr{Name: "ordering", Value: ctx.IntAttr(ctx.I(64), 0)})
	at := llvmcommon.GEP(rw.Builder, loc, ptr, arrayTy, slot, []any{0, pos}, 0)
	return llvmcommon.Create(rw.Builder, loc, "llvm.load", idx, []*ir.Value{at},
		ir.NamedAttr{Name: "ordering", Value: ctx.IntAttr(ctx.I(64), 0)}).Result(0)
}

func (l *lowerer) unrankedDim(op *ir.Operation, a conversion.Adaptor, rw *conversion.Rewriter) bool {
	ctx := rw.Ctx
	loc := op.Loc()
	ut := op.Operand(0).Type().(*ir.UnrankedMemRefType)
	space, ok := l.tc.MemRefAddressSpace(ut)
	if !ok {
		return false
	}
	desc := llvmcommon.NewUnrankedMemRefDescriptor(a.Operand(0)).MemRefDescPtr(rw.Builder, loc)
	scalar := l.tc.ConvertType(ctx.MemRefType(nil, ut.Elem, nil, nil))
	ptr := l.tc.PointerIn(space)
	offsetPtr := llvmcommon.GEP(rw.Builder, loc, ptr, scalar, desc, []any{0, 2}, 0)
	one := l.tc.CreateIndexConstant(rw.Builder, loc, 1)
	plusOne := llvmcommon.IntOp(rw.Builder, loc, "llvm.add", one, a.Operand(1), 0)
	sizePtr := llvmcommon.GEP(rw.Builder, loc, ptr, l.tc.IndexType(), offsetPtr, []any{plusOne}, 0)
	rw.ReplaceOpWithOp(op, llvmcommon.Create(rw.Builder, loc, "llvm.load", l.tc.IndexType(), []*ir.Value{sizePtr},
		ir.NamedAttr{Name: "ordering", Value: ctx.IntAttr(ctx.I(64), 0)}))
	return true
}

func (l *lowerer) rank(op *ir.Operation, a conversion.Adaptor, rw *conversion.Rewriter) bool {
	loc := op.Loc()
	if t := memrefType(op.Operand(0)); t != nil {
		rw.ReplaceOp(op, []*ir.Value{l.tc.CreateIndexConstant(rw.Builder, loc, int64(len(t.Shape)))})
		return true
	}
	rw.ReplaceOp(op, []*ir.Value{llvmcommon.NewUnrankedMemRefDescriptor(a.Operand(0)).Rank(rw.Builder, loc)})
	return true
}

func (l *lowerer) extractAlignedPointer(op *ir.Operation, a conversion.Adaptor, rw *conversion.Rewriter) bool {
	loc := op.Loc()
	var aligned *ir.Value
	if memrefType(op.Operand(0)) != nil {
		aligned = llvmcommon.NewMemRefDescriptor(a.Operand(0)).AlignedPtr(rw.Builder, loc)
	} else {
		ut := op.Operand(0).Type().(*ir.UnrankedMemRefType)
		space, _ := l.tc.MemRefAddressSpace(ut)
		desc := llvmcommon.NewUnrankedMemRefDescriptor(a.Operand(0)).MemRefDescPtr(rw.Builder, loc)
		aligned = l.unrankedAlignedPtr(rw, loc, desc, l.tc.PointerIn(space))
	}
	rw.ReplaceOpWithOp(op, llvmcommon.Create(rw.Builder, loc, "llvm.ptrtoint", l.tc.IndexType(), []*ir.Value{aligned}))
	return true
}

// unrankedAlignedPtr is UnrankedMemRefDescriptor::alignedPtr: the second
// pointer of the ranked descriptor desc points to.
func (l *lowerer) unrankedAlignedPtr(rw *conversion.Rewriter, loc ir.Location, desc *ir.Value, elemPtr ir.Type) *ir.Value {
	at := llvmcommon.GEP(rw.Builder, loc, l.tc.PointerType(), elemPtr, desc, []any{1}, 0)
	return llvmcommon.Create(rw.Builder, loc, "llvm.load", elemPtr, []*ir.Value{at},
		ir.NamedAttr{Name: "ordering", Value: rw.Ctx.IntAttr(rw.Ctx.I(64), 0)}).Result(0)
}

// unrankedAllocatedPtr is UnrankedMemRefDescriptor::allocatedPtr.
func unrankedAllocatedPtr(rw *conversion.Rewriter, loc ir.Location, desc *ir.Value, elemPtr ir.Type) *ir.Value {
	return llvmcommon.Create(rw.Builder, loc, "llvm.load", elemPtr, []*ir.Value{desc},
		ir.NamedAttr{Name: "ordering", Value: rw.Ctx.IntAttr(rw.Ctx.I(64), 0)}).Result(0)
}

func (l *lowerer) extractStridedMetadata(op *ir.Operation, a conversion.Adaptor, rw *conversion.Rewriter) bool {
	if !llvm.IsCompatibleType(a.Operand(0).Type()) {
		return false
	}
	loc := op.Loc()
	src := llvmcommon.NewMemRefDescriptor(a.Operand(0))
	t := memrefType(op.Operand(0))
	base := src.AllocatedPtr(rw.Builder, loc)
	aligned := src.AlignedPtr(rw.Builder, loc)
	dst := llvmcommon.FromStaticShape(rw.Builder, loc, l.tc, op.Result(0).Type().(*ir.MemRefType), base, aligned)
	results := []*ir.Value{dst.Value(), src.Offset(rw.Builder, loc)}
	for i := range t.Shape {
		results = append(results, src.Size(rw.Builder, loc, i))
	}
	for i := range t.Shape {
		results = append(results, src.Stride(rw.Builder, loc, i))
	}
	rw.ReplaceOp(op, results)
	return true
}

func (l *lowerer) cast(op *ir.Operation, a conversion.Adaptor, rw *conversion.Rewriter) bool {
	srcT, dstT := op.Operand(0).Type(), op.Result(0).Type()
	_, srcRanked := srcT.(*ir.MemRefType)
	_, dstRanked := dstT.(*ir.MemRefType)
	loc := op.Loc()
	switch {
	case srcRanked && dstRanked:
		if l.tc.ConvertType(srcT) != l.tc.ConvertType(dstT) {
			return false
		}
		rw.ReplaceOp(op, []*ir.Value{a.Operand(0)})
	case srcRanked:
		ptr := l.promoteDescriptor(rw, loc, a.Operand(0))
		rank := llvmcommon.CreateConstant(rw.Builder, loc, l.tc.IndexType(), rw.Ctx.IntAttr(rw.Ctx.IndexType(), int64(len(srcT.(*ir.MemRefType).Shape))))
		d := llvmcommon.PoisonUnrankedMemRefDescriptor(rw.Builder, loc, l.tc.ConvertType(dstT))
		d.SetRank(rw.Builder, loc, rank)
		d.SetMemRefDescPtr(rw.Builder, loc, ptr)
		rw.ReplaceOp(op, []*ir.Value{d.Value()})
	case dstRanked:
		ptr := llvmcommon.NewUnrankedMemRefDescriptor(a.Operand(0)).MemRefDescPtr(rw.Builder, loc)
		rw.ReplaceOpWithOp(op, llvmcommon.Create(rw.Builder, loc, "llvm.load", l.tc.ConvertType(dstT), []*ir.Value{ptr},
			ir.NamedAttr{Name: "ordering", Value: rw.Ctx.IntAttr(rw.Ctx.I(64), 0)}))
	default:
		return false
	}
	return true
}

// promoteDescriptor is promoteOneMemRefDescriptor: the descriptor stored
// in a stack slot, whose pointer is returned.
func (l *lowerer) promoteDescriptor(rw *conversion.Rewriter, loc ir.Location, desc *ir.Value) *ir.Value {
	ctx := rw.Ctx
	one := llvmcommon.CreateIndexAttrConstant(rw.Builder, loc, ctx.I(64), 1)
	slot := llvmcommon.Create(rw.Builder, loc, "llvm.alloca", l.tc.PointerType(), []*ir.Value{one},
		ir.NamedAttr{Name: "elem_type", Value: ctx.TypeAttr(desc.Type())}).Result(0)
	llvmcommon.Create(rw.Builder, loc, "llvm.store", nil, []*ir.Value{desc, slot},
		ir.NamedAttr{Name: "ordering", Value: ctx.IntAttr(ctx.I(64), 0)})
	return slot
}

func (l *lowerer) memorySpaceCast(op *ir.Operation, a conversion.Adaptor, rw *conversion.Rewriter) bool {
	t := memrefType(op.Result(0))
	if t == nil {
		return false
	}
	loc := op.Loc()
	st, ok := l.tc.ConvertType(t).(*llvm.StructType)
	if !ok {
		return false
	}
	ptrT := st.Body()[0]
	vals := llvmcommon.NewMemRefDescriptor(a.Operand(0)).Unpack(rw.Builder, loc, t, nil)
	for i := 0; i < 2; i++ {
		vals[i] = llvmcommon.Create(rw.Builder, loc, "llvm.addrspacecast", ptrT, []*ir.Value{vals[i]}).Result(0)
	}
	rw.ReplaceOp(op, []*ir.Value{llvmcommon.PackMemRefDescriptor(rw.Builder, loc, l.tc, t, vals).Value()})
	return true
}

// pointersOf returns the allocated and aligned pointers (and the offset)
// of a ranked descriptor (extractPointersAndOffset's ranked case).
func pointersOf(rw *conversion.Rewriter, loc ir.Location, desc *ir.Value) (allocated, aligned *ir.Value) {
	d := llvmcommon.NewMemRefDescriptor(desc)
	return d.AllocatedPtr(rw.Builder, loc), d.AlignedPtr(rw.Builder, loc)
}

// sourcePointers is extractPointersAndOffset without the offset: the two
// pointers of a ranked or unranked source.
func (l *lowerer) sourcePointers(rw *conversion.Rewriter, loc ir.Location, orig, conv *ir.Value) (allocated, aligned *ir.Value) {
	if memrefType(orig) != nil {
		return pointersOf(rw, loc, conv)
	}
	space, _ := l.tc.MemRefAddressSpace(orig.Type())
	elemPtr := l.tc.PointerIn(space)
	desc := llvmcommon.NewUnrankedMemRefDescriptor(conv).MemRefDescPtr(rw.Builder, loc)
	return unrankedAllocatedPtr(rw, loc, desc, elemPtr), l.unrankedAlignedPtr(rw, loc, desc, elemPtr)
}

func (l *lowerer) reinterpretCast(op *ir.Operation, a conversion.Adaptor, rw *conversion.Rewriter) bool {
	t := memrefType(op.Result(0))
	st, ok := l.tc.ConvertType(t).(*llvm.StructType)
	if !ok {
		return false
	}
	loc := op.Loc()
	d := llvmcommon.PoisonMemRefDescriptor(rw.Builder, loc, st)
	allocated, aligned := l.sourcePointers(rw, loc, op.Operand(0), a.Operand(0))
	d.SetAllocatedPtr(rw.Builder, loc, allocated)
	d.SetAlignedPtr(rw.Builder, loc, aligned)
	offsets, sizes, strides := memref.MixedLists(op)
	dynOffsets, dynSizes, dynStrides := convertedGroup(op, a, 1), convertedGroup(op, a, 2), convertedGroup(op, a, 3)
	set := func(m viewlike.Mixed, dyn *[]*ir.Value, setDyn func(*ir.Value), setStatic func(int64)) {
		if m.Value != nil {
			setDyn((*dyn)[0])
			*dyn = (*dyn)[1:]
		} else {
			setStatic(m.Static)
		}
	}
	set(offsets[0], &dynOffsets, func(v *ir.Value) { d.SetOffset(rw.Builder, loc, v) },
		func(s int64) { d.SetConstantOffset(rw.Builder, loc, s) })
	for i := range t.Shape {
		set(sizes[i], &dynSizes, func(v *ir.Value) { d.SetSize(rw.Builder, loc, i, v) },
			func(s int64) { d.SetConstantSize(rw.Builder, loc, i, s) })
		set(strides[i], &dynStrides, func(v *ir.Value) { d.SetStride(rw.Builder, loc, i, v) },
			func(s int64) { d.SetConstantStride(rw.Builder, loc, i, s) })
	}
	rw.ReplaceOp(op, []*ir.Value{d.Value()})
	return true
}

// convertedGroup returns the converted operands of operand group i.
func convertedGroup(op *ir.Operation, a conversion.Adaptor, i int) []*ir.Value {
	start, n := ods.GroupRange(op, i, false)
	return a.Operands()[start : start+n]
}

func (l *lowerer) reshape(op *ir.Operation, a conversion.Adaptor, rw *conversion.Rewriter) bool {
	shapeT := memrefType(op.Operand(1))
	t := memrefType(op.Result(0))
	if shapeT == nil || shapeT.Shape[0] == ir.Dynamic || t == nil {
		return false
	}
	st, ok := l.tc.ConvertType(t).(*llvm.StructType)
	if !ok {
		return false
	}
	loc := op.Loc()
	d := llvmcommon.PoisonMemRefDescriptor(rw.Builder, loc, st)
	allocated, aligned := l.sourcePointers(rw, loc, op.Operand(0), a.Operand(0))
	d.SetAllocatedPtr(rw.Builder, loc, allocated)
	d.SetAlignedPtr(rw.Builder, loc, aligned)
	strides, offset, ok := memref.StridesAndOffset(rw.Ctx, t)
	if !ok || offset == ir.Dynamic {
		return false
	}
	d.SetConstantOffset(rw.Builder, loc, offset)
	var stride *ir.Value
	for i := len(t.Shape) - 1; i >= 0; i-- {
		if strides[i] != ir.Dynamic {
			stride = l.tc.CreateIndexConstant(rw.Builder, loc, strides[i])
		} else if stride == nil {
			stride = l.tc.CreateIndexConstant(rw.Builder, loc, 1)
		}
		var size *ir.Value
		if t.Shape[i] != ir.Dynamic {
			size = l.tc.CreateIndexConstant(rw.Builder, loc, t.Shape[i])
		} else {
			idx := l.tc.CreateIndexConstant(rw.Builder, loc, int64(i))
			size = memref.BuildLoadOp(rw.Builder, loc, op.Operand(1), []*ir.Value{idx}, shapeT.Elem).Result()
			if size.Type() != ir.Type(l.tc.IndexType()) {
				size = l.tc.MaterializeTarget(rw.Builder, []ir.Type{l.tc.IndexType()}, []*ir.Value{size}, loc, nil)[0]
			}
		}
		d.SetSize(rw.Builder, loc, i, size)
		d.SetStride(rw.Builder, loc, i, stride)
		stride = llvmcommon.IntOp(rw.Builder, loc, "llvm.mul", stride, size, 0)
	}
	rw.ReplaceOp(op, []*ir.Value{d.Value()})
	return true
}

func (l *lowerer) transpose(op *ir.Operation, a conversion.Adaptor, rw *conversion.Rewriter) bool {
	loc := op.Loc()
	src := llvmcommon.NewMemRefDescriptor(a.Operand(0))
	perm := op.InherentAttr("permutation").(*ir.AffineMapAttr).Map
	if perm.IsIdentity() {
		rw.ReplaceOp(op, []*ir.Value{a.Operand(0)})
		return true
	}
	d := llvmcommon.PoisonMemRefDescriptor(rw.Builder, loc, l.tc.ConvertType(op.Operand(0).Type()))
	d.SetAllocatedPtr(rw.Builder, loc, src.AllocatedPtr(rw.Builder, loc))
	d.SetAlignedPtr(rw.Builder, loc, src.AlignedPtr(rw.Builder, loc))
	d.SetOffset(rw.Builder, loc, src.Offset(rw.Builder, loc))
	for i, e := range perm.Results {
		from := e.(*affine.DimExpr).Pos
		d.SetSize(rw.Builder, loc, i, src.Size(rw.Builder, loc, from))
		d.SetStride(rw.Builder, loc, i, src.Stride(rw.Builder, loc, from))
	}
	rw.ReplaceOp(op, []*ir.Value{d.Value()})
	return true
}

func (l *lowerer) view(op *ir.Operation, a conversion.Adaptor, rw *conversion.Rewriter) bool {
	loc := op.Loc()
	t := memrefType(op.Result(0))
	elem := l.tc.ConvertType(t.Elem)
	descT := l.tc.ConvertType(t)
	if elem == nil || descT == nil || !llvm.IsCompatibleType(elem) || !llvm.IsCompatibleType(descT) {
		op.EmitWarning("Target descriptor type not converted to LLVM")
		return false
	}
	strides, offset, ok := memref.StridesAndOffset(rw.Ctx, t)
	if !ok {
		op.EmitWarning("cannot cast to non-strided shape")
		return false
	}
	if n := len(strides); n > 0 && strides[n-1] != 1 && strides[n-1] != 0 {
		op.EmitWarning("cannot cast to non-contiguous shape")
		return false
	}
	src := llvmcommon.NewMemRefDescriptor(a.Operand(0))
	d := llvmcommon.PoisonMemRefDescriptor(rw.Builder, loc, descT)
	d.SetAllocatedPtr(rw.Builder, loc, src.AllocatedPtr(rw.Builder, loc))
	aligned := src.AlignedPtr(rw.Builder, loc)
	srcElem := l.tc.ConvertType(memrefType(op.Operand(0)).Elem)
	aligned = llvmcommon.GEP(rw.Builder, loc, aligned.Type(), srcElem, aligned, []any{a.Operand(1)}, 0)
	d.SetAlignedPtr(rw.Builder, loc, aligned)
	d.SetOffset(rw.Builder, loc, l.tc.CreateIndexConstant(rw.Builder, loc, offset))
	dynSizes := a.Operands()[2:]
	var stride, nextSize *ir.Value
	for i := len(t.Shape) - 1; i >= 0; i-- {
		var size *ir.Value
		if t.Shape[i] != ir.Dynamic {
			size = l.tc.CreateIndexConstant(rw.Builder, loc, t.Shape[i])
		} else {
			size = dynSizes[viewlike.CountDynamic(t.Shape[:i])]
		}
		d.SetSize(rw.Builder, loc, i, size)
		switch {
		case strides[i] != ir.Dynamic:
			stride = l.tc.CreateIndexConstant(rw.Builder, loc, strides[i])
		case nextSize != nil && stride != nil:
			stride = llvmcommon.IntOp(rw.Builder, loc, "llvm.mul", stride, nextSize, 0)
		case nextSize != nil:
			stride = nextSize
		default:
			stride = l.tc.CreateIndexConstant(rw.Builder, loc, 1)
		}
		d.SetStride(rw.Builder, loc, i, stride)
		nextSize = size
	}
	rw.ReplaceOp(op, []*ir.Value{d.Value()})
	return true
}

// atomicBinOps maps arith.atomic_rmw kinds to llvm.atomicrmw bin ops.
var atomicBinOps = map[string]string{
	"addf": "fadd", "addi": "add", "assign": "xchg", "maximumf": "fmaximum", "maxnumf": "fmax",
	"maxs": "max", "maxu": "umax", "minimumf": "fminimum", "minnumf": "fmin", "mins": "min",
	"minu": "umin", "ori": "_or", "xori": "_xor", "andi": "_and",
}

func (l *lowerer) atomicRMW(op *ir.Operation, a conversion.Adaptor, rw *conversion.Rewriter) bool {
	k, _ := op.InherentAttr("kind").(*ir.IntegerAttr)
	if k == nil {
		return false
	}
	name, ok := atomicBinOps[arith.AtomicRMWKindName(k.Int64())]
	if !ok {
		return false
	}
	kind, _ := llvm.AtomicBinOp(rw.Ctx, name)
	t := memrefType(op.Operand(1))
	if _, _, ok := memref.StridesAndOffset(rw.Ctx, t); !ok {
		return false
	}
	loc := op.Loc()
	ptr := l.tc.StridedElementPtr(rw.Builder, loc, t, a.Operand(1), a.Operands()[2:], 0)
	rw.ReplaceOpWithOp(op, llvmcommon.Create(rw.Builder, loc, "llvm.atomicrmw", a.Operand(0).Type(), []*ir.Value{ptr, a.Operand(0)},
		ir.NamedAttr{Name: "bin_op", Value: kind},
		ir.NamedAttr{Name: "ordering", Value: llvm.AtomicOrdering(rw.Ctx, "acq_rel")}))
	return true
}

// genericAtomicRMW retries an llvm.cmpxchg of the body's result in a loop
// until it succeeds (upstream's GenericAtomicRMWOpLowering): the block is
// split into the load before, the loop (the body, cloned, then the
// cmpxchg) and the rest.
func (l *lowerer) genericAtomicRMW(op *ir.Operation, a conversion.Adaptor, rw *conversion.Rewriter) bool {
	t := memrefType(op.Operand(0))
	if _, _, ok := memref.StridesAndOffset(rw.Ctx, t); !ok {
		return false
	}
	ctx, loc := rw.Ctx, op.Loc()
	valueType := l.tc.ConvertType(op.Result(0).Type())
	initBlock := op.Block()
	loopBlock := rw.SplitBlock(initBlock, op)
	loopArg := loopBlock.AddArg(valueType, loc)
	endBlock := rw.SplitBlock(loopBlock, op)

	rw.SetInsertionPointToEnd(initBlock)
	ptr := l.tc.StridedElementPtr(rw.Builder, loc, t, a.Operand(0), a.Operands()[1:], 0)
	init := llvmcommon.Create(rw.Builder, loc, "llvm.load", l.tc.ConvertType(t.Elem), []*ir.Value{ptr},
		ir.NamedAttr{Name: "ordering", Value: ctx.IntAttr(ctx.I(64), 0)})
	rw.Create(&ir.OperationState{Loc: loc, Name: ctx.LookupOp("llvm.br"), Operands: init.Results(), Successors: []*ir.Block{loopBlock}})

	rw.SetInsertionPointToStart(loopBlock)
	body := op.Region(0).First()
	m := ir.NewMapping()
	m.Map(body.Arg(0), loopArg)
	for o := body.First(); o != nil && o != body.Last(); o = o.NextInBlock() {
		rw.Insert(o.Clone(ctx, m))
	}
	result := m.Lookup(body.Last().Operand(0))
	pair := llvm.LiteralStruct(ctx, []ir.Type{valueType, ctx.I(1)}, false)
	cmpxchg := llvm.BuildCmpxchgOp(rw.Builder, loc, ptr, loopArg, result, pair,
		ir.NamedAttr{Name: "success_ordering", Value: llvm.AtomicOrdering(ctx, "acq_rel")},
		ir.NamedAttr{Name: "failure_ordering", Value: llvm.AtomicOrdering(ctx, "monotonic")})
	newLoaded := llvmcommon.ExtractValue(rw.Builder, loc, cmpxchg.Result(0), 0)
	ok := llvmcommon.ExtractValue(rw.Builder, loc, cmpxchg.Result(0), 1)
	rw.Create(&ir.OperationState{Loc: loc, Name: ctx.LookupOp("llvm.cond_br"), Operands: []*ir.Value{ok, newLoaded},
		Successors: []*ir.Block{endBlock, loopBlock},
		Attrs:      []ir.NamedAttr{{Name: "operandSegmentSizes", Value: ctx.DenseI32Array([]int32{1, 0, 1})}}})
	rw.SetInsertionPointToEnd(endBlock)
	rw.ReplaceOp(op, []*ir.Value{newLoaded})
	return true
}
