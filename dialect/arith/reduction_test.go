package arith_test

import (
	"testing"

	"github.com/gomlir/gomlir/asm"
	"github.com/gomlir/gomlir/dialect/arith"
	"github.com/gomlir/gomlir/ir"
)

// TestIdentityValueAttr checks the neutral values of reductions against
// upstream's getIdentityValueAttr, as printed by MLIR.
func TestIdentityValueAttr(t *testing.T) {
	ctx := ir.NewContext()
	f32 := ctx.FloatType(ir.F32)
	i32 := ctx.IntegerType(32, ir.Signless)
	idx := ctx.IndexType()
	tests := []struct {
		kind int64
		t    ir.Type
		want string // "" when there is none
	}{
		{0, f32, "0.000000e+00 : f32"},
		{4, f32, "0xFF800000 : f32"},
		{5, f32, "0xFFC00000 : f32"},
		{8, f32, "0x7F800000 : f32"},
		{9, f32, "0x7FC00000 : f32"},
		{12, f32, "1.000000e+00 : f32"},
		{3, f32, ""},
		{1, i32, "0 : i32"},
		{2, i32, "-1 : i32"},
		{6, i32, "-2147483648 : i32"},
		{10, i32, "2147483647 : i32"},
		{11, i32, "-1 : i32"},
		{13, i32, "1 : i32"},
		{13, idx, "1 : index"},
		{2, idx, ""},
	}
	for _, tc := range tests {
		a := arith.IdentityValueAttr(ctx, tc.kind, tc.t)
		got := ""
		if a != nil {
			got = asm.AttrString(a)
		}
		if got != tc.want {
			t.Errorf("kind %d on %v: got %q, want %q", tc.kind, tc.t, got, tc.want)
		}
	}
	if arith.ReductionOpName(6) != "arith.maxsi" || arith.ReductionOpName(3) != "" || arith.ReductionOpName(16) != "" {
		t.Errorf("ReductionOpName: got %q, %q, %q", arith.ReductionOpName(6), arith.ReductionOpName(3), arith.ReductionOpName(16))
	}
}
