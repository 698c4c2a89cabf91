package affine

import (
	"math"
	"strconv"
)

// ParseError is a syntax error: Msg is upstream's diagnostic text and Offset
// the byte offset in the parsed text where upstream reports it.
type ParseError struct {
	Offset int    // byte offset of the error in the parsed text
	Msg    string // upstream's message
	// Prev is the error upstream reports before this one, when it reports
	// several (a failed negation operand, then "missing operand of
	// negation"); nil for a single error.
	Prev *ParseError
}

// Error returns "offset N: message".
func (e *ParseError) Error() string {
	return "offset " + strconv.Itoa(e.Offset) + ": " + e.Msg
}

// First returns the first error reported (the end of the Prev chain).
func (e *ParseError) First() *ParseError {
	for e.Prev != nil {
		e = e.Prev
	}
	return e
}

// maxNesting bounds the nesting of parentheses and negations in an
// expression, so that hostile input cannot exhaust the stack.
const maxNesting = 10000

// Parse parses an affine map or an integer set: the text that follows
// `affine_map<` or `affine_set<`. src may extend past the closing `>` (for
// instance to the end of the file): parsing stops right after the final `)`
// of the map's results or of the set's constraints, and n is the number of
// bytes consumed up to there. The result is a *Map or an *IntegerSet. As in
// upstream, expressions are built through the simplifying constructors.
//
// Whitespace and `//` comments may separate tokens. On error, err carries
// upstream's message and the byte offset in src where upstream reports it;
// the end of src is treated as the end of the input (the offset is -1 when
// upstream points at the character just before src).
func Parse(c Interner, src []byte) (result any, n int, err *ParseError) {
	p := newParser(c, src)
	m, s := p.parseMapOrSet()
	if p.err != nil {
		return nil, 0, p.err
	}
	if m != nil {
		return m, p.lastEnd, nil
	}
	return s, p.lastEnd, nil
}

// ParseMap is Parse for the body of affine_map<...>; an integer set is an
// error, as in upstream.
func ParseMap(c Interner, src []byte) (*Map, int, *ParseError) {
	p := newParser(c, src)
	first := p.tok.start
	m, _ := p.parseMapOrSet()
	if p.err != nil {
		return nil, 0, p.err
	}
	if m == nil {
		return nil, 0, &ParseError{Offset: first, Msg: "expected AffineMap, but got IntegerSet"}
	}
	return m, p.lastEnd, nil
}

// ParseSet is Parse for the body of affine_set<...>; an affine map is an
// error, as in upstream.
func ParseSet(c Interner, src []byte) (*IntegerSet, int, *ParseError) {
	p := newParser(c, src)
	first := p.tok.start
	_, s := p.parseMapOrSet()
	if p.err != nil {
		return nil, 0, p.err
	}
	if s == nil {
		return nil, 0, &ParseError{Offset: first, Msg: "expected IntegerSet, but got AffineMap"}
	}
	return s, p.lastEnd, nil
}

type named struct {
	name string
	expr Expr
}

type parser struct {
	c       Interner
	lex     lexer
	tok     token
	err     *ParseError
	names   []named
	lastEnd int // end of the last consumed token
	depth   int

	// before is the text preceding src in its buffer, where a wrong-token
	// error may be reported; nil when unknown.
	before []byte
	// ssa parses SSA operands in the forms that allow them; nil elsewhere.
	ssa               SSAElementFunc
	numDimOperands    int
	numSymbolOperands int
}

func newParser(c Interner, src []byte) *parser {
	p := &parser{c: c, lex: lexer{src: src}}
	p.lexNext()
	return p
}

// lexNext lexes the current token, recording a lexer diagnostic.
func (p *parser) lexNext() {
	p.tok = p.lex.next()
	if p.tok.kind == tError && p.err == nil {
		p.err = &ParseError{Offset: p.lex.errOff, Msg: p.lex.errMsg}
	}
}

// consume moves to the next token.
func (p *parser) consume() {
	p.lastEnd = p.tok.end
	p.lexNext()
}

// consumeFinal consumes the last token of the map or set without lexing
// further: the caller continues from there.
func (p *parser) consumeFinal() {
	p.lastEnd = p.tok.end
	p.tok = token{kind: tEOF, start: p.tok.end, end: p.tok.end}
}

func (p *parser) consumeIf(k tokKind) bool {
	if p.tok.kind == k {
		p.consume()
		return true
	}
	return false
}

func (p *parser) spelling() string { return string(p.spellingBytes()) }

func (p *parser) spellingBytes() []byte { return p.lex.src[p.tok.start:p.tok.end] }

// lookup returns the identifier named by the current token, or nil.
func (p *parser) lookup() Expr {
	name := p.spellingBytes()
	for _, n := range p.names {
		if n.name == string(name) {
			return n.expr
		}
	}
	return nil
}

// errorAt records a diagnostic at off unless one was already emitted.
func (p *parser) errorAt(off int, msg string) {
	if p.err == nil {
		p.err = &ParseError{Offset: off, Msg: msg}
	}
}

// emitError reports msg at the current token; at the end of the input, one
// character before it, as upstream's Parser::emitError.
func (p *parser) emitError(msg string) {
	if p.tok.kind == tEOF && p.tok.start > 0 {
		p.errorAt(p.tok.start-1, msg)
		return
	}
	p.errorAt(p.tok.start, msg)
}

// wrongToken reports msg as upstream's emitWrongTokenError does: the error
// goes to the end of the text before the token (blank lines and `//`
// comments skipped), which may lie in the text before src (p.before).
func (p *parser) wrongToken(msg string) {
	loc := p.tok.start
	if p.tok.kind == tEOF {
		loc--
	}
	if loc <= 0 && p.before == nil {
		// Upstream's buffer continues before src with `...<`.
		p.errorAt(loc, msg)
		return
	}
	base := len(p.before)
	at := func(i int) byte {
		if i < base {
			return p.before[i]
		}
		return p.lex.src[i-base]
	}
	end := base + max(loc, 0)
	for {
		for end > 0 && (at(end-1) == ' ' || at(end-1) == '\t') {
			end--
		}
		if end == 0 {
			if p.before == nil {
				// The `...<` before src ends at offset 0.
				p.errorAt(0, msg)
			} else {
				// Nothing precedes the token in its buffer.
				p.errorAt(loc, msg)
			}
			return
		}
		if c := at(end - 1); c != '\n' && c != '\r' {
			p.errorAt(end-base, msg)
			return
		}
		end--
		lineStart := 0
		for i := end - 1; i >= 0; i-- {
			if c := at(i); c == '\n' || c == '\r' {
				lineStart = i
				break
			}
		}
		for i := lineStart; i+1 < end; i++ {
			if at(i) == '/' && at(i+1) == '/' {
				end = i
				break
			}
		}
	}
}

func (p *parser) isIdentifier() bool { return p.tok.kind == tBareID }

//===----------------------------------------------------------------------===//
// Maps and sets
//===----------------------------------------------------------------------===//

func (p *parser) parseMapOrSet() (*Map, *IntegerSet) {
	numDims, numSyms := 0, 0
	ok := p.parseList(tLParen, tRParen, "(", ")", " in dimensional identifier list", false, func() bool {
		d := Dim(p.c, numDims)
		numDims++
		return p.parseIdentifierDefinition(d)
	})
	if !ok {
		return nil, nil
	}
	if p.tok.kind == tLSquare {
		ok = p.parseList(tLSquare, tRSquare, "[", "]", " in symbol list", false, func() bool {
			s := Symbol(p.c, numSyms)
			numSyms++
			return p.parseIdentifierDefinition(s)
		})
		if !ok {
			return nil, nil
		}
	}
	if p.consumeIf(tArrow) {
		var exprs []Expr
		ok := p.parseList(tLParen, tRParen, "(", ")", " in affine map range", true, func() bool {
			e := p.parseAffineExpr()
			exprs = append(exprs, e)
			return e != nil
		})
		if !ok {
			return nil, nil
		}
		return Get(p.c, numDims, numSyms, exprs), nil
	}
	if p.tok.kind != tColon {
		p.wrongToken("expected '->' or ':'")
		return nil, nil
	}
	p.consume()
	var cons []Expr
	var eqs []bool
	ok = p.parseList(tLParen, tRParen, "(", ")", " in integer set constraint list", true, func() bool {
		e, eq := p.parseAffineConstraint()
		if e == nil {
			return false
		}
		cons = append(cons, e)
		eqs = append(eqs, eq)
		return true
	})
	if !ok {
		return nil, nil
	}
	return nil, GetSet(p.c, numDims, numSyms, cons, eqs)
}

// parseList parses a delimited, comma-separated, possibly empty list as
// upstream's parseCommaSeparatedList does. final marks the list closing the
// map or set.
func (p *parser) parseList(open, close tokKind, openS, closeS, ctx string, final bool, elt func() bool) bool {
	if p.tok.kind != open {
		p.wrongToken("expected '" + openS + "'" + ctx)
		return false
	}
	p.consume()
	if p.tok.kind == close {
		if final {
			p.consumeFinal()
		} else {
			p.consume()
		}
		return true
	}
	if !elt() {
		return false
	}
	for p.tok.kind == tComma {
		p.consume()
		if !elt() {
			return false
		}
	}
	if p.tok.kind != close {
		p.wrongToken("expected '" + closeS + "'" + ctx)
		return false
	}
	if final {
		p.consumeFinal()
	} else {
		p.consume()
	}
	return true
}

func (p *parser) parseIdentifierDefinition(e Expr) bool {
	if !p.isIdentifier() {
		p.wrongToken("expected bare identifier")
		return false
	}
	if p.lookup() != nil {
		p.emitError("redefinition of identifier '" + p.spelling() + "'")
		return false
	}
	p.names = append(p.names, named{p.spelling(), e})
	p.consume()
	return true
}

// parseAffineConstraint parses `e >= e`, `e <= e` or `e == e`, normalized
// to `e >= 0` or `e == 0`.
func (p *parser) parseAffineConstraint() (Expr, bool) {
	lhs := p.parseAffineExpr()
	if lhs == nil {
		return nil, false
	}
	if p.consumeIf(tGreater) && p.consumeIf(tEqual) {
		rhs := p.parseAffineExpr()
		if rhs == nil {
			return nil, false
		}
		return Sub(p.c, lhs, rhs), false
	}
	if p.consumeIf(tLess) && p.consumeIf(tEqual) {
		rhs := p.parseAffineExpr()
		if rhs == nil {
			return nil, false
		}
		return Sub(p.c, rhs, lhs), false
	}
	if p.consumeIf(tEqual) && p.consumeIf(tEqual) {
		rhs := p.parseAffineExpr()
		if rhs == nil {
			return nil, false
		}
		return Sub(p.c, lhs, rhs), true
	}
	p.emitError("expected '== affine-expr' or '>= affine-expr' at end of affine constraint")
	return nil, false
}

//===----------------------------------------------------------------------===//
// Expressions
//===----------------------------------------------------------------------===//

type lowOp uint8

const (
	lNone lowOp = iota
	lAdd
	lSub
)

type highOp uint8

const (
	hNone highOp = iota
	hMul
	hFloorDiv
	hCeilDiv
	hMod
)

func (p *parser) consumeIfLowPrecOp() lowOp {
	switch p.tok.kind {
	case tPlus:
		p.consume()
		return lAdd
	case tMinus:
		p.consume()
		return lSub
	}
	return lNone
}

func (p *parser) consumeIfHighPrecOp() highOp {
	var op highOp
	switch {
	case p.tok.kind == tStar:
		op = hMul
	case p.tok.kind == tBareID && p.tok.kw == kwFloorDiv:
		op = hFloorDiv
	case p.tok.kind == tBareID && p.tok.kw == kwCeilDiv:
		op = hCeilDiv
	case p.tok.kind == tBareID && p.tok.kw == kwMod:
		op = hMod
	default:
		return hNone
	}
	p.consume()
	return op
}

func (p *parser) lowBinary(op lowOp, lhs, rhs Expr) Expr {
	if op == lAdd {
		return Add(p.c, lhs, rhs)
	}
	return Sub(p.c, lhs, rhs)
}

// highBinary builds a high precedence operation, checking that it is
// affine; errors are reported at opLoc.
func (p *parser) highBinary(op highOp, lhs, rhs Expr, opLoc int) Expr {
	switch op {
	case hMul:
		if !IsSymbolicOrConstant(lhs) && !IsSymbolicOrConstant(rhs) {
			p.errorAt(opLoc, "non-affine expression: at least one of the multiply operands has to be either a constant or symbolic")
			return nil
		}
		return Mul(p.c, lhs, rhs)
	case hFloorDiv:
		if !IsSymbolicOrConstant(rhs) {
			p.errorAt(opLoc, "non-affine expression: right operand of floordiv has to be either a constant or symbolic")
			return nil
		}
		return FloorDiv(p.c, lhs, rhs)
	case hCeilDiv:
		if !IsSymbolicOrConstant(rhs) {
			p.errorAt(opLoc, "non-affine expression: right operand of ceildiv has to be either a constant or symbolic")
			return nil
		}
		return CeilDiv(p.c, lhs, rhs)
	default:
		if !IsSymbolicOrConstant(rhs) {
			p.errorAt(opLoc, "non-affine expression: right operand of mod has to be either a constant or symbolic")
			return nil
		}
		return Mod(p.c, lhs, rhs)
	}
}

// parseAffineExpr parses an affine expression: binary operators associate
// to the left; * floordiv ceildiv mod bind tighter than + -; negation binds
// tighter than any binary operator.
func (p *parser) parseAffineExpr() Expr { return p.parseLowPrec(nil, lNone) }

// parseLowPrec parses the rest of an additive chain; llhs llhsOp is the
// pending left operand (as upstream's parseAffineLowPrecOpExpr, with its
// tail recursion turned into a loop).
func (p *parser) parseLowPrec(llhs Expr, llhsOp lowOp) Expr {
	for {
		lhs := p.parseOperand(llhs)
		if lhs == nil {
			return nil
		}
		if op := p.consumeIfLowPrecOp(); op != lNone {
			if llhs != nil {
				llhs = p.lowBinary(llhsOp, llhs, lhs)
			} else {
				llhs = lhs
			}
			llhsOp = op
			continue
		}
		opLoc := p.tok.start
		if hop := p.consumeIfHighPrecOp(); hop != hNone {
			high := p.parseHighPrec(lhs, hop, opLoc)
			if high == nil {
				return nil
			}
			e := high
			if llhs != nil {
				e = p.lowBinary(llhsOp, llhs, high)
			}
			if op := p.consumeIfLowPrecOp(); op != lNone {
				llhs, llhsOp = e, op
				continue
			}
			return e
		}
		if llhs != nil {
			return p.lowBinary(llhsOp, llhs, lhs)
		}
		return lhs
	}
}

// parseHighPrec parses the rest of a multiplicative chain (upstream's
// parseAffineHighPrecOpExpr, iteratively).
func (p *parser) parseHighPrec(llhs Expr, llhsOp highOp, llhsOpLoc int) Expr {
	for {
		lhs := p.parseOperand(llhs)
		if lhs == nil {
			return nil
		}
		opLoc := p.tok.start
		if op := p.consumeIfHighPrecOp(); op != hNone {
			if llhs != nil {
				e := p.highBinary(llhsOp, llhs, lhs, opLoc)
				if e == nil {
					return nil
				}
				llhs = e
			} else {
				llhs = lhs
			}
			llhsOp, llhsOpLoc = op, opLoc
			continue
		}
		if llhs != nil {
			return p.highBinary(llhsOp, llhs, lhs, llhsOpLoc)
		}
		return lhs
	}
}

// parseOperand parses an operand of a binary operator; lhs is the left
// operand when this is a right operand (for diagnostics).
func (p *parser) parseOperand(lhs Expr) Expr {
	switch p.tok.kind {
	case tBareID:
		if p.tok.kw == kwSymbol {
			return p.parseSymbolSSAID()
		}
		return p.parseBareIDExpr()
	case tPercentID:
		return p.parseSSAIDExpr(false)
	case tInteger:
		return p.parseIntegerExpr()
	case tLParen:
		return p.parseParenthetical()
	case tMinus:
		return p.parseNegation(lhs)
	case tPlus, tStar:
		if lhs != nil {
			p.emitError("missing right operand of binary operator")
		} else {
			p.emitError("missing left operand of binary operator")
		}
		return nil
	}
	if lhs != nil {
		p.emitError("missing right operand of binary operator")
	} else {
		p.emitError("expected affine expression")
	}
	return nil
}

func (p *parser) parseSymbolSSAID() Expr {
	p.consume() // symbol
	if p.tok.kind != tLParen {
		p.wrongToken("expected '(' at start of SSA symbol")
		return nil
	}
	p.consume()
	e := p.parseSSAIDExpr(true)
	if e == nil {
		return nil
	}
	if p.tok.kind != tRParen {
		p.wrongToken("expected ')' at end of SSA symbol")
		return nil
	}
	p.consume()
	return e
}

// parseSSAIDExpr parses an SSA operand standing for a dimension (or a
// symbol); repeated names denote the same identifier.
func (p *parser) parseSSAIDExpr(isSymbol bool) Expr {
	if p.ssa == nil {
		p.wrongToken("unexpected ssa identifier")
		return nil
	}
	if p.tok.kind != tPercentID {
		p.wrongToken("expected ssa identifier")
		return nil
	}
	if e := p.lookup(); e != nil {
		p.consume()
		return e
	}
	name := p.spelling()
	start := p.tok.start
	n, err := p.ssa(isSymbol, start)
	if err != nil {
		p.errorAt(err.Offset, err.Msg)
		return nil
	}
	if n <= 0 || start+n > len(p.lex.src) {
		n = p.tok.end - start
	}
	p.lastEnd = start + n
	p.lex.pos = start + n
	p.lexNext()
	var e Expr
	if isSymbol {
		e = Symbol(p.c, p.numSymbolOperands)
		p.numSymbolOperands++
	} else {
		e = Dim(p.c, p.numDimOperands)
		p.numDimOperands++
	}
	p.names = append(p.names, named{name, e})
	return e
}

func (p *parser) parseBareIDExpr() Expr {
	if e := p.lookup(); e != nil {
		p.consume()
		return e
	}
	p.wrongToken("use of undeclared identifier")
	return nil
}

func (p *parser) parseIntegerExpr() Expr {
	v, ok := parseUint64(p.lex.src[p.tok.start:p.tok.end])
	if !ok || v > math.MaxInt64 {
		p.emitError("constant too large for index")
		return nil
	}
	p.consume()
	return Constant(p.c, int64(v))
}

// parseUint64 parses a decimal or 0x-prefixed hexadecimal integer token.
func parseUint64(s []byte) (uint64, bool) {
	base := uint64(10)
	if len(s) > 1 && s[1] == 'x' {
		base, s = 16, s[2:]
	}
	if len(s) == 0 {
		return 0, false
	}
	var v uint64
	for _, ch := range s {
		var d uint64
		switch {
		case isDigit(ch):
			d = uint64(ch - '0')
		case base == 16 && isHex(ch):
			d = uint64((ch|0x20)-'a') + 10
		default:
			return 0, false
		}
		if v > (math.MaxUint64-d)/base {
			return 0, false
		}
		v = v*base + d
	}
	return v, true
}

func (p *parser) parseParenthetical() Expr {
	if p.depth >= maxNesting {
		p.emitError("affine expression nested too deeply")
		return nil
	}
	p.depth++
	defer func() { p.depth-- }()
	p.consume() // (
	if p.tok.kind == tRParen {
		p.emitError("no expression inside parentheses")
		return nil
	}
	e := p.parseAffineExpr()
	if e == nil {
		return nil
	}
	if p.tok.kind != tRParen {
		p.wrongToken("expected ')'")
		return nil
	}
	p.consume()
	return e
}

func (p *parser) parseNegation(lhs Expr) Expr {
	if p.depth >= maxNesting {
		p.emitError("affine expression nested too deeply")
		return nil
	}
	p.depth++
	defer func() { p.depth-- }()
	p.consume() // -
	operand := p.parseOperand(lhs)
	if operand == nil {
		// Upstream adds this error to the one of the operand.
		p.err = &ParseError{Offset: p.tok.start, Msg: "missing operand of negation", Prev: p.err}
		return nil
	}
	return Mul(p.c, operand, Constant(p.c, -1))
}

//===----------------------------------------------------------------------===//
// Affine maps and expressions of SSA operands
//===----------------------------------------------------------------------===//

// SSAElementFunc parses the SSA operand (such as `%i` or `%r#1`) whose `%`
// is at byte offset off of the text being parsed; isSymbol tells that it
// appeared as `symbol(%x)`. It returns the number of bytes it consumed (0
// for just the `%name` token) or the error to report.
type SSAElementFunc func(isSymbol bool, off int) (n int, err *ParseError)

// Delimiter selects the brackets around a list, as upstream's
// OpAsmParser::Delimiter.
type Delimiter uint8

// Delimiters.
const (
	DelimNone                Delimiter = iota // no brackets
	DelimParen                                // ( )
	DelimSquare                               // [ ]
	DelimLessGreater                          // < >
	DelimBraces                               // { }
	DelimOptionalParen                        // ( ) if present
	DelimOptionalSquare                       // [ ] if present
	DelimOptionalLessGreater                  // < > if present
	DelimOptionalBraces                       // { } if present
)

// ParseMapOfSSAIDs parses a comma-separated list of affine expressions over
// SSA operands, such as `[%i + 1, symbol(%n) * 2]` in the custom syntax of
// affine operations (upstream parseAffineMapOfSSAIds). Each new operand
// becomes the next dimension, or the next symbol when written
// `symbol(%x)`; elem parses the operands. before is the text preceding src
// in its buffer (nil if none). n is the number of bytes consumed: with a
// closing delimiter, up to it; otherwise up to the last expression.
func ParseMapOfSSAIDs(c Interner, before, src []byte, delim Delimiter, elem SSAElementFunc) (m *Map, n int, err *ParseError) {
	p := newParser(c, src)
	p.ssa, p.before = elem, before
	var exprs []Expr
	ok := p.parseDelimited(delim, " in affine map", func() bool {
		e := p.parseAffineExpr()
		exprs = append(exprs, e)
		return e != nil
	})
	if !ok || p.err != nil {
		if p.err == nil {
			p.err = &ParseError{Offset: p.tok.start, Msg: "expected affine map"}
		}
		return nil, 0, p.err
	}
	numDims := p.numDimOperands
	return Get(c, numDims, len(p.names)-numDims, exprs), p.lastEnd, nil
}

// ParseExprOfSSAIDs parses one affine expression over SSA operands (upstream
// parseAffineExprOfSSAIds); see ParseMapOfSSAIDs. It returns the expression
// and the numbers of dimension and symbol operands it introduced.
func ParseExprOfSSAIDs(c Interner, before, src []byte, elem SSAElementFunc) (e Expr, numDims, numSymbols, n int, err *ParseError) {
	p := newParser(c, src)
	p.ssa, p.before = elem, before
	e = p.parseAffineExpr()
	if p.err != nil {
		return nil, 0, 0, 0, p.err
	}
	if e == nil {
		return nil, 0, 0, 0, &ParseError{Offset: p.tok.start, Msg: "expected affine expression"}
	}
	return e, p.numDimOperands, p.numSymbolOperands, p.lastEnd, nil
}

// ParseExprWithNames parses one affine expression whose identifiers are the
// given names, bound to the given expressions (upstream
// parseAffineExprReference). n is the number of bytes consumed.
func ParseExprWithNames(c Interner, src []byte, names []string, exprs []Expr) (e Expr, n int, err *ParseError) {
	p := newParser(c, src)
	for i, nm := range names {
		p.names = append(p.names, named{nm, exprs[i]})
	}
	e = p.parseAffineExpr()
	if p.err != nil {
		return nil, 0, p.err
	}
	if e == nil {
		return nil, 0, &ParseError{Offset: p.tok.start, Msg: "expected affine expression"}
	}
	return e, p.lastEnd, nil
}

// parseDelimited parses a list with upstream's parseCommaSeparatedList rules
// for any delimiter; the closing bracket ends the parse.
func (p *parser) parseDelimited(delim Delimiter, ctx string, elt func() bool) bool {
	type br struct {
		open, close   tokKind
		openS, closeS string
	}
	var b br
	optional := false
	switch delim {
	case DelimNone:
		if !elt() {
			return false
		}
		for p.tok.kind == tComma {
			p.consume()
			if !elt() {
				return false
			}
		}
		return true
	case DelimParen, DelimOptionalParen:
		b = br{tLParen, tRParen, "(", ")"}
	case DelimSquare, DelimOptionalSquare:
		b = br{tLSquare, tRSquare, "[", "]"}
	case DelimLessGreater, DelimOptionalLessGreater:
		b = br{tLess, tGreater, "<", ">"}
	default:
		b = br{tLBrace, tRBrace, "{", "}"}
	}
	optional = delim >= DelimOptionalParen
	if optional && p.tok.kind != b.open {
		return true
	}
	return p.parseList(b.open, b.close, b.openS, b.closeS, ctx, true, elt)
}
