package arith

import (
	"math/big"

	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/rewrite"
	"github.com/gomlir/gomlir/rewrite/drr"
)

// The canonicalization patterns of upstream 22's ArithCanonicalization.td
// (DRR, written here with package drr, which gives them upstream's debug
// names, benefits and locations) and ArithOps.cpp, in the order
// getCanonicalizationPatterns adds them.

func init() {
	byRoot := map[string][]any{}
	for _, f := range drr.Compile(drrPatterns()...) {
		byRoot[f.On] = append(byRoot[f.On], f)
	}
	// C++ patterns outside any namespace.
	byRoot["arith.cmpf"] = append(byRoot["arith.cmpf"],
		&rewrite.Func{Name: "CmpFIntToFPConst", On: "arith.cmpf", Weight: 1, Rewrite: cmpFIntToFPConst})
	byRoot["arith.select"] = append(byRoot["arith.select"],
		&rewrite.Func{Name: "SelectToExtUI", On: "arith.select", Weight: 1, Rewrite: selectToExtUI})
	for _, op := range Dialect.Ops {
		if list, ok := byRoot[op.Name]; ok {
			op.Canonicalize = list
		}
	}
}

// drrPatterns returns the patterns of ArithCanonicalization.td; the order
// among patterns of one root is upstream's.
func drrPatterns() []drr.Pattern {
	x, y, a, b, c, pred := drr.V("x"), drr.V("y"), drr.V("a"), drr.V("b"), drr.V("c"), drr.V("pred")
	c0, c1 := drr.Const("c0", drr.APInt), drr.Const("c1", drr.APInt)
	ovf1, ovf2 := drr.A("ovf1"), drr.A("ovf2")
	merged, none := mergeOverflow("ovf1", "ovf2"), drr.AttrFn(func(m *drr.Match) ir.Attribute { return Overflow(m.Ctx(), 0) })
	addi := func(l, r, ovf *drr.Node) *drr.Node { return drr.Op("arith.addi", l, r).With("overflowFlags", ovf) }
	subi := func(l, r, ovf *drr.Node) *drr.Node { return drr.Op("arith.subi", l, r).With("overflowFlags", ovf) }
	muli := func(l, r, ovf *drr.Node) *drr.Node { return drr.Op("arith.muli", l, r).With("overflowFlags", ovf) }
	sel := func(c, t, f *drr.Node) *drr.Node { return drr.Op("arith.select", c, t, f) }
	add, sub, mul := intAttrs((*big.Int).Add), intAttrs((*big.Int).Sub), intAttrs((*big.Int).Mul)
	isNegOne := func(name string) drr.Constraint {
		return func(m *drr.Match) bool { return isAllOnesInt(m.Attr(name)) }
	}
	resultTyped := func(name string) drr.Constraint {
		return func(m *drr.Match) bool { return m.Attr(name).(*ir.IntegerAttr).Type == m.Root().Result(0).Type() }
	}

	ps := []drr.Pattern{
		// addi(addi(x, c0), c1) -> addi(x, c0 + c1)
		{Name: "AddIAddConstant",
			Source: addi(addi(x, c0, ovf1), c1, ovf2),
			Result: addi(x, constant(add("c0", "c1")), merged)},
		// addi(subi(x, c0), c1) -> addi(x, c1 - c0)
		{Name: "AddISubConstantRHS",
			Source: addi(subi(x, c0, ovf1), c1, ovf2),
			Result: addi(x, constant(sub("c1", "c0")), merged)},
		// addi(subi(c0, x), c1) -> subi(c0 + c1, x)
		{Name: "AddISubConstantLHS",
			Source: addi(subi(c0, x, ovf1), c1, ovf2),
			Result: subi(constant(add("c0", "c1")), x, merged)},
		// addi(x, muli(y, -1)) -> subi(x, y)
		{Name: "AddIMulNegativeOneRhs",
			Source: addi(x, muli(y, drr.Const("c0", nil), ovf1), ovf2),
			Where:  []drr.Constraint{isNegOne("c0")},
			Result: subi(x, y, none)},
		// addi(muli(x, -1), y) -> subi(y, x)
		{Name: "AddIMulNegativeOneLhs",
			Source: addi(muli(x, drr.Const("c0", nil), ovf1), y, ovf2),
			Where:  []drr.Constraint{isNegOne("c0")},
			Result: subi(y, x, none)},
		// muli(muli(x, c0), c1) -> muli(x, c0 * c1)
		{Name: "MulIMulIConstant",
			Source: muli(muli(x, c0, ovf1), c1, ovf2),
			Where:  []drr.Constraint{resultTyped("c0"), resultTyped("c1")},
			Result: muli(x, constant(mul("c0", "c1")), merged)},
		// addui_extended(x, y) -> [addi(x, y), x] when the overflow result
		// is unused.
		extendedToBinary("AddUIExtendedToAddI", "arith.addui_extended", "arith.addi"),
		// subi(addi(x, c0), c1) -> addi(x, c0 - c1)
		{Name: "SubIRHSAddConstant",
			Source: subi(addi(x, c0, ovf1), c1, ovf2),
			Result: addi(x, constant(sub("c0", "c1")), none)},
		// subi(c1, addi(x, c0)) -> subi(c1 - c0, x)
		{Name: "SubILHSAddConstant",
			Source: subi(c1, addi(x, c0, ovf1), ovf2),
			Result: subi(constant(sub("c1", "c0")), x, merged)},
		// subi(subi(x, c0), c1) -> subi(x, c0 + c1)
		{Name: "SubIRHSSubConstantRHS",
			Source: subi(subi(x, c0, ovf1), c1, ovf2),
			Result: subi(x, constant(add("c0", "c1")), merged)},
		// subi(subi(c0, x), c1) -> subi(c0 - c1, x)
		{Name: "SubIRHSSubConstantLHS",
			Source: subi(subi(c0, x, ovf1), c1, ovf2),
			Result: subi(constant(sub("c0", "c1")), x, merged)},
		// subi(c1, subi(x, c0)) -> subi(c0 + c1, x)
		{Name: "SubILHSSubConstantRHS",
			Source: subi(c1, subi(x, c0, ovf1), ovf2),
			Result: subi(constant(add("c0", "c1")), x, merged)},
		// subi(c1, subi(c0, x)) -> addi(x, c1 - c0)
		{Name: "SubILHSSubConstantLHS",
			Source: subi(c1, subi(c0, x, ovf1), ovf2),
			Result: addi(x, constant(sub("c1", "c0")), merged)},
		// subi(subi(a, b), a) -> subi(0, b)
		{Name: "SubISubILHSRHSLHS",
			Source: subi(subi(x, y, ovf1), x, ovf2),
			Result: subi(constant(zeroOf("y")), y, merged)},
		// mulsi_extended(x, y) -> [muli(x, y), x] when the high result is
		// unused.
		extendedToBinary("MulSIExtendedToMulI", "arith.mulsi_extended", "arith.muli"),
		// mulsi_extended(x, 1) -> [x, extsi(cmpi slt, x, 0)]
		{Name: "MulSIExtendedRHSOne",
			Source: drr.Op("arith.mulsi_extended", x, drr.Const("c1", nil)),
			Where:  []drr.Constraint{func(m *drr.Match) bool { return isScalarOrSplatOne(m.Attr("c1")) }},
			Results: []*drr.Node{x, drr.Op("arith.extsi",
				cmpi(predicateAttr(CmpISlt), x, constant(zeroOf("x"))).
					Type(func(m *drr.Match) ir.Type { return i1SameShape(m.Ctx(), m.Value("x").Type()) }))}},
		// mului_extended(x, y) -> [muli(x, y), x] when the high result is
		// unused.
		extendedToBinary("MulUIExtendedToMulI", "arith.mului_extended", "arith.muli"),
		// xori(cmpi(pred, a, b), true) -> cmpi(~pred, a, b)
		{Name: "XOrINotCmpI",
			Source: drr.Op("arith.xori", cmpi(drr.A("pred"), a, b), drr.Const("", isBool(true))),
			Result: cmpi(drr.AttrFn(invertPredicate), a, b)},
		binaryOfExt("XOrIOfExtUI", "arith.xori", "arith.extui"),
		binaryOfExt("XOrIOfExtSI", "arith.xori", "arith.extsi"),
		cmpIOfExt("CmpIExtSI", "arith.extsi"),
		cmpIOfExt("CmpIExtUI", "arith.extui"),
		// select(pred, a, select(pred, b, c)) -> select(pred, a, c)
		{Name: "RedundantSelectFalse",
			Source: sel(pred, a, sel(pred, b, c)),
			Result: sel(pred, a, c)},
		// select(pred, select(pred, a, b), c) -> select(pred, a, c)
		{Name: "RedundantSelectTrue",
			Source: sel(pred, sel(pred, a, b), c),
			Result: sel(pred, a, c)},
		// select(xori(pred, -1), a, b) -> select(pred, b, a)
		{Name: "SelectNotCond",
			Source: sel(drr.Op("arith.xori", pred, drr.Const("ones", drr.APInt)), a, b),
			Where:  []drr.Constraint{isNegOne("ones")},
			Result: sel(pred, b, a)},
		// select(pred, false, true) -> xori(pred, true)
		{Name: "SelectI1ToNot",
			Source: sel(pred, drr.Const("", isBool(false)), drr.Const("", isBool(true))),
			Result: drr.Op("arith.xori", pred, constant(drr.AttrFn(func(m *drr.Match) ir.Attribute { return m.Ctx().BoolAttr(true) })))},
		// index_cast(index_cast(x)) -> x when it has the result's type.
		castRoundTrip("IndexCastOfIndexCast", "arith.index_cast"),
		castOfCast("IndexCastOfExtSI", "arith.index_cast", "arith.extsi", "arith.index_cast"),
		castRoundTrip("IndexCastUIOfIndexCastUI", "arith.index_castui"),
		castOfCast("IndexCastUIOfExtUI", "arith.index_castui", "arith.extui", "arith.index_castui"),
		castOfCast("BitcastOfBitcast", "arith.bitcast", "arith.bitcast", "arith.bitcast"),
		// extsi(extui(x)) -> extui(x)
		castOfCast("ExtSIOfExtUI", "arith.extsi", "arith.extui", "arith.extui"),
		binaryOfExt("AndOfExtUI", "arith.andi", "arith.extui"),
		binaryOfExt("AndOfExtSI", "arith.andi", "arith.extsi"),
		binaryOfExt("OrOfExtUI", "arith.ori", "arith.extui"),
		binaryOfExt("OrOfExtSI", "arith.ori", "arith.extsi"),
		truncIOfExt("TruncIExtSIToExtSI", "arith.extsi"),
		truncIOfExt("TruncIExtUIToExtUI", "arith.extui"),
		// trunci(shrsi(x, c0)) -> trunci(shrui(x, c0)) when c0 is the
		// number of truncated bits.
		{Name: "TruncIShrSIToTrunciShrUI",
			Source: drr.Op("arith.trunci", drr.Op("arith.shrsi", x, drr.Const("c0", drr.Typed))).With("overflowFlags", drr.A("ovf")),
			Where:  []drr.Constraint{truncationMatchesShift},
			Result: drr.Op("arith.trunci",
				drr.Op("arith.shrui", x, constant(drr.AttrFn(func(m *drr.Match) ir.Attribute { return m.Attr("c0") }))).TypeOf("x")).
				With("overflowFlags", overflowOf("ovf"))},
		truncFOfIToFP("TruncFSIToFPToSIToFP", "arith.sitofp"),
		truncFOfIToFP("TruncFUIToFPToUIToFP", "arith.uitofp"),
		binaryOfNegF("MulFOfNegF", "arith.mulf"),
		binaryOfNegF("DivFOfNegF", "arith.divf"),
	}
	return ps
}

// constant is an arith.constant holding value, of value's type.
func constant(value *drr.Node) *drr.Node {
	return drr.Op("arith.constant").With("value", value).TypeOfAttr("value")
}

// cmpi is an arith.cmpi with the given predicate attribute.
func cmpi(pred, lhs, rhs *drr.Node) *drr.Node {
	return drr.Op("arith.cmpi", lhs, rhs).With("predicate", pred)
}

func predicateAttr(p int64) *drr.Node {
	return drr.AttrFn(func(m *drr.Match) ir.Attribute { return m.Ctx().IntAttr(m.Ctx().I(64), p) })
}

// flagsOf returns the flags of a captured overflow attribute (none when
// absent).
func flagsOf(a ir.Attribute) uint32 {
	if o, ok := a.(*OverflowAttr); ok {
		return o.Flags
	}
	return 0
}

// overflowOf is the captured overflow flags a (none when absent).
func overflowOf(a string) *drr.Node {
	return drr.AttrFn(func(m *drr.Match) ir.Attribute { return Overflow(m.Ctx(), flagsOf(m.Attr(a))) })
}

// mergeOverflow is mergeOverflowFlags: the flags both captures have.
func mergeOverflow(a, b string) *drr.Node {
	return drr.AttrFn(func(m *drr.Match) ir.Attribute {
		return Overflow(m.Ctx(), flagsOf(m.Attr(a))&flagsOf(m.Attr(b)))
	})
}

// intAttrs returns the native calls addIntegerAttrs, subIntegerAttrs and
// mulIntegerAttrs for f: f of two integer captures, of the root's type.
func intAttrs(f func(z, x, y *big.Int) *big.Int) func(a, b string) *drr.Node {
	return func(a, b string) *drr.Node {
		return drr.AttrFn(func(m *drr.Match) ir.Attribute {
			x, y := m.Attr(a).(*ir.IntegerAttr), m.Attr(b).(*ir.IntegerAttr)
			return m.Ctx().IntegerAttr(m.Root().Result(0).Type(), f(new(big.Int), x.BigInt(), y.BigInt()))
		})
	}
}

// zeroOf is GetZeroAttr: the zero of the captured value's type (the
// pattern does not apply when there is none).
func zeroOf(v string) *drr.Node {
	return drr.AttrFn(func(m *drr.Match) ir.Attribute { return zeroAttr(m.Ctx(), m.Value(v).Type()) })
}

// isBool is ConstantAttr<I1Attr, v>.
func isBool(v bool) func(ir.Attribute) bool {
	return func(a ir.Attribute) bool {
		i, ok := a.(*ir.IntegerAttr)
		if !ok {
			return false
		}
		t, ok := i.Type.(*ir.IntegerType)
		return ok && t.Width == 1 && t.IsSignless() && i.IsZero() != v
	}
}

// isScalarOrSplatOne is IsScalarOrSplatOne: a value that is 1 and
// strictly positive as a signed number (so not i1's 1, which is -1).
func isScalarOrSplatOne(a ir.Attribute) bool {
	v, t, ok := constantInt(a)
	return ok && ir.BitWidth(t) > 1 && toUnsigned(v, ir.BitWidth(t)).Cmp(big.NewInt(1)) == 0
}

// invertedCmpI is arith::invertPredicate.
var invertedCmpI = [...]int64{
	CmpIEq: CmpINe, CmpINe: CmpIEq, CmpISlt: CmpISge, CmpISle: CmpISgt, CmpISgt: CmpISle,
	CmpISge: CmpISlt, CmpIUlt: CmpIUge, CmpIUle: CmpIUgt, CmpIUgt: CmpIUle, CmpIUge: CmpIUlt,
}

// invertPredicate is InvertPredicate on the captured predicate "pred".
func invertPredicate(m *drr.Match) ir.Attribute {
	p, ok := m.Attr("pred").(*ir.IntegerAttr)
	if !ok || p.Int64() < 0 || p.Int64() >= int64(len(invertedCmpI)) {
		return nil
	}
	return m.Ctx().IntAttr(m.Ctx().I(64), invertedCmpI[p.Int64()])
}

// extendedToBinary is AddUIExtendedToAddI, MulSIExtendedToMulI and
// MulUIExtendedToMulI: root(x, y) -> [name(x, y), x] when the second
// result has no uses.
func extendedToBinary(pattern, root, name string) drr.Pattern {
	x := drr.V("x")
	return drr.Pattern{Name: pattern,
		Source: drr.Op(root, x, drr.V("y")),
		Where:  []drr.Constraint{func(m *drr.Match) bool { return !m.Root().Result(1).HasUses() }},
		Results: []*drr.Node{
			drr.Op(name, x, drr.V("y")).With("overflowFlags", drr.AttrFn(func(m *drr.Match) ir.Attribute { return Overflow(m.Ctx(), 0) })),
			x,
		}}
}

// binaryOfExt is AndOfExtUI, AndOfExtSI, OrOfExtUI, OrOfExtSI, XOrIOfExtUI
// and XOrIOfExtSI: root(ext(x), ext(y)) -> ext(root(x, y)).
func binaryOfExt(pattern, root, ext string) drr.Pattern {
	x, y := drr.V("x"), drr.V("y")
	return drr.Pattern{Name: pattern,
		Source: drr.Op(root, drr.Op(ext, x), drr.Op(ext, y)),
		Where:  []drr.Constraint{drr.SameType("x", "y")},
		Result: drr.Op(ext, drr.Op(root, x, y).TypeOf("x"))}
}

// cmpIOfExt is CmpIExtSI and CmpIExtUI: cmpi(eq/ne, ext(a), ext(b)) ->
// cmpi(eq/ne, a, b).
func cmpIOfExt(pattern, ext string) drr.Pattern {
	a, b, pred := drr.V("a"), drr.V("b"), drr.A("pred")
	return drr.Pattern{Name: pattern,
		Source: cmpi(pred, drr.Op(ext, a), drr.Op(ext, b)),
		Where: []drr.Constraint{drr.SameType("a", "b"), func(m *drr.Match) bool {
			p := m.Attr("pred").(*ir.IntegerAttr).Int64()
			return p == CmpIEq || p == CmpINe
		}},
		Result: cmpi(pred, a, b)}
}

// binaryOfNegF is MulFOfNegF and DivFOfNegF: root(negf(x), negf(y)) ->
// root(x, y), keeping root's fast-math flags.
func binaryOfNegF(pattern, root string) drr.Pattern {
	x, y := drr.V("x"), drr.V("y")
	return drr.Pattern{Name: pattern,
		Source: drr.Op(root, drr.Op("arith.negf", x), drr.Op("arith.negf", y)).With("fastmath", drr.A("fmf")),
		Where:  []drr.Constraint{drr.SameType("x", "y")},
		Result: drr.Op(root, x, y).With("fastmath", drr.AttrFn(func(m *drr.Match) ir.Attribute {
			var flags uint32
			if f, ok := m.Attr("fmf").(*FastMathAttr); ok {
				flags = f.Flags
			}
			return FastMath(m.Ctx(), flags)
		}))}
}

// castRoundTrip is IndexCastOfIndexCast and IndexCastUIOfIndexCastUI:
// root(root(x)) -> x when x has the result's type.
func castRoundTrip(pattern, root string) drr.Pattern {
	x := drr.V("x")
	return drr.Pattern{Name: pattern,
		Source: drr.Op(root, drr.Op(root, x)).As("res"),
		Where:  []drr.Constraint{drr.SameType("res", "x")},
		Result: x}
}

// castOfCast is ExtSIOfExtUI, IndexCastOfExtSI, IndexCastUIOfExtUI and
// BitcastOfBitcast: root(inner(x)) -> name(x).
func castOfCast(pattern, root, inner, name string) drr.Pattern {
	x := drr.V("x")
	return drr.Pattern{Name: pattern, Source: drr.Op(root, drr.Op(inner, x)), Result: drr.Op(name, x)}
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

// widerThan is ValueWiderThan on two captures.
func widerThan(a, b string) drr.Constraint {
	return func(m *drr.Match) bool {
		wa, wb := scalarOrElemWidth(m.Value(a).Type()), scalarOrElemWidth(m.Value(b).Type())
		return wa > wb && wb > 0
	}
}

// truncIOfExt is TruncIExtSIToExtSI and TruncIExtUIToExtUI: trunci(ext(x))
// -> ext(x) when only extension bits are truncated.
func truncIOfExt(pattern, ext string) drr.Pattern {
	x := drr.V("x")
	return drr.Pattern{Name: pattern,
		Source: drr.Op("arith.trunci", drr.Op(ext, x).As("ext")).As("tr"),
		Where:  []drr.Constraint{widerThan("ext", "tr"), widerThan("tr", "x")},
		Result: drr.Op(ext, x)}
}

// truncationMatchesShift is TruncationMatchesShiftAmount: the shift c0 is
// the number of bits trunci drops from x.
func truncationMatchesShift(m *drr.Match) bool {
	v, t, ok := constantInt(m.Attr("c0"))
	if !ok {
		return false
	}
	w := scalarOrElemWidth(m.Value("x").Type()) - scalarOrElemWidth(m.Root().Result(0).Type())
	return toUnsigned(v, ir.BitWidth(t)).Cmp(big.NewInt(int64(w))) == 0
}

// truncFOfIToFP is TruncFSIToFPToSIToFP and TruncFUIToFPToUIToFP:
// truncf(conv(x)) -> conv(x) under the default rounding mode.
func truncFOfIToFP(pattern, conv string) drr.Pattern {
	x := drr.V("x")
	return drr.Pattern{Name: pattern,
		Source: drr.Op("arith.truncf", drr.Op(conv, x)).With("roundingmode", drr.A("rmf")),
		Where:  []drr.Constraint{func(m *drr.Match) bool { return m.Attr("rmf") == nil }},
		Result: drr.Op(conv, x)}
}

// buildCmpI creates an arith.cmpi through rw.
func buildCmpI(rw *rewrite.Rewriter, loc ir.Location, pred int64, lhs, rhs *ir.Value, t ir.Type) *ir.Value {
	return build(rw, loc, "arith.cmpi", []*ir.Value{lhs, rhs}, []ir.Type{t},
		ir.NamedAttr{Name: "predicate", Value: rw.Ctx.IntAttr(rw.Ctx.I(64), pred)}).Result(0)
}

// build creates an op through rw.
func build(rw *rewrite.Rewriter, loc ir.Location, name string, operands []*ir.Value, types []ir.Type, attrs ...ir.NamedAttr) *ir.Operation {
	return rw.Create(&ir.OperationState{Loc: loc, Name: rw.Ctx.LookupOp(name), Operands: operands, Types: types, Attrs: attrs})
}

// buildConstant creates an arith.constant holding a.
func buildConstant(rw *rewrite.Rewriter, loc ir.Location, a ir.Attribute) *ir.Value {
	return build(rw, loc, "arith.constant", nil, []ir.Type{a.(ir.TypedAttr).AttrType()},
		ir.NamedAttr{Name: "value", Value: a}).Result(0)
}

func replace(rw *rewrite.Rewriter, op *ir.Operation, vals ...*ir.Value) bool {
	rw.ReplaceOp(op, vals)
	return true
}

// SelectToExtUI (ArithOps.cpp): select(c, 1, 0) -> extui(c) and
// select(c, 0, 1) -> extui(xori(c, 1)), for integer results wider than i1.
func selectToExtUI(op *ir.Operation, rw *rewrite.Rewriter) bool {
	t, ok := op.Result(0).Type().(*ir.IntegerType)
	if !ok || t.Width == 1 {
		return false
	}
	isOne := func(v *ir.Value) bool { return isOneInt(rewrite.ValueConstant(v)) }
	isZero := func(v *ir.Value) bool { return isZeroInt(rewrite.ValueConstant(v)) }
	loc := op.Loc()
	cond := op.Operand(0)
	switch {
	case isOne(op.Operand(1)) && isZero(op.Operand(2)):
	case isZero(op.Operand(1)) && isOne(op.Operand(2)):
		c := buildConstant(rw, loc, rw.Ctx.IntAttr(cond.Type(), 1))
		cond = build(rw, loc, "arith.xori", []*ir.Value{cond, c}, []ir.Type{cond.Type()}).Result(0)
	default:
		return false
	}
	return replace(rw, op, build(rw, loc, "arith.extui", []*ir.Value{cond}, []ir.Type{t}).Result(0))
}
