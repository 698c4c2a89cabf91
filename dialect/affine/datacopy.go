package affine

import (
	"math"

	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/ir/affine"
	"github.com/gomlir/gomlir/ods"
	"github.com/gomlir/gomlir/pass"
	"github.com/gomlir/gomlir/rewrite"
)

func init() {
	pass.Register(&pass.Info{
		Argument: "affine-data-copy-generate",
		Name:     "AffineDataCopyGeneration",
		Summary:  "Generate explicit copying for affine memory operations",
		OpName:   "func.func",
		New: func() (pass.Pass, *pass.Options) {
			p := &dataCopyPass{}
			o := &pass.Options{}
			o.Ulong("fast-mem-capacity", "Set fast memory space capacity in KiB (default: unlimited)", &p.fastMemCapacity, math.MaxUint64)
			o.Uint("fast-mem-space", "Fast memory space identifier for copy generation (default: 1)", &p.opts.fastSpace, 1)
			o.Bool("generate-dma", "Generate DMA instead of point-wise copy", &p.opts.dma, false)
			o.Int("min-dma-transfer", "Minimum DMA transfer size supported by the target in bytes", &p.minDMATransfer, 1024)
			o.Bool("skip-non-unit-stride-loops", "Testing purposes: avoid non-unit stride loop choice depths for copy placement", &p.skipNonUnitStride, false)
			o.Uint("slow-mem-space", "Slow memory space identifier for copy generation (default: 0)", &p.opts.slowSpace, 0)
			o.Uint("tag-mem-space", "Tag memory space identifier for copy generation (default: 0)", &p.opts.tagSpace, 0)
			return p, o
		},
	})
}

// copyOptions is upstream's AffineCopyOptions.
type copyOptions struct {
	dma                            bool
	slowSpace, fastSpace, tagSpace uint64
	capacityBytes                  uint64
}

// dataCopyPass is upstream's AffineDataCopyGeneration: the memref regions
// the affine loads and stores of each block range touch get buffers in the
// fast memory space, with copy-in and copy-out nests (or DMAs) placed as
// high as the regions allow.
type dataCopyPass struct {
	opts              copyOptions
	fastMemCapacity   uint64
	minDMATransfer    int
	skipNonUnitStride bool
}

// copyGen is the state of one run: the context and the roots of the copy
// nests generated, in creation order.
type copyGen struct {
	ctx    *ir.Context
	opts   copyOptions
	nests  []*ir.Operation
	skip   bool
	report func(*ir.Diagnostic)
}

func (g *copyGen) isNest(op *ir.Operation) bool {
	for _, n := range g.nests {
		if n == op {
			return true
		}
	}
	return false
}

func (p *dataCopyPass) Run(fn *ir.Operation, st *pass.State) error {
	ctx := st.Ctx
	opts := p.opts
	opts.capacityBytes = p.fastMemCapacity
	if opts.capacityBytes != math.MaxUint64 {
		opts.capacityBytes *= 1024
	}
	g := &copyGen{ctx: ctx, opts: opts, skip: p.skipNonUnitStride, report: st.Report}
	body := fn.Region(0)
	if body.Empty() {
		return nil
	}
	b := ir.NewBuilder(ctx)
	b.SetInsertionPointToStart(body.First())
	constantIndex(b, fn.Loc(), 0)
	for _, blk := range body.Blocks() {
		g.runOnBlock(blk)
	}
	var copyOps []*ir.Operation
	for _, nest := range g.nests {
		nest.Walk(func(op *ir.Operation) ir.WalkResult {
			if isFor(op) {
				promoteIfSingleIteration(ctx, op)
			} else if _, _, ok := isAffineAccess(op); ok && (op.Name() == "affine.load" || op.Name() == "affine.store") {
				copyOps = append(copyOps, op)
			}
			return ir.WalkAdvance
		})
	}
	var patterns []rewrite.Pattern
	for _, spec := range []*ods.Op{loadSpec, storeSpec} {
		for _, pt := range spec.Canonicalize {
			patterns = append(patterns, pt.(rewrite.Pattern))
		}
	}
	rewrite.ApplyToOps(ctx, copyOps, rewrite.NewPatternSet(patterns), rewrite.DefaultConfig(), true)
	return nil
}

// startsRange reports an affine load, store or for that is no copy nest.
func (g *copyGen) startsRange(op *ir.Operation) bool {
	switch op.Name() {
	case "affine.load", "affine.store", "affine.for":
		return !g.isNest(op)
	}
	return false
}

// nextStart is the first op from op on that starts a range (nil: none).
func (g *copyGen) nextStart(op *ir.Operation) *ir.Operation {
	for ; op != nil; op = op.NextInBlock() {
		if g.startsRange(op) {
			return op
		}
	}
	return nil
}

// runOnBlock is upstream's runOnBlock: the block splits into ranges at
// its affine.for ops; a loop whose footprint exceeds the capacity (or of
// non-unit step, when asked) is entered instead of copied for.
func (g *copyGen) runOnBlock(blk *ir.Block) {
	if blk.First() == nil {
		return
	}
	curBegin := g.nextStart(blk.First())
	it := curBegin
	for it != nil {
		if isFor(it) && !g.isNest(it) {
			g.generate(curBegin, it)
			var recurse bool
			if g.skip {
				recurse = forLoop{it}.step() != 1
			} else if fp, ok := g.footprint(it); ok {
				recurse = uint64(fp) > g.opts.capacityBytes
			}
			if recurse {
				g.runOnBlock(forLoop{it}.body())
			} else {
				g.generate(it, it.NextInBlock())
			}
			curBegin = g.nextStart(it.NextInBlock())
			it = curBegin
		} else {
			it = it.NextInBlock()
		}
	}
	if curBegin != nil {
		g.generate(curBegin, blk.Last())
	}
}

// footprint is upstream's getMemoryFootprintBytes of a loop: the bytes of
// the bounding boxes of the memref regions its accesses touch, symbolic in
// the loops around it.
func (g *copyGen) footprint(loop *ir.Operation) (int64, bool) {
	depth := nestingDepth(loop)
	var regions []*memRegion
	ok := true
	loop.Walk(func(op *ir.Operation) ir.WalkResult {
		if _, _, isAcc := isAffineAccess(op); !isAcc {
			return ir.WalkAdvance
		}
		r, good := computeMemRegion(g.ctx, op, depth, true, g.report)
		if !good {
			g.report(op.EmitError("error obtaining memory region"))
			ok = false
			return ir.WalkInterrupt
		}
		for _, prev := range regions {
			if prev.memref == r.memref {
				if !prev.unionBoundingBox(r) {
					g.report(op.EmitWarning("getMemoryFootprintBytes: unable to perform a union on a memory region"))
					ok = false
					return ir.WalkInterrupt
				}
				return ir.WalkAdvance
			}
		}
		regions = append(regions, r)
		return ir.WalkAdvance
	})
	if !ok {
		return 0, false
	}
	var total int64
	for _, r := range regions {
		n, ok := r.regionSize(g.ctx)
		if !ok {
			return 0, false
		}
		total += n
	}
	return total, true
}

// regionList is a map from memref to region in insertion order.
type regionList struct {
	keys    []*ir.Value
	regions []*memRegion
}

func (l *regionList) find(m *ir.Value) *memRegion {
	for i, k := range l.keys {
		if k == m {
			return l.regions[i]
		}
	}
	return nil
}

// regionAncestor reports whether region r holds (or is) region o.
func regionAncestor(r, o *ir.Region) bool {
	for ; o != nil; o = o.ParentOp().ParentRegion() {
		if o == r {
			return true
		}
		if o.ParentOp() == nil {
			return false
		}
	}
	return false
}

// generate is upstream's affineDataCopyGenerate over [begin, end) of a
// block: the regions of the memrefs accessed there, one per memref for
// reads and one for writes (their bounding boxes united), get fast
// buffers.
func (g *copyGen) generate(begin, end *ir.Operation) {
	if begin == end {
		return
	}
	ctx := g.ctx
	blk := begin.Block()
	depth := nestingDepth(begin)
	var reads, writes regionList
	failed := false
	for op := begin; op != end && !failed; op = op.NextInBlock() {
		op.Walk(func(o *ir.Operation) ir.WalkResult {
			if o.Name() != "affine.load" && o.Name() != "affine.store" {
				return ir.WalkAdvance
			}
			acc, _ := NewMemRefAccess(o)
			mt := acc.MemRef.Type().(*ir.MemRefType)
			if a, ok := mt.MemorySpace.(*ir.IntegerAttr); ok && uint64(a.Int64()) != g.opts.slowSpace {
				return ir.WalkAdvance
			}
			if !regionAncestor(acc.MemRef.ParentRegion(), blk.Parent()) {
				return ir.WalkAdvance
			}
			region, ok := computeMemRegion(ctx, o, depth, false, func(*ir.Diagnostic) {})
			if !ok {
				if region, ok = fullMemRegion(o, depth); !ok {
					failed = true
					return ir.WalkInterrupt
				}
			}
			update := func(l *regionList) bool {
				prev := l.find(region.memref)
				if prev == nil {
					return false
				}
				if !prev.unionBoundingBox(region) {
					full, ok := fullMemRegion(o, depth)
					if !ok {
						failed = true
						return true
					}
					region.cst = full.cst
					prev.cst = full.cst.Clone()
				} else {
					region.cst = prev.cst.Clone()
				}
				return true
			}
			inReads := update(&reads)
			if failed {
				return ir.WalkInterrupt
			}
			inWrites := update(&writes)
			if failed {
				return ir.WalkInterrupt
			}
			if region.write && !inWrites {
				writes.keys = append(writes.keys, region.memref)
				writes.regions = append(writes.regions, region)
			} else if !region.write && !inReads {
				reads.keys = append(reads.keys, region.memref)
				reads.regions = append(reads.regions, region)
			}
			return ir.WalkAdvance
		})
	}
	if failed {
		return
	}
	buffers := &bufferMap{}
	var total uint64
	for _, l := range []*regionList{&reads, &writes} {
		for _, r := range l.regions {
			placeBlk, inStart, outStart := highestPlacement(r, blk, begin, end)
			size, nb, ne, ok := g.generateCopy(r, blk, begin, end, placeBlk, inStart, outStart, buffers)
			if ok {
				begin, end = nb, ne
				total += uint64(size)
			}
		}
	}
	if total > g.opts.capacityBytes {
		g.report(blk.ParentOp().EmitWarning("total size of all copy buffers' for this block exceeds fast memory capacity"))
	}
}

// highestPlacement is upstream's findHighestBlockForPlacement: copies go
// around the outermost of the loops enclosing the block that the region
// does not depend on (and that the memref's definition dominates), else
// around the range.
func highestPlacement(r *memRegion, blk *ir.Block, begin, end *ir.Operation) (*ir.Block, *ir.Operation, *ir.Operation) {
	cst := r.cst
	symbols := cst.values[cst.numDims : cst.numDims+cst.numSymbols]
	enclosing := EnclosingAffineOps(blk.First())
	var last *ir.Operation
	for i := len(enclosing) - 1; i >= 0; i-- {
		op := enclosing[i]
		if !regionAncestor(r.memref.ParentRegion(), op.ParentRegion()) || !isFor(op) || indexOf(symbols, forLoop{op}.iv()) >= 0 {
			break
		}
		last = op
	}
	if last != nil {
		return last.Block(), last, last.NextInBlock()
	}
	return blk, begin, end
}

// functionStart is a builder at the current start of the body of the
// function around op.
func functionStart(ctx *ir.Context, op *ir.Operation) *ir.Builder {
	b := ir.NewBuilder(ctx)
	fn := op
	if !isFunctionLike(fn) {
		fn = enclosingFunction(op)
	}
	b.SetInsertionPointToStart(fn.Region(0).First())
	return b
}

// isFunctionLike reports an op implementing FunctionOpInterface.
func isFunctionLike(op *ir.Operation) bool {
	_, ok := ir.OpInterface[ir.FunctionOpInterface](op)
	return ok
}

// bufferMap maps memrefs to their fast buffers, in insertion order.
type bufferMap struct {
	keys, bufs []*ir.Value
}

func (m *bufferMap) find(k *ir.Value) *ir.Value {
	for i, x := range m.keys {
		if x == k {
			return m.bufs[i]
		}
	}
	return nil
}

// memorySpaceAttr is the memory space attribute of a numbered space (none
// for 0).
func memorySpaceAttr(ctx *ir.Context, space uint64) ir.Attribute {
	if space == 0 {
		return nil
	}
	return ctx.IntAttr(ctx.IntegerType(64, ir.Signless), int64(space))
}

// generateCopy is upstream's generateCopy: a buffer of the region's
// bounding box in the fast memory space (one per memref), the copy-in (of
// a read region) before inStart or the copy-out (of a write region) before
// outStart in placeBlk, and the accesses of [begin, end) redirected to the
// buffer. It returns the bytes allocated and the new range.
func (g *copyGen) generateCopy(r *memRegion, blk *ir.Block, begin, end *ir.Operation, placeBlk *ir.Block, inStart, outStart *ir.Operation, buffers *bufferMap) (int64, *ir.Operation, *ir.Operation, bool) {
	ctx := g.ctx
	zero := constantIndex(functionStart(ctx, begin), enclosingFunction(begin).Loc(), 0)
	if begin == end {
		return 0, begin, end, true
	}
	lastCopyOp := end.PrevInBlock()
	copyOutAtEnd := end == outStart
	prologue, epilogue := ir.NewBuilder(ctx), ir.NewBuilder(ctx)
	prologue.SetInsertionPoint(inStart)
	epilogue.SetInsertionPoint(outStart)
	b := prologue
	if r.write {
		b = epilogue
	}
	top := functionStart(ctx, placeBlk.ParentOp())
	loc, memref := r.loc, r.memref
	mt := memref.Type().(*ir.MemRefType)
	if !isIdentityLayout(mt) || len(mt.Shape) == 0 {
		return 0, begin, end, false
	}
	rank := len(mt.Shape)
	numElements, shape, lbs, ok := r.boundingSizeAndShape(ctx)
	if !ok {
		return 0, begin, end, false
	}
	for _, lb := range lbs {
		if len(lb.Results) > 1 {
			return 0, begin, end, false
		}
	}
	if numElements == 0 {
		return 0, begin, end, true
	}
	lbMaps, ubMaps := make([]*affine.Map, rank), make([]*affine.Map, rank)
	for d := range lbMaps {
		lbMaps[d], ubMaps[d] = r.lowerAndUpperBound(ctx, d)
		if len(lbMaps[d].Results) == 0 || len(ubMaps[d].Results) == 0 {
			return 0, begin, end, false
		}
	}
	cst := r.cst
	regionSymbols := append([]*ir.Value(nil), cst.values[rank:cst.numDims+cst.numSymbols]...)
	var memIndices, bufIndices []*ir.Value
	offsets := make([]affine.Expr, rank)
	for d, lb := range lbs {
		if lb.IsSingleConstant() {
			if k := lb.GetSingleConstantResult(); k == 0 {
				memIndices = append(memIndices, zero)
			} else {
				memIndices = append(memIndices, constantIndex(top, loc, k))
			}
		} else {
			lb = lb.ReplaceDimsAndSymbols(ctx, nil, identity(ctx, lb.NumSymbols, false), lb.NumSymbols, 0)
			lbs[d] = lb
			memIndices = append(memIndices, buildApply(b, loc, lb, regionSymbols))
		}
		bufIndices = append(bufIndices, zero)
		offsets[d] = lbs[d].Results[0]
	}
	fast := buffers.find(memref)
	existing := fast != nil
	var size int64
	if !existing {
		ft := ctx.MemRefType(shape, mt.Elem, nil, memorySpaceAttr(ctx, g.opts.fastSpace))
		fast = prologue.Create(&ir.OperationState{Loc: loc, Name: ctx.LookupOp("memref.alloc"), Types: []ir.Type{ft},
			Attrs: []ir.NamedAttr{{Name: "operandSegmentSizes", Value: ctx.DenseI32Array([]int32{0, 0})}}}).Result(0)
		buffers.keys = append(buffers.keys, memref)
		buffers.bufs = append(buffers.bufs, fast)
		if elt, ok := eltBytes(ft); ok {
			size = elt * numElements
		}
	}
	numElementsSSA := constantIndex(top, loc, numElements)
	var stride []*ir.Value
	if g.opts.dma {
		strides := multiLevelStrides(mt.Shape, shape)
		if len(strides) > 1 {
			return 0, begin, end, false
		}
		if len(strides) == 1 {
			stride = []*ir.Value{constantIndex(top, loc, strides[0][0]), constantIndex(top, loc, strides[0][1])}
		}
	}
	memMap, memOps := fullyComposeMap(ctx, affine.MultiDimIdentityMap(ctx, len(memIndices)), memIndices)
	bufMap, bufOps := fullyComposeMap(ctx, affine.MultiDimIdentityMap(ctx, len(bufIndices)), bufIndices)
	nEnd := end
	dealloc := func(v *ir.Value) *ir.Operation {
		return epilogue.Create(&ir.OperationState{Loc: loc, Name: ctx.LookupOp("memref.dealloc"), Operands: []*ir.Value{v}})
	}
	if !g.opts.dma {
		nest := pointWiseCopy(b, loc, memref, fast, lbMaps, ubMaps, regionSymbols, offsets, r.write)
		g.nests = append(g.nests, nest)
		if r.write && copyOutAtEnd {
			nEnd = nest
		}
	} else {
		tagType := ctx.MemRefType([]int64{1}, ctx.IntegerType(32, ir.Signless), nil, memorySpaceAttr(ctx, g.opts.tagSpace))
		tag := prologue.Create(&ir.OperationState{Loc: loc, Name: ctx.LookupOp("memref.alloc"), Types: []ir.Type{tagType},
			Attrs: []ir.NamedAttr{{Name: "operandSegmentSizes", Value: ctx.DenseI32Array([]int32{0, 0})}}}).Result(0)
		tagMap, tagOps := fullyComposeMap(ctx, affine.MultiDimIdentityMap(ctx, 1), []*ir.Value{zero})
		src, srcMap, srcOps, dst, dstMap, dstOps := memref, memMap, memOps, fast, bufMap, bufOps
		if r.write {
			src, srcMap, srcOps, dst, dstMap, dstOps = fast, bufMap, bufOps, memref, memMap, memOps
		}
		operands := append(append([]*ir.Value{src}, srcOps...), dst)
		operands = append(append(operands, dstOps...), tag)
		operands = append(append(append(operands, tagOps...), numElementsSSA), stride...)
		start := b.Create(&ir.OperationState{Loc: loc, Name: ctx.LookupOp("affine.dma_start"), Operands: operands})
		start.SetAttr(ctx, "src_map", ctx.AffineMapAttr(srcMap))
		start.SetAttr(ctx, "dst_map", ctx.AffineMapAttr(dstMap))
		start.SetAttr(ctx, "tag_map", ctx.AffineMapAttr(tagMap))
		if r.write && copyOutAtEnd {
			nEnd = start
		}
		wait := b.Create(&ir.OperationState{Loc: loc, Name: ctx.LookupOp("affine.dma_wait"), Operands: []*ir.Value{tag, zero, numElementsSSA}})
		wait.SetAttr(ctx, "tag_map", ctx.AffineMapAttr(tagMap))
		tagDealloc := dealloc(tag)
		if nEnd == end && copyOutAtEnd {
			nEnd = tagDealloc
		}
	}
	if !existing {
		d := dealloc(fast)
		if !g.opts.dma && nEnd == end && copyOutAtEnd {
			nEnd = d
		}
	}
	ns := len(regionSymbols)
	remap := make([]affine.Expr, rank)
	for i := range remap {
		remap[i] = affine.Sub(ctx, affine.Dim(ctx, ns+i), offsets[i])
	}
	indexRemap := affine.Get(ctx, ns+rank, 0, remap)
	prevOfBegin := begin.PrevInBlock()
	var users []*ir.Operation
	for _, u := range memref.Users() {
		anc := ancestorInBlock(blk, u)
		if anc == nil || anc.IsBeforeInBlock(begin) || lastCopyOp.IsBeforeInBlock(anc) {
			continue
		}
		if u.Name() == "memref.dealloc" {
			continue
		}
		if _, _, ok := accessMapOf(u, memref); !ok {
			users = nil
			break
		}
		if indexOfOp(users, u) < 0 {
			users = append(users, u)
		}
	}
	for _, u := range users {
		replaceMemRefInOp(ctx, u, memref, fast, nil, indexRemap, regionSymbols)
	}
	nBegin := blk.First()
	if prevOfBegin != nil {
		nBegin = prevOfBegin.NextInBlock()
	}
	return size, nBegin, nEnd, true
}

// indexOfOp returns the position of op in ops, -1 if absent.
func indexOfOp(ops []*ir.Operation, op *ir.Operation) int {
	for i, o := range ops {
		if o == op {
			return i
		}
	}
	return -1
}

// pointWiseCopy is upstream's generatePointWiseCopy: a nest over the
// region's bounds copying each element between memref and the fast
// buffer (indexed relative to the region's lower bounds), built at b; it
// returns the outermost loop.
func pointWiseCopy(b *ir.Builder, loc ir.Location, memref, fast *ir.Value, lbMaps, ubMaps []*affine.Map, operands []*ir.Value, offsets []affine.Expr, copyOut bool) *ir.Operation {
	ctx := b.Ctx
	rank := len(lbMaps)
	var memIndices, fastOperands, dead []*ir.Value
	var fastExprs []affine.Expr
	var root *ir.Operation
	at := b
	for d := 0; d < rank; d++ {
		nb := ir.NewBuilder(ctx)
		if at.InsertionPoint() != nil {
			nb.SetInsertionPoint(at.InsertionPoint())
		} else {
			nb.SetInsertionPointToEnd(at.InsertionBlock())
		}
		loop := createCanonicalizedFor(nb, loc, operands, lbMaps[d], operands, ubMaps[d])
		if d == 0 {
			root = loop
		}
		at = ir.NewBuilder(ctx)
		at.SetInsertionPoint(forLoop{loop}.body().Last())
		off := buildApply(at, loc, affine.Get(ctx, len(operands), 0, []affine.Expr{offsets[d]}), operands)
		fastExprs = append(fastExprs, affine.Sub(ctx, affine.Dim(ctx, 2*d+1), affine.Dim(ctx, 2*d)))
		iv := forLoop{loop}.iv()
		fastOperands = append(fastOperands, off, iv)
		dead = append(dead, off)
		memIndices = append(memIndices, iv)
	}
	fm, fops := fullyComposeMap(ctx, affine.Get(ctx, 2*rank, 0, fastExprs), fastOperands)
	fm = affine.SimplifyAffineMap(ctx, fm)
	fm, fops = canonicalizeMap(ctx, fm, fops)
	for _, a := range dead {
		if !a.HasUses() {
			a.DefiningOp().Erase()
		}
	}
	elem := memref.Type().(*ir.MemRefType).Elem
	ident := affine.MultiDimIdentityMap(ctx, rank)
	access := func(name string, operands []*ir.Value, m *affine.Map, types []ir.Type) *ir.Operation {
		return at.Create(&ir.OperationState{Loc: loc, Name: ctx.LookupOp(name), Types: types, Operands: operands,
			Attrs: []ir.NamedAttr{{Name: "map", Value: ctx.AffineMapAttr(m)}}})
	}
	if !copyOut {
		v := access("affine.load", append([]*ir.Value{memref}, memIndices...), ident, []ir.Type{elem}).Result(0)
		access("affine.store", append([]*ir.Value{v, fast}, fops...), fm, nil)
		return root
	}
	v := access("affine.load", append([]*ir.Value{fast}, fops...), fm, []ir.Type{elem}).Result(0)
	access("affine.store", append([]*ir.Value{v, memref}, memIndices...), ident, nil)
	return root
}

// multiLevelStrides is upstream's getMultiLevelStrides: for a transfer of
// a region of shape bufShape out of a memref of shape memShape, the
// (stride, elements per stride) pairs of its striding levels, outermost
// last.
func multiLevelStrides(memShape, bufShape []int64) [][2]int64 {
	var out [][2]int64
	if len(bufShape) <= 1 {
		return out
	}
	numEltPerStride, stride := int64(1), int64(1)
	for d := len(bufShape) - 1; d >= 1; d-- {
		stride *= memShape[d]
		numEltPerStride *= bufShape[d]
		if bufShape[d] < memShape[d] && bufShape[d-1] > 1 {
			out = append(out, [2]int64{stride, numEltPerStride})
		}
	}
	return out
}
