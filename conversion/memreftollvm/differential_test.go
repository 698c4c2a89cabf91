package memreftollvm_test

import (
	"bytes"
	"fmt"
	"math/rand"
	"os"
	"os/exec"
	"strconv"
	"strings"
	"testing"

	"github.com/gomlir/gomlir/internal/optmain"
)

const upstreamOpt = "/usr/lib/llvm-22/bin/mlir-opt"

// gen writes a random function of memref and vector ops: values of each
// type are kept in pools the next ops pick their operands from.
type gen struct {
	r     *rand.Rand
	b     strings.Builder
	n     int
	pools map[string][]string
	types []string // pool keys in creation order (deterministic picks)
}

func (g *gen) fresh() string { g.n++; return "%v" + strconv.Itoa(g.n) }

func (g *gen) add(t, v string) {
	if _, ok := g.pools[t]; !ok {
		g.types = append(g.types, t)
	}
	g.pools[t] = append(g.pools[t], v)
}

func (g *gen) pick(t string) string {
	p := g.pools[t]
	return p[g.r.Intn(len(p))]
}

func (g *gen) line(format string, args ...any) { fmt.Fprintf(&g.b, "  "+format+"\n", args...) }

// def emits `%v = rhs` of type t and adds %v to its pool.
func (g *gen) def(t, format string, args ...any) {
	v := g.fresh()
	g.line("%s = "+format, append([]any{v}, args...)...)
	g.add(t, v)
}

// idx returns an index operand: a constant below bound or the argument.
func (g *gen) idx(bound int) string {
	if g.r.Intn(3) == 0 {
		return "%i"
	}
	v := g.fresh()
	g.line("%s = arith.constant %d : index", v, g.r.Intn(bound))
	return v
}

const (
	m88   = "memref<8x8xf32>"
	mDyn  = "memref<?x4xf32>"
	m824  = "memref<8x2x4xf32>"
	m64   = "memref<64xf32>"
	mSub  = "memref<2x4xf32, strided<[8, 1], offset: ?>>"
	v4    = "vector<4xf32>"
	v24   = "vector<2x4xf32>"
	vi4   = "vector<4xi32>"
	f32T  = "f32"
	idxT  = "index"
	memAt = "%s[%s, %s]"
)

// step emits one random op.
func (g *gen) step() {
	switch g.r.Intn(18) {
	case 0:
		g.def(m88, "memref.alloc() : %s", m88)
	case 1:
		g.def(mDyn, "memref.alloca(%%i) {alignment = 16} : %s", mDyn)
	case 2:
		g.def(f32T, "memref.load "+memAt+" : %s", g.pick(m88), g.idx(8), g.idx(8), m88)
	case 3:
		g.line("memref.store %s, "+memAt+" : %s", g.pick(f32T), g.pick(m88), g.idx(8), g.idx(8), m88)
	case 4:
		g.def(mSub, "memref.subview %s[%s, 2] [2, 4] [1, 1] : %s to %s", g.pick(m88), g.idx(4), m88, mSub)
	case 5:
		if len(g.pools[mSub]) > 0 {
			g.def(f32T, "memref.load "+memAt+" : %s", g.pick(mSub), g.idx(2), g.idx(4), mSub)
		}
	case 6:
		g.def(m824, "memref.expand_shape %s [[0], [1, 2]] output_shape [8, 2, 4] : %s into %s", g.pick(m88), m88, m824)
	case 7:
		g.def(m64, "memref.collapse_shape %s [[0, 1]] : %s into %s", g.pick(m88), m88, m64)
	case 8:
		if len(g.pools[m824]) > 0 {
			g.def(f32T, "memref.load %s[%s, %s, %s] : %s", g.pick(m824), g.idx(8), g.idx(2), g.idx(4), m824)
		}
		if len(g.pools[m64]) > 0 {
			g.line("memref.store %s, %s[%s] : %s", g.pick(f32T), g.pick(m64), g.idx(64), m64)
		}
	case 9:
		g.def(idxT, "memref.dim %s, %s : %s", g.pick(mDyn), g.idx(2), mDyn)
	case 10:
		g.def(v4, "vector.load "+memAt+" : %s, %s", g.pick(m88), g.idx(8), g.idx(4), m88, v4)
		g.line("vector.store %s, "+memAt+" : %s, %s", g.pick(v4), g.pick(m88), g.idx(8), g.idx(4), m88, v4)
	case 11:
		g.def(f32T, "vector.extract %s[%d] : f32 from %s", g.pick(v4), g.r.Intn(4), v4)
		g.def(v4, "vector.extract %s[%d] : %s from %s", g.pick(v24), g.r.Intn(2), v4, v24)
	case 12:
		g.def(v24, "vector.insert %s, %s [%d] : %s into %s", g.pick(v4), g.pick(v24), g.r.Intn(2), v4, v24)
		g.def(v4, "vector.insert %s, %s [%d] : f32 into %s", g.pick(f32T), g.pick(v4), g.r.Intn(4), v4)
	case 13:
		g.def(v24, "vector.broadcast %s : %s to %s", g.pick(v4), v4, v24)
		g.def(v4, "vector.broadcast %s : f32 to %s", g.pick(f32T), v4)
	case 14:
		kinds := []string{"add", "mul", "maximumf", "minnumf"}
		g.def(f32T, "vector.reduction <%s>, %s : %s into f32", kinds[g.r.Intn(len(kinds))], g.pick(v4), v4)
		g.def(v24, "vector.fma %s, %s, %s : %s", g.pick(v24), g.pick(v24), g.pick(v24), v24)
	case 16:
		inb := []string{"", " {in_bounds = [true]}"}[g.r.Intn(2)]
		g.def(v4, "vector.transfer_read "+memAt+", %s%s : %s, %s", g.pick(m88), g.idx(8), g.idx(8), g.pick(f32T), inb, m88, v4)
		g.line("vector.transfer_write %s, "+memAt+"%s : %s, %s", g.pick(v4), g.pick(m88), g.idx(8), g.idx(8), inb, v4, m88)
	case 17:
		inb := []string{"", " {in_bounds = [false, true]}", " {in_bounds = [true, true]}"}[g.r.Intn(3)]
		g.def(v24, "vector.transfer_read "+memAt+", %s%s : %s, %s", g.pick(m88), g.idx(8), g.idx(8), g.pick(f32T), inb, m88, v24)
		g.line("vector.transfer_write %s, "+memAt+"%s : %s, %s", g.pick(v24), g.pick(m88), g.idx(8), g.idx(8), inb, v24, m88)
	case 15:
		g.def(v4, "vector.shuffle %s, %s [%d, %d, %d, %d] : %s, %s", g.pick(v4), g.pick(v4), g.r.Intn(8), g.r.Intn(8), g.r.Intn(8), g.r.Intn(8), v4, v4)
		g.def(vi4, "vector.bitcast %s : %s to %s", g.pick(v4), v4, vi4)
		g.def(idxT, "memref.rank %s : %s", g.pick(m88), m88)
	}
}

// generate returns a random module of memref and vector ops.
func generate(seed int64) []byte {
	g := &gen{r: rand.New(rand.NewSource(seed)), pools: map[string][]string{}}
	for _, a := range [][2]string{{m88, "%m"}, {mDyn, "%d"}, {f32T, "%f"}, {v4, "%v"}, {v24, "%w"}, {idxT, "%i"}} {
		g.add(a[0], a[1])
	}
	fmt.Fprintf(&g.b, "func.func @f(%%m: %s, %%d: %s, %%f: f32, %%v: %s, %%w: %s, %%i: index) {\n", m88, mDyn, v4, v24)
	for i := 0; i < 12+g.r.Intn(12); i++ {
		g.step()
	}
	if len(g.pools[m88]) > 1 && g.r.Intn(2) == 0 {
		g.line("memref.copy %s, %s : %s to %s", g.pools[m88][1], g.pick(m88), m88, m88)
		g.line("memref.dealloc %s : %s", g.pools[m88][1], m88)
	}
	g.b.WriteString("  return\n}\n")
	return []byte(g.b.String())
}

// TestDifferentialMemRefVectorPrograms runs random memref and vector
// programs through the memref and vector lowerings of both tools and
// compares outputs and diagnostics byte for byte. GOMLIR_MEMREF_SEEDS sets
// the number of programs.
func TestDifferentialMemRefVectorPrograms(t *testing.T) {
	if _, err := os.Stat(upstreamOpt); err != nil {
		t.Skipf("upstream mlir-opt not found at %s", upstreamOpt)
	}
	seeds := 20
	if s, err := strconv.Atoi(os.Getenv("GOMLIR_MEMREF_SEEDS")); err == nil {
		seeds = s
	}
	pipelines := [][]string{
		{"-expand-strided-metadata", "--mlir-print-op-generic"},
		{"-fold-memref-alias-ops", "--mlir-print-op-generic", "--mlir-print-debuginfo"},
		{"-expand-strided-metadata", "-finalize-memref-to-llvm", "--mlir-print-op-generic"},
		{"-fold-memref-alias-ops", "-expand-strided-metadata", "-finalize-memref-to-llvm=use-aligned-alloc=1"},
		{"-convert-vector-to-llvm", "--mlir-print-op-generic"},
		{"-convert-vector-to-llvm", "-expand-strided-metadata", "-finalize-memref-to-llvm", "--mlir-print-debuginfo"},
		{"-convert-vector-to-scf=full-unroll=1", "-convert-vector-to-llvm", "--mlir-print-op-generic"},
	}
	for seed := int64(1); seed <= int64(seeds); seed++ {
		src := generate(seed)
		for _, flags := range pipelines {
			cmd := exec.Command(upstreamOpt, flags...)
			cmd.Stdin = bytes.NewReader(src)
			var uo, ue bytes.Buffer
			cmd.Stdout, cmd.Stderr = &uo, &ue
			uerr := cmd.Run()
			var goOut, goErr bytes.Buffer
			code := optmain.Main(flags, bytes.NewReader(src), &goOut, &goErr)
			name := "seed " + strconv.FormatInt(seed, 10) + " " + strings.Join(flags, " ")
			if (uerr == nil) != (code == 0) {
				t.Errorf("%s: upstream ok %v, gomlir ok %v\nupstream: %s\ngomlir: %s\n%s", name, uerr == nil, code == 0, ue.String(), goErr.String(), src)
				continue
			}
			if !bytes.Equal(uo.Bytes(), goOut.Bytes()) {
				t.Errorf("%s: outputs differ\n%s\n%s", name, firstDiff(uo.String(), goOut.String()), src)
			}
			if !bytes.Equal(ue.Bytes(), goErr.Bytes()) {
				t.Errorf("%s: diagnostics differ\n%s", name, firstDiff(ue.String(), goErr.String()))
			}
		}
	}
}

// firstDiff shows the first differing line of two texts.
func firstDiff(want, got string) string {
	w, g := strings.Split(want, "\n"), strings.Split(got, "\n")
	for i := 0; i < len(w) || i < len(g); i++ {
		var a, b string
		if i < len(w) {
			a = w[i]
		}
		if i < len(g) {
			b = g[i]
		}
		if a != b {
			return "line " + strconv.Itoa(i+1) + ":\nupstream: " + a + "\ngomlir:   " + b
		}
	}
	return ""
}

// TestGeneratedProgramsAreValid checks that upstream accepts the programs
// (a differential check of two rejections would prove nothing).
func TestGeneratedProgramsAreValid(t *testing.T) {
	if _, err := os.Stat(upstreamOpt); err != nil {
		t.Skipf("upstream mlir-opt not found at %s", upstreamOpt)
	}
	for seed := int64(1); seed <= 5; seed++ {
		cmd := exec.Command(upstreamOpt)
		cmd.Stdin = bytes.NewReader(generate(seed))
		if out, err := cmd.CombinedOutput(); err != nil {
			t.Errorf("seed %d: upstream rejects the program: %s", seed, out)
		}
	}
}
