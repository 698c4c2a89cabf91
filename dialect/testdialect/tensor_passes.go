package testdialect

import (
	"github.com/gomlir/gomlir/dialect/tensor"
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/pass"
	"github.com/gomlir/gomlir/rewrite"
)

func init() {
	pass.Register(&pass.Info{
		Argument: "test-tensor-transform-patterns",
		Name:     "(anonymous namespace)::TestTensorTransforms",
		Summary:  "Test Tensor transformation patterns by applying them greedily.",
		New: func() (pass.Pass, *pass.Options) {
			p := &tensorTransformsPass{}
			o := &pass.Options{}
			o.Bool("test-drop-redundant-insert-slice-rank-expansion", "Test dropping redundant insert_slice rank expansions", &p.dropRankExpansion, false)
			o.Bool("test-fold-constant-extract-slice", "Test folding arith.constant and tensor.extract_slice", &p.foldConstantSlice, false)
			return p, o
		},
	})
}

// tensorTransformsPass is upstream's TestTensorTransforms, for the
// pattern sets gomlir has: each enabled set is applied greedily on its
// own.
type tensorTransformsPass struct {
	dropRankExpansion bool
	foldConstantSlice bool
}

// constantFoldingMaxNumElements bounds the constants the test folds
// slices of (kConstantFoldingMaxNumElements).
const constantFoldingMaxNumElements = 1024

func (p *tensorTransformsPass) Run(op *ir.Operation, st *pass.State) error {
	apply := func(patterns []rewrite.Pattern) {
		rewrite.ApplyGreedily(st.Ctx, op, rewrite.NewPatternSet(patterns), rewrite.DefaultConfig())
	}
	if p.foldConstantSlice {
		apply(tensor.FoldConstantExtractSlicePatterns(func(slice *ir.Operation) bool {
			if !slice.Operand(0).HasOneUse() {
				return false
			}
			t, ok := slice.Result(0).Type().(*ir.RankedTensorType)
			return ok && ir.NumElements(t.Shape) <= constantFoldingMaxNumElements
		}))
	}
	if p.dropRankExpansion {
		apply(tensor.DropRedundantInsertSliceRankExpansionPatterns())
	}
	return nil
}
