package transforms

import (
	"github.com/gomlir/gomlir/ir"
)

// CallGraphEdgeKind is the kind of a call graph edge.
type CallGraphEdgeKind uint8

// Edge kinds, as upstream's CallGraphNode::Edge::Kind.
const (
	// EdgeAbstract links the external node to a top-level callable.
	EdgeAbstract CallGraphEdgeKind = iota
	// EdgeCall is a call from a callable to another.
	EdgeCall
	// EdgeChild links a callable to a callable nested in it.
	EdgeChild
)

// CallGraphEdge is an outgoing edge of a call graph node.
type CallGraphEdge struct {
	Target *CallGraphNode
	Kind   CallGraphEdgeKind
}

// CallGraphNode is a callable region of the graph, or (region nil) the
// external-caller or unknown-callee node.
type CallGraphNode struct {
	region  *ir.Region
	edges   []CallGraphEdge
	edgeSet map[CallGraphEdge]bool
}

// IsExternal reports whether the node is the external or unknown node.
func (n *CallGraphNode) IsExternal() bool { return n.region == nil }

// CallableRegion returns the node's region (nil for external nodes).
func (n *CallGraphNode) CallableRegion() *ir.Region { return n.region }

// Edges returns the outgoing edges in insertion order.
func (n *CallGraphNode) Edges() []CallGraphEdge { return n.edges }

// HasChildren reports whether the node has a child edge.
func (n *CallGraphNode) HasChildren() bool {
	for _, e := range n.edges {
		if e.Kind == EdgeChild {
			return true
		}
	}
	return false
}

func (n *CallGraphNode) addEdge(t *CallGraphNode, k CallGraphEdgeKind) {
	e := CallGraphEdge{t, k}
	if n.edgeSet == nil {
		n.edgeSet = map[CallGraphEdge]bool{}
	}
	if n.edgeSet[e] {
		return
	}
	n.edgeSet[e] = true
	n.edges = append(n.edges, e)
}

// CallGraph is the call graph of the callables nested in an operation, as
// upstream's CallGraph analysis: nodes in creation order, the external
// node reaching every top-level callable, calls resolved through symbol
// tables.
type CallGraph struct {
	ctx      *ir.Context
	nodes    map[*ir.Region]*CallGraphNode
	order    []*CallGraphNode
	external *CallGraphNode
	unknown  *CallGraphNode
}

// NewCallGraph computes the call graph of op.
func NewCallGraph(ctx *ir.Context, op *ir.Operation) *CallGraph {
	cg := &CallGraph{ctx: ctx, nodes: map[*ir.Region]*CallGraphNode{},
		external: &CallGraphNode{}, unknown: &CallGraphNode{}}
	tables := ir.NewSymbolTableCollection(ctx)
	cg.compute(op, tables, nil, false)
	cg.compute(op, tables, nil, true)
	return cg
}

func (cg *CallGraph) compute(op *ir.Operation, tables *ir.SymbolTableCollection, parent *CallGraphNode, resolve bool) {
	if ir.CallInterface(op) != nil {
		if resolve && parent != nil {
			parent.addEdge(cg.ResolveCallable(op, tables), EdgeCall)
		}
		return
	}
	if c := ir.CallableInterface(op); c != nil {
		r := c.CallableRegion(op)
		if r == nil {
			return
		}
		parent = cg.getOrAddNode(r, parent)
	}
	for i := 0; i < op.NumRegions(); i++ {
		for b := op.Region(i).First(); b != nil; b = b.Next() {
			for o := b.First(); o != nil; o = o.NextInBlock() {
				cg.compute(o, tables, parent, resolve)
			}
		}
	}
}

func (cg *CallGraph) getOrAddNode(r *ir.Region, parent *CallGraphNode) *CallGraphNode {
	if n := cg.nodes[r]; n != nil {
		return n
	}
	n := &CallGraphNode{region: r}
	cg.nodes[r] = n
	cg.order = append(cg.order, n)
	if parent != nil {
		parent.addEdge(n, EdgeChild)
	} else {
		cg.external.addEdge(n, EdgeAbstract)
	}
	return n
}

// LookupNode returns the node of a callable region, or nil.
func (cg *CallGraph) LookupNode(r *ir.Region) *CallGraphNode {
	if r == nil {
		return nil
	}
	return cg.nodes[r]
}

// Nodes returns the callable nodes in creation order.
func (cg *CallGraph) Nodes() []*CallGraphNode { return cg.order }

// ExternalNode returns the node standing for callers outside the IR.
func (cg *CallGraph) ExternalNode() *CallGraphNode { return cg.external }

// UnknownNode returns the node standing for unresolved callees.
func (cg *CallGraph) UnknownNode() *CallGraphNode { return cg.unknown }

// ResolveCallable returns the node a call refers to, or the unknown node.
func (cg *CallGraph) ResolveCallable(call *ir.Operation, tables *ir.SymbolTableCollection) *CallGraphNode {
	if callable := ir.ResolveCallable(cg.ctx, call, tables); callable != nil {
		if c := ir.CallableInterface(callable); c != nil {
			if n := cg.LookupNode(c.CallableRegion(callable)); n != nil {
				return n
			}
		}
	}
	return cg.unknown
}

// sccIterator enumerates the strongly connected components reachable from
// the external node bottom-up, exactly as llvm::scc_iterator (Tarjan's
// algorithm with its visit order), one component per Next call.
type sccIterator struct {
	visitNum int
	numbers  map[*CallGraphNode]int
	sccStack []*CallGraphNode
	visit    []sccFrame
}

type sccFrame struct {
	node       *CallGraphNode
	next       int
	minVisited int
}

const sccDone = int(^uint(0) >> 1)

func newSCCIterator(entry *CallGraphNode) *sccIterator {
	it := &sccIterator{numbers: map[*CallGraphNode]int{}}
	it.visitOne(entry)
	return it
}

func (it *sccIterator) visitOne(n *CallGraphNode) {
	it.visitNum++
	it.numbers[n] = it.visitNum
	it.sccStack = append(it.sccStack, n)
	it.visit = append(it.visit, sccFrame{node: n, minVisited: it.visitNum})
}

func (it *sccIterator) visitChildren() {
	for {
		top := &it.visit[len(it.visit)-1]
		if top.next >= len(top.node.edges) {
			return
		}
		child := top.node.edges[top.next].Target
		top.next++
		num, seen := it.numbers[child]
		if !seen {
			it.visitOne(child)
			continue
		}
		if top.minVisited > num {
			top.minVisited = num
		}
	}
}

// Next returns the next component, or nil at the end.
func (it *sccIterator) Next() []*CallGraphNode {
	for len(it.visit) > 0 {
		it.visitChildren()
		top := it.visit[len(it.visit)-1]
		it.visit = it.visit[:len(it.visit)-1]
		if len(it.visit) > 0 && it.visit[len(it.visit)-1].minVisited > top.minVisited {
			it.visit[len(it.visit)-1].minVisited = top.minVisited
		}
		if top.minVisited != it.numbers[top.node] {
			continue
		}
		var scc []*CallGraphNode
		for {
			n := it.sccStack[len(it.sccStack)-1]
			it.sccStack = it.sccStack[:len(it.sccStack)-1]
			it.numbers[n] = sccDone
			scc = append(scc, n)
			if n == top.node {
				break
			}
		}
		return scc
	}
	return nil
}

// SCCs returns the strongly connected components reachable from the
// external node, bottom-up, in llvm::scc_iterator's order.
func (cg *CallGraph) SCCs() [][]*CallGraphNode {
	var out [][]*CallGraphNode
	it := newSCCIterator(cg.external)
	for scc := it.Next(); scc != nil; scc = it.Next() {
		out = append(out, scc)
	}
	return out
}
