package exec

import (
	"fmt"
	"math/big"

	"github.com/gomlir/gomlir/internal/apfloat"
	"github.com/gomlir/gomlir/ir"
)

// The functions of upstream's libmlir_apfloat_wrappers, which the
// arith-to-apfloat and math-to-apfloat lowerings call: software floating
// point on operands passed as their bits zero-extended to i64, the format
// named by the number of its llvm::APFloatBase::Semantics enumerator.

// apfloatKinds maps the Semantics enumerators to float kinds (formats of
// more than 64 bits do not fit the calling convention).
var apfloatKinds = map[uint64]ir.FloatKind{
	0: ir.F16, 1: ir.BF16, 2: ir.F32, 3: ir.F64, 7: ir.F8E5M2, 8: ir.F8E5M2FNUZ, 9: ir.F8E4M3,
	10: ir.F8E4M3FN, 11: ir.F8E4M3FNUZ, 12: ir.F8E4M3B11FNUZ, 13: ir.F8E3M4, 14: ir.TF32,
	15: ir.F8E8M0FNU, 16: ir.F6E3M2FN, 17: ir.F6E2M3FN, 18: ir.F4E2M1FN,
}

// apSem returns the semantics of enumerator v, failing at loc for others.
func (m *Machine) apSem(v Val, loc Loc) *apfloat.Semantics {
	k, ok := apfloatKinds[uint64(uint32(v.B))]
	if !ok {
		m.fail(loc, fmt.Sprintf("APFloat semantics %d is not supported by the interpreter", int32(v.B)))
	}
	return ir.FloatSemanticsOf(k)
}

func apBits(v Val) apfloat.Bits { return apfloat.Bits{Lo: v.B} }

func init() {
	unary := func(f func(s *apfloat.Semantics, a apfloat.Bits) uint64) externFn {
		return func(m *Machine, a []Val, loc Loc) []Val {
			return []Val{{B: f(m.apSem(a[0], loc), apBits(a[1]))}}
		}
	}
	binary := func(f func(s *apfloat.Semantics, a, b apfloat.Bits) apfloat.Bits) externFn {
		return func(m *Machine, a []Val, loc Loc) []Val {
			return []Val{{B: f(m.apSem(a[0], loc), apBits(a[1]), apBits(a[2])).Lo}}
		}
	}
	rounded := func(f func(s *apfloat.Semantics, a, b apfloat.Bits, rm apfloat.RoundingMode) (apfloat.Bits, apfloat.Status)) externFn {
		return binary(func(s *apfloat.Semantics, a, b apfloat.Bits) apfloat.Bits {
			r, _ := f(s, a, b, apfloat.NearestTiesToEven)
			return r
		})
	}
	rt := runtimeFuncs
	rt["_mlir_apfloat_add"] = rounded((*apfloat.Semantics).Add)
	rt["_mlir_apfloat_subtract"] = rounded((*apfloat.Semantics).Sub)
	rt["_mlir_apfloat_multiply"] = rounded((*apfloat.Semantics).Mul)
	rt["_mlir_apfloat_divide"] = rounded((*apfloat.Semantics).Div)
	rt["_mlir_apfloat_remainder"] = binary(func(s *apfloat.Semantics, a, b apfloat.Bits) apfloat.Bits {
		r, _ := s.Remainder(a, b)
		return r
	})
	rt["_mlir_apfloat_minimum"] = binary((*apfloat.Semantics).Minimum)
	rt["_mlir_apfloat_maximum"] = binary((*apfloat.Semantics).Maximum)
	rt["_mlir_apfloat_minnum"] = binary((*apfloat.Semantics).Minnum)
	rt["_mlir_apfloat_maxnum"] = binary((*apfloat.Semantics).Maxnum)
	rt["_mlir_apfloat_fused_multiply_add"] = func(m *Machine, a []Val, loc Loc) []Val {
		r, _ := m.apSem(a[0], loc).FusedMultiplyAdd(apBits(a[1]), apBits(a[2]), apBits(a[3]), apfloat.NearestTiesToEven)
		return []Val{{B: r.Lo}}
	}
	rt["_mlir_apfloat_neg"] = unary(func(s *apfloat.Semantics, a apfloat.Bits) uint64 { return s.Neg(a).Lo })
	rt["_mlir_apfloat_abs"] = unary(func(s *apfloat.Semantics, a apfloat.Bits) uint64 { return s.Abs(a).Lo })
	flag := func(f func(s *apfloat.Semantics, a apfloat.Bits) bool) externFn {
		return unary(func(s *apfloat.Semantics, a apfloat.Bits) uint64 { return boolVal(f(s, a)) })
	}
	rt["_mlir_apfloat_isfinite"] = flag((*apfloat.Semantics).IsFinite)
	rt["_mlir_apfloat_isinfinite"] = flag((*apfloat.Semantics).IsInf)
	rt["_mlir_apfloat_isnormal"] = flag((*apfloat.Semantics).IsNormal)
	rt["_mlir_apfloat_isnan"] = flag((*apfloat.Semantics).IsNaN)
	rt["_mlir_apfloat_compare"] = func(m *Machine, a []Val, loc Loc) []Val {
		// APFloat's cmpResult: less 0, equal 1, greater 2, unordered 3.
		return []Val{{B: uint64(m.apSem(a[0], loc).Compare(apBits(a[1]), apBits(a[2])))}}
	}
	rt["_mlir_apfloat_convert"] = func(m *Machine, a []Val, loc Loc) []Val {
		r, _, _ := m.apSem(a[1], loc).ConvertRM(m.apSem(a[0], loc), apBits(a[2]), apfloat.NearestTiesToEven)
		return []Val{{B: r.Lo}}
	}
	rt["_mlir_apfloat_convert_to_int"] = func(m *Machine, a []Val, loc Loc) []Val {
		s, width, unsigned := m.apSem(a[0], loc), int(uint32(a[1].B)), a[2].B&1 != 0
		return []Val{{B: apToInt(s, apBits(a[3]), width, !unsigned)}}
	}
	rt["_mlir_apfloat_convert_from_int"] = func(m *Machine, a []Val, loc Loc) []Val {
		s, width, unsigned := m.apSem(a[0], loc), int(uint32(a[1].B)), a[2].B&1 != 0
		v := a[3].B & mask(width)
		n := new(big.Int).SetUint64(v)
		if !unsigned && width > 0 && v>>(width-1)&1 != 0 {
			n.Sub(n, new(big.Int).Lsh(big.NewInt(1), uint(width)))
		}
		r, _ := s.FromInt(n, apfloat.NearestTiesToEven)
		return []Val{{B: r.Lo}}
	}
	rt["printApFloat"] = func(m *Machine, a []Val, loc Loc) []Val {
		s := m.apSem(a[0], loc)
		d, _, _ := ir.FloatSemanticsOf(ir.F64).ConvertRM(s, apBits(a[1]), apfloat.NearestTiesToEven)
		m.out.WriteString(formatG(f64(d.Lo)))
		return nil
	}
}

// apToInt is APFloat::convertToInteger to a width-bit integer, rounding to
// nearest even: a NaN gives 0 and an out-of-range value saturates.
func apToInt(s *apfloat.Semantics, b apfloat.Bits, width int, signed bool) uint64 {
	n, st, _ := s.ToInt(b, width, signed, apfloat.NearestTiesToEven)
	if st&apfloat.InvalidOp == 0 {
		if n.Sign() < 0 {
			return uint64(n.Int64()) & mask(width)
		}
		return n.Uint64() & mask(width)
	}
	switch {
	case s.IsNaN(b):
		return 0
	case s.IsNegative(b) && signed:
		return uint64(1) << (width - 1)
	case s.IsNegative(b):
		return 0
	case signed:
		return mask(width - 1)
	}
	return mask(width)
}
