package scf

import (
	"github.com/gomlir/gomlir/analysis/alias"
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/pass"
	"github.com/gomlir/gomlir/rewrite"
)

func init() {
	pass.Register(&pass.Info{Argument: "scf-parallel-loop-fusion", Name: "SCFParallelLoopFusion",
		Summary: "Fuse adjacent parallel loops", Dependent: []string{"scf"},
		New: func() (pass.Pass, *pass.Options) {
			return passFunc(func(root *ir.Operation, st *pass.State) error {
				var ops []*ir.Operation
				root.Walk(func(o *ir.Operation) ir.WalkResult {
					ops = append(ops, o)
					return ir.WalkAdvance
				})
				rw := rewrite.NewRewriter(st.Ctx, nil)
				for _, o := range ops {
					for i := 0; i < o.NumRegions(); i++ {
						fuseParallelLoops(rw, o.Region(i))
					}
				}
				return nil
			}), &pass.Options{}
		}})
}

// fuseParallelLoops is upstream's naivelyFuseParallelOps: in each block,
// adjacent scf.parallel loops separated only by effect-free ops without
// regions are fused when legal.
func fuseParallelLoops(rw *rewrite.Rewriter, r *ir.Region) {
	for _, b := range r.Blocks() {
		chains := [][]*ir.Operation{nil}
		noEffects := true
		for o := b.First(); o != nil; o = o.NextInBlock() {
			if o.Name() == "scf.parallel" {
				if !noEffects {
					chains = append(chains, nil)
					noEffects = true
				}
				chains[len(chains)-1] = append(chains[len(chains)-1], o)
				continue
			}
			noEffects = noEffects && ir.IsMemoryEffectFree(o) && o.NumRegions() == 0
		}
		for _, c := range chains {
			for i := 0; i+1 < len(c); i++ {
				c[i+1] = fuseIfLegal(rw, c[i], c[i+1])
			}
		}
	}
}

// fuseIfLegal prepends the body of first to second's when their iteration
// spaces are equal and their memory accesses allow it, and returns the
// (new) second loop.
func fuseIfLegal(rw *rewrite.Rewriter, first, second *ir.Operation) *ir.Operation {
	b1, b2 := first.Region(0).First(), second.Region(0).First()
	m := ir.NewMapping()
	for i, a := range b1.Args() {
		if i < b2.NumArgs() {
			m.Map(a, b2.Arg(i))
		}
	}
	if hasNestedParallel(first) || hasNestedParallel(second) || !equalIterationSpaces(first, second) {
		return second
	}
	if !noReadsAfterWriteExceptSameIndex(first, second, m) {
		return second
	}
	back := ir.NewMapping()
	for i, a := range b2.Args() {
		if i < b1.NumArgs() {
			back.Map(a, b1.Arg(i))
		}
	}
	if !noReadsAfterWriteExceptSameIndex(second, first, back) {
		return second
	}
	for i := 0; i < first.NumResults(); i++ {
		for _, u := range first.Result(i).Users() {
			if a := second.ParentRegion().FindAncestorOpInRegion(u); a == nil || a.Block() != second.Block() || a == second || a.IsBeforeInBlock(second) {
				return second
			}
		}
	}
	lbs, ubs, steps, inits2 := parallelBounds(second)
	_, _, _, inits1 := parallelBounds(first)
	rw.SetInsertionPoint(second)
	n := createParallel(rw, second.Loc(), lbs, ubs, steps, concat(inits1, inits2), true)
	nb := n.Region(0).First()
	t1, t2 := b1.Last(), b2.Last()
	rw.InlineBlockBefore(b2, nb.First(), nb, nb.Args())
	rw.InlineBlockBefore(b1, nb.First(), nb, nb.Args())
	if n.NumResults() > 0 {
		rw.SetInsertionPointToEnd(nb)
		st := newState(rw.Ctx, "scf.reduce", t2.Loc())
		st.Operands = concat(t1.Operands(), t2.Operands())
		var old []*ir.Region
		for _, t := range []*ir.Operation{t1, t2} {
			for i := 0; i < t.NumRegions(); i++ {
				old = append(old, t.Region(i))
			}
		}
		for i, v := range st.Operands {
			rb := addBlock(st.AddRegion())
			rb.AddArg(v.Type(), t2.Loc())
			rb.AddArg(v.Type(), t2.Loc())
			ob := old[i].First()
			rw.InlineBlockBefore(ob, nil, rb, rb.Args())
		}
		rw.Create(st)
		res := n.Results()
		first.ReplaceAllUsesWith(res[:len(inits1)])
		second.ReplaceAllUsesWith(res[len(inits1):])
	}
	t1.Erase()
	t2.Erase()
	first.Erase()
	second.Erase()
	return n
}

// equalIterationSpaces reports whether two scf.parallel loops have the
// same bound and step values.
func equalIterationSpaces(a, b *ir.Operation) bool {
	al, au, as, _ := parallelBounds(a)
	bl, bu, bs, _ := parallelBounds(b)
	return len(al) == len(bl) && sameValues(al, bl) && sameValues(au, bu) && sameValues(as, bs)
}

// memAccess returns the memref and indices of a memref.load or
// memref.store named name, or false.
func memAccess(op *ir.Operation, name string) (*ir.Value, []*ir.Value, bool) {
	switch {
	case op.Name() != name:
		return nil, nil, false
	case name == "memref.store":
		return op.Operand(1), op.Operands()[2:], true
	default:
		return op.Operand(0), op.Operands()[1:], true
	}
}

// noReadsAfterWriteExceptSameIndex reports whether every load of second
// from a memref first stores into reads the stored indices (mapped
// through m), no load reads a memref that may alias another stored one,
// and no loaded memref is defined in the load's block.
func noReadsAfterWriteExceptSameIndex(first, second *ir.Operation, m *ir.Mapping) bool {
	type store struct {
		mem     *ir.Value
		indices []*ir.Value
	}
	var stores []store
	first.Walk(func(o *ir.Operation) ir.WalkResult {
		if mem, idx, ok := memAccess(o, "memref.store"); ok {
			stores = append(stores, store{mem, idx})
		}
		return ir.WalkAdvance
	})
	ok := true
	second.Walk(func(o *ir.Operation) ir.WalkResult {
		mem, loadIdx, isLoad := memAccess(o, "memref.load")
		if !isLoad {
			return ir.WalkAdvance
		}
		if d := mem.DefiningOp(); d != nil && d.Block() == o.Block() {
			ok = false
			return ir.WalkInterrupt
		}
		var writes [][]*ir.Value
		for _, s := range stores {
			if s.mem != mem && alias.MayAlias(s.mem, mem) {
				ok = false
				return ir.WalkInterrupt
			}
			if s.mem == mem {
				writes = append(writes, s.indices)
			}
		}
		if len(writes) == 0 {
			return ir.WalkAdvance
		}
		storeIdx := writes[0]
		for _, w := range writes[1:] {
			if !sameValues(w, storeIdx) {
				ok = false
				return ir.WalkInterrupt
			}
		}
		if len(storeIdx) != len(loadIdx) {
			ok = false
			return ir.WalkInterrupt
		}
		for i := range storeIdx {
			if m.Lookup(storeIdx[i]) == loadIdx[i] {
				continue
			}
			sd, ld := storeIdx[i].DefiningOp(), loadIdx[i].DefiningOp()
			if sd == nil || ld == nil || !ir.IsMemoryEffectFree(sd) || !ir.IsMemoryEffectFree(ld) || !equivalentOps(sd, ld, m) {
				ok = false
				return ir.WalkInterrupt
			}
		}
		return ir.WalkAdvance
	})
	return ok
}

// equivalentOps is OperationEquivalence::isEquivalentTo ignoring
// locations, for ops without regions: the same name, attributes and
// result types, and operands equal through m.
func equivalentOps(a, b *ir.Operation, m *ir.Mapping) bool {
	if a.Info() != b.Info() || a.Attrs() != b.Attrs() || a.Props() != b.Props() ||
		a.NumOperands() != b.NumOperands() || a.NumRegions() != 0 || b.NumRegions() != 0 {
		return false
	}
	at, bt := a.ResultTypes(), b.ResultTypes()
	if len(at) != len(bt) {
		return false
	}
	for i := range at {
		if at[i] != bt[i] {
			return false
		}
	}
	for i := 0; i < a.NumOperands(); i++ {
		if m.Lookup(a.Operand(i)) != m.Lookup(b.Operand(i)) {
			return false
		}
	}
	return true
}
