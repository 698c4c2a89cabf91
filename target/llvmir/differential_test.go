package llvmir

import (
	"bytes"
	"flag"
	"math/rand"
	"os"
	"os/exec"
	"testing"

	"github.com/gomlir/gomlir/internal/irgen"
	"github.com/gomlir/gomlir/internal/optmain"
)

// sweep sets the number of random modules of the differential tests
// (go test ./target/llvmir -run Differential -sweep 2000).
var sweep = flag.Int("sweep", 0, "number of random modules per differential test (default: a small sample)")

const (
	upstreamTranslate = "/usr/lib/llvm-22/bin/mlir-translate"
	upstreamOpt       = "/usr/lib/llvm-22/bin/mlir-opt"
)

func samples(def int) int {
	if *sweep > 0 {
		return *sweep
	}
	return def
}

// runUpstream runs an upstream tool on src (standard input).
func runUpstream(tool string, src []byte, flags ...string) ([]byte, bool) {
	cmd := exec.Command(tool, flags...)
	cmd.Stdin = bytes.NewReader(src)
	var o bytes.Buffer
	cmd.Stdout = &o
	err := cmd.Run()
	return o.Bytes(), err == nil
}

// runGomlir translates src in-process as gomlir-translate --mlir-to-llvmir.
func runGomlir(src []byte) ([]byte, []byte, bool) {
	var o, e bytes.Buffer
	code := optmain.MainWith(nil, bytes.NewReader(src), &o, &e, TranslateWithResources, Dialects)
	return o.Bytes(), e.Bytes(), code == 0
}

func needUpstream(t *testing.T) {
	t.Helper()
	if _, err := os.Stat(upstreamTranslate); err != nil {
		t.Skipf("upstream mlir-translate not found at %s", upstreamTranslate)
	}
}

// compare translates src with both tools; it reports whether upstream
// accepted the input and whether the outputs are identical. The first
// few differences are reported in full.
func compare(t *testing.T, src []byte, failures *int) (accepted, same bool) {
	want, ok := runUpstream(upstreamTranslate, src, "--mlir-to-llvmir")
	if !ok {
		return false, false
	}
	got, stderr, gok := runGomlir(src)
	if !gok || !bytes.Equal(got, want) {
		if *failures++; *failures <= 3 {
			t.Errorf("output differs for:\n%s\n--- gomlir (stderr %s):\n%s\n--- upstream:\n%s", src, stderr, got, want)
		}
		return true, false
	}
	return true, true
}

// TestDifferentialLLVMDialect translates random llvm-dialect modules with
// both tools and requires identical LLVM IR.
func TestDifferentialLLVMDialect(t *testing.T) {
	needUpstream(t)
	n := samples(40)
	same, accepted, failures := 0, 0, 0
	for i := 0; i < n; i++ {
		src := []byte(genLLVMModule(rand.New(rand.NewSource(int64(i)))))
		a, s := compare(t, src, &failures)
		if a {
			accepted++
		}
		if s {
			same++
		}
	}
	t.Logf("%d modules, %d accepted by upstream, %d identical", n, accepted, same)
}

// TestDifferentialConvertToLLVM lowers random core-dialect programs with
// upstream's convert-to-llvm and translates the result with both tools.
func TestDifferentialConvertToLLVM(t *testing.T) {
	needUpstream(t)
	n := samples(20)
	same, accepted, failures := 0, 0, 0
	for i := 0; i < n; i++ {
		core := irgen.GenerateCore(rand.New(rand.NewSource(int64(i))), irgen.CoreConfig{Modules: -1, NoLocations: true})
		lowered, ok := runUpstream(upstreamOpt, core, "--convert-complex-to-standard", "--convert-math-to-llvm",
			"--convert-math-to-libm", "--convert-to-llvm", "--reconcile-unrealized-casts")
		if !ok {
			continue
		}
		a, s := compare(t, lowered, &failures)
		if a {
			accepted++
		}
		if s {
			same++
		}
	}
	t.Logf("%d programs, %d lowered and accepted by upstream, %d identical", n, accepted, same)
}
