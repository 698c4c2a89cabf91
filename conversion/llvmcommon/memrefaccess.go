package llvmcommon

import (
	"github.com/gomlir/gomlir/dialect/llvm"
	"github.com/gomlir/gomlir/dialect/memref"
	"github.com/gomlir/gomlir/ir"
)

// GEP no-wrap flags (upstream's LLVM::GEPNoWrapFlags).
const (
	GEPInbounds uint32 = 3 // inbounds_flag | nusw
	GEPNUW      uint32 = 4
)

// dynamicGEPIndex marks a dynamic index in rawConstantIndices.
const dynamicGEPIndex = -1 << 31

// GEP creates `llvm.getelementptr` of base with element type elem at the
// mixed indices (a *ir.Value or an int32 constant each) and flags.
func GEP(b *ir.Builder, loc ir.Location, resultType, elem ir.Type, base *ir.Value, indices []any, flags uint32) *ir.Value {
	ctx := b.Ctx
	raw := make([]int32, len(indices))
	var dyn []*ir.Value
	for i, idx := range indices {
		switch idx := idx.(type) {
		case *ir.Value:
			raw[i] = dynamicGEPIndex
			dyn = append(dyn, idx)
		case int:
			raw[i] = int32(idx)
		case int32:
			raw[i] = idx
		}
	}
	return Create(b, loc, "llvm.getelementptr", resultType, append([]*ir.Value{base}, dyn...),
		ir.NamedAttr{Name: "elem_type", Value: ctx.TypeAttr(elem)},
		ir.NamedAttr{Name: "noWrapFlags", Value: ctx.IntAttr(ctx.I(32), int64(flags))},
		ir.NamedAttr{Name: "rawConstantIndices", Value: ctx.DenseI32Array(raw)}).Result(0)
}

// IntOp creates a binary LLVM integer op (llvm.add, llvm.mul, ...) with
// overflow flags (nsw = 1, nuw = 2).
func IntOp(b *ir.Builder, loc ir.Location, name string, x, y *ir.Value, overflow int64) *ir.Value {
	ctx := b.Ctx
	return Create(b, loc, name, x.Type(), []*ir.Value{x, y},
		ir.NamedAttr{Name: "overflowFlags", Value: ctx.IntAttr(ctx.I(32), overflow)}).Result(0)
}

// Binary creates a binary LLVM op without attributes (llvm.urem, ...).
func Binary(b *ir.Builder, loc ir.Location, name string, x, y *ir.Value) *ir.Value {
	return Create(b, loc, name, x.Type(), []*ir.Value{x, y}).Result(0)
}

// BufferPtr is MemRefDescriptor::bufferPtr: the aligned pointer advanced
// by the offset of memref type t (read from the descriptor when dynamic).
func (tc *TypeConverter) BufferPtr(b *ir.Builder, loc ir.Location, d MemRefDescriptor, t *ir.MemRefType) *ir.Value {
	_, offset, _ := memref.StridesAndOffset(tc.Ctx, t)
	ptr := d.AlignedPtr(b, loc)
	if offset == 0 {
		return ptr
	}
	var off *ir.Value
	if offset == ir.Dynamic {
		off = d.Offset(b, loc)
	} else {
		off = tc.CreateIndexConstant(b, loc, offset)
	}
	return GEP(b, loc, ptr.Type(), tc.ConvertType(t.Elem), ptr, []any{off}, 0)
}

// StridedElementPtr is upstream's getStridedElementPtr: the address of the
// element of a memref of type t (descriptor desc) at indices, the index
// arithmetic carrying the overflow flags the GEP flags imply.
func (tc *TypeConverter) StridedElementPtr(b *ir.Builder, loc ir.Location, t *ir.MemRefType, desc *ir.Value, indices []*ir.Value, flags uint32) *ir.Value {
	strides, _, _ := memref.StridesAndOffset(tc.Ctx, t)
	d := NewMemRefDescriptor(desc)
	base := tc.BufferPtr(b, loc, d, t)
	var overflow int64
	if flags&2 != 0 { // nusw
		overflow |= 1
	}
	if flags&GEPNUW != 0 {
		overflow |= 2
	}
	var index *ir.Value
	for i, inc := range indices {
		if strides[i] != 1 {
			var stride *ir.Value
			if strides[i] == ir.Dynamic {
				stride = d.Stride(b, loc, i)
			} else {
				stride = tc.CreateIndexConstant(b, loc, strides[i])
			}
			inc = IntOp(b, loc, "llvm.mul", inc, stride, overflow)
		}
		if index == nil {
			index = inc
		} else {
			index = IntOp(b, loc, "llvm.add", index, inc, overflow)
		}
	}
	if index == nil {
		return base
	}
	return GEP(b, loc, d.ElementPtrType(), tc.ConvertType(t.Elem), base, []any{index}, flags)
}

// SizeInBytes is upstream's getSizeInBytes: the size of type t as the
// address of element 1 from a null pointer.
func (tc *TypeConverter) SizeInBytes(b *ir.Builder, loc ir.Location, t ir.Type) *ir.Value {
	null := Create(b, loc, "llvm.mlir.zero", tc.ptr, nil).Result(0)
	gep := GEP(b, loc, tc.ptr, tc.ConvertType(t), null, []any{1}, 0)
	return Create(b, loc, "llvm.ptrtoint", tc.index, []*ir.Value{gep}).Result(0)
}

// MemRefDescriptorSizes is upstream's getMemRefDescriptorSizes for an
// identity-layout memref type t: its sizes (static ones as constants, the
// dynamic ones from dynSizes), its row-major strides, and the number of
// elements (in bytes when inBytes).
func (tc *TypeConverter) MemRefDescriptorSizes(b *ir.Builder, loc ir.Location, t *ir.MemRefType, dynSizes []*ir.Value, inBytes bool) (sizes, strides []*ir.Value, size *ir.Value) {
	next := 0
	for _, s := range t.Shape {
		if s == ir.Dynamic {
			sizes = append(sizes, dynSizes[next])
			next++
		} else {
			sizes = append(sizes, tc.CreateIndexConstant(b, loc, s))
		}
	}
	stride := int64(1)
	running := tc.CreateIndexConstant(b, loc, 1)
	strides = make([]*ir.Value, len(t.Shape))
	for i := len(t.Shape) - 1; i >= 0; i-- {
		strides[i] = running
		useSize := stride == 1
		if t.Shape[i] == ir.Dynamic {
			stride = ir.Dynamic
		}
		if stride != ir.Dynamic {
			stride *= t.Shape[i]
		}
		switch {
		case useSize:
			running = sizes[i]
		case stride == ir.Dynamic:
			running = IntOp(b, loc, "llvm.mul", running, sizes[i], 0)
		default:
			running = tc.CreateIndexConstant(b, loc, stride)
		}
	}
	if !inBytes {
		return sizes, strides, running
	}
	null := Create(b, loc, "llvm.mlir.zero", tc.ptr, nil).Result(0)
	gep := GEP(b, loc, tc.ptr, tc.ConvertType(t.Elem), null, []any{running}, 0)
	return sizes, strides, Create(b, loc, "llvm.ptrtoint", tc.index, []*ir.Value{gep}).Result(0)
}

// CreateMemRefDescriptor is upstream's createMemRefDescriptor: a descriptor
// of type t with the two pointers, offset 0, and the sizes and strides.
func (tc *TypeConverter) CreateMemRefDescriptor(b *ir.Builder, loc ir.Location, t *ir.MemRefType, allocated, aligned *ir.Value, sizes, strides []*ir.Value) *ir.Value {
	d := PoisonMemRefDescriptor(b, loc, tc.ConvertType(t))
	d.SetAllocatedPtr(b, loc, allocated)
	d.SetAlignedPtr(b, loc, aligned)
	d.SetOffset(b, loc, tc.CreateIndexConstant(b, loc, 0))
	for i, s := range sizes {
		d.SetSize(b, loc, i, s)
	}
	for i, s := range strides {
		d.SetStride(b, loc, i, s)
	}
	return d.Value()
}

// ConvertibleWithIdentityLayout is upstream's
// isConvertibleAndHasIdentityMaps (the memref type itself must convert
// too: its memory space may not).
func (tc *TypeConverter) ConvertibleWithIdentityLayout(t *ir.MemRefType) bool {
	if tc.ConvertType(t.Elem) == nil || tc.ConvertType(t) == nil {
		return false
	}
	if t.Layout == nil {
		return true
	}
	m, ok := t.Layout.(*ir.AffineMapAttr)
	return ok && m.Map.IsIdentity()
}

// PointerIn returns `!llvm.ptr<space>`.
func (tc *TypeConverter) PointerIn(space uint32) *llvm.PointerType {
	return llvm.Pointer(tc.Ctx, space)
}
