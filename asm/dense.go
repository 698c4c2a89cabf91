package asm

import (
	"encoding/hex"
	"errors"
	"math/big"
	"strconv"

	"github.com/gomlir/gomlir/ir"
)

// literal is one scalar of a dense literal.
type literal struct {
	kind tokKind // tInteger, tFloat, tString, tBareID (true/false)
	neg  bool
	text string
	pos  int
	// imag is set for complex `(re, im)` elements.
	imag *literal
}

// tensorLiteral is a parsed `[...]` nest of scalars.
type tensorLiteral struct {
	shape  []int64
	elems  []literal
	hexStr string // set for `"0x..."` hex data
	hexPos int
	isHex  bool
}

func (p *Parser) parseTensorLiteral(allowHex bool) *tensorLiteral {
	tl := &tensorLiteral{}
	switch p.tok.kind {
	case tLSquare:
		tl.shape = p.parseLiteralList(tl, 0)
	case tString:
		s := unescape(p.spellingBytes())
		if allowHex && len(s) > 1 && s[0] == '0' && s[1] == 'x' {
			tl.isHex, tl.hexStr, tl.hexPos = true, s, p.tok.start
			p.consume()
			return tl
		}
		tl.elems = append(tl.elems, p.parseLiteralElement())
	default:
		tl.elems = append(tl.elems, p.parseLiteralElement())
	}
	return tl
}

// parseLiteralList parses `[...]` and returns its shape.
func (p *Parser) parseLiteralList(tl *tensorLiteral, depth int) []int64 {
	p.enter()
	defer p.leave()
	p.expect(tLSquare, "expected '['")
	var shape []int64
	n := int64(0)
	first := true
	if p.consumeIf(tRSquare) {
		return []int64{0}
	}
	for {
		var sub []int64
		if p.tok.kind == tLSquare {
			sub = p.parseLiteralList(tl, depth+1)
		} else {
			tl.elems = append(tl.elems, p.parseLiteralElement())
			sub = []int64{}
		}
		if first {
			shape = sub
			first = false
		} else if !equalShape(shape, sub) {
			p.fail("tensor literal is invalid; ranks are not consistent between elements")
		}
		n++
		if !p.consumeIf(tComma) {
			break
		}
	}
	p.expect(tRSquare, "expected ']'")
	return append([]int64{n}, shape...)
}

func equalShape(a, b []int64) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

func (p *Parser) parseLiteralElement() literal {
	switch p.tok.kind {
	case tLParen:
		p.consume()
		re := p.parseLiteralElement()
		p.expect(tComma, "expected ',' between complex elements")
		im := p.parseLiteralElement()
		p.expect(tRParen, "expected ')' after complex elements")
		re.imag = &im
		return re
	case tMinus:
		p.consume()
		if p.tok.kind != tInteger && p.tok.kind != tFloat {
			p.failWrongToken("expected integer or floating point literal")
		}
		l := literal{kind: p.tok.kind, neg: true, text: p.tokName(), pos: p.tok.start - 1}
		p.consume()
		return l
	case tInteger, tFloat, tString:
		l := literal{kind: p.tok.kind, text: p.tokName(), pos: p.tok.start}
		p.consume()
		return l
	case tBareID:
		if s := p.tokName(); s == "true" || s == "false" {
			l := literal{kind: tBareID, text: s, pos: p.tok.start}
			p.consume()
			return l
		}
	}
	p.failWrongToken("expected element literal of primitive type")
	return literal{}
}

func shapeString(s []int64) string {
	out := "["
	for i, d := range s {
		if i > 0 {
			out += ", "
		}
		out += strconv.FormatInt(d, 10)
	}
	return out + "]"
}

func (p *Parser) parseDenseAttr(t ir.Type) ir.Attribute {
	p.consume()
	p.expect(tLess, "expected '<' after 'dense'")
	var tl *tensorLiteral
	if p.tok.kind != tGreater {
		tl = p.parseTensorLiteral(true)
	} else {
		tl = &tensorLiteral{shape: []int64{0}}
	}
	p.expect(tGreater, "expected '>'")
	typePos := p.tok.start
	st := p.parseElementsType(t)
	return p.buildDense(tl, st, typePos)
}

// parseElementsType parses the `: type` of an elements attribute.
func (p *Parser) parseElementsType(t ir.Type) ir.ShapedType {
	pos := p.tok.start
	if t == nil {
		p.expect(tColon, "expected ':'")
		pos = p.tok.start
		t = p.parseType()
	}
	st, ok := t.(ir.ShapedType)
	if !ok || !st.HasRank() || ir.NumElements(st.Dims()) < 0 {
		p.failAt(pos, "elements literal type must have static shape")
	}
	return st
}

func (p *Parser) buildDense(tl *tensorLiteral, st ir.ShapedType, typePos int) ir.Attribute {
	et := st.ElementType()
	n := ir.NumElements(st.Dims())
	if tl.isHex {
		data, err := hex.DecodeString(tl.hexStr[2:])
		if err != nil {
			p.failAt(tl.hexPos, "expected string containing hex digits starting with `0x`")
		}
		eb := int64(ir.ElementBytes(et))
		if eb == 0 || (int64(len(data)) != n*eb && int64(len(data)) != eb) {
			p.failAt(tl.hexPos, "elements hex data size is invalid for provided type")
		}
		return p.ctx.DenseElementsAttr(st, data, int64(len(data)) == eb && n != 1)
	}
	splat := len(tl.shape) == 0
	if !splat && !equalShape(tl.shape, st.Dims()) {
		p.failAt(typePos, "inferred shape of elements literal ("+shapeString(tl.shape)+") does not match type ("+shapeString(st.Dims())+")")
	}
	if len(tl.elems) > 0 && tl.elems[0].kind == tString {
		vals := make([]string, len(tl.elems))
		for i, e := range tl.elems {
			if e.kind != tString {
				p.failAt(e.pos, "expected string token, got "+e.text)
			}
			vals[i] = unescape([]byte(e.text))
		}
		return p.ctx.DenseStringElementsAttr(st, vals)
	}
	eb := ir.ElementBytes(et)
	if eb == 0 {
		p.failAt(typePos, "expected elements literal has a valid element type")
	}
	data := make([]byte, eb*len(tl.elems))
	for i := range tl.elems {
		p.encodeElement(data[i*eb:(i+1)*eb], &tl.elems[i], et)
	}
	return p.ctx.DenseElementsAttr(st, data, splat && n != 1)
}

// encodeElement stores one literal of element type et into dst.
func (p *Parser) encodeElement(dst []byte, l *literal, et ir.Type) {
	if ct, ok := et.(*ir.ComplexType); ok {
		if l.imag == nil {
			p.failAt(l.pos, "expected complex element")
		}
		h := len(dst) / 2
		re := *l
		re.imag = nil
		p.encodeElement(dst[:h], &re, ct.Elem)
		p.encodeElement(dst[h:], l.imag, ct.Elem)
		return
	}
	if l.imag != nil {
		p.failAt(l.pos, "unexpected complex element")
	}
	switch t := et.(type) {
	case *ir.IntegerType, *ir.IndexType:
		var v *big.Int
		switch l.kind {
		case tBareID:
			if ir.BitWidth(et) != 1 {
				p.failAt(l.pos, "expected i1 type for 'true' or 'false' values")
			}
			v = big.NewInt(0)
			if l.text == "true" {
				v.SetInt64(1)
			}
		case tFloat:
			p.failAt(l.pos, "expected integer elements, but parsed floating-point")
		case tInteger:
			if l.neg && ir.IsUnsignedInt(et) {
				p.failAt(l.pos, "expected unsigned integer elements, but parsed negative value")
			}
			var ok bool
			v, ok = buildAttributeInt(et, l.neg, l.text)
			if !ok {
				p.failAt(l.pos, "integer constant out of range for type")
			}
		default:
			p.failAt(l.pos, "expected integer elements")
		}
		ir.IntToRaw(dst, v)
	case *ir.FloatType:
		var bits ir.APInt
		switch l.kind {
		case tInteger:
			bits = p.floatFromIntLiteral(l.text, l.neg, t, l.pos)
		case tFloat:
			f, err := strconv.ParseFloat(l.text, 64)
			if err != nil && !errors.Is(err, strconv.ErrRange) {
				p.failAt(l.pos, "floating point value too large for attribute")
			}
			if l.neg {
				f = -f
			}
			bits = ir.FloatSemanticsOf(t.Kind).FromFloat64(f)
		default:
			p.failAt(l.pos, "expected floating-point elements, but parsed integer")
		}
		ir.BitsToRaw(dst, bits)
	default:
		p.failAt(l.pos, "expected integer or floating point element type")
	}
}

func (p *Parser) parseDenseResourceAttr(t ir.Type) ir.Attribute {
	p.consume()
	p.expect(tLess, "expected '<' after 'dense_resource'")
	if p.tok.kind != tBareID && p.tok.kind != tString {
		p.failWrongToken("expected identifier key for 'resource' entry")
	}
	name := p.spelling()
	if p.tok.kind == tString {
		name = unescape(p.spellingBytes())
	}
	p.consume()
	p.expect(tGreater, "expected '>'")
	st := p.parseElementsType(t)
	return p.ctx.DenseResourceElementsAttr(st, name)
}

func (p *Parser) parseDenseArrayAttr() ir.Attribute {
	p.consume()
	p.expect(tLess, "expected '<' after 'array'")
	pos := p.tok.start
	et := p.parseType()
	switch et.(type) {
	case *ir.IntegerType, *ir.FloatType:
	default:
		p.failAt(pos, "expected integer or float type, got: "+typeString(et))
	}
	eb := ir.ElementBytes(et)
	var data []byte
	n := 0
	if p.consumeIf(tColon) {
		for {
			l := p.parseLiteralElement()
			buf := make([]byte, eb)
			p.encodeElement(buf, &l, et)
			data = append(data, buf...)
			n++
			if !p.consumeIf(tComma) {
				break
			}
		}
	}
	p.expect(tGreater, "expected '>' to close an array attribute")
	return p.ctx.DenseArrayAttr(et, data, n)
}

func (p *Parser) parseSparseAttr(t ir.Type) ir.Attribute {
	p.consume()
	p.expect(tLess, "Expected '<' after 'sparse'")
	var idx, vals *tensorLiteral
	if p.tok.kind == tGreater {
		idx, vals = &tensorLiteral{shape: []int64{0}}, &tensorLiteral{shape: []int64{0}}
	} else {
		idx = p.parseTensorLiteral(false)
		p.expect(tComma, "expected ','")
		vals = p.parseTensorLiteral(true)
	}
	p.expect(tGreater, "expected '>'")
	typePos := p.tok.start
	st := p.parseElementsType(t)
	rank := int64(len(st.Dims()))
	i64 := p.ctx.I(64)
	var idxType ir.ShapedType
	switch {
	case len(idx.elems) == 0:
		idxType = p.ctx.RankedTensorType([]int64{0, rank}, i64, nil)
	case len(idx.shape) == 0:
		idxType = p.ctx.RankedTensorType([]int64{1, rank}, i64, nil)
	case len(idx.shape) == 1 && rank > 1:
		idxType = p.ctx.RankedTensorType([]int64{1, idx.shape[0]}, i64, nil)
	default:
		idxType = p.ctx.RankedTensorType(idx.shape, i64, nil)
	}
	indices, ok := p.buildDense(idx, idxType, typePos).(*ir.DenseElementsAttr)
	if !ok {
		p.failAt(typePos, "expected integer indices")
	}
	nv := int64(len(vals.elems))
	if vals.isHex {
		nv = idxType.Dims()[0]
	}
	valType := p.ctx.RankedTensorType([]int64{nv}, st.ElementType(), nil)
	if len(vals.shape) == 0 && !vals.isHex {
		valType = p.ctx.RankedTensorType([]int64{1}, st.ElementType(), nil)
		vals.shape = []int64{1}
	}
	values := p.buildDense(vals, valType, typePos)
	return p.ctx.SparseElementsAttr(st, indices, values)
}
