// Package builtin registers the builtin dialect: builtin.module and
// builtin.unrealized_conversion_cast.
package builtin

import (
	"sort"

	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/ods"
)

// Register adds the builtin dialect to ctx.
func Register(ctx *ir.Context) {
	ctx.RegisterDialect(&ir.Dialect{Name: "builtin"})
	var traits ir.TraitSet
	for _, t := range []ir.Trait{ir.TraitAffineScope, ir.TraitIsolatedFromAbove, ir.TraitNoTerminator,
		ir.TraitSingleBlock, ir.TraitSymbolTable, ir.TraitSymbol, ir.TraitGraphRegions} {
		traits = traits.With(t)
	}
	ctx.RegisterOp(&ir.OpInfo{
		Name:           "builtin.module",
		Traits:         traits,
		DefaultDialect: "builtin",
		InherentAttrs:  []string{"sym_name", "sym_visibility"},
		Verify:         verifyModule,
		Parse:          parseModule,
		Print:          printModule,
	})
	if err := ods.RegisterOp(ctx, UnrealizedConversionCastOp); err != nil {
		panic(err)
	}
}

func verifyModule(op *ir.Operation) error {
	r := op.Region(0)
	if b := r.First(); b != nil && b.NumArgs() > 0 {
		return op.EmitOpError("expects region #0 to have 0 arguments")
	}
	return nil
}

func parseModule(p ir.OpParser, st *ir.OperationState) error {
	ctx := p.Context()
	var props []ir.NamedAttr
	if name, ok := p.ParseOptionalSymbolName(); ok {
		props = append(props, ir.NamedAttr{Name: "sym_name", Value: ctx.StringAttr(name)})
	}
	attrs, err := p.ParseOptionalAttrDictWithKeyword()
	if err != nil {
		return err
	}
	st.Attrs = append(st.Attrs, attrs...)
	// Inherent attributes written in the dictionary move to properties.
	var rest []ir.NamedAttr
	for _, a := range st.Attrs {
		if a.Name == "sym_name" || a.Name == "sym_visibility" {
			props = append(props, a)
			continue
		}
		rest = append(rest, a)
	}
	st.Attrs = rest
	if len(props) > 0 {
		st.Props = ctx.DictionaryAttr(props)
	}
	r := st.AddRegion()
	if err := p.ParseRegion(r, nil); err != nil {
		return err
	}
	if r.Empty() {
		r.Append(ir.NewBlock())
	}
	return nil
}

func printModule(p ir.OpPrinter, op *ir.Operation) {
	var attrs []ir.NamedAttr
	if d, ok := op.Props().(*ir.DictionaryAttr); ok {
		if n, ok := d.Get("sym_name").(*ir.StringAttr); ok {
			p.WriteString(" ")
			p.PrintSymbolName(n.Value)
		}
		for _, e := range d.Entries {
			if e.Name != "sym_name" {
				attrs = append(attrs, e)
			}
		}
	}
	if d := op.Attrs(); d != nil {
		attrs = append(attrs, d.Entries...)
	}
	// Upstream prints op->getAttrs(): inherent and discardable attributes
	// in one dictionary, sorted by name.
	sort.SliceStable(attrs, func(i, j int) bool { return attrs[i].Name < attrs[j].Name })
	p.PrintOptionalAttrDictWithKeyword(attrs)
	p.WriteString(" ")
	p.PrintRegion(op.Region(0), false, false, false)
}
