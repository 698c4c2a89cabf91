// Package complextollvm is the convert-complex-to-llvm pass: complex
// numbers become `!llvm.struct<(T, T)>` and complex.create, re, im,
// constant, abs, add, sub, mul and div are computed on the parts with LLVM
// ops, as upstream's ComplexToLLVM. It also contributes the complex
// patterns to convert-to-llvm.
package complextollvm

import (
	"github.com/gomlir/gomlir/conversion"
	"github.com/gomlir/gomlir/conversion/arithtollvm"
	"github.com/gomlir/gomlir/conversion/complextostandard"
	"github.com/gomlir/gomlir/conversion/llvmcommon"
	"github.com/gomlir/gomlir/dialect/arith"
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/pass"
)

func init() {
	pass.Register(&pass.Info{
		Argument: "convert-complex-to-llvm",
		Name:     "ConvertComplexToLLVMPass",
		Summary:  "Convert Complex dialect to LLVM dialect",
		New: func() (pass.Pass, *pass.Options) {
			p := &lowering{}
			o := &pass.Options{}
			o.Enum("complex-range", "Control the intermediate calculation of complex number division", &p.complexRange, "basic", "improved", "basic", "none")
			o.Describe("complex-range", "improved", "basic (default)", "none")
			return p, o
		},
	})
	conversion.RegisterConvertToLLVMInterface("complex", llvmcommon.PatternSource(func(tc *llvmcommon.TypeConverter) []conversion.Pattern { return Patterns(tc, true) }))
}

type lowering struct {
	complexRange string
}

// Run lowers the complex ops nested in op; the complex dialect is illegal.
func (p *lowering) Run(op *ir.Operation, st *pass.State) error {
	tc := llvmcommon.NewTypeConverter(st.Ctx, llvmcommon.Options{})
	defer tc.Release()
	target := conversion.NewTarget()
	target.AddLegalOp("builtin.module", "func.func")
	target.AddIllegalDialect("complex")
	target.AddLegalDialect("llvm")
	return conversion.ApplyPartialConversion(st.Ctx, []*ir.Operation{op}, target, Patterns(tc, p.complexRange != "improved"), nil)
}

// parts emits the LLVM ops of one lowering on the real and imaginary parts
// of complex numbers, with the op's fast-math flags.
type parts struct {
	rw  *conversion.Rewriter
	loc ir.Location
	fm  ir.NamedAttr
}

func newParts(rw *conversion.Rewriter, op *ir.Operation) *parts {
	return &parts{rw: rw, loc: op.Loc(),
		fm: ir.NamedAttr{Name: "fastmathFlags", Value: arithtollvm.LLVMFastMath(rw.Ctx, arith.FastMathFlags(op))}}
}

// split extracts the real and imaginary parts of a struct.
func (p *parts) split(v *ir.Value) (re, im *ir.Value) {
	return llvmcommon.ExtractValue(p.rw.Builder, p.loc, v, 0), llvmcommon.ExtractValue(p.rw.Builder, p.loc, v, 1)
}

// f2 applies a binary float op with the fast-math flags.
func (p *parts) f2(name string, x, y *ir.Value) *ir.Value {
	return llvmcommon.Create(p.rw.Builder, p.loc, name, x.Type(), []*ir.Value{x, y}, p.fm).Result(0)
}

// fill inserts re and im into a struct value.
func (p *parts) fill(st, re, im *ir.Value) *ir.Value {
	st = llvmcommon.InsertValue(p.rw.Builder, p.loc, st, re, 0)
	return llvmcommon.InsertValue(p.rw.Builder, p.loc, st, im, 1)
}

// binary lowers a binary complex op: the parts of both operands, a poison
// result, compute, the parts inserted.
func binary(tc *llvmcommon.TypeConverter, root string, compute func(p *parts, lre, lim, rre, rim *ir.Value) (re, im *ir.Value)) conversion.Pattern {
	return tc.Pattern(root, func(op *ir.Operation, a conversion.Adaptor, rw *conversion.Rewriter) bool {
		t := tc.ConvertType(op.Result(0).Type())
		if t == nil {
			return false
		}
		p := newParts(rw, op)
		lre, lim := p.split(a.Operand(0))
		rre, rim := p.split(a.Operand(1))
		res := llvmcommon.Poison(rw.Builder, p.loc, t)
		re, im := compute(p, lre, lim, rre, rim)
		rw.ReplaceOp(op, []*ir.Value{p.fill(res, re, im)})
		return true
	})
}

// llvmFloatOps are the LLVM ops of the division's float operations.
var llvmFloatOps = [...]string{complextostandard.Mul: "llvm.fmul", complextostandard.Add: "llvm.fadd",
	complextostandard.Sub: "llvm.fsub", complextostandard.Div: "llvm.fdiv"}

// divOps builds a complex division with LLVM ops on elements of type elem.
type divOps struct {
	*parts
	elem *ir.FloatType
}

// Float applies a binary float op with the fast-math flags.
func (o divOps) Float(op complextostandard.FloatOp, x, y *ir.Value) *ir.Value {
	return o.f2(llvmFloatOps[op], x, y)
}

// Abs is llvm.intr.fabs with the fast-math flags.
func (o divOps) Abs(x *ir.Value) *ir.Value {
	return llvmcommon.Create(o.rw.Builder, o.loc, "llvm.intr.fabs", x.Type(), []*ir.Value{x}, o.fm).Result(0)
}

// CopySign is llvm.intr.copysign.
func (o divOps) CopySign(x, y *ir.Value) *ir.Value {
	return llvmcommon.Create(o.rw.Builder, o.loc, "llvm.intr.copysign", x.Type(), []*ir.Value{x, y}).Result(0)
}

// Const is an llvm.mlir.constant of the element type.
func (o divOps) Const(v float64) *ir.Value {
	return llvmcommon.CreateConstant(o.rw.Builder, o.loc, o.elem, o.rw.Ctx.FloatAttrFromFloat64(o.elem, v))
}

// Cmp is llvm.fcmp (whose predicates number as arith's).
func (o divOps) Cmp(pred int64, x, y *ir.Value) *ir.Value {
	ctx := o.rw.Ctx
	return llvmcommon.Create(o.rw.Builder, o.loc, "llvm.fcmp", ctx.I(1), []*ir.Value{x, y},
		ir.NamedAttr{Name: "predicate", Value: ctx.IntAttr(ctx.I(64), pred)}).Result(0)
}

// And is llvm.and.
func (o divOps) And(x, y *ir.Value) *ir.Value { return o.i2("llvm.and", x, y) }

// Or is llvm.or.
func (o divOps) Or(x, y *ir.Value) *ir.Value { return o.i2("llvm.or", x, y) }

// Select is llvm.select.
func (o divOps) Select(c, x, y *ir.Value) *ir.Value {
	return llvmcommon.Create(o.rw.Builder, o.loc, "llvm.select", x.Type(), []*ir.Value{c, x, y}).Result(0)
}

func (o divOps) i2(name string, x, y *ir.Value) *ir.Value {
	return llvmcommon.Create(o.rw.Builder, o.loc, name, x.Type(), []*ir.Value{x, y}).Result(0)
}

// Patterns returns the complex lowerings; complex.div uses the algebraic
// formula, or with algebraicDiv false Smith's range reduction.
func Patterns(tc *llvmcommon.TypeConverter, algebraicDiv bool) []conversion.Pattern {
	out := []conversion.Pattern{
		tc.Pattern("complex.abs", func(op *ir.Operation, a conversion.Adaptor, rw *conversion.Rewriter) bool {
			p := newParts(rw, op)
			re, im := p.split(a.Operand(0))
			sum := p.f2("llvm.fadd", p.f2("llvm.fmul", re, re), p.f2("llvm.fmul", im, im))
			rw.ReplaceOp(op, llvmcommon.Create(rw.Builder, p.loc, "llvm.intr.sqrt", sum.Type(), []*ir.Value{sum}, p.fm).Results())
			return true
		}),
		tc.Pattern("complex.constant", func(op *ir.Operation, a conversion.Adaptor, rw *conversion.Rewriter) bool {
			return tc.OneToOneRewrite(op, "llvm.mlir.constant", a.Operands(), op.AllAttrs(), rw)
		}),
		tc.Pattern("complex.create", func(op *ir.Operation, a conversion.Adaptor, rw *conversion.Rewriter) bool {
			t := tc.ConvertType(op.Result(0).Type())
			if t == nil {
				return false
			}
			p := &parts{rw: rw, loc: op.Loc()}
			rw.ReplaceOp(op, []*ir.Value{p.fill(llvmcommon.Poison(rw.Builder, p.loc, t), a.Operand(0), a.Operand(1))})
			return true
		}),
		tc.Pattern("complex.re", part(0)),
		tc.Pattern("complex.im", part(1)),
		binary(tc, "complex.add", func(p *parts, lre, lim, rre, rim *ir.Value) (*ir.Value, *ir.Value) {
			return p.f2("llvm.fadd", lre, rre), p.f2("llvm.fadd", lim, rim)
		}),
		binary(tc, "complex.sub", func(p *parts, lre, lim, rre, rim *ir.Value) (*ir.Value, *ir.Value) {
			return p.f2("llvm.fsub", lre, rre), p.f2("llvm.fsub", lim, rim)
		}),
		binary(tc, "complex.mul", func(p *parts, lre, lim, rre, rim *ir.Value) (*ir.Value, *ir.Value) {
			re := p.f2("llvm.fsub", p.f2("llvm.fmul", rre, lre), p.f2("llvm.fmul", rim, lim))
			im := p.f2("llvm.fadd", p.f2("llvm.fmul", lim, rre), p.f2("llvm.fmul", lre, rim))
			return re, im
		}),
	}
	div := complextostandard.DivRangeReduction
	if algebraicDiv {
		div = complextostandard.DivAlgebraic
	}
	return append(out, binary(tc, "complex.div", func(p *parts, lre, lim, rre, rim *ir.Value) (*ir.Value, *ir.Value) {
		elem, _ := lre.Type().(*ir.FloatType)
		return div(divOps{parts: p, elem: elem}, lre, lim, rre, rim)
	}))
}

// part lowers complex.re (0) and complex.im (1) to llvm.extractvalue.
func part(i int64) func(*ir.Operation, conversion.Adaptor, *conversion.Rewriter) bool {
	return func(op *ir.Operation, a conversion.Adaptor, rw *conversion.Rewriter) bool {
		rw.ReplaceOp(op, []*ir.Value{llvmcommon.ExtractValue(rw.Builder, op.Loc(), a.Operand(0), i)})
		return true
	}
}
