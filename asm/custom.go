package asm

import (
	"errors"
	"fmt"
	"strconv"
	"strings"

	"github.com/gomlir/gomlir/ir"
)

// customPrinter implements ir.OpPrinter over an opPrinter.
type customPrinter struct {
	p  *opPrinter
	op *ir.Operation
}

func (c *customPrinter) WriteString(s string)                     { c.p.str(s) }
func (c *customPrinter) PrintType(t ir.Type)                      { c.p.typ(t) }
func (c *customPrinter) PrintAttribute(a ir.Attribute)            { c.p.attr(a, elideNever) }
func (c *customPrinter) PrintAttributeWithoutType(a ir.Attribute) { c.p.attr(a, elideMust) }
func (c *customPrinter) PrintOperand(v *ir.Value)                 { c.p.valueID(v, true) }
func (c *customPrinter) PrintSuccessor(b *ir.Block)               { c.p.blockName(b) }
func (c *customPrinter) PrintRegion(r *ir.Region, args, terms, empty bool) {
	c.p.region(r, args, terms, empty)
}
func (c *customPrinter) PrintOptionalAttrDict(attrs []ir.NamedAttr, elided ...string) {
	c.attrDict(attrs, elided, false)
}
func (c *customPrinter) PrintOptionalAttrDictWithKeyword(attrs []ir.NamedAttr, elided ...string) {
	c.attrDict(attrs, elided, true)
}

func (c *customPrinter) attrDict(attrs []ir.NamedAttr, elided []string, keyword bool) {
	var kept []ir.NamedAttr
outer:
	for _, a := range attrs {
		for _, e := range elided {
			if a.Name == e {
				continue outer
			}
		}
		kept = append(kept, a)
	}
	if len(kept) == 0 {
		return
	}
	if keyword {
		c.p.str(" attributes")
	}
	c.p.str(" {")
	c.p.namedAttrs(kept)
	c.p.byte('}')
}

func (c *customPrinter) PrintSymbolName(name string)   { c.p.symbolName(name) }
func (c *customPrinter) PrintKeywordOrString(s string) { c.p.keywordOrString(s) }
func (c *customPrinter) PrintNewline()                 { c.p.nl() }
func (c *customPrinter) PrintRegionArgument(v *ir.Value, attrs []ir.NamedAttr) {
	c.p.valueID(v, false)
	c.p.str(": ")
	c.p.typ(v.Type())
	if len(attrs) > 0 {
		c.p.str(" {")
		c.p.namedAttrs(attrs)
		c.p.byte('}')
	}
	c.p.trailingLoc(v.Loc(), false)
}
func (c *customPrinter) PrintGenericOp(op *ir.Operation) { c.p.genericOp(op) }

// PrintAlias prints a's alias if the printer gave it one (upstream's
// AsmPrinter::printAlias), for formats printing attributes stripped.
func (c *customPrinter) PrintAlias(a ir.Attribute) bool {
	return (&dialectPrinter{&c.p.attrPrinter}).PrintAlias(a)
}
func (c *customPrinter) IncreaseIndent() { c.p.indent += 2 }
func (c *customPrinter) DecreaseIndent() { c.p.indent -= 2 }

// aliasRecorder implements ir.OpPrinter by recording the attributes and
// types a custom printer would print, for alias collection.
type aliasRecorder struct {
	p *opPrinter
}

func (r *aliasRecorder) WriteString(string)                       {}
func (r *aliasRecorder) PrintType(t ir.Type)                      { r.p.aliases.visitType(t, false) }
func (r *aliasRecorder) PrintAttribute(a ir.Attribute)            { r.p.aliases.visitAttr(a, false) }
func (r *aliasRecorder) PrintAttributeWithoutType(a ir.Attribute) { r.p.aliases.visitAttr(a, false) }
func (r *aliasRecorder) PrintOperand(*ir.Value)                   {}
func (r *aliasRecorder) PrintSuccessor(*ir.Block)                 {}
func (r *aliasRecorder) PrintRegion(reg *ir.Region, args, terms, empty bool) {
	r.p.collectRegionPrinted(reg, args, terms)
}
func (r *aliasRecorder) PrintOptionalAttrDict(attrs []ir.NamedAttr, elided ...string) {
	r.dict(attrs, elided)
}
func (r *aliasRecorder) PrintOptionalAttrDictWithKeyword(attrs []ir.NamedAttr, elided ...string) {
	r.dict(attrs, elided)
}

// dict visits the attributes of an attribute dictionary but the elided
// ones, as upstream's alias collection does.
func (r *aliasRecorder) dict(attrs []ir.NamedAttr, elided []string) {
outer:
	for _, a := range attrs {
		for _, e := range elided {
			if a.Name == e {
				continue outer
			}
		}
		r.p.aliases.visitAttr(a.Value, false)
	}
}
func (r *aliasRecorder) PrintSymbolName(string)      {}
func (r *aliasRecorder) PrintKeywordOrString(string) {}
func (r *aliasRecorder) PrintNewline()               {}

// PrintRegionArgument visits the argument's type and location, not its
// attributes, as upstream's alias collection.
func (r *aliasRecorder) PrintRegionArgument(v *ir.Value, _ []ir.NamedAttr) {
	r.p.aliases.visitType(v.Type(), false)
	if r.p.flags.DebugInfo {
		r.p.aliases.visitAttr(v.Loc(), false)
	}
}
func (r *aliasRecorder) PrintGenericOp(op *ir.Operation) {
	saved := r.p.flags.Generic
	r.p.flags.Generic = true
	r.p.collectAliases(op)
	r.p.flags.Generic = saved
}

// PrintAlias visits a (its alias, if any, is the one printed).
func (r *aliasRecorder) PrintAlias(a ir.Attribute) bool {
	r.p.aliases.visitAttr(a, false)
	return true
}
func (r *aliasRecorder) IncreaseIndent() {}
func (r *aliasRecorder) DecreaseIndent() {}

// dialectPrinter implements ir.DialectPrinter.
type dialectPrinter struct{ p *attrPrinter }

func (d *dialectPrinter) WriteString(s string)          { d.p.str(s) }
func (d *dialectPrinter) PrintType(t ir.Type)           { d.p.typ(t) }
func (d *dialectPrinter) PrintAttribute(a ir.Attribute) { d.p.attr(a, elideNever) }
func (d *dialectPrinter) PrintKeywordOrString(s string) { d.p.keywordOrString(s) }

// PrintAlias prints a's alias if the printer gave it one.
func (d *dialectPrinter) PrintAlias(a ir.Attribute) bool {
	if d.p.aliases == nil {
		return false
	}
	name, ok := d.p.aliases.nameOf(a)
	if ok {
		d.p.str(name)
	}
	return ok
}

// dialectParser implements ir.DialectParser over a symbol body.
type dialectParser struct {
	outer *Parser
	body  string
	pos   int
}

func (d *dialectParser) Context() *ir.Context { return d.outer.ctx }
func (d *dialectParser) Body() string         { return d.body }

// AttrAlias looks name up among the file's attribute aliases.
func (d *dialectParser) AttrAlias(name string) (ir.Attribute, bool) {
	a, ok := d.outer.attrAliases[name]
	return a, ok
}

// Tokens returns a parser over the body's tokens: a copy of the outer
// parser whose lexer covers just the body, so that positions (and
// diagnostics) are those of the file.
func (d *dialectParser) Tokens() (ir.BodyParser, error) {
	if d.outer.distinct == nil {
		// The body's distinct attributes are the file's: the copy
		// below must share the table.
		d.outer.distinct = map[string]*ir.DistinctAttr{}
	}
	sub := *d.outer
	buf, start := sub.lex.buf, d.pos+1
	if start < 0 || start+len(d.body) > len(buf) || string(buf[start:start+len(d.body)]) != d.body {
		buf, start = []byte(d.body), 0
		sub.start, sub.lines, sub.lastLine = 0, nil, 0
	}
	sub.lex = lexer{buf: buf[:start+len(d.body)], pos: start}
	b := &bodyParser{customParser{p: &sub}}
	return b, catch(sub.consume)
}

// bodyParser implements ir.BodyParser.
type bodyParser struct{ customParser }

func (b *bodyParser) AtEnd() bool { return b.p.tok.kind == tEOF }

// WrongToken reports at the end of the body once it is consumed: upstream's
// nested symbol parser does not move such errors back.
func (b *bodyParser) WrongToken(msg string) error {
	if b.p.tok.kind == tEOF {
		return b.Errorf("%s", msg)
	}
	return b.customParser.WrongToken(msg)
}

func (b *bodyParser) ParsePunct(punct string) error {
	if b.ParseOptionalPunct(punct) {
		return nil
	}
	return b.WrongToken("expected '" + punct + "'")
}

func (b *bodyParser) ParseFloat(ft *ir.FloatType) (bits ir.APInt, err error) {
	err = catch(func() {
		p := b.p
		neg := p.consumeIf(tMinus)
		pos := p.tok.start
		switch p.tok.kind {
		case tFloat:
			// As upstream, out of range literals become infinities.
			v, e := strconv.ParseFloat(p.tokName(), 64)
			if e != nil && !errors.Is(e, strconv.ErrRange) {
				p.fail("floating point value too large")
			}
			if neg {
				v = -v
			}
			bits = ir.FloatSemanticsOf(ft.Kind).FromFloat64(v)
		case tInteger:
			bits = p.floatFromIntLiteral(p.tokName(), neg, ft, pos)
		default:
			p.fail("expected floating point literal")
		}
		p.consume()
	})
	return bits, err
}

// customParser implements ir.OpParser for custom operation syntax.
type customParser struct {
	p       *Parser
	info    *ir.OpInfo
	namePos int
	groups  []resultGroup
}

func (c *customParser) Context() *ir.Context { return c.p.ctx }

// typeString prints a type with local scope (for diagnostics).
func typeString(t ir.Type) string {
	var p attrPrinter
	p.distinct = map[*ir.DistinctAttr]int{}
	p.typ(t)
	return string(p.buf)
}

// attrString prints an attribute with local scope (for diagnostics).
func attrString(a ir.Attribute) string {
	var p attrPrinter
	p.distinct = map[*ir.DistinctAttr]int{}
	p.attr(a, elideNever)
	return string(p.buf)
}

// TypeString returns the textual form of a type.
func TypeString(t ir.Type) string { return typeString(t) }

// AttrString returns the textual form of an attribute.
func AttrString(a ir.Attribute) string { return attrString(a) }

// catch runs f, turning a parse failure into a returned diagnostic.
func catch(f func()) (err error) {
	defer func() {
		if r := recover(); r != nil {
			pe, ok := r.(parseError)
			if !ok {
				panic(r)
			}
			err = pe.diag
		}
	}()
	f()
	return nil
}

var punctKinds = map[string]tokKind{
	"(": tLParen, ")": tRParen, "{": tLBrace, "}": tRBrace, "[": tLSquare, "]": tRSquare,
	"<": tLess, ">": tGreater, ",": tComma, ":": tColon, "=": tEqual, "->": tArrow,
	"-": tMinus, "+": tPlus, "*": tStar, "?": tQuestion, "...": tEllipsis, "|": tVerticalBar,
	"/": tSlash,
}

// singlePuncts holds the kinds of the one-character spellings of
// punctKinds (looked up on every custom parser's punctuation).
var singlePuncts = func() (t [128]struct {
	kind tokKind
	ok   bool
}) {
	for s, k := range punctKinds {
		if len(s) == 1 {
			t[s[0]].kind, t[s[0]].ok = k, true
		}
	}
	return t
}()

// punctKind returns the token kind of a punctuation spelling.
func punctKind(punct string) (tokKind, bool) {
	if len(punct) == 1 && punct[0] < 128 {
		e := singlePuncts[punct[0]]
		return e.kind, e.ok
	}
	k, ok := punctKinds[punct]
	return k, ok
}

func (c *customParser) Pos() int                  { return c.p.tok.start }
func (c *customParser) Loc() ir.Location          { return c.p.locAt(c.p.tok.start) }
func (c *customParser) LocAt(pos int) ir.Location { return c.p.locAt(pos) }
func (c *customParser) NumResults() int {
	n := 0
	for _, g := range c.groups {
		n += g.count
	}
	return n
}

// Errorf and ErrorAt report errors of the op's parser: upstream prefixes
// them with "custom op 'name' " (errors of the underlying parser, such as
// wrong tokens or bad types, are not).
func (c *customParser) Errorf(format string, args ...any) error {
	return c.ErrorAt(c.p.tok.start, format, args...)
}

func (c *customParser) ErrorAt(pos int, format string, args ...any) error {
	msg := format
	if len(args) > 0 {
		msg = fmt.Sprintf(format, args...)
	}
	if c.info != nil {
		msg = "custom op '" + c.info.Name + "' " + msg
	}
	return ir.Errorf(c.p.locAt(pos), "%s", msg)
}

func (c *customParser) WrongToken(msg string) error {
	return catch(func() { c.p.failWrongToken(msg) })
}

// IsPunct reports whether punct is next; "#" asks whether an attribute
// alias or dialect attribute (`#name...`) is next.
func (c *customParser) IsPunct(punct string) bool {
	if punct == "#" {
		return c.p.tok.kind == tHashID
	}
	k, ok := punctKind(punct)
	return ok && c.p.tok.kind == k
}

func (c *customParser) ParseOptionalPunct(punct string) bool {
	if k, ok := punctKind(punct); ok && c.p.tok.kind == k {
		c.p.consume()
		return true
	}
	return false
}

func (c *customParser) ParsePunct(punct string) error {
	if c.ParseOptionalPunct(punct) {
		return nil
	}
	return c.WrongToken("expected '" + punct + "'")
}

func (c *customParser) IsKeyword(kw string) bool { return c.p.isKeyword(kw) }

// ParseOptionalKeyword consumes kw if it is next.
func (c *customParser) ParseOptionalKeyword(kw string) bool { return c.p.consumeKeyword(kw) }

// ParseKeyword consumes kw or reports, as upstream's
// AsmParser::parseKeyword, an error of the op's parser at the next token.
func (c *customParser) ParseKeyword(kw string) error {
	if c.p.consumeKeyword(kw) {
		return nil
	}
	return c.Errorf("expected '%s'", kw)
}

func (c *customParser) ParseOptionalKeywordAny() (string, bool) {
	if c.p.tok.kind != tBareID {
		return "", false
	}
	s := c.p.spelling()
	c.p.consume()
	return s, true
}

func (c *customParser) ParseOptionalString() (string, bool) {
	if c.p.tok.kind != tString {
		return "", false
	}
	s := unescape(c.p.spellingBytes())
	c.p.consume()
	return s, true
}

func (c *customParser) ParseOptionalInteger() (v int64, ok bool, err error) {
	// As upstream's parseOptionalInteger<int64_t>: values from -2^63 to
	// 2^63-1.
	u, ok, err := c.parseOptionalInteger(func(mag uint64, neg bool, _ string) bool {
		return mag < 1<<63 || (neg && mag == 1<<63)
	})
	return int64(u), ok, err
}

// ParseOptionalUint64 is upstream's parseOptionalInteger<uint64_t>: values
// up to 2^64-1; a negative value wraps when its literal is at most 64 bits
// wide (upstream's APInt of four bits a digit).
func (b *bodyParser) ParseOptionalUint64() (uint64, bool, error) {
	return b.parseOptionalInteger(func(mag uint64, neg bool, digits string) bool {
		if !neg || mag == 0 {
			return true
		}
		digits = strings.TrimLeft(digits, "0")
		width := 4 * len(digits)
		if width <= 64 && mag>>(width-1) != 0 {
			width++
		}
		return width <= 64
	})
}

// parseOptionalInteger consumes an optionally negative integer literal
// whose magnitude fits in 64 bits and that fits(magnitude, negated,
// digits), and returns it wrapped to 64 bits; other values get upstream's
// "integer value too large" at the literal, once it is consumed.
func (c *customParser) parseOptionalInteger(fits func(mag uint64, neg bool, digits string) bool) (v uint64, ok bool, err error) {
	neg := c.p.tok.kind == tMinus
	if !neg && c.p.tok.kind != tInteger {
		return 0, false, nil
	}
	start := c.p.tok.start
	err = catch(func() {
		if neg {
			c.p.consume()
			if c.p.tok.kind != tInteger {
				c.p.failWrongToken("expected integer value")
			}
		}
		text := c.p.tokName()
		base := 10
		if len(text) > 2 && (text[1] == 'x' || text[1] == 'X') {
			text, base = text[2:], 16
		}
		mag, e := strconv.ParseUint(text, base, 64)
		c.p.consume()
		if e != nil || !fits(mag, neg, text) {
			c.p.failDiag(c.ErrorAt(start, "integer value too large").(*ir.Diagnostic))
		}
		v = mag
		if neg {
			v = -v
		}
	})
	return v, err == nil, err
}

func (c *customParser) ParseDimensionList() ([]int64, error) { return c.dimensionList(true, false) }

func (c *customParser) ParseDimensionListX(allowDynamic bool) ([]int64, error) {
	return c.dimensionList(allowDynamic, true)
}

// dimensionList is upstream's parseDimensionList: `4x?x8` without
// trailingX, `4x?x` (an `x` after each dimension, up to what follows) with
// it.
func (c *customParser) dimensionList(allowDynamic, trailingX bool) (dims []int64, err error) {
	p := c.p
	if p.tok.kind != tInteger && p.tok.kind != tQuestion {
		return nil, nil
	}
	err = catch(func() {
		// The buffer is read directly: the lexer would take `4x8` for an
		// integer and a keyword, and `0x8` for a hexadecimal integer.
		buf := p.lex.buf
		pos := p.tok.start
		for {
			switch {
			case pos < len(buf) && buf[pos] == '?':
				if !allowDynamic {
					p.failAt(pos, "expected static shape")
				}
				dims = append(dims, ir.Dynamic)
				pos++
			case pos < len(buf) && isDigit(buf[pos]):
				e := pos
				for e < len(buf) && isDigit(buf[e]) {
					e++
				}
				v, perr := strconv.ParseInt(string(buf[pos:e]), 10, 64)
				if perr != nil {
					p.failAt(pos, "invalid dimension")
				}
				dims = append(dims, v)
				pos = e
			case trailingX:
				// What follows the last `x` is not a dimension.
				p.resetTo(pos)
				return
			default:
				// As upstream, parsing resumes after the error's position.
				d := ir.Errorf(p.locAt(pos), "invalid dimension")
				p.resetTo(pos)
				p.failDiag(d)
			}
			if pos >= len(buf) || buf[pos] != 'x' {
				if trailingX {
					p.failAt(pos, "expected 'x' in dimension list")
				}
				break
			}
			pos++
		}
		p.resetTo(pos)
	})
	return dims, err
}

func (c *customParser) IsOperand() bool { return c.p.tok.kind == tPercentID }

func (c *customParser) ParseOperand() (u ir.UnresolvedOperand, err error) {
	err = catch(func() {
		s := c.p.parseSSAUse()
		u = ir.UnresolvedOperand{Name: s.name, Number: s.number, Pos: s.pos}
	})
	return
}

func (c *customParser) ParseOptionalOperand() (ir.UnresolvedOperand, bool, error) {
	if !c.IsOperand() {
		return ir.UnresolvedOperand{}, false, nil
	}
	u, err := c.ParseOperand()
	return u, err == nil, err
}

func (c *customParser) ResolveOperand(u ir.UnresolvedOperand, t ir.Type) (v *ir.Value, err error) {
	err = catch(func() { v = c.p.resolve(ssaUse{name: u.Name, number: u.Number, pos: u.Pos}, t) })
	return
}

func (c *customParser) IsType() bool {
	switch c.p.tok.kind {
	case tLParen, tExclaimID:
		return true
	case tBareID:
		s := c.p.tokName()
		if _, _, ok := intTypeOf(s); ok {
			return true
		}
		if _, ok := ir.FloatKindByKeyword(s); ok {
			return true
		}
		switch s {
		case "index", "none", "complex", "tuple", "vector", "tensor", "memref":
			return true
		}
	}
	return false
}

func (c *customParser) ParseType() (t ir.Type, err error) {
	err = catch(func() { t = c.p.parseType() })
	return
}

func (c *customParser) ParseOptionalType() (ir.Type, bool, error) {
	if !c.IsType() {
		return nil, false, nil
	}
	t, err := c.ParseType()
	return t, err == nil, err
}

func (c *customParser) ParseAttribute(t ir.Type) (a ir.Attribute, err error) {
	err = catch(func() { a = c.p.parseAttribute(t) })
	return
}

func (c *customParser) ParseOptionalAttribute(t ir.Type) (ir.Attribute, bool, error) {
	switch c.p.tok.kind {
	case tLSquare, tLBrace, tHashID, tFloat, tInteger, tMinus, tString, tAtID:
	case tBareID:
		switch c.p.tokName() {
		case "affine_map", "affine_set", "true", "false", "unit", "dense", "dense_resource",
			"array", "sparse", "strided", "distinct", "loc":
		default:
			if t != nil || !c.IsType() {
				return nil, false, nil
			}
		}
	default:
		if t != nil || !c.IsType() {
			return nil, false, nil
		}
	}
	a, err := c.ParseAttribute(t)
	return a, err == nil, err
}

func (c *customParser) ParseOptionalAttrDict() (out []ir.NamedAttr, err error) {
	if c.p.tok.kind != tLBrace {
		return nil, nil
	}
	err = catch(func() { out = c.p.parseAttrDictEntries() })
	return
}

func (c *customParser) ParseOptionalAttrDictWithKeyword() (out []ir.NamedAttr, err error) {
	if !c.p.isKeyword("attributes") {
		return nil, nil
	}
	err = catch(func() {
		c.p.consume()
		out = c.p.parseAttrDictEntries()
	})
	return
}

// ParseOptionalSymbolName parses an optional `@name`.
func (c *customParser) ParseOptionalSymbolName() (string, bool) {
	if c.p.tok.kind != tAtID {
		return "", false
	}
	n := c.p.symbolName()
	c.p.consume()
	return n, true
}

func (c *customParser) ParseOptionalLocation() (l ir.Location, ok bool, err error) {
	if !c.p.isKeyword("loc") {
		return nil, false, nil
	}
	err = catch(func() {
		c.p.consume()
		c.p.expect(tLParen, "expected '(' in location")
		l = c.p.parseLocationInstance()
		c.p.expect(tRParen, "expected ')' in location")
	})
	return l, err == nil, err
}

func (c *customParser) IsRegion() bool { return c.p.tok.kind == tLBrace }

// ParseRegion parses a region in the enclosing value scope, as upstream's
// parseRegion without name shadowing: values of enclosing regions stay
// visible (the verifier rejects their uses in isolated-from-above ops),
// and forward references left unresolved in one function may be defined
// by a later one.
func (c *customParser) ParseRegion(r *ir.Region, args []ir.RegionArgument) error {
	return catch(func() { c.p.parseRegion(r, c.regionArgs(args), false) })
}

// ParseIsolatedRegion parses the body of an isolated-from-above op; in a
// parallel parse the body is deferred (see parallel.go).
func (c *customParser) ParseIsolatedRegion(r *ir.Region, args []ir.RegionArgument) error {
	return catch(func() {
		ra := c.regionArgs(args)
		if !c.p.deferRegion(r, ra) {
			c.p.parseRegion(r, ra, false)
		}
	})
}

// ParseShadowingRegion parses a region in a fresh value scope, its entry
// arguments shadowing the enclosing names.
func (c *customParser) ParseShadowingRegion(r *ir.Region, args []ir.RegionArgument) error {
	return catch(func() { c.p.parseRegion(r, c.regionArgs(args), true) })
}

// regionArgs converts a custom parser's entry arguments.
func (c *customParser) regionArgs(args []ir.RegionArgument) []RegionArg {
	ra := make([]RegionArg, 0, len(args))
	for _, a := range args {
		loc := a.Loc
		if loc == nil {
			loc = c.p.locAt(a.Operand.Pos)
		}
		ra = append(ra, RegionArg{Name: a.Operand.Name, Number: a.Operand.Number, Pos: a.Operand.Pos, Type: a.Type, Loc: loc})
	}
	return ra
}

func (c *customParser) IsSuccessor() bool { return c.p.tok.kind == tCaretID }

func (c *customParser) ParseSuccessor() (b *ir.Block, err error) {
	err = catch(func() {
		if c.p.tok.kind != tCaretID {
			c.p.failWrongToken("expected block name")
		}
		b = c.p.blockNamed(c.p.spelling(), c.p.tok.start)
		c.p.consume()
	})
	return
}

func (c *customParser) IsArgument() bool { return c.p.tok.kind == tPercentID }

func (c *customParser) ParseArgument(allowType, allowAttrs bool) (a ir.RegionArgument, err error) {
	err = catch(func() {
		if c.p.tok.kind != tPercentID {
			c.p.failWrongToken("expected SSA operand")
		}
		u := ssaUse{name: c.p.tokName(), pos: c.p.tok.start}
		c.p.consume()
		if c.p.tok.kind == tHashID {
			c.p.fail("result number not allowed in argument list")
		}
		a.Operand = ir.UnresolvedOperand{Name: u.name, Number: u.number, Pos: u.pos}
		if allowType {
			c.p.expect(tColon, "expected ':'")
			a.Type = c.p.parseType()
		}
		if allowAttrs && c.p.tok.kind == tLBrace {
			a.Attrs = c.p.parseAttrDictEntries()
		}
		if c.p.isKeyword("loc") {
			c.p.consume()
			a.Loc = c.p.parseArgLocSpecifier()
		}
	})
	return
}
