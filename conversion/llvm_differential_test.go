package conversion_test

import (
	"bytes"
	"math/rand"
	"os"
	"os/exec"
	"strconv"
	"strings"
	"testing"

	"github.com/gomlir/gomlir/internal/irgen"
	"github.com/gomlir/gomlir/internal/optmain"
)

// TestDifferentialLLVMLowering runs random core-dialect programs through
// the lowerings to the LLVM dialect in both tools (generic form) and
// compares outputs and diagnostics byte for byte: where upstream rejects a
// program, gomlir must reject it with the same diagnostics.
// GOMLIR_LLVM_SEEDS sets the number of programs.
func TestDifferentialLLVMLowering(t *testing.T) {
	if _, err := os.Stat(upstreamOpt); err != nil {
		t.Skipf("upstream mlir-opt not found at %s", upstreamOpt)
	}
	seeds := 4
	if s, err := strconv.Atoi(os.Getenv("GOMLIR_LLVM_SEEDS")); err == nil {
		seeds = s
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
			cmd := exec.Command(upstreamOpt, flags...)
			cmd.Stdin = bytes.NewReader(src)
			var uo, ue bytes.Buffer
			cmd.Stdout, cmd.Stderr = &uo, &ue
			uerr := cmd.Run()
			var goOut, goErr bytes.Buffer
			code := optmain.Main(flags, bytes.NewReader(src), &goOut, &goErr)
			name := "seed " + strconv.FormatInt(seed, 10) + " " + strings.Join(p, " ")
			if (uerr == nil) != (code == 0) {
				t.Errorf("%s: upstream ok %v, gomlir ok %v\nupstream: %s\ngomlir: %s", name, uerr == nil, code == 0, ue.String(), goErr.String())
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
