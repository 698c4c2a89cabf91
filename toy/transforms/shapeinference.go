// Package transforms holds the passes of the Toy tutorial: shape inference
// (chapter 4) and the partial lowering to affine loops (chapter 5).
package transforms

import (
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/pass"
	"github.com/gomlir/gomlir/toy/toy"
)

func init() {
	pass.Register(&pass.Info{
		Argument: "toy-shape-inference",
		Name:     "ShapeInferencePass",
		Summary:  "Infer the shapes of the results of toy operations from their operands",
		OpName:   "toy.func",
		New:      func() (pass.Pass, *pass.Options) { return shapeInference{}, nil },
	})
}

// shapeInference propagates ranked tensor types through a function: an op
// whose results are not all ranked is inferred, through the ShapeInference
// interface, once all its operands are ranked. As MLIR's pass, the work
// list keeps insertion order and an inferred op's slot takes the last op.
type shapeInference struct{}

func (shapeInference) Run(f *ir.Operation, st *pass.State) error {
	var worklist []*ir.Operation
	f.Each(func(op *ir.Operation) {
		for _, t := range op.ResultTypes() {
			if _, ok := t.(*ir.RankedTensorType); !ok {
				worklist = append(worklist, op)
				return
			}
		}
	})
	for len(worklist) > 0 {
		i := firstInferred(worklist)
		if i < 0 {
			break
		}
		op := worklist[i]
		worklist[i] = worklist[len(worklist)-1]
		worklist = worklist[:len(worklist)-1]
		si, ok := ir.OpInterface[toy.ShapeInference](op)
		if !ok {
			st.Report(op.EmitError("unable to infer shape of operation without shape inference interface"))
			return pass.ErrFailed
		}
		si.InferShapes(op)
	}
	if len(worklist) > 0 {
		st.Report(f.EmitError("Shape inference failed, %d operations couldn't be inferred\n", len(worklist)))
		return pass.ErrFailed
	}
	return nil
}

// firstInferred returns the index of the first op whose operands are all
// ranked tensors, or -1.
func firstInferred(ops []*ir.Operation) int {
next:
	for i, op := range ops {
		for _, t := range op.OperandTypes() {
			if _, ok := t.(*ir.RankedTensorType); !ok {
				continue next
			}
		}
		return i
	}
	return -1
}
