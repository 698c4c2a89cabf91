package toyc

import (
	"bytes"
	"errors"
	"flag"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/gomlir/gomlir/toy/progen"
)

var (
	sweep  = flag.Int("toy.sweep", 4, "random programs per kind (valid, invalid) in the differential test against upstream's toyc")
	oracle = flag.String("toy.oracle", "/opt/toy", "directory of upstream's toyc-ch1 … toyc-ch7")
	seed   = flag.Int64("toy.seed", 1, "seed of the random programs")
)

// levels lists the command lines compared for each chapter.
func levels(chapter int) [][]string {
	out := [][]string{{"-emit=ast"}}
	if chapter >= 2 {
		out = append(out, []string{"-emit=mlir"}, []string{"-emit=mlir", "--mlir-print-debuginfo"})
	}
	if chapter >= 3 {
		out = append(out, []string{"-emit=mlir", "-opt"})
	}
	if chapter >= 5 {
		out = append(out, []string{"-emit=mlir-affine"}, []string{"-emit=mlir-affine", "-opt"})
	}
	if chapter >= 6 {
		out = append(out, []string{"-emit=mlir-llvm"}, []string{"-emit=mlir-llvm", "--mlir-print-debuginfo"},
			[]string{"-emit=mlir-llvm", "-opt"})
	}
	return out
}

// extraRun is a comparison beyond the levels: our command line and
// upstream's.
type extraRun struct {
	ours, theirs []string
	// all runs it on every program (the compiled runs, slower, only on
	// the first ones).
	all bool
	// normalize, when set, rewrites both outputs before they are compared.
	normalize func(string) string
}

// extraRuns are the comparisons of chapters 6 and 7 beyond the levels: the
// program's output interpreted and compiled must be upstream's, and the
// LLVM IR too but for its debug information (target/llvmir does not
// translate debug locations yet).
var extraRuns = []extraRun{
	{[]string{"-emit=jit", "--interpret"}, []string{"-emit=jit"}, true, nil},
	{[]string{"-emit=jit"}, []string{"-emit=jit"}, false, nil},
	{[]string{"-emit=llvm"}, []string{"-emit=llvm"}, true, withoutDebugInfo},
}

// withoutDebugInfo drops the debug information of LLVM IR text: the !dbg
// attachments and the metadata definitions.
func withoutDebugInfo(s string) string {
	var sb strings.Builder
	for _, line := range strings.SplitAfter(s, "\n") {
		if strings.HasPrefix(line, "!") {
			continue
		}
		if i := strings.Index(line, " !dbg !"); i >= 0 {
			j := i + len(" !dbg !")
			for j < len(line) && line[j] >= '0' && line[j] <= '9' {
				j++
			}
			start := i
			if start > 0 && line[start-1] == ',' {
				start--
			}
			line = line[:start] + line[j:]
		}
		sb.WriteString(line)
	}
	return sb.String()
}

type result struct {
	out    string
	status int
}

func runOracle(bin string, args []string) (result, bool) {
	cmd := exec.Command(bin, args...)
	var buf bytes.Buffer
	cmd.Stderr = &buf
	cmd.Stdout = &buf
	err := cmd.Run()
	status := 0
	if err != nil {
		var ee *exec.ExitError
		if !errors.As(err, &ee) || ee.ExitCode() < 0 {
			return result{}, false // killed by a signal: an upstream crash
		}
		status = ee.ExitCode()
	}
	if status >= 128 {
		return result{}, false
	}
	return result{buf.String(), status}, true
}

func runOurs(chapter int, args []string) result {
	var buf bytes.Buffer
	status := Main(chapter, "toyc", args, strings.NewReader(""), &buf, &buf)
	return result{buf.String(), status}
}

// TestDifferential compares toyc-ch1 … toyc-ch7 with upstream's on random
// valid and invalid programs (with structs for chapter 7) at every -emit
// level up to mlir-llvm, and their output run by -emit=jit (-toy.sweep=N for a bigger sample). Without the upstream binaries it still runs ours on
// every program (no panic allowed) and skips the comparison.
func TestDifferential(t *testing.T) {
	dir := t.TempDir()
	file := filepath.Join(dir, "prog.toy")
	g := progen.New(*seed)
	var programs []string
	for i := 0; i < *sweep; i++ {
		programs = append(programs, g.Program())
	}
	for i := 0; i < *sweep; i++ {
		programs = append(programs, g.Invalid())
	}
	g.Structs = true
	for i := 0; i < *sweep; i++ {
		programs = append(programs, g.Program())
	}
	compared, mismatched, crashed := 0, 0, 0
	for pi, src := range programs {
		if err := os.WriteFile(file, []byte(src), 0o644); err != nil {
			t.Fatal(err)
		}
		for chapter := 1; chapter <= 7; chapter++ {
			runs := []extraRun{}
			for _, lvl := range levels(chapter) {
				runs = append(runs, extraRun{lvl, lvl, true, nil})
			}
			if chapter >= 6 {
				runs = append(runs, extraRuns...)
			}
			for _, run := range runs {
				if !run.all && pi >= 2 {
					continue
				}
				lvl := run.ours
				args := append(append([]string{}, lvl...), file)
				ours := runOurs(chapter, args)
				bin := filepath.Join(*oracle, fmt.Sprintf("toyc-ch%d", chapter))
				if _, err := os.Stat(bin); err != nil {
					continue
				}
				want, ok := runOracle(bin, append(append([]string{}, run.theirs...), file))
				if !ok {
					crashed++
					continue
				}
				compared++
				if run.normalize != nil {
					ours.out, want.out = run.normalize(ours.out), run.normalize(want.out)
				}
				if ours != want {
					mismatched++
					if mismatched > 5 {
						t.Errorf("program %d, toyc-ch%d %s: status %d, want %d (output differs)", pi, chapter, strings.Join(lvl, " "), ours.status, want.status)
					} else {
						t.Errorf("program %d, toyc-ch%d %s: status %d, want %d\n--- program\n%s--- got\n%s--- want\n%s",
							pi, chapter, strings.Join(lvl, " "), ours.status, want.status, src, ours.out, want.out)
					}
				}
			}
		}
	}
	t.Logf("%d programs: %d runs compared, %d mismatched, %d skipped (upstream crashed)", len(programs), compared, mismatched, crashed)
	if compared == 0 {
		t.Skip("upstream's toyc not found: outputs not compared")
	}
}
