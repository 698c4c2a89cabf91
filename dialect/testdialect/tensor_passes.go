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
			o.Bool("test-fold-consecutive-insert-extract-slice", "Test folding consecutive tensor.insert_slice/tensor.extract_slice", &p.mergeSlices, false)
			o.Bool("test-fold-constant-extract-slice", "Test folding arith.constant and tensor.extract_slice", &p.foldConstantSlice, false)
			o.Bool("test-reassociative-reshape-folding", "Test folding of expand_shape/collapse_shape", &p.reshapeFolding, false)
			// Upstream's other pattern sets, not in gomlir yet: the pass
			// fails when one is asked for.
			for _, u := range []struct{ name, desc string }{
				{"test-expand-shape-bubbling", "Test folding of expand_shape/collapse_shape"},
				{"test-fold-extract-from-collapse-shape", "Test folding of extract from collapse_shape"},
				{"test-rewrite-extract-slice-from-collapse-shape", "Test swapping tensor.extract_slice of a collapse_shape with loop nest"},
				{"test-tracking-listener", "Test tensor TrackingListener for the transform dialect"},
				{"use-foreach", "Use the scf.forall operation when generating loop nests for the extract_slice of collapse_shape pattern"},
			} {
				set := new(bool)
				o.Bool(u.name, u.desc, set, false)
				p.unsupported = append(p.unsupported, unsupportedOption{u.name, set})
			}
			return p, o
		},
	})
}

// tensorTransformsPass is upstream's TestTensorTransforms, for the
// pattern sets gomlir has: each enabled set is applied greedily on its
// own.
type tensorTransformsPass struct {
	dropRankExpansion bool
	mergeSlices       bool
	foldConstantSlice bool
	reshapeFolding    bool
	unsupported       []unsupportedOption
}

// unsupportedOption is an option of upstream's pass whose patterns gomlir
// does not have.
type unsupportedOption struct {
	name string
	set  *bool
}

// constantFoldingMaxNumElements bounds the constants the test folds
// slices of (kConstantFoldingMaxNumElements).
const constantFoldingMaxNumElements = 1024

func (p *tensorTransformsPass) Run(op *ir.Operation, st *pass.State) error {
	for _, u := range p.unsupported {
		if *u.set {
			st.Report(op.EmitError("test-tensor-transform-patterns: option '%s' is not supported by gomlir", u.name))
			return pass.ErrFailed
		}
	}
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
	if p.mergeSlices {
		apply(tensor.MergeConsecutiveInsertExtractSlicePatterns())
	}
	if p.reshapeFolding {
		apply(tensor.ReassociativeReshapeFoldingPatterns())
	}
	if p.dropRankExpansion {
		apply(tensor.DropRedundantInsertSliceRankExpansionPatterns())
	}
	return nil
}
