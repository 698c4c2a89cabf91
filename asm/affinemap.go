package asm

import (
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/ir/affine"
)

// ParseAffineMap parses a bare affine map such as `(d0, d1) -> (d1, d0)`
// (upstream's OpAsmParser::parseAffineMap), or an attribute alias of one.
func (c *customParser) ParseAffineMap() (m *affine.Map, err error) {
	err = catch(func() {
		p := c.p
		if p.tok.kind == tHashID {
			start := p.tok.start
			a, ok := p.parseAttribute(nil).(*ir.AffineMapAttr)
			if !ok {
				p.failAt(start, "expected affine map")
			}
			m = a.Map
			return
		}
		start := p.tok.start
		var perr *affine.ParseError
		var n int
		m, n, perr = affine.ParseMap(p.ctx, p.lex.buf[start:])
		if perr != nil {
			p.failAffine(start, perr)
		}
		p.resetTo(start + n)
	})
	return m, err
}
