package asm

import (
	"strconv"
	"strings"

	"github.com/gomlir/gomlir/ir"
)

// parseType parses any type, including function types.
func (p *Parser) parseType() ir.Type {
	if p.tok.kind == tLParen {
		return p.parseFunctionType()
	}
	return p.parseNonFunctionType()
}

func (p *Parser) parseFunctionType() ir.Type {
	base := len(p.typeStack)
	p.parseTypeListParensInto()
	nIn := len(p.typeStack) - base
	p.expect(tArrow, "expected '->' in function type")
	if p.tok.kind == tLParen {
		p.parseTypeListParensInto()
	} else {
		t := p.parseNonFunctionType()
		p.typeStack = append(p.typeStack, t)
	}
	t := p.ctx.FunctionType(p.typeStack[base:base+nIn], p.typeStack[base+nIn:])
	p.typeStack = p.typeStack[:base]
	return t
}

// parseTypeListParensInto parses `(t, ...)` onto the parser's type stack,
// which avoids a slice per function type.
func (p *Parser) parseTypeListParensInto() {
	p.expect(tLParen, "expected '('")
	if p.consumeIf(tRParen) {
		return
	}
	for {
		t := p.parseType()
		p.typeStack = append(p.typeStack, t)
		if !p.consumeIf(tComma) {
			break
		}
	}
	p.expect(tRParen, "expected ')'")
}

// parseTypeList parses a non-empty comma-separated list of types.
func (p *Parser) parseTypeList() []ir.Type {
	var ts []ir.Type
	for {
		ts = append(ts, p.parseType())
		if !p.consumeIf(tComma) {
			return ts
		}
	}
}

func (p *Parser) parseNonFunctionType() ir.Type {
	p.enter()
	defer p.leave()
	switch p.tok.kind {
	case tBareID:
		return p.parseBuiltinType()
	case tExclaimID:
		return p.parseExtendedType()
	}
	p.failWrongToken("expected non-function type")
	return nil
}

// intTypeOf parses the width of `iN`, `siN`, `uiN` spellings.
func intTypeOf(s string) (int, ir.Signedness, bool) {
	sg := ir.Signless
	switch {
	case len(s) > 2 && s[0] == 's' && s[1] == 'i':
		sg, s = ir.Signed, s[2:]
	case len(s) > 2 && s[0] == 'u' && s[1] == 'i':
		sg, s = ir.Unsigned, s[2:]
	case len(s) > 1 && s[0] == 'i':
		s = s[1:]
	default:
		return 0, 0, false
	}
	for i := 0; i < len(s); i++ {
		if !isDigit(s[i]) {
			return 0, 0, false
		}
	}
	// Upstream reads the width as a 32-bit unsigned number.
	w, err := strconv.ParseUint(s, 10, 32)
	if err != nil {
		return -1, sg, true
	}
	return int(w), sg, true
}

// MaxIntegerWidth is the largest supported integer type width (upstream's
// IntegerType::kMaxWidth).
const MaxIntegerWidth = 1<<24 - 1

func (p *Parser) parseBuiltinType() ir.Type {
	s := p.tokName()
	if w, sg, ok := intTypeOf(s); ok {
		if w < 0 {
			p.fail("invalid integer width")
		}
		if w > MaxIntegerWidth {
			p.fail("integer bitwidth is limited to 16777215 bits")
		}
		p.consume()
		return p.ctx.IntegerType(w, sg)
	}
	if k, ok := ir.FloatKindByKeyword(s); ok {
		p.consume()
		return p.ctx.FloatType(k)
	}
	switch s {
	case "index":
		p.consume()
		return p.ctx.IndexType()
	case "none":
		p.consume()
		return p.ctx.NoneType()
	case "complex":
		p.consume()
		p.expect(tLess, "expected '<' in complex type")
		pos := p.tok.start
		elem := p.parseType()
		if !isComplexElem(elem) {
			p.failAt(pos, "invalid element type for complex")
		}
		p.expect(tGreater, "expected '>' in complex type")
		return p.ctx.ComplexType(elem)
	case "tuple":
		p.consume()
		p.expect(tLess, "expected '<' in tuple type")
		if p.consumeIf(tGreater) {
			return p.ctx.TupleType(nil)
		}
		ts := p.parseTypeList()
		p.expect(tGreater, "expected '>' in tuple type")
		return p.ctx.TupleType(ts)
	case "vector", "tensor", "memref":
		return p.parseShapedType(s)
	}
	p.failWrongToken("expected non-function type")
	return nil
}

// parseShapedType parses a vector, tensor or memref type. A file spells
// the same few shaped types over and over, and a spelling made only of
// dimensions, keywords and punctuation (no alias, string, location or
// affine map) denotes the same type wherever it appears: such spellings
// are looked up in shapedTypes before they are parsed.
func (p *Parser) parseShapedType(kw string) ir.Type {
	start := p.tok.start
	end := shapedTypeEnd(p.lex.buf, p.tok.end)
	if end > 0 {
		if t, ok := p.shapedTypes[string(p.lex.buf[start:end])]; ok {
			p.resetTo(end)
			return t
		}
	}
	var t ir.Type
	switch kw {
	case "vector":
		t = p.parseVectorType()
	case "tensor":
		t = p.parseTensorType()
	default:
		t = p.parseMemRefType()
	}
	if end > 0 && p.tok.start >= end && p.shapedTypes != nil && len(p.shapedTypes) < maxShapedTypes {
		p.shapedTypes[string(p.lex.buf[start:end])] = t
	}
	return t
}

// maxShapedTypes bounds the spellings a parser remembers.
const maxShapedTypes = 1 << 12

// shapedTypeEnd returns the offset just past the '>' that closes the '<'
// at buf[open], or -1 when there is no '<' there, the type spans lines or
// it holds a character outside letters, digits, '_', '?', '[', ']', ',',
// ':', ' ' and nested angle brackets.
func shapedTypeEnd(buf []byte, open int) int {
	if open >= len(buf) || buf[open] != '<' {
		return -1
	}
	depth := 0
	for i := open; i < len(buf); i++ {
		switch c := buf[i]; {
		case c == '<':
			depth++
		case c == '>':
			depth--
			if depth == 0 {
				return i + 1
			}
		case 'a' <= c && c <= 'z', 'A' <= c && c <= 'Z', '0' <= c && c <= '9',
			c == '_', c == '?', c == '[', c == ']', c == ',', c == ':', c == ' ':
		default:
			return -1
		}
	}
	return -1
}

func isComplexElem(t ir.Type) bool {
	switch t.(type) {
	case *ir.IntegerType, *ir.FloatType:
		return true
	}
	return false
}

// parseDims parses a dimension list `4x?x8x` directly from the buffer, as
// the lexer would split `4x8xf32` wrongly. allowDynamic permits `?`;
// allowScalable permits `[4]`. It stops before the element type.
func (p *Parser) parseDims(allowDynamic, allowScalable bool) (dims []int64, scalable []bool) {
	buf := p.lex.buf
	pos := p.tok.start
	for {
		// skip whitespace between dimensions
		for pos < len(buf) && (buf[pos] == ' ' || buf[pos] == '\t' || buf[pos] == '\n' || buf[pos] == '\r') {
			pos++
		}
		if pos >= len(buf) {
			break
		}
		c := buf[pos]
		isScalable := false
		start := pos
		if c == '[' && allowScalable {
			isScalable = true
			pos++
			for pos < len(buf) && buf[pos] == ' ' {
				pos++
			}
			c = 0 // the end of the input is no dimension
			if pos < len(buf) {
				c = buf[pos]
			}
		}
		var d int64
		switch {
		case c == '?' && !allowDynamic:
			// Vector dimensions: `?` is no dimension.
			if isScalable {
				p.resetTo(pos)
				p.fail("invalid dimension")
			}
			p.resetTo(start)
			return dims, scalable
		case c == '?':
			d = ir.Dynamic
			pos++
		case isDigit(c):
			e := pos
			for e < len(buf) && isDigit(buf[e]) {
				e++
			}
			v, err := strconv.ParseInt(string(buf[pos:e]), 10, 64)
			if err != nil {
				p.resetTo(pos)
				p.fail("invalid dimension")
			}
			d = v
			pos = e
		default:
			if isScalable {
				p.resetTo(pos)
				p.fail("invalid dimension")
			}
			p.resetTo(start)
			return dims, scalable
		}
		if isScalable {
			for pos < len(buf) && buf[pos] == ' ' {
				pos++
			}
			if pos >= len(buf) || buf[pos] != ']' {
				p.resetTo(pos)
				p.fail("missing ']' closing scalable dimension")
			}
			pos++
		}
		for pos < len(buf) && (buf[pos] == ' ' || buf[pos] == '\t') {
			pos++
		}
		if pos >= len(buf) || buf[pos] != 'x' {
			p.resetTo(pos)
			p.failWrongToken("expected 'x' in dimension list")
		}
		pos++
		dims = append(dims, d)
		if allowScalable {
			scalable = append(scalable, isScalable)
		}
	}
	p.resetTo(pos)
	return dims, scalable
}

func (p *Parser) parseVectorType() ir.Type {
	start := p.tok.start
	p.consume()
	if p.tok.kind != tLess {
		p.failWrongToken("expected '<' in vector type")
	}
	p.lex.pos = p.tok.end
	p.tok = token{tLess, p.tok.start, p.tok.end}
	p.lex.skipSpace()
	p.tok.start = p.lex.pos
	dims, scalable := p.parseDims(false, true)
	elem := p.parseType()
	p.expect(tGreater, "expected '>' in vector type")
	// Upstream verifies the type once built, reporting at its start.
	if !isVectorElem(elem) {
		p.failAt(start, "failed to verify 'elementType': VectorElementTypeInterface instance")
	}
	for _, d := range dims {
		if d <= 0 {
			p.failAt(start, "vector types must have positive constant sizes but got "+dimsString(dims))
		}
	}
	return p.ctx.VectorType(dims, elem, scalable)
}

func dimsString(dims []int64) string {
	s := ""
	for i, d := range dims {
		if i > 0 {
			s += ", "
		}
		s += strconv.FormatInt(d, 10)
	}
	return s
}

func isVectorElem(t ir.Type) bool {
	switch t.(type) {
	case *ir.IntegerType, *ir.IndexType, *ir.FloatType:
		return true
	}
	_, ok := t.(ir.DialectType)
	return ok
}

// startShape positions the parser after `<` so that parseDims can read the
// raw buffer.
func (p *Parser) startShape(what string) {
	p.consume()
	if p.tok.kind != tLess {
		p.failWrongToken("expected '<' in " + what + " type")
	}
	p.lex.pos = p.tok.end
	p.lex.skipSpace()
	p.tok.start = p.lex.pos
}

func (p *Parser) parseTensorType() ir.Type {
	p.startShape("tensor")
	buf := p.lex.buf
	unranked := false
	var dims []int64
	if p.tok.start < len(buf) && buf[p.tok.start] == '*' {
		p.resetTo(p.tok.start + 1)
		if !(p.tok.kind == tBareID && p.spellingBytes()[0] == 'x') {
			p.failWrongToken("expected 'x' in dimension list")
		}
		p.resetTo(p.tok.start + 1)
		unranked = true
	} else {
		dims, _ = p.parseDims(true, false)
	}
	pos := p.tok.start
	elem := p.parseType()
	// As upstream, an encoding is what parseOptionalAttribute starts on;
	// after the comma anything else is no encoding.
	var enc ir.Attribute
	if p.consumeIf(tComma) {
		if p.startsOptionalAttribute() {
			enc = p.parseAttribute(nil)
		}
	}
	p.expect(tGreater, "expected '>' in tensor type")
	p.checkTensorElem(elem, pos)
	if unranked {
		if enc != nil {
			p.fail("cannot apply encoding to unranked tensor")
		}
		return p.ctx.UnrankedTensorType(elem)
	}
	for _, d := range dims {
		if d < 0 && d != ir.Dynamic {
			p.failAt(pos, "invalid tensor dimension size")
		}
	}
	return p.ctx.RankedTensorType(dims, elem, enc)
}

// startsOptionalAttribute reports whether the current token starts an
// attribute for upstream's parseOptionalAttribute: some attribute keywords
// (array, distinct, strided) do not.
func (p *Parser) startsOptionalAttribute() bool {
	switch p.tok.kind {
	case tAtID, tFloat, tInteger, tHashID, tLBrace, tLSquare, tMinus, tString, tLParen, tExclaimID:
		return true
	case tBareID:
		switch s := p.tokName(); s {
		case "affine_map", "affine_set", "dense", "dense_resource", "false", "loc", "sparse", "true", "unit",
			"memref", "tensor", "complex", "tuple", "vector", "index", "none":
			return true
		default:
			if _, _, ok := intTypeOf(s); ok {
				return true
			}
			_, isFloat := ir.FloatKindByKeyword(s)
			return isFloat
		}
	}
	return false
}

func (p *Parser) checkTensorElem(elem ir.Type, pos int) {
	switch elem.(type) {
	case *ir.FunctionType, *ir.NoneType, *ir.TupleType, *ir.RankedTensorType, *ir.UnrankedTensorType,
		*ir.MemRefType, *ir.UnrankedMemRefType:
		p.failAt(pos, "invalid tensor element type")
	}
}

// ValidMemRefElem mirrors upstream's BaseMemRefType::isValidElementType.
func ValidMemRefElem(t ir.Type) bool { return validMemRefElem(t) }

func validMemRefElem(t ir.Type) bool {
	switch t.(type) {
	case *ir.FunctionType, *ir.NoneType, *ir.TupleType, *ir.RankedTensorType, *ir.UnrankedTensorType, *ir.OpaqueType:
		return false
	case ir.DialectType:
		_, ok := t.(ir.MemRefElementType)
		return ok
	}
	return true
}

// validMemorySpace mirrors upstream's isSupportedMemorySpace: integers,
// strings, dictionaries and dialect attributes.
func validMemorySpace(a ir.Attribute) bool {
	switch a.(type) {
	case nil, *ir.IntegerAttr, *ir.StringAttr, *ir.DictionaryAttr:
		return true
	case ir.DialectAttr:
		return true
	}
	return false
}

func (p *Parser) parseMemRefType() ir.Type {
	loc := p.tok.start
	p.startShape("memref")
	buf := p.lex.buf
	unranked := false
	var dims []int64
	if p.tok.start < len(buf) && buf[p.tok.start] == '*' {
		p.resetTo(p.tok.start + 1)
		if !(p.tok.kind == tBareID && p.spellingBytes()[0] == 'x') {
			p.failWrongToken("expected 'x' in dimension list")
		}
		p.resetTo(p.tok.start + 1)
		unranked = true
	} else {
		dims, _ = p.parseDims(true, false)
	}
	pos := p.tok.start
	elem := p.parseType()
	if !validMemRefElem(elem) {
		p.failAt(pos, "invalid memref element type")
	}
	// Layouts and a memory space, as upstream's parseElt (errors at the
	// token after the attribute); a later layout replaces an earlier one.
	var layout, space ir.Attribute
	if !p.consumeIf(tGreater) {
		p.expect(tComma, "expected ',' or '>' in memref type")
		if p.is(tGreater) {
			p.failWrongToken("expected list element")
		}
		for {
			a := p.parseAttribute(nil)
			if isLayoutAttr(a) {
				layout = a
				if unranked {
					p.fail("cannot have affine map for unranked memref type")
				}
				if space != nil {
					p.fail("expected memory space to be last in memref type")
				}
			} else {
				if space != nil {
					p.fail("multiple memory spaces specified in memref type")
				}
				space = a
			}
			if !p.consumeIf(tComma) {
				break
			}
		}
		p.expect(tGreater, "expected ',' or '>'")
	}
	// The type's verifier, reporting at `memref`.
	if unranked {
		if !validMemorySpace(space) {
			p.failAt(loc, "unsupported memory space Attribute")
		}
		return p.ctx.UnrankedMemRefType(elem, space)
	}
	for _, d := range dims {
		if d < 0 && d != ir.Dynamic {
			p.failAt(loc, "invalid memref size")
		}
	}
	switch l := layout.(type) {
	case *ir.AffineMapAttr:
		if l.Map.NumDims != len(dims) {
			p.failAt(loc, "memref layout mismatch between rank and affine map: "+strconv.Itoa(len(dims))+" != "+strconv.Itoa(l.Map.NumDims))
		}
	case *ir.StridedLayoutAttr:
		if len(l.Strides) != len(dims) {
			p.failAt(loc, "expected the number of strides to match the rank")
		}
	}
	if !validMemorySpace(space) {
		p.failAt(loc, "unsupported memory space Attribute")
	}
	return p.ctx.MemRefType(dims, elem, layout, space)
}

func isLayoutAttr(a ir.Attribute) bool {
	switch a.(type) {
	case *ir.AffineMapAttr, *ir.StridedLayoutAttr:
		return true
	}
	if l, ok := a.(interface{ IsMemRefLayout() bool }); ok {
		return l.IsMemRefLayout()
	}
	return false
}

// parseExtendedType parses `!alias`, `!dialect.ident...` or `!dialect<...>`.
func (p *Parser) parseExtendedType() ir.Type {
	pos := p.tok.start
	id := p.spelling()[1:]
	dialect, rest, hasDot := cutDot(id)
	if !hasDot && p.lex.pos < len(p.lex.buf) && p.lex.buf[p.lex.pos] == '<' {
		// `!dialect<...>`
		p.consume()
		body := p.scanPrettyBody()
		return p.makeDialectType(dialect, body[1:len(body)-1], pos, pos)
	}
	if !hasDot {
		p.consume()
		t, ok := p.typeAliases[id]
		if !ok {
			p.failWrongToken("undefined symbol alias id '" + id + "'")
		}
		return t
	}
	p.consume()
	body := rest
	if p.tok.kind == tLess && p.tok.start == pos+len(id)+1 {
		body += p.scanPrettyBody()
	}
	return p.makeDialectType(dialect, body, pos, pos+len(dialect)+2)
}

func cutDot(s string) (string, string, bool) {
	for i := 0; i < len(s); i++ {
		if s[i] == '.' {
			return s[:i], s[i+1:], true
		}
	}
	return s, "", false
}

// scanPrettyBody returns the text of a balanced `<...>` group starting at
// the current `<` token, and moves past it.
func (p *Parser) scanPrettyBody() string {
	buf := p.lex.buf
	start := p.tok.start
	if p.tok.kind != tLess {
		p.failWrongToken("expected '<'")
	}
	var stack []byte
	// Errors are reported at the last token upstream's lexer read: the
	// '<', or the last string literal of the body.
	at := start
	i := start
	for i < len(buf) {
		c := buf[i]
		switch c {
		case '<', '[', '(', '{':
			stack = append(stack, c)
		case '>':
			if i > start && buf[i-1] == '-' {
				break // '->'
			}
			if len(stack) == 0 || stack[len(stack)-1] != '<' {
				p.unbalancedPretty(at, stack, c)
			}
			stack = stack[:len(stack)-1]
		case ']', ')', '}':
			want := byte('{')
			if c == ']' {
				want = '['
			} else if c == ')' {
				want = '('
			}
			if len(stack) == 0 || stack[len(stack)-1] != want {
				p.unbalancedPretty(at, stack, c)
			}
			stack = stack[:len(stack)-1]
		case '"':
			// Upstream lexes the string, with the lexer's errors.
			at = i
			sl := lexer{buf: buf}
			if t := sl.lexString(i); t.kind == tError {
				p.failAt(sl.errPos, sl.errMsg)
			}
			i = sl.pos - 1
		}
		i++
		if len(stack) == 0 {
			break
		}
	}
	if len(stack) != 0 {
		p.failAt(at, "unbalanced '"+string(stack[len(stack)-1])+"' character in pretty dialect name")
	}
	body := string(buf[start:i])
	p.resetTo(i)
	return body
}

// unbalancedPretty reports a closing character that does not match the
// innermost open one, as upstream: at pos (see scanPrettyBody), naming the
// open character.
func (p *Parser) unbalancedPretty(pos int, stack []byte, c byte) {
	if len(stack) > 0 {
		c = stack[len(stack)-1]
	}
	p.failAt(pos, "unbalanced '"+string(c)+"' character in pretty dialect name")
}

// checkNamespace rejects an opaque type or attribute whose dialect name is
// no valid namespace (upstream's Dialect::isValidNamespace: a letter or
// `_` followed by letters, digits, `_` and `$`), where upstream's
// OpaqueType and OpaqueAttr verifiers report it.
func (p *Parser) checkNamespace(dialect string, pos int) {
	valid := dialect != ""
	for i := 0; i < len(dialect) && valid; i++ {
		c := dialect[i]
		valid = c == '_' || 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || i > 0 && ('0' <= c && c <= '9' || c == '$')
	}
	if !valid {
		p.failAt(pos, "invalid dialect namespace '\""+dialect+"\"'")
	}
}

// makeDialectType builds the type for `!dialect.body`; unknown dialects keep
// it opaque. opaquePos is where upstream reports an opaque type of an
// unregistered dialect: the start of `!dialect<...>`, the start of the
// body of `!dialect.body` (after the dot, even when the body is empty).
func (p *Parser) makeDialectType(dialect, body string, pos, opaquePos int) ir.Type {
	if d := p.ctx.Dialect(dialect); d != nil && d.ParseType != nil {
		cacheable := p.dialectTypes != nil && strings.IndexByte(body, '"') < 0
		if cacheable {
			if t, ok := p.dialectTypes[dialect][body]; ok {
				return t
			}
		}
		t, err := d.ParseType(p.subParser(body, pos+1+len(dialect)))
		if err != nil {
			p.failFromErr(err, pos)
		}
		if cacheable {
			m := p.dialectTypes[dialect]
			if m == nil {
				m = map[string]ir.Type{}
				p.dialectTypes[dialect] = m
			}
			m[body] = t
		}
		return t
	}
	if p.ctx.Dialect(dialect) != nil {
		p.failAt(pos+len(dialect)+2, "dialect '"+dialect+"' provides no type parsing hook")
	}
	p.checkNamespace(dialect, opaquePos)
	if !p.cfg.AllowUnregistered {
		// Upstream accepts opaque types of unregistered dialects only when allowed.
		p.failAt(opaquePos, "`!\""+dialect+"\"<\""+body+"\">` type"+unregisteredDialectSuffix)
	}
	if body == "" {
		return p.ctx.OpaqueType(dialect, "")
	}
	return p.ctx.OpaqueType(dialect, body)
}

// unregisteredDialectSuffix ends upstream's message about an opaque type or
// attribute of an unregistered dialect.
const unregisteredDialectSuffix = " created with unregistered dialect. If this is intended, please call allowUnregisteredDialects() on the MLIRContext, or use -allow-unregistered-dialect with the MLIR opt tool used"

func (p *Parser) failFromErr(err error, pos int) {
	if d, ok := err.(*ir.Diagnostic); ok {
		p.failDiag(d)
	}
	p.failAt(pos, err.Error())
}
