package complextostandard

import (
	"math"

	"github.com/gomlir/gomlir/dialect/arith"
	"github.com/gomlir/gomlir/ir"
)

// FloatOp is a binary float operation of a complex division.
type FloatOp uint8

// The binary float operations.
const (
	Mul FloatOp = iota
	Add
	Sub
	Div
)

// DivOps builds the scalar operations of a complex division (upstream's
// ComplexCommon DivisionConverter, shared by convert-complex-to-standard,
// which emits arith and math ops, and convert-complex-to-llvm, which emits
// LLVM ops).
type DivOps interface {
	// Float applies a binary float operation with the division's fast-math
	// flags.
	Float(op FloatOp, x, y *ir.Value) *ir.Value
	// Abs is the absolute value, with the fast-math flags.
	Abs(x *ir.Value) *ir.Value
	// CopySign is copysign(x, y), without fast-math flags.
	CopySign(x, y *ir.Value) *ir.Value
	// Const is a constant of the element type (infinities included).
	Const(v float64) *ir.Value
	// Cmp compares floats with an arith.cmpf predicate, without flags.
	Cmp(pred int64, x, y *ir.Value) *ir.Value
	// And, Or and Select work on the i1 results of Cmp.
	And(x, y *ir.Value) *ir.Value
	Or(x, y *ir.Value) *ir.Value
	Select(c, x, y *ir.Value) *ir.Value
}

// DivAlgebraic divides with the textbook formula
// ((a*c + b*d) + (b*c - a*d)i) / (c*c + d*d).
func DivAlgebraic(o DivOps, lhsRe, lhsIm, rhsRe, rhsIm *ir.Value) (*ir.Value, *ir.Value) {
	mul := func(x, y *ir.Value) *ir.Value { return o.Float(Mul, x, y) }
	cc := mul(rhsRe, rhsRe)
	dd := mul(rhsIm, rhsIm)
	sqNorm := o.Float(Add, cc, dd)
	ac := mul(lhsRe, rhsRe)
	bd := mul(lhsIm, rhsIm)
	realNum := o.Float(Add, ac, bd)
	bc := mul(lhsIm, rhsRe)
	ad := mul(lhsRe, rhsIm)
	imagNum := o.Float(Sub, bc, ad)
	return o.Float(Div, realNum, sqNorm), o.Float(Div, imagNum, sqNorm)
}

// DivRangeReduction divides with Smith's algorithm
// (https://dl.acm.org/citation.cfm?id=368661), dividing by the larger of
// the denominator's parts, and handles the infinite and zero corner cases.
func DivRangeReduction(o DivOps, lhsRe, lhsIm, rhsRe, rhsIm *ir.Value) (*ir.Value, *ir.Value) {
	mul := func(x, y *ir.Value) *ir.Value { return o.Float(Mul, x, y) }
	add := func(x, y *ir.Value) *ir.Value { return o.Float(Add, x, y) }
	sub := func(x, y *ir.Value) *ir.Value { return o.Float(Sub, x, y) }
	div := func(x, y *ir.Value) *ir.Value { return o.Float(Div, x, y) }
	copySign := o.CopySign

	rhsRealImagRatio := div(rhsRe, rhsIm)
	rhsRealImagDenom := add(rhsIm, mul(rhsRealImagRatio, rhsRe))
	realNumerator1 := add(mul(lhsRe, rhsRealImagRatio), lhsIm)
	resultReal1 := div(realNumerator1, rhsRealImagDenom)
	imagNumerator1 := sub(mul(lhsIm, rhsRealImagRatio), lhsRe)
	resultImag1 := div(imagNumerator1, rhsRealImagDenom)

	rhsImagRealRatio := div(rhsIm, rhsRe)
	rhsImagRealDenom := add(rhsRe, mul(rhsImagRealRatio, rhsIm))
	realNumerator2 := add(lhsRe, mul(lhsIm, rhsImagRealRatio))
	resultReal2 := div(realNumerator2, rhsImagRealDenom)
	imagNumerator2 := sub(lhsIm, mul(lhsRe, rhsImagRealRatio))
	resultImag2 := div(imagNumerator2, rhsImagRealDenom)

	// Case 1: zero denominator, numerator with at most one NaN.
	zero := o.Const(0)
	rhsRealAbs := o.Abs(rhsRe)
	rhsRealIsZero := o.Cmp(arith.CmpFOEQ, rhsRealAbs, zero)
	rhsImagAbs := o.Abs(rhsIm)
	rhsImagIsZero := o.Cmp(arith.CmpFOEQ, rhsImagAbs, zero)
	lhsRealIsNotNaN := o.Cmp(arith.CmpFORD, lhsRe, zero)
	lhsImagIsNotNaN := o.Cmp(arith.CmpFORD, lhsIm, zero)
	lhsContainsNotNaNValue := o.Or(lhsRealIsNotNaN, lhsImagIsNotNaN)
	resultIsInfinity := o.And(lhsContainsNotNaNValue, o.And(rhsRealIsZero, rhsImagIsZero))
	inf := o.Const(math.Inf(1))
	infWithSignOfRhsReal := copySign(inf, rhsRe)
	infinityResultReal := mul(infWithSignOfRhsReal, lhsRe)
	infinityResultImag := mul(infWithSignOfRhsReal, lhsIm)

	// Case 2: infinite numerator, finite denominator.
	rhsRealFinite := o.Cmp(arith.CmpFONE, rhsRealAbs, inf)
	rhsImagFinite := o.Cmp(arith.CmpFONE, rhsImagAbs, inf)
	rhsFinite := o.And(rhsRealFinite, rhsImagFinite)
	lhsRealAbs := o.Abs(lhsRe)
	lhsRealInfinite := o.Cmp(arith.CmpFOEQ, lhsRealAbs, inf)
	lhsImagAbs := o.Abs(lhsIm)
	lhsImagInfinite := o.Cmp(arith.CmpFOEQ, lhsImagAbs, inf)
	lhsInfinite := o.Or(lhsRealInfinite, lhsImagInfinite)
	infNumFiniteDenom := o.And(lhsInfinite, rhsFinite)
	one := o.Const(1)
	lhsRealIsInfWithSign := copySign(o.Select(lhsRealInfinite, one, zero), lhsRe)
	lhsImagIsInfWithSign := copySign(o.Select(lhsImagInfinite, one, zero), lhsIm)
	lhsRealIsInfWithSignTimesRhsReal := mul(lhsRealIsInfWithSign, rhsRe)
	lhsImagIsInfWithSignTimesRhsImag := mul(lhsImagIsInfWithSign, rhsIm)
	resultReal3 := mul(inf, add(lhsRealIsInfWithSignTimesRhsReal, lhsImagIsInfWithSignTimesRhsImag))
	lhsRealIsInfWithSignTimesRhsImag := mul(lhsRealIsInfWithSign, rhsIm)
	lhsImagIsInfWithSignTimesRhsReal := mul(lhsImagIsInfWithSign, rhsRe)
	resultImag3 := mul(inf, sub(lhsImagIsInfWithSignTimesRhsReal, lhsRealIsInfWithSignTimesRhsImag))

	// Case 3: finite numerator, infinite denominator.
	lhsRealFinite := o.Cmp(arith.CmpFONE, lhsRealAbs, inf)
	lhsImagFinite := o.Cmp(arith.CmpFONE, lhsImagAbs, inf)
	lhsFinite := o.And(lhsRealFinite, lhsImagFinite)
	rhsRealInfinite := o.Cmp(arith.CmpFOEQ, rhsRealAbs, inf)
	rhsImagInfinite := o.Cmp(arith.CmpFOEQ, rhsImagAbs, inf)
	rhsInfinite := o.Or(rhsRealInfinite, rhsImagInfinite)
	finiteNumInfiniteDenom := o.And(lhsFinite, rhsInfinite)
	rhsRealIsInfWithSign := copySign(o.Select(rhsRealInfinite, one, zero), rhsRe)
	rhsImagIsInfWithSign := copySign(o.Select(rhsImagInfinite, one, zero), rhsIm)
	rhsRealIsInfWithSignTimesLhsReal := mul(lhsRe, rhsRealIsInfWithSign)
	rhsImagIsInfWithSignTimesLhsImag := mul(lhsIm, rhsImagIsInfWithSign)
	resultReal4 := mul(zero, add(rhsRealIsInfWithSignTimesLhsReal, rhsImagIsInfWithSignTimesLhsImag))
	rhsRealIsInfWithSignTimesLhsImag := mul(lhsIm, rhsRealIsInfWithSign)
	rhsImagIsInfWithSignTimesLhsReal := mul(lhsRe, rhsImagIsInfWithSign)
	resultImag4 := mul(zero, sub(rhsRealIsInfWithSignTimesLhsImag, rhsImagIsInfWithSignTimesLhsReal))

	realAbsSmallerThanImagAbs := o.Cmp(arith.CmpFOLT, rhsRealAbs, rhsImagAbs)
	resultReal5 := o.Select(realAbsSmallerThanImagAbs, resultReal1, resultReal2)
	resultImag5 := o.Select(realAbsSmallerThanImagAbs, resultImag1, resultImag2)
	resultRealSpecialCase3 := o.Select(finiteNumInfiniteDenom, resultReal4, resultReal5)
	resultImagSpecialCase3 := o.Select(finiteNumInfiniteDenom, resultImag4, resultImag5)
	resultRealSpecialCase2 := o.Select(infNumFiniteDenom, resultReal3, resultRealSpecialCase3)
	resultImagSpecialCase2 := o.Select(infNumFiniteDenom, resultImag3, resultImagSpecialCase3)
	resultRealSpecialCase1 := o.Select(resultIsInfinity, infinityResultReal, resultRealSpecialCase2)
	resultImagSpecialCase1 := o.Select(resultIsInfinity, infinityResultImag, resultImagSpecialCase2)

	resultRealIsNaN := o.Cmp(arith.CmpFUNO, resultReal5, zero)
	resultImagIsNaN := o.Cmp(arith.CmpFUNO, resultImag5, zero)
	resultIsNaN := o.And(resultRealIsNaN, resultImagIsNaN)
	return o.Select(resultIsNaN, resultRealSpecialCase1, resultReal5), o.Select(resultIsNaN, resultImagSpecialCase1, resultImag5)
}

// arithDivOps builds the division with arith and math ops.
type arithDivOps struct {
	e   *emitter
	fmf uint32
}

var arithFloatOps = [...]string{Mul: "arith.mulf", Add: "arith.addf", Sub: "arith.subf", Div: "arith.divf"}

// Float applies the arith op with the fast-math flags.
func (o arithDivOps) Float(op FloatOp, x, y *ir.Value) *ir.Value {
	return o.e.f2(arithFloatOps[op], x, y, o.fmf)
}

// Abs is math.absf with the fast-math flags.
func (o arithDivOps) Abs(x *ir.Value) *ir.Value { return o.e.f1("math.absf", x, o.fmf) }

// CopySign is math.copysign.
func (o arithDivOps) CopySign(x, y *ir.Value) *ir.Value {
	return o.e.f2("math.copysign", x, y, 0)
}

// Const is an arith.constant of the element type.
func (o arithDivOps) Const(v float64) *ir.Value { return o.e.cst(v) }

// Cmp is arith.cmpf.
func (o arithDivOps) Cmp(pred int64, x, y *ir.Value) *ir.Value {
	return o.e.cmp(pred, x, y, 0)
}

// And is arith.andi.
func (o arithDivOps) And(x, y *ir.Value) *ir.Value { return o.e.and(x, y) }

// Or is arith.ori.
func (o arithDivOps) Or(x, y *ir.Value) *ir.Value { return o.e.or(x, y) }

// Select is arith.select.
func (o arithDivOps) Select(c, x, y *ir.Value) *ir.Value { return o.e.sel(c, x, y) }
