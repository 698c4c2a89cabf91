package transforms

import (
	"github.com/gomlir/gomlir/dialect/affine"
	"github.com/gomlir/gomlir/dialect/memref"
	"github.com/gomlir/gomlir/dialect/viewlike"
	"github.com/gomlir/gomlir/ir"
	affexpr "github.com/gomlir/gomlir/ir/affine"
	"github.com/gomlir/gomlir/ods"
	"github.com/gomlir/gomlir/pass"
	"github.com/gomlir/gomlir/rewrite"
)

// The fold-memref-alias-ops pass, as upstream's FoldMemRefAliasOps: loads
// and stores through a memref.subview, expand_shape or collapse_shape
// access the source directly, their indices rewritten (affine.apply,
// affine.linearize_index, affine.delinearize_index); a subview of a
// unit-stride subview is a subview of its source.

func init() {
	pass.Register(&pass.Info{
		Argument:  "fold-memref-alias-ops",
		Name:      "FoldMemRefAliasOpsPass",
		Summary:   "Fold memref alias ops into consumer load/store ops",
		Dependent: []string{"affine", "memref", "vector"},
		New:       func() (pass.Pass, *pass.Options) { return foldAlias{FoldAliasPatterns}, &pass.Options{} },
	})
	// The affine dialect's variant (upstream's AffineFoldMemRefAliasOps)
	// lives here, beside the patterns it shares.
	pass.Register(&pass.Info{
		Argument:  "affine-fold-memref-alias-ops",
		Name:      "AffineFoldMemRefAliasOps",
		Summary:   "Fold memref alias ops into affine memory ops",
		Dependent: []string{"memref"},
		New:       func() (pass.Pass, *pass.Options) { return foldAlias{AffineFoldAliasPatterns}, &pass.Options{} },
	})
}

// foldAlias applies a set of alias-folding patterns greedily.
type foldAlias struct{ patterns func() []rewrite.Pattern }

func (p foldAlias) Run(op *ir.Operation, st *pass.State) error {
	rewrite.ApplyGreedily(st.Ctx, op, rewrite.NewPatternSet(p.patterns()), rewrite.DefaultConfig())
	return nil
}

// accessOp describes where a load-like or store-like op keeps its memref
// and indices; the indices of an affine one go through its map.
type accessOp struct {
	name         string
	memrefIndex  int
	indicesGroup int
	affine       bool
}

// accessOps are the ops whose memref operand is folded.
var accessOps = []accessOp{
	{"memref.load", 0, 1, false},
	{"memref.store", 1, 2, false},
	{"vector.load", 0, 1, false},
	{"vector.store", 1, 2, false},
}

// affineAccessOps are the affine ops whose memref operand is folded.
var affineAccessOps = []accessOp{
	{"affine.load", 0, 1, true},
	{"affine.store", 1, 2, true},
}

// accessPatterns returns the subview, expand_shape and collapse_shape
// folders of the access ops.
func accessPatterns(ops []accessOp) []rewrite.Pattern {
	var out []rewrite.Pattern
	for _, a := range ops {
		a := a
		out = append(out,
			&rewrite.Func{Name: "(anonymous namespace)::LoadStoreOpOfSubViewOpFolder", On: a.name, Weight: 1,
				Rewrite: func(op *ir.Operation, rw *rewrite.Rewriter) bool { return foldSubviewAccess(op, rw, a) }},
			&rewrite.Func{Name: "(anonymous namespace)::LoadStoreOpOfExpandShapeOpFolder", On: a.name, Weight: 1,
				Rewrite: func(op *ir.Operation, rw *rewrite.Rewriter) bool { return foldExpandAccess(op, rw, a) }},
			&rewrite.Func{Name: "(anonymous namespace)::LoadStoreOpOfCollapseShapeOpFolder", On: a.name, Weight: 1,
				Rewrite: func(op *ir.Operation, rw *rewrite.Rewriter) bool { return foldCollapseAccess(op, rw, a) }})
	}
	return out
}

// FoldAliasPatterns returns upstream's populateFoldMemRefAliasOpPatterns
// (for memref and vector loads and stores).
func FoldAliasPatterns() []rewrite.Pattern {
	return append(accessPatterns(accessOps), &rewrite.Func{Name: "(anonymous namespace)::SubViewOfSubViewFolder", On: "memref.subview", Weight: 1,
		Rewrite: foldSubviewOfSubview})
}

// AffineFoldAliasPatterns returns upstream's
// populateAffineFoldMemRefAliasOpPatterns (affine loads and stores).
func AffineFoldAliasPatterns() []rewrite.Pattern { return accessPatterns(affineAccessOps) }

// accessIndices returns the indices of an access: for an affine one, its
// map's results, each a composed and folded affine.apply (upstream's
// expandToUnderlyingIndices).
func accessIndices(rw *rewrite.Rewriter, op *ir.Operation, a accessOp) []*ir.Value {
	operands := ods.OperandGroup(op, a.indicesGroup)
	if !a.affine {
		return operands
	}
	m := affine.MapOf(op, "map")
	out := make([]*ir.Value, len(m.Results))
	for i, e := range m.Results {
		sub := affexpr.Get(rw.Ctx, m.NumDims, m.NumSymbols, []affexpr.Expr{e})
		out[i] = valueOf(rw.Builder, op.Loc(), affine.MakeComposedFoldedApply(rw.Builder, op.Loc(), sub, asMixed(operands)))
	}
	return out
}

// definedBy returns the registered op named name defining v (nil if none).
func definedBy(v *ir.Value, name string) *ir.Operation {
	if d := v.DefiningOp(); isOp(d, name) {
		return d
	}
	return nil
}

// replaceAccess rebuilds an access op on memref src with indices (an
// affine one with the identity map).
func replaceAccess(rw *rewrite.Rewriter, op *ir.Operation, a accessOp, src *ir.Value, indices []*ir.Value) {
	if a.affine {
		operands := append(append(append([]*ir.Value(nil), op.Operands()[:a.memrefIndex]...), src), indices...)
		nop := rw.Create(&ir.OperationState{Loc: op.Loc(), Name: op.Info(), Operands: operands, Types: op.ResultTypes(),
			Attrs: []ir.NamedAttr{{Name: "map", Value: affine.IdentityMapAttr(rw.Ctx, len(indices))}}})
		rw.ReplaceOp(op, nop.Results())
		return
	}
	start, n := ods.GroupRange(op, a.indicesGroup, false)
	operands := op.Operands()
	newOperands := append([]*ir.Value(nil), operands[:a.memrefIndex]...)
	newOperands = append(append(newOperands, src), operands[a.memrefIndex+1:start]...)
	newOperands = append(append(newOperands, indices...), operands[start+n:]...)
	attrs := op.AllAttrs()
	if op.InherentAttr("nontemporal") == nil {
		// The rebuilt op states its nontemporal flag, as upstream's builder.
		attrs = append(attrs, ir.NamedAttr{Name: "nontemporal", Value: rw.Ctx.BoolAttr(false)})
	}
	nop := rw.Create(&ir.OperationState{Loc: op.Loc(), Name: op.Info(), Operands: newOperands, Types: op.ResultTypes(),
		Attrs: attrs})
	rw.ReplaceOp(op, nop.Results())
}

// ResolveIndices is upstream's affine resolveIndicesIntoOpWithOffsetsAndStrides
// (also used by fold-tensor-subset-ops): the source index of each
// dimension is offset + index * stride (dropped dimensions index 0), each
// materialized as it is resolved (constants as arith.constant ops).
func ResolveIndices(rw *rewrite.Rewriter, loc ir.Location, offsets, strides []viewlike.Mixed, dropped []bool, indices []viewlike.Mixed) []*ir.Value {
	c := rw.Ctx
	e := affexpr.Add(c, affexpr.Symbol(c, 0), affexpr.Mul(c, affexpr.Symbol(c, 1), affexpr.Symbol(c, 2)))
	out := make([]*ir.Value, len(offsets))
	next := 0
	for d := range offsets {
		idx := viewlike.Mixed{Static: 0}
		if !dropped[d] {
			idx = indices[next]
			next++
		}
		out[d] = valueOf(rw.Builder, loc, apply(rw, loc, 3, e, offsets[d], idx, strides[d]))
	}
	return out
}

// asFoldedMixed is getAsOpFoldResult: constant values become static
// entries, the others dynamic ones.
func asFoldedMixed(vs []*ir.Value) []viewlike.Mixed {
	out := asMixed(vs)
	for i, v := range vs {
		if a, ok := rewrite.ValueConstant(v).(*ir.IntegerAttr); ok && a.IsSmall() {
			out[i] = viewlike.Mixed{Static: a.Int64()}
		}
	}
	return out
}

// asMixed wraps values as dynamic entries.
func asMixed(vs []*ir.Value) []viewlike.Mixed {
	out := make([]viewlike.Mixed, len(vs))
	for i, v := range vs {
		out[i] = dyn(v)
	}
	return out
}

// foldSubviewAccess is LoadOpOfSubViewOpFolder / StoreOpOfSubViewOpFolder.
func foldSubviewAccess(op *ir.Operation, rw *rewrite.Rewriter, a accessOp) bool {
	sv := definedBy(op.Operand(a.memrefIndex), "memref.subview")
	if sv == nil {
		return false
	}
	loc := op.Loc()
	offsets, _, strides := memref.MixedLists(sv)
	vals := ResolveIndices(rw, loc, offsets, strides, memref.DroppedDims(rw.Ctx, sv), asMixed(accessIndices(rw, op, a)))
	replaceAccess(rw, op, a, sv.Operand(0), vals)
	return true
}

// mixedOutputShape returns the output shape of an expand_shape.
func mixedOutputShape(op *ir.Operation) []viewlike.Mixed {
	return viewlike.MixedValues(viewlike.StaticValues(op.InherentAttr("static_output_shape")), op.Operands()[1:])
}

// foldExpandAccess is the expand_shape folder: the indices of each group
// are linearized (disjoint) by the group's output sizes.
func foldExpandAccess(op *ir.Operation, rw *rewrite.Rewriter, a accessOp) bool {
	ex := definedBy(op.Operand(a.memrefIndex), "memref.expand_shape")
	if ex == nil {
		return false
	}
	ctx := rw.Ctx
	loc := op.Loc()
	indices := accessIndices(rw, op, a)
	shape := mixedOutputShape(ex)
	var src []*ir.Value
	for _, group := range memref.Reassociation(ex) {
		if len(group) == 1 {
			src = append(src, indices[group[0]])
			continue
		}
		basis := make([]viewlike.Mixed, len(group))
		groupIdx := make([]*ir.Value, len(group))
		for i, d := range group {
			basis[i], groupIdx[i] = shape[d], indices[d]
		}
		static, dynBasis := viewlike.Split(basis)
		lin := rw.Create(&ir.OperationState{Loc: loc, Name: ctx.LookupOp("affine.linearize_index"),
			Operands: append(groupIdx, dynBasis...), Types: []ir.Type{ctx.IndexType()},
			Attrs: []ir.NamedAttr{{Name: "disjoint", Value: ctx.UnitAttr()},
				{Name: "operandSegmentSizes", Value: ctx.DenseI32Array([]int32{int32(len(groupIdx)), int32(len(dynBasis))})},
				{Name: "static_basis", Value: ctx.DenseI64Array(static)}}})
		src = append(src, lin.Result(0))
	}
	replaceAccess(rw, op, a, ex.Operand(0), src)
	return true
}

// foldCollapseAccess is the collapse_shape folder: each collapsed index is
// delinearized by the group's source sizes (the dynamic ones read with
// memref.extract_strided_metadata).
func foldCollapseAccess(op *ir.Operation, rw *rewrite.Rewriter, a accessOp) bool {
	co := definedBy(op.Operand(a.memrefIndex), "memref.collapse_shape")
	if co == nil {
		return false
	}
	ctx := rw.Ctx
	loc := op.Loc()
	indices := accessIndices(rw, op, a)
	srcT := co.Operand(0).Type().(*ir.MemRefType)
	var md *ir.Operation
	var src []*ir.Value
	if len(memref.Reassociation(co)) == 0 {
		// A collapse into rank 0: every source index is zero.
		for range srcT.Shape {
			src = append(src, valueOf(rw.Builder, loc, viewlike.Mixed{Static: 0}))
		}
	}
	for i, group := range memref.Reassociation(co) {
		if len(group) == 1 {
			src = append(src, indices[i])
			continue
		}
		basis := make([]viewlike.Mixed, len(group))
		types := make([]ir.Type, len(group))
		for j, d := range group {
			types[j] = ctx.IndexType()
			if srcT.Shape[d] != ir.Dynamic {
				basis[j] = viewlike.Mixed{Static: srcT.Shape[d]}
				continue
			}
			if md == nil {
				md = newMetadata(rw, loc, co.Operand(0))
			}
			_, sizes, _ := metadataResults(md)
			basis[j] = dyn(sizes[d])
		}
		static, dynBasis := viewlike.Split(basis)
		del := rw.Create(&ir.OperationState{Loc: loc, Name: ctx.LookupOp("affine.delinearize_index"),
			Operands: append([]*ir.Value{indices[i]}, dynBasis...), Types: types,
			Attrs: []ir.NamedAttr{{Name: "static_basis", Value: ctx.DenseI64Array(static)}}})
		src = append(src, del.Results()...)
	}
	replaceAccess(rw, op, a, co.Operand(0), src)
	return true
}

// unitStrides reports whether a subview's strides are all static ones.
func unitStrides(strides []viewlike.Mixed) bool {
	for _, s := range strides {
		if s.Value != nil || s.Static != 1 {
			return false
		}
	}
	return true
}

// foldSubviewOfSubview is SubViewOfSubViewFolder: with unit strides, a
// subview of a subview is a subview of the source at the summed offsets.
func foldSubviewOfSubview(op *ir.Operation, rw *rewrite.Rewriter) bool {
	src := definedBy(op.Operand(0), "memref.subview")
	if src == nil {
		return false
	}
	srcOffsets, _, srcStrides := memref.MixedLists(src)
	offsets, sizes, strides := memref.MixedLists(op)
	if !unitStrides(srcStrides) || !unitStrides(strides) {
		return false
	}
	loc := op.Loc()
	resolved := asFoldedMixed(ResolveIndices(rw, loc, srcOffsets, srcStrides, memref.DroppedDims(rw.Ctx, src), offsets))
	dropped := memref.DroppedDims(rw.Ctx, src)
	var fullSizes, fullStrides []viewlike.Mixed
	next := 0
	for d := range srcOffsets {
		if dropped[d] {
			fullSizes = append(fullSizes, viewlike.Mixed{Static: 1})
			fullStrides = append(fullStrides, viewlike.Mixed{Static: 1})
			continue
		}
		fullSizes = append(fullSizes, sizes[next])
		fullStrides = append(fullStrides, strides[next])
		next++
	}
	nsv := memref.BuildOffsetSizeStrideOp(rw.Builder, loc, "memref.subview", src.Operand(0), resolved, fullSizes, fullStrides, op.Result(0).Type())
	rw.ReplaceOp(op, nsv.Results())
	return true
}
