package tollvm

import (
	// The pipeline runs convert-linalg-to-loops, which the linalg dialect
	// registers.
	_ "github.com/gomlir/gomlir/dialect/linalg"
	"github.com/gomlir/gomlir/pass"
)

// lowerToLLVMPipeline is upstream 22's test-lower-to-llvm pipeline
// (mlir/test/lib/Dialect/LLVM/TestLowerToLLVM.cpp), reassociate being
// convert-vector-to-llvm's reassociate-fp-reductions option.
func lowerToLLVMPipeline(reassociate bool) string {
	r := "false"
	if reassociate {
		r = "true"
	}
	return "func.func(convert-vector-to-scf),func.func(convert-linalg-to-loops),lower-affine,convert-scf-to-cf,canonicalize,cse," +
		"convert-vector-to-llvm{reassociate-fp-reductions=" + r + "},func.func(convert-math-to-llvm)," +
		"expand-strided-metadata,lower-affine,finalize-memref-to-llvm,convert-func-to-llvm," +
		"convert-arith-to-llvm,convert-cf-to-llvm,convert-index-to-llvm,convert-ub-to-llvm,reconcile-unrealized-casts"
}

func init() {
	pass.Register(&pass.Info{
		Argument: "test-lower-to-llvm",
		Summary:  "An example of pipeline to lower the main dialects (arith, linalg, memref, scf, vector) down to LLVM.",
		Pipeline: func() (*pass.Options, func(pm *pass.OpPassManager) error) {
			var reassociate bool
			o := &pass.Options{}
			o.Bool("reassociate-fp-reductions", "Allow reassociation og FP reductions", &reassociate, false)
			return o, func(pm *pass.OpPassManager) error {
				return pass.AddPipelineElements(pm, lowerToLLVMPipeline(reassociate))
			}
		},
	})
}
