// Package rewrite provides pattern rewriting: patterns, a rewriter that
// reports every IR change to a listener, the greedy driver (folding,
// constant de-duplication, region simplification) and helpers to apply
// patterns once.
package rewrite

import (
	"github.com/gomlir/gomlir/ir"
)

// Pattern rewrites an operation it matches.
type Pattern interface {
	// Root returns the op name the pattern applies to ("" for any op).
	Root() string
	// Benefit orders patterns: higher first.
	Benefit() int
	// MatchAndRewrite rewrites op through rw and reports whether it did.
	MatchAndRewrite(op *ir.Operation, rw *Rewriter) bool
}

// Func is a Pattern written as a function: the concise way to write
// patterns in Go (the DRR of the spec).
type Func struct {
	Name    string
	On      string
	Weight  int
	Rewrite func(op *ir.Operation, rw *Rewriter) bool
}

// Root returns the anchor op name.
func (f *Func) Root() string { return f.On }

// Benefit returns the pattern's benefit.
func (f *Func) Benefit() int { return f.Weight }

// MatchAndRewrite calls the function.
func (f *Func) MatchAndRewrite(op *ir.Operation, rw *Rewriter) bool { return f.Rewrite(op, rw) }

// Listener is told about every change a Rewriter makes.
type Listener interface {
	OpInserted(op *ir.Operation)
	OpModified(op *ir.Operation)
	// OpReplaced is called before op's results are replaced.
	OpReplaced(op *ir.Operation, vals []*ir.Value)
	// OpErased is called for each erased op, nested ops first.
	OpErased(op *ir.Operation)
}

// Rewriter changes IR and reports each change to its listener. It embeds
// a Builder whose created ops are reported as inserted.
type Rewriter struct {
	*ir.Builder
	listener Listener
}

// NewRewriter returns a rewriter reporting to l (nil: nobody).
func NewRewriter(ctx *ir.Context, l Listener) *Rewriter {
	rw := &Rewriter{Builder: ir.NewBuilder(ctx), listener: l}
	if l != nil {
		rw.Builder.Listener = l.OpInserted
	}
	return rw
}

// ModifyOpInPlace runs f, which changes op in place, and reports it.
func (rw *Rewriter) ModifyOpInPlace(op *ir.Operation, f func()) {
	f()
	if rw.listener != nil {
		rw.listener.OpModified(op)
	}
}

// ReplaceAllUsesWith replaces the uses of from with to, reporting each
// user as modified (in use-list order).
func (rw *Rewriter) ReplaceAllUsesWith(from, to *ir.Value) {
	if from == to {
		return
	}
	for u := from.FirstUse(); u != nil; u = from.FirstUse() {
		user := u.Owner()
		u.Set(to)
		if rw.listener != nil {
			rw.listener.OpModified(user)
		}
	}
}

// ReplaceOp replaces op's results with vals and erases op.
func (rw *Rewriter) ReplaceOp(op *ir.Operation, vals []*ir.Value) {
	if rw.listener != nil {
		rw.listener.OpReplaced(op, vals)
	}
	for i := 0; i < op.NumResults(); i++ {
		rw.ReplaceAllUsesWith(op.Result(i), vals[i])
	}
	rw.EraseOp(op)
}

// EraseOp erases op (whose results must be unused) and its nested ops one
// at a time, as upstream's RewriterBase::eraseOp: regions last first, the
// blocks of a region in post-order from the entry (successors first,
// repeated until the region is empty), the ops of a block last first, each
// reported to the listener just before it goes.
func (rw *Rewriter) EraseOp(op *ir.Operation) {
	if rw.listener == nil {
		op.Erase()
		return
	}
	rw.eraseTree(op)
}

func (rw *Rewriter) eraseTree(op *ir.Operation) {
	for i := op.NumRegions() - 1; i >= 0; i-- {
		r := op.Region(i)
		for !r.Empty() {
			blocks := postOrderFrom(r.First())
			for _, b := range blocks {
				for o := b.Last(); o != nil; {
					prev := o.PrevInBlock()
					rw.eraseTree(o)
					o = prev
				}
			}
			for _, b := range blocks {
				for _, a := range b.Args() {
					dropUses(a)
				}
				b.ReplaceAllUsesWith(nil)
				b.Erase()
			}
		}
	}
	rw.listener.OpErased(op)
	for i := 0; i < op.NumResults(); i++ {
		dropUses(op.Result(i))
	}
	op.Erase()
}

func dropUses(v *ir.Value) {
	for u := v.FirstUse(); u != nil; u = v.FirstUse() {
		u.Set(nil)
	}
}

// postOrderFrom returns the blocks reachable from entry in post-order
// (llvm::post_order_ext), successors in order.
func postOrderFrom(entry *ir.Block) []*ir.Block {
	var out []*ir.Block
	seen := map[*ir.Block]bool{entry: true}
	type frame struct {
		b    *ir.Block
		succ []*ir.Block
		i    int
	}
	stack := []frame{{b: entry, succ: entry.Successors()}}
	for len(stack) > 0 {
		f := &stack[len(stack)-1]
		if f.i < len(f.succ) {
			s := f.succ[f.i]
			f.i++
			if s != nil && !seen[s] && s.Parent() == entry.Parent() {
				seen[s] = true
				stack = append(stack, frame{b: s, succ: s.Successors()})
			}
			continue
		}
		out = append(out, f.b)
		stack = stack[:len(stack)-1]
	}
	return out
}

// EraseBlock erases a block: its ops last first (each as EraseOp), then
// the block itself.
func (rw *Rewriter) EraseBlock(b *ir.Block) {
	if rw.listener == nil {
		b.Erase()
		return
	}
	for o := b.Last(); o != nil; {
		prev := o.PrevInBlock()
		for i := 0; i < o.NumResults(); i++ {
			dropUses(o.Result(i))
		}
		rw.eraseTree(o)
		o = prev
	}
	b.Erase()
}

// EraseOpResults replaces op by a new op without the results i with
// erase[i] set (which must be unused), as upstream's
// RewriterBase::eraseOpResults: the new op, built before op with its
// operands, attributes and properties, takes op's regions; op is replaced
// and erased. It returns the new op.
func (rw *Rewriter) EraseOpResults(op *ir.Operation, erase []bool) *ir.Operation {
	var types []ir.Type
	for i := 0; i < op.NumResults(); i++ {
		if !erase[i] {
			types = append(types, op.Result(i).Type())
		}
	}
	st := &ir.OperationState{Loc: op.Loc(), Name: op.Info(), Operands: op.Operands(), Types: types, Props: op.Props()}
	for i := 0; i < op.NumSuccessors(); i++ {
		st.Successors = append(st.Successors, op.Successor(i))
	}
	for i := 0; i < op.NumRegions(); i++ {
		st.AddRegion().TakeBody(op.Region(i))
	}
	block, before := rw.InsertionBlock(), rw.InsertionPoint()
	rw.SetInsertionPoint(op)
	n := ir.NewOperation(rw.Ctx, st)
	n.SetAttrs(op.Attrs())
	rw.Insert(n)
	switch {
	case before != nil:
		rw.SetInsertionPoint(before)
	case block != nil:
		rw.SetInsertionPointToEnd(block)
	default:
		rw.ClearInsertionPoint()
	}
	repl := make([]*ir.Value, op.NumResults())
	next := 0
	for i := range repl {
		if !erase[i] {
			repl[i] = n.Result(next)
			next++
		}
	}
	rw.ReplaceOp(op, repl)
	return n
}

// Clone inserts a copy of op (operands remapped through m, which learns
// the copied values) at the insertion point and reports it, then every op
// nested in it in pre-order, as inserted: upstream's OpBuilder::clone.
func (rw *Rewriter) Clone(op *ir.Operation, m *ir.Mapping) *ir.Operation {
	c := rw.Insert(op.Clone(rw.Ctx, m))
	if rw.listener != nil {
		for i := 0; i < c.NumRegions(); i++ {
			for b := c.Region(i).First(); b != nil; b = b.Next() {
				for o := b.First(); o != nil; o = o.NextInBlock() {
					o.WalkPre(func(n *ir.Operation) ir.WalkResult {
						rw.listener.OpInserted(n)
						return ir.WalkAdvance
					})
				}
			}
		}
	}
	return c
}

// Create builds an op at the insertion point (reported as inserted).
func (rw *Rewriter) Create(st *ir.OperationState) *ir.Operation { return rw.Builder.Create(st) }

// MoveOpBefore moves op before pos, reporting it as inserted.
func (rw *Rewriter) MoveOpBefore(op, pos *ir.Operation) {
	op.MoveBefore(pos)
	if rw.listener != nil {
		rw.listener.OpInserted(op)
	}
}

// InlineBlockBefore moves the ops of src before pos (in pos's block),
// replacing src's arguments with args, and erases src.
func (rw *Rewriter) InlineBlockBefore(src *ir.Block, pos *ir.Operation, dest *ir.Block, args []*ir.Value) {
	for i, a := range src.Args() {
		rw.ReplaceAllUsesWith(a, args[i])
	}
	for op := src.First(); op != nil; {
		next := op.NextInBlock()
		op.Remove()
		dest.InsertBefore(op, pos)
		if rw.listener != nil {
			rw.listener.OpInserted(op)
		}
		op = next
	}
	src.Erase()
}

// MergeBlocks appends src's ops to dest (src's arguments replaced by args)
// and erases src.
func (rw *Rewriter) MergeBlocks(src, dest *ir.Block, args []*ir.Value) {
	rw.InlineBlockBefore(src, nil, dest, args)
}
