// Package asm reads and writes the MLIR textual format.
package asm

// tokKind is the kind of a lexed token.
type tokKind uint8

const (
	tEOF tokKind = iota
	tError
	tBareID      // foo, i32, f8E4M3FN, dialect.op
	tAtID        // @foo or @"foo"
	tPercentID   // %foo
	tCaretID     // ^bb0
	tHashID      // #foo
	tExclaimID   // !foo
	tInteger     // 42, 0x2A
	tFloat       // 1.5, 1e3
	tString      // "..."
	tLParen      // (
	tRParen      // )
	tLBrace      // {
	tRBrace      // }
	tLSquare     // [
	tRSquare     // ]
	tLess        // <
	tGreater     // >
	tComma       // ,
	tColon       // :
	tEqual       // =
	tArrow       // ->
	tMinus       // -
	tPlus        // +
	tStar        // *
	tQuestion    // ?
	tEllipsis    // ...
	tFileMetaBeg // {-#
	tFileMetaEnd // #-}
	tVerticalBar // |
	tSlash       // /
)

var tokNames = [...]string{
	tEOF: "end of file", tError: "error", tBareID: "identifier", tAtID: "symbol",
	tPercentID: "SSA value", tCaretID: "block name", tHashID: "attribute alias",
	tExclaimID: "type alias", tInteger: "integer", tFloat: "float", tString: "string",
	tLParen: "'('", tRParen: "')'", tLBrace: "'{'", tRBrace: "'}'", tLSquare: "'['",
	tRSquare: "']'", tLess: "'<'", tGreater: "'>'", tComma: "','", tColon: "':'",
	tEqual: "'='", tArrow: "'->'", tMinus: "'-'", tPlus: "'+'", tStar: "'*'",
	tQuestion: "'?'", tEllipsis: "'...'", tFileMetaBeg: "'{-#'", tFileMetaEnd: "'#-}'",
	tVerticalBar: "'|'", tSlash: "'/'",
}

// token is one lexed token: its kind and byte range in the buffer.
type token struct {
	kind       tokKind
	start, end int
}

// lexer turns a buffer into tokens on demand.
type lexer struct {
	buf []byte
	pos int
	// errMsg is set when the last token is tError.
	errMsg string
	errPos int
}

func isLetter(c byte) bool { return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' }
func isDigit(c byte) bool  { return c >= '0' && c <= '9' }
func isHexDigit(c byte) bool {
	return isDigit(c) || c >= 'a' && c <= 'f' || c >= 'A' && c <= 'F'
}
func isIDChar(c byte) bool {
	return isLetter(c) || isDigit(c) || c == '_' || c == '$' || c == '.'
}
func isSuffixIDChar(c byte) bool {
	return isLetter(c) || isDigit(c) || c == '_' || c == '$' || c == '.' || c == '-'
}

// skipSpace skips whitespace and // comments.
func (l *lexer) skipSpace() {
	b := l.buf
	for l.pos < len(b) {
		switch c := b[l.pos]; c {
		case ' ', '\t', '\n', '\r':
			l.pos++
		case '/':
			if l.pos+1 < len(b) && b[l.pos+1] == '/' {
				for l.pos < len(b) && b[l.pos] != '\n' {
					l.pos++
				}
				continue
			}
			return
		default:
			return
		}
	}
}

func (l *lexer) errorf(pos int, msg string) token {
	l.errMsg, l.errPos = msg, pos
	return token{tError, pos, pos}
}

// next lexes the next token.
func (l *lexer) next() token {
	l.skipSpace()
	b := l.buf
	start := l.pos
	if start >= len(b) {
		return token{tEOF, start, start}
	}
	c := b[start]
	single := func(k tokKind) token { l.pos++; return token{k, start, l.pos} }
	switch c {
	case '(':
		return single(tLParen)
	case ')':
		return single(tRParen)
	case '{':
		if start+2 < len(b) && b[start+1] == '-' && b[start+2] == '#' {
			l.pos += 3
			return token{tFileMetaBeg, start, l.pos}
		}
		return single(tLBrace)
	case '}':
		return single(tRBrace)
	case '[':
		return single(tLSquare)
	case ']':
		return single(tRSquare)
	case '<':
		return single(tLess)
	case '>':
		return single(tGreater)
	case ',':
		return single(tComma)
	case ':':
		return single(tColon)
	case '=':
		return single(tEqual)
	case '+':
		return single(tPlus)
	case '*':
		return single(tStar)
	case '?':
		return single(tQuestion)
	case '|':
		return single(tVerticalBar)
	case '/':
		return single(tSlash)
	case '-':
		if start+1 < len(b) && b[start+1] == '>' {
			l.pos += 2
			return token{tArrow, start, l.pos}
		}
		return single(tMinus)
	case '.':
		if start+2 < len(b) && b[start+1] == '.' && b[start+2] == '.' {
			l.pos += 3
			return token{tEllipsis, start, l.pos}
		}
		l.pos++
		return l.errorf(start+1, "expected three consecutive dots for an ellipsis")
	case '"':
		return l.lexString(start)
	case '@':
		l.pos++
		if l.pos < len(b) && b[l.pos] == '"' {
			t := l.lexString(l.pos)
			if t.kind == tError {
				return t
			}
			return token{tAtID, start, l.pos}
		}
		if l.pos < len(b) && (isLetter(b[l.pos]) || b[l.pos] == '_') {
			for l.pos < len(b) && isIDChar(b[l.pos]) {
				l.pos++
			}
			return token{tAtID, start, l.pos}
		}
		return l.errorf(l.pos, "@ identifier expected to start with letter or '_'")
	case '%', '^', '#', '!':
		if c == '#' && start+2 < len(b) && b[start+1] == '-' && b[start+2] == '}' {
			l.pos += 3
			return token{tFileMetaEnd, start, l.pos}
		}
		return l.lexPrefixed(start, c)
	}
	if isDigit(c) {
		return l.lexNumber(start)
	}
	if isLetter(c) || c == '_' {
		l.pos++
		for l.pos < len(b) && isIDChar(b[l.pos]) {
			l.pos++
		}
		return token{tBareID, start, l.pos}
	}
	l.pos++
	return l.errorf(start, "unexpected character")
}

func (l *lexer) lexPrefixed(start int, c byte) token {
	b := l.buf
	l.pos = start + 1
	kind := tExclaimID
	switch c {
	case '%':
		kind = tPercentID
	case '^':
		kind = tCaretID
	case '#':
		kind = tHashID
	}
	if l.pos < len(b) && isDigit(b[l.pos]) {
		for l.pos < len(b) && isDigit(b[l.pos]) {
			l.pos++
		}
		return token{kind, start, l.pos}
	}
	if l.pos < len(b) && (isLetter(b[l.pos]) || b[l.pos] == '_' || b[l.pos] == '$' || b[l.pos] == '.' || b[l.pos] == '-') {
		for l.pos < len(b) && isSuffixIDChar(b[l.pos]) {
			l.pos++
		}
		return token{kind, start, l.pos}
	}
	switch c {
	case '%':
		return l.errorf(start, "invalid SSA name")
	case '^':
		return l.errorf(start, "invalid block name")
	case '#':
		return l.errorf(start, "invalid attribute name")
	}
	return l.errorf(start, "invalid type identifier")
}

func (l *lexer) lexNumber(start int) token {
	b := l.buf
	l.pos = start + 1
	if b[start] == '0' && l.pos+1 < len(b) && b[l.pos] == 'x' && isHexDigit(b[l.pos+1]) {
		l.pos += 2
		for l.pos < len(b) && isHexDigit(b[l.pos]) {
			l.pos++
		}
		return token{tInteger, start, l.pos}
	}
	for l.pos < len(b) && isDigit(b[l.pos]) {
		l.pos++
	}
	if l.pos >= len(b) || b[l.pos] != '.' {
		return token{tInteger, start, l.pos}
	}
	l.pos++
	for l.pos < len(b) && isDigit(b[l.pos]) {
		l.pos++
	}
	if l.pos < len(b) && (b[l.pos] == 'e' || b[l.pos] == 'E') {
		p := l.pos + 1
		if p < len(b) && (b[p] == '-' || b[p] == '+') {
			p++
		}
		if p < len(b) && isDigit(b[p]) {
			l.pos = p
			for l.pos < len(b) && isDigit(b[l.pos]) {
				l.pos++
			}
		}
	}
	return token{tFloat, start, l.pos}
}

func (l *lexer) lexString(start int) token {
	b := l.buf
	l.pos = start + 1
	for l.pos < len(b) {
		switch b[l.pos] {
		case '"':
			l.pos++
			return token{tString, start, l.pos}
		case '\n', '\v', '\f':
			// As upstream: reported where the string stops.
			return l.errorf(l.pos, "expected '\"' in string literal")
		case '\\':
			if l.pos+1 < len(b) {
				switch n := b[l.pos+1]; {
				case n == '"' || n == '\\' || n == 'n' || n == 't':
					l.pos += 2
					continue
				case l.pos+2 < len(b) && isHexDigit(n) && isHexDigit(b[l.pos+2]):
					l.pos += 3
					continue
				}
			}
			return l.errorf(l.pos, "unknown escape in string literal")
		default:
			l.pos++
		}
	}
	return l.errorf(l.pos, "expected '\"' in string literal")
}

// unescape decodes the body of a string token (including the quotes).
func unescape(s []byte) string {
	s = s[1 : len(s)-1]
	needs := false
	for _, c := range s {
		if c == '\\' {
			needs = true
			break
		}
	}
	if !needs {
		return string(s)
	}
	out := make([]byte, 0, len(s))
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c != '\\' || i+1 >= len(s) {
			out = append(out, c)
			continue
		}
		i++
		switch s[i] {
		case 'n':
			out = append(out, '\n')
		case 't':
			out = append(out, '\t')
		case '"', '\\':
			out = append(out, s[i])
		default:
			out = append(out, hexVal(s[i])<<4|hexVal(s[i+1]))
			i++
		}
	}
	return string(out)
}

func hexVal(c byte) byte {
	switch {
	case c >= '0' && c <= '9':
		return c - '0'
	case c >= 'a' && c <= 'f':
		return c - 'a' + 10
	case c >= 'A' && c <= 'F':
		return c - 'A' + 10
	}
	return 0
}
