package transforms

import (
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/pass"
	"github.com/gomlir/gomlir/rewrite"
)

func init() {
	pass.Register(&pass.Info{
		Argument:  "empty-tensor-to-alloc-tensor",
		Name:      "EmptyTensorToAllocTensorPass",
		Summary:   "Replace all empty ops by alloc_tensor ops.",
		Dependent: []string{"tensor"},
		New:       func() (pass.Pass, *pass.Options) { return emptyToAlloc{}, &pass.Options{} },
	})
}

// emptyToAlloc is upstream's EmptyTensorToAllocTensorPass: every
// tensor.empty becomes a bufferization.alloc_tensor of its sizes, applied
// greedily (with folding).
type emptyToAlloc struct{}

func (emptyToAlloc) Run(op *ir.Operation, st *pass.State) error {
	p := &rewrite.Func{Name: "(anonymous namespace)::EmptyTensorLoweringPattern", On: "tensor.empty", Weight: 1,
		Rewrite: func(op *ir.Operation, rw *rewrite.Rewriter) bool {
			n := rw.Create(&ir.OperationState{Loc: op.Loc(), Name: rw.Ctx.LookupOp("bufferization.alloc_tensor"),
				Types: []ir.Type{op.Result(0).Type()}, Operands: op.Operands(),
				Attrs: []ir.NamedAttr{{Name: "operandSegmentSizes", Value: rw.Ctx.DenseI32Array([]int32{int32(op.NumOperands()), 0, 0})}}})
			rw.ReplaceOp(op, n.Results())
			return true
		}}
	rewrite.ApplyGreedily(st.Ctx, op, rewrite.NewPatternSet([]rewrite.Pattern{p}), rewrite.DefaultConfig())
	return nil
}
