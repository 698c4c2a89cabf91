package math_test

import (
	"fmt"
	stdmath "math"
	"strings"
	"testing"

	"github.com/gomlir/gomlir/asm"
	"github.com/gomlir/gomlir/dialect/all"
	"github.com/gomlir/gomlir/dialect/math"
	"github.com/gomlir/gomlir/exec"
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/rewrite"
)

// approxCase is one approximated op, the function it computes and its
// accepted relative error (an absolute one near zero).
type approxCase struct {
	op     string
	want   func(x float64) float64
	tol    float64
	inputs []float64
}

var approxCases = []approxCase{
	{"tanh", stdmath.Tanh, 2e-6, []float64{-20, -3, -0.5, -1e-5, 0, 1e-3, 0.3, 1, 2.5, 9}},
	{"log", stdmath.Log, 2e-6, []float64{1e-30, 0.01, 0.5, 0.99, 1, 1.01, 2, 10, 12345, 3e38}},
	{"log2", stdmath.Log2, 2e-6, []float64{1e-30, 0.01, 0.5, 1, 1.5, 2, 10, 1024, 3e38}},
	{"log1p", stdmath.Log1p, 2e-6, []float64{-0.9, -0.5, -1e-4, 0, 1e-6, 0.5, 1, 100, 1e20}},
	{"erf", stdmath.Erf, 2e-6, []float64{-5, -2, -0.7, -1e-3, 0, 0.3, 0.9, 1.5, 2.7, 4}},
	{"erfc", stdmath.Erfc, 2e-6, []float64{-5, -2, -0.7, 0, 0.3, 0.9, 1.5, 2.7, 4, 9}},
	{"exp", stdmath.Exp, 2e-6, []float64{-80, -10, -1, -1e-4, 0, 0.5, 1, 10, 80}},
	{"expm1", stdmath.Expm1, 2e-6, []float64{-20, -1, -1e-3, 0, 1e-5, 0.5, 1, 10, 80}},
	{"atan", stdmath.Atan, 2e-6, []float64{-1e6, -3, -1, -0.5, 0, 0.1, 0.7, 1, 2, 100}},
	{"cbrt", stdmath.Cbrt, 2e-6, []float64{-1000, -8, -0.001, 0, 1e-20, 0.125, 1, 27, 1e30}},
	{"sin", stdmath.Sin, 2e-6, []float64{-10, -3, -1, 0, 0.5, 1, 2, 3, 6, 10}},
	{"cos", stdmath.Cos, 2e-6, []float64{-10, -3, -1, 0, 0.5, 1, 2, 3, 6, 10}},
	{"asin", stdmath.Asin, 2e-6, []float64{-1, -0.9, -0.5, 0, 0.2, 0.5, 0.7, 0.99, 1}},
	{"acos", stdmath.Acos, 2e-6, []float64{-1, -0.9, -0.5, 0, 0.2, 0.5, 0.7, 0.99, 1}},
}

// TestPolynomialApproximationAccuracy interprets each f32 approximation
// and compares it with the function it approximates.
func TestPolynomialApproximationAccuracy(t *testing.T) {
	var src strings.Builder
	for _, c := range approxCases {
		fmt.Fprintf(&src, "func.func @%s(%%x: f32) -> f32 {\n  %%0 = math.%s %%x : f32\n  return %%0 : f32\n}\n", c.op, c.op)
	}
	src.WriteString("func.func @atan2(%y: f32, %x: f32) -> f32 {\n  %0 = math.atan2 %y, %x : f32\n  return %0 : f32\n}\n")
	ctx := ir.NewContext()
	all.Register(ctx)
	f, err := asm.ParseFile(ctx, "approx.mlir", []byte(src.String()), asm.Config{})
	if err != nil {
		t.Fatal(err)
	}
	patterns := rewrite.NewPatternSet(math.PolynomialApproximationPatterns(math.ApproximationOptions{}))
	rewrite.ApplyGreedily(ctx, f.Op, patterns, rewrite.DefaultConfig())
	if err := ir.VerifyWithContext(ctx, f.Op); err != nil {
		t.Fatal(err)
	}
	f.Op.Each(func(op *ir.Operation) {
		switch op.Name() {
		case "math.fma", "math.absf", "math.floor", "math.copysign", "math.sqrt":
		default:
			if strings.HasPrefix(op.Name(), "math.") {
				t.Errorf("%s left after approximation", op.Name())
			}
		}
	})
	m, err := exec.New(ctx, f.Op, &strings.Builder{})
	if err != nil {
		t.Fatal(err)
	}
	call := func(name string, args ...float64) float64 {
		vals := make([]exec.Val, len(args))
		for i, a := range args {
			vals[i] = exec.Val{B: uint64(stdmath.Float32bits(float32(a)))}
		}
		res, err := m.Call(name, vals)
		if err != nil {
			t.Fatalf("%s%v: %v", name, args, err)
		}
		return float64(stdmath.Float32frombits(uint32(res[0].B)))
	}
	check := func(name string, got, want, tol float64, args ...float64) {
		if d := stdmath.Abs(got - want); d > tol*stdmath.Max(1, stdmath.Abs(want)) {
			t.Errorf("%s%v = %g, want %g", name, args, got, want)
		}
	}
	for _, c := range approxCases {
		for _, x := range c.inputs {
			x = float64(float32(x))
			check(c.op, call(c.op, x), c.want(x), c.tol, x)
		}
	}
	for _, yx := range [][2]float64{{1, 1}, {1, -1}, {-1, -1}, {-1, 1}, {2, 0}, {-2, 0}, {0.5, 3}, {-3, 0.25}} {
		check("atan2", call("atan2", yx[0], yx[1]), stdmath.Atan2(yx[0], yx[1]), 2e-6, yx[0], yx[1])
	}
	// Special values as upstream defines them.
	if v := call("log", 0); !stdmath.IsInf(v, -1) {
		t.Errorf("log(0) = %g, want -Inf", v)
	}
	if v := call("log", -1); !stdmath.IsNaN(v) {
		t.Errorf("log(-1) = %g, want NaN", v)
	}
	if v := call("exp", 100); !stdmath.IsInf(v, 1) {
		t.Errorf("exp(100) = %g, want +Inf", v)
	}
	if v := call("atan2", 0, 0); !stdmath.IsNaN(v) {
		t.Errorf("atan2(0, 0) = %g, want NaN", v)
	}
}
