package ir

import "unsafe"

// Value is an SSA value: an operation result or a block argument. Results
// are stored contiguously by their operation (their index is their offset
// there); a block argument is the first field of a blockArg, which holds
// what results do not need.
type Value struct {
	typ   Type
	uses  *OpOperand
	owner *Operation // defining operation, for results; nil for block arguments
}

// Type returns the value's type.
func (v *Value) Type() Type { return v.typ }

// SetType changes the value's type.
func (v *Value) SetType(t Type) { v.typ = t }

// DefiningOp returns the operation that defines this result, or nil for a
// block argument.
func (v *Value) DefiningOp() *Operation { return v.owner }

// IsBlockArgument reports whether v is a block argument.
func (v *Value) IsBlockArgument() bool { return v.owner == nil }

// arg returns the storage of a block argument.
func (v *Value) arg() *blockArg { return (*blockArg)(unsafe.Pointer(v)) }

// OwnerBlock returns the block owning the argument, or the block containing
// the defining operation.
func (v *Value) OwnerBlock() *Block {
	if v.owner == nil {
		return v.arg().block
	}
	return v.owner.block
}

// Index returns the result number or the argument number.
func (v *Value) Index() int {
	if v.owner == nil {
		return int(v.arg().index)
	}
	return int((uintptr(unsafe.Pointer(v)) - uintptr(unsafe.Pointer(v.owner.res))) / unsafe.Sizeof(Value{}))
}

// Loc returns the location of a block argument (the defining op's location
// for results).
func (v *Value) Loc() Location {
	if v.owner != nil {
		return v.owner.loc
	}
	return v.arg().loc
}

// blockArg is the storage of a block argument: a Value followed by its
// block, number and location, so that operation results need not carry
// these fields.
type blockArg struct {
	v     Value
	block *Block
	loc   Location
	index int32
}

func newBlockArg(t Type, b *Block, index int, loc Location) *Value {
	a := &blockArg{v: Value{typ: t}, block: b, index: int32(index), loc: loc}
	return &a.v
}

// SetLoc sets the location of a block argument.
func (v *Value) SetLoc(l Location) {
	if v.owner == nil {
		v.arg().loc = l
	}
}

// ParentRegion returns the region in which the value is defined.
func (v *Value) ParentRegion() *Region {
	if b := v.OwnerBlock(); b != nil {
		return b.parent
	}
	return nil
}

// HasUses reports whether the value has any use.
func (v *Value) HasUses() bool { return v.uses != nil }

// HasOneUse reports whether the value has exactly one use.
func (v *Value) HasOneUse() bool { return v.uses != nil && v.uses.next == nil }

// FirstUse returns the head of the use list (most recent use first).
func (v *Value) FirstUse() *OpOperand { return v.uses }

// Uses calls f for each use; f may not modify the use list.
func (v *Value) Uses(f func(*OpOperand)) {
	for u := v.uses; u != nil; u = u.next {
		f(u)
	}
}

// UseList returns the uses in use-list order.
func (v *Value) UseList() []*OpOperand {
	var out []*OpOperand
	for u := v.uses; u != nil; u = u.next {
		out = append(out, u)
	}
	return out
}

// Users returns the owners of the uses, in use-list order (with repeats).
func (v *Value) Users() []*Operation {
	var out []*Operation
	for u := v.uses; u != nil; u = u.next {
		out = append(out, u.owner)
	}
	return out
}

// ReplaceAllUsesWith makes every use of v use w instead.
func (v *Value) ReplaceAllUsesWith(w *Value) {
	if v == w {
		return
	}
	for v.uses != nil {
		v.uses.Set(w)
	}
}

// ReplaceUsesIf replaces the uses for which pred holds.
func (v *Value) ReplaceUsesIf(w *Value, pred func(*OpOperand) bool) {
	for u := v.uses; u != nil; {
		next := u.next
		if pred(u) {
			u.Set(w)
		}
		u = next
	}
}

// DropAllUses makes every use of v use nothing (a null operand), as
// upstream's Value::dropAllUses.
func (v *Value) DropAllUses() {
	for v.uses != nil {
		v.uses.Set(nil)
	}
}

// OpOperand is one use of a value by an operation.
type OpOperand struct {
	val      *Value
	owner    *Operation
	next     *OpOperand
	prevNext **OpOperand
}

// Get returns the used value.
func (o *OpOperand) Get() *Value { return o.val }

// Owner returns the using operation.
func (o *OpOperand) Owner() *Operation { return o.owner }

// Index returns the operand number within the owner.
func (o *OpOperand) Index() int {
	// Operands live in one slice of their owner: the index is the offset.
	base := uintptr(unsafe.Pointer(o.owner.opd))
	return int((uintptr(unsafe.Pointer(o)) - base) / unsafe.Sizeof(OpOperand{}))
}

// Next returns the next use of the same value.
func (o *OpOperand) Next() *OpOperand { return o.next }

// Set makes the operand use w.
func (o *OpOperand) Set(w *Value) {
	o.unlink()
	o.link(w)
}

func (o *OpOperand) link(v *Value) {
	o.val = v
	if v == nil {
		return
	}
	o.next = v.uses
	if o.next != nil {
		o.next.prevNext = &o.next
	}
	o.prevNext = &v.uses
	v.uses = o
}

func (o *OpOperand) unlink() {
	if o.prevNext == nil {
		o.val = nil
		return
	}
	*o.prevNext = o.next
	if o.next != nil {
		o.next.prevNext = o.prevNext
	}
	o.next, o.prevNext, o.val = nil, nil, nil
}

// BlockOperand is one use of a block as a successor.
type BlockOperand struct {
	block    *Block
	owner    *Operation
	next     *BlockOperand
	prevNext **BlockOperand
	index    int32
}

// Get returns the successor block.
func (o *BlockOperand) Get() *Block { return o.block }

// Owner returns the terminator.
func (o *BlockOperand) Owner() *Operation { return o.owner }

// Index returns the successor number.
func (o *BlockOperand) Index() int { return int(o.index) }

// NextUse returns the next successor operand referring to the same block,
// or nil.
func (o *BlockOperand) NextUse() *BlockOperand { return o.next }

// Set makes the operand refer to b.
func (o *BlockOperand) Set(b *Block) {
	o.unlink()
	o.link(b)
}

func (o *BlockOperand) link(b *Block) {
	o.block = b
	if b == nil {
		return
	}
	o.next = b.preds
	if o.next != nil {
		o.next.prevNext = &o.next
	}
	o.prevNext = &b.preds
	b.preds = o
}

func (o *BlockOperand) unlink() {
	if o.prevNext == nil {
		o.block = nil
		return
	}
	*o.prevNext = o.next
	if o.next != nil {
		o.next.prevNext = o.prevNext
	}
	o.next, o.prevNext, o.block = nil, nil, nil
}
