package math

import (
	gomath "math"
	"math/big"
	"math/bits"

	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/ods"
)

// one wraps a folded attribute as the op's single fold result.
func one(a ir.Attribute) []ir.FoldResult {
	if a == nil {
		return nil
	}
	return []ir.FoldResult{{Attr: a}}
}

// apUnary folds with an APFloat operation defined for every float type.
func apUnary(f func(*ir.FloatSemantics, ir.APInt) ir.APInt) foldFn {
	return func(op *ir.Operation, operands []ir.Attribute) []ir.FoldResult {
		return one(foldFloat1(ods.ContextOf(op), operands[0], func(sem *ir.FloatSemantics, x ir.APInt) (ir.APInt, bool) {
			return f(sem, x), true
		}))
	}
}

var foldAbsF = apUnary((*ir.FloatSemantics).Abs)

func foldCopySign(op *ir.Operation, operands []ir.Attribute) []ir.FoldResult {
	return one(foldFloat2(ods.ContextOf(op), operands[0], operands[1], func(sem *ir.FloatSemantics, x, y ir.APInt) (ir.APInt, bool) {
		return sem.CopySign(x, y), true
	}))
}

// libmBits evaluates a libm function on f32 and f64 bit patterns; other
// float types are not folded, as upstream.
func libmBits(sem *ir.FloatSemantics, x ir.APInt, f func(v float64, f32 bool) (float64, bool)) (ir.APInt, bool) {
	f32 := sem == ir.FloatSemanticsOf(ir.F32)
	if !f32 && sem != ir.FloatSemanticsOf(ir.F64) {
		return ir.APInt{}, false
	}
	var v float64
	if f32 {
		v = float64(gomath.Float32frombits(uint32(x.Lo)))
	} else {
		v = gomath.Float64frombits(x.Lo)
	}
	r, ok := f(v, f32)
	if !ok {
		return ir.APInt{}, false
	}
	if f32 {
		return ir.APInt{Lo: uint64(gomath.Float32bits(float32(r)))}, true
	}
	return ir.APInt{Lo: gomath.Float64bits(r)}, true
}

// libmUnary folds a unary libm-based op.
func libmUnary(f libmFn) foldFn {
	return func(op *ir.Operation, operands []ir.Attribute) []ir.FoldResult {
		return one(foldFloat1(ods.ContextOf(op), operands[0], func(sem *ir.FloatSemantics, x ir.APInt) (ir.APInt, bool) {
			return libmBits(sem, x, f)
		}))
	}
}

// libmBinary folds a binary libm-based op. pre, when set, decides first:
// done reports that it did (with ok telling whether to fold).
func libmBinary(f func(x, y float64, f32 bool) (float64, bool), pre func(sem *ir.FloatSemantics, x, y ir.APInt) (r ir.APInt, ok, done bool)) foldFn {
	return func(op *ir.Operation, operands []ir.Attribute) []ir.FoldResult {
		return one(foldFloat2(ods.ContextOf(op), operands[0], operands[1], func(sem *ir.FloatSemantics, x, y ir.APInt) (ir.APInt, bool) {
			if pre != nil {
				if r, ok, done := pre(sem, x, y); done {
					return r, ok
				}
			}
			var yv float64
			_, ok := libmBits(sem, y, func(v float64, _ bool) (float64, bool) { yv = v; return v, true })
			if !ok {
				return ir.APInt{}, false
			}
			return libmBits(sem, x, func(v float64, f32 bool) (float64, bool) { return f(v, yv, f32) })
		}))
	}
}

// foldAtan2: atan2(±0, ±0) is NaN (APFloat's default NaN), then libm.
var foldAtan2 = libmBinary(fnAtan2, func(sem *ir.FloatSemantics, y, x ir.APInt) (ir.APInt, bool, bool) {
	if sem.IsZero(y) && sem.IsZero(x) {
		return sem.DefaultNaN(), true, true
	}
	return ir.APInt{}, false, false
})

// foldPowF: a signaling NaN operand gives its quieted self (glibc's x + y)
// where pow would otherwise be 1.
var foldPowF = libmBinary(fnPow, func(sem *ir.FloatSemantics, x, y ir.APInt) (ir.APInt, bool, bool) {
	switch {
	case isSignaling(sem, x) && sem.IsZero(y):
		return quietBits(sem, x), true, true
	case isSignaling(sem, y) && x == sem.FromFloat64(1):
		return quietBits(sem, y), true, true
	}
	return ir.APInt{}, false, false
})

// isSignaling reports a signaling NaN of f32 or f64.
func isSignaling(sem *ir.FloatSemantics, b ir.APInt) bool {
	if !sem.IsNaN(b) {
		return false
	}
	switch sem {
	case ir.FloatSemanticsOf(ir.F32):
		return b.Lo&(1<<22) == 0
	case ir.FloatSemanticsOf(ir.F64):
		return b.Lo&(1<<51) == 0
	}
	return false
}

// quietBits sets the quiet bit of an f32 or f64 NaN.
func quietBits(sem *ir.FloatSemantics, b ir.APInt) ir.APInt {
	if sem == ir.FloatSemanticsOf(ir.F32) {
		return ir.APInt{Lo: b.Lo | 1<<22}
	}
	return ir.APInt{Lo: b.Lo | 1<<51}
}

// Integer folds.

// unsignedOf returns x as a w-bit unsigned value.
func unsignedOf(w int, x *big.Int) *big.Int {
	return ir.NormalizeInt(x, w, true)
}

func foldAbsI(op *ir.Operation, operands []ir.Attribute) []ir.FoldResult {
	return one(foldInt1(ods.ContextOf(op), operands[0], func(w int, x *big.Int) *big.Int {
		return new(big.Int).Abs(x) // INT_MIN wraps to itself when normalized
	}))
}

func foldCtlz(op *ir.Operation, operands []ir.Attribute) []ir.FoldResult {
	return one(foldInt1(ods.ContextOf(op), operands[0], func(w int, x *big.Int) *big.Int {
		return big.NewInt(int64(w - unsignedOf(w, x).BitLen()))
	}))
}

func foldCttz(op *ir.Operation, operands []ir.Attribute) []ir.FoldResult {
	return one(foldInt1(ods.ContextOf(op), operands[0], func(w int, x *big.Int) *big.Int {
		u := unsignedOf(w, x)
		if u.Sign() == 0 {
			return big.NewInt(int64(w))
		}
		return big.NewInt(int64(u.TrailingZeroBits()))
	}))
}

func foldCtpop(op *ir.Operation, operands []ir.Attribute) []ir.FoldResult {
	return one(foldInt1(ods.ContextOf(op), operands[0], func(w int, x *big.Int) *big.Int {
		n := 0
		for _, word := range unsignedOf(w, x).Bits() {
			n += bits.OnesCount64(uint64(word))
		}
		return big.NewInt(int64(n))
	}))
}

// foldIPowI is upstream's signed integer power: 0 to a negative power is
// not folded; other negative powers give 0, 1 or -1.
func foldIPowI(op *ir.Operation, operands []ir.Attribute) []ir.FoldResult {
	return one(foldInt2(ods.ContextOf(op), operands[0], operands[1], func(w int, base, power *big.Int) *big.Int {
		oneV := ir.NormalizeInt(big.NewInt(1), w, false)
		minusOne := ir.NormalizeInt(big.NewInt(-1), w, false)
		switch {
		case power.Sign() == 0:
			return oneV
		case power.Sign() < 0:
			switch {
			case base.Sign() == 0:
				return nil
			case base.Cmp(oneV) == 0:
				return oneV
			case base.Cmp(minusOne) != 0:
				return new(big.Int)
			case power.Bit(0) == 1:
				return minusOne
			}
			return oneV
		}
		mod := new(big.Int).Lsh(big.NewInt(1), uint(w))
		r := big.NewInt(1)
		b := new(big.Int).Set(base)
		for p := new(big.Int).Set(power); p.Sign() > 0; p.Rsh(p, 1) {
			if p.Bit(0) == 1 {
				r.Mul(r, b).Mod(r, mod)
			}
			b.Mul(b, b).Mod(b, mod)
		}
		return r
	}))
}

// classify folds the classification ops: a scalar to a bool, a splat to a
// splat of the result type; other dense constants are not folded.
func classify(pred func(*ir.FloatSemantics, ir.APInt) bool) foldFn {
	return func(op *ir.Operation, operands []ir.Attribute) []ir.FoldResult {
		ctx := ods.ContextOf(op)
		switch a := operands[0].(type) {
		case *ir.FloatAttr:
			return one(ctx.BoolAttr(pred(ir.FloatSemanticsOf(a.Type.Kind), a.Bits)))
		case *ir.DenseElementsAttr:
			ft, ok := a.ElemType().(*ir.FloatType)
			st, ok2 := op.Result(0).Type().(ir.ShapedType)
			if !ok || !ok2 || !a.Splat {
				return nil
			}
			v := big.NewInt(0)
			if pred(ir.FloatSemanticsOf(ft.Kind), a.BitsAt(0)) {
				v.SetInt64(1)
			}
			return one(intResult(ctx, st, true, []*big.Int{v}))
		}
		return nil
	}
}
