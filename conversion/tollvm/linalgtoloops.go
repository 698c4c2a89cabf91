package tollvm

import (
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/pass"
	"github.com/gomlir/gomlir/rewrite"
)

func init() {
	pass.Register(&pass.Info{
		Argument: "convert-linalg-to-loops",
		Name:     "ConvertLinalgToLoopsPass",
		Summary:  "Lower the operations from the linalg dialect into loops",
		New:      func() (pass.Pass, *pass.Options) { return linalgToLoops{}, &pass.Options{} },
	})
}

// linalgCleanupOps are the ops whose canonicalization patterns upstream's
// convert-linalg-to-loops adds to its linalg rewrites.
var linalgCleanupOps = []string{"memref.dim", "tensor.dim", "affine.apply"}

// linalgToLoops is upstream's convert-linalg-to-loops on IR without linalg
// ops (gomlir has no linalg dialect): the greedy driver with the
// canonicalization patterns of memref.dim, tensor.dim and affine.apply,
// folding every op. Upstream's FoldAffineOp pattern (an affine.apply of a
// constant, a dim or a symbol) never fires after the affine.apply folder,
// which the driver tries first.
type linalgToLoops struct{}

func (linalgToLoops) Run(op *ir.Operation, st *pass.State) error {
	var patterns []rewrite.Pattern
	for _, name := range linalgCleanupOps {
		info := st.Ctx.LookupOp(name)
		if info == nil {
			continue
		}
		list, _ := info.Patterns.([]any)
		for _, p := range list {
			if pat, ok := p.(rewrite.Pattern); ok {
				patterns = append(patterns, pat)
			}
		}
	}
	rewrite.ApplyGreedily(st.Ctx, op, rewrite.NewPatternSet(patterns), rewrite.DefaultConfig())
	return nil
}
