package vectortollvm

import (
	"github.com/gomlir/gomlir/conversion"
	"github.com/gomlir/gomlir/conversion/llvmcommon"
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/ods"
)

// vscale is VectorScaleOpConversion: llvm.intr.vscale.
func (l *lowerer) vscale(op *ir.Operation, _ conversion.Adaptor, rw *conversion.Rewriter) bool {
	rw.ReplaceOpWithOp(op, llvmcommon.Create(rw.Builder, op.Loc(), "llvm.intr.vscale", l.tc.ConvertType(op.Result(0).Type()), nil))
	return true
}

// scalableInsertExtract is VectorScalableInsertOpLowering and
// VectorScalableExtractOpLowering: llvm.intr.vector.insert and
// llvm.intr.vector.extract.
func (l *lowerer) scalableInsertExtract(op *ir.Operation, a conversion.Adaptor, rw *conversion.Rewriter) bool {
	name := "llvm.intr.vector.extract"
	operands := a.Operands()
	if op.Name() == "vector.scalable.insert" {
		name = "llvm.intr.vector.insert"
		operands = []*ir.Value{a.Operand(1), a.Operand(0)}
	}
	rw.ReplaceOpWithOp(op, llvmcommon.Create(rw.Builder, op.Loc(), name, l.tc.ConvertType(op.Result(0).Type()), operands,
		ir.NamedAttr{Name: "pos", Value: op.InherentAttr("pos")}))
	return true
}

// expandCompress is VectorExpandLoadOpConversion and
// VectorCompressStoreOpConversion: llvm.intr.masked.expandload and
// llvm.intr.masked.compressstore at the element address.
func (l *lowerer) expandCompress(op *ir.Operation, a conversion.Adaptor, rw *conversion.Rewriter) bool {
	loc := op.Loc()
	mt := op.Operand(0).Type().(*ir.MemRefType)
	n := len(ods.OperandGroup(op, 1))
	ops := a.Operands()
	ptr := l.tc.StridedElementPtr(rw.Builder, loc, mt, ops[0], ops[1:1+n], 0)
	if op.Name() == "vector.expandload" {
		rw.ReplaceOpWithOp(op, llvmcommon.Create(rw.Builder, loc, "llvm.intr.masked.expandload", l.tc.ConvertType(op.Result(0).Type()),
			[]*ir.Value{ptr, ops[1+n], ops[2+n]}))
		return true
	}
	llvmcommon.Create(rw.Builder, loc, "llvm.intr.masked.compressstore", nil, []*ir.Value{ops[2+n], ptr, ops[1+n]})
	rw.EraseOp(op)
	return true
}

// scalableStep is VectorScalableStepOpLowering: llvm.intr.stepvector.
func (l *lowerer) scalableStep(op *ir.Operation, _ conversion.Adaptor, rw *conversion.Rewriter) bool {
	vt := op.Result(0).Type().(*ir.VectorType)
	if !scalable(vt) {
		return false
	}
	rw.ReplaceOpWithOp(op, llvmcommon.Create(rw.Builder, op.Loc(), "llvm.intr.stepvector", l.tc.ConvertType(vt), nil))
	return true
}
