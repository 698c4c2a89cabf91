package tensor

import (
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/ods"
)

// reifyFunc implements ir.ReifyRankedShapedTypeOpInterface for ops with
// one result; nil sizes mean the op cannot tell.
type reifyFunc func(b *ir.Builder, op *ir.Operation) []ir.FoldResult

// ReifyResultShapes returns the result's sizes.
func (f reifyFunc) ReifyResultShapes(b *ir.Builder, op *ir.Operation) ([][]ir.FoldResult, bool) {
	sizes := f(b, op)
	if sizes == nil {
		return nil, false
	}
	return [][]ir.FoldResult{sizes}, true
}

// dpsInit implements ir.DestinationStyleOpInterface for ops with one init,
// the operand at the given index.
type dpsInit int

// DpsInits returns the init operand.
func (d dpsInit) DpsInits(*ir.Operation) (int, int) { return int(d), 1 }

// reifyFromOperands sizes a result whose dynamic sizes are the op's
// operands from first on (tensor.empty, tensor.generate, tensor.splat).
func reifyFromOperands(first int) reifyFunc {
	return func(_ *ir.Builder, op *ir.Operation) []ir.FoldResult {
		t := rankedOf(op.Result(0).Type())
		return ods.MixedValues(ods.ContextOf(op), t.Shape, op.Operands()[first:])
	}
}

// reifyFromOperandShape sizes a result shaped as operand i
// (tensor.insert_slice: its destination).
func reifyFromOperandShape(i int) reifyFunc {
	return func(b *ir.Builder, op *ir.Operation) []ir.FoldResult {
		return mixedSizes(b, op.Loc(), op.Operand(i))
	}
}

// reifyExtractSlice sizes an extract_slice's result: its sizes, without
// the dimensions a rank reduction drops.
func reifyExtractSlice(_ *ir.Builder, op *ir.Operation) []ir.FoldResult {
	_, sizes, _ := extractSliceOSS.MixedOffsetsSizesStrides(op)
	dropped := droppedDims(sizes, rankedOf(op.Result(0).Type()).Shape)
	var out []ir.FoldResult
	for i, s := range sizes {
		if !dropped[i] {
			out = append(out, s)
		}
	}
	return out
}

// droppedDims is getDroppedDims: which of the slice sizes a rank-reduced
// result drops (unit sizes not matched, in order, by a unit size of the
// result).
func droppedDims(sizes []ir.FoldResult, result []int64) []bool {
	dropped := make([]bool, len(sizes))
	pos := 0
	for i, s := range sizes {
		if c, ok := foldResultInt(s); !ok || c != 1 || pos < len(result) && result[pos] == 1 {
			pos++
			continue
		}
		dropped[i] = true
	}
	return dropped
}

// mixedSizes is tensor::getMixedSizes: the static sizes of v's ranked
// type, with a tensor.dim for each dynamic one.
func mixedSizes(b *ir.Builder, loc ir.Location, v *ir.Value) []ir.FoldResult {
	t := rankedOf(v.Type())
	ctx := b.Ctx
	out := make([]ir.FoldResult, len(t.Shape))
	for i, d := range t.Shape {
		if d != ir.Dynamic {
			out[i] = ir.FoldResult{Attr: indexAttr(ctx, d)}
			continue
		}
		out[i] = ir.FoldResult{Value: buildDim(b, loc, v, i)}
	}
	return out
}

// buildDim creates `tensor.dim %v, %ci` with an arith.constant index
// (DimOp's builder taking an integer).
func buildDim(b *ir.Builder, loc ir.Location, v *ir.Value, i int) *ir.Value {
	ctx := b.Ctx
	c := b.Create(&ir.OperationState{Loc: loc, Name: ctx.LookupOp("arith.constant"), Types: []ir.Type{ctx.IndexType()},
		Attrs: []ir.NamedAttr{{Name: "value", Value: indexAttr(ctx, int64(i))}}})
	return b.Create(&ir.OperationState{Loc: loc, Name: ctx.LookupOp("tensor.dim"), Types: []ir.Type{ctx.IndexType()},
		Operands: []*ir.Value{v, c.Result(0)}}).Result(0)
}
