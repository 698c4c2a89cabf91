package optmain

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestLargeInput runs a file above mapThreshold (which is mapped, not
// read) and checks it prints as the same program in a small file, with a
// diagnostic quoting the source line (which reads the mapped input after
// parsing).
func TestLargeInput(t *testing.T) {
	dir := t.TempDir()
	prog := "func.func @f(%a: i32) -> i32 {\n  %0 = arith.addi %a, %a : i32\n  return %0 : i32\n}\n"
	bad := "func.func @g() {\n  %0 = arith.constant 1 : i32\n  return %0 : i32\n}\n"
	pad := strings.Repeat("// padding line of the large input\n", mapThreshold/35+1)
	run := func(name, text string) (string, string, int) {
		path := filepath.Join(dir, name)
		if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
		var out, errb bytes.Buffer
		code := Main([]string{path}, nil, &out, &errb)
		return out.String(), strings.ReplaceAll(errb.String(), path, "F"), code
	}
	small, _, code := run("small.mlir", prog)
	if code != 0 {
		t.Fatalf("small input failed")
	}
	large, _, code := run("large.mlir", pad+prog)
	if code != 0 || large != small {
		t.Fatalf("large input: exit %d, output\n%s\nwant\n%s", code, large, small)
	}
	_, diag, code := run("bad.mlir", pad+bad)
	if code != 1 || !strings.Contains(diag, "  return %0 : i32\n") {
		t.Fatalf("large invalid input: exit %d, diagnostics\n%s", code, diag)
	}
}

// TestLargeInputAnnotations checks that a large input, scanned for
// expected-* annotations while it is parsed, reports a malformed
// annotation, the diagnostics and the unmet annotations as a small input
// does: the malformed annotation first, and once.
func TestLargeInputAnnotations(t *testing.T) {
	dir := t.TempDir()
	src := "// expected-error-re {{a {{[}} b}}\n// expected-error @+1 {{never reported}}\n" +
		"func.func @g() {\n  %0 = arith.constant 1 : i32\n  return %0 : i32\n}\n"
	pad := strings.Repeat("// padding line of the large input\n", concurrentScanBytes/35+1)
	run := func(text string) (string, int) {
		path := filepath.Join(dir, "in.mlir")
		if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
		var out, errb bytes.Buffer
		code := Main([]string{path}, nil, &out, &errb)
		return errb.String(), code
	}
	small, smallCode := run(src)
	large, largeCode := run(src + pad)
	malformed := "in.mlir:1:4: error: invalid regex: brackets ([ ]) not balanced\n"
	if !strings.HasPrefix(small, filepath.Join(dir, malformed)) || strings.Count(small, malformed) != 1 ||
		!strings.Contains(small, "never reported") || smallCode != 1 {
		t.Fatalf("small input: exit %d, diagnostics\n%s", smallCode, small)
	}
	if large != small || largeCode != smallCode {
		t.Fatalf("large input: exit %d, diagnostics\n%s\nwant exit %d,\n%s", largeCode, large, smallCode, small)
	}
}
