package ast

import "strconv"

// Token kinds: characters stand for themselves (their signed byte value);
// end of file is -1 and the keywords and classes have values no byte has.
// MLIR's Toy lexer numbers them -2 … -7 (chapter 7, which adds `struct`)
// or -2 … -6 (earlier chapters): tokenValue gives those numbers, and a
// byte with the value of one of them acts as that token.
const (
	tokEOF        = -1
	tokReturn     = -1002
	tokVar        = -1003
	tokDef        = -1004
	tokStruct     = -1005
	tokIdentifier = -1006
	tokNumber     = -1007
)

// chapterTokens lists the tokens numbered -2, -3, … in each grammar.
var chapterTokens = [2][]int{
	{tokReturn, tokVar, tokDef, tokIdentifier, tokNumber},
	{tokReturn, tokVar, tokDef, tokStruct, tokIdentifier, tokNumber},
}

// tokenValue is the number MLIR's lexer gives tok.
func (l *lexer) tokenValue(tok int) int {
	for i, t := range chapterTokens[l.grammar()] {
		if t == tok {
			return -2 - i
		}
	}
	return tok
}

// fromByte is the token a (signed) character stands for.
func (l *lexer) fromByte(c int) int {
	if toks := chapterTokens[l.grammar()]; c <= -2 && -2-c < len(toks) {
		return toks[-2-c]
	}
	return c
}

func (l *lexer) grammar() int {
	if l.structs {
		return 1
	}
	return 0
}

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
	// structs selects chapter 7's lexer: the struct keyword, and numbers
	// that start with a digit (earlier chapters also start them with '.').
	structs bool
}

func newLexer(src []byte, file string, structs bool) *lexer {
	for i, b := range src {
		if b == 0 {
			src = src[:i]
			break
		}
	}
	// The lexer starts on a virtual newline, so the first line is line 1.
	return &lexer{src: src, pos: -1, file: file, lastChar: ' ', cur: tokEOF, lastLoc: Location{File: file}, structs: structs}
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
				if l.structs {
					return tokStruct
				}
			case "var":
				return tokVar
			}
			return tokIdentifier
		}
		if isDigit(l.lastChar) || (l.lastChar == '.' && !l.structs) {
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
		return l.fromByte(c)
	}
}

// parseNumberPrefix is strtod on digits and dots: the longest prefix of the
// form digits[.digits] or .digits (0 when there is none).
func parseNumberPrefix(s []byte) float64 {
	n := 0
	for n < len(s) && isDigit(int(s[n])) {
		n++
	}
	digits := n
	if n < len(s) && s[n] == '.' {
		n++
		for n < len(s) && isDigit(int(s[n])) {
			n++
			digits++
		}
	}
	if digits == 0 {
		return 0
	}
	v, _ := strconv.ParseFloat(string(s[:n]), 64)
	return v
}
