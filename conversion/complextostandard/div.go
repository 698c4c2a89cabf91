package complextostandard

import (
	"github.com/gomlir/gomlir/dialect/arith"
	"github.com/gomlir/gomlir/ir"
)

// divAlgebraic divides with the textbook formula
// ((a*c + b*d) + (b*c - a*d)i) / (c*c + d*d).
func divAlgebraic(e *emitter, lhsRe, lhsIm, rhsRe, rhsIm *ir.Value, fmf uint32) (*ir.Value, *ir.Value) {
	mul := func(x, y *ir.Value) *ir.Value { return e.f2("arith.mulf", x, y, fmf) }
	cc := mul(rhsRe, rhsRe)
	dd := mul(rhsIm, rhsIm)
	sqNorm := e.f2("arith.addf", cc, dd, fmf)
	ac := mul(lhsRe, rhsRe)
	bd := mul(lhsIm, rhsIm)
	realNum := e.f2("arith.addf", ac, bd, fmf)
	bc := mul(lhsIm, rhsRe)
	ad := mul(lhsRe, rhsIm)
	imagNum := e.f2("arith.subf", bc, ad, fmf)
	return e.f2("arith.divf", realNum, sqNorm, fmf), e.f2("arith.divf", imagNum, sqNorm, fmf)
}

// divRangeReduction divides with Smith's algorithm
// (https://dl.acm.org/citation.cfm?id=368661), dividing by the larger of
// the denominator's parts, and handles the infinite and zero corner cases.
func divRangeReduction(e *emitter, lhsRe, lhsIm, rhsRe, rhsIm *ir.Value, fmf uint32) (*ir.Value, *ir.Value) {
	mul := func(x, y *ir.Value) *ir.Value { return e.f2("arith.mulf", x, y, fmf) }
	add := func(x, y *ir.Value) *ir.Value { return e.f2("arith.addf", x, y, fmf) }
	sub := func(x, y *ir.Value) *ir.Value { return e.f2("arith.subf", x, y, fmf) }
	div := func(x, y *ir.Value) *ir.Value { return e.f2("arith.divf", x, y, fmf) }
	copySign := func(x, y *ir.Value) *ir.Value { return e.f2("math.copysign", x, y, 0) }

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
	zero := e.cst(0)
	rhsRealAbs := e.f1("math.absf", rhsRe, fmf)
	rhsRealIsZero := e.cmp(arith.CmpFOEQ, rhsRealAbs, zero, 0)
	rhsImagAbs := e.f1("math.absf", rhsIm, fmf)
	rhsImagIsZero := e.cmp(arith.CmpFOEQ, rhsImagAbs, zero, 0)
	lhsRealIsNotNaN := e.cmp(arith.CmpFORD, lhsRe, zero, 0)
	lhsImagIsNotNaN := e.cmp(arith.CmpFORD, lhsIm, zero, 0)
	lhsContainsNotNaNValue := e.or(lhsRealIsNotNaN, lhsImagIsNotNaN)
	resultIsInfinity := e.and(lhsContainsNotNaNValue, e.and(rhsRealIsZero, rhsImagIsZero))
	inf := e.inf(false)
	infWithSignOfRhsReal := copySign(inf, rhsRe)
	infinityResultReal := mul(infWithSignOfRhsReal, lhsRe)
	infinityResultImag := mul(infWithSignOfRhsReal, lhsIm)

	// Case 2: infinite numerator, finite denominator.
	rhsRealFinite := e.cmp(arith.CmpFONE, rhsRealAbs, inf, 0)
	rhsImagFinite := e.cmp(arith.CmpFONE, rhsImagAbs, inf, 0)
	rhsFinite := e.and(rhsRealFinite, rhsImagFinite)
	lhsRealAbs := e.f1("math.absf", lhsRe, fmf)
	lhsRealInfinite := e.cmp(arith.CmpFOEQ, lhsRealAbs, inf, 0)
	lhsImagAbs := e.f1("math.absf", lhsIm, fmf)
	lhsImagInfinite := e.cmp(arith.CmpFOEQ, lhsImagAbs, inf, 0)
	lhsInfinite := e.or(lhsRealInfinite, lhsImagInfinite)
	infNumFiniteDenom := e.and(lhsInfinite, rhsFinite)
	one := e.cst(1)
	lhsRealIsInfWithSign := copySign(e.sel(lhsRealInfinite, one, zero), lhsRe)
	lhsImagIsInfWithSign := copySign(e.sel(lhsImagInfinite, one, zero), lhsIm)
	lhsRealIsInfWithSignTimesRhsReal := mul(lhsRealIsInfWithSign, rhsRe)
	lhsImagIsInfWithSignTimesRhsImag := mul(lhsImagIsInfWithSign, rhsIm)
	resultReal3 := mul(inf, add(lhsRealIsInfWithSignTimesRhsReal, lhsImagIsInfWithSignTimesRhsImag))
	lhsRealIsInfWithSignTimesRhsImag := mul(lhsRealIsInfWithSign, rhsIm)
	lhsImagIsInfWithSignTimesRhsReal := mul(lhsImagIsInfWithSign, rhsRe)
	resultImag3 := mul(inf, sub(lhsImagIsInfWithSignTimesRhsReal, lhsRealIsInfWithSignTimesRhsImag))

	// Case 3: finite numerator, infinite denominator.
	lhsRealFinite := e.cmp(arith.CmpFONE, lhsRealAbs, inf, 0)
	lhsImagFinite := e.cmp(arith.CmpFONE, lhsImagAbs, inf, 0)
	lhsFinite := e.and(lhsRealFinite, lhsImagFinite)
	rhsRealInfinite := e.cmp(arith.CmpFOEQ, rhsRealAbs, inf, 0)
	rhsImagInfinite := e.cmp(arith.CmpFOEQ, rhsImagAbs, inf, 0)
	rhsInfinite := e.or(rhsRealInfinite, rhsImagInfinite)
	finiteNumInfiniteDenom := e.and(lhsFinite, rhsInfinite)
	rhsRealIsInfWithSign := copySign(e.sel(rhsRealInfinite, one, zero), rhsRe)
	rhsImagIsInfWithSign := copySign(e.sel(rhsImagInfinite, one, zero), rhsIm)
	rhsRealIsInfWithSignTimesLhsReal := mul(lhsRe, rhsRealIsInfWithSign)
	rhsImagIsInfWithSignTimesLhsImag := mul(lhsIm, rhsImagIsInfWithSign)
	resultReal4 := mul(zero, add(rhsRealIsInfWithSignTimesLhsReal, rhsImagIsInfWithSignTimesLhsImag))
	rhsRealIsInfWithSignTimesLhsImag := mul(lhsIm, rhsRealIsInfWithSign)
	rhsImagIsInfWithSignTimesLhsReal := mul(lhsRe, rhsImagIsInfWithSign)
	resultImag4 := mul(zero, sub(rhsRealIsInfWithSignTimesLhsImag, rhsImagIsInfWithSignTimesLhsReal))

	realAbsSmallerThanImagAbs := e.cmp(arith.CmpFOLT, rhsRealAbs, rhsImagAbs, 0)
	resultReal5 := e.sel(realAbsSmallerThanImagAbs, resultReal1, resultReal2)
	resultImag5 := e.sel(realAbsSmallerThanImagAbs, resultImag1, resultImag2)
	resultRealSpecialCase3 := e.sel(finiteNumInfiniteDenom, resultReal4, resultReal5)
	resultImagSpecialCase3 := e.sel(finiteNumInfiniteDenom, resultImag4, resultImag5)
	resultRealSpecialCase2 := e.sel(infNumFiniteDenom, resultReal3, resultRealSpecialCase3)
	resultImagSpecialCase2 := e.sel(infNumFiniteDenom, resultImag3, resultImagSpecialCase3)
	resultRealSpecialCase1 := e.sel(resultIsInfinity, infinityResultReal, resultRealSpecialCase2)
	resultImagSpecialCase1 := e.sel(resultIsInfinity, infinityResultImag, resultImagSpecialCase2)

	resultRealIsNaN := e.cmp(arith.CmpFUNO, resultReal5, zero, 0)
	resultImagIsNaN := e.cmp(arith.CmpFUNO, resultImag5, zero, 0)
	resultIsNaN := e.and(resultRealIsNaN, resultImagIsNaN)
	return e.sel(resultIsNaN, resultRealSpecialCase1, resultReal5), e.sel(resultIsNaN, resultImagSpecialCase1, resultImag5)
}
