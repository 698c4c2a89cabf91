package asm

import (
	"encoding/hex"
	"errors"
	"math/big"
	"slices"
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
	hexStr string // a string literal in place of a list: hex data (or a string splat)
	hexRaw string // its spelling without the quotes
	hexPos int
	isHex  bool
}

// flat returns the scalars as upstream's TensorLiteralParser stores them:
// complex elements contribute their two parts.
func (tl *tensorLiteral) flat() []literal {
	if !slices.ContainsFunc(tl.elems, func(l literal) bool { return l.imag != nil }) {
		return tl.elems
	}
	out := make([]literal, 0, 2*len(tl.elems))
	var add func(l literal)
	add = func(l literal) {
		im := l.imag
		l.imag = nil
		out = append(out, l)
		if im != nil {
			add(*im)
		}
	}
	for _, l := range tl.elems {
		add(l)
	}
	return out
}

func (p *Parser) parseTensorLiteral(allowHex bool) *tensorLiteral {
	tl := &tensorLiteral{}
	switch p.tok.kind {
	case tLSquare:
		tl.shape = p.parseLiteralList(tl, 0)
	case tString:
		if allowHex {
			// Any string is hex data (or, for string elements, a splat).
			raw := p.spellingBytes()
			tl.isHex, tl.hexStr, tl.hexRaw, tl.hexPos = true, unescape(raw), string(raw[1:len(raw)-1]), p.tok.start
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
	return append(append(make([]int64, 0, 1+len(shape)), n), shape...)
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
			p.fail("expected integer or floating point literal")
		}
		l := literal{kind: p.tok.kind, neg: true, text: p.tokName(), pos: p.tok.start}
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
	// As upstream's TensorLiteralParser: at the token, not after the
	// previous one.
	p.fail("expected element literal of primitive type")
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
	loc := p.tok.start
	p.consume()
	p.expect(tLess, "expected '<' after 'dense'")
	tl := &tensorLiteral{}
	if p.tok.kind != tGreater {
		tl = p.parseTensorLiteral(true)
	}
	p.expect(tGreater, "expected '>'")
	st := p.parseElementsType(t, loc)
	return p.buildDense(tl, st, loc)
}

// parseElementsType parses the `: type` of a dense or sparse elements
// attribute; errors are reported at loc, the attribute's keyword.
func (p *Parser) parseElementsType(t ir.Type, loc int) ir.ShapedType {
	if t == nil {
		p.expect(tColon, "expected ':'")
		t = p.parseType()
	}
	st, ok := t.(ir.ShapedType)
	if !ok {
		p.failAt(loc, "elements literal must be a shaped type")
	}
	if !st.HasRank() || ir.NumElements(st.Dims()) < 0 {
		p.failAt(loc, "elements literal type must have static shape")
	}
	return st
}

// validRawBuffer reports whether data holds the elements of t (or one
// splat element), as upstream's DenseElementsAttr::isValidRawBuffer. Data
// of i1 is packed by bits.
func validRawBuffer(t ir.ShapedType, data []byte) (ok, splat bool) {
	n := ir.NumElements(t.Dims())
	splat = n == 1
	if it, isInt := t.ElementType().(*ir.IntegerType); isInt && it.Width == 1 {
		if len(data) == 1 && (data[0] == 0 || data[0] == 0xff) {
			return true, true
		}
		return int64(len(data)) == (n+7)/8, splat
	}
	eb := int64(ir.ElementBytes(t.ElementType()))
	if int64(len(data)) == eb {
		return true, true
	}
	return int64(len(data)) == eb*n, splat
}

// decodeHexBlob decodes the spelling of a `"0x..."` string as upstream's
// Token::getHexStringValue: a `0x` prefix and pairs of hex digits.
func decodeHexBlob(raw string) ([]byte, bool) {
	if len(raw) < 2 || raw[:2] != "0x" || len(raw)%2 != 0 {
		return nil, false
	}
	data, err := hex.DecodeString(raw[2:])
	return data, err == nil
}

// buildDense builds a dense attribute of type st from a parsed literal, in
// the order and with the messages of upstream's TensorLiteralParser::getAttr;
// loc is where its errors are reported.
func (p *Parser) buildDense(tl *tensorLiteral, st ir.ShapedType, loc int) ir.Attribute {
	et := st.ElementType()
	n := ir.NumElements(st.Dims())
	var elt ir.Type = et
	ct, isComplex := et.(*ir.ComplexType)
	if isComplex {
		elt = ct.Elem
	}
	_, isInt := elt.(*ir.IntegerType)
	_, isIndex := elt.(*ir.IndexType)
	_, isFloat := elt.(*ir.FloatType)
	if tl.isHex && (isInt || isIndex || isFloat) {
		data, ok := decodeHexBlob(tl.hexRaw)
		if !ok {
			p.failAt(tl.hexPos, "expected string containing hex digits starting with `0x`")
		}
		valid, splat := validRawBuffer(st, data)
		if !valid {
			p.failAt(loc, "elements hex data size is invalid for provided type: '"+typeString(st)+"'")
		}
		if it, ok := et.(*ir.IntegerType); ok && it.Width == 1 {
			// Unpack the bits to a byte per element.
			if splat && len(data) == 1 && n != 1 {
				data = []byte{data[0] & 1}
			} else {
				bits := data
				data = make([]byte, n)
				for i := range data {
					data[i] = bits[i/8] >> (i % 8) & 1
				}
				splat = false
			}
		}
		return p.ctx.DenseElementsAttr(st, data, splat && n != 1)
	}
	if len(tl.shape) > 0 && !equalShape(tl.shape, st.Dims()) {
		p.failAt(loc, "inferred shape of elements literal ("+shapeString(tl.shape)+") does not match type ("+shapeString(st.Dims())+")")
	}
	storage := tl.flat()
	if !tl.isHex && len(storage) == 0 && n != 0 {
		p.failAt(loc, "parsed zero elements, but type ('"+typeString(st)+"') expected at least 1")
	}
	if isComplex {
		if len(tl.shape) == 0 && n != 0 && len(storage) != 2 {
			p.failAt(loc, "parsed "+strconv.Itoa(len(storage))+" elements, but type ('"+typeString(ct)+"') expected 2 elements")
		}
		if len(tl.shape) > 0 && int64(len(storage)) != n*2 {
			p.failAt(loc, "parsed "+strconv.Itoa(len(storage))+" elements, but type ('"+typeString(st)+"') expected "+strconv.FormatInt(n*2, 10)+" elements")
		}
	}
	if !isInt && !isIndex && !isFloat {
		// Other element types hold strings.
		if tl.isHex {
			return p.ctx.DenseStringElementsAttr(st, []string{tl.hexStr})
		}
		vals := make([]string, len(storage))
		for i, e := range storage {
			if e.kind != tString {
				p.failAt(loc, "expected string token, got "+e.text)
			}
			vals[i] = unescape([]byte(e.text))
		}
		return p.ctx.DenseStringElementsAttr(st, vals)
	}
	eb := ir.ElementBytes(elt)
	data := make([]byte, eb*len(storage))
	for i := range storage {
		p.encodeScalar(data[i*eb:(i+1)*eb], &storage[i], elt)
	}
	values := int64(len(storage))
	if isComplex {
		values /= 2
	}
	return p.ctx.DenseElementsAttr(st, data, values == 1 && n != 1)
}

// encodeScalar stores one scalar literal of a dense attribute, with
// upstream's checks and messages (getIntAttrElements, getFloatAttrElements).
func (p *Parser) encodeScalar(dst []byte, l *literal, et ir.Type) {
	switch t := et.(type) {
	case *ir.IntegerType, *ir.IndexType:
		if l.neg && ir.IsUnsignedInt(et) {
			p.failAt(l.pos, "expected unsigned integer elements, but parsed negative value")
		}
		var v *big.Int
		switch l.kind {
		case tFloat:
			p.failAt(l.pos, "expected integer elements, but parsed floating-point")
		case tBareID:
			if it, ok := et.(*ir.IntegerType); !ok || it.Width != 1 {
				p.failAt(l.pos, "expected i1 type for 'true' or 'false' values")
			}
			v = big.NewInt(0)
			if l.text == "true" {
				v.SetInt64(1)
			}
		default:
			var ok bool
			if l.kind == tInteger {
				v, ok = buildAttributeInt(et, l.neg, l.text)
			}
			if !ok {
				p.failAt(l.pos, "integer constant out of range for type")
			}
		}
		ir.IntToRaw(dst, v)
		if it, ok := et.(*ir.IntegerType); ok && it.Width%8 != 0 && len(dst) > 0 {
			// As upstream, the bits above the width are zero (visible in
			// hex data).
			dst[len(dst)-1] &= byte(1)<<(it.Width%8) - 1
		}
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
			p.failAt(l.pos, "expected floating point literal")
		}
		ir.BitsToRaw(dst, bits)
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
	typePos := p.tok.start
	if t == nil {
		p.expect(tColon, "expected ':'")
		t = p.parseType()
	}
	st, ok := t.(ir.ShapedType)
	if !ok {
		p.failAt(typePos, "`dense_resource` expected a shaped type")
	}
	return p.ctx.DenseResourceElementsAttr(st, name)
}

func (p *Parser) parseDenseArrayAttr() ir.Attribute {
	p.consume()
	p.expect(tLess, "expected '<' after 'array'")
	pos := p.tok.start
	et := p.parseType()
	it, isInt := et.(*ir.IntegerType)
	ft, isFloat := et.(*ir.FloatType)
	if !isInt && !isFloat {
		p.failAt(pos, "expected integer or float type, got: '"+typeString(et)+"'")
	}
	if !(isInt && it.Width == 1) && ir.BitWidth(et)%8 != 0 {
		p.failAt(pos, "element type bitwidth must be a multiple of 8")
	}
	if p.consumeIf(tGreater) {
		return p.ctx.DenseArrayAttr(et, nil, 0)
	}
	p.expect(tColon, "expected ':' after dense array type")
	// Elements as upstream's DenseArrayElementParser: errors at the current
	// token (after an integer, when its value is wrong).
	eb := ir.ElementBytes(et)
	var data []byte
	n := 0
	for {
		buf := make([]byte, eb)
		neg := p.consumeIf(tMinus)
		switch {
		case isInt && (p.isKeyword("true") || p.isKeyword("false")):
			if it.Width != 1 {
				p.fail("expected i1 type for 'true' or 'false' values")
			}
			if p.isKeyword("true") {
				buf[0] = 1
			}
			p.consume()
		case isInt && p.tok.kind == tInteger:
			text := p.spelling()
			p.consume()
			if it.Width == 1 {
				p.fail("expected 'true' or 'false' values for i1 type")
			}
			v, ok := buildAttributeInt(et, neg, text)
			if !ok {
				p.fail("integer constant out of range")
			}
			ir.IntToRaw(buf, v)
		case isInt:
			p.fail("expected integer literal")
		case p.tok.kind == tFloat:
			f, err := strconv.ParseFloat(p.tokName(), 64)
			if err != nil && !errors.Is(err, strconv.ErrRange) {
				p.fail("floating point value too large for attribute")
			}
			if neg {
				f = -f
			}
			ir.BitsToRaw(buf, ir.FloatSemanticsOf(ft.Kind).FromFloat64(f))
			p.consume()
		case p.tok.kind == tInteger:
			ir.BitsToRaw(buf, p.floatFromIntLiteral(p.spelling(), neg, ft, p.tok.start))
			p.consume()
		default:
			// At the token itself, even at the end of the input.
			p.failAt(p.tok.start, "expected floating point literal")
		}
		data = append(data, buf...)
		n++
		if !p.consumeIf(tComma) {
			break
		}
	}
	p.expect(tGreater, "expected '>' to close an array attribute")
	return p.ctx.DenseArrayAttr(et, data, n)
}

func (p *Parser) parseSparseAttr(t ir.Type) ir.Attribute {
	loc := p.tok.start
	p.consume()
	p.expect(tLess, "Expected '<' after 'sparse'")
	i64 := p.ctx.I(64)
	if p.consumeIf(tGreater) {
		// All elements are zero: empty indices and values.
		st := p.parseElementsType(t, loc)
		rank := int64(len(st.Dims()))
		indices := p.ctx.DenseElementsAttr(p.ctx.RankedTensorType([]int64{0, rank}, i64, nil), nil, false)
		valType := p.ctx.RankedTensorType([]int64{0}, st.ElementType(), nil)
		var values ir.Attribute
		switch st.ElementType().(type) {
		case *ir.IntegerType, *ir.IndexType, *ir.FloatType, *ir.ComplexType:
			values = p.ctx.DenseElementsAttr(valType, nil, false)
		default:
			values = p.ctx.DenseStringElementsAttr(valType, nil)
		}
		return p.ctx.SparseElementsAttr(st, indices, values)
	}
	idxLoc := p.tok.start
	idx := p.parseTensorLiteral(false)
	p.expect(tComma, "expected ','")
	valsLoc := p.tok.start
	vals := p.parseTensorLiteral(true)
	p.expect(tGreater, "expected '>'")
	st := p.parseElementsType(t, loc)
	rank := int64(len(st.Dims()))
	// A single index is one index of the type's rank; otherwise the shape
	// is the literal's.
	idxShape := idx.shape
	if len(idxShape) == 0 {
		idxShape = []int64{1, rank}
	}
	idxType := p.ctx.RankedTensorType(idxShape, i64, nil)
	indices, ok := p.buildDense(idx, idxType, idxLoc).(*ir.DenseElementsAttr)
	if !ok {
		p.failAt(idxLoc, "expected integer indices")
	}
	// A single value (or hex data) gives one value per index.
	valShape := vals.shape
	if len(valShape) == 0 {
		valShape = []int64{idxShape[0]}
	}
	valType := p.ctx.RankedTensorType(valShape, st.ElementType(), nil)
	values := p.buildDense(vals, valType, valsLoc)
	p.verifySparse(loc, st, indices, valType)
	return p.ctx.SparseElementsAttr(st, indices, values)
}

// verifySparse checks the shapes and indices of a sparse attribute as
// upstream's SparseElementsAttr::verify.
func (p *Parser) verifySparse(loc int, st ir.ShapedType, indices *ir.DenseElementsAttr, valType ir.ShapedType) {
	if len(valType.Dims()) != 1 {
		p.failAt(loc, "expected 1-d tensor for sparse element values")
	}
	dims := st.Dims()
	rank := len(dims)
	idxDims := indices.Type.Dims()
	shapeErr := func() {
		p.failAt(loc, "expected shape ("+shapeString(dims)+"); inferred shape of indices literal ("+shapeString(idxDims)+"); inferred shape of values literal ("+shapeString(valType.Dims())+")")
	}
	switch {
	case len(idxDims) == 2:
		if idxDims[1] != int64(rank) {
			shapeErr()
		}
	case len(idxDims) != 1 || rank != 1:
		shapeErr()
	}
	num := idxDims[0]
	if num != valType.Dims()[0] {
		shapeErr()
	}
	check := func(i int64, index []uint64) {
		valid := len(index) == rank
		for k := 0; valid && k < rank; k++ {
			valid = index[k] < uint64(dims[k])
		}
		if !valid {
			s := "["
			for k, v := range index {
				if k > 0 {
					s += ", "
				}
				s += strconv.FormatUint(v, 10)
			}
			p.failAt(loc, "sparse index #"+strconv.FormatInt(i, 10)+" is not contained within the value shape, with index="+s+"], and type='"+typeString(st)+"'")
		}
	}
	at := func(i int64) uint64 { return ir.RawToInt(indices.RawElement(i), 64, true).Uint64() }
	if indices.Splat {
		index := make([]uint64, rank)
		for k := range index {
			index[k] = at(0)
		}
		check(0, index)
		return
	}
	for i := int64(0); i < num; i++ {
		index := make([]uint64, rank)
		for k := range index {
			index[k] = at(i*int64(rank) + int64(k))
		}
		check(i, index)
	}
}
