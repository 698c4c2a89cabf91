package bytecode_test

import (
	"bytes"
	"flag"
	"fmt"
	"math/rand"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/gomlir/gomlir/internal/irgen"
	"github.com/gomlir/gomlir/internal/optmain"
	"github.com/gomlir/gomlir/internal/randprog"
)

// sweep widens the differential tests: every chunk of every testdata file
// at every version, and -bytecode.seeds programs of each generator.
var (
	sweep = flag.Bool("bytecode.sweep", false, "compare every testdata chunk and many generated programs at every bytecode version")
	seeds = flag.Int("bytecode.seeds", 40, "programs of each generator compared when sweeping")
	seed0 = flag.Int("bytecode.seed", 1, "the first seed of the generated programs")
	only  = flag.String("bytecode.only", "", "compare only the inputs whose name contains this")
	vers  = flag.String("bytecode.versions", "", "comma-separated bytecode versions compared (default 0,5,6, or 0-6 when sweeping)")
)

const upstreamOpt = "/usr/lib/llvm-22/bin/mlir-opt"

func needUpstream(t *testing.T) {
	t.Helper()
	if _, err := os.Stat(upstreamOpt); err != nil {
		t.Skipf("upstream mlir-opt not found at %s", upstreamOpt)
	}
}

func runUpstream(src []byte, flags ...string) ([]byte, []byte, bool) {
	cmd := exec.Command(upstreamOpt, flags...)
	cmd.Stdin = bytes.NewReader(src)
	var o, e bytes.Buffer
	cmd.Stdout, cmd.Stderr = &o, &e
	err := cmd.Run()
	return o.Bytes(), e.Bytes(), err == nil
}

func runGomlir(src []byte, flags ...string) ([]byte, []byte, bool) {
	var o, e bytes.Buffer
	code := optmain.Main(flags, bytes.NewReader(src), &o, &e)
	return o.Bytes(), e.Bytes(), code == 0
}

type input struct {
	name string
	src  []byte
}

// generators make the random programs compared, covering every dialect
// gomlir has: unregistered ops with every builtin attribute, type and
// location (irgen.Generate); func, arith, cf, math, index, ub and complex
// (GenerateCore); scf, affine and memref (GenerateLoops); tensor and
// vector (GenerateShaped); affine loop nests over memrefs
// (GenerateVectorizable); linalg, tosa, ml_program, index, ub, math,
// complex, gpu and dense_resource blobs (GenerateMisc); arith, scf, memref
// and vector (randprog); and the llvm dialect, as upstream lowers
// randprog's programs to it.
var generators = []struct {
	name string
	gen  func(seed int64) []byte
}{
	{"builtin", func(s int64) []byte { return irgen.Generate(rand.New(rand.NewSource(s)), irgen.Config{}) }},
	{"core", func(s int64) []byte { return irgen.GenerateCore(rand.New(rand.NewSource(s)), irgen.CoreConfig{}) }},
	{"loops", func(s int64) []byte { return irgen.GenerateLoops(rand.New(rand.NewSource(s)), irgen.LoopConfig{}) }},
	{"shaped", func(s int64) []byte { return irgen.GenerateShaped(rand.New(rand.NewSource(s)), irgen.ShapedConfig{}) }},
	{"vectorizable", func(s int64) []byte { return irgen.GenerateVectorizable(rand.New(rand.NewSource(s))) }},
	{"misc", func(s int64) []byte { return irgen.GenerateMisc(rand.New(rand.NewSource(s))) }},
	{"vector", func(s int64) []byte { return []byte(randprog.Program(s, 30, true)) }},
	{"llvm", func(s int64) []byte {
		out, _, _ := runUpstream([]byte(randprog.Program(s, 30, true)), "--test-lower-to-llvm", "--mlir-print-debuginfo")
		return out
	}},
}

// inputs returns the programs compared: chunks of testdata files that
// upstream accepts (those of a few core dialects unless sweeping) and
// generated programs (one of each generator unless sweeping).
func inputs(t *testing.T) []input {
	var out []input
	pattern := "../testdata/dialect/*/*.mlir"
	if *sweep {
		pattern = "../testdata/*/*/*.mlir"
	}
	files, _ := filepath.Glob(pattern)
	if *sweep {
		more, _ := filepath.Glob("../testdata/*/*.mlir")
		files = append(files, more...)
	}
	for _, f := range files {
		if !*sweep && !coreDialectFile(f) {
			continue
		}
		buf, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		for i, c := range bytes.Split(buf, []byte("// -----")) {
			if bytes.Contains(c, []byte("expected-error")) {
				continue
			}
			out = append(out, input{fmt.Sprintf("%s#%d", f, i), c})
		}
	}
	n := 1
	if *sweep {
		n = *seeds
	}
	for _, g := range generators {
		for s := *seed0; s < *seed0+n; s++ {
			if src := g.gen(int64(s)); len(src) > 0 {
				out = append(out, input{fmt.Sprintf("%s seed %d", g.name, s), src})
			}
		}
	}
	return out
}

func coreDialectFile(f string) bool {
	for _, d := range []string{"/arith/ops", "/func/", "/cf/ops", "/math/", "/index/fold", "/complex/attribute", "/ub/", "/mlprogram/", "/builtin/cast", "/llvm/diattrs."} {
		if strings.Contains(f, d) {
			return true
		}
	}
	return false
}

func versions() []int {
	if *vers != "" {
		var out []int
		for _, f := range strings.Split(*vers, ",") {
			v, err := strconv.Atoi(f)
			if err != nil {
				panic("bad -bytecode.versions: " + *vers)
			}
			out = append(out, v)
		}
		return out
	}
	if *sweep {
		return []int{0, 1, 2, 3, 4, 5, 6}
	}
	return []int{0, 5, 6}
}

// firstDiff describes where two byte strings first differ.
func firstDiff(a, b []byte) string {
	n := min(len(a), len(b))
	for i := 0; i < n; i++ {
		if a[i] != b[i] {
			return fmt.Sprintf("first difference at byte %d (upstream %#02x, gomlir %#02x), sizes %d and %d", i, a[i], b[i], len(a), len(b))
		}
	}
	return fmt.Sprintf("sizes %d and %d", len(a), len(b))
}

// TestDifferential compares gomlir with upstream on each program at each
// version: the bytecode written must be upstream's byte for byte; the IR
// gomlir prints from upstream's bytecode (with locations, in the custom and
// the generic form) must be what upstream prints from it; and upstream must
// print from gomlir's bytecode what it prints from its own.
func TestDifferential(t *testing.T) {
	needUpstream(t)
	compared := 0
	forms := [][]string{{"--mlir-print-debuginfo"}, {"--mlir-print-op-generic", "--mlir-print-debuginfo"}}
	for _, in := range inputs(t) {
		if *only != "" && !strings.Contains(in.name, *only) {
			continue
		}
		for _, v := range versions() {
			emit := []string{"--allow-unregistered-dialect", "--emit-bytecode", fmt.Sprintf("--emit-bytecode-version=%d", v)}
			want, _, ok := runUpstream(in.src, emit...)
			if !ok {
				break
			}
			compared++
			got, errOut, ok := runGomlir(in.src, emit...)
			switch {
			case !ok:
				t.Errorf("%s v%d: gomlir fails: %s", in.name, v, errOut)
			case !bytes.Equal(got, want):
				t.Errorf("%s v%d: bytecode differs: %s", in.name, v, firstDiff(want, got))
			}
			if bytes.Contains(in.src, []byte("dialect_resources")) {
				elide := append(emit, "--elide-resource-data-from-bytecode")
				want, _, _ := runUpstream(in.src, elide...)
				if got, errOut, _ := runGomlir(in.src, elide...); !bytes.Equal(got, want) {
					t.Errorf("%s v%d: bytecode without resource data differs: %s%s", in.name, v, firstDiff(want, got), errOut)
				}
			}
			for _, form := range forms {
				flags := append([]string{"--allow-unregistered-dialect"}, form...)
				upPrint, upErr, upOK := runUpstream(want, flags...)
				goPrint, errOut, ok := runGomlir(want, flags...)
				if ok != upOK || !bytes.Equal(goPrint, upPrint) || (!ok && !bytes.Equal(errOut, upErr)) {
					t.Errorf("%s v%d %v: gomlir reads upstream's bytecode as:\n%s%s\nupstream as:\n%s%s", in.name, v, form, goPrint, errOut, upPrint, upErr)
				}
				if got == nil || bytes.Equal(got, want) {
					continue
				}
				fromGo, errOut, _ := runUpstream(got, flags...)
				if !bytes.Equal(fromGo, upPrint) {
					t.Errorf("%s v%d %v: upstream reads gomlir's bytecode as:\n%s%s\nand its own as:\n%s", in.name, v, form, fromGo, errOut, upPrint)
				}
			}
		}
	}
	t.Logf("%d programs and versions compared", compared)
}
