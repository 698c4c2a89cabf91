package runner

import (
	"errors"
	"strings"
	"testing"
)

// TestOptimize runs LLVM's O3 pipeline on a module whose function folds to
// a constant, and reports a module opt rejects as an *Error.
func TestOptimize(t *testing.T) {
	if _, err := findOpt(); err != nil {
		t.Skip(err)
	}
	src := "define i64 @f() {\n  %1 = add i64 2, 3\n  %2 = mul i64 %1, 4\n  ret i64 %2\n}\n"
	out, err := Optimize([]byte(src), 3)
	if err != nil {
		t.Fatal(err)
	}
	text := string(out)
	if !strings.HasPrefix(text, "; ModuleID = 'LLVMDialectModule'\n") {
		t.Errorf("module not named LLVMDialectModule:\n%s", text)
	}
	if !strings.Contains(text, "ret i64 20") {
		t.Errorf("O3 did not fold the function:\n%s", text)
	}
	_, err = Optimize([]byte("define i64 @f( {"), 3)
	var e *Error
	if !errors.As(err, &e) || !strings.Contains(e.Msg, "failed") {
		t.Errorf("bad module: got %v, want an *Error", err)
	}
}
