// Package ub defines the ub dialect: poison values and unreachable code.
package ub

import (
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/ods"
)

// Dialect is the ub dialect: its ops are defined once as ods specs.
var Dialect = &ods.Dialect{
	Name:    "ub",
	Summary: "undefined behavior: poison values and unreachable code",
	Ops:     []*ods.Op{poisonSpec, unreachableSpec},
	Template: ir.Dialect{
		ParseAttr:           parseAttr,
		PrintAttr:           printAttr,
		MaterializeConstant: materializeConstant,
		Interfaces: ir.Interfaces{
			ir.AlwaysLegal(nil, nil),
		},
	},
}

// PoisonAttrInterface is implemented by attributes that describe poison
// values (upstream's ub::PoisonAttrInterface), such as #ub.poison.
type PoisonAttrInterface interface {
	ir.Attribute
	// PoisonAttr marks the implementation.
	PoisonAttr()
}

// PoisonAttr is `#ub.poison`: a fully poisoned value.
type PoisonAttr struct{ ir.AttrBase }

// DialectName returns "ub".
func (*PoisonAttr) DialectName() string { return "ub" }

// PoisonAttr implements PoisonAttrInterface.
func (*PoisonAttr) PoisonAttr() {}

// Poison returns the uniqued #ub.poison attribute.
func Poison(ctx *ir.Context) *PoisonAttr {
	return ctx.UniqueDialectAttr([]byte("ub.poison"), func(base ir.AttrBase) ir.Attribute {
		return &PoisonAttr{AttrBase: base}
	}).(*PoisonAttr)
}

func parseAttr(dp ir.DialectParser, _ ir.Type) (ir.Attribute, error) {
	p, pos, kw, err := ir.ParseMnemonic(dp)
	if err != nil {
		return nil, err
	}
	if kw != "poison" {
		return nil, p.ErrorAt(pos, "unknown attribute `%s` in dialect `ub`", kw)
	}
	return Poison(p.Context()), nil
}

func printAttr(p ir.DialectPrinter, a ir.Attribute) {
	if _, ok := a.(*PoisonAttr); ok {
		p.WriteString("poison")
	}
}

func isPoisonAttr(a ir.Attribute) bool { _, ok := a.(PoisonAttrInterface); return ok }

// poisonAttrC is DefaultValuedAttr<PoisonAttrInterface, "{}">.
var poisonAttrC = ods.AttrConstraint{
	Desc:    "PoisonAttrInterface instance",
	Pred:    isPoisonAttr,
	Storage: isPoisonAttr,
}

// poisonSpec is ub.poison.
var poisonSpec = &ods.Op{
	Name:    "ub.poison",
	Summary: "Poisoned constant operation.",
	Description: "The `poison` operation materializes a compile-time poisoned constant value " +
		"to indicate deferred undefined behavior.",
	Attrs: []ods.Attr{{Name: "value", Constraint: poisonAttrC,
		Default: func(ctx *ir.Context) ir.Attribute { return Poison(ctx) }}},
	Results: []ods.Result{{Name: "result", Type: ods.AnyType}},
	Traits:  []ir.Trait{ir.TraitConstantLike, ir.TraitNoMemoryEffect, ir.TraitAlwaysSpeculatable},
	Format:  "attr-dict (`<` $value^ `>`)? `:` type($result)",
	Fold: func(op *ir.Operation, _ []ir.Attribute) []ir.FoldResult {
		return []ir.FoldResult{{Attr: op.InherentAttr("value")}}
	},
}

// unreachableSpec is ub.unreachable.
var unreachableSpec = &ods.Op{
	Name:        "ub.unreachable",
	Summary:     "Unreachable operation.",
	Description: "The `unreachable` operation triggers immediate undefined behavior if executed.",
	Traits:      []ir.Trait{ir.TraitTerminator},
	Format:      "attr-dict",
}

func materializeConstant(b *ir.Builder, value ir.Attribute, t ir.Type, loc ir.Location) *ir.Operation {
	if !isPoisonAttr(value) {
		return nil
	}
	return b.Create(&ir.OperationState{Loc: loc, Name: b.Ctx.LookupOp("ub.poison"),
		Types: []ir.Type{t}, Attrs: []ir.NamedAttr{{Name: "value", Value: value}}})
}
