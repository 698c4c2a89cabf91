package cfgtoscf

import "github.com/gomlir/gomlir/ir"

// edge is one control-flow edge: successor idx of from's terminator.
type edge struct {
	from *ir.Block
	idx  int
}

// successor returns the block the edge leads to.
func (e edge) successor() *ir.Block { return e.from.Last().Successor(e.idx) }

// setSuccessor redirects the edge to b, keeping its operands.
func (e edge) setSuccessor(b *ir.Block) { e.from.Last().SetSuccessor(e.idx, b) }

// operands returns the values the edge passes to its successor's
// arguments.
func (e edge) operands() []*ir.Value { return successorOperands(e.from, e.idx) }

// successorEdges returns the edges from b to each of its successors.
func successorEdges(b *ir.Block) []edge {
	n := numSuccessors(b)
	out := make([]edge, n)
	for i := range out {
		out[i] = edge{b, i}
	}
	return out
}

// numSuccessors returns the number of successors of b's last op.
func numSuccessors(b *ir.Block) int {
	if b.Last() == nil {
		return 0
	}
	return b.Last().NumSuccessors()
}

// predEdges returns the edges into b in use-list order (upstream's
// pred_begin/pred_end with getSuccessorIndex).
func predEdges(b *ir.Block) []edge {
	var out []edge
	for u := b.FirstPredecessorUse(); u != nil; u = u.NextUse() {
		out = append(out, edge{u.Owner().Block(), u.Index()})
	}
	return out
}

// successorOperands returns (a copy of) the operands b's terminator
// forwards to successor i.
func successorOperands(b *ir.Block, i int) []*ir.Value {
	t := b.Last()
	start, n := ir.BranchInterface(t).SuccessorOperands(t, i)
	return append([]*ir.Value(nil), t.Operands()[start:start+n]...)
}

// appendSuccessorOperands adds vals after the operands b's terminator
// forwards to successor i.
func appendSuccessorOperands(b *ir.Block, i int, vals ...*ir.Value) {
	t := b.Last()
	app, _ := ir.InfoInterface[ir.BranchOperandAppender](t.Info())
	app.AppendSuccessorOperands(t, i, vals)
}

// assignSuccessorOperands makes vals the operands b's terminator forwards
// to successor i.
func assignSuccessorOperands(b *ir.Block, i int, vals []*ir.Value) {
	t := b.Last()
	br := ir.BranchInterface(t)
	for _, n := br.SuccessorOperands(t, i); n > 0; n-- {
		br.EraseSuccessorOperand(t, i, n-1)
	}
	appendSuccessorOperands(b, i, vals...)
}

// addArgsFrom appends to b arguments of the types and locations of
// other's.
func addArgsFrom(b, other *ir.Block) {
	for _, a := range other.Args() {
		b.AddArg(a.Type(), a.Loc())
	}
}

// insertBlockAfter places b right after pos in pos's region.
func insertBlockAfter(b, pos *ir.Block) { pos.Parent().InsertBefore(b, pos.Next()) }

// spliceOps moves every op of from to the end of to.
func spliceOps(to, from *ir.Block) {
	for op := from.First(); op != nil; {
		next := op.NextInBlock()
		op.Remove()
		to.Append(op)
		op = next
	}
}

// blockSet is an insertion-ordered set of blocks (upstream's SetVector).
type blockSet struct {
	list []*ir.Block
	has  map[*ir.Block]bool
}

func newBlockSet(blocks []*ir.Block) *blockSet {
	s := &blockSet{has: map[*ir.Block]bool{}}
	for _, b := range blocks {
		s.insert(b)
	}
	return s
}

func (s *blockSet) insert(b *ir.Block) {
	if !s.has[b] {
		s.has[b] = true
		s.list = append(s.list, b)
	}
}

func (s *blockSet) contains(b *ir.Block) bool { return s.has[b] }
