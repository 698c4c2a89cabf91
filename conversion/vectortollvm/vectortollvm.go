// Package vectortollvm is the convert-vector-to-llvm pass, as upstream's
// ConvertVectorToLLVMPass: a greedy run first applies the vector-to-vector
// lowerings in upstream's order (canonicalization folders, bitcast and
// broadcast unrolling, contractions by the vector-contract-lowering strategy
// and outer products, mask ops, shape casts, interleaves, transposes by the
// vector-transpose-lowering strategy, 1-D transfers to loads and stores, mask
// materialization, strided slices, steps, n-D fma, gathers, from_elements
// and to_elements; dialect/vector holds most of them), then a partial
// conversion turns the vector ops into LLVM dialect ops on 1-D vectors and
// arrays of them. It also contributes the vector patterns to
// convert-to-llvm.
package vectortollvm

import (
	"github.com/gomlir/gomlir/conversion"
	"github.com/gomlir/gomlir/conversion/llvmcommon"
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/pass"
	"github.com/gomlir/gomlir/rewrite"
)

func init() {
	pass.Register(&pass.Info{
		Argument: "convert-vector-to-llvm",
		Name:     "ConvertVectorToLLVMPass",
		Summary:  "Lower the operations from the vector dialect into the LLVM dialect",
		New: func() (pass.Pass, *pass.Options) {
			p := &lowering{}
			o := &pass.Options{}
			o.Bool("enable-amx", "Enables the use of AMX dialect while lowering the vector dialect.", &p.amx, false)
			o.Bool("enable-arm-bf16", "Enables the use of Arm FEAT_BF16 instructions while lowering the vector dialect.", &p.armBF16, false)
			o.Bool("enable-arm-i8mm", "Enables the use of Arm FEAT_I8MM instructions while lowering the vector dialect.", &p.armI8MM, false)
			o.Bool("enable-arm-neon", "Enables the use of ArmNeon dialect while lowering the vector dialect.", &p.armNeon, false)
			o.Bool("enable-arm-sve", "Enables the use of ArmSVE dialect while lowering the vector dialect.", &p.armSVE, false)
			o.Bool("enable-x86vector", "Enables the use of X86Vector dialect while lowering the vector dialect.", &p.x86, false)
			o.Bool("force-32bit-vector-indices", "Allows compiler to assume vector indices fit in 32-bit if that yields faster code", &p.opts.Force32BitIndices, true)
			o.Bool("reassociate-fp-reductions", "Allows llvm to reassociate floating-point reductions for speed", &p.opts.ReassociateFPReductions, false)
			o.Bool("use-vector-alignment", "Use the preferred alignment of a vector type in load/store operations instead of the alignment of the element type of the memref. This flag is intended for use with hardware which requiresvector alignment, or in application contexts where it is known all vector access are naturally aligned. If operations have an alignment attribute set, the alignment attribute takes priority over this option", &p.opts.UseVectorAlignment, false)
			o.Enum("vector-contract-lowering", "control the lowering of `vector.contract` operations.", &p.contract,
				"dot", "dot", "llvmintr", "outerproduct", "parallelarith")
			o.Describe("vector-contract-lowering",
				"Progressively lower to finer grained `vector.contract` and dot-products. (default)",
				"Lower directly to `llvm.intr.matrix.multiply`.",
				"Lower to `vector.outerproduct`.",
				"Lower contract with all reduction dimensions unrolled to 1 to a vector elementwise operations.")
			o.Enum("vector-transpose-lowering", "control the lowering of `vector.transpose` operations.", &p.transpose,
				"eltwise", "eltwise", "llvmintr", "shuffle1d", "shuffle16x16")
			o.Describe("vector-transpose-lowering",
				"Lower transpose into element-wise extract and inserts (default)",
				"Lower 2-D transpose directly to `llvm.intr.matrix.transpose`",
				"Lower 2-D transpose to `vector.shuffle` on 1-D vector.",
				"Lower 2-D transpose to `vector.shuffle` on 16x16 vector.")
			return p, o
		},
	})
	conversion.RegisterConvertToLLVMInterface("vector", llvmcommon.PatternSource(func(tc *llvmcommon.TypeConverter) []conversion.Pattern {
		return Patterns(tc, Options{Force32BitIndices: true})
	}))
}

// Options are the lowering options of populateVectorToLLVMConversionPatterns.
type Options struct {
	ReassociateFPReductions bool
	Force32BitIndices       bool
	UseVectorAlignment      bool
}

type lowering struct {
	opts                                   Options
	amx, armBF16, armI8MM, armNeon, armSVE bool
	x86                                    bool
	contract, transpose                    string
}

// Run lowers the vector ops nested in op.
func (p *lowering) Run(op *ir.Operation, st *pass.State) error {
	cfg := rewrite.DefaultConfig()
	rewrite.ApplyGreedily(st.Ctx, op, rewrite.NewPatternSet(PreparePatterns(p.opts.Force32BitIndices, p.contract, p.transpose)), cfg)
	tc := llvmcommon.NewTypeConverter(st.Ctx, llvmcommon.Options{})
	defer tc.Release()
	target := llvmcommon.NewTarget()
	target.AddLegalDialect("arith", "memref")
	return conversion.ApplyPartialConversion(st.Ctx, []*ir.Operation{op}, target, Patterns(tc, p.opts), nil)
}
