// Package bufferization defines the bufferization dialect: the ops at the
// boundary of tensor and buffer IR (alloc_tensor, to_tensor, to_buffer,
// materialize_in_destination), buffer clones and the ownership-based
// deallocation op, with upstream MLIR's syntax, verifiers, folders and
// canonicalization patterns.
package bufferization

import (
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/ods"
)

// Dialect is the bufferization dialect.
var Dialect = &ods.Dialect{
	Name:    "bufferization",
	Summary: "bufferization: the boundary of tensor and buffer IR",
	Ops: []*ods.Op{allocTensorSpec, cloneSpec, deallocSpec, deallocTensorSpec, materializeInDestinationSpec,
		toBufferSpec, toTensorSpec},
	Template: ir.Dialect{
		VerifyOpAttr:        verifyOpAttr,
		VerifyRegionArgAttr: verifyRegionArgAttr,
		Interfaces:          ir.Interfaces{ir.AlwaysLegal(nil, nil)},
	},
}

func isTensor(t ir.Type) bool {
	switch t.(type) {
	case *ir.RankedTensorType, *ir.UnrankedTensorType:
		return true
	}
	return false
}

func isMemRef(t ir.Type) bool {
	switch t.(type) {
	case *ir.MemRefType, *ir.UnrankedMemRefType:
		return true
	}
	return false
}

func isShaped(t ir.Type) bool {
	if isTensor(t) || isMemRef(t) {
		return true
	}
	_, ok := t.(*ir.VectorType)
	return ok
}

var (
	// anyTensor is AnyTensor.
	anyTensor = ods.TypeConstraint{Desc: "tensor of any type values", Pred: isTensor, BaseClass: isTensor}
	// anyMemRef is AnyRankedOrUnrankedMemRef.
	anyMemRef = ods.TypeConstraint{Desc: "ranked or unranked memref of any type values", Pred: isMemRef, BaseClass: isMemRef}
	// anyShaped is AnyShaped.
	anyShaped = ods.TypeConstraint{Desc: "shaped of any type values", Pred: isShaped}
	// tensorLike is the TensorLikeType interface, which the builtin
	// tensor types implement.
	tensorLike = ods.TypeConstraint{Desc: "TensorLikeType instance", Pred: isTensor, BaseClass: isTensor}
	// bufferLike is the BufferLikeType interface, which the builtin memref
	// types implement.
	bufferLike = ods.TypeConstraint{Desc: "BufferLikeType instance", Pred: isMemRef, BaseClass: isMemRef}
)

// unitAttr is an optional UnitAttr named name.
func unitAttr(name string) ods.Attr {
	return ods.Attr{Name: name, Constraint: ods.UnitAttrC, Optional: true}
}

// shapeOf returns the shape of a tensor or memref type as upstream's
// ShapedType::getShape reads it: nil for unranked types.
func shapeOf(t ir.Type) []int64 {
	switch t := t.(type) {
	case *ir.RankedTensorType:
		return t.Shape
	case *ir.MemRefType:
		return t.Shape
	case *ir.VectorType:
		return t.Shape
	}
	return nil
}

// ranked reports whether t is a ranked shaped type.
func ranked(t ir.Type) bool {
	switch t.(type) {
	case *ir.RankedTensorType, *ir.MemRefType, *ir.VectorType:
		return true
	}
	return false
}

// sameShape compares two shapes element-wise.
func sameShape(a, b []int64) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// tensorAndBufferMatch is Bufferization_TensorAndBufferMatch: the builtin
// tensor type's verifyCompatibleBufferType, whose own error is reported
// before the trait's.
func tensorAndBufferMatch(tensor, buffer func(op *ir.Operation) *ir.Value) ods.PredTrait {
	return ods.PredTrait{Desc: "specified tensor and buffer types match", Check: func(op *ir.Operation) bool {
		tt, bt := tensor(op).Type(), buffer(op).Type()
		msg := ""
		switch {
		case !sameShape(shapeOf(tt), shapeOf(bt)):
			msg = "shapes do not match"
		case ods.ElementOf(tt) != ods.ElementOf(bt):
			msg = "element types do not match"
		default:
			return true
		}
		if ctx := ods.ContextOf(op); ctx != nil {
			ctx.Report(op.EmitError("%s", msg))
		}
		return false
	}}
}

func operand(i int) func(op *ir.Operation) *ir.Value {
	return func(op *ir.Operation) *ir.Value { return op.Operand(i) }
}

func result(i int) func(op *ir.Operation) *ir.Value {
	return func(op *ir.Operation) *ir.Value { return op.Result(i) }
}

// cloneSpec is bufferization.clone.
var cloneSpec = &ods.Op{
	Name:     "bufferization.clone",
	Summary:  "clone a memref",
	Operands: []ods.Operand{{Name: "input", Type: anyMemRef}},
	Results:  []ods.Result{{Name: "output", Type: anyMemRef}},
	Format:   "$input attr-dict `:` type($input) `to` type($output)",
	Interfaces: ir.Interfaces{ir.EffectsFunc(func(op *ir.Operation) []ir.EffectInstance {
		return []ir.EffectInstance{
			{Effect: ir.EffectRead, Value: op.Operand(0)},
			{Effect: ir.EffectWrite, Value: op.Result(0)},
			{Effect: ir.EffectAllocate, Value: op.Result(0)},
		}
	})},
	Fold: foldClone,
}

// deallocTensorSpec is bufferization.dealloc_tensor.
var deallocTensorSpec = &ods.Op{
	Name:     "bufferization.dealloc_tensor",
	Summary:  "release underlying storage format of given tensor",
	Operands: []ods.Operand{{Name: "tensor", Type: anyTensor}},
	Format:   "$tensor attr-dict `:` type($tensor)",
}

// toTensorSpec is bufferization.to_tensor.
var toTensorSpec = &ods.Op{
	Name:     "bufferization.to_tensor",
	Summary:  "create a buffer-like type from a tensor-like type",
	Operands: []ods.Operand{{Name: "buffer", Type: bufferLike}},
	Attrs:    []ods.Attr{unitAttr("restrict"), unitAttr("writable")},
	Results:  []ods.Result{{Name: "result", Type: tensorLike}},
	Traits:   []ir.Trait{ir.TraitSameOperandsAndResultShape, ir.TraitSameOperandsAndResultElementType},
	Preds:    []ods.PredTrait{tensorAndBufferMatch(result(0), operand(0))},
	Format:   "$buffer (`restrict` $restrict^)? (`writable` $writable^)? attr-dict `:` type($buffer) `to` type($result)",
	Interfaces: ir.Interfaces{ir.EffectsFunc(func(op *ir.Operation) []ir.EffectInstance {
		return []ir.EffectInstance{{Effect: ir.EffectRead, Value: op.Operand(0)}}
	})},
	Fold: foldToTensor,
}

// toBufferSpec is bufferization.to_buffer.
var toBufferSpec = &ods.Op{
	Name:     "bufferization.to_buffer",
	Summary:  "cast a tensor-like type to buffer-like type",
	Operands: []ods.Operand{{Name: "tensor", Type: tensorLike}},
	Attrs:    []ods.Attr{unitAttr("read_only")},
	Results:  []ods.Result{{Name: "buffer", Type: bufferLike}},
	Traits: []ir.Trait{ir.TraitSameOperandsAndResultShape, ir.TraitSameOperandsAndResultElementType,
		ir.TraitNoMemoryEffect, ir.TraitAlwaysSpeculatable},
	Preds:  []ods.PredTrait{tensorAndBufferMatch(operand(0), result(0))},
	Format: "$tensor (`read_only` $read_only^)? attr-dict `:` type($tensor) `to` type($buffer)",
	Fold:   foldToBuffer,
}

// deallocSpec is bufferization.dealloc: the memrefs are freed under their
// conditions unless a retained memref aliases them; one updated ownership
// condition per retained memref.
var deallocSpec = &ods.Op{
	Name:    "bufferization.dealloc",
	Summary: "deallocates the given memrefs if no alias is retained",
	Operands: []ods.Operand{
		{Name: "memrefs", Type: anyMemRef, Arity: ods.Variadic},
		{Name: "conditions", Type: ods.I1, Arity: ods.Variadic},
		{Name: "retained", Type: anyMemRef, Arity: ods.Variadic},
	},
	Results: []ods.Result{{Name: "updatedConditions", Type: ods.I1, Arity: ods.Variadic}},
	Traits:  []ir.Trait{ir.TraitAttrSizedOperandSegments},
	Format: "(` ``(` $memrefs^ `:` type($memrefs) `)` `if` ` ` `(` $conditions `)` )?\n" +
		"    (`retain` ` ` `(` $retained^ `:` type($retained) `)` )? attr-dict",
	// One i1 result per retained memref.
	InferResultTypes: func(ctx *ir.Context, _ []*ir.Value, attrs ods.AttrGetter, _ []*ir.Region) ([]ir.Type, error) {
		var types []ir.Type
		if seg, ok := attrs("operandSegmentSizes").(*ir.DenseArrayAttr); ok && seg.N == 3 {
			for range seg.Int64At(2) {
				types = append(types, ctx.I(1))
			}
		}
		return types, nil
	},
	Verify: func(op *ir.Operation) error {
		_, nMemrefs := ods.GroupRange(op, 0, false)
		_, nConds := ods.GroupRange(op, 1, false)
		_, nRetained := ods.GroupRange(op, 2, false)
		if nMemrefs != nConds {
			return op.EmitOpError("must have the same number of conditions as memrefs to deallocate")
		}
		if nRetained != op.NumResults() {
			return op.EmitOpError("must have the same number of updated conditions (results) as retained operands")
		}
		return nil
	},
}
