package linalg

import (
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/ir/affine"
	"github.com/gomlir/gomlir/ods"
	"github.com/gomlir/gomlir/rewrite"
)

// The elementwise fusion of linalg.generic ops (upstream's
// ElementwiseOpFusion.cpp): a generic reading the result of an
// all-parallel generic on tensors absorbs the producer's body.

// ControlFusionFn is upstream's ControlFusionFn: whether the producer of
// operand i of consumer may be fused into it.
type ControlFusionFn func(consumer *ir.Operation, i int) bool

// genericView is what the fusion patterns read of a linalg.generic: its
// maps, loops, input count and body.
type genericView struct {
	op    *ir.Operation
	maps  []*affine.Map
	iters []int
	nIn   int
	nOut  int
	body  *ir.Block
}

// viewGeneric returns the view of a well-formed linalg.generic (false for
// other ops).
func viewGeneric(op *ir.Operation) (genericView, bool) {
	if op == nil || op.Name() != "linalg.generic" || op.NumRegions() != 1 || op.Region(0).First() == nil {
		return genericView{}, false
	}
	g := genericView{op: op, maps: genericMaps{}.IndexingMaps(op), iters: genericMaps{}.IteratorTypes(op), body: op.Region(0).First()}
	g.nIn, g.nOut = ods.GroupRange(op, 1, false)
	if len(g.maps) != op.NumOperands() || g.body.NumArgs() != op.NumOperands() {
		return genericView{}, false
	}
	return g, true
}

// count returns the number of loops of kind k.
func (g genericView) count(k int) int {
	n := 0
	for _, it := range g.iters {
		if it == k {
			n++
		}
	}
	return n
}

// yield returns the body's terminator.
func (g genericView) yield() *ir.Operation { return g.body.Terminator() }

// hasIndexSemantics reports whether the body reads loop indices.
func (g genericView) hasIndexSemantics() bool {
	for o := g.body.First(); o != nil; o = o.NextInBlock() {
		if o.Name() == "linalg.index" {
			return true
		}
	}
	return false
}

// invertible reports whether maps, concatenated, form an invertible map
// (upstream's inversePermutation(concatAffineMaps(maps)) being non-null).
func invertible(ctx *ir.Context, maps []*affine.Map) bool {
	return affine.InversePermutation(ctx, affine.ConcatAffineMaps(ctx, maps)) != nil
}

// producerOperandMapInFused is
// getIndexingMapOfProducerOperandsInCoordinatesOfFusedOp: the map from the
// consumer's loops to an operand of the producer.
func producerOperandMapInFused(ctx *ir.Context, argMap, producerResultMap, consumerArgMap *affine.Map) *affine.Map {
	inv := affine.InversePermutation(ctx, producerResultMap)
	return argMap.Compose(ctx, inv).Compose(ctx, consumerArgMap)
}

// canDropAfterFusion is isOpOperandCanBeDroppedAfterFusedLinalgs: the maps
// of both ops but the ignored operands still define every loop.
func canDropAfterFusion(ctx *ir.Context, producer, consumer genericView, ignored map[*ir.OpOperand]bool) bool {
	var maps []*affine.Map
	for _, g := range []genericView{producer, consumer} {
		for i := range g.op.Operands() {
			if !ignored[g.op.OpOperand(i)] {
				maps = append(maps, g.maps[i])
			}
		}
	}
	if len(maps) == 0 {
		return len(producer.iters) == 0 && len(consumer.iters) == 0
	}
	return invertible(ctx, maps)
}

// preservedProducerResults is getPreservedProducerResults: the producer
// results the fused op keeps (used elsewhere, read by the body, or needed
// for the loop bounds).
func preservedProducerResults(ctx *ir.Context, producer, consumer genericView, fused *ir.OpOperand) []bool {
	keep := make([]bool, producer.op.NumResults())
	ignored := map[*ir.OpOperand]bool{fused: true}
	for r, res := range producer.op.Results() {
		init := producer.op.OpOperand(producer.nIn + r)
		ignored[init] = true
		usedElsewhere := false
		for _, u := range res.Users() {
			if u != consumer.op {
				usedElsewhere = true
			}
		}
		if producer.body.Arg(producer.nIn+r).HasUses() || !canDropAfterFusion(ctx, producer, consumer, ignored) || usedElsewhere {
			keep[r] = true
			delete(ignored, init)
		}
	}
	return keep
}

// elementwiseFusable is areElementwiseOpsFusable for operand i of
// consumer.
func elementwiseFusable(consumer *ir.Operation, i int) bool {
	v := consumer.Operand(i)
	p, ok1 := viewGeneric(v.DefiningOp())
	c, ok2 := viewGeneric(consumer)
	if !ok1 || !ok2 || !pureTensor(p.op) {
		return false
	}
	if _, ok := v.Type().(*ir.RankedTensorType); !ok {
		return false
	}
	if p.count(parallel) != len(p.iters) || i >= c.nIn {
		return false
	}
	consumerMap := c.maps[i]
	if len(consumerMap.Results) != len(p.iters) {
		return false
	}
	resultMap := p.maps[p.nIn+v.Index()]
	if !resultMap.IsPermutation() {
		return false
	}
	if c.count(reduction) == 0 {
		return true
	}
	ctx := ods.ContextOf(consumer)
	covered := make([]bool, len(c.iters))
	cover := func(m *affine.Map) {
		for _, e := range m.Results {
			if d, ok := e.(*affine.DimExpr); ok && d.Pos < len(covered) {
				covered[d.Pos] = true
			}
		}
	}
	for k, w := range consumer.Operands() {
		if w != v {
			cover(c.maps[k])
		}
	}
	for k := 0; k < p.nIn; k++ {
		cover(producerOperandMapInFused(ctx, p.maps[k], resultMap, consumerMap))
	}
	for _, ok := range covered {
		if !ok {
			return false
		}
	}
	return true
}

// fuseElementwise is fuseElementwiseOps: the generic computing consumer
// with the producer of its input i inlined. It returns the fused op and,
// per result of the producer then of the consumer, its replacement (nil
// for a producer result the fused op drops), or nil when the fused op's
// loop bounds cannot be computed.
func fuseElementwise(rw *rewrite.Rewriter, consumer *ir.Operation, i int) (*ir.Operation, []*ir.Value) {
	ctx := rw.Ctx
	v := consumer.Operand(i)
	p, _ := viewGeneric(v.DefiningOp())
	c, _ := viewGeneric(consumer)
	fusedOperand := consumer.OpOperand(i)
	keep := preservedProducerResults(ctx, p, c, fusedOperand)
	resultMap := p.maps[p.nIn+v.Index()]
	consumerMap := c.maps[i]
	var ins, outs []*ir.Value
	var maps []*affine.Map
	var types []ir.Type
	ins = append(ins, consumer.Operands()[:i]...)
	maps = append(maps, c.maps[:i]...)
	for k := 0; k < p.nIn; k++ {
		ins = append(ins, p.op.Operand(k))
		maps = append(maps, producerOperandMapInFused(ctx, p.maps[k], resultMap, consumerMap))
	}
	ins = append(ins, consumer.Operands()[i+1:c.nIn]...)
	maps = append(maps, c.maps[i+1:c.nIn]...)
	for r, kept := range keep {
		if !kept {
			continue
		}
		init := p.op.Operand(p.nIn + r)
		outs = append(outs, init)
		maps = append(maps, producerOperandMapInFused(ctx, p.maps[p.nIn+r], resultMap, consumerMap))
		types = append(types, init.Type())
	}
	for k := c.nIn; k < c.nIn+c.nOut; k++ {
		init := consumer.Operand(k)
		outs = append(outs, init)
		maps = append(maps, c.maps[k])
		if !isMemRef(init.Type()) {
			types = append(types, init.Type())
		}
	}
	fused := createGeneric(rw, consumer.Loc(), types, ins, outs, maps, consumer.InherentAttr("iterator_types"), nil, nil)
	if !invertible(ctx, maps) {
		rw.EraseOp(fused)
		return nil, nil
	}
	consumerToProducer := affine.InversePermutation(ctx, resultMap).Compose(ctx, consumerMap)
	fusedElementwiseRegion(rw, fused, p, c, i, consumerToProducer, keep)
	var repl []*ir.Value
	n := 0
	for _, kept := range keep {
		if kept {
			repl = append(repl, fused.Result(n))
			n++
		} else {
			repl = append(repl, nil)
		}
	}
	for range consumer.Results() {
		repl = append(repl, fused.Result(n))
		n++
	}
	return fused, repl
}

// fusedElementwiseRegion is generateFusedElementwiseOpRegion: the fused
// body takes the consumer's inputs before operand i, the producer's
// inputs, the consumer's other inputs, the kept producer inits and the
// consumer's inits; it runs the producer's body then the consumer's.
func fusedElementwiseRegion(rw *rewrite.Rewriter, fused *ir.Operation, p, c genericView, i int, consumerToProducer *affine.Map, keep []bool) {
	defer saveInsertion(rw)()
	ctx := rw.Ctx
	block := ir.NewBlock()
	fused.Region(0).Append(block)
	rw.SetInsertionPointToEnd(block)
	m := ir.NewMapping()
	if p.hasIndexSemantics() {
		indices := make([]*ir.Value, len(c.iters))
		for d := range indices {
			indices[d] = createIndex(rw, p.op.Loc(), d)
		}
		for o := p.body.First(); o != nil; o = o.NextInBlock() {
			if o.Name() != "linalg.index" {
				continue
			}
			dim := int(o.InherentAttr("dim").(*ir.IntegerAttr).Int64())
			apply := rw.Create(&ir.OperationState{Loc: p.op.Loc(), Name: ctx.LookupOp("affine.apply"), Operands: indices,
				Types: []ir.Type{ctx.IndexType()},
				Attrs: []ir.NamedAttr{{Name: "map", Value: ctx.AffineMapAttr(consumerToProducer.GetSubMap(ctx, []int{dim}))}}})
			m.Map(o.Result(0), apply.Result(0))
		}
	}
	addArgs := func(args []*ir.Value) {
		for _, a := range args {
			m.Map(a, block.AddArg(a.Type(), a.Loc()))
		}
	}
	addArgs(c.body.Args()[:i])
	addArgs(p.body.Args()[:p.nIn])
	addArgs(c.body.Args()[i+1 : c.nIn])
	for r, kept := range keep {
		if kept {
			addArgs(p.body.Args()[p.nIn+r : p.nIn+r+1])
		}
	}
	addArgs(c.body.Args()[c.nIn:])
	pYield, cYield := p.yield(), c.yield()
	for o := p.body.First(); o != nil && o != pYield; o = o.NextInBlock() {
		if o.Name() != "linalg.index" {
			rw.Clone(o, m)
		}
	}
	m.Map(c.body.Arg(i), m.Lookup(pYield.Operand(c.op.Operand(i).Index())))
	for o := c.body.First(); o != nil && o != cYield; o = o.NextInBlock() {
		rw.Clone(o, m)
	}
	var yielded []*ir.Value
	for r, y := range pYield.Operands() {
		if keep[r] {
			yielded = append(yielded, m.Lookup(y))
		}
	}
	for _, y := range cYield.Operands() {
		yielded = append(yielded, m.Lookup(y))
	}
	rw.Create(&ir.OperationState{Loc: fused.Loc(), Name: ctx.LookupOp("linalg.yield"), Operands: yielded})
}

// createIndex builds `linalg.index dim`.
func createIndex(rw *rewrite.Rewriter, loc ir.Location, dim int) *ir.Value {
	ctx := rw.Ctx
	return rw.Create(&ir.OperationState{Loc: loc, Name: ctx.LookupOp("linalg.index"), Types: []ir.Type{ctx.IndexType()},
		Attrs: []ir.NamedAttr{{Name: "dim", Value: ctx.IntAttr(ctx.I(64), int64(dim))}}}).Result(0)
}

// createGeneric builds a linalg.generic with an empty region (upstream's
// GenericOp builder without a body builder); doc and library call are
// set when not nil.
func createGeneric(rw *rewrite.Rewriter, loc ir.Location, types []ir.Type, ins, outs []*ir.Value, maps []*affine.Map,
	iters, doc, libraryCall ir.Attribute) *ir.Operation {
	ctx := rw.Ctx
	attrs := []ir.NamedAttr{{Name: "indexing_maps", Value: mapsAttr(ctx, maps)}, {Name: "iterator_types", Value: iters}}
	if doc != nil {
		attrs = append(attrs, ir.NamedAttr{Name: "doc", Value: doc})
	}
	if libraryCall != nil {
		attrs = append(attrs, ir.NamedAttr{Name: "library_call", Value: libraryCall})
	}
	attrs = append(attrs, ir.NamedAttr{Name: "operandSegmentSizes", Value: ods.SegmentSizes(ctx, ins, outs)})
	st := &ir.OperationState{Loc: loc, Name: ctx.LookupOp("linalg.generic"), Operands: append(append([]*ir.Value(nil), ins...), outs...),
		Types: types, Attrs: attrs}
	st.AddRegion()
	return rw.Create(st)
}

// cloneBodyInto is the rewriter's cloneRegionBefore for a single-block
// body: a copy of src appended to dest, its arguments mapped by m kept
// out of the copy's arguments, every cloned op reported as inserted.
func cloneBodyInto(rw *rewrite.Rewriter, src *ir.Block, dest *ir.Region, m *ir.Mapping) {
	defer saveInsertion(rw)()
	b := ir.NewBlock()
	for _, a := range src.Args() {
		if !m.Contains(a) {
			m.Map(a, b.AddArg(a.Type(), a.Loc()))
		}
	}
	dest.Append(b)
	rw.SetInsertionPointToEnd(b)
	for o := src.First(); o != nil; o = o.NextInBlock() {
		rw.Clone(o, m)
	}
}

// saveInsertion returns a function restoring rw's insertion point
// (upstream's InsertionGuard).
func saveInsertion(rw *rewrite.Rewriter) func() {
	blk, before := rw.InsertionBlock(), rw.InsertionPoint()
	return func() {
		if before != nil {
			rw.SetInsertionPoint(before)
		} else if blk != nil {
			rw.SetInsertionPointToEnd(blk)
		} else {
			rw.ClearInsertionPoint()
		}
	}
}

// fuseElementwiseOpsPattern is FuseElementwiseOps: the first input whose
// producer fuses (as control allows) is fused; the consumer's results are
// replaced by the fused op's, the producer left to die.
func fuseElementwiseOpsPattern(control ControlFusionFn) rewrite.Pattern {
	return pattern("FuseElementwiseOps", "linalg.generic", func(op *ir.Operation, rw *rewrite.Rewriter) bool {
		for i := range op.Operands() {
			if !elementwiseFusable(op, i) || !control(op, i) {
				continue
			}
			producer := op.Operand(i).DefiningOp()
			fused, repl := fuseElementwise(rw, op, i)
			if fused == nil {
				return false
			}
			for k, r := range op.Results() {
				rw.ReplaceAllUsesWith(r, repl[producer.NumResults()+k])
			}
			rw.EraseOp(op)
			return true
		}
		return false
	}).(rewrite.Pattern)
}

// foldFillWithGenericPattern is FoldFillWithGenericOp: a body argument
// read from a linalg.fill is the fill value (converted to the fill's
// element type).
var foldFillWithGenericPattern = pattern("FoldFillWithGenericOp", "linalg.generic", func(op *ir.Operation, rw *rewrite.Rewriter) bool {
	g, ok := viewGeneric(op)
	if !ok || !pureTensor(op) {
		return false
	}
	found := false
	for i := 0; i < g.nIn; i++ {
		if !g.body.Arg(i).HasUses() {
			continue
		}
		fill := definingFill(op.Operand(i))
		if fill == nil || fill.NumResults() != 1 {
			continue
		}
		found = true
		v := convertScalarToDtype(rw, fill.Loc(), fill.Operand(0), elementTypeOrSelf(fill.Result(0).Type()))
		rw.ReplaceAllUsesWith(g.body.Arg(i), v)
	}
	return found
}).(rewrite.Pattern)

// convertScalarToDtype is upstream's convertScalarToDtype (signed casts)
// for integer, index and float scalars.
func convertScalarToDtype(rw *rewrite.Rewriter, loc ir.Location, v *ir.Value, to ir.Type) *ir.Value {
	from := v.Type()
	if from == to {
		return v
	}
	cast := func(name string) *ir.Value {
		return rw.Create(&ir.OperationState{Loc: loc, Name: rw.Ctx.LookupOp(name), Operands: []*ir.Value{v}, Types: []ir.Type{to}}).Result(0)
	}
	width := func(t ir.Type) int { return ir.BitWidth(t) }
	switch to.(type) {
	case *ir.IntegerType:
		switch from.(type) {
		case *ir.FloatType:
			return cast("arith.fptosi")
		case *ir.IndexType:
			return cast("arith.index_cast")
		case *ir.IntegerType:
			switch {
			case width(to) > width(from):
				return cast("arith.extsi")
			case width(to) < width(from):
				return cast("arith.trunci")
			}
		}
	case *ir.FloatType:
		switch from.(type) {
		case *ir.IntegerType:
			return cast("arith.sitofp")
		case *ir.FloatType:
			switch {
			case width(to) > width(from):
				return cast("arith.extf")
			case width(to) < width(from):
				return cast("arith.truncf")
			}
		}
	}
	return v
}

// scalarOrSplatConstant returns the scalar a constant op stands for: the
// value of an integer or float constant, or the element of a splat dense
// constant of integers or floats.
func scalarOrSplatConstant(ctx *ir.Context, def *ir.Operation) ir.Attribute {
	switch a := rewrite.ConstantValue(def).(type) {
	case *ir.IntegerAttr, *ir.FloatAttr:
		return a
	case *ir.DenseElementsAttr:
		if !a.Splat {
			return nil
		}
		switch t := a.ElemType().(type) {
		case *ir.IntegerType:
			return ctx.IntegerAttr(t, a.IntAt(0))
		case *ir.FloatType:
			return ctx.FloatAttr(t, a.BitsAt(0))
		}
	}
	return nil
}

// foldScalarOrSplatConstantPattern is FoldScalarOrSplatConstant: an input
// defined by a scalar or splat constant becomes a scalar constant used in
// the body directly.
var foldScalarOrSplatConstantPattern = pattern("FoldScalarOrSplatConstant", "linalg.generic", func(op *ir.Operation, rw *rewrite.Rewriter) bool {
	g, ok := viewGeneric(op)
	if !ok || !pureTensor(op) {
		return false
	}
	ctx := rw.Ctx
	for i := 0; i < g.nIn; i++ {
		def := op.Operand(i).DefiningOp()
		if def == nil {
			continue
		}
		scalar := scalarOrSplatConstant(ctx, def)
		if scalar == nil {
			continue
		}
		var maps []*affine.Map
		var ins []*ir.Value
		locs := []ir.Location{op.Loc()}
		for k := 0; k < g.nIn; k++ {
			if k == i {
				continue
			}
			maps = append(maps, g.maps[k])
			ins = append(ins, op.Operand(k))
			locs = append(locs, op.Operand(k).Loc())
		}
		maps = append(maps, g.maps[g.nIn:]...)
		if !invertible(ctx, maps) {
			return false
		}
		dl := ctx.Dialect(def.Info().Dialect)
		if dl == nil || dl.MaterializeConstant == nil {
			return false
		}
		c := dl.MaterializeConstant(rw.Builder, scalar, scalar.(ir.TypedAttr).AttrType(), def.Loc())
		if c == nil {
			return false
		}
		fused := createGeneric(rw, ctx.FusedLoc(locs, nil), op.ResultTypes(), ins, op.Operands()[g.nIn:g.nIn+g.nOut], maps,
			op.InherentAttr("iterator_types"), nil, nil)
		m := ir.NewMapping()
		m.Map(g.body.Arg(i), c.Result(0))
		cloneBodyInto(rw, g.body, fused.Region(0), m)
		rw.ReplaceOp(op, fused.Results())
		return true
	}
	return false
}).(rewrite.Pattern)

// removeOutsDependencyPattern is RemoveOutsDependency: a tensor init whose
// value the body does not read becomes a tensor.empty of its sizes.
var removeOutsDependencyPattern = pattern("RemoveOutsDependency", "linalg.generic", func(op *ir.Operation, rw *rewrite.Rewriter) bool {
	g, ok := viewGeneric(op)
	if !ok {
		return false
	}
	ctx := rw.Ctx
	modified := false
	for k := g.nIn; k < g.nIn+g.nOut; k++ {
		if g.body.Arg(k).HasUses() {
			continue
		}
		v := op.Operand(k)
		t, ok := v.Type().(*ir.RankedTensorType)
		if !ok {
			continue
		}
		if def := v.DefiningOp(); def != nil && def.Name() == "tensor.empty" {
			continue
		}
		modified = true
		var dyn []*ir.Value
		for d, s := range t.Shape {
			if s == ir.Dynamic {
				dyn = append(dyn, createOrFoldTensorDim(rw, op.Loc(), v, d))
			}
		}
		empty := rw.Create(&ir.OperationState{Loc: op.Loc(), Name: ctx.LookupOp("tensor.empty"), Operands: dyn,
			Types: []ir.Type{ctx.RankedTensorType(t.Shape, t.Elem, nil)}})
		op.SetOperand(k, empty.Result(0))
	}
	if modified {
		rw.ModifyOpInPlace(op, func() {})
	}
	return modified
}).(rewrite.Pattern)

// createOrFoldTensorDim is tensor's createOrFoldDimOp: `tensor.dim` of v
// at a constant index, folded when it can be.
func createOrFoldTensorDim(rw *rewrite.Rewriter, loc ir.Location, v *ir.Value, d int) *ir.Value {
	ctx := rw.Ctx
	idx := rw.Create(&ir.OperationState{Loc: loc, Name: ctx.LookupOp("arith.constant"), Types: []ir.Type{ctx.IndexType()},
		Attrs: []ir.NamedAttr{{Name: "value", Value: ctx.IntAttr(ctx.IndexType(), int64(d))}}}).Result(0)
	return rewrite.CreateOrFold(rw, &ir.OperationState{Loc: loc, Name: ctx.LookupOp("tensor.dim"), Operands: []*ir.Value{v, idx},
		Types: []ir.Type{ctx.IndexType()}})[0]
}

// ElementwiseOpsFusionPatterns is populateElementwiseOpsFusionPatterns:
// the fusion of generics (as control allows), the folds of fills and
// constants into them, the removal of unread inits' dependencies, and
// the erasure of unused operands and results.
func ElementwiseOpsFusionPatterns(control ControlFusionFn) []rewrite.Pattern {
	return append([]rewrite.Pattern{fuseElementwiseOpsPattern(control), foldFillWithGenericPattern, foldScalarOrSplatConstantPattern,
		removeOutsDependencyPattern}, EraseUnusedOperandsAndResultsPatterns()...)
}
