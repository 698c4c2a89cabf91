package diagverify

// This file reimplements the dialect of POSIX extended regular expressions
// accepted by llvm::Regex (LLVM's copy of Henry Spencer's BSD regcomp.c), so
// that `expected-*-re` annotations are validated with upstream's error
// messages and matched with upstream's semantics: bytes rather than runes,
// `\c` is the literal c for any c other than 1-9 (so `\d`, `\w`, `\s`, `\n`
// are just letters), `\1`-`\9` are back-references, `[[:<:]]`/`[[:>:]]` are
// word boundaries, no lazy quantifiers, repetition counts up to 255.
//
// Patterns are parsed into a small AST which is translated to Go regexp
// syntax when possible (no back-references or word boundaries) and otherwise
// matched by a bounded backtracking interpreter.

import (
	"regexp"
	"strconv"
	"strings"
	"unicode/utf8"
)

// regErr is a regcomp error code.
type regErr int

const (
	regOK regErr = iota
	regECOLLATE
	regECTYPE
	regEESCAPE
	regESUBREG
	regEBRACK
	regEPAREN
	regEBRACE
	regBADBR
	regERANGE
	regBADRPT
	regEMPTY
)

// String returns llvm_regerror's explanation for the code.
func (e regErr) String() string {
	switch e {
	case regECOLLATE:
		return "invalid collating element"
	case regECTYPE:
		return "invalid character class"
	case regEESCAPE:
		return `trailing backslash (\)`
	case regESUBREG:
		return "invalid backreference number"
	case regEBRACK:
		return "brackets ([ ]) not balanced"
	case regEPAREN:
		return "parentheses not balanced"
	case regEBRACE:
		return "braces not balanced"
	case regBADBR:
		return "invalid repetition count(s)"
	case regERANGE:
		return "invalid character range"
	case regBADRPT:
		return "repetition-operator operand invalid"
	case regEMPTY:
		return "empty (sub)expression"
	}
	return ""
}

type reKind uint8

const (
	reLit reKind = iota
	reAny
	reSet
	reBOL
	reEOL
	reBOW
	reEOW
	reGroup
	reBackref
	reCat
	reAlt
	reRepeat
)

// reNode is a node of a parsed pattern.
type reNode struct {
	kind     reKind
	b        byte       // reLit
	set      *[256]bool // reSet
	n        int        // reGroup index, reBackref number
	min, max int        // reRepeat; max < 0 is unbounded
	subs     []*reNode
}

const (
	dupMax = 255 // RE_DUP_MAX
	nParen = 10  // groups 1-9 can be back-referenced
)

type ereParser struct {
	s      []byte
	i      int
	err    regErr
	nsub   int
	closed [nParen]bool
}

func (p *ereParser) more() bool  { return p.i < len(p.s) }
func (p *ereParser) more2() bool { return p.i+1 < len(p.s) }
func (p *ereParser) peek() byte  { return p.s[p.i] }
func (p *ereParser) peek2() byte { return p.s[p.i+1] }
func (p *ereParser) see(c byte) bool {
	return p.more() && p.peek() == c
}
func (p *ereParser) seeTwo(a, b byte) bool {
	return p.more2() && p.peek() == a && p.peek2() == b
}
func (p *ereParser) eat(c byte) bool {
	if p.see(c) {
		p.i++
		return true
	}
	return false
}
func (p *ereParser) eatTwo(a, b byte) bool {
	if p.seeTwo(a, b) {
		p.i += 2
		return true
	}
	return false
}

// fail records the first error and stops parsing, like regcomp's seterr.
func (p *ereParser) fail(e regErr) {
	if p.err == regOK {
		p.err = e
	}
	p.i = len(p.s)
}

func isDigit(c byte) bool { return c >= '0' && c <= '9' }
func isAlpha(c byte) bool { return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' }
func isWord(c byte) bool  { return isAlpha(c) || isDigit(c) || c == '_' }

// parseERE parses pattern as llvm::Regex does (REG_EXTENDED).
func parseERE(pattern []byte) (*reNode, regErr) {
	p := &ereParser{s: pattern}
	n := p.ere(-1)
	if p.err != regOK {
		return nil, p.err
	}
	return n, regOK
}

// ere parses alternatives up to stop (a byte, or -1 for end of pattern).
func (p *ereParser) ere(stop int) *reNode {
	var alts []*reNode
	for {
		var cat []*reNode
		emitted := false
		for p.more() && p.peek() != '|' && int(p.peek()) != stop {
			n, emits := p.ereExp()
			if p.err != regOK {
				return nil
			}
			if emits {
				emitted = true
				cat = append(cat, n)
			}
		}
		if !emitted {
			p.fail(regEMPTY)
			return nil
		}
		alts = append(alts, &reNode{kind: reCat, subs: cat})
		if !p.eat('|') {
			break
		}
	}
	if len(alts) == 1 {
		return alts[0]
	}
	return &reNode{kind: reAlt, subs: alts}
}

// isRepOp reports whether a repetition operator starts at the cursor.
func (p *ereParser) isRepOp() bool {
	if !p.more() {
		return false
	}
	c := p.peek()
	return c == '*' || c == '+' || c == '?' || c == '{' && p.more2() && isDigit(p.peek2())
}

// ereExp parses an atom and an optional repetition. emits is false when the
// atom was dropped by a {0} repetition (regcomp emits nothing for it).
func (p *ereParser) ereExp() (n *reNode, emits bool) {
	c := p.s[p.i]
	p.i++
	wasCaret := false
	var atom *reNode
	switch c {
	case '(':
		if !p.more() {
			p.fail(regEPAREN)
			return nil, false
		}
		p.nsub++
		sub := p.nsub
		inner := &reNode{kind: reCat}
		if !p.see(')') {
			inner = p.ere(')')
			if p.err != regOK {
				return nil, false
			}
		}
		if sub < nParen {
			p.closed[sub] = true
		}
		if !p.eat(')') {
			p.fail(regEPAREN)
			return nil, false
		}
		atom = &reNode{kind: reGroup, n: sub, subs: []*reNode{inner}}
	case ')':
		p.fail(regEPAREN)
		return nil, false
	case '^':
		atom = &reNode{kind: reBOL}
		wasCaret = true
	case '$':
		atom = &reNode{kind: reEOL}
	case '|':
		p.fail(regEMPTY)
		return nil, false
	case '*', '+', '?':
		p.fail(regBADRPT)
		return nil, false
	case '.':
		atom = &reNode{kind: reAny}
	case '[':
		atom = p.bracket()
		if p.err != regOK {
			return nil, false
		}
	case '\\':
		if !p.more() {
			p.fail(regEESCAPE)
			return nil, false
		}
		c = p.s[p.i]
		p.i++
		if c >= '1' && c <= '9' {
			num := int(c - '0')
			if !p.closed[num] {
				p.fail(regESUBREG)
				return nil, false
			}
			atom = &reNode{kind: reBackref, n: num}
		} else {
			atom = &reNode{kind: reLit, b: c}
		}
	case '{':
		if p.more() && isDigit(p.peek()) {
			p.fail(regBADRPT)
			return nil, false
		}
		atom = &reNode{kind: reLit, b: c}
	default:
		atom = &reNode{kind: reLit, b: c}
	}

	if !p.isRepOp() {
		return atom, true
	}
	c = p.s[p.i]
	p.i++
	if wasCaret {
		p.fail(regBADRPT)
		return nil, false
	}
	lo, hi := 0, -1
	switch c {
	case '+':
		lo = 1
	case '?':
		hi = 1
	case '{':
		lo = p.count()
		if p.err != regOK {
			return nil, false
		}
		hi = lo
		if p.eat(',') {
			if p.more() && isDigit(p.peek()) {
				hi = p.count()
				if p.err != regOK {
					return nil, false
				}
				if lo > hi {
					p.fail(regBADBR)
					return nil, false
				}
			} else {
				hi = -1
			}
		}
		if !p.eat('}') {
			for p.more() && p.peek() != '}' {
				p.i++
			}
			if !p.more() {
				p.fail(regEBRACE)
			} else {
				p.fail(regBADBR)
			}
			return nil, false
		}
	}
	if p.isRepOp() {
		p.fail(regBADRPT)
		return nil, false
	}
	if lo == 0 && hi == 0 {
		return nil, false
	}
	return &reNode{kind: reRepeat, min: lo, max: hi, subs: []*reNode{atom}}, true
}

// count parses a repetition count.
func (p *ereParser) count() int {
	n, digits := 0, 0
	for p.more() && isDigit(p.peek()) && n <= dupMax {
		n = n*10 + int(p.peek()-'0')
		p.i++
		digits++
	}
	if digits == 0 || n > dupMax {
		p.fail(regBADBR)
	}
	return n
}

// bracket parses a bracket expression after its '['.
func (p *ereParser) bracket() *reNode {
	if len(p.s)-p.i > 5 {
		switch string(p.s[p.i : p.i+6]) {
		case "[:<:]]":
			p.i += 6
			return &reNode{kind: reBOW}
		case "[:>:]]":
			p.i += 6
			return &reNode{kind: reEOW}
		}
	}
	set := new([256]bool)
	invert := p.eat('^')
	if p.eat(']') {
		set[']'] = true
	} else if p.eat('-') {
		set['-'] = true
	}
	for p.more() && p.peek() != ']' && !p.seeTwo('-', ']') {
		p.bracketTerm(set)
		if p.err != regOK {
			return nil
		}
	}
	if p.eat('-') {
		set['-'] = true
	}
	if !p.eat(']') {
		p.fail(regEBRACK)
		return nil
	}
	if invert {
		for i := range set {
			set[i] = !set[i]
		}
	}
	return &reNode{kind: reSet, set: set}
}

var charClasses = map[string]string{
	"alnum":  "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789",
	"alpha":  "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz",
	"blank":  " \t",
	"cntrl":  "\x01\x02\x03\x04\x05\x06\a\b\t\n\v\f\r\x0e\x0f\x10\x11\x12\x13\x14\x15\x16\x17\x18\x19\x1a\x1b\x1c\x1d\x1e\x1f\x7f",
	"digit":  "0123456789",
	"graph":  "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789!\"#$%&'()*+,-./:;<=>?@[\\]^_`{|}~",
	"lower":  "abcdefghijklmnopqrstuvwxyz",
	"print":  "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789!\"#$%&'()*+,-./:;<=>?@[\\]^_`{|}~ ",
	"punct":  "!\"#$%&'()*+,-./:;<=>?@[\\]^_`{|}~",
	"space":  "\t\n\v\f\r ",
	"upper":  "ABCDEFGHIJKLMNOPQRSTUVWXYZ",
	"xdigit": "0123456789ABCDEFabcdef",
}

// collNames are the POSIX collating-element names regcomp knows.
var collNames = map[string]byte{
	"NUL": 0, "SOH": 1, "STX": 2, "ETX": 3, "EOT": 4, "ENQ": 5, "ACK": 6,
	"BEL": 7, "alert": 7, "BS": 8, "backspace": 8, "HT": 9, "tab": 9,
	"LF": 10, "newline": 10, "VT": 11, "vertical-tab": 11, "FF": 12,
	"form-feed": 12, "CR": 13, "carriage-return": 13, "SO": 14, "SI": 15,
	"DLE": 16, "DC1": 17, "DC2": 18, "DC3": 19, "DC4": 20, "NAK": 21,
	"SYN": 22, "ETB": 23, "CAN": 24, "EM": 25, "SUB": 26, "ESC": 27,
	"IS4": 28, "FS": 28, "IS3": 29, "GS": 29, "IS2": 30, "RS": 30,
	"IS1": 31, "US": 31, "space": ' ', "exclamation-mark": '!',
	"quotation-mark": '"', "number-sign": '#', "dollar-sign": '$',
	"percent-sign": '%', "ampersand": '&', "apostrophe": '\'',
	"left-parenthesis": '(', "right-parenthesis": ')', "asterisk": '*',
	"plus-sign": '+', "comma": ',', "hyphen": '-', "hyphen-minus": '-',
	"period": '.', "full-stop": '.', "slash": '/', "solidus": '/',
	"zero": '0', "one": '1', "two": '2', "three": '3', "four": '4',
	"five": '5', "six": '6', "seven": '7', "eight": '8', "nine": '9',
	"colon": ':', "semicolon": ';', "less-than-sign": '<',
	"equals-sign": '=', "greater-than-sign": '>', "question-mark": '?',
	"commercial-at": '@', "left-square-bracket": '[', "backslash": '\\',
	"reverse-solidus": '\\', "right-square-bracket": ']', "circumflex": '^',
	"circumflex-accent": '^', "underscore": '_', "low-line": '_',
	"grave-accent": '`', "left-brace": '{', "left-curly-bracket": '{',
	"vertical-line": '|', "right-brace": '}', "right-curly-bracket": '}',
	"tilde": '~', "DEL": 0x7f,
}

// bracketTerm parses one term of a bracket expression into set.
func (p *ereParser) bracketTerm(set *[256]bool) {
	var c byte
	switch p.peek() {
	case '[':
		if p.more2() {
			c = p.peek2()
		}
	case '-':
		p.fail(regERANGE)
		return
	}
	switch c {
	case ':':
		p.i += 2
		if !p.more() {
			p.fail(regEBRACK)
			return
		}
		if c := p.peek(); c == '-' || c == ']' {
			p.fail(regECTYPE)
			return
		}
		start := p.i
		for p.more() && isAlpha(p.peek()) {
			p.i++
		}
		chars, ok := charClasses[string(p.s[start:p.i])]
		if !ok {
			p.fail(regECTYPE)
			return
		}
		for i := 0; i < len(chars); i++ {
			set[chars[i]] = true
		}
		if !p.more() {
			p.fail(regEBRACK)
			return
		}
		if !p.eatTwo(':', ']') {
			p.fail(regECTYPE)
		}
	case '=':
		p.i += 2
		if !p.more() {
			p.fail(regEBRACK)
			return
		}
		if c := p.peek(); c == '-' || c == ']' {
			p.fail(regECOLLATE)
			return
		}
		ch := p.collElem('=')
		if p.err != regOK {
			return
		}
		set[ch] = true
		if !p.more() {
			p.fail(regEBRACK)
			return
		}
		if !p.eatTwo('=', ']') {
			p.fail(regECOLLATE)
		}
	default:
		start := p.symbol()
		if p.err != regOK {
			return
		}
		finish := start
		if p.see('-') && p.more2() && p.peek2() != ']' {
			p.i++
			if p.eat('-') {
				finish = '-'
			} else {
				finish = p.symbol()
				if p.err != regOK {
					return
				}
			}
		}
		// regcomp compares plain (signed) chars.
		lo, hi := int(int8(start)), int(int8(finish))
		if lo > hi {
			p.fail(regERANGE)
			return
		}
		for i := lo; i <= hi; i++ {
			set[byte(int8(i))] = true
		}
	}
}

// symbol parses a bracket character or a [.name.] collating symbol.
func (p *ereParser) symbol() byte {
	if !p.more() {
		p.fail(regEBRACK)
		return 0
	}
	if !p.eatTwo('[', '.') {
		c := p.s[p.i]
		p.i++
		return c
	}
	v := p.collElem('.')
	if p.err != regOK {
		return 0
	}
	if !p.eatTwo('.', ']') {
		p.fail(regECOLLATE)
	}
	return v
}

// collElem parses a collating-element name ended by endc followed by ']'.
func (p *ereParser) collElem(endc byte) byte {
	start := p.i
	for p.more() && !p.seeTwo(endc, ']') {
		p.i++
	}
	if !p.more() {
		p.fail(regEBRACK)
		return 0
	}
	name := string(p.s[start:p.i])
	if c, ok := collNames[name]; ok {
		return c
	}
	if len(name) == 1 {
		return name[0]
	}
	p.fail(regECOLLATE)
	return 0
}

// regexMetachars are the characters llvm::Regex::escape backslashes.
const regexMetachars = "()^$|*+?.[]\\{}"

// escapeRegex is llvm::Regex::escape. A NUL byte is escaped too, since
// upstream's strchr finds the terminator.
func escapeRegex(s string) string {
	var sb strings.Builder
	for i := 0; i < len(s); i++ {
		if s[i] == 0 || strings.IndexByte(regexMetachars, s[i]) >= 0 {
			sb.WriteByte('\\')
		}
		sb.WriteByte(s[i])
	}
	return sb.String()
}

// matcher matches a compiled pattern against diagnostic messages.
type matcher struct {
	re   *regexp.Regexp // Go translation (bytes mapped to runes U+0000-U+00FF)
	root *reNode        // for the backtracking fallback when re is nil
	bad  bool           // the combined pattern did not compile: never matches
}

// compileMatcher compiles a full pattern; an invalid pattern yields a
// matcher that never matches (as an invalid llvm::Regex does).
func compileMatcher(pattern string) *matcher {
	root, err := parseERE([]byte(pattern))
	if err != regOK {
		return &matcher{bad: true}
	}
	var sb strings.Builder
	if toGo(root, &sb) {
		if re, e := regexp.Compile(sb.String()); e == nil {
			return &matcher{re: re}
		}
	}
	return &matcher{root: root}
}

// match reports whether the pattern matches anywhere in s.
func (m *matcher) match(s string) bool {
	switch {
	case m.bad:
		return false
	case m.re != nil:
		return m.re.MatchString(bytesAsRunes(s))
	}
	bt := &backtracker{s: s, caps: make([][2]int, nParen)}
	for i := 0; i <= len(s); i++ {
		for j := range bt.caps {
			bt.caps[j] = [2]int{-1, -1}
		}
		bt.zw = -1
		if bt.run(m.root, i, func(int) bool { return true }) {
			return true
		}
		if bt.steps > btLimit {
			return false
		}
	}
	return false
}

// bytesAsRunes maps each byte of s to the rune of the same value, so that Go
// regexps built by toGo match byte-wise like llvm::Regex.
func bytesAsRunes(s string) string {
	ascii := true
	for i := 0; i < len(s); i++ {
		if s[i] >= utf8.RuneSelf {
			ascii = false
			break
		}
	}
	if ascii {
		return s
	}
	var sb strings.Builder
	for i := 0; i < len(s); i++ {
		sb.WriteRune(rune(s[i]))
	}
	return sb.String()
}

func writeGoByte(sb *strings.Builder, c byte) {
	if isAlpha(c) || isDigit(c) {
		sb.WriteByte(c)
		return
	}
	sb.WriteString(`\x{`)
	sb.WriteString(strconv.FormatUint(uint64(c), 16))
	sb.WriteByte('}')
}

// toGo writes n in Go regexp syntax; it returns false for constructs Go
// cannot express (back-references, word-boundary assertions).
func toGo(n *reNode, sb *strings.Builder) bool {
	switch n.kind {
	case reLit:
		writeGoByte(sb, n.b)
	case reAny:
		sb.WriteString(`(?s:.)`)
	case reSet:
		sb.WriteByte('[')
		empty := true
		for i := 0; i < 256; i++ {
			if !n.set[i] {
				continue
			}
			j := i
			for j+1 < 256 && n.set[j+1] {
				j++
			}
			writeGoByte(sb, byte(i))
			if j > i {
				sb.WriteByte('-')
				writeGoByte(sb, byte(j))
			}
			empty = false
			i = j
		}
		if empty {
			// An empty set matches nothing.
			sb.WriteString(`^\x00-\x{10FFFF}`)
		}
		sb.WriteByte(']')
	case reBOL:
		sb.WriteString(`\A`)
	case reEOL:
		sb.WriteString(`\z`)
	case reBOW, reEOW, reBackref:
		return false
	case reGroup:
		sb.WriteString("(?:")
		if !toGo(n.subs[0], sb) {
			return false
		}
		sb.WriteByte(')')
	case reCat:
		sb.WriteString("(?:")
		for _, s := range n.subs {
			if !toGo(s, sb) {
				return false
			}
		}
		sb.WriteByte(')')
	case reAlt:
		sb.WriteString("(?:")
		for i, s := range n.subs {
			if i > 0 {
				sb.WriteByte('|')
			}
			if !toGo(s, sb) {
				return false
			}
		}
		sb.WriteByte(')')
	case reRepeat:
		sb.WriteString("(?:")
		if !toGo(n.subs[0], sb) {
			return false
		}
		sb.WriteByte(')')
		switch {
		case n.min == 0 && n.max < 0:
			sb.WriteByte('*')
		case n.min == 1 && n.max < 0:
			sb.WriteByte('+')
		case n.min == 0 && n.max == 1:
			sb.WriteByte('?')
		case n.max < 0:
			sb.WriteString("{" + strconv.Itoa(n.min) + ",}")
		default:
			sb.WriteString("{" + strconv.Itoa(n.min) + "," + strconv.Itoa(n.max) + "}")
		}
	}
	return true
}

// btLimit bounds the work of the backtracking fallback; a pattern that
// exceeds it is reported as not matching.
const btLimit = 1 << 20

// backtracker matches patterns Go's regexp cannot express.
//
// Like regexec's state-set matcher, which at each position first takes the
// `^`/`$` steps and then a single word-boundary step before consuming the
// next byte, the backtracker lets a path cross at most one of `[[:<:]]` and
// `[[:>:]]` at a position, and no `^` or `$` after it there.
type backtracker struct {
	s     string
	caps  [][2]int
	steps int
	zw    int // position at which the current path crossed a word boundary
}

func (m *backtracker) run(n *reNode, i int, k func(int) bool) bool {
	m.steps++
	if m.steps > btLimit {
		return false
	}
	s := m.s
	switch n.kind {
	case reLit:
		return i < len(s) && s[i] == n.b && k(i+1)
	case reAny:
		return i < len(s) && k(i+1)
	case reSet:
		return i < len(s) && n.set[s[i]] && k(i+1)
	case reBOL:
		return i == 0 && m.zw != i && k(i)
	case reEOL:
		return i == len(s) && m.zw != i && k(i)
	case reBOW, reEOW:
		var ok bool
		if n.kind == reBOW {
			ok = (i == 0 || !isWord(s[i-1])) && i < len(s) && isWord(s[i])
		} else {
			ok = i > 0 && isWord(s[i-1]) && (i == len(s) || !isWord(s[i]))
		}
		if !ok || m.zw == i {
			return false
		}
		saved := m.zw
		m.zw = i
		if k(i) {
			return true
		}
		m.zw = saved
		return false
	case reGroup:
		g := n.n
		if g >= len(m.caps) {
			return m.run(n.subs[0], i, k)
		}
		return m.run(n.subs[0], i, func(j int) bool {
			saved := m.caps[g]
			m.caps[g] = [2]int{i, j}
			if k(j) {
				return true
			}
			m.caps[g] = saved
			return false
		})
	case reBackref:
		c := m.caps[n.n]
		if c[0] < 0 {
			return false
		}
		sub := s[c[0]:c[1]]
		return strings.HasPrefix(s[i:], sub) && k(i+len(sub))
	case reCat:
		return m.seq(n.subs, i, k)
	case reAlt:
		for _, a := range n.subs {
			if m.run(a, i, k) {
				return true
			}
		}
		return false
	case reRepeat:
		return m.rep(n, 0, i, k)
	}
	return false
}

func (m *backtracker) seq(subs []*reNode, i int, k func(int) bool) bool {
	if len(subs) == 0 {
		return k(i)
	}
	return m.run(subs[0], i, func(j int) bool { return m.seq(subs[1:], j, k) })
}

func (m *backtracker) rep(n *reNode, count, i int, k func(int) bool) bool {
	if n.max >= 0 && count >= n.max {
		return k(i)
	}
	if count < n.min {
		return m.run(n.subs[0], i, func(j int) bool { return m.rep(n, count+1, j, k) })
	}
	if m.run(n.subs[0], i, func(j int) bool { return j > i && m.rep(n, count+1, j, k) }) {
		return true
	}
	return k(i)
}
