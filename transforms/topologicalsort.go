package transforms

import (
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/pass"
)

func init() {
	pass.Register(&pass.Info{
		Argument: "topological-sort",
		Name:     "TopologicalSort",
		Summary:  "Sort regions without SSA dominance in topological order",
		New:      func() (pass.Pass, *pass.Options) { return topologicalSort{}, &pass.Options{} },
	})
}

// topologicalSort orders the blocks of graph regions so that definitions
// come before uses where possible.
type topologicalSort struct{}

func (topologicalSort) Run(op *ir.Operation, st *pass.State) error {
	op.Each(func(o *ir.Operation) {
		if !o.IsRegistered() || !o.HasTrait(ir.TraitGraphRegions) {
			return
		}
		for i := 0; i < o.NumRegions(); i++ {
			for b := o.Region(i).First(); b != nil; b = b.Next() {
				SortTopologically(b, nil)
			}
		}
	})
	return nil
}

// SortTopologically reorders the ops of b (but a terminator) so that each
// op comes after the ops defining its operands (and those of its nested
// ops), keeping the original order where it can; ops in cycles are placed
// in order. isOperandReady, when not nil, may declare an operand ready. It
// reports whether every op could be scheduled (no cycle), as upstream's
// sortTopologically.
func SortTopologically(b *ir.Block, isOperandReady func(v *ir.Value, user *ir.Operation) bool) bool {
	end := (*ir.Operation)(nil)
	if last := b.Last(); last != nil && last.IsRegistered() && last.HasTrait(ir.TraitTerminator) {
		end = last
	}
	unscheduled := map[*ir.Operation]bool{}
	for o := b.First(); o != end; o = o.NextInBlock() {
		unscheduled[o] = true
	}
	if len(unscheduled) == 0 {
		return true
	}
	ready := func(op *ir.Operation) bool { return opReady(op, unscheduled, isOperandReady) }
	next := b.First()
	all := true
	for len(unscheduled) > 0 {
		scheduled := false
		for o := next; o != end; {
			after := o.NextInBlock()
			if ready(o) {
				delete(unscheduled, o)
				if o == next {
					next = after
				} else {
					moveOpBefore(b, o, next)
				}
				scheduled = true
			}
			o = after
		}
		if !scheduled {
			all = false
			delete(unscheduled, next)
			next = next.NextInBlock()
		}
	}
	return all
}

// moveOpBefore moves op before pos in b (pos nil: at the end).
func moveOpBefore(b *ir.Block, op, pos *ir.Operation) {
	if pos == nil {
		op.Remove()
		b.Append(op)
		return
	}
	op.MoveBefore(pos)
}

// ComputeTopologicalSorting orders ops, in place, so that each comes after
// the ops of the list that define its operands (or those of its nested
// ops), as upstream's computeTopologicalSorting: ready ops are swapped to
// the front in passes over the list, and when none is ready the first
// unscheduled op is taken (a cycle). It reports whether no cycle was met.
func ComputeTopologicalSorting(ops []*ir.Operation, isOperandReady func(v *ir.Value, user *ir.Operation) bool) bool {
	unscheduled := make(map[*ir.Operation]bool, len(ops))
	for _, o := range ops {
		unscheduled[o] = true
	}
	ready := func(op *ir.Operation) bool { return opReady(op, unscheduled, isOperandReady) }
	next, all := 0, true
	for len(unscheduled) > 0 {
		scheduled := false
		for i := next; i < len(ops); i++ {
			if !ready(ops[i]) {
				continue
			}
			delete(unscheduled, ops[i])
			ops[i], ops[next] = ops[next], ops[i]
			scheduled = true
			next++
		}
		if !scheduled {
			all = false
			delete(unscheduled, ops[next])
			next++
		}
	}
	return all
}

// opReady reports whether op can be scheduled (upstream's isOpReady): no
// operand of it or of its nested ops is defined by, or inside, an
// unscheduled op other than op, unless isOperandReady says it is ready.
func opReady(op *ir.Operation, unscheduled map[*ir.Operation]bool, isOperandReady func(v *ir.Value, user *ir.Operation) bool) bool {
	isReady := func(v *ir.Value) bool {
		if isOperandReady != nil && isOperandReady(v, op) {
			return true
		}
		for p := v.DefiningOp(); p != nil; p = p.ParentOp() {
			if p == op {
				return true
			}
			if unscheduled[p] {
				return false
			}
		}
		return true
	}
	return op.Walk(func(n *ir.Operation) ir.WalkResult {
		for i := 0; i < n.NumOperands(); i++ {
			if !isReady(n.Operand(i)) {
				return ir.WalkInterrupt
			}
		}
		return ir.WalkAdvance
	})
}
