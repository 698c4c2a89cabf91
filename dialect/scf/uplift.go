package scf

import (
	"github.com/gomlir/gomlir/dialect/arith"
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/rewrite"
)

// UpliftWhileToFor is upstream's UpliftWhileOp pattern: an scf.while whose
// `before` region only compares a forwarded argument with a bound defined
// outside (slt, or sgt reversed) and whose `after` region increments that
// argument by an outside step becomes an scf.for; the while's result for
// the induction variable is computed after the loop.
var UpliftWhileToFor rewrite.Pattern = pattern("UpliftWhileOp", "scf.while", upliftWhileToFor)

func upliftWhileToFor(loop *ir.Operation, rw *rewrite.Rewriter) bool {
	before, after, cond, yield := whileParts(loop)
	cmpOp := before.First()
	if cmpOp == nil || cmpOp.NextInBlock() != cond {
		return false
	}
	cmp, ok := arith.AsCmpIOp(cmpOp)
	if !ok || !cmp.Result().HasOneUse() || cond.Operand(0) != cmp.Result() {
		return false
	}
	if !sameValues(before.Args(), cond.Operands()[1:]) {
		return false
	}
	pred := arith.Predicate(cmpOp)
	if pred != arith.CmpISlt && pred != arith.CmpISgt {
		return false
	}
	dom := ir.NewDominanceInfo()
	var iv, ub *ir.Value
	for _, reverse := range []bool{false, true} {
		expected, a1, a2 := arith.CmpISlt, cmp.Lhs(), cmp.Rhs()
		if reverse {
			expected, a1, a2 = arith.CmpISgt, cmp.Rhs(), cmp.Lhs()
		}
		if pred != expected || !a1.IsBlockArgument() || a1.OwnerBlock() != before || !dom.ProperlyDominates(a2, loop) {
			continue
		}
		iv, ub = a1, a2
		break
	}
	if iv == nil || len(iv.UseList()) != 2 {
		return false
	}
	n := iv.Index()
	ivAfter := after.Arg(n)
	add, ok := arith.AsAddIOp(yield.Operand(n).DefiningOp())
	if !ok {
		return false
	}
	var step *ir.Value
	switch ivAfter {
	case add.Lhs():
		step = add.Rhs()
	case add.Rhs():
		step = add.Lhs()
	}
	if step == nil || !dom.ProperlyDominates(step, loop) {
		return false
	}
	inits := loop.Operands()
	lb := inits[n]
	var newInits []*ir.Value
	for i, v := range inits {
		if i != n {
			newInits = append(newInits, v)
		}
	}
	loc := loop.Loc()
	rw.SetInsertionPoint(loop)
	st := newState(rw.Ctx, "scf.for", loc)
	st.Operands = append([]*ir.Value{lb, ub, step}, newInits...)
	st.Types = typesOf(newInits)
	body := addBlock(st.AddRegion())
	body.AddArg(lb.Type(), loc)
	for _, v := range newInits {
		body.AddArg(v.Type(), v.Loc())
	}
	f := rw.Create(st)
	args := make([]*ir.Value, body.NumArgs())
	for i := range args {
		switch {
		case i < n:
			args[i] = body.Arg(i + 1)
		case i == n:
			args[i] = body.Arg(0)
		default:
			args[i] = body.Arg(i)
		}
	}
	rw.InlineBlockBefore(after, nil, body, args)
	term := body.Last()
	var yields []*ir.Value
	for i, v := range term.Operands() {
		if i != n {
			yields = append(yields, v)
		}
	}
	replaceWithYield(rw, term, yields)
	rw.SetInsertionPointAfter(f)
	t := step.Type()
	one := arith.BuildConstantOp(rw.Builder, loc, t, ir.NamedAttr{Name: "value", Value: rw.Ctx.IntAttr(t, 1)}).Result()
	bin := func(build func(*ir.Builder, ir.Location, *ir.Value, *ir.Value, ir.Type, ...ir.NamedAttr) *ir.Value, a, b *ir.Value) *ir.Value {
		return build(rw.Builder, loc, a, b, t)
	}
	stepDec := bin(subI, step, one)
	l := bin(subI, ub, lb)
	l = bin(addI, l, stepDec)
	l = bin(divSI, l, step)
	l = bin(subI, l, one)
	res := bin(mulI, l, step)
	res = bin(addI, lb, res)
	results := append([]*ir.Value(nil), f.Results()...)
	results = append(results[:n], append([]*ir.Value{res}, results[n:]...)...)
	rw.ReplaceOp(loop, results)
	return true
}

// Binary arith op builders returning the result.
func subI(b *ir.Builder, loc ir.Location, x, y *ir.Value, t ir.Type, attrs ...ir.NamedAttr) *ir.Value {
	return arith.BuildSubIOp(b, loc, x, y, t, attrs...).Result()
}

func addI(b *ir.Builder, loc ir.Location, x, y *ir.Value, t ir.Type, attrs ...ir.NamedAttr) *ir.Value {
	return arith.BuildAddIOp(b, loc, x, y, t, attrs...).Result()
}

func mulI(b *ir.Builder, loc ir.Location, x, y *ir.Value, t ir.Type, attrs ...ir.NamedAttr) *ir.Value {
	return arith.BuildMulIOp(b, loc, x, y, t, attrs...).Result()
}

func divSI(b *ir.Builder, loc ir.Location, x, y *ir.Value, t ir.Type, attrs ...ir.NamedAttr) *ir.Value {
	return arith.BuildDivSIOp(b, loc, x, y, t, attrs...).Result()
}
