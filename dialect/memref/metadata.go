package memref

import (
	"github.com/gomlir/gomlir/dialect/viewlike"
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/ods"
	"github.com/gomlir/gomlir/rewrite"
)

// The folders and patterns pairing memref.extract_strided_metadata with
// memref.reinterpret_cast.
func init() {
	extractStridedMetadataSpec.Fold = foldExtractStridedMetadata
	reinterpretCastSpec.Canonicalize = []any{
		&rewrite.Func{Name: "(anonymous namespace)::ReinterpretCastOpExtractStridedMetadataFolder", On: "memref.reinterpret_cast",
			Weight: 1, Rewrite: reinterpretCastOfMetadata},
		&rewrite.Func{Name: "(anonymous namespace)::ReinterpretCastOpConstantFolder", On: "memref.reinterpret_cast",
			Weight: 1, Rewrite: reinterpretCastConstantFolder},
	}
}

// constify is upstream's constifyIndexValues: entries known statically
// from a type, or defined by constants, become static.
func constify(values []viewlike.Mixed, static []int64) []viewlike.Mixed {
	out := make([]viewlike.Mixed, len(values))
	for i, v := range values {
		switch c, ok := v.Constant(rewrite.ValueConstant); {
		case i < len(static) && static[i] != ir.Dynamic:
			out[i] = viewlike.Mixed{Static: static[i]}
		case ok:
			out[i] = viewlike.Mixed{Static: c}
		default:
			out[i] = v
		}
	}
	return out
}

// asMixed wraps values as dynamic mixed entries.
func asMixed(values []*ir.Value) []viewlike.Mixed {
	out := make([]viewlike.Mixed, len(values))
	for i, v := range values {
		out[i] = viewlike.Mixed{Value: v, Static: ir.Dynamic}
	}
	return out
}

// metadataOf returns the constified offset, sizes and strides of an
// extract_strided_metadata op.
func metadataOf(ctx *ir.Context, op *ir.Operation) (offset, sizes, strides []viewlike.Mixed) {
	src := op.Operand(0).Type().(*ir.MemRefType)
	st, off, _ := StridesAndOffset(ctx, src)
	return constify(asMixed([]*ir.Value{op.Result(1)}), []int64{off}),
		constify(asMixed(ods.ResultGroup(op, 2)), src.Shape),
		constify(asMixed(ods.ResultGroup(op, 3)), st)
}

// reinterpretCastMetadata returns the constified offset, sizes and
// strides of a reinterpret_cast.
func reinterpretCastMetadata(ctx *ir.Context, op *ir.Operation) (offset, sizes, strides []viewlike.Mixed) {
	res := op.Result(0).Type().(*ir.MemRefType)
	st, off, _ := StridesAndOffset(ctx, res)
	o, s, t := mixedLists(op)
	return constify(o, []int64{off}), constify(s, res.Shape), constify(t, st)
}

// foldExtractStridedMetadata is ExtractStridedMetadataOp::fold: results
// known statically are replaced by constants, and a cast source is looked
// through.
func foldExtractStridedMetadata(op *ir.Operation, _ []ir.Attribute) []ir.FoldResult {
	ctx := ods.ContextOf(op)
	b := ir.NewBuilder(ctx)
	b.SetInsertionPoint(op)
	replaced := false
	offset, sizes, strides := metadataOf(ctx, op)
	results := append(append([]*ir.Value{op.Result(1)}, ods.ResultGroup(op, 2)...), ods.ResultGroup(op, 3)...)
	for i, m := range append(append(offset, sizes...), strides...) {
		r := results[i]
		if !r.HasUses() || m.Value == r {
			continue
		}
		c := b.Create(&ir.OperationState{Loc: op.Loc(), Name: ctx.LookupOp("arith.constant"), Types: []ir.Type{ctx.IndexType()},
			Attrs: []ir.NamedAttr{{Name: "value", Value: ctx.IntAttr(ctx.IndexType(), m.Static)}}})
		replaceUsersOf(r, c.Result(0))
		replaced = true
	}
	if prev := op.Operand(0).DefiningOp(); prev != nil && prev.Name() == "memref.cast" {
		if _, ranked := prev.Operand(0).Type().(*ir.MemRefType); ranked {
			op.SetOperand(0, prev.Operand(0))
			replaced = true
		}
	}
	if replaced {
		return []ir.FoldResult{}
	}
	return nil
}

// replaceUsersOf replaces r by w in r's users as upstream's
// replaceConstantUsesOf does: it walks the use list (most recent first),
// replacing all of a user's uses of r at once, with the next use taken
// before; when that next use belongs to the same user, the walk has left
// r's use list and the remaining users keep r.
func replaceUsersOf(r, w *ir.Value) {
	for u := r.FirstUse(); u != nil; {
		next := u.Next()
		owner := u.Owner()
		for i, o := range owner.Operands() {
			if o == r {
				owner.SetOperand(i, w)
			}
		}
		if next != nil && next.Owner() == owner {
			return
		}
		u = next
	}
}

func sameMixed(a, b []viewlike.Mixed) bool {
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

// reinterpretCastOfMetadata is ReinterpretCastOpExtractStridedMetadata
// Folder: a reinterpret_cast rebuilding the memref its metadata came from
// is that memref (cast to the result type); otherwise it reads the
// memref directly.
func reinterpretCastOfMetadata(op *ir.Operation, rw *rewrite.Rewriter) bool {
	ctx := rw.Ctx
	esm := op.Operand(0).DefiningOp()
	if esm == nil || esm.Name() != "memref.extract_strided_metadata" {
		return false
	}
	eo, es, et := metadataOf(ctx, esm)
	ro, rs, rt := reinterpretCastMetadata(ctx, op)
	if !sameMixed(et, rt) || !sameMixed(es, rs) || !sameMixed(eo, ro) {
		rw.ModifyOpInPlace(op, func() { op.SetOperand(0, esm.Operand(0)) })
		return true
	}
	src := esm.Operand(0)
	if src.Type() == op.Result(0).Type() {
		rw.ReplaceOp(op, []*ir.Value{src})
	} else {
		replaceWithCast(rw, op, src)
	}
	return true
}

func countStatic(lists ...[]viewlike.Mixed) int {
	n := 0
	for _, l := range lists {
		for _, m := range l {
			if m.Value == nil {
				n++
			}
		}
	}
	return n
}

// reinterpretCastConstantFolder is ReinterpretCastOpConstantFolder:
// entries known statically become static, with a cast back to the old
// type.
func reinterpretCastConstantFolder(op *ir.Operation, rw *rewrite.Rewriter) bool {
	ctx := rw.Ctx
	o, s, t := mixedLists(op)
	co, cs, ct := reinterpretCastMetadata(ctx, op)
	if countStatic(o, s, t) == countStatic(co, cs, ct) {
		return false
	}
	elem, space := elemAndSpace(op.Operand(0).Type())
	resType := ctx.MemRefType(viewlike.Static(cs), elem, ctx.StridedLayoutAttr(viewlike.Static(co)[0], viewlike.Static(ct)), space)
	rc := BuildOffsetSizeStrideOp(rw.Builder, op.Loc(), "memref.reinterpret_cast", op.Operand(0), co, cs, ct, resType)
	replaceWithCast(rw, op, rc.Result(0))
	return true
}
