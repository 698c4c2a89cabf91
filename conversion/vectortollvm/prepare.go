package vectortollvm

import (
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/rewrite"
)

// The vector-to-vector lowerings run greedily before the conversion:
// upstream's broadcast, fma, mask and from_elements lowerings, as far as
// gomlir has them.

// PreparePatterns returns the greedy lowerings run before the conversion.
func PreparePatterns(force32 bool) []rewrite.Pattern {
	return []rewrite.Pattern{
		&rewrite.Func{Name: "(anonymous namespace)::BroadcastOpLowering", On: "vector.broadcast", Weight: 1, Rewrite: lowerBroadcast},
		&rewrite.Func{Name: "(anonymous namespace)::VectorFMAOpNDRewritePattern", On: "vector.fma", Weight: 1, Rewrite: lowerFMAND},
		&rewrite.Func{Name: "(anonymous namespace)::VectorCreateMaskOpConversion", On: "vector.create_mask", Weight: 1,
			Rewrite: func(op *ir.Operation, rw *rewrite.Rewriter) bool { return materializeCreateMask(op, rw, force32) }},
		&rewrite.Func{Name: "(anonymous namespace)::ConstantMaskOpLowering", On: "vector.constant_mask", Weight: 1, Rewrite: lowerConstantMask},
		&rewrite.Func{Name: "(anonymous namespace)::UnrollFromElements", On: "vector.from_elements", Weight: 1, Rewrite: unrollFromElements},
	}
}

// create builds an op at rw's insertion point.
func create(rw *rewrite.Rewriter, loc ir.Location, name string, t ir.Type, operands []*ir.Value, attrs ...ir.NamedAttr) *ir.Value {
	var types []ir.Type
	if t != nil {
		types = []ir.Type{t}
	}
	op := rw.Create(&ir.OperationState{Loc: loc, Name: rw.Ctx.LookupOp(name), Operands: operands, Types: types, Attrs: attrs})
	if t == nil {
		return nil
	}
	return op.Result(0)
}

// position is a static vector.extract / vector.insert position.
func position(ctx *ir.Context, pos ...int64) ir.NamedAttr {
	return ir.NamedAttr{Name: "static_position", Value: ctx.DenseI64Array(pos)}
}

// extractAt creates `vector.extract v[i]`.
func extractAt(rw *rewrite.Rewriter, loc ir.Location, v *ir.Value, i int64) *ir.Value {
	vt := v.Type().(*ir.VectorType)
	var t ir.Type = vt.Elem
	if len(vt.Shape) > 1 {
		t = rw.Ctx.VectorType(vt.Shape[1:], vt.Elem, tail(vt.Scalable))
	}
	return create(rw, loc, "vector.extract", t, []*ir.Value{v}, position(rw.Ctx, i))
}

// tail drops the first scalable flag.
func tail(s []bool) []bool {
	if len(s) == 0 {
		return nil
	}
	return s[1:]
}

// insertAt creates `vector.insert v, dest[i]`.
func insertAt(rw *rewrite.Rewriter, loc ir.Location, v, dest *ir.Value, i int64) *ir.Value {
	return create(rw, loc, "vector.insert", dest.Type(), []*ir.Value{v, dest}, position(rw.Ctx, i))
}

// lowerBroadcast is BroadcastOpLowering for a vector source broadcast to
// a higher rank or stretched: the result built from ub.poison one leading
// slice at a time.
func lowerBroadcast(op *ir.Operation, rw *rewrite.Rewriter) bool {
	dst := op.Result(0).Type().(*ir.VectorType)
	src, isVec := op.Operand(0).Type().(*ir.VectorType)
	if !isVec || len(dst.Shape) <= 1 || len(src.Shape) == 0 {
		return false
	}
	loc := op.Loc()
	if len(src.Shape) < len(dst.Shape) {
		// Duplicate the source (broadcast to the trailing shape first).
		inner := rw.Ctx.VectorType(dst.Shape[1:], dst.Elem, tail(dst.Scalable))
		val := op.Operand(0)
		if len(src.Shape) != len(inner.Shape) {
			val = create(rw, loc, "vector.broadcast", inner, []*ir.Value{val})
		}
		res := create(rw, loc, "ub.poison", dst, nil)
		for d := int64(0); d < dst.Shape[0]; d++ {
			res = insertAt(rw, loc, val, res, d)
		}
		rw.ReplaceOp(op, []*ir.Value{res})
		return true
	}
	return false
}

// lowerFMAND is VectorFMAOpNDRewritePattern: an n-D fma unrolled over its
// first dimension.
func lowerFMAND(op *ir.Operation, rw *rewrite.Rewriter) bool {
	vt := op.Result(0).Type().(*ir.VectorType)
	if len(vt.Shape) < 2 {
		return false
	}
	loc := op.Loc()
	zero := create(rw, loc, "arith.constant", vt.Elem, nil, ir.NamedAttr{Name: "value", Value: zeroAttr(rw.Ctx, vt.Elem)})
	desc := create(rw, loc, "vector.broadcast", vt, []*ir.Value{zero})
	for i := int64(0); i < vt.Shape[0]; i++ {
		l := extractAt(rw, loc, op.Operand(0), i)
		r := extractAt(rw, loc, op.Operand(1), i)
		a := extractAt(rw, loc, op.Operand(2), i)
		f := create(rw, loc, "vector.fma", l.Type(), []*ir.Value{l, r, a})
		desc = insertAt(rw, loc, f, desc, i)
	}
	rw.ReplaceOp(op, []*ir.Value{desc})
	return true
}

// zeroAttr is the zero of a scalar type.
func zeroAttr(ctx *ir.Context, t ir.Type) ir.Attribute {
	if ft, ok := t.(*ir.FloatType); ok {
		return ctx.FloatAttrFromFloat64(ft, 0)
	}
	return ctx.IntAttr(t, 0)
}

// materializeCreateMask is VectorCreateMaskOpConversion: a 1-D mask as the
// comparison of the lane indices with the broadcast bound.
func materializeCreateMask(op *ir.Operation, rw *rewrite.Rewriter, force32 bool) bool {
	ctx := rw.Ctx
	vt := op.Result(0).Type().(*ir.VectorType)
	if len(vt.Shape) != 1 || (len(vt.Scalable) > 0 && vt.Scalable[0]) {
		return false
	}
	loc := op.Loc()
	width := 64
	if force32 {
		width = 32
	}
	idx := ctx.I(width)
	n := vt.Shape[0]
	it := ctx.VectorType([]int64{n}, idx, nil)
	data := make([]byte, 0, n*int64(width/8))
	for i := int64(0); i < n; i++ {
		for b := 0; b < width/8; b++ {
			data = append(data, byte(i>>(8*b)))
		}
	}
	indices := create(rw, loc, "arith.constant", it, nil, ir.NamedAttr{Name: "value", Value: ctx.DenseElementsAttr(it, data, false)})
	bound := op.Operand(0)
	if _, isIndex := bound.Type().(*ir.IndexType); isIndex {
		bound = create(rw, loc, "arith.index_cast", idx, []*ir.Value{bound})
	}
	bounds := create(rw, loc, "vector.broadcast", it, []*ir.Value{bound})
	cmp := create(rw, loc, "arith.cmpi", vt, []*ir.Value{indices, bounds},
		ir.NamedAttr{Name: "predicate", Value: ctx.IntAttr(ctx.I(64), 2)})
	rw.ReplaceOp(op, []*ir.Value{cmp})
	return true
}

// lowerConstantMask is ConstantMaskOpLowering for 1-D masks: a dense
// constant whose leading lanes are set.
func lowerConstantMask(op *ir.Operation, rw *rewrite.Rewriter) bool {
	ctx := rw.Ctx
	vt := op.Result(0).Type().(*ir.VectorType)
	if len(vt.Shape) != 1 {
		return false
	}
	dims := op.InherentAttr("mask_dim_sizes").(*ir.DenseArrayAttr).Int64s()
	data := make([]byte, vt.Shape[0])
	for i := int64(0); i < dims[0] && i < vt.Shape[0]; i++ {
		data[i] = 1
	}
	splat := dims[0] == 0 || dims[0] == vt.Shape[0]
	if splat {
		data = data[:1]
	}
	c := create(rw, op.Loc(), "arith.constant", vt, nil, ir.NamedAttr{Name: "value", Value: ctx.DenseElementsAttr(vt, data, splat)})
	rw.ReplaceOp(op, []*ir.Value{c})
	return true
}

// unrollFromElements is UnrollFromElements: an n-D from_elements built
// from 1-D ones inserted into ub.poison.
func unrollFromElements(op *ir.Operation, rw *rewrite.Rewriter) bool {
	vt := op.Result(0).Type().(*ir.VectorType)
	if len(vt.Shape) <= 1 {
		return false
	}
	loc := op.Loc()
	sub := rw.Ctx.VectorType(vt.Shape[1:], vt.Elem, tail(vt.Scalable))
	per := int64(1)
	for _, d := range sub.Shape {
		per *= d
	}
	res := create(rw, loc, "ub.poison", vt, nil)
	elems := op.Operands()
	for i := int64(0); i < vt.Shape[0]; i++ {
		part := create(rw, loc, "vector.from_elements", sub, append([]*ir.Value(nil), elems[i*per:(i+1)*per]...))
		res = insertAt(rw, loc, part, res, i)
	}
	rw.ReplaceOp(op, []*ir.Value{res})
	return true
}
