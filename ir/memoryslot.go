package ir

// Interfaces of memory slot promotion (upstream's MemorySlotInterfaces),
// used by the mem2reg pass.

// MemorySlot is a location holding one value of ElemType, addressed by
// the pointer-like value Ptr.
type MemorySlot struct {
	Ptr      *Value
	ElemType Type
}

// PromotableAllocationOpInterface is implemented by ops allocating memory
// slots that can be promoted to SSA values.
type PromotableAllocationOpInterface interface {
	// PromotableSlots lists the slots op allocates that may be promoted.
	PromotableSlots(op *Operation) []MemorySlot
	// DefaultValue creates, at b's insertion point, the value a slot holds
	// before anything is stored to it.
	DefaultValue(op *Operation, slot MemorySlot, b *Builder) *Value
	// HandlePromotionComplete finishes the promotion of slot: defaultValue
	// (nil if never created) may be erased when unused, and op itself.
	HandlePromotionComplete(op *Operation, slot MemorySlot, defaultValue *Value)
}

// PromotableMemOpInterface is implemented by ops reading or writing a
// memory slot that can do without it once it is promoted.
type PromotableMemOpInterface interface {
	// LoadsFrom reports whether op reads slot.
	LoadsFrom(op *Operation, slot MemorySlot) bool
	// StoresTo reports whether op writes slot.
	StoresTo(op *Operation, slot MemorySlot) bool
	// Stored returns the value op writes to slot, given the value the slot
	// held before (reachingDef).
	Stored(op *Operation, slot MemorySlot, reachingDef *Value) *Value
	// CanUsesBeRemoved reports whether op can stop using the slot through
	// blockingUses.
	CanUsesBeRemoved(op *Operation, slot MemorySlot, blockingUses []*OpOperand) bool
	// RemoveBlockingUses rewires op to the value the slot holds
	// (reachingDef) and reports whether op must then be erased.
	RemoveBlockingUses(op *Operation, slot MemorySlot, reachingDef *Value) (erase bool)
}

func init() {
	RegisterInterface[PromotableAllocationOpInterface]("PromotableAllocationOpInterface")
	RegisterInterface[PromotableMemOpInterface]("PromotableMemOpInterface")
}
