package affine

import (
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/ir/affine"
)

// BuildLoopNest creates a nest of affine.for loops with constant bounds at
// b's insertion point (upstream's buildAffineLoopNest): loop i runs from
// lbs[i] to ubs[i] by steps[i]. body is called in the innermost loop with
// the induction variables, before its affine.yield; with no loops it is
// called at the insertion point itself. b's insertion point is restored.
func BuildLoopNest(b *ir.Builder, loc ir.Location, lbs, ubs, steps []int64, body func(b *ir.Builder, loc ir.Location, ivs []*ir.Value)) {
	block, before := b.InsertionBlock(), b.InsertionPoint()
	defer func() {
		if before != nil {
			b.SetInsertionPoint(before)
		} else if block != nil {
			b.SetInsertionPointToEnd(block)
		}
	}()
	if len(lbs) == 0 {
		body(b, loc, nil)
		return
	}
	ctx := b.Ctx
	index := ctx.IndexType()
	var ivs []*ir.Value
	for i := range lbs {
		loop := BuildForOp(b, loc, nil, nil, nil, nil,
			ir.NamedAttr{Name: "lowerBoundMap", Value: ctx.AffineMapAttr(affine.ConstantMap(ctx, lbs[i]))},
			ir.NamedAttr{Name: "upperBoundMap", Value: ctx.AffineMapAttr(affine.ConstantMap(ctx, ubs[i]))},
			ir.NamedAttr{Name: "step", Value: ctx.IntAttr(index, steps[i])})
		blk := b.CreateBlock(loop.Region(), []ir.Type{index}, []ir.Location{loc})
		ivs = append(ivs, blk.Arg(0))
		if i == len(lbs)-1 {
			body(b, loc, ivs)
			b.SetInsertionPointToEnd(blk)
		}
		BuildYieldOp(b, loc, nil)
		b.SetInsertionPointToStart(blk)
	}
}

// IdentityMapAttr is the identity map of rank indices, the map of an
// affine.load or affine.store indexed by its operands.
func IdentityMapAttr(ctx *ir.Context, rank int) *ir.AffineMapAttr {
	return ctx.AffineMapAttr(affine.MultiDimIdentityMap(ctx, rank))
}
