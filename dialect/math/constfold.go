package math

import (
	"math/big"

	"github.com/gomlir/gomlir/dialect/ub"
	"github.com/gomlir/gomlir/ir"
)

// Elementwise constant folding over scalar and dense constants, as
// upstream's CommonFolders (constFoldUnaryOp, constFoldBinaryOp and their
// Conditional forms): a scalar attribute folds to a scalar, a splat to a
// splat, and a dense attribute element by element; the fold fails when any
// element does.

// consts are the elements of a scalar or dense constant.
type consts struct {
	t      ir.Type // the attribute's type
	elem   ir.Type
	scalar bool
	splat  bool
	floats []ir.APInt
	ints   []*big.Int // signed (sign-extended) values
}

func asConsts(a ir.Attribute) (consts, bool) {
	switch a := a.(type) {
	case *ir.FloatAttr:
		return consts{t: a.Type, elem: a.Type, scalar: true, floats: []ir.APInt{a.Bits}}, true
	case *ir.IntegerAttr:
		return consts{t: a.Type, elem: a.Type, scalar: true, ints: []*big.Int{a.BigInt()}}, true
	case *ir.DenseElementsAttr:
		c := consts{t: a.Type, elem: a.ElemType(), splat: a.Splat}
		n := a.NumElements()
		if a.Splat {
			n = 1
		}
		switch c.elem.(type) {
		case *ir.FloatType:
			for i := int64(0); i < n; i++ {
				c.floats = append(c.floats, a.BitsAt(i))
			}
		case *ir.IntegerType, *ir.IndexType:
			w := ir.BitWidth(c.elem)
			for i := int64(0); i < n; i++ {
				c.ints = append(c.ints, ir.NormalizeInt(a.IntAt(i), w, false))
			}
		default:
			return consts{}, false
		}
		return c, true
	}
	return consts{}, false
}

// floatResult builds a float constant of type t (scalar or shaped) from
// vals, shaped like c.
func floatResult(ctx *ir.Context, t ir.Type, splat bool, vals []ir.APInt) ir.Attribute {
	if ft, ok := t.(*ir.FloatType); ok {
		return ctx.FloatAttr(ft, vals[0])
	}
	st := t.(ir.ShapedType)
	n := ir.ElementBytes(st.ElementType())
	data := make([]byte, n*len(vals))
	for i, v := range vals {
		ir.BitsToRaw(data[i*n:(i+1)*n], v)
	}
	return ctx.DenseElementsAttr(st, data, splat)
}

// intResult builds an integer constant of type t (scalar or shaped).
func intResult(ctx *ir.Context, t ir.Type, splat bool, vals []*big.Int) ir.Attribute {
	if _, ok := t.(ir.ShapedType); !ok {
		return ctx.IntegerAttr(t, vals[0])
	}
	st := t.(ir.ShapedType)
	et := st.ElementType()
	w := ir.BitWidth(et)
	n := ir.ElementBytes(et)
	data := make([]byte, n*len(vals))
	for i, v := range vals {
		if w == 1 {
			if v.Sign() != 0 {
				data[i] = 1
			}
			continue
		}
		ir.IntToRaw(data[i*n:(i+1)*n], ir.NormalizeInt(v, w, false))
	}
	return ctx.DenseElementsAttr(st, data, splat)
}

// foldFloat1 folds a unary float computation; calc reports failure with
// ok == false.
func foldFloat1(ctx *ir.Context, a ir.Attribute, calc func(sem *ir.FloatSemantics, x ir.APInt) (ir.APInt, bool)) ir.Attribute {
	if isPoison(a) {
		return a
	}
	c, ok := asConsts(a)
	if !ok || c.floats == nil {
		return nil
	}
	sem := ir.FloatSemanticsOf(c.elem.(*ir.FloatType).Kind)
	out := make([]ir.APInt, len(c.floats))
	for i, x := range c.floats {
		if out[i], ok = calc(sem, x); !ok {
			return nil
		}
	}
	return floatResult(ctx, c.t, c.splat, out)
}

// foldFloat2 folds a binary float computation over constants of one type.
func foldFloat2(ctx *ir.Context, a, b ir.Attribute, calc func(sem *ir.FloatSemantics, x, y ir.APInt) (ir.APInt, bool)) ir.Attribute {
	if isPoison(a) {
		return a
	}
	if isPoison(b) {
		return b
	}
	ca, ok1 := asConsts(a)
	cb, ok2 := asConsts(b)
	if !ok1 || !ok2 || ca.floats == nil || cb.floats == nil || ca.t != cb.t || ca.scalar != cb.scalar {
		return nil
	}
	sem := ir.FloatSemanticsOf(ca.elem.(*ir.FloatType).Kind)
	if ca.splat && cb.splat {
		r, ok := calc(sem, ca.floats[0], cb.floats[0])
		if !ok {
			return nil
		}
		return floatResult(ctx, ca.t, true, []ir.APInt{r})
	}
	n := len(ca.floats)
	if n < len(cb.floats) {
		n = len(cb.floats)
	}
	out := make([]ir.APInt, n)
	for i := range out {
		r, ok := calc(sem, ca.floats[min(i, len(ca.floats)-1)], cb.floats[min(i, len(cb.floats)-1)])
		if !ok {
			return nil
		}
		out[i] = r
	}
	return floatResult(ctx, ca.t, false, out)
}

// foldInt1 folds a unary integer computation on width-bit values.
func foldInt1(ctx *ir.Context, a ir.Attribute, calc func(w int, x *big.Int) *big.Int) ir.Attribute {
	if isPoison(a) {
		return a
	}
	c, ok := asConsts(a)
	if !ok || c.ints == nil {
		return nil
	}
	w := ir.BitWidth(c.elem)
	out := make([]*big.Int, len(c.ints))
	for i, x := range c.ints {
		out[i] = calc(w, x)
	}
	return intResult(ctx, c.t, c.splat, out)
}

// foldInt2 folds a binary integer computation; calc returns nil to fail.
func foldInt2(ctx *ir.Context, a, b ir.Attribute, calc func(w int, x, y *big.Int) *big.Int) ir.Attribute {
	if isPoison(a) {
		return a
	}
	if isPoison(b) {
		return b
	}
	ca, ok1 := asConsts(a)
	cb, ok2 := asConsts(b)
	if !ok1 || !ok2 || ca.ints == nil || cb.ints == nil || ca.t != cb.t || ca.scalar != cb.scalar {
		return nil
	}
	w := ir.BitWidth(ca.elem)
	if ca.splat && cb.splat {
		r := calc(w, ca.ints[0], cb.ints[0])
		if r == nil {
			return nil
		}
		return intResult(ctx, ca.t, true, []*big.Int{r})
	}
	n := max(len(ca.ints), len(cb.ints))
	out := make([]*big.Int, n)
	for i := range out {
		if out[i] = calc(w, ca.ints[min(i, len(ca.ints)-1)], cb.ints[min(i, len(cb.ints)-1)]); out[i] == nil {
			return nil
		}
	}
	return intResult(ctx, ca.t, false, out)
}

// isPoison reports a `#ub.poison` constant (CommonFolders' PoisonAttr
// operands, which fold to themselves).
func isPoison(a ir.Attribute) bool {
	_, ok := a.(*ub.PoisonAttr)
	return ok
}
