package apfloat

import (
	"fmt"
	"math"
	"math/rand"
	"strings"
	"testing"
)

// randomValue returns a random finite non-zero value of s, biased towards
// ordinary magnitudes and short significands.
func randomValue(rng *rand.Rand, s *Semantics) Bits {
	for {
		b := s.mask(Bits{rng.Uint64(), rng.Uint64()})
		if s.ExplicitIntegerBit {
			b.Lo |= 1 << 63
		}
		switch rng.Intn(3) {
		case 0:
			v := s.unpack(b)
			if v.cat == catNormal && s.Precision > 8 {
				keep := 1 + rng.Intn(s.Precision)
				v.sig = v.sig.shr(s.Precision - keep).shl(s.Precision - keep)
				if v.sig.isZero() {
					continue
				}
				b = s.pack(v)
			}
		case 1:
			v := s.unpack(b)
			if v.cat == catNormal && v.exp > s.MinExponent {
				v.exp = rng.Intn(160) - 80
				if v.exp > s.MaxExponent || v.exp < s.MinExponent {
					continue
				}
				b = s.pack(v)
			}
		}
		if v := s.unpack(b); v.cat == catNormal {
			return b
		}
	}
}

func TestDigitPathsAgree(t *testing.T) {
	rng := rand.New(rand.NewSource(1))
	fallbacks, total := 0, 0
	for _, s := range All {
		for i := 0; i < iterations(4000); i++ {
			b := randomValue(rng, s)
			v := s.unpack(b)
			m, e := v.sig, v.exp-(s.Precision-1)
			tz := m.trailingZeros()
			m, e = m.shr(tz), e+tz
			for _, prec := range []int{1, 2, 3, 6, 9, 17, 2 + s.Precision*59/196, 21, 25} {
				want, wexp := digitsBig(nil, m, e, prec)
				u128ok := false
				if got, gexp, ok := digitsU128(nil, m, e, prec); ok {
					u128ok = true
					if string(got) != string(want) || gexp != wexp {
						t.Fatalf("%s %s prec %d: u128 %se%d, big %se%d", s, s.Hex(b), prec, got, gexp, want, wexp)
					}
				}
				if m.hi == 0 && m.lo < 1<<53 && e >= -1074 && e+bitLen64(m.lo) <= 1024 {
					total++
					got, gexp, ok := digitsFloat64(nil, m.lo, e, prec)
					if !ok {
						if !u128ok {
							fallbacks++
							if fallbacks < 20 {
								t.Logf("fallback %s %s prec %d", s, s.Hex(b), prec)
							}
						}
						continue
					}
					if string(got) != string(want) || gexp != wexp {
						t.Fatalf("%s %s prec %d: float64 %se%d, big %se%d", s, s.Hex(b), prec, got, gexp, want, wexp)
					}
				}
			}
		}
	}
	t.Logf("float64 digit path fell back in %d of %d cases", fallbacks, total)
}

func TestParsePathsAgree(t *testing.T) {
	rng := rand.New(rand.NewSource(2))
	for _, s := range All {
		for i := 0; i < iterations(3000); i++ {
			var str string
			switch rng.Intn(3) {
			case 0: // printed form of a value, or a midpoint-ish neighbour
				b := randomValue(rng, s)
				str = s.Format(b, rng.Intn(25), 0, false)
			case 1: // exact binary midpoints, written out in full
				b := randomValue(rng, s)
				v := s.unpack(b)
				m := v.sig.shl(1).add1()
				f := new(bigFloatHelper).set(m, v.exp-(s.Precision-1)-1)
				str = f
			default:
				str = fmt.Sprintf("%d.%de%d", rng.Intn(100000), rng.Intn(1000000), rng.Intn(700)-350)
			}
			if rng.Intn(2) == 0 && s.Signed && !strings.HasPrefix(str, "-") {
				str = "-" + str
			}
			v1, ok1 := s.parse(str)
			if !ok1 {
				t.Fatalf("%s: %q not accepted", s, str)
			}
			d, _ := interpretDecimal(strings.TrimPrefix(str, "-"))
			if d.zero {
				continue
			}
			v2 := s.parseExact(strings.HasPrefix(str, "-"), &d)
			if s.pack(v1) != s.pack(v2) {
				t.Fatalf("%s %q: fast %s exact %s", s, str, s.Hex(s.pack(v1)), s.Hex(s.pack(v2)))
			}
		}
	}
}

// bigFloatHelper renders m*2^e exactly in decimal.
type bigFloatHelper struct{}

func (bigFloatHelper) set(m u128, e int) string {
	n := m.big()
	if e >= 0 {
		n.Lsh(n, uint(e))
		return n.String() + ".0"
	}
	n.Mul(n, pow5Big(-e))
	return n.String() + "e" + fmt.Sprint(e)
}

func TestFromFloat64MatchesExact(t *testing.T) {
	rng := rand.New(rand.NewSource(3))
	for i := 0; i < iterations(200000); i++ {
		f := math.Float64frombits(rng.Uint64())
		if f != f {
			continue
		}
		for _, s := range []*Semantics{F32, F16, BF16, F8E4M3FN} {
			got := s.FromFloat64(f)
			want := s.pack(s.convertValue(F64, F64.unpack(Bits{Lo: math.Float64bits(f)})))
			if got != want {
				t.Fatalf("%s FromFloat64(%g) = %s, want %s", s, f, s.Hex(got), s.Hex(want))
			}
		}
	}
}

// roundTrips (midpoint comparison) must agree with actually parsing the
// decimal, including decimals that are exactly a midpoint.
func TestRoundTripsAgreesWithParse(t *testing.T) {
	rng := rand.New(rand.NewSource(4))
	midpoints := 0
	defer func() { t.Logf("%d exact midpoints checked", midpoints) }()
	check := func(s *Semantics, b Bits, digits []byte, exp int) {
		v := s.unpack(b)
		str := string(appendLayout(nil, v.neg, digits, exp, len(digits), 0, true))
		pv, ok := s.parse(str)
		want := ok && s.pack(pv) == b
		if got := s.roundTrips(v, digits, exp); got != want {
			t.Fatalf("%s %s: roundTrips(%s) = %v, parse gives %s", s, s.Hex(b), str, got, s.Hex(s.pack(pv)))
		}
	}
	for _, s := range All {
		if !s.Signed || s.NonFinite == FiniteOnly {
			continue
		}
		for i := 0; i < iterations(3000); i++ {
			b := randomValue(rng, s)
			v := s.unpack(b)
			m, e := v.sig, v.exp-(s.Precision-1)
			for _, prec := range []int{1, 2, 3, 4, 6, 8} {
				d, exp := digitsBig(nil, m, e, prec)
				check(s, b, d, exp)
			}
			// Exact midpoints with short decimal expansions.
			for _, mid := range []u128{m.shl(1).add1(), m.shl(1).sub1(), m.shl(2).sub1()} {
				me := e - 1
				if mid == m.shl(2).sub1() {
					me = e - 2
				}
				d, exp := digitsBig(nil, mid, me, 19)
				if exactDigits(mid, me, d, exp) {
					midpoints++
					check(s, b, d, exp)
				}
			}
		}
	}
}

// exactDigits reports whether d*10^exp == m*2^e.
func exactDigits(m u128, e int, d []byte, exp int) bool {
	var x uint64
	for _, c := range d {
		x = x*10 + uint64(c-'0')
	}
	return cmpBinaryDecimal(m, e, x, exp) == 0
}

// iterations scales randomized test sizes down under -short.
func iterations(n int) int {
	if testing.Short() {
		return n / 10
	}
	return n
}
