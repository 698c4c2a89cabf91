package mathtofuncs

import (
	"math/big"

	"github.com/gomlir/gomlir/dialect/arith"
	"github.com/gomlir/gomlir/dialect/llvm"
	"github.com/gomlir/gomlir/ir"
)

// gen builds one outlined implementation at the end of the module body,
// every op at the module's location.
type gen struct {
	ctx  *ir.Context
	loc  ir.Location
	b    *ir.Builder
	body *ir.Region // the function's body
}

func newGen(ctx *ir.Context, loc ir.Location, module *ir.Block) *gen {
	b := ir.NewBuilder(ctx)
	b.SetInsertionPointToEnd(module)
	return &gen{ctx: ctx, loc: loc, b: b}
}

// function adds the private linkonce_odr function name of type ft with
// its entry block, where the builder then inserts, and returns the
// entry's arguments.
func (g *gen) function(name string, ft *ir.FunctionType) []*ir.Value {
	ctx := g.ctx
	st := &ir.OperationState{Loc: g.loc, Name: ctx.LookupOp("func.func"), Attrs: []ir.NamedAttr{
		{Name: "function_type", Value: ctx.TypeAttr(ft)},
		{Name: "sym_name", Value: ctx.StringAttr(name)},
		{Name: "llvm.linkage", Value: llvm.Linkage(ctx, "linkonce_odr")},
		{Name: "sym_visibility", Value: ctx.StringAttr("private")}}}
	st.AddRegion()
	g.body = g.b.Create(st).Region(0)
	locs := make([]ir.Location, len(ft.Inputs))
	for i := range locs {
		locs[i] = g.loc
	}
	return g.b.CreateBlock(g.body, ft.Inputs, locs).Args()
}

// block appends a block with arguments of the given types to the body.
func (g *gen) block(types ...ir.Type) *ir.Block {
	locs := make([]ir.Location, len(types))
	for i := range locs {
		locs[i] = g.loc
	}
	return g.b.CreateBlock(g.body, types, locs)
}

// at moves the insertion point to the end of b.
func (g *gen) at(b *ir.Block) { g.b.SetInsertionPointToEnd(b) }

func (g *gen) op(name string, types []ir.Type, operands []*ir.Value, attrs ...ir.NamedAttr) *ir.Operation {
	return g.b.Create(&ir.OperationState{Loc: g.loc, Name: g.ctx.LookupOp(name), Operands: operands, Types: types, Attrs: attrs})
}

func (g *gen) v(name string, t ir.Type, operands ...*ir.Value) *ir.Value {
	return g.op(name, []ir.Type{t}, operands).Result(0)
}

func (g *gen) bin(name string, x, y *ir.Value) *ir.Value { return g.v(name, x.Type(), x, y) }

// fbin is a float binary op without fast-math flags.
func (g *gen) fbin(name string, x, y *ir.Value) *ir.Value {
	return g.op(name, []ir.Type{x.Type()}, []*ir.Value{x, y}, ir.NamedAttr{Name: "fastmath", Value: arith.FastMath(g.ctx, 0)}).Result(0)
}

func (g *gen) cmpi(pred int64, x, y *ir.Value) *ir.Value {
	return g.op("arith.cmpi", []ir.Type{g.ctx.I(1)}, []*ir.Value{x, y},
		ir.NamedAttr{Name: "predicate", Value: g.ctx.IntAttr(g.ctx.I(64), pred)}).Result(0)
}

func (g *gen) constant(a ir.Attribute, t ir.Type) *ir.Value {
	return g.op("arith.constant", []ir.Type{t}, nil, ir.NamedAttr{Name: "value", Value: a}).Result(0)
}

func (g *gen) intConst(t ir.Type, v *big.Int) *ir.Value {
	return g.constant(g.ctx.IntegerAttr(t, v), t)
}

func (g *gen) ret(vals ...*ir.Value) { g.op("func.return", nil, vals) }

// br branches to dest with args.
func (g *gen) br(dest *ir.Block, args ...*ir.Value) {
	g.b.Create(&ir.OperationState{Loc: g.loc, Name: g.ctx.LookupOp("cf.br"), Operands: args, Successors: []*ir.Block{dest}})
}

// condBr branches on c to t (with tArgs) or f (with fArgs).
func (g *gen) condBr(c *ir.Value, t *ir.Block, tArgs []*ir.Value, f *ir.Block, fArgs []*ir.Value) {
	operands := append(append([]*ir.Value{c}, tArgs...), fArgs...)
	g.b.Create(&ir.OperationState{Loc: g.loc, Name: g.ctx.LookupOp("cf.cond_br"), Operands: operands,
		Successors: []*ir.Block{t, f},
		Attrs:      []ir.NamedAttr{{Name: "operandSegmentSizes", Value: g.ctx.DenseI32Array([]int32{1, int32(len(tArgs)), int32(len(fArgs))})}}})
}

// ipowi builds __mlir_math_ipowi_T: integer power by squaring, with the
// negative powers of 0, 1 and -1 handled first.
func (g *gen) ipowi(t ir.Type) string {
	name := "__mlir_math_ipowi_" + typeName(t)
	args := g.function(name, g.ctx.FunctionType([]ir.Type{t, t}, []ir.Type{t}))
	b, p := args[0], args[1]
	entry := g.b.InsertionBlock()
	zero := g.intConst(t, big.NewInt(0))
	one := g.intConst(t, big.NewInt(1))
	minusOne := g.intConst(t, big.NewInt(-1))
	pIsZero := g.cmpi(arith.CmpIEq, p, zero)
	then := g.block()
	g.ret(one)
	fall := g.block()
	g.at(entry)
	g.condBr(pIsZero, then, nil, fall, nil)

	g.at(fall)
	negBlock := fall
	pIsNeg := g.cmpi(arith.CmpISle, p, zero)
	bZeroBlock := g.block()
	bIsZero := g.cmpi(arith.CmpIEq, b, zero)
	then = g.block()
	g.ret(g.bin("arith.divsi", one, zero))
	fall = g.block()
	g.at(bZeroBlock)
	g.condBr(bIsZero, then, nil, fall, nil)

	g.at(fall)
	bOneBlock := fall
	bIsOne := g.cmpi(arith.CmpIEq, b, one)
	then = g.block()
	g.ret(one)
	fall = g.block()
	g.at(bOneBlock)
	g.condBr(bIsOne, then, nil, fall, nil)

	g.at(fall)
	bMinusOneBlock := fall
	bIsMinusOne := g.cmpi(arith.CmpIEq, b, minusOne)
	oddBlock := g.block()
	pIsOdd := g.cmpi(arith.CmpINe, g.bin("arith.andi", p, one), zero)
	then = g.block()
	g.ret(minusOne)
	fall = g.block()
	g.at(oddBlock)
	g.condBr(pIsOdd, then, nil, fall, nil)
	g.at(fall)
	g.ret(one)
	fall = g.block()
	g.at(bMinusOneBlock)
	g.condBr(bIsMinusOne, oddBlock, nil, fall, nil)

	g.at(fall)
	g.ret(zero)
	header := g.block(t, t, t)
	g.at(negBlock)
	g.condBr(pIsNeg, bZeroBlock, nil, header, []*ir.Value{one, b, p})

	res, base, pow := header.Arg(0), header.Arg(1), header.Arg(2)
	g.at(header)
	isOdd := g.cmpi(arith.CmpINe, g.bin("arith.andi", pow, one), zero)
	then = g.block()
	newRes := g.bin("arith.muli", res, base)
	fall = g.block(t)
	g.at(then)
	g.br(fall, newRes)
	g.at(header)
	g.condBr(isOdd, then, nil, fall, []*ir.Value{res})
	merged := fall.Arg(0)

	g.at(fall)
	shiftBlock := fall
	newPow := g.bin("arith.shrui", pow, one)
	powIsZero := g.cmpi(arith.CmpIEq, newPow, zero)
	then = g.block()
	g.ret(merged)
	fall = g.block()
	g.at(shiftBlock)
	g.condBr(powIsZero, then, nil, fall, nil)

	g.at(fall)
	g.br(header, merged, g.bin("arith.muli", base, base), newPow)
	return name
}

// fpowi builds __mlir_math_fpowi_Tb_Tp: float power by squaring of an
// integer exponent, with negative and minimal exponents handled.
func (g *gen) fpowi(ft *ir.FunctionType) string {
	bt, pt := ft.Inputs[0].(*ir.FloatType), ft.Inputs[1].(*ir.IntegerType)
	name := "__mlir_math_fpowi_" + typeName(bt) + "_" + typeName(pt)
	args := g.function(name, ft)
	b, p := args[0], args[1]
	entry := g.b.InsertionBlock()
	oneB := g.constant(g.ctx.FloatAttrFromFloat64(bt, 1), bt)
	zeroP := g.intConst(pt, big.NewInt(0))
	oneP := g.intConst(pt, big.NewInt(1))
	minP := g.intConst(pt, new(big.Int).Neg(new(big.Int).Lsh(big.NewInt(1), uint(pt.Width-1))))
	maxP := g.intConst(pt, new(big.Int).Sub(new(big.Int).Lsh(big.NewInt(1), uint(pt.Width-1)), big.NewInt(1)))
	pIsZero := g.cmpi(arith.CmpIEq, p, zeroP)
	then := g.block()
	g.ret(oneB)
	fall := g.block()
	g.at(entry)
	g.condBr(pIsZero, then, nil, fall, nil)

	g.at(fall)
	initBlock := fall
	pIsNeg := g.cmpi(arith.CmpISle, p, zeroP)
	pIsMin := g.cmpi(arith.CmpIEq, p, minP)
	negP := g.bin("arith.subi", zeroP, p)
	pInit := g.v("arith.select", pt, pIsNeg, negP, p)
	pInit = g.v("arith.select", pt, pIsMin, maxP, pInit)
	header := g.block(bt, bt, pt)
	g.at(initBlock)
	g.br(header, oneB, b, pInit)

	res, base, pow := header.Arg(0), header.Arg(1), header.Arg(2)
	g.at(header)
	isOdd := g.cmpi(arith.CmpINe, g.bin("arith.andi", pow, oneP), zeroP)
	then = g.block()
	newRes := g.fbin("arith.mulf", res, base)
	fall = g.block(bt)
	g.at(then)
	g.br(fall, newRes)
	g.at(header)
	g.condBr(isOdd, then, nil, fall, []*ir.Value{res})
	merged := fall.Arg(0)

	g.at(fall)
	shiftBlock := fall
	newPow := g.bin("arith.shrui", pow, oneP)
	powIsZero := g.cmpi(arith.CmpIEq, newPow, zeroP)
	fall = g.block()
	g.br(header, merged, g.fbin("arith.mulf", base, base), newPow)
	exit := g.block(bt)
	g.at(shiftBlock)
	g.condBr(powIsZero, exit, []*ir.Value{merged}, fall, nil)

	res = exit.Arg(0)
	then = g.block()
	fall = g.block(bt)
	g.at(exit)
	g.condBr(pIsMin, then, nil, fall, []*ir.Value{res})
	g.at(then)
	g.br(fall, g.fbin("arith.mulf", res, b))

	res = fall.Arg(0)
	then = g.block()
	ret := g.block(bt)
	g.at(fall)
	g.condBr(pIsNeg, then, nil, ret, []*ir.Value{res})
	g.at(then)
	g.br(ret, g.fbin("arith.divf", oneB, res))
	g.at(ret)
	g.ret(ret.Arg(0))
	return name
}

// ctlz builds __mlir_math_ctlz_T: the bit width for zero, otherwise a
// loop shifting the value left until its sign bit is set.
func (g *gen) ctlz(t ir.Type) string {
	ctx := g.ctx
	name := "__mlir_math_ctlz_" + typeName(t)
	arg := g.function(name, ctx.FunctionType([]ir.Type{t}, []ir.Type{t}))[0]
	width := int64(t.(*ir.IntegerType).Width)
	index := ctx.IndexType()
	widthValue := g.intConst(t, big.NewInt(width))
	zero := g.intConst(t, big.NewInt(0))
	isZero := g.cmpi(arith.CmpIEq, arg, zero)
	funcBlock := g.b.InsertionBlock()

	ifSt := &ir.OperationState{Loc: g.loc, Name: ctx.LookupOp("scf.if"), Operands: []*ir.Value{isZero}, Types: []ir.Type{t}}
	ifSt.AddRegion()
	ifSt.AddRegion()
	ifOp := g.b.Create(ifSt)
	g.b.CreateBlock(ifOp.Region(0), nil, nil)
	g.op("scf.yield", nil, []*ir.Value{widthValue})

	g.b.CreateBlock(ifOp.Region(1), nil, nil)
	oneIndex := g.constant(ctx.IntAttr(index, 1), index)
	one := g.intConst(t, big.NewInt(1))
	widthIndex := g.constant(ctx.IntAttr(index, width), index)
	n := g.intConst(t, big.NewInt(0))
	elseBlock := g.b.InsertionBlock()
	forSt := &ir.OperationState{Loc: g.loc, Name: ctx.LookupOp("scf.for"),
		Operands: []*ir.Value{oneIndex, widthIndex, oneIndex, arg, n}, Types: []ir.Type{t, t}}
	forSt.AddRegion()
	loop := g.b.Create(forSt)
	body := g.b.CreateBlock(loop.Region(0), []ir.Type{index, t, t}, []ir.Location{g.loc, g.loc, g.loc})
	x, count := body.Arg(1), body.Arg(2)
	neg := g.cmpi(arith.CmpISlt, x, zero)
	innerSt := &ir.OperationState{Loc: g.loc, Name: ctx.LookupOp("scf.if"), Operands: []*ir.Value{neg}, Types: []ir.Type{t, t}}
	innerSt.AddRegion()
	innerSt.AddRegion()
	inner := g.b.Create(innerSt)
	g.b.CreateBlock(inner.Region(0), nil, nil)
	g.op("scf.yield", nil, []*ir.Value{x, count})
	g.b.CreateBlock(inner.Region(1), nil, nil)
	next := g.bin("arith.addi", count, one)
	shifted := g.bin("arith.shli", x, one)
	g.op("scf.yield", nil, []*ir.Value{shifted, next})
	g.at(body)
	g.op("scf.yield", nil, inner.Results())
	g.at(elseBlock)
	g.op("scf.yield", nil, []*ir.Value{loop.Result(1)})
	g.at(funcBlock)
	g.ret(ifOp.Result(0))
	return name
}
