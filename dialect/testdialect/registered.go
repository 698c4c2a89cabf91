package testdialect

import (
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/ods"
)

// Test ops upstream's test dialect registers and gomlir's tests use only in
// the generic form: registered as upstream does them, they verify as there
// and bytecode marks their names registered.
func init() {
	Dialect.Ops = append(Dialect.Ops, genericOnlyOps...)
}

// i32OrTestI64 is upstream's AnyTypeOf<[I32, TestI64]>: the second
// constraint has no summary and holds for !test.i32 (and upstream's
// !test.int types, which gomlir does not have).
var i32OrTestI64 = ods.TypeConstraint{Desc: "32-bit signless integer or ", Pred: func(t ir.Type) bool {
	if s, ok := t.(*SimpleType); ok {
		return s.Mnemonic == "i32"
	}
	return ods.I32.Pred(t)
}}

var genericOnlyOps = []*ods.Op{
	{
		// test.symbol is SymbolOp.
		Name:   "test.symbol",
		Attrs:  []ods.Attr{{Name: "sym_name", Constraint: ods.StrAttr}, {Name: "sym_visibility", Constraint: ods.StrAttr, Optional: true}},
		Traits: []ir.Trait{ir.TraitNoMemoryEffect, ir.TraitSymbol},
		Verify: func(op *ir.Operation) error { return ir.VerifySymbolOp(op, false) },
	},
	{
		// test.addi is TestAddIOp.
		Name: "test.addi",
		Operands: []ods.Operand{{Name: "op1", Type: i32OrTestI64},
			{Name: "op2", Type: i32OrTestI64}},
		Results: []ods.Result{{Type: i32OrTestI64}},
	},
	{
		// test.one_region_op is OneRegionOp: one region of any shape.
		Name:    "test.one_region_op",
		Regions: []ods.Region{{}},
	},
	{
		// test.elementwise_mappable is ElementwiseMappableOp.
		Name:     "test.elementwise_mappable",
		Operands: []ods.Operand{{Type: ods.AnyType, Arity: ods.Variadic}},
		Results:  []ods.Result{{Type: ods.AnyType, Arity: ods.Variadic}},
		Traits:   []ir.Trait{ir.TraitElementwise, ir.TraitScalarizable, ir.TraitVectorizable, ir.TraitTensorizable},
	},
	{
		// test.data_layout_query is DataLayoutQueryOp, the op whose result
		// type --test-data-layout-query asks about.
		Name:    "test.data_layout_query",
		Results: []ods.Result{{Name: "res", Type: ods.AnyType}},
	},
}
