package affine

import (
	"github.com/gomlir/gomlir/analysis/alias"
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/pass"
)

func init() {
	pass.Register(&pass.Info{
		Argument: "affine-scalrep",
		Name:     "AffineScalarReplacement",
		Summary:  "Replace affine memref accesses by scalars by forwarding stores to loads and eliminating redundant loads",
		OpName:   "func.func",
		New:      func() (pass.Pass, *pass.Options) { return scalarReplacement{}, &pass.Options{} },
	})
}

// scalarReplacement is upstream's AffineScalarReplacement pass.
type scalarReplacement struct{}

func (scalarReplacement) Run(fn *ir.Operation, st *pass.State) error {
	ScalarReplace(st.Ctx, fn)
	return nil
}

// accessesOf returns the affine reads (or writes) nested in root, in
// post-order.
func accessesOf(root *ir.Operation, writes bool) []*ir.Operation {
	var ops []*ir.Operation
	root.Walk(func(op *ir.Operation) ir.WalkResult {
		if _, w, ok := isAffineAccess(op); ok && w == writes {
			ops = append(ops, op)
		}
		return ir.WalkAdvance
	})
	return ops
}

// accessValue is the value an affine read produces or a write stores.
func accessValue(op *ir.Operation) *ir.Value {
	if _, write, _ := isAffineAccess(op); write {
		return op.Operand(0)
	}
	return op.Result(0)
}

// ScalarReplace is upstream's affineScalarReplace on fn: store to load
// forwarding, then dead store elimination, the removal of allocations left
// with only stores and frees, then redundant load elimination.
func ScalarReplace(ctx *ir.Context, fn *ir.Operation) {
	s := &scalrep{ctx: ctx, dom: ir.NewDominanceInfo()}
	var erase []*ir.Operation
	var deadCandidates []*ir.Value
	seen := map[*ir.Value]bool{}
	for _, load := range accessesOf(fn, false) {
		if memref := s.forwardStoreToLoad(load); memref != nil {
			erase = append(erase, load)
			if !seen[memref] {
				seen[memref] = true
				deadCandidates = append(deadCandidates, memref)
			}
		}
	}
	eraseAll(erase)
	erase = erase[:0]
	for _, store := range accessesOf(fn, true) {
		if s.unusedStore(store) {
			erase = append(erase, store)
		}
	}
	eraseAll(erase)
	erase = erase[:0]
	for _, memref := range deadCandidates {
		eraseIfOnlyWritten(memref)
	}
	for _, load := range accessesOf(fn, false) {
		if s.loadCSE(load) {
			erase = append(erase, load)
		}
	}
	eraseAll(erase)
}

func eraseAll(ops []*ir.Operation) {
	for _, op := range ops {
		op.Erase()
	}
}

// eraseIfOnlyWritten erases a local allocation whose only users write to
// it or free it, with those users.
func eraseIfOnlyWritten(memref *ir.Value) {
	def := memref.DefiningOp()
	if def == nil || !hasSingleEffect(def, ir.EffectAllocate, memref) {
		return
	}
	users := memref.Users()
	for _, u := range users {
		if _, write, ok := isAffineAccess(u); !(ok && write) && !hasSingleEffect(u, ir.EffectFree, memref) {
			return
		}
	}
	for _, u := range users {
		u.Erase()
	}
	def.Erase()
}

// hasSingleEffect is upstream's hasSingleEffect: op's effects on v are all
// of kind e, and there is one.
func hasSingleEffect(op *ir.Operation, e ir.MemoryEffect, v *ir.Value) bool {
	effects, known := ir.OpEffects(op)
	if !known {
		return false
	}
	found := false
	for _, x := range effects {
		if v != nil && x.Value != v {
			continue
		}
		if x.Effect != e {
			return false
		}
		found = true
	}
	return found
}

// scalrep holds the analyses of one run.
type scalrep struct {
	ctx *ir.Context
	dom *ir.DominanceInfo
}

// dominates is upstream's DominanceInfo::dominates on operations (an op
// dominates itself and what its regions hold).
func (s *scalrep) dominates(a, b *ir.Operation) bool {
	if a == b {
		return true
	}
	r := a.ParentRegion()
	anc := b
	for anc != nil && anc.ParentRegion() != r {
		anc = anc.ParentOp()
	}
	if anc == nil {
		return false
	}
	if anc == a {
		return true
	}
	if anc.Block() == a.Block() {
		return a.IsBeforeInBlock(anc)
	}
	return s.dom.Dominates(a.Block(), anc.Block())
}

// postDominates is upstream's PostDominanceInfo::postDominates for two ops
// of one region: within a block, b after a.
func postDominates(b, a *ir.Operation) bool {
	if a == b {
		return true
	}
	return a.Block() == b.Block() && a.IsBeforeInBlock(b)
}

// forwardStoreToLoad is upstream's forwardStoreToLoad: the value of the
// one store that must reach load at its address, with nothing writing in
// between, replaces the load's. It returns the load's memref when it did.
func (s *scalrep) forwardStoreToLoad(load *ir.Operation) *ir.Value {
	la, _ := NewMemRefAccess(load)
	var last *ir.Operation
	for _, user := range la.MemRef.Users() {
		sa, ok := NewMemRefAccess(user)
		if !ok || !sa.Store {
			continue
		}
		if !sa.SameAddress(s.ctx, la) || !s.dominates(user, load) || !s.mustReachAtInnermost(sa, la) ||
			!s.noInterveningEffect(ir.EffectWrite, user, load) {
			continue
		}
		last = user
	}
	if last == nil {
		return nil
	}
	v := accessValue(last)
	if v.Type() != load.Result(0).Type() {
		return nil
	}
	load.Result(0).ReplaceAllUsesWith(v)
	return la.MemRef
}

// unusedStore is upstream's findUnusedStore: another store to the same
// address post-dominates store with no read in between.
func (s *scalrep) unusedStore(store *ir.Operation) bool {
	a, _ := NewMemRefAccess(store)
	for _, user := range a.MemRef.Users() {
		b, ok := NewMemRefAccess(user)
		if !ok || !b.Store || user == store || user.ParentRegion() != store.ParentRegion() {
			continue
		}
		if !b.SameAddress(s.ctx, a) || !postDominates(user, store) || !s.noInterveningEffect(ir.EffectRead, store, user) {
			continue
		}
		return true
	}
	return false
}

// loadCSE is upstream's loadCSE: a load at the same address that dominates
// load with no write in between (the one dominating all such) replaces it.
func (s *scalrep) loadCSE(load *ir.Operation) bool {
	a, _ := NewMemRefAccess(load)
	var candidates []*ir.Operation
	for _, user := range a.MemRef.Users() {
		b, ok := NewMemRefAccess(user)
		if !ok || b.Store || user == load {
			continue
		}
		if !b.SameAddress(s.ctx, a) || !s.dominates(user, load) || !s.noInterveningEffect(ir.EffectWrite, user, load) ||
			user.Result(0).Type() != load.Result(0).Type() {
			continue
		}
		candidates = append(candidates, user)
	}
	for _, c := range candidates {
		all := true
		for _, d := range candidates {
			if d != c && !s.dominates(c, d) {
				all = false
				break
			}
		}
		if all {
			load.Result(0).ReplaceAllUsesWith(c.Result(0))
			return true
		}
	}
	return false
}

// mustReachAtInnermost is upstream's: dst depends on src within the
// innermost common loop.
func (s *scalrep) mustReachAtInnermost(src, dst MemRefAccess) bool {
	if analysisScope(src.Op) != analysisScope(dst.Op) {
		return false
	}
	n := NumCommonSurroundingLoops(src.Op, dst.Op)
	return CheckMemrefAccessDependence(s.ctx, src, dst, n+1, nil, false) == HasDependence
}

// mayHaveEffect is upstream's mayHaveEffect: src may touch dst's element
// within the outermost minLoops common loops.
func (s *scalrep) mayHaveEffect(src, dst *ir.Operation, minLoops int) bool {
	sa, _ := NewMemRefAccess(src)
	da, _ := NewMemRefAccess(dst)
	if sa.MemRef != da.MemRef || analysisScope(src) != analysisScope(dst) {
		return true
	}
	n := NumCommonSurroundingLoops(src, dst)
	for d := n + 1; d > minLoops; d-- {
		if CheckMemrefAccessDependence(s.ctx, sa, da, d, nil, false) != NoDependence {
			return true
		}
	}
	return false
}

// noInterveningEffect is upstream's hasNoInterveningEffect: no op on the
// paths from start to memOp may have effect e on memOp's memref.
func (s *scalrep) noInterveningEffect(e ir.MemoryEffect, start, memOp *ir.Operation) bool {
	memref, _, _ := isAffineAccess(memOp)
	found := false
	var check func(op *ir.Operation)
	check = func(op *ir.Operation) {
		if found {
			return
		}
		if effects, known := ir.OpEffects(op); known {
			may := false
			for _, x := range effects {
				if x.Effect != e {
					continue
				}
				if x.Value != nil && x.Value != memref && !alias.MayAlias(x.Value, memref) {
					continue
				}
				may = true
				break
			}
			if !may {
				return
			}
			if _, _, ok := isAffineAccess(op); ok {
				if s.mayHaveEffect(op, memOp, NumCommonSurroundingLoops(start, memOp)) {
					found = true
				}
				return
			}
			found = true
			return
		}
		if op.HasTrait(ir.TraitRecursiveMemoryEffects) || op.HasTrait(ir.TraitHasRecursiveSideEffects) {
			for i := 0; i < op.NumRegions(); i++ {
				for b := op.Region(i).First(); b != nil; b = b.Next() {
					for o := b.First(); o != nil; o = o.NextInBlock() {
						check(o)
					}
				}
			}
			return
		}
		found = true
	}
	var recur func(from, until *ir.Operation)
	recur = func(from, until *ir.Operation) {
		if from.ParentRegion() != until.ParentRegion() {
			recur(from, until.ParentOp())
			check(until.ParentOp())
			return
		}
		for o := from.NextInBlock(); o != nil && o != until; o = o.NextInBlock() {
			check(o)
		}
		if until.Block() == from.Block() {
			return
		}
		todo := append([]*ir.Block(nil), from.Block().Successors()...)
		done := map[*ir.Block]bool{}
		for len(todo) > 0 {
			blk := todo[len(todo)-1]
			todo = todo[:len(todo)-1]
			if done[blk] {
				continue
			}
			done[blk] = true
			for o := blk.First(); o != nil; o = o.NextInBlock() {
				if o == until {
					break
				}
				check(o)
				if o == blk.Last() {
					todo = append(todo, blk.Successors()...)
				}
			}
		}
	}
	recur(start, memOp)
	return !found
}
