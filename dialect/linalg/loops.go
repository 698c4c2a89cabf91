package linalg

import (
	"github.com/gomlir/gomlir/dialect/affine"
	"github.com/gomlir/gomlir/dialect/viewlike"
	"github.com/gomlir/gomlir/ir"
	aff "github.com/gomlir/gomlir/ir/affine"
	"github.com/gomlir/gomlir/ods"
	"github.com/gomlir/gomlir/pass"
	"github.com/gomlir/gomlir/rewrite"
)

// The convert-linalg-to-loops, convert-linalg-to-parallel-loops and
// convert-linalg-to-affine-loops passes (upstream's Loops.cpp): structured
// ops on buffers become loop nests of scf.for (scf.parallel over the outer
// parallel loops, or affine.for) whose body loads the operands' elements,
// runs the op's region and stores the yielded values; the greedy driver
// then folds the index computations.

func init() {
	for _, p := range []struct {
		arg, name, summary string
		kind               loopKind
	}{
		{"convert-linalg-to-loops", "ConvertLinalgToLoopsPass", "Lower the operations from the linalg dialect into loops", scfLoops},
		{"convert-linalg-to-parallel-loops", "ConvertLinalgToParallelLoopsPass", "Lower the operations from the linalg dialect into parallel loops", parallelLoopNest},
		{"convert-linalg-to-affine-loops", "ConvertLinalgToAffineLoopsPass", "Lower the operations from the linalg dialect into affine loops", affineLoops},
	} {
		kind := p.kind
		pass.Register(&pass.Info{Argument: p.arg, Name: p.name, Summary: p.summary,
			Dependent: []string{"linalg", "scf", "affine", "memref"},
			New:       func() (pass.Pass, *pass.Options) { return lowerToLoops{kind}, &pass.Options{} }})
	}
}

// loopKind is the loop nest a lowering builds.
type loopKind uint8

const (
	// scfLoops nests scf.for loops.
	scfLoops loopKind = iota
	// parallelLoopNest groups outer parallel loops in scf.parallel.
	parallelLoopNest
	// affineLoops nests affine.for loops over affine.load and affine.store.
	affineLoops
)

type lowerToLoops struct{ kind loopKind }

func (l lowerToLoops) Run(op *ir.Operation, st *pass.State) error {
	ctx := st.Ctx
	var patterns []rewrite.Pattern
	// LinalgRewritePattern matches every op; the set lists it per op kind.
	for _, spec := range Dialect.Ops {
		if len(spec.Interfaces) > 0 {
			if _, ok := spec.Interfaces[0].(structuredIface); ok {
				patterns = append(patterns, &rewrite.Func{Name: "(anonymous namespace)::LinalgRewritePattern", On: spec.Name, Weight: 1,
					Rewrite: func(o *ir.Operation, rw *rewrite.Rewriter) bool { return lowerOpToLoops(o, rw, l.kind) }})
			}
		}
	}
	for _, name := range []string{"memref.dim", "tensor.dim", "affine.apply"} {
		if info := ctx.LookupOp(name); info != nil {
			list, _ := info.Patterns.([]any)
			for _, p := range list {
				if rp, ok := p.(rewrite.Pattern); ok {
					patterns = append(patterns, rp)
				}
			}
		}
	}
	patterns = append(patterns, &rewrite.Func{Name: "(anonymous namespace)::FoldAffineOp", On: "affine.apply", Rewrite: foldAffineOp})
	rewrite.ApplyGreedily(ctx, op, rewrite.NewPatternSet(patterns), rewrite.DefaultConfig())
	return nil
}

// lowerOpToLoops is linalgOpToLoopsImpl followed by the op's erasure.
func lowerOpToLoops(op *ir.Operation, rw *rewrite.Rewriter, kind loopKind) bool {
	if !pureBuffer(op) {
		return false
	}
	lop, _ := ir.OpInterface[LinalgOp](op)
	maps := lop.IndexingMaps(op)
	iters := lop.IteratorTypes(op)
	if len(maps) != op.NumOperands() {
		return false
	}
	ctx, loc := rw.Ctx, op.Loc()
	rw.SetInsertionPoint(op)
	sizes := loopSizes(rw, op, maps, len(iters))
	if sizes == nil {
		return false
	}
	// unpackRanges: per loop, its lower bound, size and step.
	var lbs, ubs, steps []*ir.Value
	for _, sz := range sizes {
		lbs = append(lbs, indexConstant(rw, loc, 0))
		if sz.Value == nil {
			ubs = append(ubs, indexConstant(rw, loc, sz.Static))
		} else {
			ubs = append(ubs, sz.Value)
		}
		steps = append(steps, indexConstant(rw, loc, 1))
	}
	var ivs []*ir.Value
	var innermost *ir.Operation
	for k := 0; k < len(iters); {
		n := 1
		if kind == parallelLoopNest {
			for k+n < len(iters) && iters[k] == parallel && iters[k+n] == parallel {
				n++
			}
		}
		var loop *ir.Operation
		switch {
		case kind == affineLoops:
			loop = newAffineLoop(rw, loc, sizes[k], ubs[k], lbs[k])
		case kind == parallelLoopNest && iters[k] == parallel:
			loop = newLoop(rw, loc, "scf.parallel", "scf.reduce", lbs[k:k+n], ubs[k:k+n], steps[k:k+n],
				ir.NamedAttr{Name: "operandSegmentSizes", Value: ctx.DenseI32Array([]int32{int32(n), int32(n), int32(n), 0})})
		default:
			n = 1
			loop = newLoop(rw, loc, "scf.for", "scf.yield", lbs[k:k+1], ubs[k:k+1], steps[k:k+1])
		}
		ivs = append(ivs, loop.Region(0).First().Args()...)
		rw.SetInsertionPoint(loop.Region(0).First().Last())
		innermost = loop
		k += n
	}
	emitScalarBody(rw, loc, op, maps, ivs, kind == affineLoops)
	if innermost != nil {
		for o := innermost.Region(0).First().First(); o != nil; {
			next := o.NextInBlock()
			if o.Name() == "linalg.index" {
				dim := o.InherentAttr("dim").(*ir.IntegerAttr).Int64()
				rw.ReplaceOp(o, []*ir.Value{ivs[dim]})
			}
			o = next
		}
	}
	rw.EraseOp(op)
	return true
}

func indexConstant(rw *rewrite.Rewriter, loc ir.Location, v int64) *ir.Value {
	c := rw.Ctx
	return rw.Create(&ir.OperationState{Loc: loc, Name: c.LookupOp("arith.constant"), Types: []ir.Type{c.IndexType()},
		Attrs: []ir.NamedAttr{{Name: "value", Value: c.IntAttr(c.IndexType(), v)}}}).Result(0)
}

// newLoop builds an scf.for or scf.parallel with one index argument per
// bound and an empty body ending with its terminator.
func newLoop(rw *rewrite.Rewriter, loc ir.Location, name, terminator string, lbs, ubs, steps []*ir.Value, attrs ...ir.NamedAttr) *ir.Operation {
	c := rw.Ctx
	st := &ir.OperationState{Loc: loc, Name: c.LookupOp(name), Operands: append(append(append([]*ir.Value(nil), lbs...), ubs...), steps...),
		Attrs: attrs}
	body := ir.NewBlock()
	for range lbs {
		body.AddArg(c.IndexType(), loc)
	}
	st.AddRegion().Append(body)
	loop := rw.Create(st)
	b := ir.NewBuilder(c)
	b.SetInsertionPointToEnd(loop.Region(0).First())
	b.Create(&ir.OperationState{Loc: loc, Name: c.LookupOp(terminator)})
	return loop
}

// newAffineLoop is buildAffineLoopFromValues for a loop from 0 by 1:
// constant bound maps when the size is static, identity maps of the bound
// values otherwise (folded later).
func newAffineLoop(rw *rewrite.Rewriter, loc ir.Location, size viewlike.Mixed, ub, lb *ir.Value) *ir.Operation {
	c := rw.Ctx
	st := &ir.OperationState{Loc: loc, Name: c.LookupOp("affine.for")}
	lbMap, ubMap := aff.ConstantMap(c, 0), aff.ConstantMap(c, size.Static)
	var lbOps, ubOps []*ir.Value
	if size.Value != nil {
		id := aff.MultiDimIdentityMap(c, 1)
		lbMap, ubMap, lbOps, ubOps = id, id, []*ir.Value{lb}, []*ir.Value{ub}
	}
	st.Operands = append(lbOps, ubOps...)
	st.Attrs = []ir.NamedAttr{{Name: "lowerBoundMap", Value: c.AffineMapAttr(lbMap)}, {Name: "upperBoundMap", Value: c.AffineMapAttr(ubMap)},
		{Name: "step", Value: c.IntAttr(c.IndexType(), 1)},
		{Name: "operandSegmentSizes", Value: ods.SegmentSizes(c, lbOps, ubOps, nil)}}
	body := ir.NewBlock()
	body.AddArg(c.IndexType(), loc)
	st.AddRegion().Append(body)
	loop := rw.Create(st)
	b := ir.NewBuilder(c)
	b.SetInsertionPointToEnd(body)
	b.Create(&ir.OperationState{Loc: loc, Name: c.LookupOp("affine.yield")})
	return loop
}

// loopSizes is createLoopRanges' sizes: the operands' sizes
// (createFlatListOfOperandDims: static ones as integers, memref.dim of the
// dynamic ones), each loop taking the first one its index is.
func loopSizes(rw *rewrite.Rewriter, op *ir.Operation, maps []*aff.Map, n int) []viewlike.Mixed {
	var flat []viewlike.Mixed
	for _, v := range op.Operands() {
		shape, _ := shapeOf(v.Type())
		for r, s := range shape {
			if s != ir.Dynamic {
				flat = append(flat, viewlike.Mixed{Static: s})
				continue
			}
			idx := indexConstant(rw, op.Loc(), int64(r))
			dim := rewrite.CreateOrFold(rw, &ir.OperationState{Loc: op.Loc(), Name: rw.Ctx.LookupOp("memref.dim"),
				Operands: []*ir.Value{v, idx}, Types: []ir.Type{rw.Ctx.IndexType()}})[0]
			flat = append(flat, viewlike.Mixed{Value: dim, Static: ir.Dynamic})
		}
	}
	sizes := make([]viewlike.Mixed, n)
	set := make([]bool, n)
	k := 0
	for _, m := range maps {
		for _, e := range m.Results {
			if d, ok := e.(*aff.DimExpr); ok && d.Pos < n && !set[d.Pos] && k < len(flat) {
				sizes[d.Pos], set[d.Pos] = flat[k], true
			}
			k++
		}
	}
	for _, ok := range set {
		if !ok {
			return nil
		}
	}
	return sizes
}

// indices is makeCanonicalAffineApplies: one affine.apply per result of
// m over the induction variables.
func indices(rw *rewrite.Rewriter, loc ir.Location, m *aff.Map, ivs []*ir.Value) []*ir.Value {
	operands := make([]viewlike.Mixed, len(ivs))
	for i, v := range ivs {
		operands[i] = viewlike.Mixed{Value: v, Static: ir.Dynamic}
	}
	var out []*ir.Value
	for _, e := range m.Results {
		single := aff.Get(rw.Ctx, m.NumDims, m.NumSymbols, []aff.Expr{e})
		out = append(out, affine.MakeComposedApply(rw.Builder, loc, single, operands).Result(0))
	}
	return out
}

// emitScalarBody is emitScalarImplementation: loads of the inputs (scalars
// used as they are) and inits, the region's ops, and stores of the yielded
// values.
func emitScalarBody(rw *rewrite.Rewriter, loc ir.Location, op *ir.Operation, maps []*aff.Map, ivs []*ir.Value, affineAccess bool) {
	c := rw.Ctx
	// The builders of memref.load and memref.store set nontemporal; those
	// of affine.load and affine.store the identity map of the indices.
	loadName, storeName := "memref.load", "memref.store"
	access := func([]*ir.Value) []ir.NamedAttr {
		return []ir.NamedAttr{{Name: "nontemporal", Value: c.BoolAttr(false)}}
	}
	if affineAccess {
		loadName, storeName = "affine.load", "affine.store"
		access = func(idx []*ir.Value) []ir.NamedAttr {
			return []ir.NamedAttr{{Name: "map", Value: c.AffineMapAttr(aff.MultiDimIdentityMap(c, len(idx)))}}
		}
	}
	load := func(v *ir.Value, idx []*ir.Value) *ir.Value {
		return rw.Create(&ir.OperationState{Loc: loc, Name: c.LookupOp(loadName), Operands: append([]*ir.Value{v}, idx...),
			Types: []ir.Type{elementTypeOrSelf(v.Type())}, Attrs: access(idx)}).Result(0)
	}
	nIn, nOut := ods.GroupRange(op, 1, false)
	var values []*ir.Value
	for i := 0; i < nIn; i++ {
		v := op.Operand(i)
		if !isShaped(v.Type()) {
			values = append(values, v)
			continue
		}
		values = append(values, load(v, indices(rw, loc, maps[i], ivs)))
	}
	for i := nIn; i < nIn+nOut; i++ {
		values = append(values, load(op.Operand(i), indices(rw, loc, maps[i], ivs)))
	}
	var storeIdx [][]*ir.Value
	for i := nIn; i < nIn+nOut; i++ {
		storeIdx = append(storeIdx, indices(rw, loc, maps[i], ivs))
	}
	body := op.Region(0).First()
	m := ir.NewMapping()
	for i, a := range body.Args() {
		m.Map(a, values[i])
	}
	for o := body.First(); o != nil && o != body.Last(); o = o.NextInBlock() {
		rw.Insert(o.Clone(c, m))
	}
	for i, v := range body.Last().Operands() {
		rw.Create(&ir.OperationState{Loc: loc, Name: c.LookupOp(storeName),
			Operands: append([]*ir.Value{m.Lookup(v), op.Operand(nIn + i)}, storeIdx[i]...), Attrs: access(storeIdx[i])})
	}
}

// foldAffineOp is FoldAffineOp: an affine.apply of one input (or none)
// that is just that input (or a constant).
func foldAffineOp(op *ir.Operation, rw *rewrite.Rewriter) bool {
	ma, ok := op.InherentAttr("map").(*ir.AffineMapAttr)
	if !ok || len(ma.Map.Results) != 1 || ma.Map.NumDims+ma.Map.NumSymbols > 1 {
		return false
	}
	e := ma.Map.Results[0]
	if ma.Map.NumDims+ma.Map.NumSymbols == 0 {
		if c, ok := e.(*aff.ConstantExpr); ok {
			rw.SetInsertionPoint(op)
			rw.ReplaceOp(op, []*ir.Value{indexConstant(rw, op.Loc(), c.Value)})
			return true
		}
		return false
	}
	switch e.(type) {
	case *aff.DimExpr, *aff.SymbolExpr:
		rw.ReplaceOp(op, []*ir.Value{op.Operand(0)})
		return true
	}
	return false
}
