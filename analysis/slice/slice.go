// Package slice computes upstream's slice analysis (SliceAnalysis.cpp):
// the operations a value or operation transitively depends on.
package slice

import "github.com/gomlir/gomlir/ir"

// Backward returns the backward slice of op, upstream's getBackwardSlice
// without the root: the ops defining op's operands and the values its
// regions use from above, transitively, each after the ops it depends on.
// Isolated-from-above ops are not entered. Unless omitBlockArgs, a block
// argument of a single-block region brings in the region's op.
func Backward(op *ir.Operation, omitBlockArgs bool) []*ir.Operation {
	s := &backward{in: map[*ir.Operation]bool{}, visiting: map[*ir.Operation]bool{op: true}, omitBlockArgs: omitBlockArgs}
	s.visit(op)
	out := s.order[:0]
	for _, o := range s.order {
		if o != op {
			out = append(out, o)
		}
	}
	return out
}

type backward struct {
	order         []*ir.Operation
	in            map[*ir.Operation]bool
	visiting      map[*ir.Operation]bool
	omitBlockArgs bool
}

func (s *backward) visit(op *ir.Operation) {
	if op.HasTrait(ir.TraitIsolatedFromAbove) {
		return
	}
	for i := 0; i < op.NumRegions(); i++ {
		r := op.Region(i)
		for b := r.First(); b != nil; b = b.Next() {
			for o := b.First(); o != nil; o = o.NextInBlock() {
				o.Each(func(inner *ir.Operation) {
					for _, v := range inner.Operands() {
						if !within(v.ParentRegion(), r) {
							s.value(v)
						}
					}
				})
			}
		}
	}
	for _, v := range op.Operands() {
		s.value(v)
	}
	if !s.in[op] {
		s.in[op] = true
		s.order = append(s.order, op)
	}
}

// value enters the op defining v, unless it is in the slice already or
// being visited (a cycle).
func (s *backward) value(v *ir.Value) {
	def := v.DefiningOp()
	if def == nil {
		if s.omitBlockArgs {
			return
		}
		r := v.ParentRegion()
		if r == nil || r.ParentOp() == nil || s.in[r.ParentOp()] || r.ParentOp().NumRegions() != 1 ||
			r.First() == nil || r.First().Next() != nil {
			return
		}
		s.visit(r.ParentOp())
		return
	}
	if s.in[def] || s.visiting[def] {
		return
	}
	s.visiting[def] = true
	s.visit(def)
	delete(s.visiting, def)
}

// within reports whether r is root or nested in it.
func within(r, root *ir.Region) bool {
	for ; r != nil; r = parentRegion(r) {
		if r == root {
			return true
		}
	}
	return false
}

func parentRegion(r *ir.Region) *ir.Region {
	if p := r.ParentOp(); p != nil {
		return p.ParentRegion()
	}
	return nil
}
