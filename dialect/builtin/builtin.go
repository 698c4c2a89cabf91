// Package builtin registers the builtin dialect: builtin.module and
// builtin.unrealized_conversion_cast.
package builtin

import (
	"sort"
	"strings"

	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/ir/datalayout"
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
		// As upstream's ModuleOp: its count traits and NoRegionArguments
		// before the core traits (SingleBlock, ...), the SizedRegion<1>
		// constraint of its body after them.
		VerifyCounts: verifyModuleCounts,
		Verify:       verifyModule,
		Parse:        parseModule,
		Print:        printModule,
		Interfaces:   ir.Interfaces{datalayout.AttrSpec{}},
	})
	if err := ods.RegisterOp(ctx, UnrealizedConversionCastOp); err != nil {
		panic(err)
	}
}

// verifyModuleCounts checks upstream's ModuleOp count traits and
// NoRegionArguments, which come before its SingleBlock trait.
func verifyModuleCounts(op *ir.Operation) error {
	switch {
	case op.NumRegions() != 1:
		return op.EmitOpError("requires one region")
	case op.NumResults() != 0:
		return op.EmitOpError("requires zero results")
	case op.NumSuccessors() != 0:
		return op.EmitOpError("requires 0 successors but found %d", op.NumSuccessors())
	case op.NumOperands() != 0:
		return op.EmitOpError("requires zero operands")
	}
	if b := op.Region(0).First(); b != nil && b.NumArgs() > 0 {
		return op.EmitOpError("region should have no arguments")
	}
	return nil
}

func verifyModule(op *ir.Operation) error {
	if op.Region(0).NumBlocks() != 1 {
		return op.EmitOpError("region #0 ('bodyRegion') failed to verify constraint: region with 1 blocks")
	}
	for _, a := range op.AllAttrs() {
		if !strings.Contains(a.Name, ".") && a.Name != "sym_name" && a.Name != "sym_visibility" {
			return op.EmitOpError("can only contain attributes with dialect-prefixed names, found: '%s'", a.Name)
		}
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

// NewModule returns an empty builtin.module (one empty block) at loc, for
// code that builds IR from scratch.
func NewModule(ctx *ir.Context, loc ir.Location) *ir.Operation {
	st := &ir.OperationState{Name: ctx.OpInfo("builtin.module"), Loc: loc}
	st.AddRegion().Append(ir.NewBlock())
	return ir.NewOperation(ctx, st)
}
