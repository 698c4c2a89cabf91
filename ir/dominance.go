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
	for len(stack) > 0 {
		f := &stack[len(stack)-1]
		if f.i < len(f.succ) {
			s := f.succ[f.i]
			f.i++
			if !visited[s] && s.parent == r {
				visited[s] = true
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

// blockDominates reports whether a dominates b (both in region r).
// Unreachable blocks are dominated by every block.
func (d *DominanceInfo) blockDominates(a, b *Block) bool {
	if a == b {
		return true
	}
	r := b.parent
	if r.first == r.last {
		return true
	}
	t := d.tree(r)
	if _, ok := t.order[b]; !ok {
		return true
	}
	if _, ok := t.order[a]; !ok {
		return false
	}
	for x := b; ; {
		p := t.idom[x]
		if p == a {
			return true
		}
		if p == x {
			return false
		}
		x = p
	}
}

// ProperlyDominates reports whether value v dominates its use by op.
func (d *DominanceInfo) ProperlyDominates(v *Value, op *Operation) bool {
	var defBlock *Block
	var defOp *Operation
	if v.owner != nil {
		defOp = v.owner
		defBlock = defOp.block
	} else {
		defBlock = v.block
	}
	if defBlock == nil {
		return false
	}
	defRegion := defBlock.parent
	// Find the ancestor of op in the defining region.
	anc := op
	for anc != nil && anc.ParentRegion() != defRegion {
		anc = anc.ParentOp()
	}
	if anc == nil {
		return false
	}
	if defOp != nil && anc == defOp {
		// A use inside the defining op's own regions.
		return false
	}
	if !hasSSADominance(defRegion) {
		return true
	}
	ancBlock := anc.block
	if ancBlock == defBlock {
		if defOp == nil {
			return true
		}
		return defOp.IsBeforeInBlock(anc)
	}
	return d.blockDominates(defBlock, ancBlock)
}

// Dominates reports whether block a dominates block b.
func (d *DominanceInfo) Dominates(a, b *Block) bool {
	if a.parent != b.parent {
		// Walk b up to a's region.
		for b != nil && b.parent != a.parent {
			p := b.ParentOp()
			if p == nil {
				return false
			}
			b = p.block
		}
		if b == nil {
			return false
		}
	}
	return d.blockDominates(a, b)
}

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
