package optmain

import (
	"bufio"
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"math/rand"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"sort"
	"strings"
	"sync"
	"testing"

	"github.com/gomlir/gomlir/internal/irgen"
	"github.com/gomlir/gomlir/internal/splitinput"
)

// chunkMarker separates the chunk outputs of upstream's batched runs; it
// cannot occur in printed IR.
const chunkMarker = "//=====chunk====="

// printFlagCase is one set of printer flags compared against upstream.
type printFlagCase struct {
	flags []string
}

// corpusFloor is the measured number of corpus chunks on which gomlir
// agrees with upstream for c; fewer fails the test. (The chunks that differ
// use ops gomlir does not print as upstream yet, whatever the flags.)
func (c printFlagCase) corpusFloor() int {
	if c.has("--mlir-print-skip-regions") || c.has("--mlir-print-op-generic") {
		return 123
	}
	return 122
}

// has reports whether c includes flag.
func (c printFlagCase) has(flag string) bool {
	for _, f := range c.flags {
		if f == flag {
			return true
		}
	}
	return false
}

// name is the case's flags as one string.
func (c printFlagCase) name() string {
	if len(c.flags) == 0 {
		return "(no flags)"
	}
	return strings.Join(c.flags, " ")
}

// printFlagCases are the printer flags alone and in combinations, each in
// the default and the generic form (see withGeneric).
var printFlagCases = withGeneric([]printFlagCase{
	{flags: nil},
	{flags: []string{"--mlir-print-debuginfo"}},
	{flags: []string{"--mlir-pretty-debuginfo"}},
	{flags: []string{"--mlir-print-debuginfo", "--mlir-pretty-debuginfo"}},
	{flags: []string{"--mlir-print-local-scope"}},
	{flags: []string{"--mlir-print-value-users"}},
	{flags: []string{"--mlir-elide-elementsattrs-if-larger=2"}},
	{flags: []string{"--mlir-elide-resource-strings-if-larger=8"}},
	{flags: []string{"--mlir-print-unique-ssa-ids"}},
	{flags: []string{"--mlir-print-assume-verified"}},
	{flags: []string{"--mlir-print-skip-regions"}},
	{flags: []string{"--mlir-print-elementsattrs-with-hex-if-larger=1"}},
	{flags: []string{"--mlir-print-elementsattrs-with-hex-if-larger=-1"}},
	{flags: []string{"--mlir-use-nameloc-as-prefix"}},
	{flags: []string{"--mlir-print-op-on-diagnostic=false"}},
	{flags: []string{"--mlir-print-debuginfo", "--mlir-print-local-scope"}},
	{flags: []string{"--mlir-print-debuginfo", "--mlir-use-nameloc-as-prefix"}},
	{flags: []string{"--mlir-print-value-users", "--mlir-print-unique-ssa-ids"}},
	{flags: []string{"--mlir-elide-elementsattrs-if-larger=4", "--mlir-print-elementsattrs-with-hex-if-larger=2"}},
	{flags: []string{"--mlir-print-skip-regions", "--mlir-print-value-users", "--mlir-print-debuginfo"}},
})

// withGeneric returns the cases followed by their generic-form variants.
func withGeneric(cases []printFlagCase) []printFlagCase {
	out := append([]printFlagCase(nil), cases...)
	for _, c := range cases {
		out = append(out, printFlagCase{flags: append([]string{"--mlir-print-op-generic"}, c.flags...)})
	}
	return out
}

// upstreamCacheDir holds upstream's outputs keyed by binary, flags and
// input, so that reruns only run gomlir.
var upstreamCacheDir = filepath.Join(os.TempDir(), "gomlir-upstream-cache")

// runUpstreamCached runs upstream mlir-opt on src (standard input) with
// flags and returns its standard output and error, reusing an earlier run's
// from the cache directory.
func runUpstreamCached(t *testing.T, src []byte, flags []string) (stdout, stderr []byte) {
	t.Helper()
	fi, err := os.Stat(upstreamOpt)
	if err != nil {
		t.Fatalf("upstream mlir-opt not found at %s: install mlir-22-tools (see .ci/run)", upstreamOpt)
	}
	h := sha256.New()
	fmt.Fprintf(h, "%s\x00%d\x00%d\x00%q\x00", upstreamOpt, fi.Size(), fi.ModTime().UnixNano(), flags)
	h.Write(src)
	key := filepath.Join(upstreamCacheDir, hex.EncodeToString(h.Sum(nil)))
	if out, err := os.ReadFile(key + ".out"); err == nil {
		if errOut, err := os.ReadFile(key + ".err"); err == nil {
			return out, errOut
		}
	}
	cmd := exec.Command(upstreamOpt, flags...)
	cmd.Stdin = bytes.NewReader(src)
	var out, errOut bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errOut
	if err := cmd.Run(); err != nil {
		// A chunk's failure makes the whole batch exit 1; a crash
		// truncates the output, which the caller detects.
		if _, ok := err.(*exec.ExitError); !ok {
			t.Fatalf("running upstream: %v", err)
		}
	}
	if os.MkdirAll(upstreamCacheDir, 0o755) == nil {
		for _, f := range []struct {
			ext  string
			data []byte
		}{{".err", errOut.Bytes()}, {".out", out.Bytes()}} {
			tmp := fmt.Sprintf("%s%s.%d.tmp", key, f.ext, os.Getpid())
			if os.WriteFile(tmp, f.data, 0o644) == nil {
				os.Rename(tmp, key+f.ext)
			}
		}
	}
	return out.Bytes(), errOut.Bytes()
}

// upstreamArgs are the flags of every batched upstream run.
func upstreamArgs(flags []string) []string {
	return append([]string{"--allow-unregistered-dialect", "--split-input-file", "--output-split-marker=" + chunkMarker}, flags...)
}

// upstreamChunks runs upstream once over src with --split-input-file and
// returns each chunk's output (nil when the batch's output is truncated).
func upstreamChunks(t *testing.T, src []byte, flags []string, n int) [][]byte {
	t.Helper()
	out, _ := runUpstreamCached(t, src, upstreamArgs(flags))
	parts := bytes.Split(out, []byte(chunkMarker+"\n"))
	if len(parts) != n {
		return nil
	}
	return parts
}

// separatorChunk is put between the chunks of a diagnostics batch: its
// error (separatorDiag at its line) splits upstream's standard error.
const separatorChunk = "@"

func separatorDiag(line int) string {
	return fmt.Sprintf("<stdin>:%d:2: error: @ identifier expected to start with letter or '_'\n@\n ^\n", line)
}

// upstreamDiags runs upstream once over src, whose odd chunks are
// separators, and returns the diagnostics of each even chunk (nil when they
// cannot be split).
func upstreamDiags(t *testing.T, src []byte, split []splitinput.Chunk, flags []string) [][]byte {
	t.Helper()
	_, errOut := runUpstreamCached(t, src, upstreamArgs(flags))
	var parts [][]byte
	for j := 1; j < len(split); j += 2 {
		// A chunk starts at the end of the marker line before it.
		sep := []byte(separatorDiag(split[j].FirstLine + 1))
		i := bytes.Index(errOut, sep)
		if i < 0 {
			return nil
		}
		parts = append(parts, errOut[:i])
		errOut = errOut[i+len(sep):]
	}
	return append(parts, errOut)
}

// ourChunk runs gomlir-opt in-process on one chunk of src, as
// --split-input-file does, and returns its output and diagnostics.
func ourChunk(o *Options, src []byte, c splitinput.Chunk) (stdout, stderr []byte) {
	var out, errOut bytes.Buffer
	w := bufio.NewWriter(&out)
	d := &driver{o: o, name: "<stdin>", buf: src, out: w, stderr: &errOut}
	d.runRange(c.Offset, c.Offset+len(c.Data))
	w.Flush()
	return out.Bytes(), errOut.Bytes()
}

// joinChunks builds one --split-input-file buffer of the chunks.
func joinChunks(chunks [][]byte) []byte {
	var b bytes.Buffer
	for i, c := range chunks {
		if i > 0 {
			b.WriteString("\n// -----\n")
		}
		b.Write(c)
	}
	return b.Bytes()
}

// dumpDir, from GOMLIR_PRINTFLAGS_DUMP, receives the input and both outputs
// of every differing chunk.
var dumpDir = os.Getenv("GOMLIR_PRINTFLAGS_DUMP")

// flagResult is one case's agreement over a batch of chunks.
type flagResult struct {
	agree, total int
	differ       []int // indices of the differing chunks
}

// compareChunks runs the cases over the chunks: case k over the chunks i
// with i%stride == k%stride (a deterministic subset, to bound the run time)
// that upstream and gomlir both accept, or with diags, both reject, with
// upstream in one batched run per case and gomlir in-process, chunks in
// parallel. Printed IR is compared, or with diags, the diagnostics.
func compareChunks(t *testing.T, chunks [][]byte, cases []printFlagCase, stride int, diags bool) []flagResult {
	t.Helper()
	if diags {
		// Expected-diagnostic annotations would add upstream's reports of
		// unmet ones at the end of the batch.
		neutral := make([][]byte, len(chunks))
		for i, c := range chunks {
			neutral[i] = bytes.ReplaceAll(c, []byte("expected-"), []byte("expectxd-"))
		}
		chunks = neutral
	}
	up := upstreamChunks(t, joinChunks(chunks), nil, len(chunks))
	if up == nil {
		t.Fatalf("upstream's batched output does not have %d chunks", len(chunks))
	}
	o0, err := ParseArgs([]string{"--allow-unregistered-dialect"})
	if err != nil {
		t.Fatal(err)
	}
	eligible := make([]bool, len(chunks))
	parallelFor(len(chunks), func(i int) {
		out, _ := ourChunk(o0, chunks[i], splitinput.Chunk{Data: chunks[i]})
		eligible[i] = (len(up[i]) > 0) == !diags && (len(out) > 0) == !diags
	})
	results := make([]flagResult, len(cases))
	for r := 0; r < stride; r++ {
		var sel []int
		var selChunks [][]byte
		for i := r; i < len(chunks); i += stride {
			if !eligible[i] {
				continue
			}
			if diags && len(sel) > 0 {
				selChunks = append(selChunks, []byte(separatorChunk))
			}
			sel = append(sel, i)
			selChunks = append(selChunks, chunks[i])
		}
		src := joinChunks(selChunks)
		split := splitinput.Split(src, "")
		if len(split) != len(selChunks) {
			t.Fatalf("%d chunks split into %d", len(selChunks), len(split))
		}
		if diags {
			var real []splitinput.Chunk
			for j := 0; j < len(split); j += 2 {
				real = append(real, split[j])
			}
			split = real
		}
		for k := r; k < len(cases); k += stride {
			c := cases[k]
			var want [][]byte
			if diags {
				want = upstreamDiags(t, src, splitinput.Split(src, ""), c.flags)
			} else {
				want = upstreamChunks(t, src, c.flags, len(sel))
			}
			if len(want) != len(sel) {
				t.Errorf("%s: upstream's batched output does not split into %d chunks", c.name(), len(sel))
				continue
			}
			o, err := ParseArgs(append([]string{"--allow-unregistered-dialect", "--split-input-file"}, c.flags...))
			if err != nil {
				t.Errorf("%s: %v", c.name(), err)
				continue
			}
			same := make([]bool, len(sel))
			parallelFor(len(sel), func(j int) {
				got, gotErr := ourChunk(o, src, split[j])
				if diags {
					got = gotErr
				}
				same[j] = bytes.Equal(got, want[j])
				if !same[j] && dumpDir != "" {
					base := filepath.Join(dumpDir, fmt.Sprintf("%s.%d", strings.NewReplacer(" ", "_", "/", "_", "-", "").Replace(c.name()), sel[j]))
					os.WriteFile(base+".ours", got, 0o644)
					os.WriteFile(base+".upstream", want[j], 0o644)
					os.WriteFile(base+".mlir", split[j].Data, 0o644)
				}
			})
			results[k].total = len(sel)
			for j, ok := range same {
				if ok {
					results[k].agree++
				} else {
					results[k].differ = append(results[k].differ, sel[j])
				}
			}
		}
	}
	return results
}

// parallelFor runs f(i) for i in [0, n) on every CPU.
func parallelFor(n int, f func(i int)) {
	var wg sync.WaitGroup
	next := make(chan int)
	for w := 0; w < runtime.GOMAXPROCS(0); w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range next {
				f(i)
			}
		}()
	}
	for i := 0; i < n; i++ {
		next <- i
	}
	close(next)
	wg.Wait()
}

// corpusChunks returns the chunks of every corpus file.
func corpusChunks(t *testing.T) (chunks [][]byte, names []string) {
	t.Helper()
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
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		for i, c := range splitinput.Split(data, "") {
			chunks = append(chunks, c.Data)
			names = append(names, fmt.Sprintf("%s#%d", strings.TrimPrefix(f, corpusRoot+"/"), i))
		}
	}
	return chunks, names
}

// reportFlagResults logs the agreement of every case and fails the cases
// below their floor (nil: every compared chunk must agree).
func reportFlagResults(t *testing.T, what string, cases []printFlagCase, results []flagResult, names []string, floor func(printFlagCase) int) {
	t.Helper()
	for k, c := range cases {
		r := results[k]
		t.Logf("%-90s %4d/%d agree", c.name(), r.agree, r.total)
		if testing.Verbose() {
			for _, i := range r.differ {
				t.Logf("    differs: %s", names[i])
			}
		}
		want := r.total
		if floor != nil {
			want = floor(c)
		}
		if r.agree < want {
			t.Errorf("%s %s: %d agree, want at least %d", what, c.name(), r.agree, want)
		}
	}
}

// TestPrintFlagsCorpus compares gomlir's output with upstream's for every
// printer flag case on every corpus chunk both accept.
func TestPrintFlagsCorpus(t *testing.T) {
	chunks, names := corpusChunks(t)
	results := compareChunks(t, chunks, printFlagCases, 1, false)
	reportFlagResults(t, "corpus", printFlagCases, results, names, printFlagCase.corpusFloor)
}

// TestPrintFlagsIrgen compares gomlir's output with upstream's for the
// printer flag cases on random programs of internal/irgen (generic-form
// programs and custom-form programs of the core dialects), each case on a
// fifth of the seeds. Every program must agree.
func TestPrintFlagsIrgen(t *testing.T) {
	for _, g := range []struct {
		name  string
		seeds int
		gen   func(r *rand.Rand) []byte
	}{
		{"generic", 300, func(r *rand.Rand) []byte { return irgen.Generate(r, irgen.Config{}) }},
		{"core", 150, func(r *rand.Rand) []byte { return irgen.GenerateCore(r, irgen.CoreConfig{NoPoison: true}) }},
	} {
		t.Run(g.name, func(t *testing.T) {
			progs := make([][]byte, g.seeds)
			names := make([]string, g.seeds)
			for i := range progs {
				progs[i] = g.gen(rand.New(rand.NewSource(int64(i + 1))))
				names[i] = fmt.Sprintf("seed %d", i+1)
			}
			const stride = 5
			results := compareChunks(t, progs, printFlagCases, stride, false)
			for k := range results {
				if results[k].total < g.seeds/stride*9/10 {
					t.Errorf("%s: only %d programs compared", printFlagCases[k].name(), results[k].total)
				}
			}
			reportFlagResults(t, "irgen "+g.name, printFlagCases, results, names, nil)
		})
	}
}

// TestPrintFlagsDiagnostics compares gomlir's diagnostics with upstream's
// for the printer flag cases (which shape the operations diagnostics
// attach) on the corpus chunks both reject, each case on a third of them.
// Every chunk whose diagnostics agree without flags must agree with every
// flag case.
func TestPrintFlagsDiagnostics(t *testing.T) {
	chunks, names := corpusChunks(t)
	base := compareChunks(t, chunks, []printFlagCase{{}}, 1, true)[0]
	t.Logf("%d/%d chunks rejected by both tools have the same diagnostics without flags", base.agree, base.total)
	if base.agree < minDiagnosticsAgree {
		t.Errorf("diagnostics without flags: %d chunks agree, want at least %d", base.agree, minDiagnosticsAgree)
	}
	wrongBase := map[int]bool{}
	for _, i := range base.differ {
		wrongBase[i] = true
	}
	results := compareChunks(t, chunks, printFlagCases, 3, true)
	for k := range results {
		// The flags are judged on the chunks right without flags.
		var differ []int
		for _, i := range results[k].differ {
			if wrongBase[i] {
				results[k].total--
			} else {
				differ = append(differ, i)
			}
		}
		results[k].differ = differ
	}
	reportFlagResults(t, "diagnostics", printFlagCases, results, names, nil)
}

// minDiagnosticsAgree is the measured number of corpus chunks rejected by
// both tools whose diagnostics (without flags) agree.
const minDiagnosticsAgree = 365
