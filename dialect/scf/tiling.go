package scf

import (
	"strconv"

	"github.com/gomlir/gomlir/dialect/arith"
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/ir/affine"
	"github.com/gomlir/gomlir/pass"
	"github.com/gomlir/gomlir/rewrite"
)

func init() {
	pass.Register(&pass.Info{Argument: "scf-parallel-loop-tiling", Name: "SCFParallelLoopTiling",
		Summary: "Tile parallel loops", Dependent: []string{"affine", "arith", "scf"},
		New: func() (pass.Pass, *pass.Options) {
			t := &parallelLoopTiling{}
			o := &pass.Options{}
			o.LongList("parallel-loop-tile-sizes", "Factors to tile parallel loops by", &t.sizes)
			o.Bool("no-min-max-bounds", "Perform tiling with fixed upper bound with inbound check inside the internal loops", &t.noMinMax, false)
			return t, o
		}})
}

// parallelLoopTiling is upstream's ParallelLoopTiling pass: it tiles the
// innermost scf.parallel loops without reductions.
type parallelLoopTiling struct {
	sizes    []string
	noMinMax bool
}

func (t *parallelLoopTiling) Run(op *ir.Operation, st *pass.State) error {
	sizes := make([]int64, len(t.sizes))
	for i, s := range t.sizes {
		v, _ := strconv.ParseInt(s, 0, 64)
		if v == 0 {
			st.Report(ir.Errorf(st.Ctx.UnknownLoc(), "tile size cannot be 0"))
			return pass.ErrFailed
		}
		sizes[i] = v
	}
	var loops []*ir.Operation
	op.Walk(func(o *ir.Operation) ir.WalkResult {
		if o.Name() == "scf.parallel" && !hasNestedParallel(o) {
			loops = append(loops, o)
		}
		return ir.WalkAdvance
	})
	rw := rewrite.NewRewriter(st.Ctx, nil)
	for _, l := range loops {
		if _, _, _, inits := parallelBounds(l); len(inits) == 0 {
			tileParallelLoop(rw, l, sizes, t.noMinMax)
		}
	}
	return nil
}

// hasNestedParallel reports whether an scf.parallel is nested in op.
func hasNestedParallel(op *ir.Operation) bool {
	found := false
	op.Walk(func(o *ir.Operation) ir.WalkResult {
		if o != op && o.Name() == "scf.parallel" {
			found = true
			return ir.WalkInterrupt
		}
		return ir.WalkAdvance
	})
	return found
}

// constantIndexValue returns the value of an arith.constant of index type
// defining v.
func constantIndexValue(v *ir.Value) (int64, bool) {
	c, ok := arith.AsConstantOp(v.DefiningOp())
	if !ok || !isIndex(v.Type()) {
		return 0, false
	}
	a, ok := c.InherentAttr("value").(*ir.IntegerAttr)
	if !ok {
		return 0, false
	}
	return a.Int64(), true
}

// tileParallelLoop is upstream's tileParallelLoop: an outer loop stepping
// by step*tileSize and an inner loop over one tile, bounded by an
// affine.min (or, with noMinMax, guarded by an scf.if).
func tileParallelLoop(rw *rewrite.Rewriter, op *ir.Operation, sizes []int64, noMinMax bool) {
	ctx, loc := rw.Ctx, op.Loc()
	idx := ctx.IndexType()
	rw.SetInsertionPoint(op)
	lbs, ubs, steps, _ := parallelBounds(op)
	zero := createIndexConstant(rw, loc, 0)
	tiles := make([]*ir.Value, len(ubs))
	tileSizes := make([]int64, len(ubs))
	for i := range ubs {
		tileSizes[i] = 1
		if i < len(sizes) {
			tileSizes[i] = sizes[i]
		}
		tiles[i] = createIndexConstant(rw, loc, tileSizes[i])
	}
	newSteps := make([]*ir.Value, len(steps))
	for i, s := range steps {
		newSteps[i] = arith.BuildMulIOp(rw.Builder, loc, s, tiles[i], idx).Result()
	}
	outer := createParallel(rw, loc, lbs, ubs, newSteps, nil, true)
	ob := outer.Region(0).First()
	rw.SetInsertionPointToStart(ob)
	minMap := affine.Get(ctx, 3, 0, []affine.Expr{affine.Dim(ctx, 0), affine.Sub(ctx, affine.Dim(ctx, 1), affine.Dim(ctx, 2))})
	bounds := make([]*ir.Value, len(ubs))
	needCheck := false
	for i := range ubs {
		l, lok := constantIndexValue(lbs[i])
		u, uok := constantIndexValue(ubs[i])
		s, sok := constantIndexValue(steps[i])
		if lok && uok && sok && s != 0 {
			n := ceilDiv(u-l, s)
			if n%tileSizes[i] == 0 {
				bounds[i] = newSteps[i]
				continue
			}
		}
		if noMinMax {
			bounds[i], needCheck = newSteps[i], true
			continue
		}
		st := newState(ctx, "affine.min", loc)
		st.Operands = []*ir.Value{newSteps[i], ubs[i], ob.Arg(i)}
		st.Types = []ir.Type{idx}
		st.AddAttr("map", ctx.AffineMapAttr(minMap))
		bounds[i] = rw.Create(st).Result(0)
	}
	zeros := make([]*ir.Value, len(bounds))
	for i := range zeros {
		zeros[i] = zero
	}
	inner := createParallel(rw, loc, zeros, bounds, steps, nil, true)
	ib := inner.Region(0).First()
	if noMinMax && needCheck {
		rw.SetInsertionPointToStart(ib)
		i1 := ctx.IntegerType(1, ir.Signless)
		inbound := arith.BuildConstantOp(rw.Builder, loc, i1, ir.NamedAttr{Name: "value", Value: ctx.BoolAttr(true)}).Result()
		_, _, innerSteps, _ := parallelBounds(inner)
		for i := range ubs {
			mul := arith.BuildMulIOp(rw.Builder, loc, ib.Arg(i), innerSteps[i], idx).Result()
			index := arith.BuildAddIOp(rw.Builder, loc, mul, ob.Arg(i), idx).Result()
			dim := arith.BuildCmpIOp(rw.Builder, loc, index, ubs[i], i1,
				ir.NamedAttr{Name: "predicate", Value: ctx.IntAttr(ctx.IntegerType(64, ir.Signless), arith.CmpIUlt)}).Result()
			inbound = arith.BuildAndIOp(rw.Builder, loc, inbound, dim, i1).Result()
		}
		ifOp := createIf(rw, loc, nil, inbound)
		ifOp.Region(0).TakeBody(op.Region(0))
		then := ifOp.Region(0).First()
		rw.SetInsertionPointToStart(ib)
		for i := 0; i < ib.NumArgs(); i++ {
			n := arith.BuildAddIOp(rw.Builder, loc, ib.Arg(i), ob.Arg(i), idx)
			replaceAllUsesExcept(then.Arg(i), n.Result(), n.Operation)
		}
		for then.NumArgs() > 0 {
			then.EraseArg(then.NumArgs() - 1)
		}
		// The tile body ends with scf.reduce; the scf.if needs its yield.
		t := then.Last()
		rw.SetInsertionPoint(t)
		createYield(rw, t.Loc(), nil)
		t.Erase()
	} else {
		inner.Region(0).TakeBody(op.Region(0))
		ib = inner.Region(0).First()
		rw.SetInsertionPointToStart(ib)
		for i := 0; i < ib.NumArgs(); i++ {
			n := arith.BuildAddIOp(rw.Builder, loc, ib.Arg(i), ob.Arg(i), idx)
			replaceAllUsesExcept(ib.Arg(i), n.Result(), n.Operation)
		}
	}
	op.Erase()
}

// replaceAllUsesExcept replaces the uses of from by to, except in user.
func replaceAllUsesExcept(from, to *ir.Value, user *ir.Operation) {
	from.ReplaceUsesIf(to, func(u *ir.OpOperand) bool { return u.Owner() != user })
}

// ceilDiv is llvm::divideCeil on signed values.
func ceilDiv(a, b int64) int64 {
	q := a / b
	if (a%b != 0) && ((a < 0) == (b < 0)) {
		q++
	}
	return q
}
