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

// fixup corrects one quotient (for ceiling and floor divisions); ok false
// means overflow.
type fixup func(a, b, q *big.Int) (*big.Int, bool)

func plainQuotient(_, _, q *big.Int) (*big.Int, bool) { return q, true }

// divU is upstream's inferDivURange.
func divU(l, r Range, fix fixup) Range {
	w := l.W
	if r.UMin.Sign() != 0 && r.UMax.Sign() != 0 {
		div := func(a, b *big.Int) (*big.Int, bool) { return fix(a, b, new(big.Int).Quo(a, b)) }
		return minMaxBy(w, div, []*big.Int{l.UMin, l.UMax}, []*big.Int{r.UMin, r.UMax}, false)
	}
	umin := new(big.Int)
	if l.UMin.Cmp(r.UMax) >= 0 && r.UMax.Sign() != 0 {
		umin = new(big.Int).Quo(l.UMin, r.UMax)
	}
	return FromUnsigned(w, umin, l.UMax)
}

// DivU bounds unsigned a / b.
func DivU(l, r Range) Range { return divU(l, r, plainQuotient) }

// CeilDivU bounds the unsigned ceiling division.
func CeilDivU(l, r Range) Range {
	w := l.W
	return divU(l, r, func(a, b, q *big.Int) (*big.Int, bool) {
		if new(big.Int).Rem(a, b).Sign() != 0 {
			return inUnsigned(w, new(big.Int).Add(q, big.NewInt(1)), false)
		}
		return q, true
	})
}

// divS is upstream's inferDivSRange: bounds only when the divisor cannot
// be zero.
func divS(l, r Range, fix fixup) Range {
	w := l.W
	if r.SMin.Sign() > 0 || r.SMax.Sign() < 0 {
		div := func(a, b *big.Int) (*big.Int, bool) {
			q, ok := inSigned(w, new(big.Int).Quo(a, b), false)
			if !ok {
				return nil, false
			}
			return fix(a, b, q)
		}
		return minMaxBy(w, div, []*big.Int{l.SMin, l.SMax}, []*big.Int{r.SMin, r.SMax}, true)
	}
	return MaxRange(w)
}

// DivS bounds signed a / b.
func DivS(l, r Range) Range { return divS(l, r, plainQuotient) }

// CeilDivS bounds the signed ceiling division.
func CeilDivS(l, r Range) Range {
	w := l.W
	fix := func(a, b, q *big.Int) (*big.Int, bool) {
		if new(big.Int).Rem(a, b).Sign() != 0 && (a.Sign() >= 0) == (b.Sign() >= 0) {
			return inSigned(w, new(big.Int).Add(q, big.NewInt(1)), false)
		}
		// Upstream keeps INT_MIN / b (b > 1) consistent with its folder:
		// the quotient is negated.
		if a.Cmp(signedMin(w)) == 0 && b.Cmp(big.NewInt(1)) > 0 {
			return toSigned(new(big.Int).Neg(q), w), true
		}
		return q, true
	}
	res := divS(l, r, fix)
	if l.SMin.Cmp(signedMin(w)) == 0 && l.SMax.Cmp(l.SMin) > 0 {
		rest := FromSigned(w, new(big.Int).Add(l.SMin, big.NewInt(1)), l.SMax)
		res = res.Union(divS(rest, r, fix))
	}
	return res
}

// FloorDivS bounds the signed floor division.
func FloorDivS(l, r Range) Range {
	w := l.W
	return divS(l, r, func(a, b, q *big.Int) (*big.Int, bool) {
		if new(big.Int).Rem(a, b).Sign() != 0 && (a.Sign() >= 0) != (b.Sign() >= 0) {
			return inSigned(w, new(big.Int).Sub(q, big.NewInt(1)), false)
		}
		return q, true
	})
}

// RemS bounds the signed remainder.
func RemS(l, r Range) Range {
	w := l.W
	smin, smax := signedMin(w), signedMax(w)
	if r.SMin.Sign() > 0 || r.SMax.Sign() < 0 {
		maxDivisor := r.SMax
		if r.SMin.Sign() <= 0 {
			maxDivisor = toSigned(new(big.Int).Neg(r.SMin), w) // abs, wrapping at INT_MIN
		}
		maxPositive := toSigned(new(big.Int).Sub(maxDivisor, big.NewInt(1)), w)
		minNegative := toSigned(new(big.Int).Neg(maxPositive), w)
		smin, smax = new(big.Int), new(big.Int)
		if l.SMin.Sign() < 0 {
			smin = minNegative
		}
		if l.SMax.Sign() > 0 {
			smax = maxPositive
		}
		if r.SMin.Cmp(r.SMax) == 0 {
			span := toUnsigned(new(big.Int).Sub(l.SMax, l.SMin), w)
			if span.Cmp(toUnsigned(maxDivisor, w)) < 0 && maxDivisor.Sign() != 0 {
				lo, hi := new(big.Int).Rem(l.SMin, maxDivisor), new(big.Int).Rem(l.SMax, maxDivisor)
				if lo.Cmp(hi) <= 0 {
					smin, smax = lo, hi
				}
			}
		}
	}
	return FromSigned(w, smin, smax)
}

// RemU bounds the unsigned remainder.
func RemU(l, r Range) Range {
	w := l.W
	umin := new(big.Int)
	umax := bigMin(toUnsigned(new(big.Int).Sub(r.UMax, big.NewInt(1)), w), l.UMax)
	if r.UMin.Sign() != 0 && r.UMin.Cmp(r.UMax) == 0 {
		span := new(big.Int).Sub(l.UMax, l.UMin)
		if span.Sign() >= 0 && span.Cmp(r.UMax) < 0 {
			lo, hi := new(big.Int).Rem(l.UMin, r.UMax), new(big.Int).Rem(l.UMax, r.UMax)
			if lo.Cmp(hi) <= 0 {
				umin, umax = lo, hi
			}
		}
	}
	return FromUnsigned(w, umin, umax)
}

// differingBits is the number of low bits that vary between the unsigned
// bounds of r.
func differingBits(r Range) int { return new(big.Int).Xor(r.UMin, r.UMax).BitLen() }

// widenBitwise relaxes the unsigned bounds to the common high bits
// followed by all zeros and all ones.
func widenBitwise(r Range) (*big.Int, *big.Int) {
	n := uint(differingBits(r))
	mask := new(big.Int).Sub(new(big.Int).Lsh(big.NewInt(1), n), big.NewInt(1))
	lo := new(big.Int).AndNot(r.UMin, mask)
	hi := new(big.Int).Or(r.UMax, mask)
	return lo, hi
}

func bitwise(l, r Range, f func(z, a, b *big.Int) *big.Int) Range {
	l0, l1 := widenBitwise(l)
	r0, r1 := widenBitwise(r)
	op := func(a, b *big.Int) (*big.Int, bool) { return f(new(big.Int), a, b), true }
	return minMaxBy(l.W, op, []*big.Int{l0, l1}, []*big.Int{r0, r1}, false)
}

// And bounds a & b.
func And(l, r Range) Range { return bitwise(l, r, (*big.Int).And) }

// Or bounds a | b.
func Or(l, r Range) Range { return bitwise(l, r, (*big.Int).Or) }

// Xor bounds a ^ b: the bits that vary in either operand vary.
func Xor(l, r Range) Range {
	n := uint(max(differingBits(l), differingBits(r)))
	mask := new(big.Int).Sub(new(big.Int).Lsh(big.NewInt(1), n), big.NewInt(1))
	res := new(big.Int).Xor(l.UMin, r.UMin)
	return FromUnsigned(l.W, new(big.Int).AndNot(res, mask), new(big.Int).Or(res, mask))
}

// Shl bounds a << b.
func Shl(l, r Range, flags int) Range {
	w := l.W
	shift := func(signed, saturate bool) binop {
		return func(a, b *big.Int) (*big.Int, bool) {
			amount := b
			if b.Cmp(big.NewInt(int64(w))) >= 0 {
				if !saturate {
					return nil, false
				}
				amount = big.NewInt(int64(w)) // saturates whatever the amount
			}
			res := new(big.Int).Lsh(a, uint(amount.Int64()))
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

// Trunc bounds a truncation to w bits, as upstream's truncRange: unsigned
// bounds whose discarded bits differ wrap around; signed bounds survive
// when their high parts (with the new sign bit) agree or both lie within
// one sign extension.
func Trunc(r Range, w int) Range {
	out := Range{W: w}
	if new(big.Int).Rsh(r.UMin, uint(w)).Cmp(new(big.Int).Rsh(r.UMax, uint(w))) != 0 {
		out.UMin, out.UMax = new(big.Int), unsignedMax(w)
	} else {
		out.UMin, out.UMax = toUnsigned(r.UMin, w), toUnsigned(r.UMax, w)
	}
	hiMin, hiMax := new(big.Int).Rsh(r.SMin, uint(w-1)), new(big.Int).Rsh(r.SMax, uint(w-1))
	allOnes := func(x *big.Int) bool { return x.Cmp(big.NewInt(-1)) == 0 }
	overflow := hiMin.Cmp(hiMax) != 0 &&
		!(allOnes(hiMin) && (allOnes(hiMax) || hiMax.Sign() == 0)) &&
		!(hiMin.Sign() == 0 && hiMax.Sign() == 0)
	if overflow {
		out.SMin, out.SMax = signedMin(w), signedMax(w)
	} else {
		out.SMin, out.SMax = toSigned(r.SMin, w), toSigned(r.SMax, w)
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

// EvaluatePred reports the value pred has for every pair of values of l
// and r; known is false when it depends on them (upstream's evaluatePred).
func EvaluatePred(pred int, l, r Range) (value, known bool) {
	switch {
	case staticallyTrue(pred, l, r):
		return true, true
	case staticallyTrue(invert(pred), l, r):
		return false, true
	}
	return false, false
}

// Cmp bounds the i1 result of comparing with pred.
func Cmp(pred int, l, r Range) Range {
	return boolRange(EvaluatePred(pred, l, r))
}

// boolRange is the i1 range of a truth value: the constant when known,
// both values otherwise.
func boolRange(value, known bool) Range {
	lo, hi := new(big.Int), big.NewInt(1)
	switch {
	case known && value:
		lo = big.NewInt(1)
	case known:
		hi = new(big.Int)
	}
	return FromUnsigned(1, lo, hi)
}

// Index widths: index values are 32 or 64 bits wide.
const (
	IndexMinWidth = 32
	IndexMaxWidth = 64
)

// CmpMode says which bounds of an index op's 32-bit and 64-bit results
// must agree for the 64-bit one to stand alone (upstream's CmpMode).
type CmpMode int

// Comparison modes.
const (
	CmpBoth CmpMode = iota
	CmpSigned
	CmpUnsigned
)

// ExtRange widens r to w bits, zero-extending its unsigned bounds and
// sign-extending its signed ones (upstream's extRange).
func ExtRange(r Range, w int) Range {
	return Range{W: w, UMin: r.UMin, UMax: r.UMax, SMin: r.SMin, SMax: r.SMax}
}

// IndexOp bounds an index op computed at 64 bits and at 32 bits: the
// 64-bit result when its truncation agrees with the 32-bit one in the
// bounds mode compares, else the union of both (upstream's inferIndexOp).
func IndexOp(infer func(args []Range) Range, args []Range, mode CmpMode) Range {
	sixtyFour := infer(args)
	truncated := make([]Range, len(args))
	for i, a := range args {
		truncated[i] = Trunc(a, IndexMinWidth)
	}
	thirtyTwo := infer(truncated)
	asThirtyTwo := Trunc(sixtyFour, IndexMinWidth)
	var equal bool
	switch mode {
	case CmpBoth:
		equal = thirtyTwo.Equal(asThirtyTwo)
	case CmpSigned:
		equal = thirtyTwo.SMin.Cmp(asThirtyTwo.SMin) == 0 && thirtyTwo.SMax.Cmp(asThirtyTwo.SMax) == 0
	case CmpUnsigned:
		equal = thirtyTwo.UMin.Cmp(asThirtyTwo.UMin) == 0 && thirtyTwo.UMax.Cmp(asThirtyTwo.UMax) == 0
	}
	if equal {
		return sixtyFour
	}
	return sixtyFour.Union(ExtRange(thirtyTwo, IndexMaxWidth))
}

// IndexCmp bounds the i1 result of an index comparison: known only when
// the 64-bit and 32-bit comparisons agree.
func IndexCmp(pred int, l, r Range) Range {
	v64, k64 := EvaluatePred(pred, l, r)
	v32, k32 := EvaluatePred(pred, Trunc(l, IndexMinWidth), Trunc(r, IndexMinWidth))
	if k64 != k32 || v64 != v32 {
		return boolRange(false, false)
	}
	return boolRange(v64, k64)
}
