package vectortollvm_test

import (
	"bytes"
	"flag"
	"fmt"
	"math/rand"
	"os"
	"os/exec"
	"strings"
	"testing"

	"github.com/gomlir/gomlir/internal/optmain"
)

var randCount = flag.Int("vecrand", 2, "number of random vector-lowering files TestRandomLoweringsDifferential compares with upstream (a sweep: -vecrand=200)")

const upstreamOpt = "/usr/lib/llvm-22/bin/mlir-opt"

// vt spells a vector type.
func vt(shape []int, elem string) string {
	var b strings.Builder
	b.WriteString("vector<")
	for _, d := range shape {
		fmt.Fprintf(&b, "%dx", d)
	}
	return b.String() + elem + ">"
}

func ints(xs []int) string {
	s := make([]string, len(xs))
	for i, x := range xs {
		s[i] = fmt.Sprint(x)
	}
	return strings.Join(s, ", ")
}

// randomShape is a shape of rank 1 to 3 with dimensions lo to hi.
func randomShape(r *rand.Rand, lo, hi int) []int {
	s := make([]int, 1+r.Intn(3))
	for i := range s {
		s[i] = lo + r.Intn(hi-lo+1)
	}
	return s
}

// reshape returns a random shape with n elements.
func reshape(r *rand.Rand, n int) []int {
	var s []int
	for n > 1 && len(s) < 2 {
		var divs []int
		for d := 1; d <= n; d++ {
			if n%d == 0 {
				divs = append(divs, d)
			}
		}
		d := divs[r.Intn(len(divs))]
		s = append(s, d)
		n /= d
	}
	return append(s, n)
}

// randomFunc returns a function of one vector op the LLVM lowering
// decomposes: shape_cast, transpose, strided slices, contraction,
// interleave and deinterleave.
func randomFunc(r *rand.Rand, k int) string {
	t := []string{"f32", "i32", "i8", "f64"}[r.Intn(4)]
	switch r.Intn(6) {
	case 0:
		a := reshape(r, []int{1, 2, 4, 6, 8, 12}[r.Intn(6)])
		b := reshape(r, numElems(a))
		return fmt.Sprintf("func.func @f%d(%%a: %s) -> %s {\n  %%0 = vector.shape_cast %%a : %s to %s\n  return %%0 : %s\n}", k, vt(a, t), vt(b, t), vt(a, t), vt(b, t), vt(b, t))
	case 1:
		s := randomShape(r, 1, 3)
		p := r.Perm(len(s))
		rs := make([]int, len(s))
		for i, x := range p {
			rs[i] = s[x]
		}
		return fmt.Sprintf("func.func @f%d(%%a: %s) -> %s {\n  %%0 = vector.transpose %%a, [%s] : %s to %s\n  return %%0 : %s\n}", k, vt(s, t), vt(rs, t), ints(p), vt(s, t), vt(rs, t), vt(rs, t))
	case 2:
		s := randomShape(r, 2, 4)
		n := 1 + r.Intn(len(s))
		var offs, sizes, ones []int
		for i := 0; i < n; i++ {
			o := r.Intn(s[i])
			offs, sizes, ones = append(offs, o), append(sizes, 1+r.Intn(s[i]-o)), append(ones, 1)
		}
		rs := append(append([]int(nil), sizes...), s[n:]...)
		return fmt.Sprintf("func.func @f%d(%%a: %s) -> %s {\n  %%0 = vector.extract_strided_slice %%a {offsets = [%s], sizes = [%s], strides = [%s]} : %s to %s\n  return %%0 : %s\n}",
			k, vt(s, t), vt(rs, t), ints(offs), ints(sizes), ints(ones), vt(s, t), vt(rs, t), vt(rs, t))
	case 3:
		d := randomShape(r, 2, 4)
		sr := 1 + r.Intn(len(d))
		var src, offs, ones []int
		for i := 0; i < len(d)-sr; i++ {
			offs = append(offs, r.Intn(d[i]))
		}
		for _, x := range d[len(d)-sr:] {
			sz := 1 + r.Intn(x)
			src, offs, ones = append(src, sz), append(offs, r.Intn(x-sz+1)), append(ones, 1)
		}
		return fmt.Sprintf("func.func @f%d(%%a: %s, %%b: %s) -> %s {\n  %%0 = vector.insert_strided_slice %%a, %%b {offsets = [%s], strides = [%s]} : %s into %s\n  return %%0 : %s\n}",
			k, vt(src, t), vt(d, t), vt(d, t), ints(offs), ints(ones), vt(src, t), vt(d, t), vt(d, t))
	case 4:
		size := map[string]int{"m": 1 + r.Intn(3), "n": 1 + r.Intn(3), "k": 1 + r.Intn(3)}
		pick := func(a, b []string) []string {
			if r.Intn(2) == 0 {
				return a
			}
			return b
		}
		lhs, rhs, acc := pick([]string{"m", "k"}, []string{"k", "m"}), pick([]string{"k", "n"}, []string{"n", "k"}), pick([]string{"m", "n"}, []string{"n", "m"})
		m := func(l []string) string { return "affine_map<(m, n, k) -> (" + strings.Join(l, ", ") + ")>" }
		sh := func(l []string) string { return vt([]int{size[l[0]], size[l[1]]}, t) }
		return fmt.Sprintf("func.func @f%d(%%a: %s, %%b: %s, %%c: %s) -> %s {\n  %%0 = vector.contract {indexing_maps = [%s, %s, %s], "+
			"iterator_types = [\"parallel\", \"parallel\", \"reduction\"]} %%a, %%b, %%c : %s, %s into %s\n  return %%0 : %s\n}",
			k, sh(lhs), sh(rhs), sh(acc), sh(acc), m(lhs), m(rhs), m(acc), sh(lhs), sh(rhs), sh(acc), sh(acc))
	default:
		h := randomShape(r, 1, 3)
		s := append(append([]int(nil), h[:len(h)-1]...), 2*h[len(h)-1])
		return fmt.Sprintf("func.func @f%d(%%a: %s, %%b: %s) -> (%s, %s) {\n  %%0 = vector.interleave %%a, %%b : %s -> %s\n  %%1, %%2 = vector.deinterleave %%0 : %s -> %s\n  return %%0, %%1 : %s, %s\n}",
			k, vt(h, t), vt(h, t), vt(s, t), vt(h, t), vt(h, t), vt(s, t), vt(s, t), vt(h, t), vt(s, t), vt(h, t))
	}
}

// numElems is the number of elements of a shape.
func numElems(s []int) int {
	n := 1
	for _, d := range s {
		n *= d
	}
	return n
}

// TestRandomLoweringsDifferential lowers files of random vector ops with
// convert-vector-to-llvm under each contraction and transpose strategy,
// and compares the output with upstream mlir-opt's.
func TestRandomLoweringsDifferential(t *testing.T) {
	if _, err := os.Stat(upstreamOpt); err != nil {
		t.Skip("upstream mlir-opt missing")
	}
	options := []string{"", "vector-contract-lowering=outerproduct vector-transpose-lowering=shuffle1d",
		"vector-contract-lowering=parallelarith", "vector-contract-lowering=llvmintr vector-transpose-lowering=llvmintr"}
	for seed := int64(1); seed <= int64(*randCount); seed++ {
		r := rand.New(rand.NewSource(seed))
		funcs := make([]string, 30)
		for k := range funcs {
			funcs[k] = randomFunc(r, k)
		}
		src := strings.Join(funcs, "\n// -----\n")
		for _, o := range options {
			args := []string{"-", "-split-input-file", "-convert-vector-to-llvm=" + o}
			var got, errs bytes.Buffer
			optmain.Main(args, strings.NewReader(src), &got, &errs)
			cmd := exec.Command(upstreamOpt, args...)
			cmd.Stdin = strings.NewReader(src)
			want, _ := cmd.Output()
			if got.String() != string(want) {
				t.Fatalf("seed %d, options %q: output differs from upstream\n%s", seed, o, src)
			}
		}
	}
}
