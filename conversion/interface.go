package conversion

import (
	"sync"

	"github.com/gomlir/gomlir/ir"
)

// ConvertToLLVMPatternInterface is the dialect interface through which a
// dialect contributes its lowering to the LLVM dialect (upstream's
// ConvertToLLVMPatternInterface): the convert-to-llvm pass asks every
// dialect of the input for it and collects the patterns.
type ConvertToLLVMPatternInterface interface {
	// PopulateConvertToLLVMConversionPatterns adds the dialect's legality
	// rules to target and its patterns to patterns; tc is the LLVM type
	// converter shared by all dialects (the conversion.TypeConverter of an
	// llvmcommon.TypeConverter, which llvmcommon.FromConverter finds; the
	// lowerings add nothing for other converters).
	PopulateConvertToLLVMConversionPatterns(target *Target, tc *TypeConverter, patterns *[]Pattern)
}

func init() {
	ir.RegisterInterface[ConvertToLLVMPatternInterface]("ConvertToLLVMPatternInterface")
}

// toLLVMExtensions holds the ConvertToLLVMPatternInterface implementations
// attached to dialects from the conversion side, by dialect name.
var toLLVMExtensions sync.Map

// RegisterConvertToLLVMInterface attaches impl to the dialect named dialect
// as its ConvertToLLVMPatternInterface (upstream's dialect extensions): the
// lowering packages call it from their init functions, so that dialect
// packages never import conversion packages.
func RegisterConvertToLLVMInterface(dialect string, impl ConvertToLLVMPatternInterface) {
	toLLVMExtensions.Store(dialect, impl)
}

// ConvertToLLVMInterfaceOf returns d's ConvertToLLVMPatternInterface: the
// one the dialect lists itself, else the one registered for its name.
func ConvertToLLVMInterfaceOf(d *ir.Dialect) (ConvertToLLVMPatternInterface, bool) {
	if i, ok := ir.DialectInterface[ConvertToLLVMPatternInterface](d); ok {
		return i, true
	}
	if v, ok := toLLVMExtensions.Load(d.Name); ok {
		return v.(ConvertToLLVMPatternInterface), true
	}
	return nil, false
}
