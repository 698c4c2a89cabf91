package all

import (
	"bytes"
	"os"
	"path/filepath"
	"testing"

	"github.com/gomlir/gomlir/ods"
)

// TestGeneratedViewsUpToDate regenerates every dialect's typed views in
// memory and compares them with the committed ops_gen.go files: a spec
// change must come with `go generate ./dialect/all`.
func TestGeneratedViewsUpToDate(t *testing.T) {
	for _, d := range Specs() {
		want, err := ods.GenerateAccessors(d.Dialect, d.Package)
		if err != nil {
			t.Fatalf("%s: %v", d.Dialect.Name, err)
		}
		path := filepath.Join("..", "..", d.Dir, "ops_gen.go")
		got, err := os.ReadFile(path)
		if err != nil {
			t.Fatalf("%s: %v (run go generate ./dialect/all)", d.Dialect.Name, err)
		}
		if !bytes.Equal(got, want) {
			t.Errorf("%s is stale: run go generate ./dialect/all", path)
		}
	}
}
