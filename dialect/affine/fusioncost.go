package affine

import (
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/ir/affine"
)

// nestStats is upstream's LoopNestStats: child loops, op counts and trip
// counts of the loops of a nest.
type nestStats struct {
	children map[*ir.Operation][]*ir.Operation
	opCount  map[*ir.Operation]int64
	trip     map[*ir.Operation]int64
}

// loopNestStats is upstream's getLoopNestStats; false for non-constant
// trip counts or loops nested in other ops.
func loopNestStats(root *ir.Operation) (*nestStats, bool) {
	s := &nestStats{children: map[*ir.Operation][]*ir.Operation{}, opCount: map[*ir.Operation]int64{}, trip: map[*ir.Operation]int64{}}
	ok := true
	root.Walk(func(op *ir.Operation) ir.WalkResult {
		if !ok || !isFor(op) {
			return ir.WalkAdvance
		}
		if op != root {
			parent := op.ParentOp()
			if !isFor(parent) {
				ok = false
				return ir.WalkInterrupt
			}
			s.children[parent] = append(s.children[parent], op)
		}
		var count int64
		for o := (forLoop{op}).body().First(); o != nil; o = o.NextInBlock() {
			if !isFor(o) && o.Name() != "affine.if" {
				count++
			}
		}
		s.opCount[op] = count
		trip, has := forLoop{op}.tripCount()
		if !has {
			ok = false
			return ir.WalkInterrupt
		}
		s.trip[op] = int64(trip)
		return ir.WalkAdvance
	})
	return s, ok
}

// computeCost is upstream's getComputeCostHelper.
func computeCost(op *ir.Operation, s *nestStats, tripOverride map[*ir.Operation]int64, extra map[*ir.Operation]int64) int64 {
	opCount := s.opCount[op] - 1
	for _, c := range s.children[op] {
		opCount += computeCost(c, s, tripOverride, extra)
	}
	if v, ok := extra[op]; ok {
		opCount += v
	}
	trip := s.trip[op]
	if v, ok := tripOverride[op]; ok {
		trip = v
	}
	return trip * opCount
}

// sliceTripCounts is upstream's buildSliceTripCountMap.
func sliceTripCounts(ctx *ir.Context, s *sliceState) (map[*ir.Operation]int64, bool) {
	m := map[*ir.Operation]int64{}
	for i, iv := range s.ivs {
		loop := forLoop{iv.OwnerBlock().ParentOp()}
		lb, ub := s.lbs[i], s.ubs[i]
		if lb == nil || len(lb.Results) == 0 || ub == nil || len(ub.Results) == 0 {
			if l, u, ok := loop.constantBounds(); ok {
				m[loop.op] = u - l
				continue
			}
			t, ok := loop.tripCount()
			if !ok {
				return nil, false
			}
			m[loop.op] = int64(t)
			continue
		}
		if len(lb.Results) != 1 || len(ub.Results) != 1 || lb.NumDims != ub.NumDims || lb.NumSymbols != ub.NumSymbols {
			return nil, false
		}
		d := affine.SimplifyAffineExpr(ctx, affine.Add(ctx, ub.Results[0], affine.Neg(ctx, lb.Results[0])), lb.NumDims, lb.NumSymbols)
		c, ok := d.(*affine.ConstantExpr)
		if !ok {
			return nil, false
		}
		m[loop.op] = c.Value
	}
	return m, true
}

func sliceIterations(m map[*ir.Operation]int64, s *sliceState) uint64 {
	n := uint64(1)
	for _, iv := range s.ivs {
		n *= uint64(m[iv.OwnerBlock().ParentOp()])
	}
	return n
}

// fusionComputeCost is upstream's getFusionComputeCost.
func fusionComputeCost(ctx *ir.Context, srcFor *ir.Operation, srcStats *nestStats, dstFor *ir.Operation, dstStats *nestStats, s *sliceState) (int64, bool) {
	trips, ok := sliceTripCounts(ctx, s)
	if !ok {
		return 0, false
	}
	iters := sliceIterations(trips, s)
	if iters == 0 {
		return 0, false
	}
	extra := map[*ir.Operation]int64{}
	parent := s.insertParent()
	if iters == 1 {
		var storeCount int64
		var memrefs []*ir.Value
		srcFor.Walk(func(op *ir.Operation) ir.WalkResult {
			if m, w, ok := isAffineAccess(op); ok && w {
				if !containsValue(memrefs, m) {
					memrefs = append(memrefs, m)
				}
				storeCount++
			}
			return ir.WalkAdvance
		})
		if storeCount > 0 {
			extra[parent] = -storeCount
		}
		for _, m := range memrefs {
			for _, user := range m.Users() {
				if _, w, ok := isAffineAccess(user); !ok || w {
					continue
				}
				for _, l := range EnclosingForOps(user) {
					if l == parent {
						if p := user.ParentOp(); isFor(p) {
							extra[p]--
						}
						break
					}
				}
			}
		}
	}
	extra[parent] = computeCost(srcFor, srcStats, trips, extra)
	return computeCost(dstFor, dstStats, nil, extra), true
}

// region is the bounding box of the elements of a memref an access
// touches in a nest: per dimension, a constant extent and the first
// element as a flattened form over the outer values (then the constant).
type region struct {
	memref  *ir.Value
	extents []int64
	offsets [][]int64
	outer   []*ir.Value
}

// eltBytes is upstream's getMemRefIntOrFloatEltSizeInBytes.
func eltBytes(t *ir.MemRefType) (int64, bool) {
	elem, n := t.Elem, int64(1)
	if v, ok := elem.(*ir.VectorType); ok {
		for _, d := range v.Shape {
			n *= d
		}
		elem = v.Elem
	}
	switch elem.(type) {
	case *ir.IntegerType, *ir.FloatType:
		return (int64(ir.BitWidth(elem))*n + 7) / 8, true
	}
	return 0, false
}

// size is upstream's MemRefRegion::getRegionSize in bytes.
func (r *region) size() (int64, bool) {
	b, ok := eltBytes(r.memref.Type().(*ir.MemRefType))
	if !ok {
		return 0, false
	}
	n := int64(1)
	for _, e := range r.extents {
		n *= e
	}
	return n * b, true
}

// computeRegion is upstream's MemRefRegion::compute for the access op:
// the enclosing loops deeper than depth (or bounded by the slice) range
// over their bounds, the outer ones and the symbols stay symbolic.
func computeRegion(ctx *ir.Context, op *ir.Operation, depth int, slice *sliceState) (*region, bool) {
	acc, _ := NewMemRefAccess(op)
	m, operands := acc.AccessMap(ctx)
	mt := acc.MemRef.Type().(*ir.MemRefType)
	loops := EnclosingForOps(op)
	r := &region{memref: acc.MemRef}
	type span struct {
		lo, hi int64 // inclusive
		ok     bool
	}
	ranges := make([]span, len(operands))
	outerCol := make([]int, len(operands))
	for i, v := range operands {
		outerCol[i] = -1
		idx := -1
		for k, l := range loops {
			if (forLoop{l}).iv() == v {
				idx = k
			}
		}
		inSlice := -1
		if slice != nil {
			for k, iv := range slice.ivs {
				if iv == v {
					inSlice = k
				}
			}
		}
		switch {
		case inSlice >= 0 && slice.lbs[inSlice] != nil && slice.ubs[inSlice] != nil:
			lb, ub := slice.lbs[inSlice], slice.ubs[inSlice]
			if lb.IsSingleConstant() && ub.IsSingleConstant() {
				ranges[i] = span{lb.GetSingleConstantResult(), ub.GetSingleConstantResult() - 1, true}
				continue
			}
			ranges[i] = span{0, 0, true} // pinned by the slice
		case idx >= depth || inSlice >= 0:
			f := forLoop{loops[max(idx, 0)]}
			if inSlice >= 0 {
				f = forLoop{v.OwnerBlock().ParentOp()}
			}
			lo, hi, ok := f.constantBounds()
			if !ok {
				return nil, false
			}
			ranges[i] = span{lo, hi - 1, true}
		default:
			outerCol[i] = len(r.outer)
			r.outer = append(r.outer, v)
		}
	}
	for d, e := range m.Results {
		flat, locals, ok := affine.FlattenAffineExpr(ctx, e, m.NumDims, m.NumSymbols)
		size := int64(-1)
		if d < len(mt.Shape) && mt.Shape[d] >= 0 {
			size = mt.Shape[d]
		}
		off := make([]int64, len(operands)+1)
		if !ok || len(locals) > 0 {
			if size < 0 {
				return nil, false
			}
			r.extents = append(r.extents, size)
			r.offsets = append(r.offsets, off)
			continue
		}
		extent := int64(1)
		cst := flat[len(flat)-1]
		for i := range operands {
			c := flat[i]
			if c == 0 {
				continue
			}
			if outerCol[i] >= 0 {
				off[outerCol[i]] += c
				continue
			}
			sp := ranges[i]
			if c > 0 {
				cst += c * sp.lo
			} else {
				cst += c * sp.hi
			}
			if c < 0 {
				c = -c
			}
			extent += c * (sp.hi - sp.lo)
		}
		if size >= 0 && extent > size {
			extent = size
			off = make([]int64, len(operands)+1)
			cst = 0
		}
		off = append(off[:len(r.outer)], cst)
		r.extents = append(r.extents, extent)
		r.offsets = append(r.offsets, off)
	}
	return r, true
}

// memoryFootprint is upstream's getMemoryFootprintBytes of a nest: the
// regions of the memrefs it accesses, the larger of each memref's.
func memoryFootprint(ctx *ir.Context, root *ir.Operation) (int64, bool) {
	depth := nestingDepth(root)
	sizes := map[*ir.Value]int64{}
	var order []*ir.Value
	ok := true
	root.Walk(func(op *ir.Operation) ir.WalkResult {
		if _, _, isAcc := isAffineAccess(op); !isAcc {
			return ir.WalkAdvance
		}
		r, good := computeRegion(ctx, op, depth, nil)
		if !good {
			ok = false
			return ir.WalkInterrupt
		}
		sz, good := r.size()
		if !good {
			ok = false
			return ir.WalkInterrupt
		}
		if _, seen := sizes[r.memref]; !seen {
			order = append(order, r.memref)
		}
		sizes[r.memref] = max(sizes[r.memref], sz)
		return ir.WalkAdvance
	})
	var total int64
	for _, m := range order {
		total += sizes[m]
	}
	return total, ok
}

// profitable is upstream's isFusionProfitable: the depth (from
// maxLegal down) that reduces storage most within the compute tolerance.
func (f *greedyFusion) profitable(srcOp, srcStoreOp, dstFor *ir.Operation, slices []*sliceState, maxLegal int) (int, bool) {
	if maxLegal == 0 {
		return 0, false
	}
	srcLoops := EnclosingForOps(srcOp)
	srcStats, ok := loopNestStats(srcLoops[0])
	if !ok {
		return 0, false
	}
	dstStats, ok := loopNestStats(dstFor)
	if !ok {
		return 0, false
	}
	srcCost := computeCost(srcLoops[0], srcStats, nil, nil)
	srcRegion, ok := computeRegion(f.ctx, srcStoreOp, 0, nil)
	if !ok {
		return 0, false
	}
	srcSize, ok := srcRegion.size()
	if !ok {
		return 0, false
	}
	dstCost := computeCost(dstFor, dstStats, nil, nil)
	best := 0
	maxReduction := 0.0
	var sliceMem int64
	for i := maxLegal; i >= 1; i-- {
		s := slices[i-1]
		if s == nil || s.empty() {
			continue
		}
		fused, ok := fusionComputeCost(f.ctx, srcLoops[0], srcStats, dstFor, dstStats, s)
		if !ok {
			continue
		}
		extra := float64(fused)/(float64(srcCost)+float64(dstCost)) - 1
		sr, ok := computeRegion(f.ctx, srcStoreOp, 0, s)
		if !ok {
			continue
		}
		sliceSize, ok := sr.size()
		if !ok || sliceSize == 0 {
			continue
		}
		if srcOp != srcStoreOp && sliceSize != srcSize {
			continue
		}
		reduction := float64(srcSize) / float64(sliceSize)
		if reduction > maxReduction && extra < f.tolerance {
			maxReduction, best, sliceMem = reduction, i, sliceSize
		}
	}
	if best == 0 {
		return 0, false
	}
	dstMem, ok1 := memoryFootprint(f.ctx, dstFor)
	srcMem, ok2 := memoryFootprint(f.ctx, srcLoops[0])
	if !ok1 || !ok2 || dstMem+sliceMem > srcMem+dstMem {
		return 0, false
	}
	return best, true
}

// createPrivateMemRef is upstream's createPrivateMemRef: a buffer the
// size of the region the stores write at dstLoopDepth replaces the old
// memref in the fused nest (and after it).
func (f *greedyFusion) createPrivateMemRef(forOp *ir.Operation, stores []*ir.Operation, dstLoopDepth int, sliceBlock *ir.Block) *ir.Value {
	ctx := f.ctx
	old := accessMemRef(stores[0])
	oldType := old.Type().(*ir.MemRefType)
	r, ok := computeRegion(ctx, stores[0], dstLoopDepth, nil)
	if !ok {
		return nil
	}
	size, ok := r.size()
	if !ok {
		return nil
	}
	space := oldType.MemorySpace
	if uint64(size) <= f.localBufThreshold && f.fastMemSpaceSet() {
		space = ctx.IntAttr(ctx.IntegerType(64, ir.Signless), int64(f.fastMemSpace))
	}
	newType := ctx.MemRefType(r.extents, oldType.Elem, nil, space)
	b := ir.NewBuilder(ctx)
	b.SetInsertionPointToStart(forOp.ParentRegion().First())
	alloc := b.Create(&ir.OperationState{Loc: forOp.Loc(), Name: ctx.LookupOp("memref.alloc"), Types: []ir.Type{newType},
		Attrs: []ir.NamedAttr{{Name: "operandSegmentSizes", Value: ctx.DenseI32Array([]int32{0, 0})}}})
	nm := alloc.Result(0)
	rank := len(r.extents)
	nOuter := len(r.outer)
	remap := make([]affine.Expr, rank)
	for d := 0; d < rank; d++ {
		off := affine.Constant(ctx, r.offsets[d][nOuter])
		for j := 0; j < nOuter; j++ {
			off = affine.Add(ctx, off, affine.MulConst(ctx, affine.Dim(ctx, j), r.offsets[d][j]))
		}
		remap[d] = affine.SimplifyAffineExpr(ctx, affine.Add(ctx, affine.Dim(ctx, nOuter+d), affine.Neg(ctx, off)), nOuter+rank, 0)
	}
	indexRemap := affine.Get(ctx, nOuter+rank, 0, remap)
	filter := privateReplacementFilter(sliceBlock, stores)
	replaceMemRefUses(ctx, old, nm, indexRemap, r.outer, filter)
	return nm
}

func (f *greedyFusion) fastMemSpaceSet() bool { return f.fastMemSpace != 0 }

// privateReplacementFilter is upstream's
// getDominanceFilterForPrivateMemRefRepl: the first ancestor of the
// stores in the block they share with the slice.
func privateReplacementFilter(sliceBlock *ir.Block, stores []*ir.Operation) *ir.Operation {
	var common *ir.Block
	for _, st := range stores {
		other := sliceBlock.First()
		if common != nil {
			other = common.First()
		}
		common = commonBlockInScope(st, other)
	}
	var first *ir.Operation
	for _, st := range stores {
		anc := ancestorInBlock(common, st)
		if first == nil || anc.IsBeforeInBlock(first) {
			first = anc
		}
	}
	return first
}

// replaceMemRefUses is upstream's replaceAllMemRefUsesWith for the affine
// accesses dominated by filter: each gets newMemRef with its indices
// remapped through indexRemap(outer..., old indices...).
func replaceMemRefUses(ctx *ir.Context, old, newMemRef *ir.Value, indexRemap *affine.Map, outer []*ir.Value, filter *ir.Operation) {
	dom := &scalrep{ctx: ctx, dom: ir.NewDominanceInfo()}
	for _, user := range old.Users() {
		if !dom.dominates(filter, user) {
			continue
		}
		acc, ok := NewMemRefAccess(user)
		if !ok {
			continue
		}
		b := ir.NewBuilder(ctx)
		b.SetInsertionPoint(user)
		oldMap := mapAttr(user, "map")
		var applies []*ir.Value
		oldIdx := acc.Indices
		if oldMap != affine.MultiDimIdentityMap(ctx, oldMap.NumDims) {
			oldIdx = nil
			for _, e := range oldMap.Results {
				v := buildApply(b, user.Loc(), affine.Get(ctx, oldMap.NumDims, oldMap.NumSymbols, []affine.Expr{e}), acc.Indices)
				oldIdx = append(oldIdx, v)
				applies = append(applies, v)
			}
		}
		remapOps := append(append([]*ir.Value(nil), outer...), oldIdx...)
		var outs []*ir.Value
		if indexRemap != affine.MultiDimIdentityMap(ctx, indexRemap.NumDims) {
			for _, e := range indexRemap.Results {
				v := buildApply(b, user.Loc(), affine.Get(ctx, indexRemap.NumDims, 0, []affine.Expr{e}), remapOps)
				outs = append(outs, v)
				applies = append(applies, v)
			}
		} else {
			outs = remapOps
		}
		nmap, nops := fullyComposeMap(ctx, affine.MultiDimIdentityMap(ctx, len(outs)), outs)
		nmap = affine.SimplifyAffineMap(ctx, nmap)
		nmap, nops = canonicalizeMap(ctx, nmap, nops)
		for _, a := range applies {
			if !a.HasUses() {
				a.DefiningOp().Erase()
			}
		}
		first := 1
		if acc.Store {
			first = 2
		}
		operands := append(append(append([]*ir.Value(nil), user.Operands()[:first-1]...), newMemRef), nops...)
		user.SetOperands(operands)
		user.SetInherentAttr(ctx, "map", ctx.AffineMapAttr(nmap))
	}
}
