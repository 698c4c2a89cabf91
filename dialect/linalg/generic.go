package linalg

import (
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/ir/affine"
	"github.com/gomlir/gomlir/ods"
	"github.com/gomlir/gomlir/ods/enumattr"
)

// Attribute constraints with upstream's descriptions.
var (
	// affineMapArrayAttr is AffineMapArrayAttr.
	affineMapArrayAttr = ods.AttrConstraint{Desc: "AffineMap array attribute", GoType: "*ir.ArrayAttr", Pred: func(a ir.Attribute) bool {
		arr, ok := a.(*ir.ArrayAttr)
		if !ok {
			return false
		}
		for _, e := range arr.Elems {
			if _, ok := e.(*ir.AffineMapAttr); !ok {
				return false
			}
		}
		return true
	}}
	// iteratorTypeArrayAttr is IteratorTypeArrayAttr.
	iteratorTypeArrayAttr = ods.AttrConstraint{Desc: "Iterator type should be an enum.", GoType: "*ir.ArrayAttr", Pred: func(a ir.Attribute) bool {
		arr, ok := a.(*ir.ArrayAttr)
		if !ok {
			return false
		}
		for _, e := range arr.Elems {
			if x, ok := e.(*enumattr.Attr); !ok || x.Def != iteratorType {
				return false
			}
		}
		return true
	}}
)

// nonNegativeI64Attr is ConfinedAttr<I64Attr, [IntMinValue<0>]>.
var nonNegativeI64Attr = func() ods.AttrConstraint {
	c := ods.I64Attr
	c.Desc = "64-bit signless integer attribute whose minimum value is 0"
	c.Pred = func(a ir.Attribute) bool {
		i, ok := a.(*ir.IntegerAttr)
		return ok && ods.I64Attr.Pred(a) && i.Int64() >= 0
	}
	return c
}()

// genericSpec is linalg.generic: a loop nest over its operands, described
// by an indexing map per operand and an iterator type per loop, running
// its region on the elements.
var genericSpec = &ods.Op{
	Name:     "linalg.generic",
	Summary:  "Generic Linalg op form where the key properties of the computation are specified as attributes",
	Operands: structuredOperands,
	Results:  structuredResults,
	Attrs: []ods.Attr{{Name: "indexing_maps", Constraint: affineMapArrayAttr},
		{Name: "iterator_types", Constraint: iteratorTypeArrayAttr},
		{Name: "doc", Constraint: ods.StrAttr, Optional: true},
		{Name: "library_call", Constraint: ods.StrAttr, Optional: true}},
	Regions:            []ods.Region{{Name: "region"}},
	Traits:             structuredTraits,
	ImplicitTerminator: "linalg.yield",
	Interfaces:         ir.Interfaces{structuredIface{genericMaps{}}},
	Parse:              parseGeneric,
	Print:              printGeneric,
	Verify:             verifyDestinationStyle,
	VerifyRegions:      verifyStructured,
	BlockArgNames: func(r *ir.Region, set func(v *ir.Value, name string)) {
		op := r.ParentOp()
		b := r.First()
		if op == nil || b == nil {
			return
		}
		nIn, _ := ods.GroupRange(op, 1, false)
		for i, a := range b.Args() {
			if i < nIn {
				set(a, "in")
			} else {
				set(a, "out")
			}
		}
	},
}

// genericMaps reads linalg.generic's maps and iterators from its
// attributes.
type genericMaps struct{}

// IndexingMaps returns the indexing_maps attribute's maps.
func (genericMaps) IndexingMaps(op *ir.Operation) []*affine.Map {
	arr, ok := op.InherentAttr("indexing_maps").(*ir.ArrayAttr)
	if !ok {
		return nil
	}
	return mapsOf(arr)
}

// IteratorTypes returns the iterator_types attribute's kinds.
func (genericMaps) IteratorTypes(op *ir.Operation) []int {
	arr, ok := op.InherentAttr("iterator_types").(*ir.ArrayAttr)
	if !ok {
		return nil
	}
	out := make([]int, len(arr.Elems))
	for i, e := range arr.Elems {
		if x, ok := e.(*enumattr.Attr); ok {
			out[i] = x.Value
		}
	}
	return out
}

// mapsOf returns the maps of an array of affine map attributes (nil when
// an element is not one).
func mapsOf(arr *ir.ArrayAttr) []*affine.Map {
	out := make([]*affine.Map, len(arr.Elems))
	for i, e := range arr.Elems {
		m, ok := e.(*ir.AffineMapAttr)
		if !ok {
			return nil
		}
		out[i] = m.Map
	}
	return out
}

// genericTraitAttrs are the attributes linalg.generic prints in its
// leading dictionary, in their sorted order.
var genericTraitAttrs = []string{"doc", "indexing_maps", "iterator_types", "library_call"}

// parseGeneric is GenericOp::parse: `{trait dictionary} ins(...) outs(...)
// (attrs = {...})? region (-> types)?`, iterator types written as strings.
func parseGeneric(p ir.OpParser, st *ir.OperationState) error {
	ctx := p.Context()
	at := p.Pos()
	a, err := p.ParseAttribute(nil)
	if err != nil {
		return err
	}
	dict, ok := a.(*ir.DictionaryAttr)
	if !ok {
		return p.ErrorAt(at, "invalid kind of attribute specified")
	}
	iters, ok := dict.Get("iterator_types").(*ir.ArrayAttr)
	if !ok {
		return p.ErrorAt(at, "expected iterator_types array attribute")
	}
	kinds := make([]ir.Attribute, len(iters.Elems))
	for i, e := range iters.Elems {
		s, _ := e.(*ir.StringAttr)
		var v int
		if s != nil {
			v, ok = iteratorType.Index(s.Value)
		}
		if s == nil || !ok {
			name := ""
			if s != nil {
				name = s.Value
			}
			return p.Errorf("unexpected iterator_type (%s)", name)
		}
		kinds[i] = iteratorType.Get(ctx, v)
	}
	for _, e := range dict.Entries {
		if e.Name == "iterator_types" {
			e.Value = ctx.ArrayAttr(kinds)
		}
		st.Attrs = append(st.Attrs, e)
	}
	if _, _, err := parseStructuredParts(p, st, true); err != nil {
		return err
	}
	if p.ParseOptionalKeyword("attrs") {
		if !p.ParseOptionalPunct("=") {
			return p.Errorf("expected '='")
		}
		extra, err := p.ParseOptionalAttrDict()
		if err != nil {
			return err
		}
		st.Attrs = append(st.Attrs, extra...)
	}
	if err := p.ParseRegion(st.AddRegion(), nil); err != nil {
		return err
	}
	types, err := parseOptionalArrowTypes(p)
	st.Types = append(st.Types, types...)
	return err
}

// printGeneric is GenericOp::print.
func printGeneric(p ir.OpPrinter, op *ir.Operation) {
	trait := ods.TraitDictionary(op, genericTraitAttrs, func(a ir.Attribute) (string, bool) {
		x, ok := a.(*enumattr.Attr)
		if !ok {
			return "", false
		}
		return x.Case(), true
	})
	if len(trait.Entries) > 0 {
		p.WriteString(" ")
		p.PrintAttribute(trait)
	}
	printStructuredParts(p, op)
	if d := op.Attrs(); d != nil && len(d.Entries) > 0 {
		p.WriteString(" attrs = ")
		p.PrintOptionalAttrDict(d.Entries)
	}
	if op.Region(0).First() != nil {
		p.WriteString(" ")
		p.PrintRegion(op.Region(0), true, true, false)
	}
	printArrowTypes(p, op)
}

// yieldSpec is linalg.yield, the terminator of structured ops' bodies.
var yieldSpec = &ods.Op{
	Name:     "linalg.yield",
	Summary:  "Linalg yield operation",
	Operands: []ods.Operand{{Name: "values", Type: ods.AnyType, Arity: ods.Variadic}},
	Traits:   []ir.Trait{ir.TraitNoMemoryEffect, ir.TraitAlwaysSpeculatable, ir.TraitReturnLike, ir.TraitTerminator},
	Parse:    parseYield,
	Print:    printYield,
	Verify:   verifyYield,
}

// parseYield is YieldOp::parse: `operands attr-dict (: types)?`.
func parseYield(p ir.OpParser, st *ir.OperationState) error {
	at := p.Pos()
	var ops []ir.UnresolvedOperand
	for {
		u, ok, err := p.ParseOptionalOperand()
		if err != nil {
			return err
		}
		if !ok {
			break
		}
		ops = append(ops, u)
		if !p.ParseOptionalPunct(",") {
			break
		}
	}
	attrs, err := p.ParseOptionalAttrDict()
	if err != nil {
		return err
	}
	st.Attrs = append(st.Attrs, attrs...)
	var types []ir.Type
	if len(ops) > 0 {
		if err := p.ParsePunct(":"); err != nil {
			return err
		}
		if types, err = parseTypeList(p); err != nil {
			return err
		}
	}
	if len(types) != len(ops) {
		return p.ErrorAt(at, "%d operands present, but expected %d", len(ops), len(types))
	}
	for i, u := range ops {
		v, err := p.ResolveOperand(u, types[i])
		if err != nil {
			return err
		}
		st.Operands = append(st.Operands, v)
	}
	return nil
}

// printYield is YieldOp::print.
func printYield(p ir.OpPrinter, op *ir.Operation) {
	if op.NumOperands() > 0 {
		p.WriteString(" ")
		for i, v := range op.Operands() {
			if i > 0 {
				p.WriteString(", ")
			}
			p.PrintOperand(v)
		}
	}
	if d := op.Attrs(); d != nil {
		p.PrintOptionalAttrDict(d.Entries)
	}
	if op.NumOperands() > 0 {
		p.WriteString(" : ")
		printTypes(p, op.Operands())
	}
}

// verifyYield is YieldOp::verify: one value per init of the enclosing
// structured op, of the init's element type.
func verifyYield(op *ir.Operation) error {
	parent := op.ParentOp()
	if parent == nil || parent.NumRegions() != 1 || parent.Region(0).First() == nil {
		return op.EmitOpError("expected single non-empty parent region")
	}
	if _, ok := ir.OpInterface[LinalgOp](parent); !ok {
		return op.EmitOpError("expected parent op with LinalgOp interface")
	}
	start, n := ods.GroupRange(parent, 1, false)
	if op.NumOperands() != n {
		return op.EmitOpError("expected number of yield values (%d) to match the number of inits / outs operands of the enclosing LinalgOp (%d)",
			op.NumOperands(), n)
	}
	for i, v := range op.Operands() {
		et := elementTypeOrSelf(parent.Operand(start + i).Type())
		if v.Type() != et {
			return op.EmitOpError("type of yield operand %d (%s) doesn't match the element type of the enclosing linalg.generic op (%s)",
				i+1, quote(v.Type()), quote(et))
		}
	}
	return nil
}

// indexSpec is linalg.index: the value of a loop's induction variable
// inside a structured op's body.
var indexSpec = &ods.Op{
	Name:    "linalg.index",
	Summary: "linalg index operation",
	Attrs:   []ods.Attr{{Name: "dim", Constraint: nonNegativeI64Attr}},
	Results: []ods.Result{{Name: "result", Type: ods.Index}},
	Traits:  []ir.Trait{ir.TraitNoMemoryEffect, ir.TraitAlwaysSpeculatable},
	Format:  "$dim attr-dict `:` type($result)",
	Verify: func(op *ir.Operation) error {
		parent := op.ParentOp()
		var lop LinalgOp
		ok := false
		if parent != nil {
			lop, ok = ir.OpInterface[LinalgOp](parent)
		}
		if !ok {
			return op.EmitOpError("expected parent op with LinalgOp interface")
		}
		dim := op.InherentAttr("dim").(*ir.IntegerAttr).Int64()
		if n := len(lop.IteratorTypes(parent)); int64(n) <= dim {
			return op.EmitOpError("expected dim (%d) to be lower than the number of loops (%d) of the enclosing LinalgOp", dim, n)
		}
		return nil
	},
}
