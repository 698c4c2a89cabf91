package conversion

import "github.com/gomlir/gomlir/ir"

// FunctionSignaturePattern returns the pattern converting the signature of
// function ops named name (of every FunctionOpInterface op when name is
// ""): the inputs and results of its function type with tc, and the types
// of its body's blocks (upstream's populateFunctionOpInterfaceTypeConversion
// Pattern and populateAnyFunctionOpInterfaceTypeConversionPattern). The
// function type is the op's `function_type` property; ops whose signature
// is not a builtin function type are left alone.
func FunctionSignaturePattern(name string, tc *TypeConverter) Pattern {
	return &Func{Name: "FunctionOpInterfaceSignatureConversion", On: name, Weight: 1, Converter: tc,
		AcceptsOneToN: true,
		Rewrite: func(op *ir.Operation, _ Adaptor, rw *Rewriter) bool {
			fi, ok := ir.OpInterface[ir.FunctionOpInterface](op)
			if !ok {
				return false
			}
			ft, ok := fi.FunctionType(op).(*ir.FunctionType)
			if !ok {
				return false
			}
			conv := NewSignatureConversion(len(ft.Inputs))
			if !tc.ConvertSignatureArgs(ft.Inputs, conv, 0) {
				return false
			}
			results, ok := tc.ConvertTypes(ft.Results, nil)
			if !ok {
				return false
			}
			if body := fi.CallableRegion(op); body != nil {
				if _, ok := rw.ConvertRegionTypes(body, tc, conv); !ok {
					return false
				}
			}
			newType := rw.Ctx.TypeAttr(rw.Ctx.FunctionType(conv.ConvertedTypes(), results))
			rw.ModifyOpInPlace(op, func() { op.SetInherentAttr(rw.Ctx, "function_type", newType) })
			return true
		}}
}
