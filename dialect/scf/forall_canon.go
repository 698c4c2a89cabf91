package scf

import (
	"math/big"

	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/rewrite"
)

var forallPatterns = []any{
	pattern("DimOfForallOp", "tensor.dim", dimOfForall),
	pattern("FoldTensorCastOfOutputIntoForallOp", "scf.forall", foldTensorCastOfOutputIntoForall),
	pattern("ForallOpControlOperandsFolder", "scf.forall", forallControlOperandsFolder),
	pattern("ForallOpIterArgsFolder", "scf.forall", forallIterArgsFolder),
	pattern("ForallOpSingleOrZeroIterationDimsFolder", "scf.forall", forallSingleOrZeroIterationDimsFolder),
	pattern("ForallOpReplaceConstantInductionVar", "scf.forall", forallReplaceConstantInductionVar),
}

// forallTripCount is the trip count of a dimension of scf.forall. Upstream
// knows none when exactly one of the bounds is a constant, whatever the
// step (a zero or negative step gives no iteration otherwise).
func forallTripCount(lb, ub, step mixedEntry) (*big.Int, bool) {
	_, lbC := lb.constant()
	_, ubC := ub.constant()
	if lbC != ubC && !sameEntry(lb, ub) {
		return nil, false
	}
	return constantTripCount(lb, ub, step, 64, true)
}

// dimOfForall reads a dimension of an scf.forall result from the shared
// output tied to it.
func dimOfForall(op *ir.Operation, rw *rewrite.Rewriter) bool {
	src := op.Operand(0)
	f := src.DefiningOp()
	if f == nil || f.Name() != "scf.forall" {
		return false
	}
	rw.ModifyOpInPlace(op, func() { op.SetOperand(0, forallOutputs(f)[src.Index()]) })
	return true
}

// forallReplaceConstantInductionVar replaces each used induction variable
// of a dimension with one iteration by its lower bound.
func forallReplaceConstantInductionVar(op *ir.Operation, rw *rewrite.Rewriter) bool {
	lbs, ubs, steps := forallMixed(op)
	body := op.Region(0).First()
	changed := false
	rw.SetInsertionPoint(op)
	for i := range lbs {
		iv := body.Arg(i)
		if !iv.HasUses() {
			continue
		}
		if n, ok := forallTripCount(lbs[i], ubs[i], steps[i]); !ok || !n.IsInt64() || n.Int64() != 1 {
			continue
		}
		rw.ReplaceAllUsesWith(iv, mixedValues(rw, op.Loc(), lbs[i:i+1])[0])
		changed = true
	}
	return changed
}

// foldTensorCastOfOutputIntoForall carries a shared output initialized by a
// tensor.cast that loses static information with the cast's source type,
// casting the block argument back at the start of the body and the result
// after the loop.
func foldTensorCastOfOutputIntoForall(op *ir.Operation, rw *rewrite.Rewriter) bool {
	outs := append([]*ir.Value(nil), forallOutputs(op)...)
	oldTypes := typesOf(outs)
	var cast []int
	for i, o := range outs {
		c := o.DefiningOp()
		if c == nil || c.Name() != "tensor.cast" || !preservesStaticInformation(c.Result(0).Type(), c.Operand(0).Type()) {
			continue
		}
		cast = append(cast, i)
		outs[i] = c.Operand(0)
	}
	if len(cast) == 0 {
		return false
	}
	loc, rank := op.Loc(), forallRank(op)
	lbs, ubs, steps := forallMixed(op)
	rw.SetInsertionPoint(op)
	st := forallState(rw.Ctx, loc, lbs, ubs, steps, outs)
	if m := op.InherentAttr("mapping"); m != nil {
		st.AddAttr("mapping", m)
	}
	nb := addBlock(st.AddRegion())
	for i := 0; i < rank; i++ {
		nb.AddArg(rw.Ctx.IndexType(), loc)
	}
	for _, o := range outs {
		nb.AddArg(o.Type(), loc)
	}
	n := rw.Create(st)
	castTo := func(t ir.Type, v *ir.Value) *ir.Value {
		c := newState(rw.Ctx, "tensor.cast", loc)
		c.Operands, c.Types = []*ir.Value{v}, []ir.Type{t}
		return rw.Create(c).Result(0)
	}
	args := append([]*ir.Value(nil), nb.Args()...)
	rw.SetInsertionPointToStart(nb)
	for _, i := range cast {
		args[rank+i] = castTo(oldTypes[i], nb.Arg(rank+i))
	}
	rw.MergeBlocks(op.Region(0).First(), nb, args)
	// The combining ops now write into the casts: point the k-th of them
	// at the k-th output block argument again (as upstream pairs them).
	yielding := inParallelYielding{}.YieldingOps(nb.Last())
	for k, o := range yielding {
		if rank+k >= nb.NumArgs() {
			break
		}
		if pc, ok := ir.OpInterface[ParallelCombiningOpInterface](o); ok {
			for _, j := range pc.DestinationOperands(o) {
				rw.ModifyOpInPlace(o, func() { o.SetOperand(j, nb.Arg(rank+k)) })
			}
		}
	}
	rw.SetInsertionPointAfter(n)
	results := append([]*ir.Value(nil), n.Results()...)
	for _, i := range cast {
		results[i] = castTo(oldTypes[i], results[i])
	}
	rw.ReplaceOp(op, results)
	return true
}

// splitMixed returns the static list and dynamic values of a mixed list.
func splitMixed(list []mixedEntry) ([]int64, []*ir.Value) {
	static := make([]int64, len(list))
	var dynamic []*ir.Value
	for i, e := range list {
		if e.value != nil {
			static[i] = dynamicIndex
			dynamic = append(dynamic, e.value)
			continue
		}
		static[i] = e.static
	}
	return static, dynamic
}

// forallState returns the operation state of an scf.forall over mixed
// bounds with the given outputs (and mapping, when not nil), without its
// region.
func forallState(ctx *ir.Context, loc ir.Location, lbs, ubs, steps []mixedEntry, outs []*ir.Value) *ir.OperationState {
	st := newState(ctx, "scf.forall", loc)
	sl, dl := splitMixed(lbs)
	su, du := splitMixed(ubs)
	ss, ds := splitMixed(steps)
	st.Operands = concat(concat(concat(dl, du), ds), outs)
	st.Types = typesOf(outs)
	st.AddAttr("staticLowerBound", ctx.DenseI64Array(sl))
	st.AddAttr("staticUpperBound", ctx.DenseI64Array(su))
	st.AddAttr("staticStep", ctx.DenseI64Array(ss))
	st.AddAttr("operandSegmentSizes", ctx.DenseI32Array([]int32{int32(len(dl)), int32(len(du)), int32(len(ds)), int32(len(outs))}))
	return st
}

// foldConstants replaces the dynamic entries defined by constants by
// static ones (upstream's foldDynamicIndexList); it reports a change.
func foldConstants(list []mixedEntry) bool {
	changed := false
	for i, e := range list {
		if e.value == nil {
			continue
		}
		if c, ok := constantInt(e.value); ok {
			list[i] = mixedEntry{static: c}
			changed = true
		}
	}
	return changed
}

// forallControlOperandsFolder makes constant dynamic bounds static.
func forallControlOperandsFolder(op *ir.Operation, rw *rewrite.Rewriter) bool {
	lbs, ubs, steps := forallMixed(op)
	c1, c2, c3 := foldConstants(lbs), foldConstants(ubs), foldConstants(steps)
	if !c1 && !c2 && !c3 {
		return false
	}
	rw.ModifyOpInPlace(op, func() {
		st := forallState(rw.Ctx, op.Loc(), lbs, ubs, steps, forallOutputs(op))
		op.SetOperands(st.Operands)
		for _, a := range st.Attrs {
			op.SetInherentAttr(rw.Ctx, a.Name, a.Value)
		}
	})
	return true
}

// combiningOps returns the ops of the scf.forall.in_parallel terminator
// writing into the shared output block argument arg.
func combiningOps(op *ir.Operation, arg *ir.Value) []*ir.Operation {
	var out []*ir.Operation
	t := op.Region(0).First().Last()
	if t == nil || t.Name() != "scf.forall.in_parallel" {
		return nil
	}
	for o := t.Region(0).First().First(); o != nil; o = o.NextInBlock() {
		if pc, ok := ir.OpInterface[ParallelCombiningOpInterface](o); ok && containsValue(updatedDestinations(pc, o), arg) {
			out = append(out, o)
		}
	}
	return out
}

// forallIterArgsFolder drops the shared outputs whose result is unused or
// that no combining op writes, using the output value itself instead.
func forallIterArgsFolder(op *ir.Operation, rw *rewrite.Rewriter) bool {
	rank := forallRank(op)
	outs := forallOutputs(op)
	body := op.Region(0).First()
	drop := make([]bool, len(outs))
	var newOuts []*ir.Value
	found := false
	for i, o := range outs {
		if !op.Result(i).HasUses() || len(combiningOps(op, body.Arg(rank+i))) == 0 {
			drop[i], found = true, true
			continue
		}
		newOuts = append(newOuts, o)
	}
	if !found {
		return false
	}
	for i := range outs {
		if drop[i] {
			for _, c := range combiningOps(op, body.Arg(rank+i)) {
				rw.EraseOp(c)
			}
		}
	}
	lbs, ubs, steps := forallMixed(op)
	rw.SetInsertionPoint(op)
	st := forallState(rw.Ctx, op.Loc(), lbs, ubs, steps, newOuts)
	if m := op.InherentAttr("mapping"); m != nil {
		st.AddAttr("mapping", m)
	}
	nb := addBlock(st.AddRegion())
	for i := 0; i < rank; i++ {
		nb.AddArg(rw.Ctx.IndexType(), op.Loc())
	}
	for _, o := range newOuts {
		nb.AddArg(o.Type(), op.Loc())
	}
	n := rw.Create(st)
	args := append([]*ir.Value(nil), nb.Args()[:rank]...)
	k := 0
	for i, o := range outs {
		if drop[i] {
			args = append(args, o)
			continue
		}
		args = append(args, nb.Arg(rank+k))
		k++
	}
	rw.MergeBlocks(body, nb, args)
	k = 0
	for i, o := range outs {
		if drop[i] {
			rw.ReplaceAllUsesWith(op.Result(i), o)
			continue
		}
		rw.ReplaceAllUsesWith(op.Result(i), n.Result(k))
		k++
	}
	rw.EraseOp(op)
	return true
}

// forallSingleOrZeroIterationDimsFolder removes a loop with a dimension of
// no iteration and the dimensions of one iteration (unless the loop is
// mapped to processing units).
func forallSingleOrZeroIterationDimsFolder(op *ir.Operation, rw *rewrite.Rewriter) bool {
	if op.InherentAttr("mapping") != nil {
		return false
	}
	loc := op.Loc()
	lbs, ubs, steps := forallMixed(op)
	body := op.Region(0).First()
	m := ir.NewMapping()
	var nl, nu, ns []mixedEntry
	rw.SetInsertionPoint(op)
	for i := range lbs {
		if n, ok := forallTripCount(lbs[i], ubs[i], steps[i]); ok {
			if n.Sign() == 0 {
				rw.ReplaceOp(op, forallOutputs(op))
				return true
			}
			if n.IsInt64() && n.Int64() == 1 {
				m.Map(body.Arg(i), mixedValues(rw, loc, lbs[i:i+1])[0])
				continue
			}
		}
		nl, nu, ns = append(nl, lbs[i]), append(nu, ubs[i]), append(ns, steps[i])
	}
	if len(nl) == len(lbs) {
		return false
	}
	outs := forallOutputs(op)
	if len(nl) == 0 {
		promoteForall(rw, op, mixedValues(rw, loc, lbs), outs)
		return true
	}
	st := forallState(rw.Ctx, loc, nl, nu, ns, outs)
	for _, a := range discardable(op) {
		st.AddAttr(a.Name, a.Value)
	}
	nb := addBlock(st.AddRegion())
	for _, a := range body.Args() {
		if !m.Contains(a) {
			m.Map(a, nb.AddArg(a.Type(), a.Loc()))
		}
	}
	n := rw.Create(st)
	rw.SetInsertionPointToEnd(nb)
	for o := body.First(); o != nil; o = o.NextInBlock() {
		rw.Clone(o, m)
	}
	rw.ReplaceOp(op, n.Results())
	return true
}

// promoteForall is scf::promote for a single-iteration scf.forall: its body
// moves before it and each tensor.parallel_insert_slice of its terminator
// becomes a tensor.insert_slice after it, whose results replace the loop's.
func promoteForall(rw *rewrite.Rewriter, op *ir.Operation, ivs, outs []*ir.Value) {
	body := op.Region(0).First()
	t := body.Last()
	rw.InlineBlockBefore(body, op, op.Block(), append(ivs, outs...))
	rw.SetInsertionPointAfter(op)
	var results []*ir.Value
	for o := t.Region(0).First().First(); o != nil; o = o.NextInBlock() {
		if o.Name() != "tensor.parallel_insert_slice" {
			continue
		}
		st := &ir.OperationState{Loc: op.Loc(), Name: rw.Ctx.LookupOp("tensor.insert_slice"),
			Operands: append([]*ir.Value(nil), o.Operands()...), Types: []ir.Type{o.Operand(1).Type()}, Props: o.Props()}
		results = append(results, rw.Create(st).Result(0))
	}
	rw.EraseOp(t)
	rw.ReplaceOp(op, results)
}
