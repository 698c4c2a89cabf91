// Package tollvm is the convert-to-llvm pass: it lowers to the LLVM
// dialect with the patterns every dialect contributes through
// conversion.ConvertToLLVMPatternInterface (upstream's ConvertToLLVMPass).
package tollvm

import (
	"github.com/gomlir/gomlir/conversion"
	"github.com/gomlir/gomlir/conversion/llvmcommon"
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/ir/datalayout"
	"github.com/gomlir/gomlir/pass"
)

func init() {
	pass.Register(&pass.Info{
		Argument:  "convert-to-llvm",
		Name:      "ConvertToLLVMPass",
		Summary:   "Convert to LLVM via dialect interfaces found in the input IR",
		Dependent: []string{"llvm"},
		New: func() (pass.Pass, *pass.Options) {
			p := &lowering{}
			o := &pass.Options{}
			o.Bool("allow-pattern-rollback", "Experimental performance flag to disallow pattern rollback", &p.allowRollback, true)
			o.Bool("dynamic", "Use op conversion attributes to configure the conversion", &p.dynamic, false)
			o.List("filter-dialects", "Test conversion patterns of only the specified dialects", &p.filter)
			return p, o
		},
	})
}

type lowering struct {
	allowRollback bool
	dynamic       bool
	filter        []string
}

// interfaces returns the interfaces of the dialects named in the filter,
// or of every registered dialect implementing it (sorted by name).
func (p *lowering) interfaces(ctx *ir.Context) ([]conversion.ConvertToLLVMPatternInterface, error) {
	var out []conversion.ConvertToLLVMPatternInterface
	if len(p.filter) == 0 {
		for _, d := range ctx.Dialects() {
			if i, ok := conversion.ConvertToLLVMInterfaceOf(d); ok {
				out = append(out, i)
			}
		}
		return out, nil
	}
	for _, name := range p.filter {
		d := ctx.Dialect(name)
		if d == nil {
			return nil, ir.Errorf(ctx.UnknownLoc(), "dialect not loaded: %s\n", name)
		}
		i, ok := conversion.ConvertToLLVMInterfaceOf(d)
		if !ok {
			return nil, ir.Errorf(ctx.UnknownLoc(), "dialect does not implement ConvertToLLVMPatternInterface: %s\n", name)
		}
		out = append(out, i)
	}
	return out, nil
}

// Run lowers op with the collected patterns (a partial conversion: the
// llvm dialect is legal).
func (p *lowering) Run(op *ir.Operation, st *pass.State) error {
	ifaces, err := p.interfaces(st.Ctx)
	if err != nil {
		return err
	}
	// Upstream's dynamic mode converts types with the data layout in force.
	var opts llvmcommon.Options
	if p.dynamic {
		opts.Layout = datalayout.Of(st.Ctx, op)
	}
	tc := llvmcommon.NewTypeConverter(st.Ctx, opts)
	defer tc.Release()
	target := conversion.NewTarget()
	target.AddLegalDialect("llvm")
	var patterns []conversion.Pattern
	for _, i := range ifaces {
		i.PopulateConvertToLLVMConversionPatterns(target, tc.TypeConverter, &patterns)
	}
	return conversion.ApplyPartialConversion(st.Ctx, []*ir.Operation{op}, target, patterns, nil)
}
