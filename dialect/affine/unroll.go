package affine

import (
	"math"

	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/ir/affine"
	"github.com/gomlir/gomlir/pass"
)

func init() {
	pass.Register(&pass.Info{
		Argument:  "affine-loop-unroll",
		Name:      "AffineLoopUnroll",
		Summary:   "Unroll affine loops",
		Interface: "FunctionOpInterface",
		New: func() (pass.Pass, *pass.Options) {
			p := &loopUnroll{}
			o := &pass.Options{}
			o.Long("unroll-factor", "Use this unroll factor for all loops being unrolled, set it to -1, and it will fully unroll.", &p.factor, 4)
			o.Bool("unroll-up-to-factor", "Allow unrolling up to the factor specified", &p.upToFactor, false)
			o.UintIntGiven("unroll-full-threshold", "Unroll all loops with trip count less than or equal to this", &p.threshold, 1, &p.thresholdGiven)
			o.UintInt("unroll-num-reps", "Unroll innermost loops repeatedly this many times", &p.reps, 1)
			o.Bool("cleanup-unroll", "Fully unroll the cleanup loop when possible.", &p.cleanup, false)
			return p, o
		},
		Dependent: []string{"affine", "arith"},
	})
}

// loopUnroll is upstream's LoopUnroll pass: innermost loops are unrolled by
// a factor (or fully); with a full unroll and an explicit threshold, every
// loop running at most that many times is fully unrolled instead.
type loopUnroll struct {
	factor         int
	upToFactor     bool
	threshold      int
	thresholdGiven bool
	reps           int
	cleanup        bool
}

func (p *loopUnroll) Run(fn *ir.Operation, st *pass.State) error {
	if fn.NumRegions() == 0 || fn.Region(0).First() == nil {
		return nil
	}
	u := unroller{ctx: st.Ctx}
	full := p.factor == -1
	if full && p.thresholdGiven {
		var loops []*ir.Operation
		fn.Walk(func(op *ir.Operation) ir.WalkResult {
			if isFor(op) {
				if trip, ok := constantTripCount(u.ctx, forLoop{op}); ok && trip <= uint64(p.threshold) {
					loops = append(loops, op)
				}
			}
			return ir.WalkAdvance
		})
		for _, l := range loops {
			u.unrollFull(l)
		}
		return nil
	}
	for i := 0; i < p.reps; i++ {
		loops := innermostLoops(fn)
		if len(loops) == 0 {
			break
		}
		unrolled := false
		for _, l := range loops {
			var ok bool
			switch {
			case full:
				ok = u.unrollFull(l)
			case p.upToFactor:
				ok = u.unrollUpToFactor(l, uint64(p.factor))
			default:
				ok = u.unrollByFactor(l, uint64(p.factor), p.cleanup)
			}
			unrolled = unrolled || ok
		}
		if !unrolled {
			break
		}
	}
	return nil
}

func isFor(op *ir.Operation) bool { return op.Name() == "affine.for" && op.IsRegistered() }

// innermostLoops gathers, in post-order, the affine.for ops without
// affine.for ops nested in them.
func innermostLoops(fn *ir.Operation) []*ir.Operation {
	var loops []*ir.Operation
	fn.Walk(func(op *ir.Operation) ir.WalkResult {
		if !isFor(op) {
			return ir.WalkAdvance
		}
		inner := false
		for o := op.Region(0).First().First(); o != nil && !inner; o = o.NextInBlock() {
			o.Walk(func(x *ir.Operation) ir.WalkResult {
				if isFor(x) {
					inner = true
					return ir.WalkInterrupt
				}
				return ir.WalkAdvance
			})
		}
		if !inner {
			loops = append(loops, op)
		}
		return ir.WalkAdvance
	})
	return loops
}

// unroller holds the context of the unrolling utilities.
type unroller struct{ ctx *ir.Context }

// tripCount is upstream's getConstantTripCount.
func (u unroller) tripCount(op *ir.Operation) (uint64, bool) {
	return constantTripCount(u.ctx, forLoop{op})
}

// largestDivisorOfTripCount is upstream's getLargestDivisorOfTripCount.
func (u unroller) largestDivisorOfTripCount(op *ir.Operation) uint64 {
	vm, ok := tripCountMap(u.ctx, forLoop{op})
	if !ok {
		return 1
	}
	var g uint64
	for i, e := range vm.m.Results {
		var this uint64
		if k, isConst := e.(*affine.ConstantExpr); isConst {
			this = uint64(k.Value)
			if this == 0 {
				this = math.MaxUint64
			}
		} else {
			this = uint64(affine.LargestKnownDivisor(e))
		}
		if i == 0 {
			g = this
		} else {
			g = gcd(g, this)
		}
	}
	return g
}

// unrollFull is upstream's loopUnrollFull.
func (u unroller) unrollFull(op *ir.Operation) bool {
	lo, okLo := u.tripCount(op)
	if !okLo {
		return false
	}
	if lo == 0 {
		return true
	}
	if promoteIfSingleIteration(u.ctx, op) {
		return true
	}
	return u.unrollByFactor(op, lo, false)
}

// unrollUpToFactor is upstream's loopUnrollUpToFactor.
func (u unroller) unrollUpToFactor(op *ir.Operation, factor uint64) bool {
	if lo, ok := u.tripCount(op); ok && lo < factor {
		return u.unrollByFactor(op, lo, false)
	}
	return u.unrollByFactor(op, factor, false)
}

// unrollByFactor is upstream's loopUnrollByFactor.
func (u unroller) unrollByFactor(op *ir.Operation, factor uint64, cleanup bool) bool {
	lo, okLo := u.tripCount(op)
	if factor == 1 {
		if okLo && lo == 1 && !promoteIfSingleIteration(u.ctx, op) {
			return false
		}
		return true
	}
	f := forLoop{op}
	body := f.body()
	if body.First() == body.Last() {
		return true
	}
	if okLo && lo < factor {
		if cleanup {
			return u.unrollFull(op)
		}
		return false
	}
	if u.largestDivisorOfTripCount(op)%factor != 0 {
		if len(f.lbMap().Results) != 1 || len(f.ubMap().Results) != 1 {
			return false
		}
		if cleanup {
			return u.unrollFull(op)
		}
		u.generateCleanupLoop(op, factor)
	}
	step := f.step()
	op.SetInherentAttr(u.ctx, "step", u.ctx.IntAttr(u.ctx.IndexType(), step*int64(factor)))
	u.generateUnrolledLoop(op, factor, step)
	promoteIfSingleIteration(u.ctx, op)
	return true
}

// generateUnrolledLoop is upstream's generateUnrolledLoop: factor - 1
// copies of the body are appended before its terminator, the induction
// variable of copy i bumped by i steps and the iteration arguments
// threaded through.
func (u unroller) generateUnrolledLoop(op *ir.Operation, factor uint64, step int64) {
	f := forLoop{op}
	body := f.body()
	iv := f.iv()
	iterArgs := f.iterArgs()
	term := body.Last()
	yielded := append([]*ir.Value(nil), term.Operands()...)
	last := append([]*ir.Value(nil), yielded...)
	srcEnd := term.PrevInBlock()
	b := ir.NewBuilder(u.ctx)
	b.SetInsertionPoint(term)
	for i := uint64(1); i < factor; i++ {
		m := ir.NewMapping()
		for k, a := range iterArgs {
			m.Map(a, last[k])
		}
		if iv.FirstUse() != nil {
			bump := affine.Get(u.ctx, 1, 0, []affine.Expr{affine.AddConst(u.ctx, affine.Dim(u.ctx, 0), int64(i)*step)})
			m.Map(iv, buildApply(b, op.Loc(), bump, []*ir.Value{iv}))
		}
		for o := body.First(); ; o = o.NextInBlock() {
			b.Insert(o.Clone(u.ctx, m))
			if o == srcEnd {
				break
			}
		}
		for k, v := range yielded {
			if d := v.DefiningOp(); d != nil && d.Block() == body {
				last[k] = m.Lookup(v)
			}
		}
	}
	term.SetOperands(last)
}

// generateCleanupLoop is upstream's generateCleanupLoopForUnroll: a copy of
// the loop after it runs the iterations left over by the unrolled loop.
func (u unroller) generateCleanupLoop(op *ir.Operation, factor uint64) {
	cl := op.Clone(u.ctx, nil)
	b := ir.NewBuilder(u.ctx)
	b.SetInsertionPointAfter(op)
	b.Insert(cl)
	cf := forLoop{cl}
	for i, r := range op.Results() {
		r.ReplaceAllUsesWith(cl.Result(i))
		// As upstream, the init is read from the clone as already updated:
		// equal inits all end up on the last of their results.
		init := cf.inits()[i]
		for k := 0; k < cl.NumOperands(); k++ {
			if cl.Operand(k) == init {
				cl.SetOperand(k, r)
			}
		}
	}
	m, ops, ok := u.cleanupLowerBound(op, factor)
	if !ok {
		return
	}
	setForBounds(u.ctx, cl, false, ops, m)
	promoteIfSingleIteration(u.ctx, cl)
	setForBounds(u.ctx, op, true, ops, m)
}

// cleanupLowerBound is upstream's getCleanupLoopLowerBound: lb + (trip
// count rounded down to a multiple of factor) * step, per upper bound.
func (u unroller) cleanupLowerBound(op *ir.Operation, factor uint64) (*affine.Map, []*ir.Value, bool) {
	c := u.ctx
	f := forLoop{op}
	tc, ok := tripCountMap(c, f)
	if !ok {
		return nil, nil, false
	}
	b := ir.NewBuilder(c)
	b.SetInsertionPoint(op)
	lb := buildApply(b, op.Loc(), f.lbMap(), f.lbOperands())
	step := f.step()
	n := len(tc.m.Results)
	bumps := make([]*ir.Value, n)
	exprs := make([]affine.Expr, n)
	for i, e := range tc.m.Results {
		bump := affine.MulConst(c, affine.Sub(c, e, affine.ModConst(c, e, int64(factor))), step)
		bumps[i] = buildApply(b, op.Loc(), affine.Get(c, tc.m.NumDims, tc.m.NumSymbols, []affine.Expr{bump}), tc.operands)
		exprs[i] = affine.Add(c, affine.Dim(c, 0), affine.Dim(c, i+1))
	}
	ops := append([]*ir.Value{lb}, bumps...)
	m := affine.Get(c, 1+n, 0, exprs)
	m, ops = fullyComposeMap(c, m, ops)
	m = affine.SimplifyAffineMap(c, m)
	m, ops = canonicalizeMap(c, m, ops)
	for _, v := range bumps {
		if v.FirstUse() == nil {
			v.DefiningOp().Erase()
		}
	}
	if lb.FirstUse() == nil {
		lb.DefiningOp().Erase()
	}
	return m, ops, true
}
