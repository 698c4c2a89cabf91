package rewrite

import (
	"github.com/gomlir/gomlir/ir"
)

// SimplifyRegions erases unreachable blocks and dead code (including dead
// successor arguments), as upstream's simplifyRegions; mergeBlocks also
// merges identical blocks (aggressive level). It reports a change.
func SimplifyRegions(rw *Rewriter, regions []*ir.Region, mergeBlocks bool) bool {
	erased := EraseUnreachableBlocks(rw, regions)
	dce := RunRegionDCE(rw, regions)
	merged, dropped := false, false
	if mergeBlocks {
		merged = MergeIdenticalBlocks(rw, regions)
		dropped = DropRedundantArguments(rw, regions)
	}
	return erased || dce || merged || dropped
}

// EraseUnreachableBlocks erases blocks not reachable from their region's
// entry, recursively.
func EraseUnreachableBlocks(rw *Rewriter, regions []*ir.Region) bool {
	erased := false
	work := append([]*ir.Region(nil), regions...)
	for len(work) > 0 {
		r := work[len(work)-1]
		work = work[:len(work)-1]
		if r.Empty() {
			continue
		}
		if r.HasOneBlock() {
			for op := r.First().First(); op != nil; op = op.NextInBlock() {
				for i := 0; i < op.NumRegions(); i++ {
					work = append(work, op.Region(i))
				}
			}
			continue
		}
		reachable := map[*ir.Block]bool{}
		stack := []*ir.Block{r.First()}
		reachable[r.First()] = true
		for len(stack) > 0 {
			b := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			for _, s := range b.Successors() {
				if !reachable[s] {
					reachable[s] = true
					stack = append(stack, s)
				}
			}
		}
		for b := r.First(); b != nil; {
			next := b.Next()
			if !reachable[b] {
				dropDefinedValueUses(b)
				rw.EraseBlock(b)
				erased = true
			} else {
				for op := b.First(); op != nil; op = op.NextInBlock() {
					for i := 0; i < op.NumRegions(); i++ {
						work = append(work, op.Region(i))
					}
				}
			}
			b = next
		}
	}
	return erased
}

// dropDefinedValueUses drops every use of values defined in b (arguments
// and results of its ops, recursively).
func dropDefinedValueUses(b *ir.Block) {
	for _, a := range b.Args() {
		for u := a.FirstUse(); u != nil; u = a.FirstUse() {
			u.Set(nil)
		}
	}
	for op := b.First(); op != nil; op = op.NextInBlock() {
		op.Each(func(o *ir.Operation) {
			for i := 0; i < o.NumResults(); i++ {
				r := o.Result(i)
				for u := r.FirstUse(); u != nil; u = r.FirstUse() {
					u.Set(nil)
				}
			}
		})
	}
}

// liveMap records the block arguments and ops proven live. A live op has
// mark 1 (the ops' marks are 0 when region DCE starts and reset when it
// ends); the liveness of results is that of their defining ops.
type liveMap struct {
	args    map[*ir.Value]bool
	ops     []*ir.Operation // the ops marked live
	changed bool
}

func (l *liveMap) setValue(v *ir.Value) {
	// As upstream's LiveMap, a live result makes its defining op live.
	if def := v.DefiningOp(); def != nil {
		l.setOp(def)
		return
	}
	if !l.args[v] {
		l.args[v] = true
		l.changed = true
	}
}

func (l *liveMap) isLive(op *ir.Operation) bool { return op.Mark() != 0 }

func (l *liveMap) setOp(op *ir.Operation) {
	if op.Mark() == 0 {
		op.SetMark(1)
		l.ops = append(l.ops, op)
		l.changed = true
	}
}

// reset clears the marks of the live ops.
func (l *liveMap) reset() {
	for _, op := range l.ops {
		op.SetMark(0)
	}
	l.ops = nil
}

// RunRegionDCE removes ops without effects whose results are dead and dead
// arguments of non-entry blocks, as upstream's runRegionDCE. It uses the
// marks of the ops (see ir.Operation.Mark), which must be 0.
func RunRegionDCE(rw *Rewriter, regions []*ir.Region) bool {
	l := &liveMap{args: map[*ir.Value]bool{}}
	defer l.reset()
	for {
		l.changed = false
		for _, r := range regions {
			propagateRegion(r, l)
		}
		if !l.changed {
			break
		}
	}
	return deleteDeadness(rw, regions, l)
}

// postOrder returns the blocks reachable from the entry in post-order.
func postOrder(r *ir.Region) []*ir.Block {
	if r.HasOneBlock() {
		return []*ir.Block{r.First()}
	}
	var out []*ir.Block
	seen := map[*ir.Block]bool{}
	type frame struct {
		b    *ir.Block
		succ []*ir.Block
		i    int
	}
	entry := r.First()
	seen[entry] = true
	stack := []frame{{b: entry, succ: entry.Successors()}}
	for len(stack) > 0 {
		f := &stack[len(stack)-1]
		if f.i < len(f.succ) {
			s := f.succ[f.i]
			f.i++
			if !seen[s] {
				seen[s] = true
				stack = append(stack, frame{b: s, succ: s.Successors()})
			}
			continue
		}
		out = append(out, f.b)
		stack = stack[:len(stack)-1]
	}
	return out
}

func propagateRegion(r *ir.Region, l *liveMap) {
	if r.Empty() {
		return
	}
	for _, b := range postOrder(r) {
		for op := b.Last(); op != nil; op = op.PrevInBlock() {
			propagateOp(op, l)
		}
		if b.IsEntry() {
			continue
		}
		for _, a := range b.Args() {
			if !l.args[a] {
				processValue(a, l)
			}
		}
	}
}

func propagateOp(op *ir.Operation, l *liveMap) {
	for i := 0; i < op.NumRegions(); i++ {
		propagateRegion(op.Region(i), l)
	}
	if op.HasTrait(ir.TraitTerminator) {
		// Terminators are live. Successor arguments are live when the
		// terminator does not say which operands it forwards; forwarded
		// arguments follow the liveness of their uses.
		l.setOp(op)
		br := ir.BranchInterface(op)
		for i := 0; i < op.NumSuccessors(); i++ {
			s := op.Successor(i)
			forwarded := 0
			if br != nil {
				_, forwarded = br.SuccessorOperands(op, i)
			}
			for j := forwarded; j < s.NumArgs(); j++ {
				l.setValue(s.Arg(j))
			}
		}
		return
	}
	if l.isLive(op) {
		return
	}
	if !WouldOpBeTriviallyDead(op) {
		l.setOp(op)
		return
	}
	for i := 0; i < op.NumResults(); i++ {
		processValue(op.Result(i), l)
	}
}

func processValue(v *ir.Value, l *liveMap) {
	for u := v.FirstUse(); u != nil; u = u.Next() {
		if useKnownDead(u, l) {
			continue
		}
		if l.isLive(u.Owner()) {
			l.setValue(v)
			return
		}
	}
}

// useKnownDead reports a successor operand whose block argument is dead.
func useKnownDead(u *ir.OpOperand, l *liveMap) bool {
	owner := u.Owner()
	if !owner.HasTrait(ir.TraitTerminator) {
		return false
	}
	br := ir.BranchInterface(owner)
	if br == nil {
		return false
	}
	for i := 0; i < owner.NumSuccessors(); i++ {
		start, n := br.SuccessorOperands(owner, i)
		if idx := u.Index(); idx >= start && idx < start+n {
			s := owner.Successor(i)
			if idx-start < s.NumArgs() {
				return !l.args[s.Arg(idx-start)]
			}
		}
	}
	return false
}

func deleteDeadness(rw *Rewriter, regions []*ir.Region, l *liveMap) bool {
	erased := false
	for _, r := range regions {
		if r.Empty() {
			continue
		}
		single := r.HasOneBlock()
		for _, b := range postOrder(r) {
			if !single {
				eraseDeadSuccessorOperands(b.Terminator(), l)
			}
			for op := b.Last(); op != nil; {
				prev := op.PrevInBlock()
				if !l.isLive(op) {
					erased = true
					for i := 0; i < op.NumResults(); i++ {
						res := op.Result(i)
						for u := res.FirstUse(); u != nil; u = res.FirstUse() {
							u.Set(nil)
						}
					}
					rw.EraseOp(op)
				} else {
					var rs []*ir.Region
					for i := 0; i < op.NumRegions(); i++ {
						rs = append(rs, op.Region(i))
					}
					if deleteDeadness(rw, rs, l) {
						erased = true
					}
				}
				op = prev
			}
		}
		for b := r.First().Next(); b != nil; b = b.Next() {
			for i := b.NumArgs() - 1; i >= 0; i-- {
				if !l.args[b.Arg(i)] {
					b.EraseArg(i)
					erased = true
				}
			}
		}
	}
	return erased
}

func eraseDeadSuccessorOperands(term *ir.Operation, l *liveMap) {
	if term == nil {
		return
	}
	br := ir.BranchInterface(term)
	if br == nil {
		return
	}
	for i := term.NumSuccessors() - 1; i >= 0; i-- {
		s := term.Successor(i)
		_, n := br.SuccessorOperands(term, i)
		for j := n - 1; j >= 0; j-- {
			if j < s.NumArgs() && !l.args[s.Arg(j)] {
				br.EraseSuccessorOperand(term, i, j)
			}
		}
	}
}
