package vector

import (
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/rewrite"
)

// Vector-to-vector lowerings, as upstream's Dialect/Vector/Transforms
// lowering patterns: each returns its patterns under upstream's names so
// a pass can collect them in upstream's order.

// pattern builds a benefit-1 pattern.
func pattern(name, on string, f func(*ir.Operation, *rewrite.Rewriter) bool) rewrite.Pattern {
	return &rewrite.Func{Name: name, On: on, Weight: 1, Rewrite: f}
}

// ToVectorCanonicalizationPatterns is
// populateVectorToVectorCanonicalizationPatterns.
func ToVectorCanonicalizationPatterns() []rewrite.Pattern {
	return []rewrite.Pattern{
		pattern("(anonymous namespace)::CreateMaskFolder", "vector.create_mask", createMaskFolder),
		pattern("(anonymous namespace)::MaskedLoadFolder", "vector.maskedload", maskedLoadFolder),
		pattern("(anonymous namespace)::MaskedStoreFolder", "vector.maskedstore", maskedStoreFolder),
		pattern("(anonymous namespace)::GatherFolder", "vector.gather", gatherFolder),
		pattern("(anonymous namespace)::ScatterFolder", "vector.scatter", scatterFolder),
		pattern("(anonymous namespace)::ExpandLoadFolder", "vector.expandload", expandLoadFolder),
		pattern("(anonymous namespace)::CompressStoreFolder", "vector.compressstore", compressStoreFolder),
		pattern("(anonymous namespace)::StridedSliceConstantMaskFolder", "vector.extract_strided_slice", stridedSliceConstantMask),
		pattern("(anonymous namespace)::TransposeFolder", "vector.transpose", transposeFolder),
	}
}

// constant creates an arith.constant of t holding value.
func constant(rw *rewrite.Rewriter, loc ir.Location, t ir.Type, value ir.Attribute) *ir.Value {
	return build(rw, loc, "arith.constant", nil, []ir.Type{t}, ir.NamedAttr{Name: "value", Value: value}).Result(0)
}

// zeroConstant creates the arith.constant zero of t.
func zeroConstant(rw *rewrite.Rewriter, loc ir.Location, t ir.Type) *ir.Value {
	return constant(rw, loc, t, zeroAttrOf(rw.Builder.Ctx, t))
}

// insertAt creates `vector.insert v, dest[pos]`.
func insertAt(rw *rewrite.Rewriter, loc ir.Location, v, dest *ir.Value, pos []int64) *ir.Value {
	return build(rw, loc, "vector.insert", []*ir.Value{v, dest}, []ir.Type{dest.Type()}, positionAttr(rw.Builder.Ctx, pos)).Result(0)
}

// pos1 is a one-entry position.
func pos1(i int64) []int64 { return []int64{i} }

// dropFront is VectorType::Builder(t).dropDim(0).
func dropFront(ctx *ir.Context, t *ir.VectorType) *ir.VectorType {
	return dropDim(ctx, t, 0)
}

// dropDim is VectorType::Builder(t).dropDim(d).
func dropDim(ctx *ir.Context, t *ir.VectorType, d int) *ir.VectorType {
	shape := append(append([]int64(nil), t.Shape[:d]...), t.Shape[d+1:]...)
	var sc []bool
	if len(t.Scalable) > 0 {
		sc = append(append([]bool(nil), t.Scalable[:d]...), t.Scalable[d+1:]...)
	}
	return ctx.VectorType(shape, t.Elem, sc)
}

// scalableAt reports whether dimension d of t is scalable.
func scalableAt(t *ir.VectorType, d int) bool { return d < len(t.Scalable) && t.Scalable[d] }

// selectPassthru is vector::selectPassthru: v where mask is set, else
// passthru (v itself without a mask).
func selectPassthru(rw *rewrite.Rewriter, loc ir.Location, mask, v, passthru *ir.Value) *ir.Value {
	if mask == nil {
		return v
	}
	return build(rw, loc, "arith.select", []*ir.Value{mask, v, passthru}, []ir.Type{v.Type()}).Result(0)
}

// unrollPositions is createUnrollIterator(t, targetRank): the positions of
// the leading dimensions down to targetRank, stopping before the first
// scalable one; false when there is nothing to unroll.
func unrollPositions(t *ir.VectorType, targetRank int) ([][]int64, bool) {
	if len(t.Shape) <= targetRank {
		return nil, false
	}
	lead := t.Shape[:len(t.Shape)-targetRank]
	n := 0
	for n < len(lead) && !scalableAt(t, n) {
		n++
	}
	if n == 0 {
		return nil, false
	}
	lead = lead[:n]
	var out [][]int64
	pos := make([]int64, n)
	for {
		out = append(out, append([]int64(nil), pos...))
		i := n - 1
		for ; i >= 0; i-- {
			pos[i]++
			if pos[i] < lead[i] {
				break
			}
			pos[i] = 0
		}
		if i < 0 {
			return out, true
		}
	}
}
