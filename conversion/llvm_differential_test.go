package conversion_test

import (
	"bytes"
	"math/rand"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/gomlir/gomlir/internal/irgen"
)

// runTool runs an opt tool on src and returns its output, diagnostics and
// exit error.
func runTool(tool string, flags []string, src []byte) (out, diags bytes.Buffer, err error) {
	cmd := exec.Command(tool, flags...)
	cmd.Stdin = bytes.NewReader(src)
	cmd.Stdout, cmd.Stderr = &out, &diags
	err = cmd.Run()
	return out, diags, err
}

// TestDifferentialLLVMLowering runs random core-dialect programs through
// the lowerings to the LLVM dialect in both tools (generic form) and
// compares outputs and diagnostics byte for byte: where upstream rejects a
// program, gomlir must reject it with the same diagnostics. gomlir-opt runs
// as a process of its own, as upstream's: the names of the string globals
// the lowerings create are made unique with a per-process counter.
// GOMLIR_LLVM_SEEDS sets the number of programs.
func TestDifferentialLLVMLowering(t *testing.T) {
	if _, err := os.Stat(upstreamOpt); err != nil {
		t.Skipf("upstream mlir-opt not found at %s", upstreamOpt)
	}
	seeds := 4
	if s, err := strconv.Atoi(os.Getenv("GOMLIR_LLVM_SEEDS")); err == nil {
		seeds = s
	}
	gomlirOpt := filepath.Join(t.TempDir(), "gomlir-opt")
	if out, err := exec.Command("go", "build", "-o", gomlirOpt, "github.com/gomlir/gomlir/cmd/gomlir-opt").CombinedOutput(); err != nil {
		t.Fatalf("building gomlir-opt: %v\n%s", err, out)
	}
	pipelines := [][]string{
		{"--convert-to-llvm", "--reconcile-unrealized-casts"},
		{"--convert-to-llvm=filter-dialects=arith,func"},
		{"--convert-arith-to-llvm=index-bitwidth=32"},
		{"--convert-func-to-llvm"},
		{"--convert-cf-to-llvm"},
		{"--convert-index-to-llvm"},
		{"--convert-math-to-llvm=approximate-log1p=false"},
		{"--convert-complex-to-llvm"},
		{"--convert-ub-to-llvm"},
		{"--pass-pipeline=builtin.module(convert-math-to-llvm,convert-complex-to-llvm,convert-index-to-llvm,func.func(convert-arith-to-llvm),convert-func-to-llvm,convert-cf-to-llvm,convert-ub-to-llvm,reconcile-unrealized-casts)"},
	}
	for seed := int64(1); seed <= int64(seeds); seed++ {
		src := irgen.GenerateCore(rand.New(rand.NewSource(seed)), irgen.CoreConfig{LibmRounded: true})
		for _, p := range pipelines {
			flags := append(append([]string{}, p...), "--mlir-print-op-generic")
			uo, ue, uerr := runTool(upstreamOpt, flags, src)
			goOut, goErr, gerr := runTool(gomlirOpt, flags, src)
			name := "seed " + strconv.FormatInt(seed, 10) + " " + strings.Join(p, " ")
			if (uerr == nil) != (gerr == nil) {
				t.Errorf("%s: upstream ok %v, gomlir ok %v\nupstream: %s\ngomlir: %s", name, uerr == nil, gerr == nil, ue.String(), goErr.String())
				continue
			}
			if !bytes.Equal(uo.Bytes(), goOut.Bytes()) {
				t.Errorf("%s: outputs differ\n%s", name, firstDiff(uo.String(), goOut.String()))
			}
			if !bytes.Equal(ue.Bytes(), goErr.Bytes()) {
				t.Errorf("%s: diagnostics differ\n%s", name, firstDiff(ue.String(), goErr.String()))
			}
		}
	}
}
