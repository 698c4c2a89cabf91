package cftoscf_test

import (
	"bytes"
	"flag"
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

var (
	files  = flag.Int("cftoscf.files", 3, "random files (of 8 functions each, or programs of loops) compared with upstream's lift-cf-to-scf")
	seed0  = flag.Int64("cftoscf.seed", 1, "first random seed")
	blocks = flag.Int("cftoscf.blocks", 7, "most blocks of a random function")
)

// TestDifferentialLift lifts random control flow graphs with gomlir and
// with upstream's mlir-opt and compares the output (custom form, and
// generic with locations) and the diagnostics byte for byte.
func TestDifferentialLift(t *testing.T) {
	if _, err := os.Stat(upstreamOpt); err != nil {
		t.Skipf("upstream mlir-opt not found at %s", upstreamOpt)
	}
	modes := [][]string{
		{"--lift-cf-to-scf", "--split-input-file"},
		{"--lift-cf-to-scf", "--split-input-file", "--mlir-print-op-generic", "--mlir-print-debuginfo"},
	}
	cfg := irgen.DefaultCFGConfig()
	cfg.Blocks = *blocks
	for seed := *seed0; seed < *seed0+int64(*files); seed++ {
		src := irgen.GenerateCFG(rand.New(rand.NewSource(seed)), cfg)
		for _, flags := range modes {
			compare(t, "seed "+strconv.FormatInt(seed, 10), src, flags)
		}
	}
}

// compare runs src through both tools with flags and reports any
// difference in status, output or diagnostics.
func compare(t *testing.T, name string, src []byte, flags []string) {
	t.Helper()
	cmd := exec.Command(upstreamOpt, flags...)
	cmd.Stdin = bytes.NewReader(src)
	var uo, ue bytes.Buffer
	cmd.Stdout, cmd.Stderr = &uo, &ue
	uerr := cmd.Run()
	var gout, gerr bytes.Buffer
	code := optmain.Main(flags, bytes.NewReader(src), &gout, &gerr)
	name += " " + strings.Join(flags, " ")
	if strings.Contains(ue.String(), "PLEASE submit a bug report") {
		t.Logf("%s: upstream crashed, skipped", name) // lower-affine on a non-positive divisor
		return
	}
	if (uerr == nil) != (code == 0) {
		t.Errorf("%s: upstream ok %v, gomlir ok %v\nupstream: %s\ngomlir: %s\ninput:\n%s", name, uerr == nil, code == 0, ue.String(), gerr.String(), src)
		return
	}
	if !bytes.Equal(uo.Bytes(), gout.Bytes()) {
		t.Errorf("%s: outputs differ\n%s", name, firstDiff(uo.String(), gout.String()))
	}
	if !bytes.Equal(ue.Bytes(), gerr.Bytes()) {
		t.Errorf("%s: diagnostics differ\n%s", name, firstDiff(ue.String(), gerr.String()))
	}
}

// TestDifferentialRoundTrip lowers random scf and affine programs to
// control flow graphs and lifts them back, with gomlir and with upstream,
// and compares the results byte for byte.
func TestDifferentialRoundTrip(t *testing.T) {
	if _, err := os.Stat(upstreamOpt); err != nil {
		t.Skipf("upstream mlir-opt not found at %s", upstreamOpt)
	}
	flags := []string{"--lower-affine", "--convert-scf-to-cf", "--lift-cf-to-scf"}
	for seed := *seed0; seed < *seed0+int64(*files); seed++ {
		src := irgen.GenerateLoops(rand.New(rand.NewSource(seed)), irgen.LoopConfig{Basic: true})
		compare(t, "loops seed "+strconv.FormatInt(seed, 10), src, flags)
	}
}

// TestGeneratedCFGsAreValid checks that the generator's functions parse
// and verify and that the lifted ones still verify, without upstream.
func TestGeneratedCFGsAreValid(t *testing.T) {
	for seed := int64(1); seed <= 5; seed++ {
		src := irgen.GenerateCFG(rand.New(rand.NewSource(seed)), irgen.DefaultCFGConfig())
		var out, errb bytes.Buffer
		if code := optmain.Main([]string{"--split-input-file"}, bytes.NewReader(src), &out, &errb); code != 0 {
			t.Fatalf("seed %d: generated IR rejected:\n%s\n%s", seed, errb.String(), src)
		}
		if !strings.Contains(string(src), "cf.cond_br") {
			t.Errorf("seed %d: no conditional branch generated", seed)
		}
		// With llvm.cond_br, which the pass cannot lift, functions with a
		// conditional branch fail with upstream's diagnostic (MLIR 22's
		// mlir-opt often crashes there).
		llvmSrc := strings.ReplaceAll(string(src), "cf.cond_br", "llvm.cond_br")
		out.Reset()
		errb.Reset()
		code := optmain.Main([]string{"--split-input-file", "--lift-cf-to-scf"}, strings.NewReader(llvmSrc), &out, &errb)
		if code != 1 || !strings.Contains(errb.String(), "'llvm.cond_br' op Cannot convert unknown control flow op to structured control flow") {
			t.Errorf("seed %d with llvm.cond_br: exit %d\n%s", seed, code, errb.String())
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
