package math

import (
	gomath "math"
	"math/big"
)

// Upstream folds most transcendental ops by calling the host C library
// (libm) on f32 and f64 constants. Its results are not reproducible in
// general: they depend on the libm's algorithms, and Go's math package
// differs from glibc's in the last bit for a sizable fraction of inputs.
// These functions therefore fold only where the result is fully
// determined: exact operations (sqrt, round, trunc) and, for the others,
// the special values IEEE 754 and C's Annex F prescribe (zeros, infinities,
// NaNs, domain errors), results far beyond the overflow and underflow
// thresholds, and exactly representable results of functions whose libm
// error bound is below one ulp (so that the libm returns them exactly).
// glibc's expf, exp2f, logf, log2f, powf, sinf and cosf, and exp, exp2,
// log, log2 and pow (Arm's optimized routines) have proven error bounds
// below one ulp, so they return the correctly rounded result whenever the
// exact value is far enough from a rounding boundary; that value is
// computed in double precision for f32 and with big floats for f64
// (libmbig.go). Elsewhere the functions report false and the op is left
// alone. The results were checked bit for bit against glibc 2.36 on x86-64,
// whose invalid operations return the negative default NaN (positive for
// acos and asin).

// libmFn computes a libm function of an f32 (f32 true) or f64 value, held
// as a float64; ok is false where the result is not known exactly.
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

// Proven maximum errors, in ulps with round-to-nearest, of glibc's float
// functions from Arm's optimized routines.
const (
	boundExpF = 0.502
	boundLogF = 0.818
	boundLog2 = 0.752
	boundPowF = 0.82
	boundSinF = 0.5607
)

// roundF32 returns v (the exact result up to a relative error of a few
// double ulps) rounded to float32, if a libm within bound ulps of the exact
// result must return that rounding: the exact value lies farther than
// bound-1/2 ulps from the midpoint between the two neighbouring floats.
func roundF32(v, bound float64) (float64, bool) {
	if isNaN(v) || gomath.IsInf(v, 0) {
		return 0, false
	}
	a := gomath.Abs(v)
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
	d := gomath.Abs(a-(lo+hi)/2) / (hi - lo)
	if d <= bound-0.5+1e-6 {
		return 0, false
	}
	return gomath.Copysign(float64(float32(a)), v), true
}

func fnAcos(x float64, _ bool) (float64, bool) {
	switch {
	case isNaN(x):
		return quiet(x), true
	case x == 1:
		return 0, true
	case x > 1 || x < -1:
		return positiveNaN, true
	}
	return 0, false
}

func fnAcosh(x float64, _ bool) (float64, bool) {
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
	return 0, false
}

func fnAsin(x float64, _ bool) (float64, bool) {
	switch {
	case isNaN(x):
		return quiet(x), true
	case x == 0:
		return x, true
	case x > 1 || x < -1:
		return positiveNaN, true
	}
	return 0, false
}

// oddAtZeroInf is a function with f(±0) = ±0 and f(±inf) = ±inf.
func oddAtZeroInf(x float64, _ bool) (float64, bool) {
	switch {
	case isNaN(x):
		return quiet(x), true
	case x == 0 || gomath.IsInf(x, 0):
		return x, true
	}
	return 0, false
}

var (
	fnAsinh = oddAtZeroInf
	fnSinh  = oddAtZeroInf
)

func fnAtan(x float64, _ bool) (float64, bool) {
	switch {
	case isNaN(x):
		return quiet(x), true
	case x == 0:
		return x, true
	}
	return 0, false
}

func fnAtanh(x float64, _ bool) (float64, bool) {
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
	return 0, false
}

// periodic is sin, tan: f(±0) = ±0, invalid at infinities.
func periodic(x float64, _ bool) (float64, bool) {
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

var fnTan = periodic

func fnSin(x float64, f32 bool) (float64, bool) {
	if r, ok := periodic(x, f32); ok || !f32 {
		return r, ok
	}
	return roundF32(gomath.Sin(x), boundSinF)
}

func fnCos(x float64, f32 bool) (float64, bool) {
	switch {
	case isNaN(x):
		return quiet(x), true
	case x == 0:
		return 1, true
	case gomath.IsInf(x, 0):
		return defaultNaN, true
	case f32:
		return roundF32(gomath.Cos(x), boundSinF)
	}
	return 0, false
}

func fnCosh(x float64, _ bool) (float64, bool) {
	switch {
	case isNaN(x):
		return quiet(x), true
	case x == 0:
		return 1, true
	case gomath.IsInf(x, 0):
		return posInf, true
	}
	return 0, false
}

// saturating is tanh, erf: f(±0) = ±0, f(±inf) = ±1.
func saturating(x float64, _ bool) (float64, bool) {
	switch {
	case isNaN(x):
		return quiet(x), true
	case x == 0:
		return x, true
	case gomath.IsInf(x, 0):
		return gomath.Copysign(1, x), true
	}
	return 0, false
}

var (
	fnTanh = saturating
	fnErf  = saturating
)

func fnErfc(x float64, _ bool) (float64, bool) {
	switch {
	case isNaN(x):
		return quiet(x), true
	case x == 0:
		return 1, true
	case x == posInf:
		return 0, true
	case x == negInf:
		return 2, true
	}
	return 0, false
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
	case f32:
		return roundF32(gomath.Exp(x), boundExpF)
	}
	return expF64(x)
}

func fnExp2(x float64, f32 bool) (float64, bool) {
	over, under, minExp := 1024.0, -1080.0, -1022.0
	if f32 {
		over, under, minExp = 128, -155, -126
	}
	switch {
	case isNaN(x):
		return quiet(x), true
	case x >= over:
		return posInf, true
	case x <= under:
		return 0, true
	case x == gomath.Trunc(x) && x >= minExp:
		// 2^n is exact and libm's exp2 is within one ulp.
		return gomath.Ldexp(1, int(x)), true
	case f32:
		return roundF32(gomath.Exp2(x), boundExpF)
	}
	return exp2F64(x)
}

func fnExpm1(x float64, f32 bool) (float64, bool) {
	over, _ := expLimits(f32)
	minusOne := -39.0 // e^x below a quarter ulp of 1
	if f32 {
		minusOne = -19
	}
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
	return 0, false
}

// logCommon is the part of log, log2 and log10 shared by all three; the
// folders do not fold negative arguments (nor -0 and negative NaNs).
func logCommon(x float64) (float64, bool) {
	switch {
	case gomath.Signbit(x):
		return 0, false
	case isNaN(x):
		return quiet(x), true
	case x == 0:
		return negInf, true
	case x == 1:
		return 0, true
	case x == posInf:
		return x, true
	}
	return 0, false
}

func fnLog(x float64, f32 bool) (float64, bool) {
	if r, ok := logCommon(x); ok || gomath.Signbit(x) {
		return r, ok
	}
	if !f32 {
		return logF64(x)
	}
	return roundF32(gomath.Log(x), boundLogF)
}

func fnLog10(x float64, _ bool) (float64, bool) { return logCommon(x) }

func fnLog2(x float64, f32 bool) (float64, bool) {
	if r, ok := logCommon(x); ok || gomath.Signbit(x) {
		return r, ok
	}
	// log2(2^n) = n exactly (libm's log2 is within one ulp).
	minExp := -1022
	if f32 {
		minExp = -126
	}
	if frac, exp := gomath.Frexp(x); frac == 0.5 && exp-1 >= minExp {
		return float64(exp - 1), true
	}
	if f32 {
		// log(x)/ln 2 keeps the relative error small near x = 1.
		return roundF32(gomath.Log(x)/gomath.Ln2, boundLog2)
	}
	return log2F64(x)
}

func fnLog1p(x float64, _ bool) (float64, bool) {
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
	return 0, false
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

// fnAtan2 is atan2(y, x) for the cases with exact results.
func fnAtan2(y, x float64, _ bool) (float64, bool) {
	switch {
	case isNaN(x):
		return quiet(x), true
	case isNaN(y):
		return quiet(y), true
	case y == 0 && (x > 0 || gomath.IsInf(x, 1)):
		return y, true
	case x == posInf && !gomath.IsInf(y, 0):
		return gomath.Copysign(0, y), true
	}
	return 0, false
}

// fnPow is pow(x, y) for the cases with exact results. Signaling NaN
// arguments are left to the caller (pow(sNaN, 0) and pow(1, sNaN) are NaN).
func fnPow(x, y float64, f32 bool) (float64, bool) {
	switch {
	case y == 0 || x == 1:
		return 1, true
	case isNaN(x) || isNaN(y):
		return 0, false
	case gomath.IsInf(x, 0) || gomath.IsInf(y, 0) || x == 0:
		return powSpecial(x, y), true
	case x < 0 && y != gomath.Trunc(y):
		return defaultNaN, true
	}
	// Integral powers whose exact value is representable: libm's pow is
	// within one ulp, so it returns them exactly.
	if y == gomath.Trunc(y) && gomath.Abs(y) <= 64 {
		if r, ok := exactPow(x, int(y), f32); ok || !f32 {
			return r, ok
		}
	}
	if !f32 {
		return powF64(x, y)
	}
	// exp(y log|x|): the error of y log|x| is at most |y log|x|| double
	// ulps, a relative error of the result far below a float ulp.
	v := gomath.Exp(y * gomath.Log(gomath.Abs(x)))
	if x < 0 && gomath.Mod(y, 2) != 0 {
		v = -v
	}
	return roundF32(v, boundPowF)
}

// powSpecial is C's Annex F pow for infinite and zero arguments.
func powSpecial(x, y float64) float64 {
	oddInt := y == gomath.Trunc(y) && gomath.Abs(y) < 1<<53 && int64(y)%2 != 0
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

// exactPow returns x^n if it is exactly representable as a normal number
// of the type.
func exactPow(x float64, n int, f32 bool) (float64, bool) {
	prec, minExp, maxExp := 53, -1022, 1023
	if f32 {
		prec, minExp, maxExp = 24, -126, 127
	}
	b := new(big.Float).SetPrec(0).SetFloat64(x)
	r := new(big.Float).SetPrec(0).SetFloat64(1)
	for i := 0; i < absInt(n); i++ {
		r.SetPrec(r.MinPrec() + b.MinPrec())
		r.Mul(r, b)
		if int(r.MinPrec()) > prec {
			return 0, false // the odd part only grows
		}
	}
	if n < 0 {
		// 1/r is exact only for powers of two.
		m := new(big.Float)
		r.MantExp(m)
		if m.Abs(m).Cmp(big.NewFloat(0.5)) != 0 {
			return 0, false
		}
		q := new(big.Float).SetPrec(uint(prec) + 1)
		r = q.Quo(big.NewFloat(1), r)
	}
	if int(r.MinPrec()) > prec {
		return 0, false
	}
	exp := r.MantExp(nil) - 1
	if exp < minExp || exp > maxExp {
		return 0, false
	}
	f, _ := r.Float64()
	return f, true
}

func absInt(n int) int {
	if n < 0 {
		return -n
	}
	return n
}
