package apfloat

// Sign manipulation, rounding to integral values and classification, as
// APFloat's abs, copySign, roundToIntegral and isNormal.

// signFixed reports whether the sign of v cannot change: unsigned formats,
// and zero and NaN in formats that encode NaN as negative zero (LLVM's
// changeSign leaves those alone).
func (s *Semantics) signFixed(v value) bool {
	return !s.Signed || (s.NaN == NaNNegativeZero && (v.cat == catZero || v.cat == catNaN))
}

// withSign returns v with sign neg, unless its sign cannot change.
func (s *Semantics) withSign(v value, neg bool) value {
	if !s.signFixed(v) {
		v.neg = neg
	}
	return v
}

// Abs returns |b| (APFloat's abs: clearSign).
func (s *Semantics) Abs(b Bits) Bits { return s.pack(s.withSign(s.unpack(b), false)) }

// CopySign returns b with the sign of sign (APFloat::copySign).
func (s *Semantics) CopySign(b, sign Bits) Bits {
	return s.pack(s.withSign(s.unpack(b), s.unpack(sign).neg))
}

// IsNormal reports whether b is a normal number: finite, non-zero and not
// denormal (APFloat::isNormal).
func (s *Semantics) IsNormal(b Bits) bool {
	v := s.unpack(b)
	return v.cat == catNormal && !(v.exp == s.MinExponent && !v.sig.bit(s.Precision-1))
}

// integral rounding directions.
const (
	intUp = iota
	intDown
	intNearestEven
	intTowardZero
	intNearestAway
)

// Ceil rounds b to an integral value toward +Inf
// (roundToIntegral(TowardPositive)).
func (s *Semantics) Ceil(b Bits) Bits { return s.toIntegral(b, intUp) }

// Floor rounds b to an integral value toward -Inf
// (roundToIntegral(TowardNegative)).
func (s *Semantics) Floor(b Bits) Bits { return s.toIntegral(b, intDown) }

// RoundEven rounds b to the nearest integral value, ties to even
// (roundToIntegral(NearestTiesToEven)).
func (s *Semantics) RoundEven(b Bits) Bits { return s.toIntegral(b, intNearestEven) }

// TruncIntegral rounds b to an integral value toward zero
// (roundToIntegral(TowardZero)).
func (s *Semantics) TruncIntegral(b Bits) Bits { return s.toIntegral(b, intTowardZero) }

// RoundAway rounds b to the nearest integral value, ties away from zero
// (roundToIntegral(NearestTiesToAway)).
func (s *Semantics) RoundAway(b Bits) Bits { return s.toIntegral(b, intNearestAway) }

// toIntegral is IEEEFloat::roundToIntegral: infinities and zeros are
// unchanged, signaling NaNs become quiet, and the sign of the input is kept
// (so ceil(-0.5) is -0).
func (s *Semantics) toIntegral(b Bits, dir int) Bits {
	v := s.unpack(b)
	switch v.cat {
	case catInf, catZero:
		return s.pack(v)
	case catNaN:
		if s.NonFinite == IEEE754 && s.Precision >= 2 && !v.sig.bit(s.Precision-2) {
			v.sig = v.sig.or(pow2(s.Precision - 2))
		}
		return s.pack(v)
	}
	if v.exp+1 >= s.Precision {
		return s.pack(v)
	}
	// v = sig * 2^-shift with shift > 0: split into the integer part and
	// the discarded fraction.
	shift := s.Precision - 1 - v.exp
	var ip u128
	half, inexact := -1, !v.sig.isZero() // fraction vs one half; fraction != 0
	if shift < 128 {
		ip = v.sig.shr(shift)
		frac := v.sig.low(shift)
		half, inexact = frac.cmp(pow2(shift-1)), !frac.isZero()
	}
	up := false
	switch dir {
	case intUp:
		up = inexact && !v.neg
	case intDown:
		up = inexact && v.neg
	case intNearestEven:
		up = half > 0 || (half == 0 && ip.bit(0))
	case intNearestAway:
		up = half >= 0
	}
	if up {
		ip = ip.add1()
	}
	if ip.isZero() {
		return s.pack(s.zeroValue(v.neg))
	}
	return s.pack(s.round(v.neg, ip, 0, false))
}

// DefaultNaN is APFloat::getNaN(semantics): the positive quiet NaN without
// payload (the NaN of NaN-only formats; +0 in finite-only ones).
func (s *Semantics) DefaultNaN() Bits { return s.pack(s.defaultNaN(false)) }
