package vector

import (
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/rewrite"
)

// OuterProductLoweringPatterns is populateVectorOuterProductLoweringPatterns:
// vector.outerproduct as one broadcast and multiply-accumulate per row.
func OuterProductLoweringPatterns() []rewrite.Pattern {
	return []rewrite.Pattern{pattern("(anonymous namespace)::OuterProductOpLowering", "vector.outerproduct", lowerOuterProduct)}
}

// isIntOrIndex reports whether t is an integer or index type.
func isIntOrIndex(t ir.Type) bool {
	switch t.(type) {
	case *ir.IntegerType, *ir.IndexType:
		return true
	}
	return false
}

// contractArith is createContractArithOp: x*y combined into acc by kind
// (a vector.fma for a float add into a vector), the masked-out lanes
// keeping acc; false where kind does not apply to the element type.
func contractArith(rw *rewrite.Rewriter, loc ir.Location, x, y, acc *ir.Value, kind int, isInt bool, mask *ir.Value) (*ir.Value, bool) {
	var mul *ir.Value
	if isInt {
		if arithReductionOps[kind][0] == "" {
			return nil, false
		}
		mul = build(rw, loc, "arith.muli", []*ir.Value{x, y}, []ir.Type{x.Type()}).Result(0)
	} else {
		if arithReductionOps[kind][1] == "" {
			return nil, false
		}
		if acc != nil && kind == KindAdd {
			if _, isVec := acc.Type().(*ir.VectorType); isVec {
				fma := build(rw, loc, "vector.fma", []*ir.Value{x, y, acc}, []ir.Type{x.Type()}).Result(0)
				return selectPassthru(rw, loc, mask, fma, acc), true
			}
		}
		mul = build(rw, loc, "arith.mulf", []*ir.Value{x, y}, []ir.Type{x.Type()}).Result(0)
	}
	if acc == nil {
		return mul, true
	}
	return selectPassthru(rw, loc, mask, makeArithReduction(rw, loc, kind, mul, acc, nil), acc), true
}

// lowerOuterProduct is OuterProductOpLowering. Under a vector.mask the
// mask op is replaced, each row taking its row of the mask.
func lowerOuterProduct(op *ir.Operation, rw *rewrite.Rewriter) bool {
	resT := op.Result(0).Type().(*ir.VectorType)
	if len(resT.Shape) >= 2 {
		all := true
		for i := range resT.Shape {
			all = all && scalableAt(resT, i)
		}
		if all {
			return false
		}
	}
	loc := op.Loc()
	lhs, rhs := op.Operand(0), op.Operand(1)
	var acc *ir.Value
	if op.NumOperands() > 2 {
		acc = op.Operand(2)
	}
	lhsT := lhs.Type().(*ir.VectorType)
	rhsT, rhsVec := rhs.Type().(*ir.VectorType)
	isInt := isIntOrIndex(resT.Elem)
	kind := kindOf(op)
	root := op
	var mask *ir.Value
	if m := maskedBy(op); m != nil {
		root, mask = m, m.Operand(0)
		rw.SetInsertionPoint(m)
	}
	if !rhsVec {
		b := build(rw, loc, "vector.broadcast", []*ir.Value{rhs}, []ir.Type{lhsT}).Result(0)
		res, ok := contractArith(rw, loc, lhs, b, acc, kind, isInt, mask)
		if !ok {
			return false
		}
		rw.ReplaceOp(root, []*ir.Value{res})
		return true
	}
	result := zeroConstant(rw, loc, resT)
	for d := int64(0); d < resT.Shape[0]; d++ {
		x := extractAt(rw, loc, lhs, pos1(d))
		a := build(rw, loc, "vector.broadcast", []*ir.Value{x}, []ir.Type{rhsT}).Result(0)
		var r, m *ir.Value
		if acc != nil {
			r = extractAt(rw, loc, acc, pos1(d))
		}
		if mask != nil {
			m = extractAt(rw, loc, mask, pos1(d))
		}
		v, ok := contractArith(rw, loc, a, rhs, r, kind, isInt, m)
		if !ok {
			return false
		}
		result = insertAt(rw, loc, v, result, pos1(d))
	}
	rw.ReplaceOp(root, []*ir.Value{result})
	return true
}
