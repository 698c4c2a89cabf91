package asm_test

import (
	"bytes"
	"testing"

	"github.com/gomlir/gomlir/asm"
	"github.com/gomlir/gomlir/dialect/builtin"
	"github.com/gomlir/gomlir/ir"
)

func newCtx() *ir.Context {
	ctx := ir.NewContext()
	ctx.AllowUnregistered = true
	builtin.Register(ctx)
	return ctx
}

// roundTrip parses src and prints it generically; ok is false when the
// input is rejected.
func roundTrip(t testing.TB, src []byte, flags asm.Flags) (string, bool) {
	ctx := newCtx()
	f, err := asm.ParseFile(ctx, "fuzz.mlir", src, asm.Config{AllowUnregistered: true})
	if err != nil {
		if _, ok := err.(*ir.Diagnostic); !ok {
			t.Fatalf("parse error is not a diagnostic: %T %v", err, err)
		}
		return "", false
	}
	if err := ir.VerifyWithContext(ctx, f.Op); err != nil {
		return "", false
	}
	var out bytes.Buffer
	if err := asm.Print(&out, ctx, f.Op, f.Resources, flags); err != nil {
		t.Fatal(err)
	}
	return out.String(), true
}

// FuzzParse checks that the parser never panics and that printing reaches
// a fixed point after at most one more round: as upstream, locations that
// differ only in their spelling (`"f":1:2` and `"f":1:2 to :2`) print
// alike and merge when read back, and fused locations are simplified as
// they are read, so print(parse(x)) may change once. The seed corpus is
// in testdata/fuzz/FuzzParse (chunks of the lit tests under testdata).
func FuzzParse(f *testing.F) {
	f.Add([]byte(`"t.a"() : () -> ()`))
	f.Add([]byte(`%0:2 = "t.a"() {x = [1, 2.5, "s", @f::@g, unit]} : () -> (i32, f32)`))
	f.Add([]byte(`"t.r"() ({ ^bb0(%a: i32): "t.b"(%a)[^bb1] : (i32) -> () ^bb1: "t.c"() : () -> () }) : () -> ()`))
	f.Add([]byte(`#map = affine_map<(d0)[s0] -> (d0 + s0)>
"t.m"() {m = #map, t = memref<4x?xf32, #map>} : () -> ()`))
	f.Add([]byte(`"t.d"() {d = dense<[[1, 2], [3, 4]]> : tensor<2x2xi32>, e = array<i32: 1, 2>} : () -> () loc("f":1:2)`))
	f.Fuzz(func(t *testing.T, src []byte) {
		for _, generic := range []bool{true, false} {
			flags := asm.Flags{Generic: generic, DebugInfo: true}
			first, ok := roundTrip(t, src, flags)
			if !ok {
				return
			}
			second, ok := roundTrip(t, []byte(first), flags)
			if !ok {
				t.Fatalf("printed IR does not parse:\n%s", first)
			}
			if first == second {
				continue
			}
			third, ok := roundTrip(t, []byte(second), flags)
			if !ok {
				t.Fatalf("printed IR does not parse:\n%s", second)
			}
			if second != third {
				t.Fatalf("printing is not a fixed point:\n%s\nvs\n%s", second, third)
			}
		}
	})
}
