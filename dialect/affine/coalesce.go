package affine

import (
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/ir/affine"
	"github.com/gomlir/gomlir/pass"
)

func init() {
	pass.Register(&pass.Info{
		Argument:  "affine-loop-coalescing",
		Name:      "LoopCoalescing",
		Summary:   "Coalesce nested loops with independent bounds into a single loop",
		OpName:    "func.func",
		New:       func() (pass.Pass, *pass.Options) { return loopCoalescing{}, &pass.Options{} },
		Dependent: []string{"affine", "arith"},
	})
}

// loopCoalescing is upstream's LoopCoalescingPass for affine.for nests: a
// band of perfectly nested normalized loops whose bounds are defined above
// the band becomes one loop over the product of the trip counts.
type loopCoalescing struct{}

func (loopCoalescing) Run(fn *ir.Operation, st *pass.State) error {
	var roots []*ir.Operation
	fn.Walk(func(op *ir.Operation) ir.WalkResult {
		if isFor(op) {
			roots = append(roots, op)
		}
		return ir.WalkAdvance
	})
	for _, op := range roots {
		if op.Block() == nil {
			continue
		}
		coalesceNest(st.Ctx, op)
	}
	return nil
}

// perfectlyNestedLoops is upstream's getPerfectlyNestedLoops: root and the
// loops nested alone (with the terminator) in the body of the previous one.
func perfectlyNestedLoops(root *ir.Operation) []*ir.Operation {
	loops := []*ir.Operation{root}
	for {
		body := root.Region(0).First()
		first := body.First()
		if first == nil || first.NextInBlock() != body.Last() || !isFor(first) {
			return loops
		}
		root = first
		loops = append(loops, root)
	}
}

// definedAbove reports whether every value is defined outside region.
func definedAbove(values []*ir.Value, region *ir.Region) bool {
	for _, v := range values {
		r := v.ParentRegion()
		for r != nil && r != region {
			p := r.ParentOp()
			if p == nil {
				r = nil
				break
			}
			r = p.ParentRegion()
		}
		if r == region {
			return false
		}
	}
	return true
}

// coalesceNest is upstream's walkLoop for affine.for.
func coalesceNest(ctx *ir.Context, op *ir.Operation) {
	for p := op.ParentOp(); p != nil; p = p.ParentOp() {
		if isFor(p) {
			return
		}
	}
	loops := perfectlyNestedLoops(op)
	above := make([]int, len(loops))
	for i := range loops {
		above[i] = i
		for j := 0; j < i; j++ {
			if definedAbove(loops[i].Operands(), loops[j].Region(0)) {
				above[i] = j
				break
			}
		}
	}
	for end := len(loops); end > 0; end-- {
		start := 0
		for ; start < end-1; start++ {
			maxPos := above[start]
			for _, a := range above[start:end] {
				if a > maxPos {
					maxPos = a
				}
			}
			if maxPos > start {
				continue
			}
			coalesceLoops(ctx, loops[start:end])
			break
		}
		if start != end-1 {
			end = start + 1
		}
	}
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
