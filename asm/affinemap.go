package asm

import (
	"github.com/gomlir/gomlir/ir/affine"
)

// ParseAffineMap parses a bare affine map such as `(d0, d1) -> (d1, d0)`
// (upstream's OpAsmParser::parseAffineMap).
func (c *customParser) ParseAffineMap() (m *affine.Map, err error) {
	err = catch(func() {
		p := c.p
		start := p.tok.start
		var perr *affine.ParseError
		var n int
		m, n, perr = affine.ParseMap(p.ctx, p.lex.buf[start:])
		if perr != nil && perr.Offset == 0 && perr.Prev == nil {
			// A wrong first token is reported after the previous token.
			p.failWrongToken(perr.Msg)
		}
		if perr != nil {
			p.failAffine(start, perr)
		}
		p.resetTo(start + n)
	})
	return m, err
}
