// Package transforms holds the tensor passes that reach beyond the tensor
// dialect: fold-tensor-subset-ops, which folds tensor slices into the
// vector transfers and insertions next to them (upstream's
// Tensor/Transforms/FoldTensorSubsetOps).
package transforms

import (
	mtransforms "github.com/gomlir/gomlir/dialect/memref/transforms"
	"github.com/gomlir/gomlir/dialect/tensor"
	"github.com/gomlir/gomlir/dialect/vector"
	"github.com/gomlir/gomlir/dialect/viewlike"
	"github.com/gomlir/gomlir/ir"
	affexpr "github.com/gomlir/gomlir/ir/affine"
	"github.com/gomlir/gomlir/ods"
	"github.com/gomlir/gomlir/pass"
	"github.com/gomlir/gomlir/rewrite"
)

func init() {
	pass.Register(&pass.Info{
		Argument:  "fold-tensor-subset-ops",
		Name:      "FoldTensorSubsetOpsPass",
		Summary:   "Fold tensor subset ops into producer/consumer ops",
		Dependent: []string{"affine", "tensor", "vector"},
		New:       func() (pass.Pass, *pass.Options) { return foldSubsetPass{}, &pass.Options{} },
	})
}

type foldSubsetPass struct{}

func (foldSubsetPass) Run(op *ir.Operation, st *pass.State) error {
	rewrite.ApplyGreedily(st.Ctx, op, rewrite.NewPatternSet(FoldTensorSubsetOpPatterns()), rewrite.DefaultConfig())
	return nil
}

// FoldTensorSubsetOpPatterns is upstream's populateFoldTensorSubsetOpPatterns:
// a transfer_read of an extract_slice reads the slice's source, an
// insert_slice of a transfer_write covering its tensor writes the
// destination, and an insertion of an insertion with matching sizes
// inserts the first source directly.
func FoldTensorSubsetOpPatterns() []rewrite.Pattern {
	return []rewrite.Pattern{
		&rewrite.Func{Name: "(anonymous namespace)::TransferReadOfExtractSliceOpFolder", On: "vector.transfer_read", Weight: 1, Rewrite: readOfExtractSlice},
		&rewrite.Func{Name: "(anonymous namespace)::InsertSliceOfTransferWriteOpFolder", On: "tensor.insert_slice", Weight: 1, Rewrite: insertSliceOfWrite},
		&rewrite.Func{Name: "InsertSliceOfInsertSliceFolder<mlir::tensor::InsertSliceOp>", On: "tensor.insert_slice", Weight: 1, Rewrite: insertSliceOfInsertSlice},
		&rewrite.Func{Name: "InsertSliceOfInsertSliceFolder<mlir::tensor::ParallelInsertSliceOp>", On: "tensor.parallel_insert_slice", Weight: 1, Rewrite: insertSliceOfInsertSlice},
	}
}

// definedBy returns the registered op named name defining v (nil if none).
func definedBy(v *ir.Value, name string) *ir.Operation {
	if d := v.DefiningOp(); d != nil && d.IsRegistered() && d.Name() == name {
		return d
	}
	return nil
}

// mixedLists returns a subset op's offsets, sizes and strides.
func mixedLists(op *ir.Operation) (offsets, sizes, strides []ir.FoldResult) {
	oss, _ := ir.OpInterface[ir.OffsetSizeAndStrideOpInterface](op)
	return oss.MixedOffsetsSizesStrides(op)
}

// unitStrides reports whether every stride is the constant 1.
func unitStrides(strides []ir.FoldResult) bool {
	for _, s := range strides {
		if s.Value != nil || ods.ConstantIntOf(s) != 1 {
			return false
		}
	}
	return true
}

// transferPreconditions is preconditionsFoldExtractOrInsertWithTransferOp:
// the transfer is in bounds and unmasked, the slice has unit strides.
func transferPreconditions(t vector.Transfer, slice *ir.Operation) bool {
	_, _, strides := mixedLists(slice)
	return !t.HasOutOfBoundsDim() && t.Mask() == nil && unitStrides(strides)
}

// toMixed converts fold results to viewlike entries.
func toMixed(list []ir.FoldResult) []viewlike.Mixed {
	out := make([]viewlike.Mixed, len(list))
	for i, f := range list {
		if f.Value != nil {
			out[i] = viewlike.Mixed{Value: f.Value, Static: ir.Dynamic}
		} else {
			out[i] = viewlike.Mixed{Static: ods.ConstantIntOf(f)}
		}
	}
	return out
}

// valuesAsMixed wraps values as dynamic entries.
func valuesAsMixed(vs []*ir.Value) []viewlike.Mixed {
	out := make([]viewlike.Mixed, len(vs))
	for i, v := range vs {
		out[i] = viewlike.Mixed{Value: v, Static: ir.Dynamic}
	}
	return out
}

// resolveIndexValues is resolveIndicesIntoOpWithOffsetsAndStrides of the
// indices into a slice's source.
func resolveIndexValues(rw *rewrite.Rewriter, loc ir.Location, slice *ir.Operation, indices []*ir.Value) []*ir.Value {
	offsets, _, strides := mixedLists(slice)
	return mtransforms.ResolveIndices(rw, loc, toMixed(offsets), toMixed(strides), tensor.SliceDroppedDims(slice), valuesAsMixed(indices))
}

// expandDimsToRank is upstream's expandDimsToRank: m composed with the
// identity of rank dimensions that drops the projected ones.
func expandDimsToRank(ctx *ir.Context, m *affexpr.Map, rank int, projected []bool) *affexpr.Map {
	proj := affexpr.FilteredIdentityMap(ctx, rank, func(pos int) bool { return !projected[pos] })
	return m.Compose(ctx, proj)
}

// transferAttrs returns the attributes of a rebuilt transfer: the
// permutation map and the original's in_bounds.
func transferAttrs(ctx *ir.Context, t vector.Transfer, m *affexpr.Map) []ir.NamedAttr {
	return []ir.NamedAttr{{Name: "in_bounds", Value: t.Op().InherentAttr("in_bounds")},
		{Name: "permutation_map", Value: ctx.AffineMapAttr(m)}}
}

// readOfExtractSlice is TransferReadOfExtractSliceOpFolder, a maskable
// pattern: a read inside a vector.mask is rebuilt before the mask op,
// masked anew, and replaces the mask op.
func readOfExtractSlice(op *ir.Operation, rw *rewrite.Rewriter) bool {
	t, _ := vector.AsTransfer(op)
	slice := definedBy(t.Base(), "tensor.extract_slice")
	if slice == nil || !transferPreconditions(t, slice) {
		return false
	}
	root := op
	if p := op.ParentOp(); p != nil && p.IsRegistered() && p.Name() == "vector.mask" {
		root = p
		rw.SetInsertionPoint(p)
	}
	ctx := rw.Ctx
	loc := op.Loc()
	indices := resolveIndexValues(rw, loc, slice, t.Indices())
	srcType := slice.Operand(0).Type().(*ir.RankedTensorType)
	m := expandDimsToRank(ctx, t.PermutationMap(), len(srcType.Shape), tensor.SliceDroppedDims(slice))
	read := vector.BuildTransferReadOp(rw.Builder, loc, slice.Operand(0), indices, t.Padding(), nil, t.VectorType(),
		transferAttrs(ctx, t, m)...).Operation
	if root != op {
		read = maskOperation(rw, read, root.Operand(0))
	}
	rw.ReplaceOp(root, read.Results())
	return true
}

// maskOperation is vector::maskOperation without a passthru: a vector.mask
// under mask holding op (moved into its region) and yielding its results.
func maskOperation(rw *rewrite.Rewriter, op *ir.Operation, mask *ir.Value) *ir.Operation {
	st := &ir.OperationState{Loc: op.Loc(), Name: rw.Ctx.LookupOp("vector.mask"), Operands: []*ir.Value{mask}, Types: op.ResultTypes()}
	body := st.AddRegion()
	b := ir.NewBlock()
	body.Append(b)
	op.Remove()
	b.Append(op)
	yb := ir.NewBuilder(rw.Ctx)
	yb.SetInsertionPointToEnd(b)
	yb.Create(&ir.OperationState{Loc: op.Loc(), Name: rw.Ctx.LookupOp("vector.yield"), Operands: op.Results()})
	return rw.Create(st)
}

// insertSliceOfWrite is InsertSliceOfTransferWriteOpFolder: the write must
// cover its (static) tensor.
func insertSliceOfWrite(op *ir.Operation, rw *rewrite.Rewriter) bool {
	w := op.Operand(0).DefiningOp()
	t, ok := vector.AsTransfer(w)
	if !ok || t.IsRead() || !transferPreconditions(t, op) {
		return false
	}
	shaped := t.Base().Type().(*ir.RankedTensorType)
	// Dynamic shapes never match the vector's static one.
	if !equalShapes(t.VectorType().Shape, shaped.Shape) {
		return false
	}
	ctx := rw.Ctx
	indices := resolveIndexValues(rw, w.Loc(), op, t.Indices())
	destType := op.Operand(1).Type().(*ir.RankedTensorType)
	m := expandDimsToRank(ctx, t.PermutationMap(), len(destType.Shape), tensor.SliceDroppedDims(op))
	nw := vector.BuildTransferWriteOp(rw.Builder, op.Loc(), t.Vector(), op.Operand(1), indices, nil, []ir.Type{destType},
		transferAttrs(ctx, t, m)...)
	rw.ReplaceOp(op, nw.Results())
	return true
}

// equalShapes compares two shapes.
func equalShapes(a, b []int64) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// insertSliceOfInsertSlice is InsertSliceOfInsertSliceFolder: with unit
// strides and the inner insertion's sizes equal to the outer's kept
// sizes, the outer op inserts the inner source at the composed offsets.
func insertSliceOfInsertSlice(op *ir.Operation, rw *rewrite.Rewriter) bool {
	inner := definedBy(op.Operand(0), "tensor.insert_slice")
	if inner == nil {
		return false
	}
	offsets, sizes, strides := mixedLists(op)
	innerOffsets, innerSizes, innerStrides := mixedLists(inner)
	if !unitStrides(strides) || !unitStrides(innerStrides) {
		return false
	}
	dropped := tensor.SliceDroppedDims(op)
	src := 0
	for d := range sizes {
		if dropped[d] {
			continue
		}
		if sizes[d] != innerSizes[src] {
			return false
		}
		src++
	}
	// resolveSizesIntoOpWithSizes: the outer sizes where dropped, the
	// inner ones elsewhere.
	resolvedSizes := make([]ir.FoldResult, len(sizes))
	src = 0
	for d := range sizes {
		if dropped[d] {
			resolvedSizes[d] = sizes[d]
			continue
		}
		resolvedSizes[d] = innerSizes[src]
		src++
	}
	if op.Name() == "tensor.parallel_insert_slice" {
		// Only parallel combining ops may sit in the parallel terminator.
		rw.SetInsertionPoint(op.ParentOp())
	}
	resolved := mtransforms.ResolveIndices(rw, op.Loc(), toMixed(offsets), toMixed(strides), dropped, toMixed(innerOffsets))
	rw.SetInsertionPoint(op)
	newOffsets := make([]ir.FoldResult, len(resolved))
	for i, v := range resolved {
		// getAsOpFoldResult: constants become attributes.
		newOffsets[i] = ir.FoldResult{Value: v}
		if a := rewrite.ValueConstant(v); a != nil {
			newOffsets[i] = ir.FoldResult{Attr: a}
		}
	}
	n := tensor.NewInsertSlice(rw, op.Name(), op.Loc(), inner.Operand(0), op.Operand(1), newOffsets, resolvedSizes, strides)
	rw.ReplaceOp(op, n.Results())
	return true
}
