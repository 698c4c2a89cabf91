// Package complextostandard is the convert-complex-to-standard pass:
// complex dialect arithmetic lowered to arith and math ops on the real and
// imaginary parts (complex.create, complex.re and complex.im stay), as
// upstream's ComplexToStandard.
package complextostandard

import (
	"github.com/gomlir/gomlir/conversion"
	"github.com/gomlir/gomlir/dialect/arith"
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/pass"
)

func init() {
	pass.Register(&pass.Info{
		Argument: "convert-complex-to-standard",
		Name:     "ConvertComplexToStandardPass",
		Summary:  "Convert Complex dialect to standard dialect",
		New: func() (pass.Pass, *pass.Options) {
			p := &lowering{}
			o := &pass.Options{}
			o.Enum("complex-range", "Control the intermediate calculation of complex number division", &p.complexRange, "improved", "improved", "basic", "none")
			o.Describe("complex-range", "improved (default)", "basic", "none")
			return p, o
		},
	})
}

type lowering struct {
	complexRange string
}

// Run lowers the complex ops nested in op.
func (p *lowering) Run(op *ir.Operation, st *pass.State) error {
	target := conversion.NewTarget()
	target.AddLegalDialect("arith", "math")
	target.AddLegalOp("complex.create", "complex.im", "complex.re")
	return conversion.ApplyPartialConversion(st.Ctx, []*ir.Operation{op}, target, Patterns(p.complexRange != "improved"), nil)
}

// Patterns returns the complex-to-standard lowerings (for one conversion at
// a time: they share a cache of attributes); algebraicDiv selects
// the plain algebraic division formula ("basic" and "none" complex
// ranges) instead of Smith's range reduction.
func Patterns(algebraicDiv bool) []conversion.Pattern {
	var out []conversion.Pattern
	attrs := &attrCache{}
	add := func(root string, f func(e *emitter, op *ir.Operation, a conversion.Adaptor, fmf uint32, t ir.Type) *ir.Value) {
		out = append(out, &conversion.Func{Name: root, On: root, Weight: 1,
			Rewrite: func(op *ir.Operation, a conversion.Adaptor, rw *conversion.Rewriter) bool {
				t := a.Operand(0).Type()
				elem := elementOf(t)
				if elem == nil {
					elem = elementOf(op.Result(0).Type())
				}
				if elem == nil {
					return false
				}
				e := newEmitter(rw, op, elem, attrs)
				rw.ReplaceOp(op, []*ir.Value{f(e, op, a, arith.FastMathFlags(op), t)})
				return true
			}})
	}
	add("complex.abs", lowerAbs)
	add("complex.angle", lowerAngle)
	add("complex.atan2", lowerAtan2)
	add("complex.add", binary("arith.addf"))
	add("complex.sub", binary("arith.subf"))
	add("complex.eq", comparison(arith.CmpFOEQ, "arith.andi"))
	add("complex.neq", comparison(arith.CmpFUNE, "arith.ori"))
	add("complex.conj", lowerConj)
	add("complex.cos", trig(false))
	add("complex.exp", lowerExp)
	add("complex.expm1", lowerExpm1)
	add("complex.log1p", lowerLog1p)
	add("complex.log", lowerLog)
	add("complex.mul", lowerMul)
	add("complex.neg", lowerNeg)
	add("complex.sign", lowerSign)
	add("complex.sin", trig(true))
	add("complex.sqrt", lowerSqrt)
	add("complex.tan", tanTanh(true))
	add("complex.tanh", tanTanh(false))
	add("complex.powi", lowerPowi)
	add("complex.pow", lowerPow)
	add("complex.rsqrt", lowerRsqrt)
	if algebraicDiv {
		add("complex.div", lowerDiv(DivAlgebraic))
	} else {
		add("complex.div", lowerDiv(DivRangeReduction))
	}
	return out
}

// elementOf returns the float element type of a complex type (nil
// otherwise).
func elementOf(t ir.Type) *ir.FloatType {
	ct, ok := t.(*ir.ComplexType)
	if !ok {
		return nil
	}
	ft, _ := ct.Elem.(*ir.FloatType)
	return ft
}

func lowerAbs(e *emitter, op *ir.Operation, a conversion.Adaptor, fmf uint32, _ ir.Type) *ir.Value {
	real := e.re(a.Operand(0))
	imag := e.im(a.Operand(0))
	return e.computeAbs(real, imag, fmf, absPlain)
}

func lowerAngle(e *emitter, op *ir.Operation, a conversion.Adaptor, fmf uint32, _ ir.Type) *ir.Value {
	real := e.re(a.Operand(0))
	imag := e.im(a.Operand(0))
	return e.f2("math.atan2", imag, real, fmf)
}

// lowerAtan2: atan2(y, x) = -i * log((x + i*y) / sqrt(x**2 + y**2)), in
// complex ops that are lowered in turn.
func lowerAtan2(e *emitter, op *ir.Operation, a conversion.Adaptor, fmf uint32, _ ir.Type) *ir.Value {
	t := op.Result(0).Type()
	lhs, rhs := a.Operand(0), a.Operand(1)
	rhsSquared := e.cop("complex.mul", t, fmf, rhs, rhs)
	lhsSquared := e.cop("complex.mul", t, fmf, lhs, lhs)
	sum := e.cop("complex.add", t, fmf, rhsSquared, lhsSquared)
	sqrt := e.cop("complex.sqrt", t, fmf, sum)
	zero := e.cst(0)
	one := e.cst(1)
	i := e.complex(t, zero, one)
	iTimesLhs := e.cop("complex.mul", t, fmf, i, lhs)
	rhsPlusILhs := e.cop("complex.add", t, fmf, rhs, iTimesLhs)
	div := e.cop("complex.div", t, fmf, rhsPlusILhs, sqrt)
	log := e.cop("complex.log", t, fmf, div)
	negOne := e.cst(-1)
	negI := e.complex(t, zero, negOne)
	return e.cop("complex.mul", t, fmf, negI, log)
}

type lowerFunc = func(e *emitter, op *ir.Operation, a conversion.Adaptor, fmf uint32, t ir.Type) *ir.Value

// comparison compares the parts with predicate p and combines the two
// answers with combine.
func comparison(p int64, combine string) lowerFunc {
	return func(e *emitter, op *ir.Operation, a conversion.Adaptor, _ uint32, _ ir.Type) *ir.Value {
		lhs, rhs := a.Operand(0), a.Operand(1)
		realLhs := e.re(lhs)
		imagLhs := e.im(lhs)
		realRhs := e.re(rhs)
		imagRhs := e.im(rhs)
		realCmp := e.cmp(p, realLhs, realRhs, 0)
		imagCmp := e.cmp(p, imagLhs, imagRhs, 0)
		return e.i2(combine, realCmp, imagCmp)
	}
}

// binary applies a float op to the real and the imaginary parts.
func binary(name string) lowerFunc {
	return func(e *emitter, op *ir.Operation, a conversion.Adaptor, fmf uint32, t ir.Type) *ir.Value {
		lhs, rhs := a.Operand(0), a.Operand(1)
		realLhs := e.re(lhs)
		realRhs := e.re(rhs)
		real := e.f2(name, realLhs, realRhs, fmf)
		imagLhs := e.im(lhs)
		imagRhs := e.im(rhs)
		imag := e.f2(name, imagLhs, imagRhs, fmf)
		return e.complex(t, real, imag)
	}
}

// trig lowers cos (and sin) from exp(±imag) and the sine and cosine of
// the real part.
func trig(isSin bool) lowerFunc {
	return func(e *emitter, op *ir.Operation, a conversion.Adaptor, fmf uint32, t ir.Type) *ir.Value {
		real := e.re(a.Operand(0))
		imag := e.im(a.Operand(0))
		half := e.cst(0.5)
		exp := e.f1("math.exp", imag, fmf)
		scaledExp := e.f2("arith.mulf", half, exp, fmf)
		reciprocalExp := e.f2("arith.divf", half, exp, fmf)
		sin := e.f1("math.sin", real, fmf)
		cos := e.f1("math.cos", real, fmf)
		var resultReal, resultImag *ir.Value
		if isSin {
			sum := e.f2("arith.addf", scaledExp, reciprocalExp, fmf)
			resultReal = e.f2("arith.mulf", sum, sin, fmf)
			diff := e.f2("arith.subf", scaledExp, reciprocalExp, fmf)
			resultImag = e.f2("arith.mulf", diff, cos, fmf)
		} else {
			sum := e.f2("arith.addf", reciprocalExp, scaledExp, fmf)
			resultReal = e.f2("arith.mulf", sum, cos, fmf)
			diff := e.f2("arith.subf", reciprocalExp, scaledExp, fmf)
			resultImag = e.f2("arith.mulf", diff, sin, fmf)
		}
		return e.complex(t, resultReal, resultImag)
	}
}

// lowerExp computes e^re * (cos(im) + i*sin(im)), through e^(re/2)
// squared where e^re overflows, and keeps a zero imaginary part.
func lowerExp(e *emitter, op *ir.Operation, a conversion.Adaptor, fmf uint32, t ir.Type) *ir.Value {
	real := e.re(a.Operand(0))
	imag := e.im(a.Operand(0))
	zero := e.cst(0)
	half := e.cst(0.5)
	inf := e.inf(false)
	expReal := e.f1("math.exp", real, fmf)
	halfReal := e.f2("arith.mulf", real, half, fmf)
	expHalfReal := e.f1("math.exp", halfReal, fmf)
	cosImag := e.f1("math.cos", imag, fmf)
	sinImag := e.f1("math.sin", imag, fmf)
	expRealIsInf := e.cmp(arith.CmpFOEQ, expReal, inf, fmf)
	imagIsZero := e.cmp(arith.CmpFOEQ, imag, zero, 0)
	part := func(trig *ir.Value) *ir.Value {
		direct := e.f2("arith.mulf", expReal, trig, fmf)
		halves := e.f2("arith.mulf", e.f2("arith.mulf", expHalfReal, trig, fmf), expHalfReal, fmf)
		return e.sel(expRealIsInf, halves, direct)
	}
	resultReal := part(cosImag)
	resultImag := e.sel(imagIsZero, zero, part(sinImag))
	return e.complex(t, resultReal, resultImag)
}

// polynomial evaluates the polynomial with coefficients (highest degree
// first) at x with fused multiply-adds.
func (e *emitter) polynomial(x *ir.Value, coeffs []float64, fmf uint32) *ir.Value {
	poly := e.cst(coeffs[0])
	for _, c := range coeffs[1:] {
		k := e.cst(c)
		poly = e.create("math.fma", x.Type(), []*ir.Value{poly, x, k}, e.fm(fmf))
	}
	return poly
}

// cosm1 computes cos(x) - 1 accurately for small x (cephes' cosm1).
func (e *emitter) cosm1(x *ir.Value, fmf uint32) *ir.Value {
	negHalf := e.cst(-0.5)
	negOne := e.cst(-1)
	coeffs := []float64{
		4.7377507964246204691685e-14, -1.1470284843425359765671e-11,
		2.0876754287081521758361e-9, -2.7557319214999787979814e-7,
		2.4801587301570552304991e-5, -1.3888888888888872993737e-3,
		4.1666666666666666609054e-2,
	}
	cos := e.f1("math.cos", x, fmf)
	forLargeArg := e.f2("arith.addf", cos, negOne, fmf)
	xPow2 := e.f2("arith.mulf", x, x, fmf)
	xPow4 := e.f2("arith.mulf", xPow2, xPow2, fmf)
	poly := e.polynomial(xPow2, coeffs, fmf)
	l := e.f2("arith.mulf", xPow4, poly, fmf)
	r := e.f2("arith.mulf", negHalf, xPow2, fmf)
	forSmallArg := e.f2("arith.addf", l, r, 0)
	piOver4Pow2 := e.cst(0.61685)
	cond := e.cmp(arith.CmpFOGE, xPow2, piOver4Pow2, fmf)
	return e.sel(cond, forLargeArg, forSmallArg)
}

// lowerExpm1: e^(a+bi)-1 = (expm1(a)*cos(b) + cosm1(b)) + e^a*sin(b)i.
func lowerExpm1(e *emitter, op *ir.Operation, a conversion.Adaptor, fmf uint32, _ ir.Type) *ir.Value {
	t := op.Result(0).Type()
	real := e.re(a.Operand(0))
	imag := e.im(a.Operand(0))
	zero := e.cst(0)
	one := e.cst(1)
	expm1Real := e.f1("math.expm1", real, fmf)
	expReal := e.f2("arith.addf", expm1Real, one, fmf)
	sinImag := e.f1("math.sin", imag, fmf)
	cosm1Imag := e.cosm1(imag, fmf)
	cosImag := e.f2("arith.addf", cosm1Imag, one, fmf)
	prod := e.f2("arith.mulf", expm1Real, cosImag, fmf)
	realResult := e.f2("arith.addf", prod, cosm1Imag, fmf)
	imagIsZero := e.cmp(arith.CmpFOEQ, imag, zero, fmf)
	expSin := e.f2("arith.mulf", expReal, sinImag, fmf)
	imagResult := e.sel(imagIsZero, zero, expSin)
	return e.complex(t, realResult, imagResult)
}

func lowerLog(e *emitter, op *ir.Operation, a conversion.Adaptor, fmf uint32, t ir.Type) *ir.Value {
	abs := e.cop("complex.abs", e.elem, fmf, a.Operand(0))
	resultReal := e.f1("math.log", abs, fmf)
	real := e.re(a.Operand(0))
	imag := e.im(a.Operand(0))
	resultImag := e.f2("math.atan2", imag, real, fmf)
	return e.complex(t, resultReal, resultImag)
}

func lowerLog1p(e *emitter, op *ir.Operation, a conversion.Adaptor, fmf uint32, t ir.Type) *ir.Value {
	real := e.re(a.Operand(0))
	imag := e.im(a.Operand(0))
	half := e.cst(0.5)
	one := e.cst(1)
	realPlusOne := e.f2("arith.addf", real, one, fmf)
	absRealPlusOne := e.f1("math.absf", realPlusOne, fmf)
	absImag := e.f1("math.absf", imag, fmf)
	maxAbs := e.f2("arith.maximumf", absRealPlusOne, absImag, fmf)
	minAbs := e.f2("arith.minimumf", absRealPlusOne, absImag, fmf)
	useReal := e.cmp(arith.CmpFOGT, realPlusOne, absImag, fmf)
	maxMinusOne := e.f2("arith.subf", maxAbs, one, fmf)
	maxAbsMinusOne := e.sel(useReal, real, maxMinusOne)
	f := fmf &^ nanInf
	minMaxRatio := e.f2("arith.divf", minAbs, maxAbs, f)
	logOfMax := e.f1("math.log1p", maxAbsMinusOne, fmf)
	ratioSq := e.f2("arith.mulf", minMaxRatio, minMaxRatio, f)
	logOfSqrtPart := e.f1("math.log1p", ratioSq, f)
	halfLog := e.f2("arith.mulf", half, logOfSqrtPart, f)
	r := e.f2("arith.addf", halfLog, logOfMax, f)
	isNaN := e.cmp(arith.CmpFUNO, r, r, f)
	resultReal := e.sel(isNaN, minAbs, r)
	resultImag := e.f2("math.atan2", imag, realPlusOne, fmf)
	return e.complex(t, resultReal, resultImag)
}

func lowerMul(e *emitter, op *ir.Operation, a conversion.Adaptor, fmf uint32, t ir.Type) *ir.Value {
	lhs, rhs := a.Operand(0), a.Operand(1)
	lhsReal := e.re(lhs)
	lhsImag := e.im(lhs)
	rhsReal := e.re(rhs)
	rhsImag := e.im(rhs)
	rr := e.f2("arith.mulf", lhsReal, rhsReal, fmf)
	ii := e.f2("arith.mulf", lhsImag, rhsImag, fmf)
	real := e.f2("arith.subf", rr, ii, fmf)
	ir_ := e.f2("arith.mulf", lhsImag, rhsReal, fmf)
	ri := e.f2("arith.mulf", lhsReal, rhsImag, fmf)
	imag := e.f2("arith.addf", ir_, ri, fmf)
	return e.complex(t, real, imag)
}

func lowerNeg(e *emitter, op *ir.Operation, a conversion.Adaptor, _ uint32, t ir.Type) *ir.Value {
	real := e.re(a.Operand(0))
	imag := e.im(a.Operand(0))
	negReal := e.f1("arith.negf", real, 0)
	negImag := e.f1("arith.negf", imag, 0)
	return e.complex(t, negReal, negImag)
}

func lowerConj(e *emitter, op *ir.Operation, a conversion.Adaptor, _ uint32, t ir.Type) *ir.Value {
	real := e.re(a.Operand(0))
	imag := e.im(a.Operand(0))
	negImag := e.f1("arith.negf", imag, 0)
	return e.complex(t, real, negImag)
}

// lowerSqrt follows https://dl.acm.org/doi/pdf/10.1145/363717.363780.
func lowerSqrt(e *emitter, op *ir.Operation, a conversion.Adaptor, fmf uint32, _ ir.Type) *ir.Value {
	t := op.Result(0).Type()
	zero := e.cst(0)
	half := e.cst(0.5)
	real := e.re(a.Operand(0))
	imag := e.im(a.Operand(0))
	absSqrt := e.computeAbs(real, imag, fmf, absSqrt)
	argArg := e.f2("math.atan2", imag, real, fmf)
	sqrtArg := e.f2("arith.mulf", argArg, half, fmf)
	cos := e.f1("math.cos", sqrtArg, fmf)
	sin := e.f1("math.sin", sqrtArg, fmf)
	sinIsZero := e.cmp(arith.CmpFOEQ, sin, zero, fmf)
	resultReal := e.f2("arith.mulf", absSqrt, cos, fmf)
	absSin := e.f2("arith.mulf", absSqrt, sin, fmf)
	resultImag := e.sel(sinIsZero, zero, absSin)
	if fmf&nanInf != nanInf {
		inf := e.inf(false)
		negInf := e.inf(true)
		nan := e.nan()
		absImag := e.f1("math.absf", imag, fmf)
		absImagIsInf := e.cmp(arith.CmpFOEQ, absImag, inf, fmf)
		absImagIsNotInf := e.cmp(arith.CmpFONE, absImag, inf, fmf)
		realIsInf := e.cmp(arith.CmpFOEQ, real, inf, fmf)
		realIsNegInf := e.cmp(arith.CmpFOEQ, real, negInf, fmf)
		resultReal = e.sel(e.and(realIsNegInf, absImagIsNotInf), zero, resultReal)
		resultReal = e.sel(e.or(absImagIsInf, realIsInf), inf, resultReal)
		imagSignInf := e.f2("math.copysign", inf, imag, fmf)
		resultImag = e.sel(e.cmp(arith.CmpFUNO, absSqrt, absSqrt, 0), nan, resultImag)
		resultImag = e.sel(e.or(absImagIsInf, realIsNegInf), imagSignInf, resultImag)
	}
	resultIsZero := e.cmp(arith.CmpFOEQ, absSqrt, zero, fmf)
	resultReal = e.sel(resultIsZero, zero, resultReal)
	resultImag = e.sel(resultIsZero, zero, resultImag)
	return e.complex(t, resultReal, resultImag)
}

func lowerSign(e *emitter, op *ir.Operation, a conversion.Adaptor, fmf uint32, t ir.Type) *ir.Value {
	c := a.Operand(0)
	real := e.re(c)
	imag := e.im(c)
	zero := e.cst(0)
	realIsZero := e.cmp(arith.CmpFOEQ, real, zero, 0)
	imagIsZero := e.cmp(arith.CmpFOEQ, imag, zero, 0)
	isZero := e.and(realIsZero, imagIsZero)
	abs := e.cop("complex.abs", e.elem, fmf, c)
	realSign := e.f2("arith.divf", real, abs, fmf)
	imagSign := e.f2("arith.divf", imag, abs, fmf)
	sign := e.complex(t, realSign, imagSign)
	return e.sel(isZero, c, sign)
}

// tanTanh lowers tanh, and tan through tan(x+yi) = -i*tanh(-y + xi).
func tanTanh(isTan bool) lowerFunc {
	return func(e *emitter, op *ir.Operation, a conversion.Adaptor, fmf uint32, t ir.Type) *ir.Value {
		real := e.re(a.Operand(0))
		imag := e.im(a.Operand(0))
		negOne := e.cst(-1)
		if isTan {
			real, imag = imag, real
			real = e.f2("arith.mulf", real, negOne, fmf)
		}
		inf := e.inf(false)
		four := e.cst(4)
		twoReal := e.f2("arith.addf", real, real, fmf)
		negTwoReal := e.f2("arith.mulf", negOne, twoReal, fmf)
		expTwoRealMinusOne := e.f1("math.expm1", twoReal, fmf)
		expNegTwoRealMinusOne := e.f1("math.expm1", negTwoReal, fmf)
		realNum := e.f2("arith.subf", expTwoRealMinusOne, expNegTwoRealMinusOne, fmf)
		cosImag := e.f1("math.cos", imag, fmf)
		cosImagSq := e.f2("arith.mulf", cosImag, cosImag, fmf)
		twoCosTwoImagPlusOne := e.f2("arith.mulf", cosImagSq, four, fmf)
		sinImag := e.f1("math.sin", imag, fmf)
		cosSin := e.f2("arith.mulf", cosImag, sinImag, fmf)
		imagNum := e.f2("arith.mulf", four, cosSin, fmf)
		expSumMinusTwo := e.f2("arith.addf", expTwoRealMinusOne, expNegTwoRealMinusOne, fmf)
		denom := e.f2("arith.addf", expSumMinusTwo, twoCosTwoImagPlusOne, fmf)
		isInf := e.cmp(arith.CmpFOEQ, expSumMinusTwo, inf, fmf)
		realLimit := e.f2("math.copysign", negOne, real, fmf)
		quot := e.f2("arith.divf", realNum, denom, fmf)
		resultReal := e.sel(isInf, realLimit, quot)
		resultImag := e.f2("arith.divf", imagNum, denom, fmf)
		if fmf&nanInf != nanInf {
			absReal := e.f1("math.absf", real, fmf)
			zero := e.cst(0)
			nan := e.nan()
			absRealIsInf := e.cmp(arith.CmpFOEQ, absReal, inf, fmf)
			imagIsZero := e.cmp(arith.CmpFOEQ, imag, zero, fmf)
			true_ := e.create("arith.constant", e.i1, nil, ir.NamedAttr{Name: "value", Value: e.ctx.IntAttr(e.i1, 1)})
			absRealIsNotInf := e.i2("arith.xori", absRealIsInf, true_)
			imagNumIsNaN := e.cmp(arith.CmpFUNO, imagNum, imagNum, fmf)
			resultRealIsNaN := e.and(imagNumIsNaN, absRealIsNotInf)
			resultImagIsZero := e.or(imagIsZero, e.and(absRealIsInf, imagNumIsNaN))
			resultReal = e.sel(resultRealIsNaN, nan, resultReal)
			resultImag = e.sel(resultImagIsZero, zero, resultImag)
		}
		if isTan {
			resultReal, resultImag = resultImag, resultReal
			resultImag = e.f2("arith.mulf", resultImag, negOne, fmf)
		}
		return e.complex(t, resultReal, resultImag)
	}
}

// pow computes lhs^(c+di) = |lhs|^c * exp(-d*arg(lhs)) * (cos(q) + i*sin(q))
// with q = c*arg(lhs) + d*ln|lhs|, with the special cases of Kahan's
// "Branch Cuts for Complex Elementary Functions".
func (e *emitter) pow(t ir.Type, lhs, c, d *ir.Value, fmf uint32) *ir.Value {
	a := e.re(lhs)
	b := e.im(lhs)
	abs := e.cop("complex.abs", e.elem, fmf, lhs)
	absToC := e.f2("math.powf", abs, c, fmf)
	negD := e.f1("arith.negf", d, fmf)
	argLhs := e.f2("math.atan2", b, a, fmf)
	negDArgLhs := e.f2("arith.mulf", negD, argLhs, fmf)
	expNegDArgLhs := e.f1("math.exp", negDArgLhs, fmf)
	coeff := e.f2("arith.mulf", absToC, expNegDArgLhs, fmf)
	lnAbs := e.f1("math.log", abs, fmf)
	cArgLhs := e.f2("arith.mulf", c, argLhs, fmf)
	dLnAbs := e.f2("arith.mulf", d, lnAbs, fmf)
	q := e.f2("arith.addf", cArgLhs, dLnAbs, fmf)
	cosQ := e.f1("math.cos", q, fmf)
	sinQ := e.f1("math.sin", q, fmf)
	inf := e.inf(false)
	zero := e.cst(0)
	one := e.cst(1)
	complexOne := e.complex(t, one, zero)
	complexZero := e.complex(t, zero, zero)
	complexInf := e.complex(t, inf, zero)
	absEqZero := e.cmp(arith.CmpFOEQ, abs, zero, fmf)
	dEqZero := e.cmp(arith.CmpFOEQ, d, zero, fmf)
	cEqZero := e.cmp(arith.CmpFOEQ, c, zero, fmf)
	bEqZero := e.cmp(arith.CmpFOEQ, b, zero, fmf)
	zeroLeC := e.cmp(arith.CmpFOLE, zero, c, fmf)
	coeffCosQ := e.f2("arith.mulf", coeff, cosQ, fmf)
	coeffSinQ := e.f2("arith.mulf", coeff, sinQ, fmf)
	complexOneOrZero := e.sel(cEqZero, complexOne, complexZero)
	coeffCosSin := e.complex(t, coeffCosQ, coeffSinQ)
	cutoff0 := e.sel(e.and(e.and(absEqZero, dEqZero), zeroLeC), complexOneOrZero, coeffCosSin)
	rhsEqZero := e.and(cEqZero, dEqZero)
	cutoff1 := e.sel(rhsEqZero, complexOne, cutoff0)
	lhsEqOne := e.and(e.cmp(arith.CmpFOEQ, a, one, fmf), bEqZero)
	cutoff2 := e.sel(lhsEqOne, complexOne, cutoff1)
	lhsEqInf := e.and(e.cmp(arith.CmpFOEQ, a, inf, fmf), bEqZero)
	rhsGt0 := e.and(dEqZero, e.cmp(arith.CmpFOGT, c, zero, fmf))
	cutoff3 := e.sel(e.and(lhsEqInf, rhsGt0), complexInf, cutoff2)
	rhsLt0 := e.and(dEqZero, e.cmp(arith.CmpFOLT, c, zero, fmf))
	return e.sel(e.and(lhsEqInf, rhsLt0), complexZero, cutoff3)
}

func lowerPow(e *emitter, op *ir.Operation, a conversion.Adaptor, fmf uint32, t ir.Type) *ir.Value {
	c := e.re(a.Operand(1))
	d := e.im(a.Operand(1))
	return e.pow(t, a.Operand(0), c, d, fmf)
}

// lowerPowi converts the integer exponent and uses complex.pow.
func lowerPowi(e *emitter, op *ir.Operation, a conversion.Adaptor, fmf uint32, _ ir.Type) *ir.Value {
	t := op.Result(0).Type()
	floatExponent := e.create("arith.sitofp", e.elem, []*ir.Value{a.Operand(1)})
	zero := e.cst(0)
	exponent := e.complex(t, floatExponent, zero)
	return e.cop("complex.pow", t, fmf, a.Operand(0), exponent)
}

func lowerRsqrt(e *emitter, op *ir.Operation, a conversion.Adaptor, fmf uint32, t ir.Type) *ir.Value {
	zero := e.cst(0)
	inf := e.inf(false)
	negHalf := e.cst(-0.5)
	nan := e.nan()
	real := e.re(a.Operand(0))
	imag := e.im(a.Operand(0))
	absRsqrt := e.computeAbs(real, imag, fmf, absRsqrt)
	argArg := e.f2("math.atan2", imag, real, fmf)
	rsqrtArg := e.f2("arith.mulf", argArg, negHalf, fmf)
	cos := e.f1("math.cos", rsqrtArg, fmf)
	sin := e.f1("math.sin", rsqrtArg, fmf)
	resultReal := e.f2("arith.mulf", absRsqrt, cos, fmf)
	resultImag := e.f2("arith.mulf", absRsqrt, sin, fmf)
	if fmf&nanInf != nanInf {
		negOne := e.cst(-1)
		realSignedZero := e.f2("math.copysign", zero, real, fmf)
		imagSignedZero := e.f2("math.copysign", zero, imag, fmf)
		negImagSignedZero := e.f2("arith.mulf", negOne, imagSignedZero, fmf)
		absReal := e.f1("math.absf", real, fmf)
		absImag := e.f1("math.absf", imag, fmf)
		absImagIsInf := e.cmp(arith.CmpFOEQ, absImag, inf, fmf)
		realIsNan := e.cmp(arith.CmpFUNO, real, real, fmf)
		realIsInf := e.cmp(arith.CmpFOEQ, absReal, inf, fmf)
		inIsNanInf := e.and(absImagIsInf, realIsNan)
		resultIsZero := e.or(inIsNanInf, realIsInf)
		resultReal = e.sel(resultIsZero, realSignedZero, resultReal)
		resultImag = e.sel(resultIsZero, negImagSignedZero, resultImag)
	}
	isRealZero := e.cmp(arith.CmpFOEQ, real, zero, fmf)
	isImagZero := e.cmp(arith.CmpFOEQ, imag, zero, fmf)
	isZero := e.and(isRealZero, isImagZero)
	resultReal = e.sel(isZero, inf, resultReal)
	resultImag = e.sel(isZero, nan, resultImag)
	return e.complex(t, resultReal, resultImag)
}

// divFunc computes the parts of (lhsRe + i*lhsIm) / (rhsRe + i*rhsIm).
type divFunc func(o DivOps, lhsRe, lhsIm, rhsRe, rhsIm *ir.Value) (re, im *ir.Value)

func lowerDiv(div divFunc) lowerFunc {
	return func(e *emitter, op *ir.Operation, a conversion.Adaptor, fmf uint32, t ir.Type) *ir.Value {
		lhs, rhs := a.Operand(0), a.Operand(1)
		lhsReal := e.re(lhs)
		lhsImag := e.im(lhs)
		rhsReal := e.re(rhs)
		rhsImag := e.im(rhs)
		re, im := div(arithDivOps{e, fmf}, lhsReal, lhsImag, rhsReal, rhsImag)
		return e.complex(t, re, im)
	}
}
