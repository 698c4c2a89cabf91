// Package quant defines upstream's quant dialect: the quantized types
// (!quant.any, !quant.uniform per layer, per axis and per sub-channel block,
// !quant.calibrated) and the casts between them and their float and
// storage types (quant.dcast, quant.qcast, quant.scast).
package quant

import (
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/ods"
)

// Dialect is the quant dialect.
var Dialect = &ods.Dialect{
	Name:    "quant",
	Summary: "Quantization dialect",
	Ops:     []*ods.Op{dcastSpec, qcastSpec, scastSpec},
	Template: ir.Dialect{
		ParseType: parseType,
		PrintType: printType,
	},
}

// elementOrSelf is getElementTypeOrSelf for the casts' tensors.
func elementOrSelf(t ir.Type) ir.Type {
	switch x := t.(type) {
	case *ir.RankedTensorType:
		return x.Elem
	case *ir.UnrankedTensorType:
		return x.Elem
	}
	return t
}

func isQuantized(t ir.Type) bool { _, ok := t.(QuantizedType); return ok }
func isFloat(t ir.Type) bool     { _, ok := t.(*ir.FloatType); return ok }
func isSignless(t ir.Type) bool {
	it, ok := t.(*ir.IntegerType)
	return ok && it.Signedness == ir.Signless
}

// scalarOrTensorOf is quant_ScalarOrTensorOf.
func scalarOrTensorOf(desc string, pred func(ir.Type) bool) ods.TypeConstraint {
	return ods.TypeConstraint{Desc: "scalar or tensor of " + desc, Pred: func(t ir.Type) bool {
		switch t.(type) {
		case *ir.RankedTensorType, *ir.UnrankedTensorType:
			return pred(elementOrSelf(t))
		}
		return pred(t)
	}}
}

var (
	floatScalarOrTensor     = scalarOrTensorOf("floating-point", isFloat)
	quantizedScalarOrTensor = scalarOrTensorOf("quantized type", isQuantized)
	integerScalarOrTensor   = scalarOrTensorOf("signless integer", isSignless)
	integerOrQuantized      = scalarOrTensorOf("signless integer or quantized type", func(t ir.Type) bool {
		return isSignless(t) || isQuantized(t)
	})
)

// sameShape is quant_SameScalarOrTensorShape.
var sameShape = ods.PredTrait{Desc: "input and result are both scalars or both tensors with matching shape", Check: func(op *ir.Operation) bool {
	in, out := op.Operand(0).Type(), op.Result(0).Type()
	scalar := func(t ir.Type) bool { return isSignless(t) || isFloat(t) || isQuantized(t) }
	switch a := in.(type) {
	case *ir.UnrankedTensorType:
		_, ok := out.(*ir.UnrankedTensorType)
		return ok
	case *ir.RankedTensorType:
		b, ok := out.(*ir.RankedTensorType)
		if !ok || len(a.Shape) != len(b.Shape) {
			return false
		}
		for i := range a.Shape {
			if a.Shape[i] != b.Shape[i] {
				return false
			}
		}
		return true
	}
	return scalar(in) && scalar(out)
}}

// integerAndQuantized is quant_IntegerAndQuantizedCombination.
var integerAndQuantized = ods.PredTrait{Desc: "input must be integer and result must be quantized, or vice versa", Check: func(op *ir.Operation) bool {
	in, out := op.Operand(0).Type(), op.Result(0).Type()
	return (quantizedScalarOrTensor.Pred(in) && integerScalarOrTensor.Pred(out)) ||
		(integerScalarOrTensor.Pred(in) && quantizedScalarOrTensor.Pred(out))
}}

// castSpec builds one of the casts.
func castSpec(name, summary string, in, out ods.TypeConstraint, preds []ods.PredTrait, verify func(*ir.Operation) error,
	fold func(*ir.Operation, []ir.Attribute) []ir.FoldResult) *ods.Op {
	return &ods.Op{
		Name:     name,
		Summary:  summary,
		Operands: []ods.Operand{{Name: "input", Type: in}},
		Results:  []ods.Result{{Name: "result", Type: out}},
		Traits:   []ir.Trait{ir.TraitNoMemoryEffect, ir.TraitAlwaysSpeculatable},
		Preds:    preds,
		Format:   "$input attr-dict `:` type($input) `to` type($result)",
		Verify:   verify,
		Fold:     fold,
	}
}

var (
	dcastSpec = castSpec("quant.dcast", "Dequantize cast operation", quantizedScalarOrTensor, floatScalarOrTensor,
		[]ods.PredTrait{sameShape}, func(op *ir.Operation) error {
			return verifyQuantization(op, elementOrSelf(op.Operand(0).Type()).(QuantizedType), elementOrSelf(op.Result(0).Type()),
				op.Operand(0).Type())
		}, foldDcast)
	qcastSpec = castSpec("quant.qcast", "Quantize cast operation", floatScalarOrTensor, quantizedScalarOrTensor,
		[]ods.PredTrait{sameShape}, func(op *ir.Operation) error {
			return verifyQuantization(op, elementOrSelf(op.Result(0).Type()).(QuantizedType), elementOrSelf(op.Operand(0).Type()),
				op.Operand(0).Type())
		}, nil)
	scastSpec = castSpec("quant.scast", "Storage cast operation", integerOrQuantized, integerOrQuantized,
		[]ods.PredTrait{sameShape, integerAndQuantized}, verifyScast, foldScast)
)

// verifyContainer verifies the per-axis or sub-channel parameters of q
// against the tensor holding it.
func verifyContainer(op *ir.Operation, q QuantizedType, container ir.Type) error {
	switch t := q.(type) {
	case *UniformQuantizedPerAxisType:
		return verifyPerAxis(op, t, container)
	case *UniformQuantizedSubChannelType:
		return verifySubChannel(op, t, container)
	}
	return nil
}

// verifySubChannel is verifySubChannelQuantization.
func verifySubChannel(op *ir.Operation, q *UniformQuantizedSubChannelType, container ir.Type) error {
	var shape []int64
	switch t := container.(type) {
	case *ir.RankedTensorType:
		shape = t.Shape
	case *ir.UnrankedTensorType:
		return op.EmitError("tensor containing the sub-channel quantized type must be ranked")
	default:
		return op.EmitError("scalar types may not use sub-channel quantization")
	}
	expected := make([]int64, len(shape))
	for i := range expected {
		expected[i] = 1
	}
	for _, b := range q.Blocks {
		if b.Dim >= int64(len(shape)) {
			return op.EmitError("quantized dimension %d must be less than tensor rank %d", b.Dim, len(shape))
		}
		size := shape[b.Dim]
		if size != ir.Dynamic && size%b.Size != 0 {
			return op.EmitError("tensor dimension size %d at axis %d must be divisible by the corresponding block size %d", size, b.Dim, b.Size)
		}
		if size == ir.Dynamic {
			expected[b.Dim] = ir.Dynamic
		} else {
			expected[b.Dim] = size / b.Size
		}
	}
	for _, d := range shape {
		if d == 0 {
			return op.EmitError("tensor dimension size of zero is not allowed with sub-channel quantization")
		}
	}
	if len(q.Shape) != len(shape) {
		return op.EmitError("Rank of scales %d must match the rank of the tensor %d", len(q.Shape), len(shape))
	}
	for i, e := range expected {
		// As upstream's, the message gives the expected size twice.
		if e != ir.Dynamic && e != q.Shape[i] {
			return op.EmitError("dimension size %d of scales tensor at axis %d should match (tensor dimension at axis / block sizes at axis) = %d", e, i, e)
		}
	}
	return nil
}

// verifyPerAxis is verifyPerAxisQuantization.
func verifyPerAxis(op *ir.Operation, pa *UniformQuantizedPerAxisType, container ir.Type) error {
	switch t := container.(type) {
	case *ir.UnrankedTensorType:
		return nil
	case *ir.RankedTensorType:
		if pa.Dim >= int64(len(t.Shape)) {
			return op.EmitError("quantized dimension must be less than tensor rank")
		}
		if size := t.Shape[pa.Dim]; size != ir.Dynamic && size != int64(len(pa.Scales)) {
			return op.EmitError("quantized dimension size does not match number of scales")
		}
		return nil
	}
	return op.EmitError("scalar types may not use per-axis quantization")
}

// verifyQuantization is verifyQuantizationOp for quant.dcast and
// quant.qcast.
func verifyQuantization(op *ir.Operation, q QuantizedType, float ir.Type, container ir.Type) error {
	if q.Expressed() != float {
		return op.EmitError("expressed type in quantized type expected to match float type")
	}
	return verifyContainer(op, q, container)
}

// verifyScast is StorageCastOp::verify.
func verifyScast(op *ir.Operation) error {
	in, out := elementOrSelf(op.Operand(0).Type()), elementOrSelf(op.Result(0).Type())
	q, ok := in.(QuantizedType)
	integer := out
	if !ok {
		q, integer = out.(QuantizedType), in
	}
	if q.StorageInfo().Type != integer {
		return op.EmitError("storage type in quantized type expected to match integer type")
	}
	return verifyContainer(op, q, op.Operand(0).Type())
}

// foldDcast is DequantizeCastOp::fold: a dequantized quantization is its
// input.
func foldDcast(op *ir.Operation, _ []ir.Attribute) []ir.FoldResult {
	src := op.Operand(0).DefiningOp()
	if src == nil || src.Name() != "quant.qcast" {
		return nil
	}
	return []ir.FoldResult{{Value: src.Operand(0)}}
}

// foldScast is StorageCastOp::fold: casting back to the type before a
// storage cast is the value before it.
func foldScast(op *ir.Operation, _ []ir.Attribute) []ir.FoldResult {
	src := op.Operand(0).DefiningOp()
	if src == nil || src.Name() != "quant.scast" || src.Operand(0).Type() != op.Result(0).Type() {
		return nil
	}
	return []ir.FoldResult{{Value: src.Operand(0)}}
}
