package asm

import (
	"github.com/gomlir/gomlir/ir"
)

// customPrinter implements ir.OpPrinter over an opPrinter.
type customPrinter struct {
	p  *opPrinter
	op *ir.Operation
}

func (c *customPrinter) WriteString(s string)                     { c.p.str(s) }
func (c *customPrinter) PrintType(t ir.Type)                      { c.p.typ(t) }
func (c *customPrinter) PrintAttribute(a ir.Attribute)            { c.p.attr(a, elideNever) }
func (c *customPrinter) PrintAttributeWithoutType(a ir.Attribute) { c.p.attr(a, elideMust) }
func (c *customPrinter) PrintOperand(v *ir.Value)                 { c.p.valueID(v, true) }
func (c *customPrinter) PrintSuccessor(b *ir.Block)               { c.p.blockName(b) }
func (c *customPrinter) PrintRegion(r *ir.Region, args, terms, empty bool) {
	c.p.region(r, args, terms, empty)
}
func (c *customPrinter) PrintOptionalAttrDict(attrs []ir.NamedAttr, elided ...string) {
	c.attrDict(attrs, elided, false)
}
func (c *customPrinter) PrintOptionalAttrDictWithKeyword(attrs []ir.NamedAttr, elided ...string) {
	c.attrDict(attrs, elided, true)
}

func (c *customPrinter) attrDict(attrs []ir.NamedAttr, elided []string, keyword bool) {
	var kept []ir.NamedAttr
outer:
	for _, a := range attrs {
		for _, e := range elided {
			if a.Name == e {
				continue outer
			}
		}
		kept = append(kept, a)
	}
	if len(kept) == 0 {
		return
	}
	if keyword {
		c.p.str(" attributes")
	}
	c.p.str(" {")
	c.p.namedAttrs(kept)
	c.p.byte('}')
}

func (c *customPrinter) PrintSymbolName(name string)   { c.p.symbolName(name) }
func (c *customPrinter) PrintKeywordOrString(s string) { c.p.keywordOrString(s) }
func (c *customPrinter) PrintNewline()                 { c.p.nl() }
func (c *customPrinter) PrintRegionArgument(v *ir.Value, attrs []ir.NamedAttr) {
	c.p.valueID(v, false)
	c.p.str(": ")
	c.p.typ(v.Type())
	if len(attrs) > 0 {
		c.p.str(" {")
		c.p.namedAttrs(attrs)
		c.p.byte('}')
	}
	c.p.trailingLoc(v.Loc(), false)
}
func (c *customPrinter) PrintGenericOp(op *ir.Operation) { c.p.genericOp(op) }
func (c *customPrinter) IncreaseIndent()                 { c.p.indent += 2 }
func (c *customPrinter) DecreaseIndent()                 { c.p.indent -= 2 }

// aliasRecorder implements ir.OpPrinter by recording the attributes and
// types a custom printer would print, for alias collection.
type aliasRecorder struct {
	p *opPrinter
}

func (r *aliasRecorder) WriteString(string)                       {}
func (r *aliasRecorder) PrintType(t ir.Type)                      { r.p.aliases.visitType(t, false) }
func (r *aliasRecorder) PrintAttribute(a ir.Attribute)            { r.p.aliases.visitAttr(a, false) }
func (r *aliasRecorder) PrintAttributeWithoutType(a ir.Attribute) { r.p.aliases.visitAttr(a, false) }
func (r *aliasRecorder) PrintOperand(*ir.Value)                   {}
func (r *aliasRecorder) PrintSuccessor(*ir.Block)                 {}
func (r *aliasRecorder) PrintRegion(reg *ir.Region, args, terms, empty bool) {
	r.p.collectRegion(reg)
}
func (r *aliasRecorder) PrintOptionalAttrDict(attrs []ir.NamedAttr, elided ...string) {
	r.dict(attrs, elided)
}
func (r *aliasRecorder) PrintOptionalAttrDictWithKeyword(attrs []ir.NamedAttr, elided ...string) {
	r.dict(attrs, elided)
}
func (r *aliasRecorder) dict(attrs []ir.NamedAttr, elided []string) {
outer:
	for _, a := range attrs {
		for _, e := range elided {
			if a.Name == e {
				continue outer
			}
		}
		r.p.aliases.visitAttr(a.Value, false)
	}
}
func (r *aliasRecorder) PrintSymbolName(string)      {}
func (r *aliasRecorder) PrintKeywordOrString(string) {}
func (r *aliasRecorder) PrintNewline()               {}
func (r *aliasRecorder) PrintRegionArgument(v *ir.Value, attrs []ir.NamedAttr) {
	r.p.aliases.visitType(v.Type(), false)
	for _, a := range attrs {
		r.p.aliases.visitAttr(a.Value, false)
	}
	if r.p.flags.DebugInfo {
		r.p.aliases.visitAttr(v.Loc(), false)
	}
}
func (r *aliasRecorder) PrintGenericOp(op *ir.Operation) {
	saved := r.p.flags.Generic
	r.p.flags.Generic = true
	r.p.collectAliases(op)
	r.p.flags.Generic = saved
}
func (r *aliasRecorder) IncreaseIndent() {}
func (r *aliasRecorder) DecreaseIndent() {}

// dialectPrinter implements ir.DialectPrinter.
type dialectPrinter struct{ p *attrPrinter }

func (d *dialectPrinter) WriteString(s string)          { d.p.str(s) }
func (d *dialectPrinter) PrintType(t ir.Type)           { d.p.typ(t) }
func (d *dialectPrinter) PrintAttribute(a ir.Attribute) { d.p.attr(a, elideNever) }

// dialectParser implements ir.DialectParser over a symbol body.
type dialectParser struct {
	outer *Parser
	body  string
	pos   int
}

func (d *dialectParser) Context() *ir.Context { return d.outer.ctx }
func (d *dialectParser) Body() string         { return d.body }

// customParser implements ir.OpParser for custom operation syntax.
type customParser struct {
	p       *Parser
	info    *ir.OpInfo
	namePos int
	groups  []resultGroup
}

func (c *customParser) Context() *ir.Context { return c.p.ctx }

// typeString prints a type with local scope (for diagnostics).
func typeString(t ir.Type) string {
	var p attrPrinter
	p.distinct = map[*ir.DistinctAttr]int{}
	p.typ(t)
	return string(p.buf)
}

// attrString prints an attribute with local scope (for diagnostics).
func attrString(a ir.Attribute) string {
	var p attrPrinter
	p.distinct = map[*ir.DistinctAttr]int{}
	p.attr(a, elideNever)
	return string(p.buf)
}

// TypeString returns the textual form of a type.
func TypeString(t ir.Type) string { return typeString(t) }

// AttrString returns the textual form of an attribute.
func AttrString(a ir.Attribute) string { return attrString(a) }

// catch runs f, turning a parse failure into a returned diagnostic.
func catch(f func()) (err error) {
	defer func() {
		if r := recover(); r != nil {
			pe, ok := r.(parseError)
			if !ok {
				panic(r)
			}
			err = pe.diag
		}
	}()
	f()
	return nil
}

// ParseOptionalKeyword consumes kw if it is next.
func (c *customParser) ParseOptionalKeyword(kw string) bool { return c.p.consumeKeyword(kw) }

// ParseOptionalSymbolName parses an optional `@name`.
func (c *customParser) ParseOptionalSymbolName() (string, bool) {
	if c.p.tok.kind != tAtID {
		return "", false
	}
	n := c.p.symbolName()
	c.p.consume()
	return n, true
}

// ParseOptionalAttrDictWithKeyword parses `attributes {...}` if present.
func (c *customParser) ParseOptionalAttrDictWithKeyword(st *ir.OperationState) error {
	if !c.p.isKeyword("attributes") {
		return nil
	}
	return catch(func() {
		c.p.consume()
		st.Attrs = append(st.Attrs, c.p.parseAttrDictEntries()...)
	})
}

// ParseOptionalAttrDict parses `{...}` if present.
func (c *customParser) ParseOptionalAttrDict(st *ir.OperationState) error {
	if c.p.tok.kind != tLBrace {
		return nil
	}
	return catch(func() { st.Attrs = append(st.Attrs, c.p.parseAttrDictEntries()...) })
}

// ParseRegion parses a region; regions of isolated-from-above ops start a
// fresh value scope.
func (c *customParser) ParseRegion(r *ir.Region) error {
	return catch(func() { c.p.parseRegion(r, nil, c.info.Traits.Has(ir.TraitIsolatedFromAbove)) })
}
