package arith

import (
	"math/big"

	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/rewrite"
)

// The canonicalization patterns of upstream 22's ArithCanonicalization.td
// (DRR) and ArithOps.cpp, in the order getCanonicalizationPatterns adds
// them. Each pattern is a class in an anonymous namespace, so its debug
// name (what -canonicalize's enable/disable-patterns match) is
// "(anonymous namespace)::Name". A DRR pattern's benefit is the number of
// ops its source pattern matches.
//
// Locations: DRR creates every op at the fusion of the first N entries of
// its list of matched ops, N being the number of ops of the source
// pattern. The list holds the root, then every nested operand's defining
// op after the ops nested under it (a constant matched by
// ConstantLikeMatcher included), so for addi(addi(x, c0), c1) it is
// [root, c0, inner addi, c1] and the location fuses the root and c0.

const anonNS = "(anonymous namespace)::"

func init() {
	pats := map[string][]any{
		"arith.addi": {
			drrPat("AddIAddConstant", "arith.addi", 2, addIAddConstant),
			drrPat("AddISubConstantRHS", "arith.addi", 2, addISubConstantRHS),
			drrPat("AddISubConstantLHS", "arith.addi", 2, addISubConstantLHS),
			drrPat("AddIMulNegativeOneRhs", "arith.addi", 2, addIMulNegativeOneRhs),
			drrPat("AddIMulNegativeOneLhs", "arith.addi", 2, addIMulNegativeOneLhs),
		},
		"arith.addui_extended": {
			drrPat("AddUIExtendedToAddI", "arith.addui_extended", 1, extendedToBinary("arith.addi")),
		},
		"arith.subi": {
			drrPat("SubIRHSAddConstant", "arith.subi", 2, subIRHSAddConstant),
			drrPat("SubILHSAddConstant", "arith.subi", 2, subILHSAddConstant),
			drrPat("SubIRHSSubConstantRHS", "arith.subi", 2, subIRHSSubConstantRHS),
			drrPat("SubIRHSSubConstantLHS", "arith.subi", 2, subIRHSSubConstantLHS),
			drrPat("SubILHSSubConstantRHS", "arith.subi", 2, subILHSSubConstantRHS),
			drrPat("SubILHSSubConstantLHS", "arith.subi", 2, subILHSSubConstantLHS),
			drrPat("SubISubILHSRHSLHS", "arith.subi", 2, subISubILHSRHSLHS),
		},
		"arith.muli": {
			drrPat("MulIMulIConstant", "arith.muli", 2, mulIMulIConstant),
		},
		"arith.mulsi_extended": {
			drrPat("MulSIExtendedToMulI", "arith.mulsi_extended", 1, extendedToBinary("arith.muli")),
			drrPat("MulSIExtendedRHSOne", "arith.mulsi_extended", 1, mulSIExtendedRHSOne),
		},
		"arith.mului_extended": {
			drrPat("MulUIExtendedToMulI", "arith.mului_extended", 1, extendedToBinary("arith.muli")),
		},
		"arith.andi": {
			drrPat("AndOfExtUI", "arith.andi", 3, binaryOfExt("arith.extui")),
			drrPat("AndOfExtSI", "arith.andi", 3, binaryOfExt("arith.extsi")),
		},
		"arith.ori": {
			drrPat("OrOfExtUI", "arith.ori", 3, binaryOfExt("arith.extui")),
			drrPat("OrOfExtSI", "arith.ori", 3, binaryOfExt("arith.extsi")),
		},
		"arith.xori": {
			drrPat("XOrINotCmpI", "arith.xori", 2, xorINotCmpI),
			drrPat("XOrIOfExtUI", "arith.xori", 3, binaryOfExt("arith.extui")),
			drrPat("XOrIOfExtSI", "arith.xori", 3, binaryOfExt("arith.extsi")),
		},
		"arith.mulf": {
			drrPat("MulFOfNegF", "arith.mulf", 3, binaryOfNegF),
		},
		"arith.divf": {
			drrPat("DivFOfNegF", "arith.divf", 3, binaryOfNegF),
		},
		"arith.extsi": {
			drrPat("ExtSIOfExtUI", "arith.extsi", 2, castOfCast("arith.extui", "arith.extui")),
		},
		"arith.trunci": {
			drrPat("TruncIExtSIToExtSI", "arith.trunci", 2, truncIOfExt("arith.extsi")),
			drrPat("TruncIExtUIToExtUI", "arith.trunci", 2, truncIOfExt("arith.extui")),
			drrPat("TruncIShrSIToTrunciShrUI", "arith.trunci", 2, truncIShrSIToTruncIShrUI),
		},
		"arith.truncf": {
			drrPat("TruncFSIToFPToSIToFP", "arith.truncf", 2, truncFOfIToFP("arith.sitofp")),
			drrPat("TruncFUIToFPToUIToFP", "arith.truncf", 2, truncFOfIToFP("arith.uitofp")),
		},
		"arith.index_cast": {
			drrPat("IndexCastOfIndexCast", "arith.index_cast", 2, castRoundTrip),
			drrPat("IndexCastOfExtSI", "arith.index_cast", 2, castOfCast("arith.extsi", "arith.index_cast")),
		},
		"arith.index_castui": {
			drrPat("IndexCastUIOfIndexCastUI", "arith.index_castui", 2, castRoundTrip),
			drrPat("IndexCastUIOfExtUI", "arith.index_castui", 2, castOfCast("arith.extui", "arith.index_castui")),
		},
		"arith.bitcast": {
			drrPat("BitcastOfBitcast", "arith.bitcast", 2, castOfCast("arith.bitcast", "arith.bitcast")),
		},
		"arith.cmpi": {
			drrPat("CmpIExtSI", "arith.cmpi", 3, cmpIOfExt("arith.extsi")),
			drrPat("CmpIExtUI", "arith.cmpi", 3, cmpIOfExt("arith.extui")),
		},
		"arith.cmpf": {
			// A C++ pattern outside any namespace.
			&rewrite.Func{Name: "CmpFIntToFPConst", On: "arith.cmpf", Weight: 1, Rewrite: cmpFIntToFPConst},
		},
		"arith.select": {
			drrPat("RedundantSelectFalse", "arith.select", 2, redundantSelectFalse),
			drrPat("RedundantSelectTrue", "arith.select", 2, redundantSelectTrue),
			drrPat("SelectNotCond", "arith.select", 2, selectNotCond),
			drrPat("SelectI1ToNot", "arith.select", 1, selectI1ToNot),
			// A C++ pattern outside any namespace.
			&rewrite.Func{Name: "SelectToExtUI", On: "arith.select", Weight: 1, Rewrite: selectToExtUI},
		},
	}
	for _, op := range Dialect.Ops {
		if list, ok := pats[op.Name]; ok {
			op.Canonicalize = list
		}
	}
}

func drrPat(name, root string, benefit int, f func(op *ir.Operation, rw *rewrite.Rewriter) bool) *rewrite.Func {
	return &rewrite.Func{Name: anonNS + name, On: root, Weight: benefit, Rewrite: f}
}

// drrLoc is the location DRR gives the ops it creates: the fusion of the
// locations of the given matched ops.
func drrLoc(ctx *ir.Context, ops ...*ir.Operation) ir.Location {
	locs := make([]ir.Location, len(ops))
	for i, o := range ops {
		locs[i] = o.Loc()
	}
	return ctx.FusedLoc(locs, nil)
}

// matchOp returns the op defining v when it is named name.
func matchOp(v *ir.Value, name string) *ir.Operation { return defOp(v, name) }

// constLike is ConstantLikeMatcher: the constant-like op defining v and
// its value.
func constLike(v *ir.Value) (*ir.Operation, ir.Attribute) {
	d := v.DefiningOp()
	if d == nil {
		return nil, nil
	}
	a := rewrite.ConstantValue(d)
	if a == nil {
		return nil, nil
	}
	return d, a
}

// constAPInt is ConstantLikeMatcher APIntAttr: a scalar integer constant.
func constAPInt(v *ir.Value) (*ir.Operation, *ir.IntegerAttr) {
	d, a := constLike(v)
	i, ok := a.(*ir.IntegerAttr)
	if !ok {
		return nil, nil
	}
	return d, i
}

// intOrSplat is getIntOrSplatIntValue.
func intOrSplat(a ir.Attribute) (*big.Int, int, bool) {
	v, t, ok := constantInt(a)
	if !ok {
		return nil, 0, false
	}
	w := ir.BitWidth(t)
	return toUnsigned(v, w), w, true
}

func isScalarOrSplatNegativeOne(a ir.Attribute) bool {
	v, w, ok := intOrSplat(a)
	return ok && v.Cmp(maxUnsigned(w)) == 0
}

// isScalarOrSplatOne is IsScalarOrSplatOne: a value that is 1 and
// strictly positive as a signed number (so not i1's 1, which is -1).
func isScalarOrSplatOne(a ir.Attribute) bool {
	v, w, ok := intOrSplat(a)
	return ok && w > 1 && v.Cmp(big.NewInt(1)) == 0
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

// buildOvf creates an integer binary op with overflow flags.
func buildOvf(rw *rewrite.Rewriter, loc ir.Location, name string, lhs, rhs *ir.Value, t ir.Type, flags uint32) *ir.Value {
	return build(rw, loc, name, []*ir.Value{lhs, rhs}, []ir.Type{t},
		ir.NamedAttr{Name: "overflowFlags", Value: Overflow(rw.Ctx, flags)}).Result(0)
}

func replace(rw *rewrite.Rewriter, op *ir.Operation, vals ...*ir.Value) bool {
	rw.ReplaceOp(op, vals)
	return true
}

// intAttrOp is applyToIntegerAttrs: f on the values of a and b, as an
// attribute of res's type.
func intAttrOp(ctx *ir.Context, res *ir.Value, a, b *ir.IntegerAttr, f func(z, x, y *big.Int) *big.Int) ir.Attribute {
	return ctx.IntegerAttr(res.Type(), f(new(big.Int), a.BigInt(), b.BigInt()))
}

func addAttrs(ctx *ir.Context, res *ir.Value, a, b *ir.IntegerAttr) ir.Attribute {
	return intAttrOp(ctx, res, a, b, (*big.Int).Add)
}

func subAttrs(ctx *ir.Context, res *ir.Value, a, b *ir.IntegerAttr) ir.Attribute {
	return intAttrOp(ctx, res, a, b, (*big.Int).Sub)
}

func mulAttrs(ctx *ir.Context, res *ir.Value, a, b *ir.IntegerAttr) ir.Attribute {
	return intAttrOp(ctx, res, a, b, (*big.Int).Mul)
}

// binConstPattern matches op(inner(l, r), c1) (innerLHSConst: inner's lhs
// is the constant c0, otherwise its rhs) and calls f with x, c0 and c1.
// The location fuses op and c0.
func binConstPattern(op *ir.Operation, inner string, innerLHSConst bool,
	f func(loc ir.Location, x *ir.Value, c0, c1 *ir.IntegerAttr, ovf uint32) *ir.Value, rw *rewrite.Rewriter) bool {
	in := matchOp(op.Operand(0), inner)
	if in == nil {
		return false
	}
	xv, cv := in.Operand(0), in.Operand(1)
	if innerLHSConst {
		xv, cv = cv, xv
	}
	c0op, c0 := constAPInt(cv)
	if c0op == nil {
		return false
	}
	c1op, c1 := constAPInt(op.Operand(1))
	if c1op == nil {
		return false
	}
	loc := drrLoc(rw.Ctx, op, c0op)
	return replace(rw, op, f(loc, xv, c0, c1, OverflowFlags(in)&OverflowFlags(op)))
}

// constBinPattern matches op(c1, inner(l, r)) and calls f with x, c0 and
// c1. The location fuses op and c1.
func constBinPattern(op *ir.Operation, inner string, innerLHSConst bool,
	f func(loc ir.Location, x *ir.Value, c0, c1 *ir.IntegerAttr, ovf uint32) *ir.Value, rw *rewrite.Rewriter) bool {
	c1op, c1 := constAPInt(op.Operand(0))
	if c1op == nil {
		return false
	}
	in := matchOp(op.Operand(1), inner)
	if in == nil {
		return false
	}
	xv, cv := in.Operand(0), in.Operand(1)
	if innerLHSConst {
		xv, cv = cv, xv
	}
	c0op, c0 := constAPInt(cv)
	if c0op == nil {
		return false
	}
	loc := drrLoc(rw.Ctx, op, c1op)
	return replace(rw, op, f(loc, xv, c0, c1, OverflowFlags(in)&OverflowFlags(op)))
}

// addi(addi(x, c0), c1) -> addi(x, c0 + c1)
func addIAddConstant(op *ir.Operation, rw *rewrite.Rewriter) bool {
	res := op.Result(0)
	return binConstPattern(op, "arith.addi", false, func(loc ir.Location, x *ir.Value, c0, c1 *ir.IntegerAttr, ovf uint32) *ir.Value {
		c := buildConstant(rw, loc, addAttrs(rw.Ctx, res, c0, c1))
		return buildOvf(rw, loc, "arith.addi", x, c, res.Type(), ovf)
	}, rw)
}

// addi(subi(x, c0), c1) -> addi(x, c1 - c0)
func addISubConstantRHS(op *ir.Operation, rw *rewrite.Rewriter) bool {
	res := op.Result(0)
	return binConstPattern(op, "arith.subi", false, func(loc ir.Location, x *ir.Value, c0, c1 *ir.IntegerAttr, ovf uint32) *ir.Value {
		c := buildConstant(rw, loc, subAttrs(rw.Ctx, res, c1, c0))
		return buildOvf(rw, loc, "arith.addi", x, c, res.Type(), ovf)
	}, rw)
}

// addi(subi(c0, x), c1) -> subi(c0 + c1, x)
func addISubConstantLHS(op *ir.Operation, rw *rewrite.Rewriter) bool {
	res := op.Result(0)
	return binConstPattern(op, "arith.subi", true, func(loc ir.Location, x *ir.Value, c0, c1 *ir.IntegerAttr, ovf uint32) *ir.Value {
		c := buildConstant(rw, loc, addAttrs(rw.Ctx, res, c0, c1))
		return buildOvf(rw, loc, "arith.subi", c, x, res.Type(), ovf)
	}, rw)
}

// addi(x, muli(y, -1)) -> subi(x, y)
func addIMulNegativeOneRhs(op *ir.Operation, rw *rewrite.Rewriter) bool {
	mul := matchOp(op.Operand(1), "arith.muli")
	if mul == nil {
		return false
	}
	cop, c := constLike(mul.Operand(1))
	if cop == nil || !isScalarOrSplatNegativeOne(c) {
		return false
	}
	loc := drrLoc(rw.Ctx, op, cop)
	return replace(rw, op, buildOvf(rw, loc, "arith.subi", op.Operand(0), mul.Operand(0), op.Result(0).Type(), 0))
}

// addi(muli(x, -1), y) -> subi(y, x)
func addIMulNegativeOneLhs(op *ir.Operation, rw *rewrite.Rewriter) bool {
	mul := matchOp(op.Operand(0), "arith.muli")
	if mul == nil {
		return false
	}
	cop, c := constLike(mul.Operand(1))
	if cop == nil || !isScalarOrSplatNegativeOne(c) {
		return false
	}
	loc := drrLoc(rw.Ctx, op, cop)
	return replace(rw, op, buildOvf(rw, loc, "arith.subi", op.Operand(1), mul.Operand(0), op.Result(0).Type(), 0))
}

// muli(muli(x, c0), c1) -> muli(x, c0 * c1), when both constants have
// the result's type.
func mulIMulIConstant(op *ir.Operation, rw *rewrite.Rewriter) bool {
	res := op.Result(0)
	if in := matchOp(op.Operand(0), "arith.muli"); in != nil {
		_, c0 := constAPInt(in.Operand(1))
		_, c1 := constAPInt(op.Operand(1))
		if c0 == nil || c1 == nil || c0.Type != res.Type() || c1.Type != res.Type() {
			return false
		}
	}
	return binConstPattern(op, "arith.muli", false, func(loc ir.Location, x *ir.Value, c0, c1 *ir.IntegerAttr, ovf uint32) *ir.Value {
		c := buildConstant(rw, loc, mulAttrs(rw.Ctx, res, c0, c1))
		return buildOvf(rw, loc, "arith.muli", x, c, res.Type(), ovf)
	}, rw)
}

// subi(addi(x, c0), c1) -> addi(x, c0 - c1), without overflow flags.
func subIRHSAddConstant(op *ir.Operation, rw *rewrite.Rewriter) bool {
	res := op.Result(0)
	return binConstPattern(op, "arith.addi", false, func(loc ir.Location, x *ir.Value, c0, c1 *ir.IntegerAttr, _ uint32) *ir.Value {
		c := buildConstant(rw, loc, subAttrs(rw.Ctx, res, c0, c1))
		return buildOvf(rw, loc, "arith.addi", x, c, res.Type(), 0)
	}, rw)
}

// subi(c1, addi(x, c0)) -> subi(c1 - c0, x)
func subILHSAddConstant(op *ir.Operation, rw *rewrite.Rewriter) bool {
	res := op.Result(0)
	return constBinPattern(op, "arith.addi", false, func(loc ir.Location, x *ir.Value, c0, c1 *ir.IntegerAttr, ovf uint32) *ir.Value {
		c := buildConstant(rw, loc, subAttrs(rw.Ctx, res, c1, c0))
		return buildOvf(rw, loc, "arith.subi", c, x, res.Type(), ovf)
	}, rw)
}

// subi(subi(x, c0), c1) -> subi(x, c0 + c1)
func subIRHSSubConstantRHS(op *ir.Operation, rw *rewrite.Rewriter) bool {
	res := op.Result(0)
	return binConstPattern(op, "arith.subi", false, func(loc ir.Location, x *ir.Value, c0, c1 *ir.IntegerAttr, ovf uint32) *ir.Value {
		c := buildConstant(rw, loc, addAttrs(rw.Ctx, res, c0, c1))
		return buildOvf(rw, loc, "arith.subi", x, c, res.Type(), ovf)
	}, rw)
}

// subi(subi(c0, x), c1) -> subi(c0 - c1, x)
func subIRHSSubConstantLHS(op *ir.Operation, rw *rewrite.Rewriter) bool {
	res := op.Result(0)
	return binConstPattern(op, "arith.subi", true, func(loc ir.Location, x *ir.Value, c0, c1 *ir.IntegerAttr, ovf uint32) *ir.Value {
		c := buildConstant(rw, loc, subAttrs(rw.Ctx, res, c0, c1))
		return buildOvf(rw, loc, "arith.subi", c, x, res.Type(), ovf)
	}, rw)
}

// subi(c1, subi(x, c0)) -> subi(c0 + c1, x)
func subILHSSubConstantRHS(op *ir.Operation, rw *rewrite.Rewriter) bool {
	res := op.Result(0)
	return constBinPattern(op, "arith.subi", false, func(loc ir.Location, x *ir.Value, c0, c1 *ir.IntegerAttr, ovf uint32) *ir.Value {
		c := buildConstant(rw, loc, addAttrs(rw.Ctx, res, c0, c1))
		return buildOvf(rw, loc, "arith.subi", c, x, res.Type(), ovf)
	}, rw)
}

// subi(c1, subi(c0, x)) -> addi(x, c1 - c0)
func subILHSSubConstantLHS(op *ir.Operation, rw *rewrite.Rewriter) bool {
	res := op.Result(0)
	return constBinPattern(op, "arith.subi", true, func(loc ir.Location, x *ir.Value, c0, c1 *ir.IntegerAttr, ovf uint32) *ir.Value {
		c := buildConstant(rw, loc, subAttrs(rw.Ctx, res, c1, c0))
		return buildOvf(rw, loc, "arith.addi", x, c, res.Type(), ovf)
	}, rw)
}

// subi(subi(a, b), a) -> subi(0, b)
func subISubILHSRHSLHS(op *ir.Operation, rw *rewrite.Rewriter) bool {
	in := matchOp(op.Operand(0), "arith.subi")
	if in == nil || in.Operand(0) != op.Operand(1) {
		return false
	}
	y := in.Operand(1)
	z := zeroAttr(rw.Ctx, y.Type())
	if z == nil {
		return false
	}
	loc := drrLoc(rw.Ctx, op, in)
	c := buildConstant(rw, loc, z)
	return replace(rw, op, buildOvf(rw, loc, "arith.subi", c, y, op.Result(0).Type(), OverflowFlags(in)&OverflowFlags(op)))
}

func buildSelect(rw *rewrite.Rewriter, loc ir.Location, t ir.Type, c, a, b *ir.Value) *ir.Value {
	return build(rw, loc, "arith.select", []*ir.Value{c, a, b}, []ir.Type{t}).Result(0)
}

// select(pred, a, select(pred, b, c)) -> select(pred, a, c)
func redundantSelectFalse(op *ir.Operation, rw *rewrite.Rewriter) bool {
	in := matchOp(op.Operand(2), "arith.select")
	if in == nil || in.Operand(0) != op.Operand(0) {
		return false
	}
	loc := drrLoc(rw.Ctx, op, in)
	return replace(rw, op, buildSelect(rw, loc, op.Result(0).Type(), op.Operand(0), op.Operand(1), in.Operand(2)))
}

// select(pred, select(pred, a, b), c) -> select(pred, a, c)
func redundantSelectTrue(op *ir.Operation, rw *rewrite.Rewriter) bool {
	in := matchOp(op.Operand(1), "arith.select")
	if in == nil || in.Operand(0) != op.Operand(0) {
		return false
	}
	loc := drrLoc(rw.Ctx, op, in)
	return replace(rw, op, buildSelect(rw, loc, op.Result(0).Type(), op.Operand(0), in.Operand(1), op.Operand(2)))
}

// select(xori(pred, -1), a, b) -> select(pred, b, a), for a scalar -1.
func selectNotCond(op *ir.Operation, rw *rewrite.Rewriter) bool {
	x := matchOp(op.Operand(0), "arith.xori")
	if x == nil {
		return false
	}
	cop, c := constAPInt(x.Operand(1))
	if cop == nil || !isScalarOrSplatNegativeOne(c) {
		return false
	}
	loc := drrLoc(rw.Ctx, op, cop)
	return replace(rw, op, buildSelect(rw, loc, op.Result(0).Type(), x.Operand(0), op.Operand(2), op.Operand(1)))
}

// isI1Const is ConstantLikeMatcher ConstantAttr<I1Attr, v>.
func isI1Const(ctx *ir.Context, v *ir.Value, b bool) bool {
	_, a := constLike(v)
	return a != nil && a == ir.Attribute(ctx.BoolAttr(b))
}

// select(pred, false, true) -> xori(pred, true)
func selectI1ToNot(op *ir.Operation, rw *rewrite.Rewriter) bool {
	if !isI1Const(rw.Ctx, op.Operand(1), false) || !isI1Const(rw.Ctx, op.Operand(2), true) {
		return false
	}
	loc := op.Loc()
	c := buildConstant(rw, loc, rw.Ctx.BoolAttr(true))
	return replace(rw, op, build(rw, loc, "arith.xori", []*ir.Value{op.Operand(0), c}, []ir.Type{op.Result(0).Type()}).Result(0))
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
