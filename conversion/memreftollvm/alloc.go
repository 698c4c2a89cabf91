package memreftollvm

import (
	"math/bits"

	"github.com/gomlir/gomlir/conversion"
	"github.com/gomlir/gomlir/conversion/llvmcommon"
	"github.com/gomlir/gomlir/dialect/llvm"
	"github.com/gomlir/gomlir/dialect/memref"
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/ods"
)

// The lowerings that call runtime functions: allocation, deallocation and
// copies through memrefCopy, and the global memrefs.

// runtime function names: the classic ones and the generic ones.
const (
	mallocName         = "malloc"
	alignedAllocName   = "aligned_alloc"
	freeName           = "free"
	genericAlloc       = "_mlir_memref_to_llvm_alloc"
	genericAlignedName = "_mlir_memref_to_llvm_aligned_alloc"
	genericFree        = "_mlir_memref_to_llvm_free"
	memrefCopyName     = "memrefCopy"
)

// symbolPatterns returns the patterns declaring runtime functions.
func (l *lowerer) symbolPatterns() []conversion.Pattern {
	l.syms = llvmcommon.NewSymbols(l.tc.Ctx)
	out := []conversion.Pattern{l.tc.Pattern("memref.copy", l.copy)}
	if l.opts.AlignedAlloc {
		out = append(out, l.tc.Pattern("memref.alloc", l.alignedAlloc))
	} else {
		out = append(out, l.tc.Pattern("memref.alloc", l.malloc))
	}
	return append(out, l.tc.Pattern("memref.dealloc", l.dealloc))
}

// reservedFn is lookupOrCreateReservedFn: a runtime function declared in
// module, an error when module defines it with another type.
func (l *lowerer) reservedFn(rw *conversion.Rewriter, module *ir.Operation, name string, params []ir.Type, result ir.Type) (*ir.Operation, bool) {
	if module == nil {
		return nil, false
	}
	if fn := l.syms.Lookup(module, name); fn != nil && fn.Name() == "llvm.func" {
		want := llvm.Function(rw.Ctx, result, params, false)
		if ta, ok := fn.InherentAttr("function_type").(*ir.TypeAttr); ok && ta.Type != want {
			l.opts.Report(fn.EmitError("redefinition of reserved function '%s' of different type '%s' is prohibited", name, ods.TypeText(ta.Type)))
			return nil, false
		}
	}
	return l.syms.LookupOrCreateFn(rw, module, name, params, result, false)
}

// allocFn returns malloc or aligned_alloc (or their generic names).
func (l *lowerer) allocFn(rw *conversion.Rewriter, op *ir.Operation, aligned bool) (*ir.Operation, bool) {
	idx := l.tc.IndexType()
	module := ir.NearestSymbolTable(rw.Ctx, op)
	switch {
	case aligned && l.opts.GenericFunctions:
		return l.reservedFn(rw, module, genericAlignedName, []ir.Type{idx, idx}, l.tc.PointerType())
	case aligned:
		return l.reservedFn(rw, module, alignedAllocName, []ir.Type{idx, idx}, l.tc.PointerType())
	case l.opts.GenericFunctions:
		return l.reservedFn(rw, module, genericAlloc, []ir.Type{idx}, l.tc.PointerType())
	}
	return l.reservedFn(rw, module, mallocName, []ir.Type{idx}, l.tc.PointerType())
}

// aligned is createAligned: input rounded up to a multiple of alignment.
func aligned(rw *conversion.Rewriter, loc ir.Location, input, alignment *ir.Value) *ir.Value {
	one := llvmcommon.CreateIndexAttrConstant(rw.Builder, loc, alignment.Type(), 1)
	bump := llvmcommon.IntOp(rw.Builder, loc, "llvm.sub", alignment, one, 0)
	bumped := llvmcommon.IntOp(rw.Builder, loc, "llvm.add", input, bump, 0)
	mod := llvmcommon.Binary(rw.Builder, loc, "llvm.urem", bumped, alignment)
	return llvmcommon.IntOp(rw.Builder, loc, "llvm.sub", bumped, mod, 0)
}

// castToMemRefSpace is castAllocFuncResult: the allocated pointer cast to
// the memref's address space.
func (l *lowerer) castToMemRefSpace(rw *conversion.Rewriter, loc ir.Location, ptr *ir.Value, t *ir.MemRefType) *ir.Value {
	space, _ := l.tc.MemRefAddressSpace(t)
	if ptr.Type().(*llvm.PointerType) != l.tc.PointerIn(space) {
		return llvmcommon.Create(rw.Builder, loc, "llvm.addrspacecast", l.tc.PointerIn(space), []*ir.Value{ptr}).Result(0)
	}
	return ptr
}

// isScalar is isSignlessIntOrIndexOrFloat.
func isScalar(t ir.Type) bool {
	switch t := t.(type) {
	case *ir.IndexType, *ir.FloatType:
		return true
	case *ir.IntegerType:
		return t.IsSignless()
	}
	return false
}

// elementPtrType is the pointer type of a memref's address space.
func (l *lowerer) elementPtrType(t *ir.MemRefType) ir.Type {
	space, _ := l.tc.MemRefAddressSpace(t)
	return l.tc.PointerIn(space)
}

func (l *lowerer) malloc(op *ir.Operation, a conversion.Adaptor, rw *conversion.Rewriter) bool {
	ctx := rw.Ctx
	t := op.Result(0).Type().(*ir.MemRefType)
	if !l.tc.ConvertibleWithIdentityLayout(t) {
		return false
	}
	fn, ok := l.allocFn(rw, op, false)
	if !ok {
		return false
	}
	loc := op.Loc()
	sizes, strides, size := l.allocSizes(rw, loc, t, convertedGroup(op, a, 0), true)
	var alignment *ir.Value
	if al := optionalInt(op, "alignment"); al != 0 {
		alignment = l.tc.CreateIndexConstant(rw.Builder, loc, al)
	} else if !isScalar(t.Elem) {
		alignment = l.tc.SizeInBytes(rw.Builder, loc, t.Elem)
	}
	if alignment != nil {
		size = llvmcommon.IntOp(rw.Builder, loc, "llvm.add", size, alignment, 0)
	}
	call := llvmcommon.CreateCall(rw.Builder, loc, fn, l.tc.PointerType(), []*ir.Value{size})
	allocated := l.castToMemRefSpace(rw, loc, call.Result(0), t)
	alignedPtr := allocated
	if alignment != nil {
		asInt := llvmcommon.Create(rw.Builder, loc, "llvm.ptrtoint", l.tc.IndexType(), []*ir.Value{allocated}).Result(0)
		alignedPtr = llvmcommon.Create(rw.Builder, loc, "llvm.inttoptr", l.elementPtrType(t),
			[]*ir.Value{aligned(rw, loc, asInt, alignment)}).Result(0)
	}
	_ = ctx
	rw.ReplaceOp(op, []*ir.Value{l.tc.CreateMemRefDescriptor(rw.Builder, loc, t, allocated, alignedPtr, sizes, strides)})
	return true
}

// minAlignedAllocAlignment is the smallest alignment given aligned_alloc.
const minAlignedAllocAlignment = 16

func (l *lowerer) alignedAlloc(op *ir.Operation, a conversion.Adaptor, rw *conversion.Rewriter) bool {
	t := op.Result(0).Type().(*ir.MemRefType)
	if !l.tc.ConvertibleWithIdentityLayout(t) {
		return false
	}
	fn, ok := l.allocFn(rw, op, true)
	if !ok {
		return false
	}
	loc := op.Loc()
	sizes, strides, size := l.allocSizes(rw, loc, t, convertedGroup(op, a, 0), true)
	eltSize := l.typeSize(t.Elem)
	alignment := optionalInt(op, "alignment")
	if alignment == 0 {
		alignment = max(minAlignedAllocAlignment, int64(powerOf2Ceil(uint64(eltSize))))
	}
	alignValue := l.tc.CreateIndexConstant(rw.Builder, loc, alignment)
	divisor := eltSize
	for _, s := range t.Shape {
		if s != ir.Dynamic {
			divisor *= s
		}
	}
	if divisor%alignment != 0 {
		size = aligned(rw, loc, size, alignValue)
	}
	call := llvmcommon.CreateCall(rw.Builder, loc, fn, l.tc.PointerType(), []*ir.Value{alignValue, size})
	ptr := l.castToMemRefSpace(rw, loc, call.Result(0), t)
	rw.ReplaceOp(op, []*ir.Value{l.tc.CreateMemRefDescriptor(rw.Builder, loc, t, ptr, ptr, sizes, strides)})
	return true
}

// powerOf2Ceil is llvm::PowerOf2Ceil.
func powerOf2Ceil(v uint64) uint64 {
	if v <= 1 {
		return v
	}
	return 1 << bits.Len64(v-1)
}

// typeSize is the default data layout's size in bytes of a memref element
// type (getMemRefEltSizeInBytes).
func (l *lowerer) typeSize(t ir.Type) int64 {
	switch t := t.(type) {
	case *ir.IndexType:
		return int64(l.tc.IndexBitwidth()+7) / 8
	case *ir.IntegerType:
		return int64(t.Width+7) / 8
	case *ir.FloatType:
		return int64(ir.BitWidth(t)+7) / 8
	case *ir.VectorType:
		n := int64(1)
		for _, d := range t.Shape[:len(t.Shape)-1] {
			n *= d
		}
		inner := int64(powerOf2Ceil(uint64(t.Shape[len(t.Shape)-1] * 8 * l.typeSize(t.Elem))))
		return n * ((inner + 7) / 8)
	case *ir.MemRefType:
		return 8*2 + int64(l.tc.IndexBitwidth()/8)*(1+2*int64(len(t.Shape)))
	case *ir.UnrankedMemRefType:
		return int64(l.tc.IndexBitwidth()/8) + 8
	}
	return 8
}

func (l *lowerer) dealloc(op *ir.Operation, a conversion.Adaptor, rw *conversion.Rewriter) bool {
	name := freeName
	if l.opts.GenericFunctions {
		name = genericFree
	}
	fn, ok := l.reservedFn(rw, llvmcommon.Module(op), name, []ir.Type{l.tc.PointerType()}, llvm.Void(rw.Ctx))
	if !ok {
		return false
	}
	loc := op.Loc()
	var allocated *ir.Value
	if ut, unranked := op.Operand(0).Type().(*ir.UnrankedMemRefType); unranked {
		space, _ := l.tc.MemRefAddressSpace(ut)
		desc := llvmcommon.NewUnrankedMemRefDescriptor(a.Operand(0)).MemRefDescPtr(rw.Builder, loc)
		allocated = unrankedAllocatedPtr(rw, loc, desc, l.tc.PointerIn(space))
	} else {
		allocated = llvmcommon.NewMemRefDescriptor(a.Operand(0)).AllocatedPtr(rw.Builder, loc)
	}
	rw.ReplaceOpWithOp(op, llvmcommon.CreateCall(rw.Builder, loc, fn, nil, []*ir.Value{allocated}))
	return true
}

// contiguous reports whether a memref.copy operand can be copied with
// memcpy: an identity layout, or a static non-empty contiguous row-major
// shape.
func contiguous(ctx *ir.Context, t ir.Type) bool {
	mt, ok := t.(*ir.MemRefType)
	if !ok {
		return false
	}
	if mt.Layout == nil {
		return true
	}
	if m, ok := mt.Layout.(*ir.AffineMapAttr); ok && m.Map.IsIdentity() {
		return true
	}
	n := int64(1)
	for _, s := range mt.Shape {
		if s == ir.Dynamic {
			return false
		}
		n *= s
	}
	if n == 0 {
		return false
	}
	strides, _, ok := memref.StridesAndOffset(ctx, mt)
	if !ok {
		return false
	}
	want := int64(1)
	for i := len(mt.Shape) - 1; i >= 0; i-- {
		if mt.Shape[i] != 1 && strides[i] != want {
			return false
		}
		want *= mt.Shape[i]
	}
	return true
}

func (l *lowerer) copy(op *ir.Operation, a conversion.Adaptor, rw *conversion.Rewriter) bool {
	if contiguous(rw.Ctx, op.Operand(0).Type()) && contiguous(rw.Ctx, op.Operand(1).Type()) {
		return l.memcpy(op, a, rw)
	}
	return l.copyCall(op, a, rw)
}

// memcpy is lowerToMemCopyIntrinsic.
func (l *lowerer) memcpy(op *ir.Operation, a conversion.Adaptor, rw *conversion.Rewriter) bool {
	ctx := rw.Ctx
	loc := op.Loc()
	t := memrefType(op.Operand(0))
	src := llvmcommon.NewMemRefDescriptor(a.Operand(0))
	n := llvmcommon.CreateConstant(rw.Builder, loc, l.tc.IndexType(), ctx.IntAttr(ctx.IndexType(), 1))
	for i := range t.Shape {
		n = llvmcommon.IntOp(rw.Builder, loc, "llvm.mul", n, src.Size(rw.Builder, loc, i), 0)
	}
	elemSize := l.tc.SizeInBytes(rw.Builder, loc, t.Elem)
	total := llvmcommon.IntOp(rw.Builder, loc, "llvm.mul", n, elemSize, 0)
	elem := l.tc.ConvertType(t.Elem)
	addr := func(d llvmcommon.MemRefDescriptor) *ir.Value {
		base := d.AlignedPtr(rw.Builder, loc)
		return llvmcommon.GEP(rw.Builder, loc, base.Type(), elem, base, []any{d.Offset(rw.Builder, loc)}, 0)
	}
	srcPtr := addr(src)
	dstPtr := addr(llvmcommon.NewMemRefDescriptor(a.Operand(1)))
	llvmcommon.Create(rw.Builder, loc, "llvm.intr.memcpy", nil, []*ir.Value{dstPtr, srcPtr, total},
		ir.NamedAttr{Name: "isVolatile", Value: ctx.BoolAttr(false)})
	rw.EraseOp(op)
	return true
}

// copyCall is lowerToMemCopyFunctionCall: both operands as unranked
// descriptors on the stack, passed to memrefCopy.
func (l *lowerer) copyCall(op *ir.Operation, a conversion.Adaptor, rw *conversion.Rewriter) bool {
	ctx := rw.Ctx
	loc := op.Loc()
	idx := l.tc.IndexType()
	unranked := func(v, conv *ir.Value) *ir.Value {
		mt := memrefType(v)
		if mt == nil {
			return conv
		}
		rank := llvmcommon.CreateConstant(rw.Builder, loc, idx, ctx.IntAttr(idx, int64(len(mt.Shape))))
		ptr := l.promoteDescriptor(rw, loc, conv)
		ut := ctx.UnrankedMemRefType(mt.Elem, mt.MemorySpace)
		return llvmcommon.PackUnrankedMemRefDescriptor(rw.Builder, loc, l.tc, ut, []*ir.Value{rank, ptr}).Value()
	}
	save := llvmcommon.Create(rw.Builder, loc, "llvm.intr.stacksave", l.tc.PointerType(), nil).Result(0)
	src := unranked(op.Operand(0), a.Operand(0))
	dst := unranked(op.Operand(1), a.Operand(1))
	one := llvmcommon.CreateConstant(rw.Builder, loc, idx, ctx.IntAttr(ctx.IndexType(), 1))
	promote := func(desc *ir.Value) *ir.Value {
		slot := llvmcommon.Create(rw.Builder, loc, "llvm.alloca", l.tc.PointerType(), []*ir.Value{one},
			ir.NamedAttr{Name: "elem_type", Value: ctx.TypeAttr(desc.Type())}).Result(0)
		llvmcommon.Create(rw.Builder, loc, "llvm.store", nil, []*ir.Value{desc, slot},
			ir.NamedAttr{Name: "ordering", Value: ctx.IntAttr(ctx.I(64), 0)})
		return slot
	}
	srcPtr := promote(src)
	dstPtr := promote(dst)
	var elemT ir.Type
	switch t := op.Operand(0).Type().(type) {
	case *ir.MemRefType:
		elemT = t.Elem
	case *ir.UnrankedMemRefType:
		elemT = t.Elem
	}
	elemSize := l.tc.SizeInBytes(rw.Builder, loc, elemT)
	fn, ok := l.syms.LookupOrCreateFn(rw, llvmcommon.Module(op), memrefCopyName,
		[]ir.Type{idx, srcPtr.Type(), srcPtr.Type()}, llvm.Void(ctx), false)
	if !ok {
		return false
	}
	llvmcommon.CreateCall(rw.Builder, loc, fn, nil, []*ir.Value{elemSize, srcPtr, dstPtr})
	llvmcommon.Create(rw.Builder, loc, "llvm.intr.stackrestore", nil, []*ir.Value{save})
	rw.EraseOp(op)
	return true
}

// globalArrayType is convertGlobalMemrefTypeToLLVM: nested arrays of the
// converted element type.
func (l *lowerer) globalArrayType(t *ir.MemRefType) ir.Type {
	out := l.tc.ConvertType(t.Elem)
	for i := len(t.Shape) - 1; i >= 0; i-- {
		out = llvm.Array(l.tc.Ctx, out, uint64(t.Shape[i]))
	}
	return out
}

func (l *lowerer) global(op *ir.Operation, _ conversion.Adaptor, rw *conversion.Rewriter) bool {
	ctx := rw.Ctx
	t := op.InherentAttr("type").(*ir.TypeAttr).Type.(*ir.MemRefType)
	if !l.tc.ConvertibleWithIdentityLayout(t) {
		return false
	}
	arrayTy := l.globalArrayType(t)
	linkage := "private"
	if v, ok := op.InherentAttr("sym_visibility").(*ir.StringAttr); !ok || v.Value == "public" {
		linkage = "external"
	}
	init := op.InherentAttr("initial_value")
	_, uninitialized := init.(*ir.UnitAttr)
	space, ok := l.tc.MemRefAddressSpace(t)
	if !ok {
		l.opts.Report(op.EmitOpError("memory space cannot be converted to an integer address space"))
		return false
	}
	attrs := []ir.NamedAttr{
		{Name: "addr_space", Value: ctx.IntAttr(ctx.I(32), int64(space))},
	}
	if al := optionalInt(op, "alignment"); al != 0 {
		attrs = append(attrs, ir.NamedAttr{Name: "alignment", Value: ctx.IntAttr(ctx.I(64), al)})
	}
	if op.InherentAttr("constant") != nil {
		attrs = append(attrs, ir.NamedAttr{Name: "constant", Value: ctx.UnitAttr()})
	}
	attrs = append(attrs,
		ir.NamedAttr{Name: "global_type", Value: ctx.TypeAttr(arrayTy)},
		ir.NamedAttr{Name: "linkage", Value: llvm.Linkage(ctx, linkage)},
		ir.NamedAttr{Name: "sym_name", Value: op.InherentAttr("sym_name")})
	if init != nil && !uninitialized {
		value := init
		if len(t.Shape) == 0 {
			if d, ok := init.(*ir.DenseElementsAttr); ok {
				value = llvm.ElementAttr(ctx, d, 0)
			}
		}
		attrs = append(attrs, ir.NamedAttr{Name: "value", Value: value})
	}
	g := rw.Create(&ir.OperationState{Loc: op.Loc(), Name: ctx.LookupOp("llvm.mlir.global"), Attrs: attrs, Regions: []*ir.Region{{}}})
	if init != nil && uninitialized {
		block := rw.CreateBlock(g.Region(0), nil, nil, nil)
		ip, ipBefore := rw.InsertionBlock(), rw.InsertionPoint()
		rw.SetInsertionPointToEnd(block)
		undef := llvmcommon.Create(rw.Builder, g.Loc(), "llvm.mlir.undef", arrayTy, nil).Result(0)
		llvmcommon.Create(rw.Builder, g.Loc(), "llvm.return", nil, []*ir.Value{undef})
		if ipBefore != nil {
			rw.SetInsertionPoint(ipBefore)
		} else {
			rw.SetInsertionPointToEnd(ip)
		}
	}
	rw.ReplaceOpWithOp(op, g)
	return true
}

func (l *lowerer) getGlobal(op *ir.Operation, a conversion.Adaptor, rw *conversion.Rewriter) bool {
	ctx := rw.Ctx
	t := op.Result(0).Type().(*ir.MemRefType)
	if !l.tc.ConvertibleWithIdentityLayout(t) {
		return false
	}
	loc := op.Loc()
	sizes, strides, _ := l.allocSizes(rw, loc, t, a.Operands(), true)
	space, _ := l.tc.MemRefAddressSpace(t)
	ptrTy := l.tc.PointerIn(space)
	arrayTy := l.globalArrayType(t)
	addr := llvmcommon.Create(rw.Builder, loc, "llvm.mlir.addressof", ptrTy, nil,
		ir.NamedAttr{Name: "global_name", Value: op.InherentAttr("name")}).Result(0)
	zeros := make([]any, len(t.Shape)+1)
	for i := range zeros {
		zeros[i] = 0
	}
	gep := llvmcommon.GEP(rw.Builder, loc, ptrTy, arrayTy, addr, zeros, 0)
	deadBeef := llvmcommon.CreateConstant(rw.Builder, loc, ctx.I(l.tc.PointerBitwidth(space)), ctx.IntAttr(ctx.IndexType(), 0xdeadbeef))
	deadPtr := llvmcommon.Create(rw.Builder, loc, "llvm.inttoptr", ptrTy, []*ir.Value{deadBeef}).Result(0)
	rw.ReplaceOp(op, []*ir.Value{l.tc.CreateMemRefDescriptor(rw.Builder, loc, t, deadPtr, gep, sizes, strides)})
	return true
}
