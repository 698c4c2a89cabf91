package oneshot

import (
	"github.com/gomlir/gomlir/dialect/bufferization"
	"github.com/gomlir/gomlir/dialect/cf"
	"github.com/gomlir/gomlir/dialect/memref"
	"github.com/gomlir/gomlir/ir"
)

// Unstructured control flow (upstream's UnstructuredControlFlow.h and the
// cf dialect's models): branch operands alias the block arguments they are
// forwarded to; a non-entry block argument's buffer type joins the types of
// its incoming operands; bufferizing a block signature also bufferizes the
// operands its predecessors forward.

func init() {
	attach(cf.Dialect.Ops, map[string]any{
		"cf.br":      branchModel{},
		"cf.cond_br": branchModel{},
	})
}

// forwardedOperand returns the operand of the branch use forwarding to
// block argument index i of its destination (nil when there is none).
func forwardedOperand(use *ir.BlockOperand, i int) *ir.OpOperand {
	op := use.Owner()
	br := ir.BranchInterface(op)
	if br == nil {
		return nil
	}
	start, n := br.SuccessorOperands(op, use.Index())
	start += ir.ProducedOperandCount(op, use.Index())
	if i >= n {
		return nil
	}
	return op.OpOperand(start + i)
}

// callerOperands are the operands forwarded to block argument v by the
// predecessors of its block (upstream's getCallerOpOperands).
func callerOperands(v *ir.Value) []*ir.OpOperand {
	var out []*ir.OpOperand
	for use := v.OwnerBlock().FirstPredecessorUse(); use != nil; use = use.NextUse() {
		if u := forwardedOperand(use, v.Index()); u != nil {
			out = append(out, u)
		}
	}
	return out
}

// branchAliasingOperands is getAliasingBranchOpOperands.
func branchAliasingOperands(v *ir.Value) []AliasingOperand {
	var out []AliasingOperand
	for _, u := range callerOperands(v) {
		out = append(out, AliasingOperand{u, RelEquivalent, false})
	}
	return out
}

// blockArgBufferType is the buffer type of a non-entry block argument:
// the type of its incoming operands when they agree, else a fully dynamic
// layout in their memory space.
func blockArgBufferType(ctx *ir.Context, v *ir.Value, opts *Options, stack []*ir.Value) (ir.Type, error) {
	op := v.OwnerBlock().ParentOp()
	var joined ir.Type
	for _, u := range callerOperands(v) {
		w := u.Get()
		onStack := false
		for _, s := range stack {
			if s == w {
				onStack = true
			}
		}
		if onStack {
			continue
		}
		t := w.Type()
		if isTensor(t) {
			var err error
			if t, err = BufferType(ctx, w, opts, stack); err != nil {
				return nil, err
			}
		}
		if joined == nil || joined == t {
			joined = t
			continue
		}
		if spaceOf(joined) != spaceOf(t) {
			return nil, op.EmitOpError("incoming operands of block argument have inconsistent memory spaces")
		}
		return dynamicMemRef(ctx, v.Type(), spaceOf(joined)), nil
	}
	if joined == nil {
		return nil, op.EmitOpError("could not infer buffer type of block argument")
	}
	return joined, nil
}

// bufferizeBranchOperands rewrites the operands the predecessors of b
// forward to it as buffers of the block's new argument types.
func (rw *Rewriter) bufferizeBranchOperands(b *ir.Block, types []ir.Type) error {
	var uses []*ir.BlockOperand
	for use := b.FirstPredecessorUse(); use != nil; use = use.NextUse() {
		uses = append(uses, use)
	}
	for _, use := range uses {
		op := use.Owner()
		if ir.BranchInterface(op) == nil {
			return op.EmitOpError("cannot bufferize ops with block references that do not implement BranchOpInterface")
		}
		for i, t := range types {
			u := forwardedOperand(use, i)
			if u == nil || u.Get().Type() == t {
				continue
			}
			w := u.Get()
			bt, err := rw.BufferType(w)
			if err != nil {
				return err
			}
			setInsertionPointAfterValue(rw.Builder, w)
			buf := bufferization.BuildToBufferOp(rw.Builder, w.Loc(), w, bt).Buffer()
			if t != bt {
				buf = memref.BuildCastOp(rw.Builder, w.Loc(), buf, t).Result(0)
			}
			u.Set(buf)
		}
	}
	return nil
}

// branchModel is the model of cf.br and cf.cond_br: forwarded operands
// alias the destination's block arguments; they are bufferized with the
// destination block's signature.
type branchModel struct{}

func (branchModel) BufferizesToMemoryRead(*ir.OpOperand, *State) bool  { return false }
func (branchModel) BufferizesToMemoryWrite(*ir.OpOperand, *State) bool { return false }
func (branchModel) AliasingValues(u *ir.OpOperand, _ *State) []AliasingValue {
	op := u.Owner()
	br := ir.BranchInterface(op)
	var out []AliasingValue
	for i := 0; i < op.NumSuccessors(); i++ {
		start, n := br.SuccessorOperands(op, i)
		if n == 0 || u.Index() < start || u.Index() >= start+n {
			continue
		}
		out = append(out, AliasingValue{op.Successor(i).Arg(u.Index() - start), RelEquivalent, false})
	}
	return out
}
func (branchModel) Bufferize(*ir.Operation, *Rewriter) error { return nil }
