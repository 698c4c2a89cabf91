package affine

import (
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/ir/affine"
	"github.com/gomlir/gomlir/ods"
	"github.com/gomlir/gomlir/pass"
	"github.com/gomlir/gomlir/rewrite"
)

func init() {
	pass.Register(&pass.Info{
		Argument: "affine-pipeline-data-transfer",
		Name:     "PipelineDataTransfer",
		Summary:  "Pipeline non-blocking data transfers between explicitly managed levels of the memory hierarchy",
		OpName:   "func.func",
		New:      func() (pass.Pass, *pass.Options) { return pipelinePass{}, &pass.Options{} },
	})
}

// pipelinePass is upstream's PipelineDataTransfer: in each loop with a
// constant trip count, the buffers and tags of the incoming DMAs get a
// leading dimension of two (double buffering), and the body is skewed so
// that the DMA of the next iteration overlaps the computation on the
// current one.
type pipelinePass struct{}

func (pipelinePass) Run(fn *ir.Operation, st *pass.State) error {
	var loops []*ir.Operation
	fn.Walk(func(op *ir.Operation) ir.WalkResult {
		if isFor(op) {
			loops = append(loops, op)
		}
		return ir.WalkAdvance
	})
	for _, l := range loops {
		pipelineLoop(st.Ctx, l, st.Report)
	}
	return nil
}

// memorySpaceOf is a memref's memory space as an integer (0 when none).
func memorySpaceOf(v *ir.Value) int64 {
	if a, ok := v.Type().(*ir.MemRefType).MemorySpace.(*ir.IntegerAttr); ok {
		return a.Int64()
	}
	return 0
}

// dmaFasterPos is the operand position of the memref of a dma_start in the
// faster (higher numbered) memory space, and whether the destination is
// the faster one (and whether the source is).
func dmaFasterPos(op *ir.Operation) (pos int, dstFaster, srcFaster bool) {
	l, _ := dmaStartLayout(op)
	src, dst := memorySpaceOf(op.Operand(l.src)), memorySpaceOf(op.Operand(l.dst))
	if src < dst {
		return l.dst, true, false
	}
	return l.src, false, dst < src
}

// dmaTag returns the tag memref and its indices of a dma_start or
// dma_wait.
func dmaTag(op *ir.Operation) (*ir.Value, []*ir.Value) {
	if op.Name() == "affine.dma_wait" {
		m := mapAttr(op, "tag_map")
		return op.Operand(0), op.Operands()[1 : 1+m.NumDims+m.NumSymbols]
	}
	l, _ := dmaStartLayout(op)
	m := l.maps[2]
	return op.Operand(l.tag), op.Operands()[l.tag+1 : l.tag+1+m.NumDims+m.NumSymbols]
}

// startWaitPairs is upstream's findMatchingStartFinishInsts: the incoming
// DMAs of the loop body whose fast buffer does not escape the loop and no
// outgoing DMA of the body writes their source, each with the first wait
// on the same tag element.
func startWaitPairs(loop *ir.Operation) [][2]*ir.Operation {
	body := forLoop{loop}.body()
	var outgoing, starts, waits []*ir.Operation
	for op := body.First(); op != nil; op = op.NextInBlock() {
		if op.Name() == "affine.dma_start" {
			if _, _, srcFaster := dmaFasterPos(op); srcFaster {
				outgoing = append(outgoing, op)
			}
		}
	}
	for op := body.First(); op != nil; op = op.NextInBlock() {
		if op.Name() == "affine.dma_wait" {
			waits = append(waits, op)
			continue
		}
		if op.Name() != "affine.dma_start" {
			continue
		}
		pos, dstFaster, _ := dmaFasterPos(op)
		if !dstFaster {
			continue
		}
		l, _ := dmaStartLayout(op)
		dependent := false
		for _, o := range outgoing {
			ol, _ := dmaStartLayout(o)
			if o.Operand(ol.dst) == op.Operand(l.src) {
				dependent = true
				break
			}
		}
		if dependent {
			continue
		}
		escaping := false
		for _, u := range op.Operand(pos).Users() {
			if u.Name() == "memref.dealloc" {
				continue
			}
			if ancestorInBlock(body, u) == nil {
				escaping = true
				break
			}
		}
		if !escaping {
			starts = append(starts, op)
		}
	}
	var pairs [][2]*ir.Operation
	for _, s := range starts {
		sTag, sIdx := dmaTag(s)
		for _, w := range waits {
			wTag, wIdx := dmaTag(w)
			if sTag == wTag && sameValues(sIdx, wIdx) {
				pairs = append(pairs, [2]*ir.Operation{s, w})
				break
			}
		}
	}
	return pairs
}

// eraseDeadAlloc erases the op defining v when v has no use left, or only
// a dealloc (erased too).
func eraseDeadAlloc(v *ir.Value) {
	def := v.DefiningOp()
	if def == nil {
		return
	}
	if !v.HasUses() {
		def.Erase()
	} else if v.HasOneUse() && v.FirstUse().Owner().Name() == "memref.dealloc" {
		v.FirstUse().Owner().Erase()
		def.Erase()
	}
}

// pipelineLoop is upstream's runOnAffineForOp.
func pipelineLoop(ctx *ir.Context, loop *ir.Operation, report func(*ir.Diagnostic)) {
	if _, ok := constantTripCount(ctx, forLoop{loop}); !ok {
		return
	}
	pairs := startWaitPairs(loop)
	if len(pairs) == 0 {
		return
	}
	for _, p := range pairs {
		pos, _, _ := dmaFasterPos(p[0])
		old := p[0].Operand(pos)
		if !doubleBuffer(ctx, old, loop) {
			return
		}
		eraseDeadAlloc(old)
	}
	for _, p := range pairs {
		old := p[1].Operand(0)
		if !doubleBuffer(ctx, old, loop) {
			return
		}
		eraseDeadAlloc(old)
	}
	pairs = startWaitPairs(loop)
	zeroShift := map[*ir.Operation]bool{}
	for _, p := range pairs {
		start := p[0]
		zeroShift[start] = true
		if slice := computationSlice(ctx, start); len(slice) > 0 {
			for _, s := range slice {
				zeroShift[s] = true
			}
		} else {
			for _, a := range reachableApplies(start.Operands()) {
				zeroShift[a] = true
			}
		}
	}
	body := forLoop{loop}.body()
	var shifts []uint64
	for op := body.First(); op != nil; op = op.NextInBlock() {
		if op == body.Last() || zeroShift[op] {
			shifts = append(shifts, 0)
		} else {
			shifts = append(shifts, 1)
		}
	}
	if !opwiseShiftValid(loop, shifts) {
		return
	}
	bodySkew(ctx, loop, shifts, report)
}

// doubleBuffer is upstream's doubleBuffer: a buffer twice the size of old
// (a leading dimension of two) replaces it in the loop body, indexed by the
// iteration number modulo two; false when a use in the body is not an
// affine access.
func doubleBuffer(ctx *ir.Context, old *ir.Value, loop *ir.Operation) bool {
	body := forLoop{loop}.body()
	mt := old.Type().(*ir.MemRefType)
	shape := append([]int64{2}, mt.Shape...)
	nt := ctx.MemRefType(shape, mt.Elem, nil, mt.MemorySpace)
	outer := ir.NewBuilder(ctx)
	outer.SetInsertionPoint(loop)
	var dynSizes []*ir.Value
	for d, s := range mt.Shape {
		if s == ir.Dynamic {
			idx := constantIndex(outer, loop.Loc(), int64(d))
			dim := outer.Create(&ir.OperationState{Loc: loop.Loc(), Name: ctx.LookupOp("memref.dim"),
				Operands: []*ir.Value{old, idx}, Types: []ir.Type{ctx.IndexType()}})
			dynSizes = append(dynSizes, dim.Result(0))
		}
	}
	nm := outer.Create(&ir.OperationState{Loc: loop.Loc(), Name: ctx.LookupOp("memref.alloc"), Types: []ir.Type{nt},
		Operands: dynSizes,
		Attrs:    []ir.NamedAttr{{Name: "operandSegmentSizes", Value: ctx.DenseI32Array([]int32{int32(len(dynSizes)), 0})}}}).Result(0)
	inner := ir.NewBuilder(ctx)
	inner.SetInsertionPointToStart(body)
	step := forLoop{loop}.step()
	modTwo := affine.Get(ctx, 1, 0, []affine.Expr{affine.ModConst(ctx, affine.FloorDivConst(ctx, affine.Dim(ctx, 0), step), 2)})
	ivMod := buildApply(inner, loop.Loc(), modTwo, []*ir.Value{forLoop{loop}.iv()})
	first := ivMod.DefiningOp()
	dom := &scalrep{ctx: ctx, dom: ir.NewDominanceInfo()}
	var users []*ir.Operation
	for _, u := range old.Users() {
		if !dom.dominates(first, u) {
			continue
		}
		if u.Name() == "memref.dealloc" || indexOfOp(users, u) >= 0 {
			continue
		}
		if _, _, ok := accessMapOf(u, old); !ok {
			first.Erase()
			return false
		}
		users = append(users, u)
	}
	for _, u := range users {
		replaceMemRefInOp(ctx, u, old, nm, []*ir.Value{ivMod}, nil, nil)
	}
	outer.SetInsertionPointAfter(loop)
	outer.Create(&ir.OperationState{Loc: loop.Loc(), Name: ctx.LookupOp("memref.dealloc"), Operands: []*ir.Value{nm}})
	return true
}

// accessMapOf returns, for an affine op addressing memref through a map
// (load, store, vector load and store, dma_start, dma_wait), the position
// of the memref operand and the name of its map attribute.
func accessMapOf(op *ir.Operation, memref *ir.Value) (int, string, bool) {
	switch op.Name() {
	case "affine.load", "affine.vector_load":
		return 0, "map", op.Operand(0) == memref
	case "affine.store", "affine.vector_store":
		return 1, "map", op.Operand(1) == memref
	case "affine.dma_wait":
		return 0, "tag_map", op.Operand(0) == memref
	case "affine.prefetch":
		return 0, "map", op.Operand(0) == memref
	case "affine.dma_start":
		l, ok := dmaStartLayout(op)
		if !ok {
			return 0, "", false
		}
		for i, p := range []int{l.src, l.dst, l.tag} {
			if op.Operand(p) == memref {
				return p, []string{"src_map", "dst_map", "tag_map"}[i], true
			}
		}
	}
	return 0, "", false
}

// replaceMemRefInOp is upstream's replaceAllMemRefUsesWith for one op: the
// access of old becomes one of newMemRef at the extra indices then the old
// ones remapped through indexRemap (over remapOperands then the old
// indices; nil for none), its map fully composed and canonicalized.
func replaceMemRefInOp(ctx *ir.Context, op *ir.Operation, old, newMemRef *ir.Value, extra []*ir.Value, indexRemap *affine.Map, remapOperands []*ir.Value) {
	// As upstream, an op using old more than once is left alone.
	uses := 0
	for _, v := range op.Operands() {
		if v == old {
			uses++
		}
	}
	if uses != 1 {
		return
	}
	pos, name, _ := accessMapOf(op, old)
	oldMap := mapAttr(op, name)
	nIn := oldMap.NumDims + oldMap.NumSymbols
	mapOps := op.Operands()[pos+1 : pos+1+nIn]
	b := ir.NewBuilder(ctx)
	b.SetInsertionPoint(op)
	var indices, applies []*ir.Value
	if oldMap != affine.MultiDimIdentityMap(ctx, oldMap.NumDims) {
		for _, e := range oldMap.Results {
			v := buildApply(b, op.Loc(), affine.Get(ctx, oldMap.NumDims, oldMap.NumSymbols, []affine.Expr{e}), mapOps)
			indices = append(indices, v)
			applies = append(applies, v)
		}
	} else {
		indices = append(indices, mapOps...)
	}
	if indexRemap != nil {
		ins := append(append([]*ir.Value(nil), remapOperands...), indices...)
		if indexRemap != affine.MultiDimIdentityMap(ctx, indexRemap.NumDims) {
			indices = nil
			for _, e := range indexRemap.Results {
				v := buildApply(b, op.Loc(), affine.Get(ctx, indexRemap.NumDims, indexRemap.NumSymbols, []affine.Expr{e}), ins)
				indices = append(indices, v)
				applies = append(applies, v)
			}
		} else {
			indices = ins
		}
	}
	newOps := append(append([]*ir.Value(nil), extra...), indices...)
	nmap, nops := fullyComposeMap(ctx, affine.MultiDimIdentityMap(ctx, len(newOps)), newOps)
	nmap = affine.SimplifyAffineMap(ctx, nmap)
	nmap, nops = canonicalizeMap(ctx, nmap, nops)
	for _, a := range applies {
		if !a.HasUses() {
			a.DefiningOp().Erase()
		}
	}
	operands := append(append([]*ir.Value(nil), op.Operands()[:pos]...), newMemRef)
	operands = append(append(operands, nops...), op.Operands()[pos+1+nIn:]...)
	op.SetOperands(operands)
	if op.Info().IsInherent(name) {
		op.SetInherentAttr(ctx, name, ctx.AffineMapAttr(nmap))
	} else {
		op.SetAttr(ctx, name, ctx.AffineMapAttr(nmap))
	}
}

// reachableApplies is upstream's getReachableAffineApplyOps: the
// affine.apply ops reachable from values through apply operands, in
// depth-first pre-order.
func reachableApplies(values []*ir.Value) []*ir.Operation {
	type state struct {
		v   *ir.Value
		idx int
	}
	var out []*ir.Operation
	var work []*state
	for _, v := range values {
		work = append(work, &state{v: v})
	}
	for len(work) > 0 {
		st := work[len(work)-1]
		def := st.v.DefiningOp()
		if !isApply(def) {
			work = work[:len(work)-1]
			continue
		}
		if st.idx == 0 {
			out = append(out, def)
		}
		if st.idx < def.NumOperands() {
			next := def.Operand(st.idx)
			st.idx++
			work = append(work, &state{v: next})
		} else {
			work = work[:len(work)-1]
		}
	}
	return out
}

// computationSlice is upstream's createAffineComputationSlice: when the
// affine.apply ops feeding op are also used elsewhere, op gets private
// fully composed copies of them, which are returned.
func computationSlice(ctx *ir.Context, op *ir.Operation) []*ir.Operation {
	var sub []*ir.Value
	for _, v := range op.Operands() {
		if isApply(v.DefiningOp()) {
			sub = append(sub, v)
		}
	}
	applies := reachableApplies(sub)
	if len(applies) == 0 {
		return nil
	}
	localized := true
	for _, a := range applies {
		for _, u := range a.Result(0).Users() {
			if u != op {
				localized = false
			}
		}
	}
	if localized {
		return nil
	}
	b := ir.NewBuilder(ctx)
	b.SetInsertionPoint(op)
	m, ops := fullyComposeMap(ctx, affine.MultiDimIdentityMap(ctx, len(sub)), sub)
	var slice []*ir.Operation
	var vals []*ir.Value
	for _, e := range m.Results {
		v := buildApply(b, op.Loc(), affine.Get(ctx, m.NumDims, m.NumSymbols, []affine.Expr{e}), ops)
		slice = append(slice, v.DefiningOp())
		vals = append(vals, v)
	}
	operands := append([]*ir.Value(nil), op.Operands()...)
	for i, v := range operands {
		if j := indexOf(sub, v); j >= 0 {
			operands[i] = vals[j]
		}
	}
	op.SetOperands(operands)
	return slice
}

// opwiseShiftValid is upstream's isOpwiseShiftValid: every use of a
// result within the body has its op shifted as the definition.
func opwiseShiftValid(loop *ir.Operation, shifts []uint64) bool {
	body := forLoop{loop}.body()
	shiftOf := map[*ir.Operation]uint64{}
	i := len(shifts) - 1
	for op := body.Last(); op != nil; op = op.PrevInBlock() {
		s := shifts[i]
		i--
		if _, ok := shiftOf[op]; !ok {
			shiftOf[op] = s
		}
		for _, r := range op.Results() {
			for _, u := range r.Users() {
				if anc := ancestorInBlock(body, u); anc != nil && shiftOf[anc] != s {
					return false
				}
			}
		}
	}
	return true
}

// shiftedMap adds shift to each result of m.
func shiftedMap(ctx *ir.Context, m *affine.Map, shift int64) *affine.Map {
	out := make([]affine.Expr, len(m.Results))
	for i, e := range m.Results {
		out[i] = affine.AddConst(ctx, e, shift)
	}
	return affine.Get(ctx, m.NumDims, m.NumSymbols, out)
}

// opGroup is a group of body ops with the same shift.
type opGroup struct {
	shift uint64
	ops   []*ir.Operation
}

// shiftedLoop is upstream's generateShiftedLoop: a copy of src over the
// given bounds holding clones of the groups from offset on, the induction
// variable shifted back by each group's shift; nil when the loop runs once
// and is promoted.
func shiftedLoop(ctx *ir.Context, lb, ub *affine.Map, groups []opGroup, offset int, src *ir.Operation, b *ir.Builder) *ir.Operation {
	f := forLoop{src}
	loop := createEmptyFor(b, src.Loc())
	b.SetInsertionPoint(src)
	setForBounds(ctx, loop, false, f.lbOperands(), lb)
	setForBounds(ctx, loop, true, f.ubOperands(), ub)
	setStep(ctx, loop, f.step())
	chunkIV := forLoop{loop}.iv()
	srcIV := f.iv()
	bb := ir.NewBuilder(ctx)
	bb.SetInsertionPoint(forLoop{loop}.body().Last())
	m := ir.NewMapping()
	for _, g := range groups[offset:] {
		if srcIV.HasUses() && g.shift != 0 {
			remap := affine.Get(ctx, 1, 0, []affine.Expr{affine.AddConst(ctx, affine.Dim(ctx, 0), -f.step()*int64(g.shift))})
			m.Map(srcIV, buildApply(bb, src.Loc(), remap, []*ir.Value{chunkIV}))
		} else {
			m.Map(srcIV, chunkIV)
		}
		for _, op := range g.ops {
			bb.Insert(op.Clone(ctx, m))
		}
	}
	if promoteIfSingleIteration(ctx, loop) {
		return nil
	}
	return loop
}

// bodySkew is upstream's affineForOpBodySkew (without unrolling the
// prologue and epilogue): the body ops of a loop with a constant trip
// count are shifted by the given numbers of iterations, the loop being
// replaced by a sequence of loops over the intervals where the set of
// active groups is the same.
func bodySkew(ctx *ir.Context, loop *ir.Operation, shifts []uint64, report func(*ir.Diagnostic)) {
	f := forLoop{loop}
	body := f.body()
	if body.First() == body.Last() {
		return
	}
	trip, ok := constantTripCount(ctx, f)
	if !ok {
		return
	}
	step := uint64(f.step())
	var maxShift uint64
	for _, s := range shifts {
		maxShift = max(maxShift, s)
	}
	if maxShift >= uint64(len(shifts)) {
		report(loop.EmitWarning("not shifting because shifts are unrealistically large"))
		return
	}
	sorted := make([][]*ir.Operation, maxShift+1)
	i := 0
	for op := body.First(); op != body.Last(); op = op.NextInBlock() {
		sorted[shifts[i]] = append(sorted[shifts[i]], op)
		i++
	}
	origLb := f.lbMap()
	var queue []opGroup
	var lbShift uint64
	b := ir.NewBuilder(ctx)
	b.SetInsertionPoint(loop)
	forPatterns := rewrite.NewPatternSet(canonicalPatterns(forSpec))
	for d := uint64(0); d < uint64(len(sorted)); d++ {
		if len(sorted[d]) == 0 {
			continue
		}
		if len(queue) > 0 {
			var res *ir.Operation
			if lbShift+trip*step < d*step {
				res = shiftedLoop(ctx, shiftedMap(ctx, origLb, int64(lbShift)), shiftedMap(ctx, origLb, int64(lbShift+trip*step)), queue, 0, loop, b)
				queue = nil
				lbShift += trip * step
			} else {
				res = shiftedLoop(ctx, shiftedMap(ctx, origLb, int64(lbShift)), shiftedMap(ctx, origLb, int64(d)), queue, 0, loop, b)
				lbShift = d * step
			}
			if res != nil {
				rewrite.ApplyToOps(ctx, []*ir.Operation{res}, forPatterns, rewrite.DefaultConfig(), true)
			}
		} else {
			lbShift = d * step
		}
		queue = append(queue, opGroup{d, sorted[d]})
	}
	for i := range queue {
		ubShift := (queue[i].shift + trip) * step
		shiftedLoop(ctx, shiftedMap(ctx, origLb, int64(lbShift)), shiftedMap(ctx, origLb, int64(ubShift)), queue, i, loop, b)
		lbShift = ubShift
	}
	loop.Erase()
}

// canonicalPatterns returns the canonicalization patterns of an op spec.
func canonicalPatterns(spec *ods.Op) []rewrite.Pattern {
	var out []rewrite.Pattern
	for _, p := range spec.Canonicalize {
		out = append(out, p.(rewrite.Pattern))
	}
	return out
}
