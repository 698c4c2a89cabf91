package ir

// Block is a list of operations with arguments, inside a region.
type Block struct {
	first, last *Operation
	args        []*Value
	parent      *Region
	prev, next  *Block
	preds       *BlockOperand
	orderValid  bool
}

// NewBlock returns a detached empty block.
func NewBlock() *Block { return &Block{} }

// Parent returns the containing region.
func (b *Block) Parent() *Region { return b.parent }

// ParentOp returns the operation owning the containing region.
func (b *Block) ParentOp() *Operation {
	if b.parent == nil {
		return nil
	}
	return b.parent.parent
}

// First returns the first operation, or nil.
func (b *Block) First() *Operation { return b.first }

// Last returns the last operation, or nil.
func (b *Block) Last() *Operation { return b.last }

// Empty reports whether the block has no operation.
func (b *Block) Empty() bool { return b.first == nil }

// Next returns the following block in the region.
func (b *Block) Next() *Block { return b.next }

// Prev returns the preceding block in the region.
func (b *Block) Prev() *Block { return b.prev }

// IsEntry reports whether b is the first block of its region.
func (b *Block) IsEntry() bool { return b.parent != nil && b.parent.first == b }

// Ops returns the operations of the block (a new slice).
func (b *Block) Ops() []*Operation {
	var out []*Operation
	for op := b.first; op != nil; op = op.next {
		out = append(out, op)
	}
	return out
}

// NumArgs returns the number of block arguments.
func (b *Block) NumArgs() int { return len(b.args) }

// Arg returns argument i.
func (b *Block) Arg(i int) *Value { return b.args[i] }

// Args returns the arguments (the block's own slice: do not modify).
func (b *Block) Args() []*Value { return b.args }

// AddArg appends an argument.
func (b *Block) AddArg(t Type, loc Location) *Value {
	v := newBlockArg(t, b, len(b.args), loc)
	b.args = append(b.args, v)
	return v
}

// InsertArg inserts an argument at position i.
func (b *Block) InsertArg(i int, t Type, loc Location) *Value {
	v := newBlockArg(t, b, 0, loc)
	b.args = append(b.args, nil)
	copy(b.args[i+1:], b.args[i:])
	b.args[i] = v
	for j := i; j < len(b.args); j++ {
		b.args[j].arg().index = int32(j)
	}
	return v
}

// EraseArg removes argument i, which must have no uses.
func (b *Block) EraseArg(i int) {
	b.args = append(b.args[:i], b.args[i+1:]...)
	for j := i; j < len(b.args); j++ {
		b.args[j].arg().index = int32(j)
	}
}

// Terminator returns the last operation if it is a terminator, else nil.
func (b *Block) Terminator() *Operation {
	if b.last != nil && b.last.HasTrait(TraitTerminator) {
		return b.last
	}
	return nil
}

// Append adds op at the end of the block.
func (b *Block) Append(op *Operation) { b.insertBefore(op, nil) }

// InsertBefore inserts op before pos (nil: at the end).
func (b *Block) InsertBefore(op, pos *Operation) { b.insertBefore(op, pos) }

func (b *Block) insertBefore(op, pos *Operation) {
	op.block = b
	b.orderValid = false
	if pos == nil {
		op.prev = b.last
		op.next = nil
		if b.last != nil {
			b.last.next = op
		} else {
			b.first = op
		}
		b.last = op
		return
	}
	op.next = pos
	op.prev = pos.prev
	if pos.prev != nil {
		pos.prev.next = op
	} else {
		b.first = op
	}
	pos.prev = op
}

func (b *Block) renumber() {
	var i int32
	for op := b.first; op != nil; op = op.next {
		op.order = i
		i++
	}
	b.orderValid = true
}

// HasNoPredecessors reports whether no terminator branches to b.
func (b *Block) HasNoPredecessors() bool { return b.preds == nil }

// Predecessors returns the blocks branching to b, one per edge, in use-list
// order.
func (b *Block) Predecessors() []*Block {
	var out []*Block
	for p := b.preds; p != nil; p = p.next {
		out = append(out, p.owner.block)
	}
	return out
}

// FirstPredecessorUse returns the first of the successor operands that
// refer to b (the most recently added first, as upstream's use lists), or
// nil; BlockOperand.NextUse walks the others.
func (b *Block) FirstPredecessorUse() *BlockOperand { return b.preds }

// SinglePredecessor returns the predecessor if b has exactly one incoming
// edge, else nil.
func (b *Block) SinglePredecessor() *Block {
	if b.preds == nil || b.preds.next != nil {
		return nil
	}
	return b.preds.owner.block
}

// UniquePredecessor returns the predecessor block if all incoming edges come
// from one block, else nil.
func (b *Block) UniquePredecessor() *Block {
	if b.preds == nil {
		return nil
	}
	first := b.preds.owner.block
	for p := b.preds.next; p != nil; p = p.next {
		if p.owner.block != first {
			return nil
		}
	}
	return first
}

// Successors returns the successors of the block's terminator.
func (b *Block) Successors() []*Block {
	t := b.last
	if t == nil {
		return nil
	}
	out := make([]*Block, len(t.succList()))
	for i := range t.succList() {
		out[i] = t.succList()[i].block
	}
	return out
}

// DropAllReferences drops the uses held by every operation in the block.
func (b *Block) DropAllReferences() {
	for op := b.first; op != nil; op = op.next {
		op.DropAllReferences()
	}
}

// Remove unlinks the block from its region.
func (b *Block) Remove() {
	r := b.parent
	if r == nil {
		return
	}
	if b.prev != nil {
		b.prev.next = b.next
	} else {
		r.first = b.next
	}
	if b.next != nil {
		b.next.prev = b.prev
	} else {
		r.last = b.prev
	}
	b.prev, b.next, b.parent = nil, nil, nil
}

// Erase removes the block and drops the references of its operations.
func (b *Block) Erase() {
	b.Remove()
	b.DropAllReferences()
}

// ReplaceAllUsesWith redirects every branch to b towards nb.
func (b *Block) ReplaceAllUsesWith(nb *Block) {
	for b.preds != nil {
		b.preds.Set(nb)
	}
}

// Region is a list of blocks owned by an operation.
type Region struct {
	first, last *Block
	parent      *Operation
}

// ParentOp returns the operation owning the region.
func (r *Region) ParentOp() *Operation { return r.parent }

// Empty reports whether the region has no block.
func (r *Region) Empty() bool { return r.first == nil }

// First returns the entry block, or nil.
func (r *Region) First() *Block { return r.first }

// Last returns the last block, or nil.
func (r *Region) Last() *Block { return r.last }

// Blocks returns the blocks (a new slice).
func (r *Region) Blocks() []*Block {
	var out []*Block
	for b := r.first; b != nil; b = b.next {
		out = append(out, b)
	}
	return out
}

// NumBlocks counts the blocks.
func (r *Region) NumBlocks() int {
	n := 0
	for b := r.first; b != nil; b = b.next {
		n++
	}
	return n
}

// HasOneBlock reports whether the region has exactly one block.
func (r *Region) HasOneBlock() bool { return r.first != nil && r.first == r.last }

// Index returns the region's number within its parent operation, or -1
// for a region that no operation owns.
func (r *Region) Index() int {
	if r.parent == nil {
		return -1
	}
	for i := range r.parent.regionList() {
		if &r.parent.regionList()[i] == r {
			return i
		}
	}
	return -1
}

// Append adds b at the end of the region.
func (r *Region) Append(b *Block) { r.InsertBefore(b, nil) }

// InsertBefore inserts b before pos (nil: at the end).
func (r *Region) InsertBefore(b, pos *Block) {
	b.parent = r
	if pos == nil {
		b.prev = r.last
		b.next = nil
		if r.last != nil {
			r.last.next = b
		} else {
			r.first = b
		}
		r.last = b
		return
	}
	b.next = pos
	b.prev = pos.prev
	if pos.prev != nil {
		pos.prev.next = b
	} else {
		r.first = b
	}
	pos.prev = b
}

// TakeBody moves all blocks of other into r, replacing r's contents: as
// upstream, r's own blocks are dropped (their uses released, the blocks
// detached).
func (r *Region) TakeBody(other *Region) {
	if other == r {
		return
	}
	for b := r.first; b != nil; {
		next := b.next
		b.DropAllReferences()
		b.prev, b.next, b.parent = nil, nil, nil
		b = next
	}
	r.first, r.last = other.first, other.last
	other.first, other.last = nil, nil
	for b := r.first; b != nil; b = b.next {
		b.parent = r
	}
}

// CloneInto appends a deep copy of r's blocks to dest, updating mapping.
func (r *Region) CloneInto(ctx *Context, dest *Region, m *Mapping) {
	r.cloneInto(ctx, dest, m)
	m.resolveForward()
}

func (r *Region) cloneInto(ctx *Context, dest *Region, m *Mapping) {
	if r.first == nil {
		return
	}
	var newBlocks []*Block
	for b := r.first; b != nil; b = b.next {
		nb := NewBlock()
		for _, a := range b.args {
			m.Map(a, nb.AddArg(a.typ, a.Loc()))
		}
		m.MapBlock(b, nb)
		newBlocks = append(newBlocks, nb)
	}
	i := 0
	for b := r.first; b != nil; b = b.next {
		nb := newBlocks[i]
		i++
		for op := b.first; op != nil; op = op.next {
			nb.Append(op.clone(ctx, m, true))
		}
		dest.Append(nb)
	}
}

// FindAncestorOpInRegion returns the operation that contains op and is directly in this
// region's blocks, or nil.
func (r *Region) FindAncestorOpInRegion(op *Operation) *Operation {
	for o := op; o != nil; o = o.ParentOp() {
		if o.ParentRegion() == r {
			return o
		}
	}
	return nil
}

// IsAncestor reports whether r contains other (or is other).
func (r *Region) IsAncestor(other *Region) bool {
	for x := other; x != nil; {
		if x == r {
			return true
		}
		p := x.parent
		if p == nil {
			return false
		}
		x = p.ParentRegion()
	}
	return false
}
