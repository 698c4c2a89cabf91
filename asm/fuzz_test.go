package asm_test

import (
	"testing"

	"github.com/gomlir/gomlir/dialect/builtin"
	"github.com/gomlir/gomlir/internal/asmtest"
	"github.com/gomlir/gomlir/ir"
)

func newCtx() *ir.Context {
	ctx := ir.NewContext()
	ctx.AllowUnregistered = true
	builtin.Register(ctx)
	return ctx
}

// FuzzParse checks that the parser never panics and that printing reaches
// a fixed point after at most one more round (asmtest.CheckFixedPoint:
// `"f":1:2` and `"f":1:2 to :2` print alike, fused locations simplify as
// they are read, so print(parse(x)) may change once). Upstream's printer
// itself writes a few forms its parser rejects, which gomlir mirrors (the
// dialect type `!A.-` prints as `!A<->`): check a failure against
// mlir-opt. The seed corpus is
// in testdata/fuzz/FuzzParse (chunks of the lit tests under testdata).
func FuzzParse(f *testing.F) {
	f.Add([]byte(`"t.a"() : () -> ()`))
	f.Add([]byte(`%0:2 = "t.a"() {x = [1, 2.5, "s", @f::@g, unit]} : () -> (i32, f32)`))
	f.Add([]byte(`"t.r"() ({ ^bb0(%a: i32): "t.b"(%a)[^bb1] : (i32) -> () ^bb1: "t.c"() : () -> () }) : () -> ()`))
	f.Add([]byte(`#map = affine_map<(d0)[s0] -> (d0 + s0)>
"t.m"() {m = #map, t = memref<4x?xf32, #map>} : () -> ()`))
	f.Add([]byte(`"t.d"() {d = dense<[[1, 2], [3, 4]]> : tensor<2x2xi32>, e = array<i32: 1, 2>} : () -> () loc("f":1:2)`))
	f.Fuzz(func(t *testing.T, src []byte) { asmtest.CheckFixedPoint(t, newCtx, src) })
}
