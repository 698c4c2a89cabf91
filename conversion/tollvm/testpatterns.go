package tollvm

import (
	"github.com/gomlir/gomlir/conversion"
	"github.com/gomlir/gomlir/conversion/arithtollvm"
	"github.com/gomlir/gomlir/conversion/cftollvm"
	"github.com/gomlir/gomlir/conversion/functollvm"
	"github.com/gomlir/gomlir/conversion/llvmcommon"
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/pass"
)

func init() {
	pass.Register(&pass.Info{
		Argument:  "test-llvm-legalize-patterns",
		Name:      "(anonymous namespace)::TestLLVMLegalizePatternsPass",
		Summary:   "Run LLVM dialect legalization patterns",
		Dependent: []string{"llvm"},
		New: func() (pass.Pass, *pass.Options) {
			p := &legalizePatterns{}
			o := &pass.Options{}
			o.Bool("allow-pattern-rollback", "Allow pattern rollback", &p.allowRollback, true)
			return p, o
		},
	})
}

// legalizePatterns is upstream's test-llvm-legalize-patterns: the func, cf
// and arith lowerings with a converter that turns i17 into two i18s.
type legalizePatterns struct {
	allowRollback bool
}

// Run applies the lowerings as a partial conversion.
func (p *legalizePatterns) Run(op *ir.Operation, st *pass.State) error {
	ctx := st.Ctx
	tc := llvmcommon.NewTypeConverter(ctx, llvmcommon.Options{})
	defer tc.Release()
	tc.AddConversion(func(t ir.Type) ([]ir.Type, conversion.Result) {
		it, ok := t.(*ir.IntegerType)
		if !ok {
			return nil, conversion.NotHandled
		}
		if it.Width == 17 && it.IsSignless() {
			return []ir.Type{ctx.I(18), ctx.I(18)}, conversion.Converted
		}
		return []ir.Type{t}, conversion.Converted
	})
	direct := &conversion.Func{Name: "TestDirectReplacementOp", On: "test.direct_replacement", Weight: 1,
		Converter: tc.TypeConverter,
		Rewrite: func(op *ir.Operation, a conversion.Adaptor, rw *conversion.Rewriter) bool {
			if op.NumResults() != 1 {
				return false
			}
			rw.ReplaceOpWithMultiple(op, [][]*ir.Value{a.Operands()})
			return true
		}}
	patterns := []conversion.Pattern{direct}
	patterns = append(patterns, functollvm.Patterns(tc, nil)...)
	patterns = append(patterns, cftollvm.Patterns(tc)...)
	patterns = append(patterns, arithtollvm.Patterns(tc)...)
	target := conversion.NewTarget()
	target.AddLegalOp("test.legal_op")
	target.AddLegalDialect("llvm")
	target.AddDynamicallyLegalOp(conversion.When(func(o *ir.Operation) bool { return o.Attr("is_legal") != nil }), "func.func")
	cfg := &conversion.Config{UnlegalizedOps: map[*ir.Operation]struct{}{}}
	err := conversion.ApplyPartialConversion(ctx, []*ir.Operation{op}, target, patterns, cfg)
	if err == nil {
		return nil
	}
	// The test reports the failure next to the conversion's diagnostic
	// and lets the pass succeed.
	if d, ok := err.(*ir.Diagnostic); ok {
		ctx.Report(d)
	}
	ctx.Report(op.EmitError("applyPartialConversion failed"))
	return nil
}
