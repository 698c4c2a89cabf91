package apfloat

import (
	"math/big"
)

// RoundingMode is an IEEE 754 rounding direction (LLVM's RoundingMode).
type RoundingMode uint8

// Rounding modes.
const (
	NearestTiesToEven RoundingMode = iota
	TowardPositive
	TowardNegative
	TowardZero
	NearestTiesToAway
)

// Status is a set of IEEE 754 exception flags (LLVM's opStatus).
type Status uint8

// Status flags.
const (
	OK        Status = 0
	InvalidOp Status = 1
	DivByZero Status = 2
	Overflow  Status = 4
	Underflow Status = 8
	Inexact   Status = 16
)

// CmpResult is the result of Compare (LLVM's cmpResult).
type CmpResult uint8

// Comparison results.
const (
	CmpLess CmpResult = iota
	CmpEqual
	CmpGreater
	CmpUnordered
)

// lostFraction classifies the discarded part of a significand, as LLVM.
type lostFraction uint8

const (
	lfExactlyZero lostFraction = iota
	lfLessThanHalf
	lfExactlyHalf
	lfMoreThanHalf
)

// roundAwayFromZero mirrors IEEEFloat::roundAwayFromZero.
func roundAwayFromZero(rm RoundingMode, lf lostFraction, neg, lsb bool) bool {
	switch rm {
	case NearestTiesToAway:
		return lf == lfExactlyHalf || lf == lfMoreThanHalf
	case NearestTiesToEven:
		return lf == lfMoreThanHalf || (lf == lfExactlyHalf && lsb)
	case TowardZero:
		return false
	case TowardPositive:
		return !neg
	case TowardNegative:
		return neg
	}
	return false
}

// overflowRM mirrors IEEEFloat::handleOverflow.
func (s *Semantics) overflowRM(neg bool, rm RoundingMode) (value, Status) {
	if !s.Signed && neg {
		return s.defaultNaN(false), InvalidOp
	}
	if rm == NearestTiesToEven || rm == NearestTiesToAway || (rm == TowardPositive && !neg) || (rm == TowardNegative && neg) {
		return s.infValue(neg), Overflow | Inexact
	}
	return s.largest(neg), Inexact
}

// roundRM rounds (m + sticky*epsilon) * 2^e to the format with rounding
// mode rm, like IEEEFloat::normalize. m must be non-zero.
func (s *Semantics) roundRM(neg bool, m *big.Int, e int, sticky bool, rm RoundingMode) (value, Status) {
	if !s.Signed && neg {
		return s.defaultNaN(false), InvalidOp
	}
	p := s.Precision
	ex := e + m.BitLen() - 1
	te := ex
	if te < s.MinExponent {
		te = s.MinExponent
	}
	shift := te - (p - 1) - e
	sig := new(big.Int)
	lf := lfExactlyZero
	if shift <= 0 {
		sig.Lsh(m, uint(-shift))
		if sticky {
			lf = lfLessThanHalf
		}
	} else {
		sig.Rsh(m, uint(shift))
		rem := new(big.Int).Sub(m, new(big.Int).Lsh(sig, uint(shift)))
		half := new(big.Int).Lsh(big.NewInt(1), uint(shift-1))
		switch c := rem.Cmp(half); {
		case rem.Sign() == 0 && !sticky:
			lf = lfExactlyZero
		case c < 0:
			lf = lfLessThanHalf
		case c == 0 && !sticky:
			lf = lfExactlyHalf
		default:
			lf = lfMoreThanHalf
		}
	}
	if ex > s.MaxExponent {
		return s.overflowRM(neg, rm)
	}
	var st Status
	if lf != lfExactlyZero {
		st = Inexact
		if roundAwayFromZero(rm, lf, neg, sig.Bit(0) == 1) {
			sig.Add(sig, big.NewInt(1))
			if sig.BitLen() > p {
				sig.Rsh(sig, 1)
				te++
				if te > s.MaxExponent {
					return s.overflowRM(neg, rm)
				}
			}
		}
	}
	if sig.Sign() == 0 {
		v := s.zeroValue(neg)
		return v, st | Underflow
	}
	if st != OK && sig.BitLen() < p {
		st |= Underflow
	}
	if s.NonFinite == NaNOnly && s.NaN == NaNAllOnes && p > 1 && te == s.MaxExponent && sig.BitLen() == p &&
		new(big.Int).Add(sig, big.NewInt(1)).BitLen() > p {
		return s.overflowRM(neg, rm)
	}
	return value{cat: catNormal, neg: neg, exp: te, sig: u128FromBig(sig)}, st
}

// exact returns the magnitude of a finite non-zero value as m * 2^e.
func (s *Semantics) exact(v value) (*big.Int, int) {
	return v.sig.big(), v.exp - (s.Precision - 1)
}

// isSignaling mirrors IEEEFloat::isSignaling.
func (s *Semantics) isSignaling(v value) bool {
	if v.cat != catNaN || s.NonFinite != IEEE754 || s.Precision < 2 {
		return false
	}
	return !v.sig.bit(s.Precision - 2)
}

// quiet mirrors IEEEFloat::makeQuiet.
func (s *Semantics) quiet(v value) value {
	if s.NonFinite == IEEE754 && s.Precision >= 2 {
		v.sig = v.sig.or(pow2(s.Precision - 2))
	}
	return v
}

// nanResult returns the NaN operand (a if it is a NaN, else b) quieted,
// with the invalid-operation flag for signaling NaNs.
func (s *Semantics) nanResult(a, b value) (value, Status) {
	st := OK
	if s.isSignaling(a) || s.isSignaling(b) {
		st = InvalidOp
	}
	if a.cat == catNaN {
		return s.quiet(a), st
	}
	return s.quiet(b), st
}

// zeroOf is a zero of the given sign, as the format can hold it.
func (s *Semantics) zeroOf(neg bool) value { return s.zeroValue(neg) }

// addValues is IEEEFloat::addOrSubtract.
func (s *Semantics) addValues(a, b value, sub bool, rm RoundingMode) (value, Status) {
	if a.cat == catNaN || b.cat == catNaN {
		return s.nanResult(a, b)
	}
	bneg := b.neg != sub
	switch {
	case a.cat == catInf && b.cat == catInf:
		if a.neg != bneg {
			return s.defaultNaN(false), InvalidOp
		}
		return a, OK
	case a.cat == catInf:
		return a, OK
	case b.cat == catInf:
		b.neg = bneg
		return b, OK
	case a.cat == catZero && b.cat == catZero:
		neg := a.neg
		if a.neg != bneg {
			neg = rm == TowardNegative
		}
		return s.zeroOf(neg), OK
	case a.cat == catZero:
		b.neg = bneg
		return b, OK
	case b.cat == catZero:
		return a, OK
	}
	ma, ea := s.exact(a)
	mb, eb := s.exact(b)
	e := ea
	if eb < e {
		e = eb
	}
	ma.Lsh(ma, uint(ea-e))
	mb.Lsh(mb, uint(eb-e))
	if a.neg {
		ma.Neg(ma)
	}
	if bneg {
		mb.Neg(mb)
	}
	sum := ma.Add(ma, mb)
	if sum.Sign() == 0 {
		return s.zeroOf(rm == TowardNegative), OK
	}
	neg := sum.Sign() < 0
	return s.roundRM(neg, sum.Abs(sum), e, false, rm)
}

// mulValues is IEEEFloat::multiply.
func (s *Semantics) mulValues(a, b value, rm RoundingMode) (value, Status) {
	if a.cat == catNaN || b.cat == catNaN {
		return s.nanResult(a, b)
	}
	neg := a.neg != b.neg
	switch {
	case a.cat == catInf && b.cat == catZero, a.cat == catZero && b.cat == catInf:
		return s.defaultNaN(false), InvalidOp
	case a.cat == catInf || b.cat == catInf:
		return s.infValue(neg), OK
	case a.cat == catZero || b.cat == catZero:
		return s.zeroOf(neg), OK
	}
	ma, ea := s.exact(a)
	mb, eb := s.exact(b)
	return s.roundRM(neg, ma.Mul(ma, mb), ea+eb, false, rm)
}

// divValues is IEEEFloat::divide.
func (s *Semantics) divValues(a, b value, rm RoundingMode) (value, Status) {
	if a.cat == catNaN || b.cat == catNaN {
		return s.nanResult(a, b)
	}
	neg := a.neg != b.neg
	switch {
	case a.cat == catInf && b.cat == catInf, a.cat == catZero && b.cat == catZero:
		return s.defaultNaN(false), InvalidOp
	case a.cat == catInf:
		return s.infValue(neg), OK
	case b.cat == catInf, a.cat == catZero:
		return s.zeroOf(neg), OK
	case b.cat == catZero:
		if s.NonFinite == NaNOnly {
			return s.defaultNaN(neg), DivByZero
		}
		return s.infValue(neg), DivByZero
	}
	ma, ea := s.exact(a)
	mb, eb := s.exact(b)
	k := s.Precision + 3 + mb.BitLen() - ma.BitLen()
	if k < 0 {
		k = 0
	}
	ma.Lsh(ma, uint(k))
	q, r := new(big.Int).QuoRem(ma, mb, new(big.Int))
	return s.roundRM(neg, q, ea-eb-k, r.Sign() != 0, rm)
}

// remainderValues is IEEEFloat::mod (fmod, nearest false: the result has
// the sign of a) and IEEEFloat::remainder (nearest true: a - n*b for the
// integer n nearest a/b, ties to even), exact; a zero result has the sign
// of a.
func (s *Semantics) remainderValues(a, b value, nearest bool) (value, Status) {
	if a.cat == catNaN || b.cat == catNaN {
		return s.nanResult(a, b)
	}
	switch {
	case a.cat == catInf, b.cat == catZero:
		return s.defaultNaN(false), InvalidOp
	case a.cat == catZero, b.cat == catInf:
		return a, OK
	}
	ma, ea := s.exact(a)
	mb, eb := s.exact(b)
	e := min(ea, eb)
	ma.Lsh(ma, uint(ea-e))
	mb.Lsh(mb, uint(eb-e))
	q, r := new(big.Int).QuoRem(ma, mb, new(big.Int))
	neg := a.neg
	if nearest {
		if c := new(big.Int).Lsh(r, 1).Cmp(mb); c > 0 || c == 0 && q.Bit(0) == 1 {
			r.Sub(mb, r)
			neg = !neg
		}
	}
	if r.Sign() == 0 {
		return s.zeroOf(a.neg), OK
	}
	return s.roundRM(neg, r, e, false, NearestTiesToEven)
}

// Add returns a + b rounded with rm.
func (s *Semantics) Add(a, b Bits, rm RoundingMode) (Bits, Status) {
	v, st := s.addValues(s.unpack(a), s.unpack(b), false, rm)
	return s.pack(v), st
}

// Sub returns a - b rounded with rm.
func (s *Semantics) Sub(a, b Bits, rm RoundingMode) (Bits, Status) {
	v, st := s.addValues(s.unpack(a), s.unpack(b), true, rm)
	return s.pack(v), st
}

// Mul returns a * b rounded with rm.
func (s *Semantics) Mul(a, b Bits, rm RoundingMode) (Bits, Status) {
	v, st := s.mulValues(s.unpack(a), s.unpack(b), rm)
	return s.pack(v), st
}

// Div returns a / b rounded with rm.
func (s *Semantics) Div(a, b Bits, rm RoundingMode) (Bits, Status) {
	v, st := s.divValues(s.unpack(a), s.unpack(b), rm)
	return s.pack(v), st
}

// Mod returns fmod(a, b) like APFloat::mod: exact, with the sign of a.
func (s *Semantics) Mod(a, b Bits) (Bits, Status) {
	v, st := s.remainderValues(s.unpack(a), s.unpack(b), false)
	return s.pack(v), st
}

// FusedMultiplyAdd returns a*b + c rounded once with rm, like
// APFloat::fusedMultiplyAdd.
func (s *Semantics) FusedMultiplyAdd(a, b, c Bits, rm RoundingMode) (Bits, Status) {
	va, vb, vc := s.unpack(a), s.unpack(b), s.unpack(c)
	finite := func(v value) bool { return v.cat != catNaN && v.cat != catInf && v.cat != catZero }
	if !finite(va) || !finite(vb) || vc.cat == catNaN {
		// Specials and zero products: the exact product needs no rounding.
		p, st := s.mulValues(va, vb, rm)
		r, st2 := s.addValues(p, vc, false, rm)
		return s.pack(r), st | st2
	}
	if vc.cat == catInf {
		return c, OK
	}
	mp, ep := s.exact(va)
	mb, eb := s.exact(vb)
	mp.Mul(mp, mb)
	ep += eb
	pneg := va.neg != vb.neg
	if pneg {
		mp.Neg(mp)
	}
	e := ep
	if vc.cat != catZero {
		mc, ec := s.exact(vc)
		if vc.neg {
			mc.Neg(mc)
		}
		e = min(ep, ec)
		mp.Lsh(mp, uint(ep-e))
		mp.Add(mp, mc.Lsh(mc, uint(ec-e)))
	}
	if mp.Sign() == 0 {
		// An exact zero sum is -0 only when rounding toward negative.
		return s.pack(s.zeroOf(rm == TowardNegative)), OK
	}
	neg := mp.Sign() < 0
	r, st := s.roundRM(neg, mp.Abs(mp), e, false, rm)
	return s.pack(r), st
}

// Remainder returns the IEEE remainder of a by b like APFloat::remainder.
func (s *Semantics) Remainder(a, b Bits) (Bits, Status) {
	v, st := s.remainderValues(s.unpack(a), s.unpack(b), true)
	return s.pack(v), st
}

// Neg flips the sign like APFloat::changeSign (formats whose NaN is the
// negative zero keep zeros and NaNs unchanged).
func (s *Semantics) Neg(a Bits) Bits {
	v := s.unpack(a)
	if s.NaN == NaNNegativeZero && (v.cat == catZero || v.cat == catNaN) {
		return s.pack(v)
	}
	if !s.Signed {
		return s.pack(v)
	}
	v.neg = !v.neg
	return s.pack(v)
}

// Quiet returns b with the quiet bit set if it is a signaling NaN.
func (s *Semantics) Quiet(b Bits) Bits {
	v := s.unpack(b)
	if v.cat != catNaN {
		return b
	}
	return s.pack(s.quiet(v))
}

// IsSignaling reports whether b is a signaling NaN.
func (s *Semantics) IsSignaling(b Bits) bool { return s.isSignaling(s.unpack(b)) }

// IsDenormal reports whether b is a non-zero value below the normal range.
func (s *Semantics) IsDenormal(b Bits) bool {
	v := s.unpack(b)
	return v.cat == catNormal && v.exp == s.MinExponent && !v.sig.bit(s.Precision-1)
}

// Compare compares a and b like APFloat::compare.
func (s *Semantics) Compare(a, b Bits) CmpResult {
	va, vb := s.unpack(a), s.unpack(b)
	return s.compareValues(va, vb)
}

func (s *Semantics) compareValues(va, vb value) CmpResult {
	if va.cat == catNaN || vb.cat == catNaN {
		return CmpUnordered
	}
	sa, sb := s.signedRank(va), s.signedRank(vb)
	if c := sa.Cmp(sb); c < 0 {
		return CmpLess
	} else if c > 0 {
		return CmpGreater
	}
	return CmpEqual
}

// signedRank maps a non-NaN value to a totally ordered rational encoded
// as an integer scaled by a fixed power of two (infinities beyond).
func (s *Semantics) signedRank(v value) *big.Int {
	switch v.cat {
	case catZero:
		return new(big.Int)
	case catInf:
		r := new(big.Int).Lsh(big.NewInt(1), uint(s.MaxExponent-s.MinExponent+2*s.Precision+8))
		if v.neg {
			r.Neg(r)
		}
		return r
	}
	m, e := s.exact(v)
	m.Lsh(m, uint(e-(s.MinExponent-s.Precision)))
	if v.neg {
		m.Neg(m)
	}
	return m
}

// Minnum is llvm::minnum (IEEE 754-2008 minNum; signaling NaNs are
// returned quieted, -0 < +0).
func (s *Semantics) Minnum(a, b Bits) Bits { return s.minmaxNum(a, b, true) }

// Maxnum is llvm::maxnum.
func (s *Semantics) Maxnum(a, b Bits) Bits { return s.minmaxNum(a, b, false) }

func (s *Semantics) minmaxNum(a, b Bits, isMin bool) Bits {
	va, vb := s.unpack(a), s.unpack(b)
	switch {
	case s.isSignaling(va):
		return s.pack(s.quiet(va))
	case s.isSignaling(vb):
		return s.pack(s.quiet(vb))
	case va.cat == catNaN:
		return b
	case vb.cat == catNaN:
		return a
	}
	return s.pickMinMax(a, b, va, vb, isMin)
}

func (s *Semantics) pickMinMax(a, b Bits, va, vb value, isMin bool) Bits {
	if va.cat == catZero && vb.cat == catZero && va.neg != vb.neg {
		if va.neg == isMin {
			return a
		}
		return b
	}
	c := s.compareValues(vb, va)
	if isMin {
		if c == CmpLess {
			return b
		}
		return a
	}
	if c == CmpGreater {
		return b
	}
	return a
}

// Minimum is llvm::minimum (IEEE 754-2019: NaN propagates, quieted).
func (s *Semantics) Minimum(a, b Bits) Bits { return s.minmaxProp(a, b, true) }

// Maximum is llvm::maximum.
func (s *Semantics) Maximum(a, b Bits) Bits { return s.minmaxProp(a, b, false) }

func (s *Semantics) minmaxProp(a, b Bits, isMin bool) Bits {
	va, vb := s.unpack(a), s.unpack(b)
	switch {
	case va.cat == catNaN:
		return s.pack(s.quiet(va))
	case vb.cat == catNaN:
		return s.pack(s.quiet(vb))
	}
	return s.pickMinMax(a, b, va, vb, isMin)
}

// FromInt converts an integer like APFloat::convertFromAPInt.
func (s *Semantics) FromInt(v *big.Int, rm RoundingMode) (Bits, Status) {
	if v.Sign() == 0 {
		return s.pack(s.zeroValue(false)), OK
	}
	m := new(big.Int).Abs(v)
	r, st := s.roundRM(v.Sign() < 0, m, 0, false, rm)
	return s.pack(r), st
}

// ToInt converts b to an integer of the given width like
// APFloat::convertToInteger. The status is InvalidOp when the value is a
// NaN, an infinity or out of range (the returned integer is then
// meaningless); exact reports whether no fraction was lost.
func (s *Semantics) ToInt(b Bits, width int, signed bool, rm RoundingMode) (*big.Int, Status, bool) {
	v := s.unpack(b)
	switch v.cat {
	case catNaN, catInf:
		return new(big.Int), InvalidOp, false
	case catZero:
		return new(big.Int), OK, !v.neg
	}
	m, e := s.exact(v)
	q := new(big.Int)
	lf := lfExactlyZero
	if e >= 0 {
		if v.exp+1 > width {
			return q, InvalidOp, false
		}
		q.Lsh(m, uint(e))
	} else {
		sh := uint(-e)
		q.Rsh(m, sh)
		rem := new(big.Int).Sub(m, new(big.Int).Lsh(q, sh))
		half := new(big.Int).Lsh(big.NewInt(1), sh-1)
		switch c := rem.Cmp(half); {
		case rem.Sign() == 0:
		case c < 0:
			lf = lfLessThanHalf
		case c == 0:
			lf = lfExactlyHalf
		default:
			lf = lfMoreThanHalf
		}
		if lf != lfExactlyZero && roundAwayFromZero(rm, lf, v.neg, q.Bit(0) == 1) {
			q.Add(q, big.NewInt(1))
		}
	}
	omsb := q.BitLen()
	if v.neg {
		if !signed {
			if omsb != 0 {
				return q, InvalidOp, false
			}
		} else {
			if omsb == width && int(q.TrailingZeroBits())+1 != omsb {
				return q, InvalidOp, false
			}
			if omsb > width {
				return q, InvalidOp, false
			}
		}
		q.Neg(q)
	} else {
		lim := width
		if !signed {
			lim++
		}
		if omsb >= lim {
			return q, InvalidOp, false
		}
	}
	if lf == lfExactlyZero {
		return q, OK, true
	}
	return q, Inexact, false
}

// ConvertRM converts b from format from to s like APFloat::convert with
// rounding mode rm, reporting the status and whether information was lost.
// NaN payloads are shifted as LLVM does (a quiet NaN whose payload is lost
// becomes the infinity bit pattern). Converting an infinity or NaN to a
// finite-only format, or a negative value to an unsigned one, has no
// defined result in LLVM: it is reported as InvalidOp with losesInfo.
func (s *Semantics) ConvertRM(from *Semantics, b Bits, rm RoundingMode) (Bits, Status, bool) {
	v := from.unpack(b)
	switch v.cat {
	case catInf:
		switch s.NonFinite {
		case NaNOnly:
			return s.pack(s.defaultNaN(v.neg && s.Signed)), Inexact, true
		case FiniteOnly:
			return s.pack(s.largest(v.neg)), InvalidOp, true
		}
		if !s.Signed && v.neg {
			return s.pack(s.defaultNaN(false)), InvalidOp, true
		}
		return s.pack(value{cat: catInf, neg: v.neg}), OK, false
	case catNaN:
		st := OK
		signaling := from.isSignaling(v)
		if signaling {
			st = InvalidOp
		}
		switch s.NonFinite {
		case FiniteOnly:
			return s.pack(s.zeroValue(false)), InvalidOp, true
		case NaNOnly:
			return s.pack(s.defaultNaN(v.neg && s.Signed)), st, from.NonFinite != NaNOnly
		}
		if from.NaN == NaNNegativeZero {
			return s.pack(s.defaultNaN(false)), st, false
		}
		x86Special := from.ExplicitIntegerBit && !s.ExplicitIntegerBit && (v.sig.lo>>63 == 0 || v.sig.lo>>62&1 == 0)
		sig := v.sig
		loses := x86Special
		if shift := s.Precision - from.Precision; shift > 0 {
			sig = sig.shl(shift)
		} else if shift < 0 {
			if !sig.low(-shift).isZero() {
				loses = true
			}
			sig = sig.shr(-shift)
		}
		if s.ExplicitIntegerBit && !x86Special {
			sig = sig.or(pow2(s.Precision - 1))
		}
		r := value{cat: catNaN, neg: v.neg, sig: sig}
		if signaling {
			r = s.quiet(r)
		}
		return s.pack(r), st, loses
	case catZero:
		if !s.HasZero {
			return s.pack(s.zeroValue(false)), OK, false
		}
		if s.NaN == NaNNegativeZero && v.neg {
			return s.pack(s.zeroValue(false)), Inexact, true
		}
		return s.pack(s.zeroValue(v.neg)), OK, false
	}
	m, e := from.exact(v)
	r, st := s.roundRM(v.neg, m, e, false, rm)
	return s.pack(r), st, st != OK
}
