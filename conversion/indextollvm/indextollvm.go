// Package indextollvm is the convert-index-to-llvm pass: index dialect ops
// become LLVM integer ops on the lowered index type, as upstream's
// IndexToLLVM. It also contributes the index patterns to convert-to-llvm.
package indextollvm

import (
	"github.com/gomlir/gomlir/conversion"
	"github.com/gomlir/gomlir/conversion/llvmcommon"
	"github.com/gomlir/gomlir/dialect/index"
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/pass"
)

func init() {
	llvmcommon.RegisterLowering(pass.Info{
		Argument: "convert-index-to-llvm",
		Name:     "ConvertIndexToLLVMPass",
		Summary:  "Lower the `index` dialect to the `llvm` dialect.",
	}, lower)
	conversion.RegisterConvertToLLVMInterface("index", llvmcommon.PatternSource(Patterns))
}

// lower lowers the index ops nested in op; the index dialect is illegal.
func lower(op *ir.Operation, st *pass.State, tc *llvmcommon.TypeConverter) error {
	target := conversion.NewTarget()
	target.AddIllegalDialect("index")
	target.AddLegalDialect("llvm")
	return conversion.ApplyPartialConversion(st.Ctx, []*ir.Operation{op}, target, Patterns(tc), nil)
}

// oneToOne maps the index ops lowered to one LLVM op each.
var oneToOne = [][2]string{
	{"add", "add"}, {"sub", "sub"}, {"mul", "mul"}, {"divs", "sdiv"}, {"divu", "udiv"},
	{"rems", "srem"}, {"remu", "urem"}, {"maxs", "intr.smax"}, {"maxu", "intr.umax"},
	{"mins", "intr.smin"}, {"minu", "intr.umin"}, {"shl", "shl"}, {"shrs", "ashr"},
	{"shru", "lshr"}, {"and", "and"}, {"or", "or"}, {"xor", "xor"},
}

// LLVM icmp predicates (numbered as index's).
const (
	predEq  = 0
	predNe  = 1
	predSlt = 2
	predSgt = 4
)

// emitter builds the ops of one lowering.
type emitter struct {
	rw  *conversion.Rewriter
	loc ir.Location
	t   ir.Type
}

func (e *emitter) op(name string, t ir.Type, operands ...*ir.Value) *ir.Value {
	return llvmcommon.Create(e.rw.Builder, e.loc, name, t, operands).Result(0)
}

func (e *emitter) bin(name string, x, y *ir.Value) *ir.Value { return e.op(name, x.Type(), x, y) }

func (e *emitter) cst(v int64) *ir.Value {
	return llvmcommon.CreateConstant(e.rw.Builder, e.loc, e.t, e.rw.Ctx.IntAttr(e.t, v))
}

func (e *emitter) icmp(pred int64, x, y *ir.Value) *ir.Value {
	return llvmcommon.Create(e.rw.Builder, e.loc, "llvm.icmp", e.rw.Ctx.I(1), []*ir.Value{x, y},
		ir.NamedAttr{Name: "predicate", Value: e.rw.Ctx.IntAttr(e.rw.Ctx.I(64), pred)}).Result(0)
}

func (e *emitter) sel(c, x, y *ir.Value) *ir.Value { return e.op("llvm.select", x.Type(), c, x, y) }

// division lowers one of the rounding divisions with emit.
func division(tc *llvmcommon.TypeConverter, root string, emit func(e *emitter, n, m *ir.Value) *ir.Value) conversion.Pattern {
	return tc.Pattern(root, func(op *ir.Operation, a conversion.Adaptor, rw *conversion.Rewriter) bool {
		n, m := a.Operand(0), a.Operand(1)
		e := &emitter{rw: rw, loc: op.Loc(), t: n.Type()}
		rw.ReplaceOp(op, []*ir.Value{emit(e, n, m)})
		return true
	})
}

// ceilDivS: x = m > 0 ? -1 : 1; n*m > 0 ? (n+x)/m + 1 : -(-n/m).
func ceilDivS(e *emitter, n, m *ir.Value) *ir.Value {
	zero, posOne, negOne := e.cst(0), e.cst(1), e.cst(-1)
	mPos := e.icmp(predSgt, m, zero)
	x := e.sel(mPos, negOne, posOne)
	posRes := e.bin("llvm.add", e.bin("llvm.sdiv", e.bin("llvm.add", n, x), m), posOne)
	negRes := e.bin("llvm.sub", zero, e.bin("llvm.sdiv", e.bin("llvm.sub", zero, n), m))
	nPos := e.icmp(predSgt, n, zero)
	sameSign := e.icmp(predEq, nPos, mPos)
	nNonZero := e.icmp(predNe, n, zero)
	return e.sel(e.bin("llvm.and", sameSign, nNonZero), posRes, negRes)
}

// ceilDivU: n == 0 ? 0 : (n-1)/m + 1.
func ceilDivU(e *emitter, n, m *ir.Value) *ir.Value {
	zero, one := e.cst(0), e.cst(1)
	plusOne := e.bin("llvm.add", e.bin("llvm.udiv", e.bin("llvm.sub", n, one), m), one)
	return e.sel(e.icmp(predEq, n, zero), zero, plusOne)
}

// floorDivS: x = m < 0 ? 1 : -1; n*m < 0 ? -1 - (x-n)/m : n/m.
func floorDivS(e *emitter, n, m *ir.Value) *ir.Value {
	zero, posOne, negOne := e.cst(0), e.cst(1), e.cst(-1)
	mNeg := e.icmp(predSlt, m, zero)
	x := e.sel(mNeg, posOne, negOne)
	negRes := e.bin("llvm.sub", negOne, e.bin("llvm.sdiv", e.bin("llvm.sub", x, n), m))
	posRes := e.bin("llvm.sdiv", n, m)
	nNeg := e.icmp(predSlt, n, zero)
	diffSign := e.icmp(predNe, nNeg, mNeg)
	nNonZero := e.icmp(predNe, n, zero)
	return e.sel(e.bin("llvm.and", diffSign, nNonZero), negRes, posRes)
}

// cast lowers casts (ext: llvm.sext) and castu (llvm.zext).
func cast(tc *llvmcommon.TypeConverter, root, ext string) conversion.Pattern {
	return tc.Pattern(root, func(op *ir.Operation, a conversion.Adaptor, rw *conversion.Rewriter) bool {
		in := a.Operand(0)
		out := tc.ConvertType(op.Result(0).Type())
		if out == nil {
			return false
		}
		if in.Type() == out {
			rw.ReplaceOp(op, []*ir.Value{in})
			return true
		}
		name := ext
		if ir.BitWidth(in.Type()) > ir.BitWidth(out) {
			name = "llvm.trunc"
		}
		rw.ReplaceOpWithOp(op, llvmcommon.Create(rw.Builder, op.Loc(), name, out, []*ir.Value{in}))
		return true
	})
}

// Patterns returns the index lowerings.
func Patterns(tc *llvmcommon.TypeConverter) []conversion.Pattern {
	var out []conversion.Pattern
	for _, p := range oneToOne {
		target := "llvm." + p[1]
		out = append(out, tc.Pattern("index."+p[0], func(op *ir.Operation, a conversion.Adaptor, rw *conversion.Rewriter) bool {
			return tc.OneToOneRewrite(op, target, a.Operands(), op.AllAttrs(), rw)
		}))
	}
	out = append(out,
		division(tc, "index.ceildivs", ceilDivS),
		division(tc, "index.ceildivu", ceilDivU),
		division(tc, "index.floordivs", floorDivS),
		cast(tc, "index.casts", "llvm.sext"),
		cast(tc, "index.castu", "llvm.zext"),
		tc.Pattern("index.cmp", func(op *ir.Operation, a conversion.Adaptor, rw *conversion.Rewriter) bool {
			p, ok := op.InherentAttr("pred").(*index.CmpPredicateAttr)
			if !ok {
				return false
			}
			e := &emitter{rw: rw, loc: op.Loc()}
			rw.ReplaceOp(op, []*ir.Value{e.icmp(int64(p.Pred), a.Operand(0), a.Operand(1))})
			return true
		}),
		tc.Pattern("index.sizeof", func(op *ir.Operation, _ conversion.Adaptor, rw *conversion.Rewriter) bool {
			t := tc.IndexType()
			rw.ReplaceOp(op, []*ir.Value{llvmcommon.CreateConstant(rw.Builder, op.Loc(), t, rw.Ctx.IntAttr(t, int64(t.Width)))})
			return true
		}),
		tc.Pattern("index.constant", func(op *ir.Operation, _ conversion.Adaptor, rw *conversion.Rewriter) bool {
			v, ok := op.InherentAttr("value").(*ir.IntegerAttr)
			if !ok {
				return false
			}
			t := tc.IndexType()
			rw.ReplaceOp(op, []*ir.Value{llvmcommon.CreateConstant(rw.Builder, op.Loc(), t, rw.Ctx.IntegerAttr(t, v.BigInt()))})
			return true
		}),
		tc.Pattern("index.bool.constant", func(op *ir.Operation, a conversion.Adaptor, rw *conversion.Rewriter) bool {
			return tc.OneToOneRewrite(op, "llvm.mlir.constant", a.Operands(), op.AllAttrs(), rw)
		}),
	)
	return out
}
