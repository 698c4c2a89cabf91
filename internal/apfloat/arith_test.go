package apfloat

import (
	"math"
	"math/big"
	"testing"
)

// Cases recorded from upstream mlir-opt 22 (arith folders over APFloat).
func TestArithNaNsAndSpecials(t *testing.T) {
	f := func(v uint32) Bits { return Bits{Lo: uint64(v)} }
	const (
		nn  = 0xFFC00001 // negative quiet NaN with payload
		sn  = 0x7F800001 // signaling NaN
		snn = 0xFF800001
		two = 0x40000000
		z   = 0x00000000
		nz  = 0x80000000
		inf = 0x7F800000
	)
	rne := NearestTiesToEven
	for _, c := range []struct {
		name string
		got  Bits
		want uint32
	}{
		{"mul(nn, 2)", first(F32.Mul(f(nn), f(two), rne)), nn},
		{"mul(2, nn)", first(F32.Mul(f(two), f(nn), rne)), nn},
		{"div(nn, 2)", first(F32.Div(f(nn), f(two), rne)), nn},
		{"div(2, nn)", first(F32.Div(f(two), f(nn), rne)), nn},
		{"add(2, nn)", first(F32.Add(f(two), f(nn), rne)), nn},
		{"sub(2, nn)", first(F32.Sub(f(two), f(nn), rne)), nn},
		{"sub(2, snn)", first(F32.Sub(f(two), f(snn), rne)), 0xFFC00001},
		{"mul(2, sn)", first(F32.Mul(f(two), f(sn), rne)), 0x7FC00001},
		{"rem(2, nn)", first(F32.Mod(f(two), f(nn))), nn},
		{"minimum(sn, 2)", F32.Minimum(f(sn), f(two)), 0x7FC00001},
		{"minnum(sn, 2)", F32.Minnum(f(sn), f(two)), 0x7FC00001},
		{"maximum(2, snn)", F32.Maximum(f(two), f(snn)), 0xFFC00001},
		{"maxnum(snn, 2)", F32.Maxnum(f(snn), f(two)), 0xFFC00001},
		{"neg(sn)", F32.Neg(f(sn)), 0xFF800001},
		{"rem(2, 0)", first(F32.Mod(f(two), f(z))), 0x7FC00000},
		{"rem(inf, 2)", first(F32.Mod(f(inf), f(two))), 0x7FC00000},
		{"div(0, 0)", first(F32.Div(f(z), f(z), rne)), 0x7FC00000},
		{"sub(inf, inf)", first(F32.Sub(f(inf), f(inf), rne)), 0x7FC00000},
		{"mul(inf, 0)", first(F32.Mul(f(inf), f(z), rne)), 0x7FC00000},
		{"div(2, -0)", first(F32.Div(f(two), f(nz), rne)), 0xFF800000},
		{"rem(-0, 2)", first(F32.Mod(f(nz), f(two))), nz},
		{"min(-0, 0)", F32.Minnum(f(z), f(nz)), nz},
		{"max(-0, 0)", F32.Maximum(f(nz), f(z)), z},
	} {
		if uint32(c.got.Lo) != c.want {
			t.Errorf("%s = %#x, want %#x", c.name, c.got.Lo, c.want)
		}
	}
}

func first(b Bits, _ Status) Bits { return b }

// TestArithAgainstFloat64 checks correctly rounded f64 arithmetic against
// Go's (IEEE round-to-nearest-even) float64 operations.
func TestArithAgainstFloat64(t *testing.T) {
	vals := []float64{0, math.Copysign(0, -1), 1, -1, 0.1, 3, 1e300, -1e300, 5e-324, 2.5e-308,
		math.MaxFloat64, math.Inf(1), math.Inf(-1), 1.0 / 3, 123456.789, -7.25}
	b := func(v float64) Bits { return Bits{Lo: math.Float64bits(v)} }
	rne := NearestTiesToEven
	for _, x := range vals {
		for _, y := range vals {
			for _, c := range []struct {
				op   string
				got  Bits
				want float64
			}{
				{"+", first(F64.Add(b(x), b(y), rne)), x + y},
				{"-", first(F64.Sub(b(x), b(y), rne)), x - y},
				{"*", first(F64.Mul(b(x), b(y), rne)), x * y},
				{"/", first(F64.Div(b(x), b(y), rne)), x / y},
				{"%", first(F64.Mod(b(x), b(y))), math.Mod(x, y)},
			} {
				w := math.Float64bits(c.want)
				if c.want != c.want {
					w = 0x7FF8000000000000
				}
				if c.got.Lo != w {
					t.Errorf("%v %s %v = %#x, want %#x (%v)", x, c.op, y, c.got.Lo, w, c.want)
				}
			}
		}
	}
}

func TestIntConversions(t *testing.T) {
	// 2^63 - 1 rounds to 2^63 in f64; converting back to i64 is invalid.
	r, st := F64.FromInt(new(big.Int).SetUint64(1<<63-1), NearestTiesToEven)
	if r.Lo != math.Float64bits(9223372036854775808) || st != Inexact {
		t.Fatalf("FromInt = %#x %v", r.Lo, st)
	}
	if _, st, _ := F64.ToInt(r, 64, true, TowardZero); st != InvalidOp {
		t.Fatalf("ToInt(2^63, i64) status %v", st)
	}
	if v, st, _ := F64.ToInt(r, 64, false, TowardZero); st != OK || v.Uint64() != 1<<63 {
		t.Fatalf("ToInt(2^63, u64) = %v %v", v, st)
	}
	if v, st, _ := F64.ToInt(Bits{Lo: math.Float64bits(-0.5)}, 8, false, TowardZero); st != Inexact || v.Sign() != 0 {
		t.Fatalf("ToInt(-0.5, u8) = %v %v", v, st)
	}
	if _, st, _ := F64.ToInt(Bits{Lo: math.Float64bits(-1)}, 8, false, TowardZero); st != InvalidOp {
		t.Fatalf("ToInt(-1, u8) status %v", st)
	}
	if v, st, _ := F64.ToInt(Bits{Lo: math.Float64bits(-1)}, 1, true, TowardZero); st != OK || v.Int64() != -1 {
		t.Fatalf("ToInt(-1, i1) = %v %v", v, st)
	}
}

// TestRemainderMatchesIEEE checks Remainder against Go's math.Remainder,
// the IEEE 754 remainder, on binary64 values including ties and specials.
func TestRemainderMatchesIEEE(t *testing.T) {
	vals := []float64{0, math.Copysign(0, -1), 1, -1, 1.25, -3.5, 2.5, 7, -7.75, 1e300, 3e-310, 0.1,
		math.Inf(1), math.Inf(-1), math.NaN(), 5, 6, 1.5, -4.5}
	for _, x := range vals {
		for _, y := range vals {
			got, _ := F64.Remainder(Bits{Lo: math.Float64bits(x)}, Bits{Lo: math.Float64bits(y)})
			want := math.Remainder(x, y)
			g := math.Float64frombits(got.Lo)
			if math.IsNaN(want) && math.IsNaN(g) {
				continue
			}
			if math.Float64bits(g) != math.Float64bits(want) {
				t.Errorf("Remainder(%v, %v) = %v, want %v", x, y, g, want)
			}
		}
	}
}

// TestFusedMultiplyAddMatchesFMA checks FusedMultiplyAdd against Go's
// math.FMA (one rounding) on binary64 values including specials.
func TestFusedMultiplyAddMatchesFMA(t *testing.T) {
	vals := []float64{0, math.Copysign(0, -1), 1, -1, 0.1, 3, 1e308, -1e-308, 5e-324, 1 + 1.0/(1<<52),
		math.Inf(1), math.NaN(), -2.5}
	for _, x := range vals {
		for _, y := range vals {
			for _, z := range vals {
				got, _ := F64.FusedMultiplyAdd(Bits{Lo: math.Float64bits(x)}, Bits{Lo: math.Float64bits(y)},
					Bits{Lo: math.Float64bits(z)}, NearestTiesToEven)
				want := math.FMA(x, y, z)
				g := math.Float64frombits(got.Lo)
				if math.IsNaN(want) && math.IsNaN(g) {
					continue
				}
				if math.Float64bits(g) != math.Float64bits(want) {
					t.Errorf("FusedMultiplyAdd(%v, %v, %v) = %v, want %v", x, y, z, g, want)
				}
			}
		}
	}
}
