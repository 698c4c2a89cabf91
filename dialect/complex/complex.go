// Package complex defines the complex dialect: arithmetic and elementary
// functions on complex numbers (upstream's ComplexOps.td), and the
// `#complex.number` attribute.
package complex

import (
	"github.com/gomlir/gomlir/dialect/arith"
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/ods"
)

// Dialect is the complex dialect: its ops are defined once as ods specs.
var Dialect = &ods.Dialect{
	Name:      "complex",
	Summary:   "Complex numbers and operations on them",
	ViewNames: viewNames,
	Ops:       ops(),
	Template: ir.Dialect{
		ParseAttr:           parseAttr,
		PrintAttr:           printAttr,
		MaterializeConstant: materializeConstant,
		// Every complex op may be inlined (ComplexInlinerInterface).
		Interfaces: ir.Interfaces{ir.AlwaysLegal(nil, nil)},
	},
}

type foldFn = func(op *ir.Operation, operands []ir.Attribute) []ir.FoldResult

// Type constraints backed by ComplexType: a format spelling such a type
// rejects other kinds of types when parsing.
var (
	anyComplex     = withClass(ods.AnyComplex, "builtin.complex")
	complexOfFloat = withClass(ods.ComplexOfFloat, "builtin.complex")
)

func withClass(c ods.TypeConstraint, class string) ods.TypeConstraint {
	c.Class = class
	return c
}

// pure is upstream's Pure.
var pure = []ir.Trait{ir.TraitNoMemoryEffect, ir.TraitAlwaysSpeculatable}

func traits(ts ...ir.Trait) []ir.Trait { return append(append([]ir.Trait{}, pure...), ts...) }

// fastmath is `DefaultValuedAttr<Arith_FastMathAttr, "none">:$fastmath`.
func fastmath() ods.Attr {
	c := arith.FastMathConstraint
	if c.Storage == nil {
		c.Storage = c.Pred // the property holds a FastMathFlagsAttr
	}
	return ods.Attr{Name: "fastmath", Constraint: c,
		Default: func(c *ir.Context) ir.Attribute { return arith.FastMath(c, arith.FastMathNone) }}
}

// elementOf is `::llvm::cast<ComplexType>($_self).getElementType()`.
func elementOf(_ *ir.Context, t ir.Type) ir.Type {
	if c, ok := t.(*ir.ComplexType); ok {
		return c.Elem
	}
	return t
}

// arithmetic is ComplexArithmeticOp: two complex operands and a complex
// result of one type.
func arithmetic(mnemonic, summary string, fold foldFn) *ods.Op {
	return &ods.Op{
		Name:     "complex." + mnemonic,
		Summary:  summary,
		Operands: []ods.Operand{{Name: "lhs", Type: complexOfFloat}, {Name: "rhs", Type: complexOfFloat}},
		Attrs:    []ods.Attr{fastmath()},
		Results:  []ods.Result{{Name: "result", Type: complexOfFloat}},
		Traits:   traits(ir.TraitSameOperandsAndResultType, ir.TraitElementwise),
		Format:   "$lhs `,` $rhs (`fastmath` `` $fastmath^)? attr-dict `:` type($result)",
		Fold:     fold,
	}
}

// unary is ComplexUnaryOp with a complex result of the operand's type.
func unary(mnemonic, summary string, fold foldFn) *ods.Op {
	op := unaryTo(mnemonic, summary, "result", complexOfFloat, "", fold)
	op.Traits = append(op.Traits, ir.TraitSameOperandsAndResultType)
	return op
}

// unaryTo is ComplexUnaryOp with a result named result of constraint res;
// a non-empty desc adds the TypesMatchWith "complex element type matches
// result type" rule.
func unaryTo(mnemonic, summary, result string, res ods.TypeConstraint, desc string, fold foldFn) *ods.Op {
	op := &ods.Op{
		Name:     "complex." + mnemonic,
		Summary:  summary,
		Operands: []ods.Operand{{Name: "complex", Type: complexOfFloat}},
		Attrs:    []ods.Attr{fastmath()},
		Results:  []ods.Result{{Name: result, Type: res}},
		Traits:   traits(ir.TraitElementwise),
		Format:   "$complex (`fastmath` `` $fastmath^)? attr-dict `:` type($complex)",
		Fold:     fold,
	}
	if desc != "" {
		op.TypesMatchWith = []ods.TypeRule{{From: "complex", To: result, Transform: elementOf, Desc: desc}}
	}
	return op
}

func ops() []*ods.Op {
	const elemMatches = "complex element type matches result type"
	return []*ods.Op{
		unaryTo("abs", "computes absolute value of a complex number", "result", ods.AnyFloat, elemMatches, nil),
		arithmetic("add", "complex addition", foldAdd),
		arithmetic("atan2", "complex 2-argument arctangent", nil),
		{
			Name:     "complex.bitcast",
			Summary:  "computes bitcast between complex and equal arith types",
			Operands: []ods.Operand{{Name: "operand", Type: ods.AnyType}},
			Results:  []ods.Result{{Name: "result", Type: ods.AnyType}},
			Traits:   traits(),
			Format:   "$operand attr-dict `:` type($operand) `to` type($result)",
			Verify:   verifyBitcast,
			Fold:     foldBitcast,
		},
		{
			Name:        "complex.constant",
			Summary:     "complex number constant operation",
			Attrs:       []ods.Attr{{Name: "value", Constraint: ods.ArrayAttrC}},
			Results:     []ods.Result{{Name: "complex", Type: anyComplex}},
			Traits:      traits(ir.TraitConstantLike),
			Format:      "$value attr-dict `:` type($complex)",
			Verify:      verifyConstant,
			Fold:        foldConstant,
			ResultNames: func(op *ir.Operation, set func(v *ir.Value, name string)) { set(op.Result(0), "cst") },
		},
		unary("cos", "computes cosine of a complex number", nil),
		{
			Name:          "complex.create",
			Summary:       "complex number creation operation",
			Operands:      []ods.Operand{{Name: "real", Type: ods.AnyFloat}, {Name: "imaginary", Type: ods.AnyFloat}},
			Results:       []ods.Result{{Name: "complex", Type: complexOfFloat}},
			Traits:        traits(),
			AllTypesMatch: [][]string{{"real", "imaginary"}},
			TypesMatchWith: []ods.TypeRule{
				{From: "complex", To: "real", Transform: elementOf, Desc: "complex element type matches real operand type"},
				{From: "complex", To: "imaginary", Transform: elementOf, Desc: "complex element type matches imaginary operand type"},
			},
			Format: "$real `,` $imaginary attr-dict `:` type($complex)",
			Fold:   foldCreate,
		},
		arithmetic("div", "complex division", foldDiv),
		compare("eq", "computes whether two complex values are equal"),
		unary("exp", "computes exponential of a complex number", foldInverse("complex.log")),
		unary("expm1", "computes exponential of a complex number minus 1", nil),
		unaryTo("im", "extracts the imaginary part of a complex number", "imaginary", ods.AnyFloat, elemMatches, foldPart(1)),
		unary("log", "computes natural logarithm of a complex number", foldInverse("complex.exp")),
		unary("log1p", "computes natural logarithm of a complex number", nil),
		arithmetic("mul", "complex multiplication", foldMul),
		unary("neg", "Negation operator", foldInverse("complex.neg")),
		compare("neq", "computes whether two complex values are not equal"),
		arithmetic("pow", "complex power function", nil),
		{
			Name:     "complex.powi",
			Summary:  "complex number raised to integer power",
			Operands: []ods.Operand{{Name: "lhs", Type: complexOfFloat}, {Name: "rhs", Type: ods.AnySignlessInt}},
			Results:  []ods.Result{{Name: "result", Type: complexOfFloat}},
			Traits:   traits(ir.TraitElementwise, ir.TraitSameOperandsAndResultShape),
			// Unlike the other ops' flags, powi's are optional (nothing is
			// stored when absent).
			Attrs:         []ods.Attr{{Name: "fastmath", Constraint: fastmath().Constraint, Optional: true}},
			AllTypesMatch: [][]string{{"lhs", "result"}},
			Format:        "$lhs `,` $rhs (`fastmath` `` $fastmath^)? attr-dict `:` type($result) `,` type($rhs)",
		},
		unaryTo("re", "extracts the real part of a complex number", "real", ods.AnyFloat, elemMatches, foldPart(0)),
		unary("rsqrt", "complex reciprocal of square root", nil),
		unary("sign", "computes sign of a complex number", nil),
		unary("sin", "computes sine of a complex number", nil),
		unary("sqrt", "complex square root", nil),
		arithmetic("sub", "complex subtraction", foldSub),
		unary("tanh", "complex hyperbolic tangent", nil),
		unary("tan", "computes tangent of a complex number", nil),
		unary("conj", "Calculate the complex conjugate", foldInverse("complex.conj")),
		unaryTo("angle", "computes argument value of a complex number", "result", ods.AnyFloat, elemMatches, nil),
	}
}

// compare is complex.eq / complex.neq.
func compare(mnemonic, summary string) *ods.Op {
	return &ods.Op{
		Name:          "complex." + mnemonic,
		Summary:       summary,
		Operands:      []ods.Operand{{Name: "lhs", Type: complexOfFloat}, {Name: "rhs", Type: complexOfFloat}},
		Results:       []ods.Result{{Name: "result", Type: ods.I1}},
		Traits:        traits(ir.TraitElementwise),
		AllTypesMatch: [][]string{{"lhs", "rhs"}},
		Format:        "$lhs `,` $rhs  attr-dict `:` type($lhs)",
	}
}
