package affine

import (
	"math"

	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/pass"
)

func init() {
	pass.Register(&pass.Info{
		Argument: "affine-parallelize",
		Name:     "AffineParallelize",
		Summary:  "Convert affine.for ops into 1-D affine.parallel",
		OpName:   "func.func",
		New: func() (pass.Pass, *pass.Options) {
			p := &parallelize{}
			o := &pass.Options{}
			o.Uint("max-nested", "Maximum number of nested parallel loops to produce. Defaults to unlimited (UINT_MAX).", &p.maxNested, math.MaxUint32)
			o.Bool("parallel-reductions", "Whether to parallelize reduction loops. Defaults to false.", &p.reductions, false)
			return p, o
		},
	})
}

// parallelize is upstream's AffineParallelize pass: every affine.for whose
// iterations are independent (and whose iter_args are reductions, with
// parallel-reductions) becomes a 1-D affine.parallel, outer loops first, up
// to max-nested parallel loops deep.
type parallelize struct {
	maxNested  uint64
	reductions bool
}

func (p *parallelize) Run(fn *ir.Operation, st *pass.State) error {
	type candidate struct {
		loop       *ir.Operation
		reductions []loopReduction
	}
	var candidates []candidate
	fn.WalkPre(func(op *ir.Operation) ir.WalkResult {
		if !isFor(op) {
			return ir.WalkAdvance
		}
		if reds, ok := loopParallel(st.Ctx, op, p.reductions); ok {
			candidates = append(candidates, candidate{op, reds})
		}
		return ir.WalkAdvance
	})
	for _, c := range candidates {
		var n uint64
		for o := c.loop.ParentOp(); o != nil && !o.HasTrait(ir.TraitAffineScope); o = o.ParentOp() {
			if o.Name() == "affine.parallel" {
				n++
			}
		}
		if n < p.maxNested {
			Parallelize(st.Ctx, c.loop, c.reductions)
		}
	}
	return nil
}

// loopParallel is upstream's isLoopParallel: the loop carries no value
// (but supported reductions, when they are asked for, returned) and its
// memory accesses do not depend on each other across iterations.
func loopParallel(ctx *ir.Context, op *ir.Operation, withReductions bool) ([]loopReduction, bool) {
	f := forLoop{op}
	n := len(f.inits())
	if n > 0 && !withReductions {
		return nil, false
	}
	var reds []loopReduction
	if withReductions {
		reds = supportedReductions(f)
		if len(reds) != n {
			return reds, false
		}
	}
	return reds, loopMemoryParallel(ctx, op)
}

// onlyAllocates is upstream's hasSingleEffect<MemoryEffects::Allocate>:
// op declares effects, all of them allocations (of v when non-nil).
func onlyAllocates(op *ir.Operation, v *ir.Value) bool {
	effects, known := ir.OpEffects(op)
	if !known {
		return false
	}
	found := false
	for _, e := range effects {
		if v != nil && e.Value != v {
			continue
		}
		if e.Effect != ir.EffectAllocate {
			return false
		}
		found = true
	}
	return found
}

// locallyDefined is upstream's isLocallyDefined: v is allocated by an op
// nested in op, or is a view of such a value.
func locallyDefined(v *ir.Value, op *ir.Operation) bool {
	def := v.DefiningOp()
	if def == nil {
		return false
	}
	if onlyAllocates(def, v) && op.IsProperAncestor(def) {
		return true
	}
	src, ok := ir.ViewSource(def)
	return ok && locallyDefined(src, op)
}

// nestingDepth is upstream's getNestingDepth: the affine loops around op,
// an affine.parallel counting for its dimensions.
func nestingDepth(op *ir.Operation) int {
	depth := 0
	for p := op.ParentOp(); p != nil; p = p.ParentOp() {
		switch {
		case isFor(p):
			depth++
		case p.Name() == "affine.parallel":
			depth += p.Region(0).First().NumArgs()
		}
	}
	return depth
}

// loopMemoryParallel is upstream's isLoopMemoryParallel.
func loopMemoryParallel(ctx *ir.Context, op *ir.Operation) bool {
	for _, r := range op.Results() {
		if _, ok := r.Type().(*ir.MemRefType); ok {
			return false
		}
	}
	var accesses []MemRefAccess
	clean := op.Walk(func(o *ir.Operation) ir.WalkResult {
		if a, ok := NewMemRefAccess(o); ok {
			if !locallyDefined(a.MemRef, op) {
				accesses = append(accesses, a)
			}
			return ir.WalkAdvance
		}
		switch o.Name() {
		case "affine.for", "affine.yield", "affine.if":
			return ir.WalkAdvance
		}
		if !onlyAllocates(o, nil) && !ir.IsMemoryEffectFree(o) {
			return ir.WalkInterrupt
		}
		return ir.WalkAdvance
	})
	if !clean {
		return false
	}
	depth := nestingDepth(op) + 1
	for _, src := range accesses {
		for _, dst := range accesses {
			if CheckMemrefAccessDependence(ctx, src, dst, depth, nil, false) != NoDependence {
				return false
			}
		}
	}
	return true
}

// Parallelize is upstream's affineParallelize: the loop becomes a 1-D
// affine.parallel with its bounds, step and body, its reductions (one per
// iter_arg) combined with the inits after the loop.
func Parallelize(ctx *ir.Context, op *ir.Operation, reductions []loopReduction) bool {
	f := forLoop{op}
	inits := f.inits()
	if len(reductions) != len(inits) {
		return false
	}
	b := ir.NewBuilder(ctx)
	b.SetInsertionPoint(op)
	reduced := make([]*ir.Value, len(reductions))
	types := make([]ir.Type, len(reductions))
	kinds := make([]ir.Attribute, len(reductions))
	for i, r := range reductions {
		reduced[i], types[i] = r.value, r.value.Type()
		k, _ := atomicRMWKind(reductionKinds[r.kind])
		kinds[i] = ctx.IntAttr(ctx.I(64), int64(k))
	}
	lb, ub := f.lbMap(), f.ubMap()
	operands := append(append([]*ir.Value(nil), f.lbOperands()...), f.ubOperands()...)
	par := BuildParallelOp(b, op.Loc(), operands, types,
		ir.NamedAttr{Name: "reductions", Value: ctx.ArrayAttr(kinds)},
		ir.NamedAttr{Name: "lowerBoundsMap", Value: ctx.AffineMapAttr(lb)},
		ir.NamedAttr{Name: "lowerBoundsGroups", Value: i32Tensor(ctx, []int32{int32(len(lb.Results))})},
		ir.NamedAttr{Name: "upperBoundsMap", Value: ctx.AffineMapAttr(ub)},
		ir.NamedAttr{Name: "upperBoundsGroups", Value: i32Tensor(ctx, []int32{int32(len(ub.Results))})},
		ir.NamedAttr{Name: "steps", Value: i64Array(ctx, []int64{f.step()})}).Operation
	body := f.body()
	body.Remove()
	par.Region(0).Append(body)
	yield := body.Last()
	for i := range reductions {
		red := yield.Operand(i).DefiningOp()
		red.Remove()
		op.Block().InsertBefore(red, op)
		red.SetOperands([]*ir.Value{inits[i], par.Result(i)})
		op.Result(i).ReplaceAllUsesWith(red.Result(0))
	}
	yield.SetOperands(reduced)
	for i := len(reductions); i > 0; i-- {
		body.EraseArg(i)
	}
	op.Erase()
	return true
}
