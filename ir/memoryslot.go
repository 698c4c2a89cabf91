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

// DestructurableMemorySlot is a memory slot whose elements can be
// accessed separately (upstream's DestructurableMemorySlot): Indices are
// the indices of its elements, in order, and SubelementTypes their types.
type DestructurableMemorySlot struct {
	MemorySlot
	Indices         []Attribute
	SubelementTypes map[Attribute]Type
}

// DestructurableAllocationOpInterface is implemented by ops allocating
// memory slots that can be split into one slot per element (sroa).
type DestructurableAllocationOpInterface interface {
	// DestructurableSlots lists the slots op allocates that may be split.
	DestructurableSlots(op *Operation) []DestructurableMemorySlot
	// Destructure creates a slot for each of the used indices, in order,
	// with b at the start of the slot's block; it returns the slots by
	// index and the ops allocating them.
	Destructure(op *Operation, slot DestructurableMemorySlot, used []Attribute, b *Builder) (map[Attribute]MemorySlot, []*Operation)
	// HandleDestructuringComplete finishes the destructuring (erasing op);
	// it returns a new allocation to destructure further, or nil.
	HandleDestructuringComplete(op *Operation, slot DestructurableMemorySlot, b *Builder) *Operation
}

// DestructurableAccessorOpInterface is implemented by ops accessing a
// destructurable slot at a known element, which can be pointed at that
// element's slot.
type DestructurableAccessorOpInterface interface {
	// CanRewire reports whether op's use of slot can be rewired, calling
	// use with each index it accesses.
	CanRewire(op *Operation, slot DestructurableMemorySlot, use func(index Attribute)) bool
	// Rewire points op at the subslots; it reports whether op must then
	// be erased.
	Rewire(op *Operation, slot DestructurableMemorySlot, subslots map[Attribute]MemorySlot, b *Builder) (erase bool)
}

func init() {
	RegisterInterface[DestructurableAllocationOpInterface]("DestructurableAllocationOpInterface")
	RegisterInterface[DestructurableAccessorOpInterface]("DestructurableAccessorOpInterface")
}
