package transforms

import (
	"github.com/gomlir/gomlir/ir"
)

// origins is upstream's BufferOriginAnalysis over BufferViewFlowAnalysis:
// which buffers each buffer may be derived from (through views, selects,
// branch operands and region control flow), and which buffers start a
// chain (allocations, function arguments, results of unknown ops).
type origins struct {
	deps     map[*ir.Value][]*ir.Value // value -> the values it may come from
	terminal map[*ir.Value]bool
	users    map[*ir.Value][]*ir.Value // the inverse of deps, built on demand
}

func isBuffer(v *ir.Value) bool {
	switch v.Type().(type) {
	case *ir.MemRefType, *ir.UnrankedMemRefType:
		return true
	}
	return false
}

// newOrigins builds the view-flow dependencies of the ops nested in root.
func newOrigins(root *ir.Operation) *origins {
	o := &origins{deps: map[*ir.Value][]*ir.Value{}, terminal: map[*ir.Value]bool{}}
	link := func(from, to []*ir.Value) {
		for i := range from {
			if i < len(to) {
				o.deps[to[i]] = append(o.deps[to[i]], from[i])
			}
		}
	}
	markTerminal := func(op *ir.Operation) {
		for _, r := range op.Results() {
			if isBuffer(r) {
				o.terminal[r] = true
			}
		}
		for i := 0; i < op.NumRegions(); i++ {
			if b := op.Region(i).First(); b != nil {
				for _, a := range b.Args() {
					if isBuffer(a) {
						o.terminal[a] = true
					}
				}
			}
		}
	}
	root.Each(func(op *ir.Operation) {
		if op == root {
			return
		}
		if sel, ok := ir.OpInterface[ir.SelectLikeOpInterface](op); ok {
			_, t, f := sel.SelectOperands(op)
			link([]*ir.Value{t, f}, []*ir.Value{op.Result(0), op.Result(0)})
			return
		}
		if view, ok := ir.OpInterface[ir.ViewLikeOpInterface](op); ok {
			link([]*ir.Value{view.ViewSource(op)}, []*ir.Value{op.Result(0)})
			return
		}
		if br := ir.BranchInterface(op); br != nil {
			for i := 0; i < op.NumSuccessors(); i++ {
				start, n := br.SuccessorOperands(op, i)
				args := op.Successor(i).Args()[ir.ProducedOperandCount(op, i):]
				link(op.Operands()[start:start+n], args)
			}
			return
		}
		if rb := ir.RegionBranchInterface(op); rb != nil {
			for _, s := range rb.SuccessorRegions(op, nil, nil) {
				link(rb.EntrySuccessorOperands(op, s.Region), successorInputs(op, s))
			}
			for i := 0; i < op.NumRegions(); i++ {
				r := op.Region(i)
				for _, s := range rb.SuccessorRegions(op, r, nil) {
					for _, b := range r.Blocks() {
						term := b.Terminator()
						if term == nil {
							continue
						}
						t := ir.RegionBranchTerminatorInterface(term)
						if t == nil {
							continue
						}
						start, n := t.SuccessorOperands(term, s.Region)
						link(term.Operands()[start:start+n], successorInputs(op, s))
					}
				}
			}
			return
		}
		if ir.RegionBranchTerminatorInterface(op) != nil {
			return
		}
		if ir.CallInterface(op) != nil {
			markTerminal(op)
			for _, r := range op.Results() {
				o.deps[r] = append(o.deps[r], op.Operands()...)
			}
			return
		}
		markTerminal(op)
	})
	// The root's own results and region arguments start chains too.
	markTerminal(root)
	return o
}

// successorInputs are the values a region successor receives: the
// region's entry arguments it lists, or the op's results.
func successorInputs(op *ir.Operation, s ir.RegionSuccessor) []*ir.Value {
	if s.Region == nil {
		return op.Results()
	}
	return s.Inputs
}

// resolveReverse is the set of values v may come from, v included.
func (o *origins) resolveReverse(v *ir.Value) map[*ir.Value]bool {
	seen := map[*ir.Value]bool{v: true}
	stack := []*ir.Value{v}
	for len(stack) > 0 {
		x := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		for _, d := range o.deps[x] {
			if !seen[d] {
				seen[d] = true
				stack = append(stack, d)
			}
		}
	}
	return seen
}

// viewBaseOfDest is getViewBase of BufferOriginAnalysis: views are looked
// through only from the view's result.
func viewBaseOfDest(v *ir.Value) *ir.Value {
	for {
		d := v.DefiningOp()
		if d == nil {
			return v
		}
		view, ok := ir.OpInterface[ir.ViewLikeOpInterface](d)
		if !ok || v != d.Result(0) {
			return v
		}
		v = view.ViewSource(d)
	}
}

func isFunctionArgument(v *ir.Value) bool {
	if !v.IsBlockArgument() || !v.OwnerBlock().IsEntry() {
		return false
	}
	op := v.OwnerBlock().Parent().ParentOp()
	if op == nil {
		return false
	}
	_, ok := ir.OpInterface[ir.FunctionOpInterface](op)
	return ok
}

// sameAllocation is isSameAllocation: same is whether v1 and v2 come from
// one allocation, known false when that cannot be told.
func (o *origins) sameAllocation(v1, v2 *ir.Value) (same, known bool) {
	v1, v2 = viewBaseOfDest(v1), viewBaseOfDest(v2)
	if v1 == v2 {
		return true, true
	}
	gather := func(v *ir.Value) (terms []*ir.Value, allAllocs, allAllocsOrArgs bool) {
		allAllocs, allAllocsOrArgs = true, true
		for x := range o.resolveReverse(v) {
			if !isBuffer(x) || !o.terminal[x] {
				continue
			}
			terms = append(terms, x)
			alloc := x.DefiningOp() != nil && allocates(x.DefiningOp(), x)
			allAllocs = allAllocs && alloc
			allAllocsOrArgs = allAllocsOrArgs && (alloc || isFunctionArgument(x))
		}
		return
	}
	t1, allocs1, allocsOrArgs1 := gather(v1)
	t2, allocs2, allocsOrArgs2 := gather(v2)
	if len(t1) == 1 && len(t2) == 1 && t1[0] == t2[0] {
		return true, true
	}
	for _, a := range t1 {
		for _, b := range t2 {
			if a == b {
				return false, false
			}
		}
	}
	if allocs1 && (allocs2 || allocsOrArgs2) || (allocs1 || allocsOrArgs1) && allocs2 {
		return false, true
	}
	return false, false
}
