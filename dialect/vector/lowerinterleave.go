package vector

import (
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/rewrite"
)

// InterleaveLoweringPatterns is populateVectorInterleaveLoweringPatterns
// (target rank 1): n-D interleaves and deinterleaves unrolled into 1-D
// ones over their leading dimensions.
func InterleaveLoweringPatterns() []rewrite.Pattern {
	return []rewrite.Pattern{
		pattern("(anonymous namespace)::UnrollInterleaveOp", "vector.interleave", unrollInterleave),
		pattern("(anonymous namespace)::UnrollDeinterleaveOp", "vector.deinterleave", unrollDeinterleave),
	}
}

func unrollInterleave(op *ir.Operation, rw *rewrite.Rewriter) bool {
	resT := op.Result(0).Type().(*ir.VectorType)
	positions, ok := unrollPositions(resT, 1)
	if !ok {
		return false
	}
	loc := op.Loc()
	result := zeroConstant(rw, loc, resT)
	for _, p := range positions {
		l := extractAt(rw, loc, op.Operand(0), p)
		r := extractAt(rw, loc, op.Operand(1), p)
		lt := l.Type().(*ir.VectorType)
		it := rw.Builder.Ctx.VectorType(append(append([]int64(nil), lt.Shape[:len(lt.Shape)-1]...), 2*lt.Shape[len(lt.Shape)-1]), lt.Elem, lt.Scalable)
		v := build(rw, loc, "vector.interleave", []*ir.Value{l, r}, []ir.Type{it}).Result(0)
		result = insertAt(rw, loc, v, result, p)
	}
	rw.ReplaceOp(op, []*ir.Value{result})
	return true
}

func unrollDeinterleave(op *ir.Operation, rw *rewrite.Rewriter) bool {
	resT := op.Result(0).Type().(*ir.VectorType)
	positions, ok := unrollPositions(resT, 1)
	if !ok {
		return false
	}
	loc := op.Loc()
	empty := zeroConstant(rw, loc, resT)
	even, odd := empty, empty
	for _, p := range positions {
		src := extractAt(rw, loc, op.Operand(0), p)
		half := extractType(rw.Builder.Ctx, resT, len(p))
		d := build(rw, loc, "vector.deinterleave", []*ir.Value{src}, []ir.Type{half, half})
		even = insertAt(rw, loc, d.Result(0), even, p)
		odd = insertAt(rw, loc, d.Result(1), odd, p)
	}
	rw.ReplaceOp(op, []*ir.Value{even, odd})
	return true
}
