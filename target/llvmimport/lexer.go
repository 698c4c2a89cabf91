package llvmimport

import (
	"fmt"
)

// tokKind classifies an LLVM IR token.
type tokKind int

const (
	tEOF     tokKind = iota
	tGlobal          // @name, @"name", @42
	tLocal           // %name, %"name", %42
	tLabel           // name: or 42: or "name": at a block start
	tMeta            // !name or !42
	tAttrGrp         // #42
	tKeyword         // bare words: define, i32, add, ...
	tInt             // decimal integer (maybe negative)
	tFloat           // decimal or hexadecimal floating-point literal
	tString          // "..." (Text holds the unescaped bytes)
	tPunct           // one of = , ( ) [ ] { } < > * ! : |
	tMetaStr         // !"..."
)

// token is one lexeme with its position (1-based line and column).
type token struct {
	kind      tokKind
	text      string
	line, col int
	off       int
}

// lexer splits LLVM IR text into tokens.
type lexer struct {
	src       []byte
	pos       int
	line, col int
	file      string
}

// Error is a diagnostic of the LLVM IR parser or the import, with the
// position upstream's tools report.
type Error struct {
	File      string
	Line, Col int
	Msg       string
}

func (e *Error) Error() string {
	if e.Line == 0 {
		return fmt.Sprintf("%s: error: %s", e.File, e.Msg)
	}
	return fmt.Sprintf("%s:%d:%d: error: %s", e.File, e.Line, e.Col, e.Msg)
}

// sigilKinds maps the leading character of a name to its token kind.
var sigilKinds = [256]tokKind{'@': tGlobal, '%': tLocal, '!': tMeta, '#': tAttrGrp}

func isIdentChar(c byte) bool {
	return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' ||
		c == '-' || c == '$' || c == '.' || c == '_'
}

func isDigit(c byte) bool { return c >= '0' && c <= '9' }

func (lx *lexer) errorf(line, col int, format string, args ...any) *Error {
	return &Error{File: lx.file, Line: line, Col: col, Msg: fmt.Sprintf(format, args...)}
}

func (lx *lexer) advance(n int) {
	for i := 0; i < n && lx.pos < len(lx.src); i++ {
		if lx.src[lx.pos] == '\n' {
			lx.line++
			lx.col = 1
		} else {
			lx.col++
		}
		lx.pos++
	}
}

// next returns the next token or a lexical error.
func (lx *lexer) next() (token, *Error) {
	for lx.pos < len(lx.src) {
		c := lx.src[lx.pos]
		if c == ';' {
			for lx.pos < len(lx.src) && lx.src[lx.pos] != '\n' {
				lx.advance(1)
			}
			continue
		}
		if c == ' ' || c == '\t' || c == '\n' || c == '\r' {
			lx.advance(1)
			continue
		}
		break
	}
	tok := token{line: lx.line, col: lx.col, off: lx.pos}
	if lx.pos >= len(lx.src) {
		tok.kind = tEOF
		return tok, nil
	}
	src := lx.src
	start := lx.pos
	c := src[start]
	switch {
	case c == '@' || c == '%' || c == '!' || c == '#':
		kind := sigilKinds[c]
		p := start + 1
		if p < len(src) && src[p] == '"' && c != '#' {
			s, end, err := lx.scanString(p)
			if err != nil {
				return tok, err
			}
			if c == '!' {
				kind = tMetaStr
			}
			tok.kind, tok.text = kind, s
			lx.advance(end - start)
			return tok, nil
		}
		for p < len(src) && (isIdentChar(src[p]) || (c == '!' && src[p] == '\\')) {
			p++
		}
		if p == start+1 {
			if c == '!' {
				tok.kind, tok.text = tPunct, "!"
				lx.advance(1)
				return tok, nil
			}
			return tok, lx.errorf(tok.line, tok.col, "invalid character '%c'", c)
		}
		tok.kind, tok.text = kind, string(src[start+1:p])
		lx.advance(p - start)
		return tok, nil
	case c == '"':
		s, end, err := lx.scanString(start)
		if err != nil {
			return tok, err
		}
		if end < len(src) && src[end] == ':' {
			tok.kind, tok.text = tLabel, s
			lx.advance(end + 1 - start)
			return tok, nil
		}
		tok.kind, tok.text = tString, s
		lx.advance(end - start)
		return tok, nil
	case isDigit(c) || c == '-' || c == '+':
		p := start
		if c == '-' || c == '+' {
			p++
		}
		if c != '-' && c != '+' && c == '0' && p+1 < len(src) && src[p+1] == 'x' {
			p += 2
			if p < len(src) && (src[p] == 'K' || src[p] == 'L' || src[p] == 'M' || src[p] == 'H' || src[p] == 'R') {
				p++
			}
			for p < len(src) && isHex(src[p]) {
				p++
			}
			tok.kind, tok.text = tFloat, string(src[start:p])
			lx.advance(p - start)
			return tok, nil
		}
		for p < len(src) && isDigit(src[p]) {
			p++
		}
		if p < len(src) && src[p] == ':' && c != '-' && c != '+' {
			tok.kind, tok.text = tLabel, string(src[start:p])
			lx.advance(p + 1 - start)
			return tok, nil
		}
		isFloat := false
		if p < len(src) && src[p] == '.' {
			isFloat = true
			p++
			for p < len(src) && isDigit(src[p]) {
				p++
			}
			if p < len(src) && (src[p] == 'e' || src[p] == 'E') {
				q := p + 1
				if q < len(src) && (src[q] == '+' || src[q] == '-') {
					q++
				}
				if q < len(src) && isDigit(src[q]) {
					p = q
					for p < len(src) && isDigit(src[p]) {
						p++
					}
				}
			}
		}
		if p == start+1 && (c == '-' || c == '+') {
			return tok, lx.errorf(tok.line, tok.col, "invalid character '%c'", c)
		}
		tok.kind, tok.text = tInt, string(src[start:p])
		if isFloat {
			tok.kind = tFloat
		}
		lx.advance(p - start)
		return tok, nil
	case isIdentChar(c):
		p := start
		for p < len(src) && isIdentChar(src[p]) {
			p++
		}
		if p < len(src) && src[p] == ':' {
			tok.kind, tok.text = tLabel, string(src[start:p])
			lx.advance(p + 1 - start)
			return tok, nil
		}
		if p < len(src) && src[p] == '"' && p == start+1 && c == 'c' {
			s, end, err := lx.scanString(p)
			if err != nil {
				return tok, err
			}
			tok.kind, tok.text = tString, s
			tok.off = -1 // marks a c"..." string constant
			lx.advance(end - start)
			return tok, nil
		}
		tok.kind, tok.text = tKeyword, string(src[start:p])
		lx.advance(p - start)
		return tok, nil
	}
	switch c {
	case '=', ',', '(', ')', '[', ']', '{', '}', '<', '>', '*', ':', '|':
		tok.kind, tok.text = tPunct, string(c)
		lx.advance(1)
		return tok, nil
	case '.':
		if start+2 < len(src) && src[start+1] == '.' && src[start+2] == '.' {
			tok.kind, tok.text = tKeyword, "..."
			lx.advance(3)
			return tok, nil
		}
	}
	return tok, lx.errorf(tok.line, tok.col, "invalid character '%c'", c)
}

func isHex(c byte) bool {
	return isDigit(c) || c >= 'a' && c <= 'f' || c >= 'A' && c <= 'F'
}

// scanString reads the quoted string starting at p and returns its
// unescaped bytes and the offset after the closing quote.
func (lx *lexer) scanString(p int) (string, int, *Error) {
	src := lx.src
	var out []byte
	i := p + 1
	for i < len(src) && src[i] != '"' {
		if src[i] == '\\' && i+2 < len(src) && isHex(src[i+1]) && isHex(src[i+2]) {
			out = append(out, hexVal(src[i+1])<<4|hexVal(src[i+2]))
			i += 3
			continue
		}
		if src[i] == '\\' && i+1 < len(src) && src[i+1] == '\\' {
			out = append(out, '\\')
			i += 2
			continue
		}
		out = append(out, src[i])
		i++
	}
	if i >= len(src) {
		return "", 0, lx.errorf(lx.line, lx.col, "end of file in string constant")
	}
	return string(out), i + 1, nil
}

func hexVal(c byte) byte {
	switch {
	case isDigit(c):
		return c - '0'
	case c >= 'a' && c <= 'f':
		return c - 'a' + 10
	}
	return c - 'A' + 10
}
