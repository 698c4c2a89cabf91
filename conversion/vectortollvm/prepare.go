package vectortollvm

import (
	"github.com/gomlir/gomlir/dialect/vector"
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/rewrite"
)

// The vector-to-vector lowerings run greedily before the conversion:
// upstream's broadcast, fma, mask and from_elements lowerings, as far as
// gomlir has them.

// PreparePatterns returns the greedy lowerings run before the conversion,
// in upstream's order.
func PreparePatterns(force32 bool, contract, transpose string) []rewrite.Pattern {
	var ps []rewrite.Pattern
	ps = append(ps, vector.ToVectorCanonicalizationPatterns()...)
	ps = append(ps,
		&rewrite.Func{Name: "(anonymous namespace)::UnrollBitCastOp", On: "vector.bitcast", Weight: 1, Rewrite: unrollBitCast},
		&rewrite.Func{Name: "(anonymous namespace)::BroadcastOpLowering", On: "vector.broadcast", Weight: 1, Rewrite: lowerBroadcast})
	ps = append(ps, vector.ContractLoweringPatterns(contract)...)
	ps = append(ps, matrixPatterns(contract, "")...)
	ps = append(ps, vector.MaskOpLoweringPatterns()...)
	ps = append(ps, vector.ShapeCastLoweringPatterns()...)
	ps = append(ps, vector.InterleaveLoweringPatterns()...)
	ps = append(ps, vector.TransposeLoweringPatterns(transpose)...)
	ps = append(ps, matrixPatterns("", transpose)...)
	ps = append(ps, transferPatterns()...)
	ps = append(ps,
		&rewrite.Func{Name: "(anonymous namespace)::VectorCreateMaskOpConversion", On: "vector.create_mask", Weight: 1,
			Rewrite: func(op *ir.Operation, rw *rewrite.Rewriter) bool { return materializeCreateMask(op, rw, force32) }})
	ps = append(ps, transferMaskPatterns()...)
	ps = append(ps, vector.InsertExtractStridedSliceTransforms()...)
	ps = append(ps,
		&rewrite.Func{Name: "(anonymous namespace)::StepToArithConstantOpRewrite", On: "vector.step", Weight: 1, Rewrite: lowerStep},
		&rewrite.Func{Name: "(anonymous namespace)::VectorFMAOpNDRewritePattern", On: "vector.fma", Weight: 1, Rewrite: lowerFMAND},
	)
	ps = append(ps, vector.GatherLoweringPatterns()...)
	return append(ps,
		&rewrite.Func{Name: "(anonymous namespace)::UnrollFromElements", On: "vector.from_elements", Weight: 1, Rewrite: unrollFromElements},
		&rewrite.Func{Name: "(anonymous namespace)::UnrollToElements", On: "vector.to_elements", Weight: 1, Rewrite: unrollToElements},
	)
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

// lowerBroadcast is BroadcastOpLowering for a vector source: a stretch of
// a one-element source into a 1-D vector broadcasts its element; a
// broadcast to a higher rank, or stretching a dimension, is built from
// ub.poison one leading slice at a time.
func lowerBroadcast(op *ir.Operation, rw *rewrite.Rewriter) bool {
	dst := op.Result(0).Type().(*ir.VectorType)
	src, isVec := op.Operand(0).Type().(*ir.VectorType)
	if !isVec {
		return false
	}
	loc := op.Loc()
	srcRank, dstRank := len(src.Shape), len(dst.Shape)
	if srcRank <= 1 && dstRank == 1 {
		var ext *ir.Value
		if srcRank == 0 {
			ext = create(rw, loc, "vector.extract", src.Elem, []*ir.Value{op.Operand(0)}, position(rw.Ctx))
		} else {
			ext = extractAt(rw, loc, op.Operand(0), 0)
		}
		rw.ReplaceOp(op, []*ir.Value{create(rw, loc, "vector.broadcast", dst, []*ir.Value{ext})})
		return true
	}
	inner := rw.Ctx.VectorType(dst.Shape[1:], dst.Elem, tail(dst.Scalable))
	if srcRank < dstRank {
		bcst := create(rw, loc, "vector.broadcast", inner, []*ir.Value{op.Operand(0)})
		res := create(rw, loc, "ub.poison", dst, nil)
		for d := int64(0); d < dst.Shape[0]; d++ {
			res = insertAt(rw, loc, bcst, res, d)
		}
		rw.ReplaceOp(op, []*ir.Value{res})
		return true
	}
	m := -1
	for r := range dst.Shape {
		if src.Shape[r] != dst.Shape[r] {
			m = r
			break
		}
	}
	if m == -1 {
		rw.ReplaceOp(op, []*ir.Value{op.Operand(0)})
		return true
	}
	if m != 0 && len(dst.Scalable) > 0 && dst.Scalable[0] {
		return false
	}
	res := create(rw, loc, "ub.poison", dst, nil)
	if m == 0 {
		bcst := create(rw, loc, "vector.broadcast", inner, []*ir.Value{extractAt(rw, loc, op.Operand(0), 0)})
		for d := int64(0); d < dst.Shape[0]; d++ {
			res = insertAt(rw, loc, bcst, res, d)
		}
	} else {
		for d := int64(0); d < dst.Shape[0]; d++ {
			bcst := create(rw, loc, "vector.broadcast", inner, []*ir.Value{extractAt(rw, loc, op.Operand(0), d)})
			res = insertAt(rw, loc, bcst, res, d)
		}
	}
	rw.ReplaceOp(op, []*ir.Value{res})
	return true
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

// materializeCreateMask is VectorCreateMaskOpConversion: a 0-D or 1-D
// mask as the comparison of the lane indices with the broadcast bound.
func materializeCreateMask(op *ir.Operation, rw *rewrite.Rewriter, force32 bool) bool {
	ctx := rw.Ctx
	vt := op.Result(0).Type().(*ir.VectorType)
	if len(vt.Shape) > 1 || (len(vt.Scalable) > 0 && vt.Scalable[0]) {
		return false
	}
	loc := op.Loc()
	width := 64
	if force32 {
		width = 32
	}
	idx := ctx.I(width)
	var data []byte
	var splat bool
	if len(vt.Shape) == 0 {
		data, splat = make([]byte, width/8), true
	} else {
		for i := int64(0); i < vt.Shape[0]; i++ {
			for b := 0; b < width/8; b++ {
				data = append(data, byte(i>>(8*b)))
			}
		}
	}
	it := ctx.VectorType(vt.Shape, idx, nil)
	indices := create(rw, loc, "arith.constant", it, nil, ir.NamedAttr{Name: "value", Value: ctx.DenseElementsAttr(it, data, splat)})
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

// lowerStep is StepToArithConstantOpRewrite: a fixed-length vector.step
// is the constant 0, 1, ..., n-1.
func lowerStep(op *ir.Operation, rw *rewrite.Rewriter) bool {
	ctx := rw.Ctx
	vt := op.Result(0).Type().(*ir.VectorType)
	if len(vt.Scalable) > 0 && vt.Scalable[0] {
		return false
	}
	w := ir.ElementBytes(vt.Elem)
	data := make([]byte, 0, vt.Shape[0]*int64(w))
	for i := int64(0); i < vt.Shape[0]; i++ {
		for b := 0; b < w; b++ {
			data = append(data, byte(i>>(8*b)))
		}
	}
	c := create(rw, op.Loc(), "arith.constant", vt, nil, ir.NamedAttr{Name: "value", Value: ctx.DenseElementsAttr(vt, data, false)})
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

// leadingPositions calls f with every position of a vector's dimensions
// but the last, in row-major order.
func leadingPositions(vt *ir.VectorType, f func(pos []int64)) {
	lead := vt.Shape[:len(vt.Shape)-1]
	n := int64(1)
	for _, d := range lead {
		n *= d
	}
	pos := make([]int64, len(lead))
	for linear := int64(0); linear < n; linear++ {
		rem := linear
		for i := len(lead) - 1; i >= 0; i-- {
			pos[i] = rem % lead[i]
			rem /= lead[i]
		}
		f(pos)
	}
}

// innermost is the 1-D vector type of vt's last dimension.
func innermost(ctx *ir.Context, vt *ir.VectorType) *ir.VectorType {
	var sc []bool
	if len(vt.Scalable) > 0 {
		sc = vt.Scalable[len(vt.Scalable)-1:]
	}
	return ctx.VectorType(vt.Shape[len(vt.Shape)-1:], vt.Elem, sc)
}

// unrollBitCast is UnrollBitCastOp: an n-D bitcast done one innermost
// 1-D vector at a time into ub.poison.
func unrollBitCast(op *ir.Operation, rw *rewrite.Rewriter) bool {
	dst := op.Result(0).Type().(*ir.VectorType)
	src := op.Operand(0).Type().(*ir.VectorType)
	if len(dst.Shape) <= 1 {
		return false
	}
	for _, s := range dst.Scalable[:max(len(dst.Scalable)-1, 0)] {
		if s {
			return false
		}
	}
	ctx := rw.Ctx
	loc := op.Loc()
	res := create(rw, loc, "ub.poison", dst, nil)
	inner, srcInner := innermost(ctx, dst), innermost(ctx, src)
	leadingPositions(dst, func(pos []int64) {
		at := append([]int64(nil), pos...)
		ext := create(rw, loc, "vector.extract", srcInner, []*ir.Value{op.Operand(0)}, position(ctx, at...))
		bc := create(rw, loc, "vector.bitcast", inner, []*ir.Value{ext})
		res = create(rw, loc, "vector.insert", dst, []*ir.Value{bc, res}, position(ctx, at...))
	})
	rw.ReplaceOp(op, []*ir.Value{res})
	return true
}

// unrollToElements is UnrollToElements: an n-D to_elements as one
// to_elements per 1-D vector extracted along the first dimension.
func unrollToElements(op *ir.Operation, rw *rewrite.Rewriter) bool {
	vt := op.Operand(0).Type().(*ir.VectorType)
	if len(vt.Shape) <= 1 {
		return false
	}
	if len(vt.Scalable) > 0 && vt.Scalable[0] {
		return false
	}
	// The slices are extracted at the source value's location
	// (unrollVectorValue).
	loc := op.Loc()
	parts := make([]*ir.Value, vt.Shape[0])
	for i := range parts {
		parts[i] = extractAt(rw, op.Operand(0).Loc(), op.Operand(0), int64(i))
	}
	var results []*ir.Value
	for _, p := range parts {
		sub := p.Type().(*ir.VectorType)
		n := int64(1)
		for _, d := range sub.Shape {
			n *= d
		}
		types := make([]ir.Type, n)
		for i := range types {
			types[i] = vt.Elem
		}
		te := rw.Create(&ir.OperationState{Loc: loc, Name: rw.Ctx.LookupOp("vector.to_elements"), Operands: []*ir.Value{p}, Types: types})
		results = append(results, te.Results()...)
	}
	rw.ReplaceOp(op, results)
	return true
}
