package main

import (
	"bytes"
	"strings"
	"testing"
)

func TestRun(t *testing.T) {
	src := "llvm.func @f(%a: i32) -> i32 {\n  llvm.return %a : i32\n}\n"
	var o, e bytes.Buffer
	if code := run([]string{"--mlir-to-llvmir"}, strings.NewReader(src), &o, &e); code != 0 {
		t.Fatalf("exit %d: %s", code, e.String())
	}
	if !strings.Contains(o.String(), "define i32 @f(i32 %0) {\n  ret i32 %0\n}\n") {
		t.Errorf("unexpected output:\n%s", o.String())
	}
	o.Reset()
	e.Reset()
	if code := run(nil, strings.NewReader(src), &o, &e); code == 0 || !strings.Contains(e.String(), "Translation to perform") {
		t.Errorf("a missing translation flag must fail: exit %d, %q", code, e.String())
	}
	o.Reset()
	e.Reset()
	// Ops of dialects without a translation get upstream's diagnostic.
	bad := "func.func @g() {\n  return\n}\n"
	if code := run([]string{"--mlir-to-llvmir"}, strings.NewReader(bad), &o, &e); code == 0 ||
		!strings.Contains(e.String(), "missing `LLVMTranslationDialectInterface` registration for dialect for op: func.func") {
		t.Errorf("exit %d, stderr %q", code, e.String())
	}
}

// TestAnnotationsIgnoredWithoutVerify checks that, as mlir-translate (and
// unlike mlir-opt), expected-* annotations are not reported unmet without
// --verify-diagnostics, and that a dense_resource constant's diagnostic is
// upstream's, at the global, without the op.
func TestAnnotationsIgnoredWithoutVerify(t *testing.T) {
	src := "// expected-error @below {{never produced}}\nllvm.func @f() {\n  llvm.return\n}\n"
	var o, e bytes.Buffer
	if code := run([]string{"--mlir-to-llvmir"}, strings.NewReader(src), &o, &e); code != 0 || e.Len() != 0 {
		t.Errorf("exit %d, stderr %q", code, e.String())
	}
	o.Reset()
	e.Reset()
	res := "llvm.mlir.global internal constant @c(dense_resource<r> : tensor<4xf32>) : !llvm.array<4 x f32>\n"
	want := "<stdin>:1:1: error: resource does not exist\n"
	if code := run([]string{"--mlir-to-llvmir"}, strings.NewReader(res), &o, &e); code == 0 ||
		!strings.HasPrefix(e.String(), want) || strings.Contains(e.String(), "see current operation") {
		t.Errorf("exit %d, stderr %q, want prefix %q", code, e.String(), want)
	}
}
