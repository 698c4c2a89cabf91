package vector

import (
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/ir/affine"
	"github.com/gomlir/gomlir/rewrite"
)

// The transfer permutation map lowerings (upstream's
// populateVectorTransferPermutationMapLoweringPatterns): a transfer whose
// map permutes or broadcasts becomes one with a minor identity map (with
// leading broadcasts for reads) next to a vector.transpose or
// vector.broadcast. Transfers inside a vector.mask are left alone.

// TransferPermutationMapLoweringPatterns returns the four patterns.
func TransferPermutationMapLoweringPatterns() []rewrite.Pattern {
	p := func(name, root string, f func(x xfer, rw *rewrite.Rewriter) bool) rewrite.Pattern {
		return &rewrite.Func{Name: "(anonymous namespace)::" + name, On: root, Weight: 1, Rewrite: func(op *ir.Operation, rw *rewrite.Rewriter) bool {
			x := xfer{op, op.Name() == "vector.transfer_read"}
			if len(x.vectorType().Shape) == 0 || isMasked(op) {
				return false
			}
			return f(x, rw)
		}}
	}
	return []rewrite.Pattern{
		p("TransferReadPermutationLowering", "vector.transfer_read", readPermutationLowering),
		p("TransferWritePermutationLowering", "vector.transfer_write", writePermutationLowering),
		p("TransferOpReduceRank", "vector.transfer_read", transferReduceRank),
		p("TransferWriteNonPermutationLowering", "vector.transfer_write", writeNonPermutationLowering),
	}
}

// isMasked reports whether op sits in a vector.mask.
func isMasked(op *ir.Operation) bool {
	p := op.ParentOp()
	return p != nil && p.IsRegistered() && p.Name() == "vector.mask"
}

// InBoundsAttr is the in_bounds attribute of a transfer with the given
// flags (a builder's getBoolArrayAttr).
func InBoundsAttr(ctx *ir.Context, vals []bool) *ir.ArrayAttr {
	elems := make([]ir.Attribute, len(vals))
	for i, v := range vals {
		elems[i] = ctx.BoolAttr(v)
	}
	return ctx.ArrayAttr(elems)
}

// inverseTransposeInBounds is inverseTransposeInBoundsAttr.
func inverseTransposeInBounds(ctx *ir.Context, ib []bool, perm []int) *ir.ArrayAttr {
	out := make([]bool, len(perm))
	for i, p := range perm {
		out[p] = ib[i]
	}
	return InBoundsAttr(ctx, out)
}

// rebuildTransfer creates a transfer like x's on its base and indices with
// map m, mask and in_bounds: a read of type vt, or a write of vec.
func rebuildTransfer(rw *rewrite.Rewriter, x xfer, vt *ir.VectorType, vec *ir.Value, m *affine.Map, mask *ir.Value, ib ir.Attribute) *ir.Operation {
	ctx := rw.Ctx
	var masks []*ir.Value
	if mask != nil {
		masks = []*ir.Value{mask}
	}
	st := &ir.OperationState{Loc: x.op.Loc(), Name: x.op.Info()}
	idx := x.indices()
	var segs []int32
	if x.read {
		st.Operands = append(append(append([]*ir.Value{x.base()}, idx...), x.op.Operand(1+len(idx))), masks...)
		st.Types = []ir.Type{vt}
		segs = []int32{1, int32(len(idx)), 1, int32(len(masks))}
	} else {
		st.Operands = append(append([]*ir.Value{vec, x.base()}, idx...), masks...)
		if _, ok := x.base().Type().(*ir.RankedTensorType); ok {
			st.Types = []ir.Type{x.base().Type()}
		}
		segs = []int32{1, 1, int32(len(idx)), int32(len(masks))}
	}
	st.Attrs = []ir.NamedAttr{{Name: "in_bounds", Value: ib}, {Name: "operandSegmentSizes", Value: ctx.DenseI32Array(segs)},
		{Name: "permutation_map", Value: ctx.AffineMapAttr(m)}}
	return rw.Create(st)
}

// replaceTransfer replaces x's op with vals (a memref write is erased).
func replaceTransfer(rw *rewrite.Rewriter, x xfer, vals []*ir.Value) bool {
	if x.op.NumResults() == 0 {
		rw.EraseOp(x.op)
		return true
	}
	rw.ReplaceOp(x.op, vals)
	return true
}

// int64s converts ints.
func int64s(v []int) []int64 {
	out := make([]int64, len(v))
	for i, x := range v {
		out[i] = int64(x)
	}
	return out
}

// readPermutationLowering is TransferReadPermutationLowering: a read whose
// map is a permutation of a minor identity with broadcasts reads in the
// unpermuted order and transposes.
func readPermutationLowering(x xfer, rw *rewrite.Rewriter) bool {
	ctx := rw.Ctx
	m := permMap(x.op)
	if len(m.Results) == 0 {
		return false
	}
	ok, perm := m.IsPermutationOfMinorIdentityWithBroadcasting()
	if !ok {
		return false
	}
	pm := affine.GetPermutationMap(ctx, perm)
	if pm == nil || pm.IsIdentity() {
		return false
	}
	newMap := affine.InversePermutation(ctx, pm).Compose(ctx, m)
	vt := x.vectorType()
	shape := make([]int64, len(vt.Shape))
	var scalable []bool
	if vt.Scalable != nil {
		scalable = make([]bool, len(vt.Shape))
	}
	for i, p := range perm {
		shape[p] = vt.Shape[i]
		if scalable != nil {
			scalable[p] = vt.Scalable[i]
		}
	}
	read := rebuildTransfer(rw, x, ctx.VectorType(shape, vt.Elem, scalable), nil, newMap, x.mask(),
		inverseTransposeInBounds(ctx, inBounds(x.op), perm))
	t := build(rw, x.op.Loc(), "vector.transpose", []*ir.Value{read.Result(0)}, []ir.Type{vt},
		ir.NamedAttr{Name: "permutation", Value: ctx.DenseI64Array(int64s(perm))})
	return replaceTransfer(rw, x, t.Results())
}

// transposedType is the type of vector.transpose of t by perm.
func transposedType(ctx *ir.Context, t *ir.VectorType, perm []int64) *ir.VectorType {
	shape := make([]int64, len(perm))
	var scalable []bool
	if t.Scalable != nil {
		scalable = make([]bool, len(perm))
	}
	for i, p := range perm {
		shape[i] = t.Shape[p]
		if scalable != nil {
			scalable[i] = t.Scalable[p]
		}
	}
	return ctx.VectorType(shape, t.Elem, scalable)
}

// writePermutationLowering is TransferWritePermutationLowering: the
// vector is transposed into the minor identity order.
func writePermutationLowering(x xfer, rw *rewrite.Rewriter) bool {
	ctx := rw.Ctx
	m := permMap(x.op)
	if m.IsMinorIdentity() {
		return false
	}
	ok, perm := m.IsPermutationOfMinorIdentityWithBroadcasting()
	if !ok {
		return false
	}
	inv := affine.InversePermutation(ctx, affine.CompressUnusedDims(ctx, m))
	indices := make([]int64, len(inv.Results))
	for i := range inv.Results {
		indices[i] = int64(inv.GetDimPosition(i))
	}
	vec := x.op.Operand(0)
	t := build(rw, x.op.Loc(), "vector.transpose", []*ir.Value{vec}, []ir.Type{transposedType(ctx, vec.Type().(*ir.VectorType), indices)},
		ir.NamedAttr{Name: "permutation", Value: ctx.DenseI64Array(indices)}).Result(0)
	w := rebuildTransfer(rw, x, nil, t, affine.MinorIdentityMap(ctx, m.NumDims, len(m.Results)), x.mask(),
		inverseTransposeInBounds(ctx, inBounds(x.op), perm))
	return replaceTransfer(rw, x, w.Results())
}

// extendVectorRank is extendVectorRank: a broadcast adding n outer unit
// dimensions.
func extendVectorRank(rw *rewrite.Rewriter, loc ir.Location, v *ir.Value, n int) *ir.Value {
	t := v.Type().(*ir.VectorType)
	shape := make([]int64, n, n+len(t.Shape))
	for i := range shape {
		shape[i] = 1
	}
	shape = append(shape, t.Shape...)
	scalable := make([]bool, n, n+len(t.Shape))
	if t.Scalable != nil {
		scalable = append(scalable, t.Scalable...)
	} else {
		scalable = nil
	}
	return build(rw, loc, "vector.broadcast", []*ir.Value{v}, []ir.Type{rw.Ctx.VectorType(shape, t.Elem, scalable)}).Result(0)
}

// writeNonPermutationLowering is TransferWriteNonPermutationLowering: the
// dimensions missing inside the map's outermost one become unit
// dimensions of the vector (and of the mask).
func writeNonPermutationLowering(x xfer, rw *rewrite.Rewriter) bool {
	ctx := rw.Ctx
	m := permMap(x.op)
	if ok, _ := m.IsPermutationOfMinorIdentityWithBroadcasting(); ok {
		return false
	}
	found := make([]bool, m.NumDims)
	for _, e := range m.Results {
		d, isDim := e.(*affine.DimExpr)
		if !isDim {
			return false
		}
		found[d.Pos] = true
	}
	var exprs []affine.Expr
	first := false
	missing := 0
	for i, f := range found {
		if f {
			first = true
			continue
		}
		if first {
			missing++
			exprs = append(exprs, affine.Dim(ctx, i))
		}
	}
	loc := x.op.Loc()
	vec := extendVectorRank(rw, loc, x.op.Operand(0), missing)
	var mask *ir.Value
	if mk := x.mask(); mk != nil {
		b := extendVectorRank(rw, loc, mk, missing)
		rank := len(b.Type().(*ir.VectorType).Shape)
		var perm []int64
		for i := missing; i < rank; i++ {
			perm = append(perm, int64(i))
		}
		for i := 0; i < missing; i++ {
			perm = append(perm, int64(i))
		}
		mask = build(rw, loc, "vector.transpose", []*ir.Value{b}, []ir.Type{transposedType(ctx, b.Type().(*ir.VectorType), perm)},
			ir.NamedAttr{Name: "permutation", Value: ctx.DenseI64Array(perm)}).Result(0)
	}
	exprs = append(exprs, m.Results...)
	ib := make([]bool, missing, missing+len(m.Results))
	for i := range ib {
		ib[i] = true
	}
	old := inBounds(x.op)
	for i := range m.Results {
		ib = append(ib, i < len(old) && old[i])
	}
	w := rebuildTransfer(rw, x, nil, vec, affine.Get(ctx, m.NumDims, 0, exprs), mask, InBoundsAttr(ctx, ib))
	return replaceTransfer(rw, x, w.Results())
}

// transferReduceRank is TransferOpReduceRank: leading broadcast
// dimensions of a read become a vector.broadcast of a lower-rank read.
func transferReduceRank(x xfer, rw *rewrite.Rewriter) bool {
	ctx := rw.Ctx
	m := permMap(x.op)
	lead := 0
	for _, e := range m.Results {
		c, ok := e.(*affine.ConstantExpr)
		if !ok || c.Value != 0 {
			break
		}
		lead++
	}
	if lead == 0 {
		return false
	}
	vt := x.vectorType()
	newMap := affine.Get(ctx, m.NumDims, 0, m.Results[lead:])
	if ok, _ := newMap.IsMinorIdentityWithBroadcasting(); !ok {
		return false
	}
	var scalable []bool
	if vt.Scalable != nil {
		scalable = vt.Scalable[lead:]
	}
	ib := x.op.InherentAttr("in_bounds").(*ir.ArrayAttr)
	read := rebuildTransfer(rw, x, ctx.VectorType(vt.Shape[lead:], vt.Elem, scalable), nil, newMap, x.mask(), ctx.ArrayAttr(ib.Elems[lead:]))
	b := build(rw, x.op.Loc(), "vector.broadcast", read.Results(), []ir.Type{vt})
	return replaceTransfer(rw, x, b.Results())
}
