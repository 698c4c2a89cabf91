// Package affinetostandard is the lower-affine pass (upstream's
// AffineToStandard): affine.for, if and parallel become scf.for, scf.if
// and scf.parallel, affine.apply, min and max become arith ops (the
// affine expressions expanded as dialect/affine.ExpandExpr does), and the
// affine memory ops become memref and vector ops indexed by the expanded
// maps. It is a partial conversion: ops no pattern lowers stay.
package affinetostandard

import (
	"github.com/gomlir/gomlir/conversion"
	affined "github.com/gomlir/gomlir/dialect/affine"
	"github.com/gomlir/gomlir/dialect/arith"
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/ir/affine"
	"github.com/gomlir/gomlir/pass"
)

func init() {
	pass.Register(&pass.Info{
		Argument:  "lower-affine",
		Name:      "LowerAffinePass",
		Summary:   "Lower Affine operations to a combination of Arith and SCF operations",
		Dependent: []string{"memref", "scf", "vector"},
		New:       func() (pass.Pass, *pass.Options) { return lowering{}, &pass.Options{} },
	})
}

type lowering struct{}

// Run lowers the affine ops under op.
func (lowering) Run(op *ir.Operation, st *pass.State) error {
	target := conversion.NewTarget()
	target.AddLegalDialect("arith", "memref", "scf", "vector")
	return conversion.ApplyPartialConversion(st.Ctx, []*ir.Operation{op}, target, Patterns(), nil)
}

// Patterns returns upstream's populateAffineToStdConversionPatterns,
// populateAffineToVectorConversionPatterns and
// populateAffineExpandIndexOpsPatterns, in their order.
func Patterns() []conversion.Pattern {
	p := func(name, on string, f func(op *ir.Operation, rw *conversion.Rewriter) bool) conversion.Pattern {
		return &conversion.Func{Name: name, On: on, Weight: 1,
			Rewrite: func(op *ir.Operation, _ conversion.Adaptor, rw *conversion.Rewriter) bool {
				rw.SetInsertionPoint(op)
				return f(op, rw)
			}}
	}
	return []conversion.Pattern{
		p("AffineApplyLowering", "affine.apply", lowerApply),
		p("AffineDmaStartLowering", "affine.dma_start", lowerDmaStart),
		p("AffineDmaWaitLowering", "affine.dma_wait", lowerDmaWait),
		p("AffineLoadLowering", "affine.load", lowerAccess("memref.load")),
		p("AffineMinLowering", "affine.min", lowerMinMax(false)),
		p("AffineMaxLowering", "affine.max", lowerMinMax(true)),
		p("AffineParallelLowering", "affine.parallel", lowerParallel),
		p("AffinePrefetchLowering", "affine.prefetch", lowerPrefetch),
		p("AffineStoreLowering", "affine.store", lowerAccess("memref.store")),
		p("AffineForLowering", "affine.for", lowerFor),
		p("AffineIfLowering", "affine.if", lowerIf),
		p("AffineYieldOpLowering", "affine.yield", lowerYield),
		p("AffineVectorLoadLowering", "affine.vector_load", lowerAccess("vector.load")),
		p("AffineVectorStoreLowering", "affine.vector_store", lowerAccess("vector.store")),
		p("LowerDelinearizeIndexOps", "affine.delinearize_index", func(op *ir.Operation, rw *conversion.Rewriter) bool {
			rw.ReplaceOp(op, affined.ExpandDelinearize(rw.Builder, op))
			return true
		}),
		p("LowerLinearizeIndexOps", "affine.linearize_index", func(op *ir.Operation, rw *conversion.Rewriter) bool {
			rw.ReplaceOp(op, []*ir.Value{affined.ExpandLinearize(rw.Builder, op)})
			return true
		}),
	}
}

// create builds an op at rw's insertion point.
func create(rw *conversion.Rewriter, loc ir.Location, name string, operands []*ir.Value, types []ir.Type, attrs ...ir.NamedAttr) *ir.Operation {
	return rw.Create(&ir.OperationState{Loc: loc, Name: rw.Ctx.LookupOp(name), Operands: operands, Types: types, Attrs: attrs})
}

// constantIndex builds an arith.constant of index type.
func constantIndex(rw *conversion.Rewriter, loc ir.Location, v int64) *ir.Value {
	t := rw.Ctx.IndexType()
	return create(rw, loc, "arith.constant", nil, []ir.Type{t}, ir.NamedAttr{Name: "value", Value: rw.Ctx.IntAttr(t, v)}).Result(0)
}

// reduceMinMax expands m applied to operands and folds its results into
// one with arith.maxsi (max) or arith.minsi, left to right (upstream's
// lowerAffineMapMax / lowerAffineMapMin).
func reduceMinMax(rw *conversion.Rewriter, loc ir.Location, m *affine.Map, operands []*ir.Value, max bool) *ir.Value {
	vals := affined.ExpandMap(rw.Builder, loc, m, operands)
	if vals == nil {
		return nil
	}
	name := "arith.minsi"
	if max {
		name = "arith.maxsi"
	}
	v := vals[0]
	for _, w := range vals[1:] {
		v = create(rw, loc, name, []*ir.Value{v, w}, []ir.Type{v.Type()}).Result(0)
	}
	return v
}

func lowerMinMax(max bool) func(op *ir.Operation, rw *conversion.Rewriter) bool {
	return func(op *ir.Operation, rw *conversion.Rewriter) bool {
		v := reduceMinMax(rw, op.Loc(), affined.MapOf(op, "map"), op.Operands(), max)
		if v == nil {
			return false
		}
		rw.ReplaceOp(op, []*ir.Value{v})
		return true
	}
}

func lowerApply(op *ir.Operation, rw *conversion.Rewriter) bool {
	vals := affined.ExpandMap(rw.Builder, op.Loc(), affined.MapOf(op, "map"), op.Operands())
	if vals == nil {
		return false
	}
	rw.ReplaceOp(op, vals)
	return true
}

// lowerYield turns an affine.yield into an scf.yield, except in parallel
// loops, whose lowering rewrites their terminator.
func lowerYield(op *ir.Operation, rw *conversion.Rewriter) bool {
	if n := op.ParentOp().Name(); n == "scf.parallel" || n == "affine.parallel" {
		return false
	}
	rw.ReplaceOpWithOp(op, create(rw, op.Loc(), "scf.yield", op.Operands(), nil))
	return true
}

// lowerAccess lowers affine.load, store, vector_load and vector_store to
// the memref or vector op of the given name indexed by the expanded map.
func lowerAccess(name string) func(op *ir.Operation, rw *conversion.Rewriter) bool {
	return func(op *ir.Operation, rw *conversion.Rewriter) bool {
		memIdx := 0
		if op.NumResults() == 0 {
			memIdx = 1
		}
		idx := affined.ExpandMap(rw.Builder, op.Loc(), affined.MapOf(op, "map"), op.Operands()[memIdx+1:])
		if idx == nil {
			return false
		}
		operands := append(append([]*ir.Value{}, op.Operands()[:memIdx+1]...), idx...)
		var types []ir.Type
		if op.NumResults() == 1 {
			types = []ir.Type{op.Result(0).Type()}
		}
		nontemporal := ir.NamedAttr{Name: "nontemporal", Value: rw.Ctx.BoolAttr(false)}
		rw.ReplaceOpWithOp(op, create(rw, op.Loc(), name, operands, types, nontemporal))
		return true
	}
}

func lowerPrefetch(op *ir.Operation, rw *conversion.Rewriter) bool {
	idx := affined.ExpandMap(rw.Builder, op.Loc(), affined.MapOf(op, "map"), op.Operands()[1:])
	if idx == nil {
		return false
	}
	var attrs []ir.NamedAttr
	for _, n := range []string{"isWrite", "localityHint", "isDataCache"} {
		attrs = append(attrs, ir.NamedAttr{Name: n, Value: op.InherentAttr(n)})
	}
	rw.ReplaceOpWithOp(op, create(rw, op.Loc(), "memref.prefetch", append([]*ir.Value{op.Operand(0)}, idx...), nil, attrs...))
	return true
}

func lowerDmaStart(op *ir.Operation, rw *conversion.Rewriter) bool {
	memrefs, maps, num, ok := affined.DmaStartOperands(op)
	if !ok {
		return false
	}
	var indexed [3][]*ir.Value
	for i, m := range maps {
		vals := affined.ExpandMap(rw.Builder, op.Loc(), m, op.Operands()[memrefs[i]+1:])
		if vals == nil {
			return false
		}
		indexed[i] = append([]*ir.Value{op.Operand(memrefs[i])}, vals...)
	}
	// memref.dma_start takes the element count before the tag.
	operands := append(append(append(append(indexed[0], indexed[1]...), op.Operand(num)), indexed[2]...), op.Operands()[num+1:]...)
	rw.ReplaceOpWithOp(op, create(rw, op.Loc(), "memref.dma_start", operands, nil))
	return true
}

func lowerDmaWait(op *ir.Operation, rw *conversion.Rewriter) bool {
	m := affined.MapOf(op, "tag_map")
	n := m.NumDims + m.NumSymbols
	idx := affined.ExpandMap(rw.Builder, op.Loc(), m, op.Operands()[1:1+n])
	if idx == nil {
		return false
	}
	operands := append(append([]*ir.Value{op.Operand(0)}, idx...), op.Operand(1+n))
	rw.ReplaceOpWithOp(op, create(rw, op.Loc(), "memref.dma_wait", operands, nil))
	return true
}

func lowerFor(op *ir.Operation, rw *conversion.Rewriter) bool {
	loc := op.Loc()
	lbMap, ubMap := affined.MapOf(op, "lowerBoundMap"), affined.MapOf(op, "upperBoundMap")
	nlb, nub := lbMap.NumDims+lbMap.NumSymbols, ubMap.NumDims+ubMap.NumSymbols
	lb := reduceMinMax(rw, loc, lbMap, op.Operands()[:nlb], true)
	if lb == nil {
		return false
	}
	ub := reduceMinMax(rw, loc, ubMap, op.Operands()[nlb:nlb+nub], false)
	if ub == nil {
		return false
	}
	step := constantIndex(rw, loc, op.InherentAttr("step").(*ir.IntegerAttr).Int64())
	inits := op.Operands()[nlb+nub:]
	st := &ir.OperationState{Loc: loc, Name: rw.Ctx.LookupOp("scf.for"),
		Operands: append([]*ir.Value{lb, ub, step}, inits...), Types: resultTypes(op)}
	st.AddRegion()
	f := rw.Create(st)
	rw.InlineRegionBefore(op.Region(0), f.Region(0), nil)
	rw.ReplaceOp(op, f.Results())
	return true
}

// resultTypes returns the types of op's results.
func resultTypes(op *ir.Operation) []ir.Type {
	out := make([]ir.Type, op.NumResults())
	for i, r := range op.Results() {
		out[i] = r.Type()
	}
	return out
}

func lowerIf(op *ir.Operation, rw *conversion.Rewriter) bool {
	loc, ctx := op.Loc(), rw.Ctx
	set := op.InherentAttr("condition").(*ir.IntegerSetAttr).Set
	zero := constantIndex(rw, loc, 0)
	operands := op.Operands()
	i1 := ctx.I(1)
	var cond *ir.Value
	for i, e := range set.Constraints {
		v := affined.ExpandExpr(rw.Builder, loc, e, operands[:set.NumDims], operands[set.NumDims:])
		if v == nil {
			return false
		}
		pred := arith.CmpISge
		if set.EqFlags[i] {
			pred = arith.CmpIEq
		}
		cmp := create(rw, loc, "arith.cmpi", []*ir.Value{v, zero}, []ir.Type{i1},
			ir.NamedAttr{Name: "predicate", Value: ctx.IntAttr(ctx.I(64), pred)}).Result(0)
		if cond == nil {
			cond = cmp
		} else {
			cond = create(rw, loc, "arith.andi", []*ir.Value{cond, cmp}, []ir.Type{i1}).Result(0)
		}
	}
	if cond == nil {
		cond = create(rw, loc, "arith.constant", nil, []ir.Type{i1}, ir.NamedAttr{Name: "value", Value: ctx.IntAttr(i1, 1)}).Result(0)
	}
	st := &ir.OperationState{Loc: loc, Name: ctx.LookupOp("scf.if"), Operands: []*ir.Value{cond}, Types: resultTypes(op)}
	st.AddRegion()
	st.AddRegion()
	ifOp := rw.Create(st)
	rw.InlineRegionBefore(op.Region(0), ifOp.Region(0), nil)
	if op.Region(1).First() != nil {
		rw.InlineRegionBefore(op.Region(1), ifOp.Region(1), nil)
	}
	rw.ReplaceOp(op, ifOp.Results())
	return true
}

func lowerParallel(op *ir.Operation, rw *conversion.Rewriter) bool {
	loc, ctx := op.Loc(), rw.Ctx
	steps := affined.ParallelSteps(op)
	lbOps, ubOps := affined.ParallelBoundOperands(op, false), affined.ParallelBoundOperands(op, true)
	var lbs, ubs, stepVals []*ir.Value
	for i := range steps {
		lb := reduceMinMax(rw, loc, affined.ParallelBoundMap(ctx, op, i, false), lbOps, true)
		if lb == nil {
			return false
		}
		lbs = append(lbs, lb)
		ub := reduceMinMax(rw, loc, affined.ParallelBoundMap(ctx, op, i, true), ubOps, false)
		if ub == nil {
			return false
		}
		ubs = append(ubs, ub)
	}
	for _, s := range steps {
		stepVals = append(stepVals, constantIndex(rw, loc, s))
	}
	term := op.Region(0).First().Last()
	var kinds []int64
	var inits []*ir.Value
	if arr, ok := op.InherentAttr("reductions").(*ir.ArrayAttr); ok {
		for i, a := range arr.Elems {
			k := a.(*ir.IntegerAttr).Int64()
			id := arith.IdentityValueAttr(ctx, k, op.Result(i).Type())
			if id == nil {
				return false
			}
			kinds = append(kinds, k)
			inits = append(inits, create(rw, loc, "arith.constant", nil, []ir.Type{op.Result(i).Type()}, ir.NamedAttr{Name: "value", Value: id}).Result(0))
		}
	}
	st := &ir.OperationState{Loc: loc, Name: ctx.LookupOp("scf.parallel"), Types: resultTypes(op)}
	st.Operands = append(append(append(append([]*ir.Value{}, lbs...), ubs...), stepVals...), inits...)
	st.Attrs = []ir.NamedAttr{{Name: "operandSegmentSizes", Value: ctx.DenseI32Array([]int32{int32(len(lbs)), int32(len(ubs)), int32(len(stepVals)), int32(len(inits))})}}
	st.AddRegion()
	par := rw.Create(st)
	rw.InlineRegionBefore(op.Region(0), par.Region(0), nil)
	rw.SetInsertionPoint(term)
	rst := &ir.OperationState{Loc: term.Loc(), Name: ctx.LookupOp("scf.reduce"), Operands: term.Operands()}
	for range kinds {
		rst.AddRegion()
	}
	reduce := rw.Create(rst)
	rw.ReplaceOp(term, nil)
	for i, k := range kinds {
		t := term.Operand(i).Type()
		b := rw.CreateBlock(reduce.Region(i), nil, []ir.Type{t, t}, []ir.Location{term.Loc(), term.Loc()})
		rw.SetInsertionPointToEnd(b)
		r := create(rw, loc, arith.ReductionOpName(k), []*ir.Value{b.Arg(0), b.Arg(1)}, []ir.Type{t}).Result(0)
		create(rw, loc, "scf.reduce.return", []*ir.Value{r}, nil)
	}
	rw.ReplaceOp(op, par.Results())
	return true
}
