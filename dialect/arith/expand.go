package arith

import (
	"math/big"

	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/pass"
)

// The arith-expand pass (upstream's ArithExpandOpsPass): ops the LLVM
// lowering cannot take are rewritten into simpler arith ops. Upstream
// drives it as a partial conversion: every op is expanded where it
// stands, in IR order, its constants built in place (nothing folds).

func init() {
	pass.Register(&pass.Info{
		Argument: "arith-expand",
		Name:     "ArithExpandOpsPass",
		Summary:  "Legalize Arith ops to be convertible to LLVM.",
		New: func() (pass.Pass, *pass.Options) {
			e := &expandPass{}
			o := &pass.Options{}
			o.Bool("include-bf16", "Enable the BF16 expansion patterns", &e.bf16, false)
			o.Bool("include-f8e8m0", "Enable the F8E8M0 expansion patterns", &e.f8e8m0, false)
			o.Bool("include-f4e2m1", "Enable the F4E2M1 expansion patterns", &e.f4e2m1, false)
			return e, o
		},
	})
}

type expandPass struct {
	bf16, f8e8m0, f4e2m1 bool
}

// expander builds the replacement of one op before it.
type expander struct {
	b   *ir.Builder
	loc ir.Location
}

func (e *expander) op(name string, operands []*ir.Value, t ir.Type, attrs ...ir.NamedAttr) *ir.Value {
	return e.b.Create(&ir.OperationState{Loc: e.loc, Name: e.b.Ctx.LookupOp(name), Operands: operands,
		Types: []ir.Type{t}, Attrs: attrs}).Result(0)
}

func (e *expander) bin(name string, x, y *ir.Value) *ir.Value {
	return e.op(name, []*ir.Value{x, y}, x.Type())
}

func (e *expander) cast(name string, x *ir.Value, t ir.Type) *ir.Value {
	return e.op(name, []*ir.Value{x}, t)
}

// constInt is an arith.constant of integer (element) type t holding v,
// splat for shaped types.
func (e *expander) constInt(t ir.Type, v int64) *ir.Value {
	ctx := e.b.Ctx
	el := elem{i: big.NewInt(v)}
	var a ir.Attribute
	if s, ok := t.(ir.ShapedType); ok {
		a = denseAttr(ctx, s, []elem{el})
	} else {
		a = scalarAttr(ctx, t, el)
	}
	return e.op("arith.constant", nil, t, ir.NamedAttr{Name: "value", Value: a})
}

// i1Like is i1 shaped as t.
func i1Like(ctx *ir.Context, t ir.Type) ir.Type { return withElement(ctx, t, ctx.I(1)) }

// withElement is t with its element type replaced by el.
func withElement(ctx *ir.Context, t ir.Type, el ir.Type) ir.Type {
	if v, ok := t.(*ir.VectorType); ok {
		return ctx.VectorType(v.Shape, el, v.Scalable)
	}
	if r, ok := t.(*ir.RankedTensorType); ok {
		return ctx.RankedTensorType(r.Shape, el, r.Encoding)
	}
	return el
}

func (e *expander) cmpi(pred int64, x, y *ir.Value) *ir.Value {
	ctx := e.b.Ctx
	return e.op("arith.cmpi", []*ir.Value{x, y}, i1Like(ctx, x.Type()),
		ir.NamedAttr{Name: "predicate", Value: ctx.IntAttr(ctx.I(64), pred)})
}

func (e *expander) cmpf(pred int64, x, y *ir.Value) *ir.Value {
	ctx := e.b.Ctx
	return e.op("arith.cmpf", []*ir.Value{x, y}, i1Like(ctx, x.Type()),
		ir.NamedAttr{Name: "predicate", Value: ctx.IntAttr(ctx.I(64), pred)})
}

func (e *expander) sel(c, x, y *ir.Value) *ir.Value {
	return e.op("arith.select", []*ir.Value{c, x, y}, x.Type())
}

func (p *expandPass) Run(root *ir.Operation, st *pass.State) error {
	var ops []*ir.Operation
	root.Each(func(op *ir.Operation) {
		if op != root && p.expands(op) {
			ops = append(ops, op)
		}
	})
	if len(ops) == 0 {
		st.MarkUnchanged()
		return nil
	}
	b := ir.NewBuilder(st.Ctx)
	for _, op := range ops {
		b.SetInsertionPoint(op)
		e := &expander{b: b, loc: op.Loc()}
		r := e.expand(op)
		if r == nil {
			return op.EmitError("failed to legalize operation '%s'", op.Name())
		}
		op.ReplaceAllUsesWith([]*ir.Value{r})
		op.Erase()
	}
	return nil
}

// expands reports whether op is one the pass rewrites.
func (p *expandPass) expands(op *ir.Operation) bool {
	switch op.Name() {
	case "arith.ceildivui", "arith.ceildivsi", "arith.floordivsi",
		"arith.maximumf", "arith.minimumf", "arith.maxnumf", "arith.minnumf",
		"arith.maxsi", "arith.maxui", "arith.minsi", "arith.minui",
		"arith.scaling_extf", "arith.scaling_truncf":
		return true
	case "arith.extf":
		return p.bf16 && isFloatKind(op.Operand(0).Type(), ir.BF16) && isFloatKind(op.Result(0).Type(), ir.F32) ||
			p.f8e8m0 && isFloatKind(op.Operand(0).Type(), ir.F8E8M0FNU) ||
			p.f4e2m1 && isFloatKind(op.Operand(0).Type(), ir.F4E2M1FN)
	case "arith.truncf":
		return p.bf16 && isFloatKind(op.Operand(0).Type(), ir.F32) && isFloatKind(op.Result(0).Type(), ir.BF16) ||
			p.f8e8m0 && isFloatKind(op.Result(0).Type(), ir.F8E8M0FNU) ||
			p.f4e2m1 && isFloatKind(op.Result(0).Type(), ir.F4E2M1FN)
	}
	return false
}

// isFloatKind reports whether t's element type is the float kind k.
func isFloatKind(t ir.Type, k ir.FloatKind) bool {
	f, ok := elemOrSelf(t).(*ir.FloatType)
	return ok && f.Kind == k
}

// expand builds op's replacement, or returns nil for an expansion gomlir
// does not implement yet.
func (e *expander) expand(op *ir.Operation) *ir.Value {
	x := op.Operand(0)
	switch op.Name() {
	case "arith.ceildivui":
		// x == 0 ? 0 : (x - 1) / y + 1
		y := op.Operand(1)
		zero := e.constInt(x.Type(), 0)
		isZero := e.cmpi(CmpIEq, x, zero)
		one := e.constInt(x.Type(), 1)
		q := e.bin("arith.divui", e.bin("arith.subi", x, one), y)
		return e.sel(isZero, zero, e.bin("arith.addi", q, one))
	case "arith.ceildivsi":
		// q = x / y; q + 1 when the division is inexact and x, y have the same sign.
		y := op.Operand(1)
		zero := e.constInt(x.Type(), 0)
		one := e.constInt(x.Type(), 1)
		q := e.bin("arith.divsi", x, y)
		inexact := e.cmpi(CmpINe, x, e.bin("arith.muli", q, y))
		sameSign := e.cmpi(CmpIEq, e.cmpi(CmpISlt, x, zero), e.cmpi(CmpISlt, y, zero))
		return e.sel(e.bin("arith.andi", inexact, sameSign), e.bin("arith.addi", q, one), q)
	case "arith.floordivsi":
		// q = x / y; q - 1 when the division is inexact and x, y differ in sign.
		y := op.Operand(1)
		q := e.bin("arith.divsi", x, y)
		inexact := e.cmpi(CmpINe, x, e.bin("arith.muli", q, y))
		zero := e.constInt(x.Type(), 0)
		signs := e.cmpi(CmpINe, e.cmpi(CmpISlt, x, zero), e.cmpi(CmpISlt, y, zero))
		cond := e.bin("arith.andi", inexact, signs)
		minusOne := e.constInt(x.Type(), -1)
		return e.sel(cond, e.bin("arith.addi", q, minusOne), q)
	case "arith.maxsi", "arith.maxui", "arith.minsi", "arith.minui":
		pred := CmpISgt
		switch op.Name() {
		case "arith.maxui":
			pred = CmpIUgt
		case "arith.minsi":
			pred = CmpISlt
		case "arith.minui":
			pred = CmpIUlt
		}
		y := op.Operand(1)
		return e.sel(e.cmpi(pred, x, y), x, y)
	case "arith.maximumf", "arith.minimumf":
		// NaN of y propagates: select(uno(y, y), y, select(pred(x, y), x, y)).
		pred := CmpFUGT
		if op.Name() == "arith.minimumf" {
			pred = CmpFULT
		}
		y := op.Operand(1)
		r := e.sel(e.cmpf(pred, x, y), x, y)
		return e.sel(e.cmpf(CmpFUNO, y, y), y, r)
	case "arith.maxnumf", "arith.minnumf":
		// A NaN x yields y: select(uno(x, x), y, select(pred(x, y), x, y)).
		pred := CmpFUGT
		if op.Name() == "arith.minnumf" {
			pred = CmpFULT
		}
		y := op.Operand(1)
		r := e.sel(e.cmpf(pred, x, y), x, y)
		return e.sel(e.cmpf(CmpFUNO, x, x), y, r)
	case "arith.extf":
		if !isFloatKind(x.Type(), ir.BF16) {
			return nil
		}
		ctx := e.b.Ctx
		i16 := withElement(ctx, x.Type(), ctx.I(16))
		i32 := withElement(ctx, x.Type(), ctx.I(32))
		wide := e.cast("arith.extui", e.cast("arith.bitcast", x, i16), i32)
		shifted := e.bin("arith.shli", wide, e.constInt(i32, 16))
		return e.cast("arith.bitcast", shifted, op.Result(0).Type())
	case "arith.truncf":
		if !isFloatKind(op.Result(0).Type(), ir.BF16) {
			return nil
		}
		// Round to nearest even on the bit pattern; NaN becomes 0x7fc0.
		ctx := e.b.Ctx
		i16 := withElement(ctx, x.Type(), ctx.I(16))
		i32 := withElement(ctx, x.Type(), ctx.I(32))
		isNaN := e.cmpf(CmpFUNE, x, x)
		bias := e.constInt(i32, 0x7fff)
		nan := e.constInt(i16, 0x7fc0)
		sixteen := e.constInt(i32, 16)
		one := e.constInt(i32, 1)
		bits := e.cast("arith.bitcast", x, i32)
		lsb := e.bin("arith.andi", e.bin("arith.shrui", bits, sixteen), one)
		rounded := e.bin("arith.addi", bits, e.bin("arith.addi", lsb, bias))
		narrow := e.cast("arith.trunci", e.bin("arith.shrui", rounded, sixteen), i16)
		return e.cast("arith.bitcast", e.sel(isNaN, nan, narrow), op.Result(0).Type())
	}
	return nil
}

// ExpandDivision builds, at b's insertion point, the arith ops computing
// ceildivsi, ceildivui or floordivsi op (upstream's
// populateCeilFloorDivExpandOpsPatterns) and returns the result; nil for
// other ops.
func ExpandDivision(b *ir.Builder, op *ir.Operation) *ir.Value {
	switch op.Name() {
	case "arith.ceildivui", "arith.ceildivsi", "arith.floordivsi":
		return (&expander{b: b, loc: op.Loc()}).expand(op)
	}
	return nil
}
