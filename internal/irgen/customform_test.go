package irgen

import (
	"bytes"
	"flag"
	"fmt"
	"math/rand"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"
)

var (
	formSeeds = flag.Int("formseeds", 0, "number of seeds of TestCoreCustomForm and TestCoreInvalid (default $GOMLIR_FORM_N or 60)")
	formFirst = flag.Int("formseed", 0, "first seed of TestCoreCustomForm and TestCoreInvalid (default $GOMLIR_FORM_SEED or 1)")
	formDump  = flag.String("formdump", "", "directory where TestCoreCustomForm and TestCoreInvalid write the programs they disagree on")
)

func formSeedRange() (n, first int) {
	n, first = *formSeeds, *formFirst
	if n <= 0 {
		n = envInt("GOMLIR_FORM_N", 60)
	}
	if first <= 0 {
		first = envInt("GOMLIR_FORM_SEED", 1)
	}
	return n, first
}

// dumpProgram writes a program gomlir disagrees on to the -formdump
// directory.
func dumpProgram(name string, src []byte) {
	if *formDump != "" {
		os.WriteFile(filepath.Join(*formDump, name), src, 0o644)
	}
}

var (
	customFlags = []string(nil)
	customDebug = []string{"--mlir-print-debuginfo"}
	genericDbg  = []string{"--mlir-print-op-generic", "--mlir-print-debuginfo"}
)

// formCheck is one custom-form comparison: gomlir's output on an input
// derived from the program must be upstream's output on the same input.
type formCheck struct {
	name string
	// input derives the input from the program, upstream's default form D
	// and its generic form G (with locations).
	input func(src, d, g []byte) []byte
	flags []string
}

var formChecks = []formCheck{
	{"source → default", func(src, d, g []byte) []byte { return src }, customFlags},
	{"source → default with locations", func(src, d, g []byte) []byte { return src }, customDebug},
	{"source → generic", func(src, d, g []byte) []byte { return src }, genericDbg},
	{"default → default (identity)", func(src, d, g []byte) []byte { return d }, customFlags},
	{"generic → default", func(src, d, g []byte) []byte { return g }, customFlags},
	{"generic → default with locations", func(src, d, g []byte) []byte { return g }, customDebug},
}

// TestCoreCustomForm generates random custom-form programs of the core
// dialects (GenerateCore) and checks that gomlir prints exactly what
// upstream prints: from the program, from upstream's default form (which
// must print back identically) and from upstream's generic form.
func TestCoreCustomForm(t *testing.T) {
	needUpstream(t)
	n, first := formSeedRange()
	type result struct {
		rejected, undecorated string
		failures              []string
	}
	results := make([]result, n)
	parallel(n, func(i int) {
		seed := int64(first + i)
		src, undecorated := decoratedCore(seed, sized(CoreConfig{}))
		results[i].undecorated = undecorated
		d, errOut, ok := runUpstream(src, customFlags)
		if !ok {
			results[i].rejected = firstLines(string(errOut), 2)
			return
		}
		g, _, ok := runUpstream(src, genericDbg)
		if !ok {
			results[i].rejected = "generic form failed"
			return
		}
		results[i].failures = make([]string, len(formChecks))
		bad := false
		for k, c := range formChecks {
			in := c.input(src, d, g)
			want, uerr, uok := runUpstream(in, c.flags)
			got, gerr, gok := runGomlir(in, c.flags)
			switch {
			case !uok:
				// Upstream cannot read back what it printed: gomlir must
				// reject it as upstream does.
				if u, g := firstError.FindString(string(uerr)), firstError.FindString(string(gerr)); gok || u != g {
					results[i].failures[k] = fmt.Sprintf("upstream rejects its own output with\n  %s\ngomlir:\n  %s", u, g)
				}
			case !gok:
				results[i].failures[k] = "gomlir fails: " + firstLines(string(gerr), 3)
			case !bytes.Equal(got, want):
				results[i].failures[k] = diff(want, got) + lineDiffFocus(want, got)
			}
			bad = bad || results[i].failures[k] != ""
		}
		if bad {
			dumpProgram(fmt.Sprintf("form%d.mlir", seed), src)
		}
	})
	rejected, reported, programs, undecorated := 0, 0, 0, 0
	agree := make([]int, len(formChecks))
	show := envInt("GOMLIR_IRGEN_SHOW", 10)
	for i, r := range results {
		seed := first + i
		if r.undecorated != "" {
			undecorated++
			t.Logf("seed %d: upstream rejects the decorated program (%s); the plain one is used", seed, r.undecorated)
		}
		if r.rejected != "" {
			rejected++
			t.Errorf("seed %d: upstream rejects the program: %s", seed, r.rejected)
			continue
		}
		programs++
		for k, f := range r.failures {
			if f == "" {
				agree[k]++
				continue
			}
			if reported < show {
				t.Errorf("seed %d: %s differs (-formseed %d -formseeds 1 to rerun):\n%s", seed, formChecks[k].name, seed, f)
			} else {
				t.Logf("seed %d: %s differs: %s", seed, formChecks[k].name, summary(f))
			}
			reported++
		}
	}
	t.Logf("%d programs (seeds %d..%d), %d rejected by upstream, %d undecorated", programs, first, first+n-1, rejected, undecorated)
	for k, c := range formChecks {
		t.Logf("  %-36s %d/%d agree", c.name, agree[k], programs)
	}
	if reported > show {
		t.Errorf("%d more mismatches (listed above)", reported-show)
	}
}

// decoratedCore returns the program of a seed, decorated (see decorate)
// unless upstream rejects the decorated one: then the plain program, and
// upstream's first error.
func decoratedCore(seed int64, cfg CoreConfig) (src []byte, rejected string) {
	src = GenerateCore(rand.New(rand.NewSource(seed)), cfg)
	dec := decorate(rand.New(rand.NewSource(seed^0x5eed)), src)
	if _, errOut, ok := runUpstream(dec, customFlags); !ok {
		return src, firstLines(string(errOut), 1)
	}
	return dec, ""
}

// formMutation turns upstream's default form of a valid program into a
// (probably) invalid one; ok is false when it finds nothing to mutate.
type formMutation struct {
	name  string
	apply func(r *rand.Rand, ls []string) (out []string, ok bool)
}

// opLines lists the indices of the lines holding an operation of the
// given dialect prefixes ("" for any).
func opLines(ls []string, pred func(l string) bool) []int {
	var out []int
	for i, l := range ls {
		t := strings.TrimSpace(l)
		if t == "" || strings.HasPrefix(t, "^") || t == "}" || strings.HasPrefix(t, "#") || strings.HasPrefix(t, "//") {
			continue
		}
		if pred(t) {
			out = append(out, i)
		}
	}
	return out
}

// opName returns the operation name of a custom-form line.
func opName(l string) string {
	t := strings.TrimSpace(l)
	if strings.HasPrefix(t, "%") {
		if i := strings.Index(t, " = "); i >= 0 {
			t = t[i+3:]
		}
	}
	f := strings.Fields(t)
	if len(f) == 0 {
		return ""
	}
	return f[0]
}

// rewriteLine applies edit to a random line among the candidates.
func rewriteLine(pred func(string) bool, edit func(r *rand.Rand, l string) (string, bool)) func(r *rand.Rand, ls []string) ([]string, bool) {
	return func(r *rand.Rand, ls []string) ([]string, bool) {
		cands := opLines(ls, pred)
		r.Shuffle(len(cands), func(i, j int) { cands[i], cands[j] = cands[j], cands[i] })
		for _, i := range cands {
			if nl, ok := edit(r, ls[i]); ok && nl != ls[i] {
				out := append([]string(nil), ls...)
				out[i] = nl
				return out, true
			}
		}
		return nil, false
	}
}

// replaceOne replaces a random occurrence of one of olds in l.
func replaceOne(r *rand.Rand, l string, olds []string, repl func(old string) string) (string, bool) {
	type hit struct {
		at  int
		old string
	}
	var hits []hit
	for _, o := range olds {
		for k := 0; ; {
			j := strings.Index(l[k:], o)
			if j < 0 {
				break
			}
			hits = append(hits, hit{k + j, o})
			k += j + len(o)
		}
	}
	if len(hits) == 0 {
		return "", false
	}
	h := hits[r.Intn(len(hits))]
	return l[:h.at] + repl(h.old) + l[h.at+len(h.old):], true
}

// trailingTypes returns the offset of the type list after the last
// top-level " : " of an op line (before any trailing location).
func trailingTypes(l string) int {
	end := len(l)
	if i := strings.LastIndex(l, " loc("); i >= 0 {
		end = i
	}
	depth, at := 0, -1
	in := false
	for i := 0; i < end; i++ {
		c := l[i]
		switch {
		case in && c == '\\':
			i++
		case c == '"':
			in = !in
		case in:
		case c == '(' || c == '[' || c == '{' || c == '<':
			depth++
		case c == ')' || c == ']' || c == '}' || (c == '>' && l[i-1] != '-'):
			depth--
		case depth == 0 && strings.HasPrefix(l[i:], " : "):
			at = i + 3
		}
	}
	return at
}

var anyOp = func(l string) bool { return true }

func opIn(names ...string) func(string) bool {
	return func(l string) bool {
		n := opName(l)
		for _, x := range names {
			if n == x || strings.HasSuffix(x, ".") && strings.HasPrefix(n, x) {
				return true
			}
		}
		return false
	}
}

var scalarTypes = []string{"i1", "i8", "i16", "i32", "i64", "index", "f16", "bf16", "f32", "f64"}

var formMutations = []formMutation{
	{"wrong type", rewriteLine(anyOp, func(r *rand.Rand, l string) (string, bool) {
		at := trailingTypes(l)
		if at < 0 {
			return "", false
		}
		tail, ok := replaceOne(r, l[at:], scalarTypes, func(old string) string {
			for {
				if n := scalarTypes[r.Intn(len(scalarTypes))]; n != old {
					return n
				}
			}
		})
		if !ok {
			return "", false
		}
		return l[:at] + tail, true
	})},
	{"wrong operand type", rewriteLine(anyOp, func(r *rand.Rand, l string) (string, bool) {
		return replaceOne(r, l, []string{": i32", ": i64", ": f32", ": index", ": i1", ": f64", ": i8", ": i16"}, func(old string) string {
			return ": " + pick(&gen{r: r}, []string{"i2", "f80", "tensor<i32>", "vector<2xf32>", "complex<f32>", "none", "memref<i8>"})
		})
	})},
	{"drop operand", rewriteLine(anyOp, func(r *rand.Rand, l string) (string, bool) {
		return replaceOne(r, l, []string{", %"}, func(string) string { return " %" })
	})},
	{"drop last operand", rewriteLine(anyOp, func(r *rand.Rand, l string) (string, bool) {
		at := trailingTypes(l)
		if at < 0 {
			return "", false
		}
		head := l[:at-3]
		i := strings.LastIndex(head, ", %")
		if i < 0 {
			return "", false
		}
		j := i + 3
		for j < len(head) && (isIdent(head[j]) || head[j] == '#') {
			j++
		}
		return head[:i] + head[j:] + l[at-3:], true
	})},
	{"extra operand", rewriteLine(anyOp, func(r *rand.Rand, l string) (string, bool) {
		at := trailingTypes(l)
		if at < 0 {
			return "", false
		}
		head := l[:at-3]
		i := strings.LastIndex(head, "%")
		if i < 0 || strings.Contains(head[i:], " ") {
			return "", false
		}
		return head + ", " + head[i:] + l[at-3:], true
	})},
	{"undefined value", rewriteLine(anyOp, func(r *rand.Rand, l string) (string, bool) {
		eq := strings.Index(l, " = ")
		var hits []int
		for i := eq + 1; i < len(l); i++ {
			if l[i] == '%' {
				hits = append(hits, i)
			}
		}
		if len(hits) == 0 {
			return "", false
		}
		i := hits[r.Intn(len(hits))]
		j := i + 1
		for j < len(l) && isIdent(l[j]) {
			j++
		}
		return l[:i] + "%nosuch" + l[j:], true
	})},
	{"misspelled op", rewriteLine(anyOp, func(r *rand.Rand, l string) (string, bool) {
		n := opName(l)
		if !strings.Contains(n, ".") || strings.HasPrefix(n, "\"") {
			return "", false
		}
		return strings.Replace(l, n, n+"x", 1), true
	})},
	{"misspelled keyword", rewriteLine(anyOp, func(r *rand.Rand, l string) (string, bool) {
		return replaceOne(r, l, []string{" to ", "overflow<", "fastmath<", " default:", " attributes ", " private ", " nested "}, func(old string) string {
			return strings.Replace(old, old[1:3], old[1:2]+"z", 1)
		})
	})},
	{"bad flag", rewriteLine(anyOp, func(r *rand.Rand, l string) (string, bool) {
		return replaceOne(r, l, []string{"nsw", "nuw", "fast", "nnan", "ninf", "nsz", "contract", "afn", "reassoc", "arcp"}, func(string) string {
			return pick(&gen{r: r}, []string{"nsx", "none, fast", "", "fast fast", "1"})
		})
	})},
	{"add flag", rewriteLine(opIn("arith.", "math.", "complex."), func(r *rand.Rand, l string) (string, bool) {
		at := trailingTypes(l)
		if at < 0 {
			return "", false
		}
		flags := pick(&gen{r: r}, []string{" overflow<nsw>", " fastmath<fast>", " overflow<>", " fastmath<nnan>"})
		return l[:at-3] + flags + l[at-3:], true
	})},
	{"bad predicate", rewriteLine(opIn("arith.cmpi", "arith.cmpf", "index.cmp"), func(r *rand.Rand, l string) (string, bool) {
		return replaceOne(r, l, append(append([]string(nil), cmpiPreds...), cmpfPreds...), func(old string) string {
			return pick(&gen{r: r}, []string{"lt", "oeq", "slt", "false", "\"eq\"", "7"})
		})
	})},
	{"bad attribute", rewriteLine(anyOp, func(r *rand.Rand, l string) (string, bool) {
		at := trailingTypes(l)
		if at < 0 {
			return "", false
		}
		attr := pick(&gen{r: r}, []string{" {value = 1 : i32}", " {fastmath = 1}", " {overflowFlags = #arith.overflow<nsw>}",
			" {predicate = 1 : i64}", " {callee = \"f\"}", " {sym_name = @f}", " <{value = 1}>"})
		return l[:at-3] + attr + l[at-3:], true
	})},
	{"bad constant", rewriteLine(opIn("arith.constant", "complex.constant", "index.constant", "index.bool.constant"), func(r *rand.Rand, l string) (string, bool) {
		at := trailingTypes(l)
		n := opName(l)
		i := strings.Index(l, n) + len(n)
		lit := pick(&gen{r: r}, []string{"1.5", "300", "dense<1>", "\"s\"", "[1, 2]", "unit", "-1", "true", "0x7FC00000", "@f"})
		if at < 0 {
			return l[:i] + " " + lit, true
		}
		return l[:i] + " " + lit + l[at-3:], true
	})},
	{"missing terminator", func(r *rand.Rand, ls []string) ([]string, bool) {
		cands := opLines(ls, opIn("func.return", "cf.br", "cf.cond_br"))
		if len(cands) == 0 {
			return nil, false
		}
		i := cands[r.Intn(len(cands))]
		return append(append([]string(nil), ls[:i]...), ls[i+1:]...), true
	}},
	{"misplaced terminator", func(r *rand.Rand, ls []string) ([]string, bool) {
		cands := opLines(ls, func(l string) bool { return opName(l) != "func.func" && opName(l) != "module" })
		if len(cands) == 0 {
			return nil, false
		}
		i := cands[r.Intn(len(cands))]
		ind := ls[i][:len(ls[i])-len(strings.TrimLeft(ls[i], " "))]
		term := pick(&gen{r: r}, []string{"return", "cf.br ^bb1", "ub.unreachable", "func.return"})
		return append(append(append([]string(nil), ls[:i]...), ind+term), ls[i:]...), true
	}},
	{"wrong successor operands", rewriteLine(opIn("cf.br", "cf.cond_br", "cf.switch"), func(r *rand.Rand, l string) (string, bool) {
		if i := strings.Index(l, "^bb"); i >= 0 && r.Intn(2) == 0 {
			j := i + 3
			for j < len(l) && isIdent(l[j]) {
				j++
			}
			if j < len(l) && l[j] == '(' {
				k := strings.IndexByte(l[j:], ')')
				return l[:j] + l[j+k+1:], true
			}
			return l[:j] + "(%nosuch : i32)" + l[j:], true
		}
		return replaceOne(r, l, []string{"^bb"}, func(string) string { return "^bb9" })
	})},
	{"wrong result count", rewriteLine(func(l string) bool { return strings.HasPrefix(l, "%") }, func(r *rand.Rand, l string) (string, bool) {
		i := strings.Index(l, " = ")
		if i < 0 {
			return "", false
		}
		lhs := l[:i]
		if j := strings.IndexByte(lhs, ':'); j >= 0 {
			return lhs[:j] + l[i:], true
		}
		return lhs + ":2" + l[i:], true
	})},
	{"call mismatch", rewriteLine(opIn("func.call", "func.call_indirect", "func.constant"), func(r *rand.Rand, l string) (string, bool) {
		if r.Intn(2) == 0 {
			return replaceOne(r, l, []string{"@"}, func(string) string { return "@nosuch_" })
		}
		at := trailingTypes(l)
		if at < 0 {
			return "", false
		}
		return l[:at] + "(i7) -> ()", true
	})},
	{"function signature", rewriteLine(opIn("func.func"), func(r *rand.Rand, l string) (string, bool) {
		switch r.Intn(3) {
		case 0:
			return replaceOne(r, l, []string{"%arg0: ", "%arg1: "}, func(string) string { return "%arg0: " })
		case 1:
			return replaceOne(r, l, []string{") -> ", ") {"}, func(old string) string { return ") -> (i32, " + old[2:] })
		default:
			return replaceOne(r, l, []string{"@"}, func(string) string { return "@\"" })
		}
	})},
	{"delete token", rewriteLine(anyOp, func(r *rand.Rand, l string) (string, bool) {
		f := strings.Fields(l)
		if len(f) < 2 {
			return "", false
		}
		k := r.Intn(len(f)-1) + 1
		ind := l[:len(l)-len(strings.TrimLeft(l, " "))]
		return ind + strings.Join(append(append([]string(nil), f[:k]...), f[k+1:]...), " "), true
	})},
	{"swap tokens", rewriteLine(anyOp, func(r *rand.Rand, l string) (string, bool) {
		f := strings.Fields(l)
		if len(f) < 3 {
			return "", false
		}
		k := r.Intn(len(f)-2) + 1
		f[k], f[k+1] = f[k+1], f[k]
		ind := l[:len(l)-len(strings.TrimLeft(l, " "))]
		return ind + strings.Join(f, " "), true
	})},
	{"swap cast types", rewriteLine(func(l string) bool { return strings.Contains(l, " to ") }, func(r *rand.Rand, l string) (string, bool) {
		at := trailingTypes(l)
		if at < 0 {
			return "", false
		}
		from, to, ok := strings.Cut(l[at:], " to ")
		if !ok {
			return "", false
		}
		return l[:at] + to + " to " + from, true
	})},
	{"duplicate symbol", func(r *rand.Rand, ls []string) ([]string, bool) {
		cands := opLines(ls, opIn("func.func"))
		if len(cands) < 2 {
			return nil, false
		}
		i, j := cands[r.Intn(len(cands))], cands[r.Intn(len(cands))]
		ni, nj := symbolOf(ls[i]), symbolOf(ls[j])
		if i == j || ni == "" || nj == "" {
			return nil, false
		}
		out := append([]string(nil), ls...)
		out[j] = strings.Replace(out[j], "@"+nj, "@"+ni, 1)
		return out, true
	}},
	{"bad visibility", rewriteLine(opIn("func.func", "module"), func(r *rand.Rand, l string) (string, bool) {
		vis := pick(&gen{r: r}, []string{"public ", "internal ", "\"private\" ", "nested ", "private "})
		if i := strings.Index(l, "private "); i >= 0 {
			return l[:i] + vis + l[i+len("private "):], true
		}
		i := strings.Index(l, "@")
		if i < 0 {
			return "", false
		}
		return l[:i] + vis + l[i:], true
	})},
	{"complex constant", rewriteLine(opIn("complex.constant"), func(r *rand.Rand, l string) (string, bool) {
		i, j := strings.Index(l, "["), strings.Index(l, "]")
		if i < 0 || j < i {
			return "", false
		}
		return l[:i] + pick(&gen{r: r}, []string{"[1.0 : f32]", "[1 : i32, 2 : i32]", "[1.0, 2.0, 3.0]", "1.0", "[]", "[1.0 : f16, 2.0 : f16]"}) + l[j+1:], true
	})},
	{"dialect attribute", rewriteLine(anyOp, func(r *rand.Rand, l string) (string, bool) {
		return replaceOne(r, l, []string{"overflow<", "fastmath<"}, func(old string) string {
			return pick(&gen{r: r}, []string{"#arith." + old, "#arith.fastmath<fast>", "#arith.overflow<nsw>"})
		})
	})},
}

// symbolOf returns the symbol name a func.func line defines.
func symbolOf(l string) string {
	i := strings.Index(l, "@")
	if i < 0 {
		return ""
	}
	j := i + 1
	for j < len(l) && isIdent(l[j]) {
		j++
	}
	return l[i+1 : j]
}

func isIdent(c byte) bool {
	return c == '_' || c == '$' || c == '.' || c == '-' || c >= '0' && c <= '9' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z'
}

// TestCoreInvalid mutates upstream's default form of random core-dialect
// programs into invalid programs (wrong types, operand counts, attributes,
// flags, terminators, misspelled keywords, ...): when upstream rejects a
// mutant, gomlir must reject it with upstream's first diagnostic
// (line:col and message).
func TestCoreInvalid(t *testing.T) {
	runCoreMutations(t, customFlags, customFlags, formMutations)
}

// TestCoreInvalidGeneric mutates upstream's generic form of random
// core-dialect programs (the mutations of TestDifferentialInvalid, and
// dropped, mistyped and unknown properties), checking the first diagnostic
// as TestCoreInvalid does: this exercises the verifiers of the registered
// ops rather than their custom parsers.
func TestCoreInvalidGeneric(t *testing.T) {
	var ms []formMutation
	for _, m := range mutations {
		apply := m.apply
		ms = append(ms, formMutation{m.name, func(r *rand.Rand, ls []string) ([]string, bool) {
			out, ok := apply(r, join(ls))
			if !ok {
				return nil, false
			}
			return lines(out), true
		}})
	}
	ms = append(ms, propertyMutations...)
	// The mutations insert unregistered "t.bad" ops.
	runCoreMutations(t, []string{"--mlir-print-op-generic"}, []string{"--allow-unregistered-dialect"}, ms)
}

// properties returns the offsets of the entries of the `<{...}>` of a
// generic op line (between the braces), or ok false.
func properties(l string) (open, close int, ok bool) {
	open = strings.Index(l, "<{")
	if open < 0 {
		return 0, 0, false
	}
	depth := 0
	for i := open + 1; i < len(l); i++ {
		switch l[i] {
		case '{', '[', '(':
			depth++
		case '}', ']', ')':
			depth--
			if depth == 0 {
				return open + 2, i, true
			}
		}
	}
	return 0, 0, false
}

var hasProps = func(l string) bool { return strings.Contains(l, "<{") }

var propertyMutations = []formMutation{
	{"drop property", rewriteLine(hasProps, func(r *rand.Rand, l string) (string, bool) {
		o, c, ok := properties(l)
		if !ok {
			return "", false
		}
		es := splitTop(l[o:c])
		k := r.Intn(len(es))
		es = append(es[:k], es[k+1:]...)
		for i := range es {
			es[i] = strings.TrimSpace(es[i])
		}
		return l[:o] + strings.Join(es, ", ") + l[c:], true
	})},
	{"mistyped property", rewriteLine(hasProps, func(r *rand.Rand, l string) (string, bool) {
		o, c, ok := properties(l)
		if !ok {
			return "", false
		}
		es := splitTop(l[o:c])
		k := r.Intn(len(es))
		name, _, _ := strings.Cut(strings.TrimSpace(es[k]), " = ")
		es[k] = name + " = " + pick(&gen{r: r}, []string{"\"s\"", "1 : i64", "unit", "[]", "array<i32: 1>", "1.0 : f32", "@f", "i32", "#arith.fastmath<fast>", "dense<1> : tensor<2xi32>"})
		for i := range es {
			es[i] = strings.TrimSpace(es[i])
		}
		return l[:o] + strings.Join(es, ", ") + l[c:], true
	})},
	{"unknown property", rewriteLine(func(l string) bool { return strings.Contains(l, "\"(") }, func(r *rand.Rand, l string) (string, bool) {
		if o, _, ok := properties(l); ok {
			return l[:o] + "bogus = 1, " + l[o:], true
		}
		i := strings.Index(l, ") : (")
		if i < 0 {
			return "", false
		}
		return l[:i+1] + " <{bogus = 1}>" + l[i+1:], true
	})},
}

// runCoreMutations generates core-dialect programs, prints them with
// upstream and printFlags, mutates the output and compares the first
// diagnostics of both tools (run with runFlags) on the mutants upstream
// rejects.
func runCoreMutations(t *testing.T, printFlags, runFlags []string, muts []formMutation) {
	needUpstream(t)
	n, first := formSeedRange()
	perSeed := envInt("GOMLIR_FORM_MUTATIONS", 6)
	type result struct {
		kind              string
		applied, accepted bool
		gomlirOK, same    bool
		up, got           string
		prog              []byte
	}
	results := make([]result, n*perSeed)
	cfg := CoreConfig{Funcs: 3, Blocks: 3, Ops: 5, NoLocations: true}
	parallel(n, func(i int) {
		seed := int64(first + i)
		src, _ := decoratedCore(seed, cfg)
		d, _, ok := runUpstream(src, printFlags)
		if !ok {
			return
		}
		ls := lines(string(d))
		for j := 0; j < perSeed; j++ {
			m := muts[(i*perSeed+j)%len(muts)]
			res := &results[i*perSeed+j]
			res.kind = m.name
			r := rand.New(rand.NewSource(seed*1000 + int64(j)))
			mut, ok := m.apply(r, ls)
			if !ok {
				continue
			}
			res.applied = true
			res.prog = []byte(join(mut))
			_, uerr, uok := runUpstream(res.prog, runFlags)
			if uok {
				res.accepted = true
				continue
			}
			_, gerr, gok := runGomlir(res.prog, runFlags)
			res.gomlirOK = gok
			res.up = firstError.FindString(string(uerr))
			res.got = firstError.FindString(string(gerr))
			res.same = !gok && res.up != "" && res.up == res.got
		}
	})
	type tally struct{ total, agree, accepted, gomlirAccepts int }
	kinds := map[string]*tally{}
	total, agree, reported := 0, 0, 0
	show := envInt("GOMLIR_IRGEN_SHOW", 20)
	for k, r := range results {
		if !r.applied {
			continue
		}
		tk := kinds[r.kind]
		if tk == nil {
			tk = &tally{}
			kinds[r.kind] = tk
		}
		if r.accepted {
			tk.accepted++
			continue
		}
		tk.total++
		total++
		if r.gomlirOK {
			tk.gomlirAccepts++
		}
		if r.same {
			tk.agree++
			agree++
			continue
		}
		seed := first + k/perSeed
		dumpProgram(fmt.Sprintf("invalid%d_%d.mlir", seed, k%perSeed), r.prog)
		msg := fmt.Sprintf("seed %d mutation %d (%s):\n  upstream %s\n  gomlir   %s", seed, k%perSeed, r.kind, r.up, r.got)
		if r.gomlirOK {
			msg = fmt.Sprintf("seed %d mutation %d (%s): gomlir accepts what upstream rejects with\n  %s", seed, k%perSeed, r.kind, r.up)
		}
		if reported < show {
			t.Error(msg)
		} else {
			t.Log(msg)
		}
		reported++
	}
	names := make([]string, 0, len(kinds))
	for name := range kinds {
		names = append(names, name)
	}
	sort.Strings(names)
	for _, name := range names {
		tk := kinds[name]
		extra := ""
		if tk.accepted > 0 {
			extra = fmt.Sprintf(" (%d mutants valid for upstream, not counted)", tk.accepted)
		}
		if tk.gomlirAccepts > 0 {
			extra += fmt.Sprintf(", gomlir accepts %d", tk.gomlirAccepts)
		}
		t.Logf("  %-26s %d/%d agree%s", name, tk.agree, tk.total, extra)
	}
	if total > 0 {
		t.Logf("first diagnostic agreement: %d/%d (%.1f%%)", agree, total, 100*float64(agree)/float64(total))
	}
	if reported > show {
		t.Errorf("%d more mismatches (listed above)", reported-show)
	}
}
