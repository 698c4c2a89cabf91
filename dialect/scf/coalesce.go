package scf

import (
	affined "github.com/gomlir/gomlir/dialect/affine"
	"github.com/gomlir/gomlir/dialect/arith"
	"github.com/gomlir/gomlir/dialect/viewlike"
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/ir/affine"
	"github.com/gomlir/gomlir/pass"
	"github.com/gomlir/gomlir/rewrite"
)

// The loop coalescing pass of the affine dialect coalesces scf.for nests
// as well as affine.for ones; it lives here, where both dialects are seen.

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

// loopCoalescing is upstream's LoopCoalescingPass: every perfect nest of
// scf.for or affine.for loops, visited in pre-order, has its bands of
// loops with bounds defined above the band coalesced into single loops.
type loopCoalescing struct{}

func (loopCoalescing) Run(fn *ir.Operation, st *pass.State) error {
	fn.WalkPre(func(op *ir.Operation) ir.WalkResult {
		if !op.IsRegistered() {
			return ir.WalkAdvance
		}
		switch op.Name() {
		case "scf.for":
			CoalescePerfectlyNestedForLoops(st.Ctx, op)
		case "affine.for":
			affined.CoalescePerfectlyNestedLoops(st.Ctx, op)
		}
		return ir.WalkAdvance
	})
	return nil
}

// CoalescePerfectlyNestedForLoops is upstream's
// coalescePerfectlyNestedSCFForLoops: in the perfect scf.for nest rooted
// at op, the bands of loops whose bounds are defined above the band and
// whose iter_args are chained from loop to loop become single loops over
// the product of their trip counts. It reports whether a band changed.
func CoalescePerfectlyNestedForLoops(ctx *ir.Context, op *ir.Operation) bool {
	loops := affined.PerfectlyNestedLoops(op)
	chain := make([]int, len(loops))
	for i := 1; i < len(loops); i++ {
		chain[i] = i
		outer, inner := loops[i-1], loops[i]
		if sameValues(forIterArgs(outer), inner.Operands()[3:]) &&
			sameValues(outer.Region(0).First().Last().Operands(), inner.Results()) {
			chain[i] = chain[i-1]
		}
	}
	bounds := func(l *ir.Operation) []*ir.Value { return l.Operands()[:3] }
	return affined.CoalesceBands(loops, bounds, chain, func(band []*ir.Operation) bool { return coalesceForLoops(ctx, band) })
}

// dynamic is a mixed entry holding v.
func dynamic(v *ir.Value) viewlike.Mixed { return viewlike.Mixed{Value: v, Static: ir.Dynamic} }

// foldResultOf is getAsOpFoldResult: the constant v is defined by, or v.
func foldResultOf(v *ir.Value) viewlike.Mixed {
	if k, ok := constantInt(v); ok {
		return viewlike.Mixed{Static: k}
	}
	return dynamic(v)
}

// valueOf is getValueOrCreateConstantIntOp: the value of m, or a new
// constant of type t.
func valueOf(rw *rewrite.Rewriter, loc ir.Location, m viewlike.Mixed, t ir.Type) *ir.Value {
	if m.Value != nil {
		return m.Value
	}
	return arith.BuildConstantOp(rw.Builder, loc, t, ir.NamedAttr{Name: "value", Value: rw.Ctx.IntAttr(t, m.Static)}).Result()
}

// binary builds the arith op name of lhs and rhs, folded when fold is set.
func binary(rw *rewrite.Rewriter, loc ir.Location, name string, lhs, rhs *ir.Value, fold bool) *ir.Value {
	st := newState(rw.Ctx, name, loc)
	st.Operands = []*ir.Value{lhs, rhs}
	st.Types = []ir.Type{lhs.Type()}
	if fold {
		return rewrite.CreateOrFold(rw, st)[0]
	}
	return rw.Create(st).Result(0)
}

// normalizedBounds is upstream's emitNormalizedLoopBounds: the lower bound,
// upper bound and step of the loop from 0 by 1 over the iterations of the
// loop from lb to ub by step.
func normalizedBounds(rw *rewrite.Rewriter, loc ir.Location, lb, ub, step *ir.Value) (nlb, nub, nstep viewlike.Mixed) {
	c := rw.Ctx
	zero, one := viewlike.Mixed{Static: 0}, viewlike.Mixed{Static: 1}
	if isIndex(lb.Type()) {
		s0, s1, s2 := affine.Symbol(c, 0), affine.Symbol(c, 1), affine.Symbol(c, 2)
		m := affine.Get(c, 0, 3, []affine.Expr{affine.CeilDiv(c, affine.Sub(c, s1, s0), s2)})
		return zero, affined.MakeComposedFoldedApply(rw.Builder, loc, m, []viewlike.Mixed{dynamic(lb), dynamic(ub), dynamic(step)}), one
	}
	l, zeroBased := constantInt(lb)
	s, stepOne := constantInt(step)
	zeroBased, stepOne = zeroBased && l == 0, stepOne && s == 1
	if zeroBased && stepOne {
		return dynamic(lb), dynamic(ub), dynamic(step)
	}
	diff := ub
	if !zeroBased {
		diff = binary(rw, loc, "arith.subi", ub, lb, true)
	}
	if !stepOne {
		diff = binary(rw, loc, "arith.ceildivsi", diff, step, true)
	}
	return zero, dynamic(diff), one
}

// isConstant reports whether v is defined by the integer constant k.
func isConstant(v *ir.Value, k int64) bool {
	c, ok := constantInt(v)
	return ok && c == k
}

// replaceUsesExcept points the uses of from, but those by the ops of
// keep, at to.
func replaceUsesExcept(from, to *ir.Value, keep []*ir.Operation) {
	from.ReplaceUsesIf(to, func(u *ir.OpOperand) bool {
		for _, k := range keep {
			if u.Owner() == k {
				return false
			}
		}
		return true
	})
}

// denormalizeIV is upstream's denormalizeInductionVariable: the uses of the
// normalized induction variable iv become uses of iv * step + lb, built at
// rw's insertion point.
func denormalizeIV(rw *rewrite.Rewriter, loc ir.Location, iv, lb, step *ir.Value) {
	c := rw.Ctx
	trivial := isConstant(lb, 0) && isConstant(step, 1)
	if isIndex(lb.Type()) {
		d0, s0, s1 := affine.Dim(c, 0), affine.Symbol(c, 0), affine.Symbol(c, 1)
		m := affine.Get(c, 1, 2, []affine.Expr{affine.Add(c, affine.Mul(c, d0, s1), s0)})
		den := valueOf(rw, loc, affined.MakeComposedFoldedApply(rw.Builder, loc, m, []viewlike.Mixed{dynamic(iv), dynamic(lb), dynamic(step)}), c.IndexType())
		var keep []*ir.Operation
		if d := den.DefiningOp(); !trivial && d != nil {
			keep = append(keep, d)
		}
		replaceUsesExcept(iv, den, keep)
		return
	}
	var keep []*ir.Operation
	den := iv
	if !isConstant(step, 1) {
		den = binary(rw, loc, "arith.muli", iv, step, false)
		keep = append(keep, den.DefiningOp())
	}
	if !isConstant(lb, 0) {
		den = binary(rw, loc, "arith.addi", den, lb, false)
		keep = append(keep, den.DefiningOp())
	}
	replaceUsesExcept(iv, den, keep)
}

// product is upstream's getProductOfIntsOrIndexes over values, built at
// rw's insertion point.
func product(rw *rewrite.Rewriter, loc ir.Location, values []*ir.Value) *ir.Value {
	c := rw.Ctx
	t := values[0].Type()
	if isIndex(t) {
		mul := affine.Get(c, 0, 2, []affine.Expr{affine.Mul(c, affine.Symbol(c, 0), affine.Symbol(c, 1))})
		p := viewlike.Mixed{Static: 1}
		for _, v := range values {
			p = affined.MakeComposedFoldedApply(rw.Builder, loc, mul, []viewlike.Mixed{p, foldResultOf(v)})
		}
		return valueOf(rw, loc, p, t)
	}
	var p *ir.Value
	for _, v := range values {
		switch {
		case isConstant(v, 1):
		case p == nil:
			p = v
		default:
			p = binary(rw, loc, "arith.muli", p, v, false)
		}
	}
	if p == nil {
		p = valueOf(rw, loc, viewlike.Mixed{Static: 1}, t)
	}
	return p
}

// delinearize is upstream's delinearizeInductionVariable: the induction
// variables of loops with the upper bounds ubs recovered from the linear
// iv, and the ops computing them.
func delinearize(rw *rewrite.Rewriter, loc ir.Location, iv *ir.Value, ubs []*ir.Value) ([]*ir.Value, []*ir.Operation) {
	if isIndex(iv.Type()) {
		d := affined.BuildDelinearize(rw.Builder, loc, iv, ubs)
		return d.Results(), []*ir.Operation{d}
	}
	n := len(ubs)
	ivs := make([]*ir.Value, n)
	var keep []*ir.Operation
	zero := func(t ir.Type) *ir.Value { return valueOf(rw, loc, viewlike.Mixed{Static: 0}, t) }
	leading := 0
	for leading < n && isConstant(ubs[leading], 1) {
		ivs[leading] = zero(ubs[leading].Type())
		leading++
	}
	previous := iv
	for i := leading; i < n; i++ {
		idx := n - (i - leading) - 1
		if i != leading && !isConstant(ubs[idx+1], 1) {
			previous = binary(rw, loc, "arith.divsi", previous, ubs[idx+1], false)
			keep = append(keep, previous.DefiningOp())
		}
		v := previous
		if i != n-1 {
			if !isConstant(ubs[idx], 1) {
				v = binary(rw, loc, "arith.remsi", previous, ubs[idx], false)
				keep = append(keep, v.DefiningOp())
			} else {
				v = zero(ubs[idx].Type())
			}
		}
		ivs[idx] = v
	}
	return ivs, keep
}

// coalesceForLoops is upstream's coalesceLoops for scf.for: the perfectly
// nested loops (outermost first) become one loop from 0 by 1 to the
// product of their trip counts, whose induction variable is delinearized
// into theirs.
func coalesceForLoops(ctx *ir.Context, loops []*ir.Operation) bool {
	if len(loops) < 2 {
		return false
	}
	outermost, innermost := loops[0], loops[len(loops)-1]
	rw := rewrite.NewRewriter(ctx, nil)
	for _, l := range loops {
		rw.SetInsertionPoint(outermost)
		loc := l.Loc()
		lb, ub, step := l.Operand(0), l.Operand(1), l.Operand(2)
		t := lb.Type()
		nlb, nub, nstep := normalizedBounds(rw, loc, lb, ub, step)
		l.SetOperand(0, valueOf(rw, loc, nlb, t))
		l.SetOperand(1, valueOf(rw, loc, nub, t))
		l.SetOperand(2, valueOf(rw, loc, nstep, t))
		rw.SetInsertionPointToStart(innermost.Region(0).First())
		denormalizeIV(rw, loc, l.Region(0).First().Arg(0), lb, step)
	}
	rw.SetInsertionPoint(outermost)
	loc := outermost.Loc()
	ubs := make([]*ir.Value, len(loops))
	for i, l := range loops {
		ubs[i] = l.Operand(1)
	}
	outermost.SetOperand(1, product(rw, loc, ubs))
	outerBody := outermost.Region(0).First()
	rw.SetInsertionPointToStart(outerBody)
	ivs, keep := delinearize(rw, loc, outerBody.Arg(0), ubs)
	replaceUsesExcept(outerBody.Arg(0), ivs[0], keep)
	for i := len(loops) - 1; i > 0; i-- {
		outer, inner := loops[i-1], loops[i]
		body := inner.Region(0).First()
		term := body.Last()
		yielded := append([]*ir.Value(nil), term.Operands()...)
		iterArgs, inits := forIterArgs(inner), inner.Operands()[3:]
		for k, y := range yielded {
			if y == body.Arg(0) {
				yielded[k] = ivs[i]
				continue
			}
			if j := indexOf(iterArgs, y); j >= 0 {
				yielded[k] = inits[j]
			}
		}
		rw.EraseOp(term)
		args := append([]*ir.Value{ivs[i]}, forIterArgs(outer)...)
		rw.InlineBlockBefore(body, inner, outer.Region(0).First(), args)
		rw.ReplaceOp(inner, yielded)
	}
	return true
}
