package toyc

import (
	"bytes"
	"io"
	"os"
	"path/filepath"
	"testing"

	"github.com/gomlir/gomlir/toy/ast"
)

// FuzzToyc runs arbitrary Toy source through every chapter's deepest
// pipeline (MLIRGen, inlining, shape inference, canonicalization, the
// affine lowering): bad input gets diagnostics, never a panic. The seeds
// are the examples and the golden inputs.
func FuzzToyc(f *testing.F) {
	examples, _ := filepath.Glob("../../examples/toy/*.toy")
	golden, _ := filepath.Glob("testdata/golden/*.toy")
	for _, e := range append(examples, golden...) {
		if b, err := os.ReadFile(e); err == nil {
			f.Add(b)
		}
	}
	f.Fuzz(func(t *testing.T, src []byte) {
		if hugeShape(src) {
			t.Skip("a declared shape this large makes any toyc run for long")
		}
		for _, run := range []struct {
			chapter int
			args    []string
		}{{2, []string{"-emit=mlir"}}, {3, []string{"-emit=mlir", "-opt"}}, {5, []string{"-emit=mlir-affine"}}} {
			Main(run.chapter, "toyc", append(run.args, "-"), bytes.NewReader(src), io.Discard, io.Discard)
		}
	})
}

// hugeShape reports a declared variable shape of more than 4096 elements:
// lowering such a tensor takes time and memory in proportion, with every
// implementation.
func hugeShape(src []byte) bool {
	m := ast.Parse(src, "-", true, io.Discard)
	if m == nil {
		m = ast.Parse(src, "-", false, io.Discard)
	}
	if m == nil {
		return false
	}
	for _, r := range m.Records {
		f, ok := r.(*ast.Function)
		if !ok {
			continue
		}
		for _, e := range f.Body {
			if d, ok := e.(*ast.VarDeclExpr); ok {
				n := 1.0
				for _, x := range d.Type.Shape {
					n *= float64(x)
				}
				if n > 4096 || n < 0 {
					return true
				}
			}
		}
	}
	return false
}
