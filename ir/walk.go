package ir

// WalkResult controls a walk.
type WalkResult uint8

// Walk results.
const (
	WalkAdvance   WalkResult = iota // continue
	WalkSkip                        // do not visit the nested regions (pre-order only)
	WalkInterrupt                   // stop the walk
)

// Walk visits op and every nested operation in post-order (children first).
// It returns false if f interrupted the walk. f may erase the visited op.
func (op *Operation) Walk(f func(*Operation) WalkResult) bool {
	for i := range op.regionList() {
		for b := op.regionList()[i].first; b != nil; b = b.next {
			for o := b.first; o != nil; {
				next := o.next
				if !o.Walk(f) {
					return false
				}
				o = next
			}
		}
	}
	return f(op) != WalkInterrupt
}

// WalkPre visits op and every nested operation in pre-order. Returning
// WalkSkip from f skips the nested regions of that op.
func (op *Operation) WalkPre(f func(*Operation) WalkResult) bool {
	switch f(op) {
	case WalkInterrupt:
		return false
	case WalkSkip:
		return true
	}
	for i := range op.regionList() {
		for b := op.regionList()[i].first; b != nil; b = b.next {
			for o := b.first; o != nil; {
				next := o.next
				if !o.WalkPre(f) {
					return false
				}
				o = next
			}
		}
	}
	return true
}

// Each calls f for op and all nested operations, in post-order.
func (op *Operation) Each(f func(*Operation)) {
	op.Walk(func(o *Operation) WalkResult { f(o); return WalkAdvance })
}

// Builder creates operations at an insertion point.
type Builder struct {
	Ctx    *Context
	block  *Block
	before *Operation // nil: end of block
	// Listener, when set, is told about every created operation.
	Listener func(op *Operation)
}

// NewBuilder returns a builder without an insertion point.
func NewBuilder(ctx *Context) *Builder { return &Builder{Ctx: ctx} }

// SetInsertionPointToEnd inserts at the end of b.
func (bd *Builder) SetInsertionPointToEnd(b *Block) { bd.block, bd.before = b, nil }

// SetInsertionPointToStart inserts at the start of b.
func (bd *Builder) SetInsertionPointToStart(b *Block) { bd.block, bd.before = b, b.first }

// SetInsertionPoint inserts before op.
func (bd *Builder) SetInsertionPoint(op *Operation) { bd.block, bd.before = op.block, op }

// SetInsertionPointAfter inserts after op.
func (bd *Builder) SetInsertionPointAfter(op *Operation) { bd.block, bd.before = op.block, op.next }

// ClearInsertionPoint makes Create leave operations detached.
func (bd *Builder) ClearInsertionPoint() { bd.block, bd.before = nil, nil }

// InsertionBlock returns the block operations are inserted into.
func (bd *Builder) InsertionBlock() *Block { return bd.block }

// InsertionPoint returns the operation new ops go before (nil: block end).
func (bd *Builder) InsertionPoint() *Operation { return bd.before }

// Insert places a detached op at the insertion point.
func (bd *Builder) Insert(op *Operation) *Operation {
	if bd.block != nil {
		bd.block.insertBefore(op, bd.before)
	}
	if bd.Listener != nil {
		bd.Listener(op)
	}
	return op
}

// Create builds an operation from st and inserts it.
func (bd *Builder) Create(st *OperationState) *Operation {
	return bd.Insert(NewOperation(bd.Ctx, st))
}

// CreateBlock adds a block with the given argument types at the end of r and
// moves the insertion point to its end.
func (bd *Builder) CreateBlock(r *Region, argTypes []Type, locs []Location) *Block {
	b := NewBlock()
	for i, t := range argTypes {
		var l Location = bd.Ctx.UnknownLoc()
		if i < len(locs) {
			l = locs[i]
		}
		b.AddArg(t, l)
	}
	r.Append(b)
	bd.SetInsertionPointToEnd(b)
	return b
}
