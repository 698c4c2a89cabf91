package linalg

import (
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/ods"
	"github.com/gomlir/gomlir/pass"
	"github.com/gomlir/gomlir/rewrite"
)

// The linalg-generalize-named-ops pass (upstream's Generalization.cpp):
// every structured op but generic becomes the linalg.generic of
// its maps, iterators and region.

func init() {
	pass.Register(&pass.Info{
		Argument:  "linalg-generalize-named-ops",
		Name:      "LinalgGeneralizeNamedOpsPass",
		Summary:   "Convert named ops into generic ops",
		Dependent: []string{"linalg"},
		New:       func() (pass.Pass, *pass.Options) { return generalizeNamedOps{}, &pass.Options{} },
	})
}

type generalizeNamedOps struct{}

func (generalizeNamedOps) Run(op *ir.Operation, st *pass.State) error {
	var patterns []rewrite.Pattern
	for _, spec := range Dialect.Ops {
		if len(spec.Interfaces) == 0 || spec.Name == "linalg.generic" {
			continue
		}
		if _, ok := spec.Interfaces[0].(structuredIface); ok {
			patterns = append(patterns, &rewrite.Func{Name: "(anonymous namespace)::LinalgGeneralizationPattern", On: spec.Name, Weight: 1,
				Rewrite: generalizeNamedOp})
		}
	}
	cfg := rewrite.DefaultConfig()
	cfg.TopDown = false
	rewrite.ApplyGreedily(st.Ctx, op, rewrite.NewPatternSet(patterns), cfg)
	return nil
}

// generalizeNamedOp is generalizeNamedOp: a linalg.generic with the op's
// operands, maps and iterators, its region moved over.
func generalizeNamedOp(op *ir.Operation, rw *rewrite.Rewriter) bool {
	if op.NumRegions() != 1 {
		return false
	}
	lop, _ := ir.OpInterface[LinalgOp](op)
	maps := lop.IndexingMaps(op)
	iters := lop.IteratorTypes(op)
	ctx := rw.Ctx
	nIn, nOut := ods.GroupRange(op, 1, false)
	ins, outs := op.Operands()[:nIn], op.Operands()[nIn:nIn+nOut]
	var results []ir.Type
	if pureTensor(op) {
		results = typesOf(outs)
	}
	kinds := make([]ir.Attribute, len(iters))
	for i, it := range iters {
		kinds[i] = iteratorType.Get(ctx, it)
	}
	st := &ir.OperationState{Loc: op.Loc(), Name: ctx.LookupOp("linalg.generic"),
		Operands: append(append([]*ir.Value(nil), ins...), outs...), Types: results,
		Attrs: []ir.NamedAttr{{Name: "indexing_maps", Value: mapsAttr(ctx, maps)}, {Name: "iterator_types", Value: ctx.ArrayAttr(kinds)},
			{Name: "operandSegmentSizes", Value: ods.SegmentSizes(ctx, ins, outs)}}}
	st.AddRegion().TakeBody(op.Region(0))
	n := rw.Create(st)
	rw.ReplaceOp(op, n.Results())
	return true
}
