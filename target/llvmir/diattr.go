package llvmir

import (
	"strconv"
	"strings"
)

// The llvm dialect keeps its debug-info attributes (`#llvm.di_*`) as
// text. diVal is that text parsed into a tree: an attribute with its
// named parameters (a parameter written as a bracket-less list, such as
// `types = #a, #b`, holds a list), a list `[...]`, a string, a distinct
// identifier `distinct[N]<>`, or any other word (`DW_LANG_C`, `32`,
// `64 : i32`, `DW_OP_plus_uconst(16)`).
type diVal struct {
	kind byte // one of the diKind constants
	// text is the string's value, the word, the attribute's mnemonic
	// ("" when elided: it follows from where the attribute appears) or
	// the distinct identifier's number.
	text string
	// keys and vals are an attribute's named parameters; vals holds the
	// elements of a list and an attribute's positional parameters
	// (a file's name and directory, an expression's operations) after
	// its named ones.
	keys []string
	vals []*diVal
	pos  []*diVal
}

const (
	dvWord = iota
	dvString
	dvAttr
	dvList
	dvDistinct
)

// param returns the named parameter of an attribute (nil when absent).
func (v *diVal) param(key string) *diVal {
	if v == nil {
		return nil
	}
	for i, k := range v.keys {
		if k == key {
			return v.vals[i]
		}
	}
	return nil
}

// str returns the string or word of parameter key ("" when absent).
func (v *diVal) str(key string) string {
	if p := v.param(key); p != nil && (p.kind == dvString || p.kind == dvWord) {
		return p.text
	}
	return ""
}

// word returns the word of parameter key without a trailing `: type`.
func (v *diVal) word(key string) string {
	w, _, _ := strings.Cut(v.str(key), ":")
	return strings.TrimSpace(w)
}

// int returns the integer of parameter key (0 when absent).
func (v *diVal) int(key string) int64 {
	n, _ := strconv.ParseInt(v.word(key), 10, 64)
	return n
}

// isTrue reports whether parameter key is `true`.
func (v *diVal) isTrue(key string) bool { return v.word(key) == "true" }

// elems returns the elements of a list-valued parameter (a single value
// is a list of one).
func (v *diVal) elems(key string) []*diVal {
	p := v.param(key)
	switch {
	case p == nil:
		return nil
	case p.kind == dvList:
		return p.vals
	}
	return []*diVal{p}
}

// key renders v canonically: equal attributes written with and without
// their mnemonic, or with different spacing, give the same key.
func (v *diVal) key(b *strings.Builder, kind string) {
	switch v.kind {
	case dvString:
		b.WriteString(strconv.Quote(v.text))
	case dvWord:
		b.WriteString(v.text)
	case dvDistinct:
		b.WriteString("distinct[" + v.text + "]")
	case dvList:
		b.WriteByte('[')
		for _, e := range v.vals {
			e.key(b, "")
			b.WriteByte(',')
		}
		b.WriteByte(']')
	case dvAttr:
		if v.text != "" {
			kind = v.text
		}
		b.WriteString(kind + "<")
		for i, k := range v.keys {
			b.WriteString(k + "=")
			v.vals[i].key(b, elidedKind(kind, k))
			b.WriteByte(',')
		}
		for _, p := range v.pos {
			p.key(b, "")
			b.WriteByte(',')
		}
		b.WriteByte('>')
	}
}

// elidedKind is the mnemonic of an attribute written without one as the
// parameter key of an attribute of kind parent: upstream elides it where
// the parameter's attribute class is a concrete one.
func elidedKind(parent, key string) string {
	switch key {
	case "file":
		return "di_file"
	case "compileUnit":
		return "di_compile_unit"
	case "expr", "stringLengthExp", "stringLocationExp":
		return "di_expression"
	case "var":
		return "di_global_variable"
	case "type":
		if parent == "di_subprogram" {
			return "di_subroutine_type"
		}
	}
	return ""
}

// diParser reads the text of a debug-info attribute.
type diParser struct {
	s   string
	i   int
	bad bool
}

// parseDI parses the text of an attribute (with or without its `#llvm.`
// prefix, or elided to `<...>`); nil when it is not well formed.
func parseDI(text string) *diVal {
	p := &diParser{s: text}
	p.space()
	if !strings.HasPrefix(p.s[p.i:], "#") && !strings.HasPrefix(p.s[p.i:], "<") {
		// The dialect's text of a top-level attribute lacks `#llvm.`.
		p.s = "#llvm." + p.s[p.i:]
		p.i = 0
	}
	v := p.value()
	p.space()
	if p.bad || p.i != len(p.s) {
		return nil
	}
	return v
}

// space skips white space and `//` comments.
func (p *diParser) space() {
	for p.i < len(p.s) {
		c := p.s[p.i]
		if c == ' ' || c == '\t' || c == '\n' || c == '\r' {
			p.i++
			continue
		}
		if c == '/' && p.i+1 < len(p.s) && p.s[p.i+1] == '/' {
			for p.i < len(p.s) && p.s[p.i] != '\n' {
				p.i++
			}
			continue
		}
		return
	}
}

func (p *diParser) peek(c byte) bool {
	p.space()
	return p.i < len(p.s) && p.s[p.i] == c
}

func (p *diParser) eat(c byte) bool {
	if p.peek(c) {
		p.i++
		return true
	}
	return false
}

func (p *diParser) value() *diVal {
	p.space()
	if p.i >= len(p.s) {
		p.bad = true
		return &diVal{}
	}
	rest := p.s[p.i:]
	switch {
	case rest[0] == '"':
		return &diVal{kind: dvString, text: p.stringLit()}
	case strings.HasPrefix(rest, "#llvm."):
		p.i += len("#llvm.")
		j := p.i
		for j < len(p.s) && (isIdentChar(p.s[j]) || p.s[j] == '.') {
			j++
		}
		v := &diVal{kind: dvAttr, text: p.s[p.i:j]}
		p.i = j
		if p.i < len(p.s) && p.s[p.i] == '<' {
			p.i++
			p.attrBody(v)
		}
		return v
	case rest[0] == '<':
		p.i++
		v := &diVal{kind: dvAttr}
		p.attrBody(v)
		return v
	case rest[0] == '[' || rest[0] == '{':
		end := byte(']')
		if rest[0] == '{' {
			end = '}'
		}
		p.i++
		v := &diVal{kind: dvList}
		if p.eat(end) {
			return v
		}
		for {
			v.vals = append(v.vals, p.value())
			if p.eat(end) {
				return v
			}
			if !p.eat(',') {
				p.bad = true
				return v
			}
		}
	case strings.HasPrefix(rest, "distinct["):
		p.i += len("distinct[")
		j := strings.IndexByte(p.s[p.i:], ']')
		if j < 0 {
			p.bad = true
			return &diVal{}
		}
		v := &diVal{kind: dvDistinct, text: strings.TrimSpace(p.s[p.i : p.i+j])}
		p.i += j + 1
		if p.eat('<') && !p.eat('>') {
			p.bad = true
		}
		return v
	}
	// A word: up to the next top-level `,`, `>` or `]`.
	start, depth := p.i, 0
	for p.i < len(p.s) {
		c := p.s[p.i]
		if c == '(' {
			depth++
		} else if c == ')' {
			depth--
		} else if depth == 0 && (c == ',' || c == '>' || c == ']' || c == '}') {
			break
		} else if c == '"' {
			p.stringLit()
			continue
		}
		p.i++
	}
	return &diVal{kind: dvWord, text: strings.TrimSpace(p.s[start:p.i])}
}

// attrBody parses the parameters after `<` through the closing `>`.
func (p *diParser) attrBody(v *diVal) {
	if p.eat('>') {
		return
	}
	for !p.bad {
		p.space()
		j := p.i
		for j < len(p.s) && isIdentChar(p.s[j]) {
			j++
		}
		k := j
		for k < len(p.s) && (p.s[k] == ' ' || p.s[k] == '\n' || p.s[k] == '\t' || p.s[k] == '\r') {
			k++
		}
		switch {
		case j > p.i && k < len(p.s) && p.s[k] == '=':
			key := p.s[p.i:j]
			p.i = k + 1
			v.keys = append(v.keys, key)
			v.vals = append(v.vals, p.value())
		case j > p.i && p.s[p.i:j] == "in" && len(v.pos) == 1:
			// `<"name" in "directory">`
			p.i = j
			v.pos = append(v.pos, p.value())
		case len(v.keys) > 0:
			// A further element of a bracket-less list parameter.
			last := len(v.vals) - 1
			if v.vals[last].kind != dvList || v.vals[last].text != "," {
				v.vals[last] = &diVal{kind: dvList, text: ",", vals: []*diVal{v.vals[last]}}
			}
			v.vals[last].vals = append(v.vals[last].vals, p.value())
		default:
			v.pos = append(v.pos, p.value())
		}
		if p.eat('>') {
			return
		}
		if !p.eat(',') && !strings.HasPrefix(p.s[p.i:], "in") {
			p.bad = true
			return
		}
	}
}

// stringLit reads a string literal with MLIR's escapes.
func (p *diParser) stringLit() string {
	var b strings.Builder
	p.i++ // the opening quote
	for p.i < len(p.s) {
		c := p.s[p.i]
		switch {
		case c == '"':
			p.i++
			return b.String()
		case c == '\\' && p.i+1 < len(p.s):
			n := p.s[p.i+1]
			switch n {
			case 'n':
				b.WriteByte('\n')
				p.i += 2
			case 't':
				b.WriteByte('\t')
				p.i += 2
			case '"', '\\':
				b.WriteByte(n)
				p.i += 2
			default:
				if p.i+2 < len(p.s) {
					if x, err := strconv.ParseUint(p.s[p.i+1:p.i+3], 16, 8); err == nil {
						b.WriteByte(byte(x))
						p.i += 3
						continue
					}
				}
				b.WriteByte(c)
				p.i++
			}
		default:
			b.WriteByte(c)
			p.i++
		}
	}
	p.bad = true
	return b.String()
}

func isIdentChar(c byte) bool {
	return c == '_' || c == '$' || c >= '0' && c <= '9' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z'
}
