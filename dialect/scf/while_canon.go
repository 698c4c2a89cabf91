package scf

import (
	"github.com/gomlir/gomlir/dialect/arith"
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/rewrite"
)

var whilePatterns = append([]any{
	pattern("WhileConditionTruth", "scf.while", whileConditionTruth),
	pattern("WhileCmpCond", "scf.while", whileCmpCond),
	pattern("WhileOpAlignBeforeArgs", "scf.while", whileOpAlignBeforeArgs),
	pattern("WhileMoveIfDown", "scf.while", whileMoveIfDown),
}, rewrite.RegionBranchPatterns("scf.while")...)

// whileParts returns the before and after blocks and their terminators.
func whileParts(op *ir.Operation) (before, after *ir.Block, cond, yield *ir.Operation) {
	before, after = op.Region(0).First(), op.Region(1).First()
	return before, after, before.Last(), after.Last()
}

// createWhile builds an scf.while with result types and inits whose
// regions are empty, at rw's insertion point.
func createWhile(rw *rewrite.Rewriter, loc ir.Location, types []ir.Type, inits []*ir.Value) *ir.Operation {
	st := newState(rw.Ctx, "scf.while", loc)
	st.Operands = inits
	st.Types = types
	st.AddRegion()
	st.AddRegion()
	return rw.Create(st)
}

// createWhileWithBlocks also gives both regions a block: the before block
// takes the inits' types, the after block the result types.
func createWhileWithBlocks(rw *rewrite.Rewriter, loc ir.Location, types []ir.Type, inits []*ir.Value) *ir.Operation {
	n := createWhile(rw, loc, types, inits)
	b := addBlock(n.Region(0))
	for _, v := range inits {
		b.AddArg(v.Type(), v.Loc())
	}
	a := addBlock(n.Region(1))
	for _, t := range types {
		a.AddArg(t, loc)
	}
	return n
}

// addBlockWithArgs appends a block with arguments of the given types and
// locations to r.
func addBlockWithArgs(r *ir.Region, types []ir.Type, locs []ir.Location) *ir.Block {
	b := addBlock(r)
	for i, t := range types {
		b.AddArg(t, locs[i])
	}
	return b
}

// replaceCondition replaces the scf.condition c by one forwarding args.
func replaceCondition(rw *rewrite.Rewriter, c *ir.Operation, args []*ir.Value) {
	rw.SetInsertionPoint(c)
	st := newState(rw.Ctx, "scf.condition", c.Loc())
	st.Operands = append([]*ir.Value{c.Operand(0)}, args...)
	n := rw.Create(st)
	rw.ReplaceOp(c, n.Results())
}

// whileConditionTruth replaces the after arguments receiving the condition
// by true.
func whileConditionTruth(op *ir.Operation, rw *rewrite.Rewriter) bool {
	_, after, cond, _ := whileParts(op)
	var t *ir.Value
	replaced := false
	for i, v := range cond.Operands()[1:] {
		if v != cond.Operand(0) || i >= after.NumArgs() || !after.Arg(i).HasUses() {
			continue
		}
		if t == nil {
			rw.SetInsertionPoint(op)
			i1 := v.Type()
			t = arith.BuildConstantOp(rw.Builder, op.Loc(), i1, ir.NamedAttr{Name: "value", Value: rw.Ctx.BoolAttr(true)}).Result()
		}
		rw.ReplaceAllUsesWith(after.Arg(i), t)
		replaced = true
	}
	return replaced
}

// whileCmpCond replaces comparisons in the after region equal to the
// condition (or its inverse) by constants.
func whileCmpCond(op *ir.Operation, rw *rewrite.Rewriter) bool {
	_, after, cond, _ := whileParts(op)
	cmp, ok := arith.AsCmpIOp(cond.Operand(0).DefiningOp())
	if !ok {
		return false
	}
	pred := arith.Predicate(cmp.Operation)
	changed := false
	for i, v := range cond.Operands()[1:] {
		for opIdx := 0; opIdx < 2; opIdx++ {
			if v != cmp.Operand(opIdx) {
				continue
			}
			for _, u := range after.Arg(i).UseList() {
				cmp2, ok := arith.AsCmpIOp(u.Owner())
				if !ok || cmp2.Operand(1-opIdx) != cmp.Operand(1-opIdx) {
					continue
				}
				var same bool
				switch p2 := arith.Predicate(cmp2.Operation); {
				case p2 == pred:
					same = true
				case pred >= 0 && pred < int64(len(invertedCmpI)) && p2 == invertedCmpI[pred]:
					same = false
				default:
					continue
				}
				rw.SetInsertionPoint(op)
				c := arith.BuildConstantOp(rw.Builder, cmp2.Loc(), rw.Ctx.IntegerType(1, ir.Signless),
					ir.NamedAttr{Name: "value", Value: rw.Ctx.BoolAttr(same)})
				rw.ReplaceOp(cmp2.Operation, c.Results())
				changed = true
			}
		}
	}
	return changed
}

// whileOpAlignBeforeArgs reorders the condition arguments into the order
// of the before arguments they forward.
func whileOpAlignBeforeArgs(op *ir.Operation, rw *rewrite.Rewriter) bool {
	before, after, cond, _ := whileParts(op)
	beforeArgs, termArgs := before.Args(), cond.Operands()[1:]
	if sameValues(beforeArgs, termArgs) || len(beforeArgs) != len(termArgs) {
		return false
	}
	seen := map[*ir.Value]bool{}
	for _, v := range termArgs {
		if seen[v] {
			return false
		}
		seen[v] = true
	}
	// mapping[j] is the before argument forwarded as condition argument j.
	mapping := make([]int, len(termArgs))
	for i, a := range beforeArgs {
		j := indexOf(termArgs, a)
		if j < 0 {
			return false
		}
		mapping[j] = i
	}
	replaceCondition(rw, cond, beforeArgs)
	types := make([]ir.Type, len(beforeArgs))
	for i, j := range mapping {
		types[j] = op.Result(i).Type()
	}
	rw.SetInsertionPoint(op)
	n := createWhileWithBlocks(rw, op.Loc(), types, op.Operands())
	nb, na := n.Region(0).First(), n.Region(1).First()
	results := make([]*ir.Value, len(mapping))
	afterArgs := make([]*ir.Value, len(mapping))
	for i, j := range mapping {
		results[i], afterArgs[i] = n.Result(j), na.Arg(j)
	}
	rw.InlineBlockBefore(before, nb.First(), nb, nb.Args())
	rw.InlineBlockBefore(after, na.First(), na, afterArgs)
	rw.ReplaceOp(op, results)
	return true
}

// sameValues reports whether a and b hold the same values in order.
func sameValues(a, b []*ir.Value) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// indexOf returns the position of v in vs, or -1.
func indexOf(vs []*ir.Value, v *ir.Value) int {
	for i, w := range vs {
		if w == v {
			return i
		}
	}
	return -1
}

// invertedCmpI is arith::invertPredicate on integer predicates.
var invertedCmpI = [...]int64{
	arith.CmpIEq: arith.CmpINe, arith.CmpINe: arith.CmpIEq, arith.CmpISlt: arith.CmpISge,
	arith.CmpISle: arith.CmpISgt, arith.CmpISgt: arith.CmpISle, arith.CmpISge: arith.CmpISlt,
	arith.CmpIUlt: arith.CmpIUge, arith.CmpIUle: arith.CmpIUgt, arith.CmpIUgt: arith.CmpIUle,
	arith.CmpIUge: arith.CmpIUlt,
}

// whileMoveIfDown moves an scf.if right before the scf.condition, on the
// same condition and without an else body, into the after region: the
// condition forwards the if's else values (its then values replace the
// after arguments), and the values of the before region the then body
// uses are forwarded as new trailing results (upstream's WhileMoveIfDown;
// as upstream, the condition operands are read as they get replaced, so
// an if result forwarded twice is matched once).
func whileMoveIfDown(op *ir.Operation, rw *rewrite.Rewriter) bool {
	_, after, cond, _ := whileParts(op)
	ifOp := cond.PrevInBlock()
	if ifOp == nil || ifOp.Name() != "scf.if" || ifOp.Operand(0) != cond.Operand(0) {
		return false
	}
	elseBlock := ifOp.Region(1).First()
	if elseBlock != nil && elseBlock.First() != elseBlock.Last() {
		return false
	}
	thenRegion := ifOp.Region(0)
	thenBlock := thenRegion.First()
	for idx := 0; idx < cond.NumOperands()-1; idx++ {
		k := indexOf(ifOp.Results(), cond.Operand(1+idx))
		if k < 0 {
			continue
		}
		thenValue, elseValue := thenBlock.Last().Operand(k), elseBlock.Last().Operand(k)
		rw.ReplaceAllUsesWith(ifOp.Result(k), elseValue)
		rw.ReplaceAllUsesWith(after.Arg(idx), thenValue)
	}
	// The before-region values the then body uses, in upstream's order (a
	// post-order walk, operands in order).
	var extra []*ir.Value
	for o := thenBlock.First(); o != nil; o = o.NextInBlock() {
		o.Walk(func(x *ir.Operation) ir.WalkResult {
			for _, v := range x.Operands() {
				if v.ParentRegion() == op.Region(0) && indexOf(extra, v) < 0 {
					extra = append(extra, v)
				}
			}
			return ir.WalkAdvance
		})
	}
	loc := op.Loc()
	rw.SetInsertionPoint(op)
	n := createWhile(rw, loc, append(typesOf(op.Results()), typesOf(extra)...), op.Operands())
	var newArgs []*ir.Value
	rw.ModifyOpInPlace(n, func() {
		inlineRegionBefore(op.Region(0), n.Region(0))
		inlineRegionBefore(op.Region(1), n.Region(1))
		for _, v := range extra {
			newArgs = append(newArgs, after.AddArg(v.Type(), loc))
		}
	})
	rw.ModifyOpInPlace(cond, func() { cond.SetOperands(append(append([]*ir.Value{}, cond.Operands()...), extra...)) })
	for i, v := range extra {
		for u := v.FirstUse(); u != nil; {
			next := u.Next()
			if thenRegion.IsAncestor(u.Owner().ParentRegion()) {
				owner := u.Owner()
				rw.ModifyOpInPlace(owner, func() { u.Set(newArgs[i]) })
			}
			u = next
		}
	}
	rw.EraseOp(thenBlock.Last())
	rw.InlineBlockBefore(thenBlock, after.First(), after, nil)
	rw.EraseOp(ifOp)
	rw.ReplaceOp(op, n.Results()[:op.NumResults()])
	return true
}
