package math

import (
	gomath "math"
	"math/big"
	"sync"
)

// Double-precision folds of glibc's exp, exp2, log, log2 and pow (Arm's
// optimized routines, whose proven error bounds are below one ulp): the
// exact result is computed with big floats and folded when it lies far
// enough from a rounding boundary for glibc to return its correct
// rounding.

// Proven maximum errors, in ulps with round-to-nearest, of glibc's double
// functions from Arm's optimized routines (exp 0.511, exp2 0.503, log
// 0.519, log2 0.547, pow 0.52), rounded up.
const (
	boundExp   = 0.52
	boundLog   = 0.53
	boundLog2D = 0.56
	boundPow   = 0.55
)

// workPrec is the working precision of the big-float evaluations: their
// relative error stays far below 2^-64, a thousandth of a double ulp.
const workPrec = 160

var (
	ln2Once sync.Once
	ln2Big  *big.Float
)

func newF() *big.Float { return new(big.Float).SetPrec(workPrec) }

// ln2 returns log(2) to the working precision (2 atanh(1/3)).
func ln2() *big.Float {
	ln2Once.Do(func() {
		third := newF().Quo(newF().SetInt64(1), newF().SetInt64(3))
		ln2Big = atanhSeries(third)
		ln2Big.Mul(ln2Big, newF().SetInt64(2))
	})
	return ln2Big
}

// atanhSeries is atanh(z) = z + z^3/3 + z^5/5 + ... for |z| <= 1/3.
func atanhSeries(z *big.Float) *big.Float {
	sum := newF().Set(z)
	z2 := newF().Mul(z, z)
	term := newF().Set(z)
	eps := newF().SetMantExp(newF().SetInt64(1), -workPrec-8)
	for n := int64(3); ; n += 2 {
		term.Mul(term, z2)
		t := newF().Quo(term, newF().SetInt64(n))
		sum.Add(sum, t)
		if t.Sign() == 0 || newF().Abs(t).Cmp(eps) < 0 {
			return sum
		}
	}
}

// bigExp returns e^x for |x| < 2000.
func bigExp(x *big.Float) *big.Float {
	// x = k ln2 + r with |r| <= ln2/2, then e^r by its Taylor series on
	// r/2^8, squared back.
	q := newF().Quo(x, ln2())
	kf, _ := q.Float64()
	k := gomath.Round(kf)
	r := newF().Sub(x, newF().Mul(newF().SetFloat64(k), ln2()))
	const halvings = 8
	r.SetMantExp(r, -halvings)
	sum := newF().SetInt64(1)
	term := newF().SetInt64(1)
	eps := newF().SetMantExp(newF().SetInt64(1), -workPrec-8)
	for n := int64(1); ; n++ {
		term.Mul(term, r)
		term.Quo(term, newF().SetInt64(n))
		sum.Add(sum, term)
		if term.Sign() == 0 || newF().Abs(term).Cmp(eps) < 0 {
			break
		}
	}
	for i := 0; i < halvings; i++ {
		sum.Mul(sum, sum)
	}
	return sum.SetMantExp(sum, int(k))
}

// bigLog returns log(x) for a finite x > 0.
func bigLog(x *big.Float) *big.Float {
	// x = m 2^e with m in [1/sqrt2, sqrt2): log x = e ln2 + 2 atanh((m-1)/(m+1)).
	m := newF()
	e := x.MantExp(m) // m in [0.5, 1)
	if m.Cmp(newF().SetFloat64(gomath.Sqrt2/2)) < 0 {
		m.SetMantExp(m, 1)
		e--
	}
	z := newF().Quo(newF().Sub(m, newF().SetInt64(1)), newF().Add(m, newF().SetInt64(1)))
	r := atanhSeries(z)
	r.Mul(r, newF().SetInt64(2))
	return r.Add(r, newF().Mul(newF().SetInt64(int64(e)), ln2()))
}

// roundF64 returns v rounded to a double if a libm within bound ulps of v
// must return that rounding: v lies farther than bound-1/2 ulps from the
// midpoint between the two neighbouring doubles.
func roundF64(v *big.Float, bound float64) (float64, bool) {
	a := newF().Abs(v)
	r, _ := a.Float64()
	var lo, hi *big.Float
	rb := newF().SetFloat64(r)
	switch {
	case gomath.IsInf(r, 0) || r == gomath.MaxFloat64 && rb.Cmp(a) < 0:
		lo, hi = newF().SetFloat64(gomath.MaxFloat64), newF().SetMantExp(newF().SetInt64(1), 1024)
	case rb.Cmp(a) <= 0:
		lo, hi = rb, newF().SetFloat64(gomath.Nextafter(r, posInf))
	default:
		lo, hi = newF().SetFloat64(gomath.Nextafter(r, 0)), rb
	}
	mid := newF().Add(lo, hi)
	mid.SetMantExp(mid, -1)
	d := newF().Quo(newF().Abs(newF().Sub(a, mid)), newF().Sub(hi, lo))
	if df, _ := d.Float64(); df <= bound-0.5+1e-9 {
		return 0, false
	}
	if v.Signbit() {
		r = -r
	}
	return r, true
}

// expF64 folds exp for finite x inside the overflow and underflow limits.
func expF64(x float64) (float64, bool) {
	return roundF64(bigExp(newF().SetFloat64(x)), boundExp)
}

func exp2F64(x float64) (float64, bool) {
	return roundF64(bigExp(newF().Mul(newF().SetFloat64(x), ln2())), boundExp)
}

// logF64 folds log of a finite x > 0.
func logF64(x float64) (float64, bool) {
	return roundF64(bigLog(newF().SetFloat64(x)), boundLog)
}

func log2F64(x float64) (float64, bool) {
	return roundF64(newF().Quo(bigLog(newF().SetFloat64(x)), ln2()), boundLog2D)
}

// powF64 folds pow for finite non-zero x (x < 0 only with integral y) and
// finite y, when |y log|x|| is in exp's range.
func powF64(x, y float64) (float64, bool) {
	t := newF().Mul(newF().SetFloat64(y), bigLog(newF().SetFloat64(gomath.Abs(x))))
	if tf, _ := t.Float64(); gomath.Abs(tf) > 1500 {
		return 0, false
	}
	v := bigExp(t)
	if x < 0 && gomath.Mod(y, 2) != 0 {
		v.Neg(v)
	}
	return roundF64(v, boundPow)
}
