package transforms

import (
	"sort"

	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/pass"
)

func init() {
	pass.Register(&pass.Info{
		Argument: "mem2reg",
		Name:     "Mem2Reg",
		Summary:  "Promotes memory slots into values.",
		Statistics: []pass.Statistic{
			{Name: "new block args", Desc: "Total amount of new block argument inserted in blocks"},
			{Name: "promoted slots", Desc: "Total amount of memory slot promoted"},
		},
		New: func() (pass.Pass, *pass.Options) {
			p := &mem2reg{}
			o := &pass.Options{}
			o.Bool("region-simplify", "Perform control flow optimizations to the region tree", &p.regionSimplify, true)
			return p, o
		},
	})
}

// mem2reg is upstream's Mem2Reg pass: the memory slots of allocations
// (PromotableAllocationOpInterface) whose every use can be removed
// (PromotableMemOpInterface) become SSA values, with block arguments where
// definitions merge.
type mem2reg struct {
	// regionSimplify is accepted for compatibility; as upstream's, the pass
	// does not simplify regions.
	regionSimplify bool
}

func (p *mem2reg) Run(op *ir.Operation, st *pass.State) error {
	dom := ir.NewDominanceInfo()
	for i := 0; i < op.NumRegions(); i++ {
		r := op.Region(i)
		if r.Empty() {
			continue
		}
		var allocators []*ir.Operation
		for _, b := range r.Blocks() {
			for _, o := range b.Ops() {
				o.Each(func(x *ir.Operation) {
					if _, ok := ir.OpInterface[ir.PromotableAllocationOpInterface](x); ok {
						allocators = append(allocators, x)
					}
				})
			}
		}
		promoteSlots(st.Ctx, allocators, dom)
	}
	return nil
}

// promoteSlots is upstream's tryToPromoteMemorySlots: rounds over the
// allocators until none of their slots can be promoted.
func promoteSlots(ctx *ir.Context, work []*ir.Operation, dom *ir.DominanceInfo) {
	for {
		changed := false
		var next []*ir.Operation
		for _, alloc := range work {
			iface, _ := ir.OpInterface[ir.PromotableAllocationOpInterface](alloc)
			promoted := false
			for _, slot := range iface.PromotableSlots(alloc) {
				if !slot.Ptr.HasUses() {
					continue
				}
				a := &slotAnalysis{slot: slot, dom: dom}
				if !a.analyze() {
					continue
				}
				dom = ir.NewDominanceInfo()
				a.dom = dom
				a.promote(ctx, alloc, iface)
				promoted = true
				break
			}
			if !promoted {
				next = append(next, alloc)
			}
			changed = changed || promoted
		}
		if !changed {
			return
		}
		work = next
	}
}

// slotAnalysis holds what the promotion of one slot needs: the uses each
// user must drop, the blocks where definitions merge, and the value
// reaching each user.
type slotAnalysis struct {
	slot         ir.MemorySlot
	dom          *ir.DominanceInfo
	blocking     map[*ir.Operation][]*ir.OpOperand
	users        []*ir.Operation // in use order, deduplicated
	mergePoints  map[*ir.Block]bool
	reachingDefs map[*ir.Operation]*ir.Value
	defaultValue *ir.Value
}

func memOp(op *ir.Operation) ir.PromotableMemOpInterface {
	m, _ := ir.OpInterface[ir.PromotableMemOpInterface](op)
	return m
}

// analyze is MemorySlotPromotionAnalyzer::computeInfo.
func (a *slotAnalysis) analyze() bool {
	a.blocking = map[*ir.Operation][]*ir.OpOperand{}
	region := a.slot.Ptr.ParentRegion()
	for _, use := range a.slot.Ptr.UseList() {
		u := use.Owner()
		if _, seen := a.blocking[u]; !seen {
			a.users = append(a.users, u)
		}
		a.blocking[u] = append(a.blocking[u], use)
	}
	for _, u := range a.users {
		m := memOp(u)
		if m == nil || !m.CanUsesBeRemoved(u, a.slot, a.blocking[u]) || u.ParentRegion() != region {
			return false
		}
	}
	a.mergePoints = map[*ir.Block]bool{}
	if region.HasOneBlock() {
		return true
	}
	a.computeMergePoints(region)
	for b := range a.mergePoints {
		for _, pred := range b.Predecessors() {
			if _, ok := ir.OpInterface[ir.BranchOpInterface](pred.Terminator()); !ok {
				return false
			}
			if _, ok := ir.OpInterface[ir.BranchOperandAppender](pred.Terminator()); !ok {
				return false
			}
		}
	}
	return true
}

// computeMergePoints is the iterated dominance frontier of the blocks
// storing to the slot, restricted to the blocks where it is live-in.
func (a *slotAnalysis) computeMergePoints(region *ir.Region) {
	defining := map[*ir.Block]bool{}
	for _, u := range a.users {
		if memOp(u).StoresTo(u, a.slot) {
			defining[u.Block()] = true
		}
	}
	liveIn := map[*ir.Block]bool{}
	var work []*ir.Block
	visited := map[*ir.Block]bool{}
	for _, u := range a.users {
		b := u.Block()
		if visited[b] {
			continue
		}
		visited[b] = true
		for _, o := range b.Ops() {
			m := memOp(o)
			if m == nil {
				continue
			}
			if m.LoadsFrom(o, a.slot) {
				work = append(work, b)
				break
			}
			if m.StoresTo(o, a.slot) {
				break
			}
		}
	}
	for len(work) > 0 {
		b := work[len(work)-1]
		work = work[:len(work)-1]
		if liveIn[b] {
			continue
		}
		liveIn[b] = true
		for _, pred := range b.Predecessors() {
			if !defining[pred] {
				work = append(work, pred)
			}
		}
	}
	// Dominance frontiers of the reachable blocks.
	frontier := map[*ir.Block][]*ir.Block{}
	order := a.dom.PreOrder(region)
	reachable := map[*ir.Block]bool{}
	for _, b := range order {
		reachable[b] = true
	}
	for _, b := range order {
		preds := b.Predecessors()
		if len(preds) < 2 {
			continue
		}
		idom := a.dom.Idom(b)
		for _, p := range preds {
			for runner := p; runner != nil && runner != idom && reachable[runner]; runner = a.dom.Idom(runner) {
				frontier[runner] = appendOnce(frontier[runner], b)
			}
		}
	}
	var queue []*ir.Block
	for _, b := range order {
		if defining[b] {
			queue = append(queue, b)
		}
	}
	seen := map[*ir.Block]bool{}
	for len(queue) > 0 {
		x := queue[0]
		queue = queue[1:]
		for _, y := range frontier[x] {
			if seen[y] || !liveIn[y] {
				continue
			}
			seen[y] = true
			a.mergePoints[y] = true
			if !defining[y] {
				queue = append(queue, y)
			}
		}
	}
}

func appendOnce(list []*ir.Block, b *ir.Block) []*ir.Block {
	for _, x := range list {
		if x == b {
			return list
		}
	}
	return append(list, b)
}

// reachingDefInBlock records the value reaching each user in b and returns
// the one leaving b.
func (a *slotAnalysis) reachingDefInBlock(b *ir.Block, def *ir.Value) *ir.Value {
	for _, o := range b.Ops() {
		m := memOp(o)
		if m == nil {
			continue
		}
		if _, ok := a.blocking[o]; ok {
			a.reachingDefs[o] = def
		}
		if m.StoresTo(o, a.slot) {
			def = m.Stored(o, a.slot, def)
		}
	}
	return def
}

// promote is MemorySlotPromoter::promoteSlot.
func (a *slotAnalysis) promote(ctx *ir.Context, alloc *ir.Operation, iface ir.PromotableAllocationOpInterface) {
	b := ir.NewBuilder(ctx)
	ptrBlock := a.slot.Ptr.OwnerBlock()
	defaultValue := func() *ir.Value {
		if a.defaultValue == nil {
			b.SetInsertionPointToStart(ptrBlock)
			a.defaultValue = iface.DefaultValue(alloc, a.slot, b)
		}
		return a.defaultValue
	}
	a.reachingDefs = map[*ir.Operation]*ir.Value{}
	region := a.slot.Ptr.ParentRegion()
	init := defaultValue()
	if region.HasOneBlock() {
		a.reachingDefInBlock(region.First(), init)
	} else {
		children := map[*ir.Block][]*ir.Block{}
		for _, blk := range a.dom.PreOrder(region) {
			if p := a.dom.Idom(blk); p != nil {
				children[p] = append(children[p], blk)
			}
		}
		type job struct {
			b   *ir.Block
			def *ir.Value
		}
		stack := []job{{region.First(), init}}
		for len(stack) > 0 {
			j := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			if a.mergePoints[j.b] {
				j.def = j.b.AddArg(a.slot.ElemType, a.slot.Ptr.Loc())
			}
			j.def = a.reachingDefInBlock(j.b, j.def)
			if term := j.b.Terminator(); term != nil {
				if app, ok := ir.OpInterface[ir.BranchOperandAppender](term); ok {
					for i := 0; i < term.NumSuccessors(); i++ {
						if a.mergePoints[term.Successor(i)] {
							app.AppendSuccessorOperands(term, i, []*ir.Value{j.def})
						}
					}
				}
			}
			for _, c := range children[j.b] {
				stack = append(stack, job{c, j.def})
			}
		}
	}
	a.removeBlockingUses(defaultValue)
	// Branches from blocks the walk did not reach forward the default value.
	for _, mp := range region.Blocks() {
		if !a.mergePoints[mp] {
			continue
		}
		for _, pred := range mp.Predecessors() {
			term := pred.Terminator()
			br := ir.BranchInterface(term)
			for i := 0; i < term.NumSuccessors(); i++ {
				if term.Successor(i) != mp {
					continue
				}
				if _, n := br.SuccessorOperands(term, i); n+ir.ProducedOperandCount(term, i) == mp.NumArgs() {
					continue
				}
				if app, ok := ir.OpInterface[ir.BranchOperandAppender](term); ok {
					app.AppendSuccessorOperands(term, i, []*ir.Value{defaultValue()})
				}
			}
		}
	}
	iface.HandlePromotionComplete(alloc, a.slot, a.defaultValue)
}

// removeBlockingUses has the users, latest first in dominance order, drop
// their uses of the slot.
func (a *slotAnalysis) removeBlockingUses(defaultValue func() *ir.Value) {
	users := append([]*ir.Operation(nil), a.users...)
	index := map[*ir.Block]int{}
	for i, blk := range a.slot.Ptr.ParentRegion().Blocks() {
		index[blk] = i
	}
	sort.SliceStable(users, func(i, j int) bool {
		bi, bj := users[i].Block(), users[j].Block()
		if bi != bj {
			return index[bi] < index[bj]
		}
		return users[i].IsBeforeInBlock(users[j])
	})
	var erase []*ir.Operation
	for i := len(users) - 1; i >= 0; i-- {
		u := users[i]
		def := a.reachingDefs[u]
		if def == nil {
			def = defaultValue()
		}
		if memOp(u).RemoveBlockingUses(u, a.slot, def) {
			erase = append(erase, u)
		}
	}
	for _, u := range erase {
		u.Erase()
	}
}
