package scf

import (
	"math/big"

	affined "github.com/gomlir/gomlir/dialect/affine"
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/ir/affine"
)

// ParallelLoopUnrollByFactors unrolls the scf.parallel op in place, as
// upstream's parallelLoopUnrollByFactors: factors apply to the innermost
// dimensions (fewer factors than dimensions leave the outer ones alone);
// each dimension unrolled by f gets f-1 more copies of the body before
// the terminator, the induction variable of copy i bumped by i steps
// (affine.apply), and a step f times larger. Loops whose bounds are not
// constant, whose trip counts the factors do not divide, or whose body is
// empty, are left as they are (false). annotate, when not nil, is called
// on every cloned op with its copy number, then on the ops of the body
// before the cloning with 0.
func ParallelLoopUnrollByFactors(ctx *ir.Context, op *ir.Operation, factors []uint64, annotate func(i uint64, op *ir.Operation)) bool {
	p, ok := AsParallelOp(op)
	if !ok || len(factors) == 0 {
		return false
	}
	n := len(p.LowerBound())
	if len(factors) > n {
		return false
	}
	allOne := true
	for _, f := range factors {
		if f == 0 {
			return false
		}
		allOne = allOne && f == 1
	}
	body := p.Region().First()
	if allOne || body.First() == body.Last() {
		return false
	}
	first := n - len(factors)
	steps := make([]int64, n)
	for d := 0; d < n; d++ {
		lb, ub, step := p.LowerBound()[d], p.UpperBound()[d], p.Step()[d]
		count, ok := valueTripCount(lb, ub, step, true)
		if !ok {
			return false
		}
		if d >= first && new(big.Int).Rem(count, new(big.Int).SetUint64(factors[d-first])).Sign() != 0 {
			return false
		}
		s, ok := constantAP(step)
		if !ok {
			return false
		}
		steps[d] = s.value(true).Int64()
	}
	for d := first; d < n; d++ {
		f := factors[d-first]
		if f == 1 {
			continue
		}
		unrollBody(ctx, body, body.Arg(d), f, steps[d], annotate)
		b := ir.NewBuilder(ctx)
		b.SetInsertionPoint(op)
		c := b.Create(&ir.OperationState{Loc: op.Loc(), Name: ctx.LookupOp("arith.constant"), Types: []ir.Type{ctx.IndexType()},
			Attrs: []ir.NamedAttr{{Name: "value", Value: ctx.IntAttr(ctx.IndexType(), steps[d]*int64(f))}}})
		op.SetOperand(2*n+d, c.Result(0))
	}
	return true
}

// unrollBody is upstream's generateUnrolledLoop for a body without
// iteration arguments: factor-1 copies of the ops before the terminator
// are appended before it, iv mapped in copy i to iv + i*step; the
// terminator's operands become the values of the last copy.
func unrollBody(ctx *ir.Context, body *ir.Block, iv *ir.Value, factor uint64, step int64, annotate func(uint64, *ir.Operation)) {
	term := body.Last()
	yielded := append([]*ir.Value(nil), term.Operands()...)
	last := append([]*ir.Value(nil), yielded...)
	srcEnd := term.PrevInBlock()
	b := ir.NewBuilder(ctx)
	b.SetInsertionPoint(term)
	for i := uint64(1); i < factor; i++ {
		m := ir.NewMapping()
		if iv.FirstUse() != nil {
			bump := affine.Get(ctx, 1, 0, []affine.Expr{affine.AddConst(ctx, affine.Dim(ctx, 0), int64(i)*step)})
			apply := affined.BuildApplyOp(b, iv.Loc(), []*ir.Value{iv}, ctx.IndexType(),
				ir.NamedAttr{Name: "map", Value: ctx.AffineMapAttr(bump)})
			m.Map(iv, apply.Result())
		}
		for o := body.First(); ; o = o.NextInBlock() {
			c := b.Insert(o.Clone(ctx, m))
			if annotate != nil {
				annotate(i, c)
			}
			if o == srcEnd {
				break
			}
		}
		for k, v := range yielded {
			last[k] = m.Lookup(v)
		}
	}
	if annotate != nil {
		for o := body.First(); ; o = o.NextInBlock() {
			annotate(0, o)
			if o == srcEnd {
				break
			}
		}
	}
	term.SetOperands(last)
}
