package irgen

import (
	"flag"
	"fmt"
	"math/rand"
	"strings"
	"testing"
)

var loopInvalidSeeds = flag.Int("loopinvalidseeds", 0, "number of seeds of TestLoopInvalid (default $GOMLIR_LOOPINVALID_N or 10)")

// loopOpLine reports whether a custom-form line holds an op of the scf,
// affine or memref dialect.
func loopOpLine(l string) bool {
	t := strings.TrimSpace(l)
	if i := strings.Index(t, " = "); i >= 0 && strings.HasPrefix(t, "%") {
		t = t[i+3:]
	}
	return strings.HasPrefix(t, "scf.") || strings.HasPrefix(t, "affine.") || strings.HasPrefix(t, "memref.")
}

// loopMutations turn a valid custom-form program of GenerateLoops into an
// invalid one by editing one line of an scf, affine or memref op.
var loopMutations = []struct {
	name string
	edit func(r *rand.Rand, l string) (string, bool)
}{
	{"drop token", func(r *rand.Rand, l string) (string, bool) {
		ind := l[:len(l)-len(strings.TrimLeft(l, " "))]
		f := strings.Fields(l)
		if len(f) < 2 {
			return "", false
		}
		k := 1 + r.Intn(len(f)-1)
		return ind + strings.Join(append(f[:k:k], f[k+1:]...), " "), true
	}},
	{"drop punctuation", func(r *rand.Rand, l string) (string, bool) {
		var offs []int
		for _, c := range []byte("()[]{}:,=<>") {
			offs = append(offs, outsideStrings(l, c)...)
		}
		if len(offs) == 0 {
			return "", false
		}
		k := offs[r.Intn(len(offs))]
		return l[:k] + l[k+1:], true
	}},
	{"wrong type", func(r *rand.Rand, l string) (string, bool) {
		for _, t := range []string{"index", "f32", "i32", "memref<8xf32>", "memref<8x8xf32>"} {
			if i := strings.LastIndex(l, t); i >= 0 && strings.Contains(l[:i], ":") {
				repl := pick(&gen{r: r}, []string{"i64", "f16", "memref<3xf32>", "vector<2xf32>", "tensor<8xf32>"})
				return l[:i] + repl + l[i+len(t):], true
			}
		}
		return "", false
	}},
	{"undefined value", func(r *rand.Rand, l string) (string, bool) {
		refs := valueRef.FindAllStringIndex(l, -1)
		start := 0
		if i := strings.Index(l, " = "); i >= 0 && strings.HasPrefix(strings.TrimSpace(l), "%") {
			start = i
		}
		var uses [][]int
		for _, ref := range refs {
			if ref[0] > start {
				uses = append(uses, ref)
			}
		}
		if len(uses) == 0 {
			return "", false
		}
		u := uses[r.Intn(len(uses))]
		return l[:u[0]] + "%undefined_value" + l[u[1]:], true
	}},
	{"bad keyword", func(r *rand.Rand, l string) (string, bool) {
		var cands [][2]string
		for _, kw := range [][2]string{{" to ", " too "}, {" step ", " stp "}, {"iter_args(", "iterargs("}, {"locality<", "locality<7"},
			{" read,", " rd,"}, {" data ", " dat "}, {"init (", "inits ("}, {"shared_outs(", "shared("}, {"output_shape", "outshape"},
			{" into ", " in "}, {"default", "dflt"}, {"case ", "cas "}, {"max ", "mx "}, {"min ", "mn "}, {" do ", " od "},
			{"offset: ", "ofset: "}, {"reduce (", "reduc ("}, {"unsigned", "unsignd"}} {
			if strings.Contains(l, kw[0]) {
				cands = append(cands, kw)
			}
		}
		if len(cands) == 0 {
			return "", false
		}
		kw := cands[r.Intn(len(cands))]
		return strings.Replace(l, kw[0], kw[1], 1), true
	}},
}

// TestLoopInvalid mutates programs of GenerateLoops (one line of an scf,
// affine or memref op, in the custom form) into invalid ones: both tools
// must reject each mutant upstream rejects, with the same first
// diagnostic (line, column and message). -loopinvalidseeds (or
// GOMLIR_LOOPINVALID_N) sets the number of seeds, -loopseed the first.
func TestLoopInvalid(t *testing.T) {
	needUpstream(t)
	n := *loopInvalidSeeds
	if n <= 0 {
		n = envInt("GOMLIR_LOOPINVALID_N", 10)
	}
	first := *loopFirst
	if first <= 0 {
		first = envInt("GOMLIR_LOOPGEN_SEED", 1)
	}
	const perSeed = 4
	type result struct{ kind, fail string }
	results := make([]result, n*perSeed)
	parallel(n, func(i int) {
		seed := int64(first + i)
		src := string(GenerateLoops(rand.New(rand.NewSource(seed)), LoopConfig{}))
		ls := lines(src)
		for j := 0; j < perSeed; j++ {
			r := rand.New(rand.NewSource(seed*1000 + int64(j)))
			m := loopMutations[(i*perSeed+j)%len(loopMutations)]
			k := pickLine(r, ls, loopOpLine)
			if k < 0 {
				continue
			}
			edited, ok := m.edit(r, ls[k])
			if !ok {
				continue
			}
			mut := append(append(append([]string(nil), ls[:k]...), edited), ls[k+1:]...)
			prog := []byte(join(mut))
			_, uerr, uok := runUpstream(prog, nil)
			if uok || strings.Contains(string(uerr), "PLEASE submit a bug report") {
				continue
			}
			res := &results[i*perSeed+j]
			res.kind = m.name
			_, gerr, gok := runGomlir(prog, nil)
			up, got := firstError.FindString(string(uerr)), firstError.FindString(string(gerr))
			switch {
			case gok:
				res.fail = fmt.Sprintf("seed %d, %s, line %d: gomlir accepts what upstream rejects with %q\n%s", seed, m.name, k+1, up, edited)
			case up != got:
				res.fail = fmt.Sprintf("seed %d, %s, line %d:\nupstream: %s\ngomlir:   %s\n%s", seed, m.name, k+1, up, got, edited)
			}
		}
	})
	total, agree := map[string]int{}, map[string]int{}
	shown := 0
	for _, r := range results {
		if r.kind == "" {
			continue
		}
		total[r.kind]++
		if r.fail == "" {
			agree[r.kind]++
			continue
		}
		if shown < envInt("GOMLIR_IRGEN_SHOW", 10) {
			t.Error(r.fail)
		}
		shown++
	}
	for _, m := range loopMutations {
		t.Logf("  %-20s %d/%d agree", m.name, agree[m.name], total[m.name])
	}
	if shown > envInt("GOMLIR_IRGEN_SHOW", 10) {
		t.Errorf("%d more mismatches", shown-envInt("GOMLIR_IRGEN_SHOW", 10))
	}
}
