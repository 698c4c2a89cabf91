package transforms

import (
	"github.com/gomlir/gomlir/dialect/memref"
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/pass"
)

func init() {
	pass.Register(&pass.Info{
		Argument: "buffer-hoisting",
		Name:     "BufferHoistingPass",
		Summary:  "Optimizes placement of allocation operations by moving them into common dominators and out of nested regions",
		OpName:   "func.func",
		New:      func() (pass.Pass, *pass.Options) { return hoistBuffers{loops: false}, &pass.Options{} },
	})
	pass.Register(&pass.Info{
		Argument: "buffer-loop-hoisting",
		Name:     "BufferLoopHoistingPass",
		Summary:  "Optimizes placement of allocation operations by moving them out of loop nests",
		OpName:   "func.func",
		New:      func() (pass.Pass, *pass.Options) { return hoistBuffers{loops: true}, &pass.Options{} },
	})
}

// hoistBuffers is upstream's BufferAllocationHoisting: with loops, the
// BufferLoopHoistingPass (allocations leave sequential loops whose
// iterations do not pass them on); without, the BufferHoistingPass
// (allocations move into the common dominator of their aliases' users and
// out of nested non-loop regions).
type hoistBuffers struct{ loops bool }

// hoistable is AllocationOpInterface::getHoistingKind of memref's
// allocation ops: memref.alloc hoists out of blocks and loops,
// memref.alloca out of loops only.
func (h hoistBuffers) hoistable(op *ir.Operation) bool {
	switch op.Name() {
	case "memref.alloc":
		return true
	case "memref.alloca":
		return h.loops
	}
	return false
}

// hasParallelRegion stands for upstream's HasParallelRegion trait (which
// affine.parallel does not carry in MLIR 22).
func hasParallelRegion(op *ir.Operation) bool {
	switch op.Name() {
	case "scf.parallel", "scf.forall":
		return true
	}
	return false
}

func isKnownControlFlow(op *ir.Operation) bool {
	return ir.LoopLikeInterface(op) != nil || ir.RegionBranchInterface(op) != nil
}

// valueBlock is the block defining v.
func valueBlock(v *ir.Value) *ir.Block {
	if v.IsBlockArgument() {
		return v.OwnerBlock()
	}
	return v.DefiningOp().Block()
}

// sameRegionBlocks is tryGetBlocksInSameRegion: a and b, or their
// ancestors, in one region.
func sameRegionBlocks(a, b *ir.Block) (*ir.Block, *ir.Block, bool) {
	if a.Parent() == b.Parent() {
		return a, b, true
	}
	regionsA := map[*ir.Region]bool{}
	for r := a.Parent(); r != nil; {
		regionsA[r] = true
		p := r.ParentOp()
		if p == nil || p.Block() == nil {
			break
		}
		r = p.Block().Parent()
	}
	for !regionsA[b.Parent()] {
		p := b.Parent().ParentOp()
		if p == nil || p.Block() == nil {
			return nil, nil, false
		}
		b = p.Block()
	}
	for a.Parent() != b.Parent() {
		a = a.Parent().ParentOp().Block()
	}
	return a, b, true
}

// nearestCommonDominator is findNearestCommonDominator over two blocks.
func nearestCommonDominator(dom *ir.DominanceInfo, a, b *ir.Block) *ir.Block {
	if a == nil || b == nil {
		return nil
	}
	if a == b {
		return a
	}
	a, b, ok := sameRegionBlocks(a, b)
	if !ok {
		return nil
	}
	if a == b {
		return a
	}
	ancestors := map[*ir.Block]bool{}
	for x := a; x != nil; x = dom.Idom(x) {
		ancestors[x] = true
	}
	for x := b; x != nil; x = dom.Idom(x) {
		if ancestors[x] {
			return x
		}
	}
	return nil
}

func properlyDominates(dom *ir.DominanceInfo, a, b *ir.Block) bool {
	return a != b && dom.Dominates(a, b)
}

func (h hoistBuffers) Run(fn *ir.Operation, st *pass.State) error {
	o := newOrigins(fn)
	dom := ir.NewDominanceInfo()
	var allocs []*ir.Value
	fn.Each(func(op *ir.Operation) {
		found := allocatedResult(op)
		if found == nil {
			return
		}
		if _, ok := memref.FindDealloc(found); ok {
			allocs = append(allocs, found)
		}
	})
	fn.Each(func(op *ir.Operation) {
		if op.Name() == "memref.alloca" {
			allocs = append(allocs, op.Result(0))
		}
	})
	for _, v := range allocs {
		def := v.DefiningOp()
		if !h.hoistable(def) || !dom.IsReachableFromEntry(def.Block()) {
			continue
		}
		blocks := []*ir.Block{def.Block()}
		for _, a := range o.resolve(v) {
			for _, u := range a.Users() {
				blocks = append(blocks, u.Block())
			}
			if a.IsBlockArgument() {
				blocks = append(blocks, a.OwnerBlock())
			}
		}
		domBlock := blocks[0]
		for _, b := range blocks[1:] {
			if domBlock = nearestCommonDominator(dom, domBlock, b); domBlock == nil {
				break
			}
		}
		var depBlock *ir.Block
		for _, x := range def.Operands() {
			if b := valueBlock(x); depBlock == nil || dom.Dominates(depBlock, b) {
				depBlock = b
			}
		}
		placement := h.findPlacement(dom, def.Block(), domBlock, depBlock)
		start := def
		if def.Block() != placement {
			if start = ancestorIn(placement, def); start == nil {
				start = placement.Terminator()
			}
		}
		if start != def {
			def.MoveBefore(start)
		}
	}
	return nil
}

// findPlacement is findPlacementBlock with the hoisting state: the block
// the allocation moves to, walking up dominators and parent ops.
func (h hoistBuffers) findPlacement(dom *ir.DominanceInfo, current, domBlock, depBlock *ir.Block) *ir.Block {
	var upper *ir.Block
	switch {
	case h.loops:
		upper = depBlock
	case depBlock == nil:
		upper = domBlock
	case properlyDominates(dom, domBlock, depBlock):
		upper = depBlock
	default:
		upper = domBlock
	}
	placement := current
	for {
		parentOp := current.ParentOp()
		if parentOp == nil || parentOp.Block() == nil || upper != nil && !properlyDominates(dom, upper, current) {
			break
		}
		parentBlock := parentOp.Block()
		var idom *ir.Block
		if !current.IsEntry() {
			idom = dom.Idom(current)
		}
		if idom != nil && properlyDominates(dom, parentBlock, idom) {
			current = idom
			if !h.loops {
				placement = current
			}
			continue
		}
		legal := !isLoop(parentOp)
		if h.loops {
			legal = !hasParallelRegion(parentOp) && isLoop(parentOp) && (domBlock == nil || !dom.Dominates(domBlock, parentOp.Block()))
		}
		if !isKnownControlFlow(parentOp) || !legal {
			break
		}
		current = parentBlock
		placement = current
	}
	return placement
}
