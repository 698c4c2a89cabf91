package llvmimport

import (
	"math"
	"math/big"
	"strconv"
	"strings"

	"github.com/gomlir/gomlir/internal/apfloat"
)

// semanticsOf maps an LLVM floating-point type to its format.
func semanticsOf(t *Type) *apfloat.Semantics {
	switch t.Kind {
	case kHalf:
		return apfloat.F16
	case kBFloat:
		return apfloat.BF16
	case kFloat:
		return apfloat.F32
	case kDouble:
		return apfloat.F64
	case kX86FP80:
		return apfloat.F80
	case kFP128:
		return apfloat.F128
	}
	return nil
}

// floatBitsOf converts an LLVM floating-point literal to the bit pattern of
// type t: decimal literals and 0x<16 digits> are doubles converted to t
// (which must be exact, except for NaN payloads); 0xH, 0xR, 0xK and 0xL
// give the bits of half, bfloat, x86_fp80 and fp128 directly.
func floatBitsOf(t *Type, text string) (*big.Int, bool) {
	sem := semanticsOf(t)
	if sem == nil {
		return nil, false
	}
	var bits apfloat.Bits
	switch {
	case strings.HasPrefix(text, "0xH"), strings.HasPrefix(text, "0xR"):
		want := kHalf
		if text[2] == 'R' {
			want = kBFloat
		}
		v, err := strconv.ParseUint(text[3:], 16, 16)
		if err != nil || t.Kind != want {
			return nil, false
		}
		return new(big.Int).SetUint64(v), true
	case strings.HasPrefix(text, "0xK"), strings.HasPrefix(text, "0xL"):
		digits := text[3:]
		if text[2] == 'K' {
			if t.Kind != kX86FP80 || len(digits) != 20 {
				return nil, false
			}
			hi, err1 := strconv.ParseUint(digits[:4], 16, 16)
			lo, err2 := strconv.ParseUint(digits[4:], 16, 64)
			if err1 != nil || err2 != nil {
				return nil, false
			}
			return bitsToBig(apfloat.Bits{Lo: lo, Hi: hi}), true
		}
		if t.Kind != kFP128 || len(digits) != 32 {
			return nil, false
		}
		lo, err1 := strconv.ParseUint(digits[:16], 16, 64)
		hi, err2 := strconv.ParseUint(digits[16:], 16, 64)
		if err1 != nil || err2 != nil {
			return nil, false
		}
		return bitsToBig(apfloat.Bits{Lo: lo, Hi: hi}), true
	case strings.HasPrefix(text, "0x"):
		v, err := strconv.ParseUint(text[2:], 16, 64)
		if err != nil {
			return nil, false
		}
		bits = apfloat.Bits{Lo: v}
	default:
		f, err := strconv.ParseFloat(text, 64)
		if err != nil && !math.IsInf(f, 0) {
			return nil, false
		}
		bits = apfloat.Bits{Lo: math.Float64bits(f)}
	}
	if sem == apfloat.F64 {
		return bitsToBig(bits), true
	}
	out, _, lost := sem.ConvertRM(apfloat.F64, bits, apfloat.NearestTiesToEven)
	if lost && !apfloat.F64.IsNaN(bits) {
		return nil, false
	}
	return bitsToBig(out), true
}

func bitsToBig(b apfloat.Bits) *big.Int {
	v := new(big.Int).SetUint64(b.Hi)
	v.Lsh(v, 64)
	return v.Or(v, new(big.Int).SetUint64(b.Lo))
}
