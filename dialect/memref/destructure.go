package memref

import (
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/ods"
	"github.com/gomlir/gomlir/rewrite"
)

// Slot destructuring (sroa) of small statically shaped allocas accessed by
// loads and stores at constant indices.
func init() {
	allocaSpec.Interfaces = append(allocaSpec.Interfaces, allocaDestructure{})
	loadSpec.Interfaces = append(loadSpec.Interfaces, accessDestructure{memref: 0})
	storeSpec.Interfaces = append(storeSpec.Interfaces, accessDestructure{memref: 1})
}

// maxMemRefSizeForDestructuring bounds the number of elements of a
// destructured memref, as upstream.
const maxMemRefSizeForDestructuring = 16

// SubelementIndices is upstream's getSubelementIndexMap of MemRefType
// (DestructurableTypeInterface): the indices of the elements of a static
// memref of 2 to 16 elements, in row-major order with the first dimension
// varying fastest, as arrays of index attributes.
func SubelementIndices(ctx *ir.Context, t *ir.MemRefType) []ir.Attribute {
	n := int64(1)
	for _, d := range t.Shape {
		if d == ir.Dynamic || d > maxMemRefSizeForDestructuring {
			return nil
		}
		n *= d
		if n > maxMemRefSizeForDestructuring {
			return nil
		}
	}
	if n == 1 {
		return nil
	}
	var out []ir.Attribute
	idx := make([]int64, len(t.Shape))
	for {
		coords := make([]ir.Attribute, len(idx))
		for i, c := range idx {
			coords[i] = ctx.IntAttr(ctx.IndexType(), c)
		}
		out = append(out, ctx.ArrayAttr(coords))
		i := 0
		for ; i < len(idx); i++ {
			idx[i]++
			if idx[i] < t.Shape[i] {
				break
			}
			idx[i] = 0
		}
		if i == len(idx) {
			return out
		}
	}
}

// allocaDestructure is AllocaOp's DestructurableAllocationOpInterface.
type allocaDestructure struct{}

// DestructurableSlots implements ir.DestructurableAllocationOpInterface.
func (allocaDestructure) DestructurableSlots(op *ir.Operation) []ir.DestructurableMemorySlot {
	t := op.Result(0).Type().(*ir.MemRefType)
	indices := SubelementIndices(ods.ContextOf(op), t)
	if indices == nil {
		return nil
	}
	types := make(map[ir.Attribute]ir.Type, len(indices))
	for _, i := range indices {
		types[i] = t.Elem
	}
	return []ir.DestructurableMemorySlot{{MemorySlot: ir.MemorySlot{Ptr: op.Result(0), ElemType: t}, Indices: indices, SubelementTypes: types}}
}

// Destructure implements ir.DestructurableAllocationOpInterface: a
// memref.alloca of rank 0 per used element, after op.
func (allocaDestructure) Destructure(op *ir.Operation, slot ir.DestructurableMemorySlot, used []ir.Attribute, b *ir.Builder) (map[ir.Attribute]ir.MemorySlot, []*ir.Operation) {
	b.SetInsertionPointAfter(op)
	ctx := b.Ctx
	subslots := map[ir.Attribute]ir.MemorySlot{}
	var allocs []*ir.Operation
	for _, index := range used {
		elem := slot.SubelementTypes[index]
		a := BuildAllocaOp(b, op.Loc(), nil, nil, ctx.MemRefType(nil, elem, nil, nil)).Operation
		allocs = append(allocs, a)
		if _, ok := subslots[index]; !ok {
			subslots[index] = ir.MemorySlot{Ptr: a.Result(0), ElemType: elem}
		}
	}
	return subslots, allocs
}

// HandleDestructuringComplete implements
// ir.DestructurableAllocationOpInterface.
func (allocaDestructure) HandleDestructuringComplete(op *ir.Operation, _ ir.DestructurableMemorySlot, _ *ir.Builder) *ir.Operation {
	op.Erase()
	return nil
}

// accessDestructure is the DestructurableAccessorOpInterface of
// memref.load and memref.store (the memref is operand memref, the indices
// follow it).
type accessDestructure struct{ memref int }

// constantIndex is upstream's getAttributeIndexFromIndexOperands: the
// indices as an array of their constant attributes when all are constant
// and in bounds, else nil.
func (a accessDestructure) constantIndex(op *ir.Operation) ir.Attribute {
	t := op.Operand(a.memref).Type().(*ir.MemRefType)
	indices := op.Operands()[a.memref+1:]
	coords := make([]ir.Attribute, 0, len(indices))
	for i, v := range indices {
		c, ok := rewrite.ValueConstant(v).(*ir.IntegerAttr)
		if !ok || i >= len(t.Shape) || !c.IsSmall() || c.Int64() < 0 || c.Int64() >= t.Shape[i] {
			return nil
		}
		coords = append(coords, c)
	}
	return ods.ContextOf(op).ArrayAttr(coords)
}

// CanRewire implements ir.DestructurableAccessorOpInterface.
func (a accessDestructure) CanRewire(op *ir.Operation, slot ir.DestructurableMemorySlot, use func(ir.Attribute)) bool {
	if op.Operand(a.memref) != slot.Ptr || (a.memref == 1 && op.Operand(0) == slot.Ptr) {
		return false
	}
	index := a.constantIndex(op)
	if index == nil {
		return false
	}
	if _, ok := slot.SubelementTypes[index]; !ok && a.memref == 1 {
		return false
	}
	use(index)
	return true
}

// Rewire implements ir.DestructurableAccessorOpInterface: the access
// takes the element's slot, without indices.
func (a accessDestructure) Rewire(op *ir.Operation, _ ir.DestructurableMemorySlot, subslots map[ir.Attribute]ir.MemorySlot, _ *ir.Builder) bool {
	sub := subslots[a.constantIndex(op)]
	op.SetOperands(append(append([]*ir.Value(nil), op.Operands()[:a.memref]...), sub.Ptr))
	return false
}
