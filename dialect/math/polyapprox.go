package math

import (
	stdmath "math"

	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/rewrite"
)

// Upstream's populateMathPolynomialApproximationPatterns: math ops on f32
// (scalars and vectors, scalable included) rewritten into polynomial and
// rational approximations built from arith, math.fma/absf/floor/copysign
// and vector.broadcast; ops on narrower floats are first computed in f32
// (extf, the op, truncf) so the f32 approximation applies. The op
// sequences, their order and every constant are upstream's.

// ApproximationOptions are upstream's MathPolynomialApproximationOptions.
type ApproximationOptions struct {
	// EnableAVX2 adds the rsqrt approximation, which emits
	// x86vector.avx.rsqrt on 8-wide f32 vectors.
	EnableAVX2 bool
}

// approxPattern names one op's approximation.
type approxPattern struct {
	op, name string
	rewrite  func(op *ir.Operation, rw *rewrite.Rewriter) bool
}

// approximations lists the approximation patterns in upstream's order.
var approximations = []approxPattern{
	{"math.acos", "(anonymous namespace)::AcosPolynomialApproximation", acosApprox},
	{"math.asin", "(anonymous namespace)::AsinPolynomialApproximation", asinApprox},
	{"math.atan", "(anonymous namespace)::AtanApproximation", atanApprox},
	{"math.atan2", "(anonymous namespace)::Atan2Approximation", atan2Approx},
	{"math.cbrt", "(anonymous namespace)::CbrtApproximation", cbrtApprox},
	{"math.cos", "(anonymous namespace)::SinAndCosApproximation<false, mlir::math::CosOp>", cosApprox},
	{"math.erf", "mlir::math::ErfPolynomialApproximation", erfApprox},
	{"math.erfc", "mlir::math::ErfcPolynomialApproximation", erfcApprox},
	{"math.exp", "(anonymous namespace)::ExpApproximation", expApprox},
	{"math.expm1", "(anonymous namespace)::ExpM1Approximation", expm1Approx},
	{"math.log", "(anonymous namespace)::LogApproximation", logApprox},
	{"math.log2", "(anonymous namespace)::Log2Approximation", log2Approx},
	{"math.log1p", "(anonymous namespace)::Log1pApproximation", log1pApprox},
	{"math.rsqrt", "(anonymous namespace)::RsqrtApproximation", rsqrtApprox},
	{"math.sin", "(anonymous namespace)::SinAndCosApproximation<true, mlir::math::SinOp>", sinApprox},
	{"math.tanh", "(anonymous namespace)::TanhApproximation", tanhApprox},
}

// f32Expanded lists, in upstream's order, the ops that have an f32
// expansion fallback (ReuseF32Expansion), by op name and C++ class.
var f32Expanded = [][2]string{
	{"math.acos", "AcosOp"}, {"math.acosh", "AcoshOp"}, {"math.asin", "AsinOp"}, {"math.asinh", "AsinhOp"},
	{"math.atan", "AtanOp"}, {"math.atan2", "Atan2Op"}, {"math.atanh", "AtanhOp"}, {"math.cbrt", "CbrtOp"},
	{"math.cos", "CosOp"}, {"math.cosh", "CoshOp"}, {"math.erf", "ErfOp"}, {"math.erfc", "ErfcOp"},
	{"math.exp", "ExpOp"}, {"math.exp2", "Exp2Op"}, {"math.expm1", "ExpM1Op"}, {"math.log", "LogOp"},
	{"math.log10", "Log10Op"}, {"math.log1p", "Log1pOp"}, {"math.log2", "Log2Op"}, {"math.powf", "PowFOp"},
	{"math.rsqrt", "RsqrtOp"}, {"math.sin", "SinOp"}, {"math.sinh", "SinhOp"}, {"math.sqrt", "SqrtOp"},
	{"math.tan", "TanOp"}, {"math.tanh", "TanhOp"},
}

// F32ExpansionPatterns is upstream's populateMathF32ExpansionPatterns: the
// ops accepted by keep, on floats narrower than f32, computed in f32.
func F32ExpansionPatterns(keep func(name string) bool) []rewrite.Pattern {
	var ps []rewrite.Pattern
	for _, e := range f32Expanded {
		if keep(e[0]) {
			ps = append(ps, &rewrite.Func{Name: "(anonymous namespace)::ReuseF32Expansion<mlir::math::" + e[1] + ">",
				On: e[0], Weight: 1, Rewrite: reuseF32Expansion})
		}
	}
	return ps
}

// PolynomialApproximationPatternsFor is upstream's
// populateMathPolynomialApproximationPatterns with a predicate: the
// approximations of the ops keep accepts.
func PolynomialApproximationPatternsFor(keep func(name string) bool) []rewrite.Pattern {
	var ps []rewrite.Pattern
	for _, p := range approximations {
		if keep(p.op) {
			ps = append(ps, &rewrite.Func{Name: p.name, On: p.op, Weight: 1, Rewrite: p.rewrite})
		}
	}
	return ps
}

// PolynomialApproximationPatterns is upstream's
// populateMathPolynomialApproximationPatterns with options: the f32
// fallbacks and the approximations of the default op set, and rsqrt's
// when AVX2 is enabled.
func PolynomialApproximationPatterns(o ApproximationOptions) []rewrite.Pattern {
	ps := F32ExpansionPatterns(oneOf("math.atan", "math.atan2", "math.tanh", "math.log", "math.log2",
		"math.log1p", "math.erf", "math.erfc", "math.exp", "math.expm1", "math.cbrt", "math.sin", "math.cos"))
	ps = append(ps, PolynomialApproximationPatternsFor(oneOf("math.atan", "math.atan2", "math.tanh",
		"math.log", "math.log2", "math.log1p", "math.erf", "math.erfc", "math.asin", "math.acos",
		"math.exp", "math.expm1", "math.cbrt", "math.sin", "math.cos"))...)
	if o.EnableAVX2 {
		rsqrt := oneOf("math.rsqrt")
		ps = append(ps, F32ExpansionPatterns(rsqrt)...)
		ps = append(ps, PolynomialApproximationPatternsFor(rsqrt)...)
	}
	return ps
}

// oneOf accepts the given op names.
func oneOf(names ...string) func(string) bool {
	return func(n string) bool {
		for _, m := range names {
			if m == n {
				return true
			}
		}
		return false
	}
}

// isF32 reports whether v's (element) type is f32.
func isF32(v *ir.Value) bool {
	f, ok := elementType(v.Type()).(*ir.FloatType)
	return ok && f.Kind == ir.F32
}

// reuseF32Expansion computes an op whose operands and results share one
// float type narrower than f32 in f32: operands extended, result
// truncated back.
func reuseF32Expansion(op *ir.Operation, rw *rewrite.Rewriter) bool {
	if op.NumResults() == 0 {
		return false
	}
	orig := op.Result(0).Type()
	for i := 1; i < op.NumResults(); i++ {
		if op.Result(i).Type() != orig {
			return false
		}
	}
	for i := 0; i < op.NumOperands(); i++ {
		if op.Operand(i).Type() != orig {
			return false
		}
	}
	f, ok := elementType(orig).(*ir.FloatType)
	if !ok || f.Kind == ir.F32 || ir.BitWidth(f) > 32 {
		return false
	}
	f32 := withElement(rw.Ctx, orig, rw.Ctx.FloatType(ir.F32))
	rw.SetInsertionPoint(op)
	operands := make([]*ir.Value, op.NumOperands())
	for i := range operands {
		operands[i] = create(rw, op.Loc(), "arith.extf", []*ir.Value{op.Operand(i)}, f32)
	}
	st := &ir.OperationState{Loc: op.Loc(), Name: op.Info(), Operands: operands, Types: []ir.Type{f32}, Props: op.Props()}
	if d := op.Attrs(); d != nil {
		st.Attrs = d.Entries
	}
	r := rw.Create(st).Result(0)
	rw.ReplaceOp(op, []*ir.Value{create(rw, op.Loc(), "arith.truncf", []*ir.Value{r}, orig)})
	return true
}

// replace replaces op's result by v.
func replace(rw *rewrite.Rewriter, op *ir.Operation, v *ir.Value) bool {
	rw.ReplaceOp(op, []*ir.Value{v})
	return true
}

func atanApprox(op *ir.Operation, rw *rewrite.Rewriter) bool {
	operand := op.Operand(0)
	if !isF32(operand) {
		return false
	}
	a := newApprox(op, rw, operand)
	abs := a.un("math.absf", operand)
	one := a.bf64(1)
	twoThirds := a.bf64(0.66)
	cmp2 := a.cmpf(cmpOGT, abs, twoThirds)
	addOne := a.add(abs, one)
	subOne := a.sub(abs, one)
	xnum := a.sel(cmp2, subOne, abs)
	xden := a.sel(cmp2, addOne, one)
	tan3pio8 := a.bf64(2.41421356237309504880)
	cmp1 := a.cmpf(cmpOGT, abs, tan3pio8)
	xnum = a.sel(cmp1, one, xnum)
	xden = a.sel(cmp1, abs, xden)
	x := a.div(xnum, xden)
	xx := a.mul(x, x)
	p := consts64(a, -8.750608600031904122785e-01, -1.615753718733365076637e+01, -7.500855792314704667340e+01,
		-1.228866684490136173410e+02, -6.485021904942025371773e+01)
	q := consts64(a, +2.485846490142306297962e+01, +1.650270098316988542046e+02, +4.328810604912902668951e+02,
		+4.853903996359136964868e+02, +1.945506571482613964425e+02)
	n := p[0]
	for _, c := range p[1:] {
		n = a.fma(xx, n, c)
	}
	n = a.mul(n, xx)
	d := q[0]
	for _, c := range q[1:] {
		d = a.fma(xx, d, c)
	}
	ans0 := a.fma(a.div(n, d), x, x)
	mpi4 := a.bf64(stdmath.Pi / 4)
	ans := a.sel(cmp2, a.add(mpi4, ans0), ans0)
	mpi2 := a.bf64(stdmath.Pi / 2)
	ans = a.sel(cmp1, a.sub(mpi2, ans0), ans)
	return replace(rw, op, a.bin("math.copysign", ans, operand))
}

// consts64 is broadcast f32 constants of the float64 values, in order.
func consts64(a *approx, vs ...float64) []*ir.Value {
	r := make([]*ir.Value, len(vs))
	for i, v := range vs {
		r[i] = a.bf64(v)
	}
	return r
}

// f32Consts is broadcast f32 constants of the values, in order.
func f32Consts(a *approx, vs ...float32) []*ir.Value {
	r := make([]*ir.Value, len(vs))
	for i, v := range vs {
		r[i] = a.bf32(v)
	}
	return r
}

func atan2Approx(op *ir.Operation, rw *rewrite.Rewriter) bool {
	y, x := op.Operand(0), op.Operand(1)
	if !isF32(x) {
		return false
	}
	a := newApprox(op, rw, op.Result(0))
	atan := a.un("math.atan", a.div(y, x))
	zero := a.bf32(0)
	pi := a.bf32(3.14159265359)
	addPi := a.add(atan, pi)
	subPi := a.sub(atan, pi)
	flipped := a.sel(a.cmpf(cmpOGT, atan, zero), subPi, addPi)
	result := a.sel(a.cmpf(cmpOGT, x, zero), atan, flipped)
	xZero := a.cmpf(cmpOEQ, x, zero)
	yGt := a.cmpf(cmpOGT, y, zero)
	isHalfPi := a.bin("arith.andi", xZero, yGt)
	result = a.sel(isHalfPi, a.bf32(1.57079632679), result)
	yLt := a.cmpf(cmpOLT, y, zero)
	isNegHalfPi := a.bin("arith.andi", xZero, yLt)
	result = a.sel(isNegHalfPi, a.bf32(-1.57079632679), result)
	yZero := a.cmpf(cmpOEQ, y, zero)
	isNan := a.bin("arith.andi", xZero, yZero)
	result = a.sel(isNan, a.bcast(a.f32FromBits(0x7fc00000)), result)
	return replace(rw, op, result)
}

func tanhApprox(op *ir.Operation, rw *rewrite.Rewriter) bool {
	operand := op.Operand(0)
	if !isF32(operand) {
		return false
	}
	a := newApprox(op, rw, operand)
	minusClamp := a.bf32(-7.99881172180175781)
	plusClamp := a.bf32(7.99881172180175781)
	x := a.clamp(operand, minusClamp, plusClamp)
	tiny := a.bf32(0.0004)
	tinyMask := a.cmpf(cmpOLT, a.un("math.absf", operand), tiny)
	alpha := f32Consts(a, 4.89352455891786e-03, 6.37261928875436e-04, 1.48572235717979e-05, 5.12229709037114e-08,
		-8.60467152213735e-11, 2.00018790482477e-13, -2.76076847742355e-16)
	beta := f32Consts(a, 4.89352518554385e-03, 2.26843463243900e-03, 1.18534705686654e-04, 1.19825839466702e-06)
	x2 := a.mul(x, x)
	p := a.fma(x2, alpha[6], alpha[5])
	for i := 4; i >= 0; i-- {
		p = a.fma(x2, p, alpha[i])
	}
	p = a.mul(x, p)
	q := a.fma(x2, beta[3], beta[2])
	q = a.fma(x2, q, beta[1])
	q = a.fma(x2, q, beta[0])
	return replace(rw, op, a.sel(tinyMask, x, a.div(p, q)))
}

// ln2 and log2e are ln(2) and log2(e) rounded to f32.
const (
	ln2   = 0.693147180559945309417232121458176568075500134360255254120680009493393621
	log2e = 1.442695040888963407359924681001892137426645954152985934135449406931109219
)

func logApprox(op *ir.Operation, rw *rewrite.Rewriter) bool  { return approxLog(op, rw, false) }
func log2Approx(op *ir.Operation, rw *rewrite.Rewriter) bool { return approxLog(op, rw, true) }

// approxLog approximates log (base 2 when base2) after Cephes.
func approxLog(op *ir.Operation, rw *rewrite.Rewriter, base2 bool) bool {
	operand := op.Operand(0)
	if !isF32(operand) {
		return false
	}
	a := newApprox(op, rw, operand)
	zero := a.bf32(0)
	one := a.bf32(1)
	negHalf := a.bf32(-0.5)
	minNormPos := a.bcast(a.f32FromBits(0x00800000))
	minusInf := a.bcast(a.f32FromBits(0xff800000))
	posInf := a.bcast(a.f32FromBits(0x7f800000))
	nan := a.bcast(a.f32FromBits(0x7fc00000))
	sqrthf := a.bf32(0.707106781186547524)
	p := f32Consts(a, 7.0376836292e-2, -1.1514610310e-1, 1.1676998740e-1, -1.2420140846e-1, +1.4249322787e-1,
		-1.6668057665e-1, +2.0000714765e-1, -2.4999993993e-1, +3.3333331174e-1)
	x := a.selectCmp(cmpUGT, operand, minNormPos)
	x, e := a.frexp(x, true)
	mask := a.cmpf(cmpOLT, x, sqrthf)
	tmp := a.sel(mask, x, zero)
	x = a.sub(x, one)
	e = a.sub(e, a.sel(mask, one, zero))
	x = a.add(x, tmp)
	x2 := a.mul(x, x)
	x3 := a.mul(x2, x)
	y0 := a.fma(p[0], x, p[1])
	y1 := a.fma(p[3], x, p[4])
	y2 := a.fma(p[6], x, p[7])
	y0 = a.fma(y0, x, p[2])
	y1 = a.fma(y1, x, p[5])
	y2 = a.fma(y2, x, p[8])
	y0 = a.fma(y0, x3, y1)
	y0 = a.fma(y0, x3, y2)
	y0 = a.mul(y0, x3)
	y0 = a.fma(negHalf, x2, y0)
	x = a.add(x, y0)
	if base2 {
		x = a.fma(x, a.bf32(log2e), e)
	} else {
		x = a.fma(e, a.bf32(ln2), x)
	}
	invalid := a.cmpf(cmpULT, operand, zero)
	isZero := a.cmpf(cmpOEQ, operand, zero)
	isPosInf := a.cmpf(cmpOEQ, operand, posInf)
	r := a.sel(isPosInf, posInf, x)
	r = a.sel(invalid, nan, r)
	return replace(rw, op, a.sel(isZero, minusInf, r))
}

func log1pApprox(op *ir.Operation, rw *rewrite.Rewriter) bool {
	x := op.Operand(0)
	if !isF32(x) {
		return false
	}
	a := newApprox(op, rw, x)
	one := a.bf32(1)
	u := a.add(x, one)
	uSmall := a.cmpf(cmpOEQ, u, one)
	logU := a.un("math.log", u)
	uInf := a.cmpf(cmpOEQ, u, logU)
	logLarge := a.mul(x, a.div(logU, a.sub(u, one)))
	return replace(rw, op, a.sel(a.bin("arith.ori", uSmall, uInf), x, logLarge))
}

// f32OrF16 is v's element type when it is f32 or f16.
func f32OrF16(v *ir.Value) (*ir.FloatType, bool) {
	f, ok := elementType(v.Type()).(*ir.FloatType)
	return f, ok && (f.Kind == ir.F32 || f.Kind == ir.F16)
}

func asinApprox(op *ir.Operation, rw *rewrite.Rewriter) bool {
	operand := op.Operand(0)
	el, ok := f32OrF16(operand)
	if !ok {
		return false
	}
	a := newApprox(op, rw, operand)
	c := func(v float64) *ir.Value { return a.bcast(a.floatCst(float32(v), el)) }
	abso := a.un("math.absf", operand)
	aa := a.mul(operand, operand)
	opp := a.un("math.sqrt", a.sub(c(1), aa))
	gt := a.cmpf(cmpOGT, aa, c(0.5))
	x := a.sel(gt, opp, abso)
	s := a.mul(x, x)
	q := a.mul(s, s)
	r := c(5.5579749017470502e-2)
	t := c(-6.2027913464120114e-2)
	rs := []float64{5.4224464349245036e-2, 1.5268872539397656e-2, 1.4106045900607047e-2, 2.2372961589651054e-2, 4.4642857881094775e-2}
	ts := []float64{-1.1326992890324464e-2, 1.0493798473372081e-2, 1.7339776384962050e-2, 3.0381912707941005e-2, 7.4999999991367292e-2}
	for i := range rs {
		r = a.fma(r, q, c(rs[i]))
		t = a.fma(t, q, c(ts[i]))
	}
	r = a.fma(r, s, t)
	r = a.fma(r, s, c(1.6666666666670193e-1))
	t = a.mul(x, s)
	r = a.fma(r, t, x)
	rsub := a.sub(c(1.57079632679), r)
	r = a.sel(gt, rsub, r)
	return replace(rw, op, a.bin("math.copysign", r, operand))
}

func acosApprox(op *ir.Operation, rw *rewrite.Rewriter) bool {
	operand := op.Operand(0)
	el, ok := f32OrF16(operand)
	if !ok {
		return false
	}
	a := newApprox(op, rw, operand)
	c := func(v float64) *ir.Value { return a.bcast(a.floatCst(float32(v), el)) }
	negOperand := a.neg(operand)
	zero := c(0)
	half := c(0.5)
	negOne := c(-1)
	selR := a.cmpf(cmpOGT, operand, zero)
	r := a.sel(selR, negOperand, operand)
	chk := c(-0.5625)
	firstPred := a.cmpf(cmpOGT, r, chk)
	k1 := c(9.3282184640716537e-1)
	k2 := c(1.6839188885261840e+0)
	trueVal := a.fma(k1, k2, a.un("math.asin", r))
	falseVal := a.un("math.sqrt", a.fma(half, r, half))
	falseVal = a.un("math.asin", falseVal)
	falseVal = a.mul(c(2), falseVal)
	r = a.sel(firstPred, trueVal, falseVal)
	gtNegOne := a.cmpf(cmpOGE, operand, negOne)
	ltZero := a.cmpf(cmpOLT, operand, zero)
	between := a.bin("arith.andi", gtNegOne, ltZero)
	k3 := c(1.8656436928143307e+0)
	k4 := c(1.6839188885261840e+0)
	trueVal = a.fma(k3, k4, a.neg(r))
	return replace(rw, op, a.sel(between, trueVal, r))
}

// erfP and erfQ are erf's numerator and denominator coefficients on its
// three intervals; erfOffsets and erfBounds delimit the intervals.
var (
	erfP = [3][5]float32{
		{+0.00000000000000000e+00, +1.12837916222975858e+00, -5.23018562988006470e-01, +2.09741709609267072e-01, +2.58146801602987875e-02},
		{+0.00000000000000000e+00, +1.12750687816789140e+00, -3.64721408487825775e-01, +1.18407396425136952e-01, +3.70645533056476558e-02},
		{-3.30093071049483172e-03, +3.51961938357697011e-03, -1.41373622814988039e-03, +2.53447094961941348e-04, -1.71048029455037401e-05},
	}
	erfQ = [3][5]float32{
		{+1.000000000000000000e+00, -4.635138185962547255e-01, +5.192301327279782447e-01, -1.318089722204810087e-01, +7.397964654672315005e-02},
		{+1.00000000000000000e+00, -3.27607011824493086e-01, +4.48369090658821977e-01, -8.83462621207857930e-02, +5.72442770283176093e-02},
		{+1.00000000000000000e+00, -2.06069165953913769e+00, +1.62705939945477759e+00, -5.83389859211130017e-01, +8.21908939856640930e-02},
	}
	erfOffsets = [3]float32{0, 0, 1}
	erfBounds  = [3]float32{0.8, 2, 3.75}
)

func erfApprox(op *ir.Operation, rw *rewrite.Rewriter) bool {
	operand := op.Operand(0)
	el, ok := f32OrF16(operand)
	if !ok {
		return false
	}
	a := newApprox(op, rw, operand)
	c := func(v float32) *ir.Value { return a.bcast(a.floatCst(v, el)) }
	zero := c(0)
	one := c(1)
	var pp, qq [3][5]*ir.Value
	for j := range erfP {
		for i := range erfP[j] {
			pp[j][i] = c(erfP[j][i])
		}
	}
	for j := range erfQ {
		for i := range erfQ[j] {
			qq[j][i] = c(erfQ[j][i])
		}
	}
	var offsets, bounds [3]*ir.Value
	for j := range offsets {
		offsets[j] = c(erfOffsets[j])
	}
	for j := range bounds {
		bounds[j] = c(erfBounds[j])
	}
	isNeg := a.cmpf(cmpOLT, operand, zero)
	x := a.sel(isNeg, a.neg(operand), operand)
	offset := offsets[0]
	p, q := pp[0], qq[0]
	for j := 0; j < 2; j++ {
		less := a.cmpf(cmpOLT, x, bounds[j])
		for i := range p {
			p[i] = a.sel(less, p[i], pp[j+1][i])
			q[i] = a.sel(less, q[i], qq[j+1][i])
		}
		offset = a.sel(less, offset, offsets[j+1])
	}
	lessLast := a.cmpf(cmpULT, x, bounds[2])
	pPoly := a.polynomial(p[:], x)
	qPoly := a.polynomial(q[:], x)
	formula := a.add(offset, a.div(pPoly, qPoly))
	formula = a.sel(lessLast, formula, one)
	negFormula := a.neg(formula)
	return replace(rw, op, a.sel(isNeg, negFormula, formula))
}

// erfcP are erfc's polynomial coefficients, highest degree first.
var erfcP = []float32{
	-0x1.a4a000p-12, -0x1.42a260p-10, 0x1.585714p-10, 0x1.1adcc4p-07, -0x1.081b82p-07,
	-0x1.bc0b6ap-05, 0x1.4ffc46p-03, -0x1.540840p-03, -0x1.7bf616p-04, 0x1.1ba03ap-02,
}

func erfcApprox(op *ir.Operation, rw *rewrite.Rewriter) bool {
	x := op.Operand(0)
	if !isF32(x) {
		return false
	}
	a := newApprox(op, rw, x)
	trueValue := a.bcast(a.constant(a.ctx.I(1), a.ctx.BoolAttr(true)))
	zero := a.bf32(0)
	one := a.bf32(1)
	oneHalf := a.bf32(0.5)
	neg4 := a.bf32(-4)
	neg2 := a.bf32(-2)
	pos2 := a.bf32(2)
	posInf := a.bcast(a.f32FromBits(0x7f800000))
	clampVal := a.bf32(10.0546875)
	abs := a.un("math.absf", x)
	p := a.add(abs, pos2)
	r := a.div(one, p)
	q := a.fma(neg4, r, one)
	t := a.fma(a.add(q, one), neg2, abs)
	e := a.fma(a.neg(abs), q, t)
	q = a.fma(r, e, q)
	p = a.bf32(erfcP[0])
	for _, v := range erfcP[1:] {
		p = a.fma(p, q, a.bf32(v))
	}
	d := a.fma(pos2, abs, one)
	r = a.div(one, d)
	q = a.fma(p, r, r)
	negfa := a.neg(abs)
	fmaqah := a.fma(q, negfa, oneHalf)
	psubq := a.sub(p, q)
	e = a.fma(fmaqah, pos2, psubq)
	r = a.fma(e, r, q)
	s := a.mul(abs, abs)
	e = a.un("math.exp", a.neg(s))
	t = a.fma(a.neg(abs), abs, s)
	r = a.fma(r, e, a.mul(a.mul(r, e), t))
	notLessThanInf := a.bin("arith.xori", a.cmpf(cmpOLT, abs, posInf), trueValue)
	r = a.sel(notLessThanInf, a.add(x, x), r)
	r = a.sel(a.cmpf(cmpOGT, abs, clampVal), zero, r)
	isNegative := a.cmpf(cmpOLT, x, zero)
	return replace(rw, op, a.sel(isNegative, a.sub(pos2, r), r))
}

// clampWithNormals bounds x to [lo, hi] with uge/ule selects.
func (a *approx) clampWithNormals(x *ir.Value, lo, hi float32) *ir.Value {
	x = a.selectCmp(cmpUGE, x, a.bf32(lo))
	return a.selectCmp(cmpULE, x, a.bf32(hi))
}

func expApprox(op *ir.Operation, rw *rewrite.Rewriter) bool {
	if !isF32(op.Result(0)) {
		return false
	}
	a := newApprox(op, rw, op.Operand(0))
	half := a.bf32(0.5)
	one := a.bf32(1)
	log2ef := a.bf32(1.44269504088896341)
	c1 := a.bf32(-0.693359375)
	c2 := a.bf32(2.12194440e-4)
	p := f32Consts(a, 1.9875691500e-4, 1.3981999507e-3, 8.3334519073e-3, 4.1665795894e-2, 1.6666665459e-1, 5.0000001201e-1)
	x := a.clampWithNormals(op.Operand(0), -87.8, 88.8)
	n := a.un("math.floor", a.fma(x, log2ef, half))
	n = a.clampWithNormals(n, -127, 127)
	x = a.fma(c1, n, x)
	x = a.fma(c2, n, x)
	z := a.fma(x, p[0], p[1])
	for _, c := range p[2:] {
		z = a.fma(z, x, c)
	}
	z = a.fma(z, a.mul(x, x), x)
	z = a.add(one, z)
	nI32 := a.op("arith.fptosi", a.shaped(a.ctx.I(32)), n)
	return replace(rw, op, a.mul(z, a.exp2I32(nI32)))
}

func expm1Approx(op *ir.Operation, rw *rewrite.Rewriter) bool {
	x := op.Operand(0)
	if !isF32(x) {
		return false
	}
	a := newApprox(op, rw, x)
	one := a.bf32(1)
	negOne := a.bf32(-1)
	u := a.un("math.exp", x)
	uEqOneOrNaN := a.cmpf(cmpUEQ, u, one)
	uMinusOne := a.sub(u, one)
	uMinusOneEqNegOne := a.cmpf(cmpOEQ, uMinusOne, negOne)
	logU := a.un("math.log", u)
	isInf := a.cmpf(cmpOEQ, logU, u)
	expm1 := a.mul(uMinusOne, a.div(x, logU))
	expm1 = a.sel(isInf, u, expm1)
	return replace(rw, op, a.sel(uEqOneOrNaN, x, a.sel(uMinusOneEqNegOne, negOne, expm1)))
}

func sinApprox(op *ir.Operation, rw *rewrite.Rewriter) bool { return sinCos(op, rw, true) }
func cosApprox(op *ir.Operation, rw *rewrite.Rewriter) bool { return sinCos(op, rw, false) }

// sinCos approximates sin or cos on [0, pi/2] and maps the quadrant.
func sinCos(op *ir.Operation, rw *rewrite.Rewriter, isSine bool) bool {
	x := op.Operand(0)
	if !isF32(x) {
		return false
	}
	a := newApprox(op, rw, x)
	i32 := a.shaped(a.ctx.I(32))
	cmpi := func(pred int64, l, r *ir.Value) *ir.Value {
		return create(a.rw, a.loc, "arith.cmpi", []*ir.Value{l, r}, withElement(a.ctx, l.Type(), a.ctx.I(1)),
			ir.NamedAttr{Name: "predicate", Value: a.ctx.IntAttr(a.ctx.I(64), pred)})
	}
	const cmpEQ, cmpSGT = 0, 4
	twoOverPi := a.bf32(float32(2 / stdmath.Pi))
	piOverTwo := a.bf32(float32(stdmath.Pi / 2))
	k := a.un("math.floor", a.mul(x, twoOverPi))
	y := a.sub(x, a.mul(k, piOverTwo))
	one := a.bf32(1)
	negOne := a.bf32(-1)
	sc := f32Consts(a, -0.16666667163372039794921875, 8.333347737789154052734375e-3,
		-1.9842604524455964565277099609375e-4, 2.760012648650445044040679931640625e-6,
		-2.50293279435709337121807038784027099609375e-8)
	cc := f32Consts(a, -0.5, 4.166664183139801025390625e-2, -1.388833043165504932403564453125e-3,
		2.47562347794882953166961669921875e-5, -2.59630184018533327616751194000244140625e-7)
	kMod4 := a.bin("arith.andi", a.op("arith.fptosi", i32, k), a.bcast(a.i32(3)))
	var kr [4]*ir.Value
	for i := range kr {
		kr[i] = cmpi(cmpEQ, kMod4, a.bcast(a.i32(int32(i))))
	}
	var useCos, negative *ir.Value
	if isSine {
		useCos = a.bin("arith.ori", kr[1], kr[3])
		negative = cmpi(cmpSGT, kMod4, a.bcast(a.i32(1)))
	} else {
		useCos = a.bin("arith.ori", kr[0], kr[2])
		negative = a.bin("arith.ori", kr[1], kr[2])
	}
	y2 := a.mul(y, y)
	base := a.sel(useCos, one, y)
	var cs [5]*ir.Value
	for i := range cs {
		cs[i] = a.sel(useCos, cc[i], sc[i])
	}
	v := a.fma(y2, cs[4], cs[3])
	v = a.fma(y2, v, cs[2])
	v = a.fma(y2, v, cs[1])
	v = a.fma(y2, v, cs[0])
	v = a.fma(y2, v, one)
	v = a.mul(base, v)
	return replace(rw, op, a.sel(negative, a.mul(negOne, v), v))
}

func cbrtApprox(op *ir.Operation, rw *rewrite.Rewriter) bool {
	operand := op.Operand(0)
	if !isF32(operand) {
		return false
	}
	a := newApprox(op, rw, operand)
	floatTy := a.shaped(a.ctx.FloatType(ir.F32))
	intTy := a.shaped(a.ctx.I(32))
	two := a.bcast(a.i32(2))
	four := a.bcast(a.i32(4))
	eight := a.bcast(a.i32(8))
	magic := a.bcast(a.i32(0x2a5137a0))
	third := a.bf32(0.33333333)
	fpTwo := a.bf32(2)
	fpZero := a.bf32(0)
	abs := a.un("math.absf", operand)
	iv := a.op("arith.bitcast", intTy, abs)
	by4 := a.bin("arith.shrsi", iv, two)
	by16 := a.bin("arith.shrsi", iv, four)
	iv = a.bin("arith.addi", by4, by16)
	by16 = a.bin("arith.shrsi", iv, four)
	iv = a.bin("arith.addi", iv, by16)
	by256 := a.bin("arith.shrsi", iv, eight)
	iv = a.bin("arith.addi", iv, by256)
	iv = a.bin("arith.addi", iv, magic)
	fv := a.op("arith.bitcast", floatTy, iv)
	for i := 0; i < 2; i++ {
		squared := a.mul(fv, fv)
		mulTwo := a.mul(fv, fpTwo)
		divSquared := a.div(abs, squared)
		fv = a.mul(a.add(mulTwo, divSquared), third)
	}
	isZero := a.cmpf(cmpOEQ, abs, fpZero)
	fv = a.sel(isZero, fpZero, fv)
	return replace(rw, op, a.bin("math.copysign", fv, operand))
}

func rsqrtApprox(op *ir.Operation, rw *rewrite.Rewriter) bool {
	x := op.Operand(0)
	if !isF32(x) {
		return false
	}
	vt, ok := x.Type().(*ir.VectorType)
	if !ok || len(vt.Shape) == 0 || vt.Shape[len(vt.Shape)-1]%8 != 0 {
		return false
	}
	a := newApprox(op, rw, x)
	posInf := a.bcast(a.f32FromBits(0x7f800000))
	onePointFive := a.bf32(1.5)
	negHalf := a.bf32(-0.5)
	minNormPos := a.bcast(a.f32FromBits(0x00800000))
	negHalfX := a.mul(x, negHalf)
	ltMin := a.cmpf(cmpOLT, x, minNormPos)
	isInf := a.cmpf(cmpOEQ, x, posInf)
	notNormalFinite := a.bin("arith.ori", ltMin, isInf)
	y := a.unrollTo1D([]*ir.Value{x}, 8, func(vs []*ir.Value) *ir.Value {
		return a.un("x86vector.avx.rsqrt", vs[0])
	})
	inner := a.mul(negHalfX, y)
	f := a.fma(y, inner, onePointFive)
	newton := a.mul(y, f)
	return replace(rw, op, a.sel(notNormalFinite, y, newton))
}
