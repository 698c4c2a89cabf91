package affine

import (
	"math"
	"strconv"

	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/ir/affine"
	"github.com/gomlir/gomlir/pass"
)

func init() {
	pass.Register(&pass.Info{
		Argument: "affine-loop-tile",
		Name:     "AffineLoopTiling",
		Summary:  "Tile affine loop nests",
		OpName:   "func.func",
		New: func() (pass.Pass, *pass.Options) {
			p := &loopTiling{}
			o := &pass.Options{}
			o.Ulong("cache-size", "Set size of cache to tile for in KiB (default: 512)", &p.cacheSizeKiB, 512)
			o.Bool("separate", "Separate full and partial tiles (default: false)", &p.separate, false)
			o.UintInt("tile-size", "Use this tile size for all loops", &p.tileSize, 0)
			o.UintList("tile-sizes", "List of tile sizes for each perfect nest (overridden by -tile-size)", &p.tileSizes)
			return p, o
		},
	})
}

// defaultTileSize is the tile size of loops no option or model sizes.
const defaultTileSize = 4

// loopTiling is upstream's LoopTiling pass: each maximal perfect nest of
// affine.for loops at the top of the function is tiled, with the given tile
// sizes or sizes making the memory footprint of a tile fit the cache.
type loopTiling struct {
	cacheSizeKiB uint64
	separate     bool
	tileSize     int
	tileSizes    []string
}

func (p *loopTiling) Run(fn *ir.Operation, st *pass.State) error {
	var bands [][]*ir.Operation
	for i := 0; i < fn.NumRegions(); i++ {
		for b := fn.Region(i).First(); b != nil; b = b.Next() {
			for op := b.First(); op != nil; op = op.NextInBlock() {
				if isFor(op) {
					bands = append(bands, PerfectlyNestedLoops(op))
				}
			}
		}
	}
	for _, band := range bands {
		sizes := p.sizes(st, band)
		if !TilingValid(st.Ctx, band) {
			continue
		}
		tiled, ok := TilePerfectlyNested(st.Ctx, band, sizes)
		if ok && p.separate {
			SeparateFullTiles(st.Ctx, tiled[len(band):])
		}
	}
	return nil
}

// sizes is upstream's LoopTiling::getTileSizes.
func (p *loopTiling) sizes(st *pass.State, band []*ir.Operation) []int64 {
	ctx := st.Ctx
	sizes := make([]int64, len(band))
	if p.tileSize != 0 {
		for i := range sizes {
			sizes[i] = int64(p.tileSize)
		}
		return sizes
	}
	if len(p.tileSizes) > 0 {
		for i := range sizes {
			sizes[i] = defaultTileSize
			if i < len(p.tileSizes) {
				v, _ := strconv.ParseUint(p.tileSizes[i], 0, 32)
				sizes[i] = int64(v)
			}
		}
		return sizes
	}
	fp, ok := memoryFootprintBytes(ctx, band[0], st.Report)
	if !ok {
		for i := range sizes {
			sizes[i] = defaultTileSize
		}
		adjustToDivisorsOfTripCounts(ctx, band, sizes)
		return sizes
	}
	cacheBytes := p.cacheSizeKiB * 1024
	excess := (uint64(fp) + cacheBytes - 1) / cacheBytes
	if excess <= 1 {
		for i := range sizes {
			sizes[i] = 1
		}
		return sizes
	}
	tSize := uint32(math.Floor(math.Pow(float64(excess), 1.0/float64(len(band)))))
	cumul := uint32(1)
	for i := range sizes {
		s := tSize
		if i == len(sizes)-1 {
			s = max(1, uint32(excess/uint64(cumul)))
		}
		sizes[i] = int64(s)
		cumul *= s
	}
	adjustToDivisorsOfTripCounts(ctx, band, sizes)
	return sizes
}

// adjustToDivisorsOfTripCounts is upstream's: each tile size becomes the
// largest divisor of its loop's constant trip count not above it (and not
// above half the trip count).
func adjustToDivisorsOfTripCounts(ctx *ir.Context, band []*ir.Operation, sizes []int64) {
	for i, l := range band {
		trip, ok := constantTripCount(ctx, forLoop{l})
		if !ok {
			continue
		}
		t := uint64(sizes[i])
		if trip > 1 && t > trip/2 {
			t = trip / 2
		}
		for t != 0 && trip%t != 0 {
			t--
		}
		sizes[i] = int64(t)
	}
}

// memoryFootprintBytes is upstream's getMemoryFootprintBytes of a loop at
// memory space 0: the bytes of the bounding boxes of the memref regions its
// affine loads and stores touch, with a warning on an access whose region
// cannot be united with the earlier ones of its memref.
func memoryFootprintBytes(ctx *ir.Context, loop *ir.Operation, report func(*ir.Diagnostic)) (int64, bool) {
	var boxes []*regionBox
	ok := true
	loop.Walk(func(op *ir.Operation) ir.WalkResult {
		a, isAccess := NewMemRefAccess(op)
		if !isAccess {
			return ir.WalkAdvance
		}
		box, computed := regionBoundingBox(ctx, a)
		if !computed {
			ok = false
			return ir.WalkInterrupt
		}
		for _, b := range boxes {
			if b.memref != a.MemRef {
				continue
			}
			if !b.unite(box) {
				report(op.EmitWarning("getMemoryFootprintBytes: unable to perform a union on a memory region"))
				ok = false
				return ir.WalkInterrupt
			}
			return ir.WalkAdvance
		}
		boxes = append(boxes, box)
		return ir.WalkAdvance
	})
	if !ok {
		return 0, false
	}
	var total int64
	for _, b := range boxes {
		n, ok := b.size()
		if !ok {
			return 0, false
		}
		total += n
	}
	return total, true
}

// regionBox is the bounding box of the region of a memref some accesses
// touch: per dimension the constant bounds of the subscripts (exact), or
// else of the subscripts within the memref's static extent.
type regionBox struct {
	memref   *ir.Value
	lbs, ubs []int64
	exact    []bool
	bounded  []bool
}

// unite is upstream's unionBoundingBox on regions with constant extents:
// the box grows to hold other; false when either has a dimension without
// constant bounds.
func (b *regionBox) unite(other *regionBox) bool {
	for d := range b.lbs {
		if !b.exact[d] || !other.exact[d] {
			return false
		}
	}
	for d := range b.lbs {
		b.lbs[d], b.ubs[d] = min(b.lbs[d], other.lbs[d]), max(b.ubs[d], other.ubs[d])
	}
	return true
}

// size is upstream's MemRefRegion::getRegionSize: the bytes of the box.
func (b *regionBox) size() (int64, bool) {
	mt := b.memref.Type().(*ir.MemRefType)
	if !isIdentityLayout(mt) {
		return 0, false
	}
	elt, ok := eltBytes(mt)
	if !ok {
		return 0, false
	}
	n := int64(1)
	for d := range b.lbs {
		if !b.bounded[d] {
			return 0, false
		}
		n *= b.ubs[d] - b.lbs[d] + 1
	}
	return elt * n, true
}

// isIdentityLayout reports whether a memref type has the identity layout.
func isIdentityLayout(mt *ir.MemRefType) bool {
	if mt.Layout == nil {
		return true
	}
	m, ok := mt.Layout.(*ir.AffineMapAttr)
	return ok && m.Map.IsIdentity()
}

// regionBoundingBox is the bounding box of the region an access touches
// at loop depth 0; false when the region cannot be computed.
func regionBoundingBox(ctx *ir.Context, a MemRefAccess) (*regionBox, bool) {
	region, ok := accessRegion(ctx, a, func(*ir.Diagnostic) {})
	if !ok {
		return nil, false
	}
	shape := a.MemRef.Type().(*ir.MemRefType).Shape
	box := &regionBox{memref: a.MemRef}
	first := region.NumVars() - len(shape)
	for r := range shape {
		lb, okLb := region.ConstantBound(first+r, false)
		ub, okUb := region.ConstantBound(first+r, true)
		box.lbs, box.ubs = append(box.lbs, lb), append(box.ubs, max(ub, lb-1))
		box.exact = append(box.exact, okLb && okUb)
	}
	// Within the memref's static extents (upstream's
	// getConstantBoundingSizeAndShape).
	for r, size := range shape {
		row := region.zeroRow()
		row[first+r] = 1
		region.AddInequality(row)
		if size != ir.Dynamic {
			row = region.zeroRow()
			row[first+r], row[len(row)-1] = -1, size-1
			region.AddInequality(row)
		}
	}
	for r, size := range shape {
		if box.exact[r] {
			box.bounded = append(box.bounded, true)
			continue
		}
		lb, okLb := region.ConstantBound(first+r, false)
		ub, okUb := region.ConstantBound(first+r, true)
		switch {
		case okLb && okUb:
			box.lbs[r], box.ubs[r] = lb, max(ub, lb-1)
		case size != ir.Dynamic:
			box.lbs[r], box.ubs[r] = 0, size-1
		}
		box.bounded = append(box.bounded, okLb && okUb || size != ir.Dynamic)
	}
	return box, true
}

// TilingValid is upstream's isTilingValid: no dependence between the
// affine loads and stores of the nest has a negative distance range along
// one of the band's loops.
func TilingValid(ctx *ir.Context, band []*ir.Operation) bool {
	var accesses []MemRefAccess
	band[0].Walk(func(op *ir.Operation) ir.WalkResult {
		if a, ok := NewMemRefAccess(op); ok {
			accesses = append(accesses, a)
		}
		return ir.WalkAdvance
	})
	for d := 1; d <= len(band)+1; d++ {
		for _, src := range accesses {
			for _, dst := range accesses {
				var comps []DependenceComponent
				if CheckMemrefAccessDependence(ctx, src, dst, d, &comps, false) != HasDependence {
					continue
				}
				for _, c := range comps {
					if c.Lb != NoLowerBound && c.Ub != NoUpperBound && c.Lb < c.Ub && c.Ub < 0 {
						return false
					}
				}
			}
		}
	}
	return true
}

// isPerfectlyNested reports whether each loop of band is alone (with the
// terminator) in the body of the previous one.
func isPerfectlyNested(band []*ir.Operation) bool {
	for i := 1; i < len(band); i++ {
		body := forLoop{band[i-1]}.body()
		if body.First() != band[i] || band[i].NextInBlock() != body.Last() {
			return false
		}
	}
	return true
}

// preTilingChecks is upstream's performPreTilingChecks: no loop yields
// values, the loops are perfectly nested and their index set is
// hyper-rectangular.
func preTilingChecks(ctx *ir.Context, band []*ir.Operation) bool {
	for _, l := range band {
		if l.NumResults() > 0 {
			return false
		}
	}
	if !isPerfectlyNested(band) {
		return false
	}
	if len(band) <= 1 {
		return true
	}
	cst, ok := IndexSet(ctx, band)
	if !ok {
		return false
	}
	for _, rows := range [][][]int64{cst.Equalities(), cst.Inequalities()} {
		for _, row := range rows {
			n := 0
			for _, v := range row[:len(band)] {
				if v != 0 {
					n++
				}
			}
			if n > 1 {
				return false
			}
		}
	}
	return true
}

// createEmptyFor builds `affine.for 0 to 0` with an empty body at b's
// insertion point.
func createEmptyFor(b *ir.Builder, loc ir.Location) *ir.Operation {
	ctx := b.Ctx
	zero := ctx.AffineMapAttr(affine.ConstantMap(ctx, 0))
	loop := BuildForOp(b, loc, nil, nil, nil, nil,
		ir.NamedAttr{Name: "lowerBoundMap", Value: zero},
		ir.NamedAttr{Name: "upperBoundMap", Value: zero},
		ir.NamedAttr{Name: "step", Value: ctx.IntAttr(ctx.IndexType(), 1)})
	blk := b.CreateBlock(loop.Region(), []ir.Type{ctx.IndexType()}, []ir.Location{loc})
	b.SetInsertionPointToEnd(blk)
	BuildYieldOp(b, loc, nil)
	return loop.Operation
}

// setStep sets the step of an affine.for.
func setStep(ctx *ir.Context, op *ir.Operation, step int64) {
	op.SetInherentAttr(ctx, "step", ctx.IntAttr(ctx.IndexType(), step))
}

// constructTiledLoopNest is upstream's: 2*len(band) loops without bounds
// wrap the band (tile-space loops outermost, then intra-tile ones, in band
// order), the band's innermost body moves into the innermost new loop.
func constructTiledLoopNest(ctx *ir.Context, band []*ir.Operation) []*ir.Operation {
	width := len(band)
	root := band[0]
	loc := root.Loc()
	tiled := make([]*ir.Operation, 2*width)
	top := root
	b := ir.NewBuilder(ctx)
	var innermost *ir.Operation
	for i := 0; i < 2*width; i++ {
		b.SetInsertionPoint(top)
		loop := createEmptyFor(b, loc)
		body := forLoop{loop}.body()
		top.Remove()
		body.InsertBefore(top, body.First())
		tiled[2*width-1-i] = loop
		top = loop
		if i == 0 {
			innermost = loop
		}
	}
	src, dest := forLoop{band[width-1]}.body(), forLoop{innermost}.body()
	pos := dest.First()
	for op := src.First(); op != src.Last(); {
		next := op.NextInBlock()
		op.Remove()
		dest.InsertBefore(op, pos)
		op = next
	}
	return tiled
}

// TilePerfectlyNested is upstream's tilePerfectlyNested: the band of
// perfectly nested loops (outermost first) is tiled by sizes, giving the
// tile-space loops then the intra-tile loops. ok is false, with the IR
// unchanged, when the band yields values, is not perfectly nested or has a
// non hyper-rectangular index set (or a tile size is not positive).
func TilePerfectlyNested(ctx *ir.Context, band []*ir.Operation, sizes []int64) ([]*ir.Operation, bool) {
	if len(band) == 0 {
		return nil, true
	}
	for _, s := range sizes {
		if s <= 0 {
			return nil, false
		}
	}
	if !preTilingChecks(ctx, band) {
		return nil, false
	}
	width := len(band)
	tiled := constructTiledLoopNest(ctx, band)
	constructTiledIndexSetHyperRect(ctx, band, tiled, sizes)
	for i, l := range band {
		forLoop{l}.iv().ReplaceAllUsesWith(forLoop{tiled[width+i]}.iv())
	}
	band[0].Erase()
	return tiled, true
}

// constructTiledIndexSetHyperRect is upstream's: the tile-space loops run
// over the original bounds by tile-sized steps, the intra-tile loops over a
// tile, clipped to the original upper bound when the tile size does not
// divide the trip count.
func constructTiledIndexSetHyperRect(ctx *ir.Context, band, tiled []*ir.Operation, sizes []int64) {
	width := len(band)
	d0 := affine.Dim(ctx, 0)
	u := unroller{ctx}
	for i, l := range band {
		f := forLoop{l}
		setForBounds(ctx, tiled[i], false, f.lbOperands(), f.lbMap())
		setForBounds(ctx, tiled[i], true, f.ubOperands(), f.ubMap())
		setStep(ctx, tiled[i], sizes[i]*f.step())
	}
	for i, l := range band {
		f := forLoop{l}
		step := f.step()
		largestDiv := u.largestDivisorOfTripCount(l)
		trip, constTrip := constantTripCount(ctx, f)
		intra, iv := tiled[width+i], forLoop{tiled[i]}.iv()
		setForBounds(ctx, intra, false, []*ir.Value{iv}, affine.Get(ctx, 1, 0, []affine.Expr{d0}))
		setStep(ctx, intra, step)
		switch {
		case constTrip && trip < uint64(sizes[i]):
			m := affine.Get(ctx, 1, 0, []affine.Expr{affine.Add(ctx, d0, affine.Constant(ctx, int64(trip)*step))})
			setForBounds(ctx, intra, true, []*ir.Value{iv}, m)
		case largestDiv%uint64(sizes[i]) != 0:
			ub, ubOps := f.ubMap(), f.ubOperands()
			operands := append(append(append([]*ir.Value(nil), ubOps[:ub.NumDims]...), iv), ubOps[ub.NumDims:]...)
			exprs := []affine.Expr{affine.Add(ctx, affine.Dim(ctx, ub.NumDims), affine.Constant(ctx, sizes[i]*step))}
			exprs = append(exprs, ub.Results...)
			setForBounds(ctx, intra, true, operands, affine.Get(ctx, ub.NumDims+1, ub.NumSymbols, exprs))
		default:
			m := affine.Get(ctx, 1, 0, []affine.Expr{affine.Add(ctx, d0, affine.Constant(ctx, sizes[i]*step))})
			setForBounds(ctx, intra, true, []*ir.Value{iv}, m)
		}
	}
}

// TilePerfectlyNestedParametric is upstream's tilePerfectlyNestedParametric:
// as TilePerfectlyNested with SSA values as tile sizes. The loops must have
// constant lower bounds (ok is false otherwise).
func TilePerfectlyNestedParametric(ctx *ir.Context, band []*ir.Operation, sizes []*ir.Value) ([]*ir.Operation, bool) {
	if len(band) == 0 {
		return nil, true
	}
	for _, l := range band {
		if !(forLoop{l}).lbMap().IsSingleConstant() {
			return nil, false
		}
	}
	if !preTilingChecks(ctx, band) {
		return nil, false
	}
	width := len(band)
	tiled := constructTiledLoopNest(ctx, band)
	for i, l := range band {
		setInterTileBoundsParametric(ctx, forLoop{l}, tiled[i], sizes[i])
	}
	for i, l := range band {
		setIntraTileBoundsParametric(ctx, forLoop{l}, tiled[i], tiled[width+i], sizes[i])
	}
	for i, l := range band {
		forLoop{l}.iv().ReplaceAllUsesWith(forLoop{tiled[width+i]}.iv())
	}
	band[0].Erase()
	return tiled, true
}

// boundWithExtra returns the operands of a bound with extraDim appended to
// its dimensions (when non-nil) and extraSym to its symbols.
func boundWithExtra(m *affine.Map, operands []*ir.Value, extraDim, extraSym *ir.Value) []*ir.Value {
	out := append([]*ir.Value(nil), operands[:m.NumDims]...)
	if extraDim != nil {
		out = append(out, extraDim)
	}
	out = append(out, operands[m.NumDims:]...)
	return append(out, extraSym)
}

// setInterTileBoundsParametric is upstream's: the tile-space loop runs from
// the original lower bound lb to lb + (ub - lb) ceildiv tileSize.
func setInterTileBoundsParametric(ctx *ir.Context, orig forLoop, loop *ir.Operation, tileSize *ir.Value) {
	setForBounds(ctx, loop, false, orig.lbOperands(), orig.lbMap())
	lb := affine.Constant(ctx, orig.lbMap().GetSingleConstantResult())
	ub := orig.ubMap()
	t := affine.Symbol(ctx, ub.NumSymbols)
	exprs := make([]affine.Expr, len(ub.Results))
	for i, e := range ub.Results {
		exprs[i] = affine.Add(ctx, lb, affine.CeilDiv(ctx, affine.Sub(ctx, e, lb), t))
	}
	setForBounds(ctx, loop, true, boundWithExtra(ub, orig.ubOperands(), nil, tileSize), affine.Get(ctx, ub.NumDims, ub.NumSymbols+1, exprs))
	setStep(ctx, loop, orig.step())
}

// setIntraTileBoundsParametric is upstream's: the intra-tile loop of
// tile-space iteration i runs from (i - lb) * tileSize + lb to the least of
// (i - lb) * tileSize + tileSize * step + lb and the original upper bounds.
func setIntraTileBoundsParametric(ctx *ir.Context, orig forLoop, inter, intra *ir.Operation, tileSize *ir.Value) {
	lbMap, ubMap := orig.lbMap(), orig.ubMap()
	lb := affine.Constant(ctx, lbMap.GetSingleConstantResult())
	iv := forLoop{inter}.iv()
	lbExpr := affine.Add(ctx, affine.Mul(ctx, affine.Sub(ctx, affine.Dim(ctx, lbMap.NumDims), lb), affine.Symbol(ctx, lbMap.NumSymbols)), lb)
	setForBounds(ctx, intra, false, boundWithExtra(lbMap, orig.lbOperands(), iv, tileSize),
		affine.Get(ctx, lbMap.NumDims+1, lbMap.NumSymbols+1, []affine.Expr{lbExpr}))
	t := affine.Symbol(ctx, ubMap.NumSymbols)
	ubExpr := affine.Add(ctx, affine.Add(ctx, affine.Mul(ctx, affine.Sub(ctx, affine.Dim(ctx, ubMap.NumDims), lb), t),
		affine.Mul(ctx, t, affine.Constant(ctx, orig.step()))), lb)
	exprs := append([]affine.Expr{ubExpr}, ubMap.Results...)
	setForBounds(ctx, intra, true, boundWithExtra(ubMap, orig.ubOperands(), iv, tileSize),
		affine.Get(ctx, ubMap.NumDims+1, ubMap.NumSymbols+1, exprs))
	setStep(ctx, intra, orig.step())
}
