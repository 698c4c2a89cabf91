package vectortoscf

import (
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/rewrite"
)

// The progressive n-D lowering (upstream's lowering_n_d): a transfer of
// rank above the target rank is prepared by moving its vector (and mask)
// through memref.alloca buffers at the start of the enclosing allocation
// scope, and labelled; each labelled transfer then becomes an scf.for over
// its leading dimension of (n-1)-D transfers into or out of the buffer,
// seen through vector.type_cast.

// passLabel marks the transfers being lowered (kPassLabel).
const passLabel = "__vector_to_scf_lowering__"

// ndPatterns returns PrepareTransferRead/WriteConversion and
// TransferOpConversion for reads and writes.
func ndPatterns(o Options) []rewrite.Pattern {
	var out []rewrite.Pattern
	add := func(name, root string, f func(op *ir.Operation, rw *rewrite.Rewriter, o Options) bool) {
		out = append(out, &rewrite.Func{Name: "(anonymous namespace)::lowering_n_d::" + name, On: root, Weight: 1,
			Rewrite: func(op *ir.Operation, rw *rewrite.Rewriter) bool { return f(op, rw, o) }})
	}
	add("PrepareTransferReadConversion", "vector.transfer_read", prepareRead)
	add("PrepareTransferWriteConversion", "vector.transfer_write", prepareWrite)
	add("TransferOpConversion<mlir::vector::TransferReadOp>", "vector.transfer_read", transferOpConversion)
	add("TransferOpConversion<mlir::vector::TransferWriteOp>", "vector.transfer_write", transferOpConversion)
	return out
}

// checkPrepare is checkPrepareXferOp.
func checkPrepare(x xfer, o Options) bool {
	if x.op.Attr(passLabel) != nil {
		return false
	}
	v := x.VectorType()
	if len(v.Shape) <= o.TargetRank || (len(v.Scalable) > 0 && v.Scalable[0]) {
		return false
	}
	if (x.isTensor() && !o.LowerTensors) || !x.elemMatches() {
		return false
	}
	return allocationScope(x.op) != nil
}

// allocationScope is the closest ancestor with the AutomaticAllocationScope
// trait.
func allocationScope(op *ir.Operation) *ir.Operation {
	for p := op.ParentOp(); p != nil; p = p.ParentOp() {
		if p.HasTrait(ir.TraitAutomaticAllocationScope) {
			return p
		}
	}
	return nil
}

// buffers are the temporary allocations of a prepared transfer: its
// vector's, and the reloaded mask (nil without one).
type buffers struct {
	data, mask *ir.Value
}

// allocBuffers is allocBuffers: allocas at the start of the allocation
// scope; the mask is stored at the transfer and loaded back.
func allocBuffers(rw *rewrite.Rewriter, x xfer) buffers {
	c := rw.Ctx
	loc := x.op.Loc()
	ipBlock, ipBefore := rw.InsertionBlock(), rw.InsertionPoint()
	scope := allocationScope(x.op)
	rw.SetInsertionPointToStart(scope.Region(0).First())
	alloca := func(t ir.Type) *ir.Value {
		return rw.Create(&ir.OperationState{Loc: loc, Name: c.LookupOp("memref.alloca"), Types: []ir.Type{c.MemRefType(nil, t, nil, nil)},
			Attrs: []ir.NamedAttr{{Name: "operandSegmentSizes", Value: c.DenseI32Array([]int32{0, 0})}}}).Result(0)
	}
	var b buffers
	b.data = alloca(x.VectorType())
	if m := x.Mask(); m != nil {
		mb := alloca(m.Type())
		rw.SetInsertionPoint(x.op)
		store(rw, loc, m, mb, nil, false)
		b.mask = load(rw, loc, mb, nil, true)
	}
	restoreIP(rw, ipBlock, ipBefore)
	return b
}

// restoreIP sets the insertion point back to before (or the end of block).
func restoreIP(rw *rewrite.Rewriter, block *ir.Block, before *ir.Operation) {
	if before != nil {
		rw.SetInsertionPoint(before)
	} else {
		rw.SetInsertionPointToEnd(block)
	}
}

// nontemporal is the nontemporal flag upstream's full memref.load and
// memref.store builders set (the short ones, used for the whole-buffer
// accesses, set none).
func nontemporal(c *ir.Context, set bool) []ir.NamedAttr {
	if !set {
		return nil
	}
	return []ir.NamedAttr{{Name: "nontemporal", Value: c.BoolAttr(false)}}
}

// store creates memref.store v, buf[indices] (nt: with the nontemporal
// flag).
func store(rw *rewrite.Rewriter, loc ir.Location, v, buf *ir.Value, indices []*ir.Value, nt bool) *ir.Operation {
	c := rw.Ctx
	return rw.Create(&ir.OperationState{Loc: loc, Name: c.LookupOp("memref.store"), Operands: append([]*ir.Value{v, buf}, indices...),
		Attrs: nontemporal(c, nt)})
}

// load creates memref.load buf[indices] (nt: with the nontemporal flag).
func load(rw *rewrite.Rewriter, loc ir.Location, buf *ir.Value, indices []*ir.Value, nt bool) *ir.Value {
	c := rw.Ctx
	return rw.Create(&ir.OperationState{Loc: loc, Name: c.LookupOp("memref.load"), Operands: append([]*ir.Value{buf}, indices...),
		Types: []ir.Type{buf.Type().(*ir.MemRefType).Elem}, Attrs: nontemporal(c, nt)}).Result(0)
}

// label sets the pass label on op.
func label(rw *rewrite.Rewriter, op *ir.Operation) { op.SetAttr(rw.Ctx, passLabel, rw.Ctx.UnitAttr()) }

// maskOperandIndex is the position of a transfer's mask operand (the
// transfer must have one).
func maskOperandIndex(op *ir.Operation) int { return op.NumOperands() - 1 }

// prepareRead is PrepareTransferReadConversion.
func prepareRead(op *ir.Operation, rw *rewrite.Rewriter, o Options) bool {
	x := asXfer(op)
	if !checkPrepare(x, o) {
		return false
	}
	bufs := allocBuffers(rw, x)
	clone := rw.Clone(op, ir.NewMapping())
	label(rw, clone)
	if bufs.mask != nil {
		clone.SetOperand(maskOperandIndex(clone), bufs.mask)
	}
	loc := op.Loc()
	store(rw, loc, clone.Result(0), bufs.data, nil, false)
	rw.ReplaceOp(op, []*ir.Value{load(rw, loc, bufs.data, nil, false)})
	return true
}

// prepareWrite is PrepareTransferWriteConversion.
func prepareWrite(op *ir.Operation, rw *rewrite.Rewriter, o Options) bool {
	x := asXfer(op)
	if !checkPrepare(x, o) {
		return false
	}
	loc := op.Loc()
	bufs := allocBuffers(rw, x)
	store(rw, loc, op.Operand(0), bufs.data, nil, false)
	loaded := load(rw, loc, bufs.data, nil, false)
	rw.ModifyOpInPlace(op, func() {
		op.SetOperand(0, loaded)
		label(rw, op)
	})
	if bufs.mask != nil {
		rw.ModifyOpInPlace(op, func() { op.SetOperand(maskOperandIndex(op), bufs.mask) })
	}
	return true
}

// unpackOneDim is unpackOneDim: memref<...xvector<NxR>> to
// memref<...xNxvector<R>> (false for a scalable leading dimension).
func unpackOneDim(c *ir.Context, t *ir.MemRefType) (*ir.MemRefType, bool) {
	vt := t.Elem.(*ir.VectorType)
	if len(vt.Scalable) > 0 && vt.Scalable[0] {
		return nil, false
	}
	shape := append(append([]int64(nil), t.Shape...), vt.Shape[0])
	return c.MemRefType(shape, c.VectorType(vt.Shape[1:], vt.Elem, scalableTail(vt, 1)), nil, nil), true
}

// typeCast creates vector.type_cast of buf to t.
func typeCast(rw *rewrite.Rewriter, loc ir.Location, buf *ir.Value, t ir.Type) *ir.Value {
	return rw.Create(&ir.OperationState{Loc: loc, Name: rw.Ctx.LookupOp("vector.type_cast"), Operands: []*ir.Value{buf},
		Types: []ir.Type{t}}).Result(0)
}

// soleUser returns the only user of v (nil if none or several).
func soleUser(v *ir.Value) *ir.Operation {
	u := v.FirstUse()
	if u == nil || u.Next() != nil {
		return nil
	}
	return u.Owner()
}

// bufferAccess returns the memref.store writing a labelled read's result
// or the memref.load producing a labelled write's vector.
func bufferAccess(x xfer) *ir.Operation {
	if x.read {
		return soleUser(x.op.Result(0))
	}
	return x.op.Operand(0).DefiningOp()
}

// accessIndices returns the indices of a memref.load or memref.store.
func accessIndices(op *ir.Operation) []*ir.Value {
	if op.Name() == "memref.store" {
		return op.Operands()[2:]
	}
	return op.Operands()[1:]
}

// accessBuffer returns the memref of a memref.load or memref.store.
func accessBuffer(op *ir.Operation) *ir.Value {
	if op.Name() == "memref.store" {
		return op.Operand(1)
	}
	return op.Operand(0)
}

// broadcastDim0 is isBroadcastDim(0).
func (x xfer) broadcastDim0() bool { return x.unpackedDim() < 0 }

// transferOpConversion is TransferOpConversion: a labelled transfer
// becomes an scf.for over its leading dimension.
func transferOpConversion(op *ir.Operation, rw *rewrite.Rewriter, o Options) bool {
	if op.Attr(passLabel) == nil {
		return false
	}
	x := asXfer(op)
	c := rw.Ctx
	loc := op.Loc()
	access := bufferAccess(x)
	if access == nil || (access.Name() != "memref.store" && access.Name() != "memref.load") {
		return false
	}
	dataBuffer := accessBuffer(access)
	castType, ok := unpackOneDim(c, dataBuffer.Type().(*ir.MemRefType))
	if !ok {
		return false
	}
	casted := typeCast(rw, loc, dataBuffer, castType)
	var maskBuffer, castedMask *ir.Value
	if m := x.Mask(); m != nil {
		maskBuffer = m.DefiningOp().Operand(0)
		castedMask = maskBuffer
		if !x.broadcastDim0() && len(m.Type().(*ir.VectorType).Shape) != 1 {
			mt, _ := unpackOneDim(c, maskBuffer.Type().(*ir.MemRefType))
			castedMask = typeCast(rw, loc, maskBuffer, mt)
		}
	}
	lb := indexConstant(rw, loc, 0)
	ub := indexConstant(rw, loc, castType.Shape[len(castType.Shape)-1])
	step := indexConstant(rw, loc, 1)
	var inits []*ir.Value
	if !x.read && x.isTensor() {
		inits = []*ir.Value{x.Base()}
	}
	vecType := castType.Elem
	bufIndices := accessIndices(access)
	forOp := buildFor(rw, loc, lb, ub, step, inits, func(iv *ir.Value, state []*ir.Value) []*ir.Value {
		var types []ir.Type
		for _, s := range state {
			types = append(types, s.Type())
		}
		bufIdx := append(append([]*ir.Value(nil), bufIndices...), iv)
		res := inBoundsCheck(rw, x, iv, types, func() *ir.Value {
			idx := xferIndices(rw, x, iv)
			var nx *ir.Operation
			if x.read {
				nx = newLoweredTransfer(rw, x, vecType, nil, x.Base(), idx, o)
				store(rw, loc, nx.Result(0), casted, bufIdx, true)
			} else {
				vec := load(rw, loc, casted, bufIdx, true)
				dest := x.Base()
				if len(state) > 0 {
					dest = state[0]
				}
				nx = newLoweredTransfer(rw, x, nil, vec, dest, idx, o)
			}
			if m := x.Mask(); m != nil && (x.broadcastDim0() || len(m.Type().(*ir.VectorType).Shape) > 1) {
				ipBlock, ipBefore := rw.InsertionBlock(), rw.InsertionPoint()
				rw.SetInsertionPoint(nx)
				mask := load(rw, loc, castedMask, maskLoadIndices(x, maskBuffer, iv), true)
				restoreIP(rw, ipBlock, ipBefore)
				rw.ModifyOpInPlace(nx, func() { setMask(rw.Ctx, nx, mask) })
			}
			if len(state) > 0 {
				return nx.Result(0)
			}
			return nil
		}, func() *ir.Value {
			if x.read {
				pad := rw.Create(&ir.OperationState{Loc: loc, Name: c.LookupOp("vector.broadcast"), Operands: []*ir.Value{x.Padding()},
					Types: []ir.Type{vecType}}).Result(0)
				store(rw, loc, pad, casted, bufIdx, true)
				return nil
			}
			if len(state) > 0 {
				return state[0]
			}
			return nil
		})
		if len(state) > 0 {
			return []*ir.Value{res}
		}
		return nil
	})
	switch {
	case x.read:
		rw.EraseOp(access)
		rw.EraseOp(op)
	case x.isTensor():
		rw.ReplaceOp(op, forOp.Results())
	default:
		rw.EraseOp(op)
	}
	return true
}

// maskLoadIndices is getMaskBufferLoadIndices: the indices of the first
// memref.load among the mask buffer's users, and iv unless the unpacked
// dimension is a broadcast.
func maskLoadIndices(x xfer, maskBuffer, iv *ir.Value) []*ir.Value {
	var out []*ir.Value
	for u := maskBuffer.FirstUse(); u != nil; u = u.Next() {
		if o := u.Owner(); o.Name() == "memref.load" {
			out = append(out, accessIndices(o)...)
			break
		}
	}
	if !x.broadcastDim0() {
		out = append(out, iv)
	}
	return out
}

// setMask gives a transfer op (built without one) the mask operand m.
func setMask(c *ir.Context, op *ir.Operation, m *ir.Value) {
	seg := op.InherentAttr("operandSegmentSizes").(*ir.DenseArrayAttr).Int64s()
	segs := make([]int32, len(seg))
	for i, n := range seg {
		segs[i] = int32(n)
	}
	segs[len(segs)-1] = 1
	op.SetOperands(append(op.Operands(), m))
	op.SetInherentAttr(c, "operandSegmentSizes", c.DenseI32Array(segs))
}

// newLoweredTransfer creates the (n-1)-D transfer of TransferOpConversion
// (newTransfer without a mask), labelled while above the target rank.
func newLoweredTransfer(rw *rewrite.Rewriter, x xfer, vt ir.Type, val, base *ir.Value, indices []*ir.Value, o Options) *ir.Operation {
	nx := newTransfer(rw, x, vt, val, base, indices, nil)
	if val != nil {
		vt = val.Type()
	}
	if len(vt.(*ir.VectorType).Shape) > o.TargetRank {
		label(rw, nx)
	}
	return nx
}

// buildFor creates an scf.for from lb to ub by step carrying inits, its
// body built by body (given the induction variable and the iteration
// arguments, returning the values yielded), and inserts it at the
// rewriter's insertion point once built, as upstream's ForOp builder.
func buildFor(rw *rewrite.Rewriter, loc ir.Location, lb, ub, step *ir.Value, inits []*ir.Value, body func(iv *ir.Value, args []*ir.Value) []*ir.Value) *ir.Operation {
	c := rw.Ctx
	var types []ir.Type
	for _, v := range inits {
		types = append(types, v.Type())
	}
	forOp := ir.NewOperation(c, &ir.OperationState{Loc: loc, Name: c.LookupOp("scf.for"),
		Operands: append([]*ir.Value{lb, ub, step}, inits...), Types: types, Regions: []*ir.Region{{}}})
	argTypes := append([]ir.Type{c.IndexType()}, types...)
	locs := make([]ir.Location, len(argTypes))
	for i := range locs {
		locs[i] = loc
	}
	ipBlock, ipBefore := rw.InsertionBlock(), rw.InsertionPoint()
	b := rw.CreateBlock(forOp.Region(0), argTypes, locs)
	rw.SetInsertionPointToEnd(b)
	var yielded []*ir.Value
	if body != nil {
		yielded = body(b.Arg(0), b.Args()[1:])
	}
	rw.Create(&ir.OperationState{Loc: loc, Name: c.LookupOp("scf.yield"), Operands: yielded})
	restoreIP(rw, ipBlock, ipBefore)
	rw.Insert(forOp)
	return forOp
}
