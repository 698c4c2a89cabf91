package affine

import (
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/ods"
	"github.com/gomlir/gomlir/pass"
	"github.com/gomlir/gomlir/rewrite"
)

func init() {
	pass.Register(&pass.Info{
		Argument:  "test-affine-loop-unswitch",
		Name:      "(anonymous namespace)::TestAffineLoopUnswitching",
		Summary:   "Tests affine loop unswitching / if/else hoisting",
		New:       func() (pass.Pass, *pass.Options) { return loopUnswitch{}, &pass.Options{} },
		Dependent: []string{"affine"},
	})
}

// loopUnswitch is upstream's TestAffineLoopUnswitching: the first
// affine.if (post-order) that can be hoisted is hoisted; as upstream, the
// walk is repeated (at most five times) only while nothing was hoisted.
type loopUnswitch struct{}

func (loopUnswitch) Run(top *ir.Operation, st *pass.State) error {
	for i := 0; i < 5; i++ {
		hoisted := !top.Walk(func(op *ir.Operation) ir.WalkResult {
			if op.Name() == "affine.if" && op.IsRegistered() && hoistIf(st.Ctx, op) {
				return ir.WalkInterrupt
			}
			return ir.WalkAdvance
		})
		if hoisted {
			break
		}
	}
	return nil
}

// ifPatterns are affine.if's canonicalization patterns.
func ifPatterns() *rewrite.PatternSet {
	var patterns []rewrite.Pattern
	for _, p := range ifSpec.Canonicalize {
		patterns = append(patterns, p.(rewrite.Pattern))
	}
	return rewrite.NewPatternSet(patterns)
}

// hoistIf is upstream's hoistAffineIfOp: the if (without results), once
// canonicalized, is hoisted above the loops and ifs it does not depend on,
// the hoisted-over nest being versioned: its then version keeps the then
// block of the if, its else version the else block (or nothing).
func hoistIf(ctx *ir.Context, ifOp *ir.Operation) bool {
	if ifOp.NumResults() != 0 {
		return false
	}
	patterns := ifPatterns()
	rewrite.ApplyToOps(ctx, []*ir.Operation{ifOp}, patterns, rewrite.DefaultConfig(), true)
	if ifOp.Block() == nil {
		return false
	}
	over := outermostInvariantFor(ifOp)
	if over == ifOp {
		return false
	}
	loc := ifOp.Loc()
	mkRegion := func(st *ir.OperationState) {
		r := st.AddRegion()
		ods.EnsureTerminator(ctx, r, loc, "affine.yield")
	}
	st := &ir.OperationState{Loc: loc, Name: ctx.LookupOp("affine.if"),
		Operands: append([]*ir.Value(nil), ifOp.Operands()...),
		Attrs:    []ir.NamedAttr{{Name: "condition", Value: ifOp.InherentAttr("condition")}}}
	mkRegion(st)
	mkRegion(st)
	hoisted := ir.NewOperation(ctx, st)
	over.Block().InsertBefore(hoisted, over)

	const marker = "__mlir_if_hoisting"
	ifOp.SetAttr(ctx, marker, ctx.BoolAttr(true))
	clone := over.Clone(ctx, ir.NewMapping())
	over.Block().InsertBefore(clone, over.NextInBlock())

	promoteIfBlock(ifOp, 0)
	thenBlock := hoisted.Region(0).First()
	over.MoveBefore(thenBlock.First())

	var ifClone *ir.Operation
	clone.Walk(func(op *ir.Operation) ir.WalkResult {
		if op.Name() == "affine.if" && op.Attr(marker) != nil {
			ifClone = op
			return ir.WalkInterrupt
		}
		return ir.WalkAdvance
	})
	if ifClone.Region(1).First() == nil {
		ifClone.Erase()
	} else {
		promoteIfBlock(ifClone, 1)
	}
	elseBlock := hoisted.Region(1).First()
	clone.MoveBefore(elseBlock.First())

	rewrite.ApplyGreedily(ctx, isolatedParent(hoisted), patterns, rewrite.DefaultConfig())
	return true
}

// isolatedParent is the closest isolated-from-above ancestor of op.
func isolatedParent(op *ir.Operation) *ir.Operation {
	p := op.ParentOp()
	for p != nil && !p.HasTrait(ir.TraitIsolatedFromAbove) {
		p = p.ParentOp()
	}
	return p
}

// promoteIfBlock moves the ops of a block of an affine.if (but its yield)
// before it and erases it.
func promoteIfBlock(ifOp *ir.Operation, region int) {
	src := ifOp.Region(region).First()
	for op := src.First(); op != nil && op != src.Last(); {
		next := op.NextInBlock()
		op.MoveBefore(ifOp)
		op = next
	}
	ifOp.Erase()
}

// outermostInvariantFor is upstream's getOutermostInvariantForOp: the
// outermost op among ifOp and its affine.for / affine.parallel / affine.if
// ancestors (below the closest isolated op) whose induction variables
// ifOp does not use.
func outermostInvariantFor(ifOp *ir.Operation) *ir.Operation {
	uses := func(v *ir.Value) bool {
		for _, o := range ifOp.Operands() {
			if o == v {
				return true
			}
		}
		return false
	}
	res := ifOp
	for {
		p := res.ParentOp()
		if p == nil || p.HasTrait(ir.TraitIsolatedFromAbove) {
			return res
		}
		switch p.Name() {
		case "affine.for":
			if uses(forLoop{p}.iv()) {
				return res
			}
		case "affine.parallel":
			for _, iv := range p.Region(0).First().Args() {
				if uses(iv) {
					return res
				}
			}
		case "affine.if":
		default:
			return res
		}
		res = p
	}
}
