package rewrite

import (
	"sort"

	"github.com/gomlir/gomlir/ir"
)

// The aggressive region simplifications of upstream's simplifyRegions:
// merging identical blocks (mergeIdenticalBlocks) and dropping block
// arguments that receive the same value from every predecessor
// (dropRedundantArguments).

// regionWorklist is a LIFO set of regions (upstream's SmallSetVector).
type regionWorklist struct {
	list []*ir.Region
	in   map[*ir.Region]bool
}

func (w *regionWorklist) insert(r *ir.Region) {
	if w.in == nil {
		w.in = map[*ir.Region]bool{}
	}
	if !w.in[r] {
		w.in[r] = true
		w.list = append(w.list, r)
	}
}

func (w *regionWorklist) pop() *ir.Region {
	r := w.list[len(w.list)-1]
	w.list = w.list[:len(w.list)-1]
	delete(w.in, r)
	return r
}

// MergeIdenticalBlocks merges equivalent blocks with the same successors,
// turning the operands that differ into block arguments. It reports a
// change.
func MergeIdenticalBlocks(rw *Rewriter, regions []*ir.Region) bool {
	var w regionWorklist
	for _, r := range regions {
		w.insert(r)
	}
	changed := false
	for len(w.list) > 0 {
		r := w.pop()
		if mergeIdenticalBlocksIn(rw, r) {
			w.insert(r)
			changed = true
		}
		for b := r.First(); b != nil; b = b.Next() {
			for op := b.First(); op != nil; op = op.NextInBlock() {
				for i := 0; i < op.NumRegions(); i++ {
					w.insert(op.Region(i))
				}
			}
		}
	}
	return changed
}

func successorsOf(b *ir.Block) []*ir.Block {
	t := b.Last()
	if t == nil {
		return nil
	}
	out := make([]*ir.Block, t.NumSuccessors())
	for i := range out {
		out[i] = t.Successor(i)
	}
	return out
}

func sameBlocks(a, b []*ir.Block) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

func mergeIdenticalBlocksIn(rw *Rewriter, r *ir.Region) bool {
	if r.Empty() || r.HasOneBlock() {
		return false
	}
	type group struct {
		succs  []*ir.Block
		blocks []*ir.Block
	}
	var groups []*group
	for b := r.First().Next(); b != nil; b = b.Next() {
		s := successorsOf(b)
		var g *group
		for _, x := range groups {
			if sameBlocks(x.succs, s) {
				g = x
				break
			}
		}
		if g == nil {
			g = &group{succs: s}
			groups = append(groups, g)
		}
		g.blocks = append(g.blocks, b)
	}
	merged := false
	for _, g := range groups {
		if len(g.blocks) == 1 {
			continue
		}
		var clusters []*mergeCluster
		for _, b := range g.blocks {
			if blockHasNonEmptyRegion(b) || argsUsedOutside(b) {
				continue
			}
			data := newBlockData(b)
			added := false
			for _, c := range clusters {
				if c.add(data) {
					added = true
					break
				}
			}
			if !added {
				clusters = append(clusters, &mergeCluster{leader: data})
			}
		}
		for _, c := range clusters {
			if c.merge(rw) {
				merged = true
			}
		}
	}
	return merged
}

func blockHasNonEmptyRegion(b *ir.Block) bool {
	for op := b.First(); op != nil; op = op.NextInBlock() {
		for i := 0; i < op.NumRegions(); i++ {
			if !op.Region(i).Empty() {
				return true
			}
		}
	}
	return false
}

func usedOutside(v *ir.Value, b *ir.Block) bool {
	for u := v.FirstUse(); u != nil; u = u.Next() {
		if u.Owner().Block() != b {
			return true
		}
	}
	return false
}

func argsUsedOutside(b *ir.Block) bool {
	for _, a := range b.Args() {
		if usedOutside(a, b) {
			return true
		}
	}
	return false
}

func opUsedOutside(op *ir.Operation, b *ir.Block) bool {
	for i := 0; i < op.NumResults(); i++ {
		if usedOutside(op.Result(i), b) {
			return true
		}
	}
	return false
}

// blockData numbers the values defined in a block: arguments first, then
// results in op order (upstream's BlockEquivalenceData).
type blockData struct {
	block *ir.Block
	order map[*ir.Operation]int
}

func newBlockData(b *ir.Block) *blockData {
	d := &blockData{block: b, order: map[*ir.Operation]int{}}
	n := b.NumArgs()
	for op := b.First(); op != nil; op = op.NextInBlock() {
		if op.NumResults() > 0 {
			d.order[op] = n
			n += op.NumResults()
		}
	}
	return d
}

func (d *blockData) orderOf(v *ir.Value) int {
	if v.IsBlockArgument() {
		return v.Index()
	}
	return d.order[v.DefiningOp()] + v.Index()
}

type operandRef struct{ op, operand int }

type mergeCluster struct {
	leader   *blockData
	blocks   []*ir.Block
	operands []operandRef // sorted, unique
}

// equivalentIgnoringOperands is OperationEquivalence::isEquivalentTo with
// ignored value equivalence and locations.
func equivalentIgnoringOperands(a, b *ir.Operation) bool {
	if a.Attrs() != b.Attrs() || a.Info() != b.Info() || a.NumRegions() != b.NumRegions() ||
		a.NumSuccessors() != b.NumSuccessors() || a.NumOperands() != b.NumOperands() ||
		a.NumResults() != b.NumResults() || a.Props() != b.Props() {
		return false
	}
	for i := 0; i < a.NumOperands(); i++ {
		if a.Operand(i) != b.Operand(i) && a.Operand(i).Type() != b.Operand(i).Type() {
			return false
		}
	}
	for i := 0; i < a.NumResults(); i++ {
		if a.Result(i).Type() != b.Result(i).Type() {
			return false
		}
	}
	for i := 0; i < a.NumRegions(); i++ {
		if !a.Region(i).Empty() || !b.Region(i).Empty() {
			return false
		}
	}
	return true
}

func (c *mergeCluster) add(d *blockData) bool {
	lb, mb := c.leader.block, d.block
	if lb.NumArgs() != mb.NumArgs() {
		return false
	}
	for i, a := range lb.Args() {
		if a.Type() != mb.Arg(i).Type() {
			return false
		}
	}
	var mismatched []operandRef
	lo, ro := lb.First(), mb.First()
	for opI := 0; lo != nil && ro != nil; opI++ {
		if !equivalentIgnoringOperands(lo, ro) {
			return false
		}
		for k := 0; k < lo.NumOperands(); k++ {
			lv, rv := lo.Operand(k), ro.Operand(k)
			if lv == rv {
				continue
			}
			if lv.Type() != rv.Type() {
				return false
			}
			lIn, rIn := lv.OwnerBlock() == lb, rv.OwnerBlock() == mb
			if lIn != rIn {
				return false
			}
			if !lIn {
				if !validSuccessorArg(lb, lv) || !validSuccessorArg(mb, rv) {
					return false
				}
				mismatched = append(mismatched, operandRef{opI, k})
				continue
			}
			if c.leader.orderOf(lv) != d.orderOf(rv) {
				return false
			}
		}
		if opUsedOutside(ro, mb) || opUsedOutside(lo, lb) {
			return false
		}
		lo, ro = lo.NextInBlock(), ro.NextInBlock()
	}
	if lo != nil || ro != nil {
		return false
	}
	for _, m := range mismatched {
		i := sort.Search(len(c.operands), func(i int) bool {
			x := c.operands[i]
			return x.op > m.op || (x.op == m.op && x.operand >= m.operand)
		})
		if i < len(c.operands) && c.operands[i] == m {
			continue
		}
		c.operands = append(c.operands, operandRef{})
		copy(c.operands[i+1:], c.operands[i:])
		c.operands[i] = m
	}
	for _, b := range c.blocks {
		if b == mb {
			return true
		}
	}
	c.blocks = append(c.blocks, mb)
	return true
}

// validSuccessorArg: the operand is not the result of the terminator of a
// predecessor of block.
func validSuccessorArg(block *ir.Block, v *ir.Value) bool {
	def := v.DefiningOp()
	ob := v.OwnerBlock()
	if def == nil || def != ob.Last() || !def.HasTrait(ir.TraitTerminator) {
		return true
	}
	for _, p := range block.Predecessors() {
		if p == ob {
			return false
		}
	}
	return true
}

// predEdges lists the (terminator, successor index) pairs branching to b,
// in use-list order.
func predEdges(b *ir.Block) [][2]any {
	var out [][2]any
	seen := map[*ir.Operation]bool{}
	for _, p := range b.Predecessors() {
		t := p.Last()
		if seen[t] {
			continue
		}
		seen[t] = true
		for i := 0; i < t.NumSuccessors(); i++ {
			if t.Successor(i) == b {
				out = append(out, [2]any{t, i})
			}
		}
	}
	return out
}

func ableToUpdatePredOperands(b *ir.Block) bool {
	for _, p := range b.Predecessors() {
		t := p.Last()
		if ir.BranchInterface(t) == nil {
			return false
		}
		if _, ok := ir.OpInterface[ir.BranchOperandAppender](t); !ok {
			return false
		}
	}
	return true
}

func (c *mergeCluster) merge(rw *Rewriter) bool {
	if len(c.blocks) == 0 {
		return false
	}
	leader := c.leader.block
	if len(c.operands) > 0 {
		if !ableToUpdatePredOperands(leader) {
			return false
		}
		for _, b := range c.blocks {
			if !ableToUpdatePredOperands(b) {
				return false
			}
		}
		all := append([]*ir.Block{leader}, c.blocks...)
		opsOf := make([][]*ir.Operation, len(all))
		for i, b := range all {
			opsOf[i] = b.Ops()
		}
		newArgs := make([][]*ir.Value, len(all))
		for i := range newArgs {
			newArgs[i] = make([]*ir.Value, len(c.operands))
		}
		numOld := leader.NumArgs()
		for k, ref := range c.operands {
			for i := range all {
				op := opsOf[i][ref.op]
				v := op.Operand(ref.operand)
				newArgs[i][k] = v
				if i == 0 {
					op.SetOperand(ref.operand, leader.AddArg(v.Type(), v.Loc()))
				}
			}
		}
		newArgs = pruneRedundantArguments(rw, newArgs, numOld, leader)
		update := func(b *ir.Block, args []*ir.Value) {
			for _, e := range predEdges(b) {
				t, i := e[0].(*ir.Operation), e[1].(int)
				app, _ := ir.OpInterface[ir.BranchOperandAppender](t)
				app.AppendSuccessorOperands(t, i, args)
			}
		}
		update(leader, newArgs[0])
		for i, b := range c.blocks {
			update(b, newArgs[i+1])
		}
	}
	for _, b := range c.blocks {
		b.ReplaceAllUsesWith(leader)
		rw.EraseBlock(b)
	}
	return true
}

// pruneRedundantArguments drops new arguments that repeat an earlier one in
// every list (upstream's pruneRedundantArguments).
func pruneRedundantArguments(rw *Rewriter, newArgs [][]*ir.Value, numOld int, block *ir.Block) [][]*ir.Value {
	if len(newArgs) == 0 {
		return newArgs
	}
	numArgs := len(newArgs[0])
	first := map[*ir.Value]int{}
	for j := 0; j < numArgs; j++ {
		if _, ok := first[newArgs[0][j]]; !ok {
			first[newArgs[0][j]] = j
		}
	}
	repl := map[int]int{}
	for j := 0; j < numArgs; j++ {
		k := first[newArgs[0][j]]
		if k == j {
			continue
		}
		ok := true
		for i := 1; i < len(newArgs); i++ {
			ok = ok && newArgs[i][k] == newArgs[i][j]
		}
		if ok {
			repl[j] = k
		}
	}
	out := make([][]*ir.Value, len(newArgs))
	for i := range newArgs {
		out[i] = []*ir.Value{}
		for j := 0; j < numArgs; j++ {
			if _, ok := repl[j]; !ok {
				out[i] = append(out[i], newArgs[i][j])
			}
		}
	}
	var toErase []int
	for idx := 0; idx < numArgs; idx++ {
		if k, ok := repl[idx]; ok {
			rw.ReplaceAllUsesWith(block.Arg(numOld+idx), block.Arg(numOld+k))
			toErase = append(toErase, numOld+idx)
		}
	}
	for i := len(toErase) - 1; i >= 0; i-- {
		block.EraseArg(toErase[i])
	}
	return out
}

// DropRedundantArguments removes block arguments that every predecessor
// sets to the same value, recursively in the regions. It reports a change.
func DropRedundantArguments(rw *Rewriter, regions []*ir.Region) bool {
	var w regionWorklist
	for _, r := range regions {
		w.insert(r)
	}
	changed := false
	for len(w.list) > 0 {
		r := w.pop()
		for b := r.First(); b != nil; b = b.Next() {
			if dropRedundantBlockArgs(rw, b) {
				changed = true
			}
			for op := b.First(); op != nil; op = op.NextInBlock() {
				for i := 0; i < op.NumRegions(); i++ {
					w.insert(op.Region(i))
				}
			}
		}
	}
	return changed
}

func dropRedundantBlockArgs(rw *Rewriter, b *ir.Block) bool {
	var toErase []int
	edges := predEdges(b)
	for idx, arg := range b.Args() {
		same := true
		var common *ir.Value
		for _, e := range edges {
			t, i := e[0].(*ir.Operation), e[1].(int)
			br := ir.BranchInterface(t)
			if br == nil {
				same = false
				break
			}
			produced := ir.ProducedOperandCount(t, i)
			if idx < produced {
				same = false
				break
			}
			start, n := br.SuccessorOperands(t, i)
			k := idx - produced
			if k >= n {
				same = false
				break
			}
			v := t.Operand(start + k)
			if common == nil {
				common = v
				continue
			}
			if v != common {
				same = false
				break
			}
		}
		if common != nil && same {
			toErase = append(toErase, idx)
			rw.ReplaceAllUsesWith(arg, common)
		}
	}
	for i := len(toErase) - 1; i >= 0; i-- {
		idx := toErase[i]
		b.EraseArg(idx)
		for _, e := range edges {
			t, s := e[0].(*ir.Operation), e[1].(int)
			ir.BranchInterface(t).EraseSuccessorOperand(t, s, idx-ir.ProducedOperandCount(t, s))
		}
	}
	return len(toErase) > 0
}
