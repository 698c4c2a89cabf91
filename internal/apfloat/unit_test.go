package apfloat

import (
	"math"
	"math/big"
	"testing"
)

// Cases from LLVM's unittests/ADT/APFloatTest.cpp (TEST(APFloatTest,
// toString)): convertToString(d, FormatPrecision, FormatMaxPadding,
// TruncateZero) on IEEE double.
func TestFormatLLVMUnitCases(t *testing.T) {
	cases := []struct {
		want      string
		d         float64
		prec, pad int
		tz        bool
	}{
		{"10", 10.0, 6, 3, true},
		{"1.0E+1", 10.0, 6, 0, true},
		{"10100", 1.01e+4, 5, 2, true},
		{"1.01E+4", 1.01e+4, 4, 2, true},
		{"1.01E+4", 1.01e+4, 5, 1, true},
		{"0.0101", 1.01e-2, 5, 2, true},
		{"0.0101", 1.01e-2, 4, 2, true},
		{"1.01E-2", 1.01e-2, 5, 1, true},
		{"0.78539816339744828", 0.78539816339744830961, 0, 3, true},
		{"4.9406564584124654E-324", 4.9406564584124654e-324, 0, 3, true},
		{"873.18340000000001", 873.1834, 0, 1, true},
		{"8.7318340000000001E+2", 873.1834, 0, 0, true},
		{"1.7976931348623157E+308", 1.7976931348623157e+308, 0, 0, true},
		{"10", 10.0, 6, 3, false},
		{"1.000000e+01", 10.0, 6, 0, false},
		{"10100", 1.01e+4, 5, 2, false},
		{"1.0100e+04", 1.01e+4, 4, 2, false},
		{"1.01000e+04", 1.01e+4, 5, 1, false},
		{"0.0101", 1.01e-2, 5, 2, false},
		{"0.0101", 1.01e-2, 4, 2, false},
		{"1.01000e-02", 1.01e-2, 5, 1, false},
		{"0.78539816339744828", 0.78539816339744830961, 0, 3, false},
		{"4.94065645841246540e-324", 4.9406564584124654e-324, 0, 3, false},
		{"873.18340000000001", 873.1834, 0, 1, false},
		{"8.73183400000000010e+02", 873.1834, 0, 0, false},
		{"1.79769313486231570e+308", 1.7976931348623157e+308, 0, 0, false},
		// Zeros and non-finite values.
		{"0.0E+0", 0, 0, 0, true},
		{"-0.0E+0", math.Copysign(0, -1), 0, 0, true},
		{"0.000000e+00", 0, 6, 0, false},
		{"0", 0, 6, 3, false},
		{"-0", math.Copysign(0, -1), 0, 3, true},
		{"+Inf", math.Inf(1), 6, 0, false},
		{"-Inf", math.Inf(-1), 0, 3, true},
		{"NaN", math.NaN(), 0, 3, true},
		// Round half up, and the carry into a new digit.
		{"1.25E+0", 1.25, 3, 0, true},
		{"1.3E+0", 1.25, 2, 0, true},
		{"1.0E+1", 9.5, 1, 0, true},
		{"9.9E+1", 99.6, 2, 0, true},
		// Truncation quirk: 9.96 has a 160-bit decimal significand N; LLVM
		// divides it by 10^46 (truncating) leaving exactly 2 digits, 99.
		{"9.9E+0", 9.96, 2, 0, true},
		{"-2.5E-1", -0.25, 0, 0, true},
	}
	for _, c := range cases {
		b := F64.FromFloat64(c.d)
		if got := F64.Format(b, c.prec, c.pad, c.tz); got != c.want {
			t.Errorf("Format(%g, %d, %d, %v) = %q, want %q", c.d, c.prec, c.pad, c.tz, got, c.want)
		}
	}
	// An x87 unnormal zero is a NaN.
	if got := F80.Format(Bits{Lo: 0, Hi: 1}, 0, 3, true); got != "NaN" {
		t.Errorf("unnormal zero: %q", got)
	}
}

// LLVM's binary pre-truncation (AdjustToPrecision on the APInt) truncates
// instead of rounding when the significand is just above 2^bitsRequired.
func TestFormatTruncationQuirk(t *testing.T) {
	// 9999999 has 24 bits; with precision 6, LLVM divides by 10 first
	// (truncating to 999999) and then has nothing left to round.
	b := F32.FromFloat64(9999999)
	if got := F32.Format(b, 6, 0, false); got != "9.999990e+06" {
		t.Errorf("got %q", got)
	}
	// 10000001 has 24 bits too but 8 digits: rounding happens.
	b = F32.FromFloat64(10000001)
	if got := F32.Format(b, 6, 0, false); got != "1.000000e+07" {
		t.Errorf("got %q", got)
	}
}

func TestParseErrors(t *testing.T) {
	bad := []string{
		"", "+", "-", "\x00", "1\x00", "1\x002", "1e\x00", "1e1\x00", "1.0f",
		"..", "..0", "1.0.0", ".", "+.", "-.", "e", "+e", "-e", "e1", "+e1",
		".e1", "+.e1", "-.e1", ".e", "+.e", "-.e", "0x1p3", "0x", "+inf",
		"--1", "1e5.5", "nan(", "nanx", "1_000", " 1", "1 ",
	}
	for _, s := range bad {
		if b, ok := F64.ParseDecimal(s); ok {
			t.Errorf("ParseDecimal(%q) accepted: %s", s, F64.Hex(b))
		}
	}
	good := map[string]float64{
		"1": 1, "1.": 1, ".5": 0.5, "+.5": 0.5, "-0": math.Copysign(0, -1),
		"1e": 1, "1e+": 1, "1e-": 1, "1.5E2": 150, "0e999999": 0,
		"00012.500": 12.5, "1e24001": math.Inf(1), "1e-99999": 0,
		"inf": math.Inf(1), "-Inf": math.Inf(-1), "INFINITY": math.Inf(1),
		"+Inf": math.Inf(1), "1.7976931348623158e308": math.MaxFloat64,
		"1.7976931348623159e308": math.Inf(1), "4.9e-324": 5e-324,
		"2.4703282292062328e-324": 5e-324, "2.4703282292062327e-324": 0,
		"123456789012345678901234567890": 123456789012345678901234567890,
	}
	for s, want := range good {
		b, ok := F64.ParseDecimal(s)
		if !ok || b.Lo != math.Float64bits(want) {
			t.Errorf("ParseDecimal(%q) = %s, %v; want %g", s, F64.Hex(b), ok, want)
		}
	}
	// Exponent digits beyond the clamp are not validated (as in LLVM).
	if b, ok := F64.ParseDecimal("1e30000x"); !ok || !F64.IsInf(b) {
		t.Errorf("1e30000x: %s %v", F64.Hex(b), ok)
	}
}

// Cases from LLVM's TEST(APFloatTest, makeNaN), expressed as NaN strings.
func TestNaNPayloads(t *testing.T) {
	cases := []struct {
		s    *Semantics
		lit  string
		want uint64
	}{
		{F32, "nan", 0x7fc00000},
		{F32, "-nan", 0xffc00000},
		{F32, "nan(0xae72)", 0x7fc0ae72},
		{F32, "nan(0xffffae72)", 0x7fffae72},
		{F32, "nan(0xdaae72)", 0x7fdaae72},
		{F32, "snan", 0x7fa00000},
		{F32, "-snan", 0xffa00000},
		{F32, "snan(0xae72)", 0x7f80ae72},
		{F32, "snan(0xffffae72)", 0x7fbfae72},
		{F32, "snan(0x1aae72)", 0x7f9aae72},
		{F64, "nan", 0x7ff8000000000000},
		{F64, "-NaN", 0xfff8000000000000},
		{F64, "nan(0xae72)", 0x7ff800000000ae72},
		{F64, "nan(0xffffffffffffae72)", 0x7fffffffffffae72},
		{F64, "snan", 0x7ff4000000000000},
		{F64, "snan(0x1aaaaaaaaae72)", 0x7ff1aaaaaaaaae72},
		{F64, "nan0x10", 0x7ff8000000000010},
		{F64, "nan010", 0x7ff8000000000008},
		{F64, "nan10", 0x7ff800000000000a},
		{F16, "nan", 0x7e00},
		{F8E4M3FN, "nan", 0x7f},
		{F8E4M3FN, "-nan", 0xff},
		{F8E4M3FNUZ, "nan", 0x80},
		{F8E5M2FNUZ, "inf", 0x80},
		{F8E8M0FNU, "nan", 0xff},
	}
	for _, c := range cases {
		b, ok := c.s.ParseDecimal(c.lit)
		if !ok || b.Lo != c.want || b.Hi != 0 {
			t.Errorf("%s %q = %s %v, want %#x", c.s, c.lit, c.s.Hex(b), ok, c.want)
		}
	}
	if b, ok := F80.ParseDecimal("nan"); !ok || b != (Bits{0xC000000000000000, 0x7fff}) {
		t.Errorf("f80 nan = %s", F80.Hex(b))
	}
	for _, s := range []*Semantics{F4E2M1FN, F6E2M3FN, F6E3M2FN} {
		if _, ok := s.ParseDecimal("nan"); ok {
			t.Errorf("%s accepted nan", s)
		}
		if _, ok := s.ParseDecimal("inf"); ok {
			t.Errorf("%s accepted inf", s)
		}
	}
}

func TestSemanticsTable(t *testing.T) {
	for _, s := range All {
		if ByName(s.Name) != s {
			t.Errorf("ByName(%q)", s.Name)
		}
	}
	if ByName("f31") != nil || ByName("") != nil {
		t.Error("ByName accepted unknown name")
	}
	// Largest finite values and smallest positive values.
	cases := []struct {
		s                *Semantics
		max, minPos, one string
	}{
		{F16, "0x7BFF", "0x1", "0x3C00"},
		{BF16, "0x7F7F", "0x1", "0x3F80"},
		{F32, "0x7F7FFFFF", "0x1", "0x3F800000"},
		{TF32, "0x3FBFF", "0x1", "0x1FC00"},
		{F8E5M2, "0x7B", "0x1", "0x3C"},
		{F8E4M3, "0x77", "0x1", "0x38"},
		{F8E4M3FN, "0x7E", "0x1", "0x38"},
		{F8E5M2FNUZ, "0x7F", "0x1", "0x40"},
		{F8E4M3FNUZ, "0x7F", "0x1", "0x40"},
		{F8E4M3B11FNUZ, "0x7F", "0x1", "0x58"},
		{F8E3M4, "0x6F", "0x1", "0x30"},
		{F8E8M0FNU, "0xFE", "0x0", "0x7F"},
		{F6E2M3FN, "0x1F", "0x1", "0x8"},
		{F6E3M2FN, "0x1F", "0x1", "0xC"},
		{F4E2M1FN, "0x7", "0x1", "0x2"},
		{F80, "0x7FFEFFFFFFFFFFFFFFFF", "0x1", "0x3FFF8000000000000000"},
		{F128, "0x7FFEFFFFFFFFFFFFFFFFFFFFFFFFFFFF", "0x1", "0x3FFF0000000000000000000000000000"},
	}
	for _, c := range cases {
		if got := c.s.Hex(c.s.pack(c.s.largest(false))); got != c.max {
			t.Errorf("%s largest = %s, want %s", c.s, got, c.max)
		}
		if got := c.s.Hex(c.s.FromFloat64(1)); got != c.one {
			t.Errorf("%s 1.0 = %s, want %s", c.s, got, c.one)
		}
		// Overflow one step past the largest value.
		maxB, _ := c.s.FromHexBits(mustHex(c.max))
		maxV, _ := c.s.ToBig(maxB)
		if got := c.s.FromBig(maxV); got != maxB {
			t.Errorf("%s FromBig(largest) = %s", c.s, c.s.Hex(got))
		}
		big2 := new(big.Float).Mul(maxV, big.NewFloat(2))
		over := c.s.FromBig(big2)
		switch c.s.NonFinite {
		case IEEE754:
			if !c.s.IsInf(over) || c.s.IsNegative(over) {
				t.Errorf("%s overflow = %s", c.s, c.s.Hex(over))
			}
		case NaNOnly:
			if !c.s.IsNaN(over) {
				t.Errorf("%s overflow = %s", c.s, c.s.Hex(over))
			}
		case FiniteOnly:
			if over != maxB {
				t.Errorf("%s overflow = %s", c.s, c.s.Hex(over))
			}
		}
	}
}

func mustHex(s string) *big.Int {
	v, _ := new(big.Int).SetString(s[2:], 16)
	return v
}

func TestConversions(t *testing.T) {
	// Negative zero.
	nz := math.Copysign(0, -1)
	if b := F16.FromFloat64(nz); b.Lo != 0x8000 || !F16.IsZero(b) || !F16.IsNegative(b) {
		t.Errorf("f16 -0 = %s", F16.Hex(b))
	}
	if b := F8E4M3FNUZ.FromFloat64(nz); b.Lo != 0 {
		t.Errorf("fnuz -0 = %s", F8E4M3FNUZ.Hex(b))
	}
	if b := F8E8M0FNU.FromFloat64(0); b.Lo != 0 {
		t.Errorf("e8m0 0 = %s", F8E8M0FNU.Hex(b))
	}
	if b := F8E8M0FNU.FromFloat64(-1); !F8E8M0FNU.IsNaN(b) {
		t.Errorf("e8m0 -1 = %s", F8E8M0FNU.Hex(b))
	}
	// E8M0 rounds ties away from zero (its significand bit is always 1).
	for in, want := range map[float64]float64{1.5: 2, 3: 4, 1.4: 1, 0.75: 1, 6: 8} {
		if got := F8E8M0FNU.ToFloat64(F8E8M0FNU.FromFloat64(in)); got != want {
			t.Errorf("e8m0 %g -> %g, want %g", in, got, want)
		}
	}
	// Infinities and NaNs into formats without them.
	if b := F4E2M1FN.FromFloat64(math.Inf(-1)); b.Lo != 0xF {
		t.Errorf("f4 -inf = %s", F4E2M1FN.Hex(b))
	}
	if b := F4E2M1FN.FromFloat64(math.NaN()); b.Lo != 0 {
		t.Errorf("f4 nan = %s", F4E2M1FN.Hex(b))
	}
	if b := F8E4M3FN.FromFloat64(math.Inf(-1)); b.Lo != 0xFF {
		t.Errorf("e4m3fn -inf = %s", F8E4M3FN.Hex(b))
	}
	// E4M3FN: 464 is a tie between 448 and the NaN encoding.
	if b := F8E4M3FN.FromFloat64(464); b.Lo != 0x7E {
		t.Errorf("e4m3fn 464 = %s", F8E4M3FN.Hex(b))
	}
	if b := F8E4M3FN.FromFloat64(465); b.Lo != 0x7F {
		t.Errorf("e4m3fn 465 = %s", F8E4M3FN.Hex(b))
	}
	// NaN payloads: f32 sNaN to f64 is quieted, payload moved up.
	if b := F64.Convert(F32, Bits{Lo: 0x7f800001}); b.Lo != 0x7ff8000020000000 {
		t.Errorf("snan f32->f64 = %s", F64.Hex(b))
	}
	if b := F32.Convert(F64, Bits{Lo: 0xfff0000000000001}); b.Lo != 0xffc00000 {
		t.Errorf("snan f64->f32 = %s", F32.Hex(b))
	}
	if b := F80.FromFloat64(math.NaN()); b.Hi != 0x7fff || b.Lo>>62 != 3 {
		t.Errorf("f80 nan = %s", F80.Hex(b))
	}
	if b := F32.Convert(F8E8M0FNU, Bits{Lo: 0xff}); !F32.IsNaN(b) {
		t.Errorf("e8m0 nan -> f32 = %s", F32.Hex(b))
	}
	// Round trips through float64 and big.Float.
	for _, s := range All {
		for v := uint64(0); v < 1<<8; v++ {
			b := s.Canonical(Bits{Lo: v * 0x9E3779B97F4A7C15, Hi: v * 0x632BE59BD9B4E019})
			if s.IsNaN(b) {
				continue
			}
			if f, ok := s.ToBig(b); ok {
				if got := s.FromBig(f); got != b {
					t.Errorf("%s big round trip %s -> %s", s, s.Hex(b), s.Hex(got))
				}
			}
			if s.Precision <= 53 && s.MaxExponent <= 1023 {
				if got := s.FromFloat64(s.ToFloat64(b)); got != b {
					t.Errorf("%s float64 round trip %s -> %s", s, s.Hex(b), s.Hex(got))
				}
			}
		}
	}
	if _, ok := F32.ToBig(F32.FromFloat64(math.Inf(1))); ok {
		t.Error("ToBig(inf) ok")
	}
	if got := F128.ToFloat64(F128.FromFloat64(0.1)); got != 0.1 {
		t.Errorf("f128 0.1 -> %g", got)
	}
	if got := F80.ToFloat64(mustBits(F80.ParseDecimal("1e-4940"))); got != 0 {
		t.Errorf("f80 tiny -> %g", got)
	}
}

func mustBits(b Bits, ok bool) Bits {
	if !ok {
		panic("parse failed")
	}
	return b
}

func TestHex(t *testing.T) {
	cases := []struct {
		s    *Semantics
		b    Bits
		want string
	}{
		{F16, Bits{Lo: 0x3C00}, "0x3C00"},
		{F32, Bits{Lo: 0x7FC00000}, "0x7FC00000"},
		{F32, Bits{}, "0x0"},
		{F32, Bits{Lo: 0xFFFFFFFF00000001}, "0x1"},
		{F80, Bits{Lo: 0x8000000000000000, Hi: 0x7fff}, "0x7FFF8000000000000000"},
		{F80, Bits{Lo: 0, Hi: 0x3fff}, "0x7FFF0000000000000000"}, // unnormal -> NaN
		{F128, Bits{Hi: 0x7fff000000000000}, "0x7FFF0000000000000000000000000000"},
		{TF32, Bits{Lo: 0x7FFFF}, "0x7FFFF"},
	}
	for _, c := range cases {
		if got := c.s.Hex(c.b); got != c.want {
			t.Errorf("%s Hex(%x,%x) = %s, want %s", c.s, c.b.Hi, c.b.Lo, got, c.want)
		}
	}
	if _, ok := F16.FromHexBits(big.NewInt(0x10000)); ok {
		t.Error("FromHexBits accepted 17 bits for f16")
	}
	if _, ok := F16.FromHexBits(big.NewInt(-1)); ok {
		t.Error("FromHexBits accepted a negative value")
	}
	if b, ok := F4E2M1FN.FromHexBits(big.NewInt(0xF)); !ok || F4E2M1FN.FormatMLIR(b) != "-6.000000e+00" {
		t.Errorf("f4 0xF = %s", F4E2M1FN.FormatMLIR(b))
	}
}
