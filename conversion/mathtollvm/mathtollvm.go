// Package mathtollvm is the convert-math-to-llvm pass: math ops become
// LLVM intrinsics (expm1, log1p and rsqrt expanded around exp, log and
// sqrt; n-D vectors unrolled), as upstream's MathToLLVM. It also
// contributes the math patterns to convert-to-llvm.
package mathtollvm

import (
	"github.com/gomlir/gomlir/conversion"
	"github.com/gomlir/gomlir/conversion/arithtollvm"
	"github.com/gomlir/gomlir/conversion/llvmcommon"
	"github.com/gomlir/gomlir/dialect/arith"
	"github.com/gomlir/gomlir/dialect/llvm"
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/pass"
)

func init() {
	pass.Register(&pass.Info{
		Argument: "convert-math-to-llvm",
		Name:     "ConvertMathToLLVMPass",
		Summary:  "Convert Math dialect to LLVM dialect",
		New: func() (pass.Pass, *pass.Options) {
			p := &lowering{}
			o := &pass.Options{}
			o.Bool("approximate-log1p", "Enable approximation of Log1p.", &p.approximateLog1p, true)
			return p, o
		},
	})
	conversion.RegisterConvertToLLVMInterface("math", llvmcommon.PatternSource(func(tc *llvmcommon.TypeConverter) []conversion.Pattern { return Patterns(tc, true) }))
}

type lowering struct {
	approximateLog1p bool
}

// Run lowers the math ops nested in op.
func (p *lowering) Run(op *ir.Operation, st *pass.State) error {
	tc := llvmcommon.NewTypeConverter(st.Ctx, llvmcommon.Options{})
	defer tc.Release()
	return conversion.ApplyPartialConversion(st.Ctx, []*ir.Operation{op}, llvmcommon.NewTarget(), Patterns(tc, p.approximateLog1p), nil)
}

// fastMathOps maps the math ops lowered to one LLVM op taking fast-math
// flags.
var fastMathOps = [][2]string{
	{"absf", "intr.fabs"}, {"ceil", "intr.ceil"}, {"copysign", "intr.copysign"}, {"cos", "intr.cos"},
	{"cosh", "intr.cosh"}, {"acos", "intr.acos"}, {"asin", "intr.asin"}, {"atan", "intr.atan"},
	{"atan2", "intr.atan2"}, {"exp2", "intr.exp2"}, {"exp", "intr.exp"}, {"floor", "intr.floor"},
	{"fma", "intr.fma"}, {"log10", "intr.log10"}, {"log2", "intr.log2"}, {"log", "intr.log"},
	{"powf", "intr.pow"}, {"fpowi", "intr.powi"}, {"round", "intr.round"}, {"roundeven", "intr.roundeven"},
	{"sin", "intr.sin"}, {"sinh", "intr.sinh"}, {"sqrt", "intr.sqrt"}, {"tan", "intr.tan"},
	{"tanh", "intr.tanh"}, {"trunc", "intr.trunc"},
}

// Patterns returns the math lowerings; approximateLog1p lowers log1p(x) to
// log(1 + x).
func Patterns(tc *llvmcommon.TypeConverter, approximateLog1p bool) []conversion.Pattern {
	var out []conversion.Pattern
	for _, p := range fastMathOps {
		target := "llvm." + p[1]
		out = append(out, tc.Pattern("math."+p[0], func(op *ir.Operation, a conversion.Adaptor, rw *conversion.Rewriter) bool {
			if llvmcommon.HasUnsupportedFloat(op) {
				return false
			}
			return tc.VectorOneToOneRewrite(op, target, a.Operands(), arithtollvm.FastMathAttrs(rw.Ctx, op), rw)
		}))
	}
	out = append(out,
		tc.Pattern("math.ctpop", func(op *ir.Operation, a conversion.Adaptor, rw *conversion.Rewriter) bool {
			return tc.VectorOneToOneRewrite(op, "llvm.intr.ctpop", a.Operands(), op.AllAttrs(), rw)
		}),
		intWithFlag(tc, "math.absi", "llvm.intr.abs", "is_int_min_poison"),
		intWithFlag(tc, "math.ctlz", "llvm.intr.ctlz", "is_zero_poison"),
		intWithFlag(tc, "math.cttz", "llvm.intr.cttz", "is_zero_poison"),
		fpClass(tc, "math.isfinite", 504),
		fpClass(tc, "math.isnan", 3),
		expanded(tc, "math.expm1", func(e *emitter, x, one *ir.Value) *ir.Value {
			return e.op("llvm.fsub", e.op("llvm.intr.exp", x), one)
		}),
		expanded(tc, "math.rsqrt", func(e *emitter, x, one *ir.Value) *ir.Value {
			return e.op("llvm.fdiv", one, e.op("llvm.intr.sqrt", x))
		}),
		tc.Pattern("math.sincos", func(op *ir.Operation, a conversion.Adaptor, rw *conversion.Rewriter) bool {
			in := a.Operand(0)
			if in == nil || !llvm.IsCompatibleType(in.Type()) || llvmcommon.HasUnsupportedFloat(op) {
				return false
			}
			loc := op.Loc()
			st := llvm.LiteralStruct(rw.Ctx, []ir.Type{in.Type(), in.Type()}, false)
			r := llvmcommon.Create(rw.Builder, loc, "llvm.intr.sincos", st, []*ir.Value{in}, arithtollvm.FastMathAttrs(rw.Ctx, op)...).Result(0)
			rw.ReplaceOp(op, []*ir.Value{llvmcommon.ExtractValue(rw.Builder, loc, r, 0), llvmcommon.ExtractValue(rw.Builder, loc, r, 1)})
			return true
		}),
	)
	if approximateLog1p {
		out = append(out, expanded(tc, "math.log1p", func(e *emitter, x, one *ir.Value) *ir.Value {
			return e.op("llvm.intr.log", e.op("llvm.fadd", one, x))
		}))
	}
	return out
}

// intWithFlag lowers an integer op to an intrinsic with its boolean flag
// false (scalars and 1-D vectors).
func intWithFlag(tc *llvmcommon.TypeConverter, root, target, flag string) conversion.Pattern {
	return tc.Pattern(root, func(op *ir.Operation, a conversion.Adaptor, rw *conversion.Rewriter) bool {
		in := a.Operand(0)
		if in == nil || !llvm.IsCompatibleType(in.Type()) {
			return false
		}
		if _, isArray := in.Type().(*llvm.ArrayType); isArray {
			return false
		}
		rw.ReplaceOpWithOp(op, llvmcommon.Create(rw.Builder, op.Loc(), target, in.Type(), []*ir.Value{in},
			ir.NamedAttr{Name: flag, Value: rw.Ctx.BoolAttr(false)}))
		return true
	})
}

// fpClass lowers a float classification to llvm.intr.is.fpclass testing
// the classes of mask.
func fpClass(tc *llvmcommon.TypeConverter, root string, mask int64) conversion.Pattern {
	return tc.Pattern(root, func(op *ir.Operation, a conversion.Adaptor, rw *conversion.Rewriter) bool {
		if llvmcommon.HasUnsupportedFloat(op) {
			return false
		}
		return tc.OneToOneRewrite(op, "llvm.intr.is.fpclass", a.Operands(),
			[]ir.NamedAttr{{Name: "bit", Value: rw.Ctx.IntAttr(rw.Ctx.I(32), mask)}}, rw)
	})
}

// emitter creates the ops of an expansion with the op's fast-math flags.
type emitter struct {
	rw    *conversion.Rewriter
	loc   ir.Location
	t     ir.Type
	attrs []ir.NamedAttr
}

func (e *emitter) op(name string, operands ...*ir.Value) *ir.Value {
	return llvmcommon.Create(e.rw.Builder, e.loc, name, e.t, operands, e.attrs...).Result(0)
}

// expanded lowers a unary float op with build, given the operand and the
// constant one of its type (n-D vectors unrolled).
func expanded(tc *llvmcommon.TypeConverter, root string, build func(e *emitter, x, one *ir.Value) *ir.Value) conversion.Pattern {
	return tc.Pattern(root, func(op *ir.Operation, a conversion.Adaptor, rw *conversion.Rewriter) bool {
		in := a.Operand(0)
		if in == nil || !llvm.IsCompatibleType(in.Type()) || llvmcommon.HasUnsupportedFloat(op) {
			return false
		}
		resT := op.Result(0).Type()
		elem := resT
		if v, ok := resT.(*ir.VectorType); ok {
			elem = v.Elem
		}
		ft, ok := elem.(*ir.FloatType)
		if !ok {
			return false
		}
		ctx, loc := rw.Ctx, op.Loc()
		fm := []ir.NamedAttr{{Name: "fastmathFlags", Value: arithtollvm.LLVMFastMath(ctx, arith.FastMathFlags(op))}}
		one := func(t ir.Type) *ir.Value {
			f := ctx.FloatAttrFromFloat64(ft, 1)
			var value ir.Attribute = f
			if vt, ok := t.(*ir.VectorType); ok {
				raw := make([]byte, ir.ElementBytes(ft))
				ir.BitsToRaw(raw, f.Bits)
				value = ctx.DenseElementsAttr(ctx.VectorType(vt.Shape, ft, vt.Scalable), raw, true)
			}
			return llvmcommon.CreateConstant(rw.Builder, loc, t, value)
		}
		if _, isArray := in.Type().(*llvm.ArrayType); !isArray {
			c := one(in.Type())
			rw.ReplaceOp(op, []*ir.Value{build(&emitter{rw: rw, loc: loc, t: in.Type(), attrs: fm}, in, c)})
			return true
		}
		if _, ok := resT.(*ir.VectorType); !ok {
			return false
		}
		return tc.HandleMultidimensionalVectors(op, a.Operands(), rw, func(vt ir.Type, ops []*ir.Value) *ir.Value {
			c := one(vt)
			return build(&emitter{rw: rw, loc: loc, t: vt, attrs: fm}, ops[0], c)
		})
	})
}
