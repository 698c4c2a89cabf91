package llvmcommon

import (
	"github.com/gomlir/gomlir/conversion"
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/pass"
)

// PatternSource is a dialect's lowering patterns as its
// conversion.ConvertToLLVMPatternInterface: convert-to-llvm hands it its
// LLVM type converter.
type PatternSource func(tc *TypeConverter) []conversion.Pattern

// PopulateConvertToLLVMConversionPatterns adds the patterns f returns.
func (f PatternSource) PopulateConvertToLLVMConversionPatterns(_ *conversion.Target, tc *conversion.TypeConverter, patterns *[]conversion.Pattern) {
	if lc := FromConverter(tc); lc != nil {
		*patterns = append(*patterns, f(lc)...)
	}
}

// RegisterLowering registers a lowering pass whose one option is upstream's
// index-bitwidth: run lowers op with a type converter made for it.
func RegisterLowering(info pass.Info, run func(op *ir.Operation, st *pass.State, tc *TypeConverter) error) {
	info.New = func() (pass.Pass, *pass.Options) {
		p := &lowering{run: run}
		o := &pass.Options{}
		o.Uint("index-bitwidth", "Bitwidth of the index type, 0 to use size of machine word", &p.indexBitwidth, 0)
		return p, o
	}
	pass.Register(&info)
}

// lowering is a pass RegisterLowering registers.
type lowering struct {
	indexBitwidth uint64
	run           func(op *ir.Operation, st *pass.State, tc *TypeConverter) error
}

// Run lowers the ops nested in op.
func (p *lowering) Run(op *ir.Operation, st *pass.State) error {
	tc := NewTypeConverter(st.Ctx, Options{IndexBitwidth: int(p.indexBitwidth)})
	defer tc.Release()
	return p.run(op, st, tc)
}
