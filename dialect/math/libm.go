package math

import (
	gomath "math"
	"math/big"
)

// Upstream folds most transcendental ops by calling the host C library
// (libm) on f32 and f64 constants (the float functions for f32). gomlir has
// no C library: the functions here fold every such op to the correctly
// rounded result (libmbig.go evaluates it to far more precision than the
// type has; for f32 a double-precision evaluation decides when it lies far
// enough from a rounding boundary), which is glibc's result wherever glibc
// is correctly rounded, and reproduce the input classes where glibc's
// evaluation is known and not correctly rounded (logPlusLn2, erfTiny). The
// special values follow glibc 2.36 on x86-64 (IEEE 754 and C's Annex F:
// zeros, infinities, NaN payloads, domain errors, whose invalid operations
// return the negative default NaN, positive for acos and asin).
//
// testdata/glibc_libm.txt.gz holds glibc's results on about 2000 inputs
// per function and type (testdata/libmgen/gen.sh regenerates it);
// libm_table_test.go measures the agreement, bit for bit: 99.5% or more
// for exp, exp2, log, log2 and pow of both widths and f64 sin, cos, tan,
// asin, acos, atan and atan2, whose glibc functions are correctly rounded
// or nearly so; 99.2% for f32 sin and cos; 85-98% elsewhere, where glibc's
// functions err by up to one or two ulps on ordinary arguments.
// Where upstream does not fold (logarithms of negative values, log1p below
// -1) the functions report false.

// libmFn computes a libm function of an f32 (f32 true) or f64 value, held
// as a float64; ok is false where upstream does not fold.
type libmFn func(x float64, f32 bool) (r float64, ok bool)

var (
	posInf = gomath.Inf(1)
	negInf = gomath.Inf(-1)
	// defaultNaN is what an invalid operation returns on x86-64.
	defaultNaN = gomath.Float64frombits(0xfff8000000000000)
	// positiveNaN is what glibc's acos and asin return out of their domain.
	positiveNaN = gomath.Float64frombits(0x7ff8000000000000)
)

// quiet returns the NaN x with its quiet bit set (what libm returns for a
// NaN argument: x+x).
func quiet(x float64) float64 {
	return gomath.Float64frombits(gomath.Float64bits(x) | 1<<51)
}

func isNaN(x float64) bool { return x != x }

// tol32 bounds the relative error of the double-precision approximations
// used for f32 results (Go's math functions and short formulas over them
// err by a few double ulps, far below 2^-40).
const tol32 = 0x1p-36

// far32 reports whether every real value within tol32 (relative) of the
// double v rounds to the same f32 as v.
func far32(v float64) bool {
	a := gomath.Abs(v)
	if a == 0 || isNaN(a) || gomath.IsInf(a, 0) {
		return false
	}
	r := float64(float32(a))
	var lo, hi float64
	switch {
	case a > gomath.MaxFloat32:
		lo, hi = gomath.MaxFloat32, 0x1p128
	case r <= a:
		lo, hi = r, float64(gomath.Nextafter32(float32(r), float32(posInf)))
		if hi > gomath.MaxFloat32 {
			hi = 0x1p128
		}
	default:
		lo, hi = float64(gomath.Nextafter32(float32(r), 0)), r
	}
	return gomath.Abs(a-(lo+hi)/2) > a*tol32
}

// round returns the value v of the high-precision evaluation rounded to
// the type.
func round(v *big.Float, f32 bool) float64 {
	if f32 {
		r, _ := v.Float32()
		return float64(r)
	}
	r, _ := v.Float64()
	return r
}

// rounded returns f(x) correctly rounded to the type: exact is the
// high-precision evaluation, approx (for f32) a double-precision one.
func rounded(x float64, f32 bool, approx func(float64) float64, exact func(float64) *big.Float) (float64, bool) {
	if f32 && approx != nil {
		if v := approx(x); far32(v) {
			return float64(float32(v)), true
		}
	}
	return round(exact(x), f32), true
}

func fnAcos(x float64, f32 bool) (float64, bool) {
	switch {
	case isNaN(x):
		return quiet(x), true
	case x == 1:
		return 0, true
	case x > 1 || x < -1:
		return positiveNaN, true
	case x == -1:
		return round(bigK().pi, f32), true
	}
	// acos x = 2 atan(sqrt((1 - x) / (1 + x))), without cancellation.
	return rounded(x, f32, gomath.Acos, func(x float64) *big.Float {
		t := newF().Quo(newF().Sub(ival(1), fl(x)), newF().Add(ival(1), fl(x)))
		r := bigAtan(t.Sqrt(t))
		return r.SetMantExp(r, 1)
	})
}

func fnAcosh(x float64, f32 bool) (float64, bool) {
	switch {
	case isNaN(x):
		return quiet(x), true
	case x == 1:
		return 0, true
	case x < 1:
		return defaultNaN, true
	case x == posInf:
		return x, true
	}
	if x >= 0x1p28 {
		return logPlusLn2(x, f32), true
	}
	// acosh x = log1p(d + sqrt(d (x + 1))) with d = x - 1.
	return rounded(x, f32, gomath.Acosh, func(x float64) *big.Float {
		d := newF().Sub(fl(x), ival(1))
		s := newF().Mul(d, newF().Add(fl(x), ival(1)))
		return bigLog1p(s.Add(s.Sqrt(s), d))
	})
}

func fnAsin(x float64, f32 bool) (float64, bool) {
	switch {
	case isNaN(x):
		return quiet(x), true
	case x == 0:
		return x, true
	case x > 1 || x < -1:
		return positiveNaN, true
	case x == 1 || x == -1:
		return gomath.Copysign(round(bigK().halfPi, f32), x), true
	}
	// asin x = atan(x / sqrt(1 - x^2)).
	return rounded(x, f32, gomath.Asin, func(x float64) *big.Float {
		d := newF().Mul(fl(x), fl(x))
		d.Sub(ival(1), d)
		return bigAtan(newF().Quo(fl(x), d.Sqrt(d)))
	})
}

func fnAsinh(x float64, f32 bool) (float64, bool) {
	switch {
	case isNaN(x):
		return quiet(x), true
	case x == 0 || gomath.IsInf(x, 0):
		return x, true
	}
	if gomath.Abs(x) > 0x1p28 {
		return gomath.Copysign(logPlusLn2(gomath.Abs(x), f32), x), true
	}
	// asinh |x| = log1p(|x| + x^2 / (1 + sqrt(1 + x^2))).
	return rounded(x, f32, gomath.Asinh, func(x float64) *big.Float {
		a := fl(gomath.Abs(x))
		x2 := newF().Mul(a, a)
		d := newF().Add(x2, ival(1))
		d.Add(d.Sqrt(d), ival(1))
		r := bigLog1p(a.Add(a, x2.Quo(x2, d)))
		if x < 0 {
			r.Neg(r)
		}
		return r
	})
}

func fnAtan(x float64, f32 bool) (float64, bool) {
	switch {
	case isNaN(x):
		return quiet(x), true
	case x == 0:
		return x, true
	case gomath.IsInf(x, 0):
		return gomath.Copysign(round(bigK().halfPi, f32), x), true
	}
	return rounded(x, f32, gomath.Atan, func(x float64) *big.Float { return bigAtan(fl(x)) })
}

func fnAtanh(x float64, f32 bool) (float64, bool) {
	switch {
	case isNaN(x):
		return quiet(x), true
	case x == 0:
		return x, true
	case x == 1 || x == -1:
		return gomath.Copysign(posInf, x), true
	case x > 1 || x < -1:
		return defaultNaN, true
	}
	// atanh x = log1p(2x / (1 - x)) / 2.
	return rounded(x, f32, gomath.Atanh, func(x float64) *big.Float {
		t := newF().Quo(fl(2*x), newF().Sub(ival(1), fl(x)))
		r := bigLog1p(t)
		return r.SetMantExp(r, -1)
	})
}

// periodic handles the special values of sin and tan: f(±0) = ±0, invalid
// at infinities.
func periodic(x float64) (float64, bool) {
	switch {
	case isNaN(x):
		return quiet(x), true
	case x == 0:
		return x, true
	case gomath.IsInf(x, 0):
		return defaultNaN, true
	}
	return 0, false
}

func fnSin(x float64, f32 bool) (float64, bool) {
	if r, ok := periodic(x); ok {
		return r, ok
	}
	return rounded(x, f32, gomath.Sin, func(x float64) *big.Float {
		s, _ := bigSinCos(x)
		return s
	})
}

func fnTan(x float64, f32 bool) (float64, bool) {
	if r, ok := periodic(x); ok {
		return r, ok
	}
	return rounded(x, f32, gomath.Tan, func(x float64) *big.Float {
		s, c := bigSinCos(x)
		return s.Quo(s, c)
	})
}

func fnCos(x float64, f32 bool) (float64, bool) {
	switch {
	case isNaN(x):
		return quiet(x), true
	case x == 0:
		return 1, true
	case gomath.IsInf(x, 0):
		return defaultNaN, true
	}
	return rounded(x, f32, gomath.Cos, func(x float64) *big.Float {
		_, c := bigSinCos(x)
		return c
	})
}

// hyperLimit is an |x| beyond which sinh and cosh overflow and tanh rounds
// to ±1 in both types.
const hyperLimit = 1000

func fnSinh(x float64, f32 bool) (float64, bool) {
	switch {
	case isNaN(x):
		return quiet(x), true
	case x == 0 || gomath.IsInf(x, 0):
		return x, true
	case gomath.Abs(x) > hyperLimit:
		return gomath.Copysign(posInf, x), true
	}
	return rounded(x, f32, gomath.Sinh, func(x float64) *big.Float {
		if gomath.Abs(x) < 1 {
			// (e + e/(e + 1)) / 2 with e = expm1 x.
			e := bigExpm1(fl(x))
			t := newF().Quo(e, newF().Add(e, ival(1)))
			e.Add(e, t)
			return e.SetMantExp(e, -1)
		}
		e := bigExp(fl(x))
		e.Sub(e, newF().Quo(ival(1), e))
		return e.SetMantExp(e, -1)
	})
}

func fnCosh(x float64, f32 bool) (float64, bool) {
	switch {
	case isNaN(x):
		return quiet(x), true
	case x == 0:
		return 1, true
	case gomath.IsInf(x, 0) || gomath.Abs(x) > hyperLimit:
		return posInf, true
	}
	return rounded(x, f32, gomath.Cosh, func(x float64) *big.Float {
		e := bigExp(fl(x))
		e.Add(e, newF().Quo(ival(1), e))
		return e.SetMantExp(e, -1)
	})
}

// saturating gives the special values of an odd function that tends to
// ±1 (tanh, erf) and is ±1 in every float beyond limit.
func saturating(x, limit float64) (float64, bool) {
	switch {
	case isNaN(x):
		return quiet(x), true
	case x == 0:
		return x, true
	case gomath.IsInf(x, 0) || gomath.Abs(x) > limit:
		return gomath.Copysign(1, x), true
	}
	return 0, false
}

func fnTanh(x float64, f32 bool) (float64, bool) {
	if r, ok := saturating(x, 40); ok {
		return r, true
	}
	// tanh x = e / (e + 2) with e = expm1 2x.
	return rounded(x, f32, gomath.Tanh, func(x float64) *big.Float {
		e := bigExpm1(fl(2 * x))
		return e.Quo(e, newF().Add(e, ival(2)))
	})
}

func fnErf(x float64, f32 bool) (float64, bool) {
	if r, ok := saturating(x, 6); ok {
		return r, true
	}
	if r, ok := erfTiny(x, f32); ok {
		return r, true
	}
	return rounded(x, f32, gomath.Erf, func(x float64) *big.Float {
		r := bigErfSeries(fl(gomath.Abs(x)), workPrec)
		if x < 0 {
			r.Neg(r)
		}
		return r
	})
}

// logPlusLn2 is asinh and acosh of a > 2^28 as glibc evaluates them (it
// is not correctly rounded there): log a + log 2 in the type's arithmetic,
// from the correctly rounded log a and log 2 rounded to the type.
func logPlusLn2(a float64, f32 bool) float64 {
	l, _ := fnLog(a, f32)
	if f32 {
		return float64(float32(l) + float32(gomath.Ln2))
	}
	return l + gomath.Ln2
}

// erfTiny is erf of a small normal x as glibc evaluates it (it is not
// correctly rounded there): the first term of its series, x + c x with
// c = 2/sqrt(pi) - 1 rounded to the type, in the type's arithmetic.
func erfTiny(x float64, f32 bool) (float64, bool) {
	const c = 2/gomath.SqrtPi - 1
	a := gomath.Abs(x)
	if f32 {
		if a < 0x1p-126 || a >= 0x1p-14 {
			return 0, false
		}
		x := float32(x)
		return float64(x + float32(float32(c)*x)), true
	}
	if a < 0x1p-1022 || a >= 0x1p-28 {
		return 0, false
	}
	return x + float64(c*x), true
}

func fnErfc(x float64, f32 bool) (float64, bool) {
	switch {
	case isNaN(x):
		return quiet(x), true
	case x == 0:
		return 1, true
	case x > 30:
		return 0, true
	case x < -7:
		return 2, true
	}
	return rounded(x, f32, gomath.Erfc, func(x float64) *big.Float {
		if x >= 0.5 {
			return bigErfc(fl(x))
		}
		e := bigErfSeries(fl(gomath.Abs(x)), workPrec)
		if x < 0 {
			return e.Add(ival(1), e)
		}
		return e.Sub(ival(1), e)
	})
}

// expLimits returns the arguments beyond which exp overflows to +inf and
// underflows to +0 (with a margin: the results are far from rounding).
func expLimits(f32 bool) (over, under float64) {
	if f32 {
		return 89, -105
	}
	return 710, -746
}

func fnExp(x float64, f32 bool) (float64, bool) {
	over, under := expLimits(f32)
	switch {
	case isNaN(x):
		return quiet(x), true
	case x == 0:
		return 1, true
	case x >= over:
		return posInf, true
	case x <= under:
		return 0, true
	}
	return rounded(x, f32, gomath.Exp, func(x float64) *big.Float { return bigExp(fl(x)) })
}

func fnExp2(x float64, f32 bool) (float64, bool) {
	over, minSub := 1024.0, -1074.0
	if f32 {
		over, minSub = 128, -149
	}
	switch {
	case isNaN(x):
		return quiet(x), true
	case x >= over:
		return posInf, true
	case x < minSub-1:
		return 0, true
	case x == gomath.Trunc(x):
		// 2^n is exact; 2^(minSub-1) is the midpoint between 0 and the
		// least subnormal, which rounds to 0.
		if x < minSub {
			return 0, true
		}
		return gomath.Ldexp(1, int(x)), true
	}
	return rounded(x, f32, gomath.Exp2, func(x float64) *big.Float {
		return bigExp(newF().Mul(fl(x), bigK().ln2))
	})
}

func fnExpm1(x float64, f32 bool) (float64, bool) {
	over, _ := expLimits(f32)
	minusOne := -40.0 // e^x below a quarter ulp of 1
	switch {
	case isNaN(x):
		return quiet(x), true
	case x == 0:
		return x, true
	case x >= over:
		return posInf, true
	case x <= minusOne:
		return -1, true
	}
	return rounded(x, f32, gomath.Expm1, func(x float64) *big.Float { return bigExpm1(fl(x)) })
}

// logCommon is the part of log, log2 and log10 shared by all three; the
// folders do not fold negative arguments (nor -0 and negative NaNs).
func logCommon(x float64) (r float64, ok, done bool) {
	switch {
	case gomath.Signbit(x):
		return 0, false, true
	case isNaN(x):
		return quiet(x), true, true
	case x == 0:
		return negInf, true, true
	case x == 1:
		return 0, true, true
	case x == posInf:
		return x, true, true
	}
	return 0, false, false
}

// logBase folds a logarithm: log x / log base (base nil: e).
func logBase(x float64, f32 bool, approx func(float64) float64, base func() *big.Float) (float64, bool) {
	if r, ok, done := logCommon(x); done {
		return r, ok
	}
	return rounded(x, f32, approx, func(x float64) *big.Float {
		r := bigLog(fl(x))
		if base != nil {
			r.Quo(r, base())
		}
		return r
	})
}

func fnLog(x float64, f32 bool) (float64, bool) { return logBase(x, f32, gomath.Log, nil) }

func fnLog10(x float64, f32 bool) (float64, bool) {
	return logBase(x, f32, gomath.Log10, func() *big.Float { return bigK().ln10 })
}

func fnLog2(x float64, f32 bool) (float64, bool) {
	return logBase(x, f32, gomath.Log2, func() *big.Float { return bigK().ln2 })
}

func fnLog1p(x float64, f32 bool) (float64, bool) {
	switch {
	case isNaN(x):
		if gomath.Signbit(x) {
			return 0, false // x + 1 is negative: not folded
		}
		return quiet(x), true
	case x < -1:
		return 0, false
	case x == 0 || x == posInf:
		return x, true
	case x == -1:
		return negInf, true
	}
	return rounded(x, f32, gomath.Log1p, func(x float64) *big.Float { return bigLog1p(fl(x)) })
}

func fnSqrt(x float64, f32 bool) (float64, bool) {
	if gomath.Signbit(x) {
		return 0, false // negative arguments are not folded
	}
	if isNaN(x) {
		return quiet(x), true
	}
	return gomath.Sqrt(x), true // correctly rounded (also for f32: no double rounding)
}

func fnRound(x float64, _ bool) (float64, bool) {
	if isNaN(x) {
		return quiet(x), true
	}
	return gomath.Round(x), true
}

func fnTrunc(x float64, _ bool) (float64, bool) {
	if isNaN(x) {
		return quiet(x), true
	}
	return gomath.Trunc(x), true
}

// fnAtan2 is atan2(y, x); atan2(±0, ±0) is the caller's.
func fnAtan2(y, x float64, f32 bool) (float64, bool) {
	switch {
	case isNaN(x):
		return quiet(x), true
	case isNaN(y):
		return quiet(y), true
	case y == 0 && !gomath.Signbit(x):
		return y, true
	case x == posInf && !gomath.IsInf(y, 0):
		return gomath.Copysign(0, y), true
	}
	c := bigK()
	var v *big.Float
	switch {
	case gomath.IsInf(y, 0) && gomath.IsInf(x, 0):
		v = newF().SetMantExp(c.pi, -2) // pi/4
		if x < 0 {
			v.Mul(v, ival(3))
		}
	case gomath.IsInf(y, 0) || x == 0:
		v = newF().Set(c.halfPi)
	case y == 0 || x == negInf:
		v = newF().Set(c.pi)
	default:
		return rounded(y, f32, func(y float64) float64 { return gomath.Atan2(y, x) }, func(y float64) *big.Float {
			v := bigAtan(newF().Quo(fl(y), fl(x)))
			if x < 0 {
				if y < 0 {
					return v.Sub(v, c.pi)
				}
				return v.Add(v, c.pi)
			}
			return v
		})
	}
	if gomath.Signbit(y) {
		v.Neg(v)
	}
	return round(v, f32), true
}

// oddInt reports an odd integral y.
func oddInt(y float64) bool {
	return y == gomath.Trunc(y) && gomath.Abs(y) < 1<<53 && int64(y)%2 != 0
}

// fnPow is pow(x, y). pow(sNaN, 0) and pow(1, sNaN) are the caller's (NaN,
// where pow is otherwise 1).
func fnPow(x, y float64, f32 bool) (float64, bool) {
	switch {
	case y == 0 || x == 1:
		return 1, true
	case isNaN(x):
		// glibc's pow negates x, the sign of a NaN too, for odd integral y.
		if oddInt(y) {
			return gomath.Abs(quiet(x)), true
		}
		return quiet(x), true
	case isNaN(y):
		return quiet(y), true
	case gomath.IsInf(x, 0) || gomath.IsInf(y, 0) || x == 0:
		return powSpecial(x, y), true
	case x < 0 && y != gomath.Trunc(y):
		return defaultNaN, true
	}
	neg := x < 0 && oddInt(y)
	if y == gomath.Trunc(y) && gomath.Abs(y) <= 64 {
		if v, ok := exactPow(x, int(y), f32); ok {
			return round(v, f32), true
		}
	}
	// e^(y log|x|); beyond |y log|x|| = 1100 the result overflows or
	// underflows in both types.
	approx := func(float64) float64 {
		v := gomath.Exp(y * gomath.Log(gomath.Abs(x)))
		if neg {
			v = -v
		}
		return v
	}
	return rounded(x, f32, approx, func(float64) *big.Float {
		t := newF().Mul(fl(y), bigLog(fl(gomath.Abs(x))))
		var v *big.Float
		switch tf, _ := t.Float64(); {
		case tf > 1100:
			v = newF().SetInf(false)
		case tf < -1100:
			v = newF()
		default:
			v = bigExp(t)
		}
		if neg {
			v.Neg(v)
		}
		return v
	})
}

// powSpecial is C's Annex F pow for infinite and zero arguments.
func powSpecial(x, y float64) float64 {
	oddInt := oddInt(y)
	switch {
	case x == 0:
		if y < 0 {
			if oddInt {
				return gomath.Copysign(posInf, x)
			}
			return posInf
		}
		if oddInt {
			return x
		}
		return 0
	case gomath.IsInf(y, 0):
		ax := gomath.Abs(x)
		switch {
		case ax == 1:
			return 1
		case (ax < 1) == (y < 0):
			return posInf
		}
		return 0
	}
	// x is infinite, y finite and non-zero.
	if x > 0 {
		if y < 0 {
			return 0
		}
		return posInf
	}
	if y < 0 {
		if oddInt {
			return gomath.Copysign(0, -1)
		}
		return 0
	}
	if oddInt {
		return negInf
	}
	return posInf
}

// exactPow returns x^n exactly if it is a dyadic rational that the type
// represents or whose rounding is a tie (at most one bit more than the
// type's precision), so that its rounding is exact.
func exactPow(x float64, n int, f32 bool) (*big.Float, bool) {
	prec := uint(54)
	if f32 {
		prec = 25
	}
	b := new(big.Float).SetPrec(0).SetFloat64(x)
	if n < 0 {
		// x^n is dyadic only for powers of two.
		m := new(big.Float)
		e := b.MantExp(m)
		if m.Abs(m).Cmp(big.NewFloat(0.5)) != 0 {
			return nil, false
		}
		r := new(big.Float).SetMantExp(big.NewFloat(1), (e-1)*n)
		if x < 0 && n%2 != 0 {
			r.Neg(r)
		}
		return r, true
	}
	r := new(big.Float).SetPrec(0).SetFloat64(1)
	for i := 0; i < n; i++ {
		r.SetPrec(r.MinPrec() + b.MinPrec())
		r.Mul(r, b)
		if r.MinPrec() > prec {
			return nil, false // the odd part only grows
		}
	}
	return r, true
}
