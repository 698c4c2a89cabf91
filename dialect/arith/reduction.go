package arith

import (
	"math"

	"github.com/gomlir/gomlir/ir"
)

// Reductions by arith::AtomicRMWKind: the helpers upstream's passes share
// to combine partial results of a reduction and to seed its accumulator.

// reductionOpNames names the arith op combining two values for each
// arith::AtomicRMWKind (upstream's arith::getReductionOp), by kind; assign
// has none.
var reductionOpNames = []string{"arith.addf", "arith.addi", "arith.andi", "", "arith.maximumf", "arith.maxnumf",
	"arith.maxsi", "arith.maxui", "arith.minimumf", "arith.minnumf", "arith.minsi", "arith.minui", "arith.mulf",
	"arith.muli", "arith.ori", "arith.xori"}

// ReductionOpName returns the name of the arith op combining two values
// of a reduction of the given arith::AtomicRMWKind, or "" when there is none.
func ReductionOpName(kind int64) string {
	if kind < 0 || kind >= int64(len(reductionOpNames)) {
		return ""
	}
	return reductionOpNames[kind]
}

// IdentityValueAttr is upstream's getIdentityValueAttr: the neutral value
// of a reduction of the given arith::AtomicRMWKind over type t, or nil
// when there is none.
func IdentityValueAttr(ctx *ir.Context, kind int64, t ir.Type) ir.Attribute {
	if ft, ok := t.(*ir.FloatType); ok {
		var v float64
		switch kind {
		case 0: // addf
			v = 0
		case 4: // maximumf
			v = math.Inf(-1)
		case 5: // maxnumf: a negative quiet NaN
			v = math.Copysign(math.NaN(), -1)
		case 8: // minimumf
			v = math.Inf(1)
		case 9: // minnumf
			v = math.NaN()
		case 12: // mulf
			v = 1
		default:
			return nil
		}
		return ctx.FloatAttrFromFloat64(ft, v)
	}
	if _, ok := t.(*ir.IndexType); ok {
		switch kind {
		case 1, 7, 14, 15: // addi, maxu, ori, xori
			return ctx.IntAttr(t, 0)
		case 13: // muli
			return ctx.IntAttr(t, 1)
		}
		return nil
	}
	it, ok := t.(*ir.IntegerType)
	if !ok || it.Width > 64 {
		return nil
	}
	w := uint(it.Width)
	minSigned := int64(-1) << (w - 1)
	switch kind {
	case 1, 7, 14, 15: // addi, maxu, ori, xori
		return ctx.IntAttr(t, 0)
	case 2, 11: // andi, minu
		return ctx.IntAttr(t, -1)
	case 6: // maxs
		return ctx.IntAttr(t, minSigned)
	case 10: // mins
		return ctx.IntAttr(t, ^minSigned)
	case 13: // muli
		return ctx.IntAttr(t, 1)
	}
	return nil
}
