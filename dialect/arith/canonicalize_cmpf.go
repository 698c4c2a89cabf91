package arith

import (
	"math"
	"math/big"

	"github.com/gomlir/gomlir/internal/apfloat"
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/rewrite"
)

// CmpFIntToFPConst (ArithOps.cpp): cmpf(itofp(x), c) with a constant c
// becomes an integer comparison of x with an integer constant, or a
// constant when the outcome is known.

// ilogb is APFloat's ilogb: the unbiased exponent of a finite non-zero
// value (denormals normalized), MaxInt32 for infinities, MinInt32+1 for
// zeros and MinInt32 for NaNs.
func ilogb(s *apfloat.Semantics, b ir.APInt) int {
	switch {
	case s.IsNaN(b):
		return math.MinInt32
	case s.IsInf(b):
		return math.MaxInt32
	case s.IsZero(b):
		return math.MinInt32 + 1
	}
	f, _ := s.ToBig(b)
	return f.MantExp(nil) - 1
}

// cmpFToCmpI is convertToIntegerPredicate; ok is false for the
// predicates upstream does not map (ord, uno, false, true).
func cmpFToCmpI(pred int64, unsigned bool) (int64, bool) {
	pick := func(s, u int64) int64 {
		if unsigned {
			return u
		}
		return s
	}
	switch pred {
	case CmpFUEQ, CmpFOEQ:
		return CmpIEq, true
	case CmpFUGT, CmpFOGT:
		return pick(CmpISgt, CmpIUgt), true
	case CmpFUGE, CmpFOGE:
		return pick(CmpISge, CmpIUge), true
	case CmpFULT, CmpFOLT:
		return pick(CmpISlt, CmpIUlt), true
	case CmpFULE, CmpFOLE:
		return pick(CmpISle, CmpIUle), true
	case CmpFUNE, CmpFONE:
		return CmpINe, true
	}
	return 0, false
}

func cmpFIntToFPConst(op *ir.Operation, rw *rewrite.Rewriter) bool {
	fa, ok := rewrite.ValueConstant(op.Operand(1)).(*ir.FloatAttr)
	if !ok {
		return false
	}
	ft, ok := op.Operand(1).Type().(*ir.FloatType)
	if !ok {
		return false
	}
	s := ir.FloatSemanticsOf(ft.Kind)
	rhs := fa.Bits
	if s.IsNaN(rhs) {
		return false
	}
	mantissaWidth := s.Precision
	if mantissaWidth <= 0 {
		return false
	}
	unsigned := false
	var conv *ir.Operation
	if conv = defOp(op.Operand(0), "arith.sitofp"); conv == nil {
		if conv = defOp(op.Operand(0), "arith.uitofp"); conv == nil {
			return false
		}
		unsigned = true
	}
	intVal := conv.Operand(0)
	intTy, ok := intVal.Type().(*ir.IntegerType)
	if !ok {
		return false
	}
	intWidth := intTy.Width
	valueBits := intWidth
	if !unsigned {
		valueBits--
	}
	if intWidth > mantissaWidth {
		// The conversion may lose bits: give up when that can change the
		// outcome.
		exp := ilogb(s, rhs)
		if exp == math.MaxInt32 {
			if s.MaxExponent < valueBits {
				return false
			}
		} else if mantissaWidth <= exp && exp <= valueBits {
			return false
		}
	}

	fpred := Predicate(op)
	switch fpred {
	case CmpFORD:
		return replaceWithBool(rw, op, true)
	case CmpFUNO:
		return replaceWithBool(rw, op, false)
	}
	pred, ok := cmpFToCmpI(fpred, unsigned)
	if !ok {
		// Upstream has no mapping for `false` and `true` (and crashes).
		return false
	}

	fromInt := func(v *big.Int) ir.APInt {
		b, _ := s.FromInt(v, apfloat.NearestTiesToEven)
		return b
	}
	// Constants beyond the integer range decide the comparison.
	var hi, lo *big.Int
	if unsigned {
		hi, lo = maxUnsigned(intWidth), new(big.Int)
	} else {
		hi, lo = maxSigned(intWidth), minSigned(intWidth)
	}
	ltPred, lePred, gtPred, gePred := CmpISlt, CmpISle, CmpISgt, CmpISge
	if unsigned {
		ltPred, lePred, gtPred, gePred = CmpIUlt, CmpIUle, CmpIUgt, CmpIUge
	}
	if s.Compare(fromInt(hi), rhs) == apfloat.CmpLess {
		return replaceWithBool(rw, op, pred == CmpINe || pred == ltPred || pred == lePred)
	}
	if s.Compare(fromInt(lo), rhs) == apfloat.CmpGreater {
		return replaceWithBool(rw, op, pred == CmpINe || pred == gtPred || pred == gePred)
	}

	// The constant is in range but may be fractional.
	rhsInt, st, _ := s.ToInt(rhs, intWidth, !unsigned, apfloat.TowardZero)
	if st&apfloat.InvalidOp != 0 {
		return false
	}
	if !s.IsZero(rhs) && s.Compare(fromInt(rhsInt), rhs) != apfloat.CmpEqual {
		neg := s.IsNegative(rhs)
		switch pred {
		case CmpINe:
			return replaceWithBool(rw, op, true)
		case CmpIEq:
			return replaceWithBool(rw, op, false)
		case CmpIUle:
			if neg {
				return replaceWithBool(rw, op, false)
			}
		case CmpISle:
			if neg {
				pred = CmpISlt
			}
		case CmpIUlt:
			if neg {
				return replaceWithBool(rw, op, false)
			}
			pred = CmpIUle
		case CmpISlt:
			if !neg {
				pred = CmpISle
			}
		case CmpIUgt:
			if neg {
				return replaceWithBool(rw, op, true)
			}
		case CmpISgt:
			if neg {
				pred = CmpISge
			}
		case CmpIUge:
			if neg {
				return replaceWithBool(rw, op, true)
			}
			pred = CmpIUgt
		case CmpISge:
			if !neg {
				pred = CmpISgt
			}
		}
	}
	loc := op.Loc()
	c := buildConstant(rw, loc, rw.Ctx.IntegerAttr(intTy, rhsInt))
	return replace(rw, op, buildCmpI(rw, loc, pred, intVal, c, op.Result(0).Type()))
}

// replaceWithBool replaces op by an i1 constant at its location.
func replaceWithBool(rw *rewrite.Rewriter, op *ir.Operation, v bool) bool {
	return replace(rw, op, buildConstant(rw, op.Loc(), rw.Ctx.BoolAttr(v)))
}
