package intrange

import (
	"github.com/gomlir/gomlir/ir"
)

// InferIntRangeInterface is implemented by ops that bound their integer
// results from the ranges of their operands (upstream's
// InferIntRangeInterface, inferResultRangesFromOptional).
type InferIntRangeInterface interface {
	// InferResultRanges calls set with the range of each value it bounds
	// (results of op, or arguments of blocks in its regions); args holds
	// the ranges of op's operands, unknown ones not Known.
	InferResultRanges(op *ir.Operation, args []Value, set func(v *ir.Value, r Value))
}

func init() {
	ir.RegisterInterface[InferIntRangeInterface]("InferIntRangeInterface")
}

// Infer adapts a rule over known ranges to InferIntRangeInterface: it
// bounds op's only result, and is not consulted while an operand's range
// is unknown (upstream's inferResultRanges).
type Infer func(op *ir.Operation, args []Range) Range

// InferResultRanges calls f once every operand's range is known.
func (f Infer) InferResultRanges(op *ir.Operation, args []Value, set func(v *ir.Value, r Value)) {
	rs := make([]Range, len(args))
	for i, a := range args {
		if !a.Known {
			return
		}
		rs[i] = a.Range
	}
	set(op.Result(0), Value{Known: true, Range: f(op, rs)})
}

// InferOptional adapts a rule that takes unknown operand ranges too and
// bounds op's only result.
type InferOptional func(op *ir.Operation, args []Value) Value

// InferResultRanges calls f.
func (f InferOptional) InferResultRanges(op *ir.Operation, args []Value, set func(v *ir.Value, r Value)) {
	set(op.Result(0), f(op, args))
}

// Analysis is the result of upstream's IntegerRangeAnalysis over an op:
// the range of every integer value under it. Control flow is followed
// through branch and region-branch interfaces; every block is taken to be
// reachable, function arguments and the results of ops that bound nothing
// hold every value, and a range that keeps changing around a loop (a
// result used by a terminator) widens to every value.
type Analysis struct {
	vals    map[*ir.Value]Value
	queue   []*ir.Operation
	queued  map[*ir.Operation]bool
	visited map[*ir.Operation]bool
}

// Analyze runs the analysis on the ops nested in root.
func Analyze(root *ir.Operation) *Analysis {
	a := &Analysis{vals: map[*ir.Value]Value{}, queued: map[*ir.Operation]bool{}, visited: map[*ir.Operation]bool{}}
	a.initRegions(root)
	root.WalkPre(func(op *ir.Operation) ir.WalkResult {
		if op != root {
			a.initRegions(op)
			a.enqueue(op)
		}
		return ir.WalkAdvance
	})
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
}

// initRegions gives the block arguments no control flow feeds every
// value: entry arguments of regions of ops other than region-branch ops
// (and those a region-branch op does not forward to), and arguments of
// blocks some predecessor of which is not a branch.
func (a *Analysis) initRegions(op *ir.Operation) {
	forwarded := map[*ir.Value]bool{}
	if br, ok := ir.OpInterface[ir.RegionBranchOpInterface](op); ok {
		for _, s := range br.SuccessorRegions(op, nil, nil) {
			for _, v := range s.Inputs {
				forwarded[v] = true
			}
		}
		for i := 0; i < op.NumRegions(); i++ {
			for _, s := range br.SuccessorRegions(op, op.Region(i), nil) {
				for _, v := range s.Inputs {
					forwarded[v] = true
				}
			}
		}
	}
	for i := 0; i < op.NumRegions(); i++ {
		for b := op.Region(i).First(); b != nil; b = b.Next() {
			entry := b.IsEntry()
			allBranches := !entry
			if !entry {
				for _, p := range b.Predecessors() {
					if t := p.Last(); t == nil || ir.BranchInterface(t) == nil {
						allBranches = false
					}
				}
			}
			for _, arg := range b.Args() {
				if entry && !forwarded[arg] || !entry && !allBranches {
					a.join(arg, MaxValue(arg.Type()), false)
				}
			}
		}
	}
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
	first := !a.visited[op]
	a.visited[op] = true
	switch inf, ok := ir.OpInterface[InferIntRangeInterface](op); {
	case ok:
		args := make([]Value, op.NumOperands())
		for i := range args {
			args[i] = a.vals[op.Operand(i)]
		}
		inf.InferResultRanges(op, args, func(v *ir.Value, r Value) {
			a.join(v, r, !v.IsBlockArgument() && usedByTerminator(v))
		})
	case first:
		if _, isBranch := ir.OpInterface[ir.RegionBranchOpInterface](op); !isBranch {
			for i := 0; i < op.NumResults(); i++ {
				a.join(op.Result(i), MaxValue(op.Result(i).Type()), false)
			}
		}
	}
	if br, ok := ir.OpInterface[ir.RegionBranchOpInterface](op); ok {
		for _, s := range br.SuccessorRegions(op, nil, nil) {
			a.forward(br.EntrySuccessorOperands(op, s.Region), s.Inputs)
		}
	}
	if !op.IsRegistered() || !op.HasTrait(ir.TraitTerminator) {
		return
	}
	if b := ir.BranchInterface(op); b != nil {
		for i := 0; i < op.NumSuccessors(); i++ {
			start, n := b.SuccessorOperands(op, i)
			args := op.Successor(i).Args()
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
		}
		return
	}
	parent := op.ParentOp()
	if parent == nil {
		return
	}
	br, ok := ir.OpInterface[ir.RegionBranchOpInterface](parent)
	term := ir.RegionBranchTerminatorInterface(op)
	if !ok || term == nil {
		return
	}
	for _, s := range br.SuccessorRegions(parent, op.ParentRegion(), nil) {
		start, n := term.SuccessorOperands(op, s.Region)
		vals := make([]*ir.Value, n)
		for j := range vals {
			vals[j] = op.Operand(start + j)
		}
		a.forward(vals, s.Inputs)
	}
}

// forward joins the ranges of vals into the values they flow to.
func (a *Analysis) forward(vals, to []*ir.Value) {
	for i := 0; i < len(vals) && i < len(to); i++ {
		a.join(to[i], a.vals[vals[i]], false)
	}
}
