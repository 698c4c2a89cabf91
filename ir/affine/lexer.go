package affine

// This file holds the subset of MLIR's lexer needed to parse affine maps and
// integer sets with upstream's tokens and lexer diagnostics. It lexes every
// token kind of the textual format so that unexpected tokens are reported
// where and as upstream reports them.

type tokKind uint8

const (
	tEOF tokKind = iota
	tError
	tBareID  // bare identifier, keyword or integer type
	tInteger // integer literal
	tFloat
	tString
	tPercentID
	tHashID
	tCaretID
	tBangID
	tAtID
	tColon
	tComma
	tEllipsis
	tLParen
	tRParen
	tLBrace
	tRBrace
	tLSquare
	tRSquare
	tLess
	tGreater
	tEqual
	tPlus
	tStar
	tMinus
	tArrow
	tQuestion
	tVBar
	tFileMetadataBegin
	tFileMetadataEnd
	tSlash
)

// Keywords the affine parser treats specially (every other keyword is an
// identifier to it).
const (
	kwNone uint8 = iota
	kwSymbol
	kwFloorDiv
	kwCeilDiv
	kwMod
)

type token struct {
	kind       tokKind
	kw         uint8
	start, end int
}

type lexer struct {
	src []byte
	pos int
	// errOff and errMsg hold the first diagnostic the lexer emitted.
	errOff int
	errMsg string
	failed bool
}

func (l *lexer) at(i int) byte {
	if i < len(l.src) {
		return l.src[i]
	}
	return 0
}

func isAlpha(b byte) bool { return b|0x20 >= 'a' && b|0x20 <= 'z' }
func isDigit(b byte) bool { return b >= '0' && b <= '9' }
func isHex(b byte) bool   { return isDigit(b) || (b|0x20 >= 'a' && b|0x20 <= 'f') }

func (l *lexer) fail(off int, msg string, start int) token {
	if !l.failed {
		l.failed, l.errOff, l.errMsg = true, off, msg
	}
	return token{kind: tError, start: start, end: l.pos}
}

func (l *lexer) form(k tokKind, start int) token { return token{kind: k, start: start, end: l.pos} }

// next lexes the next token.
func (l *lexer) next() token {
	for {
		start := l.pos
		if l.pos >= len(l.src) {
			return token{kind: tEOF, start: start, end: start}
		}
		c := l.src[l.pos]
		l.pos++
		switch c {
		case ' ', '\t', '\n', '\r':
			continue
		case 0:
			// A nul character inside the buffer is skipped.
			continue
		case '_':
			return l.bareIdentifier(start)
		case ':':
			return l.form(tColon, start)
		case ',':
			return l.form(tComma, start)
		case '.':
			if l.at(l.pos) != '.' || l.at(l.pos+1) != '.' {
				return l.fail(l.pos, "expected three consecutive dots for an ellipsis", start)
			}
			l.pos += 2
			return l.form(tEllipsis, start)
		case '(':
			return l.form(tLParen, start)
		case ')':
			return l.form(tRParen, start)
		case '{':
			if l.at(l.pos) == '-' && l.at(l.pos+1) == '#' {
				l.pos += 2
				return l.form(tFileMetadataBegin, start)
			}
			return l.form(tLBrace, start)
		case '}':
			return l.form(tRBrace, start)
		case '[':
			return l.form(tLSquare, start)
		case ']':
			return l.form(tRSquare, start)
		case '<':
			return l.form(tLess, start)
		case '>':
			return l.form(tGreater, start)
		case '=':
			return l.form(tEqual, start)
		case '+':
			return l.form(tPlus, start)
		case '*':
			return l.form(tStar, start)
		case '-':
			if l.at(l.pos) == '>' {
				l.pos++
				return l.form(tArrow, start)
			}
			return l.form(tMinus, start)
		case '?':
			return l.form(tQuestion, start)
		case '|':
			return l.form(tVBar, start)
		case '/':
			if l.at(l.pos) == '/' {
				l.skipComment()
				continue
			}
			return l.form(tSlash, start)
		case '@':
			return l.atIdentifier(start)
		case '#':
			if l.at(l.pos) == '-' && l.at(l.pos+1) == '}' {
				l.pos += 2
				return l.form(tFileMetadataEnd, start)
			}
			return l.prefixedIdentifier(start)
		case '!', '^', '%':
			return l.prefixedIdentifier(start)
		case '"':
			return l.str(start)
		default:
			if isDigit(c) {
				return l.number(start)
			}
			if isAlpha(c) {
				return l.bareIdentifier(start)
			}
			return l.fail(start, "unexpected character", start)
		}
	}
}

func (l *lexer) skipComment() {
	l.pos++ // the second '/'
	for l.pos < len(l.src) {
		c := l.src[l.pos]
		l.pos++
		if c == '\n' || c == '\r' {
			return
		}
	}
}

func (l *lexer) bareIdentifier(start int) token {
	for l.pos < len(l.src) {
		c := l.src[l.pos]
		if !isAlpha(c) && !isDigit(c) && c != '_' && c != '$' && c != '.' {
			break
		}
		l.pos++
	}
	t := token{kind: tBareID, start: start, end: l.pos}
	switch string(l.src[start:l.pos]) {
	case "symbol":
		t.kw = kwSymbol
	case "floordiv":
		t.kw = kwFloorDiv
	case "ceildiv":
		t.kw = kwCeilDiv
	case "mod":
		t.kw = kwMod
	}
	return t
}

func (l *lexer) number(start int) token {
	if l.src[start] == '0' && l.at(l.pos) == 'x' {
		// "0x" not followed by a hex digit is the integer 0 then an
		// identifier.
		if !isHex(l.at(l.pos + 1)) {
			return l.form(tInteger, start)
		}
		l.pos += 2
		for isHex(l.at(l.pos)) {
			l.pos++
		}
		return l.form(tInteger, start)
	}
	for isDigit(l.at(l.pos)) {
		l.pos++
	}
	if l.at(l.pos) != '.' {
		return l.form(tInteger, start)
	}
	l.pos++
	for isDigit(l.at(l.pos)) {
		l.pos++
	}
	if c := l.at(l.pos); c == 'e' || c == 'E' {
		c1 := l.at(l.pos + 1)
		if isDigit(c1) || ((c1 == '-' || c1 == '+') && isDigit(l.at(l.pos+2))) {
			l.pos += 2
			for isDigit(l.at(l.pos)) {
				l.pos++
			}
		}
	}
	return l.form(tFloat, start)
}

func isPunct(c byte) bool { return c == '$' || c == '.' || c == '_' || c == '-' }

func (l *lexer) prefixedIdentifier(start int) token {
	var kind tokKind
	var what string
	switch l.src[start] {
	case '#':
		kind, what = tHashID, "invalid attribute name"
	case '%':
		kind, what = tPercentID, "invalid SSA name"
	case '^':
		kind, what = tCaretID, "invalid block name"
	default:
		kind, what = tBangID, "invalid type identifier"
	}
	c := l.at(l.pos)
	switch {
	case l.pos < len(l.src) && isDigit(c):
		for isDigit(l.at(l.pos)) {
			l.pos++
		}
	case l.pos < len(l.src) && (isAlpha(c) || isPunct(c)):
		for l.pos < len(l.src) {
			c := l.src[l.pos]
			if !isAlpha(c) && !isDigit(c) && !isPunct(c) {
				break
			}
			l.pos++
		}
	default:
		return l.fail(l.pos-1, what, start)
	}
	return l.form(kind, start)
}

func (l *lexer) atIdentifier(start int) token {
	if l.pos >= len(l.src) {
		return l.fail(len(l.src), "@ identifier expected to start with letter or '_'", start)
	}
	c := l.src[l.pos]
	l.pos++
	if c == '"' {
		if t := l.str(l.pos); t.kind == tError {
			return t
		}
		return l.form(tAtID, start)
	}
	if !isAlpha(c) && c != '_' {
		return l.fail(l.pos-1, "@ identifier expected to start with letter or '_'", start)
	}
	for l.pos < len(l.src) {
		c := l.src[l.pos]
		if !isAlpha(c) && !isDigit(c) && c != '_' && c != '$' && c != '.' {
			break
		}
		l.pos++
	}
	return l.form(tAtID, start)
}

// str lexes a string literal whose opening quote was just consumed.
func (l *lexer) str(start int) token {
	for {
		if l.pos >= len(l.src) {
			return l.fail(len(l.src), "expected '\"' in string literal", start)
		}
		c := l.src[l.pos]
		l.pos++
		switch c {
		case '"':
			return l.form(tString, start)
		case '\n', '\v', '\f':
			return l.fail(l.pos-1, "expected '\"' in string literal", start)
		case '\\':
			n := l.at(l.pos)
			switch {
			case l.pos < len(l.src) && (n == '"' || n == '\\' || n == 'n' || n == 't'):
				l.pos++
			case l.pos+1 < len(l.src) && isHex(n) && isHex(l.src[l.pos+1]):
				l.pos += 2
			default:
				return l.fail(l.pos-1, "unknown escape in string literal", start)
			}
		}
	}
}
