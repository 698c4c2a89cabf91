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
	coreSeeds = flag.Int("seeds", 0, "number of seeds of TestCoreDifferential (default $GOMLIR_COREGEN_N or 30)")
	coreFirst = flag.Int("seed", 0, "first seed of TestCoreDifferential (default $GOMLIR_COREGEN_SEED or 1)")
	coreDump  = flag.String("coredump", "", "directory where TestCoreDifferential writes the programs it disagrees on")
	coreLibm  = flag.Bool("libm", false, "TestCoreDifferential also generates the math ops upstream folds with the host libm")
	coreBig   = flag.Bool("corebig", false, "TestCoreDifferential and TestCoreCustomForm generate programs of more functions, blocks, operations and arguments")
)

// corePipelines are the pass pipelines compared with upstream on core
// dialect programs.
var corePipelines = [][]string{
	{"--canonicalize"},
	{"--cse"},
	{"--canonicalize", "--cse"},
	{"--inline"},
	{"--sccp"},
	{"--symbol-dce"},
	{"--int-range-optimizations"},
	{"--arith-unsigned-when-equivalent"},
	{"--canonicalize", "--cse", "--inline", "--sccp", "--symbol-dce"},
}

// coreForms are the printing flags both outputs are compared in.
var coreForms = []struct {
	name  string
	flags []string
}{
	{"generic", []string{"--mlir-print-op-generic", "--mlir-print-debuginfo"}},
	{"default", nil},
}

// coreCheck compares gomlir's and upstream's output of one pipeline in one
// form on src; it returns "" when they agree.
func coreCheck(src []byte, flags []string) string {
	want, wantErr, wantOK := runUpstream(src, flags)
	got, gotErr, gotOK := runGomlir(src, flags)
	if !wantOK && bytes.Contains(wantErr, []byte("PLEASE submit a bug report")) {
		// Upstream crashed (its arith.addui_extended folder on a poison
		// operand produced by folding, its block merging in unreachable
		// code): there is no answer to compare with, but gomlir must still
		// succeed with IR upstream reads.
		if !gotOK {
			return "upstream crashes, gomlir fails: " + firstLines(string(gotErr), 3)
		}
		if _, e, ok := runUpstream(got, nil); !ok && upstreamReadsItsOutput(src) {
			return "upstream crashes, and rejects gomlir's output: " + firstLines(string(e), 3)
		}
		return skipped
	}
	switch {
	case wantOK != gotOK:
		return fmt.Sprintf("upstream succeeds: %v, gomlir succeeds: %v\nupstream: %s\ngomlir: %s",
			wantOK, gotOK, firstLines(string(wantErr), 3), firstLines(string(gotErr), 3))
	case !bytes.Equal(want, got):
		if upstreamVaries(src, flags, got) {
			return varies
		}
		return diff(want, got) + lineDiffFocus(want, got)
	case !wantOK && !bytes.Equal(wantErr, gotErr):
		return diff(wantErr, gotErr)
	}
	return ""
}

// varies marks a comparison where upstream's own output changes from run to
// run and one of its outputs is gomlir's: its int-range-optimizations reads
// analysis state kept by address after the greedy driver erased and
// recreated block arguments, so what it folds depends on memory reuse.
const varies = "\x00varies"

// upstreamVaries reruns upstream on src and reports whether one of up to
// eight more runs prints gomlir's output got.
func upstreamVaries(src []byte, flags []string, got []byte) bool {
	for range 8 {
		again, _, _ := runUpstream(src, flags)
		if bytes.Equal(again, got) {
			return true
		}
	}
	return false
}

// sized returns cfg with the program size -corebig asks for.
func sized(cfg CoreConfig) CoreConfig {
	if *coreBig {
		cfg.Funcs, cfg.Blocks, cfg.Ops, cfg.Modules, cfg.Args = 10, 10, 16, 2, 5
	}
	return cfg
}

// upstreamReadsItsOutput reports whether upstream reads back what it prints
// of src (it does not where it prints an i64 switch case unsigned).
func upstreamReadsItsOutput(src []byte) bool {
	out, _, ok := runUpstream(src, nil)
	if !ok {
		return false
	}
	_, _, ok = runUpstream(out, nil)
	return ok
}

// TestCoreDifferential generates random programs of the core dialects and
// checks that canonicalize, cse, inline, sccp and symbol-dce (alone and in
// a pipeline) give upstream's output, printed in the generic and the
// default form. The -seeds and -seed flags (or GOMLIR_COREGEN_N and
// GOMLIR_COREGEN_SEED) choose the seeds; -coredump writes the programs
// that disagree; -libm adds the math ops upstream folds with the host C
// library (see CoreConfig.Libm).
func TestCoreDifferential(t *testing.T) {
	needUpstream(t)
	n := *coreSeeds
	if n <= 0 {
		n = envInt("GOMLIR_COREGEN_N", 30)
	}
	first := *coreFirst
	if first <= 0 {
		first = envInt("GOMLIR_COREGEN_SEED", 1)
	}
	type check struct {
		name  string
		flags []string
	}
	var checks []check
	for _, p := range corePipelines {
		for _, f := range coreForms {
			checks = append(checks, check{
				name:  strings.Join(p, " ") + " (" + f.name + ")",
				flags: append(append([]string(nil), p...), f.flags...),
			})
		}
	}
	type result struct {
		rejected string
		failures []string
	}
	results := make([]result, n)
	parallel(n, func(i int) {
		seed := int64(first + i)
		src := GenerateCore(rand.New(rand.NewSource(seed)), sized(CoreConfig{Libm: *coreLibm, LibmRounded: true}))
		if _, errOut, ok := runUpstream(src, nil); !ok {
			results[i].rejected = firstLines(string(errOut), 2)
			return
		}
		results[i].failures = make([]string, len(checks))
		bad := false
		for k, c := range checks {
			results[i].failures[k] = coreCheck(src, c.flags)
			bad = bad || results[i].failures[k] != ""
		}
		if bad && *coreDump != "" {
			os.WriteFile(filepath.Join(*coreDump, fmt.Sprintf("core%d.mlir", seed)), src, 0o644)
		}
	})
	rejected, reported := 0, 0
	agree := make([]int, len(checks))
	crashed := make([]int, len(checks))
	varied := make([]int, len(checks))
	show := envInt("GOMLIR_IRGEN_SHOW", 10)
	for i, r := range results {
		seed := first + i
		if r.rejected != "" {
			rejected++
			t.Errorf("seed %d: upstream rejects the program: %s", seed, r.rejected)
			continue
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
			if f == varies {
				varied[k]++
				continue
			}
			if reported < show {
				t.Errorf("seed %d: %s differs (-seed %d -seeds 1 to rerun):\n%s", seed, checks[k].name, seed, f)
			} else {
				t.Logf("seed %d: %s differs: %s", seed, checks[k].name, summary(f))
			}
			reported++
		}
	}
	t.Logf("%d seeds from %d, %d rejected by upstream", n, first, rejected)
	for k, c := range checks {
		t.Logf("  %-70s %d/%d agree (%d where upstream crashes, %d where upstream's output varies and one run is gomlir's)",
			c.name, agree[k], n-rejected-crashed[k]-varied[k], crashed[k], varied[k])
	}
	if reported > show {
		t.Errorf("%d more mismatches (listed above)", reported-show)
	}
}

// TestGenerateCoreDeterministic checks that a seed determines the program
// and that programs are not trivial.
func TestGenerateCoreDeterministic(t *testing.T) {
	ops := map[string]bool{}
	for seed := int64(0); seed < 50; seed++ {
		a := GenerateCore(rand.New(rand.NewSource(seed)), CoreConfig{})
		b := GenerateCore(rand.New(rand.NewSource(seed)), CoreConfig{})
		if !bytes.Equal(a, b) {
			t.Fatalf("seed %d: two different programs", seed)
		}
		for _, f := range strings.Fields(string(a)) {
			if i := strings.IndexByte(f, '.'); i > 0 && strings.Contains("arith func cf math index ub complex", f[:i]) {
				ops[f] = true
			}
		}
	}
	for _, op := range []string{"func.call", "func.call_indirect", "cf.br", "cf.cond_br", "cf.switch", "arith.select",
		"arith.cmpi", "arith.index_cast", "math.sqrt", "index.add", "ub.poison", "complex.constant"} {
		if !ops[op] {
			t.Errorf("no program of 50 has %s", op)
		}
	}
}
