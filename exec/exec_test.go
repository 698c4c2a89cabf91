package exec_test

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/gomlir/gomlir/asm"
	"github.com/gomlir/gomlir/dialect/all"
	gexec "github.com/gomlir/gomlir/exec"
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/ods"
)

const (
	upstreamOpt    = "/usr/lib/llvm-22/bin/mlir-opt"
	upstreamRunner = "/usr/lib/llvm-22/bin/mlir-runner"
	runtimeLibs    = "/usr/lib/llvm-22/lib/libmlir_c_runner_utils.so,/usr/lib/llvm-22/lib/libmlir_runner_utils.so,/usr/lib/llvm-22/lib/libmlir_float16_utils.so,/usr/lib/llvm-22/lib/libmlir_apfloat_wrappers.so"
)

func init() {
	ods.TypeText = asm.TypeString
	ir.AttrText = asm.AttrString
}

var baseAddr = regexp.MustCompile(`base@ = 0x[0-9a-f]+`)

// normalize hides the run-dependent memref base addresses.
func normalize(s string) string { return baseAddr.ReplaceAllString(s, "base@ = 0x?") }

// interpret runs @main of src in the interpreter and returns its output.
func interpret(t testing.TB, name string, src []byte) (string, error) {
	t.Helper()
	return interpretEntry(t, name, src, "main")
}

// interpretEntry runs function entry of src and returns the output.
func interpretEntry(t testing.TB, name string, src []byte, entry string) (string, error) {
	t.Helper()
	ctx := ir.NewContext()
	all.Register(ctx)
	f, err := asm.ParseFile(ctx, name, src, asm.Config{})
	if err == nil {
		err = ir.VerifyWithContextExcept(ctx, f.Op, f.Trusted)
	}
	if err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	var out bytes.Buffer
	m, err := gexec.New(ctx, f.Op, &out)
	if err != nil {
		return out.String(), err
	}
	_, err = m.Run(entry)
	return out.String(), err
}

func haveTool(path string) bool {
	_, err := os.Stat(path)
	return err == nil
}

// lower lowers src to the LLVM dialect with upstream's pipeline (generic
// form, which gomlir parses for every registered op): -test-lower-to-llvm,
// or the flags of a first line "// PIPELINE: flags".
func lower(t *testing.T, src []byte) []byte {
	t.Helper()
	args := []string{"-", "-test-lower-to-llvm"}
	if rest, ok := bytes.CutPrefix(src, []byte("// PIPELINE:")); ok {
		line, _, _ := bytes.Cut(rest, []byte("\n"))
		args = append([]string{"-"}, strings.Fields(string(line))...)
	}
	cmd := exec.Command(upstreamOpt, append(args, "--mlir-print-op-generic")...)
	cmd.Stdin = bytes.NewReader(src)
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("upstream lowering failed: %v\n%s", err, stderr.String())
	}
	return out
}

// upstreamRun runs lowered IR with upstream's runner.
func upstreamRun(t *testing.T, lowered []byte) string {
	t.Helper()
	cmd := exec.Command(upstreamRunner, "-e", "main", "--entry-point-result=void", "--shared-libs="+runtimeLibs)
	cmd.Stdin = bytes.NewReader(lowered)
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("upstream runner failed: %v", err)
	}
	return string(out)
}

// TestPrograms runs each testdata program unlowered and lowered by
// upstream's pipeline; both outputs must equal the golden output, which must
// equal upstream mlir-runner's.
func TestPrograms(t *testing.T) {
	files, _ := filepath.Glob("testdata/*.mlir")
	if len(files) == 0 {
		t.Fatal("no test programs")
	}
	for _, path := range files {
		t.Run(filepath.Base(path), func(t *testing.T) {
			src, err := os.ReadFile(path)
			if err != nil {
				t.Fatal(err)
			}
			golden, err := os.ReadFile(strings.TrimSuffix(path, ".mlir") + ".out")
			if err != nil {
				t.Fatal(err)
			}
			want := string(golden)
			got, err := interpret(t, path, src)
			if err != nil {
				t.Fatalf("unlowered: %v", err)
			}
			if normalize(got) != want {
				t.Errorf("unlowered output differs:\n%s", diffLines(normalize(got), want))
			}
			if !haveTool(upstreamOpt) {
				t.Log("upstream mlir-opt missing: lowered comparison skipped")
				return
			}
			lowered := lower(t, src)
			got, err = interpret(t, path+".lowered", lowered)
			if err != nil {
				t.Fatalf("lowered: %v", err)
			}
			if normalize(got) != want {
				t.Errorf("lowered output differs:\n%s", diffLines(normalize(got), want))
			}
			if haveTool(upstreamRunner) {
				if up := normalize(upstreamRun(t, lowered)); up != want {
					t.Errorf("golden output is stale; upstream prints:\n%s", diffLines(up, want))
				}
			}
		})
	}
}

// diffLines shows the first differing line of two outputs.
func diffLines(got, want string) string {
	g, w := strings.Split(got, "\n"), strings.Split(want, "\n")
	for i := 0; i < len(g) || i < len(w); i++ {
		var a, b string
		if i < len(g) {
			a = g[i]
		}
		if i < len(w) {
			b = w[i]
		}
		if a != b {
			return "line " + itoa(i+1) + ":\n got: " + a + "\nwant: " + b
		}
	}
	return "(equal)"
}

func itoa(i int) string {
	var b []byte
	for {
		b = append([]byte{byte('0' + i%10)}, b...)
		i /= 10
		if i == 0 {
			return string(b)
		}
	}
}

// TestLoweredOnly runs testdata/lowered programs, whose ops the
// interpreter runs only once lowered (vector.mask around reductions, software
// floating point through the APFloat runtime functions), lowered
// by upstream's pipeline, and compares with upstream mlir-runner.
func TestLoweredOnly(t *testing.T) {
	if !haveTool(upstreamOpt) || !haveTool(upstreamRunner) {
		t.Skip("upstream mlir-opt or mlir-runner missing")
	}
	files, _ := filepath.Glob("testdata/lowered/*.mlir")
	for _, path := range files {
		src, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		lowered := lower(t, src)
		got, err := interpret(t, path+".lowered", lowered)
		if err != nil {
			t.Fatalf("%s: %v", path, err)
		}
		if want := normalize(upstreamRun(t, lowered)); normalize(got) != want {
			t.Errorf("%s: output differs:\n%s", path, diffLines(normalize(got), want))
		}
	}
}
