package testdialect

import (
	"fmt"

	"github.com/gomlir/gomlir/analysis/slice"
	function "github.com/gomlir/gomlir/dialect/func"
	"github.com/gomlir/gomlir/dialect/linalg"
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/pass"
)

func init() {
	pass.Register(&pass.Info{
		Argument: "slice-analysis-test",
		Name:     "(anonymous namespace)::SliceAnalysisTestPass",
		Summary:  "Test Slice analysis functionality.",
		OpName:   "builtin.module",
		New: func() (pass.Pass, *pass.Options) {
			p := &sliceAnalysisTest{}
			o := &pass.Options{}
			o.Bool("omit-block-arguments", "Test Slice analysis with multiple blocks but slice omiting block arguments", &p.omitBlockArgs, true)
			return p, o
		},
	})
}

// sliceAnalysisTest is upstream's SliceAnalysisTestPass: for the n-th
// structured (linalg) op of the module's functions, a function
// `<name>__backward_slice__<n>` with the parent's signature holding a
// clone of the op's backward slice, inserted before the parent.
type sliceAnalysisTest struct{ omitBlockArgs bool }

func (p *sliceAnalysisTest) Run(module *ir.Operation, st *pass.State) error {
	ctx := st.Ctx
	n := 0
	body := module.Region(0).First()
	for fn := body.First(); fn != nil; fn = fn.NextInBlock() {
		f, ok := function.AsFuncOp(fn)
		if !ok {
			continue
		}
		fn.Each(func(op *ir.Operation) {
			if _, ok := ir.OpInterface[linalg.LinalgOp](op); !ok {
				return
			}
			backwardSliceFunction(ctx, f, op, fmt.Sprintf("__backward_slice__%d", n), p.omitBlockArgs)
			n++
		})
	}
	return nil
}

// backwardSliceFunction is createBackwardSliceFunction.
func backwardSliceFunction(ctx *ir.Context, parent function.FuncOp, op *ir.Operation, suffix string, omitBlockArgs bool) {
	b := ir.NewBuilder(ctx)
	b.SetInsertionPoint(parent.Operation)
	loc := op.Loc()
	ftype := parent.FunctionTypeAttr()
	clone := function.BuildFuncOp(b, loc, ir.NamedAttr{Name: "sym_name", Value: ctx.StringAttr(parent.SymName() + suffix)},
		ir.NamedAttr{Name: "function_type", Value: ftype})
	m := ir.NewMapping()
	inputs := ftype.Type.(*ir.FunctionType).Inputs
	locs := make([]ir.Location, len(inputs))
	for i := range locs {
		locs[i] = loc
	}
	entry := b.CreateBlock(clone.Region(0), inputs, locs)
	for i, a := range parent.Region(0).First().Args() {
		m.Map(a, entry.Arg(i))
	}
	for _, o := range slice.Backward(op, omitBlockArgs) {
		entry.Append(o.Clone(ctx, m))
	}
	b.SetInsertionPointToEnd(entry)
	function.BuildReturnOp(b, loc, nil)
}
