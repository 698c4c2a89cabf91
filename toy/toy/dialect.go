// Package toy is the toy dialect of MLIR's tutorial, declared with ods op
// specs. The dialect grows chapter by chapter as the tutorial's does
// (chapter 2: the ops; 3: purity and canonicalization patterns; 4: the
// inliner and shape inference interfaces and toy.cast; 5: toy.print of
// memrefs); Dialect(n) returns chapter n's. It is not registered by
// gomlir-opt: toyc registers it.
package toy

import (
	"github.com/gomlir/gomlir/asm"
	function "github.com/gomlir/gomlir/dialect/func"
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/ods"
	"github.com/gomlir/gomlir/rewrite"
)

// ShapeInference is the ShapeInferenceOpInterface of the tutorial: ops that
// can compute their result types from their (ranked) operand types.
type ShapeInference interface {
	// InferShapes sets op's result types from its operand types.
	InferShapes(op *ir.Operation)
}

func init() { ir.RegisterInterface[ShapeInference]("ShapeInferenceOpInterface") }

// Register adds chapter n's toy dialect to ctx.
func Register(ctx *ir.Context, chapter int) error { return Dialect(chapter).Register(ctx) }

var (
	f64Tensor = ods.TypeConstraint{Desc: "tensor of 64-bit float values", Pred: func(t ir.Type) bool {
		return isTensor(t) && isF64(ods.ElementOf(t))
	}}
	f64MemRef = ods.TypeConstraint{Desc: "memref of 64-bit float values", Pred: func(t ir.Type) bool {
		m, ok := t.(*ir.MemRefType)
		return ok && isF64(m.Elem)
	}}
	staticF64Tensor = ods.TypeConstraint{Desc: "statically shaped tensor of 64-bit float values", Pred: func(t ir.Type) bool {
		r, ok := t.(*ir.RankedTensorType)
		if !ok || !isF64(r.Elem) {
			return false
		}
		for _, d := range r.Shape {
			if d < 0 {
				return false
			}
		}
		return true
	}}
	f64ElementsAttr = ods.AttrConstraint{Desc: "64-bit float elements attribute", GoType: "*ir.DenseElementsAttr", Pred: func(a ir.Attribute) bool {
		d, ok := a.(*ir.DenseElementsAttr)
		return ok && isF64(d.ElemType())
	}}
)

func isTensor(t ir.Type) bool {
	switch t.(type) {
	case *ir.RankedTensorType, *ir.UnrankedTensorType:
		return true
	}
	return false
}

func isF64(t ir.Type) bool {
	f, ok := t.(*ir.FloatType)
	return ok && f.Kind == ir.F64
}

// pure is upstream's Pure.
var pure = []ir.Trait{ir.TraitNoMemoryEffect, ir.TraitAlwaysSpeculatable}

// Dialect returns the toy dialect of chapter n (2 to 7).
func Dialect(chapter int) *ods.Dialect {
	// opTraits are the traits of the ops that became Pure in chapter 3.
	var opTraits []ir.Trait
	if chapter >= 3 {
		opTraits = pure
	}
	shaped := func(op *ods.Op, infer ShapeInference) *ods.Op {
		if chapter >= 4 {
			op.Interfaces = append(op.Interfaces, infer)
		}
		return op
	}
	binary := func(name, summary string, infer ShapeInference) *ods.Op {
		return shaped(&ods.Op{
			Name:     "toy." + name,
			Summary:  summary,
			Operands: []ods.Operand{{Name: "lhs", Type: f64Tensor}, {Name: "rhs", Type: f64Tensor}},
			Results:  []ods.Result{{Name: "result", Type: f64Tensor}},
			Traits:   opTraits,
			Parse:    parseBinaryOp,
			Print:    printBinaryOp,
		}, infer)
	}
	printInput := f64Tensor
	if chapter >= 5 {
		printInput = ods.AnyOf("tensor of 64-bit float values or memref of 64-bit float values", f64Tensor, f64MemRef)
	}
	call := &ods.Op{
		Name:     "toy.generic_call",
		Summary:  "generic call operation",
		Attrs:    []ods.Attr{{Name: "callee", Constraint: ods.FlatSymbolRefAttr}},
		Operands: []ods.Operand{{Name: "inputs", Type: f64Tensor, Arity: ods.Variadic}},
		Results:  []ods.Result{{Name: "result", Type: f64Tensor}},
		Format:   "$callee `(` $inputs `)` attr-dict `:` functional-type($inputs, results)",
	}
	fn := &ods.Op{
		Name:    "toy.func",
		Summary: "user defined function operation",
		Attrs: []ods.Attr{
			{Name: "sym_name", Constraint: ods.SymbolNameAttrC},
			{Name: "function_type", Constraint: ods.FunctionTypeAttr},
			{Name: "arg_attrs", Constraint: ods.DictArrayAttr, Optional: true},
			{Name: "res_attrs", Constraint: ods.DictArrayAttr, Optional: true},
		},
		Regions:    []ods.Region{{Name: "body"}},
		Traits:     []ir.Trait{ir.TraitIsolatedFromAbove, ir.TraitSymbol},
		Parse:      function.ParseFunctionOp,
		Print:      function.PrintFunctionOp,
		Verify:     function.VerifyFunctionOp,
		Interfaces: ir.Interfaces{function.FunctionLike{}},
	}
	reshape := &ods.Op{
		Name:     "toy.reshape",
		Summary:  "tensor reshape operation",
		Operands: []ods.Operand{{Name: "input", Type: f64Tensor}},
		Results:  []ods.Result{{Name: "result", Type: staticF64Tensor}},
		Traits:   opTraits,
		Format:   "`(` $input `:` type($input) `)` attr-dict `to` type(results)",
	}
	transpose := shaped(&ods.Op{
		Name:     "toy.transpose",
		Summary:  "transpose operation",
		Operands: []ods.Operand{{Name: "input", Type: f64Tensor}},
		Results:  []ods.Result{{Name: "result", Type: f64Tensor}},
		Traits:   opTraits,
		Format:   "`(` $input `:` type($input) `)` attr-dict `to` type(results)",
		Verify:   verifyTranspose,
	}, transposeShape{})
	ret := &ods.Op{
		Name:        "toy.return",
		Summary:     "return operation",
		Operands:    []ods.Operand{{Name: "input", Type: f64Tensor, Arity: ods.Variadic}},
		Traits:      append([]ir.Trait{ir.TraitTerminator}, pure...),
		ParentNames: []string{"toy.func"},
		Format:      "($input^ `:` type($input))? attr-dict ",
		Verify:      verifyReturn,
	}
	if chapter >= 3 {
		reshape.Canonicalize = reshapePatterns()
		transpose.Canonicalize = []any{&rewrite.Func{Name: "SimplifyRedundantTranspose", On: "toy.transpose", Weight: 1, Rewrite: simplifyRedundantTranspose}}
	}
	ops := []*ods.Op{
		{
			Name:    "toy.constant",
			Summary: "constant",
			Attrs:   []ods.Attr{{Name: "value", Constraint: f64ElementsAttr}},
			Results: []ods.Result{{Name: "result", Type: f64Tensor}},
			Traits:  pure,
			Parse:   parseConstant,
			Print:   printConstant,
			Verify:  verifyAnyConstant,
		},
		binary("add", "element-wise addition operation", sameAsOperand{}),
		fn,
		call,
		binary("mul", "element-wise multiplication operation", sameAsOperand{}),
		{
			Name:     "toy.print",
			Summary:  "print operation",
			Operands: []ods.Operand{{Name: "input", Type: printInput}},
			Format:   "$input attr-dict `:` type($input)",
		},
		reshape,
		ret,
		transpose,
	}
	d := &ods.Dialect{Name: "toy", Summary: "the Toy language of MLIR's tutorial", Ops: ops}
	if chapter >= 4 {
		call.Attrs = append(call.Attrs,
			ods.Attr{Name: "arg_attrs", Constraint: ods.DictArrayAttr, Optional: true},
			ods.Attr{Name: "res_attrs", Constraint: ods.DictArrayAttr, Optional: true})
		call.Interfaces = ir.Interfaces{callInterface{}}
		d.Ops = append(d.Ops, shaped(&ods.Op{
			Name:     "toy.cast",
			Summary:  "shape cast operation",
			Operands: []ods.Operand{{Name: "input", Type: f64Tensor}},
			Results:  []ods.Result{{Name: "output", Type: f64Tensor}},
			// SameOperandsAndResultShape is checked by verifyCast, after
			// the CastOpInterface check that precedes it in MLIR's list.
			Traits:       pure,
			Format:       "$input attr-dict `:` type($input) `to` type($output)",
			VerifyTraits: verifyCast,
			Fold:         foldIdentityCast,
		}, sameAsOperand{}))
		d.Template.Interfaces = ir.Interfaces{inliner()}
	}
	if chapter >= 7 {
		constant := ops[0]
		constant.Traits = append([]ir.Trait{ir.TraitConstantLike}, pure...)
		constant.Interfaces = ir.Interfaces{constantShape{}}
		constant.Fold = foldValue
		call.Operands[0].Type = toyType
		call.Results[0].Type = toyType
		ret.Operands[0].Type = toyType
		d.Ops = append(d.Ops, structOps()...)
		d.Template.ParseType = parseType
		d.Template.PrintType = printType
		d.Template.MaterializeConstant = materializeConstant
	}
	return d
}

func typeString(t ir.Type) string { return asm.TypeString(t) }
