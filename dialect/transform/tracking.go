package transform

import (
	"github.com/gomlir/gomlir/ir"
)

// tracker is upstream's error-checking TrackingListener: while a transform
// op rewrites the payload with patterns, it keeps the handles pointing at
// live payload. A replaced op is replaced in every handle by the op that
// defines all its replacement values when that op
// has the same name or is a constant; an erased op leaves every handle.
// A replacement it cannot find for a handle still in use is a silenceable
// failure of the transform op.
type tracker struct {
	st        *State
	transform *ir.Operation
	failure   *Failure
	// errors counts the replacements not found.
	errors int
}

// OpInserted is a no-op.
func (*tracker) OpInserted(*ir.Operation) {}

// OpModified is a no-op.
func (*tracker) OpModified(*ir.Operation) {}

// OpErased drops op and its results from every handle.
func (t *tracker) OpErased(op *ir.Operation) {
	t.st.replacePayloadOp(op, nil)
	for i := 0; i < op.NumResults(); i++ {
		t.st.dropPayloadValue(op.Result(i))
	}
}

// OpReplaced moves the handles of op to its replacement op.
func (t *tracker) OpReplaced(op *ir.Operation, vals []*ir.Value) {
	if op.NumResults() == 0 {
		return
	}
	handle := t.st.aliveHandle(op, t.transform)
	if handle == nil {
		return
	}
	repl, note := findReplacementOp(op, vals)
	if repl == nil {
		d := ir.Errorf(t.transform.Loc(), "tracking listener failed to find replacement op during application of this transform op")
		d.AttachNote(t.transform.Loc(), "%s", note)
		d.AttachNote(handle.Loc(), "replacement is required because this handle must be updated")
		if t.failure == nil {
			t.failure = &Failure{}
		}
		t.failure.Diags = append(t.failure.Diags, d)
		d.AttachNote(op.Loc(), "[%d] replaced op", t.errors)
		for i, v := range vals {
			d.AttachNote(v.Loc(), "[%d] replacement value %d", t.errors, i)
		}
		t.errors++
	}
	t.st.replacePayloadOp(op, repl)
}

// findReplacementOp is upstream's TrackingListener::findReplacementOp with
// its default configuration (casts are not looked through): nil and why
// when no op qualifies.
func findReplacementOp(op *ir.Operation, vals []*ir.Value) (*ir.Operation, string) {
	def := commonDefiningOp(vals)
	if def == nil {
		return nil, "replacement values belong to different ops"
	}
	if def.Name() == op.Name() || def.HasTrait(ir.TraitConstantLike) {
		return def, ""
	}
	return nil, "ran out of suggestions"
}

// commonDefiningOp returns the op defining every value of vals (nil when
// there is none).
func commonDefiningOp(vals []*ir.Value) *ir.Operation {
	var def *ir.Operation
	for _, v := range vals {
		d := v.DefiningOp()
		if d == nil || (def != nil && d != def) {
			return nil
		}
		def = d
	}
	return def
}

// replacePayloadOp replaces op by repl in every handle (drops it when
// repl is nil). A changed handle gets a new list: callers may be ranging
// over the old one.
func (st *State) replacePayloadOp(op, repl *ir.Operation) {
	for _, h := range st.handles {
		if ops := st.ops[h]; containsOp(ops, op) {
			st.ops[h] = replaced(ops, func(o *ir.Operation) bool { return o == op }, repl)
		}
	}
}

// replaced returns ops with each op for which match holds replaced by
// repl, or left out when repl is nil.
func replaced(ops []*ir.Operation, match func(*ir.Operation) bool, repl *ir.Operation) []*ir.Operation {
	out := make([]*ir.Operation, 0, len(ops))
	for _, o := range ops {
		switch {
		case !match(o):
			out = append(out, o)
		case repl != nil:
			out = append(out, repl)
		}
	}
	return out
}

// dropDetached drops from every handle the ops no longer in the payload.
func (st *State) dropDetached() {
	root := outermost(st.topLevel)
	detached := func(o *ir.Operation) bool { return outermost(o) != root }
	for _, h := range st.handles {
		ops := st.ops[h]
		for _, o := range ops {
			if detached(o) {
				st.ops[h] = replaced(ops, detached, nil)
				break
			}
		}
	}
	var gone []*ir.Value
	for _, vals := range st.values {
		for _, v := range vals {
			if d := v.DefiningOp(); d != nil && detached(d) {
				gone = append(gone, v)
			}
		}
	}
	for _, v := range gone {
		st.dropPayloadValue(v)
	}
}

// outermost returns the outermost ancestor of op (op itself at the top).
func outermost(op *ir.Operation) *ir.Operation {
	for p := op.ParentOp(); p != nil; p = op.ParentOp() {
		op = p
	}
	return op
}

// dropPayloadValue drops v from every value handle.
func (st *State) dropPayloadValue(v *ir.Value) {
	for h, vals := range st.values {
		out := vals[:0:0]
		for _, w := range vals {
			if w != v {
				out = append(out, w)
			}
		}
		st.values[h] = out
	}
}

// aliveHandle returns the first handle associated with op that a transform
// op after current still uses (nil when none).
func (st *State) aliveHandle(op, current *ir.Operation) *ir.Value {
	for _, h := range st.handles {
		if !containsOp(st.ops[h], op) {
			continue
		}
		for u := h.FirstUse(); u != nil; u = u.Next() {
			if usedAfter(u.Owner(), current) {
				return h
			}
		}
	}
	return nil
}

// containsOp reports whether ops holds op.
func containsOp(ops []*ir.Operation, op *ir.Operation) bool {
	for _, o := range ops {
		if o == op {
			return true
		}
	}
	return false
}

// usedAfter reports whether user runs after current: it is, or is nested
// in, an op after current in current's block, or lies outside that block.
func usedAfter(user, current *ir.Operation) bool {
	for a := user; a != nil; a = a.ParentOp() {
		if a == current {
			return false
		}
		if a.Block() == current.Block() {
			return current.IsBeforeInBlock(a)
		}
	}
	return true
}
