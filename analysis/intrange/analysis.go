package intrange

import (
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/rewrite"
)

// InferIntRangeInterface is implemented by ops that bound their integer
// results from the ranges of their operands (upstream's
// InferIntRangeInterface, inferResultRangesFromOptional).
type InferIntRangeInterface interface {
	// InferResultRanges calls set with the range of each value it bounds
	// (results of op, or arguments of blocks in its regions); args holds
	// the ranges of op's operands, all Known (the analysis does not ask
	// while an operand has none).
	InferResultRanges(op *ir.Operation, args []Value, set func(v *ir.Value, r Value))
}

func init() {
	ir.RegisterInterface[InferIntRangeInterface]("InferIntRangeInterface")
}

// Infer adapts a rule over ranges to InferIntRangeInterface: it bounds
// op's only result (upstream's inferResultRanges).
type Infer func(op *ir.Operation, args []Range) Range

// InferResultRanges calls f with the operands' ranges.
func (f Infer) InferResultRanges(op *ir.Operation, args []Value, set func(v *ir.Value, r Value)) {
	rs := make([]Range, len(args))
	for i, a := range args {
		rs[i] = a.Range
	}
	set(op.Result(0), Value{Known: true, Range: f(op, rs)})
}

// InferOptional adapts a rule that may leave op's only result unbounded
// (upstream's inferResultRangesFromOptional).
type InferOptional func(op *ir.Operation, args []Value) Value

// InferResultRanges calls f.
func (f InferOptional) InferResultRanges(op *ir.Operation, args []Value, set func(v *ir.Value, r Value)) {
	set(op.Result(0), f(op, args))
}

// Baseline says which of upstream's analyses run beside the range
// analysis, which decides what control flow it follows.
type Baseline int

const (
	// WithConstants runs dead-code analysis and sparse constant
	// propagation beside it (upstream's loadBaselineAnalyses, as
	// int-range-optimizations does): values of non-integer types have an
	// unknown constant value once defined.
	WithConstants Baseline = iota
	// DeadCodeOnly runs only dead-code analysis beside it (as
	// arith-unsigned-when-equivalent does): values of non-integer types
	// never have a value, so branches and region-branch ops they are
	// operands of are not followed.
	DeadCodeOnly
)

// Analysis is the result of upstream's IntegerRangeAnalysis over an op,
// run beside its DeadCodeAnalysis: the range of every integer value under
// it that executable code defines. As upstream, a value whose range is
// known also has a known constant-or-unknown value (values of other types
// per the Baseline), and control flow only follows a branch (or enters a
// region-branch op's regions) once every operand has one: a constant
// condition leads to one successor. Function bodies are
// executable, but for a private function all of whose uses are calls,
// whose body is executable once one of them is and whose arguments join
// the arguments of its executed call sites (other functions' hold every
// value), the results of a call join the values its callee
// returns, the results of ops that bound nothing hold every value, and a
// range that keeps changing around a loop (a result used by a terminator)
// widens to every value.
type Analysis struct {
	ctx      *ir.Context
	baseline Baseline
	tables   *ir.SymbolTableCollection
	vals     map[*ir.Value]Value
	// consts is upstream's Lattice<ConstantValue> under WithConstants,
	// written by constant propagation and by every change of a range.
	consts  map[*ir.Value]constant
	live    map[*ir.Block]bool
	queue   []*ir.Operation
	queued  map[*ir.Operation]bool
	visited map[*ir.Operation]bool
	// knownCallers holds the callables whose every caller is a visible
	// call; callSites the executed calls of each callable.
	knownCallers map[*ir.Operation]bool
	callSites    map[*ir.Operation][]*ir.Operation
}

// Analyze runs the analysis on the ops nested in root, with the given
// analyses beside it.
func Analyze(ctx *ir.Context, root *ir.Operation, baseline Baseline) *Analysis {
	a := &Analysis{ctx: ctx, baseline: baseline, tables: ir.NewSymbolTableCollection(ctx), vals: map[*ir.Value]Value{},
		consts: map[*ir.Value]constant{},
		live:   map[*ir.Block]bool{}, queued: map[*ir.Operation]bool{}, visited: map[*ir.Operation]bool{},
		knownCallers: map[*ir.Operation]bool{}, callSites: map[*ir.Operation][]*ir.Operation{}}
	a.findKnownCallers(root)
	a.enterRegions(root)
	for len(a.queue) > 0 {
		op := a.queue[0]
		a.queue = a.queue[1:]
		delete(a.queued, op)
		a.visit(op)
	}
	return a
}

// Lookup returns v's range (not Known when the analysis knows nothing).
func (a *Analysis) Lookup(v *ir.Value) Value { return a.vals[v] }

// Set records r as v's range (for values created after the analysis, as
// upstream's listener-driven updates).
func (a *Analysis) Set(v *ir.Value, r Value) { a.vals[v] = r }

func (a *Analysis) enqueue(op *ir.Operation) {
	if !a.queued[op] {
		a.queued[op] = true
		a.queue = append(a.queue, op)
	}
}

// markLive makes b executable and queues its ops.
func (a *Analysis) markLive(b *ir.Block) {
	if a.live[b] {
		return
	}
	a.live[b] = true
	for o := b.First(); o != nil; o = o.NextInBlock() {
		a.enqueue(o)
	}
}

// enterRegions makes the entry blocks of op's regions executable, their
// arguments holding every value, unless op is a callable whose callers are
// all known: its body becomes executable with its first executed call.
func (a *Analysis) enterRegions(op *ir.Operation) {
	if a.knownCallers[op] {
		return
	}
	for i := 0; i < op.NumRegions(); i++ {
		if b := op.Region(i).First(); b != nil {
			// The block's ops are queued in program order before its
			// arguments get their ranges, as upstream initializes.
			a.markLive(b)
			for _, arg := range b.Args() {
				a.join(arg, MaxValue(arg.Type()), false)
			}
		}
	}
}

// findKnownCallers finds, in each symbol table under root, the callables
// with a body that are not public and whose symbol is only used by calls
// (upstream's DeadCodeAnalysis::initializeSymbolCallables).
func (a *Analysis) findKnownCallers(root *ir.Operation) {
	ir.WalkSymbolTables(root, root.Block() == nil, func(table *ir.Operation, allUsesVisible bool) {
		region := table.Region(0)
		b := region.First()
		if b == nil {
			return
		}
		var callables []*ir.Operation
		for o := b.First(); o != nil; o = o.NextInBlock() {
			c, ok := ir.OpInterface[ir.CallableOpInterface](o)
			if !ok || c.CallableRegion(o) == nil || !ir.IsSymbol(o) {
				continue
			}
			vis := ir.SymbolVisibility(o)
			if vis == ir.VisibilityPublic || (!allUsesVisible && vis == ir.VisibilityNested) {
				continue
			}
			callables = append(callables, o)
		}
		if len(callables) == 0 {
			return
		}
		uses, ok := ir.SymbolUsesInRegion(a.ctx, region)
		if !ok {
			return
		}
		unknown := map[*ir.Operation]bool{}
		for _, u := range uses {
			if ir.CallInterface(u.User) != nil {
				continue
			}
			if sym := a.tables.LookupSymbolIn(root, u.Ref); sym != nil {
				unknown[sym] = true
			}
		}
		for _, c := range callables {
			if !unknown[c] {
				a.knownCallers[c] = true
			}
		}
	})
}

// callee returns the callable with a body a call executes, or nil.
func (a *Analysis) callee(call *ir.Operation) *ir.Operation {
	callable := ir.ResolveCallable(a.ctx, call, a.tables)
	if callable == nil || !ir.IsSymbol(callable) {
		return nil
	}
	c, ok := ir.OpInterface[ir.CallableOpInterface](callable)
	if !ok || c.CallableRegion(callable) == nil {
		return nil
	}
	return callable
}

// visitCall joins the call's arguments into a callee whose callers are
// known, and the values the callee returns into the call's results.
func (a *Analysis) visitCall(call *ir.Operation) {
	callee := a.callee(call)
	if callee == nil {
		for i := 0; i < call.NumResults(); i++ {
			a.join(call.Result(i), MaxValue(call.Result(i).Type()), false)
		}
		return
	}
	sites := a.callSites[callee]
	known := false
	for _, s := range sites {
		known = known || s == call
	}
	if !known {
		a.callSites[callee] = append(sites, call)
	}
	c, _ := ir.OpInterface[ir.CallableOpInterface](callee)
	body := c.CallableRegion(callee)
	if a.knownCallers[callee] {
		a.markLive(body.First())
		a.forward(ir.CallArgOperands(call), body.First().Args())
	}
	for b := body.First(); b != nil; b = b.Next() {
		t := b.Last()
		if !a.live[b] || t == nil || !t.IsRegistered() || !t.HasTrait(ir.TraitReturnLike) {
			continue
		}
		a.forward(t.Operands(), call.Results())
	}
}

// join merges r into v's range and requeues v's users on a change; widen
// turns a change of a known range into every value.
func (a *Analysis) join(v *ir.Value, r Value, widen bool) {
	old := a.vals[v]
	nv := Join(old, r)
	if old.Known == nv.Known && (!nv.Known || old.Range.Equal(nv.Range)) {
		return
	}
	if widen && old.Known {
		nv = Join(nv, MaxValue(v.Type()))
	}
	a.vals[v] = nv
	for _, u := range v.Users() {
		a.enqueue(u)
	}
	if a.baseline == WithConstants {
		a.joinConst(v, a.rangeConstant(v, nv))
	}
}

// constant is a value's state in upstream's constant lattice: nothing
// known yet (the zero value), one constant folded by an op of a dialect,
// or unknown.
type constant struct {
	known   bool
	attr    ir.Attribute // nil: unknown
	dialect string
}

var unknownConstant = constant{known: true}

// rangeConstant is what a change of v's range to r writes into v's
// constant lattice (upstream's IntegerValueRangeLattice::onUpdate): its one
// value, of the dialect of v's definition, or unknown.
func (a *Analysis) rangeConstant(v *ir.Value, r Value) constant {
	c, ok := r.Range.ConstantValue()
	if !r.Known || !ok {
		return unknownConstant
	}
	t := v.Type()
	if s, ok := t.(ir.ShapedType); ok {
		t = s.ElementType()
	}
	owner := v.DefiningOp()
	if owner == nil {
		owner = v.ParentRegion().ParentOp()
	}
	return constant{known: true, attr: a.ctx.IntegerAttr(t, c), dialect: owner.Info().Dialect}
}

// joinConst merges c into v's constant lattice and requeues v's users on
// a change: two different constants join to unknown; equal constants of two
// dialects keep the first (upstream's ConstantValue compares constants
// only).
func (a *Analysis) joinConst(v *ir.Value, c constant) {
	old := a.consts[v]
	switch {
	case !c.known || old == unknownConstant || (old.known && old.attr == c.attr):
		return
	case old.known:
		c = unknownConstant
	}
	a.consts[v] = c
	for _, u := range v.Users() {
		a.enqueue(u)
	}
}

// propagateConstants is upstream's sparse constant propagation of op: its
// results fold from the constants of its operands once all have one;
// an op with regions, or one that does not fold, gives unknown results.
func (a *Analysis) propagateConstants(op *ir.Operation) {
	if op.NumRegions() > 0 {
		for i := 0; i < op.NumResults(); i++ {
			a.joinConst(op.Result(i), unknownConstant)
		}
		return
	}
	operands := make([]ir.Attribute, op.NumOperands())
	for i := range operands {
		c := a.consts[op.Operand(i)]
		if !c.known {
			return
		}
		operands[i] = c.attr
	}
	res := rewrite.SimulateFold(op, operands)
	for i := 0; i < op.NumResults(); i++ {
		switch {
		case len(res) != op.NumResults():
			a.joinConst(op.Result(i), unknownConstant)
		case res[i].Attr != nil:
			a.joinConst(op.Result(i), constant{known: true, attr: res[i].Attr, dialect: op.Info().Dialect})
		case res[i].Value != nil:
			a.joinConst(op.Result(i), a.consts[res[i].Value])
		default:
			a.joinConst(op.Result(i), unknownConstant)
		}
	}
}

// constants returns the constant (or nil, unknown) value of each operand
// of op, or ok false while some operand has none yet.
func (a *Analysis) constants(op *ir.Operation) ([]ir.Attribute, bool) {
	out := make([]ir.Attribute, op.NumOperands())
	for i := range out {
		v := op.Operand(i)
		if a.baseline == WithConstants {
			c := a.consts[v]
			if !c.known {
				return nil, false
			}
			out[i] = c.attr
			continue
		}
		// Without constant propagation only ranges give values constants.
		r := a.vals[v]
		if !r.Known {
			return nil, false
		}
		if c, ok := r.Range.ConstantValue(); ok {
			t := v.Type()
			if s, ok := t.(ir.ShapedType); ok {
				t = s.ElementType()
			}
			out[i] = a.ctx.IntegerAttr(t, c)
		}
	}
	return out, true
}

// operandRanges returns the ranges of op's operands, or false while one
// has none.
func (a *Analysis) operandRanges(op *ir.Operation) ([]Value, bool) {
	args := make([]Value, op.NumOperands())
	for i := range args {
		args[i] = a.vals[op.Operand(i)]
		if !args[i].Known {
			return nil, false
		}
	}
	return args, true
}

// usedByTerminator reports whether a terminator uses v.
func usedByTerminator(v *ir.Value) bool {
	for _, u := range v.Users() {
		if u.IsRegistered() && u.HasTrait(ir.TraitTerminator) {
			return true
		}
	}
	return false
}

func (a *Analysis) visit(op *ir.Operation) {
	if b := op.Block(); b != nil && !a.live[b] {
		// Users of a changed value may sit in code not executable (yet):
		// they are visited when their block becomes executable.
		return
	}
	first := !a.visited[op]
	a.visited[op] = true
	br, isRegionBranch := ir.OpInterface[ir.RegionBranchOpInterface](op)
	switch inf, ok := ir.OpInterface[InferIntRangeInterface](op); {
	case ok:
		// As upstream, nothing is inferred while an operand has no range
		// yet.
		if args, ok := a.operandRanges(op); ok {
			inf.InferResultRanges(op, args, func(v *ir.Value, r Value) {
				a.join(v, r, !v.IsBlockArgument() && usedByTerminator(v))
			})
		}
		if a.baseline == WithConstants && !isRegionBranch {
			a.propagateConstants(op)
		}
	case ir.CallInterface(op) != nil:
		a.visitCall(op)
	case first && !isRegionBranch:
		for i := 0; i < op.NumResults(); i++ {
			a.join(op.Result(i), MaxValue(op.Result(i).Type()), false)
		}
	}
	switch {
	case isRegionBranch:
		if consts, ok := a.constants(op); ok {
			for _, s := range br.SuccessorRegions(op, nil, consts) {
				a.forward(br.EntrySuccessorOperands(op, s.Region), s.Inputs)
				if s.Region != nil {
					a.enterRegion(op, br, s.Region)
				}
			}
		}
	case first && op.NumRegions() > 0:
		a.enterRegions(op)
	}
	if !op.IsRegistered() || !op.HasTrait(ir.TraitTerminator) {
		return
	}
	if b := ir.BranchInterface(op); b != nil {
		consts, ok := a.constants(op)
		if !ok {
			return
		}
		only := ir.SuccessorForOperands(op, consts)
		for i := 0; i < op.NumSuccessors(); i++ {
			if only != nil && op.Successor(i) != only {
				continue
			}
			a.followEdge(op, b, i)
		}
		return
	}
	parent := op.ParentOp()
	if parent == nil {
		return
	}
	if op.HasTrait(ir.TraitReturnLike) {
		for _, call := range a.callSites[parent] {
			a.enqueue(call)
		}
	}
	pbr, ok := ir.OpInterface[ir.RegionBranchOpInterface](parent)
	term := ir.RegionBranchTerminatorInterface(op)
	if !ok || term == nil {
		return
	}
	if _, ok := a.constants(op); !ok {
		return
	}
	for _, s := range pbr.SuccessorRegions(parent, op.ParentRegion(), nil) {
		start, n := term.SuccessorOperands(op, s.Region)
		vals := make([]*ir.Value, n)
		for j := range vals {
			vals[j] = op.Operand(start + j)
		}
		a.forward(vals, s.Inputs)
		if s.Region != nil {
			a.enterRegion(parent, pbr, s.Region)
		}
	}
}

// enterRegion makes region r of the region-branch op executable; the
// entry arguments no successor edge feeds hold every value.
func (a *Analysis) enterRegion(op *ir.Operation, br ir.RegionBranchOpInterface, r *ir.Region) {
	entry := r.First()
	if entry == nil || a.live[entry] {
		return
	}
	forwarded := map[*ir.Value]bool{}
	collect := func(from *ir.Region) {
		for _, s := range br.SuccessorRegions(op, from, nil) {
			if s.Region == r {
				for _, v := range s.Inputs {
					forwarded[v] = true
				}
			}
		}
	}
	collect(nil)
	for i := 0; i < op.NumRegions(); i++ {
		collect(op.Region(i))
	}
	for _, arg := range entry.Args() {
		if !forwarded[arg] {
			a.join(arg, MaxValue(arg.Type()), false)
		}
	}
	a.markLive(entry)
}

// followEdge makes the edge to successor i of branch op executable and
// joins the forwarded values into the successor's arguments.
func (a *Analysis) followEdge(op *ir.Operation, b ir.BranchOpInterface, i int) {
	dest := op.Successor(i)
	start, n := b.SuccessorOperands(op, i)
	args := dest.Args()
	produced := ir.ProducedOperandCount(op, i)
	for j := 0; j < produced && j < len(args); j++ {
		a.join(args[j], MaxValue(args[j].Type()), false)
	}
	vals := make([]*ir.Value, n)
	for j := range vals {
		vals[j] = op.Operand(start + j)
	}
	if produced <= len(args) {
		a.forward(vals, args[produced:])
	}
	a.markLive(dest)
}

// forward joins the ranges (and constants) of vals into the values they
// flow to.
func (a *Analysis) forward(vals, to []*ir.Value) {
	for i := 0; i < len(vals) && i < len(to); i++ {
		a.join(to[i], a.vals[vals[i]], false)
		if a.baseline == WithConstants {
			a.joinConst(to[i], a.consts[vals[i]])
		}
	}
}

// ResultRange bounds v from its defining op alone, every operand taken at
// its maximal range (upstream's m_IntRange matchers): false when v is not
// the first result of an op implementing InferIntRangeInterface that bounds
// it.
func ResultRange(v *ir.Value) (Range, bool) {
	op := v.DefiningOp()
	if op == nil || op.NumResults() == 0 || op.Result(0) != v {
		return Range{}, false
	}
	infer, ok := ir.OpInterface[InferIntRangeInterface](op)
	if !ok {
		return Range{}, false
	}
	args := make([]Value, op.NumOperands())
	for i := range args {
		args[i] = MaxValue(op.Operand(i).Type())
	}
	var out Value
	infer.InferResultRanges(op, args, func(r *ir.Value, val Value) {
		if r == v && val.Known {
			out = val
		}
	})
	return out.Range, out.Known
}
