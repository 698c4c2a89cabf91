package vector

import (
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/rewrite"
)

// ShapeCastLoweringPatterns is populateVectorShapeCastLoweringPatterns for
// fixed-size vectors: a shape_cast as extracts and inserts of the largest
// slices the two shapes share.
func ShapeCastLoweringPatterns() []rewrite.Pattern {
	return []rewrite.Pattern{
		pattern("(anonymous namespace)::ShapeCastOpRewritePattern", "vector.shape_cast", lowerShapeCast),
		pattern("(anonymous namespace)::ScalableShapeCastOpRewritePattern", "vector.shape_cast", lowerScalableShapeCast),
	}
}

// inplaceAdd adds lhs to the mixed-radix number rhs of the given base.
func inplaceAdd(lhs int64, base, rhs []int64) {
	for dim := len(rhs) - 1; dim >= 0; dim-- {
		inc := rhs[dim] + lhs
		lhs = inc / base[dim]
		rhs[dim] = inc % base[dim]
		if lhs == 0 {
			break
		}
	}
}

func gcd(a, b int64) int64 {
	for b != 0 {
		a, b = b, a%b
	}
	return a
}

// poisonOf creates ub.poison of t.
func poisonOf(rw *rewrite.Rewriter, loc ir.Location, t ir.Type) *ir.Value {
	return build(rw, loc, "ub.poison", nil, []ir.Type{t}).Result(0)
}

// ones is a slice of n ones.
func ones(n int) []int64 {
	out := make([]int64, n)
	for i := range out {
		out[i] = 1
	}
	return out
}

func lowerShapeCast(op *ir.Operation, rw *rewrite.Rewriter) bool {
	ctx := rw.Builder.Ctx
	src := op.Operand(0).Type().(*ir.VectorType)
	res := op.Result(0).Type().(*ir.VectorType)
	if isScalable(src) || isScalable(res) {
		return false
	}
	loc := op.Loc()
	source := op.Operand(0)
	srcRank, resRank := len(src.Shape), len(res.Shape)
	s, r := srcRank-1, resRank-1
	for s >= 0 && r >= 0 && src.Shape[s] == res.Shape[r] {
		s--
		r--
	}
	if s < 0 || r < 0 {
		delta := srcRank - resRank
		srcLead, resLead := max(delta, 0), max(-delta, 0)
		poison := poisonOf(rw, loc, res)
		ext := extractAt(rw, loc, source, make([]int64, srcLead))
		rw.ReplaceOp(op, []*ir.Value{insertAt(rw, loc, ext, poison, make([]int64, resLead))})
		return true
	}
	g := gcd(src.Shape[s], res.Shape[r])
	sliceRank := srcRank - s
	extractPeriod, insertPeriod := src.Shape[s]/g, res.Shape[r]/g
	atomic := append([]int64(nil), src.Shape[s:]...)
	atomic[0] = g
	nAtomic := numElements(src) / ir.NumElements(atomic)
	if g == 1 {
		s++
		r++
		extractIndex, insertIndex := make([]int64, s), make([]int64, r)
		result := poisonOf(rw, loc, res)
		for i := int64(0); i < nAtomic; i++ {
			ext := extractAt(rw, loc, source, extractIndex)
			result = insertAt(rw, loc, ext, result, insertIndex)
			inplaceAdd(1, src.Shape[:s], extractIndex)
			inplaceAdd(1, res.Shape[:r], insertIndex)
		}
		rw.ReplaceOp(op, []*ir.Value{result})
		return true
	}
	insT := ctx.VectorType(res.Shape[r:], res.Elem, nil)
	atomicT := ctx.VectorType(atomic, res.Elem, nil)
	extractIndex, insertIndex := make([]int64, s), make([]int64, r)
	extractOffsets, insertOffsets := make([]int64, sliceRank), make([]int64, sliceRank)
	unit := ones(sliceRank)
	var extracted, inserted *ir.Value
	result := poisonOf(rw, loc, res)
	part := poisonOf(rw, loc, insT)
	for i := int64(0); i < nAtomic; i++ {
		ePhase, iPhase := i%extractPeriod, i%insertPeriod
		if ePhase == 0 {
			extracted = extractAt(rw, loc, source, extractIndex)
			inplaceAdd(1, src.Shape[:s], extractIndex)
		}
		extractOffsets[0] = ePhase * g
		strided := build(rw, loc, "vector.extract_strided_slice", []*ir.Value{extracted}, []ir.Type{atomicT},
			stridedSliceAttrs(ctx, extractOffsets, atomic, unit)...).Result(0)
		if iPhase == 0 {
			inserted = part
		}
		insertOffsets[0] = iPhase * g
		inserted = build(rw, loc, "vector.insert_strided_slice", []*ir.Value{strided, inserted}, []ir.Type{insT},
			stridedSliceAttrs(ctx, insertOffsets, nil, unit)...).Result(0)
		if iPhase+1 == insertPeriod {
			result = insertAt(rw, loc, inserted, result, insertIndex)
			inplaceAdd(1, res.Shape[:r], insertIndex)
		}
	}
	rw.ReplaceOp(op, []*ir.Value{result})
	return true
}

// trailingDimScalable reports whether only the last dimension of t is
// scalable.
func trailingDimScalable(t *ir.VectorType) bool {
	n := len(t.Shape)
	if n == 0 || !scalableAt(t, n-1) {
		return false
	}
	for i := 0; i < n-1; i++ {
		if scalableAt(t, i) {
			return false
		}
	}
	return true
}

// lowerScalableShapeCast is ScalableShapeCastOpRewritePattern: a
// shape_cast between vectors whose only scalable dimension is the last,
// moving one scalable subvector at a time with vector.scalable.extract and
// vector.scalable.insert.
func lowerScalableShapeCast(op *ir.Operation, rw *rewrite.Rewriter) bool {
	ctx := rw.Builder.Ctx
	src := op.Operand(0).Type().(*ir.VectorType)
	res := op.Result(0).Type().(*ir.VectorType)
	if !trailingDimScalable(src) || !trailingDimScalable(res) {
		return false
	}
	loc := op.Loc()
	srcRank, resRank := len(src.Shape), len(res.Shape)
	srcTrailing, resTrailing := src.Shape[srcRank-1], res.Shape[resRank-1]
	ext := min(srcTrailing, resTrailing)
	n := ir.NumElements(src.Shape)
	extT := ctx.VectorType([]int64{ext}, src.Elem, []bool{true})
	result := poisonOf(rw, loc, res)
	srcIdx, resIdx := make([]int64, srcRank), make([]int64, resRank)
	var curRes, curSrc *ir.Value
	for i := int64(0); i < n; i += ext {
		if curSrc == nil {
			if srcRank != 1 {
				curSrc = extractAt(rw, loc, op.Operand(0), append([]int64(nil), srcIdx[:srcRank-1]...))
			} else {
				curSrc = op.Operand(0)
			}
		}
		sub := curSrc
		if ext < srcTrailing {
			sub = build(rw, loc, "vector.scalable.extract", []*ir.Value{sub}, []ir.Type{extT},
				ir.NamedAttr{Name: "pos", Value: ctx.IntAttr(ctx.I(64), srcIdx[srcRank-1])}).Result(0)
		}
		if curRes == nil {
			switch {
			case ext == resTrailing:
				curRes = sub
			case resRank != 1:
				curRes = extractAt(rw, loc, result, append([]int64(nil), resIdx[:resRank-1]...))
			default:
				curRes = result
			}
		}
		if ext < resTrailing {
			curRes = build(rw, loc, "vector.scalable.insert", []*ir.Value{sub, curRes}, []ir.Type{curRes.Type()},
				ir.NamedAttr{Name: "pos", Value: ctx.IntAttr(ctx.I(64), resIdx[resRank-1])}).Result(0)
		}
		if resIdx[resRank-1]+ext >= resTrailing && curRes != result {
			result = insertAt(rw, loc, curRes, result, append([]int64(nil), resIdx[:resRank-1]...))
			curRes = nil
		}
		if srcIdx[srcRank-1]+ext >= srcTrailing {
			curSrc = nil
		}
		inplaceAdd(ext, src.Shape, srcIdx)
		inplaceAdd(ext, res.Shape, resIdx)
	}
	rw.ReplaceOp(op, []*ir.Value{result})
	return true
}
