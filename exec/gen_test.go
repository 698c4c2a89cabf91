package exec_test

import (
	"flag"
	"testing"

	"github.com/gomlir/gomlir/internal/randprog"
)

var genCount = flag.Int("gen", 24, "number of random programs TestRandomPrograms compares with upstream")

// TestRandomPrograms compares the interpreter, on random programs and
// their lowering to the LLVM dialect, with upstream mlir-runner.
func TestRandomPrograms(t *testing.T) {
	if !haveTool(upstreamOpt) || !haveTool(upstreamRunner) {
		t.Skip("upstream mlir-opt or mlir-runner missing")
	}
	for seed := int64(1); seed <= int64(*genCount); seed++ {
		src := []byte(randprog.Program(seed, 60, true))
		lowered := lower(t, src)
		want := upstreamRun(t, lowered)
		got, err := interpret(t, "random.mlir", src)
		if err != nil {
			t.Fatalf("seed %d: %v\n%s", seed, err, src)
		}
		if got != want {
			t.Fatalf("seed %d: unlowered output differs: %s\n%s", seed, diffLines(got, want), src)
		}
		got, err = interpret(t, "random.lowered.mlir", lowered)
		if err != nil {
			t.Fatalf("seed %d (lowered): %v", seed, err)
		}
		if got != want {
			t.Fatalf("seed %d: lowered output differs: %s\n%s", seed, diffLines(got, want), src)
		}
	}
}

// TestGeneratorIsDeterministic checks that a seed names one program (so a
// failure is reproducible), interpreted without upstream tools.
func TestGeneratorIsDeterministic(t *testing.T) {
	a, b := randprog.Program(7, 40, true), randprog.Program(7, 40, true)
	if a != b {
		t.Fatal("the generator is not deterministic")
	}
	if _, err := interpret(t, "random.mlir", []byte(a)); err != nil {
		t.Fatal(err)
	}
}
