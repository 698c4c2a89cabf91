package vectortollvm

import (
	"github.com/gomlir/gomlir/conversion"
	"github.com/gomlir/gomlir/conversion/llvmcommon"
	"github.com/gomlir/gomlir/dialect/llvm"
	"github.com/gomlir/gomlir/dialect/vector"
	"github.com/gomlir/gomlir/ir"
)

// neutral is a reduction's neutral start value.
type neutral int

const (
	neutralZero neutral = iota
	neutralOne
	neutralAllOnes
	neutralSIntMin
	neutralSIntMax
	neutralFPNaN    // the positive quiet NaN (fmax)
	neutralFPNegNaN // the negative quiet NaN (fmin)
)

// vpReductions are the llvm.intr.vp.reduce intrinsic (integer, float) and
// the neutral start value of each combining kind.
var vpReductions = map[int]struct {
	intr, fintr string
	start       neutral
}{
	vector.KindAdd:     {"add", "fadd", neutralZero},
	vector.KindMul:     {"mul", "fmul", neutralOne},
	vector.KindMinUI:   {"umin", "", neutralAllOnes},
	vector.KindMinSI:   {"smin", "", neutralSIntMax},
	vector.KindMaxUI:   {"umax", "", neutralZero},
	vector.KindMaxSI:   {"smax", "", neutralSIntMin},
	vector.KindAnd:     {"and", "", neutralAllOnes},
	vector.KindOr:      {"or", "", neutralZero},
	vector.KindXor:     {"xor", "", neutralZero},
	vector.KindMinNumF: {"", "fmin", neutralFPNegNaN},
	vector.KindMaxNumF: {"", "fmax", neutralFPNaN},
}

// neutralAttr is createReductionNeutralValue's attribute for type t.
func neutralAttr(ctx *ir.Context, n neutral, t ir.Type) ir.Attribute {
	if ft, ok := t.(*ir.FloatType); ok {
		sem := ir.FloatSemanticsOf(ft.Kind)
		switch n {
		case neutralOne:
			return ctx.FloatAttrFromFloat64(ft, 1)
		case neutralFPNaN:
			return ctx.FloatAttr(ft, sem.DefaultNaN())
		case neutralFPNegNaN:
			return ctx.FloatAttr(ft, sem.Neg(sem.DefaultNaN()))
		}
		return ctx.FloatAttrFromFloat64(ft, 0)
	}
	w := ir.BitWidth(t)
	switch n {
	case neutralOne:
		return ctx.IntAttr(t, 1)
	case neutralAllOnes:
		return ctx.IntAttr(t, -1)
	case neutralSIntMin:
		return ctx.IntAttr(t, -1<<(w-1))
	case neutralSIntMax:
		return ctx.IntAttr(t, 1<<(w-1)-1)
	}
	return ctx.IntAttr(t, 0)
}

// fpMaskNeutral is the value masked-out lanes take before a
// fmaximum/fminimum reduction: the negative smallest denormal, or the
// largest finite value.
func fpMaskNeutral(ctx *ir.Context, ft *ir.FloatType, maximum bool) (*ir.FloatAttr, bool) {
	sem := ir.FloatSemanticsOf(ft.Kind)
	if maximum {
		return ctx.FloatAttr(ft, sem.Neg(ir.APInt{Lo: 1})), true
	}
	largest := map[ir.FloatKind]uint64{ir.F16: 0x7BFF, ir.BF16: 0x7F7F, ir.F32: 0x7F7FFFFF, ir.F64: 0x7FEFFFFFFFFFFFFF}
	bits, ok := largest[ft.Kind]
	return ctx.FloatAttr(ft, ir.APInt{Lo: bits}), ok
}

// floatRaw is the little-endian storage of a float attribute's bits.
func floatRaw(a *ir.FloatAttr) []byte {
	n := ir.BitWidth(a.Type) / 8
	out := make([]byte, n)
	for i := range out {
		out[i] = byte(a.Bits.Lo >> (8 * i))
	}
	return out
}

// maskedReduction is MaskedReductionOpConversion: a vector.mask around a
// vector.reduction as a vp.reduce intrinsic with the mask and the vector
// length (fmaximum and fminimum select the neutral value into masked-out
// lanes and reduce normally).
func (l *lowerer) maskedReduction(op *ir.Operation, a conversion.Adaptor, rw *conversion.Rewriter) bool {
	ctx := rw.Ctx
	red := maskedOp(op)
	if red == nil || red.Name() != "vector.reduction" {
		return false
	}
	llvmT := l.tc.ConvertType(red.Result(0).Type())
	if llvmT == nil {
		return false
	}
	loc := red.Loc()
	v := red.Operand(0)
	var acc *ir.Value
	if red.NumOperands() > 1 {
		acc = red.Operand(1)
	}
	mask := op.Operand(0)
	kind := red.InherentAttr("kind").(*vector.EnumAttr).Value
	ft, isFloat := llvmT.(*ir.FloatType)
	if kind == vector.KindMaximumF || kind == vector.KindMinimumF {
		if !isFloat {
			return false
		}
		max := kind == vector.KindMaximumF
		n, ok := fpMaskNeutral(ctx, ft, max)
		if !ok {
			return false
		}
		vt := v.Type().(*ir.VectorType)
		neutralVec := llvmcommon.CreateConstant(rw.Builder, loc, vt, ctx.DenseElementsAttr(vt, floatRaw(n), true))
		sel := llvmcommon.Create(rw.Builder, loc, "llvm.select", vt, []*ir.Value{mask, v, neutralVec}).Result(0)
		intr, combine := "llvm.intr.vector.reduce.fminimum", "llvm.intr.minimum"
		if max {
			intr, combine = "llvm.intr.vector.reduce.fmaximum", "llvm.intr.maximum"
		}
		res := llvmcommon.Create(rw.Builder, loc, intr, llvmT, []*ir.Value{sel},
			ir.NamedAttr{Name: "fastmathFlags", Value: llvm.FastMath(ctx, 0)}).Result(0)
		if acc != nil {
			res = llvmcommon.Create(rw.Builder, loc, combine, llvmT, []*ir.Value{res, acc}).Result(0)
		}
		rw.ReplaceOp(op, []*ir.Value{res})
		return true
	}
	r, ok := vpReductions[kind]
	name := r.intr
	if isFloat {
		name = r.fintr
	}
	if !ok || name == "" {
		return false
	}
	if acc == nil {
		acc = llvmcommon.CreateConstant(rw.Builder, loc, llvmT, neutralAttr(ctx, r.start, llvmT))
	}
	vt := v.Type().(*ir.VectorType)
	i32 := ctx.I(32)
	evl := llvmcommon.CreateConstant(rw.Builder, loc, i32, ctx.IntAttr(i32, vt.Shape[0]))
	if scalable(vt) {
		vs := llvmcommon.Create(rw.Builder, loc, "vector.vscale", ctx.IndexType(), nil).Result(0)
		vs = llvmcommon.Create(rw.Builder, loc, "arith.index_cast", i32, []*ir.Value{vs}).Result(0)
		evl = llvmcommon.Create(rw.Builder, loc, "arith.muli", i32, []*ir.Value{evl, vs}).Result(0)
	}
	rw.ReplaceOpWithOp(op, llvmcommon.Create(rw.Builder, loc, "llvm.intr.vp.reduce."+name, llvmT, []*ir.Value{acc, v, mask, evl}))
	return true
}

// maskedOp is the op a vector.mask masks, or nil for an empty mask.
func maskedOp(mask *ir.Operation) *ir.Operation {
	b := mask.Region(0).First()
	if b == nil || b.First() == nil || b.First().Name() == "vector.yield" {
		return nil
	}
	return b.First()
}
