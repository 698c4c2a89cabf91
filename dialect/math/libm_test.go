package math

import (
	gomath "math"
	"math/big"
	"testing"
)

func TestBigEvaluations(t *testing.T) {
	sin1, cos1 := bigSinCos(1)
	sinBig, _ := bigSinCos(1e22)
	for _, c := range []struct {
		name string
		got  *big.Float
		want string // 40 significant digits (mpmath)
	}{
		{"e", bigExp(newF().SetInt64(1)), "2.718281828459045235360287471352662497757"},
		{"e^-700", bigExp(newF().SetInt64(-700)), "9.859676543759770856705372947849465105116e-305"},
		{"ln 2", bigK().ln2, "0.6931471805599453094172321214581765680755"},
		{"ln 10", bigLog(newF().SetInt64(10)), "2.302585092994045684017991454684364207601"},
		{"ln 0.999 (the double)", bigLog(newF().SetFloat64(0.999)), "-0.001000500333583534389210469441380890239765"},
		{"pi", bigK().pi, "3.141592653589793238462643383279502884197"},
		{"sin 1", sin1, "0.8414709848078965066525023216302989996226"},
		{"cos 1", cos1, "0.5403023058681397174009366074429766037323"},
		{"sin 1e22", sinBig, "-0.8522008497671888017727058937530293682618"},
		{"atan 0.5", bigAtan(newF().SetFloat64(0.5)), "0.4636476090008061162142562314612144020285"},
		{"atan 3", bigAtan(newF().SetFloat64(3)), "1.249045772398254425829917077281090123078"},
		{"erf 0.5", bigErfSeries(newF().SetFloat64(0.5), workPrec), "0.5204998778130465376827466538919645287365"},
		{"erfc 2", bigErfc(newF().SetFloat64(2)), "0.004677734981047265837930743632747071389108"},
		{"erfc 5", bigErfc(newF().SetFloat64(5)), "1.537459794428034850188343485383378890118e-12"},
		{"log1p 2^-60", bigLog1p(newF().SetMantExp(newF().SetInt64(1), -60)), "8.673617379884035468298040484328213668081e-19"},
		{"expm1 1e-10", bigExpm1(newF().SetFloat64(1e-10)), "1.000000000050000036433863985807669644231e-10"},
	} {
		if got := c.got.Text('g', 40); got != c.want {
			t.Errorf("%s = %s, want %s", c.name, got, c.want)
		}
	}
}

func TestFar32(t *testing.T) {
	for _, c := range []struct {
		v    float64
		want bool
	}{
		{1 + 0x1p-24, false}, // the midpoint between 1 and its successor
		{1 + 0x1p-24 + 0x1p-50, false},
		{1 + 0x1p-24 + 0x1p-30, true},
		{-3, true},
		{0x1p129, true},                      // beyond the overflow midpoint
		{gomath.MaxFloat32 + 0x1p103, false}, // the overflow midpoint
		{0, false},
	} {
		if got := far32(c.v); got != c.want {
			t.Errorf("far32(%g) = %v, want %v", c.v, got, c.want)
		}
	}
}

func TestExactPow(t *testing.T) {
	// (1 + 2^-12)^2 = 1 + 2^-11 + 2^-24 is a tie in f32: it rounds to even.
	x := 1 + 0x1p-12
	if r, ok := fnPow(float64(float32(x)), 2, true); !ok || float32(r) != float32(1+0x1p-11) {
		t.Errorf("pow(1+2^-12, 2) = %v, %v", r, ok)
	}
	if r, ok := fnPow(2, -1075, false); !ok || r != 0 {
		t.Errorf("pow(2, -1075) = %v, %v", r, ok)
	}
	if r, ok := fnPow(-3, 3, false); !ok || r != -27 {
		t.Errorf("pow(-3, 3) = %v, %v", r, ok)
	}
}
