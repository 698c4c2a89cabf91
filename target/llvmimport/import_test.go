package llvmimport

import (
	"bytes"
	"os"
	"os/exec"
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

func TestImportFiles(t *testing.T) {
	for _, f := range []string{"/tmp/lir/t1.ll", "/tmp/lir/t2.ll", "/tmp/lir/t3.ll", "/tmp/lir/t4.ll", "/tmp/lir/g.ll"} {
		src, err := os.ReadFile(f)
		if err != nil {
			continue
		}
		got, err := importText(t, src, Options{File: "<stdin>"}, asm.Flags{})
		if err != nil {
			t.Errorf("%s: %v", f, err)
			continue
		}
		want, ok := upstreamImport(t, src)
		if ok && got != want {
			t.Errorf("%s: differs\n--- got\n%s\n--- want\n%s", f, got, want)
		}
	}
}
