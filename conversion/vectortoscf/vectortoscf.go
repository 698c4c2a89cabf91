// Package vectortoscf is the convert-vector-to-scf pass, as upstream's
// VectorToSCF: n-D vector.transfer_read and transfer_write ops are
// unpacked one dimension at a time into (n-1)-D transfers guarded by
// scf.if bounds and mask checks (fully unrolled with full-unroll), and
// 1-D transfers that LLVM cannot lower directly become scf.for loops of
// memref.load and memref.store.
package vectortoscf

import (
	"github.com/gomlir/gomlir/dialect/affine"
	"github.com/gomlir/gomlir/dialect/memref"
	"github.com/gomlir/gomlir/dialect/vector"
	"github.com/gomlir/gomlir/dialect/viewlike"
	"github.com/gomlir/gomlir/ir"
	affexpr "github.com/gomlir/gomlir/ir/affine"
	"github.com/gomlir/gomlir/pass"
	"github.com/gomlir/gomlir/rewrite"
)

func init() {
	pass.Register(&pass.Info{
		Argument:  "convert-vector-to-scf",
		Name:      "ConvertVectorToSCF",
		Summary:   "Lower the operations from the vector dialect into the SCF dialect",
		Dependent: []string{"affine", "memref", "scf", "tensor"},
		New: func() (pass.Pass, *pass.Options) {
			p := &Options{}
			o := &pass.Options{}
			o.Bool("full-unroll", "Perform full unrolling when converting vector transfers to SCF", &p.FullUnroll, false)
			o.UintInt("target-rank", "Target vector rank to which transfer ops should be lowered", &p.TargetRank, 1)
			o.Bool("lower-tensors", "Lower transfer ops that operate on tensors", &p.LowerTensors, false)
			o.Bool("lower-scalable", "Add scalable vector specific lowerings (that introduce loops)", &p.LowerScalable, false)
			return lowering{p}, o
		},
	})
}

// Options are upstream's VectorTransferToSCFOptions.
type Options struct {
	FullUnroll    bool
	TargetRank    int
	LowerTensors  bool
	LowerScalable bool
}

type lowering struct{ opts *Options }

func (l lowering) Run(op *ir.Operation, st *pass.State) error {
	// Permutation maps are lowered first, in a greedy run of their own.
	rewrite.ApplyGreedily(st.Ctx, op, rewrite.NewPatternSet(vector.TransferPermutationMapLoweringPatterns()), rewrite.DefaultConfig())
	rewrite.ApplyGreedily(st.Ctx, op, rewrite.NewPatternSet(Patterns(*l.opts)), rewrite.DefaultConfig())
	return nil
}

// Patterns returns upstream's populateVectorToSCFConversionPatterns: the
// n-D lowering (unrolled, or through buffers), the scalable transposed
// write, the 1-D loops and the decomposition of vector.print.
func Patterns(o Options) []rewrite.Pattern {
	var out []rewrite.Pattern
	if o.FullUnroll {
		out = append(out,
			&rewrite.Func{Name: "(anonymous namespace)::lowering_n_d_unrolled::UnrollTransferReadConversion", On: "vector.transfer_read",
				Weight: 1, Rewrite: func(op *ir.Operation, rw *rewrite.Rewriter) bool { return unrollRead(op, rw, o) }},
			&rewrite.Func{Name: "(anonymous namespace)::lowering_n_d_unrolled::UnrollTransferWriteConversion", On: "vector.transfer_write",
				Weight: 1, Rewrite: func(op *ir.Operation, rw *rewrite.Rewriter) bool { return unrollWrite(op, rw, o) }})
	} else {
		out = append(out, ndPatterns(o)...)
	}
	if o.LowerScalable {
		out = append(out, &rewrite.Func{Name: "(anonymous namespace)::lowering_n_d::ScalableTransposeTransferWriteConversion", On: "vector.transfer_write",
			Weight: 1, Rewrite: func(op *ir.Operation, rw *rewrite.Rewriter) bool { return scalableTransposeWrite(op, rw, o) }})
	}
	if o.TargetRank == 1 {
		for _, name := range []string{"vector.transfer_read", "vector.transfer_write"} {
			out = append(out, &rewrite.Func{Name: "(anonymous namespace)::lowering_1_d::TransferOp1dConversion", On: name,
				Weight: 1, Rewrite: transfer1d})
		}
	}
	return append(out, &rewrite.Func{Name: "(anonymous namespace)::lowering_n_d::DecomposePrintOpConversion", On: "vector.print",
		Weight: 1, Rewrite: decomposePrint})
}

// xfer reads the operands and attributes of a transfer op.
type xfer struct {
	vector.Transfer
	op   *ir.Operation
	read bool
}

func asXfer(op *ir.Operation) xfer {
	t, _ := vector.AsTransfer(op)
	return xfer{t, op, t.IsRead()}
}

// dimInBounds is isDimInBounds(0).
func (x xfer) dimInBounds() bool {
	ib := x.InBounds()
	return len(ib) > 0 && ib[0]
}

// isTensor reports whether the transfer works on a tensor.
func (x xfer) isTensor() bool {
	_, ok := x.Base().Type().(*ir.RankedTensorType)
	return ok
}

// elemMatches reports whether the vector and the source have the same
// element type.
func (x xfer) elemMatches() bool {
	st, ok := x.Base().Type().(ir.ShapedType)
	return ok && st.ElementType() == x.VectorType().Elem
}

// unpackedDim is the source dimension the first vector dimension maps to
// (-1: a broadcast).
func (x xfer) unpackedDim() int {
	if d, ok := x.PermutationMap().Results[0].(*affexpr.DimExpr); ok {
		return d.Pos
	}
	return -1
}

// unpackedPerm is the permutation map without its first result.
func (x xfer) unpackedPerm(c *ir.Context) *ir.AffineMapAttr {
	m := x.PermutationMap()
	return c.AffineMapAttr(affexpr.Get(c, m.NumDims, 0, m.Results[1:]))
}

// droppedInBounds is the in_bounds attribute without its first entry.
func (x xfer) droppedInBounds(c *ir.Context) ir.Attribute {
	ib, ok := x.op.InherentAttr("in_bounds").(*ir.ArrayAttr)
	if !ok {
		return nil
	}
	return c.ArrayAttr(ib.Elems[1:])
}

// unrollable is the common guard of the unrolled patterns.
func (x xfer) unrollable(o Options) bool {
	v := x.VectorType()
	if len(v.Shape) <= o.TargetRank || (x.isTensor() && !o.LowerTensors) || !x.elemMatches() {
		return false
	}
	return len(v.Scalable) == 0 || !v.Scalable[0]
}

// indexConstant creates an arith.constant of index type.
func indexConstant(rw *rewrite.Rewriter, loc ir.Location, v int64) *ir.Value {
	c := rw.Ctx
	return rw.Create(&ir.OperationState{Loc: loc, Name: c.LookupOp("arith.constant"), Types: []ir.Type{c.IndexType()},
		Attrs: []ir.NamedAttr{{Name: "value", Value: c.IntAttr(c.IndexType(), v)}}}).Result(0)
}

// addIndex is makeComposedAffineApply(d0 + d1, {base, iv}).
func addIndex(rw *rewrite.Rewriter, loc ir.Location, base, iv *ir.Value) *ir.Value {
	c := rw.Ctx
	m := affexpr.Get(c, 2, 0, []affexpr.Expr{affexpr.Add(c, affexpr.Dim(c, 0), affexpr.Dim(c, 1))})
	return affine.MakeComposedApply(rw.Builder, loc, m, []viewlike.Mixed{dynamic(base), dynamic(iv)}).Result(0)
}

func dynamic(v *ir.Value) viewlike.Mixed { return viewlike.Mixed{Value: v, Static: ir.Dynamic} }

// xferIndices is getXferIndices: the indices with iv added to the
// unpacked dimension's.
func xferIndices(rw *rewrite.Rewriter, x xfer, iv *ir.Value) []*ir.Value {
	idx := append([]*ir.Value(nil), x.Indices()...)
	if d := x.unpackedDim(); d >= 0 {
		idx[d] = addIndex(rw, x.op.Loc(), idx[d], iv)
	}
	return idx
}

// mixedPosition returns the position of a vector.extract or vector.insert.
func mixedPosition(op *ir.Operation, firstDynamic int) []viewlike.Mixed {
	static := viewlike.StaticValues(op.InherentAttr("static_position"))
	return viewlike.MixedValues(static, op.Operands()[firstDynamic:])
}

// positionOperands splits a mixed position into the attribute and the
// dynamic operands.
func positionOperands(c *ir.Context, pos []viewlike.Mixed) (ir.NamedAttr, []*ir.Value) {
	static, dyn := viewlike.Split(pos)
	return ir.NamedAttr{Name: "static_position", Value: c.DenseI64Array(static)}, dyn
}

// extract creates a vector.extract of v at pos.
func extract(rw *rewrite.Rewriter, loc ir.Location, v *ir.Value, pos []viewlike.Mixed) *ir.Value {
	c := rw.Ctx
	vt := v.Type().(*ir.VectorType)
	var rt ir.Type = vt.Elem
	if len(pos) < len(vt.Shape) {
		rt = c.VectorType(vt.Shape[len(pos):], vt.Elem, scalableTail(vt, len(pos)))
	}
	attr, dyn := positionOperands(c, pos)
	return rw.Create(&ir.OperationState{Loc: loc, Name: c.LookupOp("vector.extract"),
		Operands: append([]*ir.Value{v}, dyn...), Types: []ir.Type{rt}, Attrs: []ir.NamedAttr{attr}}).Result(0)
}

// scalableTail returns the scalable flags of vt's dimensions from n on.
func scalableTail(vt *ir.VectorType, n int) []bool {
	if len(vt.Scalable) == 0 {
		return nil
	}
	return vt.Scalable[n:]
}

// insert creates a vector.insert of v into dest at pos.
func insert(rw *rewrite.Rewriter, loc ir.Location, v, dest *ir.Value, pos []viewlike.Mixed) *ir.Value {
	c := rw.Ctx
	attr, dyn := positionOperands(c, pos)
	return rw.Create(&ir.OperationState{Loc: loc, Name: c.LookupOp("vector.insert"),
		Operands: append([]*ir.Value{v, dest}, dyn...), Types: []ir.Type{dest.Type()}, Attrs: []ir.NamedAttr{attr}}).Result(0)
}

// newTransfer creates the (n-1)-D transfer of an unrolled one: a read of
// type vt (val nil) or a write of val into base, at indices, with mask
// (or none).
func newTransfer(rw *rewrite.Rewriter, x xfer, vt ir.Type, val, base *ir.Value, indices []*ir.Value, mask *ir.Value) *ir.Operation {
	c := rw.Ctx
	var masks []*ir.Value
	if mask != nil {
		masks = []*ir.Value{mask}
	}
	st := &ir.OperationState{Loc: x.op.Loc(), Name: x.op.Info()}
	var segs []int32
	if x.read {
		st.Operands = append(append(append([]*ir.Value{x.Base()}, indices...), x.Padding()), masks...)
		st.Types = []ir.Type{vt}
		segs = []int32{1, int32(len(indices)), 1, int32(len(masks))}
	} else {
		st.Operands = append(append([]*ir.Value{val, base}, indices...), masks...)
		if x.isTensor() {
			st.Types = []ir.Type{base.Type()}
		}
		segs = []int32{1, 1, int32(len(indices)), int32(len(masks))}
	}
	st.Attrs = []ir.NamedAttr{{Name: "permutation_map", Value: x.unpackedPerm(c)}}
	if ib := x.droppedInBounds(c); ib != nil {
		st.Attrs = append(st.Attrs, ir.NamedAttr{Name: "in_bounds", Value: ib})
	}
	st.Attrs = append(st.Attrs, ir.NamedAttr{Name: "operandSegmentSizes", Value: c.DenseI32Array(segs)})
	return rw.Create(st)
}

// unpackedMask is maybeAssignMask: the mask of the i-th (n-1)-D transfer
// (nil when a 1-D mask was checked by the scf.if instead).
func unpackedMask(rw *rewrite.Rewriter, x xfer, i int64) *ir.Value {
	m := x.Mask()
	if m == nil {
		return nil
	}
	if x.unpackedDim() < 0 {
		return m
	}
	if len(m.Type().(*ir.VectorType).Shape) > 1 {
		return extract(rw, x.op.Loc(), m, []viewlike.Mixed{{Static: i}})
	}
	return nil
}

// inBoundsCheck is generateInBoundsCheck: when dimension 0 may be out of
// bounds, or a 1-D mask decides, the in-bounds case runs under an scf.if
// whose else branch runs outOfBounds; either returns the value yielded
// (nil for no result).
func inBoundsCheck(rw *rewrite.Rewriter, x xfer, iv *ir.Value, resultTypes []ir.Type, inBounds, outOfBounds func() *ir.Value) *ir.Value {
	c := rw.Ctx
	loc := x.op.Loc()
	var cond *ir.Value
	if dim := x.unpackedDim(); !x.dimInBounds() && dim >= 0 {
		memrefDim := vector.CreateOrFoldDim(rw, loc, x.Base(), int64(dim))
		idx := addIndex(rw, loc, x.Indices()[dim], iv)
		cond = rw.Create(&ir.OperationState{Loc: loc, Name: c.LookupOp("arith.cmpi"), Operands: []*ir.Value{memrefDim, idx},
			Types: []ir.Type{c.IntegerType(1, ir.Signless)}, Attrs: []ir.NamedAttr{{Name: "predicate", Value: c.IntAttr(c.IntegerType(64, ir.Signless), 4)}}}).Result(0)
	}
	if m := x.Mask(); m != nil && len(m.Type().(*ir.VectorType).Shape) == 1 && x.unpackedDim() >= 0 {
		bit := extract(rw, loc, m, []viewlike.Mixed{dynamic(iv)})
		if cond != nil {
			cond = rw.Create(&ir.OperationState{Loc: loc, Name: c.LookupOp("arith.andi"), Operands: []*ir.Value{cond, bit},
				Types: []ir.Type{c.IntegerType(1, ir.Signless)}}).Result(0)
		} else {
			cond = bit
		}
	}
	if cond == nil {
		return inBounds()
	}
	ifOp := ir.NewOperation(c, &ir.OperationState{Loc: loc, Name: c.LookupOp("scf.if"), Operands: []*ir.Value{cond},
		Types: resultTypes, Regions: []*ir.Region{{}, {}}})
	ipBlock, ipBefore := rw.InsertionBlock(), rw.InsertionPoint()
	for i, branch := range []func() *ir.Value{inBounds, outOfBounds} {
		block := rw.CreateBlock(ifOp.Region(i), nil, nil)
		rw.SetInsertionPointToEnd(block)
		v := branch()
		var yielded []*ir.Value
		if len(resultTypes) > 0 {
			yielded = []*ir.Value{v}
		}
		rw.Create(&ir.OperationState{Loc: loc, Name: c.LookupOp("scf.yield"), Operands: yielded})
	}
	if ipBefore != nil {
		rw.SetInsertionPoint(ipBefore)
	} else {
		rw.SetInsertionPointToEnd(ipBlock)
	}
	rw.Insert(ifOp)
	if len(resultTypes) == 0 {
		return nil
	}
	return ifOp.Result(0)
}

// soleInsertUser is the vector.insert that is the only user of a read.
func soleInsertUser(op *ir.Operation) *ir.Operation {
	u := op.Result(0).FirstUse()
	if u == nil || u.Next() != nil || u.Owner().Name() != "vector.insert" {
		return nil
	}
	return u.Owner()
}

// unrollRead is UnrollTransferReadConversion: one (n-1)-D read per index
// of the first dimension, inserted into a vector of padding (or into the
// vector the read was inserted into).
func unrollRead(op *ir.Operation, rw *rewrite.Rewriter, o Options) bool {
	x := asXfer(op)
	if !x.unrollable(o) {
		return false
	}
	c := rw.Ctx
	loc := op.Loc()
	ins := soleInsertUser(op)
	var vec *ir.Value
	var prefix []viewlike.Mixed
	if ins != nil {
		vec = ins.Operand(1)
		prefix = mixedPosition(ins, 2)
	} else {
		vec = rw.Create(&ir.OperationState{Loc: loc, Name: c.LookupOp("vector.broadcast"), Operands: []*ir.Value{x.Padding()},
			Types: []ir.Type{x.VectorType()}}).Result(0)
	}
	vt := x.VectorType()
	newType := c.VectorType(vt.Shape[1:], vt.Elem, scalableTail(vt, 1))
	vecType := vec.Type()
	for i := int64(0); i < vt.Shape[0]; i++ {
		iv := indexConstant(rw, loc, i)
		prev := vec
		vec = inBoundsCheck(rw, x, iv, []ir.Type{vecType}, func() *ir.Value {
			idx := xferIndices(rw, x, iv)
			mask := unpackedMask(rw, x, i)
			read := newTransfer(rw, x, newType, nil, nil, idx, mask).Result(0)
			if len(newType.Shape) == 0 {
				// A 0-D read is inserted as its scalar.
				read = extract(rw, loc, read, nil)
			}
			pos := append(append([]viewlike.Mixed(nil), prefix...), viewlike.Mixed{Static: i})
			return insert(rw, loc, read, prev, pos)
		}, func() *ir.Value { return prev })
	}
	if ins != nil {
		rw.ReplaceOp(ins, []*ir.Value{vec})
		rw.EraseOp(op)
	} else {
		rw.ReplaceOp(op, []*ir.Value{vec})
	}
	return true
}

// unrollWrite is UnrollTransferWriteConversion: one (n-1)-D write per
// index of the first dimension, of the vector extracted there (from the
// source of the vector.extract that defines the written vector, if one
// does).
func unrollWrite(op *ir.Operation, rw *rewrite.Rewriter, o Options) bool {
	x := asXfer(op)
	if !x.unrollable(o) {
		return false
	}
	loc := op.Loc()
	vec := op.Operand(0)
	var prefix []viewlike.Mixed
	if d := vec.DefiningOp(); d != nil && d.Name() == "vector.extract" {
		vec = d.Operand(0)
		prefix = mixedPosition(d, 1)
	}
	source := x.Base()
	var resultTypes []ir.Type
	if x.isTensor() {
		resultTypes = []ir.Type{source.Type()}
	}
	for i := int64(0); i < x.VectorType().Shape[0]; i++ {
		iv := indexConstant(rw, loc, i)
		cur := source
		updated := inBoundsCheck(rw, x, iv, resultTypes, func() *ir.Value {
			idx := xferIndices(rw, x, iv)
			pos := append(append([]viewlike.Mixed(nil), prefix...), viewlike.Mixed{Static: i})
			extracted := extract(rw, loc, vec, pos)
			if _, isVec := extracted.Type().(*ir.VectorType); !isVec {
				// A scalar is written as a 0-D vector.
				extracted = rw.Create(&ir.OperationState{Loc: loc, Name: rw.Ctx.LookupOp("vector.broadcast"), Operands: []*ir.Value{extracted},
					Types: []ir.Type{rw.Ctx.VectorType(nil, extracted.Type(), nil)}}).Result(0)
			}
			mask := unpackedMask(rw, x, i)
			w := newTransfer(rw, x, nil, extracted, cur, idx, mask)
			if x.isTensor() {
				return w.Result(0)
			}
			return nil
		}, func() *ir.Value {
			if x.isTensor() {
				return cur
			}
			return nil
		})
		if x.isTensor() {
			source = updated
		}
	}
	if x.isTensor() {
		rw.ReplaceOp(op, []*ir.Value{source})
	} else {
		rw.EraseOp(op)
	}
	return true
}

// transfer1d is TransferOp1dConversion: a 1-D transfer on a memref that
// is not a contiguous minor-identity access becomes an scf.for of scalar
// memref.load (vector.insert) or vector.extract (memref.store).
func transfer1d(op *ir.Operation, rw *rewrite.Rewriter) bool {
	x := asXfer(op)
	c := rw.Ctx
	mt, ok := x.Base().Type().(*ir.MemRefType)
	vt := x.VectorType()
	if !ok || len(x.PermutationMap().Results) == 0 || len(vt.Shape) != 1 {
		return false
	}
	if x.PermutationMap().IsMinorIdentity() && lastDimUnitStride(c, mt) {
		return false
	}
	loc := op.Loc()
	lb := indexConstant(rw, loc, 0)
	ub := indexConstant(rw, loc, vt.Shape[0])
	if len(vt.Scalable) > 0 && vt.Scalable[0] {
		vscale := rw.Create(&ir.OperationState{Loc: loc, Name: c.LookupOp("vector.vscale"), Types: []ir.Type{c.IndexType()}}).Result(0)
		ub = arithOp(rw, loc, "arith.muli", ub, vscale)
	}
	step := indexConstant(rw, loc, 1)
	var inits []*ir.Value
	if x.read {
		inits = []*ir.Value{rw.Create(&ir.OperationState{Loc: loc, Name: c.LookupOp("vector.broadcast"),
			Operands: []*ir.Value{x.Padding()}, Types: []ir.Type{vt}}).Result(0)}
	}
	forOp := buildFor(rw, loc, lb, ub, step, inits, func(iv *ir.Value, state []*ir.Value) []*ir.Value {
		indices := append([]*ir.Value(nil), x.Indices()...)
		if d := x.unpackedDim(); d >= 0 {
			indices[d] = addIndex(rw, loc, indices[d], iv)
		}
		pos := []viewlike.Mixed{dynamic(iv)}
		if x.read {
			vec := state[0]
			next := inBoundsCheck(rw, x, iv, []ir.Type{vt}, func() *ir.Value {
				return insert(rw, loc, load(rw, loc, x.Base(), indices, true), vec, pos)
			}, func() *ir.Value { return vec })
			return []*ir.Value{next}
		}
		inBoundsCheck(rw, x, iv, nil, func() *ir.Value {
			store(rw, loc, extract(rw, loc, op.Operand(0), pos), x.Base(), indices, true)
			return nil
		}, func() *ir.Value { return nil })
		return nil
	})
	rw.ReplaceOp(op, forOp.Results())
	return true
}

// lastDimUnitStride is MemRefType::isLastDimUnitStride.
func lastDimUnitStride(c *ir.Context, t *ir.MemRefType) bool {
	if len(t.Shape) == 0 {
		return true
	}
	strides, _, ok := memref.StridesAndOffset(c, t)
	return ok && strides[len(strides)-1] == 1
}
