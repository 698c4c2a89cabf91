package apfloat

import (
	"math"
	"math/big"
	"strconv"
)

// Format renders b exactly like LLVM's
// APFloat::toString(Str, FormatPrecision, FormatMaxPadding, TruncateZero):
// "+Inf", "-Inf" and "NaN" for non-finite values; for zero "0.0E+0"
// (TruncateZero), "0.0...0e+00" (padded to FormatPrecision digits) or "0"
// (non-zero FormatMaxPadding); otherwise at most formatPrecision
// significant digits (2 + Precision*59/196 when formatPrecision is 0),
// rounded half up after LLVM's binary pre-truncation, in scientific notation
// ('E' with TruncateZero, else 'e' with a two-digit exponent and zero
// padding) when formatMaxPadding is 0 or more than formatMaxPadding zeros
// would be needed, and in positional notation otherwise. Negative arguments
// are treated as 0.
func (s *Semantics) Format(b Bits, formatPrecision, formatMaxPadding int, truncateZero bool) string {
	var buf [96]byte
	return string(s.appendFormat(buf[:0], s.unpack(b), formatPrecision, formatMaxPadding, truncateZero))
}

func (s *Semantics) appendFormat(dst []byte, v value, prec, pad int, truncZero bool) []byte {
	if prec < 0 {
		prec = 0
	}
	if pad < 0 {
		pad = 0
	}
	switch v.cat {
	case catInf:
		if v.neg {
			return append(dst, "-Inf"...)
		}
		return append(dst, "+Inf"...)
	case catNaN:
		return append(dst, "NaN"...)
	case catZero:
		if v.neg {
			dst = append(dst, '-')
		}
		if pad != 0 {
			return append(dst, '0')
		}
		if truncZero {
			return append(dst, "0.0E+0"...)
		}
		dst = append(dst, "0.0"...)
		for i := 1; i < prec; i++ {
			dst = append(dst, '0')
		}
		return append(dst, "e+00"...)
	}
	if prec == 0 {
		prec = 2 + s.Precision*59/196
	}
	var dbuf [64]byte
	digits, exp := s.decimalDigits(dbuf[:0], v.sig, v.exp-(s.Precision-1), prec)
	return appendLayout(dst, v.neg, digits, exp, prec, pad, truncZero)
}

// appendLayout is the final part of LLVM's toStringImpl: digits holds the
// significant digits (most significant first, no trailing zeros) and exp
// is the decimal exponent of the last one.
func appendLayout(dst []byte, neg bool, d []byte, exp, prec, pad int, truncZero bool) []byte {
	if neg {
		dst = append(dst, '-')
	}
	nd := len(d)
	var sci bool
	switch {
	case pad == 0:
		sci = true
	case exp >= 0:
		sci = exp > pad || nd+exp > prec
	default:
		if msd := exp + nd - 1; msd >= 0 {
			sci = false
		} else {
			sci = -msd > pad
		}
	}
	if sci {
		e := exp + nd - 1
		dst = append(dst, d[0], '.')
		if nd == 1 && truncZero {
			dst = append(dst, '0')
		} else {
			dst = append(dst, d[1:]...)
		}
		if !truncZero {
			for i := nd - 1; i < prec; i++ {
				dst = append(dst, '0')
			}
		}
		if truncZero {
			dst = append(dst, 'E')
		} else {
			dst = append(dst, 'e')
		}
		if e >= 0 {
			dst = append(dst, '+')
		} else {
			dst = append(dst, '-')
			e = -e
		}
		if !truncZero && e < 10 {
			dst = append(dst, '0')
		}
		return appendUint(dst, uint64(e))
	}
	if exp >= 0 {
		dst = append(dst, d...)
		for i := 0; i < exp; i++ {
			dst = append(dst, '0')
		}
		return dst
	}
	if whole := exp + nd; whole > 0 {
		dst = append(dst, d[:whole]...)
		dst = append(dst, '.')
		return append(dst, d[whole:]...)
	} else {
		dst = append(dst, '0', '.')
		for i := 0; i < -whole; i++ {
			dst = append(dst, '0')
		}
		return append(dst, d...)
	}
}

// decimalDigits performs the digit generation of LLVM's toStringImpl for
// the positive value m * 2^exp2 (m != 0): it returns the significant digits
// (most significant first, no trailing zeros) and the decimal exponent of
// the last digit.
func (s *Semantics) decimalDigits(dst []byte, m u128, exp2 int, prec int) ([]byte, int) {
	tz := m.trailingZeros()
	m = m.shr(tz)
	exp2 += tz
	if d, e, ok := digitsU128(dst, m, exp2, prec); ok {
		return d, e
	}
	if m.hi == 0 && m.lo < 1<<53 && exp2 >= -1074 && exp2+bitLen64(m.lo) <= 1024 {
		if d, e, ok := digitsFloat64(dst, m.lo, exp2, prec); ok {
			return d, e
		}
	}
	return digitsBig(dst, m, exp2, prec)
}

// bitsRequired is LLVM's (FormatPrecision * 196 + 58) / 59.
func bitsRequired(prec int) int { return (prec*196 + 58) / 59 }

// stripZeros removes trailing zero digits, adjusting exp.
func stripZeros(d []byte, exp int) ([]byte, int) {
	n := len(d)
	for n > 1 && d[n-1] == '0' {
		n--
	}
	return d[:n], exp + len(d) - n
}

// adjustDigits is LLVM's AdjustToPrecision on the digit buffer (round half
// up to prec digits, dropping trailing zeros).
func adjustDigits(d []byte, exp, prec int) ([]byte, int) {
	n := len(d)
	if n <= prec {
		return d, exp
	}
	if d[prec] < '5' {
		keep := prec
		for keep > 0 && d[keep-1] == '0' {
			keep--
		}
		return d[:keep], exp + n - keep
	}
	i := prec - 1
	for i >= 0 && d[i] == '9' {
		i--
	}
	if i < 0 {
		d = append(d[:0], '1')
		return d, exp + n
	}
	d[i]++
	return d[:i+1], exp + n - (i + 1)
}

// digitsU128 runs LLVM's algorithm exactly when the decimal significand
// fits in 128 bits. m is odd (or the value is an integer power of two).
func digitsU128(dst []byte, m u128, exp2, prec int) ([]byte, int, bool) {
	var n u128
	exp := 0
	switch {
	case exp2 > 0:
		if m.bitLen()+exp2 > 128 {
			return nil, 0, false
		}
		n = m.shl(exp2)
	case exp2 < 0:
		k := -exp2
		if k >= len(pow5tab) || m.bitLen()+pow5tab[k].bitLen() > 128 {
			return nil, 0, false
		}
		n = m.mul(pow5tab[k])
		exp = exp2
	default:
		n = m
	}
	if b, req := n.bitLen(), bitsRequired(prec); b > req {
		if t := (b - req) * 59 / 196; t > 0 {
			exp += t
			n = n.divPow10(t)
		}
	}
	d := n.appendDecimal(dst)
	d, exp = stripZeros(d, exp)
	d, exp = adjustDigits(d, exp, prec)
	return d, exp, true
}

// digitsBig runs LLVM's algorithm with big integers.
func digitsBig(dst []byte, m u128, exp2, prec int) ([]byte, int) {
	n := m.big()
	exp := 0
	if exp2 > 0 {
		n.Lsh(n, uint(exp2))
	} else if exp2 < 0 {
		n.Mul(n, pow5Big(-exp2))
		exp = exp2
	}
	if b, req := n.BitLen(), bitsRequired(prec); b > req {
		if t := (b - req) * 59 / 196; t > 0 {
			exp += t
			n.Quo(n, pow10Big(t))
		}
	}
	d := n.Append(dst, 10)
	d, exp = stripZeros(d, exp)
	d, exp = adjustDigits(d, exp, prec)
	return d, exp
}

const (
	log2of5  = 2.321928094887362347870319429489390175864831393
	log2of10 = 3.321928094887362347870319429489390175864831393
)

// digitsFloat64 computes the same result as digitsBig for values exactly
// representable as float64 (m odd, m < 2^53), using strconv's correctly
// rounded digit generation plus an exactness argument. It reports false
// when the shortcut cannot decide, in which case the caller falls back to
// the exact algorithm.
//
// With N the decimal significand (m<<exp2, or m*5^-exp2 with decimal
// exponent exp2), LLVM first divides N by 10^t (t derived from the bit
// length of N) with truncation, then rounds the remaining L-t digits half
// up to prec digits. If L-t > prec the result is N rounded half up to prec
// digits (decided by digit prec+1 of N); if L-t == prec it is N truncated
// to prec digits. Both only need the first prec+1 digits of N, truncated.
func digitsFloat64(dst []byte, m uint64, exp2, prec int) ([]byte, int, bool) {
	f := math.Ldexp(float64(m), exp2)
	var bitsN, k int
	if exp2 >= 0 {
		bitsN = bitLen64(m) + exp2
	} else {
		k = -exp2
		lg := math.Log2(float64(m)) + float64(k)*log2of5
		fl := math.Floor(lg)
		if lg-fl < 1e-9 || fl+1-lg < 1e-9 {
			return nil, 0, false
		}
		bitsN = int(fl) + 1
	}
	t := 0
	if req := bitsRequired(prec); bitsN > req {
		t = (bitsN - req) * 59 / 196
	}
	// n correctly rounded digits; 18 is the limit of strconv's fast
	// fixed-precision path.
	n := prec + 3
	if n > 18 {
		n = 18
	}
	if n < prec+1 {
		return nil, 0, false
	}
	var buf [32]byte
	out := strconv.AppendFloat(buf[:0], f, 'e', n-1, 64)
	// out is d.ddde±XX
	g := append(dst[:0], out[0])
	g = append(g, out[2:n+1]...)
	x10 := 0
	for _, c := range out[n+3:] {
		x10 = x10*10 + int(c-'0')
	}
	if out[n+2] == '-' {
		x10 = -x10
	}
	// g is within half a unit in its last place of the exact value. Unless
	// g ends in zeros from position prec+1 on, its first prec+1 digits are
	// the exact value's; otherwise compare exactly with g: if the exact
	// value is below g, its digits are those of g minus one unit.
	tailZero := true
	for _, c := range g[prec+1:] {
		if c != '0' {
			tailZero = false
			break
		}
	}
	if tailZero {
		var gd uint64
		for _, c := range g {
			gd = gd*10 + uint64(c-'0')
		}
		c := cmpBinaryDecimal(u128{0, m}, exp2, gd, x10-(n-1))
		if c < 0 {
			i := n - 1
			for g[i] == '0' {
				g[i] = '9'
				i--
			}
			g[i]--
			if g[0] == '0' {
				if n-1 < prec+1 {
					return nil, 0, false
				}
				g = g[1:]
				x10--
			}
		}
	}
	L := x10 + 1 + k
	switch q := L - t; {
	case q < prec:
		return nil, 0, false
	case q == prec:
		d, e := stripZeros(g[:prec], x10-prec+1)
		return d, e, true
	}
	d, e := adjustDigits(g[:prec+1], x10-prec, prec)
	return d, e, true
}

// cmpBinaryDecimal compares m*2^e with d*10^q exactly.
func cmpBinaryDecimal(m u128, e int, d uint64, q int) int {
	// Decide by magnitude when the two are clearly apart.
	lhs := math.Log2(float64(m.hi)*0x1p64+float64(m.lo)) + float64(e)
	rhs := math.Log2(float64(d)) + float64(q)*log2of10
	if lhs-rhs > 1e-9 {
		return 1
	}
	if rhs-lhs > 1e-9 {
		return -1
	}
	// Remove the factor 5^q from one side: compare x*2^ex with y*2^ey.
	x, y := m, u128{0, d}
	var ok bool
	if q >= 0 {
		y, ok = mulPow5(y, q)
	} else {
		x, ok = mulPow5(x, -q)
	}
	if ok {
		sh := e - q
		if sh >= 0 && x.bitLen()+sh <= 128 {
			return x.shl(sh).cmp(y)
		}
		if sh < 0 && y.bitLen()-sh <= 128 {
			return x.cmp(y.shl(-sh))
		}
	}
	// Big integers.
	bx, by := m.big(), new(big.Int).SetUint64(d)
	if q >= 0 {
		by.Mul(by, pow5Big(q))
	} else {
		bx.Mul(bx, pow5Big(-q))
	}
	if sh := e - q; sh >= 0 {
		bx.Lsh(bx, uint(sh))
	} else {
		by.Lsh(by, uint(-sh))
	}
	return bx.Cmp(by)
}

// mulPow5 returns x*5^k if it fits in 128 bits.
func mulPow5(x u128, k int) (u128, bool) {
	if k >= len(pow5tab) || x.bitLen()+pow5tab[k].bitLen() > 128 {
		return u128{}, false
	}
	return x.mul(pow5tab[k]), true
}

// FormatMLIR renders b exactly like MLIR's AsmPrinter printFloatValue: the
// scientific form Format(b, 6, 0, false) if it parses back (ParseDecimal)
// to the same value, else the default form Format(b, 0, 3, true) if it
// contains a '.', else (and for infinities and NaNs) the hexadecimal bit
// pattern (Hex).
func (s *Semantics) FormatMLIR(b Bits) string {
	if s != F32 && s != F64 {
		b = s.Canonical(b)
	}
	v := s.unpack(b)
	switch v.cat {
	case catInf, catNaN:
		return s.Hex(b)
	case catZero:
		// "0.000000e+00" and "-0.000000e+00" always parse back.
		var buf [16]byte
		return string(s.appendFormat(buf[:0], v, 6, 0, false))
	}
	var dbuf [64]byte
	var out [96]byte
	d, exp := s.decimalDigits(dbuf[:0], v.sig, v.exp-(s.Precision-1), 6)
	str := appendLayout(out[:0], v.neg, d, exp, 6, 0, false)
	if s.Signed && s.NonFinite != FiniteOnly {
		if s.roundTrips(v, d, exp) {
			return string(str)
		}
	} else if pv, ok := s.parse(string(str)); ok && s.pack(pv) == b {
		return string(str)
	}
	prec := 2 + s.Precision*59/196
	d, exp = s.decimalDigits(dbuf[:0], v.sig, v.exp-(s.Precision-1), prec)
	str = appendLayout(out[:0], v.neg, d, exp, prec, 3, true)
	if containsDot(str) {
		return string(str)
	}
	return s.Hex(b)
}

// roundTrips reports whether the decimal digits*10^exp (digits: at most 19)
// rounds to the finite non-zero value v under round-to-nearest-even, by
// comparing it with the midpoints between v and its neighbours. It is valid
// for signed formats with infinities or NaNs (for those, overflow beyond the
// largest value never rounds back to it, and ties go to the even
// significand).
func (s *Semantics) roundTrips(v value, digits []byte, exp int) bool {
	var d uint64
	for _, c := range digits {
		d = d*10 + uint64(c-'0')
	}
	m, e := v.sig, v.exp-(s.Precision-1)
	even := !m.bit(0)
	// Upper midpoint (2m+1)*2^(e-1): also the overflow threshold above the
	// largest value, whose odd significand sends ties away from it.
	c := cmpBinaryDecimal(m.shl(1).add1(), e-1, d, exp)
	if c < 0 || (c == 0 && !even) {
		return false
	}
	// Lower midpoint: the gap below a power of two is half as wide.
	lm, le := m.shl(1).sub1(), e-1
	if m == pow2(s.Precision-1) && v.exp > s.MinExponent {
		lm, le = m.shl(2).sub1(), e-2
	}
	c = cmpBinaryDecimal(lm, le, d, exp)
	return c < 0 || (c == 0 && even)
}

func containsDot(b []byte) bool {
	for _, c := range b {
		if c == '.' {
			return true
		}
	}
	return false
}
