package llvmir

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/gomlir/gomlir/internal/optmain"
)

// TestGolden translates each testdata/*.mlir (split on `// -----`) and
// compares with the .ll beside it, upstream mlir-translate's output.
func TestGolden(t *testing.T) {
	files, _ := filepath.Glob("testdata/*.mlir")
	if len(files) == 0 {
		t.Fatal("no testdata")
	}
	for _, name := range files {
		want, err := os.ReadFile(strings.TrimSuffix(name, ".mlir") + ".ll")
		if err != nil {
			t.Fatal(err)
		}
		var o, e bytes.Buffer
		if code := optmain.MainWith([]string{"--split-input-file", name}, nil, &o, &e, TranslateWithResources, Dialects); code != 0 {
			t.Errorf("%s: exit %d: %s", name, code, e.String())
			continue
		}
		if !bytes.Equal(o.Bytes(), want) {
			t.Errorf("%s: output differs:\n%s\n--- want:\n%s", name, o.String(), want)
		}
	}
}
