package apfloat

import (
	"math/big"
	"strings"
	"testing"
)

// FuzzParseDecimal checks that ParseDecimal never panics, that its fast
// paths agree with the exact big-integer conversion, that the fast digit
// generators agree with the literal LLVM algorithm, and that FormatMLIR
// output parses back (ParseDecimal, or FromHexBits for the hexadecimal
// form) to the same bits in every format.
func FuzzParseDecimal(f *testing.F) {
	for _, s := range []string{
		"0.0", "-0.0", "1.0", "1.5", "-2.0e-3", "10", "1.", ".5", "1e", "inf",
		"-inf", "nan", "snan(0x1f)", "3.14159265", "1.0e400", "1.0e-400",
		"65520.0", "464.0", "9999999.0", "123456789.0", "0.1",
		"2.4703282292062328e-324", "1.7976931348623157e308", "1e-24000x",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, str string) {
		for _, s := range All {
			b, ok := s.ParseDecimal(str)
			if !ok {
				continue
			}
			v := s.unpack(b)
			body := strings.TrimLeft(str, "+-")
			if d, ok := interpretDecimal(body); ok && !d.zero && len(body) <= 400 {
				if w := s.pack(s.parseExact(strings.HasPrefix(str, "-"), &d)); w != b {
					t.Fatalf("%s %q: ParseDecimal %s, exact %s", s, str, s.Hex(b), s.Hex(w))
				}
			}
			if v.cat == catNormal {
				m, e := v.sig, v.exp-(s.Precision-1)
				tz := m.trailingZeros()
				m, e = m.shr(tz), e+tz
				for _, prec := range []int{6, 2 + s.Precision*59/196} {
					want, wexp := digitsBig(nil, m, e, prec)
					if got, gexp, ok := digitsU128(nil, m, e, prec); ok && (string(got) != string(want) || gexp != wexp) {
						t.Fatalf("%s %s prec %d: u128 %se%d, big %se%d", s, s.Hex(b), prec, got, gexp, want, wexp)
					}
					if m.hi == 0 && m.lo < 1<<53 && e >= -1074 && e+bitLen64(m.lo) <= 1024 {
						if got, gexp, ok := digitsFloat64(nil, m.lo, e, prec); ok && (string(got) != string(want) || gexp != wexp) {
							t.Fatalf("%s %s prec %d: float64 %se%d, big %se%d", s, s.Hex(b), prec, got, gexp, want, wexp)
						}
					}
				}
			}
			out := s.FormatMLIR(b)
			var back Bits
			if strings.HasPrefix(out, "0x") {
				n, okh := new(big.Int).SetString(out[2:], 16)
				if !okh {
					t.Fatalf("%s %q: bad hex %q", s, str, out)
				}
				back, ok = s.FromHexBits(n)
			} else {
				back, ok = s.ParseDecimal(out)
			}
			if !ok || back != s.Canonical(b) {
				t.Fatalf("%s %q: bits %s printed %q parsed back as %s (ok=%v)", s, str, s.Hex(b), out, s.Hex(back), ok)
			}
		}
	})
}
