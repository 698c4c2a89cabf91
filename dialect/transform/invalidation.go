package transform

import "github.com/gomlir/gomlir/ir"

// Handle invalidation (upstream's expensive checks): a transform op that
// consumes an operand handle invalidates every handle associated with the
// payload ops of that operand or with ops nested in them; a later use of
// such a handle is a definite failure.

// MappingResource is the resource of transform handle effects: a
// transform op consumes an operand handle with an EffectFree on it.
const MappingResource = "TransformMappingResource"

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
