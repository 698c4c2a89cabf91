// Package llvmcommon is the shared base of the lowerings to the LLVM
// dialect (upstream's LLVMCommon): the LLVM type converter (builtin types
// to LLVM-compatible ones, function signatures, memref descriptors), the
// conversion-pattern helpers that create LLVM ops, and the builders of
// ranked and unranked memref descriptors.
package llvmcommon

import (
	"sync"

	"github.com/gomlir/gomlir/asm"
	"github.com/gomlir/gomlir/conversion"
	"github.com/gomlir/gomlir/dialect/llvm"
	"github.com/gomlir/gomlir/dialect/memref"
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/ir/datalayout"
)

// Options are upstream's LowerToLLVMOptions.
type Options struct {
	// IndexBitwidth is the width of the integer `index` lowers to; 0 means
	// the width Layout gives index (64 bits without a layout).
	IndexBitwidth int
	// Layout is the data layout in force where the conversion runs (nil:
	// upstream's defaults).
	Layout *datalayout.Layout
	// UseBarePtrCallConv passes statically shaped memrefs to and from
	// functions as bare pointers to their elements instead of descriptors.
	UseBarePtrCallConv bool
}

// TypeConverter is upstream's LLVMTypeConverter: a conversion.TypeConverter
// configured for LLVM (index to iN, vectors to LLVM vectors and arrays of
// vectors, memrefs to descriptor structs, complex to structs, function
// types to pointers, LLVM-compatible types unchanged) with the memref
// descriptor materializations.
type TypeConverter struct {
	*conversion.TypeConverter
	// Ctx is the context the converted types are created in.
	Ctx *ir.Context
	// Options are the lowering options.
	Options Options

	index    *ir.IntegerType
	ptr      *llvm.PointerType
	mu       sync.Mutex
	building map[*llvm.StructType]bool
	symsOnce sync.Once
	syms     *Symbols
}

// Symbols returns the symbol index the patterns using this converter
// share, so that the runtime functions and globals one pattern declares
// are found by the others.
func (tc *TypeConverter) Symbols() *Symbols {
	tc.symsOnce.Do(func() { tc.syms = NewSymbols(tc.Ctx) })
	return tc.syms
}

// owners finds the LLVM type converter a conversion.TypeConverter belongs
// to: the convert-to-llvm dialect interface hands patterns the embedded
// converter only.
var owners sync.Map

// FromConverter returns the LLVM type converter that embeds tc (nil when tc
// is not one).
func FromConverter(tc *conversion.TypeConverter) *TypeConverter {
	if v, ok := owners.Load(tc); ok {
		return v.(*TypeConverter)
	}
	return nil
}

// Release forgets the association FromConverter uses; call it when the
// converter is no longer used.
func (tc *TypeConverter) Release() { owners.Delete(tc.TypeConverter) }

// NewTypeConverter returns the LLVM type converter with the given options.
func NewTypeConverter(ctx *ir.Context, opts Options) *TypeConverter {
	bits := opts.IndexBitwidth
	if bits == 0 && opts.Layout != nil {
		bits = int(opts.Layout.SizeInBits(ctx.IndexType()))
	}
	if bits == 0 {
		bits = 64
	}
	tc := &TypeConverter{TypeConverter: conversion.NewTypeConverter(), Ctx: ctx, Options: opts,
		index: ctx.I(bits), ptr: llvm.Pointer(ctx, 0), building: map[*llvm.StructType]bool{}}
	tc.AddTypeConversion(tc.convertBuiltin)
	// LLVM-compatible types convert to themselves; the conversions added
	// after this one take priority.
	tc.AddTypeConversion(func(t ir.Type) (ir.Type, conversion.Result) {
		if llvm.IsCompatibleType(t) {
			return t, conversion.Converted
		}
		return nil, conversion.NotHandled
	})
	tc.AddTypeConversion(tc.convertLLVMAggregate)

	cast := func(b *ir.Builder, t ir.Type, inputs []*ir.Value, loc ir.Location) *ir.Value {
		return UnrealizedCast(b, loc, t, inputs)
	}
	tc.AddSourceMaterialization(cast)
	tc.AddTargetMaterialization(func(b *ir.Builder, ts []ir.Type, inputs []*ir.Value, loc ir.Location, _ ir.Type) []*ir.Value {
		if len(ts) != 1 {
			return nil
		}
		return []*ir.Value{UnrealizedCast(b, loc, ts[0], inputs)}
	})
	// Descriptor fields (or a bare pointer) back to the original memref:
	// pack the descriptor, then cast it.
	tc.AddSourceMaterialization(func(b *ir.Builder, t ir.Type, inputs []*ir.Value, loc ir.Location) *ir.Value {
		packed := tc.packDescriptor(b, t, inputs, loc)
		if packed == nil {
			return nil
		}
		return UnrealizedCast(b, loc, t, []*ir.Value{packed})
	})
	tc.AddTargetMaterialization(func(b *ir.Builder, ts []ir.Type, inputs []*ir.Value, loc ir.Location, orig ir.Type) []*ir.Value {
		if orig == nil || len(ts) != 1 || ts[0] != tc.ConvertType(orig) {
			return nil
		}
		if v := tc.packDescriptor(b, orig, inputs, loc); v != nil {
			return []*ir.Value{v}
		}
		return nil
	})
	// Integer memory spaces map to themselves.
	tc.AddTypeAttributeConversion(func(t ir.Type, a ir.Attribute) (ir.Attribute, conversion.Result) {
		if _, ok := a.(*ir.IntegerAttr); ok {
			return a, conversion.Converted
		}
		return nil, conversion.NotHandled
	})
	owners.Store(tc.TypeConverter, tc)
	return tc
}

// packDescriptor packs descriptor fields (or, for a ranked memref, a bare
// pointer) into the descriptor of memref type t; nil when inputs are
// neither.
func (tc *TypeConverter) packDescriptor(b *ir.Builder, t ir.Type, inputs []*ir.Value, loc ir.Location) *ir.Value {
	switch t := t.(type) {
	case *ir.MemRefType:
		if len(inputs) == 1 {
			if _, ok := inputs[0].Type().(*llvm.PointerType); ok {
				return FromStaticShape(b, loc, tc, t, inputs[0], inputs[0]).Value()
			}
		}
		fields := tc.MemRefDescriptorFields(t, true)
		if fields == nil || !valuesOfTypes(inputs, fields) {
			return nil
		}
		return PackMemRefDescriptor(b, loc, tc, t, inputs).Value()
	case *ir.UnrankedMemRefType:
		if !valuesOfTypes(inputs, tc.UnrankedMemRefDescriptorFields()) {
			return nil
		}
		return PackUnrankedMemRefDescriptor(b, loc, tc, t, inputs).Value()
	}
	return nil
}

// valuesOfTypes reports whether vals have exactly the types ts.
func valuesOfTypes(vals []*ir.Value, ts []ir.Type) bool {
	if len(vals) != len(ts) {
		return false
	}
	for i, v := range vals {
		if v.Type() != ts[i] {
			return false
		}
	}
	return true
}

// UnrealizedCast creates builtin.unrealized_conversion_cast of inputs to t.
func UnrealizedCast(b *ir.Builder, loc ir.Location, t ir.Type, inputs []*ir.Value) *ir.Value {
	return b.Create(&ir.OperationState{Loc: loc, Name: b.Ctx.LookupOp("builtin.unrealized_conversion_cast"),
		Operands: inputs, Types: []ir.Type{t}}).Result(0)
}

// convertBuiltin converts the builtin types.
func (tc *TypeConverter) convertBuiltin(t ir.Type) (ir.Type, conversion.Result) {
	var out ir.Type
	switch t := t.(type) {
	case *ir.IndexType:
		out = tc.index
	case *ir.IntegerType:
		out = tc.Ctx.I(t.Width)
	case *ir.FloatType:
		out = tc.convertFloat(t)
	case *ir.ComplexType:
		if e := tc.ConvertType(t.Elem); e != nil {
			out = llvm.LiteralStruct(tc.Ctx, []ir.Type{e, e}, false)
		}
	case *ir.FunctionType:
		out = tc.ptr
	case *ir.MemRefType:
		if fields := tc.MemRefDescriptorFields(t, false); fields != nil {
			out = llvm.LiteralStruct(tc.Ctx, fields, false)
		}
	case *ir.UnrankedMemRefType:
		if tc.ConvertType(t.Elem) != nil {
			out = llvm.LiteralStruct(tc.Ctx, tc.UnrankedMemRefDescriptorFields(), false)
		}
	case *ir.VectorType:
		out = tc.ConvertVectorType(t)
	default:
		return nil, conversion.NotHandled
	}
	if out == nil {
		return nil, conversion.Failed
	}
	return out, conversion.Converted
}

// convertFloat keeps LLVM's float types and turns the small float formats
// into integers of their width (nil for the others).
func (tc *TypeConverter) convertFloat(t *ir.FloatType) ir.Type {
	if llvm.IsCompatibleFloat(t) {
		return t
	}
	switch t.Kind {
	case ir.F8E5M2, ir.F8E4M3, ir.F8E4M3FN, ir.F8E5M2FNUZ, ir.F8E4M3FNUZ, ir.F8E4M3B11FNUZ, ir.F8E3M4,
		ir.F4E2M1FN, ir.F6E2M3FN, ir.F6E3M2FN, ir.F8E8M0FNU:
		return tc.Ctx.I(ir.BitWidth(t))
	}
	return nil
}

// convertLLVMAggregate converts the element types of LLVM structs, arrays
// and function types that are not LLVM-compatible (identified structs
// become `_Converted.<name>` structs).
func (tc *TypeConverter) convertLLVMAggregate(t ir.Type) (ir.Type, conversion.Result) {
	switch t := t.(type) {
	case *llvm.StructType:
		if llvm.IsCompatibleType(t) {
			return t, conversion.Converted
		}
		if t.Name == "" {
			body, ok := tc.ConvertTypes(t.Body(), nil)
			if !ok {
				return nil, conversion.Failed
			}
			return llvm.LiteralStruct(tc.Ctx, body, t.Packed()), conversion.Converted
		}
		conv := llvm.IdentifiedStruct(tc.Ctx, "_Converted."+t.Name)
		tc.mu.Lock()
		inProgress := tc.building[t]
		tc.building[t] = true
		tc.mu.Unlock()
		if inProgress {
			return conv, conversion.Converted
		}
		defer func() { tc.mu.Lock(); delete(tc.building, t); tc.mu.Unlock() }()
		body, ok := tc.ConvertTypes(t.Body(), nil)
		if !ok {
			return nil, conversion.Failed
		}
		if conv.SetBody(body, t.Packed()) {
			return conv, conversion.Converted
		}
		return nil, conversion.Failed
	case *llvm.ArrayType:
		if e := tc.ConvertType(t.Elem); e != nil {
			return llvm.Array(tc.Ctx, e, t.Len), conversion.Converted
		}
		return nil, conversion.Failed
	case *llvm.FunctionType:
		res := tc.ConvertType(t.Result)
		params, ok := tc.ConvertTypes(t.Params, nil)
		if res == nil || !ok {
			return nil, conversion.Failed
		}
		return llvm.Function(tc.Ctx, res, params, t.VarArg), conversion.Converted
	}
	return nil, conversion.NotHandled
}

// IndexType returns the integer type `index` lowers to.
func (tc *TypeConverter) IndexType() *ir.IntegerType { return tc.index }

// IndexBitwidth returns the width of the lowered index type.
func (tc *TypeConverter) IndexBitwidth() int { return tc.index.Width }

// PointerType returns `!llvm.ptr` (address space 0).
func (tc *TypeConverter) PointerType() *llvm.PointerType { return tc.ptr }

// PointerBitwidth returns the width of pointers in the address space (64:
// the default data layout).
func (tc *TypeConverter) PointerBitwidth(addressSpace uint32) int { return 64 }

// ConvertVectorType converts a vector type: 0-D to a one-element vector,
// 1-D to itself (elements converted), n-D to nested arrays of 1-D vectors;
// nil when the element does not convert or a non-trailing dimension is
// scalable.
func (tc *TypeConverter) ConvertVectorType(t *ir.VectorType) ir.Type {
	elem := tc.ConvertType(t.Elem)
	if elem == nil {
		return nil
	}
	n := len(t.Shape)
	if n == 0 {
		return tc.Ctx.VectorType([]int64{1}, elem, nil)
	}
	var scalable []bool
	for i, s := range t.Scalable {
		if s && i < n-1 {
			return nil
		}
		if s && i == n-1 {
			scalable = []bool{true}
		}
	}
	var out ir.Type = tc.Ctx.VectorType(t.Shape[n-1:], elem, scalable)
	for i := n - 2; i >= 0; i-- {
		out = llvm.Array(tc.Ctx, out, uint64(t.Shape[i]))
	}
	return out
}

// MemRefAddressSpace returns the integer address space of a memref type's
// memory space (false when it does not convert to one).
func (tc *TypeConverter) MemRefAddressSpace(t ir.Type) (uint32, bool) {
	var space ir.Attribute
	switch t := t.(type) {
	case *ir.MemRefType:
		space = t.MemorySpace
	case *ir.UnrankedMemRefType:
		space = t.MemorySpace
	}
	if space == nil {
		return 0, true
	}
	conv := tc.ConvertTypeAttribute(t, space)
	if conv == nil {
		return 0, false
	}
	ia, ok := conv.(*ir.IntegerAttr)
	if !ok {
		return 0, false
	}
	switch it := ia.Type.(type) {
	case *ir.IndexType:
	case *ir.IntegerType:
		if !it.IsSignless() {
			return 0, false
		}
	default:
		return 0, false
	}
	return uint32(ia.Int64()), true
}

// MemRefDescriptorFields returns the field types of the descriptor of a
// ranked memref: allocated and aligned pointers, offset, then the sizes and
// strides as two arrays (or, unpacked, as 2*rank index values); nil when
// the memref is not strided or its element or memory space does not
// convert (upstream reports the error at an unknown location).
func (tc *TypeConverter) MemRefDescriptorFields(t *ir.MemRefType, unpack bool) []ir.Type {
	if !memref.IsStrided(tc.Ctx, t) {
		tc.Ctx.Report(ir.Errorf(tc.Ctx.UnknownLoc(), "conversion to strided form failed either due to non-strided layout maps (which should have been normalized away) or other reasons"))
		return nil
	}
	if tc.ConvertType(t.Elem) == nil {
		return nil
	}
	space, ok := tc.MemRefAddressSpace(t)
	if !ok {
		tc.Ctx.Report(ir.Errorf(tc.Ctx.UnknownLoc(), "conversion of memref memory space %s to integer address space failed. Consider adding memory space conversions.", asm.AttrString(t.MemorySpace)))
		return nil
	}
	p := llvm.Pointer(tc.Ctx, space)
	out := []ir.Type{p, p, tc.index}
	rank := len(t.Shape)
	if rank == 0 {
		return out
	}
	if unpack {
		for i := 0; i < 2*rank; i++ {
			out = append(out, tc.index)
		}
		return out
	}
	arr := llvm.Array(tc.Ctx, tc.index, uint64(rank))
	return append(out, arr, arr)
}

// UnrankedMemRefDescriptorFields returns the field types of an unranked
// memref descriptor: the rank and the pointer to a ranked descriptor.
func (tc *TypeConverter) UnrankedMemRefDescriptorFields() []ir.Type {
	return []ir.Type{tc.index, tc.ptr}
}

// CanConvertToBarePtr reports whether a memref type can be passed as a
// bare pointer: ranked, with static shape, strides and offset.
func CanConvertToBarePtr(ctx *ir.Context, t ir.Type) bool {
	mt, ok := t.(*ir.MemRefType)
	if !ok {
		return false
	}
	for _, d := range mt.Shape {
		if d == ir.Dynamic {
			return false
		}
	}
	strides, offset, ok := memref.StridesAndOffset(ctx, mt)
	if !ok || offset == ir.Dynamic {
		return false
	}
	for _, s := range strides {
		if s == ir.Dynamic {
			return false
		}
	}
	return true
}

// ConvertMemRefToBarePtr converts a memref type to the pointer to its
// elements (nil when it cannot be a bare pointer).
func (tc *TypeConverter) ConvertMemRefToBarePtr(t ir.Type) ir.Type {
	if !CanConvertToBarePtr(tc.Ctx, t) {
		return nil
	}
	mt := t.(*ir.MemRefType)
	if tc.ConvertType(mt.Elem) == nil {
		return nil
	}
	space, ok := tc.MemRefAddressSpace(t)
	if !ok {
		return nil
	}
	return llvm.Pointer(tc.Ctx, space)
}

// ConvertCallingConventionType converts a type as a function argument or
// result: memrefs become bare pointers under the bare-pointer convention,
// the rest convert as usual.
func (tc *TypeConverter) ConvertCallingConventionType(t ir.Type, barePtr bool) ([]ir.Type, bool) {
	if barePtr {
		switch t.(type) {
		case *ir.MemRefType, *ir.UnrankedMemRefType:
			p := tc.ConvertMemRefToBarePtr(t)
			if p == nil {
				return nil, false
			}
			return []ir.Type{p}, true
		}
	}
	return tc.ConvertTypeTo(t)
}

// convertFuncArg converts one function argument type: under the
// descriptor convention memrefs expand to their unpacked descriptor fields.
func (tc *TypeConverter) convertFuncArg(t ir.Type, barePtr bool) ([]ir.Type, bool) {
	if barePtr {
		return tc.ConvertCallingConventionType(t, true)
	}
	switch t := t.(type) {
	case *ir.MemRefType:
		f := tc.MemRefDescriptorFields(t, true)
		return f, f != nil
	case *ir.UnrankedMemRefType:
		return tc.UnrankedMemRefDescriptorFields(), true
	}
	return tc.ConvertTypeTo(t)
}

// ConvertFunctionSignature converts a function type into an LLVM function
// type, recording the argument remapping in conv: memref arguments expand
// to descriptor fields (or bare pointers), no result becomes void, several
// results are packed into a struct. nil when a type does not convert.
func (tc *TypeConverter) ConvertFunctionSignature(ft *ir.FunctionType, variadic, barePtr bool, conv *conversion.SignatureConversion) *llvm.FunctionType {
	return tc.convertSignature(ft, variadic, barePtr, conv, nil)
}

// ConvertFunctionSignatureByVal is ConvertFunctionSignature for a function
// whose arguments may carry `llvm.byval` or `llvm.byref` (byValRef[i]
// non-nil): such arguments not converted to a pointer become pointers, and
// byValRef keeps only those.
func (tc *TypeConverter) ConvertFunctionSignatureByVal(ft *ir.FunctionType, variadic, barePtr bool, conv *conversion.SignatureConversion, byValRef []*ir.NamedAttr) *llvm.FunctionType {
	return tc.convertSignature(ft, variadic, barePtr, conv, byValRef)
}

func (tc *TypeConverter) convertSignature(ft *ir.FunctionType, variadic, barePtr bool, conv *conversion.SignatureConversion, byValRef []*ir.NamedAttr) *llvm.FunctionType {
	barePtr = barePtr || tc.Options.UseBarePtrCallConv
	for i, t := range ft.Inputs {
		converted, ok := tc.convertFuncArg(t, barePtr)
		if !ok {
			return nil
		}
		if len(byValRef) > 0 && len(converted) == 1 && byValRef[i] != nil {
			if _, isPtr := converted[0].(*llvm.PointerType); isPtr {
				byValRef[i] = nil
			} else {
				converted = []ir.Type{tc.ptr}
			}
		}
		conv.AddInputs(i, converted)
	}
	var result ir.Type
	if len(ft.Results) == 0 {
		result = llvm.Void(tc.Ctx)
	} else if result, _ = tc.PackFunctionResults(ft.Results, barePtr); result == nil {
		return nil
	}
	return llvm.Function(tc.Ctx, result, conv.ConvertedTypes(), variadic)
}

// ConvertFunctionTypeCWrapper converts a function type to the signature of
// its C interface wrapper: memrefs passed as pointers to descriptors and a
// struct result returned through a leading pointer argument (the struct is
// returned as the second value, nil when the result is not a struct).
func (tc *TypeConverter) ConvertFunctionTypeCWrapper(ft *ir.FunctionType) (*llvm.FunctionType, *llvm.StructType) {
	var result ir.Type = llvm.Void(tc.Ctx)
	if len(ft.Results) > 0 {
		if result, _ = tc.PackFunctionResults(ft.Results, false); result == nil {
			return nil, nil
		}
	}
	var inputs []ir.Type
	st, isStruct := result.(*llvm.StructType)
	if isStruct {
		inputs = append(inputs, tc.ptr)
		result = llvm.Void(tc.Ctx)
	} else {
		st = nil
	}
	for _, t := range ft.Inputs {
		c := tc.ConvertType(t)
		if c == nil || !llvm.IsCompatibleType(c) {
			return nil, nil
		}
		switch t.(type) {
		case *ir.MemRefType, *ir.UnrankedMemRefType:
			c = tc.ptr
		}
		inputs = append(inputs, c)
	}
	return llvm.Function(tc.Ctx, result, inputs, false), st
}

// PackOperationResults converts the result types of an op into one type:
// the converted type of a single result, a literal struct of several (nil
// when one does not convert to an LLVM-compatible type).
func (tc *TypeConverter) PackOperationResults(types []ir.Type) ir.Type {
	if len(types) == 1 {
		return tc.ConvertType(types[0])
	}
	out := make([]ir.Type, len(types))
	for i, t := range types {
		c := tc.ConvertType(t)
		if c == nil || !llvm.IsCompatibleType(c) {
			return nil
		}
		out[i] = c
	}
	return llvm.LiteralStruct(tc.Ctx, out, false)
}

// PackFunctionResults converts the results of a function by the calling
// convention and packs them: one converted type alone, several into a
// literal struct. It also returns the converted types of each result (nil
// type when one does not convert).
func (tc *TypeConverter) PackFunctionResults(types []ir.Type, barePtr bool) (ir.Type, [][]ir.Type) {
	barePtr = barePtr || tc.Options.UseBarePtrCallConv
	var all []ir.Type
	groups := make([][]ir.Type, len(types))
	for i, t := range types {
		c, ok := tc.ConvertCallingConventionType(t, barePtr)
		if !ok {
			return nil, nil
		}
		groups[i] = c
		all = append(all, c...)
	}
	switch len(all) {
	case 0:
		return nil, nil
	case 1:
		return all[0], groups
	}
	return llvm.LiteralStruct(tc.Ctx, all, false), groups
}

// PromoteOneMemRefDescriptor stores a descriptor in a stack slot
// (`llvm.alloca` of one) and returns the slot's pointer.
func (tc *TypeConverter) PromoteOneMemRefDescriptor(b *ir.Builder, loc ir.Location, desc *ir.Value) *ir.Value {
	one := CreateIndexAttrConstant(b, loc, b.Ctx.I(64), 1)
	slot := b.Create(&ir.OperationState{Loc: loc, Name: b.Ctx.LookupOp("llvm.alloca"), Operands: []*ir.Value{one},
		Types: []ir.Type{tc.ptr}, Attrs: []ir.NamedAttr{{Name: "elem_type", Value: b.Ctx.TypeAttr(desc.Type())}}}).Result(0)
	b.Create(&ir.OperationState{Loc: loc, Name: b.Ctx.LookupOp("llvm.store"), Operands: []*ir.Value{desc, slot}})
	return slot
}

// PromoteOperands turns the converted operands of a call into the values
// passed: memref descriptors unpacked into their fields (or, under the
// bare-pointer convention, their aligned pointer); the others unchanged.
// opOperands are the original operands (for their types).
func (tc *TypeConverter) PromoteOperands(b *ir.Builder, loc ir.Location, opOperands []*ir.Value, converted [][]*ir.Value, barePtr bool) []*ir.Value {
	barePtr = barePtr || tc.Options.UseBarePtrCallConv
	var out []*ir.Value
	for i, v := range opOperands {
		conv := converted[i]
		switch t := v.Type().(type) {
		case *ir.MemRefType:
			if len(conv) == 1 {
				d := MemRefDescriptor{v: conv[0]}
				if barePtr {
					out = append(out, d.AlignedPtr(b, loc))
				} else {
					out = d.Unpack(b, loc, t, out)
				}
				continue
			}
		case *ir.UnrankedMemRefType:
			if len(conv) == 1 && !barePtr {
				out = UnrankedMemRefDescriptor{v: conv[0]}.Unpack(b, loc, out)
				continue
			}
		}
		out = append(out, conv...)
	}
	return out
}
