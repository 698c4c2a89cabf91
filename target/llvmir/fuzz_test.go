package llvmir

import (
	"math/rand"
	"os"
	"path/filepath"
	"testing"

	"github.com/gomlir/gomlir/asm"
	"github.com/gomlir/gomlir/ir"
)

// FuzzTranslate feeds untrusted MLIR text through parsing, verification
// and the translation: bad input must give diagnostics, never a panic.
// The seed corpus is testdata/fuzz/FuzzTranslate plus a few generated
// modules and the examples under testdata.
func FuzzTranslate(f *testing.F) {
	for i := 0; i < 8; i++ {
		f.Add([]byte(genLLVMModule(rand.New(rand.NewSource(int64(i))))))
	}
	files, _ := filepath.Glob("testdata/*.mlir")
	for _, name := range files {
		if b, err := os.ReadFile(name); err == nil {
			f.Add(b)
		}
	}
	f.Fuzz(func(t *testing.T, src []byte) {
		ctx := ir.NewContext()
		ctx.DisableMultithreading = true
		Dialects(ctx)
		ctx.SetDiagHandler(func(*ir.Diagnostic) {})
		file, err := asm.ParseFile(ctx, "fuzz.mlir", src, asm.Config{MaxDepth: 200})
		if err != nil {
			return
		}
		if ir.Verify(file.Op) != nil {
			return
		}
		if _, err := Translate(ctx, file.Op); err != nil {
			if _, ok := err.(*ir.Diagnostic); !ok {
				t.Fatalf("non-diagnostic error %T: %v", err, err)
			}
		}
	})
}
