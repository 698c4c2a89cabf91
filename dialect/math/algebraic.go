package math

import (
	"github.com/gomlir/gomlir/dialect/arith"
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/rewrite"
)

// Upstream's populateMathAlgebraicSimplificationPatterns: strength
// reduction of math.powf by the exponents 1, 2, 3, -1, 0.5, -0.5 and 0.75,
// and of math.fpowi, math.ipowi and complex.powi by constant exponents of
// magnitude up to 8 into chains of multiplications (and a division for
// negative exponents). Ops are built by name, so the complex and vector
// dialects need not be imported.

// powiThreshold is the largest exponent magnitude expanded.
const powiThreshold = 8

// AlgebraicSimplificationPatterns returns the patterns.
func AlgebraicSimplificationPatterns() []rewrite.Pattern {
	return []rewrite.Pattern{
		&rewrite.Func{Name: "PowFStrengthReduction", On: "math.powf", Weight: 1, Rewrite: powfStrengthReduction},
		&rewrite.Func{Name: "PowIStrengthReduction", On: "math.ipowi", Weight: 1, Rewrite: powiStrengthReduction},
		&rewrite.Func{Name: "PowIStrengthReduction", On: "math.fpowi", Weight: 1, Rewrite: powiStrengthReduction},
		&rewrite.Func{Name: "PowIStrengthReduction", On: "complex.powi", Weight: 1, Rewrite: powiStrengthReduction},
	}
}

// create builds an op before op's position through rw.
func create(rw *rewrite.Rewriter, loc ir.Location, name string, operands []*ir.Value, t ir.Type, attrs ...ir.NamedAttr) *ir.Value {
	return rw.Create(&ir.OperationState{Loc: loc, Name: rw.Ctx.LookupOp(name), Operands: operands,
		Types: []ir.Type{t}, Attrs: attrs}).Result(0)
}

// splatOrScalar returns the constant attribute of v when it is a scalar
// or a splat dense constant.
func splatOrScalar(v *ir.Value) ir.Attribute {
	switch a := rewrite.ValueConstant(v).(type) {
	case *ir.FloatAttr, *ir.IntegerAttr:
		return a
	case *ir.DenseElementsAttr:
		if a.Splat || a.NumElements() == 1 {
			return a
		}
	}
	return nil
}

// isExactly reports whether the float constant a (scalar or splat) is x.
func isExactly(a ir.Attribute, x float64) bool {
	var ft *ir.FloatType
	var bits ir.APInt
	switch a := a.(type) {
	case *ir.FloatAttr:
		ft, bits = a.Type, a.Bits
	case *ir.DenseElementsAttr:
		f, ok := a.ElemType().(*ir.FloatType)
		if !ok {
			return false
		}
		ft, bits = f, a.BitsAt(0)
	default:
		return false
	}
	return ir.FloatSemanticsOf(ft.Kind).FromFloat64(x) == bits
}

// broadcast splats a scalar to op's vector type (vector.broadcast), or
// returns it.
func broadcast(rw *rewrite.Rewriter, op *ir.Operation, v *ir.Value) *ir.Value {
	if vt, ok := op.Result(0).Type().(*ir.VectorType); ok {
		return create(rw, op.Loc(), "vector.broadcast", []*ir.Value{v}, vt)
	}
	return v
}

// floatOne is an arith.constant 1.0 of type t.
func floatOne(rw *rewrite.Rewriter, loc ir.Location, t *ir.FloatType) *ir.Value {
	one := rw.Ctx.FloatAttr(t, ir.FloatSemanticsOf(t.Kind).FromFloat64(1))
	return create(rw, loc, "arith.constant", nil, t, ir.NamedAttr{Name: "value", Value: one})
}

func elementType(t ir.Type) ir.Type {
	if s, ok := t.(ir.ShapedType); ok {
		return s.ElementType()
	}
	return t
}

func powfStrengthReduction(op *ir.Operation, rw *rewrite.Rewriter) bool {
	exp := splatOrScalar(op.Operand(1))
	if exp == nil {
		return false
	}
	loc, x, t := op.Loc(), op.Operand(0), op.Result(0).Type()
	fmf := []ir.NamedAttr{{Name: "fastmath", Value: arith.FastMath(rw.Ctx, arith.FastMathFlags(op))}}
	rw.SetInsertionPoint(op)
	var r *ir.Value
	switch {
	case isExactly(exp, 1):
		r = x
	case isExactly(exp, 2):
		r = create(rw, loc, "arith.mulf", []*ir.Value{x, x}, t, fmf...)
	case isExactly(exp, 3):
		square := create(rw, loc, "arith.mulf", []*ir.Value{x, x}, t, fmf...)
		r = create(rw, loc, "arith.mulf", []*ir.Value{x, square}, t, fmf...)
	case isExactly(exp, -1):
		ft, ok := elementType(t).(*ir.FloatType)
		if !ok {
			return false
		}
		one := broadcast(rw, op, floatOne(rw, loc, ft))
		r = create(rw, loc, "arith.divf", []*ir.Value{one, x}, t, fmf...)
	case isExactly(exp, 0.5):
		r = create(rw, loc, "math.sqrt", []*ir.Value{x}, t, fmf...)
	case isExactly(exp, -0.5):
		r = create(rw, loc, "math.rsqrt", []*ir.Value{x}, t, fmf...)
	case isExactly(exp, 0.75):
		half := create(rw, loc, "math.sqrt", []*ir.Value{x}, t, fmf...)
		quarter := create(rw, loc, "math.sqrt", []*ir.Value{half}, t, fmf...)
		r = create(rw, loc, "arith.mulf", []*ir.Value{half, quarter}, t, fmf...)
	default:
		return false
	}
	rw.ReplaceOp(op, []*ir.Value{r})
	return true
}

// powiOps names the multiplication and division a powi reduces to.
var powiOps = map[string][2]string{
	"math.ipowi":   {"arith.muli", "arith.divsi"},
	"math.fpowi":   {"arith.mulf", "arith.divf"},
	"complex.powi": {"complex.mul", "complex.div"},
}

func powiStrengthReduction(op *ir.Operation, rw *rewrite.Rewriter) bool {
	var n int64
	switch a := splatOrScalar(op.Operand(1)).(type) {
	case *ir.IntegerAttr:
		n = a.Int64()
	case *ir.DenseElementsAttr:
		if _, ok := a.ElemType().(*ir.FloatType); ok {
			return false
		}
		n = a.IntAt(0).Int64()
	default:
		return false
	}
	negative := n < 0
	if negative {
		if n == -n { // the most negative int64
			return false
		}
		n = -n
	}
	if n > powiThreshold {
		return false
	}
	loc, base, t := op.Loc(), op.Operand(0), op.Result(0).Type()
	rw.SetInsertionPoint(op)
	// Only complex.powi passes its fast-math flags on.
	var fmf []ir.NamedAttr
	var one *ir.Value
	switch el := elementType(t).(type) {
	case *ir.ComplexType:
		ft := el.Elem.(*ir.FloatType)
		sem := ir.FloatSemanticsOf(ft.Kind)
		parts := rw.Ctx.ArrayAttr([]ir.Attribute{rw.Ctx.FloatAttr(ft, sem.FromFloat64(1)), rw.Ctx.FloatAttr(ft, sem.FromFloat64(0))})
		one = create(rw, loc, "complex.constant", nil, el, ir.NamedAttr{Name: "value", Value: parts})
		if f := op.InherentAttr("fastmath"); f != nil {
			fmf = []ir.NamedAttr{{Name: "fastmath", Value: f}}
		}
	case *ir.FloatType:
		one = floatOne(rw, loc, el)
	default:
		one = create(rw, loc, "arith.constant", nil, el, ir.NamedAttr{Name: "value", Value: rw.Ctx.IntAttr(el, 1)})
	}
	if n == 0 {
		rw.ReplaceOp(op, []*ir.Value{broadcast(rw, op, one)})
		return true
	}
	names := powiOps[op.Name()]
	r := base
	for i := int64(1); i < n; i++ {
		r = create(rw, loc, names[0], []*ir.Value{r, base}, t, fmf...)
	}
	if negative {
		r = create(rw, loc, names[1], []*ir.Value{broadcast(rw, op, one), r}, t, fmf...)
	}
	rw.ReplaceOp(op, []*ir.Value{r})
	return true
}
