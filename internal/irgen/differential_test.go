package irgen

import (
	"bytes"
	"context"
	"fmt"
	"math/rand"
	"os"
	"os/exec"
	"runtime"
	"sort"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/gomlir/gomlir/internal/optmain"
)

// upstreamOpt is the oracle.
const upstreamOpt = "/usr/lib/llvm-22/bin/mlir-opt"

var (
	genericFlags = []string{"--allow-unregistered-dialect", "--mlir-print-op-generic", "--mlir-print-debuginfo"}
	defaultFlags = []string{"--allow-unregistered-dialect"}
	defaultDebug = []string{"--allow-unregistered-dialect", "--mlir-print-debuginfo"}
)

// envInt reads a positive integer from the environment.
func envInt(name string, def int) int {
	if v, err := strconv.Atoi(os.Getenv(name)); err == nil && v > 0 {
		return v
	}
	return def
}

func needUpstream(t *testing.T) {
	t.Helper()
	if _, err := os.Stat(upstreamOpt); err != nil {
		t.Skipf("upstream mlir-opt not found at %s: install mlir-22-tools (see .ci/run)", upstreamOpt)
	}
}

// runUpstream runs upstream mlir-opt on src (standard input).
func runUpstream(src []byte, flags []string) (stdout, stderr []byte, ok bool) {
	ctx, cancel := context.WithTimeout(context.Background(), upstreamTimeout)
	defer cancel()
	cmd := exec.CommandContext(ctx, upstreamOpt, flags...)
	cmd.Stdin = bytes.NewReader(src)
	var o, e bytes.Buffer
	cmd.Stdout, cmd.Stderr = &o, &e
	err := cmd.Run()
	if ctx.Err() != nil {
		// Upstream loops forever on some programs (--test-lower-to-llvm on
		// loop seed 130): the checks skip it as they skip its crashes.
		return nil, []byte("upstream mlir-opt did not finish, an upstream bug treated as a crash: PLEASE submit a bug report\n"), false
	}
	return o.Bytes(), e.Bytes(), err == nil
}

// upstreamTimeout bounds one run of upstream's mlir-opt.
const upstreamTimeout = 60 * time.Second

// runGomlir runs gomlir-opt in-process on src (standard input).
func runGomlir(src []byte, flags []string) (stdout, stderr []byte, ok bool) {
	var o, e bytes.Buffer
	code := optmain.Main(flags, bytes.NewReader(src), &o, &e)
	return o.Bytes(), e.Bytes(), code == 0
}

// parallel runs f(i) for i in [0, n) on every CPU.
func parallel(n int, f func(i int)) {
	var wg sync.WaitGroup
	ch := make(chan int)
	for w := 0; w < runtime.NumCPU(); w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range ch {
				f(i)
			}
		}()
	}
	for i := 0; i < n; i++ {
		ch <- i
	}
	close(ch)
	wg.Wait()
}

// diff returns a short line diff of want and got: the first differing
// hunk with two lines of context, and the number of differing lines.
func diff(want, got []byte) string {
	w := strings.Split(string(want), "\n")
	g := strings.Split(string(got), "\n")
	// Trim the common prefix and suffix.
	p := 0
	for p < len(w) && p < len(g) && w[p] == g[p] {
		p++
	}
	s := 0
	for s < len(w)-p && s < len(g)-p && w[len(w)-1-s] == g[len(g)-1-s] {
		s++
	}
	var b strings.Builder
	from := p - 2
	if from < 0 {
		from = 0
	}
	for i := from; i < p; i++ {
		fmt.Fprintf(&b, "  %s\n", clip(w[i]))
	}
	const maxLines = 6
	dw, dg := w[p:len(w)-s], g[p:len(g)-s]
	for i, l := range dw {
		if i == maxLines {
			fmt.Fprintf(&b, "- ... (%d more)\n", len(dw)-maxLines)
			break
		}
		fmt.Fprintf(&b, "- %s\n", clip(l))
	}
	for i, l := range dg {
		if i == maxLines {
			fmt.Fprintf(&b, "+ ... (%d more)\n", len(dg)-maxLines)
			break
		}
		fmt.Fprintf(&b, "+ %s\n", clip(l))
	}
	return b.String()
}

// clip shortens a long line around nothing in particular: its start.
func clip(s string) string {
	if len(s) > 300 {
		return s[:300] + "..."
	}
	return s
}

// lineDiffFocus returns, for two single differing lines, the region around
// their first differing byte (useful for very long lines).
func lineDiffFocus(want, got []byte) string {
	w := strings.Split(string(want), "\n")
	g := strings.Split(string(got), "\n")
	for i := 0; i < len(w) && i < len(g); i++ {
		if w[i] == g[i] {
			continue
		}
		k := 0
		for k < len(w[i]) && k < len(g[i]) && w[i][k] == g[i][k] {
			k++
		}
		lo := k - 60
		if lo < 0 {
			lo = 0
		}
		cut := func(s string) string {
			hi := k + 60
			if hi > len(s) {
				hi = len(s)
			}
			return s[lo:hi]
		}
		return fmt.Sprintf("line %d col %d:\n  want ...%s...\n  got  ...%s...", i+1, k+1, cut(w[i]), cut(g[i]))
	}
	return ""
}

// comparison is one way of checking gomlir against upstream on a program.
type comparison struct {
	name string
	// check returns "" when gomlir agrees, else a description.
	check func(src, g []byte) string
}

// skipped marks a comparison that does not apply: upstream cannot read
// back what it printed.
const skipped = "\x00skipped"

// sameOutput compares gomlir's output on in with want; where upstream is
// not a fixed point (want was printed from something else than in),
// upstream's own output on in is accepted too, and where upstream rejects
// in, the comparison is skipped.
func sameOutput(in, want []byte, flags []string, fixedPointOnIn bool) string {
	got, errOut, ok := runGomlir(in, flags)
	if ok && bytes.Equal(got, want) {
		return ""
	}
	if fixedPointOnIn {
		again, _, uok := runUpstream(in, flags)
		if !uok {
			return skipped
		}
		if ok && bytes.Equal(got, again) {
			return ""
		}
	}
	if !ok {
		return "gomlir failed:\n" + clip(firstLines(string(errOut), 3))
	}
	return diff(want, got) + lineDiffFocus(want, got)
}

// summary is the most telling line of a mismatch description.
func summary(f string) string {
	if i := strings.Index(f, "line "); i >= 0 && strings.Contains(f[i:], "want ...") {
		return strings.Join(strings.Fields(f[i:]), " ")
	}
	return strings.Join(strings.Fields(firstLines(f, 2)), " ")
}

func firstLines(s string, n int) string {
	ls := strings.SplitN(s, "\n", n+1)
	if len(ls) > n {
		ls = ls[:n]
	}
	return strings.Join(ls, "\n")
}

var comparisons = []comparison{
	{
		// gomlir on upstream's generic output G prints G.
		name: "generic round trip of G",
		check: func(src, g []byte) string {
			return sameOutput(g, g, genericFlags, true)
		},
	},
	{
		// gomlir on the generated program prints G.
		name: "generic from source",
		check: func(src, g []byte) string {
			return sameOutput(src, g, genericFlags, false)
		},
	},
	{
		name: "default form from source",
		check: func(src, g []byte) string {
			want, _, ok := runUpstream(src, defaultFlags)
			if !ok {
				return "upstream failed on the default form"
			}
			return sameOutput(src, want, defaultFlags, false)
		},
	},
	{
		name: "default form with debuginfo from source",
		check: func(src, g []byte) string {
			want, _, ok := runUpstream(src, defaultDebug)
			if !ok {
				return "upstream failed on the default form"
			}
			return sameOutput(src, want, defaultDebug, false)
		},
	},
}

// TestDifferentialGeneric generates random programs, and checks that
// gomlir prints what upstream prints, in the generic and the default form.
// GOMLIR_IRGEN_N sets the number of seeds (default 200), GOMLIR_IRGEN_SEED
// the first seed (default 1).
func TestDifferentialGeneric(t *testing.T) {
	needUpstream(t)
	n := envInt("GOMLIR_IRGEN_N", 200)
	first := envInt("GOMLIR_IRGEN_SEED", 1)
	type result struct {
		rejected  string
		failures  []string // one per comparison, "" when it agrees
		mismatchN int
	}
	results := make([]result, n)
	parallel(n, func(i int) {
		seed := int64(first + i)
		src := Generate(rand.New(rand.NewSource(seed)), Config{})
		g, errOut, ok := runUpstream(src, genericFlags)
		if !ok {
			results[i].rejected = firstLines(string(errOut), 1)
			return
		}
		results[i].failures = make([]string, len(comparisons))
		for k, c := range comparisons {
			if d := c.check(src, g); d != "" {
				results[i].failures[k] = d
				results[i].mismatchN++
			}
		}
	})
	rejected := 0
	agree := make([]int, len(comparisons))
	skips := make([]int, len(comparisons))
	reported := 0
	show := envInt("GOMLIR_IRGEN_SHOW", 20)
	for i, r := range results {
		seed := first + i
		if r.rejected != "" {
			rejected++
			t.Logf("seed %d: upstream rejects the program: %s", seed, r.rejected)
			continue
		}
		for k, f := range r.failures {
			if f == "" {
				agree[k]++
				continue
			}
			if f == skipped {
				skips[k]++
				continue
			}
			if reported < show {
				t.Errorf("seed %d: %s differs (GOMLIR_IRGEN_SEED=%d GOMLIR_IRGEN_N=1 to rerun):\n%s", seed, comparisons[k].name, seed, f)
			} else if testing.Verbose() {
				t.Logf("seed %d: %s differs: %s", seed, comparisons[k].name, summary(f))
			}
			reported++
		}
	}
	accepted := n - rejected
	t.Logf("%d seeds, %d accepted by upstream, %d rejected", n, accepted, rejected)
	for k, c := range comparisons {
		extra := ""
		if skips[k] > 0 {
			extra = fmt.Sprintf(" (%d skipped: upstream cannot read its own output back)", skips[k])
		}
		t.Logf("  %-42s %d/%d agree%s", c.name, agree[k], accepted-skips[k], extra)
	}
	if reported > show {
		t.Errorf("%d more mismatches not shown (go test -v lists them)", reported-show)
	}
	if rejected*10 > n {
		t.Errorf("upstream rejects %d of %d generated programs (more than 10%%): the generator must produce valid IR", rejected, n)
	}
}

// TestGenerateDeterministic checks that a seed determines the program.
func TestGenerateDeterministic(t *testing.T) {
	for seed := int64(0); seed < 20; seed++ {
		a := Generate(rand.New(rand.NewSource(seed)), Config{})
		b := Generate(rand.New(rand.NewSource(seed)), Config{})
		if !bytes.Equal(a, b) {
			t.Fatalf("seed %d: two different programs", seed)
		}
	}
}

// sortedKeys returns the keys of m in order.
func sortedKeys[V any](m map[string]V) []string {
	var ks []string
	for k := range m {
		ks = append(ks, k)
	}
	sort.Strings(ks)
	return ks
}
