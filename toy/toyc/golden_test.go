package toyc

import (
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

var update = flag.Bool("toy.update", false, "rewrite testdata/golden/*.golden with the output of upstream's toyc (-toy.oracle)")

// goldenRuns renders every run of one input (chapters 1-7, every level)
// with run, as the golden files hold them.
func goldenRuns(file string, run func(chapter int, args []string) (result, bool)) string {
	var sb strings.Builder
	for chapter := 1; chapter <= 7; chapter++ {
		for _, lvl := range levels(chapter) {
			args := append(append([]string{}, lvl...), file)
			r, ok := run(chapter, args)
			if !ok {
				continue
			}
			fmt.Fprintf(&sb, "=== toyc-ch%d %s (status %d)\n%s", chapter, strings.Join(lvl, " "), r.status, r.out)
		}
	}
	return sb.String()
}

// TestGolden compares toyc-ch1 … toyc-ch7 with the outputs of upstream's
// recorded in testdata/golden (error paths and examples), so that the
// comparison runs without upstream's binaries too.
func TestGolden(t *testing.T) {
	inputs, _ := filepath.Glob("testdata/golden/*.*")
	inputs = slices.DeleteFunc(inputs, func(s string) bool { return strings.HasSuffix(s, ".golden") })
	if len(inputs) == 0 {
		t.Fatal("no golden inputs")
	}
	for _, in := range inputs {
		golden := in + ".golden"
		if *update {
			want := goldenRuns(in, func(chapter int, args []string) (result, bool) {
				return runOracle(filepath.Join(*oracle, fmt.Sprintf("toyc-ch%d", chapter)), args)
			})
			if err := os.WriteFile(golden, []byte(want), 0o644); err != nil {
				t.Fatal(err)
			}
			continue
		}
		want, err := os.ReadFile(golden)
		if err != nil {
			t.Fatal(err)
		}
		got := goldenRuns(in, func(chapter int, args []string) (result, bool) {
			// Runs upstream crashed on are not recorded.
			if !strings.Contains(string(want), fmt.Sprintf("=== toyc-ch%d %s (", chapter, strings.Join(args[:len(args)-1], " "))) {
				return result{}, false
			}
			return runOurs(chapter, args), true
		})
		if got != string(want) {
			t.Errorf("%s: output differs from %s\n--- got\n%s--- want\n%s", in, golden, got, want)
		}
	}
}
