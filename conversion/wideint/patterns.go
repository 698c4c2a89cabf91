package wideint

import (
	"math"
	"math/big"

	"github.com/gomlir/gomlir/conversion"
	"github.com/gomlir/gomlir/dialect/arith"
	"github.com/gomlir/gomlir/internal/apfloat"
	"github.com/gomlir/gomlir/ir"
)

// rewriteFunc rewrites op, whose operands arrive converted in a; newTy is
// the emulated type of the op's result (of its operand for those listed in
// operandTyped).
type rewriteFunc func(e *emitter, op *ir.Operation, a conversion.Adaptor, newTy *ir.VectorType) bool

// operandTyped lists the ops whose emulated type is that of their
// (first) operand rather than of their result.
var operandTyped = map[string]bool{"arith.cmpi": true, "arith.sitofp": true, "arith.uitofp": true}

// pattern is the conversion of op name by rewrite, which only runs when
// the op's type is emulated.
func (c *Converter) pattern(name string, rewrite rewriteFunc) conversion.Pattern {
	return &conversion.Func{Name: name, On: name, Weight: 1, Converter: c.TypeConverter,
		Rewrite: func(op *ir.Operation, a conversion.Adaptor, rw *conversion.Rewriter) bool {
			t := op.Result(0).Type()
			if operandTyped[name] {
				t = op.Operand(0).Type()
			}
			newTy, ok := c.ConvertType(t).(*ir.VectorType)
			if !ok || newTy == t {
				return false
			}
			return rewrite(newEmitter(rw, op), op, a, newTy)
		}}
}

// Patterns returns the arith conversions (upstream's
// populateArithWideIntEmulationPatterns), with the one of vector.print.
func (c *Converter) Patterns() []conversion.Pattern {
	ps := []conversion.Pattern{
		c.pattern("arith.constant", c.convertConstant),
		c.pattern("arith.cmpi", convertCmpI),
		c.pattern("arith.select", convertSelect),
		c.printPattern(),
		c.pattern("arith.addi", convertAddI),
		c.pattern("arith.muli", convertMulI),
		c.pattern("arith.shli", convertShLI),
		c.pattern("arith.shrsi", convertShRSI),
		c.pattern("arith.shrui", convertShRUI),
		c.pattern("arith.maxui", maxMin(arith.CmpIUgt)),
		c.pattern("arith.maxsi", maxMin(arith.CmpISgt)),
		c.pattern("arith.minui", maxMin(arith.CmpIUlt)),
		c.pattern("arith.minsi", maxMin(arith.CmpISlt)),
		c.pattern("arith.subi", convertSubI),
		c.pattern("arith.andi", bitwise("arith.andi")),
		c.pattern("arith.ori", bitwise("arith.ori")),
		c.pattern("arith.xori", bitwise("arith.xori")),
		c.pattern("arith.extsi", convertExtSI),
		c.pattern("arith.extui", convertExtUI),
		c.truncPattern(),
	}
	for _, cast := range [][2]string{{"arith.index_cast", "arith.extsi"}, {"arith.index_castui", "arith.extui"}} {
		ps = append(ps, c.indexToIntPattern(cast[0]), c.indexCastPattern(cast[0], cast[1]))
	}
	return append(ps, c.pattern("arith.sitofp", convertSIToFP), c.pattern("arith.uitofp", convertUIToFP),
		c.pattern("arith.fptoui", convertFPToUI), c.pattern("arith.fptosi", convertFPToSI))
}

// halvesOf splits value into its low and high halves of width bits.
func halvesOf(v *big.Int, width int) (lo, hi *big.Int) {
	u := new(big.Int).Mod(v, new(big.Int).Lsh(big.NewInt(1), uint(2*width)))
	hi = new(big.Int).Rsh(u, uint(width))
	lo = u.Sub(u, new(big.Int).Lsh(hi, uint(width)))
	return signed(lo, width), signed(hi, width)
}

// signed reads the width-bit pattern u as a two's complement value.
func signed(u *big.Int, width int) *big.Int {
	if u.Bit(width-1) == 1 {
		return u.Sub(u, new(big.Int).Lsh(big.NewInt(1), uint(width)))
	}
	return u
}

// convertConstant splits every element of a wide constant into halves.
func (c *Converter) convertConstant(e *emitter, op *ir.Operation, _ conversion.Adaptor, newTy *ir.VectorType) bool {
	var vals []*big.Int
	switch a := op.InherentAttr("value").(type) {
	case *ir.IntegerAttr:
		vals = []*big.Int{a.BigInt()}
	case *ir.DenseElementsAttr:
		n := a.NumElements()
		for i := int64(0); i < n; i++ {
			vals = append(vals, a.IntAt(i))
		}
	default:
		return false
	}
	size := ir.ElementBytes(newTy.Elem)
	raw := make([]byte, 0, 2*size*len(vals))
	for _, v := range vals {
		lo, hi := halvesOf(v, c.MaxWidth)
		for _, h := range []*big.Int{lo, hi} {
			b := make([]byte, size)
			ir.IntToRaw(b, h)
			raw = append(raw, b...)
		}
	}
	e.rw.ReplaceOp(op, []*ir.Value{e.constant(newTy, e.ctx.DenseElementsAttr(newTy, raw, false))})
	return true
}

// convertAddI adds the low halves with a carry into the high ones.
func convertAddI(e *emitter, op *ir.Operation, a conversion.Adaptor, newTy *ir.VectorType) bool {
	l0, l1 := e.halves(a.Operand(0))
	r0, r1 := e.halves(a.Operand(1))
	sum := e.create("arith.addui_extended", []ir.Type{l0.Type(), withElem(e.ctx, l0.Type(), e.ctx.I(1))}, []*ir.Value{l0, r0})
	carry := e.v("arith.extui", l0.Type(), sum.Result(1))
	high := e.bin("arith.addi", e.bin("arith.addi", carry, l1), r1)
	e.rw.ReplaceOp(op, []*ir.Value{e.result(newTy, sum.Result(0), high)})
	return true
}

// convertSubI subtracts the low halves with a borrow from the high ones.
func convertSubI(e *emitter, op *ir.Operation, a conversion.Adaptor, newTy *ir.VectorType) bool {
	l0, l1 := e.halves(a.Operand(0))
	r0, r1 := e.halves(a.Operand(1))
	low := e.bin("arith.subi", l0, r0)
	borrow := e.v("arith.extui", l0.Type(), e.cmpi(arith.CmpIUlt, l0, r0))
	high := e.bin("arith.subi", e.bin("arith.subi", l1, borrow), r1)
	e.rw.ReplaceOp(op, []*ir.Value{e.result(newTy, low, high)})
	return true
}

// bitwise applies a bitwise op to both halves.
func bitwise(name string) rewriteFunc {
	return func(e *emitter, op *ir.Operation, a conversion.Adaptor, newTy *ir.VectorType) bool {
		l0, l1 := e.halves(a.Operand(0))
		r0, r1 := e.halves(a.Operand(1))
		x, y := e.bin(name, l0, r0), e.bin(name, l1, r1)
		e.rw.ReplaceOp(op, []*ir.Value{e.result(newTy, x, y)})
		return true
	}
}

// unsignedPredicate is the unsigned version of a signed predicate.
func unsignedPredicate(p int64) int64 {
	switch p {
	case arith.CmpISge:
		return arith.CmpIUge
	case arith.CmpISgt:
		return arith.CmpIUgt
	case arith.CmpISle:
		return arith.CmpIUle
	case arith.CmpISlt:
		return arith.CmpIUlt
	}
	return p
}

// convertCmpI compares the halves: the high ones decide unless equal.
func convertCmpI(e *emitter, op *ir.Operation, a conversion.Adaptor, _ *ir.VectorType) bool {
	pred, _ := op.InherentAttr("predicate").(*ir.IntegerAttr)
	if pred == nil {
		return false
	}
	high := pred.Int64()
	l0, l1 := e.halves(a.Operand(0))
	r0, r1 := e.halves(a.Operand(1))
	lowCmp := e.cmpi(unsignedPredicate(high), l0, r0)
	highCmp := e.cmpi(high, l1, r1)
	var res *ir.Value
	switch high {
	case arith.CmpIEq:
		res = e.bin("arith.andi", lowCmp, highCmp)
	case arith.CmpINe:
		res = e.bin("arith.ori", lowCmp, highCmp)
	default:
		res = e.sel(e.cmpi(arith.CmpIEq, l1, r1), lowCmp, highCmp)
	}
	e.rw.ReplaceOp(op, []*ir.Value{e.dropX1(res)})
	return true
}

// convertMulI is long multiplication, without the top half.
func convertMulI(e *emitter, op *ir.Operation, a conversion.Adaptor, newTy *ir.VectorType) bool {
	l0, l1 := e.halves(a.Operand(0))
	r0, r1 := e.halves(a.Operand(1))
	ll := e.create("arith.mului_extended", []ir.Type{l0.Type(), l0.Type()}, []*ir.Value{l0, r0})
	lh := e.bin("arith.muli", l0, r1)
	hl := e.bin("arith.muli", l1, r0)
	high := e.bin("arith.addi", e.bin("arith.addi", ll.Result(1), lh), hl)
	e.rw.ReplaceOp(op, []*ir.Value{e.result(newTy, ll.Result(0), high)})
	return true
}

// convertExtSI sign-extends into the low half and fills the high half with
// the sign.
func convertExtSI(e *emitter, op *ir.Operation, a conversion.Adaptor, newTy *ir.VectorType) bool {
	part := reduceInnermostDim(e.ctx, newTy)
	ext := e.createOrFold("arith.extsi", part, e.appendX1(a.Operand(0)))
	sign := e.v("arith.extsi", part, e.cmpi(arith.CmpISlt, ext, e.intConst(part, 0)))
	e.rw.ReplaceOp(op, []*ir.Value{e.result(newTy, ext, sign)})
	return true
}

// convertExtUI zero-extends into the low half.
func convertExtUI(e *emitter, op *ir.Operation, a conversion.Adaptor, newTy *ir.VectorType) bool {
	part := reduceInnermostDim(e.ctx, newTy)
	ext := e.createOrFold("arith.extui", part, e.appendX1(a.Operand(0)))
	e.rw.ReplaceOp(op, []*ir.Value{e.insert(ext, e.intConst(newTy, 0), 0)})
	return true
}

// maxMin rewrites a max/min into a compare and select of the original
// operands, which the other patterns convert.
func maxMin(pred int64) rewriteFunc {
	return func(e *emitter, op *ir.Operation, _ conversion.Adaptor, _ *ir.VectorType) bool {
		x, y := op.Operand(0), op.Operand(1)
		e.rw.ReplaceOp(op, []*ir.Value{e.sel(e.cmpi(pred, x, y), x, y)})
		return true
	}
}

// isIndexLike reports whether t is index or a vector of index.
func isIndexLike(t ir.Type) bool {
	if vt, ok := t.(*ir.VectorType); ok {
		t = vt.Elem
	}
	_, ok := t.(*ir.IndexType)
	return ok
}

// indexToIntPattern converts a cast of a wide integer to index: the low
// half is cast.
func (c *Converter) indexToIntPattern(name string) conversion.Pattern {
	return &conversion.Func{Name: name, On: name, Weight: 1, Converter: c.TypeConverter,
		Rewrite: func(op *ir.Operation, a conversion.Adaptor, rw *conversion.Rewriter) bool {
			t := op.Result(0).Type()
			if !isIndexLike(t) {
				return false
			}
			in := op.Operand(0).Type()
			if newTy, ok := c.ConvertType(in).(*ir.VectorType); !ok || newTy == in {
				return false
			}
			e := newEmitter(rw, op)
			rw.ReplaceOp(op, []*ir.Value{e.v(name, t, e.dropX1(e.slice(a.Operand(0), 0)))})
			return true
		}}
}

// indexCastPattern converts a cast of index to a wide integer: a cast to
// the widest supported integer, extended by ext.
func (c *Converter) indexCastPattern(name, ext string) conversion.Pattern {
	return &conversion.Func{Name: name, On: name, Weight: 1, Converter: c.TypeConverter,
		Rewrite: func(op *ir.Operation, a conversion.Adaptor, rw *conversion.Rewriter) bool {
			if !isIndexLike(op.Operand(0).Type()) {
				return false
			}
			t := op.Result(0).Type()
			if newTy, ok := c.ConvertType(t).(*ir.VectorType); !ok || newTy == t {
				return false
			}
			e := newEmitter(rw, op)
			narrow := withElem(e.ctx, t, e.ctx.I(c.MaxWidth))
			rw.ReplaceOp(op, []*ir.Value{e.v(ext, t, e.v(name, narrow, a.Operand(0)))})
			return true
		}}
}

// convertSelect selects each half.
func convertSelect(e *emitter, op *ir.Operation, a conversion.Adaptor, newTy *ir.VectorType) bool {
	t0, t1 := e.halves(a.Operand(1))
	f0, f1 := e.halves(a.Operand(2))
	cond := e.appendX1(a.Operand(0))
	e.rw.ReplaceOp(op, []*ir.Value{e.result(newTy, e.sel(cond, t0, f0), e.sel(cond, t1, f1))})
	return true
}

// shiftSetup extracts the halves of the shifted value, the low half of the
// amount, and builds the zero, the half width and whether the amount
// reaches it.
func shiftSetup(e *emitter, a conversion.Adaptor, newTy *ir.VectorType) (l0, l1, amount, zero, width, illegal *ir.Value) {
	part := reduceInnermostDim(e.ctx, newTy)
	l0, l1 = e.halves(a.Operand(0))
	amount = e.slice(a.Operand(1), 0)
	zero = e.intConst(part, 0)
	width = e.intConst(part, int64(newTy.Elem.(*ir.IntegerType).Width))
	illegal = e.cmpi(arith.CmpIUge, amount, width)
	return
}

// convertShLI shifts the halves left, moving bits from the low half into
// the high one.
func convertShLI(e *emitter, op *ir.Operation, a conversion.Adaptor, newTy *ir.VectorType) bool {
	l0, l1, amount, zero, width, illegal := shiftSetup(e, a, newTy)
	res0 := e.sel(illegal, zero, e.bin("arith.shli", l0, amount))
	capped := e.sel(illegal, width, amount)
	right := e.bin("arith.shrui", l0, e.bin("arith.subi", width, capped))
	left := e.bin("arith.shli", l0, e.bin("arith.subi", amount, width))
	res1High := e.sel(illegal, zero, e.bin("arith.shli", l1, amount))
	res1Low := e.sel(illegal, left, right)
	e.rw.ReplaceOp(op, []*ir.Value{e.result(newTy, res0, e.bin("arith.ori", res1Low, res1High))})
	return true
}

// convertShRUI shifts the halves right, moving bits from the high half
// into the low one.
func convertShRUI(e *emitter, op *ir.Operation, a conversion.Adaptor, newTy *ir.VectorType) bool {
	l0, l1, amount, zero, width, illegal := shiftSetup(e, a, newTy)
	res0Low := e.sel(illegal, zero, e.bin("arith.shrui", l0, amount))
	res1 := e.sel(illegal, zero, e.bin("arith.shrui", l1, amount))
	capped := e.sel(illegal, width, amount)
	left := e.bin("arith.shli", l1, e.bin("arith.subi", width, capped))
	right := e.bin("arith.shrui", l1, e.bin("arith.subi", amount, width))
	res0High := e.sel(illegal, right, left)
	e.rw.ReplaceOp(op, []*ir.Value{e.result(newTy, e.bin("arith.ori", res0Low, res0High), res1)})
	return true
}

// convertShRSI is a logical shift or'ed with the sign bits shifted in,
// built on the wide type for the other patterns to convert.
func convertShRSI(e *emitter, op *ir.Operation, a conversion.Adaptor, newTy *ir.VectorType) bool {
	oldTy := op.Result(0).Type()
	l1 := e.slice(a.Operand(0), 1)
	amount := e.slice(a.Operand(1), 0)
	narrow := amount.Type()
	zero := e.intConst(narrow, 0)
	sign := e.dropX1(e.cmpi(arith.CmpISlt, l1, zero))
	allSign := e.v("arith.extsi", oldTy, sign)
	maxShift := e.intConst(narrow, int64(2*newTy.Elem.(*ir.IntegerType).Width))
	nonSign := e.dropX1(e.bin("arith.subi", maxShift, amount))
	nonSign = e.v("arith.extui", oldTy, nonSign)
	signBits := e.bin("arith.shli", allSign, nonSign)
	shrui := e.bin("arith.shrui", op.Operand(0), op.Operand(1))
	shrsi := e.bin("arith.ori", shrui, signBits)
	noop := e.dropX1(e.cmpi(arith.CmpIEq, amount, zero))
	e.rw.ReplaceOp(op, []*ir.Value{e.sel(noop, op.Operand(0), shrsi)})
	return true
}

// convertSIToFP converts the absolute value and negates the result when
// the input is negative.
func convertSIToFP(e *emitter, op *ir.Operation, _ conversion.Adaptor, _ *ir.VectorType) bool {
	in := op.Operand(0)
	zero := e.intConst(in.Type(), 0)
	isNeg := e.cmpi(arith.CmpISlt, in, zero)
	abs := e.sel(isNeg, e.bin("arith.subi", zero, in), in)
	t := op.Result(0).Type()
	absRes := e.v("arith.uitofp", t, abs)
	negRes := e.fm("arith.negf", t, absRes)
	e.rw.ReplaceOp(op, []*ir.Value{e.sel(isNeg, negRes, absRes)})
	return true
}

// floatElem is the float element type of t.
func floatElem(t ir.Type) *ir.FloatType {
	if vt, ok := t.(*ir.VectorType); ok {
		t = vt.Elem
	}
	ft, _ := t.(*ir.FloatType)
	return ft
}

// convertUIToFP is uitofp(low) + uitofp(high) * 2^N, or uitofp(low) when
// the high half is zero.
func convertUIToFP(e *emitter, op *ir.Operation, a conversion.Adaptor, newTy *ir.VectorType) bool {
	low, hi := e.halves(a.Operand(0))
	lowInt, hiInt := e.dropX1(low), e.dropX1(hi)
	hiZero := e.cmpi(arith.CmpIEq, hiInt, e.intConst(hiInt.Type(), 0))
	t := op.Result(0).Type()
	ft := floatElem(t)
	if ft == nil {
		return false
	}
	lowFp := e.v("arith.uitofp", t, lowInt)
	hiFp := e.v("arith.uitofp", t, hiInt)
	pow := float64(int64(1) << newTy.Elem.(*ir.IntegerType).Width)
	pow2 := e.floatConst(t, ir.FloatSemanticsOf(ft.Kind).FromFloat64(pow))
	res := e.fm("arith.addf", t, lowFp, e.fm("arith.mulf", t, hiFp, pow2))
	e.rw.ReplaceOp(op, []*ir.Value{e.sel(hiZero, lowFp, res)})
	return true
}

// convertFPToSI converts the absolute value and negates the result when
// the input is negative.
func convertFPToSI(e *emitter, op *ir.Operation, a conversion.Adaptor, _ *ir.VectorType) bool {
	in := a.Operand(0)
	fpTy, intTy := in.Type(), op.Result(0).Type()
	if floatElem(fpTy) == nil {
		return false
	}
	zero := e.floatConst(fpTy, ir.APInt{})
	zeroInt := e.intConst(intTy, 0)
	isNeg := e.create("arith.cmpf", []ir.Type{withElem(e.ctx, fpTy, e.ctx.I(1))}, []*ir.Value{in, zero},
		ir.NamedAttr{Name: "predicate", Value: e.ctx.IntAttr(e.ctx.I(64), arith.CmpFOLT)},
		ir.NamedAttr{Name: "fastmath", Value: arith.FastMath(e.ctx, 0)}).Result(0)
	abs := e.sel(isNeg, e.fm("arith.negf", fpTy, in), in)
	res := e.v("arith.fptoui", intTy, abs)
	e.rw.ReplaceOp(op, []*ir.Value{e.sel(isNeg, e.bin("arith.subi", zeroInt, res), res)})
	return true
}

// convertFPToUI converts fp / 2^N into the high half and the remainder
// into the low one.
func convertFPToUI(e *emitter, op *ir.Operation, a conversion.Adaptor, newTy *ir.VectorType) bool {
	in := a.Operand(0)
	fpTy := in.Type()
	ft := floatElem(fpTy)
	if ft == nil {
		return false
	}
	width := newTy.Elem.(*ir.IntegerType).Width
	half := withElem(e.ctx, fpTy, e.ctx.I(width))
	sem := ir.FloatSemanticsOf(ft.Kind)
	pow, st := sem.FromInt(new(big.Int).Lsh(big.NewInt(1), uint(width)), apfloat.TowardZero)
	if st == apfloat.Inexact {
		pow = sem.FromFloat64(math.Inf(1))
	}
	powCst := e.floatConst(fpTy, pow)
	high := e.v("arith.fptoui", half, e.fm("arith.divf", fpTy, in, powCst))
	low := e.v("arith.fptoui", half, e.fm("arith.remf", fpTy, in, powCst))
	high = e.appendX1(high)
	e.rw.ReplaceOp(op, []*ir.Value{e.result(newTy, e.appendX1(low), high)})
	return true
}

// truncPattern keeps the low half, truncated further when needed.
func (c *Converter) truncPattern() conversion.Pattern {
	return &conversion.Func{Name: "arith.trunci", On: "arith.trunci", Weight: 1, Converter: c.TypeConverter,
		Rewrite: func(op *ir.Operation, a conversion.Adaptor, rw *conversion.Rewriter) bool {
			t := op.Result(0).Type()
			if !c.IsLegalType(t) {
				return false
			}
			if _, ok := a.Operand(0).Type().(*ir.VectorType); !ok {
				return false
			}
			e := newEmitter(rw, op)
			low := e.dropX1(e.slice(a.Operand(0), 0))
			rw.ReplaceOp(op, []*ir.Value{e.createOrFold("arith.trunci", t, low)})
			return true
		}}
}

// printPattern recreates vector.print on its converted operand.
func (c *Converter) printPattern() conversion.Pattern {
	return &conversion.Func{Name: "vector.print", On: "vector.print", Weight: 1, Converter: c.TypeConverter,
		Rewrite: func(op *ir.Operation, a conversion.Adaptor, rw *conversion.Rewriter) bool {
			if op.NumOperands() != 1 {
				return false
			}
			e := newEmitter(rw, op)
			rw.ReplaceOp(op, e.create("vector.print", nil, []*ir.Value{a.Operand(0)}).Results())
			return true
		}}
}
