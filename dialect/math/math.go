// Package math defines the math dialect: elementwise mathematical
// operations on integer and floating-point scalars, vectors and tensors
// (upstream's MathOps.td).
package math

import (
	"github.com/gomlir/gomlir/dialect/arith"
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/ods"
)

// Dialect is the math dialect: its ops are defined once as ods specs.
var Dialect = &ods.Dialect{
	Name:      "math",
	Summary:   "Mathematical operations on integer and floating-point types",
	ViewNames: viewNames,
	Ops:       ops(),
	Template:  ir.Dialect{MaterializeConstant: materializeConstant},
}

type foldFn = func(op *ir.Operation, operands []ir.Attribute) []ir.FoldResult

// mathTraits are the traits of every op (Math_Op): Pure and
// ElementwiseMappable.
func mathTraits(extra ...ir.Trait) []ir.Trait {
	return append([]ir.Trait{ir.TraitNoMemoryEffect, ir.TraitAlwaysSpeculatable, ir.TraitElementwise,
		ir.TraitScalarizable, ir.TraitVectorizable, ir.TraitTensorizable}, extra...)
}

// fastmath is `DefaultValuedAttr<Arith_FastMathAttr, "none">:$fastmath`.
func fastmath() ods.Attr {
	c := arith.FastMathConstraint
	if c.Storage == nil {
		c.Storage = c.Pred // the property holds a FastMathFlagsAttr
	}
	return ods.Attr{Name: "fastmath", Constraint: c,
		Default: func(c *ir.Context) ir.Attribute { return arith.FastMath(c, arith.FastMathNone) }}
}

// floatUnary is Math_FloatUnaryOp.
func floatUnary(mnemonic, summary string, fold foldFn) *ods.Op {
	return &ods.Op{
		Name:     "math." + mnemonic,
		Summary:  summary,
		Operands: []ods.Operand{{Name: "operand", Type: ods.FloatLike}},
		Attrs:    []ods.Attr{fastmath()},
		Results:  []ods.Result{{Name: "result", Type: ods.FloatLike}},
		Traits:   mathTraits(ir.TraitSameOperandsAndResultType),
		Format:   "$operand (`fastmath` `` $fastmath^)? attr-dict `:` type($result)",
		Fold:     fold,
	}
}

// floatBinary is Math_FloatBinaryOp.
func floatBinary(mnemonic, summary string, fold foldFn) *ods.Op {
	return &ods.Op{
		Name:     "math." + mnemonic,
		Summary:  summary,
		Operands: []ods.Operand{{Name: "lhs", Type: ods.FloatLike}, {Name: "rhs", Type: ods.FloatLike}},
		Attrs:    []ods.Attr{fastmath()},
		Results:  []ods.Result{{Name: "result", Type: ods.FloatLike}},
		Traits:   mathTraits(ir.TraitSameOperandsAndResultType),
		Format:   "$lhs `,` $rhs (`fastmath` `` $fastmath^)? attr-dict `:` type($result)",
		Fold:     fold,
	}
}

// floatTernary is Math_FloatTernaryOp.
func floatTernary(mnemonic, summary string) *ods.Op {
	return &ods.Op{
		Name:     "math." + mnemonic,
		Summary:  summary,
		Operands: []ods.Operand{{Name: "a", Type: ods.FloatLike}, {Name: "b", Type: ods.FloatLike}, {Name: "c", Type: ods.FloatLike}},
		Attrs:    []ods.Attr{fastmath()},
		Results:  []ods.Result{{Name: "result", Type: ods.FloatLike}},
		Traits:   mathTraits(ir.TraitSameOperandsAndResultType),
		Format:   "$a `,` $b `,` $c (`fastmath` `` $fastmath^)? attr-dict `:` type($result)",
	}
}

// intUnary is Math_IntegerUnaryOp.
func intUnary(mnemonic, summary string, fold foldFn) *ods.Op {
	return &ods.Op{
		Name:     "math." + mnemonic,
		Summary:  summary,
		Operands: []ods.Operand{{Name: "operand", Type: ods.SignlessIntegerLike}},
		Results:  []ods.Result{{Name: "result", Type: ods.SignlessIntegerLike}},
		Traits:   mathTraits(ir.TraitSameOperandsAndResultType),
		Format:   "$operand attr-dict `:` type($result)",
		Fold:     fold,
	}
}

// intBinary is Math_IntegerBinaryOp.
func intBinary(mnemonic, summary string, fold foldFn) *ods.Op {
	return &ods.Op{
		Name:     "math." + mnemonic,
		Summary:  summary,
		Operands: []ods.Operand{{Name: "lhs", Type: ods.SignlessIntegerLike}, {Name: "rhs", Type: ods.SignlessIntegerLike}},
		Results:  []ods.Result{{Name: "result", Type: ods.SignlessIntegerLike}},
		Traits:   mathTraits(ir.TraitSameOperandsAndResultType),
		Format:   "$lhs `,` $rhs attr-dict `:` type($result)",
		Fold:     fold,
	}
}

// classification is Math_FloatClassificationOp: the result is i1 of the
// operand's shape.
func classification(mnemonic, summary string, fold foldFn) *ods.Op {
	return &ods.Op{
		Name:     "math." + mnemonic,
		Summary:  summary,
		Operands: []ods.Operand{{Name: "operand", Type: ods.FloatLike}},
		Attrs:    []ods.Attr{fastmath()},
		Results:  []ods.Result{{Name: "result", Type: ods.BoolLike}},
		Traits:   mathTraits(),
		TypesMatchWith: []ods.TypeRule{{From: "operand", To: "result", Transform: i1SameShape,
			Desc: "result type has i1 element type and same shape as operands"}},
		Format: "$operand attr-dict `:` type($operand)",
		Fold:   fold,
	}
}

// i1SameShape is upstream's getI1SameShape: i1, or the shaped type t with
// i1 elements.
func i1SameShape(ctx *ir.Context, t ir.Type) ir.Type {
	i1 := ctx.I(1)
	switch s := t.(type) {
	case *ir.VectorType:
		return ctx.VectorType(s.Shape, i1, s.Scalable)
	case *ir.RankedTensorType:
		return ctx.RankedTensorType(s.Shape, i1, s.Encoding)
	case *ir.UnrankedTensorType:
		return ctx.UnrankedTensorType(i1)
	case *ir.MemRefType:
		return ctx.MemRefType(s.Shape, i1, s.Layout, s.MemorySpace)
	}
	return i1
}

func ops() []*ods.Op {
	clampf := &ods.Op{
		Name:    "math.clampf",
		Summary: "floating point clamping operation",
		Operands: []ods.Operand{{Name: "value", Type: ods.FloatLike}, {Name: "min", Type: ods.FloatLike},
			{Name: "max", Type: ods.FloatLike}},
		Attrs:   []ods.Attr{fastmath()},
		Results: []ods.Result{{Name: "result", Type: ods.FloatLike}},
		Traits:  mathTraits(ir.TraitSameOperandsAndResultType),
		Format:  "$value `to` ` ` `[` $min `,` $max `]` (`fastmath` `` $fastmath^)? attr-dict `:` type($result)",
	}
	sincos := &ods.Op{
		Name:          "math.sincos",
		Summary:       "sine and cosine of the specified value",
		Operands:      []ods.Operand{{Name: "operand", Type: ods.FloatLike}},
		Attrs:         []ods.Attr{fastmath()},
		Results:       []ods.Result{{Name: "sin", Type: ods.FloatLike}, {Name: "cos", Type: ods.FloatLike}},
		Traits:        mathTraits(ir.TraitSameOperandsAndResultShape),
		AllTypesMatch: [][]string{{"operand", "sin", "cos"}},
		Format:        "$operand (`fastmath` `` $fastmath^)? attr-dict `:` type($operand)",
	}
	fpowi := &ods.Op{
		Name:          "math.fpowi",
		Summary:       "floating point raised to the signed integer power",
		Operands:      []ods.Operand{{Name: "lhs", Type: ods.FloatLike}, {Name: "rhs", Type: ods.SignlessIntegerLike}},
		Attrs:         []ods.Attr{fastmath()},
		Results:       []ods.Result{{Name: "result", Type: ods.FloatLike}},
		Traits:        mathTraits(ir.TraitSameOperandsAndResultShape),
		AllTypesMatch: [][]string{{"lhs", "result"}},
		Format:        "$lhs `,` $rhs (`fastmath` `` $fastmath^)? attr-dict `:` type($lhs) `,` type($rhs)",
	}
	return []*ods.Op{
		floatUnary("absf", "floating point absolute-value operation", foldAbsF),
		intUnary("absi", "integer absolute-value operation", foldAbsI),
		floatUnary("acosh", "Hyperbolic arcus cosine of the given value", libmUnary(fnAcosh)),
		floatUnary("asin", "arcus sine of the given value", libmUnary(fnAsin)),
		floatUnary("asinh", "hyperbolic arcus sine of the given value", libmUnary(fnAsinh)),
		floatUnary("atan", "arcus tangent of the given value", libmUnary(fnAtan)),
		floatUnary("atanh", "hyperbolic arcus tangent of the given value", libmUnary(fnAtanh)),
		floatBinary("atan2", "2-argument arcus tangent of the given values", foldAtan2),
		floatUnary("cbrt", "cube root of the specified value", nil),
		floatUnary("ceil", "ceiling of the specified value", apUnary((*ir.FloatSemantics).Ceil)),
		clampf,
		floatBinary("copysign", "A copysign operation", foldCopySign),
		floatUnary("cos", "cosine of the specified value", libmUnary(fnCos)),
		floatUnary("acos", "arcus cosine of the specified value", libmUnary(fnAcos)),
		floatUnary("cosh", "hyperbolic cosine of the specified value", libmUnary(fnCosh)),
		floatUnary("sin", "sine of the specified value", libmUnary(fnSin)),
		floatUnary("sinh", "hyperbolic sine of the specified value", libmUnary(fnSinh)),
		sincos,
		intUnary("ctlz", "counts the leading zeros an integer value", foldCtlz),
		intUnary("cttz", "counts the trailing zeros an integer value", foldCttz),
		intUnary("ctpop", "counts the number of set bits of an integer value", foldCtpop),
		floatUnary("erf", "error function of the specified value", libmUnary(fnErf)),
		floatUnary("erfc", "complementary error function of the specified value", libmUnary(fnErfc)),
		floatUnary("exp", "base-e exponential of the specified value", libmUnary(fnExp)),
		floatUnary("exp2", "base-2 exponential of the specified value", libmUnary(fnExp2)),
		floatUnary("expm1", "base-e exponential of the specified value minus 1", libmUnary(fnExpm1)),
		floatUnary("floor", "floor of the specified value", apUnary((*ir.FloatSemantics).Floor)),
		floatTernary("fma", "floating point fused multipy-add operation"),
		intBinary("ipowi", "signed integer raised to the power of operation", foldIPowI),
		classification("isfinite", "returns true if the operand classifies as finite", classify((*ir.FloatSemantics).IsFinite)),
		classification("isinf", "returns true if the operand classifies as infinite", classify((*ir.FloatSemantics).IsInf)),
		classification("isnan", "returns true if the operand classifies as NaN", classify((*ir.FloatSemantics).IsNaN)),
		classification("isnormal", "returns true if the operand classifies as normal", classify((*ir.FloatSemantics).IsNormal)),
		floatUnary("log", "base-e logarithm of the specified value", libmUnary(fnLog)),
		floatUnary("log10", "base-10 logarithm of the specified value", libmUnary(fnLog10)),
		floatUnary("log1p", "Computes the natural logarithm of one plus the given value", libmUnary(fnLog1p)),
		floatUnary("log2", "base-2 logarithm of the specified value", libmUnary(fnLog2)),
		floatBinary("powf", "floating point raised to the power of operation", foldPowF),
		floatUnary("rsqrt", "reciprocal of sqrt (1 / sqrt of the specified value)", nil),
		floatUnary("sqrt", "sqrt of the specified value", libmUnary(fnSqrt)),
		floatUnary("tan", "tangent of the specified value", libmUnary(fnTan)),
		floatUnary("tanh", "hyperbolic tangent of the specified value", libmUnary(fnTanh)),
		floatUnary("roundeven", "round of the specified value with halfway cases to even", apUnary((*ir.FloatSemantics).RoundEven)),
		floatUnary("round", "round of the specified value", libmUnary(fnRound)),
		floatUnary("trunc", "trunc of the specified value", libmUnary(fnTrunc)),
		fpowi,
	}
}
