package transforms

import (
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/pass"
)

func init() {
	pass.Register(&pass.Info{
		Argument:  "optimize-allocation-liveness",
		Name:      "OptimizeAllocationLivenessPass",
		Summary:   "This pass optimizes the liveness of temp allocations in the input function",
		OpName:    "func.func",
		Dependent: []string{"memref"},
		New:       func() (pass.Pass, *pass.Options) { return allocLiveness{}, &pass.Options{} },
	})
}

// allocLiveness is upstream's OptimizeAllocationLivenessPass: the single
// free of an allocation, in the allocation's block, moves right after the
// last user of the buffer or of a view of it.
type allocLiveness struct{}

// ancestorIn returns the ancestor of op (op included) in block b, or nil.
func ancestorIn(b *ir.Block, op *ir.Operation) *ir.Operation {
	for ; op != nil; op = op.ParentOp() {
		if op.Block() == b {
			return op
		}
	}
	return nil
}

// happensBefore reports whether a or one of its ancestors comes before b
// in a common block, b not being nested in a.
func happensBefore(a, b *ir.Operation) bool {
	for ; a != nil; a = a.ParentOp() {
		if a != b && a.IsAncestor(b) {
			return false
		}
		if anc := ancestorIn(a.Block(), b); anc != nil {
			return a.IsBeforeInBlock(anc)
		}
	}
	return false
}

// singleFreeUser is findUserWithFreeSideEffect: the one user of v declaring
// a free (of anything), or nil.
func singleFreeUser(v *ir.Value) *ir.Operation {
	var free *ir.Operation
	for _, u := range v.Users() {
		m, ok := ir.OpInterface[ir.MemoryEffectOpInterface](u)
		if !ok {
			continue
		}
		for _, e := range m.Effects(u) {
			if e.Effect == ir.EffectFree {
				if free != nil {
					return nil
				}
				free = u
			}
		}
	}
	return free
}

func (allocLiveness) Run(fn *ir.Operation, st *pass.State) error {
	if fn.Region(0).Empty() {
		return nil
	}
	o := newOrigins(fn)
	type entry struct {
		op  *ir.Operation
		val *ir.Value
	}
	var allocs []entry
	fn.Each(func(op *ir.Operation) {
		m, ok := ir.OpInterface[ir.MemoryEffectOpInterface](op)
		if !ok {
			return
		}
		var results []*ir.Value
		any := false
		for _, e := range m.Effects(op) {
			if e.Effect != ir.EffectAllocate {
				continue
			}
			any = true
			if e.Value != nil && e.Value.DefiningOp() == op {
				results = append(results, e.Value)
			}
		}
		if any && len(results) == 1 {
			allocs = append(allocs, entry{op, results[0]})
		}
	})
	for _, a := range allocs {
		dealloc := singleFreeUser(a.val)
		if dealloc == nil || dealloc.Block() != a.op.Block() {
			continue
		}
		var last *ir.Operation
		for _, dep := range o.resolve(a.val) {
			for _, u := range dep.Users() {
				if u == dealloc {
					continue
				}
				top := ancestorIn(a.op.Block(), u)
				if top == nil {
					continue
				}
				if last == nil || happensBefore(last, top) {
					last = top
				}
			}
		}
		if last != nil {
			dealloc.MoveAfter(last)
		}
	}
	return nil
}
