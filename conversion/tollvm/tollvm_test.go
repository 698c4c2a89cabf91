package tollvm_test

import (
	"testing"

	"github.com/gomlir/gomlir/conversion"
	_ "github.com/gomlir/gomlir/conversion/all"
	"github.com/gomlir/gomlir/conversion/llvmcommon"
	"github.com/gomlir/gomlir/dialect/all"
	"github.com/gomlir/gomlir/ir"
)

// TestDialectsImplementInterface checks that the lowerings attach
// ConvertToLLVMPatternInterface to their dialects, that each contributes
// patterns for the LLVM type converter and none for another converter.
func TestDialectsImplementInterface(t *testing.T) {
	ctx := ir.NewContext()
	all.Register(ctx)
	tc := llvmcommon.NewTypeConverter(ctx, llvmcommon.Options{})
	defer tc.Release()
	for _, name := range []string{"arith", "cf", "complex", "func", "index", "math", "ub"} {
		iface, ok := conversion.ConvertToLLVMInterfaceOf(ctx.Dialect(name))
		if !ok {
			t.Errorf("%s: no ConvertToLLVMPatternInterface", name)
			continue
		}
		var patterns []conversion.Pattern
		iface.PopulateConvertToLLVMConversionPatterns(conversion.NewTarget(), tc.TypeConverter, &patterns)
		if len(patterns) == 0 {
			t.Errorf("%s: no patterns for the LLVM type converter", name)
		}
		patterns = nil
		iface.PopulateConvertToLLVMConversionPatterns(conversion.NewTarget(), conversion.NewTypeConverter(), &patterns)
		if len(patterns) != 0 {
			t.Errorf("%s: %d patterns for a non-LLVM type converter", name, len(patterns))
		}
	}
	if _, ok := conversion.ConvertToLLVMInterfaceOf(ctx.Dialect("tensor")); ok {
		t.Errorf("tensor has a ConvertToLLVMPatternInterface")
	}
}
