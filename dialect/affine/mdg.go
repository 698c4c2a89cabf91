package affine

import (
	"github.com/gomlir/gomlir/ir"
)

// idTable reproduces the iteration order of an llvm::DenseMap keyed by
// unsigned node ids (hash id*37, quadratic probing, at least 64 buckets,
// growth at 3/4 load): upstream's fusion visits graph nodes in that order.
type idTable struct {
	buckets             []int // -1 empty, -2 tombstone
	entries, tombstones int
}

const (
	emptyBucket = -1
	tombBucket  = -2
)

func (t *idTable) lookup(id int) (pos int, found bool) {
	n := len(t.buckets)
	b := int(uint32(id)*37) & (n - 1)
	tomb := -1
	for probe := 1; ; probe++ {
		switch t.buckets[b] {
		case id:
			return b, true
		case emptyBucket:
			if tomb >= 0 {
				return tomb, false
			}
			return b, false
		case tombBucket:
			if tomb < 0 {
				tomb = b
			}
		}
		b = (b + probe) & (n - 1)
	}
}

func (t *idTable) grow(atLeast int) {
	n := 64
	for n < atLeast {
		n *= 2
	}
	old := t.buckets
	t.buckets = make([]int, n)
	for i := range t.buckets {
		t.buckets[i] = emptyBucket
	}
	t.tombstones = 0
	for _, id := range old {
		if id >= 0 {
			pos, _ := t.lookup(id)
			t.buckets[pos] = id
		}
	}
}

func (t *idTable) insert(id int) {
	if len(t.buckets) == 0 {
		t.grow(0)
	}
	pos, found := t.lookup(id)
	if found {
		return
	}
	n := len(t.buckets)
	if (t.entries+1)*4 >= n*3 {
		t.grow(n * 2)
		pos, _ = t.lookup(id)
	} else if n-(t.entries+1+t.tombstones) <= n/8 {
		t.grow(n)
		pos, _ = t.lookup(id)
	}
	if t.buckets[pos] == tombBucket {
		t.tombstones--
	}
	t.entries++
	t.buckets[pos] = id
}

func (t *idTable) erase(id int) {
	if len(t.buckets) == 0 {
		return
	}
	if pos, found := t.lookup(id); found {
		t.buckets[pos] = tombBucket
		t.entries--
		t.tombstones++
	}
}

func (t *idTable) order() []int {
	var ids []int
	for _, id := range t.buckets {
		if id >= 0 {
			ids = append(ids, id)
		}
	}
	return ids
}

// mdgNode is a node of upstream's MemRefDependenceGraph: a top-level op
// of the block with the memory accesses it holds.
type mdgNode struct {
	id                                     int
	op                                     *ir.Operation
	loads, stores                          []*ir.Operation // affine
	memrefLoads, memrefStores, memrefFrees []*ir.Operation // other ops
}

// mdgEdge is a dependence on value to or from node id.
type mdgEdge struct {
	id    int
	value *ir.Value
}

// mdg is upstream's MemRefDependenceGraph over one block.
type mdg struct {
	ctx                *ir.Context
	block              *ir.Block
	nodes              map[int]*mdgNode
	table              idTable
	nextID             int
	inEdges, outEdges  map[int][]mdgEdge
	memrefEdgeCount    map[*ir.Value]int
	memrefEdgeCountSeq []*ir.Value
}

// nestState is upstream's LoopNestStateCollector.
type nestState struct {
	loads, stores                          []*ir.Operation
	memrefLoads, memrefStores, memrefFrees []*ir.Operation
}

func isMemRef(v *ir.Value) bool { _, ok := v.Type().(*ir.MemRefType); return ok }

func hasEffectKind(op *ir.Operation, e ir.MemoryEffect, v *ir.Value) bool {
	effects, _ := ir.OpEffects(op)
	for _, x := range effects {
		if x.Effect == e && (v == nil || x.Value == v) {
			return true
		}
	}
	return false
}

func collectNest(root *ir.Operation) *nestState {
	s := &nestState{}
	root.Walk(func(op *ir.Operation) ir.WalkResult {
		if isFor(op) {
			return ir.WalkAdvance
		}
		if _, write, ok := isAffineAccess(op); ok {
			if write {
				s.stores = append(s.stores, op)
			} else {
				s.loads = append(s.loads, op)
			}
			return ir.WalkAdvance
		}
		if _, known := ir.OpEffects(op); !known {
			if op.HasTrait(ir.TraitRecursiveMemoryEffects) || op.HasTrait(ir.TraitHasRecursiveSideEffects) {
				return ir.WalkAdvance
			}
			for _, v := range op.Operands() {
				if isMemRef(v) {
					s.memrefLoads = append(s.memrefLoads, op)
					s.memrefStores = append(s.memrefStores, op)
				}
			}
			return ir.WalkAdvance
		}
		if hasEffectKind(op, ir.EffectRead, nil) {
			s.memrefLoads = append(s.memrefLoads, op)
		}
		if hasEffectKind(op, ir.EffectWrite, nil) {
			s.memrefStores = append(s.memrefStores, op)
		}
		if hasEffectKind(op, ir.EffectFree, nil) {
			s.memrefFrees = append(s.memrefFrees, op)
		}
		return ir.WalkAdvance
	})
	return s
}

// effectedValues is upstream's getEffectedValues: the memrefs op has an
// effect of kind e on (all memref operands when its effects are unknown).
func effectedValues(op *ir.Operation, e ir.MemoryEffect) []*ir.Value {
	effects, known := ir.OpEffects(op)
	var vals []*ir.Value
	if !known {
		if op.HasTrait(ir.TraitRecursiveMemoryEffects) || op.HasTrait(ir.TraitHasRecursiveSideEffects) {
			return nil
		}
		for _, v := range op.Operands() {
			if isMemRef(v) {
				vals = append(vals, v)
			}
		}
		return vals
	}
	for _, x := range effects {
		if x.Effect == e && x.Value != nil && isMemRef(x.Value) {
			vals = append(vals, x.Value)
		}
	}
	return vals
}

func accessMemRef(op *ir.Operation) *ir.Value {
	m, _, _ := isAffineAccess(op)
	return m
}

func (n *mdgNode) loadOpCount(memref *ir.Value) int {
	c := 0
	for _, op := range n.loads {
		if accessMemRef(op) == memref {
			c++
		}
	}
	return c
}

func (n *mdgNode) storeOpCount(memref *ir.Value) int {
	c := 0
	for _, op := range n.stores {
		if accessMemRef(op) == memref {
			c++
		}
	}
	for _, op := range n.memrefStores {
		if hasEffectKind(op, ir.EffectWrite, memref) {
			c++
		}
	}
	return c
}

func (n *mdgNode) hasStore(memref *ir.Value) bool { return n.storeOpCount(memref) > 0 }

func (n *mdgNode) hasFree(memref *ir.Value) bool {
	for _, op := range n.memrefFrees {
		if hasEffectKind(op, ir.EffectFree, memref) {
			return true
		}
	}
	return false
}

func opsOnMemRef(ops []*ir.Operation, memref *ir.Value) []*ir.Operation {
	var out []*ir.Operation
	for _, op := range ops {
		if accessMemRef(op) == memref {
			out = append(out, op)
		}
	}
	return out
}

// loadAndStoreMemrefs returns the memrefs the node both loads and stores.
func (n *mdgNode) loadAndStoreMemrefs() []*ir.Value {
	var out []*ir.Value
	for _, st := range n.stores {
		m := accessMemRef(st)
		if len(opsOnMemRef(n.loads, m)) > 0 && !containsValue(out, m) {
			out = append(out, m)
		}
	}
	return out
}

func containsValue(vs []*ir.Value, v *ir.Value) bool {
	for _, w := range vs {
		if w == v {
			return true
		}
	}
	return false
}

func (g *mdg) newNode(op *ir.Operation) *mdgNode {
	n := &mdgNode{id: g.nextID, op: op}
	g.nextID++
	g.nodes[n.id] = n
	g.table.insert(n.id)
	return n
}

// addNestNode is upstream's addNodeToMDG.
func (g *mdg) addNestNode(op *ir.Operation, access func(*ir.Value, int)) *mdgNode {
	s := collectNest(op)
	n := g.newNode(op)
	for _, l := range s.loads {
		n.loads = append(n.loads, l)
		access(accessMemRef(l), n.id)
	}
	for _, st := range s.stores {
		n.stores = append(n.stores, st)
		access(accessMemRef(st), n.id)
	}
	for _, x := range []struct {
		ops  []*ir.Operation
		e    ir.MemoryEffect
		dest *[]*ir.Operation
	}{{s.memrefLoads, ir.EffectRead, &n.memrefLoads}, {s.memrefStores, ir.EffectWrite, &n.memrefStores}, {s.memrefFrees, ir.EffectFree, &n.memrefFrees}} {
		for _, o := range x.ops {
			for _, v := range effectedValues(o, x.e) {
				access(v, n.id)
			}
			*x.dest = append(*x.dest, o)
		}
	}
	return n
}

// newMDG is upstream's MemRefDependenceGraph::init; nil when the block
// holds a region op it cannot model.
func newMDG(ctx *ir.Context, block *ir.Block) *mdg {
	g := &mdg{ctx: ctx, block: block, nodes: map[int]*mdgNode{}, inEdges: map[int][]mdgEdge{},
		outEdges: map[int][]mdgEdge{}, memrefEdgeCount: map[*ir.Value]int{}}
	var memrefs []*ir.Value
	accesses := map[*ir.Value][]int{}
	access := func(m *ir.Value, id int) {
		ids, ok := accesses[m]
		if !ok {
			memrefs = append(memrefs, m)
		}
		for _, x := range ids {
			if x == id {
				return
			}
		}
		accesses[m] = append(ids, id)
	}
	forNode := map[*ir.Operation]int{}
	for op := block.First(); op != nil; op = op.NextInBlock() {
		_, write, isAccess := isAffineAccess(op)
		switch {
		case isFor(op):
			forNode[op] = g.addNestNode(op, access).id
		case isAccess:
			n := g.newNode(op)
			if write {
				n.stores = append(n.stores, op)
			} else {
				n.loads = append(n.loads, op)
			}
			access(accessMemRef(op), n.id)
		case op.NumResults() > 0 && hasUses(op):
			g.addNestNode(op, access)
		case !ir.IsMemoryEffectFree(op) && (op.NumRegions() == 0 || isRegionBranch(op)):
			g.addNestNode(op, access)
		case op.NumRegions() != 0 && !isRegionBranch(op):
			return nil
		}
	}
	for _, id := range g.table.order() {
		n := g.nodes[id]
		if len(n.stores) > 0 {
			continue
		}
		for _, r := range n.op.Results() {
			for _, user := range r.Users() {
				anc := ancestorInBlock(block, user)
				if anc == nil {
					continue
				}
				for _, loop := range EnclosingForOps(user) {
					if loop.Block() == block {
						g.addEdge(n.id, forNode[loop], r)
						break
					}
				}
			}
		}
	}
	for _, m := range memrefs {
		ids := accesses[m]
		for i, srcID := range ids {
			src := g.nodes[srcID]
			srcWrites := src.hasStore(m) || src.hasFree(m)
			for _, dstID := range ids[i+1:] {
				dst := g.nodes[dstID]
				if (srcWrites || dst.hasStore(m) || dst.hasFree(m)) && g.mayDependence(src, dst, m) {
					g.addEdge(srcID, dstID, m)
				}
			}
		}
	}
	return g
}

func isRegionBranch(op *ir.Operation) bool {
	_, ok := ir.OpInterface[ir.RegionBranchOpInterface](op)
	return ok
}

// mayDependence is upstream's mayDependence between two nodes on memref.
func (g *mdg) mayDependence(src, dst *mdgNode, memref *ir.Value) bool {
	if !isFor(src.op) || !isFor(dst.op) {
		return true
	}
	nonAffine := func(srcOps []*ir.Operation, dstOps ...[]*ir.Operation) bool {
		for _, s := range srcOps {
			sm := nonAffineMemRef(s)
			if sm != memref {
				continue
			}
			for _, list := range dstOps {
				for _, d := range list {
					if nonAffineMemRef(d) == sm {
						return true
					}
				}
			}
		}
		return false
	}
	if nonAffine(src.memrefStores, dst.loads, dst.stores, dst.memrefLoads, dst.memrefStores) ||
		nonAffine(src.memrefLoads, dst.stores, dst.memrefStores) ||
		nonAffine(src.stores, dst.memrefLoads, dst.memrefStores) ||
		nonAffine(src.loads, dst.memrefStores) {
		return true
	}
	depth := len(EnclosingForOps(src.op)) + 1
	for _, s := range append(append([]*ir.Operation(nil), src.stores...), src.loads...) {
		sa, _ := NewMemRefAccess(s)
		if sa.MemRef != memref {
			continue
		}
		for _, d := range append(append([]*ir.Operation(nil), dst.stores...), dst.loads...) {
			da, _ := NewMemRefAccess(d)
			if da.MemRef != memref {
				continue
			}
			if CheckMemrefAccessDependence(g.ctx, sa, da, depth, nil, false) != NoDependence {
				return true
			}
		}
	}
	return false
}

// nonAffineMemRef is upstream's getMemRef for the memory ops of a node:
// the memref of an affine access or memref.load/store (nil otherwise).
func nonAffineMemRef(op *ir.Operation) *ir.Value {
	if m := accessMemRef(op); m != nil {
		return m
	}
	switch op.Name() {
	case "memref.load":
		return op.Operand(0)
	case "memref.store":
		return op.Operand(1)
	}
	return nil
}

func (g *mdg) hasEdge(src, dst int, v *ir.Value) bool {
	out, in := false, false
	for _, e := range g.outEdges[src] {
		if e.id == dst && (v == nil || e.value == v) {
			out = true
		}
	}
	for _, e := range g.inEdges[dst] {
		if e.id == src && (v == nil || e.value == v) {
			in = true
		}
	}
	return out && in
}

func (g *mdg) addEdge(src, dst int, v *ir.Value) {
	if g.hasEdge(src, dst, v) {
		return
	}
	g.outEdges[src] = append(g.outEdges[src], mdgEdge{dst, v})
	g.inEdges[dst] = append(g.inEdges[dst], mdgEdge{src, v})
	if isMemRef(v) {
		if _, ok := g.memrefEdgeCount[v]; !ok {
			g.memrefEdgeCountSeq = append(g.memrefEdgeCountSeq, v)
		}
		g.memrefEdgeCount[v]++
	}
}

func removeFirstEdge(edges []mdgEdge, id int, v *ir.Value) []mdgEdge {
	for i, e := range edges {
		if e.id == id && e.value == v {
			return append(edges[:i:i], edges[i+1:]...)
		}
	}
	return edges
}

func (g *mdg) removeEdge(src, dst int, v *ir.Value) {
	if isMemRef(v) {
		g.memrefEdgeCount[v]--
	}
	g.inEdges[dst] = removeFirstEdge(g.inEdges[dst], src, v)
	g.outEdges[src] = removeFirstEdge(g.outEdges[src], dst, v)
}

func (g *mdg) removeNode(id int) {
	for _, e := range append([]mdgEdge(nil), g.inEdges[id]...) {
		g.removeEdge(e.id, id, e.value)
	}
	for _, e := range append([]mdgEdge(nil), g.outEdges[id]...) {
		g.removeEdge(id, e.id, e.value)
	}
	delete(g.inEdges, id)
	delete(g.outEdges, id)
	delete(g.nodes, id)
	g.table.erase(id)
}

func (g *mdg) forOpNode(op *ir.Operation) *mdgNode {
	for _, id := range g.table.order() {
		if g.nodes[id].op == op {
			return g.nodes[id]
		}
	}
	return nil
}

// hasDependencePath is upstream's: a path of edges from src to dst.
func (g *mdg) hasDependencePath(src, dst int) bool {
	type item struct{ id, next int }
	work := []item{{src, 0}}
	dstOp := g.nodes[dst].op
	for len(work) > 0 {
		top := &work[len(work)-1]
		if top.id == dst {
			return true
		}
		out := g.outEdges[top.id]
		if top.next == len(out) {
			work = work[:len(work)-1]
			continue
		}
		e := out[top.next]
		top.next++
		if !dstOp.IsBeforeInBlock(g.nodes[e.id].op) && e.id != top.id {
			work = append(work, item{e.id, 0})
		}
	}
	return false
}

// incomingMemRefAccesses counts the in edges on memref from nodes storing
// to it.
func (g *mdg) incomingMemRefAccesses(id int, memref *ir.Value) int {
	c := 0
	for _, e := range g.inEdges[id] {
		if e.value == memref && g.nodes[e.id].storeOpCount(memref) > 0 {
			c++
		}
	}
	return c
}

// outEdgeCount counts the out edges of id (on memref when non-nil).
func (g *mdg) outEdgeCount(id int, memref *ir.Value) int {
	c := 0
	for _, e := range g.outEdges[id] {
		if memref == nil || e.value == memref {
			c++
		}
	}
	return c
}

// fusedLoopNestInsertionPoint is upstream's
// MemRefDependenceGraph::getFusedLoopNestInsertionPoint.
func (g *mdg) fusedLoopNestInsertionPoint(srcID, dstID int) *ir.Operation {
	if len(g.outEdges[srcID]) == 0 {
		return g.nodes[dstID].op
	}
	for _, e := range g.inEdges[dstID] {
		if !isMemRef(e.value) && g.hasDependencePath(srcID, e.id) {
			return nil
		}
	}
	srcDeps := map[*ir.Operation]bool{}
	for _, e := range g.outEdges[srcID] {
		if e.id != dstID {
			srcDeps[g.nodes[e.id].op] = true
		}
	}
	dstDeps := map[*ir.Operation]bool{}
	for _, e := range g.inEdges[dstID] {
		if e.id != srcID {
			dstDeps[g.nodes[e.id].op] = true
		}
	}
	srcOp, dstOp := g.nodes[srcID].op, g.nodes[dstID].op
	var firstSrc, lastDst *ir.Operation
	lastDstPos, pos, firstSrcPos := -1, 0, -1
	for op := srcOp.NextInBlock(); op != nil && op != dstOp; op = op.NextInBlock() {
		if srcDeps[op] && firstSrc == nil {
			firstSrc, firstSrcPos = op, pos
		}
		if dstDeps[op] {
			lastDst, lastDstPos = op, pos
		}
		pos++
	}
	if firstSrc != nil {
		if lastDst != nil && firstSrcPos <= lastDstPos {
			return nil
		}
		return firstSrc
	}
	return dstOp
}

// updateEdges is upstream's updateEdges after producer-consumer fusion.
func (g *mdg) updateEdges(srcID, dstID int, private []*ir.Value, removeSrc bool) {
	for _, e := range append([]mdgEdge(nil), g.inEdges[srcID]...) {
		if !containsValue(private, e.value) {
			g.addEdge(e.id, dstID, e.value)
		}
	}
	for _, e := range append([]mdgEdge(nil), g.outEdges[srcID]...) {
		if e.id == dstID {
			g.removeEdge(srcID, e.id, e.value)
		} else if removeSrc {
			g.addEdge(dstID, e.id, e.value)
			g.removeEdge(srcID, e.id, e.value)
		}
	}
	if len(private) > 0 {
		for _, e := range append([]mdgEdge(nil), g.inEdges[dstID]...) {
			if containsValue(private, e.value) {
				g.removeEdge(e.id, dstID, e.value)
			}
		}
	}
}

// updateSiblingEdges is upstream's updateEdges after sibling fusion.
func (g *mdg) updateSiblingEdges(sibID, dstID int) {
	for _, e := range append([]mdgEdge(nil), g.inEdges[sibID]...) {
		g.addEdge(e.id, dstID, e.value)
		g.removeEdge(e.id, sibID, e.value)
	}
	for _, e := range append([]mdgEdge(nil), g.outEdges[sibID]...) {
		g.addEdge(dstID, e.id, e.value)
		g.removeEdge(sibID, e.id, e.value)
	}
}

// resetAccesses replaces the affine accesses of node id by those of its
// op (upstream's clearNodeLoadAndStores then addToNode).
func (g *mdg) resetAccesses(id int) {
	n := g.nodes[id]
	s := collectNest(n.op)
	n.loads, n.stores = s.loads, s.stores
	n.memrefLoads = append(n.memrefLoads, s.memrefLoads...)
	n.memrefStores = append(n.memrefStores, s.memrefStores...)
	n.memrefFrees = append(n.memrefFrees, s.memrefFrees...)
}
