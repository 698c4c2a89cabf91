package llvmimport

import (
	"bytes"
	"flag"
	"math/rand"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/gomlir/gomlir/asm"
	"github.com/gomlir/gomlir/internal/irgen"
	"github.com/gomlir/gomlir/internal/splitinput"
)

var diffSeeds = flag.Int("llvmimport.seeds", 40, "random programs in TestDifferentialLowered")

// lowering is the upstream pipeline taking irgen's core programs to the
// llvm dialect.
var lowering = []string{"-convert-complex-to-standard", "-convert-math-to-llvm", "-convert-math-to-libm",
	"-convert-complex-to-llvm", "-convert-to-llvm", "-reconcile-unrealized-casts"}

// lowerToLLVMIR lowers an MLIR program with upstream mlir-opt and
// translates it to LLVM IR with upstream mlir-translate; ok is false when
// upstream rejects the program.
func lowerToLLVMIR(src []byte) ([]byte, bool) {
	opt := exec.Command("/usr/lib/llvm-22/bin/mlir-opt", lowering...)
	opt.Stdin = bytes.NewReader(src)
	lowered, err := opt.Output()
	if err != nil {
		return nil, false
	}
	tr := exec.Command(upstreamTranslate, "--mlir-to-llvmir")
	tr.Stdin = bytes.NewReader(lowered)
	out, err := tr.Output()
	return out, err == nil
}

// TestDifferentialLowered imports the LLVM IR of random core programs
// lowered and translated by upstream, and compares the result with
// upstream's import, in the default and the generic form.
func TestDifferentialLowered(t *testing.T) {
	if _, err := os.Stat(upstreamTranslate); err != nil {
		t.Skip("upstream mlir-translate not installed")
	}
	var compared, skipped, failed int
	for seed := int64(1); seed <= int64(*diffSeeds); seed++ {
		prog := irgen.GenerateCore(rand.New(rand.NewSource(seed)), irgen.CoreConfig{Funcs: 3, Modules: 0, NoPoison: true})
		ll, ok := lowerToLLVMIR(prog)
		if !ok {
			skipped++
			continue
		}
		for _, generic := range []bool{false, true} {
			var args []string
			if generic {
				args = append(args, "--mlir-print-op-generic")
			}
			want, ok := upstreamImport(t, ll, args...)
			if !ok {
				skipped++
				continue
			}
			compared++
			got, err := importText(t, ll, Options{File: "<stdin>"}, asm.Flags{Generic: generic})
			if err != nil || got != want {
				failed++
				if failed <= 3 {
					os.WriteFile(t.TempDir()+"/x.ll", ll, 0o644)
					t.Errorf("seed %d (generic %v): err %v\n%s", seed, generic, err, firstDiff(got, want))
				}
			}
		}
	}
	t.Logf("compared %d imports, %d differ; %d programs rejected by upstream", compared, failed, skipped)
}

// firstDiff shows the first differing line of two texts.
func firstDiff(got, want string) string {
	g, w := bytes.Split([]byte(got), []byte("\n")), bytes.Split([]byte(want), []byte("\n"))
	for i := 0; i < len(g) && i < len(w); i++ {
		if !bytes.Equal(g[i], w[i]) {
			return "line " + itoa(i+1) + ":\n got: " + string(g[i]) + "\nwant: " + string(w[i])
		}
	}
	return "lengths differ"
}

// TestDifferentialExported imports the LLVM IR upstream exports for the
// conformance corpus' Target/LLVMIR tests (each split chunk translated by
// upstream mlir-translate --mlir-to-llvmir) and compares the result with
// upstream's import.
func TestDifferentialExported(t *testing.T) {
	if _, err := os.Stat(upstreamTranslate); err != nil {
		t.Skip("upstream mlir-translate not installed")
	}
	files, _ := filepath.Glob(targetCorpus + "/*.mlir")
	if len(files) == 0 {
		t.Skip("conformance corpus not present")
	}
	var identical, differ, failed []string
	for _, file := range files {
		src, _ := os.ReadFile(file)
		for i, chunk := range splitinput.Split(src, "// -----") {
			tr := exec.Command(upstreamTranslate, "--mlir-to-llvmir")
			tr.Stdin = bytes.NewReader(chunk.Data)
			ll, err := tr.Output()
			if err != nil || len(ll) == 0 {
				continue
			}
			name := filepath.Base(file) + "#" + itoa(i)
			want, ok := upstreamImport(t, ll)
			if !ok {
				continue
			}
			got, err := importText(t, ll, Options{File: "<stdin>"}, asm.Flags{})
			switch {
			case err != nil:
				failed = append(failed, name)
			case got != want:
				differ = append(differ, name)
			default:
				identical = append(identical, name)
			}
		}
	}
	t.Logf("%d identical, %d differ (%s), %d not imported (%s)", len(identical), len(differ),
		strings.Join(differ, " "), len(failed), strings.Join(failed, " "))
	if len(identical) < minExportedIdentical {
		t.Errorf("%d identical imports, want at least %d", len(identical), minExportedIdentical)
	}
}

// minExportedIdentical is the number of exported chunks known to import
// identically; the others use attributes gomlir's llvm dialect does not
// print as upstream yet (dereferenceable, frame-pointer kinds).
const minExportedIdentical = 20

// targetCorpus holds upstream's Target/LLVMIR tests.
const targetCorpus = "../../../shared/conformance/upstream/mlir/test/Target/LLVMIR"
