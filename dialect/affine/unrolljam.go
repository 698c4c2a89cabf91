package affine

import (
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/ir/affine"
	"github.com/gomlir/gomlir/pass"
)

func init() {
	pass.Register(&pass.Info{
		Argument:  "affine-loop-unroll-jam",
		Name:      "AffineLoopUnrollAndJam",
		Summary:   "Unroll and jam affine loops",
		Interface: "FunctionOpInterface",
		New: func() (pass.Pass, *pass.Options) {
			p := &loopUnrollJam{}
			o := &pass.Options{}
			o.UintInt("unroll-jam-factor", "Use this unroll jam factor for all loops (default 4)", &p.factor, 4)
			return p, o
		},
	})
}

// loopUnrollJam is upstream's LoopUnrollAndJam pass: the loop opening the
// function's entry block, if any, is unrolled and jammed by the factor.
type loopUnrollJam struct{ factor int }

func (p *loopUnrollJam) Run(fn *ir.Operation, st *pass.State) error {
	entry := fn.Region(0).First()
	if entry == nil {
		return nil
	}
	if first := entry.First(); first != nil && isFor(first) {
		UnrollJamByFactor(st.Ctx, first, uint64(p.factor))
	}
	return nil
}

// loopReduction is upstream's LoopReduction: the iter_arg at pos of a loop
// reduces value with the combiner op kind (an arith op name; its
// arith::AtomicRMWKind is reductionKinds[kind]).
type loopReduction struct {
	kind  string
	pos   int
	value *ir.Value
}

// reductionKinds are the combiner ops of the reductions upstream's
// getSupportedReductions recognizes, with their arith::AtomicRMWKind.
var reductionKinds = map[string]string{
	"arith.addf": "addf", "arith.mulf": "mulf", "arith.addi": "addi", "arith.andi": "andi",
	"arith.ori": "ori", "arith.muli": "muli", "arith.minimumf": "minimumf", "arith.maximumf": "maximumf",
	"arith.minnumf": "minnumf", "arith.maxnumf": "maxnumf", "arith.minsi": "mins", "arith.maxsi": "maxs",
	"arith.minui": "minu", "arith.maxui": "maxu", "arith.xori": "xori",
}

// matchReduction is upstream's matchReduction with one combiner op: the
// iter_arg at pos has a single use, by a side-effect free binary op
// directly in the loop whose only use is the yield at pos; it returns the
// reduced value and the combiner.
func matchReduction(iterArgs []*ir.Value, pos int) (*ir.Value, *ir.Operation) {
	arg := iterArgs[pos]
	u := arg.FirstUse()
	if u == nil || u.Next() != nil {
		return nil, nil
	}
	combiner := u.Owner()
	if combiner.NumOperands() != 2 {
		return nil, nil
	}
	reduced := combiner.Operand(0)
	if reduced == arg {
		reduced = combiner.Operand(1)
	}
	if indexOf(iterArgs, reduced) >= 0 {
		return nil, nil
	}
	region := arg.OwnerBlock().ParentOp()
	var combiners []*ir.Operation
	op := combiner
	// As upstream's mightHaveTrait, an unregistered op may be the terminator.
	for op.IsRegistered() && !op.HasTrait(ir.TraitTerminator) {
		if !ir.IsMemoryEffectFree(op) || op.NumResults() != 1 || op.ParentOp() != region {
			return nil, nil
		}
		ru := op.Result(0).FirstUse()
		if ru == nil || ru.Next() != nil {
			return nil, nil
		}
		combiners = append(combiners, op)
		op = ru.Owner()
	}
	if len(combiners) != 1 || pos >= op.NumOperands() || op.Operand(pos) != combiners[0].Result(0) {
		return nil, nil
	}
	return reduced, combiners[0]
}

// indexOf returns the position of v in vs, or -1.
func indexOf(vs []*ir.Value, v *ir.Value) int {
	for i, w := range vs {
		if w == v {
			return i
		}
	}
	return -1
}

// supportedReductions is upstream's getSupportedReductions.
func supportedReductions(loop forLoop) []loopReduction {
	var out []loopReduction
	args := loop.iterArgs()
	for i := range args {
		v, combiner := matchReduction(args, i)
		if v == nil {
			continue
		}
		if _, ok := reductionKinds[combiner.Name()]; ok {
			out = append(out, loopReduction{combiner.Name(), i, v})
		}
	}
	return out
}

// subBlock is a run of consecutive ops of a block (first to last).
type subBlock struct{ first, last *ir.Operation }

// jamBlocks is upstream's JamBlockGatherer: the maximal runs of ops without
// affine.for ops among them (terminators aside) in the regions of op and,
// recursively, of its nested affine.for ops.
func jamBlocks(op *ir.Operation, out []subBlock) []subBlock {
	for i := 0; i < op.NumRegions(); i++ {
		for b := op.Region(i).First(); b != nil; b = b.Next() {
			end := b.Last()
			for it := b.First(); it != end; {
				start := it
				var last *ir.Operation
				for it != end && !isFor(it) {
					last, it = it, it.NextInBlock()
				}
				if last != nil {
					out = append(out, subBlock{start, last})
				}
				for it != end && isFor(it) {
					out = jamBlocks(it, out)
					it = it.NextInBlock()
				}
			}
		}
	}
	return out
}

// innerBoundsInvariant is upstream's areInnerBoundsInvariant: the bound
// operands of every loop in op are defined outside of op.
func innerBoundsInvariant(op *ir.Operation) bool {
	ok := true
	op.Walk(func(l *ir.Operation) ir.WalkResult {
		if !isFor(l) {
			return ir.WalkAdvance
		}
		f := forLoop{l}
		for _, v := range append(f.lbOperands(), f.ubOperands()...) {
			if op.Region(0).IsAncestor(v.ParentRegion()) {
				ok = false
				return ir.WalkInterrupt
			}
		}
		return ir.WalkAdvance
	})
	return ok
}

// replaceWithAdditionalYields is upstream's
// AffineForOp::replaceWithAdditionalYields: a new loop with the extra
// inits and yielded values (yield builds them from the new iter_args) takes
// the body of op and replaces it.
func replaceWithAdditionalYields(ctx *ir.Context, op *ir.Operation, inits []*ir.Value, yield func(newArgs []*ir.Value) []*ir.Value) *ir.Operation {
	f := forLoop{op}
	b := ir.NewBuilder(ctx)
	b.SetInsertionPoint(op)
	allInits := append(append([]*ir.Value(nil), f.inits()...), inits...)
	types := make([]ir.Type, len(allInits))
	for i, v := range allInits {
		types[i] = v.Type()
	}
	loc := op.Loc()
	nl := BuildForOp(b, loc, f.lbOperands(), f.ubOperands(), allInits, types,
		ir.NamedAttr{Name: "lowerBoundMap", Value: ctx.AffineMapAttr(f.lbMap())},
		ir.NamedAttr{Name: "upperBoundMap", Value: ctx.AffineMapAttr(f.ubMap())},
		ir.NamedAttr{Name: "step", Value: ctx.IntAttr(ctx.IndexType(), f.step())}).Operation
	argTypes := append([]ir.Type{ctx.IndexType()}, types...)
	locs := make([]ir.Location, len(argTypes))
	for i := range locs {
		locs[i] = loc
	}
	nb := b.CreateBlock(nl.Region(0), argTypes, locs)
	old := f.body()
	term := old.Last()
	term.SetOperands(append(append([]*ir.Value(nil), term.Operands()...), yield(nb.Args()[old.NumArgs():])...))
	for i, a := range old.Args() {
		a.ReplaceAllUsesWith(nb.Arg(i))
	}
	for o := old.First(); o != nil; {
		next := o.NextInBlock()
		o.Remove()
		nb.InsertBefore(o, nil)
		o = next
	}
	for i, r := range op.Results() {
		r.ReplaceAllUsesWith(nl.Result(i))
	}
	op.Erase()
	return nl
}

// UnrollJamByFactor is upstream's loopUnrollJamByFactor: the body of op is
// replicated factor times with the copies of each run of non-loop ops
// jammed after it, iter_args of op and of its inner loops replicated, and a
// cleanup loop for the iterations left over. It reports success.
func UnrollJamByFactor(ctx *ir.Context, op *ir.Operation, factor uint64) bool {
	u := unroller{ctx}
	trip, constTrip := u.tripCount(op)
	if factor == 1 {
		return !(constTrip && trip == 1) || promoteIfSingleIteration(ctx, op)
	}
	f := forLoop{op}
	if f.body().First() == f.body().Last() {
		return true
	}
	if constTrip && trip < factor {
		return false
	}
	if !innerBoundsInvariant(op) {
		return false
	}
	blocks := jamBlocks(op, nil)
	var withIterArgs []*ir.Operation
	op.Walk(func(l *ir.Operation) ir.WalkResult {
		if isFor(l) && len(forLoop{l}.inits()) > 0 {
			withIterArgs = append(withIterArgs, l)
		}
		return ir.WalkAdvance
	})
	var reductions []loopReduction
	if len(f.inits()) > 0 {
		reductions = supportedReductions(f)
	}
	if u.largestDivisorOfTripCount(op)%factor != 0 {
		if len(f.lbMap().Results) != 1 || len(f.ubMap().Results) != 1 {
			return false
		}
		u.generateCleanupLoop(op, factor)
	}
	maps := make([]*ir.Mapping, factor-1)
	for i := range maps {
		maps[i] = ir.NewMapping()
	}
	var newLoops []*ir.Operation
	for _, old := range withIterArgs {
		of := forLoop{old}
		var dupInits, dupYields []*ir.Value
		for i := factor - 1; i >= 1; i-- {
			dupInits = append(dupInits, of.inits()...)
			dupYields = append(dupYields, of.body().Last().Operands()...)
		}
		n := len(of.inits())
		nl := replaceWithAdditionalYields(ctx, old, dupInits, func([]*ir.Value) []*ir.Value { return dupYields })
		newLoops = append(newLoops, nl)
		if old == op {
			op = nl
		}
		args, results := forLoop{nl}.iterArgs(), nl.Results()
		for i := int(factor) - 1; i >= 1; i-- {
			for j := 0; j < n; j++ {
				maps[i-1].Map(args[j], args[i*n+j])
				maps[i-1].Map(results[j], results[i*n+j])
			}
		}
	}
	f = forLoop{op}
	step := f.step()
	setStep(ctx, op, step*int64(factor))
	iv := f.iv()
	b := ir.NewBuilder(ctx)
	for i := int(factor) - 1; i >= 1; i-- {
		for _, sb := range blocks {
			b.SetInsertionPointAfter(sb.last)
			if iv.FirstUse() != nil {
				bump := affine.Get(ctx, 1, 0, []affine.Expr{affine.AddConst(ctx, affine.Dim(ctx, 0), int64(i)*step)})
				maps[i-1].Map(iv, buildApply(b, op.Loc(), bump, []*ir.Value{iv}))
			}
			for o := sb.first; ; o = o.NextInBlock() {
				b.Insert(o.Clone(ctx, maps[i-1]))
				if o == sb.last {
					break
				}
			}
		}
		for _, nl := range newLoops {
			nf := forLoop{nl}
			n := len(nf.inits()) / int(factor)
			control := len(nf.lbOperands()) + len(nf.ubOperands())
			yield := nf.body().Last()
			for j := 0; j < n; j++ {
				nl.SetOperand(control+i*n+j, maps[i-1].Lookup(nl.Operand(control+j)))
				yield.SetOperand(i*n+j, maps[i-1].Lookup(yield.Operand(j)))
			}
		}
	}
	if op.NumResults() > 0 {
		b.SetInsertionPointAfter(op)
		n := op.NumResults() / int(factor)
		for _, r := range reductions {
			lhs := op.Result(r.pos)
			var created []*ir.Operation
			for i := int(factor) - 1; i >= 1; i-- {
				rhs := op.Result(i*n + r.pos)
				c := b.Create(&ir.OperationState{Loc: op.Loc(), Name: ctx.LookupOp(r.kind), Types: []ir.Type{lhs.Type()},
					Operands: []*ir.Value{lhs, rhs}})
				created = append(created, c)
				lhs = c.Result(0)
			}
			op.Result(r.pos).ReplaceUsesIf(lhs, func(u *ir.OpOperand) bool {
				for _, c := range created {
					if u.Owner() == c {
						return false
					}
				}
				return true
			})
		}
	}
	promoteIfSingleIteration(ctx, op)
	return true
}
