package main

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// importCorpus holds upstream's tests of --import-llvm.
const importCorpus = "../../../shared/conformance/upstream/mlir/test/Target/LLVMIR/Import"

// minImportPasses is the number of corpus tests known to pass.
const minImportPasses = 32

// TestImportConformance runs the RUN lines of upstream's
// Target/LLVMIR/Import tests (mlir-translate --import-llvm piped into
// FileCheck) with gomlir-translate and reports how many pass.
func TestImportConformance(t *testing.T) {
	fileCheck := "/usr/lib/llvm-22/bin/FileCheck"
	files, _ := filepath.Glob(importCorpus + "/*.ll")
	if len(files) == 0 {
		t.Skip("conformance corpus not present")
	}
	if _, err := os.Stat(fileCheck); err != nil {
		t.Skip("FileCheck not installed")
	}
	var passed, failed []string
	for _, file := range files {
		src, _ := os.ReadFile(file)
		ok := true
		for _, line := range strings.Split(string(src), "\n") {
			_, runLine, found := strings.Cut(line, "RUN:")
			if !found {
				continue
			}
			tool, check, piped := strings.Cut(runLine, "|")
			toolArgs := strings.Fields(strings.ReplaceAll(tool, "%s", file))
			if !piped || len(toolArgs) == 0 || toolArgs[0] != "mlir-translate" {
				ok = false
				continue
			}
			var stdout, stderr bytes.Buffer
			run(toolArgs[1:], nil, &stdout, &stderr)
			checkArgs := strings.Fields(strings.ReplaceAll(check, "%s", file))
			cmd := exec.Command(fileCheck, checkArgs[1:]...)
			cmd.Stdin = &stdout
			if out, err := cmd.CombinedOutput(); err != nil {
				ok = false
				if testing.Verbose() {
					t.Logf("%s: %s\n%s%s", filepath.Base(file), runLine, stderr.String(), out)
				}
			}
		}
		if ok {
			passed = append(passed, filepath.Base(file))
		} else {
			failed = append(failed, filepath.Base(file))
		}
	}
	t.Logf("Target/LLVMIR/Import: %d passed, %d failed; failing: %s", len(passed), len(failed), strings.Join(failed, " "))
	if len(passed) < minImportPasses {
		t.Errorf("only %d tests pass, want at least %d", len(passed), minImportPasses)
	}
}
