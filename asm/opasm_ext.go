package asm

import (
	"strings"

	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/ir/affine"
)

// Parser and printer hooks of upstream's OpAsmParser/OpAsmPrinter used by
// hand-written op syntax: generic operations nested in custom ones, custom
// operation names, result names, optional location specifiers and cyclic
// (mutable) dialect types.

// ResultName returns the name bound to the i-th result (without `%`) and
// its number within the name's group.
func (c *customParser) ResultName(i int) (string, int) {
	for _, g := range c.groups {
		if i < g.count {
			return strings.TrimPrefix(g.name, "%"), i
		}
		i -= g.count
	}
	return "", 0
}

// NamePos returns the byte offset of the operation name.
func (c *customParser) NamePos() int { return c.namePos }

// ParseGenericOperation parses a generic operation (with its trailing
// location) and appends it to b.
func (c *customParser) ParseGenericOperation(b *ir.Block) (op *ir.Operation, err error) {
	err = catch(func() {
		p := c.p
		if p.tok.kind != tString {
			p.failWrongToken("expected operation name in quotes")
		}
		op = p.parseGenericOperation()
		b.Append(op)
	})
	return op, err
}

// ParseGenericOperationAfterOpName parses the generic form that follows a
// custom operation's name (and, when given, its operand list).
func (c *customParser) ParseGenericOperationAfterOpName(st *ir.OperationState, operands []ir.UnresolvedOperand) error {
	return catch(func() {
		var uses []ssaUse
		for _, u := range operands {
			uses = append(uses, ssaUse{name: u.Name, number: u.Number, pos: u.Pos})
		}
		c.p.parseGenericAfterName(st, c.namePos, uses, operands != nil)
	})
}

// ParseCustomOperationName parses a bare operation name; a name without a
// dialect gets the enclosing default dialect.
func (c *customParser) ParseCustomOperationName() (name string, err error) {
	err = catch(func() {
		p := c.p
		if p.tok.kind != tBareID {
			p.fail("expected bare identifier or keyword")
		}
		name = p.spelling()
		p.consume()
		if p.ctx.LookupOp(name) != nil {
			return
		}
		if !strings.Contains(name, ".") {
			name = p.defaultDialect[len(p.defaultDialect)-1] + "." + name
		}
	})
	return name, err
}

// TryStartCyclicParse marks key as being parsed.
func (d *dialectParser) TryStartCyclicParse(key any) (func(), bool) {
	if d.outer.cyclic == nil {
		d.outer.cyclic = new([]any)
	}
	return startCyclic(d.outer.cyclic, key)
}

// TryStartCyclicPrint marks key as being printed.
func (d *dialectPrinter) TryStartCyclicPrint(key any) (func(), bool) {
	if d.p.cyclic == nil {
		d.p.cyclic = new([]any)
	}
	return startCyclic(d.p.cyclic, key)
}

func startCyclic(stack *[]any, key any) (func(), bool) {
	for _, k := range *stack {
		if k == key {
			return func() {}, false
		}
	}
	*stack = append(*stack, key)
	n := len(*stack)
	return func() { *stack = (*stack)[:n-1] }, true
}

// PrintOptionalLocationSpecifier prints ` loc(...)` with debug info.
func (c *customPrinter) PrintOptionalLocationSpecifier(l ir.Location) { c.p.trailingLoc(l, true) }

// OperandName returns the printed name of v.
func (c *customPrinter) OperandName(v *ir.Value) string {
	return string(c.p.names.appendValue(nil, v, true))
}

// PrintOptionalLocationSpecifier visits l as an attribute: upstream never
// defers its alias.
func (r *aliasRecorder) PrintOptionalLocationSpecifier(l ir.Location) {
	if r.p.flags.DebugInfo {
		r.p.aliases.visitAttr(l, false)
	}
}

func (r *aliasRecorder) OperandName(v *ir.Value) string {
	if r.p.names == nil {
		return ""
	}
	return string(r.p.names.appendValue(nil, v, true))
}

// PrintRegionArgumentWithoutType prints `%name` with attributes and
// location, as upstream's printRegionArgument with omitType.
func (c *customPrinter) PrintRegionArgumentWithoutType(v *ir.Value, attrs []ir.NamedAttr) {
	c.p.valueID(v, false)
	if len(attrs) > 0 {
		c.p.str(" {")
		c.p.namedAttrs(attrs)
		c.p.byte('}')
	}
	c.p.trailingLoc(v.Loc(), false)
}

func (r *aliasRecorder) PrintRegionArgumentWithoutType(v *ir.Value, attrs []ir.NamedAttr) {
	r.PrintRegionArgument(v, attrs)
}

// PrintCustomOrGenericOp prints op without its results and location, as
// upstream's OpAsmPrinter::printCustomOrGenericOp.
func (c *customPrinter) PrintCustomOrGenericOp(op *ir.Operation) { c.p.customOrGenericOp(op) }

func (r *aliasRecorder) PrintCustomOrGenericOp(op *ir.Operation) { r.p.collectAliases(op) }

// ParseAffineMapOfSSAIDs parses affine expressions over SSA operands (see
// ir.OpParser); errors of the expressions are reported as the affine
// parser reports them, without the op name.
func (c *customParser) ParseAffineMapOfSSAIDs(delim affine.Delimiter) (m *affine.Map, operands []ir.UnresolvedOperand, err error) {
	err = catch(func() {
		var dims, syms []ir.UnresolvedOperand
		start := c.p.tok.start
		var n int
		var perr *affine.ParseError
		m, n, perr = affine.ParseMapOfSSAIDs(c.p.ctx, c.p.lex.buf[:start], c.p.lex.buf[start:], delim, c.ssaElement(start, &dims, &syms))
		if perr != nil {
			c.p.failAffine(start, perr)
		}
		c.p.resetTo(start + n)
		operands = append(dims, syms...)
	})
	return m, operands, err
}

// ParseAffineExprOfSSAIDs parses one affine expression over SSA operands.
func (c *customParser) ParseAffineExprOfSSAIDs() (e affine.Expr, dims, syms []ir.UnresolvedOperand, err error) {
	err = catch(func() {
		start := c.p.tok.start
		var n int
		var perr *affine.ParseError
		e, _, _, n, perr = affine.ParseExprOfSSAIDs(c.p.ctx, c.p.lex.buf[:start], c.p.lex.buf[start:], c.ssaElement(start, &dims, &syms))
		if perr != nil {
			c.p.failAffine(start, perr)
		}
		c.p.resetTo(start + n)
	})
	return e, dims, syms, err
}

// ssaElement returns the operand parser of affine expressions over SSA
// operands whose text starts at byte offset start: it appends each new
// operand to dims or syms and returns the bytes it consumed.
func (c *customParser) ssaElement(start int, dims, syms *[]ir.UnresolvedOperand) affine.SSAElementFunc {
	return func(isSymbol bool, off int) (int, *affine.ParseError) {
		p := c.p
		p.resetTo(start + off)
		end := p.tok.end
		if p.tok.kind == tPercentID {
			p.consume()
			if p.tok.kind == tHashID {
				end = p.tok.end
			}
			p.resetTo(start + off)
		}
		s := p.parseSSAUse()
		u := ir.UnresolvedOperand{Name: s.name, Number: s.number, Pos: s.pos}
		if isSymbol {
			*syms = append(*syms, u)
		} else {
			*dims = append(*dims, u)
		}
		return end - (start + off), nil
	}
}

// ShadowRegionArgs names the entry block arguments of r as vals.
func (c *customPrinter) ShadowRegionArgs(r *ir.Region, vals []*ir.Value) {
	c.p.names.shadow(r, vals)
}

func (r *aliasRecorder) ShadowRegionArgs(region *ir.Region, vals []*ir.Value) {
	if r.p.names != nil {
		r.p.names.shadow(region, vals)
	}
}
