package llvmcommon

import (
	"github.com/gomlir/gomlir/dialect/llvm"
	"github.com/gomlir/gomlir/dialect/memref"
	"github.com/gomlir/gomlir/ir"
)

// Positions of the fields of a ranked memref descriptor.
const (
	AllocatedPtrPos = 0
	AlignedPtrPos   = 1
	OffsetPos       = 2
	SizePos         = 3
	StridePos       = 4
)

// Positions of the fields of an unranked memref descriptor.
const (
	RankPos       = 0
	DescriptorPos = 1
)

// MemRefDescriptor builds IR reading and updating a ranked memref
// descriptor value `!llvm.struct<(ptr, ptr, iN, array<R x iN>, array<R x
// iN>)>` (upstream's MemRefDescriptor). Setters create a new struct value,
// which Value returns.
type MemRefDescriptor struct {
	v *ir.Value
}

// NewMemRefDescriptor wraps a descriptor value.
func NewMemRefDescriptor(v *ir.Value) MemRefDescriptor { return MemRefDescriptor{v: v} }

// PoisonMemRefDescriptor creates a poison descriptor of type t.
func PoisonMemRefDescriptor(b *ir.Builder, loc ir.Location, t ir.Type) MemRefDescriptor {
	return MemRefDescriptor{v: Poison(b, loc, t)}
}

// Value returns the descriptor value.
func (d MemRefDescriptor) Value() *ir.Value { return d.v }

// IndexType returns the type of the offset, sizes and strides.
func (d MemRefDescriptor) IndexType() ir.Type {
	return d.v.Type().(*llvm.StructType).Body()[OffsetPos]
}

// ElementPtrType returns the type of the aligned pointer.
func (d MemRefDescriptor) ElementPtrType() *llvm.PointerType {
	return d.v.Type().(*llvm.StructType).Body()[AlignedPtrPos].(*llvm.PointerType)
}

func (d *MemRefDescriptor) set(b *ir.Builder, loc ir.Location, v *ir.Value, pos ...int64) {
	d.v = InsertValue(b, loc, d.v, v, pos...)
}

// AllocatedPtr extracts the allocated pointer.
func (d MemRefDescriptor) AllocatedPtr(b *ir.Builder, loc ir.Location) *ir.Value {
	return ExtractValue(b, loc, d.v, AllocatedPtrPos)
}

// SetAllocatedPtr inserts the allocated pointer.
func (d *MemRefDescriptor) SetAllocatedPtr(b *ir.Builder, loc ir.Location, p *ir.Value) {
	d.set(b, loc, p, AllocatedPtrPos)
}

// AlignedPtr extracts the aligned pointer.
func (d MemRefDescriptor) AlignedPtr(b *ir.Builder, loc ir.Location) *ir.Value {
	return ExtractValue(b, loc, d.v, AlignedPtrPos)
}

// SetAlignedPtr inserts the aligned pointer.
func (d *MemRefDescriptor) SetAlignedPtr(b *ir.Builder, loc ir.Location, p *ir.Value) {
	d.set(b, loc, p, AlignedPtrPos)
}

// Offset extracts the offset.
func (d MemRefDescriptor) Offset(b *ir.Builder, loc ir.Location) *ir.Value {
	return ExtractValue(b, loc, d.v, OffsetPos)
}

// SetOffset inserts the offset.
func (d *MemRefDescriptor) SetOffset(b *ir.Builder, loc ir.Location, v *ir.Value) {
	d.set(b, loc, v, OffsetPos)
}

// SetConstantOffset inserts a constant offset.
func (d *MemRefDescriptor) SetConstantOffset(b *ir.Builder, loc ir.Location, v int64) {
	d.SetOffset(b, loc, CreateIndexAttrConstant(b, loc, d.IndexType(), v))
}

// Size extracts the size of dimension i.
func (d MemRefDescriptor) Size(b *ir.Builder, loc ir.Location, i int) *ir.Value {
	return ExtractValue(b, loc, d.v, SizePos, int64(i))
}

// SetSize inserts the size of dimension i.
func (d *MemRefDescriptor) SetSize(b *ir.Builder, loc ir.Location, i int, v *ir.Value) {
	d.set(b, loc, v, SizePos, int64(i))
}

// SetConstantSize inserts a constant size of dimension i.
func (d *MemRefDescriptor) SetConstantSize(b *ir.Builder, loc ir.Location, i int, v int64) {
	d.SetSize(b, loc, i, CreateIndexAttrConstant(b, loc, d.IndexType(), v))
}

// Stride extracts the stride of dimension i.
func (d MemRefDescriptor) Stride(b *ir.Builder, loc ir.Location, i int) *ir.Value {
	return ExtractValue(b, loc, d.v, StridePos, int64(i))
}

// SetStride inserts the stride of dimension i.
func (d *MemRefDescriptor) SetStride(b *ir.Builder, loc ir.Location, i int, v *ir.Value) {
	d.set(b, loc, v, StridePos, int64(i))
}

// SetConstantStride inserts a constant stride of dimension i.
func (d *MemRefDescriptor) SetConstantStride(b *ir.Builder, loc ir.Location, i int, v int64) {
	d.SetStride(b, loc, i, CreateIndexAttrConstant(b, loc, d.IndexType(), v))
}

// FromStaticShape builds the descriptor of a statically shaped memref type
// with strided layout over the given allocated and aligned pointers.
func FromStaticShape(b *ir.Builder, loc ir.Location, tc *TypeConverter, t *ir.MemRefType, allocated, aligned *ir.Value) MemRefDescriptor {
	strides, offset, _ := memref.StridesAndOffset(b.Ctx, t)
	d := PoisonMemRefDescriptor(b, loc, tc.ConvertType(t))
	d.SetAllocatedPtr(b, loc, allocated)
	d.SetAlignedPtr(b, loc, aligned)
	d.SetConstantOffset(b, loc, offset)
	for i, s := range t.Shape {
		d.SetConstantSize(b, loc, i, s)
		d.SetConstantStride(b, loc, i, strides[i])
	}
	return d
}

// PackMemRefDescriptor builds a descriptor from its fields: allocated
// pointer, aligned pointer, offset, the sizes, then the strides.
func PackMemRefDescriptor(b *ir.Builder, loc ir.Location, tc *TypeConverter, t *ir.MemRefType, fields []*ir.Value) MemRefDescriptor {
	d := PoisonMemRefDescriptor(b, loc, tc.ConvertType(t))
	d.SetAllocatedPtr(b, loc, fields[AllocatedPtrPos])
	d.SetAlignedPtr(b, loc, fields[AlignedPtrPos])
	d.SetOffset(b, loc, fields[OffsetPos])
	rank := len(t.Shape)
	for i := 0; i < rank; i++ {
		d.SetSize(b, loc, i, fields[SizePos+i])
		d.SetStride(b, loc, i, fields[SizePos+rank+i])
	}
	return d
}

// Unpack appends the fields of the descriptor of a memref of type t to out:
// the pointers, the offset, the sizes, then the strides.
func (d MemRefDescriptor) Unpack(b *ir.Builder, loc ir.Location, t *ir.MemRefType, out []*ir.Value) []*ir.Value {
	out = append(out, d.AllocatedPtr(b, loc), d.AlignedPtr(b, loc), d.Offset(b, loc))
	for i := range t.Shape {
		out = append(out, d.Size(b, loc, i))
	}
	for i := range t.Shape {
		out = append(out, d.Stride(b, loc, i))
	}
	return out
}

// NumUnpackedValues returns how many fields Unpack produces for t.
func NumUnpackedValues(t *ir.MemRefType) int { return 3 + 2*len(t.Shape) }

// MemRefDescriptorView reads the fields of an unpacked descriptor (upstream's
// MemRefDescriptorView).
type MemRefDescriptorView []*ir.Value

// Rank returns the memref's rank.
func (v MemRefDescriptorView) Rank() int { return (len(v) - SizePos) / 2 }

// AllocatedPtr returns the allocated pointer.
func (v MemRefDescriptorView) AllocatedPtr() *ir.Value { return v[AllocatedPtrPos] }

// AlignedPtr returns the aligned pointer.
func (v MemRefDescriptorView) AlignedPtr() *ir.Value { return v[AlignedPtrPos] }

// Offset returns the offset.
func (v MemRefDescriptorView) Offset() *ir.Value { return v[OffsetPos] }

// Size returns the size of dimension i.
func (v MemRefDescriptorView) Size(i int) *ir.Value { return v[SizePos+i] }

// Stride returns the stride of dimension i.
func (v MemRefDescriptorView) Stride(i int) *ir.Value { return v[SizePos+v.Rank()+i] }

// UnrankedMemRefDescriptor builds IR reading and updating an unranked
// memref descriptor `!llvm.struct<(iN, ptr)>` (upstream's
// UnrankedMemRefDescriptor).
type UnrankedMemRefDescriptor struct {
	v *ir.Value
}

// NewUnrankedMemRefDescriptor wraps a descriptor value.
func NewUnrankedMemRefDescriptor(v *ir.Value) UnrankedMemRefDescriptor {
	return UnrankedMemRefDescriptor{v: v}
}

// PoisonUnrankedMemRefDescriptor creates a poison descriptor of type t.
func PoisonUnrankedMemRefDescriptor(b *ir.Builder, loc ir.Location, t ir.Type) UnrankedMemRefDescriptor {
	return UnrankedMemRefDescriptor{v: Poison(b, loc, t)}
}

// Value returns the descriptor value.
func (d UnrankedMemRefDescriptor) Value() *ir.Value { return d.v }

// Rank extracts the rank.
func (d UnrankedMemRefDescriptor) Rank(b *ir.Builder, loc ir.Location) *ir.Value {
	return ExtractValue(b, loc, d.v, RankPos)
}

// SetRank inserts the rank.
func (d *UnrankedMemRefDescriptor) SetRank(b *ir.Builder, loc ir.Location, v *ir.Value) {
	d.v = InsertValue(b, loc, d.v, v, RankPos)
}

// MemRefDescPtr extracts the pointer to the ranked descriptor.
func (d UnrankedMemRefDescriptor) MemRefDescPtr(b *ir.Builder, loc ir.Location) *ir.Value {
	return ExtractValue(b, loc, d.v, DescriptorPos)
}

// SetMemRefDescPtr inserts the pointer to the ranked descriptor.
func (d *UnrankedMemRefDescriptor) SetMemRefDescPtr(b *ir.Builder, loc ir.Location, v *ir.Value) {
	d.v = InsertValue(b, loc, d.v, v, DescriptorPos)
}

// PackUnrankedMemRefDescriptor builds an unranked descriptor from the rank
// and the descriptor pointer.
func PackUnrankedMemRefDescriptor(b *ir.Builder, loc ir.Location, tc *TypeConverter, t *ir.UnrankedMemRefType, fields []*ir.Value) UnrankedMemRefDescriptor {
	d := PoisonUnrankedMemRefDescriptor(b, loc, tc.ConvertType(t))
	d.SetRank(b, loc, fields[RankPos])
	d.SetMemRefDescPtr(b, loc, fields[DescriptorPos])
	return d
}

// Unpack appends the rank and the descriptor pointer to out.
func (d UnrankedMemRefDescriptor) Unpack(b *ir.Builder, loc ir.Location, out []*ir.Value) []*ir.Value {
	return append(out, d.Rank(b, loc), d.MemRefDescPtr(b, loc))
}

// ComputeSize emits the size in bytes of the ranked descriptor the
// unranked descriptor points to, assuming it densely packed: two pointers,
// then the offset and 2*rank sizes and strides (upstream's
// UnrankedMemRefDescriptor::computeSize).
func (d UnrankedMemRefDescriptor) ComputeSize(b *ir.Builder, loc ir.Location, tc *TypeConverter, addressSpace uint32) *ir.Value {
	idx := tc.IndexType()
	one := CreateIndexAttrConstant(b, loc, idx, 1)
	two := CreateIndexAttrConstant(b, loc, idx, 2)
	indexSize := CreateIndexAttrConstant(b, loc, idx, int64((tc.IndexBitwidth()+7)/8))
	pointerSize := CreateIndexAttrConstant(b, loc, idx, int64((tc.PointerBitwidth(addressSpace)+7)/8))
	mul := func(x, y *ir.Value) *ir.Value { return Create(b, loc, "llvm.mul", idx, []*ir.Value{x, y}).Result(0) }
	add := func(x, y *ir.Value) *ir.Value { return Create(b, loc, "llvm.add", idx, []*ir.Value{x, y}).Result(0) }
	doublePointerSize := mul(two, pointerSize)
	rankIndexSize := mul(add(mul(two, d.Rank(b, loc)), one), indexSize)
	return add(doublePointerSize, rankIndexSize)
}
