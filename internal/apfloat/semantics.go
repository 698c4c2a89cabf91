// Package apfloat implements exact arbitrary-format binary floating-point
// support equivalent to the parts of LLVM's APFloat that an MLIR printer and
// parser need: bit-exact encoding and decoding of every MLIR builtin float
// type, correctly rounded conversions, LLVM's decimal string parser and
// LLVM's APFloat::toString formatter, and MLIR's float attribute printing
// rule (AsmPrinter's printFloatValue).
//
// Values are carried around as raw bit patterns (Bits) together with a
// *Semantics describing the format, exactly like an APFloat bitcast to an
// APInt. All operations round to nearest, ties to even, which is the only
// rounding mode MLIR uses when parsing and printing.
//
// Where LLVM's behaviour is undefined (llvm_unreachable in release builds),
// this package makes the following documented choices:
//
//   - Converting an infinity to a finite-only format (f6E2M3FN, f6E3M2FN,
//     f4E2M1FN) saturates to the largest finite value of the same sign,
//     the same result LLVM gives for finite overflow in those formats.
//   - Converting a NaN to a finite-only format gives +0.
//   - Converting a negative non-zero value to the unsigned format f8E8M0FNU
//     gives NaN (0xFF); negative zero gives the smallest value, like +0.
//   - Converting a NaN whose payload would be lost entirely (so that the
//     result would be encoded as an infinity) yields a quiet NaN instead.
//
// Finite overflow follows APFloat exactly: formats with infinities round to
// ±Inf, NaN-only formats (f8E4M3FN, the FNUZ formats, f8E8M0FNU) produce
// NaN, and finite-only formats saturate to the largest finite value.
package apfloat

// Bits is the raw bit pattern of a float value of up to 128 bits (Lo = low
// 64 bits). Bits above the format's storage width are ignored on input and
// always zero on output.
type Bits struct{ Lo, Hi uint64 }

// NonFiniteBehavior tells which non-finite values a format can represent
// (LLVM's fltNonfiniteBehavior).
type NonFiniteBehavior uint8

const (
	// IEEE754 formats have both infinities and NaNs, encoded as in IEEE 754.
	IEEE754 NonFiniteBehavior = iota
	// NaNOnly formats have NaN but no infinity; overflow produces NaN.
	NaNOnly
	// FiniteOnly formats have neither infinities nor NaNs; overflow
	// saturates to the largest finite value.
	FiniteOnly
)

// NaNEncoding tells how NaN is encoded (LLVM's fltNanEncoding).
type NaNEncoding uint8

const (
	// NaNIEEE is the IEEE 754 encoding: all-ones exponent, non-zero
	// significand.
	NaNIEEE NaNEncoding = iota
	// NaNAllOnes encodes NaN as all-ones exponent and significand (either
	// sign).
	NaNAllOnes
	// NaNNegativeZero encodes the single NaN as the negative-zero bit
	// pattern (sign bit only); these formats have no negative zero.
	NaNNegativeZero
)

// Semantics describes one float format. The exported fields mirror LLVM's
// fltSemantics; do not modify the predefined values.
type Semantics struct {
	// Name is the MLIR type keyword, e.g. "f32" or "f8E4M3FN".
	Name string
	// Bits is the storage width in bits.
	Bits int
	// Precision is the number of significand bits including the integer bit.
	Precision int
	// MaxExponent is the largest E such that 2^E is representable.
	MaxExponent int
	// MinExponent is the smallest E such that 2^E is a normal number.
	MinExponent int
	// NonFinite describes the representable non-finite values.
	NonFinite NonFiniteBehavior
	// NaN describes the NaN encoding.
	NaN NaNEncoding
	// HasZero reports whether the format can represent zero.
	HasZero bool
	// Signed reports whether the format has a sign bit.
	Signed bool
	// ExplicitIntegerBit is set for the x87 80-bit format, which stores the
	// integer bit of the significand.
	ExplicitIntegerBit bool

	fracBits int // stored fraction bits
	expBits  int // exponent field width
	bias     int
	expMax   uint64 // all-ones exponent field
}

func newSem(name string, bits, prec, maxExp, minExp int, nf NonFiniteBehavior, nan NaNEncoding, hasZero, signed bool) *Semantics {
	s := &Semantics{
		Name: name, Bits: bits, Precision: prec, MaxExponent: maxExp, MinExponent: minExp,
		NonFinite: nf, NaN: nan, HasZero: hasZero, Signed: signed,
	}
	switch {
	case name == "f80":
		s.ExplicitIntegerBit = true
		s.fracBits = 64
		s.expBits = 15
		s.bias = 16383
	case !signed: // f8E8M0FNU: exponent only
		s.fracBits = 0
		s.expBits = bits
		s.bias = -minExp
	default:
		s.fracBits = prec - 1
		s.expBits = bits - 1 - s.fracBits
		s.bias = 1 - minExp
	}
	s.expMax = 1<<uint(s.expBits) - 1
	return s
}

// The MLIR builtin float formats, with LLVM 22's semantics.
var (
	// F16 is IEEE 754 binary16 (MLIR f16).
	F16 = newSem("f16", 16, 11, 15, -14, IEEE754, NaNIEEE, true, true)
	// BF16 is bfloat16 (MLIR bf16).
	BF16 = newSem("bf16", 16, 8, 127, -126, IEEE754, NaNIEEE, true, true)
	// F32 is IEEE 754 binary32 (MLIR f32).
	F32 = newSem("f32", 32, 24, 127, -126, IEEE754, NaNIEEE, true, true)
	// F64 is IEEE 754 binary64 (MLIR f64).
	F64 = newSem("f64", 64, 53, 1023, -1022, IEEE754, NaNIEEE, true, true)
	// F80 is the x87 80-bit extended format with explicit integer bit
	// (MLIR f80).
	F80 = newSem("f80", 80, 64, 16383, -16382, IEEE754, NaNIEEE, true, true)
	// F128 is IEEE 754 binary128 (MLIR f128).
	F128 = newSem("f128", 128, 113, 16383, -16382, IEEE754, NaNIEEE, true, true)
	// TF32 is NVIDIA's TensorFloat-32: 1 sign, 8 exponent, 10 fraction bits
	// stored in 19 bits (MLIR tf32).
	TF32 = newSem("tf32", 19, 11, 127, -126, IEEE754, NaNIEEE, true, true)
	// F8E5M2 is the IEEE-like 8-bit format with 5 exponent bits (MLIR
	// f8E5M2).
	F8E5M2 = newSem("f8E5M2", 8, 3, 15, -14, IEEE754, NaNIEEE, true, true)
	// F8E4M3 is the IEEE-like 8-bit format with 4 exponent bits (MLIR
	// f8E4M3).
	F8E4M3 = newSem("f8E4M3", 8, 4, 7, -6, IEEE754, NaNIEEE, true, true)
	// F8E4M3FN has no infinities; NaN is S.1111.111 (MLIR f8E4M3FN).
	F8E4M3FN = newSem("f8E4M3FN", 8, 4, 8, -6, NaNOnly, NaNAllOnes, true, true)
	// F8E5M2FNUZ has no infinities and no negative zero; NaN is 0x80 (MLIR
	// f8E5M2FNUZ).
	F8E5M2FNUZ = newSem("f8E5M2FNUZ", 8, 3, 15, -15, NaNOnly, NaNNegativeZero, true, true)
	// F8E4M3FNUZ has no infinities and no negative zero; NaN is 0x80 (MLIR
	// f8E4M3FNUZ).
	F8E4M3FNUZ = newSem("f8E4M3FNUZ", 8, 4, 7, -7, NaNOnly, NaNNegativeZero, true, true)
	// F8E4M3B11FNUZ is like F8E4M3FNUZ with exponent bias 11 (MLIR
	// f8E4M3B11FNUZ).
	F8E4M3B11FNUZ = newSem("f8E4M3B11FNUZ", 8, 4, 4, -10, NaNOnly, NaNNegativeZero, true, true)
	// F8E3M4 is the IEEE-like 8-bit format with 3 exponent bits (MLIR
	// f8E3M4).
	F8E3M4 = newSem("f8E3M4", 8, 5, 3, -2, IEEE754, NaNIEEE, true, true)
	// F8E8M0FNU is the unsigned exponent-only OCP MX scale format: no zero,
	// no sign, NaN is 0xFF (MLIR f8E8M0FNU).
	F8E8M0FNU = newSem("f8E8M0FNU", 8, 1, 127, -127, NaNOnly, NaNAllOnes, false, false)
	// F6E2M3FN is the finite-only OCP MX 6-bit format with 2 exponent bits
	// (MLIR f6E2M3FN).
	F6E2M3FN = newSem("f6E2M3FN", 6, 4, 2, 0, FiniteOnly, NaNIEEE, true, true)
	// F6E3M2FN is the finite-only OCP MX 6-bit format with 3 exponent bits
	// (MLIR f6E3M2FN).
	F6E3M2FN = newSem("f6E3M2FN", 6, 3, 4, -2, FiniteOnly, NaNIEEE, true, true)
	// F4E2M1FN is the finite-only OCP MX 4-bit format (MLIR f4E2M1FN).
	F4E2M1FN = newSem("f4E2M1FN", 4, 2, 2, 0, FiniteOnly, NaNIEEE, true, true)
)

// All lists every predefined format.
var All = []*Semantics{
	F16, BF16, F32, F64, F80, F128, TF32, F8E5M2, F8E4M3, F8E4M3FN,
	F8E5M2FNUZ, F8E4M3FNUZ, F8E4M3B11FNUZ, F8E3M4, F8E8M0FNU, F6E2M3FN,
	F6E3M2FN, F4E2M1FN,
}

// ByName returns the format for an MLIR float type keyword ("f16", "bf16",
// "f32", "f64", "f80", "f128", "tf32", "f8E5M2", ...), or nil if unknown.
func ByName(name string) *Semantics {
	for _, s := range All {
		if s.Name == name {
			return s
		}
	}
	return nil
}

// String returns the MLIR type keyword.
func (s *Semantics) String() string { return s.Name }

// mask returns b with the bits above s.Bits cleared.
func (s *Semantics) mask(b Bits) Bits {
	switch {
	case s.Bits >= 128:
	case s.Bits > 64:
		b.Hi &= 1<<uint(s.Bits-64) - 1
	case s.Bits == 64:
		b.Hi = 0
	default:
		b.Hi = 0
		b.Lo &= 1<<uint(s.Bits) - 1
	}
	return b
}

// IsNaN reports whether b encodes a NaN.
func (s *Semantics) IsNaN(b Bits) bool { return s.unpack(b).cat == catNaN }

// IsInf reports whether b encodes an infinity.
func (s *Semantics) IsInf(b Bits) bool { return s.unpack(b).cat == catInf }

// IsZero reports whether b encodes a (positive or negative) zero.
func (s *Semantics) IsZero(b Bits) bool { return s.unpack(b).cat == catZero }

// IsNegative reports whether the sign of b is negative (LLVM's
// isNegative; true for the FNUZ NaN 0x80).
func (s *Semantics) IsNegative(b Bits) bool { return s.unpack(b).neg }

// IsFinite reports whether b is neither an infinity nor a NaN.
func (s *Semantics) IsFinite(b Bits) bool {
	c := s.unpack(b).cat
	return c == catZero || c == catNormal
}
