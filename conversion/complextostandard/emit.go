package complextostandard

import (
	"math"

	"github.com/gomlir/gomlir/conversion"
	"github.com/gomlir/gomlir/dialect/arith"
	"github.com/gomlir/gomlir/internal/apfloat"
	"github.com/gomlir/gomlir/ir"
)

// emitter creates the ops of one lowering at the rewriter's insertion
// point, all at the location of the op being lowered (upstream's
// ImplicitLocOpBuilder).
type emitter struct {
	rw    *conversion.Rewriter
	ctx   *ir.Context
	loc   ir.Location
	elem  *ir.FloatType
	i1    ir.Type
	attrs *attrCache
}

// attrCache holds the fastmath and predicate attributes the lowerings of
// one conversion use, so that each is uniqued once.
type attrCache struct {
	fastmath  [arith.FastMathFast + 1]*arith.FastMathAttr
	predicate [arith.CmpFAlwaysTrue + 1]*ir.IntegerAttr
}

func newEmitter(rw *conversion.Rewriter, op *ir.Operation, elem *ir.FloatType, attrs *attrCache) *emitter {
	return &emitter{rw: rw, ctx: rw.Ctx, loc: op.Loc(), elem: elem, i1: rw.Ctx.I(1), attrs: attrs}
}

// create builds op name with the given operands, result type and
// attributes.
func (e *emitter) create(name string, t ir.Type, operands []*ir.Value, attrs ...ir.NamedAttr) *ir.Value {
	return e.rw.Create(&ir.OperationState{Loc: e.loc, Name: e.ctx.LookupOp(name), Operands: operands, Types: []ir.Type{t}, Attrs: attrs}).Result(0)
}

// fm is the fastmath attribute holding flags.
func (e *emitter) fm(flags uint32) ir.NamedAttr {
	a := e.attrs.fastmath[flags&arith.FastMathFast]
	if a == nil {
		a = arith.FastMath(e.ctx, flags&arith.FastMathFast)
		e.attrs.fastmath[flags&arith.FastMathFast] = a
	}
	return ir.NamedAttr{Name: "fastmath", Value: a}
}

// f1 applies a unary float op with fast-math flags.
func (e *emitter) f1(name string, x *ir.Value, flags uint32) *ir.Value {
	return e.create(name, x.Type(), []*ir.Value{x}, e.fm(flags))
}

// f2 applies a binary float op with fast-math flags.
func (e *emitter) f2(name string, x, y *ir.Value, flags uint32) *ir.Value {
	return e.create(name, x.Type(), []*ir.Value{x, y}, e.fm(flags))
}

// i2 applies a binary integer (i1) op.
func (e *emitter) i2(name string, x, y *ir.Value) *ir.Value {
	return e.create(name, x.Type(), []*ir.Value{x, y})
}

func (e *emitter) and(x, y *ir.Value) *ir.Value { return e.i2("arith.andi", x, y) }
func (e *emitter) or(x, y *ir.Value) *ir.Value  { return e.i2("arith.ori", x, y) }

// cmp compares two floats with predicate p.
func (e *emitter) cmp(p int64, x, y *ir.Value, flags uint32) *ir.Value {
	a := e.attrs.predicate[p]
	if a == nil {
		a = e.ctx.IntAttr(e.ctx.I(64), p)
		e.attrs.predicate[p] = a
	}
	return e.create("arith.cmpf", e.i1, []*ir.Value{x, y}, ir.NamedAttr{Name: "predicate", Value: a}, e.fm(flags))
}

// sel is arith.select.
func (e *emitter) sel(c, x, y *ir.Value) *ir.Value {
	return e.create("arith.select", x.Type(), []*ir.Value{c, x, y})
}

// cst is an arith.constant of the element type holding v (rounded).
func (e *emitter) cst(v float64) *ir.Value {
	return e.cstBits(ir.FloatSemanticsOf(e.elem.Kind).FromFloat64(v))
}

func (e *emitter) cstBits(bits apfloat.Bits) *ir.Value {
	return e.create("arith.constant", e.elem, nil, ir.NamedAttr{Name: "value", Value: e.ctx.FloatAttr(e.elem, bits)})
}

func (e *emitter) inf(neg bool) *ir.Value {
	if neg {
		return e.cst(math.Inf(-1))
	}
	return e.cst(math.Inf(1))
}

func (e *emitter) nan() *ir.Value { return e.cstBits(ir.FloatSemanticsOf(e.elem.Kind).DefaultNaN()) }

// re and im extract the parts of a complex value.
func (e *emitter) re(c *ir.Value) *ir.Value {
	return e.create("complex.re", e.elem, []*ir.Value{c}, e.fm(0))
}

func (e *emitter) im(c *ir.Value) *ir.Value {
	return e.create("complex.im", e.elem, []*ir.Value{c}, e.fm(0))
}

// complex builds a complex value of type t.
func (e *emitter) complex(t ir.Type, re, im *ir.Value) *ir.Value {
	return e.create("complex.create", t, []*ir.Value{re, im})
}

// cop applies a complex op (result type t) with fast-math flags.
func (e *emitter) cop(name string, t ir.Type, flags uint32, operands ...*ir.Value) *ir.Value {
	return e.create(name, t, operands, e.fm(flags))
}

const nanInf = arith.FastMathNNaN | arith.FastMathNInf

// absFn selects what computeAbs returns.
type absFn uint8

const (
	absPlain absFn = iota
	absSqrt
	absRsqrt
)

// computeAbs returns |re + i*im| (or its square root or reciprocal square
// root) computed without overflow.
func (e *emitter) computeAbs(real, imag *ir.Value, fmf uint32, fn absFn) *ir.Value {
	one := e.cst(1)
	absReal := e.f1("math.absf", real, fmf)
	absImag := e.f1("math.absf", imag, fmf)
	max := e.f2("arith.maximumf", absReal, absImag, fmf)
	min := e.f2("arith.minimumf", absReal, absImag, fmf)
	f := fmf &^ nanInf
	ratio := e.f2("arith.divf", min, max, f)
	ratioSq := e.f2("arith.mulf", ratio, ratio, f)
	ratioSqPlusOne := e.f2("arith.addf", ratioSq, one, f)
	if fn == absRsqrt {
		ratioSqPlusOne = e.f1("math.rsqrt", ratioSqPlusOne, f)
		min = e.f1("math.rsqrt", min, f)
		max = e.f1("math.rsqrt", max, f)
	}
	var result *ir.Value
	if fn == absSqrt {
		quarter := e.cst(0.25)
		sqrt := e.f1("math.sqrt", max, f)
		p025 := e.f2("math.powf", ratioSqPlusOne, quarter, f)
		result = e.f2("arith.mulf", sqrt, p025, f)
	} else {
		sqrt := e.f1("math.sqrt", ratioSqPlusOne, f)
		result = e.f2("arith.mulf", max, sqrt, f)
	}
	isNaN := e.cmp(arith.CmpFUNO, result, result, f)
	return e.sel(isNaN, min, result)
}
