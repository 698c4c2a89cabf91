package llvmimport

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// FuzzTranslate checks that any input either imports or gets a diagnostic
// located at file:line:col, never a panic.
func FuzzTranslate(f *testing.F) {
	seeds, _ := filepath.Glob("testdata/*.ll")
	for _, s := range seeds {
		src, err := os.ReadFile(s)
		if err == nil {
			f.Add(src)
		}
	}
	f.Add([]byte("define i32 @f(i32 %a) {\n  %b = add i32 %a, 1\n  ret i32 %b\n}\n"))
	f.Add([]byte("@g = global [2 x i8] c\"a\\00\"\n"))
	f.Fuzz(func(t *testing.T, src []byte) {
		_, err := Translate(src, Options{File: "in.ll"})
		if err == nil {
			return
		}
		var e *Error
		if !errors.As(err, &e) || e.Line <= 0 || e.Col <= 0 || !strings.HasPrefix(err.Error(), "in.ll:") {
			t.Fatalf("diagnostic without a location: %v", err)
		}
	})
}
