package transforms

import (
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/pass"
)

func init() {
	pass.Register(&pass.Info{
		Argument: "sroa",
		Name:     "SROA",
		Summary:  "Scalar Replacement of Aggregates",
		New:      func() (pass.Pass, *pass.Options) { return sroa{}, &pass.Options{} },
	})
}

// sroa is upstream's SROA pass: the slots of allocations
// (DestructurableAllocationOpInterface) whose every use is an accessor at
// a known element (DestructurableAccessorOpInterface) are split into one
// slot per used element, until no slot splits further.
type sroa struct{}

func (sroa) Run(op *ir.Operation, st *pass.State) error {
	for i := 0; i < op.NumRegions(); i++ {
		region := op.Region(i)
		if region.First() == nil {
			continue
		}
		var allocators []*ir.Operation
		for b := region.First(); b != nil; b = b.Next() {
			for o := b.First(); o != nil; o = o.NextInBlock() {
				o.Each(func(x *ir.Operation) {
					if _, ok := ir.OpInterface[ir.DestructurableAllocationOpInterface](x); ok {
						allocators = append(allocators, x)
					}
				})
			}
		}
		destructureMemorySlots(st.Ctx, allocators)
	}
	return nil
}

// destructureMemorySlots is upstream's tryToDestructureMemorySlots: rounds
// over the allocators, splitting the first destructurable slot of each,
// with the new allocators tried in the next round.
func destructureMemorySlots(ctx *ir.Context, allocators []*ir.Operation) {
	work := allocators
	for {
		var next []*ir.Operation
		changed := false
		for _, alloc := range work {
			iface, _ := ir.OpInterface[ir.DestructurableAllocationOpInterface](alloc)
			done := false
			for _, slot := range iface.DestructurableSlots(alloc) {
				used, accessors, ok := destructuringInfo(slot)
				if !ok {
					continue
				}
				next = append(next, destructureSlot(ctx, alloc, iface, slot, used, accessors)...)
				done = true
				break
			}
			if !done {
				next = append(next, alloc)
			}
			changed = changed || done
		}
		if !changed {
			return
		}
		work = next
	}
}

// destructuringInfo is upstream's computeDestructuringInfo: the used
// element indices (in the order the uses first access them) and the
// accessors, when every use of the slot is an accessor that can be
// rewired (no op here can be promoted out of a blocking use).
func destructuringInfo(slot ir.DestructurableMemorySlot) (used []ir.Attribute, accessors []*ir.Operation, ok bool) {
	if !slot.Ptr.HasUses() {
		return nil, nil, false
	}
	seen := map[ir.Attribute]bool{}
	use := func(index ir.Attribute) {
		if !seen[index] {
			seen[index] = true
			used = append(used, index)
		}
	}
	for u := slot.Ptr.FirstUse(); u != nil; u = u.Next() {
		acc, isAcc := ir.OpInterface[ir.DestructurableAccessorOpInterface](u.Owner())
		if !isAcc || !acc.CanRewire(u.Owner(), slot, use) {
			return nil, nil, false
		}
		accessors = append(accessors, u.Owner())
	}
	return used, accessors, true
}

// destructureSlot is upstream's destructureSlot: it creates the subslots,
// rewires the accessors and completes the allocation; it returns the
// allocators to try next.
func destructureSlot(ctx *ir.Context, alloc *ir.Operation, iface ir.DestructurableAllocationOpInterface,
	slot ir.DestructurableMemorySlot, used []ir.Attribute, accessors []*ir.Operation) []*ir.Operation {
	b := ir.NewBuilder(ctx)
	if d := slot.Ptr.DefiningOp(); d != nil {
		b.SetInsertionPointToStart(d.Block())
	} else {
		b.SetInsertionPointToStart(slot.Ptr.OwnerBlock())
	}
	subslots, created := iface.Destructure(alloc, slot, used, b)
	// Upstream rewires the users in reverse topological order; rewiring
	// changes only the rewired op, so any order gives the same IR.
	var erase []*ir.Operation
	for i := len(accessors) - 1; i >= 0; i-- {
		acc := accessors[i]
		b.SetInsertionPointAfter(acc)
		a, _ := ir.OpInterface[ir.DestructurableAccessorOpInterface](acc)
		if a.Rewire(acc, slot, subslots, b) {
			erase = append(erase, acc)
		}
	}
	for _, o := range erase {
		o.Erase()
	}
	if n := iface.HandleDestructuringComplete(alloc, slot, b); n != nil {
		created = append(created, n)
	}
	return created
}
