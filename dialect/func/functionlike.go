package function

import "github.com/gomlir/gomlir/ir"

// ParseFunctionOp parses the custom form of a function-like op with
// sym_name, function_type, sym_visibility, arg_attrs and res_attrs
// (upstream's function_interface_impl::parseFunctionOp without variadic
// arguments), as func.func does.
func ParseFunctionOp(p ir.OpParser, st *ir.OperationState) error { return parseFunc(p, st) }

// PrintFunctionOp prints a function-like op as func.func prints
// (upstream's function_interface_impl::printFunctionOp).
func PrintFunctionOp(p ir.OpPrinter, op *ir.Operation) { printFunc(p, op) }

// VerifyFunctionOp runs the Symbol and FunctionOpInterface checks of a
// function-like op, as func.func does.
func VerifyFunctionOp(op *ir.Operation) error { return verifyFunc(op) }

// VerifyFunctionOpAllowingPublicDeclarations is VerifyFunctionOp for
// function-like ops whose external declarations may be public
// (transform.named_sequence).
func VerifyFunctionOpAllowingPublicDeclarations(op *ir.Operation) error {
	return verifyFunctionLike(op, false)
}
