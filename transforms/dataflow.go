package transforms

import (
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/rewrite"
)

// A sparse, conditional, interprocedural constant-propagation solver: the
// combination of upstream's DeadCodeAnalysis (executable blocks and CFG
// edges, call sites and return sites, region control flow) and
// SparseConstantPropagation (a lattice per value: uninitialized, one
// constant, or unknown). The analyses are monotone, so the fixpoint does
// not depend on the visiting order; the solver re-visits a program point
// whenever a state it read changes.

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

type dfPoint struct {
	op    *ir.Operation
	block *ir.Block
}

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
	queued  bool
}

type dfBlockState struct {
	args   int32 // index of the lattice of argument 0
	live   bool
	queued bool
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
				s.blockSt = append(s.blockSt, dfBlockState{args: n})
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

// isLive reports whether b is executable.
func (s *dfSolver) isLive(b *ir.Block) bool {
	st := s.blockState(b)
	return st != nil && st.live
}

func (s *dfSolver) enqueue(p dfPoint) {
	if p.op != nil {
		if st := s.opState(p.op); st != nil {
			if st.queued {
				return
			}
			st.queued = true
		}
	} else if st := s.blockState(p.block); st != nil {
		if st.queued {
			return
		}
		st.queued = true
	}
	s.queue = append(s.queue, p)
}

func (s *dfSolver) dequeue() dfPoint {
	p := s.queue[0]
	s.queue = s.queue[1:]
	if p.op != nil {
		if st := s.opState(p.op); st != nil {
			st.queued = false
		}
	} else if st := s.blockState(p.block); st != nil {
		st.queued = false
	}
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
	switch k := key.(type) {
	case blockKey:
		s.enqueue(dfPoint{block: k.b})
		for o := k.b.First(); o != nil; o = o.NextInBlock() {
			s.enqueue(dfPoint{op: o})
		}
	case edgeKey:
		s.enqueue(dfPoint{block: k.to})
	}
}

// valueChanged re-queues the readers and the users of v.
func (s *dfSolver) valueChanged(v *ir.Value, l *valueLattice) {
	s.enqueueAll(l.deps)
	for u := v.FirstUse(); u != nil; u = u.Next() {
		s.enqueue(dfPoint{op: u.Owner()})
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
			s.setUnknown(b.Args()...)
		}
	}
	s.initializeSymbolCallables()
	// As upstream, the two analyses initialize one after the other, each
	// visiting the program in pre-order: dead-code analysis the ops with
	// control flow in executable blocks, then constant propagation every
	// executable block and op. What they change is queued for the fixpoint
	// iteration; the order decides which of two equal constants (from ops
	// of different dialects) a value keeps.
	var initControlFlow func(op *ir.Operation)
	initControlFlow = func(op *ir.Operation) {
		if b := op.Block(); b != nil && s.isLive(b) &&
			(op.NumRegions() > 0 || op.NumSuccessors() > 0 || isRegionOrCallableReturn(op) || ir.CallInterface(op) != nil) {
			s.visitControlFlow(op)
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
	var initValues func(op *ir.Operation)
	initValues = func(op *ir.Operation) {
		if b := op.Block(); b == nil || s.isLive(b) {
			s.visitValues(op)
		}
		for i := 0; i < op.NumRegions(); i++ {
			for b := op.Region(i).First(); b != nil; b = b.Next() {
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
		if p.op != nil {
			s.visitOp(p.op)
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
// unknown), or ok false when some operand is still uninitialized.
func (s *dfSolver) operandConstants(op *ir.Operation) ([]ir.Attribute, bool) {
	out := make([]ir.Attribute, op.NumOperands())
	for i := range out {
		l := s.lattice(op.Operand(i))
		if l.kind == latUninit {
			return nil, false
		}
		out[i] = l.attr
	}
	return out, true
}

func (s *dfSolver) visitOp(op *ir.Operation) {
	if op.Block() != nil && !s.isLive(op.Block()) {
		return
	}
	if op.Block() != nil {
		s.visitControlFlow(op)
	}
	s.visitValues(op)
}

// visitControlFlow is DeadCodeAnalysis::visit.
func (s *dfSolver) visitControlFlow(op *ir.Operation) {
	self := dfPoint{op: op}
	if ir.CallInterface(op) != nil {
		s.visitCall(op)
	}
	if op.NumRegions() > 0 {
		if br := ir.RegionBranchInterface(op); br != nil {
			if operands, ok := s.operandConstants(op); ok {
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
			if operands, ok := s.operandConstants(op); ok {
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
			operands, ok := s.operandConstants(op)
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
	self := dfPoint{op: op}
	results := op.Results()
	if br := ir.RegionBranchInterface(op); br != nil {
		s.visitRegionSuccessors(op, br, nil, results, self)
		return
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
	operands, ok := s.operandConstants(op)
	if !ok {
		return
	}
	res := rewrite.SimulateFold(op, operands)
	if len(res) != len(results) {
		s.setUnknown(results...)
		return
	}
	for i, r := range res {
		if r.Attr != nil {
			s.join(results[i], constLattice{kind: latConst, attr: r.Attr, dialect: op.Info().Dialect})
		} else if r.Value != nil {
			s.joinValue(results[i], r.Value, self)
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
