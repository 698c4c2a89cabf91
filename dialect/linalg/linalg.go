// Package linalg defines the linalg dialect (upstream's LinalgOps.td,
// LinalgStructuredOps.td and the OpDSL ops of LinalgNamedStructuredOps.yaml):
// structured operations on tensors and buffers in destination-passing
// style, with upstream's syntax, verifiers and memory effects.
package linalg

import (
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/ods"
	"github.com/gomlir/gomlir/ods/enumattr"
)

// Dialect is the linalg dialect.
var Dialect = &ods.Dialect{
	Name:    "linalg",
	Summary: "Linear algebra operations on tensors and buffers",
	Ops:     append(append(append([]*ods.Op{genericSpec, yieldSpec, indexSpec, elementwiseSpec}, dstSpecs()...), namedSpecs()...), append(append(winogradSpecs(), softmaxSpec), relayoutSpecs()...)...),
	Template: ir.Dialect{
		ParseAttr: parseAttr,
		PrintAttr: printAttr,
		// LinalgInlinerInterface: every region and op of the dialect may
		// be inlined.
		Interfaces: ir.Interfaces{&ir.DialectInlinerInterface{
			IsLegalToInlineRegion: func(_, _ *ir.Region, _ bool, _ *ir.Mapping) bool { return true },
			IsLegalToInlineOp:     func(_ *ir.Operation, _ *ir.Region, _ bool, _ *ir.Mapping) bool { return true },
		}},
	},
	ViewNames: viewNames(),
}

// The dialect's enums.
var (
	// iteratorType is utils::IteratorType, written
	// `#linalg.iterator_type<parallel>`.
	iteratorType = &enumattr.Def{Dialect: "linalg", Mnemonic: "iterator_type", Angled: true,
		Cases: []string{"parallel", "reduction"}, CppName: "::mlir::utils::IteratorType", AttrName: "IteratorTypeAttr",
		Desc: "Iterator type"}
	enums = []*enumattr.Def{iteratorType}
)

// Iterator kinds, as the cases of iteratorType.
const (
	parallel  = 0
	reduction = 1
)

// IteratorParallel is the iterator kind LinalgOp.IteratorTypes reports
// for parallel loops.
const IteratorParallel = parallel

func parseAttr(dp ir.DialectParser, _ ir.Type) (ir.Attribute, error) {
	p, pos, kw, err := ir.ParseMnemonic(dp)
	if err != nil {
		return nil, err
	}
	if a, ok, err := enumattr.ParseAttr(p, kw, enums); ok {
		return a, err
	}
	return nil, p.ErrorAt(pos, "unknown attribute `%s` in dialect `linalg`", kw)
}

func printAttr(p ir.DialectPrinter, a ir.Attribute) {
	if x, ok := a.(*enumattr.Attr); ok {
		p.WriteString(x.Body())
	}
}

// Type constraints with upstream's descriptions.
var (
	isShaped = func(t ir.Type) bool {
		switch t.(type) {
		case *ir.RankedTensorType, *ir.UnrankedTensorType, *ir.MemRefType, *ir.UnrankedMemRefType, *ir.VectorType:
			return true
		}
		return false
	}
	// anyShaped is AnyShaped.
	anyShaped = ods.TypeConstraint{Desc: "shaped of any type values", Pred: isShaped}
	// anyRankedTensor is AnyRankedTensor.
	anyRankedTensor = ods.TypeConstraint{Desc: "ranked tensor of any type values", Pred: func(t ir.Type) bool {
		_, ok := t.(*ir.RankedTensorType)
		return ok
	}}
)

// elementTypeOrSelf is getElementTypeOrSelf for the operands of
// structured ops: the element type of a memref or ranked tensor, the type
// itself otherwise.
func elementTypeOrSelf(t ir.Type) ir.Type {
	switch s := t.(type) {
	case *ir.MemRefType:
		return s.Elem
	case *ir.RankedTensorType:
		return s.Elem
	}
	return t
}

// shapeOf returns the shape of a ranked memref, tensor or vector (nil and
// false for other types: their rank is 0).
func shapeOf(t ir.Type) ([]int64, bool) {
	switch s := t.(type) {
	case *ir.MemRefType:
		return s.Shape, true
	case *ir.RankedTensorType:
		return s.Shape, true
	case *ir.VectorType:
		return s.Shape, true
	}
	return nil, false
}

// rankOf is LinalgOp::getRank: the rank of a shaped operand, 0 for a
// scalar.
func rankOf(t ir.Type) int {
	s, _ := shapeOf(t)
	return len(s)
}

func isMemRef(t ir.Type) bool {
	_, ok := t.(*ir.MemRefType)
	return ok
}

func isTensor(t ir.Type) bool {
	switch t.(type) {
	case *ir.RankedTensorType, *ir.UnrankedTensorType:
		return true
	}
	return false
}
