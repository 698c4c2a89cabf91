package transforms

import "github.com/gomlir/gomlir/ir"

// EraseFunctionArgsAndResults removes the arguments and results of a
// function op marked in deadArgs and deadRets: entry block arguments,
// function_type, arg_attrs and res_attrs (upstream's
// FunctionOpInterface::eraseArguments and eraseResults).
func EraseFunctionArgsAndResults(ctx *ir.Context, fn *ir.Operation, deadArgs, deadRets []bool) {
	eraseFunctionArgsAndResults(ctx, fn, deadArgs, deadRets)
}
