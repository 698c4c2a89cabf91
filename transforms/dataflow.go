package transforms

import (
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/rewrite"
)

// A sparse, conditional, interprocedural constant-propagation solver: the
// combination of upstream's DeadCodeAnalysis (executable blocks and CFG
// edges, call sites and return sites, region control flow) and
// SparseConstantPropagation (a lattice per value: uninitialized, one
// constant, or unknown). The solver re-visits a program point whenever a
// state it read changes. The fixpoint's lattices do not depend on the
// visiting order, but the constant a value keeps (of two equal ones, the
// first decides the dialect that materializes it) and a fold to a value
// (joined as it is when the op is visited) do: the work list is
// upstream's, first in first out, one item per (point, analysis) and
// without de-duplication.

type latticeKind uint8

const (
	latUninit latticeKind = iota
	latConst
	latUnknown
)

// constLattice is upstream's Lattice<ConstantValue>.
type constLattice struct {
	kind    latticeKind
	attr    ir.Attribute
	dialect string // dialect of the op that folded to attr
}

// valueLattice is the lattice of a value and the program points that read
// it (besides its users), in the order they first did.
type valueLattice struct {
	constLattice
	deps dfDeps
	// subs are the analyses that read the lattice as an operand
	// (upstream's useDefSubscribe), first the one that did first: a change
	// re-visits the value's users for each of them, in that order.
	subs dfSubs
}

// dfSubs is an ordered set of the two analyses.
type dfSubs struct{ first, second dfVisit }

func (d *dfSubs) add(a dfVisit) {
	switch {
	case d.first == 0:
		d.first = a
	case d.first != a:
		d.second = a
	}
}

// dfDeps is an insertion-ordered set of program points.
type dfDeps []dfPoint

func (d *dfDeps) add(p dfPoint) {
	for _, q := range *d {
		if q == p {
			return
		}
	}
	*d = append(*d, p)
}

// predState is upstream's PredecessorState: the known predecessors of a
// program point (call sites of a callable, return sites of a call, region
// control-flow predecessors), or unknown ones.
type predState struct {
	unknown bool
	known   []*ir.Operation
	set     map[*ir.Operation]bool
	inputs  map[*ir.Operation][]*ir.Value
}

// dfPoint is a program point: after an op, or the start of a block. As
// upstream's, a point after an op is the position before the next op: an
// op a fold inserts right after op (memref.extract_strided_metadata
// materializes constants before itself) moves op to a new point, and the
// visits queued and the dependencies recorded at the old one no longer
// reach op (gen counts the moves, see displace).
type dfPoint struct {
	op    *ir.Operation
	block *ir.Block
	gen   int32
	what  dfVisit
}

// dfVisit tells which analyses a visit of an op runs: upstream queues a
// work item per analysis, and the order of the two matters where a fold
// changes the IR during the analysis.
type dfVisit uint8

const (
	visitCF     dfVisit = 1 << iota // dead-code analysis
	visitValues                     // constant propagation
)

type blockKey struct{ b *ir.Block }
type edgeKey struct{ from, to *ir.Block }
type predKey struct{ anchor any }

// The solver numbers the ops under top (their marks hold index + 1 while
// it lives, see release) and the blocks, and keeps their state and the
// lattices of their values in slices.
type dfSolver struct {
	ctx      *ir.Context
	top      *ir.Operation
	tables   *ir.SymbolTableCollection
	ops      []dfOpState
	blocks   map[*ir.Block]int32
	blockSt  []dfBlockState
	lattices []valueLattice
	extra    map[*ir.Value]*valueLattice // values of ops the solver did not number
	edges    map[edgeKey]bool
	preds    map[any]*predState
	deps     map[any]*dfDeps
	queue    []dfPoint
}

type dfOpState struct {
	op      *ir.Operation
	results int32 // index of the lattice of result 0
	gen     int32 // the op's current point, see dfPoint
}

type dfBlockState struct {
	args int32 // index of the lattice of argument 0
	// first is the block's first op when the solver started: upstream
	// anchors a block's liveness at the program point before its first
	// op, so a fold that inserts an op at the start of the block during
	// the analysis (memref.extract_strided_metadata materializes
	// constants) leaves the block with a fresh liveness state, which no
	// earlier visit marked live (isLive).
	first *ir.Operation
	live  bool
	// subs are the analyses that subscribed to the block's liveness
	// (upstream's blockContentSubscribe): dead-code analysis once it
	// initialized a control-flow op of the block, constant propagation
	// once it initialized the block.
	subs dfVisit
}

func newDFSolver(ctx *ir.Context, top *ir.Operation) *dfSolver {
	s := &dfSolver{ctx: ctx, top: top, tables: ir.NewSymbolTableCollection(ctx),
		blocks: map[*ir.Block]int32{}, extra: map[*ir.Value]*valueLattice{}, edges: map[edgeKey]bool{},
		preds: map[any]*predState{}, deps: map[any]*dfDeps{}}
	n := int32(0)
	var number func(op *ir.Operation)
	number = func(op *ir.Operation) {
		s.ops = append(s.ops, dfOpState{op: op, results: n})
		op.SetMark(int32(len(s.ops)))
		n += int32(op.NumResults())
		for i := 0; i < op.NumRegions(); i++ {
			for b := op.Region(i).First(); b != nil; b = b.Next() {
				s.blocks[b] = int32(len(s.blockSt))
				s.blockSt = append(s.blockSt, dfBlockState{args: n, first: b.First()})
				n += int32(b.NumArgs())
				for o := b.First(); o != nil; o = o.NextInBlock() {
					number(o)
				}
			}
		}
	}
	number(top)
	s.lattices = make([]valueLattice, n)
	return s
}

// release resets the marks of the ops; the lattices of their results are
// no longer found afterwards.
func (s *dfSolver) release() {
	for _, o := range s.ops {
		o.op.SetMark(0)
	}
	s.ops = nil
}

// opState returns the state of a numbered op, or nil.
func (s *dfSolver) opState(op *ir.Operation) *dfOpState {
	if m := op.Mark(); m > 0 && int(m) <= len(s.ops) && s.ops[m-1].op == op {
		return &s.ops[m-1]
	}
	return nil
}

func (s *dfSolver) blockState(b *ir.Block) *dfBlockState {
	if i, ok := s.blocks[b]; ok {
		return &s.blockSt[i]
	}
	return nil
}

// subscribe subscribes analysis a to the liveness of b (the block of top
// is outside the analysis and never live).
func (s *dfSolver) subscribe(b *ir.Block, a dfVisit) {
	if st := s.blockState(b); st != nil {
		st.subs |= a
	}
}

// isLive reports whether b is executable.
func (s *dfSolver) isLive(b *ir.Block) bool {
	st := s.blockState(b)
	return st != nil && st.live && st.first == b.First()
}

// pointAfter returns the current point after op, for the visits what.
func (s *dfSolver) pointAfter(op *ir.Operation, what dfVisit) dfPoint {
	if st := s.opState(op); st != nil {
		return dfPoint{op: op, gen: st.gen, what: what}
	}
	return dfPoint{op: op, what: what}
}

// stale reports whether p is a point after an op that a fold has since
// moved: upstream's program point now lies after the inserted op, whose
// visit is dropped.
func (s *dfSolver) stale(p dfPoint) bool {
	if p.op == nil {
		return false
	}
	st := s.opState(p.op)
	return st != nil && st.gen != p.gen
}

// displace records that a fold inserted ops right after op.
func (s *dfSolver) displace(op *ir.Operation) {
	if st := s.opState(op); st != nil {
		st.gen++
	}
}

func (s *dfSolver) enqueue(p dfPoint) {
	s.queue = append(s.queue, p)
}

func (s *dfSolver) dequeue() dfPoint {
	p := s.queue[0]
	s.queue = s.queue[1:]
	return p
}

// depend records that p reads the state of key (a predKey or an
// edgeKey).
func (s *dfSolver) depend(key any, p dfPoint) {
	d := s.deps[key]
	if d == nil {
		d = &dfDeps{}
		s.deps[key] = d
	}
	d.add(p)
}

func (s *dfSolver) enqueueAll(d dfDeps) {
	for _, p := range d {
		s.enqueue(p)
	}
}

// changed re-queues the readers of a predKey, blockKey or edgeKey state.
func (s *dfSolver) changed(key any) {
	if d := s.deps[key]; d != nil {
		s.enqueueAll(*d)
	}
	if k, ok := key.(blockKey); ok {
		// As upstream, for the analyses subscribed to the block: the
		// block (a no-op for dead-code analysis), the dead-code analysis
		// of its ops, then their constant propagation.
		subs := s.blockState(k.b).subs
		if subs&visitValues != 0 {
			s.enqueue(dfPoint{block: k.b})
		}
		for _, a := range [...]dfVisit{visitCF, visitValues} {
			if subs&a != 0 {
				for o := k.b.First(); o != nil; o = o.NextInBlock() {
					s.enqueue(s.pointAfter(o, a))
				}
			}
		}
	}
}

// valueChanged re-queues the readers and the users of v.
func (s *dfSolver) valueChanged(v *ir.Value, l *valueLattice) {
	s.enqueueAll(l.deps)
	if l.subs.first == 0 {
		return
	}
	for u := v.FirstUse(); u != nil; u = u.Next() {
		s.enqueue(s.pointAfter(u.Owner(), l.subs.first))
		if l.subs.second != 0 {
			s.enqueue(s.pointAfter(u.Owner(), l.subs.second))
		}
	}
}

func (s *dfSolver) lattice(v *ir.Value) *valueLattice {
	if def := v.DefiningOp(); def != nil {
		if st := s.opState(def); st != nil {
			return &s.lattices[st.results+int32(v.Index())]
		}
	} else if v.IsBlockArgument() {
		if st := s.blockState(v.OwnerBlock()); st != nil {
			return &s.lattices[st.args+int32(v.Index())]
		}
	}
	l := s.extra[v]
	if l == nil {
		l = &valueLattice{}
		s.extra[v] = l
	}
	return l
}

// latticeOf returns v's lattice state.
func (s *dfSolver) latticeOf(v *ir.Value) constLattice { return s.lattice(v).constLattice }

// join merges x into v's lattice.
func (s *dfSolver) join(v *ir.Value, x constLattice) {
	l := s.lattice(v)
	switch {
	case x.kind == latUninit || l.kind == latUnknown:
		return
	case l.kind == latUninit:
		l.constLattice = x
	case x.kind == latConst && l.attr == x.attr:
		return
	default:
		l.constLattice = constLattice{kind: latUnknown}
	}
	s.valueChanged(v, l)
}

func (s *dfSolver) joinValue(v, from *ir.Value, p dfPoint) {
	fl := s.lattice(from)
	fl.deps.add(p)
	s.join(v, fl.constLattice)
}

func (s *dfSolver) setUnknown(vs ...*ir.Value) {
	for _, v := range vs {
		s.join(v, constLattice{kind: latUnknown})
	}
}

func (s *dfSolver) pred(anchor any) *predState {
	p := s.preds[anchor]
	if p == nil {
		p = &predState{set: map[*ir.Operation]bool{}, inputs: map[*ir.Operation][]*ir.Value{}}
		s.preds[anchor] = p
	}
	return p
}

func (s *dfSolver) predFor(anchor any, dep dfPoint) *predState {
	s.depend(predKey{anchor}, dep)
	return s.pred(anchor)
}

func (s *dfSolver) setPredUnknown(anchor any) {
	p := s.pred(anchor)
	if !p.unknown {
		p.unknown = true
		s.changed(predKey{anchor})
	}
}

func (s *dfSolver) joinPred(anchor any, op *ir.Operation, inputs []*ir.Value) {
	p := s.pred(anchor)
	ch := false
	if !p.set[op] {
		p.set[op] = true
		p.known = append(p.known, op)
		ch = true
	}
	if len(inputs) > 0 && !sameValues(p.inputs[op], inputs) {
		p.inputs[op] = inputs
		ch = true
	}
	if ch {
		s.changed(predKey{anchor})
	}
}

func sameValues(a, b []*ir.Value) bool {
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

func (s *dfSolver) setLive(b *ir.Block) {
	if st := s.blockState(b); st != nil && !st.live {
		st.live = true
		s.changed(blockKey{b})
	}
}

func (s *dfSolver) markEdgeLive(from, to *ir.Block) {
	s.setLive(to)
	k := edgeKey{from, to}
	if !s.edges[k] {
		s.edges[k] = true
		s.changed(k)
	}
}

func (s *dfSolver) markEntryBlocksLive(op *ir.Operation) {
	for i := 0; i < op.NumRegions(); i++ {
		if b := op.Region(i).First(); b != nil {
			s.setLive(b)
		}
	}
}

// run initializes the analyses on top and iterates to the fixpoint.
func (s *dfSolver) run() {
	for i := 0; i < s.top.NumRegions(); i++ {
		if b := s.top.Region(i).First(); b != nil {
			s.setLive(b)
		}
	}
	s.initializeSymbolCallables()
	// As upstream, the two analyses initialize one after the other, each
	// visiting the program in pre-order: dead-code analysis the ops with
	// control flow in executable blocks, then constant propagation every
	// executable block and op. What they change is queued for the fixpoint
	// iteration; the order decides which of two equal constants (from ops
	// of different dialects) a value keeps. Each subscribes to the
	// liveness of the blocks it initializes, so a block that becomes live
	// earlier re-visits its ops only for the analyses subscribed then.
	var initControlFlow func(op *ir.Operation)
	initControlFlow = func(op *ir.Operation) {
		if b := op.Block(); b != nil &&
			(op.NumRegions() > 0 || op.NumSuccessors() > 0 || isRegionOrCallableReturn(op) || ir.CallInterface(op) != nil) {
			s.subscribe(b, visitCF)
			if s.isLive(b) {
				s.visitControlFlow(op)
			}
		}
		for i := 0; i < op.NumRegions(); i++ {
			for b := op.Region(i).First(); b != nil; b = b.Next() {
				for o := b.First(); o != nil; o = o.NextInBlock() {
					initControlFlow(o)
				}
			}
		}
	}
	initControlFlow(s.top)
	for i := 0; i < s.top.NumRegions(); i++ {
		if b := s.top.Region(i).First(); b != nil {
			s.setUnknown(b.Args()...)
		}
	}
	var initValues func(op *ir.Operation)
	initValues = func(op *ir.Operation) {
		if b := op.Block(); b == nil || s.isLive(b) {
			s.visitValues(op)
		}
		for i := 0; i < op.NumRegions(); i++ {
			for b := op.Region(i).First(); b != nil; b = b.Next() {
				s.subscribe(b, visitValues)
				s.visitBlock(b)
				for o := b.First(); o != nil; o = o.NextInBlock() {
					initValues(o)
				}
			}
		}
	}
	initValues(s.top)
	for len(s.queue) > 0 {
		p := s.dequeue()
		if s.stale(p) {
			continue
		}
		if p.op != nil {
			s.visitOp(p.op, p.what)
		} else {
			s.visitBlock(p.block)
		}
	}
}

func (s *dfSolver) initializeSymbolCallables() {
	ir.WalkSymbolTables(s.top, s.top.Block() == nil, func(table *ir.Operation, allUsesVisible bool) {
		region := table.Region(0)
		b := region.First()
		if b == nil {
			return
		}
		found := false
		for o := b.First(); o != nil; o = o.NextInBlock() {
			c := ir.CallableInterface(o)
			if c == nil || c.CallableRegion(o) == nil || !ir.IsSymbol(o) {
				continue
			}
			vis := ir.SymbolVisibility(o)
			if vis == ir.VisibilityPublic || (!allUsesVisible && vis == ir.VisibilityNested) {
				s.setPredUnknown(o)
			}
			found = true
		}
		if !found {
			return
		}
		uses, ok := ir.SymbolUsesInRegion(s.ctx, region)
		if !ok {
			s.top.Each(func(o *ir.Operation) {
				if ir.CallableInterface(o) != nil {
					s.setPredUnknown(o)
				}
			})
			return
		}
		for _, u := range uses {
			if ir.CallInterface(u.User) != nil {
				continue
			}
			if sym := s.tables.LookupSymbolIn(s.top, u.Ref); sym != nil {
				s.setPredUnknown(sym)
			}
		}
	})
}

func isRegionOrCallableReturn(op *ir.Operation) bool {
	p := op.ParentOp()
	if op.NumSuccessors() != 0 || p == nil || op.Block().Last() != op {
		return false
	}
	return ir.RegionBranchInterface(p) != nil || ir.CallableInterface(p) != nil
}

// operandConstants returns the constant operands of op (nil where
// unknown), or ok false when some operand is still uninitialized; it
// subscribes analysis a to the lattices it reads, up to the first
// uninitialized one.
func (s *dfSolver) operandConstants(op *ir.Operation, a dfVisit) ([]ir.Attribute, bool) {
	out := make([]ir.Attribute, op.NumOperands())
	for i := range out {
		l := s.lattice(op.Operand(i))
		l.subs.add(a)
		if l.kind == latUninit {
			return nil, false
		}
		out[i] = l.attr
	}
	return out, true
}

func (s *dfSolver) visitOp(op *ir.Operation, what dfVisit) {
	if op.Block() != nil && !s.isLive(op.Block()) {
		return
	}
	if op.Block() != nil && what&visitCF != 0 {
		s.visitControlFlow(op)
	}
	if what&visitValues != 0 {
		s.visitValues(op)
	}
}

// visitControlFlow is DeadCodeAnalysis::visit.
func (s *dfSolver) visitControlFlow(op *ir.Operation) {
	self := s.pointAfter(op, visitCF)
	if ir.CallInterface(op) != nil {
		s.visitCall(op)
	}
	if op.NumRegions() > 0 {
		if br := ir.RegionBranchInterface(op); br != nil {
			if operands, ok := s.operandConstants(op, visitCF); ok {
				for _, succ := range br.SuccessorRegions(op, nil, operands) {
					if succ.Region != nil {
						entry := succ.Region.First()
						if entry == nil {
							continue
						}
						s.setLive(entry)
						s.joinPred(entry, op, succ.Inputs)
					} else {
						s.joinPred(op, op, succ.Inputs)
					}
				}
			}
		} else if ir.CallableInterface(op) != nil {
			callsites := s.predFor(op, self)
			if callsites.unknown || len(callsites.known) > 0 {
				s.markEntryBlocksLive(op)
			}
		} else {
			s.markEntryBlocksLive(op)
		}
	}
	if isRegionOrCallableReturn(op) {
		parent := op.ParentOp()
		if br := ir.RegionBranchInterface(parent); br != nil {
			if operands, ok := s.operandConstants(op, visitCF); ok {
				for _, succ := range br.SuccessorRegions(parent, op.ParentRegion(), operands) {
					if succ.Region != nil {
						entry := succ.Region.First()
						if entry == nil {
							continue
						}
						s.setLive(entry)
						s.joinPred(entry, op, succ.Inputs)
					} else {
						s.joinPred(parent, op, succ.Inputs)
					}
				}
			}
		} else {
			callsites := s.predFor(parent, self)
			resolvable := op.HasTrait(ir.TraitReturnLike)
			for _, call := range callsites.known {
				if resolvable {
					s.joinPred(call, op, nil)
				} else {
					s.setPredUnknown(call)
				}
			}
		}
	}
	if op.NumSuccessors() > 0 {
		if ir.BranchInterface(op) != nil {
			operands, ok := s.operandConstants(op, visitCF)
			if !ok {
				return
			}
			if succ := ir.SuccessorForOperands(op, operands); succ != nil {
				s.markEdgeLive(op.Block(), succ)
				return
			}
		}
		for i := 0; i < op.NumSuccessors(); i++ {
			s.markEdgeLive(op.Block(), op.Successor(i))
		}
	}
}

func (s *dfSolver) isExternalCallable(callable *ir.Operation) bool {
	if !s.top.IsAncestor(callable) {
		return true
	}
	if c := ir.CallableInterface(callable); c != nil {
		return c.CallableRegion(callable) == nil
	}
	return false
}

func (s *dfSolver) visitCall(call *ir.Operation) {
	callable := ir.ResolveCallable(s.ctx, call, s.tables)
	if callable != nil && ir.IsSymbol(callable) && !s.isExternalCallable(callable) {
		s.joinPred(callable, call, nil)
		return
	}
	s.setPredUnknown(call)
}

// visitValues is the sparse constant propagation transfer function.
func (s *dfSolver) visitValues(op *ir.Operation) {
	if op.NumResults() == 0 {
		return
	}
	self := s.pointAfter(op, visitValues)
	results := op.Results()
	if br := ir.RegionBranchInterface(op); br != nil {
		s.visitRegionSuccessors(op, br, nil, results, self)
		return
	}
	for i := 0; i < op.NumOperands(); i++ {
		s.lattice(op.Operand(i)).subs.add(visitValues)
	}
	if ir.CallInterface(op) != nil {
		callable := ir.ResolveCallable(s.ctx, op, s.tables)
		if callable != nil {
			if c := ir.CallableInterface(callable); c != nil && c.CallableRegion(callable) == nil {
				s.setUnknown(results...)
				return
			}
		}
		returns := s.predFor(op, self)
		if returns.unknown {
			s.setUnknown(results...)
			return
		}
		for _, ret := range returns.known {
			for i := 0; i < ret.NumOperands() && i < len(results); i++ {
				s.joinValue(results[i], ret.Operand(i), self)
			}
		}
		return
	}
	if op.NumRegions() > 0 {
		s.setUnknown(results...)
		return
	}
	operands, ok := s.operandConstants(op, visitValues)
	if !ok {
		return
	}
	prev := op.PrevInBlock()
	res := rewrite.SimulateFold(op, operands)
	if prev != nil && op.PrevInBlock() != prev {
		s.displace(prev)
	}
	if len(res) != len(results) {
		s.setUnknown(results...)
		return
	}
	for i, r := range res {
		if r.Attr != nil {
			s.join(results[i], constLattice{kind: latConst, attr: r.Attr, dialect: op.Info().Dialect})
		} else if r.Value != nil {
			// As upstream, the value's lattice as it is now, without a
			// dependency: a later change of it does not re-visit op.
			s.join(results[i], s.latticeOf(r.Value))
		} else {
			s.setUnknown(results[i])
		}
	}
}

func (s *dfSolver) visitRegionSuccessors(branch *ir.Operation, br ir.RegionBranchOpInterface, region *ir.Region,
	lattices []*ir.Value, self dfPoint) {
	var anchor any = branch
	if region != nil {
		anchor = region.First()
	}
	preds := s.predFor(anchor, self)
	if preds.unknown {
		s.setUnknown(lattices...)
		return
	}
	for _, p := range preds.known {
		var operands []*ir.Value
		if p == branch {
			operands = br.EntrySuccessorOperands(branch, region)
		} else if t := ir.RegionBranchTerminatorInterface(p); t != nil {
			start, n := t.SuccessorOperands(p, region)
			for i := 0; i < n; i++ {
				operands = append(operands, p.Operand(start+i))
			}
		} else {
			s.setUnknown(lattices...)
			return
		}
		inputs := preds.inputs[p]
		first := 0
		if len(inputs) != len(lattices) {
			if len(inputs) > 0 {
				first = inputs[0].Index()
			}
			for i, l := range lattices {
				if i < first || i >= first+len(inputs) {
					s.setUnknown(l)
				}
			}
		}
		for i := 0; i < len(operands) && first+i < len(lattices); i++ {
			s.joinValue(lattices[first+i], operands[i], self)
		}
	}
}

// visitBlock computes the lattices of block arguments.
func (s *dfSolver) visitBlock(b *ir.Block) {
	if b.NumArgs() == 0 || !s.isLive(b) {
		return
	}
	self := dfPoint{block: b}
	args := b.Args()
	if b.IsEntry() {
		parent := b.ParentOp()
		if parent == nil {
			s.setUnknown(args...)
			return
		}
		if c := ir.CallableInterface(parent); c != nil && c.CallableRegion(parent) == b.Parent() {
			callsites := s.predFor(parent, self)
			if callsites.unknown {
				s.setUnknown(args...)
				return
			}
			for _, call := range callsites.known {
				ops := ir.CallArgOperands(call)
				for i := 0; i < len(ops) && i < len(args); i++ {
					s.joinValue(args[i], ops[i], self)
				}
			}
			return
		}
		if br := ir.RegionBranchInterface(parent); br != nil {
			s.visitRegionSuccessors(parent, br, b.Parent(), args, self)
			return
		}
		s.setUnknown(args...)
		return
	}
	// The successor operands in use-list order, as upstream: the first
	// constant joined into an argument decides the dialect that
	// materializes it.
	for u := b.FirstPredecessorUse(); u != nil; u = u.NextUse() {
		term := u.Owner()
		pred := term.Block()
		k := edgeKey{pred, b}
		s.depend(k, self)
		if !s.edges[k] {
			continue
		}
		br := ir.BranchInterface(term)
		if br == nil {
			s.setUnknown(args...)
			return
		}
		i := u.Index()
		start, n := br.SuccessorOperands(term, i)
		produced := ir.ProducedOperandCount(term, i)
		for j, a := range args {
			if k := j - produced; k >= 0 && k < n {
				s.joinValue(a, term.Operand(start+k), self)
			} else {
				s.setUnknown(a)
			}
		}
	}
}
