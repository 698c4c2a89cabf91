package complex_test

import (
	"testing"

	"github.com/gomlir/gomlir/asm"
	"github.com/gomlir/gomlir/dialect/all"
	"github.com/gomlir/gomlir/ir"
)

// TestFolds checks the folders on the op tagged {t}: the expected result
// is the printed attribute, the name of the value (%arg<N> or the op
// result it is defined by), or "" for no fold. Expectations are
// mlir-opt 22's --canonicalize results.
func TestFolds(t *testing.T) {
	for _, c := range []struct{ body, want string }{
		{`%0 = complex.neg %a : complex<f32>
		  %1 = complex.neg %0 {t} : complex<f32>`, "%arg0"},
		{`%0 = complex.conj %a : complex<f32>
		  %1 = complex.conj %0 {t} : complex<f32>`, "%arg0"},
		{`%0 = complex.log %a : complex<f32>
		  %1 = complex.exp %0 {t} : complex<f32>`, "%arg0"},
		{`%0 = complex.exp %a : complex<f32>
		  %1 = complex.log %0 {t} : complex<f32>`, "%arg0"},
		{`%0 = complex.exp %a : complex<f32>
		  %1 = complex.exp %0 {t} : complex<f32>`, ""},
		{`%0 = complex.sub %a, %b : complex<f32>
		  %1 = complex.add %0, %b {t} : complex<f32>`, "%arg0"},
		{`%0 = complex.sub %a, %b : complex<f32>
		  %1 = complex.add %b, %0 {t} : complex<f32>`, "%arg0"},
		{`%0 = complex.sub %a, %b : complex<f32>
		  %1 = complex.add %0, %a {t} : complex<f32>`, ""},
		{`%0 = complex.add %a, %b : complex<f32>
		  %1 = complex.sub %0, %b {t} : complex<f32>`, "%arg0"},
		{`%0 = complex.constant [-0.0 : f32, 0.0 : f32] : complex<f32>
		  %1 = complex.add %a, %0 {t} : complex<f32>`, "%arg0"},
		{`%0 = complex.constant [0.0 : f32, 1.0 : f32] : complex<f32>
		  %1 = complex.add %a, %0 {t} : complex<f32>`, ""},
		{`%0 = complex.constant [0.0 : f32, -0.0 : f32] : complex<f32>
		  %1 = complex.sub %a, %0 {t} : complex<f32>`, "%arg0"},
		{`%0 = complex.constant [1.0 : f32, -0.0 : f32] : complex<f32>
		  %1 = complex.mul %a, %0 {t} : complex<f32>`, "%arg0"},
		{`%0 = complex.constant [1.0 : f32, -0.0 : f32] : complex<f32>
		  %1 = complex.mul %0, %a {t} : complex<f32>`, ""},
		{`%0 = complex.constant [1.0 : f32, 0.0 : f32] : complex<f32>
		  %1 = complex.div %a, %0 {t} : complex<f32>`, "%arg0"},
		{`%0 = complex.constant [2.0 : f32, 0.0 : f32] : complex<f32>
		  %1 = complex.div %a, %0 {t} : complex<f32>`, ""},
		{`%0 = complex.constant [1.5 : f32, 2.5 : f32] : complex<f32>
		  %1 = complex.re %0 {t} : complex<f32>`, "1.500000e+00 : f32"},
		{`%0 = complex.constant [1.5 : f32, 2.5 : f32] : complex<f32>
		  %1 = complex.im %0 {t} : complex<f32>`, "2.500000e+00 : f32"},
		{`%0 = complex.create %x, %y : complex<f32>
		  %1 = complex.im %0 {t} : complex<f32>`, "%arg3"},
		{`%0 = complex.re %a : complex<f32>
		  %1 = complex.im %a : complex<f32>
		  %2 = complex.create %0, %1 {t} : complex<f32>`, "%arg0"},
		{`%0 = complex.re %a : complex<f32>
		  %1 = complex.im %b : complex<f32>
		  %2 = complex.create %0, %1 {t} : complex<f32>`, ""},
		{`%0 = complex.bitcast %a {t} : complex<f32> to complex<f32>`, "%arg0"},
		{`%0 = complex.bitcast %a {t} : complex<f32> to i64`, ""},
		{`%0 = complex.constant [1 : i32, 2 : i32] {t} : complex<i32>`, "[1 : i32, 2 : i32]"},
	} {
		src := "func.func @f(%a: complex<f32>, %b: complex<f32>, %x: f32, %y: f32) {\n" + c.body + "\nreturn\n}"
		ctx := ir.NewContext()
		all.Register(ctx)
		f, err := asm.ParseFile(ctx, "t.mlir", []byte(src), asm.Config{})
		if err != nil {
			t.Fatalf("%s: %v", c.body, err)
		}
		var target *ir.Operation
		f.Op.Walk(func(op *ir.Operation) ir.WalkResult {
			if op.Attr("t") != nil {
				target = op
			}
			return ir.WalkAdvance
		})
		operands := make([]ir.Attribute, target.NumOperands())
		for i := range operands {
			if d := target.Operand(i).DefiningOp(); d != nil && d.HasTrait(ir.TraitConstantLike) {
				operands[i] = d.Info().Fold(d, nil)[0].Attr
			}
		}
		got := ""
		if res := target.Info().Fold(target, operands); res != nil {
			switch r := res[0]; {
			case r.Attr != nil:
				got = asm.AttrString(r.Attr)
			case r.Value.IsBlockArgument():
				got = "%arg" + string(rune('0'+r.Value.Index()))
			default:
				got = r.Value.DefiningOp().Name()
			}
		}
		if got != c.want {
			t.Errorf("%s: folded to %q, want %q", c.body, got, c.want)
		}
	}
}
