package testdialect

import (
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/ods"
)

// The test ops of normalize-memrefs: op_norm and op_norm_ret are
// MemRefsNormalizable, op_nonnorm is not.
func init() {
	Dialect.Ops = append(Dialect.Ops,
		&ods.Op{Name: "test.op_norm", Traits: []ir.Trait{ir.TraitMemRefsNormalizable},
			Operands: []ods.Operand{{Name: "X", Type: ods.AnyMemRef}, {Name: "Y", Type: ods.AnyMemRef}}},
		&ods.Op{Name: "test.op_nonnorm",
			Operands: []ods.Operand{{Name: "X", Type: ods.AnyMemRef}, {Name: "Y", Type: ods.AnyMemRef}}},
		&ods.Op{Name: "test.op_norm_ret", Traits: []ir.Trait{ir.TraitMemRefsNormalizable},
			Operands: []ods.Operand{{Name: "X", Type: ods.AnyMemRef}},
			Results:  []ods.Result{{Name: "Y", Type: ods.AnyMemRef}, {Name: "Z", Type: ods.AnyMemRef}}},
	)
}
