package asm

import "github.com/gomlir/gomlir/ir"

// ParseAttrText parses one attribute from the start of text (upstream's
// mlir::parseAttribute with a count of the characters read), as the
// bytecode reader does for attributes stored as text. It returns the
// number of bytes read: len(text) when nothing but spaces follows.
func ParseAttrText(ctx *ir.Context, text string) (ir.Attribute, int, error) {
	var a ir.Attribute
	n, err := parseText(ctx, text, func(p *Parser) { a = p.parseAttribute(nil) })
	return a, n, err
}

// ParseTypeText is ParseAttrText for types.
func ParseTypeText(ctx *ir.Context, text string) (ir.Type, int, error) {
	var t ir.Type
	n, err := parseText(ctx, text, func(p *Parser) { t = p.parseType() })
	return t, n, err
}

func parseText(ctx *ir.Context, text string, parse func(p *Parser)) (n int, err error) {
	p := newParser(ctx, "", []byte(text), 0, Config{AllowUnregistered: ctx.AllowUnregistered})
	err = catch(func() {
		p.consume()
		parse(p)
		n = p.tok.start
		if p.tok.kind == tEOF {
			n = len(text)
		}
	})
	return n, err
}
