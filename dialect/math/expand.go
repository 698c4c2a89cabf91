package math

import (
	gomath "math"

	"github.com/gomlir/gomlir/dialect/arith"
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/pass"
	"github.com/gomlir/gomlir/rewrite"
)

// The math-expand-ops pass (upstream's MathExpandOpsPass): math ops are
// expanded into arith ops and simpler math ops (tan into sin/cos, powf
// into log/exp, ...) by the greedy driver. The ops option limits the
// expansions to the ops of the given mnemonics.

func init() {
	pass.Register(&pass.Info{
		Argument: "math-expand-ops",
		Name:     "MathExpandOpsPass",
		Summary:  "Expand math operations.",
		New: func() (pass.Pass, *pass.Options) {
			p := &expandOps{}
			o := &pass.Options{}
			o.List("ops", "Operations to expand.", &p.ops)
			return p, o
		},
	})
}

type expandOps struct {
	ops []string
}

// expansions lists the expansion of each op, in upstream's order.
var expansions = []struct {
	mnemonic string
	rewrite  func(op *ir.Operation, rw *rewrite.Rewriter) bool
}{
	{"ctlz", expandCtlz},
	{"sinh", func(op *ir.Operation, rw *rewrite.Rewriter) bool { return expandHyperbolic(op, rw, "arith.subf") }},
	{"cosh", func(op *ir.Operation, rw *rewrite.Rewriter) bool { return expandHyperbolic(op, rw, "arith.addf") }},
	{"tan", expandTan},
	{"tanh", expandTanh},
	{"asinh", func(op *ir.Operation, rw *rewrite.Rewriter) bool { return expandInverseHyperbolic(op, rw, 1) }},
	{"acosh", func(op *ir.Operation, rw *rewrite.Rewriter) bool { return expandInverseHyperbolic(op, rw, -1) }},
	{"atanh", expandAtanh},
	{"fma", expandFma},
	{"ceil", expandCeil},
	{"exp2", expandExp2},
	{"powf", expandPowf},
	{"fpowi", expandFPowI},
	{"round", expandRound},
	{"roundeven", expandRoundEven},
	{"rsqrt", expandRsqrt},
	{"clampf", expandClampf},
}

// ExpansionPatterns returns the expansions of the math ops named by
// mnemonics (every expansion when empty).
func ExpansionPatterns(mnemonics []string) []rewrite.Pattern {
	var out []rewrite.Pattern
	for _, e := range expansions {
		if len(mnemonics) > 0 && !containsString(mnemonics, e.mnemonic) {
			continue
		}
		out = append(out, &rewrite.Func{Name: "expand-" + e.mnemonic, On: "math." + e.mnemonic, Weight: 1, Rewrite: e.rewrite})
	}
	return out
}

func containsString(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

func (p *expandOps) Run(op *ir.Operation, st *pass.State) error {
	rewrite.ApplyGreedily(st.Ctx, op, rewrite.NewPatternSet(ExpansionPatterns(p.ops)), rewrite.DefaultConfig())
	return nil
}

// expander builds an expansion before the expanded op, at its location.
type expander struct {
	rw  *rewrite.Rewriter
	ctx *ir.Context
	loc ir.Location
}

func newExpander(op *ir.Operation, rw *rewrite.Rewriter) *expander {
	rw.SetInsertionPoint(op)
	return &expander{rw: rw, ctx: rw.Ctx, loc: op.Loc()}
}

func (e *expander) op(name string, t ir.Type, operands ...*ir.Value) *ir.Value {
	return create(e.rw, e.loc, name, operands, t)
}

func (e *expander) bin(name string, x, y *ir.Value) *ir.Value { return e.op(name, x.Type(), x, y) }
func (e *expander) un(name string, x *ir.Value) *ir.Value     { return e.op(name, x.Type(), x) }

func (e *expander) sel(c, x, y *ir.Value) *ir.Value { return e.op("arith.select", x.Type(), c, x, y) }

func (e *expander) cmp(name string, pred int64, x, y *ir.Value) *ir.Value {
	return create(e.rw, e.loc, name, []*ir.Value{x, y}, withElement(e.ctx, x.Type(), e.ctx.I(1)),
		ir.NamedAttr{Name: "predicate", Value: e.ctx.IntAttr(e.ctx.I(64), pred)})
}

func (e *expander) cmpf(pred int64, x, y *ir.Value) *ir.Value { return e.cmp("arith.cmpf", pred, x, y) }
func (e *expander) cmpi(pred int64, x, y *ir.Value) *ir.Value { return e.cmp("arith.cmpi", pred, x, y) }

// constant is an arith.constant of type t holding the scalar attribute a,
// splat when t is shaped.
func (e *expander) constant(t ir.Type, a ir.Attribute) *ir.Value {
	if s, ok := t.(ir.ShapedType); ok {
		data := make([]byte, ir.ElementBytes(s.ElementType()))
		switch a := a.(type) {
		case *ir.FloatAttr:
			ir.BitsToRaw(data, a.Bits)
		case *ir.IntegerAttr:
			ir.BitsToRaw(data, ir.APInt{Lo: uint64(a.Int64())})
		}
		a = e.ctx.DenseElementsAttr(s, data, ir.NumElements(s.Dims()) != 1)
	}
	return create(e.rw, e.loc, "arith.constant", nil, t, ir.NamedAttr{Name: "value", Value: a})
}

// float is a float constant of (element) type t holding v rounded to it.
func (e *expander) float(t ir.Type, v float64) *ir.Value {
	ft := elementType(t).(*ir.FloatType)
	return e.constant(t, e.ctx.FloatAttrFromFloat64(ft, v))
}

// int is an integer constant of (element) type t holding v truncated to it.
func (e *expander) int(t ir.Type, v int64) *ir.Value {
	return e.constant(t, e.ctx.IntAttr(elementType(t), v))
}

// staticOrScalar reports whether t is not shaped or has a static shape.
func staticOrScalar(t ir.Type) bool {
	s, ok := t.(ir.ShapedType)
	if !ok {
		return true
	}
	for _, d := range s.Dims() {
		if d == ir.Dynamic {
			return false
		}
	}
	return true
}

// truncated is x rounded toward zero through i64, with x's sign.
func (e *expander) truncated(x *ir.Value) *ir.Value {
	t := x.Type()
	i := e.op("arith.fptosi", withElement(e.ctx, t, e.ctx.I(64)), x)
	f := e.op("arith.sitofp", t, i)
	return e.bin("math.copysign", f, x)
}

// expandCtlz counts the leading zeros by a binary search on the bits.
func expandCtlz(op *ir.Operation, rw *rewrite.Rewriter) bool {
	x := op.Operand(0)
	t := x.Type()
	width := ir.BitWidth(elementType(t))
	if width > 64 {
		return false
	}
	all := ^uint64(0)
	if width < 64 {
		all >>= 64 - width
	}
	e := newExpander(op, rw)
	count := e.int(t, 0)
	for bw := width; bw > 1; bw /= 2 {
		half := bw / 2
		bits := e.int(t, int64(half))
		mask := e.int(t, int64(all>>half))
		pred := e.cmpi(arith.CmpIUle, x, mask)
		add := e.bin("arith.addi", count, bits)
		shift := e.bin("arith.shli", x, bits)
		x = e.sel(pred, shift, x)
		count = e.sel(pred, add, count)
	}
	zero := e.int(t, 0)
	isZero := e.cmpi(arith.CmpIEq, op.Operand(0), zero)
	bw := e.int(t, int64(width))
	return replace(rw, op, e.sel(isZero, bw, count))
}

// expandHyperbolic: sinh(x) = (exp(x) - exp(-x)) / 2, cosh with addf.
func expandHyperbolic(op *ir.Operation, rw *rewrite.Rewriter, combine string) bool {
	e := newExpander(op, rw)
	x := op.Operand(0)
	exp := e.un("math.exp", x)
	nexp := e.un("math.exp", e.un("arith.negf", x))
	c := e.bin(combine, exp, nexp)
	half := e.float(x.Type(), 0.5)
	return replace(rw, op, e.bin("arith.mulf", c, half))
}

// expandTanh computes on |x| and restores the sign, as upstream.
func expandTanh(op *ir.Operation, rw *rewrite.Rewriter) bool {
	e := newExpander(op, rw)
	x := op.Operand(0)
	t := x.Type()
	zero, one, negTwo := e.float(t, 0), e.float(t, 1), e.float(t, -2)
	isNeg := e.cmpf(arith.CmpFOLT, x, zero)
	isNegF := e.op("arith.uitofp", t, isNeg)
	sign := e.bin("arith.addf", e.bin("arith.mulf", isNegF, negTwo), one)
	pos := e.bin("arith.mulf", sign, x)
	exp2x := e.un("math.exp", e.bin("arith.mulf", negTwo, pos))
	dividend := e.bin("arith.subf", one, exp2x)
	divisor := e.bin("arith.addf", one, exp2x)
	res := e.bin("arith.divf", dividend, divisor)
	return replace(rw, op, e.bin("arith.mulf", sign, res))
}

func expandTan(op *ir.Operation, rw *rewrite.Rewriter) bool {
	e := newExpander(op, rw)
	x := op.Operand(0)
	sin, cos := e.un("math.sin", x), e.un("math.cos", x)
	return replace(rw, op, e.bin("arith.divf", sin, cos))
}

// expandInverseHyperbolic: asinh(x) = log(x + sqrt(x*x + 1)), acosh with
// x*x - 1 (c is the constant added).
func expandInverseHyperbolic(op *ir.Operation, rw *rewrite.Rewriter, c float64) bool {
	e := newExpander(op, rw)
	x := op.Operand(0)
	k := e.float(x.Type(), c)
	fma := e.op("math.fma", x.Type(), x, x, k)
	sqrt := e.un("math.sqrt", fma)
	return replace(rw, op, e.un("math.log", e.bin("arith.addf", x, sqrt)))
}

// expandAtanh: atanh(x) = log((1 + x) / (1 - x)) / 2.
func expandAtanh(op *ir.Operation, rw *rewrite.Rewriter) bool {
	e := newExpander(op, rw)
	x := op.Operand(0)
	one := e.float(x.Type(), 1)
	add := e.bin("arith.addf", x, one)
	sub := e.bin("arith.addf", e.un("arith.negf", x), one)
	log := e.un("math.log", e.bin("arith.divf", add, sub))
	half := e.float(x.Type(), 0.5)
	return replace(rw, op, e.bin("arith.mulf", log, half))
}

func expandFma(op *ir.Operation, rw *rewrite.Rewriter) bool {
	e := newExpander(op, rw)
	t := op.Result(0).Type()
	mul := e.op("arith.mulf", t, op.Operand(0), op.Operand(1))
	return replace(rw, op, e.op("arith.addf", t, mul, op.Operand(2)))
}

// expandCeil: y = trunc(x), plus one when x > y.
func expandCeil(op *ir.Operation, rw *rewrite.Rewriter) bool {
	t := op.Result(0).Type()
	if !staticOrScalar(t) {
		return false
	}
	e := newExpander(op, rw)
	x := op.Operand(0)
	trunc := e.truncated(x)
	zero, one := e.float(t, 0), e.float(t, 1)
	gt := e.cmpf(arith.CmpFOGT, x, trunc)
	incr := e.sel(gt, one, zero)
	return replace(rw, op, e.op("arith.addf", t, trunc, incr))
}

// expandExp2: exp2(x) = exp(x * ln 2).
func expandExp2(op *ir.Operation, rw *rewrite.Rewriter) bool {
	e := newExpander(op, rw)
	x := op.Operand(0)
	ln2 := e.float(x.Type(), gomath.Ln2)
	return replace(rw, op, e.un("math.exp", e.op("arith.mulf", x.Type(), x, ln2)))
}

// expandPowf: a^b = exp(b * log(a)), with the constant exponents 0, ±1,
// ±0.5, ±2 and 3 done directly.
func expandPowf(op *ir.Operation, rw *rewrite.Rewriter) bool {
	e := newExpander(op, rw)
	a, b := op.Operand(0), op.Operand(1)
	t := a.Type()
	mul := func(x, y *ir.Value) *ir.Value { return e.bin("arith.mulf", x, y) }
	if c := splatOrScalar(b); c != nil {
		switch {
		case isExactly(c, 0) || isExactly(c, gomath.Copysign(0, -1)):
			return replace(rw, op, e.float(t, 1))
		case isExactly(c, 1):
			return replace(rw, op, a)
		case isExactly(c, -1):
			one := e.float(t, 1)
			return replace(rw, op, e.bin("arith.divf", one, a))
		case isExactly(c, 0.5):
			return replace(rw, op, e.un("math.sqrt", a))
		case isExactly(c, -0.5):
			return replace(rw, op, e.un("math.rsqrt", a))
		case isExactly(c, 2):
			return replace(rw, op, mul(a, a))
		case isExactly(c, -2):
			one := e.float(t, 1)
			return replace(rw, op, e.bin("arith.divf", one, mul(a, a)))
		case isExactly(c, 3):
			return replace(rw, op, mul(mul(a, a), a))
		}
	}
	log := e.un("math.log", a)
	return replace(rw, op, e.un("math.exp", mul(b, log)))
}

// constInt returns the value of an integer constant (scalar or splat).
func constInt(v *ir.Value) (int64, bool) {
	switch a := splatOrScalar(v).(type) {
	case *ir.IntegerAttr:
		return a.Int64(), true
	case *ir.DenseElementsAttr:
		if _, ok := a.ElemType().(*ir.FloatType); ok {
			return 0, false
		}
		return a.IntAt(0).Int64(), true
	}
	return 0, false
}

// expandFPowI multiplies out a constant power (dividing one by the
// product for a negative one); another power goes through math.powf.
func expandFPowI(op *ir.Operation, rw *rewrite.Rewriter) bool {
	e := newExpander(op, rw)
	base, power := op.Operand(0), op.Operand(1)
	t := base.Type()
	p, ok := constInt(power)
	if !ok {
		f := e.op("arith.sitofp", t, power)
		return replace(rw, op, e.op("math.powf", t, base, f))
	}
	abs := p
	if abs < 0 {
		abs = -abs
	}
	one := e.float(t, 1)
	res := e.float(t, 1)
	for ; abs > 0; abs >>= 1 {
		if abs&1 != 0 {
			res = e.op("arith.mulf", t, base, res)
		}
		base = e.op("arith.mulf", t, base, base)
	}
	if p < 0 {
		zero := e.float(t, 0)
		negZero := e.float(t, gomath.Copysign(0, -1))
		posInf := e.float(t, gomath.Inf(1))
		negInf := e.float(t, gomath.Inf(-1))
		isZero := e.cmpf(arith.CmpFOEQ, res, zero)
		isNegZero := e.cmpf(arith.CmpFOEQ, res, negZero)
		res = e.op("arith.divf", t, one, res)
		res = e.sel(isZero, posInf, res)
		res = e.sel(isNegZero, negInf, res)
	}
	return replace(rw, op, res)
}

// expandRound (f32 only): trunc(x + copysign(0.5, x)), x itself when its
// exponent leaves no fraction.
func expandRound(op *ir.Operation, rw *rewrite.Rewriter) bool {
	x := op.Operand(0)
	t := x.Type()
	if ft, ok := elementType(t).(*ir.FloatType); !ok || ft.Kind != ir.F32 {
		return false
	}
	e := newExpander(op, rw)
	it := withElement(e.ctx, t, e.ctx.I(32))
	half := e.float(t, 0.5)
	c23 := e.int(it, 23)
	c127 := e.int(it, 127)
	expMask := e.int(it, 1<<8-1)
	incr := e.bin("math.copysign", half, x)
	add := e.op("arith.addf", t, x, incr)
	trunc := e.truncated(add)
	bits := e.op("arith.bitcast", it, x)
	exp := e.bin("arith.andi", e.bin("arith.shrui", bits, c23), expMask)
	biased := e.bin("arith.subi", exp, c127)
	special := e.cmpi(arith.CmpISge, biased, c23)
	return replace(rw, op, e.sel(special, x, trunc))
}

// expandRoundEven is math.round corrected by one toward even on halfway
// values.
func expandRoundEven(op *ir.Operation, rw *rewrite.Rewriter) bool {
	x := op.Operand(0)
	t := x.Type()
	ft, ok := elementType(t).(*ir.FloatType)
	if !ok {
		return false
	}
	if _, ok := elementType(op.Result(0).Type()).(*ir.FloatType); !ok {
		return false
	}
	sem := ir.FloatSemanticsOf(ft.Kind)
	width := sem.Bits
	mantissa := sem.Precision - 1
	expWidth := width - mantissa - 1
	e := newExpander(op, rw)
	it := withElement(e.ctx, t, e.ctx.I(width))
	c1Float := e.float(t, 1)
	c0 := e.int(it, 0)
	c1 := e.int(it, 1)
	cNeg1 := e.int(it, -1)
	c23 := e.int(it, int64(mantissa))
	c31 := e.int(it, int64(width-1))
	c127 := e.int(it, int64(uint64(1)<<(expWidth-1)-1))
	c2To22 := e.int(it, int64(uint64(1)<<(mantissa-1)))
	c23Mask := e.int(it, int64(uint64(1)<<mantissa-1))
	expMask := e.int(it, int64(uint64(1)<<expWidth-1))

	bits := e.op("arith.bitcast", it, x)
	round := e.un("math.round", x)
	roundBits := e.op("arith.bitcast", it, round)
	biasedExp := func(b *ir.Value) *ir.Value {
		exp := e.bin("arith.andi", e.bin("arith.shrui", b, c23), expMask)
		return e.bin("arith.subi", exp, c127)
	}
	operandExp := biasedExp(bits)
	roundExp := biasedExp(roundBits)
	shiftRight := func(v, shift *ir.Value) *ir.Value {
		s := e.bin("arith.maxsi", shift, c0)
		s = e.bin("arith.minsi", s, c31)
		return e.bin("arith.shrui", v, s)
	}
	maskMantissa := func(m, shift *ir.Value) *ir.Value {
		return e.bin("arith.andi", m, shiftRight(c23Mask, shift))
	}
	roundExpIs0 := e.cmpi(arith.CmpIEq, roundExp, c0)
	roundExpMinus1 := e.bin("arith.subi", roundExp, c1)
	roundMasked := maskMantissa(roundBits, roundExpMinus1)
	notEven := e.cmpi(arith.CmpINe, roundMasked, c0)
	notEven = e.bin("arith.ori", notEven, roundExpIs0)

	expIsNeg1 := e.cmpi(arith.CmpIEq, operandExp, cNeg1)
	expected := e.sel(expIsNeg1, c0, shiftRight(c2To22, operandExp))
	masked := maskMantissa(bits, operandExp)
	halfway := e.cmpi(arith.CmpIEq, masked, expected)
	geNeg1 := e.cmpi(arith.CmpISge, operandExp, cNeg1)
	lt23 := e.cmpi(arith.CmpISlt, operandExp, c23)
	halfway = e.bin("arith.andi", halfway, lt23)
	halfway = e.bin("arith.andi", halfway, geNeg1)

	sign := e.bin("math.copysign", c1Float, x)
	shifted := e.bin("arith.subf", round, sign)
	needsShift := e.bin("arith.andi", notEven, halfway)
	res := e.sel(needsShift, shifted, round)
	return replace(rw, op, e.bin("math.copysign", res, x))
}

// expandRsqrt: rsqrt(x) = 1 / sqrt(x).
func expandRsqrt(op *ir.Operation, rw *rewrite.Rewriter) bool {
	x := op.Operand(0)
	t := x.Type()
	if !staticOrScalar(t) {
		return false
	}
	if _, ok := elementType(t).(*ir.FloatType); !ok {
		return false
	}
	e := newExpander(op, rw)
	one := e.float(t, 1)
	sqrt := e.un("math.sqrt", x)
	return replace(rw, op, e.bin("arith.divf", one, sqrt))
}

// expandClampf: clampf(x, a, b) = maximumf(minimumf(x, a), b) with the
// op's fast-math flags, operands in upstream 22's order.
func expandClampf(op *ir.Operation, rw *rewrite.Rewriter) bool {
	e := newExpander(op, rw)
	fm := ir.NamedAttr{Name: "fastmath", Value: arith.FastMath(e.ctx, arith.FastMathFlags(op))}
	t := op.Result(0).Type()
	m := create(rw, e.loc, "arith.minimumf", []*ir.Value{op.Operand(0), op.Operand(1)}, t, fm)
	return replace(rw, op, create(rw, e.loc, "arith.maximumf", []*ir.Value{m, op.Operand(2)}, t, fm))
}
