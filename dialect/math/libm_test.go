package math

import (
	gomath "math"
	"math/big"
	"testing"
)

func TestBigEvaluations(t *testing.T) {
	for _, c := range []struct {
		name string
		got  *big.Float
		want string // 40 significant digits (mpmath)
	}{
		{"e", bigExp(newF().SetInt64(1)), "2.718281828459045235360287471352662497757"},
		{"e^-700", bigExp(newF().SetInt64(-700)), "9.859676543759770856705372947849465105116e-305"},
		{"ln 2", ln2(), "0.6931471805599453094172321214581765680755"},
		{"ln 10", bigLog(newF().SetInt64(10)), "2.302585092994045684017991454684364207601"},
		{"ln 0.999 (the double)", bigLog(newF().SetFloat64(0.999)), "-0.001000500333583534389210469441380890239765"},
	} {
		if got := c.got.Text('g', 40); got != c.want {
			t.Errorf("%s = %s, want %s", c.name, got, c.want)
		}
	}
}

func TestRoundingMargins(t *testing.T) {
	// Exactly between 1 and its successor: never folded.
	mid := newF().SetFloat64(1)
	mid.Add(mid, newF().SetMantExp(newF().SetInt64(1), -53))
	if _, ok := roundF64(mid, boundExp); ok {
		t.Error("roundF64 folded a midpoint")
	}
	// A representable value is far from both midpoints.
	if r, ok := roundF64(newF().SetFloat64(1.5), boundLog); !ok || r != 1.5 {
		t.Errorf("roundF64(1.5) = %v, %v", r, ok)
	}
	// Beyond the largest double by more than half an ulp: +Inf.
	if r, ok := roundF64(newF().SetMantExp(newF().SetInt64(1), 1025), boundExp); !ok || !gomath.IsInf(r, 1) {
		t.Errorf("roundF64(2^1025) = %v, %v", r, ok)
	}
	if _, ok := roundF32(1+0x1p-24, boundExpF); ok {
		t.Error("roundF32 folded a midpoint")
	}
	if r, ok := roundF32(-3, boundPowF); !ok || r != -3 {
		t.Errorf("roundF32(-3) = %v, %v", r, ok)
	}
	if r, ok := roundF32(0x1p129, boundExpF); !ok || !gomath.IsInf(r, 1) {
		t.Errorf("roundF32(2^129) = %v, %v", r, ok)
	}
}
