// Package tosa defines part of the tosa dialect (Tensor Operator Set
// Architecture): the reductions along one axis that share one shape
// (reduce_all, reduce_any, reduce_product, reduce_sum, and reduce_max and
// reduce_min with their NaN propagation mode).
package tosa

import (
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/ods"
)

// Dialect is the tosa dialect: its ops are defined once as ods specs.
var Dialect = &ods.Dialect{
	Name:    "tosa",
	Summary: "Tensor Operator Set Architecture",
	Ops: []*ods.Op{
		reduceSpec("reduce_all", "Reduce All operator"),
		reduceSpec("reduce_any", "Reduce Any operator"),
		reduceSpec("reduce_product", "Reduce Product operator"),
		reduceSpec("reduce_sum", "Reduce Sum operator"),
		nanModeReduceSpec("reduce_max", "Reduce Max operator"),
		nanModeReduceSpec("reduce_min", "Reduce Min operator"),
	},
	Template: ir.Dialect{ParseAttr: parseAttr, PrintAttr: printAttr},
}

// tensorAtLeast1D is upstream's Tosa_TensorAtLeast1D over Tosa_AnyNumber:
// an unranked tensor, or a ranked one of rank 1 or more, of signless or
// unsigned integers or floats.
var tensorAtLeast1D = ods.TypeConstraint{
	Desc: "tosa-conformant tensor of at least rank 1",
	Pred: func(t ir.Type) bool {
		switch t := t.(type) {
		case *ir.RankedTensorType:
			return len(t.Shape) >= 1 && isNumber(t.Elem)
		case *ir.UnrankedTensorType:
			return isNumber(t.Elem)
		}
		return false
	},
}

// isNumber reports whether t is a tosa number: a signless or unsigned
// integer, or a float.
func isNumber(t ir.Type) bool {
	switch t := t.(type) {
	case *ir.IntegerType:
		return t.Signedness != ir.Signed
	case *ir.FloatType:
		return true
	}
	return false
}

// reduceSpec is the spec of the reductions (Tosa_InferTensorTypeOp with an
// input tensor and an i32 axis).
func reduceSpec(mnemonic, summary string) *ods.Op {
	return &ods.Op{
		Name:     "tosa." + mnemonic,
		Summary:  summary,
		Operands: []ods.Operand{{Name: "input", Type: tensorAtLeast1D}},
		Results:  []ods.Result{{Name: "output", Type: tensorAtLeast1D}},
		Attrs:    []ods.Attr{{Name: "axis", Constraint: ods.I32Attr}},
		Traits:   []ir.Trait{ir.TraitNoMemoryEffect, ir.TraitAlwaysSpeculatable},
		Format:   "operands attr-dict `:` functional-type(operands, results)",
		Verify:   verifyReduce,
	}
}

// axisOf returns the reduction axis of a reduce op.
func axisOf(op *ir.Operation) int64 {
	if d, ok := op.Props().(*ir.DictionaryAttr); ok {
		if a, ok := d.Get("axis").(*ir.IntegerAttr); ok {
			return a.Int64()
		}
	}
	return 0
}

// inferReduceType is upstream's ReduceInferReturnTypes: the input's shape
// with the reduced dimension 1, unranked when the input is or the axis is
// not one of its dimensions.
func inferReduceType(ctx *ir.Context, input ir.ShapedType, axis int64) ir.Type {
	if !input.HasRank() || axis < 0 || axis >= int64(len(input.Dims())) {
		return ctx.UnrankedTensorType(input.ElementType())
	}
	shape := append([]int64(nil), input.Dims()...)
	shape[axis] = 1
	return ctx.RankedTensorType(shape, input.ElementType(), nil)
}

// verifyInferredReduceType is the InferTypeOpInterface check: the result
// type must have the inferred element type and a compatible shape.
func verifyInferredReduceType(op *ir.Operation) error {
	ctx := ods.ContextOf(op)
	in := op.Operand(0).Type().(ir.ShapedType)
	out := op.Result(0).Type().(ir.ShapedType)
	want := inferReduceType(ctx, in, axisOf(op))
	if want.(ir.ShapedType).ElementType() == out.ElementType() && ods.CompatibleShapes([]ir.Type{want, out}) {
		return nil
	}
	d := op.EmitOpError("inferred type(s) '%s' are incompatible with return type(s) of operation '%s'", ods.TypeText(want), ods.TypeText(out))
	d.Op = nil
	ctx.Report(d)
	return op.EmitOpError("failed to infer returned types")
}

// verifyReduce is upstream's verifyReduceOp, then the check of the
// inferred result type (which upstream runs after the op's verifier).
func verifyReduce(op *ir.Operation) error {
	if err := verifyReduceShapes(op); err != nil {
		return err
	}
	return verifyInferredReduceType(op)
}

// verifyReduceShapes is upstream's verifyReduceOp.
func verifyReduceShapes(op *ir.Operation) error {
	in := op.Operand(0).Type().(ir.ShapedType)
	out := op.Result(0).Type().(ir.ShapedType)
	axis := axisOf(op)
	if axis < 0 {
		return op.EmitOpError("reduce axis must not be negative")
	}
	if in.HasRank() {
		rank := int64(len(in.Dims()))
		if axis >= rank && !(axis == 0 && rank == 0) {
			return op.EmitOpError("expect input tensor rank (%d) to be larger than reduce axis (%d)", rank, axis)
		}
	}
	if !out.HasRank() {
		return nil
	}
	rank := int64(len(out.Dims()))
	if in.HasRank() && rank != int64(len(in.Dims())) {
		return op.EmitOpError("expect output tensor rank to be equal to input tensor rank")
	}
	if axis >= rank && !(axis == 0 && rank == 0) {
		return op.EmitOpError("expect output tensor rank (%d) to be larger than reduce axis (%d)", rank, axis)
	}
	if rank != 0 {
		if d := out.Dims()[axis]; d != ir.Dynamic && d != 1 {
			return op.EmitOpError("expect reduced dimension size to be 1, got %d", d)
		}
	}
	return nil
}
