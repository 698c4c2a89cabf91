package scf

import (
	affined "github.com/gomlir/gomlir/dialect/affine"
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/ir/affine"
	"github.com/gomlir/gomlir/pass"
	"github.com/gomlir/gomlir/rewrite"
)

// The markers of peeled loops and partial iterations while the pass runs.
const (
	peeledLoopLabel       = "__peeled_loop__"
	partialIterationLabel = "__partial_iteration__"
)

func init() {
	pass.Register(&pass.Info{Argument: "scf-for-loop-peeling", Name: "SCFForLoopPeeling",
		Summary:   "Peel `for` loops at their upper bounds.",
		Dependent: []string{"affine"},
		New: func() (pass.Pass, *pass.Options) {
			p := &peeling{}
			o := &pass.Options{}
			o.Bool("peel-front", "Peel the first iteration out of the loop.", &p.peelFront, false)
			o.Bool("skip-partial", "Do not peel loops inside of the last, partial iteration of another already peeled loop.", &p.skipPartial, true)
			return p, o
		}})
}

// peeling is upstream's SCFForLoopPeeling pass. Unlike upstream, the
// affine.min and affine.max ops of peeled loops are not simplified with
// the loop-peeling invariants.
type peeling struct{ peelFront, skipPartial bool }

func (p *peeling) Run(root *ir.Operation, st *pass.State) error {
	set := rewrite.NewPatternSet([]rewrite.Pattern{pattern("ForLoopPeelingPattern", "scf.for", p.peel)})
	ApplyPatternsGreedily(st.Ctx, root, set)
	root.Walk(func(o *ir.Operation) ir.WalkResult {
		if o.Attr(peeledLoopLabel) != nil {
			o.SetAttr(st.Ctx, peeledLoopLabel, nil)
		}
		if o.Attr(partialIterationLabel) != nil {
			o.SetAttr(st.Ctx, partialIterationLabel, nil)
		}
		return ir.WalkAdvance
	})
	return nil
}

// peel is upstream's ForLoopPeelingPattern.
func (p *peeling) peel(op *ir.Operation, rw *rewrite.Rewriter) bool {
	if op.Attr(peeledLoopLabel) != nil {
		return false
	}
	var partial *ir.Operation
	if p.peelFront {
		partial = peelFirstIteration(rw, op)
	} else {
		if p.skipPartial {
			for o := op.ParentOp(); o != nil; o = o.ParentOp() {
				if o.Name() == "scf.for" && o.Attr(partialIterationLabel) != nil {
					return false
				}
			}
		}
		partial = peelLastIteration(rw, op)
	}
	if partial == nil {
		return false
	}
	ctx := rw.Ctx
	rw.ModifyOpInPlace(partial, func() {
		partial.SetAttr(ctx, peeledLoopLabel, ctx.UnitAttr())
		partial.SetAttr(ctx, partialIterationLabel, ctx.UnitAttr())
	})
	rw.ModifyOpInPlace(op, func() { op.SetAttr(ctx, peeledLoopLabel, ctx.UnitAttr()) })
	return true
}

// applyOrFold builds an affine.apply of m to operands before op, folded
// when possible.
func applyOrFold(rw *rewrite.Rewriter, op *ir.Operation, m *affine.Map, operands []*ir.Value) *ir.Value {
	ctx := rw.Ctx
	rw.SetInsertionPoint(op)
	return rewrite.CreateOrFold(rw, &ir.OperationState{Loc: op.Loc(), Name: ctx.LookupOp("affine.apply"),
		Operands: operands, Types: []ir.Type{ctx.IndexType()},
		Attrs: []ir.NamedAttr{{Name: "map", Value: ctx.AffineMapAttr(m)}}})[0]
}

// peelLastIteration is upstream's peelForLoop: the loop runs up to the
// last multiple of its step, and a copy of it (returned) runs the
// remaining partial iteration; nil when the step divides the range or is
// at most 1.
func peelLastIteration(rw *rewrite.Rewriter, op *ir.Operation) *ir.Operation {
	lb, ub, step := op.Operand(0), op.Operand(1), op.Operand(2)
	lbInt, lbOk := constantInt(lb)
	ubInt, ubOk := constantInt(ub)
	stepInt, stepOk := constantInt(step)
	if stepOk && stepInt <= 1 {
		return nil
	}
	if lbOk && ubOk && stepOk && (ubInt-lbInt)%stepInt == 0 {
		return nil
	}
	ctx := rw.Ctx
	s0, s1, s2 := affine.Symbol(ctx, 0), affine.Symbol(ctx, 1), affine.Symbol(ctx, 2)
	rem := affine.Mod(ctx, affine.Sub(ctx, s1, s0), s2)
	m, _ := affined.FullyComposeMap(ctx, affine.Get(ctx, 0, 3, []affine.Expr{rem}), []*ir.Value{lb, ub, step})
	if k, ok := m.Results[0].(*affine.ConstantExpr); ok && k.Value == 0 {
		return nil
	}
	split := applyOrFold(rw, op, affine.Get(ctx, 0, 3, []affine.Expr{affine.Sub(ctx, s1, rem)}), []*ir.Value{lb, ub, step})
	partial := op.Clone(ctx, ir.NewMapping())
	rw.SetInsertionPointAfter(op)
	rw.Insert(partial)
	rw.ModifyOpInPlace(partial, func() { partial.SetOperand(0, split) })
	for i, r := range op.Results() {
		rw.ReplaceAllUsesWith(r, partial.Result(i))
	}
	rw.ModifyOpInPlace(partial, func() {
		for i, r := range op.Results() {
			partial.SetOperand(3+i, r)
		}
	})
	rw.ModifyOpInPlace(op, func() { op.SetOperand(1, split) })
	return partial
}

// peelFirstIteration is upstream's peelForLoopFirstIteration: a copy of
// the loop (returned) runs its first iteration, the loop the others; nil
// when the loop runs at most once.
func peelFirstIteration(rw *rewrite.Rewriter, op *ir.Operation) *ir.Operation {
	lb, ub, step := op.Operand(0), op.Operand(1), op.Operand(2)
	lbInt, lbOk := constantInt(lb)
	ubInt, ubOk := constantInt(ub)
	stepInt, stepOk := constantInt(step)
	if lbOk && ubOk && stepOk && float32(ubInt-lbInt)/float32(stepInt) <= 1 {
		return nil
	}
	ctx := rw.Ctx
	m := affine.Get(ctx, 0, 2, []affine.Expr{affine.Add(ctx, affine.Symbol(ctx, 0), affine.Symbol(ctx, 1))})
	split := applyOrFold(rw, op, m, []*ir.Value{lb, step})
	first := op.Clone(ctx, ir.NewMapping())
	rw.SetInsertionPoint(op)
	rw.Insert(first)
	rw.ModifyOpInPlace(first, func() { first.SetOperand(1, split) })
	rw.ModifyOpInPlace(op, func() {
		for i, r := range first.Results() {
			op.SetOperand(3+i, r)
		}
		op.SetOperand(0, split)
	})
	return first
}
