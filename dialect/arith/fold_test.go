package arith_test

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/gomlir/gomlir/internal/optmain"
)

// TestFoldsMatchUpstream runs the folders over recorded inputs (one case
// per `// -----` chunk) and compares with upstream mlir-opt 22's output,
// recorded by testdata/folds/record.py: random constant expressions over
// every op and element type (scalars, splat and non-splat vectors and
// tensors) folded by --canonicalize, and value-based folds (operand
// identities, defining ops, in-place folds) with only the folders enabled.
func TestFoldsMatchUpstream(t *testing.T) {
	for _, c := range []struct {
		file  string
		flags []string
	}{
		{"int.mlir", []string{"--allow-unregistered-dialect", "--split-input-file", "--canonicalize"}},
		{"float.mlir", []string{"--allow-unregistered-dialect", "--split-input-file", "--canonicalize"}},
		{"cast.mlir", []string{"--allow-unregistered-dialect", "--split-input-file", "--canonicalize"}},
		{"vec.mlir", []string{"--allow-unregistered-dialect", "--split-input-file", "--canonicalize"}},
		{"values.mlir", []string{"--split-input-file", "--canonicalize=enable-patterns=none"}},
	} {
		t.Run(c.file, func(t *testing.T) {
			path := filepath.Join("testdata", "folds", c.file)
			src, err := os.ReadFile(path)
			if err != nil {
				t.Fatal(err)
			}
			golden, err := os.ReadFile(path + ".golden")
			if err != nil {
				t.Fatal(err)
			}
			var out, errs bytes.Buffer
			if code := optmain.Main(append(c.flags, path), nil, &out, &errs); code != 0 {
				t.Fatalf("exit %d: %s", code, errs.String())
			}
			inputs := strings.Split(string(src), "\n// -----\n")
			got := strings.Split(out.String(), "// -----\n")
			want := strings.Split(string(golden), "// -----\n")
			if len(got) != len(want) || len(inputs) != len(want) {
				t.Fatalf("%d inputs, %d outputs, %d expected", len(inputs), len(got), len(want))
			}
			fails := 0
			for i := range want {
				if got[i] != want[i] {
					fails++
					if fails <= 5 {
						t.Errorf("case %d:\n%s\ngot:\n%swant:\n%s", i, inputs[i], got[i], want[i])
					}
				}
			}
			if fails > 0 {
				t.Errorf("%d of %d cases differ", fails, len(want))
			}
		})
	}
}
