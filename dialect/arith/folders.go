package arith

import (
	"math/big"

	"github.com/gomlir/gomlir/internal/apfloat"
	"github.com/gomlir/gomlir/ir"
)

// Folders, one per op, following upstream's ArithOps.cpp.

func foldConstant(op *ir.Operation, _ []ir.Attribute) []ir.FoldResult {
	return attr(op.InherentAttr("value"))
}

// defOp returns the op defining v if it is named name.
func defOp(v *ir.Value, name string) *ir.Operation {
	d := v.DefiningOp()
	if d != nil && d.Name() == name {
		return d
	}
	return nil
}

// intBinFold folds an integer binary op element by element; calc works on
// values of width w (sign-extended inputs) and returns ok=false to stop.
func intBinFold(op *ir.Operation, operands []ir.Attribute, calc func(a, b *big.Int, w int) (*big.Int, bool)) ir.Attribute {
	w := elemWidth(op.Result(0).Type())
	return constFoldBinaryOp(ctxOf(op), operands, func(a, b elem) (elem, bool) {
		if a.i == nil || b.i == nil {
			return elem{}, false
		}
		r, ok := calc(a.i, b.i, w)
		if !ok {
			return elem{}, false
		}
		return elem{i: toSigned(r, w)}, true
	})
}

func foldAddI(op *ir.Operation, operands []ir.Attribute) []ir.FoldResult {
	if isZeroInt(operands[1]) {
		return value(op.Operand(0))
	}
	if sub := defOp(op.Operand(0), "arith.subi"); sub != nil && op.Operand(1) == sub.Operand(1) {
		return value(sub.Operand(0))
	}
	if sub := defOp(op.Operand(1), "arith.subi"); sub != nil && op.Operand(0) == sub.Operand(1) {
		return value(sub.Operand(0))
	}
	return attr(intBinFold(op, operands, func(a, b *big.Int, _ int) (*big.Int, bool) {
		return new(big.Int).Add(a, b), true
	}))
}

func foldSubI(op *ir.Operation, operands []ir.Attribute) []ir.FoldResult {
	if op.Operand(0) == op.Operand(1) {
		t := op.Result(0).Type()
		if hasStaticShape(t) {
			return attr(zeroAttr(ctxOf(op), t))
		}
	}
	if isZeroInt(operands[1]) {
		return value(op.Operand(0))
	}
	if add := defOp(op.Operand(0), "arith.addi"); add != nil {
		if op.Operand(1) == add.Operand(1) {
			return value(add.Operand(0))
		}
		if op.Operand(1) == add.Operand(0) {
			return value(add.Operand(1))
		}
	}
	return attr(intBinFold(op, operands, func(a, b *big.Int, _ int) (*big.Int, bool) {
		return new(big.Int).Sub(a, b), true
	}))
}

func foldMulI(op *ir.Operation, operands []ir.Attribute) []ir.FoldResult {
	if isZeroInt(operands[1]) {
		return value(op.Operand(1))
	}
	if isOneInt(operands[1]) {
		return value(op.Operand(0))
	}
	return attr(intBinFold(op, operands, func(a, b *big.Int, _ int) (*big.Int, bool) {
		return new(big.Int).Mul(a, b), true
	}))
}

func foldAddUIExtended(op *ir.Operation, operands []ir.Attribute) []ir.FoldResult {
	ctx := ctxOf(op)
	overflowTy := op.Result(1).Type()
	if isZeroInt(constOf(op.Operand(1))) {
		z := zeroAttr(ctx, overflowTy)
		if z == nil {
			return nil
		}
		return []ir.FoldResult{{Value: op.Operand(0)}, {Attr: z}}
	}
	sum := intBinFold(op, operands, func(a, b *big.Int, _ int) (*big.Int, bool) {
		return new(big.Int).Add(a, b), true
	})
	if sum == nil {
		return nil
	}
	if isPoison(sum) {
		return []ir.FoldResult{{Attr: sum}, {Attr: sum}}
	}
	w := elemWidth(op.Operand(0).Type())
	ovf := constFoldBinary(ctx, []ir.Attribute{sum, operands[0]}, i1SameShape(ctx, typeOfAttr(sum)), func(s, a elem) (elem, bool) {
		if toUnsigned(s.i, w).Cmp(toUnsigned(a.i, w)) < 0 {
			return elem{i: big.NewInt(-1)}, true
		}
		return elem{i: big.NewInt(0)}, true
	})
	if ovf == nil {
		return nil
	}
	return []ir.FoldResult{{Attr: sum}, {Attr: ovf}}
}

// mulHigh returns the high half of the 2w-bit product.
func mulHigh(a, b *big.Int, w int, signed bool) *big.Int {
	if !signed {
		a, b = toUnsigned(a, w), toUnsigned(b, w)
	}
	p := new(big.Int).Mul(a, b)
	return p.Rsh(p, uint(w))
}

func foldMulExtended(op *ir.Operation, operands []ir.Attribute, signed bool) []ir.FoldResult {
	if isZeroInt(operands[1]) {
		return []ir.FoldResult{{Attr: operands[1]}, {Attr: operands[1]}}
	}
	if !signed && isOneInt(operands[1]) {
		z := zeroAttr(ctxOf(op), op.Operand(0).Type())
		if z == nil {
			return nil
		}
		return []ir.FoldResult{{Value: op.Operand(0)}, {Attr: z}}
	}
	low := intBinFold(op, operands, func(a, b *big.Int, _ int) (*big.Int, bool) {
		return new(big.Int).Mul(a, b), true
	})
	if low == nil {
		return nil
	}
	high := intBinFold(op, operands, func(a, b *big.Int, w int) (*big.Int, bool) {
		return mulHigh(a, b, w, signed), true
	})
	return []ir.FoldResult{{Attr: low}, {Attr: high}}
}

func foldMulSIExtended(op *ir.Operation, operands []ir.Attribute) []ir.FoldResult {
	return foldMulExtended(op, operands, true)
}

func foldMulUIExtended(op *ir.Operation, operands []ir.Attribute) []ir.FoldResult {
	return foldMulExtended(op, operands, false)
}

// foldDivMul folds (a * b) / b to a when the multiplication has flag.
func foldDivMul(lhs, rhs *ir.Value, flag uint32) *ir.Value {
	mul := defOp(lhs, "arith.muli")
	if mul == nil || OverflowFlags(mul)&flag != flag {
		return nil
	}
	if mul.Operand(0) == rhs {
		return mul.Operand(1)
	}
	if mul.Operand(1) == rhs {
		return mul.Operand(0)
	}
	return nil
}

// sdivOv is APInt::sdiv_ov.
func sdivOv(a, b *big.Int, w int) (*big.Int, bool) {
	if a.Cmp(minSigned(w)) == 0 && b.Sign() < 0 && b.Cmp(big.NewInt(-1)) == 0 {
		return new(big.Int).Set(a), true
	}
	return new(big.Int).Quo(a, b), false
}

func foldDivUI(op *ir.Operation, operands []ir.Attribute) []ir.FoldResult {
	if isOneInt(operands[1]) {
		return value(op.Operand(0))
	}
	if v := foldDivMul(op.Operand(0), op.Operand(1), OverflowNUW); v != nil {
		return value(v)
	}
	div0 := false
	r := intBinFold(op, operands, func(a, b *big.Int, w int) (*big.Int, bool) {
		if div0 || b.Sign() == 0 {
			div0 = true
			return a, true
		}
		return new(big.Int).Quo(toUnsigned(a, w), toUnsigned(b, w)), true
	})
	if div0 {
		return nil
	}
	return attr(r)
}

func foldDivSI(op *ir.Operation, operands []ir.Attribute) []ir.FoldResult {
	if isOneInt(operands[1]) {
		return value(op.Operand(0))
	}
	if v := foldDivMul(op.Operand(0), op.Operand(1), OverflowNSW); v != nil {
		return value(v)
	}
	bad := false
	r := intBinFold(op, operands, func(a, b *big.Int, w int) (*big.Int, bool) {
		if bad || b.Sign() == 0 {
			bad = true
			return a, true
		}
		q, ov := sdivOv(a, b, w)
		bad = ov
		return q, true
	})
	if bad {
		return nil
	}
	return attr(r)
}

func foldCeilDivUI(op *ir.Operation, operands []ir.Attribute) []ir.FoldResult {
	if isOneInt(operands[1]) {
		return value(op.Operand(0))
	}
	bad := false
	r := intBinFold(op, operands, func(a, b *big.Int, w int) (*big.Int, bool) {
		if bad || b.Sign() == 0 {
			bad = true
			return a, true
		}
		ua, ub := toUnsigned(a, w), toUnsigned(b, w)
		q, m := new(big.Int).QuoRem(ua, ub, new(big.Int))
		if m.Sign() == 0 {
			return q, true
		}
		q.Add(q, big.NewInt(1))
		if q.Cmp(maxUnsigned(w)) > 0 {
			bad = true
		}
		return q, true
	})
	if bad {
		return nil
	}
	return attr(r)
}

// ssubOv and saddOv are APInt's ssub_ov and sadd_ov on w-bit values.
func ssubOv(a, b *big.Int, w int) (*big.Int, bool) {
	r := new(big.Int).Sub(a, b)
	return toSigned(r, w), r.Cmp(minSigned(w)) < 0 || r.Cmp(maxSigned(w)) > 0
}

func saddOv(a, b *big.Int, w int) (*big.Int, bool) {
	r := new(big.Int).Add(a, b)
	return toSigned(r, w), r.Cmp(minSigned(w)) < 0 || r.Cmp(maxSigned(w)) > 0
}

// signedCeilNonnegInputs returns (a-1)/b + 1, accumulating overflow.
func signedCeilNonnegInputs(a, b *big.Int, w int, overflow *bool) *big.Int {
	one := toSigned(big.NewInt(1), w)
	v, o := ssubOv(a, one, w)
	*overflow = *overflow || o
	v, o = sdivOv(v, b, w)
	*overflow = *overflow || o
	v, o = saddOv(v, one, w)
	*overflow = *overflow || o
	return v
}

func foldCeilDivSI(op *ir.Operation, operands []ir.Attribute) []ir.FoldResult {
	if isOneInt(operands[1]) {
		return value(op.Operand(0))
	}
	bad := false
	r := intBinFold(op, operands, func(a, b *big.Int, w int) (*big.Int, bool) {
		if bad || b.Sign() == 0 {
			bad = true
			return a, true
		}
		if a.Sign() == 0 {
			return a, true
		}
		zero := new(big.Int)
		aGt, bGt := a.Sign() > 0, b.Sign() > 0
		if aGt && bGt {
			return signedCeilNonnegInputs(a, b, w, &bad), true
		}
		var o1, o2, o3, o4 bool
		switch {
		case !aGt && !bGt:
			posA, oa := ssubOv(zero, a, w)
			posB, ob := ssubOv(zero, b, w)
			o1, o2 = oa, ob
			res := signedCeilNonnegInputs(posA, posB, w, &o3)
			bad = o1 || o2 || o3
			return res, true
		case !aGt && bGt:
			posA, oa := ssubOv(zero, a, w)
			o1 = oa
			div, od := sdivOv(posA, b, w)
			o3 = od
			res, on := ssubOv(zero, div, w)
			o4 = on
			bad = o1 || o3 || o4
			return res, true
		}
		posB, ob := ssubOv(zero, b, w)
		o2 = ob
		div, od := sdivOv(a, posB, w)
		o3 = od
		res, on := ssubOv(zero, div, w)
		o4 = on
		bad = o2 || o3 || o4
		return res, true
	})
	if bad {
		return nil
	}
	return attr(r)
}

func foldFloorDivSI(op *ir.Operation, operands []ir.Attribute) []ir.FoldResult {
	if isOneInt(operands[1]) {
		return value(op.Operand(0))
	}
	bad := false
	r := intBinFold(op, operands, func(a, b *big.Int, w int) (*big.Int, bool) {
		if b.Sign() == 0 {
			bad = true
			return a, true
		}
		// APInt::sfloordiv_ov, which assigns the overflow flag: upstream's
		// flag is not sticky, a later element without overflow clears
		// what an earlier zero divisor or overflow set.
		q, ov := sdivOv(a, b, w)
		bad = ov
		if ov {
			return q, true
		}
		m := new(big.Int).Rem(a, b)
		if m.Sign() != 0 && (a.Sign() < 0) != (b.Sign() < 0) {
			q.Sub(q, big.NewInt(1))
		}
		return q, true
	})
	if bad {
		return nil
	}
	return attr(r)
}

func foldRem(op *ir.Operation, operands []ir.Attribute, signed bool) []ir.FoldResult {
	if isOneInt(operands[1]) {
		return attr(zeroAttr(ctxOf(op), op.Result(0).Type()))
	}
	div0 := false
	r := intBinFold(op, operands, func(a, b *big.Int, w int) (*big.Int, bool) {
		if div0 || b.Sign() == 0 {
			div0 = true
			return a, true
		}
		if signed {
			return new(big.Int).Rem(a, b), true
		}
		return new(big.Int).Rem(toUnsigned(a, w), toUnsigned(b, w)), true
	})
	if div0 {
		return nil
	}
	return attr(r)
}

func foldRemUI(op *ir.Operation, operands []ir.Attribute) []ir.FoldResult {
	return foldRem(op, operands, false)
}

func foldRemSI(op *ir.Operation, operands []ir.Attribute) []ir.FoldResult {
	return foldRem(op, operands, true)
}

// isNotOf reports whether v is xori(x, all-ones) (m_Op<XOrIOp>(m_Val(x),
// m_ConstantInt) with an all-ones constant).
func isNotOf(v, x *ir.Value) bool {
	xor := defOp(v, "arith.xori")
	return xor != nil && xor.Operand(0) == x && isAllOnesInt(constOf(xor.Operand(1)))
}

func foldAndI(op *ir.Operation, operands []ir.Attribute) []ir.FoldResult {
	lhs, rhs := op.Operand(0), op.Operand(1)
	if isZeroInt(operands[1]) {
		return value(rhs)
	}
	if isAllOnesInt(operands[1]) {
		return value(lhs)
	}
	if isNotOf(rhs, lhs) || isNotOf(lhs, rhs) {
		return attr(zeroAttr(ctxOf(op), op.Result(0).Type()))
	}
	for _, reverse := range []bool{false, true} {
		p, other := lhs, rhs
		if reverse {
			p, other = rhs, lhs
		}
		prev := defOp(p, "arith.andi")
		if prev == nil {
			continue
		}
		if other != prev.Operand(0) && other != prev.Operand(1) {
			continue
		}
		return value(prev.Result(0))
	}
	return attr(intBinFold(op, operands, func(a, b *big.Int, _ int) (*big.Int, bool) {
		return new(big.Int).And(a, b), true
	}))
}

func foldOrI(op *ir.Operation, operands []ir.Attribute) []ir.FoldResult {
	lhs, rhs := op.Operand(0), op.Operand(1)
	if _, _, ok := constantInt(operands[1]); ok {
		if isZeroInt(operands[1]) {
			return value(lhs)
		}
		if isAllOnesInt(operands[1]) {
			return attr(operands[1])
		}
	}
	if isNotOf(rhs, lhs) {
		return value(rhs.DefiningOp().Operand(1))
	}
	if isNotOf(lhs, rhs) {
		return value(lhs.DefiningOp().Operand(1))
	}
	return attr(intBinFold(op, operands, func(a, b *big.Int, _ int) (*big.Int, bool) {
		return new(big.Int).Or(a, b), true
	}))
}

func foldXOrI(op *ir.Operation, operands []ir.Attribute) []ir.FoldResult {
	lhs, rhs := op.Operand(0), op.Operand(1)
	if isZeroInt(operands[1]) {
		return value(lhs)
	}
	if lhs == rhs {
		return attr(zeroAttr(ctxOf(op), op.Result(0).Type()))
	}
	if prev := defOp(lhs, "arith.xori"); prev != nil {
		if prev.Operand(1) == rhs {
			return value(prev.Operand(0))
		}
		if prev.Operand(0) == rhs {
			return value(prev.Operand(1))
		}
	}
	if prev := defOp(rhs, "arith.xori"); prev != nil {
		if prev.Operand(1) == lhs {
			return value(prev.Operand(0))
		}
		if prev.Operand(0) == lhs {
			return value(prev.Operand(1))
		}
	}
	return attr(intBinFold(op, operands, func(a, b *big.Int, _ int) (*big.Int, bool) {
		return new(big.Int).Xor(a, b), true
	}))
}

// foldShift folds shifts; the fold only happens when the last computed
// element's shift amount was in range (upstream's `bounded` flag).
func foldShift(op *ir.Operation, operands []ir.Attribute, kind byte) []ir.FoldResult {
	if isZeroInt(operands[1]) {
		return value(op.Operand(0))
	}
	bounded := false
	r := intBinFold(op, operands, func(a, b *big.Int, w int) (*big.Int, bool) {
		ub := toUnsigned(b, w)
		bounded = ub.Cmp(big.NewInt(int64(w))) < 0
		n := uint(w)
		if ub.IsUint64() && ub.Uint64() < uint64(w) {
			n = uint(ub.Uint64())
		}
		switch kind {
		case 'l':
			if n >= uint(w) {
				return new(big.Int), true
			}
			return new(big.Int).Lsh(a, n), true
		case 'u':
			if n >= uint(w) {
				return new(big.Int), true
			}
			return new(big.Int).Rsh(toUnsigned(a, w), n), true
		}
		if n >= uint(w) {
			n = uint(w - 1)
		}
		return new(big.Int).Rsh(a, n), true
	})
	if !bounded {
		return nil
	}
	return attr(r)
}

func foldShLI(op *ir.Operation, operands []ir.Attribute) []ir.FoldResult {
	return foldShift(op, operands, 'l')
}

func foldShRUI(op *ir.Operation, operands []ir.Attribute) []ir.FoldResult {
	return foldShift(op, operands, 'u')
}

func foldShRSI(op *ir.Operation, operands []ir.Attribute) []ir.FoldResult {
	return foldShift(op, operands, 's')
}

// foldMinMaxI folds the integer min/max ops. signed selects the order;
// isMax selects max.
func foldMinMaxI(op *ir.Operation, operands []ir.Attribute, signed, isMax bool) []ir.FoldResult {
	if op.Operand(0) == op.Operand(1) {
		return value(op.Operand(1))
	}
	if v, t, ok := constantInt(operands[1]); ok {
		w := ir.BitWidth(t)
		var isMaxVal, isMinVal bool
		if signed {
			isMaxVal = v.Cmp(maxSigned(w)) == 0
			isMinVal = v.Cmp(minSigned(w)) == 0
		} else {
			u := toUnsigned(v, w)
			isMaxVal = u.Cmp(maxUnsigned(w)) == 0
			isMinVal = u.Sign() == 0
		}
		if isMax {
			if isMaxVal {
				return value(op.Operand(1))
			}
			if isMinVal {
				return value(op.Operand(0))
			}
		} else {
			if isMinVal {
				return value(op.Operand(1))
			}
			if isMaxVal {
				return value(op.Operand(0))
			}
		}
	}
	return attr(intBinFold(op, operands, func(a, b *big.Int, w int) (*big.Int, bool) {
		ca, cb := a, b
		if !signed {
			ca, cb = toUnsigned(a, w), toUnsigned(b, w)
		}
		c := ca.Cmp(cb)
		if (c >= 0) == isMax {
			if c == 0 {
				return a, true
			}
			return a, true
		}
		return b, true
	}))
}

func foldMaxSI(op *ir.Operation, operands []ir.Attribute) []ir.FoldResult {
	return foldMinMaxI(op, operands, true, true)
}

func foldMaxUI(op *ir.Operation, operands []ir.Attribute) []ir.FoldResult {
	return foldMinMaxI(op, operands, false, true)
}

func foldMinSI(op *ir.Operation, operands []ir.Attribute) []ir.FoldResult {
	return foldMinMaxI(op, operands, true, false)
}

func foldMinUI(op *ir.Operation, operands []ir.Attribute) []ir.FoldResult {
	return foldMinMaxI(op, operands, false, false)
}

// Float folds.

// floatSem returns the semantics of the element type of t.
func floatSem(t ir.Type) *apfloat.Semantics {
	if ft, ok := elemOrSelf(t).(*ir.FloatType); ok {
		return ir.FloatSemanticsOf(ft.Kind)
	}
	return nil
}

// undefinedResult reports results LLVM's APFloat leaves undefined, which
// gomlir does not fold: infinities and NaNs of finite-only formats
// (f4E2M1FN, f6E2M3FN, f6E3M2FN) and negative values of the unsigned
// f8E8M0FNU.
func undefinedResult(s *apfloat.Semantics, st apfloat.Status) bool {
	return (s.NonFinite == apfloat.FiniteOnly || !s.Signed) && st&(apfloat.InvalidOp|apfloat.DivByZero) != 0
}

func floatBinFold(op *ir.Operation, operands []ir.Attribute, calc func(s *apfloat.Semantics, a, b ir.APInt) (ir.APInt, apfloat.Status)) ir.Attribute {
	s := floatSem(op.Result(0).Type())
	if s == nil {
		return nil
	}
	return constFoldBinaryOp(ctxOf(op), operands, func(a, b elem) (elem, bool) {
		if a.i != nil || b.i != nil {
			return elem{}, false
		}
		r, st := calc(s, a.f, b.f)
		if undefinedResult(s, st) {
			return elem{}, false
		}
		return elem{f: r}, true
	})
}

// noStatus adapts a status-free float operation.
func noStatus(f func(s *apfloat.Semantics, a, b ir.APInt) ir.APInt) func(s *apfloat.Semantics, a, b ir.APInt) (ir.APInt, apfloat.Status) {
	return func(s *apfloat.Semantics, a, b ir.APInt) (ir.APInt, apfloat.Status) { return f(s, a, b), apfloat.OK }
}

func rne(f func(s *apfloat.Semantics, a, b ir.APInt, rm apfloat.RoundingMode) (ir.APInt, apfloat.Status)) func(s *apfloat.Semantics, a, b ir.APInt) (ir.APInt, apfloat.Status) {
	return func(s *apfloat.Semantics, a, b ir.APInt) (ir.APInt, apfloat.Status) {
		return f(s, a, b, apfloat.NearestTiesToEven)
	}
}

func foldNegF(op *ir.Operation, operands []ir.Attribute) []ir.FoldResult {
	if inner := defOp(op.Operand(0), "arith.negf"); inner != nil {
		return value(inner.Operand(0))
	}
	s := floatSem(op.Result(0).Type())
	if s == nil {
		return nil
	}
	return attr(constFoldUnary(ctxOf(op), operands, func(a elem) (elem, bool) {
		if a.i != nil {
			return elem{}, false
		}
		if !s.Signed && !s.IsNaN(a.f) {
			// LLVM gives f8E8M0FNU values a sign its encoding cannot hold.
			return elem{}, false
		}
		return elem{f: s.Neg(a.f)}, true
	}))
}

func foldAddF(op *ir.Operation, operands []ir.Attribute) []ir.FoldResult {
	if isNegZeroFloat(operands[1]) {
		return value(op.Operand(0))
	}
	return attr(floatBinFold(op, operands, rne((*apfloat.Semantics).Add)))
}

func foldSubF(op *ir.Operation, operands []ir.Attribute) []ir.FoldResult {
	if isPosZeroFloat(operands[1]) {
		return value(op.Operand(0))
	}
	return attr(floatBinFold(op, operands, rne((*apfloat.Semantics).Sub)))
}

// minMaxFold is the folder of a float min/max op: x op x is x, an
// identity right operand gives the left one, constants fold with f.
func minMaxFold(identity func(ir.Attribute) bool, f func(s *apfloat.Semantics, a, b ir.APInt) ir.APInt) func(*ir.Operation, []ir.Attribute) []ir.FoldResult {
	return func(op *ir.Operation, operands []ir.Attribute) []ir.FoldResult {
		if op.Operand(0) == op.Operand(1) {
			return value(op.Operand(1))
		}
		if identity(operands[1]) {
			return value(op.Operand(0))
		}
		return attr(floatBinFold(op, operands, noStatus(f)))
	}
}

var (
	foldMaximumF = minMaxFold(isNegInfFloat, (*apfloat.Semantics).Maximum)
	foldMaxNumF  = minMaxFold(isNaNFloat, (*apfloat.Semantics).Maxnum)
	foldMinimumF = minMaxFold(isPosInfFloat, (*apfloat.Semantics).Minimum)
	foldMinNumF  = minMaxFold(isNaNFloat, (*apfloat.Semantics).Minnum)
)

func foldMulF(op *ir.Operation, operands []ir.Attribute) []ir.FoldResult {
	if isOneFloat(operands[1]) {
		return value(op.Operand(0))
	}
	if f := FastMathFlags(op); f&(FastMathNNaN|FastMathNSZ) == FastMathNNaN|FastMathNSZ && isAnyZeroFloat(operands[1]) {
		return value(op.Operand(1))
	}
	return attr(floatBinFold(op, operands, rne((*apfloat.Semantics).Mul)))
}

func foldDivF(op *ir.Operation, operands []ir.Attribute) []ir.FoldResult {
	if isOneFloat(operands[1]) {
		return value(op.Operand(0))
	}
	return attr(floatBinFold(op, operands, rne((*apfloat.Semantics).Div)))
}

func foldRemF(op *ir.Operation, operands []ir.Attribute) []ir.FoldResult {
	return attr(floatBinFold(op, operands, (*apfloat.Semantics).Mod))
}

// Casts.

func intCastFold(op *ir.Operation, operands []ir.Attribute, calc func(a *big.Int, srcW, dstW int) *big.Int) ir.Attribute {
	srcW := elemWidth(op.Operand(0).Type())
	dstW := elemWidth(op.Result(0).Type())
	return constFoldCast(ctxOf(op), operands, op.Result(0).Type(), func(a elem) (elem, bool) {
		if a.i == nil {
			return elem{}, false
		}
		return elem{i: toSigned(calc(a.i, srcW, dstW), dstW)}, true
	})
}

func foldExtUI(op *ir.Operation, operands []ir.Attribute) []ir.FoldResult {
	if inner := defOp(op.Operand(0), "arith.extui"); inner != nil {
		op.SetOperand(0, inner.Operand(0))
		return inPlace(op)
	}
	return attr(intCastFold(op, operands, func(a *big.Int, srcW, _ int) *big.Int { return toUnsigned(a, srcW) }))
}

func foldExtSI(op *ir.Operation, operands []ir.Attribute) []ir.FoldResult {
	if inner := defOp(op.Operand(0), "arith.extsi"); inner != nil {
		op.SetOperand(0, inner.Operand(0))
		return inPlace(op)
	}
	return attr(intCastFold(op, operands, func(a *big.Int, srcW, _ int) *big.Int { return toSigned(a, srcW) }))
}

func foldTruncI(op *ir.Operation, operands []ir.Attribute) []ir.FoldResult {
	in := op.Operand(0)
	if d := in.DefiningOp(); d != nil && (d.Name() == "arith.extui" || d.Name() == "arith.extsi") {
		src := d.Operand(0)
		srcType := elemOrSelf(src.Type())
		dstType := elemOrSelf(op.Result(0).Type())
		if ir.BitWidth(srcType) > ir.BitWidth(dstType) {
			op.SetOperand(0, src)
			return inPlace(op)
		}
		if srcType == dstType {
			return value(src)
		}
	}
	if inner := defOp(in, "arith.trunci"); inner != nil {
		op.SetOperand(0, inner.Operand(0))
		return inPlace(op)
	}
	return attr(intCastFold(op, operands, func(a *big.Int, _, dstW int) *big.Int { return a }))
}

// convertFloatValue converts exactly (upstream's convertFloatValue): no
// loss, no exceptions, no infinities or NaNs the target cannot hold.
func convertFloatValue(from, to *apfloat.Semantics, b ir.APInt, rm apfloat.RoundingMode) (ir.APInt, bool) {
	if from.IsInf(b) && to.NonFinite != apfloat.IEEE754 {
		return ir.APInt{}, false
	}
	if from.IsNaN(b) && to.NonFinite == apfloat.FiniteOnly {
		return ir.APInt{}, false
	}
	r, st, loses := to.ConvertRM(from, b, rm)
	if loses || st != apfloat.OK {
		return ir.APInt{}, false
	}
	return r, true
}

func floatCastFold(op *ir.Operation, operands []ir.Attribute, rm apfloat.RoundingMode) ir.Attribute {
	from, to := floatSem(op.Operand(0).Type()), floatSem(op.Result(0).Type())
	if from == nil || to == nil {
		return nil
	}
	return constFoldCast(ctxOf(op), operands, op.Result(0).Type(), func(a elem) (elem, bool) {
		if a.i != nil {
			return elem{}, false
		}
		r, ok := convertFloatValue(from, to, a.f, rm)
		return elem{f: r}, ok
	})
}

func foldExtF(op *ir.Operation, operands []ir.Attribute) []ir.FoldResult {
	if trunc := defOp(op.Operand(0), "arith.truncf"); trunc != nil && trunc.Operand(0).Type() == op.Result(0).Type() {
		if FastMathFlags(trunc)&FastMathContract != 0 && FastMathFlags(op)&FastMathContract != 0 {
			return value(trunc.Operand(0))
		}
	}
	return attr(floatCastFold(op, operands, apfloat.NearestTiesToEven))
}

// llvmRoundingMode maps arith::RoundingMode to LLVM's.
func llvmRoundingMode(op *ir.Operation) apfloat.RoundingMode {
	m, ok := RoundingMode(op)
	if !ok {
		return apfloat.NearestTiesToEven
	}
	switch m {
	case RoundDownward:
		return apfloat.TowardNegative
	case RoundUpward:
		return apfloat.TowardPositive
	case RoundTowardZero:
		return apfloat.TowardZero
	case RoundToNearestAway:
		return apfloat.NearestTiesToAway
	}
	return apfloat.NearestTiesToEven
}

// representableBy is APFloatBase::isRepresentableBy.
func representableBy(a, b *apfloat.Semantics) bool {
	return a.MaxExponent <= b.MaxExponent && a.MinExponent >= b.MinExponent && a.Precision <= b.Precision
}

func foldTruncF(op *ir.Operation, operands []ir.Attribute) []ir.FoldResult {
	resElem := elemOrSelf(op.Result(0).Type())
	if ext := defOp(op.Operand(0), "arith.extf"); ext != nil {
		src := ext.Operand(0)
		srcType := elemOrSelf(src.Type())
		mid := elemOrSelf(ext.Result(0).Type())
		if ss, ms := floatSem(srcType), floatSem(mid); ss != nil && ms != nil && representableBy(ss, ms) {
			if ir.BitWidth(srcType) > ir.BitWidth(resElem) {
				op.SetOperand(0, src)
				return inPlace(op)
			}
			if srcType == resElem {
				return value(src)
			}
		}
	}
	return attr(floatCastFold(op, operands, llvmRoundingMode(op)))
}

func intToFloatFold(op *ir.Operation, operands []ir.Attribute, signed bool) []ir.FoldResult {
	to := floatSem(op.Result(0).Type())
	srcW := elemWidth(op.Operand(0).Type())
	if to == nil {
		return nil
	}
	return attr(constFoldCast(ctxOf(op), operands, op.Result(0).Type(), func(a elem) (elem, bool) {
		if a.i == nil {
			return elem{}, false
		}
		v := toSigned(a.i, srcW)
		if !signed {
			v = toUnsigned(a.i, srcW)
		}
		r, st := to.FromInt(v, apfloat.NearestTiesToEven)
		if undefinedResult(to, st) {
			return elem{}, false
		}
		return elem{f: r}, true
	}))
}

func foldUIToFP(op *ir.Operation, operands []ir.Attribute) []ir.FoldResult {
	return intToFloatFold(op, operands, false)
}

func foldSIToFP(op *ir.Operation, operands []ir.Attribute) []ir.FoldResult {
	return intToFloatFold(op, operands, true)
}

func floatToIntFold(op *ir.Operation, operands []ir.Attribute, signed bool) []ir.FoldResult {
	from := floatSem(op.Operand(0).Type())
	w := elemWidth(op.Result(0).Type())
	if from == nil {
		return nil
	}
	return attr(constFoldCast(ctxOf(op), operands, op.Result(0).Type(), func(a elem) (elem, bool) {
		if a.i != nil {
			return elem{}, false
		}
		v, st, _ := from.ToInt(a.f, w, signed, apfloat.TowardZero)
		if st == apfloat.InvalidOp {
			return elem{}, false
		}
		return elem{i: toSigned(v, w)}, true
	}))
}

func foldFPToUI(op *ir.Operation, operands []ir.Attribute) []ir.FoldResult {
	return floatToIntFold(op, operands, false)
}

func foldFPToSI(op *ir.Operation, operands []ir.Attribute) []ir.FoldResult {
	return floatToIntFold(op, operands, true)
}

func foldIndexCastCommon(op *ir.Operation, operands []ir.Attribute, signed bool) []ir.FoldResult {
	return attr(intCastFold(op, operands, func(a *big.Int, srcW, _ int) *big.Int {
		if signed {
			return toSigned(a, srcW)
		}
		return toUnsigned(a, srcW)
	}))
}

func foldIndexCast(op *ir.Operation, operands []ir.Attribute) []ir.FoldResult {
	return foldIndexCastCommon(op, operands, true)
}

func foldIndexCastUI(op *ir.Operation, operands []ir.Attribute) []ir.FoldResult {
	return foldIndexCastCommon(op, operands, false)
}

func foldBitcast(op *ir.Operation, operands []ir.Attribute) []ir.FoldResult {
	resType := op.Result(0).Type()
	a := operands[0]
	if a == nil {
		return nil
	}
	ctx := ctxOf(op)
	if d, ok := a.(*ir.DenseElementsAttr); ok {
		st, ok := resType.(ir.ShapedType)
		if !ok {
			return nil
		}
		return attr(bitcastDense(ctx, d, st))
	}
	if _, ok := resType.(ir.ShapedType); ok {
		return nil
	}
	if isPoison(a) {
		return attr(a)
	}
	var bits *big.Int
	switch a := a.(type) {
	case *ir.FloatAttr:
		bits = new(big.Int).SetUint64(a.Bits.Hi)
		bits.Lsh(bits, 64).Or(bits, new(big.Int).SetUint64(a.Bits.Lo))
	case *ir.IntegerAttr:
		bits = toUnsigned(a.BigInt(), ir.BitWidth(a.Type))
	default:
		return nil
	}
	if ft, ok := resType.(*ir.FloatType); ok {
		return attr(ctx.FloatAttr(ft, bigToBits(bits)))
	}
	return attr(ctx.IntegerAttr(resType, bits))
}

func bigToBits(v *big.Int) ir.APInt {
	lo := new(big.Int).And(v, new(big.Int).SetUint64(^uint64(0)))
	hi := new(big.Int).Rsh(v, 64)
	return ir.APInt{Lo: lo.Uint64(), Hi: hi.Uint64()}
}

// bitcastDense reinterprets the elements of d as the element type of t
// (DenseElementsAttr::bitcast with the result's shape).
func bitcastDense(ctx *ir.Context, d *ir.DenseElementsAttr, t ir.ShapedType) ir.Attribute {
	src, dst := d.ElemType(), t.ElementType()
	w := ir.BitWidth(src)
	n := d.NumElements()
	if d.Splat {
		n = 1
	}
	out := make([]elem, n)
	for i := int64(0); i < n; i++ {
		raw := d.RawElement(i)
		var bits *big.Int
		if _, ok := src.(*ir.FloatType); ok {
			b := ir.RawToBits(raw)
			bits = new(big.Int).SetUint64(b.Hi)
			bits.Lsh(bits, 64).Or(bits, new(big.Int).SetUint64(b.Lo))
		} else {
			bits = ir.RawToInt(raw, w, true)
		}
		if _, ok := dst.(*ir.FloatType); ok {
			out[i] = elem{f: bigToBits(bits)}
		} else {
			out[i] = elem{i: toSigned(bits, ir.BitWidth(dst))}
		}
	}
	return denseAttr(ctx, t, out)
}
