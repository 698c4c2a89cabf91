package vector

import (
	"encoding/binary"

	"github.com/gomlir/gomlir/dialect/memref"
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/pass"
	"github.com/gomlir/gomlir/rewrite"
)

func init() {
	pass.Register(&pass.Info{
		Argument:  "test-vector-gather-lowering",
		Name:      "(anonymous namespace)::TestVectorGatherLowering",
		Summary:   "Test patterns that lower the gather op in the vector conditional loads",
		OpName:    "func.func",
		Dependent: []string{"arith", "func", "memref", "scf", "tensor", "vector"},
		New: func() (pass.Pass, *pass.Options) {
			return gatherLowering{}, &pass.Options{}
		},
	})
}

// gatherLowering is upstream's test-vector-gather-lowering: the gather
// unrolling and the lowering of 1-D gathers to conditional loads.
type gatherLowering struct{}

func (gatherLowering) Run(op *ir.Operation, st *pass.State) error {
	pats := append(GatherLoweringPatterns(),
		pattern("(anonymous namespace)::RemoveStrideFromGatherSource", "vector.gather", removeStrideFromGatherSource),
		pattern("(anonymous namespace)::Gather1DToConditionalLoads", "vector.gather", gather1DToConditionalLoads))
	rewrite.ApplyGreedily(st.Ctx, op, rewrite.NewPatternSet(pats), rewrite.DefaultConfig())
	return nil
}

// GatherLoweringPatterns is populateVectorGatherLoweringPatterns: n-D
// gathers unrolled into 1-D ones.
func GatherLoweringPatterns() []rewrite.Pattern {
	return []rewrite.Pattern{pattern("(anonymous namespace)::UnrollGather", "vector.gather", unrollGather)}
}

// gatherParts returns a gather's base with its offsets, and its indices,
// mask and pass-through.
func gatherParts(op *ir.Operation) (base []*ir.Value, indices, mask, pass *ir.Value) {
	n := op.NumOperands()
	return op.Operands()[:n-3], op.Operand(n - 3), op.Operand(n - 2), op.Operand(n - 1)
}

// newGather creates a vector.gather of type t with op's alignment.
func newGather(rw *rewrite.Rewriter, loc ir.Location, op *ir.Operation, t ir.Type, operands []*ir.Value) *ir.Value {
	var attrs []ir.NamedAttr
	if a := op.InherentAttr("alignment"); a != nil {
		attrs = append(attrs, ir.NamedAttr{Name: "alignment", Value: a})
	}
	return build(rw, loc, "vector.gather", operands, []ir.Type{t}, attrs...).Result(0)
}

// unrollGather is UnrollGather: an n-D gather as 1-D gathers of the
// slices of its indices, mask and pass-through along the first dimension.
func unrollGather(op *ir.Operation, rw *rewrite.Rewriter) bool {
	vt := op.Result(0).Type().(*ir.VectorType)
	if len(vt.Shape) < 2 || scalableAt(vt, 0) {
		return false
	}
	loc := op.Loc()
	base, indices, mask, passThru := gatherParts(op)
	sub := dropFront(rw.Builder.Ctx, vt)
	res := poisonOf(rw, loc, vt)
	for i := int64(0); i < vt.Shape[0]; i++ {
		iv := extractAt(rw, loc, indices, pos1(i))
		mv := extractAt(rw, loc, mask, pos1(i))
		pv := extractAt(rw, loc, passThru, pos1(i))
		g := newGather(rw, loc, op, sub, append(append([]*ir.Value(nil), base...), iv, mv, pv))
		res = insertAt(rw, loc, g, res, pos1(i))
	}
	rw.ReplaceOp(op, []*ir.Value{res})
	return true
}

// removeStrideFromGatherSource is RemoveStrideFromGatherSource: a gather
// from a column subview of a 2-D memref gathers from the collapsed memref
// with the indices scaled by the row length.
func removeStrideFromGatherSource(op *ir.Operation, rw *rewrite.Rewriter) bool {
	ctx := rw.Builder.Ctx
	base, indices, mask, passThru := gatherParts(op)
	sv := base[0].DefiningOp()
	if sv == nil || sv.Name() != "memref.subview" {
		return false
	}
	src, ok := sv.Operand(0).Type().(*ir.MemRefType)
	if !ok || len(src.Shape) != 2 || src.Layout != nil {
		return false
	}
	strides, _, ok := memref.StridesAndOffset(ctx, base[0].Type().(*ir.MemRefType))
	if !ok || len(strides) != 1 || strides[0] != src.Shape[1] || src.Shape[1] == ir.Dynamic {
		return false
	}
	loc := op.Loc()
	flat := ir.Dynamic
	if src.Shape[0] != ir.Dynamic {
		flat = src.Shape[0] * src.Shape[1]
	}
	ft := ctx.MemRefType([]int64{flat}, src.Elem, nil, src.MemorySpace)
	reassoc := ctx.ArrayAttr([]ir.Attribute{i64ArrayOf(ctx, []int64{0, 1})})
	collapsed := build(rw, loc, "memref.collapse_shape", []*ir.Value{sv.Operand(0)}, []ir.Type{ft},
		ir.NamedAttr{Name: "reassociation", Value: reassoc}).Result(0)
	it := indices.Type().(*ir.VectorType)
	raw := binary.LittleEndian.AppendUint64(nil, uint64(src.Shape[1]))
	mul := constant(rw, loc, it, ctx.DenseElementsAttr(it, raw, true))
	scaled := build(rw, loc, "arith.muli", []*ir.Value{indices, mul}, []ir.Type{it}).Result(0)
	operands := append(append([]*ir.Value{collapsed}, base[1:]...), scaled, mask, passThru)
	rw.ReplaceOp(op, []*ir.Value{newGather(rw, loc, op, op.Result(0).Type(), operands)})
	return true
}

// gather1DToConditionalLoads is Gather1DToConditionalLoads: each lane of
// a 1-D gather from a memref loaded under an scf.if on its mask bit.
func gather1DToConditionalLoads(op *ir.Operation, rw *rewrite.Rewriter) bool {
	ctx := rw.Builder.Ctx
	rt := op.Result(0).Type().(*ir.VectorType)
	if len(rt.Shape) != 1 || isScalable(rt) {
		return false
	}
	base, indices, mask, passThru := gatherParts(op)
	mt, ok := base[0].Type().(*ir.MemRefType)
	if !ok {
		return false
	}
	if strides, _, ok := memref.StridesAndOffset(ctx, mt); mt.Layout != nil && ok && len(strides) > 0 && strides[len(strides)-1] != 1 && rt.Shape[0] != 1 {
		return false
	}
	loc := op.Loc()
	it := indices.Type().(*ir.VectorType)
	indexVec := rewrite.CreateOrFold(rw, &ir.OperationState{Loc: loc, Name: ctx.LookupOp("arith.index_cast"), Operands: []*ir.Value{indices},
		Types: []ir.Type{ctx.VectorType(it.Shape, ctx.IndexType(), it.Scalable)}})[0]
	offsets := append([]*ir.Value(nil), base[1:]...)
	last := offsets[len(offsets)-1]
	elemVec := ctx.VectorType([]int64{1}, rt.Elem, nil)
	result := passThru
	for i := int64(0); i < rt.Shape[0]; i++ {
		cond := extractAt(rw, loc, mask, pos1(i))
		index := extractAt(rw, loc, indexVec, pos1(i))
		offsets[len(offsets)-1] = rewrite.CreateOrFold(rw, &ir.OperationState{Loc: loc, Name: ctx.LookupOp("arith.addi"),
			Operands: []*ir.Value{last, index}, Types: []ir.Type{ctx.IndexType()}})[0]
		prev := result
		result = ifThenElse(rw, loc, cond, rt, func() *ir.Value {
			var attrs []ir.NamedAttr
			if a := op.InherentAttr("alignment"); a != nil {
				attrs = append(attrs, ir.NamedAttr{Name: "alignment", Value: a})
			}
			load := build(rw, loc, "vector.load", append([]*ir.Value{base[0]}, offsets...), []ir.Type{elemVec}, attrs...).Result(0)
			return insertAt(rw, loc, extractAt(rw, loc, load, pos1(0)), prev, pos1(i))
		}, func() *ir.Value { return prev })
	}
	rw.ReplaceOp(op, []*ir.Value{result})
	return true
}

// ifThenElse creates `scf.if cond -> (t)` whose branches yield what then
// and els build in them.
func ifThenElse(rw *rewrite.Rewriter, loc ir.Location, cond *ir.Value, t ir.Type, then, els func() *ir.Value) *ir.Value {
	ctx := rw.Builder.Ctx
	ifOp := ir.NewOperation(ctx, &ir.OperationState{Loc: loc, Name: ctx.LookupOp("scf.if"), Operands: []*ir.Value{cond},
		Types: []ir.Type{t}, Regions: []*ir.Region{{}, {}}})
	ipBlock, ipBefore := rw.InsertionBlock(), rw.InsertionPoint()
	for i, branch := range []func() *ir.Value{then, els} {
		rw.SetInsertionPointToEnd(rw.CreateBlock(ifOp.Region(i), nil, nil))
		v := branch()
		build(rw, loc, "scf.yield", []*ir.Value{v}, nil)
	}
	if ipBefore != nil {
		rw.SetInsertionPoint(ipBefore)
	} else {
		rw.SetInsertionPointToEnd(ipBlock)
	}
	rw.Insert(ifOp)
	return ifOp.Result(0)
}
