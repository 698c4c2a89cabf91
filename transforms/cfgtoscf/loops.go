package cfgtoscf

import "github.com/gomlir/gomlir/ir"

// cycleEdges are the edges entering, leaving and going back to the entry
// blocks of a cycle.
type cycleEdges struct {
	entry, exit, back []edge
}

// computeCycleEdges finds the entry, exit and back edges of cycle.
func computeCycleEdges(cycle *blockSet) cycleEdges {
	var r cycleEdges
	entries := map[*ir.Block]bool{}
	for _, b := range cycle.list {
		for _, p := range predEdges(b) {
			if cycle.contains(p.from) {
				continue
			}
			r.entry = append(r.entry, p)
			entries[b] = true
		}
		for _, e := range successorEdges(b) {
			if !cycle.contains(e.successor()) {
				r.exit = append(r.exit, e)
			}
		}
	}
	for _, b := range cycle.list {
		for _, e := range successorEdges(b) {
			if entries[e.successor()] {
				r.back = append(r.back, e)
			}
		}
	}
	return r
}

// transformCycles turns the outermost cycles reachable from entry into
// structured loops and returns the entry blocks of the loop bodies.
func (t *transformer) transformCycles(entry *ir.Block) ([]*ir.Block, error) {
	var bodies []*ir.Block
	scc := &t.scc
	scc.start(entry)
	defer scc.release()
	for !scc.done() {
		if !scc.hasCycle() {
			scc.next()
			continue
		}
		cycle := newBlockSet(scc.current)
		scc.next()

		edges := computeCycleEdges(cycle)
		header := edges.entry[0].successor()
		if len(edges.entry) > 1 {
			toEntries := append(append([]edge(nil), edges.entry...), edges.back...)
			header = t.singleEntry(header.Last().Loc(), toEntries).block
		}
		cycle.insert(header)

		latch, cond, exit, err := t.singleExitingLatch(edges.back[0].from.Last().Loc(), edges.back, edges.exit)
		if err != nil {
			return nil, err
		}
		cycle.insert(latch)
		cycle.insert(header)

		next := t.toReduceForm(header, exit, cycle)

		parent := ir.NewBlock()
		header.Parent().InsertBefore(parent, header)
		addArgsFrom(parent, header)

		body := &ir.Region{}
		header.Remove()
		body.Append(header)
		for _, b := range cycle.list {
			if b != latch && b != header {
				b.Remove()
				body.Append(b)
			}
		}
		latch.Remove()
		body.Append(latch)

		oldTerm := latch.Last()
		oldTerm.Remove()
		b := ir.NewBuilder(t.ctx)
		b.SetInsertionPointToStart(parent)
		loop, err := t.iface.CreateStructuredDoWhileLoopOp(b, oldTerm, parent.Args(), cond, next, body)
		if err != nil {
			return nil, err
		}
		oldTerm.Erase()
		bodies = append(bodies, header)

		for i, arg := range exit.Args() {
			if i < loop.NumResults() {
				arg.ReplaceAllUsesWith(loop.Result(i))
			}
		}
		header.ReplaceAllUsesWith(parent)
		spliceOps(parent, exit)
		exit.Erase()
	}
	return bodies, nil
}

// singleExitingLatch gives the loop a single latch block holding its only
// back edge and its only exit edge, through a multiplexer whose extra
// argument says whether to repeat; a new block after the latch dispatches
// to the original exits. It returns the latch, the repeat condition and
// the exit block.
func (t *transformer) singleExitingLatch(loc ir.Location, back, exits []edge) (latch *ir.Block, cond *ir.Value, exit *ir.Block, err error) {
	var dests []*ir.Block
	for _, e := range back {
		dests = append(dests, e.successor())
	}
	for _, e := range exits {
		dests = append(dests, e.successor())
	}
	m := t.newMultiplexer(loc, dests, []ir.Type{t.switchValue(0).Type()})
	latch = m.block
	exit = ir.NewBlock()
	insertBlockAfter(exit, latch)
	header := back[0].successor()
	for _, e := range back {
		m.redirect(e, t.switchValue(1))
	}
	for _, e := range exits {
		m.redirect(e, t.switchValue(0))
	}
	cond = latch.Arg(latch.NumArgs() - 1)
	b := ir.NewBuilder(t.ctx)
	b.SetInsertionPointToStart(latch)
	t.iface.CreateCFGSwitchOp(loc, b, cond, []uint32{0}, []*ir.Block{exit}, [][]*ir.Value{nil},
		header, latch.Args()[:header.NumArgs()])

	b.SetInsertionPointToStart(exit)
	if len(exits) > 0 {
		m.createSwitch(loc, b, header)
		return latch, cond, exit, nil
	}
	term, err := t.iface.CreateUnreachableTerminator(loc, b, latch.Parent())
	if err != nil {
		return nil, nil, nil, err
	}
	t.combineExit(term)
	return latch, cond, exit, nil
}

// toReduceForm makes the loop's exit block receive the values the latch
// passes to the header, and routes every value defined in the loop and
// used after it through the header and exit block arguments. It returns
// the values the latch passes to the header.
func (t *transformer) toReduceForm(header, exit *ir.Block, loop *blockSet) []*ir.Value {
	latch := exit.SinglePredecessor()
	headerIdx, exitIdx := 0, 1
	if latch.Last().Successor(headerIdx) != header {
		headerIdx, exitIdx = exitIdx, headerIdx
	}
	region := header.Parent()
	inLoop := func(u *ir.OpOperand) bool { return loop.contains(ancestorBlockIn(region, u.Owner())) }

	next := successorOperands(latch, headerIdx)
	for _, arg := range append([]*ir.Value(nil), next...) {
		exitArg := exit.AddArg(arg.Type(), arg.Loc())
		appendSuccessorOperands(latch, exitIdx, arg)
		arg.ReplaceUsesIf(exitArg, func(u *ir.OpOperand) bool { return !inLoop(u) })
	}

	latchArgs := append([]*ir.Value(nil), latch.Args()...)
	headerArgs := append([]*ir.Value(nil), header.Args()...)
	for _, lb := range loop.list {
		cache := map[*ir.Block]bool{}
		dominates := func(b *ir.Block) bool {
			d, ok := cache[b]
			if !ok {
				d = t.dom.Dominates(lb, b)
				cache[b] = d
			}
			return d
		}
		check := func(v *ir.Value) {
			var blockArg *ir.Value
			for _, u := range v.UseList() {
				if inLoop(u) {
					continue
				}
				if blockArg == nil {
					blockArg = exit.AddArg(v.Type(), v.Loc())
					header.AddArg(v.Type(), v.Loc())
					arg := v
					if v.OwnerBlock() != latch && !allPredsDominated(latch, dominates) {
						arg = latch.AddArg(v.Type(), v.Loc())
						for _, p := range predEdges(latch) {
							operand := v
							if !dominates(p.from) {
								operand = t.undefValue(v.Type())
							}
							appendSuccessorOperands(p.from, p.idx, operand)
						}
					}
					next = append(next, arg)
					for _, e := range successorEdges(latch) {
						appendSuccessorOperands(latch, e.idx, arg)
					}
				}
				u.Set(blockArg)
			}
		}
		switch lb {
		case latch:
			for _, a := range latchArgs {
				check(a)
			}
		case header:
			for _, a := range headerArgs {
				check(a)
			}
		default:
			for _, a := range append([]*ir.Value(nil), lb.Args()...) {
				check(a)
			}
		}
		for op := lb.First(); op != nil; op = op.NextInBlock() {
			for _, r := range op.Results() {
				check(r)
			}
		}
	}

	for _, p := range predEdges(header) {
		if p.from == latch {
			continue
		}
		have := len(p.operands())
		var undefs []*ir.Value
		for _, a := range header.Args()[have:] {
			undefs = append(undefs, t.undefValue(a.Type()))
		}
		appendSuccessorOperands(p.from, p.idx, undefs...)
	}
	return next
}

// allPredsDominated reports whether dominates holds for every predecessor
// of b.
func allPredsDominated(b *ir.Block, dominates func(*ir.Block) bool) bool {
	for _, p := range b.Predecessors() {
		if !dominates(p) {
			return false
		}
	}
	return true
}

// ancestorBlockIn returns the block of region holding op or the op it is
// nested in, or nil.
func ancestorBlockIn(region *ir.Region, op *ir.Operation) *ir.Block {
	for op != nil {
		b := op.Block()
		if b == nil {
			return nil
		}
		if b.Parent() == region {
			return b
		}
		op = b.ParentOp()
	}
	return nil
}
