package ast

import (
	"io"
	"os"
	"path/filepath"
	"testing"
)

// FuzzParse feeds arbitrary bytes to both grammars (chapters 1-6 and 7)
// and dumps what parses: errors are diagnostics, never panics. The seed
// corpus is testdata/fuzz/FuzzParse plus the examples.
func FuzzParse(f *testing.F) {
	examples, _ := filepath.Glob("../../examples/toy/*.toy")
	for _, e := range examples {
		if b, err := os.ReadFile(e); err == nil {
			f.Add(b)
		}
	}
	f.Fuzz(func(t *testing.T, src []byte) {
		for _, structs := range []bool{false, true} {
			if m := Parse(src, "fuzz.toy", structs, io.Discard); m != nil {
				Dump(io.Discard, m)
			}
		}
	})
}
