package testdialect

import "github.com/gomlir/gomlir/ir"

// ConditionalAliasAttr is `#test.conditional_alias<value>`: upstream's
// TestConditionalAliasAttr, whose string parameter prints as its alias
// when it has one and as a keyword or string otherwise.
type ConditionalAliasAttr struct {
	ir.AttrBase
	Value *ir.StringAttr
}

// DialectName returns "test".
func (*ConditionalAliasAttr) DialectName() string { return "test" }

// WalkChildren visits the string, so that it gets its alias.
func (a *ConditionalAliasAttr) WalkChildren(f func(any)) { f(a.Value) }

func conditionalAliasAttr(ctx *ir.Context, v *ir.StringAttr) *ConditionalAliasAttr {
	return ctx.UniqueDialectAttr([]byte("tca\x00"+v.Value), func(b ir.AttrBase) ir.Attribute {
		return &ConditionalAliasAttr{b, v}
	}).(*ConditionalAliasAttr)
}

// parseConditionalAlias parses `<keyword>` or `<string attribute>`.
func parseConditionalAlias(p ir.OpParser, ctx *ir.Context) (ir.Attribute, error) {
	if err := p.ParsePunct("<"); err != nil {
		return nil, err
	}
	var v *ir.StringAttr
	if kw, ok := p.ParseOptionalKeywordAny(); ok {
		v = ctx.StringAttr(kw)
	} else {
		pos := p.Pos()
		a, err := p.ParseAttribute(nil)
		if err != nil {
			return nil, err
		}
		s, ok := a.(*ir.StringAttr)
		if !ok {
			return nil, p.ErrorAt(pos, "invalid kind of attribute specified")
		}
		v = s
	}
	if err := p.ParsePunct(">"); err != nil {
		return nil, err
	}
	return conditionalAliasAttr(ctx, v), nil
}

func printConditionalAlias(p ir.DialectPrinter, a *ConditionalAliasAttr) {
	p.WriteString("conditional_alias<")
	if !p.PrintAlias(a.Value) {
		p.PrintKeywordOrString(a.Value.Value)
	}
	p.WriteString(">")
}
