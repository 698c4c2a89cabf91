package tensor

import (
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/ir/affine"
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
// shape drops, matched from the back: a static unit size is dropped unless
// the reduced shape's current size is 1 too.
func droppedDims(sizes []ir.FoldResult, reduced []int64) []bool {
	dropped := make([]bool, len(sizes))
	pos := len(reduced) - 1
	for i := len(sizes) - 1; i >= 0; i-- {
		unit := sizes[i].Value == nil && ods.ConstantIntOf(sizes[i]) == 1
		switch {
		case pos < 0:
			dropped[i] = true
		case !unit || reduced[pos] == 1:
			pos--
		default:
			dropped[i] = true
		}
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

// dimInterface implements ir.ShapedDimOpInterface for tensor.dim.
type dimInterface struct{}

// ShapedDim returns the source and the index.
func (dimInterface) ShapedDim(op *ir.Operation) (*ir.Value, *ir.Value) {
	return op.Operand(0), op.Operand(1)
}

// reifyExpandShape sizes an expand_shape's result: its output sizes.
func reifyExpandShape(_ *ir.Builder, op *ir.Operation) []ir.FoldResult { return expandOutput(op) }

// reifyCollapseShape sizes a collapse_shape's result (upstream's
// getCollapsedOutputShapeFromInputShape): each dynamic size is the
// product of its group's source sizes, folded to a constant when they all
// are, an affine.apply of them otherwise.
func reifyCollapseShape(b *ir.Builder, op *ir.Operation) []ir.FoldResult {
	ctx := b.Ctx
	src := op.Operand(0)
	st, rt := rankedOf(src.Type()), rankedOf(op.Result(0).Type())
	if st == nil || rt == nil {
		return nil
	}
	groups := reassociation(op)
	out := make([]ir.FoldResult, len(groups))
	for i, g := range groups {
		if rt.Shape[i] != ir.Dynamic {
			out[i] = ir.FoldResult{Attr: indexAttr(ctx, rt.Shape[i])}
			continue
		}
		product := int64(1)
		var values []*ir.Value
		for _, d := range g {
			size := foldedDim(b, op.Loc(), src, int(d))
			if c, ok := foldResultInt(size); ok {
				product *= c
				continue
			}
			values = append(values, size.Value)
		}
		if len(values) == 0 {
			out[i] = ir.FoldResult{Attr: indexAttr(ctx, product)}
			continue
		}
		var e affine.Expr
		for j := range values {
			if s := affine.Symbol(ctx, j); e == nil {
				e = s
			} else {
				e = affine.Mul(ctx, e, s)
			}
		}
		if product != 1 {
			e = affine.MulConst(ctx, e, product)
		}
		apply := b.Create(&ir.OperationState{Loc: op.Loc(), Name: ctx.LookupOp("affine.apply"), Types: []ir.Type{ctx.IndexType()},
			Operands: values, Attrs: []ir.NamedAttr{{Name: "map", Value: ctx.AffineMapAttr(affine.Get(ctx, 0, len(values), []affine.Expr{e}))}}})
		out[i] = ir.FoldResult{Value: apply.Result(0)}
	}
	return out
}

// foldedDim is `createOrFold<tensor::DimOp>`: a static size, the dynamic
// size operand of the producer (tensor.generate, tensor.empty), or a new
// tensor.dim.
func foldedDim(b *ir.Builder, loc ir.Location, v *ir.Value, i int) ir.FoldResult {
	t := rankedOf(v.Type())
	if t.Shape[i] != ir.Dynamic {
		return ir.FoldResult{Attr: indexAttr(b.Ctx, t.Shape[i])}
	}
	if def := v.DefiningOp(); def != nil && (def.Name() == "tensor.generate" || def.Name() == "tensor.empty") {
		return ir.FoldResult{Value: def.Operand(countDynamic(t.Shape[:i]))}
	}
	return ir.FoldResult{Value: buildDim(b, loc, v, i)}
}

// createOrFoldDim is upstream's createOrFold<tensor::DimOp> op by op: the
// dimension's index constant is built first; a static size then folds to
// a materialized constant (both stay, unused, as upstream's do).
func createOrFoldDim(b *ir.Builder, loc ir.Location, v *ir.Value, i int) ir.FoldResult {
	t := rankedOf(v.Type())
	if t.Shape[i] == ir.Dynamic {
		if def := v.DefiningOp(); def == nil || def.Name() != "tensor.generate" && def.Name() != "tensor.empty" {
			return ir.FoldResult{Value: buildDim(b, loc, v, i)}
		}
	}
	constantIndex(b, loc, int64(i))
	if t.Shape[i] != ir.Dynamic {
		constantIndex(b, loc, t.Shape[i])
	}
	return foldedDim(b, loc, v, i)
}

// composeFolded is makeComposedFoldedAffineApply of the expression f
// builds over index fold results: constants are folded in, values become
// symbols in order of first use (a repeated value one symbol); the result
// is a constant, a lone value, or an affine.apply. A value defined by
// affine.apply, which upstream would compose, makes ok false.
func composeFolded(b *ir.Builder, loc ir.Location, operands []ir.FoldResult, f func(ops []affine.Expr) affine.Expr) (res ir.FoldResult, ok bool) {
	ctx := b.Ctx
	exprs := make([]affine.Expr, len(operands))
	var values []*ir.Value
	for i, o := range operands {
		if c, isConst := foldResultInt(o); isConst {
			exprs[i] = affine.Constant(ctx, c)
			continue
		}
		if definedBy(o.Value, "affine.apply") != nil {
			return ir.FoldResult{}, false
		}
		pos := -1
		for j, v := range values {
			if v == o.Value {
				pos = j
			}
		}
		if pos < 0 {
			pos = len(values)
			values = append(values, o.Value)
		}
		exprs[i] = affine.Symbol(ctx, pos)
	}
	e := affine.SimplifyAffineMap(ctx, affine.Get(ctx, 0, len(values), []affine.Expr{f(exprs)})).Results[0]
	if c, isConst := e.(*affine.ConstantExpr); isConst {
		return ir.FoldResult{Attr: indexAttr(ctx, c.Value)}, true
	}
	used := make([]bool, len(values))
	affine.Walk(e, func(x affine.Expr) {
		if s, isSym := x.(*affine.SymbolExpr); isSym {
			used[s.Pos] = true
		}
	})
	for _, u := range used {
		if !u {
			return ir.FoldResult{}, false
		}
	}
	if s, isSym := e.(*affine.SymbolExpr); isSym && len(values) == 1 && s.Pos == 0 {
		return ir.FoldResult{Value: values[0]}, true
	}
	return ir.FoldResult{Value: newAffineApply(b, loc, affine.Get(ctx, 0, len(values), []affine.Expr{e}), values)}, true
}

// sumFolded is composeFolded of the sum of terms.
func sumFolded(b *ir.Builder, loc ir.Location, terms []ir.FoldResult) (ir.FoldResult, bool) {
	return composeFolded(b, loc, terms, func(ops []affine.Expr) affine.Expr {
		e := ops[0]
		for _, o := range ops[1:] {
			e = affine.Add(b.Ctx, e, o)
		}
		return e
	})
}

// newAffineApply builds `affine.apply map()[operands]`.
func newAffineApply(b *ir.Builder, loc ir.Location, m *affine.Map, operands []*ir.Value) *ir.Value {
	ctx := b.Ctx
	return b.Create(&ir.OperationState{Loc: loc, Name: ctx.LookupOp("affine.apply"), Types: []ir.Type{ctx.IndexType()},
		Operands: operands, Attrs: []ir.NamedAttr{{Name: "map", Value: ctx.AffineMapAttr(m)}}}).Result(0)
}

// reifyPad sizes a pad's result: each dynamic size is the source size plus
// the low and high paddings.
func reifyPad(b *ir.Builder, op *ir.Operation) []ir.FoldResult {
	rt := rankedOf(op.Result(0).Type())
	low, high := padLists(op)
	if len(low) != len(rt.Shape) || len(high) != len(rt.Shape) {
		return nil
	}
	out := make([]ir.FoldResult, len(rt.Shape))
	for i, d := range rt.Shape {
		if d != ir.Dynamic {
			out[i] = ir.FoldResult{Attr: indexAttr(b.Ctx, d)}
			continue
		}
		sum, ok := sumFolded(b, op.Loc(), []ir.FoldResult{foldedDim(b, op.Loc(), op.Operand(0), i), low[i], high[i]})
		if !ok {
			return nil
		}
		out[i] = sum
	}
	return out
}

// reifyConcat sizes a concat's result: static sizes from the result type
// or the inputs, the first input's size otherwise, and the sum of the
// concatenated sizes.
func reifyConcat(b *ir.Builder, op *ir.Operation) []ir.FoldResult {
	ctx := b.Ctx
	rt := rankedOf(op.Result(0).Type())
	inferred := inferConcatType(ctx, op)
	dim := int(concatDim(op))
	out := make([]ir.FoldResult, len(rt.Shape))
	for i := range out {
		switch {
		case i == dim:
		case rt.Shape[i] != ir.Dynamic:
			out[i] = ir.FoldResult{Attr: indexAttr(ctx, rt.Shape[i])}
		case inferred.Shape[i] != ir.Dynamic:
			out[i] = ir.FoldResult{Value: constantIndex(b, op.Loc(), inferred.Shape[i])}
		default:
			out[i] = ir.FoldResult{Value: buildDim(b, op.Operand(0).Loc(), op.Operand(0), i)}
		}
	}
	if rt.Shape[dim] != ir.Dynamic {
		out[dim] = ir.FoldResult{Attr: indexAttr(ctx, rt.Shape[dim])}
		return out
	}
	terms := make([]ir.FoldResult, op.NumOperands())
	for i, v := range op.Operands() {
		terms[i] = createOrFoldDim(b, v.Loc(), v, dim)
	}
	sum, ok := sumFolded(b, op.Loc(), terms)
	if !ok {
		return nil
	}
	if sum.Value == nil {
		sum = ir.FoldResult{Value: constantIndex(b, op.Loc(), ods.ConstantIntOf(sum))}
	}
	out[dim] = sum
	return out
}

// constantIndex builds `arith.constant v : index`.
func constantIndex(b *ir.Builder, loc ir.Location, v int64) *ir.Value {
	ctx := b.Ctx
	return b.Create(&ir.OperationState{Loc: loc, Name: ctx.LookupOp("arith.constant"), Types: []ir.Type{ctx.IndexType()},
		Attrs: []ir.NamedAttr{{Name: "value", Value: indexAttr(ctx, v)}}}).Result(0)
}
