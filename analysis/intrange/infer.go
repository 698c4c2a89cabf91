package intrange

import (
	"math/big"
)

// The inference rules of upstream's InferIntRangeCommon for the ops gomlir
// bounds. Arithmetic is exact on big integers; an operation "overflows"
// when its exact result leaves the unsigned or signed range of the width,
// and a saturating variant (the nuw/nsw flags) clamps instead.

// binop computes one element of a bound: ok false means overflow.
type binop func(a, b *big.Int) (*big.Int, bool)

// computeBoundsBy applies op to the lower and to the upper bounds.
func computeBoundsBy(w int, op binop, minL, minR, maxL, maxR *big.Int, signed bool) Range {
	lo, ok1 := op(minL, minR)
	hi, ok2 := op(maxL, maxR)
	if !ok1 || !ok2 {
		return MaxRange(w)
	}
	return fromBounds(w, lo, hi, signed)
}

// minMaxBy applies op to every pair of bounds and keeps the extremes.
func minMaxBy(w int, op binop, as, bs []*big.Int, signed bool) Range {
	var lo, hi *big.Int
	for _, a := range as {
		for _, b := range bs {
			r, ok := op(a, b)
			if !ok {
				return MaxRange(w)
			}
			if lo == nil || r.Cmp(lo) < 0 {
				lo = r
			}
			if hi == nil || r.Cmp(hi) > 0 {
				hi = r
			}
		}
	}
	return fromBounds(w, lo, hi, signed)
}

// inUnsigned checks r against [0, 2^w), clamping when saturating.
func inUnsigned(w int, r *big.Int, saturate bool) (*big.Int, bool) {
	switch {
	case r.Sign() < 0:
		if saturate {
			return new(big.Int), true
		}
		return nil, false
	case r.Cmp(unsignedMax(w)) > 0:
		if saturate {
			return unsignedMax(w), true
		}
		return nil, false
	}
	return r, true
}

// inSigned checks r against the signed range, clamping when saturating.
func inSigned(w int, r *big.Int, saturate bool) (*big.Int, bool) {
	switch {
	case r.Cmp(signedMin(w)) < 0:
		if saturate {
			return signedMin(w), true
		}
		return nil, false
	case r.Cmp(signedMax(w)) > 0:
		if saturate {
			return signedMax(w), true
		}
		return nil, false
	}
	return r, true
}

// Overflow flags of integer arithmetic (arith's nsw and nuw).
const (
	NSW = 1
	NUW = 2
)

func checked(w int, f func(a, b *big.Int) *big.Int, signed, saturate bool) binop {
	return func(a, b *big.Int) (*big.Int, bool) {
		r := f(a, b)
		if signed {
			return inSigned(w, r, saturate)
		}
		return inUnsigned(w, r, saturate)
	}
}

func add(a, b *big.Int) *big.Int { return new(big.Int).Add(a, b) }
func sub(a, b *big.Int) *big.Int { return new(big.Int).Sub(a, b) }
func mul(a, b *big.Int) *big.Int { return new(big.Int).Mul(a, b) }

// Add bounds a + b.
func Add(l, r Range, flags int) Range {
	w := l.W
	u := computeBoundsBy(w, checked(w, add, false, flags&NUW != 0), l.UMin, r.UMin, l.UMax, r.UMax, false)
	s := computeBoundsBy(w, checked(w, add, true, flags&NSW != 0), l.SMin, r.SMin, l.SMax, r.SMax, true)
	return u.Intersection(s)
}

// Sub bounds a - b.
func Sub(l, r Range, flags int) Range {
	w := l.W
	u := computeBoundsBy(w, checked(w, sub, false, flags&NUW != 0), l.UMin, r.UMax, l.UMax, r.UMin, false)
	s := computeBoundsBy(w, checked(w, sub, true, flags&NSW != 0), l.SMin, r.SMax, l.SMax, r.SMin, true)
	return u.Intersection(s)
}

// Mul bounds a * b.
func Mul(l, r Range, flags int) Range {
	w := l.W
	u := minMaxBy(w, checked(w, mul, false, flags&NUW != 0), []*big.Int{l.UMin, l.UMax}, []*big.Int{r.UMin, r.UMax}, false)
	s := minMaxBy(w, checked(w, mul, true, flags&NSW != 0), []*big.Int{l.SMin, l.SMax}, []*big.Int{r.SMin, r.SMax}, true)
	return u.Intersection(s)
}

// DivU bounds unsigned a / b.
func DivU(l, r Range) Range {
	w := l.W
	if r.UMin.Sign() != 0 {
		div := func(a, b *big.Int) (*big.Int, bool) { return new(big.Int).Quo(a, b), true }
		return minMaxBy(w, div, []*big.Int{l.UMin, l.UMax}, []*big.Int{r.UMin, r.UMax}, false)
	}
	umin := new(big.Int)
	if l.UMin.Cmp(r.UMax) >= 0 && r.UMax.Sign() != 0 {
		umin = new(big.Int).Quo(l.UMin, r.UMax)
	}
	return FromUnsigned(w, umin, l.UMax)
}

// Shl bounds a << b.
func Shl(l, r Range, flags int) Range {
	w := l.W
	shift := func(signed, saturate bool) binop {
		return func(a, b *big.Int) (*big.Int, bool) {
			if b.Cmp(big.NewInt(int64(w))) >= 0 {
				return nil, false
			}
			res := new(big.Int).Lsh(a, uint(b.Int64()))
			if signed {
				return inSigned(w, res, saturate)
			}
			return inUnsigned(w, res, saturate)
		}
	}
	amounts := []*big.Int{r.UMin, r.UMax}
	u := minMaxBy(w, shift(false, flags&NUW != 0), []*big.Int{l.UMin, l.UMax}, amounts, false)
	s := minMaxBy(w, shift(true, flags&NSW != 0), []*big.Int{l.SMin, l.SMax}, amounts, true)
	return u.Intersection(s)
}

// ShrU bounds the logical right shift a >> b.
func ShrU(l, r Range) Range {
	w := l.W
	shr := func(a, b *big.Int) (*big.Int, bool) {
		if b.Cmp(big.NewInt(int64(w))) >= 0 {
			return nil, false
		}
		return new(big.Int).Rsh(a, uint(b.Int64())), true
	}
	return minMaxBy(w, shr, []*big.Int{l.UMin, l.UMax}, []*big.Int{r.UMin, r.UMax}, false)
}

// ShrS bounds the arithmetic right shift a >> b.
func ShrS(l, r Range) Range {
	w := l.W
	shr := func(a, b *big.Int) (*big.Int, bool) {
		if b.Cmp(big.NewInt(int64(w))) >= 0 {
			return nil, false
		}
		return new(big.Int).Rsh(a, uint(b.Int64())), true // big.Int Rsh rounds toward -inf
	}
	return minMaxBy(w, shr, []*big.Int{l.SMin, l.SMax}, []*big.Int{r.UMin, r.UMax}, true)
}

// MaxS, MaxU, MinS and MinU bound the signed and unsigned maximum and
// minimum.
func MaxS(l, r Range) Range {
	return FromSigned(l.W, bigMax(l.SMin, r.SMin), bigMax(l.SMax, r.SMax))
}

// MaxU bounds the unsigned maximum.
func MaxU(l, r Range) Range {
	return FromUnsigned(l.W, bigMax(l.UMin, r.UMin), bigMax(l.UMax, r.UMax))
}

// MinS bounds the signed minimum.
func MinS(l, r Range) Range {
	return FromSigned(l.W, bigMin(l.SMin, r.SMin), bigMin(l.SMax, r.SMax))
}

// MinU bounds the unsigned minimum.
func MinU(l, r Range) Range {
	return FromUnsigned(l.W, bigMin(l.UMin, r.UMin), bigMin(l.UMax, r.UMax))
}

// ExtU bounds a zero extension to w bits.
func ExtU(r Range, w int) Range { return FromUnsigned(w, r.UMin, r.UMax) }

// ExtS bounds a sign extension to w bits.
func ExtS(r Range, w int) Range { return FromSigned(w, r.SMin, r.SMax) }

// Trunc bounds a truncation to w bits: bounds whose discarded bits differ
// wrap around, and give every value.
func Trunc(r Range, w int) Range {
	umin, umax := new(big.Int).Rsh(r.UMin, uint(w)), new(big.Int).Rsh(r.UMax, uint(w))
	out := Range{W: w}
	if umin.Cmp(umax) != 0 {
		out.UMin, out.UMax = new(big.Int), unsignedMax(w)
	} else {
		out.UMin, out.UMax = toUnsigned(r.UMin, w), toUnsigned(r.UMax, w)
	}
	if r.SMin.Cmp(signedMin(w)) >= 0 && r.SMax.Cmp(signedMax(w)) <= 0 {
		out.SMin, out.SMax = r.SMin, r.SMax
	} else {
		out.SMin, out.SMax = signedMin(w), signedMax(w)
	}
	return out
}

// Integer comparison predicates, as arith's.
const (
	CmpEq = iota
	CmpNe
	CmpSlt
	CmpSle
	CmpSgt
	CmpSge
	CmpUlt
	CmpUle
	CmpUgt
	CmpUge
)

// invert is the predicate true exactly when pred is false.
func invert(pred int) int {
	return [...]int{CmpNe, CmpEq, CmpSge, CmpSgt, CmpSle, CmpSlt, CmpUge, CmpUgt, CmpUle, CmpUlt}[pred]
}

// staticallyTrue reports whether pred holds for every pair of values.
func staticallyTrue(pred int, l, r Range) bool {
	switch pred {
	case CmpSle:
		return l.SMax.Cmp(r.SMin) <= 0
	case CmpSlt:
		return l.SMax.Cmp(r.SMin) < 0
	case CmpUle:
		return l.UMax.Cmp(r.UMin) <= 0
	case CmpUlt:
		return l.UMax.Cmp(r.UMin) < 0
	case CmpSge:
		return l.SMin.Cmp(r.SMax) >= 0
	case CmpSgt:
		return l.SMin.Cmp(r.SMax) > 0
	case CmpUge:
		return l.UMin.Cmp(r.UMax) >= 0
	case CmpUgt:
		return l.UMin.Cmp(r.UMax) > 0
	case CmpEq:
		a, ok1 := l.ConstantValue()
		b, ok2 := r.ConstantValue()
		return ok1 && ok2 && a.Cmp(b) == 0
	case CmpNe:
		sne := staticallyTrue(CmpSlt, l, r) || staticallyTrue(CmpSgt, l, r)
		une := staticallyTrue(CmpUlt, l, r) || staticallyTrue(CmpUgt, l, r)
		return sne && une
	}
	return false
}

// Cmp bounds the i1 result of comparing with pred.
func Cmp(pred int, l, r Range) Range {
	lo, hi := new(big.Int), big.NewInt(1)
	switch {
	case staticallyTrue(pred, l, r):
		lo = big.NewInt(1)
	case staticallyTrue(invert(pred), l, r):
		hi = new(big.Int)
	}
	return FromUnsigned(1, lo, hi)
}
