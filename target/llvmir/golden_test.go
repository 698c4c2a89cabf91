package llvmir

import (
	"bytes"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"

	"github.com/gomlir/gomlir/internal/optmain"
)

// TestGolden translates each testdata/*.mlir (split on `// -----`) and
// compares with the .ll beside it, upstream mlir-translate's output, with
// the function bodies translated serially and on four threads.
func TestGolden(t *testing.T) {
	files, _ := filepath.Glob("testdata/*.mlir")
	if len(files) == 0 {
		t.Fatal("no testdata")
	}
	defer runtime.GOMAXPROCS(runtime.GOMAXPROCS(4))
	for _, name := range files {
		want, err := os.ReadFile(strings.TrimSuffix(name, ".mlir") + ".ll")
		if err != nil {
			t.Fatal(err)
		}
		for _, threading := range [][]string{nil, {"--mlir-disable-threading"}} {
			var o, e bytes.Buffer
			args := append([]string{"--split-input-file", name}, threading...)
			if code := optmain.MainWith(args, nil, &o, &e, Translate, Dialects); code != 0 {
				t.Errorf("%s %v: exit %d: %s", name, threading, code, e.String())
				continue
			}
			if !bytes.Equal(o.Bytes(), want) {
				t.Errorf("%s %v: output differs:\n%s\n--- want:\n%s", name, threading, o.String(), want)
			}
		}
	}
}
