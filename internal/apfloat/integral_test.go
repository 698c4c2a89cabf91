package apfloat

import (
	"math"
	"math/rand"
	"testing"
)

func TestIntegralMatchesGo(t *testing.T) {
	r := rand.New(rand.NewSource(7))
	fns := []struct {
		name string
		ap   func(*Semantics, Bits) Bits
		ref  func(float64) float64
	}{
		{"ceil", (*Semantics).Ceil, math.Ceil},
		{"floor", (*Semantics).Floor, math.Floor},
		{"roundeven", (*Semantics).RoundEven, math.RoundToEven},
		{"trunc", (*Semantics).TruncIntegral, math.Trunc},
		{"round", (*Semantics).RoundAway, math.Round},
	}
	for i := 0; i < 20000; i++ {
		var x float64
		switch i % 3 {
		case 0:
			x = (r.Float64()*2 - 1) * 10
		case 1:
			x = math.Float64frombits(r.Uint64())
		default:
			x = float64(r.Intn(20)-10) / 2
		}
		for _, f := range fns {
			got := F64.ToFloat64(f.ap(F64, F64.FromFloat64(x)))
			want := f.ref(x)
			if math.Float64bits(got) != math.Float64bits(want) && !(math.IsNaN(got) && math.IsNaN(want)) {
				t.Fatalf("%s(%v) f64 = %v, want %v", f.name, x, got, want)
			}
			x32 := float64(float32(x))
			got = F32.ToFloat64(f.ap(F32, F32.FromFloat64(x32)))
			want = float64(float32(f.ref(x32)))
			if math.Float64bits(got) != math.Float64bits(want) && !(math.IsNaN(got) && math.IsNaN(want)) {
				t.Fatalf("%s(%v) f32 = %v, want %v", f.name, x32, got, want)
			}
		}
	}
}

func TestSignAndClass(t *testing.T) {
	for _, c := range []struct {
		sem        *Semantics
		in, sign   uint64
		abs, cpsgn uint64
	}{
		{F32, 0xbf800000, 0x00000000, 0x3f800000, 0x3f800000},
		{F32, 0x3f800000, 0x80000000, 0x3f800000, 0xbf800000},
		{F32, 0xffc00001, 0x00000000, 0x7fc00001, 0x7fc00001},
		{F8E4M3FNUZ, 0x80, 0x00, 0x80, 0x80}, // the NaN keeps its sign
		{F8E4M3FNUZ, 0xb8, 0x00, 0x38, 0x38},
		{F8E4M3FNUZ, 0x00, 0xb8, 0x00, 0x00}, // no negative zero
		{F16, 0x3c00, 0x8000, 0x3c00, 0xbc00},
	} {
		if got := c.sem.Abs(Bits{Lo: c.in}).Lo; got != c.abs {
			t.Errorf("%s abs(%#x) = %#x, want %#x", c.sem.Name, c.in, got, c.abs)
		}
		if got := c.sem.CopySign(Bits{Lo: c.in}, Bits{Lo: c.sign}).Lo; got != c.cpsgn {
			t.Errorf("%s copysign(%#x, %#x) = %#x, want %#x", c.sem.Name, c.in, c.sign, got, c.cpsgn)
		}
	}
	if !F32.IsNormal(Bits{Lo: 0x00800000}) || F32.IsNormal(Bits{Lo: 0x007fffff}) || F32.IsNormal(Bits{Lo: 0}) || F32.IsNormal(Bits{Lo: 0x7f800000}) {
		t.Error("f32 isNormal")
	}
	if got := F32.Ceil(Bits{Lo: 0xbf000000}).Lo; got != 0x80000000 {
		t.Errorf("ceil(-0.5) = %#x, want -0", got)
	}
	if got := F8E4M3FNUZ.Ceil(Bits{Lo: 0xb0}).Lo; got != 0 { // -0.5 → +0 (no -0)
		t.Errorf("fnuz ceil(-0.5) = %#x, want 0", got)
	}
	if got := F32.Floor(Bits{Lo: 0x7f800001}).Lo; got != 0x7fc00001 {
		t.Errorf("floor(sNaN) = %#x, want quiet", got)
	}
	if got := F16.RoundEven(Bits{Lo: 0x4100}).Lo; got != 0x4000 { // 2.5 → 2
		t.Errorf("f16 roundeven(2.5) = %#x", got)
	}
}

func TestDefaultNaN(t *testing.T) {
	for _, c := range []struct {
		sem  *Semantics
		want uint64
	}{{F32, 0x7fc00000}, {F64, 0x7ff8000000000000}, {F16, 0x7e00}, {BF16, 0x7fc0}, {F8E4M3FN, 0x7f}, {F8E5M2FNUZ, 0x80}} {
		if got := c.sem.DefaultNaN().Lo; got != c.want {
			t.Errorf("%s: %#x, want %#x", c.sem.Name, got, c.want)
		}
	}
}
