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
	pass.Register(&pass.Info{
		Argument: "convert-ub-to-llvm",
		Name:     "UBToLLVMConversionPass",
		Summary:  "Convert UB dialect to LLVM dialect",
		New: func() (pass.Pass, *pass.Options) {
			p := &lowering{}
			o := &pass.Options{}
			o.Uint("index-bitwidth", "Bitwidth of the index type, 0 to use size of machine word", &p.indexBitwidth, 0)
			return p, o
		},
	})
	conversion.RegisterConvertToLLVMInterface("ub", toLLVM{})
}

type lowering struct {
	indexBitwidth uint64
}

// Run lowers the ub ops nested in op.
func (p *lowering) Run(op *ir.Operation, st *pass.State) error {
	tc := llvmcommon.NewTypeConverter(st.Ctx, llvmcommon.Options{IndexBitwidth: int(p.indexBitwidth)})
	defer tc.Release()
	return conversion.ApplyPartialConversion(st.Ctx, []*ir.Operation{op}, llvmcommon.NewTarget(), Patterns(tc), nil)
}

// toLLVM is ub's ConvertToLLVMPatternInterface.
type toLLVM struct{}

// PopulateConvertToLLVMConversionPatterns adds the ub lowerings.
func (toLLVM) PopulateConvertToLLVMConversionPatterns(_ *conversion.Target, tc *conversion.TypeConverter, patterns *[]conversion.Pattern) {
	if lc := llvmcommon.FromConverter(tc); lc != nil {
		*patterns = append(*patterns, Patterns(lc)...)
	}
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
