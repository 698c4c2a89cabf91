// Package tensor defines the tensor dialect (upstream's TensorOps.td): the
// creation, access, slicing, reshaping and padding of tensor values, with
// upstream's syntax, verifiers, folders and canonicalization patterns.
package tensor

import (
	"github.com/gomlir/gomlir/dialect/arith"
	"github.com/gomlir/gomlir/dialect/complex"
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/ods"
	"github.com/gomlir/gomlir/rewrite"
)

// Dialect is the tensor dialect.
var Dialect = &ods.Dialect{
	Name:    "tensor",
	Summary: "The tensor dialect is intended to hold core tensor creation and manipulation ops",
	Ops: []*ods.Op{bitcastSpec, castSpec, concatSpec, dimSpec, emptySpec, extractSpec,
		extractSliceSpec, fromElementsSpec, gatherSpec, generateSpec, insertSpec, insertSliceSpec,
		rankSpec, reshapeSpec, expandShapeSpec, collapseShapeSpec, padSpec, parallelInsertSliceSpec,
		scatterSpec, splatSpec, yieldSpec},
	Template: ir.Dialect{
		MaterializeConstant: materializeConstant,
		// TensorInlinerInterface: every region and op of the dialect may be
		// inlined.
		Interfaces: ir.Interfaces{&ir.DialectInlinerInterface{
			IsLegalToInlineRegion: func(_, _ *ir.Region, _ bool, _ *ir.Mapping) bool { return true },
			IsLegalToInlineOp:     func(_ *ir.Operation, _ *ir.Region, _ bool, _ *ir.Mapping) bool { return true },
		}},
	},
	ViewNames: map[string]string{
		"tensor.bitcast":               "BitcastOp",
		"tensor.extract_slice":         "ExtractSliceOp",
		"tensor.from_elements":         "FromElementsOp",
		"tensor.insert_slice":          "InsertSliceOp",
		"tensor.expand_shape":          "ExpandShapeOp",
		"tensor.collapse_shape":        "CollapseShapeOp",
		"tensor.parallel_insert_slice": "ParallelInsertSliceOp",
	},
}

// materializeConstant is TensorDialect::materializeConstant: an
// arith.constant, or a complex.constant for a complex value.
func materializeConstant(b *ir.Builder, value ir.Attribute, t ir.Type, loc ir.Location) *ir.Operation {
	if op := arith.Dialect.Template.MaterializeConstant(b, value, t, loc); op != nil {
		return op
	}
	if _, ok := t.(*ir.ComplexType); ok {
		return complex.Dialect.Template.MaterializeConstant(b, value, t, loc)
	}
	return nil
}

// Type constraints with upstream's descriptions.
var (
	isTensor = func(t ir.Type) bool {
		switch t.(type) {
		case *ir.RankedTensorType, *ir.UnrankedTensorType:
			return true
		}
		return false
	}
	isRanked = func(t ir.Type) bool { _, ok := t.(*ir.RankedTensorType); return ok }

	// anyTensor is AnyTensor (TensorOf<[AnyType]>, a TensorType).
	anyTensor = ods.TypeConstraint{Desc: "tensor of any type values", Pred: isTensor, BaseClass: isTensor}
	// anyRankedTensor is AnyRankedTensor.
	anyRankedTensor = ods.TypeConstraint{Desc: "ranked tensor of any type values", Pred: isRanked, Class: "builtin.tensor"}
	// anyNon0RankedOrUnrankedTensor is AnyNon0RankedOrUnrankedTensor.
	anyNon0RankedOrUnrankedTensor = ods.TypeConstraint{Desc: "non-0-ranked or unranked tensor", Pred: func(t ir.Type) bool {
		switch t := t.(type) {
		case *ir.UnrankedTensorType:
			return true
		case *ir.RankedTensorType:
			return len(t.Shape) != 0
		}
		return false
	}, BaseClass: isTensor}
	// anyStaticShapeTensor is AnyStaticShapeTensor.
	anyStaticShapeTensor = ods.TypeConstraint{Desc: "statically shaped tensor of any type values", Pred: func(t ir.Type) bool {
		r, ok := t.(*ir.RankedTensorType)
		return ok && staticShape(r.Shape)
	}, Class: "builtin.tensor"}
	// indicesTensor is RankedTensorOf<[AnySignlessIntegerOrIndex]>.
	indicesTensor = ods.TypeConstraint{Desc: "ranked tensor of signless integer or index values", Pred: func(t ir.Type) bool {
		r, ok := t.(*ir.RankedTensorType)
		return ok && ods.SignlessIntOrIdx.Pred(r.Elem)
	}, Class: "builtin.tensor"}
	// shapeTensor is TensorRankOf<[AnySignlessInteger, Index], [1]>.
	shapeTensor = ods.TypeConstraint{Desc: "1D tensor of signless integer or index values", Pred: func(t ir.Type) bool {
		r, ok := t.(*ir.RankedTensorType)
		return ok && len(r.Shape) == 1 && ods.SignlessIntOrIdx.Pred(r.Elem)
	}, BaseClass: isTensor}
)

// pure is upstream's Pure.
var pure = []ir.Trait{ir.TraitNoMemoryEffect, ir.TraitAlwaysSpeculatable}

func traits(extra ...ir.Trait) []ir.Trait { return append(append([]ir.Trait{}, extra...), pure...) }

// staticShape reports whether no size of shape is dynamic.
func staticShape(shape []int64) bool {
	for _, d := range shape {
		if d == ir.Dynamic {
			return false
		}
	}
	return true
}

// countDynamic is the number of dynamic sizes of shape.
func countDynamic(shape []int64) int {
	n := 0
	for _, d := range shape {
		if d == ir.Dynamic {
			n++
		}
	}
	return n
}

// rankedOf returns t as a ranked tensor type, or nil.
func rankedOf(t ir.Type) *ir.RankedTensorType {
	r, _ := t.(*ir.RankedTensorType)
	return r
}

// elementOf is `cast<TensorType>($_self).getElementType()`.
func elementOf(_ *ir.Context, t ir.Type) ir.Type {
	if s, ok := t.(ir.ShapedType); ok {
		return s.ElementType()
	}
	return t
}

// named returns a ResultNames hook giving the single result name.
func named(name string) func(op *ir.Operation, set func(v *ir.Value, name string)) {
	return func(op *ir.Operation, set func(v *ir.Value, name string)) { set(op.Result(0), name) }
}

// indexAttr is an index-typed integer attribute.
func indexAttr(ctx *ir.Context, v int64) ir.Attribute { return ctx.IntAttr(ctx.IndexType(), v) }

// constInt returns the value of an integer constant operand (upstream's
// getConstantIntValue on a value).
func constInt(v *ir.Value) (int64, bool) {
	if i, ok := rewrite.ValueConstant(v).(*ir.IntegerAttr); ok && i.IsSmall() {
		return i.Int64(), true
	}
	return 0, false
}

// foldResultInt returns the integer of a fold result: an integer attribute
// or a value defined by an integer constant.
func foldResultInt(m ir.FoldResult) (int64, bool) {
	if m.Value != nil {
		return constInt(m.Value)
	}
	if a, ok := m.Attr.(*ir.IntegerAttr); ok && a.IsSmall() {
		return a.Int64(), true
	}
	return 0, false
}
