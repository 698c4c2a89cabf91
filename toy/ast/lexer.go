package ast

import "strconv"

// Token kinds: characters stand for themselves (their signed byte value);
// the keywords and classes are negative, as in MLIR's Toy lexer.
const (
	tokEOF        = -1
	tokReturn     = -2
	tokVar        = -3
	tokDef        = -4
	tokStruct     = -5
	tokIdentifier = -6
	tokNumber     = -7
)

// lexer turns Toy source into tokens. Like MLIR's, it reads one character
// ahead, numbers lines and columns from 1, treats a NUL byte as the end of
// the input and a 0xFF byte as end-of-file (bytes are signed characters).
type lexer struct {
	src       []byte
	pos       int
	file      string
	line, col int
	lastChar  int
	cur       int
	lastLoc   Location
	ident     string
	num       float64
}

func newLexer(src []byte, file string) *lexer {
	for i, b := range src {
		if b == 0 {
			src = src[:i]
			break
		}
	}
	// The lexer starts on a virtual newline, so the first line is line 1.
	return &lexer{src: src, pos: -1, file: file, lastChar: ' ', cur: tokEOF, lastLoc: Location{File: file}}
}

// nextChar returns the next character (a signed byte) or tokEOF.
func (l *lexer) nextChar() int {
	var c int
	switch {
	case l.pos == -1:
		c = '\n'
	case l.pos < len(l.src):
		c = int(int8(l.src[l.pos]))
	default:
		return tokEOF
	}
	l.pos++
	l.col++
	if c == '\n' {
		l.line++
		l.col = 0
	}
	return c
}

func isSpace(c int) bool { return c == ' ' || (c >= '\t' && c <= '\r') }
func isDigit(c int) bool { return c >= '0' && c <= '9' }
func isAlpha(c int) bool { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') }

// next advances to the next token and returns it.
func (l *lexer) next() int {
	l.cur = l.token()
	return l.cur
}

func (l *lexer) token() int {
	for {
		for isSpace(l.lastChar) {
			l.lastChar = l.nextChar()
		}
		l.lastLoc.Line, l.lastLoc.Col = l.line, l.col
		if isAlpha(l.lastChar) {
			id := []byte{byte(l.lastChar)}
			for {
				l.lastChar = l.nextChar()
				if !isAlpha(l.lastChar) && !isDigit(l.lastChar) && l.lastChar != '_' {
					break
				}
				id = append(id, byte(l.lastChar))
			}
			l.ident = string(id)
			switch l.ident {
			case "return":
				return tokReturn
			case "def":
				return tokDef
			case "struct":
				return tokStruct
			case "var":
				return tokVar
			}
			return tokIdentifier
		}
		if isDigit(l.lastChar) {
			var num []byte
			for isDigit(l.lastChar) || l.lastChar == '.' {
				num = append(num, byte(l.lastChar))
				l.lastChar = l.nextChar()
			}
			l.num = parseNumberPrefix(num)
			return tokNumber
		}
		if l.lastChar == '#' {
			for {
				l.lastChar = l.nextChar()
				if l.lastChar == tokEOF || l.lastChar == '\n' || l.lastChar == '\r' {
					break
				}
			}
			if l.lastChar != tokEOF {
				continue
			}
		}
		if l.lastChar == tokEOF {
			return tokEOF
		}
		c := l.lastChar
		l.lastChar = l.nextChar()
		return c
	}
}

// parseNumberPrefix is strtod on digits and dots: the longest prefix of the
// form digits[.digits].
func parseNumberPrefix(s []byte) float64 {
	n := 0
	for n < len(s) && isDigit(int(s[n])) {
		n++
	}
	if n < len(s) && s[n] == '.' {
		n++
		for n < len(s) && isDigit(int(s[n])) {
			n++
		}
	}
	v, _ := strconv.ParseFloat(string(s[:n]), 64)
	return v
}
