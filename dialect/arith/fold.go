package arith

import (
	"math/big"

	"github.com/gomlir/gomlir/dialect/ub"
	"github.com/gomlir/gomlir/internal/apfloat"
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/ods"
)

// This file holds upstream's CommonFolders (constFoldBinaryOp,
// constFoldUnaryOp, constFoldCastOp) and the attribute matchers (m_Zero,
// m_One, m_ConstantInt, the float predicates) over gomlir attributes.

// elem is one element value: an integer (sign-extended for signless
// types, as IntegerAttr stores it) or a float bit pattern.
type elem struct {
	i *big.Int
	f ir.APInt
}

// isPoison reports whether a is `#ub.poison` (upstream's ub::m_Poison).
func isPoison(a ir.Attribute) bool {
	_, ok := a.(*ub.PoisonAttr)
	return ok
}

// scalarElem returns the value of an IntegerAttr or FloatAttr.
func scalarElem(a ir.Attribute) (elem, ir.Type, bool) {
	switch a := a.(type) {
	case *ir.IntegerAttr:
		return elem{i: a.BigInt()}, a.Type, true
	case *ir.FloatAttr:
		return elem{f: a.Bits}, a.Type, true
	}
	return elem{}, nil, false
}

// denseElem decodes element i of a dense attribute.
func denseElem(d *ir.DenseElementsAttr, i int64) (elem, bool) {
	switch d.ElemType().(type) {
	case *ir.IntegerType, *ir.IndexType:
		return elem{i: d.IntAt(i)}, true
	case *ir.FloatType:
		return elem{f: d.BitsAt(i)}, true
	}
	return elem{}, false
}

// splatElem returns the splat value of a splat dense attribute.
func splatElem(a ir.Attribute) (elem, ir.ShapedType, bool) {
	d, ok := a.(*ir.DenseElementsAttr)
	if !ok || !d.Splat {
		return elem{}, nil, false
	}
	e, ok := denseElem(d, 0)
	return e, d.Type, ok
}

// elements expands an elements attribute (dense or sparse) into its
// values; ok is false when its values cannot be read as numbers.
func elements(a ir.Attribute) ([]elem, ir.ShapedType, bool) {
	switch a := a.(type) {
	case *ir.DenseElementsAttr:
		n := a.NumElements()
		out := make([]elem, n)
		for i := int64(0); i < n; i++ {
			e, ok := denseElem(a, i)
			if !ok {
				return nil, nil, false
			}
			out[i] = e
		}
		return out, a.Type, true
	case *ir.SparseElementsAttr:
		vals, ok := a.Values.(*ir.DenseElementsAttr)
		if !ok {
			return nil, nil, false
		}
		dims := a.Type.Dims()
		n := ir.NumElements(dims)
		zero, ok := zeroElem(a.Type.ElementType())
		if !ok {
			return nil, nil, false
		}
		out := make([]elem, n)
		for i := range out {
			out[i] = zero
		}
		idx := a.Indices
		nIdx := vals.NumElements()
		rank := int64(len(dims))
		for k := int64(0); k < nIdx; k++ {
			lin := int64(0)
			for d := int64(0); d < rank; d++ {
				lin = lin*dims[d] + idx.IntAt(k*rank+d).Int64()
			}
			e, ok := denseElem(vals, k)
			if !ok || lin < 0 || lin >= n {
				return nil, nil, false
			}
			out[lin] = e
		}
		return out, a.Type, true
	}
	return nil, nil, false
}

// zeroElem is the zero value of an element type.
func zeroElem(t ir.Type) (elem, bool) {
	switch t := t.(type) {
	case *ir.IntegerType, *ir.IndexType:
		return elem{i: new(big.Int)}, true
	case *ir.FloatType:
		b, _ := ir.FloatSemanticsOf(t.Kind).FromInt(new(big.Int), apfloat.NearestTiesToEven)
		return elem{f: b}, true
	}
	return elem{}, false
}

func isElements(a ir.Attribute) bool {
	switch a.(type) {
	case *ir.DenseElementsAttr, *ir.DenseStringElementsAttr, *ir.DenseResourceElementsAttr, *ir.SparseElementsAttr:
		return true
	}
	return false
}

// typeOfAttr returns the type of a typed attribute, or nil.
func typeOfAttr(a ir.Attribute) ir.Type {
	if t, ok := a.(ir.TypedAttr); ok {
		return t.AttrType()
	}
	return nil
}

// encode writes one element into dense storage of element type t.
func encode(dst []byte, t ir.Type, e elem) {
	switch t.(type) {
	case *ir.FloatType:
		ir.BitsToRaw(dst, e.f)
	default:
		ir.IntToRaw(dst, e.i)
		// As the parser (and upstream), bits above the width are zero.
		if w := ir.BitWidth(t); w%8 != 0 && len(dst) > 0 {
			dst[len(dst)-1] &= byte(1)<<(w%8) - 1
		}
	}
}

// scalarAttr builds an IntegerAttr or FloatAttr of type t.
func scalarAttr(ctx *ir.Context, t ir.Type, e elem) ir.Attribute {
	if ft, ok := t.(*ir.FloatType); ok {
		return ctx.FloatAttr(ft, ir.FloatSemanticsOf(ft.Kind).Canonical(e.f))
	}
	return ctx.IntegerAttr(t, e.i)
}

// denseAttr builds a dense attribute of shaped type t from elements (one
// element for a splat).
func denseAttr(ctx *ir.Context, t ir.ShapedType, elems []elem) ir.Attribute {
	et := t.ElementType()
	n := ir.ElementBytes(et)
	if ft, ok := et.(*ir.FloatType); ok {
		sem := ir.FloatSemanticsOf(ft.Kind)
		for i := range elems {
			elems[i].f = sem.Canonical(elems[i].f)
		}
	} else {
		w := ir.BitWidth(et)
		for i := range elems {
			elems[i].i = ir.NormalizeInt(elems[i].i, w, ir.IsUnsignedInt(et))
		}
	}
	data := make([]byte, n*len(elems))
	for i, e := range elems {
		encode(data[i*n:(i+1)*n], et, e)
	}
	return ctx.DenseElementsAttr(t, data, len(elems) == 1 && ir.NumElements(t.Dims()) != 1)
}

// hasStaticShape reports whether a shaped type has a static shape.
func hasStaticShape(t ir.Type) bool {
	s, ok := t.(ir.ShapedType)
	if !ok {
		return true
	}
	if !s.HasRank() {
		return false
	}
	for _, d := range s.Dims() {
		if d == ir.Dynamic {
			return false
		}
	}
	return true
}

// binaryCalc computes one element; ok false stops the fold.
type binaryCalc func(a, b elem) (elem, bool)

// constFoldBinary is upstream's constFoldBinaryOp with an explicit result
// type (the element attribute kind follows the result's element type). As
// upstream's, it does not propagate poison: a poison operand folds nothing
// (arith.cmpi keeps its poison operand).
func constFoldBinary(ctx *ir.Context, operands []ir.Attribute, resultType ir.Type, calc binaryCalc) ir.Attribute {
	lhs, rhs := operands[0], operands[1]
	if resultType == nil || lhs == nil || rhs == nil {
		return nil
	}
	if a, at, ok := scalarElem(lhs); ok {
		b, bt, ok := scalarElem(rhs)
		if !ok {
			return nil
		}
		if at != bt {
			return nil
		}
		r, ok := calc(a, b)
		if !ok {
			return nil
		}
		return scalarAttr(ctx, resultType, r)
	}
	if a, at, ok := splatElem(lhs); ok {
		if b, bt, ok := splatElem(rhs); ok {
			if at != bt {
				return nil
			}
			r, ok := calc(a, b)
			if !ok {
				return nil
			}
			st, ok := resultType.(ir.ShapedType)
			if !ok {
				return nil
			}
			return denseAttr(ctx, st, []elem{r})
		}
	}
	if isElements(lhs) && isElements(rhs) {
		if typeOfAttr(lhs) != typeOfAttr(rhs) {
			return nil
		}
		as, _, ok := elements(lhs)
		if !ok {
			return nil
		}
		bs, _, ok := elements(rhs)
		if !ok {
			return nil
		}
		out := make([]elem, len(as))
		for i := range as {
			r, ok := calc(as[i], bs[i])
			if !ok {
				return nil
			}
			out[i] = r
		}
		st, ok := resultType.(ir.ShapedType)
		if !ok {
			return nil
		}
		return denseAttr(ctx, st, out)
	}
	return nil
}

// constFoldBinaryOp is the overload whose result type is the operands'
// (common) type.
func constFoldBinaryOp(ctx *ir.Context, operands []ir.Attribute, calc binaryCalc) ir.Attribute {
	// Poison propagates even when the other operand is not constant.
	if isPoison(operands[0]) {
		return operands[0]
	}
	if isPoison(operands[1]) {
		return operands[1]
	}
	lt, rt := typeOfAttr(operands[0]), typeOfAttr(operands[1])
	if lt == nil || rt == nil || lt != rt {
		return nil
	}
	return constFoldBinary(ctx, operands, lt, calc)
}

// constFoldUnary is upstream's constFoldUnaryOp.
func constFoldUnary(ctx *ir.Context, operands []ir.Attribute, calc func(a elem) (elem, bool)) ir.Attribute {
	a := operands[0]
	if a == nil {
		return nil
	}
	if isPoison(a) {
		return a
	}
	if e, t, ok := scalarElem(a); ok {
		r, ok := calc(e)
		if !ok {
			return nil
		}
		return scalarAttr(ctx, t, r)
	}
	if e, t, ok := splatElem(a); ok {
		r, ok := calc(e)
		if !ok {
			return nil
		}
		return denseAttr(ctx, t, []elem{r})
	}
	if isElements(a) {
		es, t, ok := elements(a)
		if !ok {
			return nil
		}
		out := make([]elem, len(es))
		for i, e := range es {
			r, ok := calc(e)
			if !ok {
				return nil
			}
			out[i] = r
		}
		return denseAttr(ctx, t, out)
	}
	return nil
}

// constFoldCast is upstream's constFoldCastOp.
func constFoldCast(ctx *ir.Context, operands []ir.Attribute, resType ir.Type, calc func(a elem) (elem, bool)) ir.Attribute {
	a := operands[0]
	if resType == nil || a == nil {
		return nil
	}
	if isPoison(a) {
		return a
	}
	if e, _, ok := scalarElem(a); ok {
		r, ok := calc(e)
		if !ok {
			return nil
		}
		return scalarAttr(ctx, resType, r)
	}
	if e, _, ok := splatElem(a); ok {
		r, ok := calc(e)
		if !ok {
			return nil
		}
		st, ok := resType.(ir.ShapedType)
		if !ok || !hasStaticShape(resType) {
			return nil
		}
		return denseAttr(ctx, st, []elem{r})
	}
	if isElements(a) {
		es, _, ok := elements(a)
		if !ok {
			return nil
		}
		out := make([]elem, len(es))
		for i, e := range es {
			r, ok := calc(e)
			if !ok {
				return nil
			}
			out[i] = r
		}
		st, ok := resType.(ir.ShapedType)
		if !ok {
			return nil
		}
		return denseAttr(ctx, st, out)
	}
	return nil
}

// constantInt is m_ConstantInt on an attribute: an IntegerAttr or an
// integer splat.
func constantInt(a ir.Attribute) (*big.Int, ir.Type, bool) {
	if i, ok := a.(*ir.IntegerAttr); ok {
		return i.BigInt(), i.Type, true
	}
	if e, t, ok := splatElem(a); ok && e.i != nil {
		return e.i, t.ElementType(), true
	}
	return nil, nil, false
}

// constantFloat is m_ConstantFloat-like matching on an attribute: a
// FloatAttr or a float splat.
func constantFloat(a ir.Attribute) (ir.APInt, *apfloat.Semantics, bool) {
	if f, ok := a.(*ir.FloatAttr); ok {
		return f.Bits, ir.FloatSemanticsOf(f.Type.Kind), true
	}
	if e, t, ok := splatElem(a); ok && e.i == nil {
		ft := t.ElementType().(*ir.FloatType)
		return e.f, ir.FloatSemanticsOf(ft.Kind), true
	}
	return ir.APInt{}, nil, false
}

func isZeroInt(a ir.Attribute) bool {
	v, _, ok := constantInt(a)
	return ok && v.Sign() == 0
}

func isOneInt(a ir.Attribute) bool {
	v, t, ok := constantInt(a)
	if !ok {
		return false
	}
	w := ir.BitWidth(t)
	return toUnsigned(v, w).Cmp(big.NewInt(1)) == 0
}

func isAllOnesInt(a ir.Attribute) bool {
	v, t, ok := constantInt(a)
	if !ok {
		return false
	}
	w := ir.BitWidth(t)
	return toUnsigned(v, w).Cmp(maxUnsigned(w)) == 0
}

// Float attribute predicates (m_OneFloat, m_NegZeroFloat, ...).
func floatPred(a ir.Attribute, pred func(s *apfloat.Semantics, b ir.APInt) bool) bool {
	b, s, ok := constantFloat(a)
	return ok && pred(s, b)
}

func isOneFloat(a ir.Attribute) bool {
	return floatPred(a, func(s *apfloat.Semantics, b ir.APInt) bool {
		one, _ := s.FromInt(big.NewInt(1), apfloat.NearestTiesToEven)
		return s.IsFinite(b) && !s.IsZero(b) && s.Compare(b, one) == apfloat.CmpEqual
	})
}

func isNegZeroFloat(a ir.Attribute) bool {
	return floatPred(a, func(s *apfloat.Semantics, b ir.APInt) bool { return s.IsZero(b) && s.IsNegative(b) })
}

func isPosZeroFloat(a ir.Attribute) bool {
	return floatPred(a, func(s *apfloat.Semantics, b ir.APInt) bool { return s.IsZero(b) && !s.IsNegative(b) })
}

func isAnyZeroFloat(a ir.Attribute) bool {
	return floatPred(a, func(s *apfloat.Semantics, b ir.APInt) bool { return s.IsZero(b) })
}

func isNaNFloat(a ir.Attribute) bool {
	return floatPred(a, func(s *apfloat.Semantics, b ir.APInt) bool { return s.IsNaN(b) })
}

func isPosInfFloat(a ir.Attribute) bool {
	return floatPred(a, func(s *apfloat.Semantics, b ir.APInt) bool { return s.IsInf(b) && !s.IsNegative(b) })
}

func isNegInfFloat(a ir.Attribute) bool {
	return floatPred(a, func(s *apfloat.Semantics, b ir.APInt) bool { return s.IsInf(b) && s.IsNegative(b) })
}

// Integer helpers on big.Int values of a given width.

func maxUnsigned(w int) *big.Int {
	return new(big.Int).Sub(new(big.Int).Lsh(big.NewInt(1), uint(w)), big.NewInt(1))
}

func toUnsigned(v *big.Int, w int) *big.Int { return ir.NormalizeInt(v, w, true) }

func toSigned(v *big.Int, w int) *big.Int { return ir.NormalizeInt(v, w, false) }

func minSigned(w int) *big.Int { return new(big.Int).Neg(new(big.Int).Lsh(big.NewInt(1), uint(w-1))) }

func maxSigned(w int) *big.Int {
	return new(big.Int).Sub(new(big.Int).Lsh(big.NewInt(1), uint(w-1)), big.NewInt(1))
}

// elemWidth returns the bit width of the element type of t (64 for index).
func elemWidth(t ir.Type) int { return ir.BitWidth(elemOrSelf(t)) }

// constOf returns the constant value v is defined by, or nil.
func constOf(v *ir.Value) ir.Attribute {
	def := v.DefiningOp()
	if def == nil || !def.HasTrait(ir.TraitConstantLike) || def.Info().Fold == nil {
		return nil
	}
	res := def.Info().Fold(def, make([]ir.Attribute, def.NumOperands()))
	if len(res) != 1 {
		return nil
	}
	return res[0].Attr
}

// zeroAttr is Builder::getZeroAttr for integer, index, float and static
// shaped types; nil otherwise.
func zeroAttr(ctx *ir.Context, t ir.Type) ir.Attribute {
	if s, ok := t.(ir.ShapedType); ok {
		switch s.(type) {
		case *ir.VectorType, *ir.RankedTensorType:
		default:
			return nil
		}
		if !hasStaticShape(t) {
			return nil
		}
		z, ok := zeroElem(s.ElementType())
		if !ok {
			return nil
		}
		return denseAttr(ctx, s, []elem{z})
	}
	z, ok := zeroElem(t)
	if !ok {
		return nil
	}
	return scalarAttr(ctx, t, z)
}

// boolAttr is upstream 22's getBoolAttribute: i1 or a shaped splat (of a
// dynamic shape too, as upstream 22 builds it).
func boolAttr(ctx *ir.Context, t ir.Type, v bool) ir.Attribute {
	e := elem{i: big.NewInt(0)}
	if v {
		e.i = big.NewInt(-1)
	}
	if s, ok := t.(ir.ShapedType); ok {
		switch t.(type) {
		case *ir.VectorType, *ir.RankedTensorType:
		default:
			return nil
		}
		return denseAttr(ctx, s, []elem{e})
	}
	return ctx.BoolAttr(v)
}

func value(v *ir.Value) []ir.FoldResult { return []ir.FoldResult{{Value: v}} }

func attr(a ir.Attribute) []ir.FoldResult {
	if a == nil {
		return nil
	}
	return []ir.FoldResult{{Attr: a}}
}

// inPlace reports an in-place fold of op.
func inPlace(op *ir.Operation) []ir.FoldResult { return []ir.FoldResult{{Value: op.Result(0)}} }

func ctxOf(op *ir.Operation) *ir.Context { return ods.ContextOf(op) }
