package transforms

import (
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/pass"
	"github.com/gomlir/gomlir/rewrite"
)

func init() {
	for _, p := range []struct{ arg, name, summary string }{
		{"resolve-ranked-shaped-type-result-dims", "ResolveRankedShapeTypeResultDimsPass", "Resolve memref.dim of result values of ranked shape type"},
		{"resolve-shaped-type-result-dims", "ResolveShapedTypeResultDimsPass", "Resolve memref.dim of result values"},
	} {
		pass.Register(&pass.Info{
			Argument: p.arg,
			Name:     p.name,
			Summary:  p.summary,
			New: func() (pass.Pass, *pass.Options) {
				r := &resolveShapedDims{}
				o := &pass.Options{}
				o.Bool("error-on-pattern-iteration-limit", "Throw an error when pattern rewriter hits iteration limit", &r.errorOnLimit, true)
				return r, o
			},
		})
	}
}

// resolveShapedDims replaces the dims of op results by the sizes the
// producing op reifies (ReifyRankedShapedTypeOpInterface), through the
// ShapedDimOpInterface of the dim ops, with the greedy driver. gomlir has
// no InferShapedTypeOpInterface ops, so both of upstream's passes run the
// same patterns.
type resolveShapedDims struct {
	errorOnLimit bool
}

func (r *resolveShapedDims) Run(op *ir.Operation, st *pass.State) error {
	var patterns []rewrite.Pattern
	for _, name := range st.Ctx.RegisteredOps() {
		if _, ok := ir.InfoInterface[ir.ShapedDimOpInterface](st.Ctx.LookupOp(name)); ok {
			patterns = append(patterns, &rewrite.Func{Name: "DimOfReifyRankedShapedTypeOpInterface", On: name, Weight: 1, Rewrite: dimOfReifiedShape})
		}
	}
	// Upstream's pass walks top-down, unlike the greedy default (the order
	// in which reified sizes are built shows in the output).
	cfg := rewrite.DefaultConfig()
	cfg.TopDown = true
	if !rewrite.ApplyGreedily(st.Ctx, op, rewrite.NewPatternSet(patterns), cfg) && r.errorOnLimit {
		st.Report(op.EmitOpError("dim operation resolution hit pattern iteration limit"))
		return pass.ErrFailed
	}
	return nil
}

// dimOfReifiedShape is DimOfReifyRankedShapedTypeOpInterface: a dim of a
// result, at a constant index, is the size the producer reifies (a
// constant materialized by the dim op's dialect when static).
func dimOfReifiedShape(op *ir.Operation, rw *rewrite.Rewriter) bool {
	dimOp, _ := ir.OpInterface[ir.ShapedDimOpInterface](op)
	shaped, dim := dimOp.ShapedDim(op)
	producer := shaped.DefiningOp()
	index, ok := rewrite.ValueConstant(dim).(*ir.IntegerAttr)
	if producer == nil || !ok {
		return false
	}
	reify, ok := ir.OpInterface[ir.ReifyRankedShapedTypeOpInterface](producer)
	if !ok {
		return false
	}
	rw.SetInsertionPoint(producer)
	shapes, ok := reify.ReifyResultShapes(rw.Builder, producer)
	rw.SetInsertionPoint(op)
	if !ok || shaped.Index() >= len(shapes) {
		return false
	}
	sizes := shapes[shaped.Index()]
	i := index.Int64()
	if !index.IsSmall() || i < 0 || i >= int64(len(sizes)) {
		return false
	}
	v := sizes[i].Value
	if v == nil {
		d := rw.Ctx.Dialect(op.Info().Dialect)
		if d == nil || d.MaterializeConstant == nil {
			return false
		}
		c := d.MaterializeConstant(rw.Builder, sizes[i].Attr, rw.Ctx.IndexType(), op.Loc())
		if c == nil {
			return false
		}
		v = c.Result(0)
	}
	rw.ReplaceOp(op, []*ir.Value{v})
	return true
}
