package testdialect

import (
	"strings"

	"github.com/gomlir/gomlir/dialect/affine"
	"github.com/gomlir/gomlir/ir"
	irAffine "github.com/gomlir/gomlir/ir/affine"
	"github.com/gomlir/gomlir/pass"
)

// affine-super-vectorizer-test is upstream's VectorizerTestPass, with its
// compose-maps and vectorize-affine-loop-nest tests; its shape ratio and
// slicing tests are not built and report an error when asked for.
func init() {
	pass.Register(&pass.Info{Argument: "affine-super-vectorizer-test",
		Name:    "(anonymous namespace)::VectorizerTestPass",
		Summary: "Tests vectorizer standalone functionality.",
		OpName:  "func.func",
		New: func() (pass.Pass, *pass.Options) {
			t := &vectorizerTest{}
			o := &pass.Options{}
			o.IntList("vector-shape-ratio", "Specify the HW vector size for vectorization", &t.shapeRatio)
			o.Bool("forward-slicing", "Enable testing forward static slicing and topological sort functionalities", &t.forward, false)
			o.Bool("backward-slicing", "Enable testing backward static slicing and topological sort functionalities", &t.backward, false)
			o.Bool("slicing", "Enable testing static slicing and topological sort functionalities", &t.slicing, false)
			o.Bool("compose-maps", "Enable testing the composition of AffineMap where each AffineMap in the composition is specified as the affine_map attribute in a constant op.", &t.composeMaps, false)
			o.Bool("vectorize-affine-loop-nest", "Enable testing for the 'vectorizeAffineLoopNest' utility by vectorizing the outermost loops found", &t.loopNest, false)
			return t, o
		}})
}

// vectorizerTest holds the options of affine-super-vectorizer-test.
type vectorizerTest struct {
	shapeRatio                                        []string
	forward, backward, slicing, composeMaps, loopNest bool
}

// Run runs the requested tests on a function of a single block and
// reports what they print as one remark without location.
func (t *vectorizerTest) Run(fn *ir.Operation, st *pass.State) error {
	if len(t.shapeRatio) > 0 || t.forward || t.backward || t.slicing {
		st.Report(fn.EmitError("affine-super-vectorizer-test: the shape ratio and slicing tests are not built in gomlir"))
		return pass.ErrFailed
	}
	body := fn.Region(0)
	if body.First() == nil || body.First().Next() != nil {
		return nil
	}
	var out strings.Builder
	if t.composeMaps {
		if err := composeTestMaps(st.Ctx, fn, &out); err != nil {
			st.Report(err)
			return pass.ErrFailed
		}
	}
	if t.loopNest {
		var outermost []*ir.Operation
		for op := body.First().First(); op != nil; op = op.NextInBlock() {
			if op.Name() == "affine.for" && op.IsRegistered() {
				outermost = append(outermost, op)
			}
		}
		if len(outermost) == 1 && !affine.VectorizeLoop(st.Ctx, st.Report, outermost[0], 4) {
			out.WriteString("Outermost loop cannot be parallel\n")
		}
	}
	if out.Len() > 0 {
		st.Report(&ir.Diagnostic{Severity: ir.SeverityRemark, Loc: st.Ctx.UnknownLoc(), Message: out.String()})
	}
	return nil
}

// composeTestMaps is upstream's testComposeMaps: the affine_map attributes
// of the test_affine_map ops, composed from the last matched (in
// post-order) to the first, simplified.
func composeTestMaps(ctx *ir.Context, fn *ir.Operation, out *strings.Builder) *ir.Diagnostic {
	var maps []*irAffine.Map
	fn.Walk(func(op *ir.Operation) ir.WalkResult {
		if op.Name() == "test_affine_map" {
			if a, ok := op.Attr("affine_map").(*ir.AffineMapAttr); ok {
				maps = append(maps, a.Map)
			}
		}
		return ir.WalkAdvance
	})
	if len(maps) == 0 {
		return nil
	}
	res := maps[len(maps)-1]
	for i := len(maps) - 2; i >= 0; i-- {
		if res.NumDims != len(maps[i].Results) {
			return fn.EmitError("affine-super-vectorizer-test: maps of mismatched sizes cannot be composed")
		}
		res = res.Compose(ctx, maps[i])
	}
	out.WriteString("\nComposed map: ")
	out.WriteString(irAffine.SimplifyAffineMap(ctx, res).String())
	return nil
}
