package math_test

//go:generate sh testdata/libmgen/gen.sh

import (
	"bufio"
	"compress/gzip"
	"fmt"
	"os"
	"sort"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/gomlir/gomlir/ir"
)

// minAgreement is the least fraction of glibc's results that each folder
// must reproduce bit for bit on the table (function and type), where it is
// below defaultMinAgreement: the folders return the correctly rounded
// result (with glibc's evaluation in libm.go's logPlusLn2 and erfTiny),
// and these glibc 2.36 functions are not correctly rounded (the
// float functions other than exp, exp2, log, log2, pow, sin and cos, and
// the double acosh, asinh, atanh, cosh, erf, erfc, expm1, log10, log1p, sinh
// and tanh err by up to one or two ulps on ordinary arguments).
var minAgreement = map[string]float64{
	"acos f32":  0.960,
	"acosh f32": 0.930,
	"acosh f64": 0.950,
	"asin f32":  0.965,
	"asinh f32": 0.905,
	"asinh f64": 0.875,
	"atan f32":  0.980,
	"atan2 f32": 0.855,
	"atanh f32": 0.875,
	"atanh f64": 0.865,
	"cos f32":   0.990,
	"cosh f32":  0.925,
	"cosh f64":  0.920,
	"erf f32":   0.975,
	"erf f64":   0.965,
	"erfc f32":  0.870,
	"erfc f64":  0.850,
	"expm1 f32": 0.950,
	"expm1 f64": 0.955,
	"log10 f32": 0.935,
	"log10 f64": 0.945,
	"log1p f32": 0.970,
	"log1p f64": 0.970,
	"sin f32":   0.990,
	"sinh f32":  0.880,
	"sinh f64":  0.870,
	"tan f32":   0.965,
	"tanh f32":  0.910,
	"tanh f64":  0.915,
}

// defaultMinAgreement applies to the entries minAgreement leaves out.
const defaultMinAgreement = 0.995

// TestGlibcTable folds every entry of testdata/glibc_libm.txt.gz (glibc's
// results, written by testdata/libmgen/gen.c) and compares the bits.
func TestGlibcTable(t *testing.T) {
	f, err := os.Open("testdata/glibc_libm.txt.gz")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	zr, err := gzip.NewReader(f)
	if err != nil {
		t.Fatal(err)
	}
	ctx := newContext()
	type tally struct{ n, same int }
	tallies := map[string]*tally{}
	var slowest time.Duration
	var slowestEntry string
	sc := bufio.NewScanner(zr)
	for sc.Scan() {
		line := sc.Text()
		if strings.HasPrefix(line, "#") {
			continue
		}
		fields := strings.Fields(line)
		name := fields[0]
		info, ty, operands, attrs := tableOp(t, ctx, fields[:len(fields)-1], "0x")
		want, err := strconv.ParseUint(fields[len(fields)-1], 16, 64)
		if err != nil {
			t.Fatal(err)
		}
		op := ir.NewOperation(ctx, &ir.OperationState{Name: info, Operands: operands, Types: []ir.Type{ty}})
		start := time.Now()
		got := info.Fold(op, attrs)
		if d := time.Since(start); d > slowest {
			slowest, slowestEntry = d, line
		}
		key := name + " " + fields[1]
		tl := tallies[key]
		if tl == nil {
			tl = &tally{}
			tallies[key] = tl
		}
		tl.n++
		switch {
		case got == nil:
			t.Errorf("%s: not folded", line)
		case got[0].Attr.(*ir.FloatAttr).Bits.Lo == want:
			tl.same++
		default:
			if testing.Verbose() && tl.n-tl.same <= 5 {
				t.Logf("%s: got %x", line, got[0].Attr.(*ir.FloatAttr).Bits.Lo)
			}
		}
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	keys := make([]string, 0, len(tallies))
	for k := range tallies {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	var report strings.Builder
	for _, k := range keys {
		tl := tallies[k]
		frac := float64(tl.same) / float64(tl.n)
		fmt.Fprintf(&report, "%-10s %5d/%5d %7.3f%%\n", k, tl.same, tl.n, 100*frac)
		least, ok := minAgreement[k]
		if !ok {
			least = defaultMinAgreement
		}
		if frac < least {
			t.Errorf("%s: %d of %d results agree with glibc (%.3f%%), want at least %.3f%%", k, tl.same, tl.n, 100*frac, 100*least)
		}
	}
	t.Logf("agreement with glibc:\n%sslowest fold: %v (%s)", report.String(), slowest, slowestEntry)
}
