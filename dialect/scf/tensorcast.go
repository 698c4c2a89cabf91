package scf

import (
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/rewrite"
)

// preservesStaticInformation is upstream's tensor::preservesStaticInformation:
// target is a ranked tensor type at least as static as source (same
// element type, rank and encoding, no static size of source dynamic in
// target).
func preservesStaticInformation(source, target ir.Type) bool {
	s, ok1 := source.(*ir.RankedTensorType)
	t, ok2 := target.(*ir.RankedTensorType)
	if !ok1 || !ok2 || s.Elem != t.Elem || len(s.Shape) != len(t.Shape) || s.Encoding != t.Encoding {
		return false
	}
	for i, d := range s.Shape {
		if d != ir.Dynamic && t.Shape[i] == ir.Dynamic {
			return false
		}
	}
	return true
}

// forOpTensorCastFolder is upstream's ForOpTensorCastFolder: an iter_arg
// initialized by a tensor.cast that loses static information (its result
// used once) is carried with the cast's source type, casts moved into the
// body and after the loop (upstream's replaceAndCastForOpIterArg).
func forOpTensorCastFolder(op *ir.Operation, rw *rewrite.Rewriter) bool {
	for i, init := range op.Operands()[3:] {
		c := init.DefiningOp()
		if c == nil || c.Name() != "tensor.cast" || c.Operand(0).Type() == c.Result(0).Type() {
			continue
		}
		if !preservesStaticInformation(c.Result(0).Type(), c.Operand(0).Type()) || !op.Result(i).HasOneUse() {
			continue
		}
		rw.ReplaceOp(op, replaceAndCastIterArg(rw, op, i, c.Operand(0)))
		return true
	}
	return false
}

// replaceAndCastIterArg is upstream's replaceAndCastForOpIterArg with
// tensor.cast casts: a copy of the loop carrying replacement as its k-th
// iter_arg, cast back to the old type at the start of the body, the
// yielded value cast to the new type, and the result cast back after the
// loop; it returns the values replacing the loop's results.
func replaceAndCastIterArg(rw *rewrite.Rewriter, op *ir.Operation, k int, replacement *ir.Value) []*ir.Value {
	oldType, newType := op.Operand(3+k).Type(), replacement.Type()
	inits := append([]*ir.Value{}, op.Operands()[3:]...)
	inits[k] = replacement
	rw.SetInsertionPoint(op)
	n := createFor(rw, op, inits)
	loc := n.Loc()
	nb := n.Region(0).First()
	cast := func(t ir.Type, v *ir.Value) *ir.Value {
		st := newState(rw.Ctx, "tensor.cast", loc)
		st.Operands = []*ir.Value{v}
		st.Types = []ir.Type{t}
		return rw.Create(st).Result(0)
	}
	transfer := append([]*ir.Value{}, nb.Args()...)
	rw.SetInsertionPointToStart(nb)
	transfer[1+k] = cast(oldType, nb.Arg(1+k))
	rw.MergeBlocks(op.Region(0).First(), nb, transfer)
	yield := nb.Last()
	rw.SetInsertionPoint(yield)
	yielded := append([]*ir.Value{}, yield.Operands()...)
	yielded[k] = cast(newType, yielded[k])
	createYield(rw, loc, yielded)
	rw.EraseOp(yield)
	rw.SetInsertionPointAfter(n)
	results := append([]*ir.Value{}, n.Results()...)
	results[k] = cast(oldType, results[k])
	return results
}
