package conversion

import "github.com/gomlir/gomlir/ir"

// ConvertToLLVMPatternInterface is the dialect interface through which a
// dialect contributes its lowering to the LLVM dialect (upstream's
// ConvertToLLVMPatternInterface): the convert-to-llvm pass asks every
// dialect of the input for it and collects the patterns.
type ConvertToLLVMPatternInterface interface {
	// PopulateConvertToLLVMConversionPatterns adds the dialect's legality
	// rules to target and its patterns to patterns; tc is the LLVM type
	// converter shared by all dialects.
	PopulateConvertToLLVMConversionPatterns(target *Target, tc *TypeConverter, patterns *[]Pattern)
}

func init() {
	ir.RegisterInterface[ConvertToLLVMPatternInterface]("ConvertToLLVMPatternInterface")
}
