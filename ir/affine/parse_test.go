package affine

import (
	"strconv"
	"strings"
	"testing"
)

// TestParseErrors covers upstream's test/IR/invalid-affinemap.mlir and more.
// Messages and offsets (bytes into the text after `affine_map<`) were
// recorded from mlir-opt, with the input ending where src ends;
// testdata/oracle_cases.txt has many more.
func TestParseErrors(t *testing.T) {
	c := newInterner()
	tests := []struct {
		src string
		off int
		msg string
	}{
		{"(i, j) -> ((), j)>", 12, "no expression inside parentheses"},
		{"(i, j) -> (->, j)>", 11, "expected affine expression"},
		{"(i, j) -> (:)>", 11, "expected affine expression"},
		{"(i, j) -> (, j)>", 11, "expected affine expression"},
		{"(i, j) [s0] -> (2*i*, 3*j*i*2 + 5)>", 20, "missing right operand of binary operator"},
		{"(i, j) [s0] -> (i+, i+j+2 + 5)>", 18, "missing right operand of binary operator"},
		{"(i, j) [s0] -> ((s0 + i, j)>", 23, "expected ')'"},
		{"(i, j) [s0] -> i + s0, j)>", 14, "expected '(' in affine map range"},
		{"(i, j) [s0] -> (x)>", 16, "use of undeclared identifier"},
		{"(i, j, i) [s0] -> (i)>", 7, "redefinition of identifier 'i'"},
		{"(i, j) [s0, s1, s0] -> (i)>", 16, "redefinition of identifier 's0'"},
		{"(i, j) [s0, s1] -> (+i, j)>", 20, "missing left operand of binary operator"},
		{"(i, j) [s0, s1] -> (floordiv i 2, j)>", 20, "use of undeclared identifier"},
		{"(i, j) [s0, s1] -> (-(), j)>", 22, "no expression inside parentheses"},
		{"(i, j) [s0, s1] -> (i*j, j)>", 21, "non-affine expression: at least one of the multiply operands has to be either a constant or symbolic"},
		{"(i, j) [s0, s1] -> (i, j + j ceildiv 128 mod 16 * i - 4)>", 48, "non-affine expression: at least one of the multiply operands has to be either a constant or symbolic"},
		{"(i, j) [s0, s1] -> (i, j floordiv i)>", 25, "non-affine expression: right operand of floordiv has to be either a constant or symbolic"},
		{"(i, j) [s0, s1] -> (i, i*2 ceildiv j*5)>", 36, "non-affine expression: right operand of ceildiv has to be either a constant or symbolic"},
		{"(i, j) [s0, s1] -> (i, i mod (2+i))>", 25, "non-affine expression: right operand of mod has to be either a constant or symbolic"},
		{"(i, j) [s0, s1] -> (-1*i j, j)>", 24, "expected ')' in affine map range"},
		{"(i, j) -> (i, 3*d0 + )>", 16, "use of undeclared identifier"},
		// Lexer errors, constants, comments and line starts.
		{"(d0) -> (d0 $ 2)>", 12, "unexpected character"},
		{"(d0) -> (9223372036854775808)>", 9, "constant too large for index"},
		{"(d0) -> (0x8000000000000000)>", 9, "constant too large for index"},
		{"(d0) -> (d0 // comment\n x)", 11, "expected ')' in affine map range"},
		{"(d0) -> (d0 +\n // c\n x)>", 13, "use of undeclared identifier"},
		{"(d0) -> (%x)>", 9, "unexpected ssa identifier"},
		{"(symbol) -> (symbol)>", 19, "expected '(' at start of SSA symbol"},
		{"(d0) -> (d0 + \"x)>", 18, "expected '\"' in string literal"},
		{"(d0) : (d0 > 0)>", 13, "expected '== affine-expr' or '>= affine-expr' at end of affine constraint"},
		{"", -1, "expected '(' in dimensional identifier list"},
		{"(d0) -> (d0", 10, "expected ')' in affine map range"},
	}
	for _, tt := range tests {
		_, _, err := Parse(c, []byte(tt.src))
		if err == nil {
			t.Errorf("%q: no error", tt.src)
			continue
		}
		err = err.First()
		if err.Offset != tt.off || err.Msg != tt.msg {
			t.Errorf("%q: got %d %q, want %d %q", tt.src, err.Offset, err.Msg, tt.off, tt.msg)
		}
	}
	_, _, err := ParseMap(c, []byte("  (d0) : (d0 >= 0)>"))
	if err == nil || err.Offset != 2 || err.Msg != "expected AffineMap, but got IntegerSet" {
		t.Errorf("ParseMap of a set: %v", err)
	}
	_, _, err = ParseSet(c, []byte("(d0) -> (d0)>"))
	if err == nil || err.Offset != 0 || err.Msg != "expected IntegerSet, but got AffineMap" {
		t.Errorf("ParseSet of a map: %v", err)
	}
	if s := (&ParseError{Offset: 3, Msg: "bad"}).Error(); s != "offset 3: bad" {
		t.Errorf("Error() = %q", s)
	}
}

// TestParseErrorChain checks the errors upstream reports after the first:
// each failed negation adds "missing operand of negation" at the token
// where its operand failed.
func TestParseErrorChain(t *testing.T) {
	c := newInterner()
	tests := []struct {
		src  string
		want []string
	}{
		{"(i) -> (-(), i)>", []string{"10 no expression inside parentheses", "10 missing operand of negation"}},
		{"(i) -> (- -, i)>", []string{"11 expected affine expression", "11 missing operand of negation", "11 missing operand of negation"}},
		{"(i) -> (-, i)>", []string{"9 expected affine expression", "9 missing operand of negation"}},
		{"(i) -> ((), i)>", []string{"9 no expression inside parentheses"}},
	}
	for _, tt := range tests {
		_, _, err := Parse(c, []byte(tt.src))
		var got []string
		for e := err; e != nil; e = e.Prev {
			got = append([]string{strconv.Itoa(e.Offset) + " " + e.Msg}, got...)
		}
		if strings.Join(got, "; ") != strings.Join(tt.want, "; ") {
			t.Errorf("%q: got %q, want %q", tt.src, got, tt.want)
		}
	}
}

func TestParseExtent(t *testing.T) {
	c := newInterner()
	tests := []struct {
		src  string
		n    int
		want string
	}{
		{"(d0) -> (d0)>} : () -> ()", 12, "(d0) -> (d0)"},
		{"(d0) -> ()  // x\n>", 10, "(d0) -> ()"},
		{" ( d0 ) [ s0 ] -> ( d0 + s0 ) >", 29, "(d0)[s0] -> (d0 + s0)"},
		{"(d0) : ()$", 9, "(d0) : (0 == 0)"},
		{"(d0) -> (d0)", 12, "(d0) -> (d0)"},
	}
	for _, tt := range tests {
		r, n, err := Parse(c, []byte(tt.src))
		if err != nil {
			t.Errorf("%q: %v", tt.src, err)
			continue
		}
		if n != tt.n || printAny(r) != tt.want {
			t.Errorf("%q: got %s, n=%d; want %s, n=%d", tt.src, printAny(r), n, tt.want, tt.n)
		}
	}
	// Deep nesting is refused, not a stack overflow.
	deep := "(d0) -> (" + strings.Repeat("(", maxNesting+1) + "d0" + strings.Repeat(")", maxNesting+1) + ")"
	if _, _, err := Parse(c, []byte(deep)); err == nil || err.Msg != "affine expression nested too deeply" {
		t.Errorf("deep nesting: %v", err)
	}
	ok := "(d0) -> (" + strings.Repeat("-(", 100) + "d0" + strings.Repeat(")", 100) + ")"
	if m, _, err := ParseMap(c, []byte(ok)); err != nil || m.String() != "(d0) -> (d0)" {
		t.Errorf("nested negations: %v %v", m, err)
	}
}

// TestParseSSA parses affine maps of SSA operands as in `affine.load
// %A[...]`. Maps and diagnostics match upstream (recorded from mlir-opt
// parsing affine.load and printing it generically).
func TestParseSSA(t *testing.T) {
	c := newInterner()
	plain := func(isSymbol bool, off int) (int, *ParseError) { return 0, nil }
	tests := []struct {
		src  string
		want string
		n    int
		off  int
		msg  string
	}{
		{"[%i + symbol(%n) * 2, %j floordiv 4 + %i] : memref", "(d0, d1)[s0] -> (d0 + s0 * 2, d1 floordiv 4 + d0)", 41, 0, ""},
		{"[%j, %i, %j + %i]", "(d0, d1) -> (d0, d1, d0 + d1)", 17, 0, ""},
		{"[symbol(%n) + %i, %i * symbol(%m)]", "(d0)[s0, s1] -> (d0 + s0, d0 * s1)", 34, 0, ""},
		{"[symbol(%i) + %i]", "()[s0] -> (s0 * 2)", 17, 0, ""},
		{"[]", "() -> ()", 2, 0, ""},
		{"[%i * %j]", "", 0, 4, "non-affine expression: at least one of the multiply operands has to be either a constant or symbolic"},
		{"[%i + , %j]", "", 0, 6, "missing right operand of binary operator"},
		{"[%i + symbol %n]", "", 0, 12, "expected '(' at start of SSA symbol"},
		{"[%i + symbol(%n]", "", 0, 15, "expected ')' at end of SSA symbol"},
		{"[%i + x]", "", 0, 5, "use of undeclared identifier"},
		{"[%i + %]", "", 0, 6, "invalid SSA name"},
		{"(%i)", "", 0, 0, "expected '[' in affine map"},
	}
	for _, tt := range tests {
		m, n, err := ParseMapOfSSAIDs(c, nil, []byte(tt.src), DelimSquare, plain)
		if tt.msg != "" {
			if err == nil || err.Offset != tt.off || err.Msg != tt.msg {
				t.Errorf("%q: got %v, want %d %q", tt.src, err, tt.off, tt.msg)
			}
			continue
		}
		if err != nil || m.String() != tt.want || n != tt.n {
			t.Errorf("%q: got %v n=%d err %v; want %s n=%d", tt.src, m, n, err, tt.want, tt.n)
		}
	}

	// The element parser may consume more than the `%name` token, and its
	// errors are reported as they are.
	var seen []string
	elem := func(isSymbol bool, off int) (int, *ParseError) {
		src := "(%a#1 + symbol(%b)) * 2, %bad"
		if strings.HasPrefix(src[off:], "%bad") {
			return 0, &ParseError{Offset: off + 1, Msg: "custom failure"}
		}
		end := off + 1
		for end < len(src) && (src[end] == '#' || src[end] >= 'a' && src[end] <= 'z' || src[end] >= '0' && src[end] <= '9') {
			end++
		}
		seen = append(seen, src[off:end])
		return end - off, nil
	}
	m, n, err := ParseMapOfSSAIDs(c, nil, []byte("(%a#1 + symbol(%b)) * 2, %bad"), DelimNone, elem)
	if err == nil || err.Offset != 26 || err.Msg != "custom failure" {
		t.Errorf("element error: %v %v %d", m, err, n)
	}
	if len(seen) != 2 || seen[0] != "%a#1" || seen[1] != "%b" {
		t.Errorf("elements: %v", seen)
	}
	m, n, err = ParseMapOfSSAIDs(c, nil, []byte("(%a#1 + symbol(%b)) * 2 x"), DelimNone, elem)
	if err != nil || n != 23 || m.String() != "(d0)[s0] -> ((d0 + s0) * 2)" {
		t.Errorf("DelimNone: %v n=%d %v", m, n, err)
	}
	if m, n, err := ParseMapOfSSAIDs(c, nil, []byte("x"), DelimOptionalParen, plain); err != nil || n != 0 || m.String() != "() -> ()" {
		t.Errorf("absent optional list: %v n=%d %v", m, n, err)
	}
	if m, _, err := ParseMapOfSSAIDs(c, nil, []byte("<%x, 1>"), DelimOptionalLessGreater, plain); err != nil || m.String() != "(d0) -> (d0, 1)" {
		t.Errorf("<>: %v %v", m, err)
	}
	if m, _, err := ParseMapOfSSAIDs(c, nil, []byte("{%x}"), DelimBraces, plain); err != nil || m.String() != "(d0) -> (d0)" {
		t.Errorf("{}: %v %v", m, err)
	}
	if _, _, err := ParseMapOfSSAIDs(c, nil, []byte("{%x"), DelimBraces, plain); err == nil || err.Msg != "expected '}' in affine map" {
		t.Errorf("{: %v", err)
	}

	e, nd, ns, n, err := ParseExprOfSSAIDs(c, nil, []byte("symbol(%n) * 4 + %i ceildiv 2]"), plain)
	if err != nil || nd != 1 || ns != 1 || n != 29 || ExprString(e) != "d0 ceildiv 2 + s0 * 4" {
		t.Errorf("ParseExprOfSSAIDs: %v %d %d %d %v", e, nd, ns, n, err)
	}
	if _, _, _, _, err := ParseExprOfSSAIDs(c, nil, []byte(")"), plain); err == nil || err.Msg != "expected affine expression" {
		t.Errorf("ParseExprOfSSAIDs error: %v", err)
	}
	e, n, err = ParseExprWithNames(c, []byte("i * 2 + n, rest"), []string{"i", "n"}, []Expr{Dim(c, 0), Symbol(c, 0)})
	if err != nil || n != 9 || ExprString(e) != "d0 * 2 + s0" {
		t.Errorf("ParseExprWithNames: %v %d %v", e, n, err)
	}
	if _, _, err := ParseExprWithNames(c, []byte("j"), []string{"i"}, []Expr{Dim(c, 0)}); err == nil || err.Msg != "use of undeclared identifier" {
		t.Errorf("ParseExprWithNames error: %v", err)
	}
}

func BenchmarkParseMap(b *testing.B) {
	c := newInterner()
	src := []byte("(d0, d1, d2)[s0, s1] -> (d0 * 4 + d1 floordiv 2 - s0, (d2 + s1) mod 8, d0 - (d0 floordiv 16) * 16, d1 * s0 + 3)")
	b.SetBytes(int64(len(src)))
	for b.Loop() {
		if _, _, err := ParseMap(c, src); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkPrintMap(b *testing.B) {
	c := newInterner()
	m, _, _ := ParseMap(c, []byte("(d0, d1, d2)[s0, s1] -> (d0 * 4 + d1 floordiv 2 - s0, (d2 + s1) mod 8, d0 - (d0 floordiv 16) * 16, d1 * s0 + 3)"))
	var buf []byte
	for b.Loop() {
		buf = AppendMap(buf[:0], m)
	}
}
