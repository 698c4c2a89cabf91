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
	shapedSeeds = flag.Int("shapedseeds", 0, "number of seeds of TestShapedDifferential (default $GOMLIR_SHAPEDGEN_N or 8)")
	shapedFirst = flag.Int("shapedseed", 0, "first seed of TestShapedDifferential (default $GOMLIR_SHAPEDGEN_SEED or 1)")
	shapedDump  = flag.String("shapeddump", "", "directory where TestShapedDifferential writes the programs it disagrees on")
)

// shapedChecks are the comparisons of TestShapedDifferential.
var shapedChecks = []struct {
	name  string
	flags []string
}{
	{"round trip (default)", nil},
	{"round trip (generic, debuginfo)", []string{"--mlir-print-op-generic", "--mlir-print-debuginfo"}},
	{"round trip (debuginfo)", []string{"--mlir-print-debuginfo"}},
	{"canonicalize", []string{"--canonicalize"}},
	{"cse", []string{"--cse"}},
	{"canonicalize cse", []string{"--canonicalize", "--cse", "--mlir-print-op-generic"}},
	{"sccp", []string{"--sccp"}},
	{"inline", []string{"--inline"}},
}

// TestShapedDifferential generates random programs of the tensor and
// vector dialects (GenerateShaped) and checks that gomlir prints what
// upstream prints after a round trip in each form and after canonicalize,
// cse, both, sccp and inline; a mutated copy of each program (an invalid
// variant, when upstream rejects it) must get upstream's diagnostics.
// -shapedseeds and -shapedseed (or GOMLIR_SHAPEDGEN_N and
// GOMLIR_SHAPEDGEN_SEED) choose the seeds, -shapeddump writes the
// programs that disagree.
func TestShapedDifferential(t *testing.T) {
	needUpstream(t)
	n := *shapedSeeds
	if n <= 0 {
		n = envInt("GOMLIR_SHAPEDGEN_N", 8)
	}
	first := *shapedFirst
	if first <= 0 {
		first = envInt("GOMLIR_SHAPEDGEN_SEED", 1)
	}
	names := append([]string{}, "invalid variant")
	for _, c := range shapedChecks {
		names = append(names, c.name)
	}
	type result struct {
		rejected string
		failures []string
	}
	results := make([]result, n)
	parallel(n, func(i int) {
		seed := int64(first + i)
		r := rand.New(rand.NewSource(seed))
		src := GenerateShaped(r, ShapedConfig{})
		res := &results[i]
		res.failures = make([]string, len(names))
		if _, errOut, ok := runUpstream(src, nil); !ok {
			res.rejected = firstDiagnostic(errOut)
			if *shapedDump != "" {
				os.WriteFile(filepath.Join(*shapedDump, fmt.Sprintf("rejected%d.mlir", seed)), src, 0o644)
			}
			return
		}
		res.failures[0] = invalidVariantCheck(r, src)
		for k, c := range shapedChecks {
			res.failures[k+1] = loopCheck(src, c.flags)
		}
		bad := false
		for _, f := range res.failures {
			bad = bad || (f != "" && f != skipped)
		}
		if bad && *shapedDump != "" {
			os.WriteFile(filepath.Join(*shapedDump, fmt.Sprintf("shaped%d.mlir", seed)), src, 0o644)
		}
	})
	rejected, reported := 0, 0
	agree := make([]int, len(names))
	skips := make([]int, len(names))
	show := envInt("GOMLIR_IRGEN_SHOW", 10)
	for i, r := range results {
		seed := first + i
		if r.rejected != "" {
			rejected++
			t.Logf("seed %d: upstream rejects the program: %s", seed, r.rejected)
			continue
		}
		for k, f := range r.failures {
			switch {
			case f == "":
				agree[k]++
			case f == skipped:
				skips[k]++
			case reported < show:
				t.Errorf("seed %d: %s differs (-shapedseed %d -shapedseeds 1 to rerun):\n%s", seed, names[k], seed, f)
				reported++
			default:
				t.Logf("seed %d: %s differs: %s", seed, names[k], summary(f))
				reported++
			}
		}
	}
	t.Logf("%d seeds from %d, %d rejected by upstream", n, first, rejected)
	for k, name := range names {
		t.Logf("  %-34s %d/%d agree (%d skipped)", name, agree[k], n-rejected-skips[k], skips[k])
	}
	if reported > show {
		t.Errorf("%d more mismatches (listed above)", reported-show)
	}
	if rejected*10 > n {
		t.Errorf("upstream rejects %d of %d generated programs (more than 10%%): the generator must produce valid IR", rejected, n)
	}
}

// invalidVariantCheck mutates one op line of src (a size, a type, an
// operand or a keyword) and, when upstream rejects the result, checks that
// gomlir reports the same diagnostics; it is skipped when upstream accepts
// the variant.
func invalidVariantCheck(r *rand.Rand, src []byte) string {
	lines := strings.Split(string(src), "\n")
	i := pickLine(r, lines, func(l string) bool { return strings.Contains(l, " = ") || strings.Contains(l, "vector.") })
	if i < 0 {
		return skipped
	}
	lines[i] = mutateLine(r, lines[i])
	bad := []byte(strings.Join(lines, "\n"))
	_, wantErr, wantOK := runUpstream(bad, nil)
	if wantOK || bytes.Contains(wantErr, []byte("PLEASE submit a bug report")) {
		return skipped
	}
	_, gotErr, gotOK := runGomlir(bad, nil)
	if gotOK {
		return "upstream rejects the variant, gomlir accepts it: " + firstDiagnostic(wantErr) + "\nline: " + lines[i]
	}
	if w, g := withoutDialectList(wantErr), withoutDialectList(gotErr); !bytes.Equal(w, g) {
		return diff(w, g) + "line: " + lines[i]
	}
	return ""
}

// withoutDialectList drops the note listing the available dialects (upstream
// has many more).
func withoutDialectList(stderr []byte) []byte {
	var out []string
	for _, l := range strings.Split(string(stderr), "\n") {
		if !strings.Contains(l, "note: Available dialects:") {
			out = append(out, l)
		}
	}
	return []byte(strings.Join(out, "\n"))
}

// mutateLine applies one random edit to an op line.
func mutateLine(r *rand.Rand, l string) string {
	edits := []func(string) string{
		func(s string) string { return replaceNth(r, s, "4", "5") },
		func(s string) string { return replaceNth(r, s, "f32", "i32") },
		func(s string) string { return replaceNth(r, s, "x", "x2x") },
		func(s string) string { return replaceNth(r, s, ", ", " ") },
		func(s string) string { return replaceNth(r, s, "]", "") },
		func(s string) string { return replaceNth(r, s, "[", "[1, ") },
		func(s string) string { return replaceNth(r, s, ":", ",") },
		func(s string) string { return replaceNth(r, s, "<", "<?x") },
		func(s string) string { return replaceNth(r, s, "true", "1") },
		func(s string) string { return replaceNth(r, s, "0", "9") },
	}
	for tries := 0; tries < 10; tries++ {
		if m := edits[r.Intn(len(edits))](l); m != l {
			return m
		}
	}
	return l + " extra"
}

// replaceNth replaces a random occurrence of old in s by new.
func replaceNth(r *rand.Rand, s, old, new string) string {
	n := strings.Count(s, old)
	if n == 0 {
		return s
	}
	k := r.Intn(n)
	idx := -1
	for i := 0; i <= k; i++ {
		j := strings.Index(s[idx+1:], old)
		idx += j + 1
	}
	return s[:idx] + new + s[idx+len(old):]
}

// TestGenerateShapedCoverage checks that a seed determines the program and
// that the programs use every op of both dialects.
func TestGenerateShapedCoverage(t *testing.T) {
	ops := map[string]bool{}
	for seed := int64(0); seed < 200; seed++ {
		a := GenerateShaped(rand.New(rand.NewSource(seed)), ShapedConfig{})
		b := GenerateShaped(rand.New(rand.NewSource(seed)), ShapedConfig{})
		if !bytes.Equal(a, b) {
			t.Fatalf("seed %d: two different programs", seed)
		}
		for _, f := range strings.Fields(string(a)) {
			ops[strings.SplitN(f, "(", 2)[0]] = true
		}
	}
	for _, op := range shapedOps {
		if !ops[op] {
			t.Errorf("no program of 200 has %s", op)
		}
	}
}

// shapedOps are the ops GenerateShaped must cover.
var shapedOps = []string{
	"vector.broadcast", "vector.extract", "vector.insert", "vector.extract_strided_slice", "vector.insert_strided_slice",
	"vector.shuffle", "vector.from_elements", "vector.to_elements", "vector.shape_cast", "vector.transpose",
	"vector.bitcast", "vector.reduction", "vector.multi_reduction", "vector.contract", "vector.outerproduct",
	"vector.fma", "vector.step", "vector.vscale", "vector.create_mask", "vector.constant_mask", "vector.mask",
	"vector.yield", "vector.transfer_read", "vector.transfer_write", "vector.load", "vector.store",
	"vector.maskedload", "vector.maskedstore", "vector.gather", "vector.scatter", "vector.expandload",
	"vector.compressstore", "vector.scalable.insert", "vector.scalable.extract", "vector.interleave",
	"vector.deinterleave", "vector.print", "vector.scan", "vector.type_cast",
	"tensor.empty", "tensor.cast", "tensor.dim", "tensor.rank", "tensor.extract", "tensor.insert",
	"tensor.from_elements", "tensor.splat", "tensor.generate", "tensor.yield", "tensor.pad", "tensor.extract_slice",
	"tensor.insert_slice", "tensor.collapse_shape", "tensor.expand_shape", "tensor.reshape", "tensor.concat",
	"tensor.bitcast", "tensor.gather", "tensor.scatter", "func.call",
}
