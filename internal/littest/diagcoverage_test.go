package littest

import (
	"bufio"
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"testing"
)

// diagSources are the packages whose diagnostics must all be exercised by
// a .mlir test: the parser (asm), the IR and its verifier (ir), and the
// affine map and set parser (ir/affine).
var diagSources = []string{"asm", "ir", "ir/affine"}

// diagSinks maps the functions and methods that emit a diagnostic to the
// argument positions that can hold its message (the first position holding
// a message expression is used). Functions that only forward a message
// parameter to a sink are not listed: their messages are found at their
// callers when those pass literals, and skipped when the message is itself
// a parameter.
var diagSinks = map[string][]int{
	"fail":           {0, 1}, // asm: fail(msg); affine lexer: fail(off, msg, start)
	"failAt":         {1},
	"failWrongToken": {0},
	"expect":         {1},
	"errorf":         {1},
	"Errorf":         {0, 1}, // customParser.Errorf(format); ir.Errorf(loc, format)
	"ErrorAt":        {1},
	"WrongToken":     {0},
	"EmitError":      {0},
	"EmitOpError":    {0},
	"EmitWarning":    {0},
	"EmitRemark":     {0},
	"AttachNote":     {1},
	"errorAt":        {1},
	"emitError":      {0},
	"wrongToken":     {0},
}

// diagAllowlist lists the messages (their first constant fragment) that no
// textual input can produce, each with the reason.
var diagAllowlist = map[string]string{
	// A lexed float literal always converts: as upstream's, values out of
	// range become infinities or zeros, so only a malformed literal (which
	// the lexer never produces) fails.
	"floating point value too large for attribute": "float literals always convert",
	"floating point value too large":               "float literals always convert",
	// Sparse indices are built as a tensor of i64, which always gives a
	// DenseElementsAttr (or an element error reported before).
	"expected integer indices": "sparse indices are always dense i64 elements",
	// Dimension lists yield only non-negative sizes or '?'.
	"invalid tensor dimension size": "dimension lists never yield negative sizes",
	"invalid memref size":           "dimension lists never yield negative sizes",
	// Both need a custom parser that gives a region unnamed arguments;
	// every one (func.func, affine.for, test.polyfor) names them, and a
	// region with named arguments cannot name its entry block.
	"entry block arguments were already defined": "no op gives unnamed region arguments",
	"argument and block argument type mismatch":  "no op gives unnamed region arguments",
	// Invariants of the in-memory IR that parsed IR always satisfies: they
	// catch misuse of the Go API.
	"null operand found":                "parsed operands are never null",
	"block argument not owned by block": "parsed block arguments belong to their block",
	"operation's operand is unlinked":   "parsed operands are always defined in a region",
	// Block names are scoped per region, so a successor never names a block
	// of another region.
	"branching to block of a different region": "block names are scoped per region",
	// Every symbol op declares sym_name and sym_visibility as string
	// attributes, whose ODS checks (or property conversion) fail first.
	"requires string attribute 'sym_name'":                                              "ODS attribute constraints fail first",
	"requires visibility attribute 'sym_visibility' to be a string attribute, but got ": "ODS attribute constraints fail first",
	// Every SymbolTable op (builtin.module, test.symbol_scope) checks one
	// region of one block in its invariants, which fail first.
	"Operations with a 'SymbolTable' must have exactly one region": "op invariants fail first",
	"Operations with a 'SymbolTable' must have exactly one block":  "op invariants fail first",
	": interface implementation #":                                 "a dialect definition's error at registration, not an input's",
}

// diagMessage is a diagnostic emitted at one call site: the constant
// fragments of its text, in order (format verbs and computed parts split
// them).
type diagMessage struct {
	pos   string
	frags []string
}

// key is the message's text up to its first computed part.
func (m diagMessage) key() string { return m.frags[0] }

// covered reports whether some line holds every fragment of m in order,
// the first one not inside a word ("unexpected x" does not cover
// "expected x").
func (m diagMessage) covered(lines []string) bool {
	for _, l := range lines {
		for start := 0; ; {
			i := strings.Index(l[start:], m.frags[0])
			if i < 0 {
				break
			}
			i += start
			start = i + 1
			if i > 0 && isWordByte(l[i-1]) && isWordByte(m.frags[0][0]) {
				continue
			}
			if holdsInOrder(l[i+len(m.frags[0]):], m.frags[1:]) {
				return true
			}
		}
	}
	return false
}

func isWordByte(c byte) bool {
	return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '_'
}

// holdsInOrder reports whether s holds frags in order.
func holdsInOrder(s string, frags []string) bool {
	for _, f := range frags {
		i := strings.Index(s, f)
		if i < 0 {
			return false
		}
		s = s[i+len(f):]
	}
	return true
}

// collectDiagMessages parses the Go files of root/dir and returns the
// messages passed as constants (or built from constants) to the diagnostic
// sinks.
func collectDiagMessages(t *testing.T, root, dir string) []diagMessage {
	fset := token.NewFileSet()
	files, err := filepath.Glob(filepath.Join(root, dir, "*.go"))
	if err != nil {
		t.Fatal(err)
	}
	var msgs []diagMessage
	for _, f := range files {
		if strings.HasSuffix(f, "_test.go") {
			continue
		}
		af, err := parser.ParseFile(fset, f, nil, 0)
		if err != nil {
			t.Fatal(err)
		}
		for _, decl := range af.Decls {
			fn, ok := decl.(*ast.FuncDecl)
			if !ok || fn.Body == nil {
				continue
			}
			locals := stringLocals(fn.Body)
			ast.Inspect(fn.Body, func(n ast.Node) bool {
				call, ok := n.(*ast.CallExpr)
				if !ok {
					return true
				}
				if frags := sinkMessage(call, locals); frags != nil {
					p := fset.Position(call.Pos())
					rel, _ := filepath.Rel(root, p.Filename)
					msgs = append(msgs, diagMessage{pos: rel + ":" + strconv.Itoa(p.Line), frags: frags})
				}
				return true
			})
		}
	}
	return msgs
}

// stringLocals maps the local variables of a function body that are
// assigned once, from a message expression, to that expression.
func stringLocals(body *ast.BlockStmt) map[string]ast.Expr {
	locals := map[string]ast.Expr{}
	assigned := map[string]int{}
	ast.Inspect(body, func(n ast.Node) bool {
		as, ok := n.(*ast.AssignStmt)
		if !ok {
			return true
		}
		for i, l := range as.Lhs {
			id, ok := l.(*ast.Ident)
			if !ok {
				continue
			}
			assigned[id.Name]++
			if as.Tok == token.DEFINE && len(as.Lhs) == len(as.Rhs) && fragments(as.Rhs[i], nil) != nil {
				locals[id.Name] = as.Rhs[i]
			}
		}
		return true
	})
	for name := range locals {
		if assigned[name] != 1 {
			delete(locals, name)
		}
	}
	return locals
}

// sinkMessage returns the constant fragments of the message of a call to a
// diagnostic sink, or nil if call is not one or its message is not built
// from constants.
func sinkMessage(call *ast.CallExpr, locals map[string]ast.Expr) []string {
	var name string
	switch fn := call.Fun.(type) {
	case *ast.Ident:
		name = fn.Name
	case *ast.SelectorExpr:
		name = fn.Sel.Name
	}
	positions, ok := diagSinks[name]
	if !ok {
		return nil
	}
	for _, i := range positions {
		if i >= len(call.Args) {
			continue
		}
		arg := call.Args[i]
		if lit, ok := arg.(*ast.BasicLit); ok && lit.Value == `"%s"` && i+1 < len(call.Args) {
			// A pre-built message passed through a "%s" format.
			arg = call.Args[i+1]
		}
		if frags := fragments(arg, locals); frags != nil {
			return frags
		}
	}
	return nil
}

// fragments returns the constant pieces of a message expression (a string
// literal, a concatenation holding one, or a local defined from one), split
// at format verbs and computed operands; nil if e holds no constant text.
func fragments(e ast.Expr, locals map[string]ast.Expr) []string {
	var frags []string
	cur, any := "", false
	flush := func() {
		if cur != "" {
			frags = append(frags, cur)
		}
		cur = ""
	}
	var walk func(e ast.Expr)
	walk = func(e ast.Expr) {
		switch e := e.(type) {
		case *ast.BasicLit:
			if e.Kind != token.STRING {
				flush()
				return
			}
			s, err := strconv.Unquote(e.Value)
			if err != nil {
				flush()
				return
			}
			any = true
			for {
				i := strings.IndexByte(s, '%')
				if i < 0 || i+1 >= len(s) {
					cur += s
					return
				}
				if s[i+1] == '%' {
					cur += s[:i+1]
					s = s[i+2:]
					continue
				}
				cur += s[:i]
				flush()
				j := i + 1
				for j < len(s) && !strings.ContainsRune("vTtbcdoOqxXUeEfFgGsp", rune(s[j])) {
					j++
				}
				s = s[min(j+1, len(s)):]
			}
		case *ast.BinaryExpr:
			if e.Op != token.ADD {
				flush()
				return
			}
			walk(e.X)
			walk(e.Y)
		case *ast.ParenExpr:
			walk(e.X)
		case *ast.Ident:
			if d, ok := locals[e.Name]; ok {
				walk(d)
				return
			}
			flush()
		default:
			flush()
		}
	}
	walk(e)
	flush()
	if !any || len(frags) == 0 {
		return nil
	}
	return frags
}

// expectationLines returns the lines of testdata/**/*.mlir that state an
// expected diagnostic or a FileCheck pattern.
func expectationLines(t *testing.T, root string) []string {
	var lines []string
	err := filepath.WalkDir(filepath.Join(root, "testdata"), func(path string, d os.DirEntry, err error) error {
		if err != nil || d.IsDir() || filepath.Ext(path) != ".mlir" {
			return err
		}
		f, err := os.Open(path)
		if err != nil {
			return err
		}
		defer f.Close()
		sc := bufio.NewScanner(f)
		sc.Buffer(nil, 1<<24)
		for sc.Scan() {
			if l := sc.Text(); strings.Contains(l, "expected-") || isCheckLine(l) {
				lines = append(lines, l)
			}
		}
		return sc.Err()
	})
	if err != nil {
		t.Fatal(err)
	}
	return lines
}

// isCheckLine reports whether l is a FileCheck directive: a comment whose
// first word is an upper-case prefix (CHECK, CHECK-NEXT, PARENS, ...)
// followed by a colon.
func isCheckLine(l string) bool {
	l = strings.TrimSpace(l)
	if !strings.HasPrefix(l, "//") {
		return false
	}
	l = strings.TrimSpace(l[2:])
	i := strings.IndexByte(l, ':')
	if i <= 0 {
		return false
	}
	for _, c := range l[:i] {
		if !(c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '-' || c == '_') {
			return false
		}
	}
	return true
}

// TestDiagnosticCoverage requires every diagnostic the parser and the IR
// verifier emit to be expected by some .mlir test (expected-error/note or
// a CHECK line), unless the allowlist says why no input can produce it.
func TestDiagnosticCoverage(t *testing.T) {
	root := repoRoot(t)
	lines := expectationLines(t, root)
	total, covered, allowed := 0, 0, 0
	usedAllow := map[string]bool{}
	distinct := map[string]bool{}
	var missing []string
	for _, dir := range diagSources {
		for _, m := range collectDiagMessages(t, root, dir) {
			total++
			distinct[strings.Join(m.frags, "\x00")] = true
			switch {
			case m.covered(lines):
				covered++
			case diagAllowlist[m.key()] != "":
				allowed++
				usedAllow[m.key()] = true
			default:
				missing = append(missing, m.pos+": "+strconv.Quote(strings.Join(m.frags, "…")))
			}
		}
	}
	t.Logf("diagnostic call sites: %d (%d distinct messages), covered by .mlir tests: %d, allowlisted: %d",
		total, len(distinct), covered, allowed)
	sort.Strings(missing)
	for _, m := range missing {
		t.Errorf("no .mlir test expects %s", m)
	}
	for k := range diagAllowlist {
		if !usedAllow[k] {
			t.Errorf("allowlisted message %q is covered or no longer emitted: remove it from the allowlist", k)
		}
	}
}
