package ir

// DominanceInfo answers dominance queries over SSACFG regions. Dominator
// trees are computed lazily per region and cached.
type DominanceInfo struct {
	trees map[*Region]*domTree
}

// NewDominanceInfo returns an empty dominance cache.
func NewDominanceInfo() *DominanceInfo { return &DominanceInfo{trees: map[*Region]*domTree{}} }

// domTree holds immediate dominators of the reachable blocks of a region.
type domTree struct {
	idom  map[*Block]*Block
	order map[*Block]int // reverse post-order number
	// pre lists the reachable blocks in depth-first preorder over
	// successors (in successor order).
	pre []*Block
	// in and out number the blocks in a depth-first walk of the dominator
	// tree: a properly dominates b iff in[a] < in[b] and out[b] < out[a]
	// (constant-time queries, as LLVM's DFS numbers).
	in, out map[*Block]int
	// children lists each block's dominator-tree children in preorder.
	children map[*Block][]*Block
}

func (d *DominanceInfo) tree(r *Region) *domTree {
	if t, ok := d.trees[r]; ok {
		return t
	}
	t := buildDomTree(r)
	d.trees[r] = t
	return t
}

func buildDomTree(r *Region) *domTree {
	t := &domTree{idom: map[*Block]*Block{}, order: map[*Block]int{}}
	entry := r.first
	if entry == nil {
		return t
	}
	// Post-order DFS over successors.
	var post []*Block
	visited := map[*Block]bool{entry: true}
	type frame struct {
		b    *Block
		succ []*Block
		i    int
	}
	stack := []frame{{b: entry, succ: entry.Successors()}}
	t.pre = append(t.pre, entry)
	for len(stack) > 0 {
		f := &stack[len(stack)-1]
		if f.i < len(f.succ) {
			s := f.succ[f.i]
			f.i++
			if !visited[s] && s.parent == r {
				visited[s] = true
				t.pre = append(t.pre, s)
				stack = append(stack, frame{b: s, succ: s.Successors()})
			}
			continue
		}
		post = append(post, f.b)
		stack = stack[:len(stack)-1]
	}
	rpo := make([]*Block, len(post))
	for i, b := range post {
		rpo[len(post)-1-i] = b
	}
	for i, b := range rpo {
		t.order[b] = i
	}
	preds := map[*Block][]*Block{}
	for _, b := range rpo {
		for _, s := range b.Successors() {
			if _, ok := t.order[s]; ok {
				preds[s] = append(preds[s], b)
			}
		}
	}
	defer t.numberDFS(entry)
	t.idom[entry] = entry
	intersect := func(a, b *Block) *Block {
		for a != b {
			for t.order[a] > t.order[b] {
				a = t.idom[a]
			}
			for t.order[b] > t.order[a] {
				b = t.idom[b]
			}
		}
		return a
	}
	for changed := true; changed; {
		changed = false
		for _, b := range rpo[1:] {
			var nd *Block
			for _, p := range preds[b] {
				if _, ok := t.idom[p]; !ok {
					continue
				}
				if nd == nil {
					nd = p
				} else {
					nd = intersect(p, nd)
				}
			}
			if nd != nil && t.idom[b] != nd {
				t.idom[b] = nd
				changed = true
			}
		}
	}
	return t
}

// numberDFS assigns the in and out numbers of the dominator tree rooted
// at entry.
func (t *domTree) numberDFS(entry *Block) {
	children := map[*Block][]*Block{}
	for _, b := range t.pre {
		if p := t.idom[b]; p != nil && p != b {
			children[p] = append(children[p], b)
		}
	}
	t.children = children
	t.in, t.out = make(map[*Block]int, len(t.order)), make(map[*Block]int, len(t.order))
	n := 0
	type frame struct {
		b *Block
		i int
	}
	stack := []frame{{entry, 0}}
	t.in[entry] = n
	n++
	for len(stack) > 0 {
		f := &stack[len(stack)-1]
		if kids := children[f.b]; f.i < len(kids) {
			c := kids[f.i]
			f.i++
			t.in[c] = n
			n++
			stack = append(stack, frame{c, 0})
			continue
		}
		t.out[f.b] = n
		n++
		stack = stack[:len(stack)-1]
	}
}

// treeProperlyDominates answers a properly-dominates query between two
// blocks of region r with LLVM's dominator tree semantics: an unreachable
// block is dominated by every block and dominates none.
func (d *DominanceInfo) treeProperlyDominates(r *Region, a, b *Block) bool {
	if a == b {
		return false
	}
	t := d.tree(r)
	if _, ok := t.order[b]; !ok {
		return true
	}
	ina, ok := t.in[a]
	if !ok {
		return false
	}
	inb := t.in[b]
	return ina < inb && t.out[b] < t.out[a]
}

// IsReachableFromEntry reports whether b is reachable from the entry block
// of its region.
func (d *DominanceInfo) IsReachableFromEntry(b *Block) bool {
	r := b.parent
	if r == nil || r.first == b {
		return true
	}
	_, ok := d.tree(r).order[b]
	return ok
}

// hasSSADominance reports whether values in r must dominate their uses
// within one block, as upstream's DominanceInfo: multi-block regions
// always; a single block only when its op is registered and not a graph
// region op (unregistered ops may have graph regions).
func hasSSADominance(r *Region) bool {
	if r == nil || r.first == nil || r.first != r.last {
		return true
	}
	op := r.parent
	if op == nil {
		return true
	}
	return op.info.Registered && !op.info.Traits.Has(TraitGraphRegions)
}

// ancestorInRegion returns the ancestor of op (op itself included) whose
// parent region is r, or nil.
func ancestorInRegion(r *Region, op *Operation) *Operation {
	for op != nil && op.ParentRegion() != r {
		op = op.ParentOp()
	}
	return op
}

// properlyDominatesBlock is upstream's properlyDominatesImpl over blocks.
func (d *DominanceInfo) properlyDominatesBlock(a, b *Block, enclosingOk bool) bool {
	if a == b {
		return !hasSSADominance(a.parent)
	}
	r := a.parent
	if r != b.parent {
		p := b.ParentOp()
		if p == nil {
			return false
		}
		anc := ancestorInRegion(r, p)
		if anc == nil {
			return false
		}
		b = anc.block
		if a == b {
			return enclosingOk
		}
	}
	return d.treeProperlyDominates(r, a, b)
}

// properlyDominatesOp is upstream's properlyDominatesImpl over operations,
// with enclosingOpOk unset: an op does not dominate what its regions hold,
// except in a graph region, where anything in the block is dominated.
func (d *DominanceInfo) properlyDominatesOp(a, b *Operation) bool {
	aBlock, bBlock := a.block, b.block
	if aBlock == nil || bBlock == nil {
		return false
	}
	if a == b {
		return !hasSSADominance(aBlock.parent)
	}
	r := aBlock.parent
	if r != bBlock.parent {
		b = ancestorInRegion(r, b)
		if b == nil {
			return false
		}
		bBlock = b.block
	}
	if aBlock == bBlock {
		if !hasSSADominance(r) {
			return true
		}
		return a != b && a.IsBeforeInBlock(b)
	}
	return d.treeProperlyDominates(r, aBlock, bBlock)
}

// OpProperlyDominates reports whether op a properly dominates op b (an
// op does not dominate the ops its regions hold).
func (d *DominanceInfo) OpProperlyDominates(a, b *Operation) bool { return d.properlyDominatesOp(a, b) }

// ProperlyDominates reports whether value v dominates its use by op.
// A block argument dominates its whole block.
func (d *DominanceInfo) ProperlyDominates(v *Value, op *Operation) bool {
	if v.owner != nil {
		return d.properlyDominatesOp(v.owner, op)
	}
	b := v.arg().block
	if b == nil || op.block == nil {
		return false
	}
	return d.Dominates(b, op.block)
}

// Dominates reports whether block a dominates block b (or the block of b's
// ancestors in a's region).
func (d *DominanceInfo) Dominates(a, b *Block) bool {
	return a == b || d.properlyDominatesBlock(a, b, true)
}

// PreOrder returns the blocks of r reachable from its entry in depth-first
// preorder over their successors, the order upstream's dominator tree
// lists each block's children in.
func (d *DominanceInfo) PreOrder(r *Region) []*Block { return d.tree(r).pre }

// Idom returns the immediate dominator of b in its region, or nil for the
// entry block and unreachable blocks.
func (d *DominanceInfo) Idom(b *Block) *Block {
	if b.IsEntry() || b.parent == nil {
		return nil
	}
	t := d.tree(b.parent)
	p, ok := t.idom[b]
	if !ok || p == b {
		return nil
	}
	return p
}

// Invalidate drops the cached dominator tree of r, as upstream's
// DominanceInfo::invalidate(Region *): the next query rebuilds it. Until
// then queries answer from the tree as it was built.
func (d *DominanceInfo) Invalidate(r *Region) { delete(d.trees, r) }

// Subtree returns b and the blocks it dominates, in the depth-first
// preorder of the dominator tree with each block's children in the order
// of the CFG's depth-first preorder (upstream's llvm::depth_first over b's
// tree node); nil when b is not in the (possibly outdated) tree of its
// region.
func (d *DominanceInfo) Subtree(b *Block) []*Block {
	if b.parent == nil {
		return nil
	}
	t := d.tree(b.parent)
	if _, ok := t.in[b]; !ok {
		return nil
	}
	var out []*Block
	stack := []*Block{b}
	for len(stack) > 0 {
		n := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		out = append(out, n)
		kids := t.children[n]
		for i := len(kids) - 1; i >= 0; i-- {
			stack = append(stack, kids[i])
		}
	}
	return out
}
