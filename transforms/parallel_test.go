package transforms_test

import (
	"bytes"
	"fmt"
	"math/rand"
	"runtime"
	"strings"
	"testing"

	"github.com/gomlir/gomlir/asm"
	"github.com/gomlir/gomlir/dialect/all"
	"github.com/gomlir/gomlir/internal/irgen"
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/pass"
	_ "github.com/gomlir/gomlir/transforms"
)

// genModule builds a module with n functions calling each other, with
// constants to fold, duplicates to CSE, branches for SCCP and private
// callees for the inliner and symbol-dce.
func genModule(n int) string {
	var sb strings.Builder
	for i := 0; i < n; i++ {
		fmt.Fprintf(&sb, `func.func private @leaf%d(%%a: i32) -> i32 {
  %%c%d = arith.constant %d : i32
  %%0 = arith.addi %%a, %%c%d : i32 loc("leaf%d")
  return %%0 : i32
}
func.func private @dead%d() {
  return
}
func.func @f%d(%%a: i32, %%b: i1) -> (i32, i32) {
  %%c1 = arith.constant 1 : i32
  %%c2 = arith.constant 2 : i32
  %%s = arith.addi %%c1, %%c2 : i32
  %%x = arith.muli %%a, %%s : i32
  %%y = arith.muli %%a, %%s : i32
  %%t = arith.constant true
  cf.cond_br %%t, ^bb1(%%x : i32), ^bb2(%%y : i32)
^bb1(%%p: i32):
  %%r = call @leaf%d(%%p) : (i32) -> i32
  cf.br ^bb2(%%r : i32)
^bb2(%%q: i32):
  %%z = arith.addi %%q, %%x : i32
  return %%z, %%y : i32, i32
}
`, i, i, i+3, i, i, i, i, i)
	}
	return sb.String()
}

func runPipeline(t *testing.T, src, pipeline string, procs int) string {
	t.Helper()
	prev := runtime.GOMAXPROCS(procs)
	defer runtime.GOMAXPROCS(prev)
	ctx := ir.NewContext()
	all.Register(ctx)
	f, err := asm.ParseFile(ctx, "gen.mlir", []byte(src), asm.Config{})
	if err != nil {
		t.Fatalf("parse: %v", err)
	}
	pm, err := pass.ParsePipeline(pipeline)
	if err != nil {
		t.Fatalf("pipeline: %v", err)
	}
	var stderr bytes.Buffer
	if err := pm.Run(ctx, f.Op, &pass.Config{VerifyEach: true, Stderr: &stderr}); err != nil {
		t.Fatalf("run: %v", err)
	}
	var out bytes.Buffer
	if err := asm.Print(&out, ctx, f.Op, f.Resources, asm.Flags{DebugInfo: true}); err != nil {
		t.Fatalf("print: %v", err)
	}
	return out.String() + "\n" + stderr.String()
}

// TestPipelineDeterministic runs pipelines with nested passes at
// GOMAXPROCS 1, 2 and 8 and requires byte-identical output.
func TestPipelineDeterministic(t *testing.T) {
	src := genModule(24)
	for _, pipeline := range []string{
		"builtin.module(func.func(canonicalize,cse,sccp),inline,symbol-dce,func.func(cse))",
		"builtin.module(sccp,inline{default-pipeline=canonicalize},func.func(print-op-stats),symbol-privatize{exclude=f0},symbol-dce)",
		"builtin.module(func.func(topological-sort,control-flow-sink,loop-invariant-code-motion,canonicalize{region-simplify=aggressive}),strip-debuginfo)",
	} {
		want := runPipeline(t, src, pipeline, 1)
		for _, procs := range []int{2, 8} {
			for rep := 0; rep < 3; rep++ {
				if got := runPipeline(t, src, pipeline, procs); got != want {
					t.Fatalf("%s: output at GOMAXPROCS=%d differs from GOMAXPROCS=1:\n%s\n---\n%s", pipeline, procs, got, want)
				}
			}
		}
		if !strings.Contains(want, "@f0(") {
			t.Fatalf("%s: unexpected output:\n%s", pipeline, want)
		}
	}
}

// TestPipelineDeterministicLarge runs a pipeline on a module large enough
// to be parsed and printed in parallel at GOMAXPROCS 2 and 8 (serially at
// 1) and requires byte-identical output.
func TestPipelineDeterministicLarge(t *testing.T) {
	src := genModule(400)
	const pipeline = "builtin.module(func.func(canonicalize,cse),symbol-dce)"
	want := runPipeline(t, src, pipeline, 1)
	for _, procs := range []int{2, 8} {
		if got := runPipeline(t, src, pipeline, procs); got != want {
			t.Fatalf("output at GOMAXPROCS=%d differs from GOMAXPROCS=1", procs)
		}
	}
	if len(src) < 1<<16 || strings.Count(want, "func.func") < 800 {
		t.Fatalf("the module is too small to exercise parallel parsing and printing")
	}
}

// TestPipelineDeterministicRandom runs canonicalize, cse, inline, sccp and
// symbol-dce at GOMAXPROCS 1, 2 and 8 on random core-dialect programs of
// many functions (calls, recursion, nested modules, control flow) and
// requires byte-identical output.
func TestPipelineDeterministicRandom(t *testing.T) {
	for seed := int64(1); seed <= 3; seed++ {
		src := string(irgen.GenerateCore(rand.New(rand.NewSource(seed)), irgen.CoreConfig{Funcs: 60, Modules: 3}))
		for _, pipeline := range []string{
			"builtin.module(canonicalize,cse,inline,sccp,symbol-dce)",
			"builtin.module(func.func(canonicalize,cse),inline{default-pipeline=canonicalize},func.func(sccp),symbol-dce,builtin.module(func.func(cse)))",
		} {
			want := runPipeline(t, src, pipeline, 1)
			for _, procs := range []int{2, 8} {
				if got := runPipeline(t, src, pipeline, procs); got != want {
					t.Fatalf("seed %d: %s: output at GOMAXPROCS=%d differs from GOMAXPROCS=1:\n%s\n---\n%s", seed, pipeline, procs, got, want)
				}
			}
			if strings.Count(want, "func.func") < 2 {
				t.Fatalf("seed %d: %s: unexpected output:\n%s", seed, pipeline, want)
			}
		}
	}
}
