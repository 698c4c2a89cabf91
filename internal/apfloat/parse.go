package apfloat

import (
	"math"
	"math/big"
	"strconv"
)

// ParseDecimal parses a decimal literal such as "1.5", "-2.0e-3", "10" or
// "1." into s, correctly rounded to nearest-even, exactly like LLVM's
// APFloat(sem, str) constructor (IEEEFloat::convertFromString). It accepts
// what LLVM accepts: an optional sign, digits with at most one '.', and an
// optional exponent 'e'/'E' whose digits may be omitted ("1e" is 1);
// exponents are clamped to ±24000 like LLVM. The special spellings "inf",
// "INFINITY", "+Inf", "-inf", "-INFINITY", "-Inf" and "nan"/"NaN" (optionally
// signed, 's'-prefixed for signaling, with an optional decimal, octal or
// hexadecimal payload) are accepted too. Hexadecimal float literals
// ("0x1p3") are not supported. It returns false on malformed input, and
// for infinities or NaNs in formats that cannot represent them.
func (s *Semantics) ParseDecimal(str string) (Bits, bool) {
	v, ok := s.parse(str)
	if !ok {
		return Bits{}, false
	}
	return s.pack(v), true
}

func isDigit(c byte) bool { return c-'0' < 10 }

// decimal is the result of LLVM's interpretDecimal.
type decimal struct {
	str         string
	first, last int // significant digits are str[first..last] minus any '.'
	zero        bool
	exponent    int // value = digits-as-integer * 10^exponent
	normExp     int // exponent with the point after the first digit
	sigEnd      int // end of the significand (index of 'e' or len)
	expStart    int // start of the exponent digits (after 'e'), or -1
}

// interpretDecimal mirrors LLVM's interpretDecimal.
func interpretDecimal(str string) (d decimal, ok bool) {
	begin, end := 0, len(str)
	d.str = str
	d.expStart = -1
	p, dot := begin, end
	for p < end && str[p] == '0' {
		p++
	}
	if p < end && str[p] == '.' {
		dot = p
		p++
		if end-begin == 1 {
			return d, false
		}
		for p < end && str[p] == '0' {
			p++
		}
	}
	d.first = p
	for p < end {
		if str[p] == '.' {
			if dot != end {
				return d, false
			}
			dot = p
			p++
			if p == end {
				break
			}
		}
		if !isDigit(str[p]) {
			break
		}
		p++
	}
	d.sigEnd = p
	if p != end {
		if str[p] != 'e' && str[p] != 'E' {
			return d, false
		}
		if p == begin {
			return d, false
		}
		if dot != end && p-begin == 1 {
			return d, false
		}
		e, ok := readExponent(str[p+1:])
		if !ok {
			return d, false
		}
		d.exponent = e
		d.expStart = p + 1
		if dot == end {
			dot = p
		}
	}
	d.zero = d.first == end || !isDigit(str[d.first])
	if p != d.first {
		if p != begin {
			for {
				for {
					p--
					if !(p != begin && str[p] == '0') {
						break
					}
				}
				if !(p != begin && str[p] == '.') {
					break
				}
			}
		}
		adj := dot - p
		if dot > p {
			adj--
		}
		d.exponent += adj
		n := p - d.first
		if dot > d.first && dot < p {
			n--
		}
		d.normExp = d.exponent + n
	}
	d.last = p
	return d, true
}

// readExponent mirrors LLVM's readExponent.
func readExponent(s string) (int, bool) {
	const overlarge = 24000
	if len(s) == 0 || ((s[0] == '-' || s[0] == '+') && len(s) == 1) {
		return 0, true
	}
	neg := s[0] == '-'
	i := 0
	if s[0] == '-' || s[0] == '+' {
		i++
	}
	if !isDigit(s[i]) {
		return 0, false
	}
	abs := int(s[i] - '0')
	for i++; i < len(s); i++ {
		if !isDigit(s[i]) {
			return 0, false
		}
		abs = abs*10 + int(s[i]-'0')
		if abs >= overlarge {
			abs = overlarge
			break
		}
	}
	if neg {
		return -abs, true
	}
	return abs, true
}

// parse is ParseDecimal returning the unpacked value.
func (s *Semantics) parse(str string) (value, bool) {
	if str == "" {
		return value{}, false
	}
	if v, ok, special := s.parseSpecial(str); special {
		return v, ok
	}
	neg := str[0] == '-'
	body := str
	if str[0] == '-' || str[0] == '+' {
		body = str[1:]
		if body == "" {
			return value{}, false
		}
	}
	if len(body) >= 2 && body[0] == '0' && (body[1] == 'x' || body[1] == 'X') {
		return value{}, false // hexadecimal floats are not supported
	}
	d, ok := interpretDecimal(body)
	if !ok {
		return value{}, false
	}
	if d.zero {
		return s.zeroValue(neg), true
	}
	const intMax, intMin = math.MaxInt32, math.MinInt32
	switch {
	case d.normExp-1 > intMax/42039:
		return s.overflow(neg), true
	case d.normExp-1 < intMin/42039 ||
		(d.normExp+1)*28738 <= 8651*(s.MinExponent-s.Precision):
		return s.round(neg, u128{}, 0, true), true
	case (d.normExp-1)*42039 >= 12655*s.MaxExponent:
		return s.overflow(neg), true
	}
	if v, ok := s.parseFast(neg, str, &d); ok {
		return v, true
	}
	return s.parseExact(neg, &d), true
}

// digitsBig returns the significant digits of d as an integer.
func (d *decimal) digitsBig() *big.Int {
	var buf []byte
	for i := d.first; i <= d.last; i++ {
		if c := d.str[i]; c != '.' {
			buf = append(buf, c)
		}
	}
	z, _ := new(big.Int).SetString(string(buf), 10)
	return z
}

// parseExact converts d exactly with big integer arithmetic.
func (s *Semantics) parseExact(neg bool, d *decimal) value {
	D := d.digitsBig()
	if d.exponent >= 0 {
		D.Mul(D, pow10Big(d.exponent))
		return s.roundBig(neg, D, 0, false)
	}
	den := pow10Big(-d.exponent)
	k := den.BitLen() - D.BitLen() + s.Precision + 3
	if k < 0 {
		k = 0
	}
	D.Lsh(D, uint(k))
	q, r := new(big.Int).QuoRem(D, den, new(big.Int))
	return s.roundBig(neg, q, -k, r.Sign() != 0)
}

func pow10Big(n int) *big.Int {
	return new(big.Int).Exp(big.NewInt(10), big.NewInt(int64(n)), nil)
}

func pow5Big(n int) *big.Int {
	return new(big.Int).Exp(big.NewInt(5), big.NewInt(int64(n)), nil)
}

// parseFast uses strconv for formats whose values and rounding midpoints are
// all float64 values. str is the full literal (sign included).
func (s *Semantics) parseFast(neg bool, str string, d *decimal) (value, bool) {
	if s.Precision > 53 || s.MaxExponent > 1023 || s.MinExponent < -1022 {
		return value{}, false
	}
	if len(str) > 200 {
		return value{}, false
	}
	// strconv rejects an exponent without digits; LLVM reads it as 0.
	lit := str
	if d.expStart >= 0 {
		e := d.str[d.expStart:]
		if e == "" || e == "+" || e == "-" {
			lit = str[:len(str)-len(d.str)+d.sigEnd]
		}
	}
	if s == F32 {
		f, err := strconv.ParseFloat(lit, 32)
		if err != nil && !isRangeErr(err) {
			return value{}, false
		}
		return F32.unpack(Bits{Lo: uint64(math.Float32bits(float32(f)))}), true
	}
	f, err := strconv.ParseFloat(lit, 64)
	if err != nil && !isRangeErr(err) {
		return value{}, false
	}
	if s == F64 {
		return F64.unpack(Bits{Lo: math.Float64bits(f)}), true
	}
	if math.IsInf(f, 0) {
		return s.overflow(neg), true
	}
	if f == 0 {
		return s.zeroValue(neg), true
	}
	// f is the correctly rounded double; rounding it again is exact unless
	// it lies exactly on a midpoint of s (every midpoint of s is a double,
	// and rounding to double is monotonic).
	m, e := frexpInt(math.Abs(f))
	if s.isMidpoint(m, e) {
		return value{}, false
	}
	return s.round(neg, u128{0, m}, e, false), true
}

func isRangeErr(err error) bool {
	ne, ok := err.(*strconv.NumError)
	return ok && ne.Err == strconv.ErrRange
}

// frexpInt returns m, e with f = m * 2^e, m odd (f finite, positive).
func frexpInt(f float64) (uint64, int) {
	b := math.Float64bits(f)
	e := int(b>>52) & 0x7ff
	m := b & (1<<52 - 1)
	if e == 0 {
		e = 1
	} else {
		m |= 1 << 52
	}
	e -= 1075
	for m&1 == 0 {
		m >>= 1
		e++
	}
	return m, e
}

// isMidpoint reports whether the odd-significand value m*2^e lies exactly
// halfway between two adjacent values of s (or at the overflow threshold).
func (s *Semantics) isMidpoint(m uint64, e int) bool {
	if m == 0 {
		return false
	}
	ex := e + bitLen64(m) - 1
	te := ex
	if te < s.MinExponent {
		te = s.MinExponent
	}
	// The rounding position's half is 2^(te-(p-1)-1); m*2^e is a midpoint
	// iff its lowest set bit is exactly there.
	return e == te-(s.Precision-1)-1
}

// parseSpecial mirrors LLVM's convertFromStringSpecials. special reports
// whether str was recognized as an infinity or NaN spelling.
func (s *Semantics) parseSpecial(str string) (v value, ok, special bool) {
	if len(str) < 3 {
		return value{}, false, false
	}
	switch str {
	case "inf", "INFINITY", "+Inf":
		return s.makeInf(false)
	}
	neg := str[0] == '-'
	if neg {
		str = str[1:]
		if len(str) < 3 {
			return value{}, false, false
		}
		switch str {
		case "inf", "INFINITY", "Inf":
			return s.makeInf(true)
		}
	}
	signaling := str[0] == 's' || str[0] == 'S'
	if signaling {
		str = str[1:]
		if len(str) < 3 {
			return value{}, false, false
		}
	}
	if str[:3] != "nan" && str[:3] != "NaN" {
		return value{}, false, false
	}
	str = str[3:]
	if str == "" {
		return s.makeNaN(signaling, neg, nil)
	}
	if str[0] == '(' {
		if len(str) <= 2 || str[len(str)-1] != ')' {
			return value{}, false, false
		}
		str = str[1 : len(str)-1]
	}
	radix := 10
	if str[0] == '0' {
		if len(str) > 1 && (str[1] == 'x' || str[1] == 'X') {
			str = str[2:]
			radix = 16
		} else {
			radix = 8
		}
	}
	if str == "" || str[0] == '+' || str[0] == '-' {
		return value{}, false, false
	}
	payload, okp := new(big.Int).SetString(str, radix)
	if !okp {
		return value{}, false, false
	}
	return s.makeNaN(signaling, neg, payload)
}

func (s *Semantics) makeInf(neg bool) (value, bool, bool) {
	if s.NonFinite == FiniteOnly || (neg && !s.Signed) {
		return value{}, false, true
	}
	return s.infValue(neg), true, true
}

// makeNaN mirrors LLVM's makeNaN(SNaN, Negative, fill).
func (s *Semantics) makeNaN(signaling, neg bool, fill *big.Int) (value, bool, bool) {
	if s.NonFinite == FiniteOnly || (neg && !s.Signed) {
		return value{}, false, true
	}
	if s.NonFinite == NaNOnly {
		return s.defaultNaN(neg), true, true
	}
	var sig u128
	if fill != nil {
		f := new(big.Int).And(fill, new(big.Int).Sub(new(big.Int).Lsh(big.NewInt(1), uint(s.Precision-1)), big.NewInt(1)))
		sig = u128FromBig(f)
	}
	q := s.Precision - 2
	if signaling {
		sig = sig.low(q).or(sig.shr(q + 1).shl(q + 1))
		if sig.isZero() {
			sig = pow2(q - 1)
		}
	} else {
		sig = sig.or(pow2(q))
	}
	if s.ExplicitIntegerBit {
		sig = sig.or(pow2(q + 1))
	}
	return value{cat: catNaN, neg: neg, sig: sig}, true, true
}
