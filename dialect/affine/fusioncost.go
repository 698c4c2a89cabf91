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
	offsets []affine.Expr // over the outer values as dimensions
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
			lo, ok1 := mapExtreme(ctx, slice.lbs[inSlice], slice.operands, false)
			hi, ok2 := mapExtreme(ctx, slice.ubs[inSlice], slice.operands, true)
			if !ok1 || !ok2 {
				return nil, false
			}
			ranges[i] = span{lo, hi - 1, true}
			continue
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
	// The outer operands, as dimensions of the offsets.
	outerExprs := make([]affine.Expr, len(operands))
	for i := range operands {
		if outerCol[i] >= 0 {
			outerExprs[i] = affine.Dim(ctx, outerCol[i])
		} else {
			outerExprs[i] = affine.Constant(ctx, 0)
		}
	}
	for d, e := range m.Results {
		flat, locals, ok := affine.FlattenAffineExpr(ctx, e, m.NumDims, m.NumSymbols)
		size := int64(-1)
		if d < len(mt.Shape) && mt.Shape[d] >= 0 {
			size = mt.Shape[d]
		}
		if ok && len(locals) > 0 && onlyOuter(e, m.NumDims, outerCol) {
			r.extents = append(r.extents, 1)
			r.offsets = append(r.offsets, affine.SimplifyAffineExpr(ctx,
				affine.Get(ctx, m.NumDims, m.NumSymbols, []affine.Expr{e}).ReplaceDimsAndSymbols(ctx,
					outerExprs[:m.NumDims], outerExprs[m.NumDims:], len(r.outer), 0).Results[0], len(r.outer), 0))
			continue
		}
		if !ok || len(locals) > 0 {
			if size < 0 {
				return nil, false
			}
			r.extents = append(r.extents, size)
			r.offsets = append(r.offsets, affine.Constant(ctx, 0))
			continue
		}
		extent := int64(1)
		off := affine.Constant(ctx, flat[len(flat)-1])
		for i := range operands {
			c := flat[i]
			if c == 0 {
				continue
			}
			if outerCol[i] >= 0 {
				off = affine.Add(ctx, off, affine.MulConst(ctx, affine.Dim(ctx, outerCol[i]), c))
				continue
			}
			sp := ranges[i]
			if c > 0 {
				off = affine.Add(ctx, off, affine.Constant(ctx, c*sp.lo))
			} else {
				off = affine.Add(ctx, off, affine.Constant(ctx, c*sp.hi))
				c = -c
			}
			extent += c * (sp.hi - sp.lo)
		}
		if size >= 0 && extent > size {
			extent, off = size, affine.Constant(ctx, 0)
		}
		r.extents = append(r.extents, extent)
		r.offsets = append(r.offsets, off)
	}
	return r, true
}

// onlyOuter reports whether e uses only operands kept symbolic.
func onlyOuter(e affine.Expr, numDims int, outerCol []int) bool {
	ok := true
	affine.Walk(e, func(x affine.Expr) {
		switch x := x.(type) {
		case *affine.DimExpr:
			ok = ok && outerCol[x.Pos] >= 0
		case *affine.SymbolExpr:
			ok = ok && outerCol[numDims+x.Pos] >= 0
		}
	})
	return ok
}

// mapExtreme is the least (or greatest) value of a single-result bound
// map over the iteration ranges of its operands, which must be loop
// induction variables with constant bounds or constants (an interval
// bound for floordiv and mod).
func mapExtreme(ctx *ir.Context, m *affine.Map, operands []*ir.Value, greatest bool) (int64, bool) {
	if len(m.Results) != 1 {
		return 0, false
	}
	ops := boundOperands(m, operands)
	ranges := make([][2]int64, len(ops))
	for i, v := range ops {
		if k, isConst := constIndex(v); isConst {
			ranges[i] = [2]int64{k, k}
		} else if f, isIV := forInductionVarOwner(v); isIV {
			l, u, ok := f.constantBounds()
			if !ok {
				return 0, false
			}
			ranges[i] = [2]int64{l, u - 1}
		} else {
			return 0, false
		}
	}
	r, ok := exprInterval(m.Results[0], m.NumDims, ranges)
	if greatest {
		return r[1], ok
	}
	return r[0], ok
}

// exprInterval bounds e over the ranges of its dimensions and symbols.
func exprInterval(e affine.Expr, numDims int, ranges [][2]int64) ([2]int64, bool) {
	switch e := e.(type) {
	case *affine.ConstantExpr:
		return [2]int64{e.Value, e.Value}, true
	case *affine.DimExpr:
		return ranges[e.Pos], true
	case *affine.SymbolExpr:
		return ranges[numDims+e.Pos], true
	case *affine.BinaryExpr:
		l, ok1 := exprInterval(e.LHS, numDims, ranges)
		r, ok2 := exprInterval(e.RHS, numDims, ranges)
		if !ok1 || !ok2 {
			return [2]int64{}, false
		}
		switch e.Op {
		case affine.KindAdd:
			return [2]int64{l[0] + r[0], l[1] + r[1]}, true
		case affine.KindMul:
			p := []int64{l[0] * r[0], l[0] * r[1], l[1] * r[0], l[1] * r[1]}
			return [2]int64{min(p[0], p[1], p[2], p[3]), max(p[0], p[1], p[2], p[3])}, true
		}
		if r[0] != r[1] || r[0] <= 0 {
			return [2]int64{}, false
		}
		c := r[0]
		switch e.Op {
		case affine.KindFloorDiv:
			return [2]int64{floorDiv(l[0], c), floorDiv(l[1], c)}, true
		case affine.KindCeilDiv:
			return [2]int64{ceilDiv(l[0], c), ceilDiv(l[1], c)}, true
		case affine.KindMod:
			if floorDiv(l[0], c) == floorDiv(l[1], c) {
				return [2]int64{mod(l[0], c), mod(l[1], c)}, true
			}
			return [2]int64{0, c - 1}, true
		}
	}
	return [2]int64{}, false
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
		if (srcOp != srcStoreOp || isRead(srcOp)) && sliceSize != srcSize {
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

// isRead reports an affine read.
func isRead(op *ir.Operation) bool {
	_, w, ok := isAffineAccess(op)
	return ok && !w
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
		off := r.offsets[d]
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
	var users []*ir.Operation
	for _, user := range old.Users() {
		if _, ok := NewMemRefAccess(user); ok && dom.dominates(filter, user) {
			users = append(users, user)
		}
	}
	remapMemRefAccesses(ctx, users, newMemRef, indexRemap, outer)
}

// remapMemRefAccesses is the rewrite of each op of upstream's
// replaceAllMemRefUsesWith: each affine access of users gets newMemRef
// with its indices remapped through indexRemap(outer..., old indices...).
func remapMemRefAccesses(ctx *ir.Context, users []*ir.Operation, newMemRef *ir.Value, indexRemap *affine.Map, outer []*ir.Value) {
	for _, user := range users {
		acc, _ := NewMemRefAccess(user)
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
