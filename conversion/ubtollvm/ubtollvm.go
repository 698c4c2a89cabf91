// Package ubtollvm is the convert-ub-to-llvm pass: ub.poison becomes
// llvm.mlir.poison and ub.unreachable llvm.unreachable, as upstream's
// UBToLLVM. It also contributes the ub patterns to convert-to-llvm.
package ubtollvm

import (
	"github.com/gomlir/gomlir/conversion"
	"github.com/gomlir/gomlir/conversion/llvmcommon"
	"github.com/gomlir/gomlir/dialect/ub"
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/pass"
)

func init() {
	llvmcommon.RegisterLowering(pass.Info{
		Argument: "convert-ub-to-llvm",
		Name:     "UBToLLVMConversionPass",
		Summary:  "Convert UB dialect to LLVM dialect",
	}, lower)
	conversion.RegisterConvertToLLVMInterface("ub", llvmcommon.PatternSource(Patterns))
}

// lower lowers the ub ops nested in op.
func lower(op *ir.Operation, st *pass.State, tc *llvmcommon.TypeConverter) error {
	return conversion.ApplyPartialConversion(st.Ctx, []*ir.Operation{op}, llvmcommon.NewTarget(), Patterns(tc), nil)
}

// Patterns returns the ub lowerings.
func Patterns(tc *llvmcommon.TypeConverter) []conversion.Pattern {
	return []conversion.Pattern{
		tc.Pattern("ub.poison", func(op *ir.Operation, _ conversion.Adaptor, rw *conversion.Rewriter) bool {
			if _, ok := op.InherentAttr("value").(*ub.PoisonAttr); !ok {
				return false
			}
			t := tc.ConvertType(op.Result(0).Type())
			if t == nil {
				return false
			}
			rw.ReplaceOp(op, []*ir.Value{llvmcommon.Poison(rw.Builder, op.Loc(), t)})
			return true
		}),
		tc.Pattern("ub.unreachable", func(op *ir.Operation, _ conversion.Adaptor, rw *conversion.Rewriter) bool {
			rw.ReplaceOpWithOp(op, llvmcommon.Create(rw.Builder, op.Loc(), "llvm.unreachable", nil, nil))
			return true
		}),
	}
}
