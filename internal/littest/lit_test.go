package littest

import (
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strconv"
	"testing"
)

// llvmTools is where the upstream helper tools (lit, FileCheck, not) live.
func llvmTools() string {
	if d := os.Getenv("LLVM_TOOLS_DIR"); d != "" {
		return d
	}
	return "/usr/lib/llvm-22/bin"
}

// repoRoot returns the repository root (two levels up from this package).
func repoRoot(t *testing.T) string {
	wd, err := os.Getwd()
	if err != nil {
		t.Fatal(err)
	}
	return filepath.Join(wd, "..", "..")
}

// consultSources stats every source and test file of the repository, so
// that go test's result cache knows the run depends on them: the tools are
// built and the tests read by subprocesses it does not watch.
func consultSources(t *testing.T, root string) {
	err := filepath.WalkDir(root, func(path string, d os.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() {
			if n := d.Name(); path != root && (n[0] == '.' || n == "Output") {
				return filepath.SkipDir
			}
			return nil
		}
		switch filepath.Ext(path) {
		case ".go", ".mlir", ".py", ".toy":
			_, err = os.Stat(path)
		}
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
}

// buildTools builds the gomlir commands into a temporary directory.
func buildTools(t *testing.T, root string) string {
	bin := t.TempDir()
	for _, tool := range []string{"gomlir-opt"} {
		cmd := exec.Command("go", "build", "-o", filepath.Join(bin, tool), "./cmd/"+tool)
		cmd.Dir = root
		if out, err := cmd.CombinedOutput(); err != nil {
			t.Fatalf("building %s: %v\n%s", tool, err, out)
		}
	}
	return bin
}

func TestLit(t *testing.T) {
	lit := filepath.Join(llvmTools(), "lit")
	if _, err := os.Stat(lit); err != nil {
		t.Fatalf("lit not found at %s: install llvm-22-tools (see .ci/run)", lit)
	}
	root := repoRoot(t)
	consultSources(t, root)
	bin := buildTools(t, root)
	cmd := exec.Command("python3", lit, "-sv", "-j", strconv.Itoa(runtime.NumCPU()), filepath.Join(root, "testdata"))
	cmd.Env = append(os.Environ(), "GOMLIR_BIN="+bin, "GOMLIR_LIT_OUT="+t.TempDir())
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("lit failed: %v\n%s", err, out)
	}
	t.Logf("%s", out)
}
