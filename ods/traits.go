package ods

import (
	"github.com/gomlir/gomlir/ir"
)

// verifyShapeTraits checks the shape-related native traits in upstream's
// order: SameOperandsAndResultShape, then Elementwise.
func verifyShapeTraits(spec *Op, op *ir.Operation) error {
	if spec.hasTrait(ir.TraitSameOperandsAndResultShape) {
		if op.NumOperands() < 1 {
			return op.EmitOpError("expected 1 or more operands, but found %d", op.NumOperands())
		}
		if op.NumResults() < 1 {
			return op.EmitOpError("expected 1 or more results, but found %d", op.NumResults())
		}
		if !CompatibleShapes(append(op.OperandTypes(), op.ResultTypes()...)) {
			return op.EmitOpError("requires the same shape for all operands and results")
		}
	}
	// Interface verifiers (CastOpInterface, ...) precede Elementwise,
	// which upstream's ops list last.
	if spec.VerifyTraits != nil {
		if err := spec.VerifyTraits(op); err != nil {
			return err
		}
	}
	if spec.hasTrait(ir.TraitElementwise) {
		return verifyElementwise(op)
	}
	return nil
}

// isMappable reports vector and tensor types (Elementwise's mappable types).
func isMappable(t ir.Type) bool { return mappableKind(t) != 0 }

// mappableKind tells the mappable types apart (upstream compares their
// TypeIDs): 0 for the others.
func mappableKind(t ir.Type) int {
	switch t.(type) {
	case *ir.VectorType:
		return 1
	case *ir.RankedTensorType:
		return 2
	case *ir.UnrankedTensorType:
		return 3
	}
	return 0
}

// verifyElementwise is upstream's OpTrait::impl::verifyElementwise.
func verifyElementwise(op *ir.Operation) error {
	var res, ops []ir.Type
	for i := 0; i < op.NumResults(); i++ {
		if t := op.Result(i).Type(); isMappable(t) {
			res = append(res, t)
		}
	}
	for i := 0; i < op.NumOperands(); i++ {
		if t := op.Operand(i).Type(); isMappable(t) {
			ops = append(ops, t)
		}
	}
	switch {
	case len(res) == 0 && len(ops) == 0:
		return nil
	case len(ops) == 0:
		return op.EmitOpError("if a result is non-scalar, then at least one operand must be non-scalar")
	case len(res) == 0:
		return op.EmitOpError("if an operand is non-scalar, then there must be at least one non-scalar result")
	case len(res) != op.NumResults():
		return op.EmitOpError("if an operand is non-scalar, then all results must be non-scalar")
	}
	types := append(ops, res...)
	for _, t := range types {
		if mappableKind(t) != mappableKind(types[0]) {
			return op.EmitOpError("all non-scalar operands/results must have the same shape and base type")
		}
	}
	if !CompatibleShapes(types) {
		return op.EmitOpError("all non-scalar operands/results must have the same shape and base type")
	}
	return nil
}

// CompatibleShapes is upstream's verifyCompatibleShapes: either no type is
// shaped, or all are, none or all are scalable vectors, and the ranked ones
// have equal ranks and compatible dimensions.
func CompatibleShapes(types []ir.Type) bool {
	var shaped []ir.ShapedType
	for _, t := range types {
		if s, ok := t.(ir.ShapedType); ok {
			shaped = append(shaped, s)
		}
	}
	if len(shaped) == 0 {
		return true
	}
	if len(shaped) != len(types) {
		return false
	}
	scalable, fixed := false, false
	for _, t := range types {
		if v, ok := t.(*ir.VectorType); ok && isScalable(v) {
			scalable = true
		} else {
			fixed = true
		}
	}
	if scalable && fixed {
		return false
	}
	var ranked [][]int64
	for _, s := range shaped {
		if s.HasRank() {
			ranked = append(ranked, s.Dims())
		}
	}
	if len(ranked) == 0 {
		return true
	}
	for _, d := range ranked {
		if len(d) != len(ranked[0]) {
			return false
		}
	}
	for i := range ranked[0] {
		static := ir.Dynamic
		for _, d := range ranked {
			if d[i] == ir.Dynamic {
				continue
			}
			if static != ir.Dynamic && d[i] != static {
				return false
			}
			static = d[i]
		}
	}
	return true
}

func isScalable(v *ir.VectorType) bool {
	for _, s := range v.Scalable {
		if s {
			return true
		}
	}
	return false
}

// defaultResultNames is the getAsmResultNames upstream generates for ops
// with more than one result group: each group's first value is named after
// the group.
func defaultResultNames(spec *Op) func(op *ir.Operation, set func(v *ir.Value, name string)) {
	if len(spec.Results) <= 1 {
		return nil
	}
	return func(op *ir.Operation, set func(v *ir.Value, name string)) {
		for i, r := range spec.Results {
			if start, n := groupRange(spec, op, i, true); n > 0 && r.Name != "" {
				set(op.Result(start), r.Name)
			}
		}
	}
}
