package apfloat

import (
	"math"
	"math/big"
)

type category uint8

const (
	catZero category = iota
	catNormal
	catInf
	catNaN
)

// value is an unpacked float, laid out like LLVM's IEEEFloat.
type value struct {
	cat category
	neg bool
	// exp is the exponent of the integer-bit position: a normal value is
	// sig * 2^(exp-(Precision-1)). Denormals have exp == MinExponent and
	// the integer bit clear.
	exp int
	// sig is the significand (Precision bits). For NaNs it holds the
	// payload as LLVM stores it: the stored fraction bits (all 64 stored
	// significand bits for f80).
	sig u128
}

// unpack decodes a bit pattern exactly like APFloat's initFromAPInt.
func (s *Semantics) unpack(b Bits) value {
	b = s.mask(b)
	raw := u128{b.Hi, b.Lo}
	if s.ExplicitIntegerBit {
		sig := b.Lo
		e := b.Hi & 0x7fff
		neg := b.Hi>>15&1 != 0
		switch {
		case e == 0 && sig == 0:
			return value{cat: catZero, neg: neg}
		case e == 0x7fff && sig == 1<<63:
			return value{cat: catInf, neg: neg}
		case e == 0x7fff || (e != 0 && sig>>63 == 0):
			return value{cat: catNaN, neg: neg, sig: u128{0, sig}}
		}
		v := value{cat: catNormal, neg: neg, exp: int(e) - 16383, sig: u128{0, sig}}
		if e == 0 {
			v.exp = -16382
		}
		return v
	}
	if !s.Signed { // f8E8M0FNU
		if raw.lo == s.expMax {
			return value{cat: catNaN, sig: u128{0, 1}}
		}
		return value{cat: catNormal, exp: int(raw.lo) - s.bias, sig: u128{0, 1}}
	}
	neg := raw.bit(s.Bits - 1)
	e := raw.shr(s.fracBits).lo & s.expMax
	frac := raw.low(s.fracBits)
	fracZero := frac.isZero()
	unbiased := int(e) - s.bias
	if s.NonFinite == IEEE754 && unbiased == s.MaxExponent+1 && fracZero {
		return value{cat: catInf, neg: neg}
	}
	isZero := e == 0 && fracZero
	var isNaN bool
	switch s.NaN {
	case NaNIEEE:
		isNaN = unbiased == s.exponentNaN() && !fracZero
	case NaNAllOnes:
		isNaN = unbiased == s.exponentNaN() && frac == pow2(s.fracBits).sub1()
	case NaNNegativeZero:
		isNaN = isZero && neg
	}
	if isNaN {
		return value{cat: catNaN, neg: neg, sig: frac}
	}
	if isZero {
		return value{cat: catZero, neg: neg}
	}
	if e == 0 {
		return value{cat: catNormal, neg: neg, exp: s.MinExponent, sig: frac}
	}
	return value{cat: catNormal, neg: neg, exp: unbiased, sig: frac.or(pow2(s.fracBits))}
}

func (a u128) sub1() u128 {
	if a.lo == 0 {
		return u128{a.hi - 1, ^uint64(0)}
	}
	return u128{a.hi, a.lo - 1}
}

// exponentNaN mirrors LLVM's exponentNaN.
func (s *Semantics) exponentNaN() int {
	if s.NonFinite == NaNOnly {
		if s.NaN == NaNNegativeZero {
			return s.MinExponent - 1
		}
		if s.Signed {
			return s.MaxExponent
		}
	}
	return s.MaxExponent + 1
}

// pack encodes a value exactly like APFloat's bitcastToAPInt.
func (s *Semantics) pack(v value) Bits {
	if s.ExplicitIntegerBit {
		var sign uint64
		if v.neg {
			sign = 1 << 15
		}
		switch v.cat {
		case catZero:
			return Bits{0, sign}
		case catInf:
			return Bits{1 << 63, sign | 0x7fff}
		case catNaN:
			return Bits{v.sig.lo, sign | 0x7fff}
		}
		e := uint64(v.exp + 16383)
		if e == 1 && v.sig.lo>>63 == 0 {
			e = 0
		}
		return Bits{v.sig.lo, sign | e}
	}
	if !s.Signed {
		switch v.cat {
		case catNaN, catInf:
			return Bits{Lo: s.expMax}
		case catZero:
			return Bits{}
		}
		return Bits{Lo: uint64(v.exp + s.bias)}
	}
	var r u128
	if v.neg {
		r = pow2(s.Bits - 1)
	}
	switch v.cat {
	case catZero:
		if s.NaN == NaNNegativeZero {
			r = u128{}
		}
	case catInf:
		r = r.or(u128{0, s.expMax}.shl(s.fracBits))
	case catNaN:
		switch s.NaN {
		case NaNNegativeZero:
			r = pow2(s.Bits - 1)
		case NaNAllOnes:
			r = r.or(u128{0, uint64(s.exponentNaN() + s.bias)}.shl(s.fracBits)).or(pow2(s.fracBits).sub1())
		default:
			r = r.or(u128{0, s.expMax}.shl(s.fracBits)).or(v.sig.low(s.fracBits))
		}
	default:
		e := uint64(v.exp + s.bias)
		if e == 1 && !v.sig.bit(s.fracBits) {
			e = 0
		}
		r = r.or(u128{0, e}.shl(s.fracBits)).or(v.sig.low(s.fracBits))
	}
	return Bits{r.lo, r.hi}
}

// zeroValue is LLVM's makeZero plus the canonicalizations normalize applies:
// no negative zero in NaN-as-negative-zero formats, and the smallest normal
// value in formats without zero.
func (s *Semantics) zeroValue(neg bool) value {
	if !s.HasZero {
		return value{cat: catNormal, exp: s.MinExponent, sig: pow2(s.Precision - 1)}
	}
	if s.NaN == NaNNegativeZero || !s.Signed {
		neg = false
	}
	return value{cat: catZero, neg: neg}
}

// largest is LLVM's makeLargest.
func (s *Semantics) largest(neg bool) value {
	sig := pow2(s.Precision).sub1()
	if s.NonFinite == NaNOnly && s.NaN == NaNAllOnes && s.Precision > 1 {
		sig.lo &^= 1
	}
	return value{cat: catNormal, neg: neg && s.Signed, exp: s.MaxExponent, sig: sig}
}

// defaultNaN is LLVM's makeNaN(false, neg) without payload.
func (s *Semantics) defaultNaN(neg bool) value {
	switch {
	case s.NonFinite == FiniteOnly:
		// No NaN: documented choice, +0.
		return s.zeroValue(false)
	case !s.Signed:
		return value{cat: catNaN, sig: u128{0, 1}}
	case s.NonFinite == NaNOnly && s.NaN == NaNNegativeZero:
		return value{cat: catNaN, neg: true}
	case s.NonFinite == NaNOnly:
		return value{cat: catNaN, neg: neg, sig: pow2(s.Precision - 1).sub1()}
	}
	sig := pow2(s.Precision - 2)
	if s.ExplicitIntegerBit {
		sig = sig.or(pow2(s.Precision - 1))
	}
	return value{cat: catNaN, neg: neg, sig: sig}
}

// infValue is LLVM's makeInf, except that finite-only formats saturate.
func (s *Semantics) infValue(neg bool) value {
	switch s.NonFinite {
	case NaNOnly:
		return s.defaultNaN(neg)
	case FiniteOnly:
		return s.largest(neg)
	}
	return value{cat: catInf, neg: neg}
}

// overflow is LLVM's handleOverflow for round-to-nearest.
func (s *Semantics) overflow(neg bool) value {
	if !s.Signed && neg {
		return s.defaultNaN(false)
	}
	return s.infValue(neg)
}

// round rounds the value (m + sticky*epsilon) * 2^e to nearest, ties to
// even, with APFloat's overflow and underflow rules. sticky reports that
// the true value is slightly larger in magnitude than m*2^e (by less than
// 2^e); callers keep at least Precision+2 significant bits in m when
// sticky is set.
func (s *Semantics) round(neg bool, m u128, e int, sticky bool) value {
	if !s.Signed && neg && (sticky || !m.isZero()) {
		// Documented choice: negative values are not representable.
		return s.defaultNaN(false)
	}
	if m.isZero() {
		return s.zeroValue(neg)
	}
	p := s.Precision
	ex := e + m.bitLen() - 1
	if ex > s.MaxExponent {
		return s.overflow(neg)
	}
	te := ex
	if te < s.MinExponent {
		te = s.MinExponent
	}
	shift := te - (p - 1) - e
	var sig u128
	if shift <= 0 {
		sig = m.shl(-shift)
	} else if shift > 128 {
		sig = u128{}
	} else {
		sig = m.shr(shift)
		c := m.low(shift).cmp(pow2(shift - 1))
		if c > 0 || (c == 0 && (sticky || sig.bit(0))) {
			sig = sig.add1()
		}
	}
	if sig == pow2(p) {
		sig = sig.shr(1)
		te++
		if te > s.MaxExponent {
			return s.overflow(neg)
		}
	}
	if sig.isZero() {
		return s.zeroValue(neg)
	}
	if s.NonFinite == NaNOnly && s.NaN == NaNAllOnes && p > 1 && te == s.MaxExponent && sig == pow2(p).sub1() {
		return s.overflow(neg)
	}
	return value{cat: catNormal, neg: neg, exp: te, sig: sig}
}

// roundBig is round for an arbitrarily large m.
func (s *Semantics) roundBig(neg bool, m *big.Int, e int, sticky bool) value {
	if bl := m.BitLen(); bl > 126 {
		sh := bl - 126
		if m.TrailingZeroBits() < uint(sh) {
			sticky = true
		}
		m = new(big.Int).Rsh(m, uint(sh))
		e += sh
	}
	return s.round(neg, u128FromBig(m), e, sticky)
}

// convertValue converts v from semantics from to s like APFloat::convert
// with round-to-nearest-even.
func (s *Semantics) convertValue(from *Semantics, v value) value {
	switch v.cat {
	case catNormal:
		return s.round(v.neg, v.sig, v.exp-(from.Precision-1), false)
	case catZero:
		return s.zeroValue(v.neg)
	case catInf:
		if !s.Signed && v.neg {
			return s.defaultNaN(false)
		}
		return s.infValue(v.neg)
	}
	// NaN.
	switch {
	case s.NonFinite == NaNOnly:
		return s.defaultNaN(v.neg && s.Signed)
	case s.NonFinite == FiniteOnly:
		return s.zeroValue(false) // documented choice
	case from.NaN == NaNNegativeZero:
		return s.defaultNaN(false)
	}
	signaling := from.NonFinite == IEEE754 && from.Precision >= 2 && !v.sig.bit(from.Precision-2)
	x86Special := from.ExplicitIntegerBit && !s.ExplicitIntegerBit && (v.sig.lo>>63 == 0 || v.sig.lo>>62&1 == 0)
	sig := v.sig
	if shift := s.Precision - from.Precision; shift > 0 {
		sig = sig.shl(shift)
	} else {
		sig = sig.shr(-shift)
	}
	sig = sig.low(s.Precision)
	if s.ExplicitIntegerBit && !x86Special {
		sig = sig.or(pow2(s.Precision - 1))
	}
	if signaling {
		sig = sig.or(pow2(s.Precision - 2))
	}
	if sig.low(s.Precision - 1).isZero() {
		// Documented choice: never turn a NaN into an infinity.
		sig = sig.or(pow2(s.Precision - 2))
	}
	return value{cat: catNaN, neg: v.neg, sig: sig}
}

// Convert converts b from format from to s (APFloat::convert with
// round-to-nearest-even).
func (s *Semantics) Convert(from *Semantics, b Bits) Bits {
	return s.pack(s.convertValue(from, from.unpack(b)))
}

// Canonical returns the canonical encoding of b: the bit pattern MLIR prints
// after parsing b as a hexadecimal literal. It only differs from b for f80
// pseudo-NaNs, pseudo-infinities, unnormals and pseudo-denormals, and for
// bits above the storage width.
func (s *Semantics) Canonical(b Bits) Bits { return s.pack(s.unpack(b)) }

// FromFloat64 converts v with round-to-nearest-even.
func (s *Semantics) FromFloat64(v float64) Bits {
	switch s {
	case F64:
		if v == v {
			return Bits{Lo: math.Float64bits(v)}
		}
	case F32:
		if math.Abs(v) <= math.MaxFloat32 {
			return Bits{Lo: uint64(math.Float32bits(float32(v)))}
		}
	}
	return s.Convert(F64, Bits{Lo: math.Float64bits(v)})
}

// ToFloat64 converts b to the nearest float64 (ties to even).
func (s *Semantics) ToFloat64(b Bits) float64 {
	switch s {
	case F64:
		return math.Float64frombits(b.Lo)
	case F32:
		if f := math.Float32frombits(uint32(b.Lo)); f == f {
			return float64(f)
		}
	}
	return math.Float64frombits(F64.Convert(s, b).Lo)
}

// ToBig returns the exact value of b. ok is false for infinities and NaNs.
// Negative zero is returned as a negative big.Float zero.
func (s *Semantics) ToBig(b Bits) (f *big.Float, ok bool) {
	v := s.unpack(b)
	f = new(big.Float).SetPrec(uint(s.Precision))
	switch v.cat {
	case catZero:
		if v.neg {
			f.Neg(f)
		}
		return f, true
	case catNormal:
		f.SetInt(v.sig.big())
		f.SetMantExp(f, v.exp-(s.Precision-1))
		if v.neg {
			f.Neg(f)
		}
		return f, true
	}
	return nil, false
}

// FromBig converts v with round-to-nearest-even. Infinities convert like
// APFloat infinities (NaN in NaN-only formats, saturation in finite-only
// formats).
func (s *Semantics) FromBig(v *big.Float) Bits {
	neg := v.Signbit()
	if v.IsInf() {
		return s.pack(s.convertValue(F64, value{cat: catInf, neg: neg}))
	}
	if v.Sign() == 0 {
		return s.pack(s.zeroValue(neg))
	}
	mant := new(big.Float)
	exp := v.MantExp(mant)
	prec := int(v.MinPrec())
	mant.SetMantExp(mant, prec)
	m, _ := mant.Int(nil)
	m.Abs(m)
	return s.pack(s.roundBig(neg, m, exp-prec, false))
}

// FromHexBits interprets v as the bit pattern of a hexadecimal float
// literal such as `0x7FC00000 : f32`. It returns false if v is negative or
// needs more than s.Bits bits. The result is canonicalized like MLIR (see
// Canonical).
func (s *Semantics) FromHexBits(v *big.Int) (Bits, bool) {
	if v.Sign() < 0 || v.BitLen() > s.Bits {
		return Bits{}, false
	}
	u := u128FromBig(v)
	return s.Canonical(Bits{u.lo, u.hi}), true
}

// Hex returns the canonical bit pattern as MLIR prints it: "0x" followed by
// the upper-case hexadecimal digits without leading zeros ("0x0" for zero),
// like APInt::toString(16, unsigned, C-literal).
func (s *Semantics) Hex(b Bits) string {
	b = s.Canonical(b)
	const digits = "0123456789ABCDEF"
	var buf [34]byte
	i := len(buf)
	lo, hi := b.Lo, b.Hi
	for {
		i--
		buf[i] = digits[lo&15]
		lo = lo>>4 | hi<<60
		hi >>= 4
		if lo|hi == 0 {
			break
		}
	}
	i--
	buf[i] = 'x'
	i--
	buf[i] = '0'
	return string(buf[i:])
}
