package affine

import (
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/ir/affine"
)

// PerfectlyNestedLoops is upstream's getPerfectlyNestedLoops: root and
// the loops of its kind nested alone (with the terminator) in the body of
// the previous one, outermost first.
func PerfectlyNestedLoops(root *ir.Operation) []*ir.Operation {
	loops := []*ir.Operation{root}
	for {
		body := root.Region(0).First()
		first := body.First()
		if first == nil || first.NextInBlock() != body.Last() || first.Info() != root.Info() {
			return loops
		}
		root = first
		loops = append(loops, root)
	}
}

// definedAbove reports whether every value is defined outside region.
func definedAbove(values []*ir.Value, region *ir.Region) bool {
	for _, v := range values {
		if region.IsAncestor(v.ParentRegion()) {
			return false
		}
	}
	return true
}

// CoalesceBands is the band search of upstream's loop coalescing over a
// perfect nest (outermost first): bounds gives the operands of a loop's
// bounds, chainStart (nil when loops carry no iter_args chain) the first
// loop of the iter_args chain each loop belongs to. Bands of loops whose
// bounds are defined above the band's first loop and that share one chain
// are passed to coalesce, innermost first; it reports whether any
// coalesce call succeeded.
func CoalesceBands(loops []*ir.Operation, bounds func(*ir.Operation) []*ir.Value, chainStart []int, coalesce func(band []*ir.Operation) bool) bool {
	above := make([]int, len(loops))
	for i := range loops {
		above[i] = i
		for j := 0; j < i; j++ {
			if definedAbove(bounds(loops[i]), loops[j].Region(0)) {
				above[i] = j
				break
			}
		}
	}
	changed := false
	for end := len(loops); end > 0; end-- {
		start := 0
		for ; start < end-1; start++ {
			maxPos := above[start]
			for _, a := range above[start:end] {
				maxPos = max(maxPos, a)
			}
			if maxPos > start || chainStart != nil && chainStart[end-1] > start {
				continue
			}
			if coalesce(loops[start:end]) {
				changed = true
			}
			break
		}
		if start != end-1 {
			end = start + 1
		}
	}
	return changed
}

// CoalescePerfectlyNestedLoops is upstream's
// coalescePerfectlyNestedAffineLoops: in the perfect nest of affine.for
// loops rooted at op, the bands of loops whose bounds are defined above
// the band, innermost first, become single loops over the product of their
// trip counts.
func CoalescePerfectlyNestedLoops(ctx *ir.Context, op *ir.Operation) {
	CoalesceBands(PerfectlyNestedLoops(op), (*ir.Operation).Operands, nil,
		func(band []*ir.Operation) bool { return coalesceLoops(ctx, band) })
}

// upperBoundValue builds an affine.apply (affine.min for several results)
// of a loop's upper bound before b's insertion point.
func upperBoundValue(b *ir.Builder, loc ir.Location, f forLoop) *ir.Value {
	m := f.ubMap()
	if len(m.Results) != 1 {
		c := b.Ctx
		return b.Create(&ir.OperationState{Loc: loc, Name: c.LookupOp("affine.min"), Types: []ir.Type{c.IndexType()},
			Operands: append([]*ir.Value(nil), f.ubOperands()...),
			Attrs:    []ir.NamedAttr{{Name: "map", Value: c.AffineMapAttr(m)}}}).Result(0)
	}
	return buildApply(b, loc, m, f.ubOperands())
}

// coalesceLoops is upstream's coalesceLoops for affine.for.
func coalesceLoops(c *ir.Context, loops []*ir.Operation) bool {
	if len(loops) < 2 {
		return true
	}
	for _, l := range loops {
		f := forLoop{l}
		if f.step() != 1 || !f.lbMap().IsSingleConstant() || f.lbMap().GetSingleConstantResult() != 0 {
			return false
		}
	}
	outer, inner := loops[0], loops[len(loops)-1]
	loc := outer.Loc()
	b := ir.NewBuilder(c)
	b.SetInsertionPoint(outer)
	prev := upperBoundValue(b, loc, forLoop{outer})
	ubs := []*ir.Value{prev}
	mulMap := affine.Get(c, 1, 1, []affine.Expr{affine.Mul(c, affine.Dim(c, 0), affine.Symbol(c, 0))})
	for _, l := range loops[1:] {
		ub := upperBoundValue(b, loc, forLoop{l})
		ubs = append(ubs, ub)
		prev = buildApply(b, loc, mulMap, []*ir.Value{prev, ub})
	}
	setForBounds(c, outer, true, []*ir.Value{prev}, affine.Get(c, 0, 1, []affine.Expr{affine.Symbol(c, 0)}))
	b.SetInsertionPointToStart(forLoop{outer}.body())
	divMap := affine.Get(c, 1, 1, []affine.Expr{affine.FloorDiv(c, affine.Dim(c, 0), affine.Symbol(c, 0))})
	modMap := affine.Get(c, 1, 1, []affine.Expr{affine.Mod(c, affine.Dim(c, 0), affine.Symbol(c, 0))})
	previous := forLoop{outer}.iv()
	for idx := len(loops); idx > 0; idx-- {
		if idx != len(loops) {
			previous = buildApply(b, loc, divMap, []*ir.Value{previous, ubs[idx]})
		}
		iv := previous
		if idx != 1 {
			iv = buildApply(b, loc, modMap, []*ir.Value{previous, ubs[idx-1]})
		}
		old := forLoop{loops[idx-1]}.iv()
		region := inner.Region(0)
		for u := old.FirstUse(); u != nil; {
			next := u.Next()
			if region.FindAncestorOpInRegion(u.Owner()) != nil {
				u.Set(iv)
			}
			u = next
		}
	}
	second := loops[1]
	innerBody := forLoop{inner}.body()
	innerBody.Last().Erase()
	for o := innerBody.First(); o != nil; {
		next := o.NextInBlock()
		o.MoveBefore(second)
		o = next
	}
	sf := forLoop{second}
	for i, a := range sf.iterArgs() {
		a.ReplaceAllUsesWith(sf.inits()[i])
	}
	second.Erase()
	return true
}
