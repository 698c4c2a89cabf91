package testdialect

import (
	"strconv"
	"strings"

	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/ods"
)

// The test ops of custom directives and optional custom attributes
// (upstream's IR/custom-print-parse.mlir).
func init() {
	Dialect.Ops = append(Dialect.Ops, customParseOps...)
}

// dimensionList is custom<DimensionList>: `4x?x8`, or `[]` for no
// dimension, stored as a dense i64 array.
var dimensionList = ods.CustomDirective{
	Parse: func(p ir.OpParser, st *ir.OperationState, args []ods.DirectiveArg) error {
		ctx := p.Context()
		if p.ParseOptionalPunct("[") {
			if err := p.ParsePunct("]"); err != nil {
				return failedDimensionList(p, err)
			}
			st.AddAttr(args[0].Name, ctx.DenseI64Array(nil))
			return nil
		}
		dims, err := p.ParseDimensionList()
		if err != nil {
			return failedDimensionList(p, err)
		}
		if len(dims) == 0 {
			return p.Errorf("Failed parsing dimension list. Did you mean an empty list? It must be denoted by \"[]\".")
		}
		st.AddAttr(args[0].Name, ctx.DenseI64Array(dims))
		return nil
	},
	Print: func(p ir.OpPrinter, op *ir.Operation, args []ods.DirectiveArg) {
		d, ok := op.InherentAttr(args[0].Name).(*ir.DenseArrayAttr)
		if !ok {
			return
		}
		dims := d.Int64s()
		if len(dims) == 0 {
			p.WriteString("[]")
			return
		}
		parts := make([]string, len(dims))
		for i, v := range dims {
			if v == ir.Dynamic {
				parts[i] = "?"
			} else {
				parts[i] = strconv.FormatInt(v, 10)
			}
		}
		p.WriteString(strings.Join(parts, "x"))
	},
}

// failedDimensionList reports the parser's error, then upstream's.
func failedDimensionList(p ir.OpParser, first error) error {
	if d, ok := first.(*ir.Diagnostic); ok {
		p.Context().Report(d)
	}
	return p.Errorf("Failed parsing dimension list.")
}

// optionalCustomAttr is I1Attr read as any attribute, as upstream's
// custom parser of test.optional_custom_attr does.
var optionalCustomAttr = func() ods.AttrConstraint {
	c := ods.I1Attr
	c.Parse = func(p ir.OpParser, _ *ir.Context) (ir.Attribute, error) { return p.ParseAttribute(nil) }
	c.Print = func(p ir.OpPrinter, a ir.Attribute) { p.PrintAttribute(a) }
	return c
}()

var customParseOps = []*ods.Op{
	{
		Name:             "test.custom_dimension_list_attr",
		Attrs:            []ods.Attr{{Name: "dimension_list", Constraint: ods.DenseI64ArrayAttr}},
		Format:           "`dimension_list` `=` custom<DimensionList>($dimension_list) attr-dict",
		CustomDirectives: map[string]ods.CustomDirective{"DimensionList": dimensionList},
	},
	{
		Name:   "test.optional_custom_attr",
		Attrs:  []ods.Attr{{Name: "attr", Constraint: optionalCustomAttr, Optional: true}},
		Format: "attr-dict (`foo` $attr^) : (`bar`)?",
	},
}
