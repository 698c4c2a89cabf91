package memref

import (
	"github.com/gomlir/gomlir/dialect/viewlike"
	"github.com/gomlir/gomlir/ir"
)

// MixedLists returns the mixed offsets, sizes and strides of a
// memref.subview or memref.reinterpret_cast (upstream's getMixedOffsets,
// getMixedSizes, getMixedStrides).
func MixedLists(op *ir.Operation) (offsets, sizes, strides []viewlike.Mixed) { return mixedLists(op) }

// DroppedDims returns which source dimensions a rank-reducing
// memref.subview drops (upstream's SubViewOp::getDroppedDims; none when
// the mask cannot be computed).
func DroppedDims(ctx *ir.Context, subview *ir.Operation) []bool {
	src := subview.Operand(0).Type().(*ir.MemRefType)
	_, sizes, _ := mixedLists(subview)
	dropped, ok := memrefRankReductionMask(ctx, src, subview.Result(0).Type().(*ir.MemRefType), sizes)
	if !ok {
		return make([]bool, len(src.Shape))
	}
	return dropped
}

// CastCompatible reports whether a memref.cast from a to b is valid
// (upstream's CastOp::areCastCompatible).
func CastCompatible(ctx *ir.Context, a, b ir.Type) bool { return castCompatible(ctx, a, b) }

// FoldMemRefCast is upstream's memref::foldMemRefCast: operands of op
// defined by a memref.cast from a ranked memref use the cast's source. It
// reports whether an operand changed.
func FoldMemRefCast(op *ir.Operation) bool { return foldMemRefCast(op, nil) }

// FindDealloc is upstream's memref::findDealloc: the single user of v
// declaring a free of it (nil when there is none); ok is false when
// several users free it or when a memref.realloc does.
func FindDealloc(v *ir.Value) (dealloc *ir.Operation, ok bool) {
	for _, u := range v.Users() {
		if !freesValue(u, v) {
			continue
		}
		if u.Name() == "memref.realloc" || dealloc != nil {
			return nil, false
		}
		dealloc = u
	}
	return dealloc, true
}

// freesValue reports whether op declares a free of v.
func freesValue(op *ir.Operation, v *ir.Value) bool {
	m, ok := ir.OpInterface[ir.MemoryEffectOpInterface](op)
	if !ok {
		return false
	}
	for _, e := range m.Effects(op) {
		if e.Effect == ir.EffectFree && e.Value == v {
			return true
		}
	}
	return false
}
