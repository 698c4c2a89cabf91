package ast

import (
	"fmt"
	"io"
)

// maxDepth bounds expression nesting, so that hostile input cannot exhaust
// the stack.
const maxDepth = 4000

// Parser parses a Toy source file. Errors are written to Errs in the format
// of MLIR's Toy parser (`Parse error (line, col): expected ...`).
type Parser struct {
	lex *lexer
	// Structs enables chapter 7's grammar: struct definitions, struct
	// literals, typed declarations and the `.` operator.
	Structs bool
	// Errs receives the parse errors.
	Errs  io.Writer
	depth int
}

// Parse parses src (named file in locations) and returns the module, or nil
// after writing an error to errs. As MLIR's Toy parser, chapters 1-6 return
// the functions parsed so far when an error leaves the input at its end.
func Parse(src []byte, file string, structs bool, errs io.Writer) *Module {
	p := &Parser{lex: newLexer(src, file, structs), Structs: structs, Errs: errs}
	return p.parseModule()
}

func (p *Parser) cur() int { return p.lex.cur }

func (p *Parser) errorf(expected, context string) {
	tok := p.lex.tokenValue(p.cur())
	loc := p.lex.lastLoc
	fmt.Fprintf(p.Errs, "Parse error (%d, %d): expected '%s' %s but has Token %d", loc.Line, loc.Col, expected, context, tok)
	if tok >= 0x20 && tok < 0x7f {
		fmt.Fprintf(p.Errs, " '%c'", rune(tok))
	}
	fmt.Fprintln(p.Errs)
}

func (p *Parser) parseModule() *Module {
	p.lex.next()
	m := &Module{}
	if !p.Structs {
		for {
			f := p.parseDefinition()
			if f == nil {
				break
			}
			m.Records = append(m.Records, f)
			if p.cur() == tokEOF {
				break
			}
		}
	} else {
	loop:
		for {
			var r Record
			switch p.cur() {
			case tokEOF:
				break loop
			case tokDef:
				if f := p.parseDefinition(); f != nil {
					r = f
				}
			case tokStruct:
				if s := p.parseStruct(); s != nil {
					r = s
				}
			default:
				p.errorf("'def' or 'struct'", "when parsing top level module records")
				return nil
			}
			if r == nil {
				break
			}
			m.Records = append(m.Records, r)
		}
	}
	if p.cur() != tokEOF {
		p.errorf("nothing", "at end of module")
		return nil
	}
	return m
}

// parseReturn parses a return statement. As MLIR's parser, a value that
// fails to parse does not fail the statement (ok is false): the block goes
// on to expect the ';'.
func (p *Parser) parseReturn() (r *ReturnExpr, ok bool) {
	r = &ReturnExpr{Node: Node{p.lex.lastLoc}}
	p.lex.next()
	if p.cur() != ';' {
		r.Value = p.parseExpression()
		if r.Value == nil {
			return r, false
		}
	}
	return r, true
}

func (p *Parser) parseNumber() *NumberExpr {
	n := &NumberExpr{Node: Node{p.lex.lastLoc}, Value: p.lex.num}
	p.lex.next()
	return n
}

func (p *Parser) enter() bool {
	p.depth++
	if p.depth > maxDepth {
		p.errorf("less nesting", "in expression")
		return false
	}
	return true
}

func (p *Parser) parseTensorLiteral() Expr {
	if !p.enter() {
		return nil
	}
	defer func() { p.depth-- }()
	loc := p.lex.lastLoc
	p.lex.next()
	var values []Expr
	for {
		if p.cur() == '[' {
			v := p.parseTensorLiteral()
			if v == nil {
				return nil
			}
			values = append(values, v)
		} else {
			if p.cur() != tokNumber {
				p.errorf("<num> or [", "in literal expression")
				return nil
			}
			values = append(values, p.parseNumber())
		}
		if p.cur() == ']' {
			break
		}
		if p.cur() != ',' {
			p.errorf("] or ,", "in literal expression")
			return nil
		}
		p.lex.next()
	}
	p.lex.next()
	dims := []int64{int64(len(values))}
	anyLiteral := false
	for _, v := range values {
		if _, ok := v.(*LiteralExpr); ok {
			anyLiteral = true
		}
	}
	if anyLiteral {
		first, ok := values[0].(*LiteralExpr)
		if !ok {
			p.errorf("uniform well-nested dimensions", "inside literal expression")
			return nil
		}
		dims = append(dims, first.Dims...)
		for _, v := range values {
			lit, ok := v.(*LiteralExpr)
			if !ok || !equalDims(lit.Dims, first.Dims) {
				p.errorf("uniform well-nested dimensions", "inside literal expression")
				return nil
			}
		}
	}
	return &LiteralExpr{Node: Node{loc}, Values: values, Dims: dims}
}

func equalDims(a, b []int64) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

func (p *Parser) parseStructLiteral() Expr {
	if !p.enter() {
		return nil
	}
	defer func() { p.depth-- }()
	loc := p.lex.lastLoc
	p.lex.next()
	var values []Expr
	for {
		switch p.cur() {
		case '[':
			v := p.parseTensorLiteral()
			if v == nil {
				return nil
			}
			values = append(values, v)
		case tokNumber:
			values = append(values, p.parseNumber())
		default:
			if p.cur() != '{' {
				p.errorf("{, [, or number", "in struct literal expression")
				return nil
			}
			v := p.parseStructLiteral()
			if v == nil {
				return nil
			}
			values = append(values, v)
		}
		if p.cur() == '}' {
			break
		}
		if p.cur() != ',' {
			p.errorf("} or ,", "in struct literal expression")
			return nil
		}
		p.lex.next()
	}
	p.lex.next()
	return &StructLiteralExpr{Node: Node{loc}, Values: values}
}

func (p *Parser) parseParen() Expr {
	p.lex.next()
	v := p.parseExpression()
	if v == nil {
		return nil
	}
	if p.cur() != ')' {
		p.errorf(")", "to close expression with parentheses")
		return nil
	}
	p.lex.next()
	return v
}

func (p *Parser) parseCall(name string, loc Location) Expr {
	p.lex.next()
	var args []Expr
	if p.cur() != ')' {
		for {
			a := p.parseExpression()
			if a == nil {
				return nil
			}
			args = append(args, a)
			if p.cur() == ')' {
				break
			}
			if p.cur() != ',' {
				p.errorf(", or )", "in argument list")
				return nil
			}
			p.lex.next()
		}
	}
	p.lex.next()
	if name == "print" {
		if len(args) != 1 {
			p.errorf("<single arg>", "as argument to print()")
			return nil
		}
		return &PrintExpr{Node: Node{loc}, Arg: args[0]}
	}
	return &CallExpr{Node: Node{loc}, Callee: name, Args: args}
}

func (p *Parser) parseIdentifier() Expr {
	name, loc := p.lex.ident, p.lex.lastLoc
	p.lex.next()
	if p.cur() != '(' {
		return &VariableExpr{Node: Node{loc}, Name: name}
	}
	return p.parseCall(name, loc)
}

func (p *Parser) parsePrimary() Expr {
	switch p.cur() {
	case tokIdentifier:
		return p.parseIdentifier()
	case tokNumber:
		return p.parseNumber()
	case '(':
		if !p.enter() {
			return nil
		}
		defer func() { p.depth-- }()
		return p.parseParen()
	case '[':
		return p.parseTensorLiteral()
	case ';':
		return nil
	case '}':
		return nil
	case '{':
		if p.Structs {
			return p.parseStructLiteral()
		}
	}
	fmt.Fprintf(p.Errs, "unknown token '%d' when expecting an expression\n", p.lex.tokenValue(p.cur()))
	return nil
}

func (p *Parser) precedence() int {
	switch p.cur() {
	case '-', '+':
		return 20
	case '*':
		return 40
	case '.':
		if p.Structs {
			return 60
		}
	}
	return -1
}

func (p *Parser) parseBinOpRHS(exprPrec int, lhs Expr) Expr {
	if !p.enter() {
		return nil
	}
	defer func() { p.depth-- }()
	for {
		prec := p.precedence()
		if prec < exprPrec {
			return lhs
		}
		op := p.cur()
		p.lex.next()
		loc := p.lex.lastLoc
		rhs := p.parsePrimary()
		if rhs == nil {
			p.errorf("expression", "to complete binary operator")
			return nil
		}
		if prec < p.precedence() {
			rhs = p.parseBinOpRHS(prec+1, rhs)
			if rhs == nil {
				return nil
			}
		}
		lhs = &BinaryExpr{Node: Node{loc}, Op: byte(op), LHS: lhs, RHS: rhs}
	}
}

func (p *Parser) parseExpression() Expr {
	lhs := p.parsePrimary()
	if lhs == nil {
		return nil
	}
	return p.parseBinOpRHS(0, lhs)
}

func (p *Parser) parseType() *VarType {
	if p.cur() != '<' {
		p.errorf("<", "to begin type")
		return nil
	}
	p.lex.next()
	t := &VarType{}
	for p.cur() == tokNumber {
		t.Shape = append(t.Shape, dimOf(p.lex.num))
		p.lex.next()
		if p.cur() == ',' {
			p.lex.next()
		}
	}
	if p.cur() != '>' {
		p.errorf(">", "to end type")
		return nil
	}
	p.lex.next()
	return t
}

// dimOf converts a shape number to a dimension as C++ truncates a double.
func dimOf(v float64) int64 {
	if v >= 9.2e18 {
		return 1<<63 - 1
	}
	return int64(v)
}

func (p *Parser) parseDeclarationOrCall() Expr {
	loc, id := p.lex.lastLoc, p.lex.ident
	p.lex.next()
	if p.cur() == '(' {
		return p.parseCall(id, loc)
	}
	if d := p.parseTypedDeclaration(id, true, loc); d != nil {
		return d
	}
	return nil
}

func (p *Parser) parseTypedDeclaration(typeName string, needInit bool, loc Location) *VarDeclExpr {
	if p.cur() != tokIdentifier {
		p.errorf("name", "in variable declaration")
		return nil
	}
	d := &VarDeclExpr{Node: Node{loc}, Name: p.lex.ident, Type: VarType{Name: typeName}}
	p.lex.next()
	if needInit {
		if p.cur() != '=' {
			p.errorf("initializer", "in variable declaration")
			return nil
		}
		p.lex.next()
		d.Init = p.parseExpression()
	}
	return d
}

func (p *Parser) parseDeclaration(needInit bool) *VarDeclExpr {
	if p.cur() == tokVar {
		return p.parseVarDeclaration(needInit)
	}
	if p.cur() != tokIdentifier {
		p.errorf("type name", "in variable declaration")
		return nil
	}
	loc, typeName := p.lex.lastLoc, p.lex.ident
	p.lex.next()
	return p.parseTypedDeclaration(typeName, needInit, loc)
}

func (p *Parser) parseVarDeclaration(needInit bool) *VarDeclExpr {
	if p.cur() != tokVar {
		p.errorf("var", "to begin declaration")
		return nil
	}
	loc := p.lex.lastLoc
	p.lex.next()
	if p.cur() != tokIdentifier {
		p.errorf("identified", "after 'var' declaration")
		return nil
	}
	d := &VarDeclExpr{Node: Node{loc}, Name: p.lex.ident}
	p.lex.next()
	if p.cur() == '<' {
		t := p.parseType()
		if t == nil {
			return nil
		}
		d.Type = *t
	}
	if needInit {
		// MLIR's parser asserts on a missing '=' here.
		if p.cur() != '=' {
			p.errorf("=", "in variable declaration")
			return nil
		}
		p.lex.next()
		d.Init = p.parseExpression()
	}
	return d
}

func (p *Parser) parseBlock() []Expr {
	if p.cur() != '{' {
		p.errorf("{", "to begin block")
		return nil
	}
	p.lex.next()
	list := []Expr{}
	for p.cur() == ';' {
		p.lex.next()
	}
	for p.cur() != '}' && p.cur() != tokEOF {
		var e Expr
		switch {
		case p.cur() == tokIdentifier && p.Structs:
			e = p.parseDeclarationOrCall()
		case p.cur() == tokVar:
			if d := p.parseDeclaration(true); d != nil {
				e = d
			}
		case p.cur() == tokReturn:
			r, ok := p.parseReturn()
			if !ok {
				// MLIR's parser reports the missing ';' and otherwise keeps
				// a return of nothing that its later stages crash on.
				if p.cur() != ';' {
					p.errorf(";", "after expression")
				} else {
					p.errorf("expression", "after return")
				}
				return nil
			}
			e = r
		default:
			e = p.parseExpression()
		}
		if e == nil {
			return nil
		}
		list = append(list, e)
		if p.cur() != ';' {
			p.errorf(";", "after expression")
			return nil
		}
		for p.cur() == ';' {
			p.lex.next()
		}
	}
	if p.cur() != '}' {
		p.errorf("}", "to close block")
		return nil
	}
	p.lex.next()
	return list
}

func (p *Parser) parsePrototype() *Prototype {
	loc := p.lex.lastLoc
	if p.cur() != tokDef {
		p.errorf("def", "in prototype")
		return nil
	}
	p.lex.next()
	if p.cur() != tokIdentifier {
		p.errorf("function name", "in prototype")
		return nil
	}
	proto := &Prototype{Node: Node{loc}, Name: p.lex.ident}
	p.lex.next()
	if p.cur() != '(' {
		p.errorf("(", "in prototype")
		return nil
	}
	p.lex.next()
	if p.cur() != ')' {
		for {
			// MLIR's parser asserts on a parameter that is no identifier.
			if p.cur() != tokIdentifier {
				p.errorf("identifier", "in function parameter list")
				return nil
			}
			arg := &VarDeclExpr{Node: Node{p.lex.lastLoc}, Name: p.lex.ident}
			p.lex.next()
			if p.Structs && p.cur() == tokIdentifier {
				arg.Type.Name, arg.Name = arg.Name, p.lex.ident
				p.lex.next()
			}
			proto.Args = append(proto.Args, arg)
			if p.cur() != ',' {
				break
			}
			p.lex.next()
			if p.cur() != tokIdentifier {
				p.errorf("identifier", "after ',' in function parameter list")
				return nil
			}
		}
	}
	if p.cur() != ')' {
		p.errorf(")", "to end function prototype")
		return nil
	}
	p.lex.next()
	return proto
}

func (p *Parser) parseDefinition() *Function {
	proto := p.parsePrototype()
	if proto == nil {
		return nil
	}
	body := p.parseBlock()
	if body == nil {
		return nil
	}
	return &Function{Proto: proto, Body: body}
}

func (p *Parser) parseStruct() *Struct {
	s := &Struct{Node: Node{p.lex.lastLoc}}
	p.lex.next()
	if p.cur() != tokIdentifier {
		p.errorf("name", "in struct definition")
		return nil
	}
	s.Name = p.lex.ident
	p.lex.next()
	if p.cur() != '{' {
		p.errorf("{", "in struct definition")
		return nil
	}
	p.lex.next()
	for {
		d := p.parseDeclaration(false)
		if d == nil {
			return nil
		}
		s.Vars = append(s.Vars, d)
		if p.cur() != ';' {
			p.errorf(";", "after variable in struct definition")
			return nil
		}
		p.lex.next()
		if p.cur() == '}' {
			break
		}
	}
	p.lex.next()
	return s
}
