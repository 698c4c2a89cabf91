package asm

import (
	"errors"
	"math"
	"math/big"
	"strconv"
	"strings"

	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/ir/affine"
)

// parseAttribute parses an attribute; t, when non-nil, is the type the
// context already supplies (so no `: type` suffix is parsed).
func (p *Parser) parseAttribute(t ir.Type) ir.Attribute {
	p.enter()
	defer p.leave()
	switch p.tok.kind {
	case tLSquare:
		p.consume()
		var elems []ir.Attribute
		if !p.consumeIf(tRSquare) {
			for {
				elems = append(elems, p.parseAttribute(nil))
				if !p.consumeIf(tComma) {
					break
				}
			}
			p.expect(tRSquare, "expected ',' or ']'")
		}
		return p.ctx.ArrayAttr(elems)
	case tLBrace:
		return p.ctx.DictionaryAttr(p.parseAttrDictEntries())
	case tHashID:
		return p.parseExtendedAttr(t)
	case tFloat:
		return p.parseFloatAttr(t, false)
	case tInteger:
		return p.parseDecOrHexAttr(t, false)
	case tMinus:
		p.consume()
		switch p.tok.kind {
		case tInteger:
			return p.parseDecOrHexAttr(t, true)
		case tFloat:
			return p.parseFloatAttr(t, true)
		}
		p.failWrongToken("expected constant integer or floating point value")
	case tString:
		v := unescape(p.spellingBytes())
		p.consume()
		if t == nil && p.consumeIf(tColon) {
			t = p.parseType()
		}
		return p.ctx.TypedStringAttr(v, t)
	case tAtID:
		return p.parseSymbolRef()
	case tBareID:
		switch p.tokName() {
		case "affine_map", "affine_set":
			return p.parseAffineAttr()
		case "true":
			p.consume()
			return p.ctx.BoolAttr(true)
		case "false":
			p.consume()
			return p.ctx.BoolAttr(false)
		case "unit":
			p.consume()
			return p.ctx.UnitAttr()
		case "dense":
			return p.parseDenseAttr(t)
		case "dense_resource":
			return p.parseDenseResourceAttr(t)
		case "array":
			return p.parseDenseArrayAttr()
		case "sparse":
			return p.parseSparseAttr(t)
		case "strided":
			return p.parseStridedAttr()
		case "distinct":
			return p.parseDistinctAttr(t)
		case "loc":
			p.consume()
			p.expect(tLParen, "expected '(' in inline location")
			l := p.parseLocationInstance()
			p.expect(tRParen, "expected ')' in inline location")
			return l
		}
	}
	if t != nil || !p.canStartType() {
		p.failWrongToken("expected attribute value")
	}
	return p.ctx.TypeAttr(p.parseType())
}

// canStartType reports whether the next token can begin a type (upstream's
// parseOptionalType has a type to parse).
func (p *Parser) canStartType() bool {
	switch p.tok.kind {
	case tLParen, tExclaimID:
		return true
	case tBareID:
		s := p.tokName()
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

// parseAttrDictEntries parses `{name = value, ...}`.
func (p *Parser) parseAttrDictEntries() []ir.NamedAttr {
	p.expect(tLBrace, "expected '{' in attribute dictionary")
	var out []ir.NamedAttr
	if p.consumeIf(tRBrace) {
		return out
	}
	for {
		var name string
		switch p.tok.kind {
		case tString:
			name = unescape(p.spellingBytes())
		case tBareID:
			name = p.intern()
		default:
			p.failWrongToken("expected attribute name")
		}
		if name == "" {
			p.fail("expected valid attribute name")
		}
		for _, e := range out {
			if e.Name == name {
				p.fail("duplicate key '" + name + "' in dictionary attribute")
			}
		}
		p.consume()
		if p.consumeIf(tEqual) {
			out = append(out, ir.NamedAttr{Name: name, Value: p.parseAttribute(nil)})
		} else {
			out = append(out, ir.NamedAttr{Name: name, Value: p.ctx.UnitAttr()})
		}
		if !p.consumeIf(tComma) {
			break
		}
	}
	p.expect(tRBrace, "expected '}' in attribute dictionary")
	return out
}

func (p *Parser) parseSymbolRef() ir.Attribute {
	root := p.symbolName()
	p.consume()
	var nested []string
	for p.tok.kind == tColon {
		colonPos := p.tok.start
		p.consume()
		if p.tok.kind != tColon || p.tok.start != colonPos+1 {
			// As upstream, a ':' at the end of the input stays consumed.
			if p.tok.kind != tEOF {
				p.resetTo(colonPos)
			}
			break
		}
		p.consume()
		if p.tok.kind != tAtID {
			// At the token itself, even at the end of the input.
			p.failAt(p.tok.start, "expected nested symbol reference identifier")
		}
		nested = append(nested, p.symbolName())
		p.consume()
	}
	return p.ctx.SymbolRefAttr(root, nested)
}

// symbolName returns the name of an `@` token.
func (p *Parser) symbolName() string {
	b := p.spellingBytes()[1:]
	if len(b) > 0 && b[0] == '"' {
		return unescape(b)
	}
	return string(b)
}

func (p *Parser) parseAffineAttr() ir.Attribute {
	isMap := p.spelling() == "affine_map"
	p.consume()
	what := "affine map"
	if !isMap {
		what = "integer set"
	}
	if p.tok.kind != tLess {
		p.failWrongToken("expected '<' in " + what)
	}
	start := p.tok.end
	if isMap {
		m, n, perr := affine.ParseMap(p.ctx, p.lex.buf[start:])
		if perr != nil {
			p.failAffine(start, perr)
		}
		p.resetTo(start + n)
		p.expect(tGreater, "expected '>' in "+what)
		return p.ctx.AffineMapAttr(m)
	}
	set, n, perr := affine.ParseSet(p.ctx, p.lex.buf[start:])
	if perr != nil {
		p.failAffine(start, perr)
	}
	p.resetTo(start + n)
	p.expect(tGreater, "expected '>' in "+what)
	return p.ctx.IntegerSetAttr(set)
}

// failAffine reports the errors of an affine map or set whose text starts
// at start: the earlier ones as they are, then fails with the last.
func (p *Parser) failAffine(start int, perr *affine.ParseError) {
	p.reportAffinePrev(start, perr.Prev)
	p.failAt(start+perr.Offset, perr.Msg)
}

func (p *Parser) reportAffinePrev(start int, perr *affine.ParseError) {
	if perr == nil {
		return
	}
	p.reportAffinePrev(start, perr.Prev)
	p.ctx.Report(ir.Errorf(p.locAt(start+perr.Offset), "%s", perr.Msg))
}

func (p *Parser) parseOptionalColonType(t ir.Type, def func() ir.Type) ir.Type {
	if t != nil {
		return t
	}
	if p.consumeIf(tColon) {
		return p.parseType()
	}
	return def()
}

func (p *Parser) parseFloatAttr(t ir.Type, neg bool) ir.Attribute {
	s := p.tokName()
	// As upstream, the literal goes through a double: out of range values
	// become infinities or zeros.
	v, err := strconv.ParseFloat(s, 64)
	if err != nil && !errors.Is(err, strconv.ErrRange) {
		p.fail("floating point value too large for attribute")
	}
	p.consume()
	t = p.parseOptionalColonType(t, func() ir.Type { return p.ctx.FloatType(ir.F64) })
	ft, ok := t.(*ir.FloatType)
	if !ok {
		// Upstream reports at the token after the literal and its type.
		p.fail("floating point value not valid for specified type")
	}
	if neg {
		v = -v
	}
	return p.ctx.FloatAttrFromFloat64(ft, v)
}

// parseIntLiteral converts an integer spelling (decimal or 0x hex).
func parseIntLiteral(s string) (*big.Int, bool) {
	v := new(big.Int)
	if len(s) > 1 && s[1] == 'x' {
		_, ok := v.SetString(s[2:], 16)
		return v, ok
	}
	_, ok := v.SetString(s, 10)
	return v, ok
}

func (p *Parser) parseDecOrHexAttr(t ir.Type, neg bool) ir.Attribute {
	s := p.tokName()
	pos := p.tok.start
	p.consume()
	t = p.parseOptionalColonType(t, func() ir.Type { return p.ctx.I(64) })
	if ft, ok := t.(*ir.FloatType); ok {
		return p.ctx.FloatAttr(ft, p.floatFromIntLiteral(s, neg, ft, pos))
	}
	switch t.(type) {
	case *ir.IntegerType, *ir.IndexType:
	default:
		p.failAt(pos, "integer literal not valid for specified type")
	}
	if neg && ir.IsUnsignedInt(t) {
		p.failAt(pos, "negative integer literal not valid for unsigned integer type")
	}
	if v, ok := buildSmallInt(t, neg, s); ok {
		return p.ctx.IntAttr(t, v)
	}
	v, ok := buildAttributeInt(t, neg, s)
	if !ok {
		p.failAt(pos, "integer constant out of range for attribute")
	}
	return p.ctx.IntegerAttr(t, v)
}

// buildSmallInt is the common case of buildAttributeInt: a decimal literal
// below 2^62 for a type of at most 64 bits. ok is false when the general
// path must decide.
func buildSmallInt(t ir.Type, neg bool, s string) (int64, bool) {
	width := ir.BitWidth(t)
	if width < 2 || width > 64 || len(s) > 18 || (len(s) > 1 && s[1] == 'x') {
		return 0, false
	}
	var v int64
	for i := 0; i < len(s); i++ {
		v = v*10 + int64(s[i]-'0')
	}
	if width < 64 {
		limit := int64(1) << uint(width-1)
		signed := ir.IsSignedOrIndex(t)
		switch {
		case neg && v > limit:
			return 0, false
		case !neg && signed && v >= limit:
			return 0, false
		case !neg && !signed && v >= 2*limit:
			return 0, false
		}
	}
	if neg {
		if v == 0 {
			return 0, false
		}
		v = -v
	}
	return v, true
}

// buildAttributeInt checks that the literal fits the type, as upstream's
// buildAttributeAPInt, and returns its value.
func buildAttributeInt(t ir.Type, neg bool, s string) (*big.Int, bool) {
	v, ok := parseIntLiteral(s)
	if !ok {
		return nil, false
	}
	width := ir.BitWidth(t)
	if v.BitLen() > width {
		return nil, false
	}
	if width == 0 {
		return v, !neg
	}
	signBit := new(big.Int).Lsh(big.NewInt(1), uint(width-1))
	if neg {
		// The negated value must have its sign bit set: v in (0, 2^(w-1)].
		if v.Sign() == 0 || v.Cmp(signBit) > 0 {
			return nil, false
		}
		return new(big.Int).Neg(v), true
	}
	_, signed := t.(*ir.IndexType)
	if it, ok := t.(*ir.IntegerType); ok && it.Signedness == ir.Signed {
		signed = true
	}
	if signed && v.Cmp(signBit) >= 0 {
		return nil, false
	}
	return v, true
}

// floatFromIntLiteral interprets an integer literal for a float type: a hex
// literal is the bit pattern; a decimal one is an error, as upstream.
func (p *Parser) floatFromIntLiteral(s string, neg bool, ft *ir.FloatType, pos int) ir.APInt {
	sem := ir.FloatSemanticsOf(ft.Kind)
	if len(s) > 1 && s[1] == 'x' {
		if neg {
			p.failAt(pos, "hexadecimal float literal should not have a leading minus")
		}
		v, _ := parseIntLiteral(s)
		bits, ok := sem.FromHexBits(v)
		if !ok {
			p.failAt(pos, "hexadecimal float constant out of range for type")
		}
		return bits
	}
	d := ir.Errorf(p.locAt(pos), "unexpected decimal integer literal for a floating point value")
	d.AttachNote(p.locAt(pos), "add a trailing dot to make the literal a float")
	p.failDiag(d)
	return ir.APInt{}
}

func (p *Parser) parseExtendedAttr(t ir.Type) ir.Attribute {
	pos := p.tok.start
	id := p.spelling()[1:]
	dialect, rest, hasDot := cutDot(id)
	var a ir.Attribute
	if !hasDot && p.lex.pos < len(p.lex.buf) && p.lex.buf[p.lex.pos] == '<' {
		p.consume()
		body := p.scanPrettyBody()
		a = p.makeDialectAttr(dialect, body[1:len(body)-1], pos, pos, t)
	} else if !hasDot {
		p.consume()
		alias, ok := p.attrAliases[id]
		if !ok {
			p.failWrongToken("undefined symbol alias id '" + id + "'")
		}
		return alias
	} else {
		p.consume()
		body := rest
		if p.tok.kind == tLess && p.tok.start == pos+len(id)+1 {
			body += p.scanPrettyBody()
		}
		a = p.makeDialectAttr(dialect, body, pos, pos+len(dialect)+2, t)
	}
	return a
}

// makeDialectAttr builds the attribute for `#dialect.body`; unknown
// dialects keep it opaque. opaquePos is as for makeDialectType.
func (p *Parser) makeDialectAttr(dialect, body string, pos, opaquePos int, t ir.Type) ir.Attribute {
	if d := p.ctx.Dialect(dialect); d != nil && d.ParseAttr != nil {
		// Upstream parses an optional trailing `: type` before handing the
		// body to the dialect, as the type the attribute is parsed with.
		if t == nil && p.consumeIf(tColon) {
			t = p.parseType()
		}
		a, err := d.ParseAttr(p.subParser(body, pos+1+len(dialect)), t)
		if err != nil {
			p.failFromErr(err, pos)
		}
		return a
	}
	if t == nil && p.consumeIf(tColon) {
		t = p.parseType()
	}
	p.checkNamespace(dialect, opaquePos)
	if !p.cfg.AllowUnregistered && p.ctx.Dialect(dialect) == nil {
		ts := "none"
		if t != nil {
			ts = typeString(t)
		}
		p.failAt(opaquePos, "#\""+dialect+"\"<\""+body+"\"> : '"+ts+"' attribute"+unregisteredDialectSuffix)
	}
	return p.ctx.OpaqueAttr(dialect, body, t)
}

func (p *Parser) parseStridedAttr() ir.Attribute {
	p.consume()
	p.expect(tLess, "expected '<' after 'strided'")
	p.expect(tLSquare, "expected '['")
	var strides []int64
	if !p.consumeIf(tRSquare) {
		for {
			strides = append(strides, p.parseStrideValue())
			if !p.consumeIf(tComma) {
				break
			}
		}
		p.expect(tRSquare, "expected ']'")
	}
	var offset int64
	if !p.consumeIf(tGreater) {
		p.expect(tComma, "expected ','")
		if !p.consumeKeyword("offset") {
			p.failWrongToken("expected 'offset' after comma")
		}
		p.expect(tColon, "expected ':' after 'offset'")
		offset = p.parseStrideValue()
		p.expect(tGreater, "expected '>'")
	}
	return p.ctx.StridedLayoutAttr(offset, strides)
}

// parseStrideValue parses `?` or an integer fitting in int64 (after an
// optional minus); errors are reported where it starts, as upstream.
func (p *Parser) parseStrideValue() int64 {
	if p.consumeIf(tQuestion) {
		return ir.Dynamic
	}
	pos := p.tok.start
	neg := p.consumeIf(tMinus)
	if p.tok.kind != tInteger {
		p.failAt(pos, "expected a 64-bit signed integer or '?'")
	}
	u, err := tokUint(p.spelling(), 64)
	if err != nil || u > math.MaxInt64 {
		p.failAt(pos, "expected a 64-bit signed integer or '?'")
	}
	p.consume()
	v := int64(u)
	if neg {
		v = -v
	}
	return v
}

func (p *Parser) parseDistinctAttr(t ir.Type) ir.Attribute {
	pos := p.tok.start
	p.consume()
	p.expect(tLSquare, "expected '[' after 'distinct'")
	if p.tok.kind != tInteger {
		p.failWrongToken("expected distinct ID")
	}
	// Identifiers are numbers: 1 and 0x1 are the same.
	v, err := tokUint(p.spelling(), 64)
	p.consume()
	if err != nil {
		p.fail("expected an unsigned 64-bit integer")
	}
	id := strconv.FormatUint(v, 10)
	p.expect(tRSquare, "expected ']' to close distinct ID")
	p.expect(tLess, "expected '<' after distinct ID")
	var ref ir.Attribute
	if p.tok.kind == tGreater {
		ref = p.ctx.UnitAttr()
	} else {
		ref = p.parseAttribute(t)
	}
	p.expect(tGreater, "expected '>' to close distinct attribute")
	if p.root != nil {
		// Distinct identifiers are shared by the whole file.
		panic(errSerial{})
	}
	if p.distinct == nil {
		p.distinct = map[string]*ir.DistinctAttr{}
	}
	if d, ok := p.distinct[id]; ok {
		if d.Referenced != ref {
			p.failAt(pos, "referenced attribute does not match previous definition: "+attrString(d.Referenced))
		}
		return d
	}
	d := p.ctx.NewDistinctAttr(ref)
	p.distinct[id] = d
	return d
}

// ---- locations ----

func (p *Parser) parseLocationInstance() ir.Location {
	p.enter()
	defer p.leave()
	switch p.tok.kind {
	case tHashID:
		a := p.parseExtendedAttr(nil)
		l, ok := a.(ir.Location)
		if !ok {
			// Upstream's text, without a space before the attribute.
			p.fail("expected location attribute, but got" + attrString(a))
		}
		return l
	case tString:
		return p.parseNameOrFileLoc()
	case tBareID:
		switch p.tokName() {
		case "callsite":
			p.consume()
			p.expect(tLParen, "expected '(' in callsite location")
			callee := p.parseLocationInstance()
			if !p.consumeKeyword("at") {
				p.failWrongToken("expected 'at' in callsite location")
			}
			caller := p.parseLocationInstance()
			p.expect(tRParen, "expected ')' in callsite location")
			return p.ctx.CallSiteLoc(callee, caller)
		case "fused":
			p.consume()
			var meta ir.Attribute
			if p.consumeIf(tLess) {
				meta = p.parseAttribute(nil)
				p.expect(tGreater, "expected '>' after fused location metadata")
			}
			p.expect(tLSquare, "expected '[' in fused location")
			var locs []ir.Location
			for empty := p.is(tRSquare); !empty; {
				locs = append(locs, p.parseLocationInstance())
				if !p.consumeIf(tComma) {
					break
				}
			}
			p.expect(tRSquare, "expected ']' in fused location")
			return p.ctx.FusedLoc(locs, meta)
		case "unknown":
			p.consume()
			return p.ctx.UnknownLoc()
		}
	}
	p.failWrongToken("expected location instance")
	return nil
}

// tokUint parses an integer token as upstream's getUnsignedIntegerValue
// does: decimal, or hexadecimal after `0x`.
func tokUint(s string, bits int) (uint64, error) {
	if len(s) > 1 && s[1] == 'x' {
		return strconv.ParseUint(s[2:], 16, bits)
	}
	return strconv.ParseUint(s, 10, bits)
}

func (p *Parser) parseNameOrFileLoc() ir.Location {
	str := unescape(p.spellingBytes())
	p.consume()
	if p.consumeIf(tColon) {
		if p.tok.kind != tInteger {
			p.failWrongToken("expected integer line number in FileLineColRange")
		}
		line, err := tokUint(p.spelling(), 32)
		if err != nil {
			p.failWrongToken("expected integer line number in FileLineColRange")
		}
		p.consume()
		if !p.consumeIf(tColon) {
			return p.ctx.FileLineLoc(str, uint32(line))
		}
		if p.tok.kind != tInteger {
			p.failWrongToken("expected integer column number in FileLineColRange")
		}
		col, err := tokUint(p.spelling(), 32)
		if err != nil {
			p.fail("expected integer column number in FileLineColRange")
		}
		p.consume()
		if !p.consumeKeyword("to") {
			return p.ctx.FileLineColLoc(str, uint32(line), uint32(col))
		}
		var endLine uint64
		hasEndLine := false
		if p.tok.kind == tInteger {
			endLine, err = tokUint(p.spelling(), 32)
			if err != nil {
				p.failWrongToken("expected integer line number in FileLineColRange")
			}
			hasEndLine = true
			p.consume()
		}
		p.expect(tColon, "expected either integer or `:` post `to` in FileLineColRange")
		if p.tok.kind != tInteger {
			p.failWrongToken("expected integer column number in FileLineColRange")
		}
		endCol, err := tokUint(p.spelling(), 32)
		if err != nil {
			p.fail("expected integer column number in FileLineColRange")
		}
		p.consume()
		if !hasEndLine {
			endLine = line
		}
		return p.ctx.FileLineColRange(str, uint32(line), uint32(col), uint32(endLine), uint32(endCol), true, hasEndLine)
	}
	if p.consumeIf(tLParen) {
		child := p.parseLocationInstance()
		p.expect(tRParen, "expected ')' after child location of NameLoc")
		return p.ctx.NameLoc(str, child)
	}
	return p.ctx.NameLoc(str, nil)
}

// subParser returns a parser over a dialect symbol body for dialect hooks.
func (p *Parser) subParser(body string, pos int) ir.DialectParser {
	return &dialectParser{outer: p, body: body, pos: pos}
}

var _ = strings.Contains
