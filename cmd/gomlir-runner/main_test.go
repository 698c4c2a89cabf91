package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

const program = `llvm.func @printI64(i64)
llvm.func @printNewline()
llvm.func @void_main() {
  %0 = llvm.mlir.constant(42 : i64) : i64
  llvm.call @printI64(%0) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  llvm.return
}
llvm.func @i32_main() -> i32 {
  %0 = llvm.mlir.constant(-7 : i32) : i32
  llvm.return %0 : i32
}
llvm.func @f32_main() -> f32 {
  %0 = llvm.mlir.constant(0.1 : f32) : f32
  llvm.return %0 : f32
}
llvm.func @args_main(%a: i32) {
  llvm.return
}
llvm.func @decl()
func.func @oob() {
  %c9 = arith.constant 9 : index
  %m = memref.alloc() : memref<4xi32>
  %v = memref.load %m[%c9] : memref<4xi32>
  return
}
`

// TestRunner checks the runner's results, messages and exit codes
// (upstream mlir-runner's, for the shared cases).
func TestRunner(t *testing.T) {
	dir := t.TempDir()
	in := filepath.Join(dir, "in.mlir")
	if err := os.WriteFile(in, []byte(program), 0o644); err != nil {
		t.Fatal(err)
	}
	cases := []struct {
		args         []string
		code         int
		stdout, errs string
	}{
		{[]string{"--interpret", "-e", "void_main", "--entry-point-result=void"}, 0, "42\n", ""},
		{[]string{"--interpret", "-e", "i32_main", "--entry-point-result=i32"}, 0, "-7\n", ""},
		{[]string{"--interpret", "-e", "f32_main"}, 0, "1.000000e-01\n", ""},
		{[]string{"--interpret", "-e", "nope", "--entry-point-result=void"}, 1, "", "Error: entry point not found"},
		{[]string{"--interpret", "-e", "decl", "--entry-point-result=void"}, 1, "", "Error: entry point not found"},
		{[]string{"--interpret", "-e", "args_main", "--entry-point-result=void"}, 1, "", "Error: JIT can't invoke a main function expecting arguments"},
		{[]string{"--interpret", "-e", "i32_main", "--entry-point-result=void"}, 1, "", "Error: expected void function"},
		{[]string{"--interpret", "-e", "void_main", "--entry-point-result=i64"}, 1, "", "Error: only single i64 function result supported"},
		{[]string{"--interpret", "-e", "oob", "--entry-point-result=void"}, 1, "", "in.mlir:24:8: error: out-of-bounds access"},
		{[]string{"--interpret", "-e", "void_main", "--entry-point-result=void", "--shared-libs=/bin/sh"}, 1, "",
			"--interpret cannot load '/bin/sh'"},
		{[]string{"--interpret", "-e", "void_main", "--entry-point-result=void", "--shared-libs=/nonexistent/libx.so"}, 0, "42\n",
			"Failed to create MemoryBuffer for: /nonexistent/libx.so"},
		// Compiled execution translates the module: func ops must be
		// lowered first.
		{[]string{"-e", "void_main", "--entry-point-result=void"}, 1, "",
			"error: cannot be converted to LLVM IR: missing `LLVMTranslationDialectInterface` registration for dialect for op: func.func"},
		{[]string{"--interpret", "--entry-point-result=i16"}, 1, "", "Cannot find option named 'i16'"},
	}
	for _, c := range cases {
		var out, errs bytes.Buffer
		code := run(append(c.args, in), strings.NewReader(""), &out, &errs)
		if code != c.code || out.String() != c.stdout || !strings.Contains(errs.String(), c.errs) {
			t.Errorf("%v: exit %d, stdout %q, stderr %q; want %d, %q, %q", c.args, code, out.String(), errs.String(),
				c.code, c.stdout, c.errs)
		}
	}
}
