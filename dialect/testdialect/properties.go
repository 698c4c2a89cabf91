package testdialect

import (
	"strconv"

	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/ods"
)

// The test ops of native properties: upstream stores them as C++ values
// (int64_t, std::string, bool, arrays) with defaults, converted from and to
// attributes with their own messages; gomlir keeps them as inherent
// attributes with the same defaults, storage checks and messages.
func init() {
	Dialect.Ops = append(Dialect.Ops, propertyOps...)
}

// invalidPropValue reports upstream's pair of errors for a malformed
// property value in a custom form: the parser's, then the property's.
func invalidPropValue(p ir.OpParser, first, expected string) error {
	if d, ok := p.Errorf("%s", first).(*ir.Diagnostic); ok {
		p.Context().Report(d)
	}
	return p.Errorf("invalid value for property %s", expected)
}

var (
	// i64Prop is I64Prop: a bare integer in formats.
	i64Prop = ods.AttrConstraint{
		Desc:         "int64_t",
		GoType:       "*ir.IntegerAttr",
		Pred:         isI64Attr,
		Storage:      isI64Attr,
		StorageError: "expected IntegerAttr for key `value`",
		Parse: func(p ir.OpParser, ctx *ir.Context) (ir.Attribute, error) {
			v, ok, err := p.ParseOptionalInteger()
			if err != nil {
				return nil, err
			}
			if !ok {
				return nil, invalidPropValue(p, "expected integer value", "a, expected int64_t")
			}
			return ctx.IntAttr(ctx.I(64), v), nil
		},
		Print: func(p ir.OpPrinter, a ir.Attribute) {
			if i, ok := a.(*ir.IntegerAttr); ok {
				p.WriteString(strconv.FormatInt(i.Int64(), 10))
				return
			}
			p.PrintAttribute(a)
		},
	}
	// stringProp is StringProp: a string literal in formats.
	stringProp = ods.AttrConstraint{
		Desc:         "string",
		GoType:       "*ir.StringAttr",
		Pred:         isStringAttr,
		Storage:      isStringAttr,
		StorageError: "expected string property to come from string attribute",
		Parse: func(p ir.OpParser, ctx *ir.Context) (ir.Attribute, error) {
			s, ok := p.ParseOptionalString()
			if !ok {
				return nil, invalidPropValue(p, "expected string", "c, expected string")
			}
			return ctx.StringAttr(s), nil
		},
	}
	// boolProp is BoolProp: `true`, `false` or an integer in formats.
	// Upstream's conversion reports the string property's message.
	boolProp = ods.AttrConstraint{
		Desc:         "bool",
		GoType:       "*ir.IntegerAttr",
		Pred:         isBoolAttr,
		Storage:      isBoolAttr,
		StorageError: "expected string property to come from string attribute",
		Parse: func(p ir.OpParser, ctx *ir.Context) (ir.Attribute, error) {
			switch {
			case p.ParseOptionalKeyword("true"):
				return ctx.BoolAttr(true), nil
			case p.ParseOptionalKeyword("false"):
				return ctx.BoolAttr(false), nil
			}
			v, ok, err := p.ParseOptionalInteger()
			if err != nil {
				return nil, err
			}
			if !ok {
				return nil, invalidPropValue(p, "expected integer value", "flag, expected bool")
			}
			return ctx.BoolAttr(v != 0), nil
		},
		Print: func(p ir.OpPrinter, a ir.Attribute) {
			if i, ok := a.(*ir.IntegerAttr); ok {
				p.WriteString(strconv.FormatBool(i.Int64() != 0))
				return
			}
			p.PrintAttribute(a)
		},
	}
)

func isI64Attr(a ir.Attribute) bool {
	i, ok := a.(*ir.IntegerAttr)
	return ok && ir.BitWidth(i.Type) == 64
}

func isBoolAttr(a ir.Attribute) bool {
	i, ok := a.(*ir.IntegerAttr)
	return ok && ir.BitWidth(i.Type) == 1
}

func isStringAttr(a ir.Attribute) bool { _, ok := a.(*ir.StringAttr); return ok }

// denseArrayProp is an array property stored as a dense array, with its
// conversion message.
func denseArrayProp(c ods.AttrConstraint, name string) ods.AttrConstraint {
	c.Storage = c.Pred
	c.StorageError = "expected " + name + " for key `value`"
	return c
}

var propertyOps = []*ods.Op{
	{
		Name: "test.with_properties",
		Attrs: []ods.Attr{
			{Name: "a", Constraint: i64Prop, Property: ods.IntProperty, Default: func(c *ir.Context) ir.Attribute { return c.IntAttr(c.I(64), 0) }},
			{Name: "b", Constraint: ods.StrAttr},
			{Name: "c", Constraint: stringProp, Property: ods.StringProperty, Default: func(c *ir.Context) ir.Attribute { return c.StringAttr("") }},
			{Name: "flag", Constraint: boolProp, Property: ods.BoolValueProperty, Default: func(c *ir.Context) ir.Attribute { return c.BoolAttr(false) }},
			{Name: "array", Constraint: denseArrayProp(ods.DenseI64ArrayAttr, "DenseI64ArrayAttr"), Property: ods.IntArrayProperty,
				Default: func(c *ir.Context) ir.Attribute { return c.DenseI64Array(nil) }},
			{Name: "array32", Constraint: denseArrayProp(ods.DenseI32ArrayAttr, "DenseI32ArrayAttr"), Property: ods.IntArrayProperty,
				Default: func(c *ir.Context) ir.Attribute { return c.DenseI32Array(nil) }},
		},
		Format: "`a` `=` $a `,` `b` `=` $b `,` `c` `=` $c `,` `flag` `=` $flag `,` " +
			"`array` `=` $array `,` `array32` `=` $array32 attr-dict",
	},
}
