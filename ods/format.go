package ods

import (
	"fmt"
	"sort"
	"strings"
)

// elemKind is the kind of a compiled format element.
type elemKind uint8

const (
	eLiteral        elemKind = iota
	eSpace                   // ` ` (Lit " ") or `` (Lit "")
	eNewline                 // `\n`
	eOperand                 // $operand group
	eAttr                    // $attribute
	eRegion                  // $region group
	eSuccessor               // $successor group
	eType                    // type(...) over an operand or result group, or all
	eFunctionalType          // functional-type(inputs, results)
	eAttrDict                // attr-dict / attr-dict-with-keyword
	ePropDict                // prop-dict
	eCustom                  // custom<Name>(args)
	eOptional                // (...)? optional group
	eOperands                // operands (all)
	eResults                 // results (all), only inside type directives
	eRegions                 // regions (all)
	eSuccessors              // successors (all)
)

// element is one compiled piece of an assembly format.
type element struct {
	kind  elemKind
	lit   string
	name  string
	index int // group index in the spec list of that kind
	// isResult marks type targets that are result groups.
	isResult  bool
	qualified bool
	ref       bool
	keyword   bool // attr-dict-with-keyword
	target    *element
	args      []*element
	custom    string
	then, els []*element
	anchor    *element
	isAnchor  bool
	// spaceBefore is decided when compiling, as upstream's generated printer.
	spaceBefore bool
}

// format is a compiled assembly format.
type format struct {
	elems []*element
	// used records names referenced by the format (for attr-dict elision and
	// type resolution).
	usedAttrs  map[string]bool
	typedNames map[string]bool // operands/results whose type is spelled
	// elided lists the attributes attr-dict never prints: those the format
	// prints elsewhere and the segment sizes.
	elided []string
	// elidedDefaults adds the attributes with a default value: attr-dict
	// elides them when they hold it.
	elidedDefaults []string
	// byName lists the indices of the op's attributes in name order.
	byName []int
	// typeGroups are the type equalities the parser infers types from.
	typeGroups [][]string
}

type fmtLexer struct {
	s   string
	i   int
	op  *Op
	err error
}

func (l *fmtLexer) fail(format string, args ...any) {
	if l.err == nil {
		l.err = fmt.Errorf("%s: format: "+format, append([]any{l.op.Name}, args...)...)
	}
}

func (l *fmtLexer) skip() {
	for l.i < len(l.s) && (l.s[l.i] == ' ' || l.s[l.i] == '\n' || l.s[l.i] == '\t') {
		l.i++
	}
}

func (l *fmtLexer) peek() byte {
	l.skip()
	if l.i >= len(l.s) {
		return 0
	}
	return l.s[l.i]
}

func (l *fmtLexer) eat(c byte) bool {
	if l.peek() == c {
		l.i++
		return true
	}
	return false
}

func (l *fmtLexer) ident() string {
	l.skip()
	start := l.i
	for l.i < len(l.s) {
		c := l.s[l.i]
		if c == '_' || c == '-' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' {
			l.i++
			continue
		}
		break
	}
	return l.s[start:l.i]
}

// compileFormat parses an assembly format string for op.
func compileFormat(op *Op) (*format, error) {
	l := &fmtLexer{s: op.Format, op: op}
	f := &format{usedAttrs: map[string]bool{}, typedNames: map[string]bool{}}
	f.elems = l.elements(f, 0, false)
	if l.i < len(l.s) && l.err == nil {
		l.fail("unexpected %q", l.s[l.i:])
	}
	if l.err != nil {
		return nil, l.err
	}
	emit, punct := true, false
	computeSpaces(f.elems, &emit, &punct)
	// prop-dict prints every inherent attribute: attr-dict prints the
	// discardable ones only.
	for _, e := range f.elems {
		if e.kind == ePropDict {
			for _, a := range op.Attrs {
				f.usedAttrs[a.Name] = true
			}
		}
	}
	for n := range f.usedAttrs {
		f.elided = append(f.elided, n)
	}
	sort.Strings(f.elided)
	f.elided = append(f.elided, "operandSegmentSizes", "resultSegmentSizes")
	for _, o := range op.Operands {
		if o.Arity == VariadicOfVariadic && o.SegmentAttr != "" {
			f.elided = append(f.elided, o.SegmentAttr)
		}
	}
	f.byName = op.attrsByName()
	f.typeGroups = typeGroups(op)
	f.elidedDefaults = f.elided[:len(f.elided):len(f.elided)]
	for _, a := range op.Attrs {
		if a.Default != nil {
			f.elidedDefaults = append(f.elidedDefaults, a.Name)
		}
	}
	return f, nil
}

// elements parses elements until a closing ')' (when nested) or the end.
func (l *fmtLexer) elements(f *format, depth int, inGroup bool) []*element {
	var out []*element
	for l.err == nil {
		c := l.peek()
		if c == 0 || (depth > 0 && c == ')') {
			return out
		}
		if c == ':' && inGroup {
			return out
		}
		e := l.element(f, depth)
		if e != nil {
			if l.i < len(l.s) && l.s[l.i] == '^' {
				l.i++
				e.isAnchor = true
			}
			out = append(out, e)
		}
	}
	return out
}

func (l *fmtLexer) element(f *format, depth int) *element {
	c := l.peek()
	switch {
	case c == '`':
		l.i++
		end := strings.IndexByte(l.s[l.i:], '`')
		if end < 0 {
			l.fail("unterminated literal")
			return nil
		}
		lit := l.s[l.i : l.i+end]
		l.i += end + 1
		switch lit {
		case " ", "":
			return &element{kind: eSpace, lit: lit}
		case "\\n":
			return &element{kind: eNewline}
		}
		return &element{kind: eLiteral, lit: lit}
	case c == '$':
		l.i++
		return l.variable(f, l.ident())
	case c == '(':
		l.i++
		// `(then)?` or, with an else group, `(then) : (else)?`.
		then := l.elements(f, depth+1, true)
		if !l.eat(')') {
			l.fail("expected ')' to end optional group")
			return nil
		}
		var els []*element
		if l.eat(':') {
			if !l.eat('(') {
				l.fail("expected '(' to start else group")
				return nil
			}
			els = l.elements(f, depth+1, false)
			if !l.eat(')') {
				l.fail("expected ')' to end else group")
				return nil
			}
		}
		if !l.eat('?') {
			l.fail("expected '?' after optional group")
			return nil
		}
		g := &element{kind: eOptional, then: then, els: els}
		g.anchor = findAnchor(then)
		if g.anchor == nil && len(then) > 0 {
			g.anchor = then[0]
		}
		return g
	case c == '^':
		l.i++
		return nil // anchors are recorded by position (see findAnchor)
	}
	id := l.ident()
	switch id {
	case "attr-dict":
		return &element{kind: eAttrDict}
	case "attr-dict-with-keyword":
		return &element{kind: eAttrDict, keyword: true}
	case "prop-dict":
		return &element{kind: ePropDict}
	case "operands":
		return &element{kind: eOperands}
	case "results":
		return &element{kind: eResults}
	case "regions":
		return &element{kind: eRegions}
	case "successors":
		return &element{kind: eSuccessors}
	case "type", "qualified", "ref":
		if !l.eat('(') {
			l.fail("expected '(' after %s", id)
			return nil
		}
		inner := l.element(f, depth)
		if !l.eat(')') {
			l.fail("expected ')' after %s argument", id)
			return nil
		}
		switch id {
		case "type":
			if inner == nil {
				return nil
			}
			t := &element{kind: eType, target: inner}
			if inner.kind == eType { // qualified(type(...)) handled below
				return inner
			}
			f.typedNames[inner.name] = true
			return t
		case "qualified":
			if inner != nil {
				inner.qualified = true
			}
			return inner
		default:
			if inner != nil {
				inner.ref = true
			}
			return inner
		}
	case "functional-type":
		if !l.eat('(') {
			l.fail("expected '(' after functional-type")
			return nil
		}
		a := l.element(f, depth)
		l.eat(',')
		b := l.element(f, depth)
		if !l.eat(')') {
			l.fail("expected ')' after functional-type arguments")
			return nil
		}
		for _, x := range []*element{a, b} {
			if x != nil {
				f.typedNames[x.name] = true
			}
		}
		return &element{kind: eFunctionalType, args: []*element{a, b}}
	case "custom":
		if !l.eat('<') {
			l.fail("expected '<' after custom")
			return nil
		}
		name := l.ident()
		if !l.eat('>') || !l.eat('(') {
			l.fail("expected '>(' in custom directive")
			return nil
		}
		e := &element{kind: eCustom, custom: name}
		for l.err == nil && l.peek() != ')' {
			a := l.element(f, depth)
			if a != nil {
				e.args = append(e.args, a)
				if a.kind == eType && a.target != nil {
					f.typedNames[a.target.name] = true
				}
			}
			l.eat(',')
		}
		l.eat(')')
		if _, ok := l.op.CustomDirectives[name]; !ok {
			l.fail("no custom directive %q", name)
		}
		return e
	}
	l.fail("unexpected %q", id)
	return nil
}

// findAnchor returns the element marked with `^` in a group.
func findAnchor(elems []*element) *element {
	for _, e := range elems {
		if e.anchorMark() {
			return e
		}
	}
	return nil
}

func (e *element) anchorMark() bool { return e != nil && e.isAnchor }

// variable resolves `$name` against the spec.
func (l *fmtLexer) variable(f *format, name string) *element {
	e := l.lookup(name)
	if e == nil {
		l.fail("unknown variable $%s", name)
		return nil
	}
	if e.kind == eAttr {
		f.usedAttrs[name] = true
	}
	return e
}

func (l *fmtLexer) lookup(name string) *element {
	op := l.op
	for i, o := range op.Operands {
		if o.Name == name {
			return &element{kind: eOperand, name: name, index: i}
		}
	}
	for i, r := range op.Results {
		if r.Name == name {
			return &element{kind: eOperand, name: name, index: i, isResult: true}
		}
	}
	for i, a := range op.Attrs {
		if a.Name == name {
			return &element{kind: eAttr, name: name, index: i}
		}
	}
	for i, r := range op.Regions {
		if r.Name == name {
			return &element{kind: eRegion, name: name, index: i}
		}
	}
	for i, s := range op.Successors {
		if s.Name == name {
			return &element{kind: eSuccessor, name: name, index: i}
		}
	}
	return nil
}

// shouldEmitSpaceBefore mirrors upstream's generated printers.
func shouldEmitSpaceBefore(value string, lastWasPunct bool) bool {
	if len(value) != 1 && value != "->" {
		return true
	}
	if lastWasPunct {
		return !strings.ContainsRune(">)}],", rune(value[0]))
	}
	return !strings.ContainsRune("<>(){}[],", rune(value[0]))
}

// computeSpaces decides, once, where the printer puts spaces, replaying
// upstream's code generator over the elements (optional groups: then
// branch, then else branch, with the state flowing through both).
func computeSpaces(elems []*element, emit, punct *bool) {
	for _, e := range elems {
		switch e.kind {
		case eLiteral:
			e.spaceBefore = *emit && shouldEmitSpaceBefore(e.lit, *punct)
			*emit = len(e.lit) != 1 || !strings.ContainsRune("<({[", rune(e.lit[0]))
			*punct = e.lit[0] != '_' && !isAlpha(e.lit[0])
		case eSpace:
			if e.lit == " " {
				e.spaceBefore = true
				*punct = false
			} else {
				*punct = true
			}
			*emit = false
		case eNewline:
		case eOptional:
			computeSpaces(e.then, emit, punct)
			computeSpaces(e.els, emit, punct)
		case eAttrDict:
			*punct = false
		default:
			e.spaceBefore = *emit || !*punct
			*punct = false
			*emit = true
		}
	}
}

func isAlpha(c byte) bool { return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' }
