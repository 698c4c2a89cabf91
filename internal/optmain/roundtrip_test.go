package optmain

import (
	"bytes"
	"os"
	"sort"
	"testing"

	"github.com/gomlir/gomlir/internal/splitinput"
)

// upstreamOpt is the oracle mlir-opt.
const upstreamOpt = "/usr/lib/llvm-22/bin/mlir-opt"

// corpusRoot is the shared conformance corpus, beside the repository.
const corpusRoot = "../../../shared/conformance/upstream/mlir/test"

// minGenericRoundTrips is the floor of corpus chunks whose upstream generic
// output gomlir reproduces byte for byte (see docs/CONFORMANCE.md).
const minGenericRoundTrips = 201

// TestGenericRoundTripCorpus feeds upstream's generic output of every corpus
// chunk upstream accepts to gomlir-opt with the same flags and counts the
// chunks printed back byte for byte. Upstream runs once per flag set over
// all the chunks (and once over its own outputs), gomlir in-process per
// chunk.
func TestGenericRoundTripCorpus(t *testing.T) {
	if _, err := os.Stat(upstreamOpt); err != nil {
		t.Fatalf("upstream mlir-opt not found at %s: install mlir-22-tools (see .ci/run)", upstreamOpt)
	}
	chunks, names := corpusChunks(t)
	flagSets := [][]string{
		{"--mlir-print-op-generic"},
		{"--mlir-print-op-generic", "--mlir-print-debuginfo"},
	}
	for _, flags := range flagSets {
		gs := upstreamChunks(t, joinChunks(chunks), flags, len(chunks))
		if gs == nil {
			t.Fatalf("%v: upstream's batched output does not have %d chunks", flags, len(chunks))
		}
		var accepted []int
		var outputs [][]byte
		for i, g := range gs {
			if len(g) > 0 {
				accepted = append(accepted, i)
				outputs = append(outputs, g)
			}
		}
		src := joinChunks(outputs)
		split := splitinput.Split(src, "")
		// Where upstream is not a fixed point on its output (two
		// equal-looking affine maps, say), its own output on it is the
		// reference.
		again := upstreamChunks(t, src, flags, len(outputs))
		if len(split) != len(outputs) || again == nil {
			t.Fatalf("%v: upstream's outputs do not split into %d chunks", flags, len(outputs))
		}
		o, err := ParseArgs(append([]string{"--allow-unregistered-dialect", "--split-input-file"}, flags...))
		if err != nil {
			t.Fatal(err)
		}
		same := make([]bool, len(outputs))
		parallelFor(len(outputs), func(j int) {
			got, _ := ourChunk(o, src, split[j])
			same[j] = len(got) > 0 && (bytes.Equal(got, outputs[j]) || bytes.Equal(got, again[j]))
		})
		passed := 0
		var failures []string
		for j, ok := range same {
			if ok {
				passed++
			} else {
				failures = append(failures, names[accepted[j]])
			}
		}
		sort.Strings(failures)
		t.Logf("%v: %d passed, %d failed", flags, passed, len(failures))
		for _, f := range failures {
			t.Logf("  differs: %s", f)
		}
		if passed < minGenericRoundTrips {
			t.Errorf("%v: only %d chunks round-trip, want at least %d", flags, passed, minGenericRoundTrips)
		}
	}
}
