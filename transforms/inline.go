package transforms

import (
	"bytes"
	"io"
	"sync"

	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/pass"
)

func init() {
	pass.Register(&pass.Info{
		Argument: "inline",
		Name:     "Inliner",
		Summary:  "Inline function calls",
		New: func() (pass.Pass, *pass.Options) {
			p := &inlinerPass{}
			o := &pass.Options{}
			o.Str("default-pipeline", "The optimizer pipeline used for callables that do not have a dedicated optimizer pipeline in opPipelineList", &p.defaultPipeline, "canonicalize")
			o.PipelineList("op-pipelines", "Callable operation specific optimizer pipelines (in the form of `dialect.op(pipeline)`)", &p.opPipelines)
			o.UintInt("max-iterations", "Maximum number of iterations when inlining within an SCC", &p.maxIterations, 4)
			o.Uint("inlining-threshold", "If the ratio between the number of the operations in the callee and the number of the operations in the caller exceeds this value (in percentage), then the callee is not inlined even if it is legal to inline it", &p.threshold, 4294967295)
			return p, o
		},
	})
}

// inlinerPass is upstream's InlinerPass: bottom-up over the SCCs of the
// call graph, simplify the callables of an SCC with a pass pipeline, then
// inline the calls inside them, until nothing changes.
type inlinerPass struct {
	defaultPipeline string
	opPipelines     []*pass.OpPassManager
	maxIterations   int
	threshold       uint64
}

// resolvedCall is a call with the nodes of its caller and callee.
type resolvedCall struct {
	call           *ir.Operation
	source, target *CallGraphNode
}

func (p *inlinerPass) Run(op *ir.Operation, st *pass.State) error {
	if !op.HasTrait(ir.TraitSymbolTable) {
		return op.EmitOpError(" was scheduled to run under the inliner, but does not define a symbol table")
	}
	ctx := st.Ctx
	cg := st.Analysis("CallGraph", func() any { return NewCallGraph(ctx, op) }).(*CallGraph)
	in := &inliner{pass: p, st: st, ctx: ctx, cg: cg, tables: ir.NewSymbolTableCollection(ctx),
		dead: map[*CallGraphNode]bool{}}
	in.iface = &InlinerInterface{Ctx: ctx, ProcessInlinedBlocks: in.processInlinedBlocks}
	in.uses = newCGUseList(ctx, op, cg, in.tables)
	if st.Threads() > 1 && !st.ActionLogging() {
		in.preoptimize()
	}
	it := newSCCIterator(cg.ExternalNode())
	scc := it.Next()
	for scc != nil {
		current := append([]*CallGraphNode(nil), scc...)
		scc = it.Next()
		if err := in.inlineSCC(&current); err != nil {
			return err
		}
	}
	for _, n := range in.deadOrder {
		n.CallableRegion().ParentOp().Erase()
	}
	return nil
}

type inliner struct {
	pass      *inlinerPass
	st        *pass.State
	ctx       *ir.Context
	cg        *CallGraph
	tables    *ir.SymbolTableCollection
	iface     *InlinerInterface
	uses      *cgUseList
	calls     []resolvedCall
	dead      map[*CallGraphNode]bool
	deadOrder []*CallGraphNode
	// pipelines holds the default pipeline of each callable operation,
	// built once per run.
	pipelinesMu sync.Mutex
	pipelines   map[string]*pass.OpPassManager
	// early holds the outcome of the first simplification of callables
	// done ahead of their SCC (preoptimize), until their SCC is reached.
	early map[*CallGraphNode]*earlyRun
}

// earlyRun is the outcome of a simplification pipeline run ahead of time:
// its error and what it printed.
type earlyRun struct {
	err error
	out bytes.Buffer
}

// optimizable reports whether optimizeSCC runs the simplification pipeline
// on n.
func optimizable(n *CallGraphNode) bool {
	return !n.IsExternal() && !n.HasChildren() && n.CallableRegion().ParentOp().HasTrait(ir.TraitIsolatedFromAbove)
}

// preoptimize runs the first simplification of callables up front, in
// parallel. The bottom-up walk would run it when it reaches the callable's
// SCC, on the same IR: until then nothing changes or reads a callable's body
// (calls are inlined into the callables of the SCC being processed, whose
// callees were all processed before, and dead callables are erased at the
// end), and the pipeline only sees the callable (isolated from above). The
// exceptions are left to the walk: callables without a symbol, and those
// the IR refers to other than by a call (the simplification of a caller
// may turn the reference into a call, inlined before the callee's SCC is
// reached) with everything they call. The use lists are still recomputed
// when the walk reaches the SCC, and the errors and output of the pipelines
// are replayed there, so the run is the one of the walk, with the
// simplification of callables no longer waiting for each other.
func (in *inliner) preoptimize() {
	// A callable referred to other than by calls may be called, and
	// inlined, before the walk reaches it, and so may what it calls.
	wait := map[*CallGraphNode]bool{}
	var work []*CallGraphNode
	for n := range in.uses.referenced {
		wait[n] = true
		work = append(work, n)
	}
	for len(work) > 0 {
		n := work[len(work)-1]
		work = work[:len(work)-1]
		for _, e := range n.Edges() {
			if !wait[e.Target] {
				wait[e.Target] = true
				work = append(work, e.Target)
			}
		}
	}
	var nodes []*CallGraphNode
	for _, n := range in.cg.Nodes() {
		if optimizable(n) && ir.IsSymbol(n.CallableRegion().ParentOp()) && !wait[n] {
			nodes = append(nodes, n)
		}
	}
	if len(nodes) < 2 {
		return
	}
	runs := make([]earlyRun, len(nodes))
	ir.ParallelFor(in.st.Threads(), len(nodes), func(i int) {
		runs[i].err = in.optimizeCallable(nodes[i], &runs[i].out)
	})
	in.early = make(map[*CallGraphNode]*earlyRun, len(nodes))
	for i, n := range nodes {
		in.early[n] = &runs[i]
	}
}

func (in *inliner) inlineSCC(scc *[]*CallGraphNode) error {
	for iter := 0; ; {
		if err := in.optimizeSCC(*scc); err != nil {
			return err
		}
		if !in.inlineCallsInSCC(scc) {
			break
		}
		iter++
		if iter >= in.pass.maxIterations {
			break
		}
	}
	return nil
}

func (in *inliner) optimizeSCC(scc []*CallGraphNode) error {
	var nodes, todo []*CallGraphNode
	var runs, todoRuns []*earlyRun
	for _, n := range scc {
		if !optimizable(n) {
			continue
		}
		r := in.early[n]
		if r != nil {
			delete(in.early, n)
		} else {
			r = &earlyRun{}
			todo = append(todo, n)
			todoRuns = append(todoRuns, r)
		}
		nodes = append(nodes, n)
		runs = append(runs, r)
	}
	if len(nodes) == 0 {
		return nil
	}
	// The callables of one SCC are independent (isolated from above), so
	// their pipelines may run concurrently; errors are reported in node
	// order whatever the scheduling.
	ir.ParallelFor(in.st.Threads(), len(todo), func(i int) {
		todoRuns[i].err = in.optimizeCallable(todo[i], &todoRuns[i].out)
	})
	for _, r := range runs {
		in.st.Stderr().Write(r.out.Bytes())
		if r.err != nil {
			return r.err
		}
	}
	for _, n := range nodes {
		in.uses.recomputeUses(n, in.cg)
	}
	return nil
}

func (in *inliner) optimizeCallable(n *CallGraphNode, out io.Writer) error {
	callable := n.CallableRegion().ParentOp()
	name := callable.Name()
	var pm *pass.OpPassManager
	for _, p := range in.pass.opPipelines {
		if p.OpName == name && !p.Empty() {
			pm = p
			break
		}
	}
	if pm == nil {
		if in.pass.defaultPipeline == "" {
			return nil
		}
		in.pipelinesMu.Lock()
		pm = in.pipelines[name]
		if pm == nil {
			pm = pass.NewOpPassManager(name)
			if err := pass.AddPipelineElements(pm, in.pass.defaultPipeline); err != nil {
				// As upstream, a default pipeline that does not parse is
				// reported and leaves the callables unoptimized.
				io.WriteString(in.st.Stderr(), err.Error())
				pm = pass.NewOpPassManager(name)
			}
			if in.pipelines == nil {
				in.pipelines = map[string]*pass.OpPassManager{}
			}
			in.pipelines[name] = pm
		}
		in.pipelinesMu.Unlock()
	}
	return in.st.RunPipelineTo(pm, callable, out)
}

// collectCallOps gathers the calls in blocks (last block first, as
// upstream's worklist), entering nested callables only when traverseNested.
func (in *inliner) collectCallOps(blocks []*ir.Block, source *CallGraphNode, traverseNested bool) {
	type item struct {
		b    *ir.Block
		node *CallGraphNode
	}
	var work []item
	for _, b := range blocks {
		work = append(work, item{b, source})
	}
	for len(work) > 0 {
		it := work[len(work)-1]
		work = work[:len(work)-1]
		for op := it.b.First(); op != nil; op = op.NextInBlock() {
			if c := ir.CallInterface(op); c != nil {
				if sym, _ := c.Callee(op); sym != nil && !sym.IsFlat() {
					continue
				}
				target := in.cg.ResolveCallable(op, in.tables)
				if !target.IsExternal() {
					in.calls = append(in.calls, resolvedCall{op, it.node, target})
				}
				continue
			}
			for i := 0; i < op.NumRegions(); i++ {
				r := op.Region(i)
				nested := in.cg.LookupNode(r)
				if traverseNested || nested == nil {
					node := it.node
					if nested != nil {
						node = nested
					}
					for b := r.First(); b != nil; b = b.Next() {
						work = append(work, item{b, node})
					}
				}
			}
		}
	}
}

func (in *inliner) processInlinedBlocks(blocks []*ir.Block) {
	r := blocks[0].Parent()
	var node *CallGraphNode
	for r != nil {
		if node = in.cg.LookupNode(r); node != nil {
			break
		}
		p := r.ParentOp()
		if p == nil {
			return
		}
		r = p.ParentRegion()
	}
	if node == nil {
		return
	}
	in.collectCallOps(blocks, node, true)
}

type historyEntry struct {
	node   *CallGraphNode
	parent int // -1: root
}

func historyIncludes(n *CallGraphNode, id int, history []historyEntry) bool {
	for id >= 0 {
		if history[id].node == n {
			return true
		}
		id = history[id].parent
	}
	return false
}

func (in *inliner) inlineCallsInSCC(scc *[]*CallGraphNode) bool {
	var deadNodes []*CallGraphNode
	deadSet := map[*CallGraphNode]bool{}
	markDead := func(n *CallGraphNode) {
		if !deadSet[n] {
			deadSet[n] = true
			deadNodes = append(deadNodes, n)
		}
	}
	for _, n := range *scc {
		if n.IsExternal() {
			continue
		}
		if in.uses.isDead(n) {
			markDead(n)
		} else {
			in.collectCallOps(n.CallableRegion().Blocks(), n, false)
		}
	}
	var history []historyEntry
	callHistory := make([]int, len(in.calls))
	for i := range callHistory {
		callHistory[i] = -1
	}
	inlinedAny := false
	for i := 0; i < len(in.calls); i++ {
		if deadSet[in.calls[i].source] {
			continue
		}
		rc := in.calls[i]
		hid := callHistory[i]
		if historyIncludes(rc.target, hid, history) || !in.shouldInline(rc) {
			continue
		}
		prev := len(in.calls)
		region := rc.target.CallableRegion()
		inPlace := in.uses.hasOneUseAndDiscardable(rc.target)
		if !in.iface.InlineCall(rc.call, region.ParentOp(), region, !inPlace) {
			continue
		}
		inlinedAny = true
		newID := len(history)
		history = append(history, historyEntry{rc.target, hid})
		for k := prev; k < len(in.calls); k++ {
			callHistory = append(callHistory, newID)
		}
		in.uses.dropCallUses(rc.source, rc.call, in.cg)
		in.uses.mergeUsesAfterInlining(rc.target, rc.source)
		rc.call.Erase()
		if inPlace {
			in.uses.eraseNode(rc.target)
			markDead(rc.target)
		}
	}
	for _, n := range deadNodes {
		for j, x := range *scc {
			if x == n {
				*scc = append((*scc)[:j], (*scc)[j+1:]...)
				break
			}
		}
		if !in.dead[n] {
			in.dead[n] = true
			in.deadOrder = append(in.deadOrder, n)
		}
	}
	in.calls = in.calls[:0]
	return inlinedAny
}

func (in *inliner) shouldInline(rc resolvedCall) bool {
	if rc.call.HasTrait(ir.TraitTerminator) {
		return false
	}
	for _, e := range rc.target.Edges() {
		if e.Target == rc.target || e.Target == rc.source {
			return false
		}
	}
	region := rc.target.CallableRegion()
	if region.IsAncestor(rc.call.ParentRegion()) {
		return false
	}
	if region.NumBlocks() >= 2 {
		parent := rc.call.ParentOp()
		if region.ParentOp().Name() != parent.Name() &&
			(!parent.IsRegistered() || parent.HasTrait(ir.TraitSingleBlock)) {
			return false
		}
	}
	return in.profitable(rc)
}

func (in *inliner) profitable(rc resolvedCall) bool {
	t := in.pass.threshold
	if t == 0 {
		return false
	}
	if t == 4294967295 {
		return true
	}
	count := func(r *ir.Region) uint64 {
		var n uint64
		for b := r.First(); b != nil; b = b.Next() {
			for op := b.First(); op != nil; op = op.NextInBlock() {
				op.Each(func(*ir.Operation) { n++ })
			}
		}
		return n
	}
	caller := count(rc.source.CallableRegion())
	if caller == 0 {
		return true
	}
	ratio := uint32(count(rc.target.CallableRegion())*100) / uint32(caller)
	return uint64(ratio) <= t
}

// cgUseList tracks the symbol uses of discardable callables, as
// upstream's CGUseList.
type cgUseList struct {
	ctx         *ir.Context
	tables      *ir.SymbolTableCollection
	discardable map[*CallGraphNode]int
	nodeUses    map[*CallGraphNode]*cgUser
	// referenced holds the callables the initial IR refers to other than
	// as the callee of a call (a call may be made of such a reference
	// later, e.g. a call_indirect of a func.constant).
	referenced map[*CallGraphNode]bool
	recording  bool
}

type cgUser struct {
	topLevel map[*CallGraphNode]bool
	inner    map[*CallGraphNode]int
}

// newCGUser returns an empty record; its maps are made on first write
// (most callables use no discardable symbol).
func newCGUser() *cgUser { return &cgUser{} }

func newCGUseList(ctx *ir.Context, op *ir.Operation, cg *CallGraph, tables *ir.SymbolTableCollection) *cgUseList {
	u := &cgUseList{ctx: ctx, tables: tables, discardable: map[*CallGraphNode]int{}, nodeUses: map[*CallGraphNode]*cgUser{}}
	alwaysLive := map[*ir.SymbolRefAttr]*CallGraphNode{}
	ir.WalkSymbolTables(op, op.Block() == nil, func(table *ir.Operation, allUsesVisible bool) {
		for b := table.Region(0).First(); b != nil; b = b.Next() {
			for o := b.First(); o != nil; o = o.NextInBlock() {
				if c := ir.CallableInterface(o); c != nil {
					if node := cg.LookupNode(c.CallableRegion(o)); node != nil {
						if ir.IsSymbol(o) && (allUsesVisible || ir.SymbolVisibility(o) == ir.VisibilityPrivate) &&
							ir.SymbolCanDiscardOnUseEmpty(o) {
							if _, ok := u.discardable[node]; !ok {
								u.discardable[node] = 0
							}
						}
						continue
					}
				}
				u.walkReferencedNodes(o, cg, alwaysLive, func(*CallGraphNode, ir.SymbolUse) {})
			}
		}
	})
	u.referenced = map[*CallGraphNode]bool{}
	for _, n := range alwaysLive {
		delete(u.discardable, n)
		if n != nil {
			u.referenced[n] = true
		}
	}
	u.recording = true
	for _, n := range cg.Nodes() {
		u.recomputeUses(n, cg)
	}
	u.recording = false
	return u
}

// isCalleeUse reports whether use is the callee of a call.
func isCalleeUse(use ir.SymbolUse) bool {
	c := ir.CallInterface(use.User)
	if c == nil {
		return false
	}
	sym, _ := c.Callee(use.User)
	return sym == use.Ref
}

// walkReferencedNodes calls f for each symbol use in op resolving to a
// call graph node; resolved caches the lookups per reference.
func (u *cgUseList) walkReferencedNodes(op *ir.Operation, cg *CallGraph, resolved map[*ir.SymbolRefAttr]*CallGraphNode,
	f func(*CallGraphNode, ir.SymbolUse)) {
	uses, _ := ir.SymbolUses(u.ctx, op)
	if len(uses) == 0 {
		return
	}
	if resolved == nil {
		resolved = map[*ir.SymbolRefAttr]*CallGraphNode{}
	}
	tableOp := op.ParentOp()
	for _, use := range uses {
		node, seen := resolved[use.Ref]
		if !seen {
			resolved[use.Ref] = nil
			var sym *ir.Operation
			if tableOp != nil {
				sym = u.tables.LookupNearestSymbolFrom(tableOp, use.Ref)
			}
			if sym == nil {
				continue
			}
			c := ir.CallableInterface(sym)
			if c == nil {
				continue
			}
			node = cg.LookupNode(c.CallableRegion(sym))
			resolved[use.Ref] = node
		}
		if node != nil {
			f(node, use)
		}
	}
}

func (u *cgUseList) dropCallUses(user *CallGraphNode, call *ir.Operation, cg *CallGraph) {
	refs := u.user(user).inner
	u.walkReferencedNodes(call, cg, nil, func(n *CallGraphNode, _ ir.SymbolUse) {
		if _, ok := refs[n]; !ok {
			return
		}
		refs[n]--
		u.discardable[n]--
	})
}

func (u *cgUseList) user(n *CallGraphNode) *cgUser {
	x := u.nodeUses[n]
	if x == nil {
		x = newCGUser()
		u.nodeUses[n] = x
	}
	return x
}

func (u *cgUseList) eraseNode(n *CallGraphNode) {
	for _, e := range n.Edges() {
		if e.Kind == EdgeChild {
			u.eraseNode(e.Target)
		}
	}
	if x := u.nodeUses[n]; x != nil {
		u.decrement(x)
	}
	delete(u.nodeUses, n)
	delete(u.discardable, n)
}

func (u *cgUseList) isDead(n *CallGraphNode) bool {
	op := n.CallableRegion().ParentOp()
	if !ir.IsSymbol(op) {
		return ir.IsMemoryEffectFree(op) && op.UseEmpty()
	}
	c, ok := u.discardable[n]
	return ok && c == 0
}

func (u *cgUseList) hasOneUseAndDiscardable(n *CallGraphNode) bool {
	op := n.CallableRegion().ParentOp()
	if !ir.IsSymbol(op) {
		return ir.IsMemoryEffectFree(op) && hasOneUse(op)
	}
	c, ok := u.discardable[n]
	return ok && c == 1
}

func hasOneUse(op *ir.Operation) bool {
	n := 0
	for i := 0; i < op.NumResults(); i++ {
		for use := op.Result(i).FirstUse(); use != nil; use = use.Next() {
			n++
		}
	}
	return n == 1
}

func (u *cgUseList) recomputeUses(n *CallGraphNode, cg *CallGraph) {
	parent := n.CallableRegion().ParentOp()
	uses := u.user(n)
	u.decrement(uses)
	uses = newCGUser()
	u.nodeUses[n] = uses
	u.walkReferencedNodes(parent, cg, nil, func(ref *CallGraphNode, use ir.SymbolUse) {
		user := use.User
		if u.recording && !isCalleeUse(use) {
			u.referenced[ref] = true
		}
		if _, ok := u.discardable[ref]; !ok {
			return
		}
		if user != parent {
			if uses.inner == nil {
				uses.inner = map[*CallGraphNode]int{}
			}
			uses.inner[ref]++
		} else if uses.topLevel[ref] {
			return
		} else {
			if uses.topLevel == nil {
				uses.topLevel = map[*CallGraphNode]bool{}
			}
			uses.topLevel[ref] = true
		}
		u.discardable[ref]++
	})
}

func (u *cgUseList) mergeUsesAfterInlining(lhs, rhs *CallGraphNode) {
	l, r := u.user(lhs), u.user(rhs)
	if len(l.inner) > 0 && r.inner == nil {
		r.inner = map[*CallGraphNode]int{}
	}
	for n, c := range l.inner {
		r.inner[n] += c
		u.discardable[n] += c
	}
}

func (u *cgUseList) decrement(x *cgUser) {
	for n := range x.topLevel {
		u.discardable[n]--
	}
	for n, c := range x.inner {
		u.discardable[n] -= c
	}
}
