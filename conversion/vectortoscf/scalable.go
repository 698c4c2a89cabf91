package vectortoscf

import (
	"github.com/gomlir/gomlir/dialect/vector"
	"github.com/gomlir/gomlir/dialect/viewlike"
	"github.com/gomlir/gomlir/ir"
	affexpr "github.com/gomlir/gomlir/ir/affine"
	"github.com/gomlir/gomlir/rewrite"
)

// scalableTransposeWrite is ScalableTransposeTransferWriteConversion
// (lower-scalable): a write of vector<[N]xMxT> produced by transposing a
// vector<Mx[N]xT> becomes an scf.for over the scalable dimension writing
// one vector<MxT> per iteration, built from one element of each of the M
// rows of the transposed vector.
func scalableTransposeWrite(op *ir.Operation, rw *rewrite.Rewriter, o Options) bool {
	x := asXfer(op)
	if x.isTensor() && !o.LowerTensors {
		return false
	}
	vt := x.VectorType()
	if len(vt.Scalable) != 2 || !vt.Scalable[0] || vt.Scalable[1] {
		return false
	}
	if !x.PermutationMap().IsIdentity() || !x.dimInBounds() {
		return false
	}
	tr := op.Operand(0).DefiningOp()
	if tr == nil || tr.Name() != "vector.transpose" {
		return false
	}
	if p := viewlike.StaticValues(tr.InherentAttr("permutation")); len(p) != 2 || p[0] != 1 || p[1] != 0 {
		return false
	}
	c := rw.Ctx
	loc := op.Loc()
	var vscale *ir.Value
	vscaleMultiple := func(n int64) *ir.Value {
		if vscale == nil {
			vscale = rw.Create(&ir.OperationState{Loc: loc, Name: c.LookupOp("vector.vscale"), Types: []ir.Type{c.IndexType()}}).Result(0)
		}
		return arithOp(rw, loc, "arith.muli", vscale, indexConstant(rw, loc, n))
	}
	maskDims, ok := maskDimSizes(x.Mask(), vscaleMultiple)
	if !ok {
		return false
	}
	src := tr.Operand(0)
	slices := make([]*ir.Value, vt.Shape[1])
	for i := range slices {
		slices[i] = extract(rw, loc, src, []viewlike.Mixed{{Static: int64(i)}})
	}
	lb := indexConstant(rw, loc, 0)
	var ub *ir.Value
	if len(maskDims) == 0 {
		ub = vscaleMultiple(vt.Shape[0])
	} else {
		ub = valueOf(rw, loc, maskDims[0])
	}
	step := indexConstant(rw, loc, 1)
	sliceType := c.VectorType(vt.Shape[1:], vt.Elem, nil)
	var sliceMask *ir.Value
	if len(maskDims) > 0 {
		var dims []*ir.Value
		for _, m := range maskDims[1:] {
			dims = append(dims, valueOf(rw, loc, m))
		}
		sliceMask = rw.Create(&ir.OperationState{Loc: loc, Name: c.LookupOp("vector.create_mask"), Operands: dims,
			Types: []ir.Type{c.VectorType(sliceType.Shape, c.IntegerType(1, ir.Signless), nil)}}).Result(0)
	}
	var inits []*ir.Value
	if x.isTensor() {
		inits = []*ir.Value{x.Base()}
	}
	ib := x.InBounds()[1:]
	forOp := buildFor(rw, loc, lb, ub, step, inits, func(iv *ir.Value, state []*ir.Value) []*ir.Value {
		idx := xferIndices(rw, x, iv)
		elems := make([]*ir.Value, len(slices))
		for i, s := range slices {
			elems[i] = extract(rw, loc, s, []viewlike.Mixed{dynamic(iv)})
		}
		slice := rw.Create(&ir.OperationState{Loc: loc, Name: c.LookupOp("vector.from_elements"), Operands: elems,
			Types: []ir.Type{sliceType}}).Result(0)
		dest := x.Base()
		if len(state) > 0 {
			dest = state[0]
		}
		var masks []*ir.Value
		if sliceMask != nil {
			masks = []*ir.Value{sliceMask}
		}
		st := &ir.OperationState{Loc: loc, Name: op.Info(), Operands: append(append([]*ir.Value{slice, dest}, idx...), masks...)}
		if x.isTensor() {
			st.Types = []ir.Type{dest.Type()}
		}
		st.Attrs = []ir.NamedAttr{{Name: "in_bounds", Value: vector.InBoundsAttr(c, ib)},
			{Name: "operandSegmentSizes", Value: c.DenseI32Array([]int32{1, 1, int32(len(idx)), int32(len(masks))})},
			{Name: "permutation_map", Value: c.AffineMapAttr(minorIdentity(c, dest.Type(), len(sliceType.Shape)))}}
		w := rw.Create(st)
		return w.Results()
	})
	if x.isTensor() {
		rw.ReplaceOp(op, forOp.Results())
	} else {
		rw.EraseOp(op)
	}
	return true
}

// maskDimSizes is getMaskDimSizes: the sizes of a vector.create_mask
// (its operands) or vector.constant_mask (constants, scalable ones as
// multiples of vscale); no mask has none; other masks fail.
func maskDimSizes(mask *ir.Value, vscaleMultiple func(int64) *ir.Value) ([]viewlike.Mixed, bool) {
	if mask == nil {
		return nil, true
	}
	d := mask.DefiningOp()
	switch {
	case d == nil:
		return nil, false
	case d.Name() == "vector.create_mask":
		out := make([]viewlike.Mixed, d.NumOperands())
		for i, v := range d.Operands() {
			out[i] = dynamic(v)
		}
		return out, true
	case d.Name() == "vector.constant_mask":
		mt := mask.Type().(*ir.VectorType)
		sizes := viewlike.StaticValues(d.InherentAttr("mask_dim_sizes"))
		out := make([]viewlike.Mixed, len(sizes))
		for i, s := range sizes {
			if len(mt.Scalable) > 0 && mt.Scalable[i] {
				out[i] = dynamic(vscaleMultiple(s))
			} else {
				out[i] = viewlike.Mixed{Static: s}
			}
		}
		return out, true
	}
	return nil, false
}

// valueOf materializes a mixed entry (getValueOrCreateConstantIndexOp).
func valueOf(rw *rewrite.Rewriter, loc ir.Location, m viewlike.Mixed) *ir.Value {
	if m.Value != nil {
		return m.Value
	}
	return indexConstant(rw, loc, m.Static)
}

// minorIdentity is getTransferMinorIdentityMap: the minor identity from
// the shaped type's rank to the vector's.
func minorIdentity(c *ir.Context, shaped ir.Type, vectorRank int) *affexpr.Map {
	return affexpr.MinorIdentityMap(c, len(shaped.(ir.ShapedType).Dims()), vectorRank)
}
