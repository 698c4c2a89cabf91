package testdialect

import (
	"github.com/gomlir/gomlir/dialect/linalg"
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/ods"
	"github.com/gomlir/gomlir/ods/enumattr"
)

// iteratorType is the test dialect's `#test.iterator_type<...>`
// (utils::IteratorType as a test enum attribute).
var iteratorType = &enumattr.Def{Dialect: "test", Mnemonic: "iterator_type", Angled: true,
	Cases: []string{"parallel", "reduction"}, CppName: "::mlir::utils::IteratorType", AttrName: "IteratorTypeAttr",
	Desc: "Iterator type"}

// The ops of upstream's test dialect checking ConvolutionOpInterface:
// test.conv_op_not_linalg_op has the interface without being a LinalgOp;
// test.linalg_conv_op is a structured op (maps and iterators as
// attributes) claiming to be a convolution.
func init() {
	Dialect.Ops = append(Dialect.Ops, &ods.Op{
		Name: "test.conv_op_not_linalg_op",
		Operands: []ods.Operand{{Name: "image", Type: ods.AnyType}, {Name: "filter", Type: ods.AnyType},
			{Name: "output", Type: ods.AnyType}},
		Results: []ods.Result{{Name: "result", Type: ods.TypeConstraint{Desc: "ranked tensor of any type values",
			Pred: func(t ir.Type) bool { _, ok := t.(*ir.RankedTensorType); return ok }}}},
		Verify: linalg.VerifyConvolutionInterface,
	}, &ods.Op{
		Name:     "test.linalg_conv_op",
		Operands: []ods.Operand{{Name: "inputs", Type: ods.AnyType, Arity: ods.Variadic}, {Name: "outputs", Type: ods.AnyType, Arity: ods.Variadic}},
		Results:  []ods.Result{{Name: "results", Type: ods.AnyType, Arity: ods.Variadic}},
		Regions:  []ods.Region{{Name: "region"}},
		Traits:   []ir.Trait{ir.TraitAttrSizedOperandSegments, ir.TraitSingleBlock},
		Format: "attr-dict (`ins` `(` $inputs^ `:` type($inputs) `)`)? `outs` `(` $outputs `:` type($outputs) `)` " +
			"$region (`->` type($results)^)?",
		Interfaces: ir.Interfaces{linalg.AttrStructuredInterface},
		Verify: func(op *ir.Operation) error {
			if err := linalg.VerifyDestinationStyle(op); err != nil {
				return err
			}
			return linalg.VerifyConvolutionInterface(op)
		},
		VerifyRegions: linalg.VerifyStructured,
	})
}
