package diagverify

import (
	"strings"
	"testing"
)

// FuzzParse scans arbitrary buffers for annotations, feeds the verifier
// diagnostics located on every line (with the buffer's lines as messages)
// and checks that nothing panics and that every message is newline
// terminated. The seed corpus is in testdata/fuzz/FuzzParse.
func FuzzParse(f *testing.F) {
	f.Add([]byte("// expected-error {{foo}}\n"), 0)
	f.Add([]byte("x // expected-error-re@+1 {{a{{[[:alpha:]]+(b)\\1}}c}}\ny\n"), 3)
	f.Add([]byte("// expected-note@unknown {{n}}\n\t// expected-warning@below {{w}}"), 0)
	f.Fuzz(func(t *testing.T, buf []byte, lineOffset int) {
		if lineOffset < 0 || lineOffset > 1<<20 {
			lineOffset = 0
		}
		v, errs := Parse("f.mlir", buf, lineOffset)
		for _, e := range errs {
			_ = e.Error()
		}
		lines := strings.Split(string(buf), "\n")
		for i, l := range lines {
			for _, sev := range []Severity{Error, Note} {
				v.Handle(Diag{File: "f.mlir", Line: lineOffset + i + 1, Col: len(l) % 7, Severity: sev, Message: l,
					Notes: []Diag{{Severity: Note, Message: l}}})
			}
		}
		v.Handle(Diag{File: "g.mlir", Line: 1, Col: 1, Message: "m"})
		for _, m := range v.Finish() {
			if !strings.HasSuffix(m, "\n") {
				t.Fatalf("message %q does not end in a newline", m)
			}
		}
	})
}
