package math

import (
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/rewrite"
)

// approx builds the arith/math/vector ops of one polynomial
// approximation at a rewritten op's position and location. Constants are
// scalar; bcast splats them to the rewritten op's vector shape (nil: a
// scalar op), as upstream's broadcast helper does.
type approx struct {
	rw    *rewrite.Rewriter
	ctx   *ir.Context
	loc   ir.Location
	shape *ir.VectorType
}

// The arith.cmpf predicates used, by their enumeration values.
const (
	cmpOEQ = 1
	cmpOGT = 2
	cmpOGE = 3
	cmpOLT = 4
	cmpUEQ = 8
	cmpUGT = 9
	cmpUGE = 10
	cmpULT = 11
	cmpULE = 12
)

// newApprox starts building before op, in the vector shape of v's type.
func newApprox(op *ir.Operation, rw *rewrite.Rewriter, v *ir.Value) *approx {
	rw.SetInsertionPoint(op)
	vt, _ := v.Type().(*ir.VectorType)
	return &approx{rw: rw, ctx: rw.Ctx, loc: op.Loc(), shape: vt}
}

// op creates one op of result type t.
func (a *approx) op(name string, t ir.Type, operands ...*ir.Value) *ir.Value {
	return create(a.rw, a.loc, name, operands, t)
}

// shaped is scalar type t in the approximation's vector shape.
func (a *approx) shaped(t ir.Type) ir.Type {
	if a.shape == nil {
		return t
	}
	return a.ctx.VectorType(a.shape.Shape, t, a.shape.Scalable)
}

// bcast splats scalar v to the approximation's vector shape.
func (a *approx) bcast(v *ir.Value) *ir.Value {
	if a.shape == nil {
		return v
	}
	return a.op("vector.broadcast", a.shaped(v.Type()), v)
}

// constant is a scalar arith.constant.
func (a *approx) constant(t ir.Type, value ir.Attribute) *ir.Value {
	return create(a.rw, a.loc, "arith.constant", nil, t, ir.NamedAttr{Name: "value", Value: value})
}

// floatCst is the float32 v converted to element type el.
func (a *approx) floatCst(v float32, el *ir.FloatType) *ir.Value {
	return a.constant(el, a.ctx.FloatAttrFromFloat64(el, float64(v)))
}

// f32 is an f32 constant.
func (a *approx) f32(v float32) *ir.Value { return a.floatCst(v, a.ctx.FloatType(ir.F32)) }

// bf32 is a broadcast f32 constant.
func (a *approx) bf32(v float32) *ir.Value { return a.bcast(a.f32(v)) }

// bf64 is a broadcast f32 constant of float64 v rounded to f32.
func (a *approx) bf64(v float64) *ir.Value { return a.bf32(float32(v)) }

// i32 is an i32 constant.
func (a *approx) i32(v int32) *ir.Value {
	return a.constant(a.ctx.I(32), a.ctx.IntAttr(a.ctx.I(32), int64(v)))
}

// f32FromBits is an i32 constant bitcast to f32.
func (a *approx) f32FromBits(bits uint32) *ir.Value {
	return a.op("arith.bitcast", a.ctx.FloatType(ir.F32), a.i32(int32(bits)))
}

// bin is a binary op whose result has x's type.
func (a *approx) bin(name string, x, y *ir.Value) *ir.Value { return a.op(name, x.Type(), x, y) }

// un is a unary op whose result has x's type.
func (a *approx) un(name string, x *ir.Value) *ir.Value { return a.op(name, x.Type(), x) }

func (a *approx) add(x, y *ir.Value) *ir.Value { return a.bin("arith.addf", x, y) }
func (a *approx) sub(x, y *ir.Value) *ir.Value { return a.bin("arith.subf", x, y) }
func (a *approx) mul(x, y *ir.Value) *ir.Value { return a.bin("arith.mulf", x, y) }
func (a *approx) div(x, y *ir.Value) *ir.Value { return a.bin("arith.divf", x, y) }
func (a *approx) neg(x *ir.Value) *ir.Value    { return a.un("arith.negf", x) }

// fma is math.fma x*y+z.
func (a *approx) fma(x, y, z *ir.Value) *ir.Value {
	return a.op("math.fma", x.Type(), x, y, z)
}

// sel is arith.select.
func (a *approx) sel(c, x, y *ir.Value) *ir.Value { return a.op("arith.select", x.Type(), c, x, y) }

// cmpf is arith.cmpf with predicate pred.
func (a *approx) cmpf(pred int64, x, y *ir.Value) *ir.Value {
	return create(a.rw, a.loc, "arith.cmpf", []*ir.Value{x, y}, withElement(a.ctx, x.Type(), a.ctx.I(1)),
		ir.NamedAttr{Name: "predicate", Value: a.ctx.IntAttr(a.ctx.I(64), pred)})
}

// selectCmp is x when x pred bound holds (or is unordered), else bound.
func (a *approx) selectCmp(pred int64, x, bound *ir.Value) *ir.Value {
	return a.sel(a.cmpf(pred, x, bound), x, bound)
}

// clamp bounds x to [lo, hi], keeping NaN.
func (a *approx) clamp(x, lo, hi *ir.Value) *ir.Value {
	return a.selectCmp(cmpUGT, a.selectCmp(cmpULT, x, hi), lo)
}

// frexp splits f32 x into a fraction in [0.5, 1) and an exponent, both
// f32.
func (a *approx) frexp(x *ir.Value, positive bool) (*ir.Value, *ir.Value) {
	i32, f32 := a.ctx.I(32), a.ctx.FloatType(ir.F32)
	c126 := a.f32(126)
	half := a.f32(0.5)
	invMantMask := a.f32FromBits(^uint32(0x7f800000))
	i32Half := a.op("arith.bitcast", i32, half)
	i32InvMantMask := a.op("arith.bitcast", i32, invMantMask)
	i32Arg := a.op("arith.bitcast", a.shaped(i32), x)
	t0 := a.bin("arith.andi", i32Arg, a.bcast(i32InvMantMask))
	t1 := a.bin("arith.ori", t0, a.bcast(i32Half))
	fraction := a.op("arith.bitcast", a.shaped(f32), t1)
	x0 := x
	if !positive {
		x0 = a.un("math.absf", x)
	}
	bits := a.bin("arith.shrui", a.op("arith.bitcast", a.shaped(i32), x0), a.bcast(a.i32(23)))
	biased := a.op("arith.sitofp", a.shaped(f32), bits)
	return fraction, a.sub(biased, a.bcast(c126))
}

// exp2I32 is 2^n for i32 n, built in the exponent bits of an f32.
func (a *approx) exp2I32(n *ir.Value) *ir.Value {
	at := a.bcast(a.i32(23))
	bias := a.bcast(a.i32(127))
	biased := a.bin("arith.addi", n, bias)
	return a.op("arith.bitcast", a.shaped(a.ctx.FloatType(ir.F32)), a.bin("arith.shli", biased, at))
}

// polynomial evaluates sum coeffs[i]*x^i by Horner's rule with fmas.
func (a *approx) polynomial(coeffs []*ir.Value, x *ir.Value) *ir.Value {
	n := len(coeffs)
	if n == 1 {
		return coeffs[0]
	}
	r := a.fma(x, coeffs[n-1], coeffs[n-2])
	for i := n - 3; i >= 0; i-- {
		r = a.fma(x, r, coeffs[i])
	}
	return r
}

// unrollTo1D applies compute to 1-D slices of width w of the vector
// operands, reshaping the inner dimension to [n/w, w] when it is wider,
// and stitches the results back into the operands' shape.
func (a *approx) unrollTo1D(operands []*ir.Value, w int64, compute func([]*ir.Value) *ir.Value) *ir.Value {
	in := operands[0].Type().(*ir.VectorType)
	if len(in.Shape) == 1 && in.Shape[0] == w {
		return compute(operands)
	}
	shape := append([]int64(nil), in.Shape...)
	expanded := append([]*ir.Value(nil), operands...)
	if k := shape[len(shape)-1] / w; k > 1 {
		shape = append(shape[:len(shape)-1], k, w)
		for i, v := range operands {
			el := v.Type().(*ir.VectorType).Elem
			expanded[i] = a.op("vector.shape_cast", a.ctx.VectorType(shape, el, nil), v)
		}
	}
	outer := shape[:len(shape)-1]
	count := int64(1)
	for _, d := range outer {
		count *= d
	}
	positions := make([]ir.NamedAttr, count)
	for i := range positions {
		pos := make([]int64, len(outer))
		rem := int64(i)
		for d := len(outer) - 1; d >= 0; d-- {
			pos[d] = rem % outer[d]
			rem /= outer[d]
		}
		positions[i] = ir.NamedAttr{Name: "static_position", Value: a.ctx.DenseI64Array(pos)}
	}
	results := make([]*ir.Value, count)
	for i := range results {
		slices := make([]*ir.Value, len(expanded))
		for j, v := range expanded {
			slices[j] = create(a.rw, a.loc, "vector.extract", []*ir.Value{v}, innermost(a.ctx, v.Type().(*ir.VectorType)), positions[i])
		}
		results[i] = compute(slices)
	}
	el := results[0].Type().(*ir.VectorType).Elem
	full := a.ctx.VectorType(shape, el, nil)
	r := a.constant(full, a.ctx.DenseElementsAttr(full, make([]byte, ir.ElementBytes(el)), true))
	for i, v := range results {
		r = create(a.rw, a.loc, "vector.insert", []*ir.Value{v, r}, full, positions[i])
	}
	return a.op("vector.shape_cast", a.ctx.VectorType(in.Shape, el, nil), r)
}

// withElement is t with its element type replaced by el (el itself for a
// scalar t).
func withElement(ctx *ir.Context, t ir.Type, el ir.Type) ir.Type {
	switch t := t.(type) {
	case *ir.VectorType:
		return ctx.VectorType(t.Shape, el, t.Scalable)
	case *ir.RankedTensorType:
		return ctx.RankedTensorType(t.Shape, el, t.Encoding)
	case *ir.UnrankedTensorType:
		return ctx.UnrankedTensorType(el)
	}
	return el
}

// innermost is the 1-D vector type vector.extract infers for a position
// of all but the last dimension of t (keeping its scalability).
func innermost(ctx *ir.Context, t *ir.VectorType) *ir.VectorType {
	n := len(t.Shape) - 1
	var scalable []bool
	if t.Scalable != nil {
		scalable = t.Scalable[n:]
	}
	return ctx.VectorType(t.Shape[n:], t.Elem, scalable)
}
