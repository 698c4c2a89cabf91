package intrange

import (
	"math/big"
	"testing"
)

func rng(w int, umin, umax, smin, smax int64) Range {
	return Range{W: w, UMin: big.NewInt(umin), UMax: big.NewInt(umax), SMin: big.NewInt(smin), SMax: big.NewInt(smax)}
}

func unsigned(w int, lo, hi int64) Range { return FromUnsigned(w, big.NewInt(lo), big.NewInt(hi)) }

func TestInference(t *testing.T) {
	tests := []struct {
		name string
		got  Range
		want Range
	}{
		{"add in range", Add(unsigned(8, 2, 10), unsigned(8, 3, 5), 0), rng(8, 5, 15, 5, 15)},
		{"add wraps unsigned, not signed", Add(unsigned(8, 250, 255), unsigned(8, 1, 10), 0), rng(8, 0, 255, -5, 9)},
		// Saturation gives 255 where the signed bounds say [4, 9]: the
		// intersection is empty (the addition is poison), as upstream computes it.
		{"add nuw saturates", Add(unsigned(8, 250, 255), unsigned(8, 10, 10), NUW), rng(8, 255, 9, 4, -1)},
		{"sub crosses zero", Sub(unsigned(8, 2, 4), unsigned(8, 3, 3), 0), rng(8, 0, 255, -1, 1)},
		{"mul", Mul(unsigned(16, 2, 3), unsigned(16, 4, 5), 0), rng(16, 8, 15, 8, 15)},
		{"shl overflows signed only", Shl(unsigned(8, 0, 127), unsigned(8, 1, 1), 0), rng(8, 0, 254, -128, 127)},
		{"shift amount past width", ShrU(unsigned(8, 0, 127), unsigned(8, 8, 8)), MaxRange(8)},
		{"divu by range", DivU(unsigned(8, 10, 20), unsigned(8, 2, 5)), rng(8, 2, 10, 2, 10)},
		{"trunc keeps narrow bounds", Trunc(unsigned(32, 3, 9), 8), rng(8, 3, 9, 3, 9)},
		{"trunc wraps", Trunc(unsigned(32, 250, 260), 8), rng(8, 0, 255, -128, 127)},
		{"extsi of negatives", ExtS(FromSigned(8, big.NewInt(-3), big.NewInt(-1)), 16), rng(16, 65533, 65535, -3, -1)},
		{"cmp ne proven", Cmp(CmpEq, unsigned(64, 0, 1<<62), Constant(64, big.NewInt(-1))), rng(1, 0, 0, 0, 0)},
		{"cmp unknown", Cmp(CmpUlt, unsigned(8, 0, 10), unsigned(8, 5, 5)), rng(1, 0, 1, -1, 0)},
	}
	for _, tc := range tests {
		if !tc.got.Equal(tc.want) {
			t.Errorf("%s: got [%v,%v] s[%v,%v], want [%v,%v] s[%v,%v]", tc.name, tc.got.UMin, tc.got.UMax, tc.got.SMin, tc.got.SMax,
				tc.want.UMin, tc.want.UMax, tc.want.SMin, tc.want.SMax)
		}
	}
}

func TestConstantValue(t *testing.T) {
	if v, ok := Constant(8, big.NewInt(-1)).ConstantValue(); !ok || v.Int64() != 255 {
		t.Fatalf("constant -1 of i8: %v %v", v, ok)
	}
	if _, ok := unsigned(8, 1, 2).ConstantValue(); ok {
		t.Fatal("a two-value range has no constant value")
	}
	if _, ok := MaxRange(0).ConstantValue(); ok {
		t.Fatal("a zero-width range has no constant value")
	}
}
