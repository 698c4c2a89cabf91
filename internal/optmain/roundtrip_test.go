package optmain

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"sync"
	"testing"
)

// upstreamOpt is the oracle mlir-opt.
const upstreamOpt = "/usr/lib/llvm-22/bin/mlir-opt"

// corpusRoot is the shared conformance corpus, beside the repository.
const corpusRoot = "../../../shared/conformance/upstream/mlir/test"

// minGenericRoundTrips is the floor of corpus chunks whose upstream generic
// output gomlir reproduces byte for byte (see docs/CONFORMANCE.md).
const minGenericRoundTrips = 203

// TestGenericRoundTripCorpus feeds upstream's generic output of every corpus
// chunk upstream accepts to gomlir-opt with the same flags and counts the
// chunks printed back byte for byte.
func TestGenericRoundTripCorpus(t *testing.T) {
	if _, err := os.Stat(upstreamOpt); err != nil {
		t.Fatalf("upstream mlir-opt not found at %s: install mlir-22-tools (see .ci/run)", upstreamOpt)
	}
	if _, err := os.Stat(corpusRoot); err != nil {
		t.Fatalf("conformance corpus not found at %s", corpusRoot)
	}
	var files []string
	filepath.Walk(corpusRoot, func(p string, info os.FileInfo, err error) error {
		if err == nil && strings.HasSuffix(p, ".mlir") {
			files = append(files, p)
		}
		return nil
	})
	sort.Strings(files)
	type job struct {
		name  string
		chunk []byte
	}
	var jobs []job
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		for i, c := range bytes.Split(data, []byte("\n// -----")) {
			jobs = append(jobs, job{name: f + "#" + strconv.Itoa(i), chunk: c})
		}
	}
	flagSets := [][]string{
		{"--allow-unregistered-dialect", "--mlir-print-op-generic"},
		{"--allow-unregistered-dialect", "--mlir-print-op-generic", "--mlir-print-debuginfo"},
	}
	for _, flags := range flagSets {
		var mu sync.Mutex
		passed, failed := 0, 0
		var failures []string
		var wg sync.WaitGroup
		ch := make(chan job)
		for w := 0; w < 4; w++ {
			wg.Add(1)
			go func() {
				defer wg.Done()
				for j := range ch {
					cmd := exec.Command(upstreamOpt, flags...)
					cmd.Stdin = bytes.NewReader(j.chunk)
					g, err := cmd.Output()
					if err != nil {
						continue
					}
					var out, errOut bytes.Buffer
					code := Main(flags, bytes.NewReader(g), &out, &errOut)
					same := code == 0 && bytes.Equal(out.Bytes(), g)
					if code == 0 && !same {
						// Where upstream is not a fixed point on G (two equal-looking
						// affine maps, say), its own output on G is the reference.
						again := exec.Command(upstreamOpt, flags...)
						again.Stdin = bytes.NewReader(g)
						if g2, err := again.Output(); err == nil && bytes.Equal(out.Bytes(), g2) {
							same = true
						}
					}
					mu.Lock()
					if same {
						passed++
					} else {
						failed++
						failures = append(failures, j.name)
					}
					mu.Unlock()
				}
			}()
		}
		for _, j := range jobs {
			ch <- j
		}
		close(ch)
		wg.Wait()
		sort.Strings(failures)
		t.Logf("%v: %d passed, %d failed", flags, passed, failed)
		for _, f := range failures {
			t.Logf("  differs: %s", f)
		}
		if passed < minGenericRoundTrips {
			t.Errorf("%v: only %d chunks round-trip, want at least %d", flags, passed, minGenericRoundTrips)
		}
	}
}
