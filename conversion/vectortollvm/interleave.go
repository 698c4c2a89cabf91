package vectortollvm

import (
	"github.com/gomlir/gomlir/conversion"
	"github.com/gomlir/gomlir/conversion/llvmcommon"
	"github.com/gomlir/gomlir/ir"
)

// scalable reports whether a vector type has a scalable dimension.
func scalable(t *ir.VectorType) bool {
	for _, s := range t.Scalable {
		if s {
			return true
		}
	}
	return false
}

// shuffleVector creates `llvm.shufflevector v1, v2 [mask]`.
func shuffleVector(rw *conversion.Rewriter, loc ir.Location, v1, v2 *ir.Value, mask []int32) *ir.Value {
	vt := v1.Type().(*ir.VectorType)
	var sc []bool
	if scalable(vt) {
		sc = []bool{true}
	}
	t := rw.Ctx.VectorType([]int64{int64(len(mask))}, vt.Elem, sc)
	return llvmcommon.Create(rw.Builder, loc, "llvm.shufflevector", t, []*ir.Value{v1, v2},
		ir.NamedAttr{Name: "mask", Value: rw.Ctx.DenseI32Array(mask)}).Result(0)
}

// interleave is VectorInterleaveOpLowering: a 1-D interleave as
// llvm.intr.vector.interleave2 when scalable, else a shufflevector.
func (l *lowerer) interleave(op *ir.Operation, a conversion.Adaptor, rw *conversion.Rewriter) bool {
	res := op.Result(0).Type().(*ir.VectorType)
	if len(res.Shape) != 1 {
		return false
	}
	loc := op.Loc()
	if scalable(res) {
		rw.ReplaceOpWithOp(op, llvmcommon.Create(rw.Builder, loc, "llvm.intr.vector.interleave2", l.tc.ConvertType(res), a.Operands()))
		return true
	}
	n := int32(res.Shape[0])
	mask := make([]int32, 0, n)
	for i := int32(0); i < n/2; i++ {
		mask = append(mask, i, n/2+i)
	}
	rw.ReplaceOp(op, []*ir.Value{shuffleVector(rw, loc, a.Operand(0), a.Operand(1), mask)})
	return true
}

// deinterleave is VectorDeinterleaveOpLowering: a 1-D deinterleave as
// llvm.intr.vector.deinterleave2 when scalable, else two shufflevectors.
func (l *lowerer) deinterleave(op *ir.Operation, a conversion.Adaptor, rw *conversion.Rewriter) bool {
	res := op.Result(0).Type().(*ir.VectorType)
	src := op.Operand(0).Type().(*ir.VectorType)
	if len(res.Shape) != 1 {
		return false
	}
	loc := op.Loc()
	if scalable(res) {
		packed := l.tc.PackOperationResults(op.ResultTypes())
		d := llvmcommon.Create(rw.Builder, loc, "llvm.intr.vector.deinterleave2", packed, []*ir.Value{a.Operand(0)}).Result(0)
		even := llvmcommon.ExtractValue(rw.Builder, loc, d, 0)
		odd := llvmcommon.ExtractValue(rw.Builder, loc, d, 1)
		rw.ReplaceOp(op, []*ir.Value{even, odd})
		return true
	}
	var even, odd []int32
	for i := int32(0); i < int32(src.Shape[0]); i++ {
		if i%2 == 0 {
			even = append(even, i)
		} else {
			odd = append(odd, i)
		}
	}
	poison := llvmcommon.Poison(rw.Builder, loc, src)
	e := shuffleVector(rw, loc, a.Operand(0), poison, even)
	o := shuffleVector(rw, loc, a.Operand(0), poison, odd)
	rw.ReplaceOp(op, []*ir.Value{e, o})
	return true
}

// createMaskScalable is VectorCreateMaskOpConversion: a 1-D scalable
// mask as the comparison of llvm.intr.stepvector with the broadcast
// bound.
func (l *lowerer) createMaskScalable(op *ir.Operation, _ conversion.Adaptor, rw *conversion.Rewriter) bool {
	ctx := rw.Ctx
	dst := op.Result(0).Type().(*ir.VectorType)
	if len(dst.Shape) != 1 || !scalable(dst) {
		return false
	}
	idx := ctx.I(64)
	if l.opts.Force32BitIndices {
		idx = ctx.I(32)
	}
	loc := op.Loc()
	it := ctx.VectorType(dst.Shape, idx, []bool{true})
	indices := llvmcommon.Create(rw.Builder, loc, "llvm.intr.stepvector", it, nil).Result(0)
	bound := op.Operand(0)
	if bound.Type() != ir.Type(idx) {
		bound = llvmcommon.Create(rw.Builder, loc, "arith.index_cast", idx, []*ir.Value{bound}).Result(0)
	}
	bounds := llvmcommon.Create(rw.Builder, loc, "vector.broadcast", it, []*ir.Value{bound}).Result(0)
	cmp := llvmcommon.Create(rw.Builder, loc, "arith.cmpi", dst, []*ir.Value{indices, bounds},
		ir.NamedAttr{Name: "predicate", Value: ctx.IntAttr(ctx.I(64), 2)}).Result(0)
	rw.ReplaceOp(op, []*ir.Value{cmp})
	return true
}
