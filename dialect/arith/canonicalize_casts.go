package arith

import (
	"math/big"

	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/rewrite"
)

// The DRR patterns of ArithCanonicalization.td over extended arithmetic,
// bitwise ops of extensions, comparisons, casts and negations.

// extendedToBinary is AddUIExtendedToAddI, MulSIExtendedToMulI and
// MulUIExtendedToMulI: op(x, y) -> [name(x, y), x] when the second result
// has no uses.
func extendedToBinary(name string) func(op *ir.Operation, rw *rewrite.Rewriter) bool {
	return func(op *ir.Operation, rw *rewrite.Rewriter) bool {
		if op.Result(1).HasUses() {
			return false
		}
		x := op.Operand(0)
		r := buildOvf(rw, op.Loc(), name, x, op.Operand(1), op.Result(0).Type(), 0)
		return replace(rw, op, r, x)
	}
}

// mulsi_extended(x, 1) -> [x, extsi(cmpi slt, x, 0)]
func mulSIExtendedRHSOne(op *ir.Operation, rw *rewrite.Rewriter) bool {
	cop, c := constLike(op.Operand(1))
	if cop == nil || !isScalarOrSplatOne(c) {
		return false
	}
	x := op.Operand(0)
	z := zeroAttr(rw.Ctx, x.Type())
	if z == nil {
		return false
	}
	loc := op.Loc()
	zero := buildConstant(rw, loc, z)
	cmp := buildCmpI(rw, loc, CmpISlt, x, zero, i1SameShape(rw.Ctx, x.Type()))
	high := build(rw, loc, "arith.extsi", []*ir.Value{cmp}, []ir.Type{op.Result(1).Type()}).Result(0)
	return replace(rw, op, x, high)
}

func buildCmpI(rw *rewrite.Rewriter, loc ir.Location, pred int64, lhs, rhs *ir.Value, t ir.Type) *ir.Value {
	return build(rw, loc, "arith.cmpi", []*ir.Value{lhs, rhs}, []ir.Type{t},
		ir.NamedAttr{Name: "predicate", Value: rw.Ctx.IntAttr(rw.Ctx.I(64), pred)}).Result(0)
}

// invertedCmpI is arith::invertPredicate.
var invertedCmpI = [...]int64{
	CmpIEq: CmpINe, CmpINe: CmpIEq, CmpISlt: CmpISge, CmpISle: CmpISgt, CmpISgt: CmpISle,
	CmpISge: CmpISlt, CmpIUlt: CmpIUge, CmpIUle: CmpIUgt, CmpIUgt: CmpIUle, CmpIUge: CmpIUlt,
}

// xori(cmpi(pred, a, b), true) -> cmpi(~pred, a, b)
func xorINotCmpI(op *ir.Operation, rw *rewrite.Rewriter) bool {
	cmp := matchOp(op.Operand(0), "arith.cmpi")
	if cmp == nil || !isI1Const(rw.Ctx, op.Operand(1), true) {
		return false
	}
	pred := Predicate(cmp)
	if pred < 0 || int(pred) >= len(invertedCmpI) {
		return false
	}
	loc := drrLoc(rw.Ctx, op, cmp)
	return replace(rw, op, buildCmpI(rw, loc, invertedCmpI[pred], cmp.Operand(0), cmp.Operand(1), op.Result(0).Type()))
}

// extPair matches op(ext(x), ext(y)) with x and y of the same type.
func extPair(op *ir.Operation, ext string) (e0, e1 *ir.Operation) {
	e0 = matchOp(op.Operand(0), ext)
	if e0 == nil {
		return nil, nil
	}
	e1 = matchOp(op.Operand(1), ext)
	if e1 == nil || e0.Operand(0).Type() != e1.Operand(0).Type() {
		return nil, nil
	}
	return e0, e1
}

// binaryOfExt is AndOfExtUI, AndOfExtSI, OrOfExtUI, OrOfExtSI, XOrIOfExtUI
// and XOrIOfExtSI: op(ext(x), ext(y)) -> ext(op(x, y)).
func binaryOfExt(ext string) func(op *ir.Operation, rw *rewrite.Rewriter) bool {
	return func(op *ir.Operation, rw *rewrite.Rewriter) bool {
		e0, e1 := extPair(op, ext)
		if e0 == nil {
			return false
		}
		x, y := e0.Operand(0), e1.Operand(0)
		loc := drrLoc(rw.Ctx, op, e0, e1)
		inner := build(rw, loc, op.Name(), []*ir.Value{x, y}, []ir.Type{x.Type()}).Result(0)
		return replace(rw, op, build(rw, loc, ext, []*ir.Value{inner}, []ir.Type{op.Result(0).Type()}).Result(0))
	}
}

// cmpIOfExt is CmpIExtSI and CmpIExtUI: cmpi(eq/ne, ext(a), ext(b)) ->
// cmpi(eq/ne, a, b).
func cmpIOfExt(ext string) func(op *ir.Operation, rw *rewrite.Rewriter) bool {
	return func(op *ir.Operation, rw *rewrite.Rewriter) bool {
		e0, e1 := extPair(op, ext)
		if e0 == nil {
			return false
		}
		pred := Predicate(op)
		if pred != CmpIEq && pred != CmpINe {
			return false
		}
		loc := drrLoc(rw.Ctx, op, e0, e1)
		return replace(rw, op, buildCmpI(rw, loc, pred, e0.Operand(0), e1.Operand(0), op.Result(0).Type()))
	}
}

// binaryOfNegF is MulFOfNegF and DivFOfNegF: op(negf(x), negf(y)) ->
// op(x, y), keeping op's fast-math flags.
func binaryOfNegF(op *ir.Operation, rw *rewrite.Rewriter) bool {
	n0 := matchOp(op.Operand(0), "arith.negf")
	if n0 == nil {
		return false
	}
	n1 := matchOp(op.Operand(1), "arith.negf")
	if n1 == nil || n0.Operand(0).Type() != n1.Operand(0).Type() {
		return false
	}
	loc := drrLoc(rw.Ctx, op, n0, n1)
	return replace(rw, op, build(rw, loc, op.Name(), []*ir.Value{n0.Operand(0), n1.Operand(0)}, []ir.Type{op.Result(0).Type()},
		ir.NamedAttr{Name: "fastmath", Value: FastMath(rw.Ctx, FastMathFlags(op))}).Result(0))
}

// castRoundTrip is IndexCastOfIndexCast and IndexCastUIOfIndexCastUI:
// op(op(x)) -> x when x has the result's type.
func castRoundTrip(op *ir.Operation, rw *rewrite.Rewriter) bool {
	in := matchOp(op.Operand(0), op.Name())
	if in == nil || in.Operand(0).Type() != op.Result(0).Type() {
		return false
	}
	return replace(rw, op, in.Operand(0))
}

// castOfCast is ExtSIOfExtUI, IndexCastOfExtSI, IndexCastUIOfExtUI and
// BitcastOfBitcast: op(inner(x)) -> name(x).
func castOfCast(inner, name string) func(op *ir.Operation, rw *rewrite.Rewriter) bool {
	return func(op *ir.Operation, rw *rewrite.Rewriter) bool {
		in := matchOp(op.Operand(0), inner)
		if in == nil {
			return false
		}
		loc := drrLoc(rw.Ctx, op, in)
		return replace(rw, op, build(rw, loc, name, []*ir.Value{in.Operand(0)}, []ir.Type{op.Result(0).Type()}).Result(0))
	}
}

// scalarOrElemWidth is getScalarOrElementWidth: the width of an integer
// or float element type, -1 otherwise.
func scalarOrElemWidth(t ir.Type) int {
	switch e := elemOrSelf(t).(type) {
	case *ir.IntegerType:
		return e.Width
	case *ir.FloatType:
		return ir.BitWidth(e)
	}
	return -1
}

// truncIOfExt is TruncIExtSIToExtSI and TruncIExtUIToExtUI:
// trunci(ext(x)) -> ext(x) when only extension bits are truncated.
func truncIOfExt(ext string) func(op *ir.Operation, rw *rewrite.Rewriter) bool {
	return func(op *ir.Operation, rw *rewrite.Rewriter) bool {
		e := matchOp(op.Operand(0), ext)
		if e == nil {
			return false
		}
		x := e.Operand(0)
		we, wt, wx := scalarOrElemWidth(e.Result(0).Type()), scalarOrElemWidth(op.Result(0).Type()), scalarOrElemWidth(x.Type())
		if !(we > wt && wt > 0 && wt > wx && wx > 0) {
			return false
		}
		loc := drrLoc(rw.Ctx, op, e)
		return replace(rw, op, build(rw, loc, ext, []*ir.Value{x}, []ir.Type{op.Result(0).Type()}).Result(0))
	}
}

// trunci(shrsi(x, c)) -> trunci(shrui(x, c)) when c is the number of
// truncated bits.
func truncIShrSIToTruncIShrUI(op *ir.Operation, rw *rewrite.Rewriter) bool {
	sh := matchOp(op.Operand(0), "arith.shrsi")
	if sh == nil {
		return false
	}
	cop, c := constLike(sh.Operand(1))
	if cop == nil {
		return false
	}
	if _, ok := c.(ir.TypedAttr); !ok {
		return false
	}
	x := sh.Operand(0)
	v, _, ok := intOrSplat(c)
	if !ok || v.Cmp(big.NewInt(int64(scalarOrElemWidth(x.Type())-scalarOrElemWidth(op.Result(0).Type())))) != 0 {
		return false
	}
	loc := drrLoc(rw.Ctx, op, cop)
	k := buildConstant(rw, loc, c)
	shr := build(rw, loc, "arith.shrui", []*ir.Value{x, k}, []ir.Type{x.Type()}).Result(0)
	return replace(rw, op, build(rw, loc, "arith.trunci", []*ir.Value{shr}, []ir.Type{op.Result(0).Type()},
		ir.NamedAttr{Name: "overflowFlags", Value: Overflow(rw.Ctx, OverflowFlags(op))}).Result(0))
}

// truncFOfIToFP is TruncFSIToFPToSIToFP and TruncFUIToFPToUIToFP:
// truncf(itofp(x)) -> itofp(x) under the default rounding mode.
func truncFOfIToFP(conv string) func(op *ir.Operation, rw *rewrite.Rewriter) bool {
	return func(op *ir.Operation, rw *rewrite.Rewriter) bool {
		c := matchOp(op.Operand(0), conv)
		if c == nil {
			return false
		}
		if _, set := RoundingMode(op); set {
			return false
		}
		loc := drrLoc(rw.Ctx, op, c)
		return replace(rw, op, build(rw, loc, conv, []*ir.Value{c.Operand(0)}, []ir.Type{op.Result(0).Type()}).Result(0))
	}
}
