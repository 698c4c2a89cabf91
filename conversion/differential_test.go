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

const upstreamOpt = "/usr/lib/llvm-22/bin/mlir-opt"

// TestDifferentialCorePrograms runs random core-dialect programs (complex
// and math ops among them) through the conversion passes of both tools
// and compares outputs and diagnostics byte for byte. GOMLIR_CONV_SEEDS
// sets the number of programs.
func TestDifferentialCorePrograms(t *testing.T) {
	if _, err := os.Stat(upstreamOpt); err != nil {
		t.Skipf("upstream mlir-opt not found at %s", upstreamOpt)
	}
	seeds := 12
	if s, err := strconv.Atoi(os.Getenv("GOMLIR_CONV_SEEDS")); err == nil {
		seeds = s
	}
	pipelines := [][]string{
		{"--convert-complex-to-standard"},
		{"--convert-complex-to-standard=complex-range=basic", "--mlir-print-op-generic", "--mlir-print-debuginfo"},
		{"--convert-math-to-libm"},
		{"--convert-complex-to-standard", "--convert-math-to-libm", "--reconcile-unrealized-casts", "--mlir-print-op-generic"},
	}
	for seed := int64(1); seed <= int64(seeds); seed++ {
		src := irgen.GenerateCore(rand.New(rand.NewSource(seed)), irgen.CoreConfig{LibmRounded: true})
		for _, flags := range pipelines {
			cmd := exec.Command(upstreamOpt, flags...)
			cmd.Stdin = bytes.NewReader(src)
			var uo, ue bytes.Buffer
			cmd.Stdout, cmd.Stderr = &uo, &ue
			uerr := cmd.Run()
			var goOut, goErr bytes.Buffer
			code := optmain.Main(flags, bytes.NewReader(src), &goOut, &goErr)
			name := "seed " + strconv.FormatInt(seed, 10) + " " + strings.Join(flags, " ")
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

// firstDiff shows the first differing line of two texts.
func firstDiff(want, got string) string {
	w, g := strings.Split(want, "\n"), strings.Split(got, "\n")
	for i := 0; i < len(w) || i < len(g); i++ {
		var a, b string
		if i < len(w) {
			a = w[i]
		}
		if i < len(g) {
			b = g[i]
		}
		if a != b {
			return "line " + strconv.Itoa(i+1) + ":\nupstream: " + a + "\ngomlir:   " + b
		}
	}
	return ""
}
