// Package intrange is upstream MLIR's integer range analysis: the
// ConstantIntRanges lattice (unsigned and signed bounds of an integer
// value), the inference rules ops use to bound their results
// (InferIntRangeCommon), the InferIntRangeInterface ops implement, and the
// sparse forward analysis that propagates ranges through a program.
package intrange

import (
	"math/big"

	"github.com/gomlir/gomlir/ir"
)

// Range is upstream's ConstantIntRanges: inclusive unsigned and signed
// bounds of a W-bit integer. Unsigned bounds lie in [0, 2^W), signed ones
// in [-2^(W-1), 2^(W-1)).
type Range struct {
	W                      int
	UMin, UMax, SMin, SMax *big.Int
}

func pow2(n int) *big.Int { return new(big.Int).Lsh(big.NewInt(1), uint(n)) }

// unsignedMax is 2^w - 1.
func unsignedMax(w int) *big.Int { return new(big.Int).Sub(pow2(w), big.NewInt(1)) }

// signedMin is -2^(w-1) (0 for w == 0).
func signedMin(w int) *big.Int {
	if w == 0 {
		return new(big.Int)
	}
	return new(big.Int).Neg(pow2(w - 1))
}

// signedMax is 2^(w-1) - 1 (0 for w == 0).
func signedMax(w int) *big.Int {
	if w == 0 {
		return new(big.Int)
	}
	return new(big.Int).Sub(pow2(w-1), big.NewInt(1))
}

// toUnsigned wraps v to [0, 2^w).
func toUnsigned(v *big.Int, w int) *big.Int {
	m := pow2(w)
	r := new(big.Int).Mod(v, m)
	return r
}

// toSigned wraps v to [-2^(w-1), 2^(w-1)).
func toSigned(v *big.Int, w int) *big.Int {
	r := toUnsigned(v, w)
	if w > 0 && r.Cmp(signedMax(w)) > 0 {
		r.Sub(r, pow2(w))
	}
	return r
}

// MaxRange is the range of every w-bit value.
func MaxRange(w int) Range {
	return Range{W: w, UMin: new(big.Int), UMax: unsignedMax(w), SMin: signedMin(w), SMax: signedMax(w)}
}

// Constant is the range of the single value v (any representative).
func Constant(w int, v *big.Int) Range {
	u, s := toUnsigned(v, w), toSigned(v, w)
	return Range{W: w, UMin: u, UMax: new(big.Int).Set(u), SMin: s, SMax: new(big.Int).Set(s)}
}

// FromUnsigned builds the range of [umin, umax]; the signed bounds are
// the same values when both have the same sign bit, else every value.
func FromUnsigned(w int, umin, umax *big.Int) Range {
	a, b := toSigned(umin, w), toSigned(umax, w)
	smin, smax := signedMin(w), signedMax(w)
	if a.Sign() < 0 == (b.Sign() < 0) {
		smin, smax = bigMin(a, b), bigMax(a, b)
	}
	return Range{W: w, UMin: umin, UMax: umax, SMin: smin, SMax: smax}
}

// FromSigned builds the range of [smin, smax]; the unsigned bounds are
// the same values when both have the same sign, else every value.
func FromSigned(w int, smin, smax *big.Int) Range {
	a, b := toUnsigned(smin, w), toUnsigned(smax, w)
	umin, umax := new(big.Int), unsignedMax(w)
	if smin.Sign() < 0 == (smax.Sign() < 0) {
		umin, umax = bigMin(a, b), bigMax(a, b)
	}
	return Range{W: w, UMin: umin, UMax: umax, SMin: smin, SMax: smax}
}

// fromBounds is upstream's ConstantIntRanges::range.
func fromBounds(w int, min, max *big.Int, signed bool) Range {
	if signed {
		return FromSigned(w, min, max)
	}
	return FromUnsigned(w, min, max)
}

func bigMin(a, b *big.Int) *big.Int {
	if a.Cmp(b) <= 0 {
		return a
	}
	return b
}

func bigMax(a, b *big.Int) *big.Int {
	if a.Cmp(b) >= 0 {
		return a
	}
	return b
}

// Union is the smallest range holding both (a zero-width range, "not an
// integer", absorbs the other).
func (r Range) Union(o Range) Range {
	if r.W == 0 {
		return r
	}
	if o.W == 0 {
		return o
	}
	return Range{W: r.W, UMin: bigMin(r.UMin, o.UMin), UMax: bigMax(r.UMax, o.UMax),
		SMin: bigMin(r.SMin, o.SMin), SMax: bigMax(r.SMax, o.SMax)}
}

// Intersection is the range both bound (a zero-width range absorbs the
// other).
func (r Range) Intersection(o Range) Range {
	if r.W == 0 {
		return r
	}
	if o.W == 0 {
		return o
	}
	return Range{W: r.W, UMin: bigMax(r.UMin, o.UMin), UMax: bigMin(r.UMax, o.UMax),
		SMin: bigMax(r.SMin, o.SMin), SMax: bigMin(r.SMax, o.SMax)}
}

// Equal reports whether both ranges have the same bounds.
func (r Range) Equal(o Range) bool {
	return r.W == o.W && r.UMin.Cmp(o.UMin) == 0 && r.UMax.Cmp(o.UMax) == 0 &&
		r.SMin.Cmp(o.SMin) == 0 && r.SMax.Cmp(o.SMax) == 0
}

// ConstantValue returns the single value of the range (its unsigned
// representative), if it has one.
func (r Range) ConstantValue() (*big.Int, bool) {
	if r.W == 0 {
		return nil, false
	}
	if r.UMin.Cmp(r.UMax) == 0 {
		return r.UMin, true
	}
	if r.SMin.Cmp(r.SMax) == 0 {
		return toUnsigned(r.SMin, r.W), true
	}
	return nil, false
}

// Value is upstream's IntegerValueRange: a range, or uninitialized (no
// information yet).
type Value struct {
	Known bool
	Range Range
}

// Join is the lattice join: the union, an uninitialized side ignored.
func Join(a, b Value) Value {
	switch {
	case !a.Known:
		return b
	case !b.Known:
		return a
	}
	return Value{Known: true, Range: a.Range.Union(b.Range)}
}

// StorageWidth is the width ranges of values of type t have: the width of
// integers and index (64), of the elements of shaped types, and 0 for
// other types.
func StorageWidth(t ir.Type) int {
	if s, ok := t.(ir.ShapedType); ok {
		t = s.ElementType()
	}
	switch t := t.(type) {
	case *ir.IntegerType:
		return t.Width
	case *ir.IndexType:
		return 64
	}
	return 0
}

// MaxValue is the entry state of a value of type t: every value of its
// width. A value of a non-integer type gets the range of width 0, which
// bounds nothing but, as upstream's, makes it initialized: branches it
// is an operand of can be followed and ops using it can be inferred.
func MaxValue(t ir.Type) Value {
	return Value{Known: true, Range: MaxRange(StorageWidth(t))}
}
