package llvmimport

import (
	"bytes"
	"flag"
	"os"
	"os/exec"
	"path/filepath"
	"testing"

	"github.com/gomlir/gomlir/asm"
	"github.com/gomlir/gomlir/dialect/all"
	"github.com/gomlir/gomlir/ir"
)

const upstreamTranslate = "/usr/lib/llvm-22/bin/mlir-translate"

// importText imports LLVM IR and prints the module as mlir-translate does.
func importText(t testing.TB, src []byte, opts Options, flags asm.Flags) (string, error) {
	ctx := ir.NewContext()
	all.Register(ctx)
	op, err := Import(ctx, src, opts)
	if err != nil {
		return "", err
	}
	var b bytes.Buffer
	if err := asm.Print(&b, ctx, op, nil, flags); err != nil {
		return "", err
	}
	return b.String(), nil
}

// upstreamImport runs mlir-translate --import-llvm.
func upstreamImport(t testing.TB, src []byte, args ...string) (string, bool) {
	if _, err := os.Stat(upstreamTranslate); err != nil {
		return "", false
	}
	cmd := exec.Command(upstreamTranslate, append([]string{"--import-llvm"}, args...)...)
	cmd.Stdin = bytes.NewReader(src)
	out, err := cmd.Output()
	if err != nil {
		return "", false
	}
	return string(out), true
}

// TestImportFiles imports testdata/*.ll and compares the printed module
// with upstream's import committed beside each (testdata/*.ll.mlir), and,
// when upstream is installed, with a fresh upstream import.
func TestImportFiles(t *testing.T) {
	files, _ := filepath.Glob("testdata/*.ll")
	if len(files) == 0 {
		t.Fatal("no test inputs")
	}
	for _, f := range files {
		src, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		got, err := importText(t, src, Options{File: "<stdin>"}, asm.Flags{})
		if err != nil {
			t.Errorf("%s: %v", f, err)
			continue
		}
		if *update {
			if want, ok := upstreamImport(t, src); ok {
				os.WriteFile(f+".mlir", []byte(want), 0o644)
			}
		}
		golden, err := os.ReadFile(f + ".mlir")
		if err != nil {
			t.Fatal(err)
		}
		if got != string(golden) {
			t.Errorf("%s differs from upstream's import:\n%s", f, firstDiff(got, string(golden)))
		}
		if want, ok := upstreamImport(t, src); ok && got != want {
			t.Errorf("%s differs from upstream mlir-translate:\n%s", f, firstDiff(got, want))
		}
	}
}

var update = flag.Bool("update", false, "rewrite testdata/*.ll.mlir with upstream's import")
