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

// symBound is a bound over the symbols of a region: their coefficients
// and a constant.
type symBound struct {
	terms []symTerm
	cst   int64
}

// symTerm is a coefficient of a symbol.
type symTerm struct {
	v *ir.Value
	c int64
}

// dimBound is one dimension of a region's bounding box (upstream's
// getConstantBoundOnDimSize): the lower bound lb/div and the constant
// extent; constant bounds too when the other variables bound them.
type dimBound struct {
	lb       symBound
	div      int64
	extent   int64
	exact    bool
	cLb, cUb int64
	constant bool
}

// regionBox is the bounding box of the region of a memref some accesses
// touch.
type regionBox struct {
	memref *ir.Value
	dims   []dimBound
}

// compareBounds is upstream's compareBounds: -1, 0 or 1 when the bounds
// differ only in their constant, ok false otherwise.
func compareBounds(a, b symBound) (int, bool) {
	if len(a.terms) != len(b.terms) {
		return 0, false
	}
	for _, t := range a.terms {
		found := false
		for _, u := range b.terms {
			if u == t {
				found = true
				break
			}
		}
		if !found {
			return 0, false
		}
	}
	switch {
	case a.cst < b.cst:
		return -1, true
	case a.cst > b.cst:
		return 1, true
	}
	return 0, true
}

// unite is upstream's unionBoundingBox: each dimension grows to hold
// other's; false when an extent is not constant or the bounds compare
// neither symbolically nor as constants.
func (b *regionBox) unite(other *regionBox) bool {
	for d := range b.dims {
		x, y := &b.dims[d], other.dims[d]
		if !x.exact || !y.exact || x.div != y.div {
			return false
		}
		ub := func(t dimBound) symBound {
			return symBound{t.lb.terms, t.lb.cst + t.extent*t.div - 1}
		}
		lb, xub, yub := x.lb, ub(*x), ub(y)
		c, ok := compareBounds(x.lb, y.lb)
		switch {
		case ok && c > 0:
			lb = y.lb
		case !ok:
			if !x.constant || !y.constant {
				return false
			}
			lb = symBound{cst: min(x.cLb, y.cLb)}
		}
		maxUb := xub
		c, ok = compareBounds(xub, yub)
		switch {
		case ok && c < 0:
			maxUb = yub
		case !ok:
			if !x.constant || !y.constant {
				return false
			}
			maxUb = symBound{cst: max(x.cUb, y.cUb)}
		}
		if _, same := compareBounds(lb, maxUb); !same {
			return false
		}
		x.lb = lb
		x.extent = max((maxUb.cst-lb.cst)/x.div+1, 0)
		x.cLb, x.cUb, x.constant = min(x.cLb, y.cLb), max(x.cUb, y.cUb), x.constant && y.constant
	}
	return true
}

// size is upstream's MemRefRegion::getRegionSize: the bytes of the box,
// its extents bounded by the memref's static sizes.
func (b *regionBox) size() (int64, bool) {
	mt := b.memref.Type().(*ir.MemRefType)
	if !isIdentityLayout(mt) {
		// Upstream returns `false` as its optional size: a size of 0.
		return 0, true
	}
	elt, ok := eltBytes(mt)
	if !ok {
		return 0, false
	}
	n := int64(1)
	for d, db := range b.dims {
		size := mt.Shape[d]
		switch {
		case db.exact && size != ir.Dynamic:
			n *= min(db.extent, size)
		case db.exact:
			n *= db.extent
		case size != ir.Dynamic:
			n *= size
		default:
			return 0, false
		}
	}
	return elt * n, true
}

// isIdentityLayout reports whether a memref type has the identity layout
// (upstream's MemRefLayoutAttrInterface::isIdentity: the layout's affine
// map is the identity, as that of a 1-D unit stride without offset).
func isIdentityLayout(mt *ir.MemRefType) bool {
	switch l := mt.Layout.(type) {
	case nil:
		return true
	case *ir.AffineMapAttr:
		return l.Map.IsIdentity()
	case *ir.StridedLayoutAttr:
		return l.Offset == 0 && len(l.Strides) == 1 && l.Strides[0] == 1
	}
	return false
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
	// As upstream's MemRefRegion::compute, the subscripts stay within the
	// memref's dimensions.
	for r, size := range shape {
		region.addConstBound(first+r, false, 0)
		if size != ir.Dynamic {
			region.addConstBound(first+r, true, size-1)
		}
	}
	for r := range shape {
		db := symbolicExtent(region, first+r, first, len(shape))
		db.cLb, ok = region.ConstantBound(first+r, false)
		cUb, okUb := region.ConstantBound(first+r, true)
		db.cUb, db.constant = cUb, ok && okUb
		box.dims = append(box.dims, db)
	}
	return box, true
}

// symbolicExtent is upstream's getConstantBoundOnDimSize for column col,
// the subscripts being columns first..first+rank: an equality, or the
// lower and upper bound rows differing only by a constant with the least
// extent; rows on other subscripts are skipped.
func symbolicExtent(f *FlatConstraints, col, first, rank int) dimBound {
	onOthers := func(row []int64) bool {
		for j := first; j < first+rank; j++ {
			if j != col && row[j] != 0 {
				return true
			}
		}
		return false
	}
	// bound is the row without col, negated for a lower bound, over the
	// symbols; ok is false when a local takes part.
	bound := func(row []int64, neg bool) (symBound, bool) {
		var sb symBound
		sign := int64(1)
		if neg {
			sign = -1
		}
		for j, v := range row[:len(row)-1] {
			if j == col || v == 0 {
				continue
			}
			if j >= f.NumDims()+f.NumSymbols() {
				return sb, false
			}
			// As upstream's constantFoldVarRange, constant symbols fold.
			if k, isConst := constIndex(f.Value(j)); isConst {
				sb.cst += sign * v * k
				continue
			}
			sb.terms = append(sb.terms, symTerm{f.Value(j), sign * v})
		}
		sb.cst += sign * row[len(row)-1]
		return sb, true
	}
	for _, r := range f.Equalities() {
		if r[col] != 0 && !onOthers(r) {
			lb, ok := bound(r, r[col] > 0)
			return dimBound{lb: lb, div: abs(r[col]), extent: 1, exact: ok}
		}
	}
	var best dimBound
	ineqs := f.Inequalities()
	for _, u := range ineqs {
		if u[col] > -1 || onOthers(u) {
			continue
		}
		for _, l := range ineqs {
			if l[col] < 1 || onOthers(l) {
				continue
			}
			same := true
			for j := 0; j < len(l)-1; j++ {
				if u[j] != -l[j] {
					same = false
					break
				}
			}
			if !same {
				continue
			}
			n := len(l) - 1
			diff := max(ceilDiv(u[n]+l[n]+1, l[col]), 0)
			if lb, ok := bound(l, true); ok && (!best.exact || diff < best.extent) {
				best = dimBound{lb: lb, div: l[col], extent: diff, exact: true}
			}
		}
	}
	return best
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
