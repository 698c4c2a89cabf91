package complex

import (
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/ods"
)

// verifyConstant is ConstantOp::verify.
func verifyConstant(op *ir.Operation) error {
	arr := op.InherentAttr("value").(*ir.ArrayAttr)
	if len(arr.Elems) != 2 {
		return op.EmitOpError("requires 'value' to be a complex constant, represented as array of two values")
	}
	elem := op.Result(0).Type().(*ir.ComplexType).Elem
	for _, e := range arr.Elems {
		switch e.(type) {
		case *ir.FloatAttr, *ir.IntegerAttr:
		default:
			return op.EmitOpError("requires attribute's elements to be float or integer attributes")
		}
	}
	re, im := arr.Elems[0].(ir.TypedAttr).AttrType(), arr.Elems[1].(ir.TypedAttr).AttrType()
	if re != elem || im != elem {
		return op.EmitOpError("requires attribute's element types ('%s', '%s') to match the element type of the op's return type ('%s')",
			ods.TypeText(re), ods.TypeText(im), ods.TypeText(elem))
	}
	return nil
}

// isIntOrFloat is Type::isIntOrFloat.
func isIntOrFloat(t ir.Type) bool {
	switch t.(type) {
	case *ir.IntegerType, *ir.FloatType:
		return true
	}
	return false
}

// verifyBitcast is BitcastOp::verify.
func verifyBitcast(op *ir.Operation) error {
	in, out := op.Operand(0).Type(), op.Result(0).Type()
	if in == out {
		return nil
	}
	_, inC := in.(*ir.ComplexType)
	_, outC := out.(*ir.ComplexType)
	switch {
	case !isIntOrFloat(in) && !inC:
		return op.EmitOpError("operand must be int/float/complex")
	case !isIntOrFloat(out) && !outC:
		return op.EmitOpError("result must be int/float/complex")
	case inC == outC:
		return op.EmitOpError("requires that either input or output has a complex type")
	}
	if outC {
		in, out = out, in
	}
	if 2*ir.BitWidth(in.(*ir.ComplexType).Elem) != ir.BitWidth(out) {
		return op.EmitOpError("casting bitwidths do not match")
	}
	return nil
}
