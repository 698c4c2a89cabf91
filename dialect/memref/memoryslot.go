package memref

import (
	"github.com/gomlir/gomlir/ir"
)

// Memory slot promotion (mem2reg) of single-element allocas, their loads
// and their stores.
func init() {
	allocaSpec.Interfaces = append(allocaSpec.Interfaces, allocaSlots{})
	loadSpec.Interfaces = append(loadSpec.Interfaces, loadSlot{})
	storeSpec.Interfaces = append(storeSpec.Interfaces, storeSlot{})
}

// allocaSlots is AllocaOp's PromotableAllocationOpInterface: a statically
// shaped alloca of one element is a slot of its element type.
type allocaSlots struct{}

// PromotableSlots implements ir.PromotableAllocationOpInterface.
func (allocaSlots) PromotableSlots(op *ir.Operation) []ir.MemorySlot {
	t := op.Result(0).Type().(*ir.MemRefType)
	n := int64(1)
	for _, d := range t.Shape {
		if d == ir.Dynamic {
			return nil
		}
		n *= d
	}
	if n != 1 {
		return nil
	}
	return []ir.MemorySlot{{Ptr: op.Result(0), ElemType: t.Elem}}
}

// DefaultValue implements ir.PromotableAllocationOpInterface: ub.poison.
func (allocaSlots) DefaultValue(op *ir.Operation, slot ir.MemorySlot, b *ir.Builder) *ir.Value {
	return b.Create(&ir.OperationState{Loc: op.Loc(), Name: b.Ctx.LookupOp("ub.poison"), Types: []ir.Type{slot.ElemType}}).Result(0)
}

// HandlePromotionComplete implements ir.PromotableAllocationOpInterface.
func (allocaSlots) HandlePromotionComplete(op *ir.Operation, _ ir.MemorySlot, defaultValue *ir.Value) {
	if defaultValue != nil && !defaultValue.HasUses() {
		defaultValue.DefiningOp().Erase()
	}
	op.Erase()
}

// onlyUseOf reports whether the blocking uses are the single operand idx
// of op, using the slot's pointer.
func onlyUseOf(op *ir.Operation, slot ir.MemorySlot, blocking []*ir.OpOperand, idx int) bool {
	return len(blocking) == 1 && blocking[0].Get() == slot.Ptr && op.Operand(idx) == slot.Ptr
}

// loadSlot is LoadOp's PromotableMemOpInterface.
type loadSlot struct{}

// LoadsFrom implements ir.PromotableMemOpInterface.
func (loadSlot) LoadsFrom(op *ir.Operation, slot ir.MemorySlot) bool {
	return op.Operand(0) == slot.Ptr
}

// StoresTo implements ir.PromotableMemOpInterface.
func (loadSlot) StoresTo(*ir.Operation, ir.MemorySlot) bool { return false }

// Stored implements ir.PromotableMemOpInterface.
func (loadSlot) Stored(*ir.Operation, ir.MemorySlot, *ir.Value) *ir.Value { return nil }

// CanUsesBeRemoved implements ir.PromotableMemOpInterface.
func (loadSlot) CanUsesBeRemoved(op *ir.Operation, slot ir.MemorySlot, blocking []*ir.OpOperand) bool {
	return onlyUseOf(op, slot, blocking, 0) && op.Result(0).Type() == slot.ElemType
}

// RemoveBlockingUses implements ir.PromotableMemOpInterface: the loaded
// value is the one reaching the load.
func (loadSlot) RemoveBlockingUses(op *ir.Operation, _ ir.MemorySlot, reachingDef *ir.Value) bool {
	op.Result(0).ReplaceAllUsesWith(reachingDef)
	return true
}

// storeSlot is StoreOp's PromotableMemOpInterface.
type storeSlot struct{}

// LoadsFrom implements ir.PromotableMemOpInterface.
func (storeSlot) LoadsFrom(*ir.Operation, ir.MemorySlot) bool { return false }

// StoresTo implements ir.PromotableMemOpInterface.
func (storeSlot) StoresTo(op *ir.Operation, slot ir.MemorySlot) bool {
	return op.Operand(1) == slot.Ptr
}

// Stored implements ir.PromotableMemOpInterface.
func (storeSlot) Stored(op *ir.Operation, _ ir.MemorySlot, _ *ir.Value) *ir.Value {
	return op.Operand(0)
}

// CanUsesBeRemoved implements ir.PromotableMemOpInterface.
func (storeSlot) CanUsesBeRemoved(op *ir.Operation, slot ir.MemorySlot, blocking []*ir.OpOperand) bool {
	return onlyUseOf(op, slot, blocking, 1) && op.Operand(0) != slot.Ptr && op.Operand(0).Type() == slot.ElemType
}

// RemoveBlockingUses implements ir.PromotableMemOpInterface.
func (storeSlot) RemoveBlockingUses(*ir.Operation, ir.MemorySlot, *ir.Value) bool { return true }
