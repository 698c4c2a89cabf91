package main

import (
	"bytes"
	"flag"
	"os"
	"os/exec"
	"regexp"
	"strings"
	"testing"

	"github.com/gomlir/gomlir/internal/optmain"
	"github.com/gomlir/gomlir/internal/randprog"
)

var (
	randCount   = flag.Int("rand", 3, "number of random programs TestRandomProgramsDifferential runs (a big sweep: -rand=500)")
	randFirst   = flag.Int64("rand-seed", 1, "first seed of TestRandomProgramsDifferential")
	randVectors = flag.Bool("rand-vectors", true, "include vector steps in TestRandomProgramsDifferential's programs")
)

const (
	upstreamOpt    = "/usr/lib/llvm-22/bin/mlir-opt"
	upstreamRunner = "/usr/lib/llvm-22/bin/mlir-runner"
	upstreamLibs   = "--shared-libs=/usr/lib/llvm-22/lib/libmlir_c_runner_utils.so,/usr/lib/llvm-22/lib/libmlir_runner_utils.so"
)

var printedAddr = regexp.MustCompile(`base@ = 0x[0-9a-f]+`)

// maskAddrs hides the run-dependent memref base addresses.
func maskAddrs(s string) string { return printedAddr.ReplaceAllString(s, "base@ = 0x?") }

// TestRandomProgramsDifferential lowers random programs with gomlir's
// -test-lower-to-llvm and runs them compiled and interpreted by
// gomlir-runner, and lowers and runs them with upstream mlir-opt and
// mlir-runner: the three printed outputs must be the same.
func TestRandomProgramsDifferential(t *testing.T) {
	for _, tool := range []string{upstreamOpt, upstreamRunner} {
		if _, err := os.Stat(tool); err != nil {
			t.Skip("upstream tools missing: ", err)
		}
	}
	if _, err := exec.LookPath("clang-22"); err != nil {
		if _, err := os.Stat("/usr/lib/llvm-22/bin/clang"); err != nil {
			t.Skip("clang 22 missing")
		}
	}
	dir := t.TempDir()
	for seed := *randFirst; seed < *randFirst+int64(*randCount); seed++ {
		src := []byte(randprog.Program(seed, 60, *randVectors))
		var lowered, errs bytes.Buffer
		if code := optmain.Main([]string{"-", "-test-lower-to-llvm"}, bytes.NewReader(src), &lowered, &errs); code != 0 {
			t.Fatalf("seed %d: gomlir-opt -test-lower-to-llvm: %s\n%s", seed, errs.String(), src)
		}
		file := dir + "/lowered.mlir"
		if err := os.WriteFile(file, lowered.Bytes(), 0o644); err != nil {
			t.Fatal(err)
		}
		want := upstream(t, src)
		for _, mode := range [][]string{nil, {"--interpret"}} {
			var out, errs bytes.Buffer
			args := append(append([]string{}, mode...), "-e", "main", "--entry-point-result=void", file)
			if code := run(args, strings.NewReader(""), &out, &errs); code != 0 {
				t.Fatalf("seed %d: gomlir-runner %v: exit %d: %s\n%s", seed, mode, code, errs.String(), src)
			}
			if got := maskAddrs(out.String()); got != want {
				t.Fatalf("seed %d: gomlir-runner %v prints\n%s\nupstream prints\n%s\nprogram:\n%s", seed, mode,
					firstDifference(got, want), firstDifference(want, got), src)
			}
		}
	}
}

// upstream lowers src with upstream mlir-opt and runs it with mlir-runner.
func upstream(t *testing.T, src []byte) string {
	t.Helper()
	opt := exec.Command(upstreamOpt, "-", "-test-lower-to-llvm")
	opt.Stdin = bytes.NewReader(src)
	lowered, err := opt.Output()
	if err != nil {
		t.Fatalf("upstream mlir-opt: %v", err)
	}
	r := exec.Command(upstreamRunner, "-e", "main", "--entry-point-result=void", upstreamLibs)
	r.Stdin = bytes.NewReader(lowered)
	out, err := r.Output()
	if err != nil {
		t.Fatalf("upstream mlir-runner: %v", err)
	}
	return maskAddrs(string(out))
}

// firstDifference returns a's lines from the first that differs from b's,
// with the line before it for context.
func firstDifference(a, b string) string {
	al, bl := strings.Split(a, "\n"), strings.Split(b, "\n")
	i := 0
	for i < len(al) && i < len(bl) && al[i] == bl[i] {
		i++
	}
	from, to := max(i-1, 0), min(i+3, len(al))
	return strings.Join(al[from:to], "\n")
}
