package tollvm

import "github.com/gomlir/gomlir/pass"

// lowerToLLVMPipeline is upstream's test-lower-to-llvm pipeline
// (mlir/test/lib/Dialect/LLVM/TestLowerToLLVM.cpp) restricted to the
// passes gomlir has. Upstream runs, in order: func.func(
// convert-vector-to-scf), func.func(convert-linalg-to-loops), lower-affine,
// convert-scf-to-cf, canonicalize, cse, convert-vector-to-llvm
// {reassociate-fp-reductions}, func.func(convert-math-to-llvm),
// expand-strided-metadata, lower-affine, finalize-memref-to-llvm,
// convert-func-to-llvm, convert-arith-to-llvm, convert-index-to-llvm,
// reconcile-unrealized-casts; the ones missing here are to be added as
// they land.
const lowerToLLVMPipeline = "canonicalize,cse,func.func(convert-math-to-llvm),convert-func-to-llvm," +
	"convert-arith-to-llvm,convert-index-to-llvm,reconcile-unrealized-casts"

func init() {
	pass.Register(&pass.Info{
		Argument: "test-lower-to-llvm",
		Summary:  "An example of pipeline to lower the main dialects (arith, linalg, memref, scf, vector) down to LLVM.",
		Pipeline: func() (*pass.Options, func(pm *pass.OpPassManager) error) {
			var reassociate bool
			o := &pass.Options{}
			// Passed on to convert-vector-to-llvm, which gomlir lacks yet.
			o.Bool("reassociate-fp-reductions", "Allow reassociation og FP reductions", &reassociate, false)
			return o, func(pm *pass.OpPassManager) error {
				return pass.AddPipelineElements(pm, lowerToLLVMPipeline)
			}
		},
	})
}
