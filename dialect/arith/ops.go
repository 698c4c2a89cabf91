package arith

import (
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/ods"
)

// Type constraints with upstream's descriptions.
var (
	signlessIntegerOrIndexLike = ods.SignlessIntegerLike
	floatLike                  = ods.FloatLike
	boolLike                   = ods.BoolLike
	signlessFixedWidthIntLike  = ods.SignlessFixedWidthIntLike

	// memRefOf is upstream's MemRefOf: ranked memrefs only.
	memRefOf = func(elem func(ir.Type) bool) func(ir.Type) bool {
		return func(t ir.Type) bool {
			m, ok := t.(*ir.MemRefType)
			return ok && elem(m.Elem)
		}
	}
	isSignlessInt = func(t ir.Type) bool {
		it, ok := t.(*ir.IntegerType)
		return ok && it.IsSignless()
	}
	isIndex    = func(t ir.Type) bool { _, ok := t.(*ir.IndexType); return ok }
	isFloat    = func(t ir.Type) bool { _, ok := t.(*ir.FloatType); return ok }
	intOrIndex = func(t ir.Type) bool { return isSignlessInt(t) || isIndex(t) }

	indexCastType = ods.TypeConstraint{
		Desc: "signless-integer-like or memref of signless-integer",
		Pred: func(t ir.Type) bool {
			return signlessIntegerOrIndexLike.Pred(t) || memRefOf(intOrIndex)(t)
		},
	}
	bitcastType = ods.TypeConstraint{
		Desc: "signless-integer-or-float-like or memref of signless-integer or float",
		Pred: func(t ir.Type) bool {
			scalar := func(t ir.Type) bool { return isSignlessInt(t) || isFloat(t) }
			return ods.Like("", ods.TypePred("", scalar)).Pred(t) || memRefOf(scalar)(t)
		},
	}
)

// arithTraits are the traits every arith op has (Arith_Op): no memory
// effects and elementwise mappability.
var arithTraits = []ir.Trait{ir.TraitNoMemoryEffect, ir.TraitElementwise, ir.TraitScalarizable,
	ir.TraitVectorizable, ir.TraitTensorizable}

func traits(extra ...ir.Trait) []ir.Trait {
	return append(append([]ir.Trait{}, extra...), arithTraits...)
}

// pure adds the traits of upstream's Pure.
var pure = []ir.Trait{ir.TraitAlwaysSpeculatable}

func fastMathAttr() ods.Attr {
	return ods.Attr{Name: "fastmath", Constraint: fastMathAttrC,
		Default: func(c *ir.Context) ir.Attribute { return FastMath(c, 0) }}
}

func overflowAttr() ods.Attr {
	return ods.Attr{Name: "overflowFlags", Constraint: overflowAttrC,
		Default: func(c *ir.Context) ir.Attribute { return Overflow(c, 0) }}
}

type foldFn = func(op *ir.Operation, operands []ir.Attribute) []ir.FoldResult

// intBinary builds an Arith_IntBinaryOp-derived op. flag selects the
// optional overflow flags ("overflow") or exact flag ("exact").
func intBinary(name, summary, flag string, isPure bool, fold foldFn, extra ...ir.Trait) *ods.Op {
	op := &ods.Op{
		Name:     "arith." + name,
		Summary:  summary,
		Operands: []ods.Operand{{Name: "lhs", Type: signlessIntegerOrIndexLike}, {Name: "rhs", Type: signlessIntegerOrIndexLike}},
		Results:  []ods.Result{{Name: "result", Type: signlessIntegerOrIndexLike}},
		Format:   "$lhs `,` $rhs attr-dict `:` type($result)",
		Fold:     fold,
	}
	t := extra
	if isPure {
		t = append(t, pure...)
	}
	op.Traits = traits(append(t, ir.TraitSameOperandsAndResultType)...)
	switch flag {
	case "overflow":
		op.Attrs = []ods.Attr{overflowAttr()}
		op.Format = "$lhs `,` $rhs (`overflow` `` $overflowFlags^)? attr-dict `:` type($result)"
	case "exact":
		op.Attrs = []ods.Attr{{Name: "isExact", Constraint: ods.UnitAttrC, Optional: true}}
		op.Format = "$lhs `,` $rhs (`exact` $isExact^)? attr-dict `:` type($result)"
	}
	return op
}

// floatBinary builds an Arith_FloatBinaryOp.
func floatBinary(name, summary string, fold foldFn, extra ...ir.Trait) *ods.Op {
	return &ods.Op{
		Name:     "arith." + name,
		Summary:  summary,
		Operands: []ods.Operand{{Name: "lhs", Type: floatLike}, {Name: "rhs", Type: floatLike}},
		Attrs:    []ods.Attr{fastMathAttr()},
		Results:  []ods.Result{{Name: "result", Type: floatLike}},
		Traits:   traits(append(append(append([]ir.Trait{}, pure...), extra...), ir.TraitSameOperandsAndResultType)...),
		Format:   "$lhs `,` $rhs (`fastmath` `` $fastmath^)? attr-dict `:` type($result)",
		Fold:     fold,
	}
}

// castOp builds an Arith_CastOp.
func castOp(name, summary string, from, to ods.TypeConstraint, compat func(in, out ir.Type) bool, fold foldFn) *ods.Op {
	return &ods.Op{
		Name:     "arith." + name,
		Summary:  summary,
		Operands: []ods.Operand{{Name: "in", Type: from}},
		Results:  []ods.Result{{Name: "out", Type: to}},
		Traits:   traits(ir.TraitAlwaysSpeculatable, ir.TraitSameOperandsAndResultShape),
		Preds:    []ods.PredTrait{sameInputOutputTensorDims},
		Format:   "$in attr-dict `:` type($in) `to` type($out)",
		VerifyTraits: func(op *ir.Operation) error {
			return verifyCastCompat(op, compat)
		},
		Fold: castFold(fold),
	}
}

// castFold adds CastOpInterface's trait fold to a cast's folder: when
// the folder fails (or folds in place), a cast whose operand has the
// result's type folds to its operand.
func castFold(fold foldFn) foldFn {
	return func(op *ir.Operation, operands []ir.Attribute) []ir.FoldResult {
		var res []ir.FoldResult
		if fold != nil {
			res = fold(op, operands)
		}
		if (res == nil || len(res) == 0 || res[0].Value == op.Result(0)) && op.Operand(0).Type() == op.Result(0).Type() {
			return value(op.Operand(0))
		}
		return res
	}
}

func withInterfaces(op *ods.Op, ifaces ir.Interfaces) *ods.Op {
	op.Interfaces = ifaces
	return op
}

// i1SameShape is upstream's getI1SameShape.
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
	case *ir.UnrankedMemRefType:
		return ctx.UnrankedMemRefType(i1, s.MemorySpace)
	}
	return i1
}

// compareOp builds an Arith_CompareOp.
func compareOp(name, summary string, operand ods.TypeConstraint, pred ods.AttrConstraint, fold foldFn) *ods.Op {
	return &ods.Op{
		Name:     "arith." + name,
		Summary:  summary,
		Attrs:    []ods.Attr{{Name: "predicate", Constraint: pred}},
		Operands: []ods.Operand{{Name: "lhs", Type: operand}, {Name: "rhs", Type: operand}},
		Results:  []ods.Result{{Name: "result", Type: boolLike}},
		Traits:   traits(ir.TraitAlwaysSpeculatable, ir.TraitSameTypeOperands),
		TypesMatchWith: []ods.TypeRule{{From: "lhs", To: "result", Transform: i1SameShape,
			Desc: "result type has i1 element type and same shape as operands"}},
		Format: "$predicate `,` $lhs `,` $rhs attr-dict `:` type($lhs)",
		Fold:   fold,
	}
}

// sameInputOutputTensorDims is upstream's SameInputOutputTensorDims.
var sameInputOutputTensorDims = ods.PredTrait{
	Desc: "input and output have the same tensor dimensions",
	Check: func(op *ir.Operation) bool {
		dims := func(t ir.Type) []int64 {
			if rt, ok := t.(*ir.RankedTensorType); ok {
				return rt.Shape
			}
			return nil
		}
		// Upstream reads the shape of an unranked tensor too (undefined:
		// never equal in practice, or a crash).
		for _, t := range []ir.Type{op.Operand(0).Type(), op.Result(0).Type()} {
			if _, ok := t.(*ir.UnrankedTensorType); ok {
				return false
			}
		}
		a, b := dims(op.Operand(0).Type()), dims(op.Result(0).Type())
		if len(a) != len(b) {
			return false
		}
		for i := range a {
			if a[i] != b[i] {
				return false
			}
		}
		return true
	},
}

func ops() []*ods.Op {
	constant := &ods.Op{
		Name:          "arith.constant",
		Summary:       "integer or floating point constant",
		Attrs:         []ods.Attr{{Name: "value", Constraint: constantValueC}},
		Results:       []ods.Result{{Name: "result", Type: ods.AnyType}},
		Traits:        []ir.Trait{ir.TraitConstantLike, ir.TraitAlwaysSpeculatable, ir.TraitNoMemoryEffect},
		AllTypesMatch: [][]string{{"value", "result"}},
		Format:        "attr-dict $value",
		Verify:        verifyConstant,
		Fold:          foldConstant,
		ResultNames:   constantResultNames,
	}

	addi := intBinary("addi", "integer addition operation", "overflow", true, foldAddI, ir.TraitCommutative)
	subi := intBinary("subi", "Integer subtraction operation.", "overflow", true, foldSubI)
	muli := intBinary("muli", "Integer multiplication operation.", "overflow", true, foldMulI, ir.TraitCommutative)
	muli.ResultNames = mulIResultNames

	addUIExtended := &ods.Op{
		Name:          "arith.addui_extended",
		Summary:       "extended unsigned integer addition operation returning sum and overflow bit",
		Operands:      []ods.Operand{{Name: "lhs", Type: signlessIntegerOrIndexLike}, {Name: "rhs", Type: signlessIntegerOrIndexLike}},
		Results:       []ods.Result{{Name: "sum", Type: signlessIntegerOrIndexLike}, {Name: "overflow", Type: boolLike}},
		Traits:        traits(ir.TraitAlwaysSpeculatable, ir.TraitCommutative),
		AllTypesMatch: [][]string{{"lhs", "rhs", "sum"}},
		Format:        "$lhs `,` $rhs attr-dict `:` type($sum) `,` type($overflow)",
		Fold:          foldAddUIExtended,
	}
	mulExtended := func(name, summary string, fold foldFn) *ods.Op {
		return &ods.Op{
			Name:          "arith." + name,
			Summary:       summary,
			Operands:      []ods.Operand{{Name: "lhs", Type: signlessIntegerOrIndexLike}, {Name: "rhs", Type: signlessIntegerOrIndexLike}},
			Results:       []ods.Result{{Name: "low", Type: signlessIntegerOrIndexLike}, {Name: "high", Type: signlessIntegerOrIndexLike}},
			Traits:        traits(ir.TraitAlwaysSpeculatable, ir.TraitCommutative),
			AllTypesMatch: [][]string{{"lhs", "rhs", "low", "high"}},
			Format:        "$lhs `,` $rhs attr-dict `:` type($lhs)",
			Fold:          fold,
		}
	}

	negf := &ods.Op{
		Name:     "arith.negf",
		Summary:  "floating point negation",
		Operands: []ods.Operand{{Name: "operand", Type: floatLike}},
		Attrs:    []ods.Attr{fastMathAttr()},
		Results:  []ods.Result{{Name: "result", Type: floatLike}},
		Traits:   traits(ir.TraitAlwaysSpeculatable, ir.TraitSameOperandsAndResultType),
		Format:   "$operand (`fastmath` `` $fastmath^)? attr-dict `:` type($result)",
		Fold:     foldNegF,
	}

	extui := castOp("extui", "integer zero extension operation", signlessFixedWidthIntLike, signlessFixedWidthIntLike, widthCast(true, false), foldExtUI)
	extui.Verify = verifyExt
	extsi := castOp("extsi", "integer sign extension operation", signlessFixedWidthIntLike, signlessFixedWidthIntLike, widthCast(true, false), foldExtSI)
	extsi.Verify = verifyExt
	extf := castOp("extf", "cast from floating-point to wider floating-point", floatLike, floatLike, widthCast(true, true), foldExtF)
	extf.Attrs = []ods.Attr{{Name: "fastmath", Constraint: fastMathAttrC, Optional: true}}
	extf.Format = "$in (`fastmath` `` $fastmath^)? attr-dict `:` type($in) `to` type($out)"
	extf.Verify = verifyExt

	trunci := castOp("trunci", "integer truncation operation", signlessFixedWidthIntLike, signlessFixedWidthIntLike, widthCast(false, false), foldTruncI)
	trunci.Attrs = []ods.Attr{overflowAttr()}
	trunci.Format = "$in (`overflow` `` $overflowFlags^)? attr-dict `:` type($in) `to` type($out)"
	trunci.Verify = verifyTrunc
	truncf := castOp("truncf", "cast from floating-point to narrower floating-point", floatLike, floatLike, widthCast(false, true), foldTruncF)
	truncf.Attrs = []ods.Attr{
		{Name: "roundingmode", Constraint: roundingModeC, Optional: true},
		{Name: "fastmath", Constraint: fastMathAttrC, Optional: true},
	}
	truncf.Format = "$in ($roundingmode^)? (`fastmath` `` $fastmath^)? attr-dict `:` type($in) `to` type($out)"
	truncf.Verify = verifyTrunc

	scaling := func(name, summary string, ext bool) *ods.Op {
		op := &ods.Op{
			Name:     "arith." + name,
			Summary:  summary,
			Operands: []ods.Operand{{Name: "in", Type: floatLike}, {Name: "scale", Type: floatLike}},
			Results:  []ods.Result{{Name: "out", Type: floatLike}},
			Traits:   traits(ir.TraitAlwaysSpeculatable),
			Preds:    []ods.PredTrait{sameInputOutputTensorDims},
			VerifyTraits: func(op *ir.Operation) error {
				return verifyCastCompat(op, func(in, out ir.Type) bool {
					return widthCast(ext, true)(in, out)
				})
			},
		}
		if ext {
			op.Attrs = []ods.Attr{{Name: "fastmath", Constraint: fastMathAttrC, Optional: true}}
			op.Format = "$in `,` $scale (`fastmath` `` $fastmath^)? attr-dict `:` type($in) `,` type($scale) `to` type($out)"
			op.Verify = verifyExt
		} else {
			op.Attrs = []ods.Attr{
				{Name: "roundingmode", Constraint: roundingModeC, Optional: true},
				{Name: "fastmath", Constraint: fastMathAttrC, Optional: true},
			}
			op.Format = "$in `,` $scale ($roundingmode^)? (`fastmath` `` $fastmath^)? attr-dict `:` type($in) `,` type($scale) `to` type($out)"
			op.Verify = verifyTrunc
		}
		return op
	}

	selectOp := &ods.Op{
		Name:    "arith.select",
		Summary: "select operation",
		Operands: []ods.Operand{{Name: "condition", Type: boolLike}, {Name: "true_value", Type: ods.AnyType},
			{Name: "false_value", Type: ods.AnyType}},
		Results:       []ods.Result{{Name: "result", Type: ods.AnyType}},
		Traits:        traits(ir.TraitAlwaysSpeculatable),
		AllTypesMatch: [][]string{{"true_value", "false_value", "result"}},
		Preds:         []ods.PredTrait{booleanConditionOrMatchingShape},
		Parse:         parseSelect,
		Print:         printSelect,
		Verify:        verifySelect,
		Fold:          foldSelect,
		Interfaces:    ir.Interfaces{ir.SelectOperandsInOrder{}},
	}

	cmpf := compareOp("cmpf", "floating-point comparison operation", floatLike, cmpFPredicateC, foldCmpF)
	cmpf.Attrs = append(cmpf.Attrs, fastMathAttr())
	cmpf.Format = "$predicate `,` $lhs `,` $rhs (`fastmath` `` $fastmath^)? attr-dict `:` type($lhs)"

	return []*ods.Op{
		constant,
		addi,
		addUIExtended,
		subi,
		muli,
		mulExtended("mulsi_extended", "extended signed integer multiplication operation", foldMulSIExtended),
		mulExtended("mului_extended", "extended unsigned integer multiplication operation", foldMulUIExtended),
		withInterfaces(intBinary("divui", "unsigned integer division operation", "exact", false, foldDivUI), speculation(divUISpeculatability)),
		withInterfaces(intBinary("divsi", "signed integer division operation", "exact", false, foldDivSI), speculation(divSISpeculatability)),
		withInterfaces(intBinary("ceildivui", "unsigned ceil integer division operation", "", false, foldCeilDivUI), speculation(divUISpeculatability)),
		withInterfaces(intBinary("ceildivsi", "signed ceil integer division operation", "", false, foldCeilDivSI), speculation(divSISpeculatability)),
		intBinary("floordivsi", "signed floor integer division operation", "", true, foldFloorDivSI),
		intBinary("remui", "unsigned integer division remainder operation", "", true, foldRemUI),
		intBinary("remsi", "signed integer division remainder operation", "", true, foldRemSI),
		intBinary("andi", "integer binary and", "", true, foldAndI, ir.TraitCommutative, ir.TraitIdempotent),
		intBinary("ori", "integer binary or", "", true, foldOrI, ir.TraitCommutative, ir.TraitIdempotent),
		intBinary("xori", "integer binary xor", "", true, foldXOrI, ir.TraitCommutative),
		intBinary("shli", "integer left-shift", "overflow", true, foldShLI),
		intBinary("shrui", "unsigned integer right-shift", "exact", true, foldShRUI),
		intBinary("shrsi", "signed integer right-shift", "exact", true, foldShRSI),
		negf,
		floatBinary("addf", "floating point addition operation", foldAddF, ir.TraitCommutative),
		floatBinary("subf", "floating point subtraction operation", foldSubF),
		floatBinary("maximumf", "floating-point maximum operation", foldMaximumF, ir.TraitCommutative),
		floatBinary("maxnumf", "floating-point maximum operation", foldMaxNumF, ir.TraitCommutative),
		intBinary("maxsi", "signed integer maximum operation", "", true, foldMaxSI, ir.TraitCommutative),
		intBinary("maxui", "unsigned integer maximum operation", "", true, foldMaxUI, ir.TraitCommutative),
		floatBinary("minimumf", "floating-point minimum operation", foldMinimumF, ir.TraitCommutative),
		floatBinary("minnumf", "floating-point minimum operation", foldMinNumF, ir.TraitCommutative),
		intBinary("minsi", "signed integer minimum operation", "", true, foldMinSI, ir.TraitCommutative),
		intBinary("minui", "unsigned integer minimum operation", "", true, foldMinUI, ir.TraitCommutative),
		floatBinary("mulf", "floating point multiplication operation", foldMulF, ir.TraitCommutative),
		floatBinary("divf", "floating point division operation", foldDivF),
		floatBinary("remf", "floating point division remainder operation", foldRemF),
		extui,
		extsi,
		extf,
		scaling("scaling_extf", "Upcasts input floats using provided scales values following OCP MXFP Spec", true),
		trunci,
		truncf,
		scaling("scaling_truncf", "Downcasts input floating point values using provided scales values following OCP MXFP Spec", false),
		castOp("uitofp", "cast from unsigned integer type to floating-point", signlessFixedWidthIntLike, floatLike, intFloatCast(true), foldUIToFP),
		castOp("sitofp", "cast from integer type to floating-point", signlessFixedWidthIntLike, floatLike, intFloatCast(true), foldSIToFP),
		castOp("fptoui", "cast from floating-point type to integer type", floatLike, signlessFixedWidthIntLike, intFloatCast(false), foldFPToUI),
		castOp("fptosi", "cast from floating-point type to integer type", floatLike, signlessFixedWidthIntLike, intFloatCast(false), foldFPToSI),
		castOp("index_cast", "cast between index and integer types", indexCastType, indexCastType, indexCastCompat, foldIndexCast),
		castOp("index_castui", "unsigned cast between index and integer types", indexCastType, indexCastType, indexCastCompat, foldIndexCastUI),
		castOp("bitcast", "bitcast between values of equal bit width", bitcastType, bitcastType, bitcastCompat, foldBitcast),
		compareOp("cmpi", "integer comparison operation", signlessIntegerOrIndexLike, cmpIPredicateC, foldCmpI),
		cmpf,
		selectOp,
	}
}
