package irgen

import (
	"fmt"
	"math/rand"
	"regexp"
	"strings"
	"testing"
)

// mutation turns upstream's generic output of a valid program into an
// invalid program; ok is false when it finds nothing to mutate.
type mutation struct {
	name  string
	apply func(r *rand.Rand, g string) (out string, ok bool)
}

// opLine matches a printed generic operation line: indentation, optional
// results, the quoted name and the operand list.
var opLine = regexp.MustCompile(`^(\s*)(%[^=]+ = )?"([^"]+)"\(([^)]*)\)`)

// lines splits text into lines (without the final empty one).
func lines(s string) []string { return strings.Split(strings.TrimSuffix(s, "\n"), "\n") }

func join(ls []string) string { return strings.Join(ls, "\n") + "\n" }

// pickLine returns the index of a random line matching ok, or -1.
func pickLine(r *rand.Rand, ls []string, ok func(string) bool) int {
	var cands []int
	for i, l := range ls {
		if ok(l) {
			cands = append(cands, i)
		}
	}
	if len(cands) == 0 {
		return -1
	}
	return cands[r.Intn(len(cands))]
}

// outsideStrings lists the byte offsets of c in s outside string literals.
func outsideStrings(s string, c byte) []int {
	var out []int
	in := false
	for i := 0; i < len(s); i++ {
		switch {
		case in && s[i] == '\\':
			i++
		case s[i] == '"':
			in = !in
		case !in && s[i] == c:
			out = append(out, i)
		}
	}
	return out
}

// signature finds the operand type list `(...)` of the function type of a
// generic op line: the balanced parenthesis before the last top-level
// ` -> ` of the line. It returns the offsets of the list's parentheses.
func signature(l string) (open, close int, ok bool) {
	end := len(l)
	if i := strings.LastIndex(l, " loc("); i >= 0 {
		end = i
	}
	depth := 0
	in := false
	arrow := -1
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
		case c == ')' || c == ']' || c == '}' || (c == '>' && (i == 0 || l[i-1] != '-')):
			depth--
		case depth == 0 && strings.HasPrefix(l[i:], " -> "):
			arrow = i
		}
	}
	if arrow <= 0 || l[arrow-1] != ')' {
		return 0, 0, false
	}
	close = arrow - 1
	depth = 0
	for i := close; i >= 0; i-- {
		switch l[i] {
		case ')':
			depth++
		case '(':
			depth--
			if depth == 0 {
				return i, close, true
			}
		}
	}
	return 0, 0, false
}

// splitTop splits a comma-separated list at top-level commas.
func splitTop(s string) []string {
	var out []string
	depth, start := 0, 0
	in := false
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case in && c == '\\':
			i++
		case c == '"':
			in = !in
		case in:
		case c == '(' || c == '[' || c == '{' || c == '<':
			depth++
		case c == ')' || c == ']' || c == '}' || (c == '>' && (i == 0 || s[i-1] != '-')):
			depth--
		case c == ',' && depth == 0:
			out = append(out, s[start:i])
			start = i + 1
		}
	}
	if strings.TrimSpace(s) != "" {
		out = append(out, s[start:])
	}
	return out
}

// inject inserts text as a new operation before a random operation line.
func inject(text string) func(r *rand.Rand, g string) (string, bool) {
	return func(r *rand.Rand, g string) (string, bool) {
		ls := lines(g)
		i := pickLine(r, ls, func(l string) bool { return opLine.MatchString(l) && strings.HasPrefix(l, "  ") })
		if i < 0 {
			return "", false
		}
		ind := ls[i][:len(ls[i])-len(strings.TrimLeft(ls[i], " "))]
		out := append(append(append([]string(nil), ls[:i]...), ind+text), ls[i:]...)
		return join(out), true
	}
}

var valueRef = regexp.MustCompile(`%[A-Za-z0-9_$.-]+(#[0-9]+)?`)

var mutations = []mutation{
	{"drop ')'", func(r *rand.Rand, g string) (string, bool) {
		ls := lines(g)
		i := pickLine(r, ls, func(l string) bool { return opLine.MatchString(l) && len(outsideStrings(l, ')')) > 0 })
		if i < 0 {
			return "", false
		}
		offs := outsideStrings(ls[i], ')')
		k := offs[r.Intn(len(offs))]
		ls[i] = ls[i][:k] + ls[i][k+1:]
		return join(ls), true
	}},
	{"undefined value", func(r *rand.Rand, g string) (string, bool) {
		ls := lines(g)
		i := pickLine(r, ls, func(l string) bool {
			m := opLine.FindStringSubmatch(l)
			return m != nil && m[4] != ""
		})
		if i < 0 {
			return "", false
		}
		m := opLine.FindStringSubmatchIndex(ls[i])
		ops := ls[i][m[8]:m[9]]
		refs := valueRef.FindAllStringIndex(ops, -1)
		ref := refs[r.Intn(len(refs))]
		ops = ops[:ref[0]] + "%undefined_value" + ops[ref[1]:]
		ls[i] = ls[i][:m[8]] + ops + ls[i][m[9]:]
		return join(ls), true
	}},
	{"operand count", func(r *rand.Rand, g string) (string, bool) {
		ls := lines(g)
		i := pickLine(r, ls, func(l string) bool {
			m := opLine.FindStringSubmatch(l)
			if m == nil || m[4] == "" || strings.HasSuffix(strings.TrimSpace(l), "({") {
				return false
			}
			_, _, ok := signature(l)
			return ok
		})
		if i < 0 {
			return "", false
		}
		o, c, _ := signature(ls[i])
		ts := splitTop(ls[i][o+1 : c])
		if len(ts) == 0 {
			return "", false
		}
		ts = ts[:len(ts)-1]
		ls[i] = ls[i][:o+1] + strings.Join(ts, ",") + ls[i][c:]
		return join(ls), true
	}},
	{"operand type mismatch", func(r *rand.Rand, g string) (string, bool) {
		ls := lines(g)
		i := pickLine(r, ls, func(l string) bool {
			m := opLine.FindStringSubmatch(l)
			if m == nil || m[4] == "" || strings.HasSuffix(strings.TrimSpace(l), "({") {
				return false
			}
			_, _, ok := signature(l)
			return ok
		})
		if i < 0 {
			return "", false
		}
		o, c, _ := signature(ls[i])
		ts := splitTop(ls[i][o+1 : c])
		if len(ts) == 0 {
			return "", false
		}
		k := r.Intn(len(ts))
		ts[k] = " i1234567"
		if k == 0 {
			ts[k] = "i1234567"
		}
		ls[i] = ls[i][:o+1] + strings.Join(ts, ",") + ls[i][c:]
		return join(ls), true
	}},
	{"unknown location alias", func(r *rand.Rand, g string) (string, bool) {
		ls := lines(g)
		i := pickLine(r, ls, func(l string) bool { return opLine.MatchString(l) && strings.Contains(l, "loc(#loc") })
		if i < 0 {
			return "", false
		}
		k := strings.LastIndex(ls[i], "loc(#loc")
		e := strings.IndexByte(ls[i][k:], ')')
		ls[i] = ls[i][:k] + "loc(#nosuchloc" + ls[i][k+e:]
		return join(ls), true
	}},
	{"unknown attribute alias", inject(`"t.bad"() {x = #nosuchattr} : () -> ()`)},
	{"unknown type alias", inject(`"t.bad"() : () -> !nosuchtype`)},
	{"undefined block", func(r *rand.Rand, g string) (string, bool) {
		ls := lines(g)
		i := pickLine(r, ls, func(l string) bool { return opLine.MatchString(l) && regexp.MustCompile(`\)\[\^bb`).MatchString(l) })
		if i < 0 {
			return "", false
		}
		ls[i] = regexp.MustCompile(`\^bb[0-9]+`).ReplaceAllString(ls[i], "^bb999")
		return join(ls), true
	}},
	{"redefinition", func(r *rand.Rand, g string) (string, bool) {
		ls := lines(g)
		var defs []string
		var cands []int
		for i, l := range ls {
			m := opLine.FindStringSubmatch(l)
			if m == nil || m[2] == "" {
				continue
			}
			name := strings.SplitN(strings.TrimSpace(strings.TrimSuffix(m[2], " = ")), ":", 2)[0]
			if !strings.Contains(name, ",") && len(defs) > 0 {
				cands = append(cands, i)
			}
			defs = append(defs, strings.SplitN(name, ",", 2)[0])
		}
		if len(cands) == 0 {
			return "", false
		}
		i := cands[r.Intn(len(cands))]
		m := opLine.FindStringSubmatchIndex(ls[i])
		name := strings.SplitN(strings.TrimSuffix(ls[i][m[4]:m[5]], " = "), ":", 2)
		var earlier []string
		for _, d := range defs {
			if d != name[0] {
				earlier = append(earlier, d)
			}
		}
		if len(earlier) == 0 {
			return "", false
		}
		repl := earlier[r.Intn(len(earlier))]
		if len(name) == 2 {
			repl += ":" + name[1]
		}
		ls[i] = ls[i][:m[4]] + repl + " = " + ls[i][m[5]:]
		return join(ls), true
	}},
	{"integer out of range", inject(`"t.bad"() {x = 300 : si8} : () -> ()`)},
	{"negative unsigned", inject(`"t.bad"() {x = -1 : ui8} : () -> ()`)},
	{"float for integer", inject(`"t.bad"() {x = 1.5 : i32} : () -> ()`)},
	{"integer for float", inject(`"t.bad"() {x = 5 : f32} : () -> ()`)},
	{"hex float range", inject(`"t.bad"() {x = 0x12345 : f16} : () -> ()`)},
	{"dense shape", inject(`"t.bad"() {x = dense<[1, 2]> : tensor<3xi32>} : () -> ()`)},
	{"dense hex", inject(`"t.bad"() {x = dense<"0x123"> : tensor<2xi8>} : () -> ()`)},
	{"sparse index", inject(`"t.bad"() {x = sparse<[[5]], [1]> : tensor<2xi8>} : () -> ()`)},
	{"affine undeclared", inject(`"t.bad"() {x = affine_map<(d0) -> (d1)>} : () -> ()`)},
	{"affine non-affine", inject(`"t.bad"() {x = affine_map<(d0, d1) -> (d0 * d1)>} : () -> ()`)},
	{"affine set op", inject(`"t.bad"() {x = affine_set<(d0) : (d0 > 0)>} : () -> ()`)},
	{"duplicate key", inject(`"t.bad"() {x, y = 1, x = 2} : () -> ()`)},
	{"zero vector", inject(`"t.bad"() {x = vector<0xf32>} : () -> ()`)},
	{"integer width", inject(`"t.bad"() {x = i16777216} : () -> ()`)},
	{"string escape", inject(`"t.bad"() {x = "a\qb"} : () -> ()`)},
	{"memory space", inject(`"t.bad"() {x = memref<4xf32, 2.0>} : () -> ()`)},
	{"memref layout rank", inject(`"t.bad"() {x = memref<4xf32, affine_map<(d0, d1) -> (d0)>>} : () -> ()`)},
	{"tensor encoding", inject(`"t.bad"() {x = tensor<2xi32, array<i32: 1>>} : () -> ()`)},
	{"unranked encoding", inject(`"t.bad"() {x = tensor<*xf32, "enc">} : () -> ()`)},
	{"complex element", inject(`"t.bad"() {x = complex<tensor<f32>>} : () -> ()`)},
	{"array width", inject(`"t.bad"() {x = array<i7: 1>} : () -> ()`)},
	{"distinct mismatch", inject(`"t.bad"() {x = distinct[77]<1>, y = distinct[77]<2>} : () -> ()`)},
	{"nested symbol", inject(`"t.bad"() {x = @a::} : () -> ()`)},
	{"unclosed type", inject(`"t.bad"() {x = tuple<i32} : () -> ()`)},
	{"bad location", inject(`"t.bad"() : () -> () loc("f":x)`)},
	{"missing operand", inject(`"t.bad"() : (i32) -> ()`)},
	{"strided offset", inject(`"t.bad"() {x = strided<[1], offset: x>} : () -> ()`)},
}

// verifiedMutations are the kinds whose first diagnostic gomlir must
// reproduce exactly (file:line:col: error: message).
var verifiedMutations = map[string]bool{}

var firstError = regexp.MustCompile(`(?m)^[^\n]*:[0-9]+:[0-9]+: error: [^\n]*$`)

// TestDifferentialInvalid mutates upstream's generic output of generated
// programs into invalid programs: both tools must reject them, and gomlir's
// first diagnostic line should be upstream's. GOMLIR_IRGEN_INVALID_N sets
// the number of seeds (default 60); each seed gets a few mutations, kinds
// taken in turn.
func TestDifferentialInvalid(t *testing.T) {
	needUpstream(t)
	n := envInt("GOMLIR_IRGEN_INVALID_N", 60)
	first := envInt("GOMLIR_IRGEN_SEED", 1)
	const perSeed = 3
	type result struct {
		kind          string
		applied       bool
		upstreamOK    bool // upstream accepted the mutant (not invalid)
		gomlirOK      bool
		same          bool
		up, got, prog string
	}
	results := make([]result, n*perSeed)
	cfg := Config{MaxDepth: 2, MaxOps: 3, MaxTopOps: 4, MaxBlocks: 2}
	parallel(n, func(i int) {
		seed := int64(first + i)
		src := Generate(rand.New(rand.NewSource(seed)), cfg)
		g, _, ok := runUpstream(src, genericFlags)
		if !ok {
			return
		}
		for j := 0; j < perSeed; j++ {
			k := (i*perSeed + j) % len(mutations)
			m := mutations[k]
			res := &results[i*perSeed+j]
			res.kind = m.name
			r := rand.New(rand.NewSource(seed*1000 + int64(j)))
			mut, ok := m.apply(r, string(g))
			if !ok {
				continue
			}
			res.applied = true
			res.prog = mut
			_, uerr, uok := runUpstream([]byte(mut), genericFlags)
			if uok {
				res.upstreamOK = true
				continue
			}
			_, gerr, gok := runGomlir([]byte(mut), genericFlags)
			res.gomlirOK = gok
			res.up = firstError.FindString(string(uerr))
			res.got = firstError.FindString(string(gerr))
			res.same = !gok && res.up != "" && res.up == res.got
		}
	})
	type tally struct{ total, agree, upstreamAccepts, gomlirAccepts int }
	kinds := map[string]*tally{}
	totalAgree, total := 0, 0
	shown := 0
	for _, r := range results {
		if r.kind == "" || !r.applied {
			continue
		}
		tk := kinds[r.kind]
		if tk == nil {
			tk = &tally{}
			kinds[r.kind] = tk
		}
		if r.upstreamOK {
			tk.upstreamAccepts++
			continue
		}
		tk.total++
		total++
		if r.gomlirOK {
			tk.gomlirAccepts++
		}
		if r.same {
			tk.agree++
			totalAgree++
			continue
		}
		msg := fmt.Sprintf("%s: upstream %q, gomlir %q", r.kind, r.up, r.got)
		if r.gomlirOK {
			msg = fmt.Sprintf("%s: gomlir accepts what upstream rejects with %q", r.kind, r.up)
		}
		if verifiedMutations[r.kind] {
			t.Errorf("%s", msg)
		} else if shown < 40 {
			t.Logf("%s", msg)
			shown++
		}
	}
	for _, name := range sortedKeys(kinds) {
		tk := kinds[name]
		mark := ""
		if verifiedMutations[name] {
			mark = " (required)"
		}
		extra := ""
		if tk.upstreamAccepts > 0 {
			extra = fmt.Sprintf(", %d mutants accepted by upstream (not counted)", tk.upstreamAccepts)
		}
		if tk.gomlirAccepts > 0 {
			extra += fmt.Sprintf(", gomlir accepts %d", tk.gomlirAccepts)
		}
		t.Logf("  %-24s %d/%d agree%s%s", name, tk.agree, tk.total, mark, extra)
	}
	if total > 0 {
		t.Logf("first diagnostic agreement: %d/%d (%.1f%%)", totalAgree, total, 100*float64(totalAgree)/float64(total))
	}
}
