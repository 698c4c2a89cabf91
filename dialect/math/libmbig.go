package math

import (
	gomath "math"
	"math/big"
	"sync"
)

// High-precision evaluations of the libm functions: each returns f(x) with
// a relative error far below 2^-100 (workPrec bits of working precision,
// more where cancellation or argument reduction consumes bits), so that
// its rounding to f32 or f64 is the correctly rounded result unless the
// exact value lies within that error of a rounding boundary. The known
// hardest arguments of the elementary functions stay much farther from
// one; exact results on a boundary (ties) arise only for pow, whose exact
// cases are computed exactly (exactPow), and for exp2, which handles
// integral arguments itself.

// workPrec is the working precision of the big-float evaluations.
const workPrec = 160

// widePrec is the precision of 2/pi for the reduction of trigonometric
// arguments up to 2^1024.
const widePrec = 1400

func newF() *big.Float { return new(big.Float).SetPrec(workPrec) }

// fl returns the finite x as a big float.
func fl(x float64) *big.Float { return newF().SetFloat64(x) }

func ival(n int64) *big.Float { return newF().SetInt64(n) }

// bigConstants are the constants of the evaluations.
type bigConstants struct {
	once       sync.Once
	ln2, ln10  *big.Float
	pi, halfPi *big.Float
	twoOverPi  *big.Float // to widePrec bits
	sqrtPi     *big.Float
}

var bigConsts bigConstants

// bigK returns the constants, computed on first use.
func bigK() *bigConstants {
	c := &bigConsts
	c.once.Do(func() {
		third := newF().Quo(ival(1), ival(3))
		c.ln2 = atanSeries(third, 1, workPrec)
		c.ln2.Mul(c.ln2, ival(2))
		// log 10 = 3 log 2 + log(5/4) = 3 log 2 + 2 atanh(1/9).
		c.ln10 = atanSeries(newF().Quo(ival(1), ival(9)), 1, workPrec)
		c.ln10.Mul(c.ln10, ival(2))
		c.ln10.Add(c.ln10, newF().Mul(c.ln2, ival(3)))
		// Machin: pi = 16 atan(1/5) - 4 atan(1/239).
		const p = widePrec + 64
		wide := func(n int64) *big.Float { return new(big.Float).SetPrec(p).SetInt64(n) }
		a := atanSeries(new(big.Float).SetPrec(p).Quo(wide(1), wide(5)), -1, p)
		b := atanSeries(new(big.Float).SetPrec(p).Quo(wide(1), wide(239)), -1, p)
		pi := new(big.Float).SetPrec(p).Sub(a.Mul(a, wide(16)), b.Mul(b, wide(4)))
		c.twoOverPi = new(big.Float).SetPrec(widePrec).Quo(wide(2), pi)
		c.pi = newF().Set(pi)
		c.halfPi = newF().SetMantExp(c.pi, -1)
		c.sqrtPi = newF().Sqrt(c.pi)
	})
	return c
}

// atanSeries is z + s z^3/3 + z^5/5 + s z^7/7 ... at precision prec:
// atanh(z) for s = 1, atan(z) for s = -1 (|z| well below 1).
func atanSeries(z *big.Float, s int, prec uint) *big.Float {
	f := func() *big.Float { return new(big.Float).SetPrec(prec) }
	sum := f().Set(z)
	z2 := f().Mul(z, z)
	if s < 0 {
		z2.Neg(z2)
	}
	term := f().Set(z)
	t := f()
	for n := int64(3); ; n += 2 {
		term.Mul(term, z2)
		t.Quo(term, f().SetInt64(n))
		if t.Sign() == 0 || t.MantExp(nil) < sum.MantExp(nil)-int(prec)-8 {
			return sum
		}
		sum.Add(sum, t)
	}
}

// bigExpm1Small returns e^x - 1 for |x| <= 1, without cancellation: the
// Taylor series on x/2^8, then expm1(2a) = expm1(a) (expm1(a) + 2).
func bigExpm1Small(x *big.Float) *big.Float {
	const halvings = 8
	r := newF().SetMantExp(x, -halvings)
	sum := newF().Set(r)
	term := newF().Set(r)
	for n := int64(2); ; n++ {
		term.Mul(term, r)
		term.Quo(term, ival(n))
		if term.Sign() == 0 || term.MantExp(nil) < sum.MantExp(nil)-workPrec-8 {
			break
		}
		sum.Add(sum, term)
	}
	two := ival(2)
	for i := 0; i < halvings; i++ {
		sum.Mul(sum, newF().Add(sum, two))
	}
	return sum
}

// bigExp returns e^x for |x| < 2^20.
func bigExp(x *big.Float) *big.Float {
	// x = k ln2 + r with |r| <= ln2/2: e^x = 2^k (expm1(r) + 1).
	c := bigK()
	q, _ := newF().Quo(x, c.ln2).Float64()
	k := gomath.Round(q)
	r := newF().Sub(x, newF().Mul(fl(k), c.ln2))
	e := bigExpm1Small(r)
	e.Add(e, ival(1))
	return e.SetMantExp(e, int(k))
}

// bigExpm1 returns e^x - 1 for |x| < 2^20.
func bigExpm1(x *big.Float) *big.Float {
	if x.MantExp(nil) <= 0 { // |x| < 1
		return bigExpm1Small(x)
	}
	e := bigExp(x)
	return e.Sub(e, ival(1))
}

// bigLog returns log(x) for a finite x > 0.
func bigLog(x *big.Float) *big.Float {
	// x = m 2^e with m in [1/sqrt2, sqrt2): log x = e ln2 + 2 atanh((m-1)/(m+1)).
	m := newF()
	e := x.MantExp(m) // m in [0.5, 1)
	if m.Cmp(fl(gomath.Sqrt2/2)) < 0 {
		m.SetMantExp(m, 1)
		e--
	}
	z := newF().Quo(newF().Sub(m, ival(1)), newF().Add(m, ival(1)))
	r := atanSeries(z, 1, workPrec)
	r.Mul(r, ival(2))
	if e == 0 {
		return r
	}
	return r.Add(r, newF().Mul(ival(int64(e)), bigK().ln2))
}

// bigLog1p returns log(1 + t) for t > -1, without cancellation for small t.
func bigLog1p(t *big.Float) *big.Float {
	if t.MantExp(nil) <= -2 { // |t| < 1/4: 2 atanh(t / (2 + t))
		r := atanSeries(newF().Quo(t, newF().Add(t, ival(2))), 1, workPrec)
		return r.Mul(r, ival(2))
	}
	return bigLog(newF().Add(t, ival(1)))
}

// bigSinCos returns sin x and cos x for a finite x.
func bigSinCos(x float64) (sin, cos *big.Float) {
	c := bigK()
	// x = k pi/2 + r with |r| <= pi/4, from x 2/pi with enough bits to
	// keep the fraction precise for every double.
	_, e := gomath.Frexp(x)
	prec := uint(workPrec + 128 + max(e, 0))
	q := new(big.Float).SetPrec(prec).SetFloat64(x)
	q.Mul(q, c.twoOverPi)
	h := new(big.Float).SetPrec(prec).Add(q, new(big.Float).SetFloat64(0.5))
	k, acc := h.Int(nil) // truncated: floor(h) unless h is negative and not integral
	if h.Sign() < 0 && acc != big.Exact {
		k.Sub(k, big.NewInt(1))
	}
	frac := new(big.Float).SetPrec(prec).Sub(q, new(big.Float).SetPrec(prec).SetInt(k))
	r := newF().Mul(newF().Set(frac), c.halfPi)
	s, co := sinCosSeries(r)
	switch new(big.Int).And(k, big.NewInt(3)).Int64() {
	case 0:
		return s, co
	case 1:
		return co, s.Neg(s)
	case 2:
		return s.Neg(s), co.Neg(co)
	}
	return co.Neg(co), s
}

// sinCosSeries returns sin r and cos r for |r| <= pi/4 by their Taylor
// series.
func sinCosSeries(r *big.Float) (sin, cos *big.Float) {
	sin, cos = newF(), ival(1)
	term := ival(1)
	for n := int64(1); ; n++ {
		term.Mul(term, r)
		term.Quo(term, ival(n))
		if term.Sign() == 0 || term.MantExp(nil) < min(sin.MantExp(nil), 0)-workPrec-8 && n > 2 {
			return sin, cos
		}
		switch n % 4 {
		case 1:
			sin.Add(sin, term)
		case 2:
			cos.Sub(cos, term)
		case 3:
			sin.Sub(sin, term)
		default:
			cos.Add(cos, term)
		}
	}
}

// bigAtan returns atan z.
func bigAtan(z *big.Float) *big.Float {
	c := bigK()
	a := newF().Abs(z)
	inv := a.Cmp(ival(1)) > 0
	if inv {
		a.Quo(ival(1), a)
	}
	// Three halvings: atan a = 2 atan(a / (1 + sqrt(1 + a^2))).
	const halvings = 3
	for i := 0; i < halvings; i++ {
		d := newF().Mul(a, a)
		d.Add(d, ival(1))
		d.Sqrt(d)
		d.Add(d, ival(1))
		a.Quo(a, d)
	}
	r := atanSeries(a, -1, workPrec)
	r.SetMantExp(r, halvings)
	if inv {
		r.Sub(c.halfPi, r)
	}
	if z.Signbit() {
		r.Neg(r)
	}
	return r
}

// bigErfc returns erfc x for x >= 1/2 (the result keeps its relative
// precision where it is tiny).
func bigErfc(x *big.Float) *big.Float {
	xf, _ := x.Float64()
	if xf < 4 {
		// 1 - erf x, with the bits that the subtraction loses.
		return newF().Sub(ival(1), bigErfSeries(x, workPrec+64))
	}
	// Laplace's continued fraction:
	// erfc x = e^(-x^2)/sqrt(pi) / (x + (1/2)/(x + 1/(x + (3/2)/(x + ...)))),
	// whose nth approximant errs by about e^(-2 x sqrt(2n)).
	bits := float64(workPrec+16) * gomath.Ln2
	n := int64(gomath.Pow(bits/(2*xf), 2)/2) + 16
	f := newF().Set(x)
	for k := n; k >= 1; k-- {
		t := newF().Quo(ival(k), f)
		t.SetMantExp(t, -1)
		f.Add(x, t)
	}
	e := bigExp(newF().Neg(newF().Mul(x, x)))
	e.Quo(e, bigK().sqrtPi)
	return e.Quo(e, f)
}

// bigErfSeries returns erf x for x >= 0 at precision prec by the series
// erf x = 2/sqrt(pi) e^(-x^2) sum 2^n x^(2n+1) / (1 3 5 ... (2n+1)),
// whose terms are positive.
func bigErfSeries(x *big.Float, prec uint) *big.Float {
	f := func() *big.Float { return new(big.Float).SetPrec(prec) }
	x2 := f().Mul(x, x)
	x2two := f().SetMantExp(x2, 1)
	term := f().Set(x)
	sum := f().Set(x)
	for n := int64(1); ; n++ {
		term.Mul(term, x2two)
		term.Quo(term, f().SetInt64(2*n+1))
		if term.MantExp(nil) < sum.MantExp(nil)-int(prec)-8 {
			break
		}
		sum.Add(sum, term)
	}
	e := bigExp(f().Neg(x2))
	sum.Mul(sum, e)
	sum.Mul(sum, f().SetInt64(2))
	return sum.Quo(sum, bigK().sqrtPi)
}
