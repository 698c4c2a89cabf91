// Package arithtollvm is the convert-arith-to-llvm pass: arith ops become
// their LLVM dialect counterparts (n-D vector operands unrolled into 1-D
// ones), as upstream's ArithToLLVM. It also contributes the arith patterns
// to convert-to-llvm.
package arithtollvm

import (
	"github.com/gomlir/gomlir/conversion"
	"github.com/gomlir/gomlir/conversion/llvmcommon"
	"github.com/gomlir/gomlir/dialect/arith"
	"github.com/gomlir/gomlir/dialect/llvm"
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/pass"
)

func init() {
	llvmcommon.RegisterLowering(pass.Info{
		Argument: "convert-arith-to-llvm",
		Name:     "ArithToLLVMConversionPass",
		Summary:  "Convert Arith dialect to LLVM dialect",
	}, lower)
	conversion.RegisterConvertToLLVMInterface("arith", llvmcommon.PatternSource(Patterns))
}

// lower lowers the arith ops nested in op.
func lower(op *ir.Operation, st *pass.State, tc *llvmcommon.TypeConverter) error {
	return conversion.ApplyPartialConversion(st.Ctx, []*ir.Operation{op}, llvmcommon.NewTarget(), Patterns(tc), nil)
}

// attrConv turns the attributes of an arith op into those of its LLVM
// counterpart.
type attrConv uint8

const (
	passThrough attrConv = iota
	fastMath             // arith `fastmath` to LLVM `fastmathFlags`
	overflow             // arith `overflowFlags` to LLVM `overflowFlags`
)

// oneToOne lists the arith ops lowered to one LLVM op each.
var oneToOne = []struct {
	from, to      string
	attrs         attrConv
	failUnsupport bool // fail on float types LLVM lacks
}{
	{"arith.addf", "llvm.fadd", fastMath, true},
	{"arith.addi", "llvm.add", overflow, false},
	{"arith.andi", "llvm.and", passThrough, false},
	{"arith.bitcast", "llvm.bitcast", passThrough, false},
	{"arith.divf", "llvm.fdiv", fastMath, true},
	{"arith.divsi", "llvm.sdiv", passThrough, false},
	{"arith.divui", "llvm.udiv", passThrough, false},
	{"arith.extf", "llvm.fpext", passThrough, true},
	{"arith.extsi", "llvm.sext", passThrough, false},
	{"arith.extui", "llvm.zext", passThrough, false},
	{"arith.fptosi", "llvm.fptosi", passThrough, true},
	{"arith.fptoui", "llvm.fptoui", passThrough, true},
	{"arith.maximumf", "llvm.intr.maximum", fastMath, true},
	{"arith.maxnumf", "llvm.intr.maxnum", fastMath, true},
	{"arith.maxsi", "llvm.intr.smax", passThrough, false},
	{"arith.maxui", "llvm.intr.umax", passThrough, false},
	{"arith.minimumf", "llvm.intr.minimum", fastMath, true},
	{"arith.minnumf", "llvm.intr.minnum", fastMath, true},
	{"arith.minsi", "llvm.intr.smin", passThrough, false},
	{"arith.minui", "llvm.intr.umin", passThrough, false},
	{"arith.mulf", "llvm.fmul", fastMath, true},
	{"arith.muli", "llvm.mul", overflow, false},
	{"arith.negf", "llvm.fneg", fastMath, true},
	{"arith.ori", "llvm.or", passThrough, false},
	{"arith.remf", "llvm.frem", fastMath, true},
	{"arith.remsi", "llvm.srem", passThrough, false},
	{"arith.remui", "llvm.urem", passThrough, false},
	{"arith.select", "llvm.select", passThrough, false},
	{"arith.shli", "llvm.shl", overflow, false},
	{"arith.shrsi", "llvm.ashr", passThrough, false},
	{"arith.shrui", "llvm.lshr", passThrough, false},
	{"arith.sitofp", "llvm.sitofp", passThrough, false},
	{"arith.subf", "llvm.fsub", fastMath, true},
	{"arith.subi", "llvm.sub", overflow, false},
	{"arith.trunci", "llvm.trunc", overflow, false},
	{"arith.uitofp", "llvm.uitofp", passThrough, true},
	{"arith.xori", "llvm.xor", passThrough, false},
}

// Patterns returns the arith-to-LLVM lowerings typed by tc, with the
// expansions of the ceiling and floor divisions.
func Patterns(tc *llvmcommon.TypeConverter) []conversion.Pattern {
	out := []conversion.Pattern{&conversion.Func{Name: "IdentityBitcastLowering", On: "arith.bitcast", Weight: 10,
		Converter: tc.TypeConverter, Rewrite: func(op *ir.Operation, a conversion.Adaptor, rw *conversion.Rewriter) bool {
			if a.Operand(0).Type() != tc.ConvertType(op.Result(0).Type()) {
				return false
			}
			rw.ReplaceOp(op, []*ir.Value{a.Operand(0)})
			return true
		}}}
	for _, name := range []string{"arith.ceildivsi", "arith.ceildivui", "arith.floordivsi"} {
		out = append(out, &conversion.Func{Name: name, On: name, Weight: 1, Rewrite: expandDiv})
	}
	for _, e := range oneToOne {
		target, attrs, failUnsupported := e.to, e.attrs, e.failUnsupport
		rewrite := func(op *ir.Operation, a conversion.Adaptor, rw *conversion.Rewriter) bool {
			if failUnsupported && llvmcommon.HasUnsupportedFloat(op) {
				return false
			}
			return tc.VectorOneToOneRewrite(op, target, a.Operands(), convertAttrs(rw.Ctx, op, attrs), rw)
		}
		out = append(out, tc.Pattern(e.from, rewrite))
	}
	out = append(out,
		tc.Pattern("arith.truncf", func(op *ir.Operation, a conversion.Adaptor, rw *conversion.Rewriter) bool {
			if llvmcommon.HasUnsupportedFloat(op) {
				return false
			}
			mode, constrained := arith.RoundingMode(op)
			if !constrained {
				return tc.VectorOneToOneRewrite(op, "llvm.fptrunc", a.Operands(), convertAttrs(rw.Ctx, op, passThrough), rw)
			}
			return tc.VectorOneToOneRewrite(op, "llvm.intr.experimental.constrained.fptrunc", a.Operands(), constrainedAttrs(rw.Ctx, op, mode), rw)
		}),
		tc.Pattern("arith.constant", func(op *ir.Operation, a conversion.Adaptor, rw *conversion.Rewriter) bool {
			return tc.OneToOneRewrite(op, "llvm.mlir.constant", a.Operands(), op.AllAttrs(), rw)
		}),
		tc.Pattern("arith.index_cast", indexCast(tc, "llvm.sext")),
		tc.Pattern("arith.index_castui", indexCast(tc, "llvm.zext")),
		tc.Pattern("arith.addui_extended", addUIExtended(tc)),
		tc.Pattern("arith.mulsi_extended", mulExtended(tc, "llvm.sext")),
		tc.Pattern("arith.mului_extended", mulExtended(tc, "llvm.zext")),
		tc.Pattern("arith.cmpi", compare(tc, "llvm.icmp", false)),
		tc.Pattern("arith.cmpf", compare(tc, "llvm.fcmp", true)),
		selectOneToN(tc),
	)
	return out
}

// selectOneToN splits a select whose values convert to several values each
// into one arith.select per value (lowered in turn).
func selectOneToN(tc *llvmcommon.TypeConverter) conversion.Pattern {
	p := tc.Pattern("arith.select", func(op *ir.Operation, a conversion.Adaptor, rw *conversion.Rewriter) bool {
		trueVals, falseVals := a.Range(1), a.Range(2)
		cond := op.Operand(0)
		if len(trueVals) == 1 || len(trueVals) != len(falseVals) || cond.Type() != rw.Ctx.I(1) {
			return false
		}
		results := make([]*ir.Value, len(trueVals))
		for i := range trueVals {
			results[i] = llvmcommon.Create(rw.Builder, op.Loc(), "arith.select", trueVals[i].Type(),
				[]*ir.Value{cond, trueVals[i], falseVals[i]}).Result(0)
		}
		rw.ReplaceOpWithMultiple(op, [][]*ir.Value{results})
		return true
	})
	p.Name = "SelectOpOneToNLowering"
	p.AcceptsOneToN = true
	return p
}

// LLVMFastMath converts arith fast-math flags to LLVM's (the same flags,
// in another bit order).
func LLVMFastMath(ctx *ir.Context, flags uint32) *llvm.FlagsAttr {
	return llvm.FastMath(ctx, flags>>1|(flags&arith.FastMathReassoc)<<6)
}

// FastMathAttrs returns op's attributes for an LLVM op taking fast-math
// flags: all of them, the arith `fastmath` converted to `fastmathFlags`
// (upstream's AttrConvertFastMathToLLVM).
func FastMathAttrs(ctx *ir.Context, op *ir.Operation) []ir.NamedAttr {
	return convertAttrs(ctx, op, fastMath)
}

// convertAttrs returns op's attributes for its LLVM counterpart: all of
// them, with the fast-math or overflow flags converted.
func convertAttrs(ctx *ir.Context, op *ir.Operation, c attrConv) []ir.NamedAttr {
	src := op.AllAttrs()
	if c == passThrough {
		return src
	}
	out := make([]ir.NamedAttr, 0, len(src))
	for _, a := range src {
		switch {
		case c == fastMath && a.Name == "fastmath":
			if fm, ok := a.Value.(*arith.FastMathAttr); ok {
				out = append(out, ir.NamedAttr{Name: "fastmathFlags", Value: LLVMFastMath(ctx, fm.Flags)})
			}
		case c == overflow && a.Name == "overflowFlags":
			if of, ok := a.Value.(*arith.OverflowAttr); ok {
				out = append(out, ir.NamedAttr{Name: "overflowFlags", Value: ctx.IntAttr(ctx.I(32), int64(of.Flags))})
			}
		default:
			out = append(out, a)
		}
	}
	return out
}

// llvmRoundingModes maps arith rounding modes to LLVM's.
var llvmRoundingModes = [...]int64{
	arith.RoundToNearestEven: 1, arith.RoundDownward: 3, arith.RoundUpward: 2,
	arith.RoundTowardZero: 0, arith.RoundToNearestAway: 4,
}

// constrainedAttrs returns the attributes of the constrained intrinsic
// replacing op: its attributes but the rounding mode, then the LLVM
// rounding mode and the `ignore` exception behavior.
func constrainedAttrs(ctx *ir.Context, op *ir.Operation, mode int64) []ir.NamedAttr {
	var out []ir.NamedAttr
	for _, a := range op.AllAttrs() {
		if a.Name != "roundingmode" {
			out = append(out, a)
		}
	}
	i64 := ctx.I(64)
	return append(out, ir.NamedAttr{Name: "roundingmode", Value: ctx.IntAttr(i64, llvmRoundingModes[mode])},
		ir.NamedAttr{Name: "fpExceptionBehavior", Value: ctx.IntAttr(i64, 0)})
}

// expandDiv rewrites the ceiling and floor divisions into arith ops, which
// are lowered in turn.
func expandDiv(op *ir.Operation, _ conversion.Adaptor, rw *conversion.Rewriter) bool {
	r := arith.ExpandDivision(rw.Builder, op)
	if r == nil {
		return false
	}
	rw.ReplaceOp(op, []*ir.Value{r})
	return true
}

// elemBits returns the bit width of the converted element type of t.
func elemBits(tc *llvmcommon.TypeConverter, t ir.Type) int {
	if v, ok := t.(*ir.VectorType); ok {
		t = v.Elem
	}
	c := tc.ConvertType(t)
	if c == nil {
		return -1
	}
	return ir.BitWidth(c)
}

// indexCast lowers index_cast (ext: llvm.sext) and index_castui (llvm.zext):
// nothing when the widths agree, an extension or a truncation otherwise.
func indexCast(tc *llvmcommon.TypeConverter, ext string) func(*ir.Operation, conversion.Adaptor, *conversion.Rewriter) bool {
	return func(op *ir.Operation, a conversion.Adaptor, rw *conversion.Rewriter) bool {
		resT := op.Result(0).Type()
		target, source := elemBits(tc, resT), elemBits(tc, op.Operand(0).Type())
		if target < 0 || source < 0 {
			return false
		}
		in := a.Operand(0)
		if target == source {
			rw.ReplaceOp(op, []*ir.Value{in})
			return true
		}
		name := ext
		if target < source {
			name = "llvm.trunc"
		}
		if _, isArray := in.Type().(*llvm.ArrayType); !isArray {
			t := tc.ConvertType(resT)
			if t == nil {
				return false
			}
			rw.ReplaceOp(op, llvmcommon.Create(rw.Builder, op.Loc(), name, t, []*ir.Value{in}).Results())
			return true
		}
		if _, ok := resT.(*ir.VectorType); !ok {
			return false
		}
		return tc.HandleMultidimensionalVectors(op, a.Operands(), rw, func(vt ir.Type, ops []*ir.Value) *ir.Value {
			return llvmcommon.Create(rw.Builder, op.Loc(), name, vt, ops).Result(0)
		})
	}
}

// addUIExtended lowers addui_extended to llvm.intr.uadd.with.overflow.
func addUIExtended(tc *llvmcommon.TypeConverter) func(*ir.Operation, conversion.Adaptor, *conversion.Rewriter) bool {
	return func(op *ir.Operation, a conversion.Adaptor, rw *conversion.Rewriter) bool {
		in := a.Operand(0).Type()
		if !llvm.IsCompatibleType(in) {
			return false
		}
		if _, isArray := in.(*llvm.ArrayType); isArray {
			return false
		}
		ovf := tc.ConvertType(op.Result(1).Type())
		if ovf == nil {
			return false
		}
		loc := op.Loc()
		st := llvm.LiteralStruct(rw.Ctx, []ir.Type{op.Result(0).Type(), ovf}, false)
		r := llvmcommon.Create(rw.Builder, loc, "llvm.intr.uadd.with.overflow", st, a.Operands()).Result(0)
		sum := llvmcommon.ExtractValue(rw.Builder, loc, r, 0)
		carry := llvmcommon.ExtractValue(rw.Builder, loc, r, 1)
		rw.ReplaceOp(op, []*ir.Value{sum, carry})
		return true
	}
}

// mulExtended lowers mulsi_extended and mului_extended: the product of the
// operands extended to twice their width, split into its low and high
// halves.
func mulExtended(tc *llvmcommon.TypeConverter, ext string) func(*ir.Operation, conversion.Adaptor, *conversion.Rewriter) bool {
	return func(op *ir.Operation, a conversion.Adaptor, rw *conversion.Rewriter) bool {
		resT := a.Operand(0).Type()
		if !llvm.IsCompatibleType(resT) {
			return false
		}
		ctx := rw.Ctx
		var shift ir.Attribute
		var wide ir.Type
		switch t := resT.(type) {
		case *ir.IntegerType:
			wide = ctx.I(2 * t.Width)
			shift = ctx.IntAttr(wide, int64(t.Width))
		case *ir.VectorType:
			w := ir.BitWidth(t.Elem)
			wide = ctx.VectorType(t.Shape, ctx.I(2*w), t.Scalable)
			shift = llvmcommon.SplatInt(ctx, wide.(*ir.VectorType), int64(w))
		default:
			return false
		}
		loc := op.Loc()
		b := rw.Builder
		lhs := llvmcommon.Create(b, loc, ext, wide, []*ir.Value{a.Operand(0)}).Result(0)
		rhs := llvmcommon.Create(b, loc, ext, wide, []*ir.Value{a.Operand(1)}).Result(0)
		mul := llvmcommon.Create(b, loc, "llvm.mul", wide, []*ir.Value{lhs, rhs}).Result(0)
		low := llvmcommon.Create(b, loc, "llvm.trunc", resT, []*ir.Value{mul}).Result(0)
		sh := llvmcommon.CreateConstant(b, loc, wide, shift)
		highExt := llvmcommon.Create(b, loc, "llvm.lshr", wide, []*ir.Value{mul, sh}).Result(0)
		high := llvmcommon.Create(b, loc, "llvm.trunc", resT, []*ir.Value{highExt}).Result(0)
		rw.ReplaceOp(op, []*ir.Value{low, high})
		return true
	}
}

// compare lowers cmpi and cmpf (whose predicates number as LLVM's).
func compare(tc *llvmcommon.TypeConverter, name string, isFloat bool) func(*ir.Operation, conversion.Adaptor, *conversion.Rewriter) bool {
	return func(op *ir.Operation, a conversion.Adaptor, rw *conversion.Rewriter) bool {
		attrs := []ir.NamedAttr{{Name: "predicate", Value: op.InherentAttr("predicate")}}
		if isFloat {
			attrs = append(attrs, ir.NamedAttr{Name: "fastmathFlags", Value: LLVMFastMath(rw.Ctx, arith.FastMathFlags(op))})
		}
		resT := op.Result(0).Type()
		if _, isArray := a.Operand(0).Type().(*llvm.ArrayType); !isArray {
			t := tc.ConvertType(resT)
			if t == nil {
				return false
			}
			rw.ReplaceOp(op, llvmcommon.Create(rw.Builder, op.Loc(), name, t, a.Operands(), attrs...).Results())
			return true
		}
		if _, ok := resT.(*ir.VectorType); !ok {
			return false
		}
		return tc.HandleMultidimensionalVectors(op, a.Operands(), rw, func(vt ir.Type, ops []*ir.Value) *ir.Value {
			return llvmcommon.Create(rw.Builder, op.Loc(), name, vt, ops, attrs...).Result(0)
		})
	}
}
