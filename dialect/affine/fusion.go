package affine

import (
	"math"

	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/pass"
)

func init() {
	pass.Register(&pass.Info{
		Argument: "affine-loop-fusion",
		Name:     "LoopFusion",
		Summary:  "Fuse affine loop nests",
		New: func() (pass.Pass, *pass.Options) {
			p := &loopFusion{}
			o := &pass.Options{}
			// The default is the C++ float literal 0.30f widened to double.
			o.Double("compute-tolerance", "Fractional increase in additional computation tolerated while fusing", &p.tolerance, float64(float32(0.30)))
			o.Uint("fast-mem-space", "Faster memory space number to promote fusion buffers to", &p.fastMemSpace, 0)
			o.Ulong("local-buf-threshold", "Threshold size (KiB) for promoting local buffers to fast memory space", &p.localBufThreshold, 0)
			o.Bool("maximal", "Enables maximal loop fusion", &p.maximal, false)
			o.Enum("mode", "fusion mode to attempt", &p.mode, "greedy", "greedy", "producer", "sibling")
			o.Describe("mode", "Perform greedy (both producer-consumer and sibling)  fusion",
				"Perform only producer-consumer fusion", "Perform only sibling fusion")
			return p, o
		},
		Dependent: []string{"memref"},
	})
}

// loopFusion is upstream's LoopFusion pass.
type loopFusion struct {
	tolerance         float64
	fastMemSpace      uint64
	localBufThreshold uint64
	maximal           bool
	mode              string
}

func (p *loopFusion) Run(root *ir.Operation, st *pass.State) error {
	var blocks []*ir.Block
	root.Walk(func(op *ir.Operation) ir.WalkResult {
		for i := 0; i < op.NumRegions(); i++ {
			for b := op.Region(i).First(); b != nil; b = b.Next() {
				n := 0
				for o := b.First(); o != nil && n < 2; o = o.NextInBlock() {
					if isFor(o) {
						n++
					}
				}
				if n >= 2 {
					blocks = append(blocks, b)
				}
			}
		}
		return ir.WalkAdvance
	})
	for _, b := range blocks {
		g := newMDG(st.Ctx, b)
		if g == nil {
			continue
		}
		f := &greedyFusion{g: g, ctx: st.Ctx, localBufThreshold: p.localBufThreshold * 1024,
			fastMemSpace: p.fastMemSpace, maximal: p.maximal, tolerance: p.tolerance}
		switch p.mode {
		case "producer":
			f.fuseProducerConsumer(math.MaxInt)
		case "sibling":
			f.fuseSiblings()
		default:
			f.fuseProducerConsumer(1)
			f.fuseSiblings()
			f.fuseProducerConsumer(math.MaxInt)
		}
		f.eraseUnusedAllocations()
	}
	return nil
}

// greedyFusion is upstream's GreedyFusion.
type greedyFusion struct {
	g                 *mdg
	ctx               *ir.Context
	worklist          []int
	localBufThreshold uint64
	fastMemSpace      uint64
	maximal           bool
	tolerance         float64
}

func (f *greedyFusion) init() { f.worklist = f.g.table.order() }

func (f *greedyFusion) pop() int {
	id := f.worklist[len(f.worklist)-1]
	f.worklist = f.worklist[:len(f.worklist)-1]
	return id
}

func (f *greedyFusion) fuseProducerConsumer(maxSrcUsers int) {
	f.init()
	for len(f.worklist) > 0 {
		f.fuseIntoDest(f.pop(), maxSrcUsers)
	}
}

func (f *greedyFusion) fuseSiblings() {
	f.init()
	for len(f.worklist) > 0 {
		id := f.pop()
		n, ok := f.g.nodes[id]
		if !ok || !isFor(n.op) {
			continue
		}
		f.fuseWithSiblings(n)
	}
}

// eraseUnusedAllocations is upstream's eraseUnusedMemRefAllocations.
func (f *greedyFusion) eraseUnusedAllocations() {
	for _, m := range f.g.memrefEdgeCountSeq {
		if f.g.memrefEdgeCount[m] > 0 || m.HasUses() {
			continue
		}
		if op := m.DefiningOp(); op != nil && op.Name() == "memref.alloc" {
			op.Erase()
		}
	}
}

// producerCandidates is upstream's getProducerCandidates.
func (f *greedyFusion) producerCandidates(dstID int) []int {
	dst := f.g.nodes[dstID]
	var consumed []*ir.Value
	for _, l := range dst.loads {
		consumed = append(consumed, accessMemRef(l))
	}
	var ids []int
	for _, e := range f.g.inEdges[dstID] {
		src := f.g.nodes[e.id]
		if !isFor(src.op) {
			continue
		}
		for _, st := range src.stores {
			if containsValue(consumed, accessMemRef(st)) {
				ids = append(ids, src.id)
				break
			}
		}
	}
	sortInts(ids)
	out := ids[:0]
	for i, id := range ids {
		if i == 0 || id != ids[i-1] {
			out = append(out, id)
		}
	}
	return out
}

func sortInts(a []int) {
	for i := 1; i < len(a); i++ {
		for j := i; j > 0 && a[j] < a[j-1]; j-- {
			a[j], a[j-1] = a[j-1], a[j]
		}
	}
}

// producerConsumerMemrefs is upstream's gatherProducerConsumerMemrefs:
// memrefs stored by srcOps and loaded by dstOps (in dst order).
func producerConsumerMemrefs(srcOps, dstOps []*ir.Operation) []*ir.Value {
	var stored, out []*ir.Value
	for _, op := range srcOps {
		if _, w, ok := isAffineAccess(op); ok && w {
			stored = append(stored, accessMemRef(op))
		}
	}
	for _, op := range dstOps {
		if _, w, ok := isAffineAccess(op); ok && !w {
			if m := accessMemRef(op); containsValue(stored, m) && !containsValue(out, m) {
				out = append(out, m)
			}
		}
	}
	return out
}

// isEscapingMemref is upstream's isEscapingMemref.
func isEscapingMemref(memref *ir.Value, block *ir.Block) bool {
	def := memref.DefiningOp()
	if def == nil {
		return true
	}
	if !hasSingleEffect(def, ir.EffectAllocate, memref) {
		return true
	}
	for _, user := range memref.Users() {
		anc := user
		for anc != nil && anc.ParentRegion() != block.Parent() {
			anc = anc.ParentOp()
		}
		if anc == nil {
			return true
		}
		if anc.Block() != block {
			continue
		}
		if _, _, ok := isAffineAccess(user); !ok && !isAffineMapAccess(user) {
			return true
		}
	}
	return false
}

// isAffineMapAccess reports ops of AffineMapAccessInterface beyond the
// loads and stores.
func isAffineMapAccess(op *ir.Operation) bool {
	switch op.Name() {
	case "affine.prefetch", "affine.dma_start", "affine.dma_wait":
		return op.IsRegistered()
	}
	return false
}

func (f *greedyFusion) escapingMemrefs(id int) []*ir.Value {
	var out []*ir.Value
	for _, st := range f.g.nodes[id].stores {
		m := accessMemRef(st)
		if !containsValue(out, m) && isEscapingMemref(m, f.g.block) {
			out = append(out, m)
		}
	}
	return out
}

// canRemoveSrcNode is upstream's canRemoveSrcNodeAfterFusion.
func (f *greedyFusion) canRemoveSrcNode(srcID, dstID int, slice *sliceState, insPoint *ir.Operation, escaping []*ir.Value) bool {
	dstOp := f.g.nodes[dstID].op
	hasOutDeps := false
	for _, e := range f.g.outEdges[srcID] {
		depOp := f.g.nodes[e.id].op
		if depOp == dstOp {
			continue
		}
		if depOp.Block() != dstOp.Block() {
			return false
		}
		if insPoint != depOp && !insPoint.IsBeforeInBlock(depOp) {
			return false
		}
		hasOutDeps = true
	}
	if hasOutDeps || len(escaping) > 0 {
		m, known := slice.maximal(f.ctx)
		if !known || !m {
			return false
		}
	}
	return true
}

// canCreatePrivateMemRef is upstream's.
func (f *greedyFusion) canCreatePrivateMemRef(memref *ir.Value, escaping []*ir.Value, producer, consumer int, removeSrc bool) bool {
	if containsValue(escaping, memref) && (removeSrc || f.g.nodes[consumer].storeOpCount(memref) > 0) {
		return false
	}
	if f.g.incomingMemRefAccesses(producer, memref) > 0 || f.g.outEdgeCount(consumer, memref) > 0 {
		return false
	}
	if removeSrc {
		for _, e := range f.g.outEdges[producer] {
			if e.value == memref && e.id != consumer {
				return false
			}
		}
	}
	return true
}

// fuseIntoDest is upstream's performFusionsIntoDest.
func (f *greedyFusion) fuseIntoDest(dstID, maxSrcUsers int) {
	dst, ok := f.g.nodes[dstID]
	if !ok || !isFor(dst.op) || dst.op.NumResults() > 0 {
		return
	}
	dstFor := dst.op
	for changed := true; changed; {
		changed = false
		cands := f.producerCandidates(dstID)
		for ci := len(cands) - 1; ci >= 0; ci-- {
			srcID := cands[ci]
			src, ok := f.g.nodes[srcID]
			if !ok {
				continue
			}
			srcFor := src.op
			if srcFor.NumResults() > 0 {
				continue
			}
			pcMemrefs := producerConsumerMemrefs(src.stores, dst.loads)
			tooMany := false
			for _, m := range pcMemrefs {
				if f.g.outEdgeCount(srcID, m) > maxSrcUsers {
					tooMany = true
				}
			}
			if tooMany {
				continue
			}
			escaping := f.escapingMemrefs(srcID)
			insPoint := f.g.fusedLoopNestInsertionPoint(srcID, dstID)
			if insPoint == nil {
				continue
			}
			numSurrounding := len(EnclosingForOps(dstFor))
			var dstMemrefOps []*ir.Operation
			for _, op := range dst.loads {
				if containsValue(pcMemrefs, accessMemRef(op)) {
					dstMemrefOps = append(dstMemrefOps, op)
				}
			}
			for _, op := range dst.stores {
				if containsValue(pcMemrefs, accessMemRef(op)) {
					dstMemrefOps = append(dstMemrefOps, op)
				}
			}
			depthTest, _ := innermostCommonLoopDepth(dstMemrefOps)
			depthTest -= numSurrounding
			slices := make([]*sliceState, depthTest)
			maxLegal := 0
			for i := 1; i <= depthTest; i++ {
				s, res := f.canFuseLoops(srcFor, dstFor, i+numSurrounding, nil)
				if res == fuseSuccess {
					maxLegal = i
				}
				slices[i-1] = s
			}
			if maxLegal == 0 {
				continue
			}
			best := maxLegal
			if !f.maximal {
				var producerStores []*ir.Operation
				for _, op := range src.stores {
					if containsValue(pcMemrefs, accessMemRef(op)) {
						producerStores = append(producerStores, op)
					}
				}
				if len(producerStores) == 1 {
					d, ok := f.profitable(producerStores[0], producerStores[0], dstFor, slices, maxLegal)
					if !ok {
						continue
					}
					best = d
				}
			}
			slice := slices[best-1]
			removeSrc := f.canRemoveSrcNode(srcID, dstID, slice, insPoint, escaping)
			var private []*ir.Value
			for _, m := range pcMemrefs {
				if f.canCreatePrivateMemRef(m, escaping, srcID, dstID, removeSrc) {
					private = append(private, m)
				}
			}
			sliceBlock := slice.block
			fuseLoops(f.ctx, srcFor, slice, false)
			changed = true
			if insPoint != dstFor {
				dstFor.MoveBefore(insPoint)
			}
			f.g.updateEdges(srcID, dstID, private, removeSrc)
			if len(private) > 0 {
				storesOf := map[*ir.Value][]*ir.Operation{}
				var order []*ir.Value
				dstFor.Walk(func(op *ir.Operation) ir.WalkResult {
					if _, w, ok := isAffineAccess(op); ok && w {
						if m := accessMemRef(op); containsValue(private, m) {
							if _, seen := storesOf[m]; !seen {
								order = append(order, m)
							}
							storesOf[m] = append(storesOf[m], op)
						}
					}
					return ir.WalkAdvance
				})
				for _, m := range order {
					nm := f.createPrivateMemRef(dstFor, storesOf[m], best, sliceBlock)
					if nm == nil {
						continue
					}
					id := f.g.newNode(nm.DefiningOp()).id
					f.g.addEdge(id, dstID, nm)
				}
			}
			f.g.resetAccesses(dstID)
			if removeSrc {
				srcFor.Erase()
				f.g.removeNode(srcID)
			}
		}
	}
}

// fuseResult is upstream's FusionResult.
type fuseResult int

const (
	fuseSuccess fuseResult = iota
	fuseFailPrecondition
	fuseFailBlockDependence
	fuseFailFusionDependence
	fuseFailIncorrectSlice
)

// canFuseLoops is upstream's canFuseLoops; siblingMemref selects the
// sibling strategy (nil: producer-consumer).
func (f *greedyFusion) canFuseLoops(srcFor, dstFor *ir.Operation, dstLoopDepth int, siblingMemref *ir.Value) (*sliceState, fuseResult) {
	if dstLoopDepth == 0 || srcFor.Block() != dstFor.Block() {
		return nil, fuseFailPrecondition
	}
	if loopNestInsertionPoint(srcFor, dstFor) == nil {
		return nil, fuseFailBlockDependence
	}
	before := srcFor.IsBeforeInBlock(dstFor)
	a, b := srcFor, dstFor
	if !before {
		a, b = dstFor, srcFor
	}
	opsA, okA := loadsAndStores(a)
	opsB, okB := loadsAndStores(b)
	if !okA || !okB {
		return nil, fuseFailPrecondition
	}
	if siblingMemref == nil && maxLoopDepth(f.ctx, opsA, opsB) < dstLoopDepth {
		return nil, fuseFailFusionDependence
	}
	numCommon := NumCommonSurroundingLoops(srcFor, dstFor)
	var strategyOps []*ir.Operation
	for _, op := range opsA {
		_, w, _ := isAffineAccess(op)
		if siblingMemref == nil && w || siblingMemref != nil && !w && accessMemRef(op) == siblingMemref {
			strategyOps = append(strategyOps, op)
		}
	}
	s, res := computeSliceUnion(f.ctx, strategyOps, opsB, dstLoopDepth, numCommon, before)
	switch res {
	case sliceGenericFailure:
		return nil, fuseFailPrecondition
	case sliceIncorrect:
		return nil, fuseFailIncorrectSlice
	}
	return s, fuseSuccess
}

// loadsAndStores gathers the affine accesses of a nest; false when it
// holds an affine.if.
func loadsAndStores(root *ir.Operation) ([]*ir.Operation, bool) {
	var ops []*ir.Operation
	hasIf := false
	root.Walk(func(op *ir.Operation) ir.WalkResult {
		if _, _, ok := isAffineAccess(op); ok {
			ops = append(ops, op)
		} else if op.Name() == "affine.if" {
			hasIf = true
		}
		return ir.WalkAdvance
	})
	return ops, !hasIf
}

// maxLoopDepth is upstream's getMaxLoopDepth.
func maxLoopDepth(ctx *ir.Context, srcOps, dstOps []*ir.Operation) int {
	if len(dstOps) == 0 {
		return 0
	}
	pc := producerConsumerMemrefs(srcOps, dstOps)
	var target []*ir.Operation
	allLoads := true
	for _, op := range dstOps {
		if containsValue(pc, accessMemRef(op)) {
			target = append(target, op)
			if _, w, _ := isAffineAccess(op); w {
				allLoads = false
			}
		}
	}
	depth, _ := innermostCommonLoopDepth(target)
	if allLoads {
		return depth
	}
	for _, s := range target {
		sa, _ := NewMemRefAccess(s)
		for _, d := range target {
			da, _ := NewMemRefAccess(d)
			n := NumCommonSurroundingLoops(s, d)
			for k := 1; k <= n+1; k++ {
				if CheckMemrefAccessDependence(ctx, sa, da, k, nil, false) == HasDependence {
					if k-1 < depth {
						depth = k - 1
					}
					break
				}
			}
		}
	}
	return depth
}

// accessesMemrefs maps the memrefs a nest accesses to whether it stores
// to them (upstream's getLoadAndStoreMemRefAccesses).
func accessesMemrefs(root *ir.Operation) map[*ir.Value]bool {
	vals := map[*ir.Value]bool{}
	root.Walk(func(op *ir.Operation) ir.WalkResult {
		if m, w, ok := isAffineAccess(op); ok {
			vals[m] = vals[m] || w
		}
		return ir.WalkAdvance
	})
	return vals
}

func dependentAccess(op *ir.Operation, vals map[*ir.Value]bool) bool {
	m, w, ok := isAffineAccess(op)
	if !ok {
		return false
	}
	stored, seen := vals[m]
	if w {
		return seen
	}
	return seen && stored
}

// loopNestInsertionPoint is LoopFusionUtils' getFusedLoopNestInsertionPoint.
func loopNestInsertionPoint(srcFor, dstFor *ir.Operation) *ir.Operation {
	a, b := srcFor, dstFor
	if !srcFor.IsBeforeInBlock(dstFor) {
		a, b = dstFor, srcFor
	}
	valsA := accessesMemrefs(a)
	var firstDep *ir.Operation
	for x := a.NextInBlock(); x != nil && x != b && firstDep == nil; x = x.NextInBlock() {
		x.Walk(func(op *ir.Operation) ir.WalkResult {
			if firstDep == nil && dependentAccess(op, valsA) {
				firstDep = x
			}
			return ir.WalkAdvance
		})
	}
	valsB := accessesMemrefs(b)
	var lastDep *ir.Operation
	for x := b.PrevInBlock(); x != nil && x != a && lastDep == nil; x = x.PrevInBlock() {
		x.Walk(func(op *ir.Operation) ir.WalkResult {
			if _, _, ok := isAffineAccess(op); ok {
				if dependentAccess(op, valsB) {
					lastDep = x
					return ir.WalkInterrupt
				}
				return ir.WalkAdvance
			}
			for _, r := range op.Results() {
				for _, u := range r.Users() {
					for _, l := range EnclosingForOps(u) {
						if l == b {
							lastDep = x
							return ir.WalkInterrupt
						}
					}
				}
			}
			return ir.WalkAdvance
		})
	}
	if firstDep != nil {
		if lastDep != nil && (firstDep.IsBeforeInBlock(lastDep) || firstDep == lastDep) {
			return nil
		}
		return firstDep
	}
	return b
}

// fuseLoops is upstream's fuseLoops: a clone of srcFor with the slice's
// bounds goes to the slice's insertion point; single-iteration slice
// loops are promoted.
func fuseLoops(ctx *ir.Context, srcFor *ir.Operation, slice *sliceState, innermostSibling bool) {
	m := ir.NewMapping()
	clone := srcFor.Clone(ctx, m)
	slice.block.InsertBefore(clone, slice.insertBefore)
	var loops []*ir.Operation
	for i, iv := range slice.ivs {
		if !m.Contains(iv) {
			continue
		}
		loop := m.Lookup(iv).OwnerBlock().ParentOp()
		loops = append(loops, loop)
		if lb := slice.lbs[i]; lb != nil {
			lm, lops := canonicalizeMap(ctx, lb, boundOperands(lb, slice.operands))
			setForBounds(ctx, loop, false, lops, lm)
		}
		if ub := slice.ubs[i]; ub != nil {
			um, uops := canonicalizeMap(ctx, ub, boundOperands(ub, slice.operands))
			setForBounds(ctx, loop, true, uops, um)
		}
	}
	for _, loop := range loops {
		promoteIfSingleIteration(ctx, loop)
	}
}

// fuseWithSiblings is upstream's fuseWithSiblingNodes.
func (f *greedyFusion) fuseWithSiblings(dst *mdgNode) {
	visited := map[int]bool{}
	dstFor := dst.op
	for {
		sibID, memref, ok := f.findSibling(dst, visited)
		if !ok {
			return
		}
		sib := f.g.nodes[sibID]
		var insPoint *ir.Operation
		if sib.op.IsBeforeInBlock(dst.op) {
			insPoint = f.g.fusedLoopNestInsertionPoint(sib.id, dst.id)
		} else {
			insPoint = f.g.fusedLoopNestInsertionPoint(dst.id, sib.id)
		}
		if insPoint == nil {
			continue
		}
		sibLoads := opsOnMemRef(sib.loads, memref)
		dstLoads := opsOnMemRef(dst.loads, memref)
		numSurrounding := len(EnclosingForOps(dstFor))
		depthTest := len(EnclosingForOps(dstLoads[0])) - numSurrounding
		slices := make([]*sliceState, depthTest)
		maxLegal := 0
		for i := 1; i <= depthTest; i++ {
			s, res := f.canFuseLoops(sib.op, dstFor, i+numSurrounding, memref)
			if res == fuseSuccess {
				maxLegal = i
			}
			slices[i-1] = s
		}
		if maxLegal == 0 {
			continue
		}
		best := maxLegal
		if !f.maximal {
			d, ok := f.profitable(sibLoads[0], sibLoads[0], dstFor, slices, maxLegal)
			if !ok {
				continue
			}
			best = d
		}
		fuseLoops(f.ctx, sib.op, slices[best-1], best == depthTest)
		if insPoint != dst.op {
			dst.op.MoveBefore(insPoint)
		}
		f.g.updateSiblingEdges(sib.id, dst.id)
		f.g.resetAccesses(dst.id)
		if f.g.outEdgeCount(sib.id, nil) == 0 {
			op := sib.op
			f.g.removeNode(sib.id)
			op.Erase()
		}
	}
}

// findSibling is upstream's findSiblingNodeToFuse: a loop nest loading a
// memref dst loads, with no dependence path to or from dst.
func (f *greedyFusion) findSibling(dst *mdgNode, visited map[int]bool) (int, *ir.Value, bool) {
	canFuse := func(sib *mdgNode, memref *ir.Value) bool {
		// Upstream crashes fusing loops with results (their uses would be
		// left dangling); they are left alone.
		if sib.loadOpCount(memref) != 1 || sib.op.NumResults() > 0 || dst.op.NumResults() > 0 {
			return false
		}
		if f.g.hasDependencePath(sib.id, dst.id) || f.g.hasDependencePath(dst.id, sib.id) {
			return false
		}
		for _, m := range sib.loadAndStoreMemrefs() {
			if f.g.incomingMemRefAccesses(sib.id, m) > 0 {
				return false
			}
		}
		var stored []*ir.Value
		for _, st := range sib.stores {
			if m := accessMemRef(st); !containsValue(stored, m) {
				stored = append(stored, m)
			}
		}
		return len(stored) <= 1
	}
	block := dst.op.Block()
	for _, arg := range block.Args() {
		for _, user := range arg.Users() {
			if _, w, ok := isAffineAccess(user); !ok || w {
				continue
			}
			var nest *ir.Operation
			for _, l := range EnclosingForOps(user) {
				if l.Block() == f.g.block {
					nest = l
					break
				}
			}
			if nest == nil {
				continue
			}
			sib := f.g.forOpNode(nest)
			if sib == nil || sib.id == dst.id || visited[sib.id] {
				continue
			}
			memref := accessMemRef(user)
			if dst.loadOpCount(memref) == 0 {
				continue
			}
			if canFuse(sib, memref) {
				visited[sib.id] = true
				return sib.id, memref, true
			}
		}
	}
	var inEdges []mdgEdge
	for _, e := range f.g.inEdges[dst.id] {
		if isMemRef(e.value) && dst.loadOpCount(e.value) > 0 && f.g.nodes[e.id].storeOpCount(e.value) > 0 {
			inEdges = append(inEdges, e)
		}
	}
	for _, in := range inEdges {
		for _, out := range f.g.outEdges[in.id] {
			if !isMemRef(out.value) || visited[out.id] || out.id == dst.id || out.value != in.value {
				continue
			}
			sib := f.g.nodes[out.id]
			if !isFor(sib.op) {
				continue
			}
			if canFuse(sib, out.value) {
				visited[out.id] = true
				return out.id, out.value, true
			}
		}
	}
	return 0, nil, false
}
