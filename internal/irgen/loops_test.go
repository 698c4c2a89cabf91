package irgen

import (
	"bytes"
	"flag"
	"fmt"
	"math/rand"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

var (
	loopSeeds = flag.Int("loopseeds", 0, "number of seeds of TestLoopDifferential (default $GOMLIR_LOOPGEN_N or 6)")
	loopFirst = flag.Int("loopseed", 0, "first seed of TestLoopDifferential (default $GOMLIR_LOOPGEN_SEED or 1)")
	loopDump  = flag.String("loopdump", "", "directory where TestLoopDifferential writes the programs it disagrees on")
	loopExtra = flag.Bool("loopextra", false, "TestLoopDifferential also compares the affine loop transformations of extraLoopChecks")
)

// loopCheckSpec is one comparison of TestLoopDifferential: the flags of
// both tools.
type loopCheckSpec struct {
	name  string
	flags []string
	basic bool // checked on a program of LoopConfig{Basic: true}
}

// loopChecks are the comparisons of TestLoopDifferential: the round trip
// in both forms and with locations, the lowerings (to the LLVM dialect
// too, on programs of the basic ops), canonicalize and the generic and
// loop transformations.
var loopChecks = []loopCheckSpec{
	{"round trip (default)", nil, false},
	{"round trip (generic)", []string{"--mlir-print-op-generic", "--mlir-print-debuginfo"}, false},
	{"lower-affine", []string{"--lower-affine", "--mlir-print-op-generic"}, false},
	{"convert-scf-to-cf", []string{"--convert-scf-to-cf", "--mlir-print-op-generic"}, false},
	{"lower-affine convert-scf-to-cf", []string{"--lower-affine", "--convert-scf-to-cf", "--mlir-print-op-generic"}, false},
	{"lower to llvm", []string{"--lower-affine", "--convert-scf-to-cf", "--convert-to-llvm", "--reconcile-unrealized-casts", "--mlir-print-op-generic"}, true},
	{"test-lower-to-llvm", []string{"--test-lower-to-llvm", "--mlir-print-op-generic"}, true},
	{"canonicalize (generic)", []string{"--canonicalize", "--mlir-print-op-generic"}, false},
	{"canonicalize (default)", []string{"--canonicalize"}, false},
	{"round trip (debuginfo)", []string{"--mlir-print-debuginfo"}, false},
	{"cse", []string{"--cse", "--mlir-print-op-generic"}, false},
	{"inline", []string{"--inline"}, false},
	{"sccp", []string{"--sccp"}, false},
	{"symbol-dce", []string{"--symbol-dce"}, false},
	{"loop-invariant-code-motion", []string{"--loop-invariant-code-motion"}, false},
	{"affine-loop-invariant-code-motion", []string{"--affine-loop-invariant-code-motion"}, false},
	{"affine-loop-normalize", []string{"--affine-loop-normalize"}, false},
	{"affine-simplify-structures", []string{"--affine-simplify-structures"}, false},
	{"normalize-memrefs", []string{"--normalize-memrefs"}, false},
	{"sroa", []string{"--sroa"}, false},
	{"test-parallel-loop-unrolling", []string{"--test-parallel-loop-unrolling=unroll-factors=2", "--mlir-print-op-generic"}, false},
}

// extraLoopChecks are the affine loop transformations TestLoopDifferential
// compares too with -loopextra.
var extraLoopChecks = []loopCheckSpec{
	{"affine-simplify-min-max", []string{"--affine-simplify-min-max"}, false},
	{"affine-data-copy-generate", []string{"--affine-data-copy-generate=generate-dma=false fast-mem-space=0"}, false},
	{"affine-loop-fusion", []string{"--affine-loop-fusion"}, false},
	{"affine-loop-tile", []string{"--affine-loop-tile"}, false},
	{"affine-loop-unroll", []string{"--pass-pipeline=builtin.module(func.func(affine-loop-unroll))"}, false},
	{"affine-scalrep", []string{"--affine-scalrep"}, false},
}

// loopCheck compares gomlir's and upstream's output with flags on src;
// it returns "" when they agree and skipped where upstream crashes
// (lower-affine on bounds it cannot expand, such as a modulo by a
// non-positive constant: upstream builds the scf.for of a null bound).
func loopCheck(src []byte, flags []string) string {
	want, wantErr, wantOK := runUpstream(src, flags)
	if !wantOK && bytes.Contains(wantErr, []byte("PLEASE submit a bug report")) {
		return skipped
	}
	got, gotErr, gotOK := runGomlir(src, flags)
	switch {
	case wantOK != gotOK:
		return fmt.Sprintf("upstream succeeds: %v, gomlir succeeds: %v\nupstream: %s\ngomlir: %s",
			wantOK, gotOK, firstLines(string(wantErr), 3), firstLines(string(gotErr), 3))
	case !bytes.Equal(want, got):
		return diff(want, got) + lineDiffFocus(want, got)
	case !wantOK && !bytes.Equal(wantErr, gotErr):
		return diff(wantErr, gotErr)
	}
	return ""
}

// firstDiagnostic returns the first line of a diagnostic output.
func firstDiagnostic(stderr []byte) string { return firstLines(string(stderr), 1) }

// TestLoopDifferential generates random scf, affine and memref programs
// (GenerateLoops) and checks that gomlir prints what upstream prints after
// a round trip, lower-affine, convert-scf-to-cf (alone and after
// lower-affine) and canonicalize. Where upstream rejects a program,
// gomlir must reject it with upstream's first diagnostic. -loopseeds and
// -loopseed (or GOMLIR_LOOPGEN_N and GOMLIR_LOOPGEN_SEED) choose the
// seeds, -loopdump writes the programs that disagree.
func TestLoopDifferential(t *testing.T) {
	needUpstream(t)
	checks := loopChecks
	if *loopExtra {
		checks = append(checks[:len(checks):len(checks)], extraLoopChecks...)
	}
	n := *loopSeeds
	if n <= 0 {
		n = envInt("GOMLIR_LOOPGEN_N", 6)
	}
	first := *loopFirst
	if first <= 0 {
		first = envInt("GOMLIR_LOOPGEN_SEED", 1)
	}
	type result struct {
		rejected string // upstream's first diagnostic
		failures []string
	}
	results := make([]result, n)
	parallel(n, func(i int) {
		seed := int64(first + i)
		src := GenerateLoops(rand.New(rand.NewSource(seed)), LoopConfig{})
		basic := GenerateLoops(rand.New(rand.NewSource(seed)), LoopConfig{Basic: true})
		r := &results[i]
		r.failures = make([]string, len(checks))
		if _, errOut, ok := runUpstream(src, nil); !ok {
			r.rejected = firstDiagnostic(errOut)
			_, gErr, gOK := runGomlir(src, nil)
			switch {
			case gOK:
				r.failures[0] = "upstream rejects, gomlir accepts: " + r.rejected
			case firstDiagnostic(gErr) != r.rejected:
				r.failures[0] = fmt.Sprintf("first diagnostics differ:\nupstream: %s\ngomlir:   %s", r.rejected, firstDiagnostic(gErr))
			}
		} else {
			_, _, basicOK := runUpstream(basic, nil)
			for k, c := range checks {
				switch {
				case !c.basic:
					r.failures[k] = loopCheck(src, c.flags)
				case basicOK:
					r.failures[k] = loopCheck(basic, c.flags)
				default:
					r.failures[k] = skipped
				}
			}
		}
		bad := false
		for _, f := range r.failures {
			bad = bad || (f != "" && f != skipped)
		}
		if bad && *loopDump != "" {
			os.WriteFile(filepath.Join(*loopDump, fmt.Sprintf("loops%d.mlir", seed)), src, 0o644)
		}
	})
	rejected, reported := 0, 0
	agree := make([]int, len(checks))
	crashed := make([]int, len(checks))
	show := envInt("GOMLIR_IRGEN_SHOW", 10)
	for i, r := range results {
		seed := first + i
		if r.rejected != "" {
			rejected++
			t.Logf("seed %d: upstream rejects the program: %s", seed, r.rejected)
		}
		for k, f := range r.failures {
			if f == "" {
				agree[k]++
				continue
			}
			if f == skipped {
				crashed[k]++
				continue
			}
			if reported < show {
				t.Errorf("seed %d: %s differs (-loopseed %d -loopseeds 1 to rerun):\n%s", seed, checks[k].name, seed, f)
			} else {
				t.Logf("seed %d: %s differs: %s", seed, checks[k].name, summary(f))
			}
			reported++
		}
	}
	t.Logf("%d seeds from %d, %d rejected by upstream", n, first, rejected)
	for k, c := range checks {
		t.Logf("  %-40s %d/%d agree (%d where upstream crashes)", c.name, agree[k], n-crashed[k], crashed[k])
	}
	if reported > show {
		t.Errorf("%d more mismatches (listed above)", reported-show)
	}
	if rejected*5 > n {
		t.Errorf("upstream rejects %d of %d generated programs (more than 20%%): the generator must produce valid IR", rejected, n)
	}
}

// TestGenerateLoopsDeterministic checks that a seed determines the program
// and that the programs use the ops they are meant to.
func TestGenerateLoopsDeterministic(t *testing.T) {
	ops := map[string]bool{}
	for seed := int64(0); seed < 50; seed++ {
		a := GenerateLoops(rand.New(rand.NewSource(seed)), LoopConfig{})
		b := GenerateLoops(rand.New(rand.NewSource(seed)), LoopConfig{})
		if !bytes.Equal(a, b) {
			t.Fatalf("seed %d: two different programs", seed)
		}
		for _, f := range strings.Fields(string(a)) {
			ops[strings.SplitN(f, "(", 2)[0]] = true
		}
	}
	for _, op := range []string{"scf.for", "scf.if", "scf.while", "scf.yield", "scf.condition", "affine.for", "affine.if",
		"affine.parallel", "affine.apply", "affine.min", "affine.max", "affine.load", "affine.store", "affine.yield",
		"affine.delinearize_index", "affine.linearize_index",
		"memref.alloc", "memref.alloca", "memref.load", "memref.store", "memref.subview", "memref.dim", "memref.dealloc",
		"scf.index_switch", "scf.execute_region", "scf.parallel", "scf.reduce", "scf.reduce.return", "scf.forall",
		"affine.prefetch", "affine.dma_start", "affine.dma_wait", "affine.vector_load", "affine.vector_store",
		"memref.alloca_scope", "memref.alloca_scope.return", "memref.realloc", "memref.assume_alignment", "memref.atomic_rmw",
		"memref.generic_atomic_rmw", "memref.atomic_yield", "memref.cast", "memref.memory_space_cast", "memref.collapse_shape",
		"memref.expand_shape", "memref.reinterpret_cast", "memref.view", "memref.transpose", "memref.copy", "memref.rank",
		"memref.prefetch", "memref.dma_start", "memref.dma_wait", "memref.extract_aligned_pointer_as_index",
		"memref.extract_strided_metadata", "memref.global", "memref.get_global", "memref.reshape", "unsigned"} {
		if !ops[op] {
			t.Errorf("no program of 50 has %s", op)
		}
	}
}
