package vector

import (
	"github.com/gomlir/gomlir/dialect/tensor"
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/ir/affine"
	"github.com/gomlir/gomlir/ods"
	"github.com/gomlir/gomlir/rewrite"
)

// Folders and patterns of the transfer ops.

// xfer gives the operand layout of a transfer op.
type xfer struct {
	op   *ir.Operation
	read bool
}

func (x xfer) baseIndex() int {
	if x.read {
		return 0
	}
	return 1
}

func (x xfer) base() *ir.Value { return x.op.Operand(x.baseIndex()) }

func (x xfer) indices() []*ir.Value { return ods.OperandGroup(x.op, x.baseIndex()+1) }

func (x xfer) mask() *ir.Value {
	if m := ods.OperandGroup(x.op, 3); len(m) == 1 {
		return m[0]
	}
	return nil
}

func (x xfer) vectorType() *ir.VectorType {
	if x.read {
		return x.op.Result(0).Type().(*ir.VectorType)
	}
	return x.op.Operand(0).Type().(*ir.VectorType)
}

// sameValues reports whether two value lists are equal.
func sameValues(a, b []*ir.Value) bool {
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

// foldInBounds is foldTransferInBoundsAttribute: dimensions statically in
// bounds are marked so.
func foldInBounds(x xfer) bool {
	v := x.vectorType()
	if len(v.Shape) == 0 {
		return false
	}
	perm := permMap(x.op)
	old := inBounds(x.op)
	if len(old) != len(perm.Results) {
		return false
	}
	shaped := x.base().Type().(ir.ShapedType)
	dims := shaped.Dims()
	idx := x.indices()
	changed := false
	nb := make([]bool, len(old))
	var nonBcast []int
	for i := range old {
		if old[i] {
			nb[i] = true
			continue
		}
		d, ok := perm.Results[i].(*affine.DimExpr)
		if !ok {
			continue
		}
		nonBcast = append(nonBcast, i)
		if dims[d.Pos] == ir.Dynamic {
			continue
		}
		if c, ok := constInt(idx[d.Pos]); ok && c+v.Shape[i] <= dims[d.Pos] {
			nb[i] = true
			changed = true
		}
	}
	all := true
	for _, i := range nonBcast {
		all = all && nb[i]
	}
	if all {
		for i, e := range perm.Results {
			if c, ok := e.(*affine.ConstantExpr); ok && c.Value == 0 {
				changed = changed || !nb[i]
				nb[i] = true
			}
		}
	}
	if !changed {
		return false
	}
	ctx := ods.ContextOf(x.op)
	elems := make([]ir.Attribute, len(nb))
	for i, b := range nb {
		elems[i] = ctx.BoolAttr(b)
	}
	x.op.SetInherentAttr(ctx, "in_bounds", ctx.ArrayAttr(elems))
	return true
}

// foldFullMask is foldTransferFullMask: an all-true mask is dropped.
func foldFullMask(x xfer) bool {
	m := x.mask()
	if m == nil || maskFormat(m) != maskAllTrue {
		return false
	}
	ctx := ods.ContextOf(x.op)
	ops := x.op.Operands()
	x.op.SetOperands(ops[:len(ops)-1])
	seg := denseI32(x.op, "operandSegmentSizes")
	seg[3] = 0
	x.op.SetInherentAttr(ctx, "operandSegmentSizes", ctx.DenseI32Array(seg))
	return true
}

func denseI32(op *ir.Operation, name string) []int32 {
	vals := denseI64(op, name)
	out := make([]int32, len(vals))
	for i, v := range vals {
		out[i] = int32(v)
	}
	return out
}

// foldTransferRead is TransferReadOp::fold.
func foldTransferRead(op *ir.Operation, _ []ir.Attribute) []ir.FoldResult {
	x := xfer{op, true}
	if foldInBounds(x) || foldFullMask(x) || foldMemRefCastOperand(0)(op, nil) != nil || tensor.FoldTensorCast(op) {
		return []ir.FoldResult{{Value: op.Result(0)}}
	}
	if v := foldRAW(x); v != nil {
		return []ir.FoldResult{{Value: v}}
	}
	return nil
}

// foldRAW reads the value a preceding transfer_write to a tensor wrote
// at the same place, looking through writes elsewhere.
func foldRAW(read xfer) *ir.Value {
	if _, ok := read.base().Type().(*ir.RankedTensorType); !ok {
		return nil
	}
	for def := read.base().DefiningOp(); def != nil && def.Name() == "vector.transfer_write"; def = def.Operand(1).DefiningOp() {
		w := xfer{def, false}
		allIn := true
		for _, b := range inBounds(def) {
			allIn = allIn && b
		}
		if allIn && sameValues(w.indices(), read.indices()) && w.vectorType() == read.vectorType() &&
			permMap(def) == permMap(read.op) && w.mask() == nil && read.mask() == nil {
			return def.Operand(0)
		}
		if !disjointTransfers(w, read) {
			return nil
		}
	}
	return nil
}

// disjointTransfers is isDisjointTransferIndices: constant indices show
// that two transfers of one vector type touch different elements.
func disjointTransfers(a, b xfer) bool {
	if a.vectorType() != b.vectorType() {
		return false
	}
	ia, ib := a.indices(), b.indices()
	lead := len(ia) - len(permMap(a.op).Results)
	for i := range ia {
		ca, okA := constInt(ia[i])
		cb, okB := constInt(ib[i])
		if !okA || !okB {
			continue
		}
		if i < lead {
			if ca != cb {
				return true
			}
			continue
		}
		d := ca - cb
		if d < 0 {
			d = -d
		}
		if d >= a.vectorType().Shape[i-lead] {
			return true
		}
	}
	return false
}

// foldTransferWrite is TransferWriteOp::fold.
func foldTransferWrite(op *ir.Operation, _ []ir.Attribute) []ir.FoldResult {
	x := xfer{op, false}
	if r := foldWAR(x); r != nil {
		return []ir.FoldResult{{Value: r}}
	}
	if foldInBounds(x) || foldFullMask(x) {
		if op.NumResults() == 0 {
			return []ir.FoldResult{}
		}
		return []ir.FoldResult{{Value: op.Result(0)}}
	}
	return foldMemRefCastOperand(1)(op, nil)
}

// foldWAR: writing back to a tensor what was read from it at the same
// place leaves the tensor unchanged.
func foldWAR(w xfer) *ir.Value {
	if _, ok := w.base().Type().(*ir.RankedTensorType); !ok {
		return nil
	}
	def := w.op.Operand(0).DefiningOp()
	if def == nil || def.Name() != "vector.transfer_read" {
		return nil
	}
	r := xfer{def, true}
	if r.base() == w.base() && sameValues(r.indices(), w.indices()) && permMap(def) == permMap(w.op) &&
		r.vectorType() == w.vectorType() && r.mask() == nil && w.mask() == nil {
		return r.base()
	}
	return nil
}

// foldWaw is FoldWaw: a transfer_write to a tensor that a later write at
// the same place overwrites is skipped, also through writes elsewhere.
func foldWaw(op *ir.Operation, rw *rewrite.Rewriter) bool {
	w := xfer{op, false}
	if _, ok := w.base().Type().(*ir.RankedTensorType); !ok {
		return false
	}
	modify := op
	for def := w.base().DefiningOp(); def != nil && def.Name() == "vector.transfer_write"; def = def.Operand(1).DefiningOp() {
		d := xfer{def, false}
		if sameValues(d.indices(), w.indices()) && d.mask() == w.mask() && d.vectorType() == w.vectorType() && permMap(def) == permMap(op) {
			target := modify
			rw.ModifyOpInPlace(target, func() { target.SetOperand(1, d.base()) })
			return true
		}
		if !disjointTransfers(d, w) || !def.Result(0).HasOneUse() {
			return false
		}
		modify = def
	}
	return false
}

// chunkAccessed is getTransferChunkAccessed: the size of the transfer
// along each dim of its base (0 where it does not move).
func chunkAccessed(x xfer) []int64 {
	m := permMap(x.op)
	sizes := make([]int64, m.NumDims)
	for i, e := range m.Results {
		if d, ok := e.(*affine.DimExpr); ok && i < len(x.vectorType().Shape) {
			sizes[d.Pos] = x.vectorType().Shape[i]
		}
	}
	return sizes
}

// transferReadAfterWriteToBroadcast is TransferReadAfterWriteToBroadcast:
// reading back from a tensor what a transfer_write just wrote there, with
// another permutation or broadcast, broadcasts and transposes the written
// vector.
func transferReadAfterWriteToBroadcast(op *ir.Operation, rw *rewrite.Rewriter) bool {
	r := xfer{op, true}
	if _, ok := r.base().Type().(*ir.RankedTensorType); !ok || r.mask() != nil {
		return false
	}
	for _, b := range inBounds(op) {
		if !b {
			return false
		}
	}
	def := r.base().DefiningOp()
	if def == nil || def.Name() != "vector.transfer_write" {
		return false
	}
	w := xfer{def, false}
	if w.mask() != nil || !equalInts(chunkAccessed(r), chunkAccessed(w)) || !sameValues(r.indices(), w.indices()) {
		return false
	}
	rm, wm := permMap(op), permMap(def)
	ru, wu := affine.UnusedDims([]*affine.Map{rm}), affine.UnusedDims([]*affine.Map{wm})
	for i := range ru {
		if ru[i] != wu[i] {
			return false
		}
	}
	ctx := rw.Builder.Ctx
	readMap, writeMap := affine.CompressUnusedDims(ctx, rm), affine.CompressUnusedDims(ctx, wm)
	if readMap.NumDims != len(writeMap.Results) {
		return false
	}
	m := readMap.Compose(ctx, writeMap)
	if len(m.Results) == 0 {
		return false
	}
	ok, perm := m.IsPermutationOfMinorIdentityWithBroadcasting()
	if !ok {
		return false
	}
	dest := r.vectorType()
	shape := make([]int64, len(dest.Shape))
	scal := make([]bool, len(dest.Shape))
	for i, p := range perm {
		shape[p], scal[p] = dest.Shape[i], scalable(dest, i)
	}
	bt := ctx.VectorType(shape, w.vectorType().Elem, scal)
	b := build(rw, op.Loc(), "vector.broadcast", []*ir.Value{def.Operand(0)}, []ir.Type{bt}).Result(0)
	tp := make([]int64, len(perm))
	for i, p := range perm {
		tp[i] = int64(p)
	}
	replaceWith(rw, op, "vector.transpose", []*ir.Value{b}, ir.NamedAttr{Name: "permutation", Value: ctx.DenseI64Array(tp)})
	return true
}
