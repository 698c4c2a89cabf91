package llvmimport

import (
	"bytes"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/gomlir/gomlir/asm"
	"github.com/gomlir/gomlir/internal/splitinput"
)

// TestMain lets the test binary stand in for `mlir-translate --import-llvm`
// when GOMLIR_LLVMIMPORT_TOOL=1, so the conformance corpus can run it
// (run.sh --translate "env GOMLIR_LLVMIMPORT_TOOL=1 llvmimport.test").
func TestMain(m *testing.M) {
	if os.Getenv("GOMLIR_LLVMIMPORT_TOOL") == "1" {
		os.Exit(translateMain(os.Args[1:], os.Stdin, os.Stdout, os.Stderr))
	}
	os.Exit(m.Run())
}

// translateMain is `mlir-translate --import-llvm` with the flags the
// corpus uses.
func translateMain(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	var opts Options
	var flags asm.Flags
	split, input, output := false, "-", ""
	for i := 0; i < len(args); i++ {
		a := args[i]
		switch strings.TrimLeft(a, "-") {
		case "import-llvm":
		case "split-input-file":
			split = true
		case "import-structs-as-literals":
			opts.StructsAsLiterals = true
		case "mlir-print-debuginfo":
			flags.DebugInfo = true
		case "mlir-print-op-generic":
			flags.Generic = true
		case "o":
			i++
			output = args[i]
		default:
			if strings.HasPrefix(a, "-") && a != "-" {
				fmt.Fprintf(stderr, "unsupported option %s\n", a)
				return 1
			}
			input = a
		}
	}
	var src []byte
	var err error
	if input == "-" {
		src, err = io.ReadAll(stdin)
		opts.File = "<stdin>"
	} else {
		src, err = os.ReadFile(input)
		opts.File = input
	}
	if err != nil {
		fmt.Fprintln(stderr, err)
		return 1
	}
	chunks := []splitinput.Chunk{{Data: src, FirstLine: 1}}
	if split {
		chunks = splitinput.Split(src, "// -----")
	}
	var outs [][]byte
	code := 0
	for _, c := range chunks {
		var b bytes.Buffer
		text, err := importChunk(c.Data, opts, flags)
		if err != nil {
			if e, ok := err.(*Error); ok && e.Line > 0 {
				e.Line += c.FirstLine - 1
			}
			fmt.Fprintln(stderr, err)
			code = 1
		}
		b.WriteString(text)
		outs = append(outs, b.Bytes())
	}
	out := splitinput.Join(outs, "")
	if output != "" && output != "-" {
		if err := os.WriteFile(output, out, 0o644); err != nil {
			fmt.Fprintln(stderr, err)
			return 1
		}
		return code
	}
	stdout.Write(out)
	return code
}

// importChunk imports one input and prints it.
func importChunk(src []byte, opts Options, flags asm.Flags) (string, error) {
	return importText(nil, src, opts, flags)
}

const corpus = "/work/shared/conformance/upstream/mlir/test/Target/LLVMIR/Import"

// TestConformance runs the RUN lines of upstream's Target/LLVMIR/Import
// tests (mlir-translate --import-llvm piped into FileCheck) on this
// import and reports how many pass.
func TestConformance(t *testing.T) {
	fileCheck := "/usr/lib/llvm-22/bin/FileCheck"
	files, _ := filepath.Glob(corpus + "/*.ll")
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
			_, run, found := strings.Cut(line, "RUN:")
			if !found {
				continue
			}
			tool, check, piped := strings.Cut(run, "|")
			toolArgs := strings.Fields(strings.ReplaceAll(tool, "%s", file))
			if !piped || len(toolArgs) == 0 || toolArgs[0] != "mlir-translate" {
				ok = false
				continue
			}
			var stdout, stderr bytes.Buffer
			translateMain(toolArgs[1:], nil, &stdout, &stderr)
			checkArgs := strings.Fields(strings.ReplaceAll(check, "%s", file))
			cmd := exec.Command(fileCheck, checkArgs[1:]...)
			cmd.Stdin = &stdout
			if out, err := cmd.CombinedOutput(); err != nil {
				ok = false
				if testing.Verbose() {
					t.Logf("%s: %s\n%s%s", filepath.Base(file), run, stderr.String(), firstLines(string(out), 6))
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
	if len(passed) < minConformancePasses {
		t.Errorf("only %d tests pass, want at least %d", len(passed), minConformancePasses)
	}
}

// minConformancePasses is the number of corpus tests known to pass.
const minConformancePasses = 32

func firstLines(s string, n int) string {
	lines := strings.SplitAfter(s, "\n")
	if len(lines) > n {
		lines = lines[:n]
	}
	return strings.Join(lines, "")
}
