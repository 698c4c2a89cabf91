package tensor

import (
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/ods"
	"github.com/gomlir/gomlir/rewrite"
)

// Builders of the ops the canonicalization patterns create, with
// upstream's builders' defaults.

// create builds the op named name at the rewriter's insertion point.
func create(rw *rewrite.Rewriter, name string, loc ir.Location, types []ir.Type, operands []*ir.Value, attrs ...ir.NamedAttr) *ir.Operation {
	return rw.Create(&ir.OperationState{Loc: loc, Name: rw.Ctx.LookupOp(name), Types: types, Operands: operands, Attrs: attrs})
}

// newCast builds `tensor.cast v : ... to t`.
func newCast(rw *rewrite.Rewriter, loc ir.Location, t ir.Type, v *ir.Value) *ir.Value {
	return create(rw, "tensor.cast", loc, []ir.Type{t}, []*ir.Value{v}).Result(0)
}

// castIfNeeded returns v, cast to t when its type differs.
func castIfNeeded(rw *rewrite.Rewriter, loc ir.Location, t ir.Type, v *ir.Value) *ir.Value {
	if v.Type() == t {
		return v
	}
	return newCast(rw, loc, t, v)
}

// discardable returns the discardable attributes of op
// (getPrunedAttributeList).
func discardable(op *ir.Operation) []ir.NamedAttr {
	if d := op.Attrs(); d != nil {
		return append([]ir.NamedAttr(nil), d.Entries...)
	}
	return nil
}

// sliceState lays out the operands and attributes of a slicing op: the
// leading operands, then the dynamic offsets, sizes and strides, with
// their static lists and segment sizes.
func sliceState(ctx *ir.Context, leading []*ir.Value, offsets, sizes, strides []ir.FoldResult) ([]*ir.Value, []ir.NamedAttr) {
	operands := append([]*ir.Value(nil), leading...)
	segments := make([]int32, 0, len(leading)+3)
	for range leading {
		segments = append(segments, 1)
	}
	var attrs []ir.NamedAttr
	for i, list := range [3][]ir.FoldResult{offsets, sizes, strides} {
		static, dynamic := ods.DispatchMixed(list)
		operands = append(operands, dynamic...)
		segments = append(segments, int32(len(dynamic)))
		attrs = append(attrs, ir.NamedAttr{Name: offsetSizeStrideNames[i], Value: ctx.DenseI64Array(static)})
	}
	attrs = append(attrs, ir.NamedAttr{Name: "operandSegmentSizes", Value: ctx.DenseI32Array(segments)})
	return operands, attrs
}

// offsetSizeStrideNames are the static lists' attribute names.
var offsetSizeStrideNames = [3]string{"static_offsets", "static_sizes", "static_strides"}

// newExtractSlice builds a tensor.extract_slice of the given result type
// (nil: inferred from the sizes).
func newExtractSlice(rw *rewrite.Rewriter, loc ir.Location, rt ir.Type, source *ir.Value, offsets, sizes, strides []ir.FoldResult) *ir.Operation {
	if rt == nil {
		static, _ := ods.DispatchMixed(sizes)
		rt = inferSliceType(rw.Ctx, rankedOf(source.Type()), static)
	}
	operands, attrs := sliceState(rw.Ctx, []*ir.Value{source}, offsets, sizes, strides)
	return create(rw, "tensor.extract_slice", loc, []ir.Type{rt}, operands, attrs...)
}

// NewExtractSlice builds a tensor.extract_slice of result type rt (nil:
// inferred from the sizes).
func NewExtractSlice(rw *rewrite.Rewriter, loc ir.Location, rt ir.Type, source *ir.Value, offsets, sizes, strides []ir.FoldResult) *ir.Operation {
	return newExtractSlice(rw, loc, rt, source, offsets, sizes, strides)
}

// NewInsertSlice builds a tensor.insert_slice (result: the destination's
// type) or tensor.parallel_insert_slice (no result).
func NewInsertSlice(rw *rewrite.Rewriter, name string, loc ir.Location, source, dest *ir.Value, offsets, sizes, strides []ir.FoldResult) *ir.Operation {
	operands, attrs := sliceState(rw.Ctx, []*ir.Value{source, dest}, offsets, sizes, strides)
	var types []ir.Type
	if name == "tensor.insert_slice" {
		types = []ir.Type{dest.Type()}
	}
	return create(rw, name, loc, types, operands, attrs...)
}

// newPad builds a tensor.pad of result type rt whose region is taken from
// region (moved) with the given low and high paddings.
func newPad(rw *rewrite.Rewriter, old *ir.Operation, rt ir.Type, source *ir.Value, low, high []ir.FoldResult, region *ir.Region) *ir.Operation {
	ctx := rw.Ctx
	staticLow, dynLow := ods.DispatchMixed(low)
	staticHigh, dynHigh := ods.DispatchMixed(high)
	operands := append(append([]*ir.Value{source}, dynLow...), dynHigh...)
	attrs := []ir.NamedAttr{
		{Name: "static_low", Value: ctx.DenseI64Array(staticLow)},
		{Name: "static_high", Value: ctx.DenseI64Array(staticHigh)},
		{Name: "operandSegmentSizes", Value: ctx.DenseI32Array([]int32{1, int32(len(dynLow)), int32(len(dynHigh))})},
	}
	if nofold := old.InherentAttr("nofold"); nofold != nil {
		attrs = append(attrs, ir.NamedAttr{Name: "nofold", Value: nofold})
	}
	attrs = append(attrs, discardable(old)...)
	return rw.Create(&ir.OperationState{Loc: old.Loc(), Name: ctx.LookupOp("tensor.pad"), Types: []ir.Type{rt},
		Operands: operands, Attrs: attrs, Regions: []*ir.Region{region}})
}

// clonedRegion is a copy of r (Region::cloneInto, not reported to the
// rewriter).
func clonedRegion(ctx *ir.Context, r *ir.Region) *ir.Region {
	out := &ir.Region{}
	r.CloneInto(ctx, out, ir.NewMapping())
	return out
}

// movedRegion takes r's blocks into a new region (inlineRegionBefore into
// an empty region).
func movedRegion(r *ir.Region) *ir.Region {
	out := &ir.Region{}
	out.TakeBody(r)
	return out
}
