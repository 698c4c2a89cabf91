package cfgtoscf

import "github.com/gomlir/gomlir/ir"

// yieldBlock is a block created empty whose region terminator returns
// vals.
type yieldBlock struct {
	block *ir.Block
	vals  []*ir.Value
}

// transformBranches lifts the branch ending entry: a single successor is
// merged into entry; several become a structured branch op whose regions
// hold the blocks each successor edge dominates, followed by the
// continuation's ops. It returns the entries of the regions left to
// process.
func (t *transformer) transformBranches(entry *ir.Block) ([]*ir.Block, error) {
	n := numSuccessors(entry)
	if n == 0 {
		return nil, nil
	}
	if n == 1 {
		succ := entry.Last().Successor(0)
		ops := successorOperands(entry, 0)
		for i, arg := range succ.Args() {
			if i < len(ops) {
				arg.ReplaceAllUsesWith(ops[i])
			}
		}
		entry.Last().Erase()
		spliceOps(entry, succ)
		succ.Erase()
		return []*ir.Block{entry}, nil
	}

	notContinuation := map[*ir.Block]bool{entry: true}
	regions := make([][]*ir.Block, n)
	for i := 0; i < n; i++ {
		succ := entry.Last().Successor(i)
		if succ.SinglePredecessor() != entry {
			continue
		}
		for _, b := range t.dom.Subtree(succ) {
			regions[i] = append(regions[i], b)
			notContinuation[b] = true
		}
	}

	var contEdges []edge
	postDominatesAll, noContinuationEdge := true, true
	for i, entryEdge := range successorEdges(entry) {
		if len(regions[i]) == 0 {
			contEdges = append(contEdges, entryEdge)
			noContinuationEdge = false
			continue
		}
		for _, b := range regions[i] {
			if numSuccessors(b) == 0 {
				postDominatesAll = false
				contEdges = append(contEdges, predEdges(b)...)
				continue
			}
			for _, e := range successorEdges(b) {
				if notContinuation[e.successor()] {
					continue
				}
				contEdges = append(contEdges, e)
				noContinuationEdge = false
			}
		}
	}
	if noContinuationEdge {
		return entry.Successors(), nil
	}

	continuation := commonSuccessor(contEdges)
	if continuation == nil || !postDominatesAll {
		continuation = t.singleEntry(contEdges[0].from.Last().Loc(), contEdges).block
	}
	if !postDominatesAll {
		t.dom.Invalidate(entry.Parent())
		return []*ir.Block{entry}, nil
	}

	var subRegions []*ir.Block
	var empty []yieldBlock
	bodies := make([]*ir.Region, n)
	for i, entryEdge := range successorEdges(entry) {
		bodies[i] = &ir.Region{}
		if len(regions[i]) == 0 {
			blk := ir.NewBlock()
			empty = append(empty, yieldBlock{blk, entryEdge.operands()})
			bodies[i].Append(blk)
			continue
		}
		empty = singleExitBranchRegion(regions[i], continuation, empty, bodies[i])
		sub := bodies[i].First()
		ops := entryEdge.operands()
		for j, arg := range sub.Args() {
			if j < len(ops) {
				arg.ReplaceAllUsesWith(ops[j])
			}
		}
		for j := sub.NumArgs() - 1; j >= 0; j-- {
			sub.EraseArg(j)
		}
		subRegions = append(subRegions, sub)
	}

	b := ir.NewBuilder(t.ctx)
	term := entry.Last()
	b.SetInsertionPoint(term)
	var resultTypes []ir.Type
	for _, a := range continuation.Args() {
		resultTypes = append(resultTypes, a.Type())
	}
	condOp, err := t.iface.CreateStructuredBranchRegionOp(b, term, resultTypes, bodies)
	if err != nil {
		return nil, err
	}
	term.Erase()

	for _, y := range empty {
		b.SetInsertionPointToEnd(y.block)
		if err := t.iface.CreateStructuredBranchRegionTerminatorOp(condOp.Loc(), b, condOp, nil, y.vals); err != nil {
			return nil, err
		}
	}
	for u := continuation.FirstPredecessorUse(); u != nil; {
		next := u.NextUse()
		user := u.Owner()
		b.SetInsertionPoint(user)
		if err := t.iface.CreateStructuredBranchRegionTerminatorOp(user.Loc(), b, condOp, user, successorOperands(user.Block(), 0)); err != nil {
			return nil, err
		}
		user.Erase()
		u = next
	}
	for i, arg := range continuation.Args() {
		if i < condOp.NumResults() {
			arg.ReplaceAllUsesWith(condOp.Result(i))
		}
	}
	spliceOps(entry, continuation)
	continuation.Erase()
	return append(subRegions, entry), nil
}

// commonSuccessor returns the block every edge leads to, or nil when they
// differ or there are none.
func commonSuccessor(edges []edge) *ir.Block {
	var common *ir.Block
	for _, e := range edges {
		s := e.successor()
		if common != nil && s != common {
			return nil
		}
		common = s
	}
	return common
}

// singleExitBranchRegion moves the blocks of a branch region into body,
// first giving the region a single edge to the continuation: with
// several, they go to a new empty block that returns its arguments. It
// returns empty with that block added.
func singleExitBranchRegion(blocks []*ir.Block, continuation *ir.Block, empty []yieldBlock, body *ir.Region) []yieldBlock {
	var single *ir.Block
	var prev *edge
	for _, b := range blocks {
		for _, e := range successorEdges(b) {
			if e.successor() != continuation {
				continue
			}
			if prev == nil {
				e := e
				prev = &e
				continue
			}
			if single == nil {
				single = ir.NewBlock()
				addArgsFrom(single, continuation)
				prev.setSuccessor(single)
				empty = append(empty, yieldBlock{single, append([]*ir.Value(nil), single.Args()...)})
			}
			e.setSuccessor(single)
		}
		b.Remove()
		body.Append(b)
	}
	if single != nil {
		body.Append(single)
	}
	return empty
}
