package transform

import (
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/ods"
)

// Handle invalidation (upstream's expensive checks): a transform op that
// consumes an operand handle invalidates every handle associated with the
// payload ops of that operand or with ops nested in them; a later use of
// such a handle is a definite failure.

// The resources of transform op effects: handles live in the mapping (a
// transform op consumes an operand handle with an EffectFree on it), the
// payload in the payload IR.
const (
	MappingResource = "TransformMappingResource"
	PayloadResource = "PayloadIRResource"
)

// onlyReadsHandles returns the effects of reading the given handles.
func onlyReadsHandles(vals ...*ir.Value) []ir.EffectInstance {
	out := make([]ir.EffectInstance, len(vals))
	for i, v := range vals {
		out[i] = ir.EffectInstance{Effect: ir.EffectRead, Value: v, Resource: MappingResource}
	}
	return out
}

// producesHandles returns the effects of defining the given handles.
func producesHandles(vals ...*ir.Value) []ir.EffectInstance {
	var out []ir.EffectInstance
	for _, v := range vals {
		out = append(out, ir.EffectInstance{Effect: ir.EffectAllocate, Value: v, Resource: MappingResource},
			ir.EffectInstance{Effect: ir.EffectWrite, Value: v, Resource: MappingResource})
	}
	return out
}

// Effects on the payload.
var (
	readsPayload    = []ir.EffectInstance{{Effect: ir.EffectRead, Resource: PayloadResource}}
	modifiesPayload = []ir.EffectInstance{{Effect: ir.EffectRead, Resource: PayloadResource}, {Effect: ir.EffectWrite, Resource: PayloadResource}}
)

// HandleEffects is the usual shape of transform op effects: the operands
// read, the results produced, and the payload read (or modified).
func HandleEffects(modifies bool) ir.EffectsFunc {
	return func(op *ir.Operation) []ir.EffectInstance {
		out := append(onlyReadsHandles(op.Operands()...), producesHandles(op.Results()...)...)
		if modifies {
			return append(out, modifiesPayload...)
		}
		return append(out, readsPayload...)
	}
}

// handleOnlyEffects are the effects of ops that only manipulate handles
// (no payload effect).
func handleOnlyEffects(op *ir.Operation) []ir.EffectInstance {
	return append(onlyReadsHandles(op.Operands()...), producesHandles(op.Results()...)...)
}

// printEffects are transform.print's: it reads its handle and the payload
// and writes to the output, which has no resource of its own.
func printEffects(op *ir.Operation) []ir.EffectInstance {
	out := append(onlyReadsHandles(op.Operands()...), readsPayload...)
	return append(out, ir.EffectInstance{Effect: ir.EffectWrite})
}

// sequenceEffects are upstream's getPotentialTopLevelEffects: operands
// read and results produced; without a root, the effects of the body's
// ops; with one, the body's effects on the root's block argument, moved
// onto the root.
func sequenceEffects(op *ir.Operation) []ir.EffectInstance {
	out := append(onlyReadsHandles(op.Operands()...), producesHandles(op.Results()...)...)
	b := op.Region(0).First()
	if b == nil {
		return out
	}
	_, nRoot := ods.GroupRange(op, 0, false)
	for o := b.First(); o != nil; o = o.NextInBlock() {
		me, ok := ir.OpInterface[ir.MemoryEffectOpInterface](o)
		if !ok {
			continue
		}
		for _, e := range me.Effects(o) {
			switch {
			case nRoot == 0:
				out = append(out, e)
			case b.NumArgs() > 0 && e.Value == b.Arg(0):
				e.Value = op.Operand(0)
				out = append(out, e)
			}
		}
	}
	return out
}

// payloadEffect reports whether op has an effect e on the payload.
func payloadEffect(op *ir.Operation, e ir.MemoryEffect) bool {
	me, ok := ir.OpInterface[ir.MemoryEffectOpInterface](op)
	if !ok {
		return false
	}
	for _, x := range me.Effects(op) {
		if x.Effect == e && x.Resource == PayloadResource {
			return true
		}
	}
	return false
}

// consumesArg reports whether an op of the block consumes handle v.
func consumesArg(b *ir.Block, v *ir.Value) bool {
	for o := b.First(); o != nil && o != b.Terminator(); o = o.NextInBlock() {
		for _, i := range consumedOperands(o) {
			if o.Operand(i) == v {
				return true
			}
		}
	}
	return false
}

// regionEffects are the effects of ops running a body once per payload
// element (foreach): operands consumed when the body consumes the block
// argument, the payload modified or read as the body does.
func regionEffects(op *ir.Operation) []ir.EffectInstance {
	b := op.Region(0).First()
	var out []ir.EffectInstance
	modifies, reads := false, false
	for i, v := range op.Operands() {
		if b != nil && i < b.NumArgs() && consumesArg(b, b.Arg(i)) {
			out = append(out, consumesHandles(v)...)
		} else {
			out = append(out, onlyReadsHandles(v)...)
		}
	}
	if b != nil {
		for o := b.First(); o != nil && o != b.Terminator(); o = o.NextInBlock() {
			modifies = modifies || payloadEffect(o, ir.EffectWrite)
			reads = reads || payloadEffect(o, ir.EffectRead)
		}
	}
	switch {
	case modifies:
		out = append(out, modifiesPayload...)
	case reads:
		out = append(out, readsPayload...)
	}
	return append(out, producesHandles(op.Results()...)...)
}

// consumesHandles returns the effects of consuming the given operands
// (read then free of their mapping).
func consumesHandles(vals ...*ir.Value) []ir.EffectInstance {
	var out []ir.EffectInstance
	for _, v := range vals {
		out = append(out, ir.EffectInstance{Effect: ir.EffectRead, Value: v, Resource: MappingResource},
			ir.EffectInstance{Effect: ir.EffectFree, Value: v, Resource: MappingResource})
	}
	return out
}

// consumedOperands returns the indices of the operands op consumes.
func consumedOperands(op *ir.Operation) []int {
	me, ok := ir.OpInterface[ir.MemoryEffectOpInterface](op)
	if !ok {
		return nil
	}
	var out []int
	for _, e := range me.Effects(op) {
		if e.Effect != ir.EffectFree || e.Resource != MappingResource || e.Value == nil {
			continue
		}
		for i, v := range op.Operands() {
			if v == e.Value {
				out = append(out, i)
				break
			}
		}
	}
	return out
}

// invalidation records why a handle was invalidated.
type invalidation struct {
	handle           *ir.Value
	consumer         *ir.Operation
	operand          int
	ancestor, nested ir.Location
}

// diag is the error reported when user uses the invalidated handle.
func (inv *invalidation) diag(user *ir.Operation) *ir.Diagnostic {
	d := ir.Errorf(user.Loc(), "op uses a handle invalidated by a previously executed transform op")
	d.AttachNote(inv.handle.Loc(), "handle to invalidated ops")
	d.AttachNote(inv.consumer.Loc(), "invalidated by this transform op that consumes its operand #%d and invalidates all handles to payload IR entities associated with this operand and entities nested in them", inv.operand)
	d.AttachNote(inv.ancestor, "ancestor payload op")
	d.AttachNote(inv.nested, "nested payload op")
	return d
}

// checkAndInvalidate reports the use of an invalidated operand handle by
// op, then invalidates what op's consumed operands alias.
func (st *State) checkAndInvalidate(op *ir.Operation) *Failure {
	for _, v := range op.Operands() {
		if inv := st.invalid[v]; inv != nil {
			return st.Definite(inv.diag(op))
		}
	}
	for _, i := range consumedOperands(op) {
		consumed := st.ops[op.Operand(i)]
		if len(consumed) == 0 {
			continue
		}
		for _, h := range st.handles {
			if st.invalid[h] != nil {
				continue
			}
			for _, q := range st.ops[h] {
				var anc *ir.Operation
				for _, p := range consumed {
					if p.IsAncestor(q) {
						anc = p
					}
				}
				if anc != nil {
					st.invalid[h] = &invalidation{handle: h, consumer: op, operand: i, ancestor: anc.Loc(), nested: q.Loc()}
					break
				}
			}
		}
	}
	return nil
}
