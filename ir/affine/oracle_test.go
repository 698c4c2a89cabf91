package affine

import (
	"bufio"
	"bytes"
	"math"
	"os"
	"os/exec"
	"strconv"
	"strings"
	"sync"
	"testing"
)

// oracleCase is one line of testdata/oracle_cases.txt. The expected results
// were recorded once from upstream mlir-opt (see the file's header);
// TestOracleLive re-checks them against an installed mlir-opt.
type oracleCase struct {
	line int
	kind string // map, set or simp (map then SimplifyAffineMap)
	body string
	ok   bool
	out  string
	off  int
	msg  string
}

func loadOracleCases(t *testing.T) []oracleCase {
	t.Helper()
	f, err := os.Open("testdata/oracle_cases.txt")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var cases []oracleCase
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 1<<20), 1<<20)
	for ln := 1; sc.Scan(); ln++ {
		line := sc.Text()
		if line == "" || line[0] == '#' {
			continue
		}
		f := strings.Split(line, "\t")
		bad := func() { t.Fatalf("oracle_cases.txt:%d: malformed line", ln) }
		if len(f) < 4 {
			bad()
		}
		body, err := strconv.Unquote(f[1])
		if err != nil {
			bad()
		}
		c := oracleCase{line: ln, kind: f[0], body: body}
		switch f[2] {
		case "ok":
			c.ok = true
			if c.out, err = strconv.Unquote(f[3]); err != nil {
				bad()
			}
		case "err":
			if len(f) != 5 {
				bad()
			}
			if c.off, err = strconv.Atoi(f[3]); err != nil {
				bad()
			}
			if c.msg, err = strconv.Unquote(f[4]); err != nil {
				bad()
			}
		default:
			bad()
		}
		cases = append(cases, c)
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	return cases
}

// oracleSuffix is what follows the body in the text given to mlir-opt.
const oracleSuffix = ">} : () -> ()\n"

// parseLikeAttribute parses body as the attribute parser does for
// affine_map<body> (kind map or simp) or affine_set<body>, including the
// check for the closing '>' that follows.
func parseLikeAttribute(c Interner, kind, body string) (out string, perr *ParseError) {
	src := []byte(body + oracleSuffix)
	var n int
	what := "affine map"
	switch kind {
	case "set":
		what = "integer set"
		s, k, err := ParseSet(c, src)
		if err != nil {
			return "", err.First()
		}
		out, n = s.String(), k
	default:
		m, k, err := ParseMap(c, src)
		if err != nil {
			return "", err.First()
		}
		if kind == "simp" {
			m = SimplifyAffineMap(c, m)
		}
		out, n = m.String(), k
	}
	// The caller's `>`.
	p := &parser{c: c, lex: lexer{src: src, pos: n}}
	p.lexNext()
	if p.err == nil && p.tok.kind != tGreater {
		p.wrongToken("expected '>' in " + what)
	}
	if p.err != nil {
		return "", p.err.First()
	}
	return out, nil
}

func TestOracleCases(t *testing.T) {
	c := newInterner()
	for _, tc := range loadOracleCases(t) {
		out, err := parseLikeAttribute(c, tc.kind, tc.body)
		switch {
		case tc.ok && err != nil:
			t.Errorf("line %d: %s %q: unexpected error at %d: %s", tc.line, tc.kind, tc.body, err.Offset, err.Msg)
		case tc.ok && out != tc.out:
			t.Errorf("line %d: %s %q:\n got %s\nwant %s", tc.line, tc.kind, tc.body, out, tc.out)
		case !tc.ok && err == nil:
			t.Errorf("line %d: %s %q: got %s, want error at %d: %s", tc.line, tc.kind, tc.body, out, tc.off, tc.msg)
		case !tc.ok && (err.Offset != tc.off || err.Msg != tc.msg):
			t.Errorf("line %d: %s %q:\n got error at %d: %s\nwant error at %d: %s", tc.line, tc.kind, tc.body, err.Offset, err.Msg, tc.off, tc.msg)
		}
		if tc.ok && tc.kind != "simp" {
			checkRoundTrip(t, c, tc.body)
		}
		if tc.ok && tc.kind == "simp" {
			// Simplification preserves the meaning (of pure affine maps:
			// upstream's semi-affine rules are not always sound).
			m, _, _ := ParseMap(c, []byte(tc.body))
			if m != nil && pureMap(m) && !sameMeaning(m, SimplifyAffineMap(c, m)) {
				t.Errorf("line %d: simplifying %q changes its value", tc.line, tc.body)
			}
		}
	}
}

// checkRoundTrip parses body, prints the result and reparses the printed
// text: the result must mean the same (see sameMeaning), and printing must
// reach a fixed point, where reparsing gives back the same pointer, after at
// most one more round. (As upstream, reparsing printed text may simplify
// further, so the first reparse need not return the same pointer; printed
// -9223372036854775808 does not reparse at all.)
func checkRoundTrip(t *testing.T, c Interner, body string) {
	t.Helper()
	r1, n1, err := Parse(c, []byte(body))
	if err != nil {
		t.Errorf("%q: %v", body, err)
		return
	}
	if n1 > len(body) {
		t.Errorf("%q: consumed %d bytes", body, n1)
	}
	if msg := roundTrip(c, r1); msg != "" {
		t.Errorf("%q: %s", body, msg)
	}
}

// roundTrip checks the printing round trip of a parsed map or set; it
// returns a description of the failure, or "".
func roundTrip(c Interner, r any) string {
	cur := r
	for i := 0; i < 3; i++ {
		printed := printAny(cur)
		if strings.Contains(printed, "-9223372036854775808") {
			return "" // not parseable, as upstream
		}
		next, n, err := Parse(c, []byte(printed))
		if err != nil {
			return "printed " + strconv.Quote(printed) + " does not reparse: " + err.Error()
		}
		if n != len(printed) {
			return "printed " + strconv.Quote(printed) + " reparsed partially"
		}
		if !sameMeaning(cur, next) {
			return "printed " + strconv.Quote(printed) + " reparses to " + printAny(next) + ", which differs in value"
		}
		if next == cur {
			return ""
		}
		if i == 2 {
			return "printing does not reach a fixed point: " + printed
		}
		cur = next
	}
	return ""
}

func printAny(r any) string {
	switch r := r.(type) {
	case *Map:
		return r.String()
	case *IntegerSet:
		return r.String()
	}
	return "<nil>"
}

// sameMeaning evaluates two maps (or sets) at a few points and reports
// whether they agree wherever both evaluate without overflow or undefined
// division.
func sameMeaning(a, b any) bool {
	var ea, eb []Expr
	var nd, ns int
	switch a := a.(type) {
	case *Map:
		bm, ok := b.(*Map)
		if !ok || bm.NumDims != a.NumDims || bm.NumSymbols != a.NumSymbols || len(bm.Results) != len(a.Results) {
			return false
		}
		ea, eb, nd, ns = a.Results, bm.Results, a.NumDims, a.NumSymbols
	case *IntegerSet:
		bs, ok := b.(*IntegerSet)
		if !ok || bs.NumDims != a.NumDims || bs.NumSymbols != a.NumSymbols || len(bs.Constraints) != len(a.Constraints) {
			return false
		}
		for i := range a.EqFlags {
			if a.EqFlags[i] != bs.EqFlags[i] {
				return false
			}
		}
		ea, eb, nd, ns = a.Constraints, bs.Constraints, a.NumDims, a.NumSymbols
	default:
		return false
	}
	// Dimensions take any sign; symbols are positive, as upstream's
	// semi-affine rules assume.
	points := [][2]int64{{0, 1}, {1, 3}, {-5, 7}, {13, 2}, {6, 1}, {-17, 9}}
	for _, pt := range points {
		vals := make([]int64, nd+ns)
		for i := range vals {
			if i < nd {
				vals[i] = pt[0]*int64(i+1) + pt[1]
			} else {
				vals[i] = pt[1]*int64(i-nd+1) + int64(i)
			}
		}
		for i := range ea {
			x, okA := evalChecked(ea[i], nd, vals)
			y, okB := evalChecked(eb[i], nd, vals)
			if okA && okB && x != y {
				return false
			}
		}
	}
	return true
}

// evalChecked evaluates e exactly; ok is false on overflow, on division by
// zero and on modulo by a non-positive value.
func evalChecked(e Expr, numDims int, vals []int64) (int64, bool) {
	switch x := e.(type) {
	case *ConstantExpr:
		return x.Value, true
	case *DimExpr:
		return vals[x.Pos], true
	case *SymbolExpr:
		return vals[numDims+x.Pos], true
	case *BinaryExpr:
		l, ok := evalChecked(x.LHS, numDims, vals)
		if !ok {
			return 0, false
		}
		r, ok := evalChecked(x.RHS, numDims, vals)
		if !ok {
			return 0, false
		}
		switch x.Op {
		case KindAdd:
			s := l + r
			if (l >= 0) == (r >= 0) && (s >= 0) != (l >= 0) {
				return 0, false
			}
			return s, true
		case KindMul:
			if l != 0 && r != 0 {
				p := l * r
				if p/r != l || (l == -1 && r == math.MinInt64) || (r == -1 && l == math.MinInt64) {
					return 0, false
				}
				return p, true
			}
			return 0, true
		case KindMod:
			if r < 1 {
				return 0, false
			}
			return mod(l, r), true
		default:
			if r == 0 || (l == math.MinInt64 && r == -1) {
				return 0, false
			}
			if x.Op == KindFloorDiv {
				return floorDiv(l, r), true
			}
			return ceilDiv(l, r), true
		}
	}
	return 0, false
}

// TestOracleLive re-checks every recorded case against upstream mlir-opt
// when GOMLIR_MLIR_OPT names its binary (for example
// /usr/lib/llvm-22/bin/mlir-opt).
func TestOracleLive(t *testing.T) {
	opt := os.Getenv("GOMLIR_MLIR_OPT")
	if opt == "" {
		t.Skip("set GOMLIR_MLIR_OPT to the mlir-opt binary to run")
	}
	cases := loadOracleCases(t)
	var wg sync.WaitGroup
	sem := make(chan struct{}, 16)
	for i := range cases {
		tc := &cases[i]
		wg.Add(1)
		sem <- struct{}{}
		go func() {
			defer wg.Done()
			defer func() { <-sem }()
			ok, out, off, msg := runMLIROpt(t, opt, tc.kind, tc.body)
			if ok != tc.ok || (ok && out != tc.out) || (!ok && (off != tc.off || msg != tc.msg)) {
				t.Errorf("line %d: mlir-opt gives ok=%v %q / %d %q", tc.line, ok, out, off, msg)
			}
		}()
	}
	wg.Wait()
}

func runMLIROpt(t *testing.T, opt, kind, body string) (ok bool, out string, off int, msg string) {
	kw := "affine_map"
	if kind == "set" {
		kw = "affine_set"
	}
	prefix := `"t.x"() {m = ` + kw + "<"
	src := prefix + body + oracleSuffix
	args := []string{"--allow-unregistered-dialect", "--mlir-print-local-scope", "-"}
	first := 0
	if kind == "simp" {
		src = "func.func @f() {\n" + src + "return\n}\n"
		first = len("func.func @f() {\n")
		args = append(args, "--pass-pipeline=builtin.module(func.func(affine-simplify-structures))")
	}
	cmd := exec.Command(opt, args...)
	cmd.Stdin = strings.NewReader(src)
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	if err := cmd.Run(); err == nil {
		s := stdout.String()
		i := strings.Index(s, kw+"<") + len(kw) + 1
		j := strings.LastIndex(s, ">}")
		return true, s[i:j], 0, ""
	}
	for _, line := range strings.Split(stderr.String(), "\n") {
		a, m, found := strings.Cut(line, ": error: ")
		if !found || !strings.HasPrefix(a, "<stdin>:") {
			continue
		}
		parts := strings.Split(a, ":")
		ln, _ := strconv.Atoi(parts[1])
		col, _ := strconv.Atoi(parts[2])
		lines := strings.SplitAfter(src, "\n")
		pos := 0
		for k := 0; k < ln-1 && k < len(lines); k++ {
			pos += len(lines[k])
		}
		return false, "", pos + col - 1 - len(prefix) - first, m
	}
	t.Errorf("mlir-opt failed without a diagnostic: %s", stderr.String())
	return false, "", -1, ""
}
