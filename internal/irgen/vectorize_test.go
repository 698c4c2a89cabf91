package irgen

import (
	"bytes"
	"flag"
	"fmt"
	"math/rand"
	"os"
	"path/filepath"
	"testing"
)

var (
	vecSeeds = flag.Int("vecseeds", 0, "number of seeds of TestVectorizeDifferential (default $GOMLIR_VECGEN_N or 6)")
	vecFirst = flag.Int("vecseed", 0, "first seed of TestVectorizeDifferential (default $GOMLIR_VECGEN_SEED or 1)")
	vecDump  = flag.String("vecdump", "", "directory where TestVectorizeDifferential writes the programs it disagrees on")
)

// vectorizeChecks are the affine-super-vectorize configurations
// TestVectorizeDifferential compares.
var vectorizeChecks = [][]string{
	{"--affine-super-vectorize=virtual-vector-size=4"},
	{"--affine-super-vectorize=virtual-vector-size=4 vectorize-reductions=true", "--mlir-print-op-generic", "--mlir-print-debuginfo"},
	{"--affine-super-vectorize=virtual-vector-size=8 test-fastest-varying=1"},
	{"--affine-super-vectorize=virtual-vector-size=4,8"},
	{"--affine-super-vectorize=virtual-vector-size=2,4 test-fastest-varying=1,0"},
	{"--affine-super-vectorize=virtual-vector-size=2,2,4 test-fastest-varying=2,1,0"},
	{"--affine-super-vectorize=virtual-vector-size=128 test-fastest-varying=0 vectorize-reductions=true"},
}

// sameRun compares gomlir's and upstream's output and diagnostics with
// flags on src; it returns "" when they agree.
func sameRun(src []byte, flags []string) string {
	want, wantErr, wantOK := runUpstream(src, flags)
	if !wantOK && bytes.Contains(wantErr, []byte("PLEASE submit a bug report")) {
		return skipped
	}
	got, gotErr, gotOK := runGomlir(src, flags)
	// Upstream's vector loops keep the bound operands of the scalar
	// loops, and an inner bound on an outer vectorized loop's induction
	// variable refers to a loop upstream erased: what its verifier then
	// reads is undefined (gomlir reports the use of the erased value).
	if !wantOK && !gotOK && bytes.Contains(gotErr, []byte("using value defined outside the region")) {
		return skipped
	}
	switch {
	case wantOK != gotOK:
		return fmt.Sprintf("upstream succeeds: %v, gomlir succeeds: %v\nupstream: %s\ngomlir: %s",
			wantOK, gotOK, firstLines(string(wantErr), 3), firstLines(string(gotErr), 3))
	case !bytes.Equal(want, got):
		return diff(want, got) + lineDiffFocus(want, got)
	case !bytes.Equal(wantErr, gotErr):
		return diff(wantErr, gotErr)
	}
	return ""
}

// TestVectorizeDifferential generates random affine loop nests
// (GenerateVectorizable, and GenerateLoops programs) and checks that
// gomlir's affine-super-vectorize prints what upstream's prints, with 1-D
// to 3-D vector sizes, fastest varying patterns and reductions. -vecseeds
// and -vecseed (or GOMLIR_VECGEN_N and GOMLIR_VECGEN_SEED) choose the
// seeds, -vecdump writes the programs that disagree.
func TestVectorizeDifferential(t *testing.T) {
	needUpstream(t)
	n := *vecSeeds
	if n <= 0 {
		n = envInt("GOMLIR_VECGEN_N", 6)
	}
	first := *vecFirst
	if first <= 0 {
		first = envInt("GOMLIR_VECGEN_SEED", 1)
	}
	failures := make([][]string, n)
	rejected := make([]bool, n)
	parallel(n, func(i int) {
		seed := int64(first + i)
		var src []byte
		if i%4 == 3 {
			src = GenerateLoops(rand.New(rand.NewSource(seed)), LoopConfig{})
		} else {
			src = GenerateVectorizable(rand.New(rand.NewSource(seed)))
		}
		if _, _, ok := runUpstream(src, nil); !ok {
			rejected[i] = true
			return
		}
		failures[i] = make([]string, len(vectorizeChecks))
		bad := false
		for k, flags := range vectorizeChecks {
			failures[i][k] = sameRun(src, flags)
			bad = bad || (failures[i][k] != "" && failures[i][k] != skipped)
		}
		if bad && *vecDump != "" {
			os.WriteFile(filepath.Join(*vecDump, fmt.Sprintf("vec%d.mlir", seed)), src, 0o644)
		}
	})
	agree := make([]int, len(vectorizeChecks))
	crashed := make([]int, len(vectorizeChecks))
	nrej, reported := 0, 0
	show := envInt("GOMLIR_IRGEN_SHOW", 10)
	for i, fs := range failures {
		if rejected[i] {
			nrej++
			continue
		}
		for k, f := range fs {
			switch {
			case f == "":
				agree[k]++
			case f == skipped:
				crashed[k]++
			case reported < show:
				t.Errorf("seed %d: %v differs (-vecseed %d -vecseeds 1 to rerun):\n%s", first+i, vectorizeChecks[k], first+i, f)
				reported++
			default:
				t.Logf("seed %d: %v differs: %s", first+i, vectorizeChecks[k], summary(f))
				reported++
			}
		}
	}
	t.Logf("%d seeds from %d, %d rejected by upstream", n, first, nrej)
	for k, flags := range vectorizeChecks {
		t.Logf("  %-80v %d/%d agree (%d where upstream crashes or reads an erased loop)", flags, agree[k], n-nrej-crashed[k], crashed[k])
	}
	if nrej*5 > n {
		t.Errorf("upstream rejects %d of %d generated programs (more than 20%%): the generator must produce valid IR", nrej, n)
	}
}
