package rewrite

import (
	"sort"

	"github.com/gomlir/gomlir/ir"
)

// RegionBranchPatterns returns upstream's
// populateRegionBranchOpInterfaceCanonicalizationPatterns for the op
// named opName: MakeRegionBranchOpSuccessorInputsDead,
// RemoveDuplicateSuccessorInputUses and
// RemoveDeadRegionBranchOpSuccessorInputs, in that order. They simplify
// the values an op forwards along its region control flow (iter_args,
// results, region arguments) through RegionBranchOpInterface alone.
func RegionBranchPatterns(opName string) []any {
	const anon = "(anonymous namespace)::"
	return []any{
		&Func{Name: anon + "MakeRegionBranchOpSuccessorInputsDead", On: opName, Weight: 1, Rewrite: makeSuccessorInputsDead},
		&Func{Name: anon + "RemoveDuplicateSuccessorInputUses", On: opName, Weight: 1, Rewrite: removeDuplicateSuccessorInputUses},
		&Func{Name: anon + "RemoveDeadRegionBranchOpSuccessorInputs", On: opName, Weight: 1, Rewrite: removeDeadSuccessorInputs},
	}
}

// forwardedOperand is one operand of an op (the op itself or a terminator of
// its regions) forwarded along a region edge.
type forwardedOperand struct {
	owner *ir.Operation
	index int
}

func (r forwardedOperand) value() *ir.Value { return r.owner.Operand(r.index) }

// successorMapping relates the successor operands of a region branch op
// to its successor inputs over every branch point (the op, then the
// region terminators in order).
type successorMapping struct {
	// inputs lists the successor inputs in the order first met.
	inputs []*ir.Value
	// operandsOf maps each input to the operands forwarded to it.
	operandsOf map[*ir.Value][]forwardedOperand
	// inputsOf maps each forwarded operand to the inputs it reaches, and
	// operands lists the forwarded operands in the order first met.
	inputsOf map[forwardedOperand][]*ir.Value
	operands []forwardedOperand
}

// computeSuccessorMapping is upstream's getSuccessorOperandInputMapping
// over all branch points; ok is false when the op reports an edge whose
// operands it cannot place.
func computeSuccessorMapping(op *ir.Operation, br ir.RegionBranchOpInterface) (m successorMapping, ok bool) {
	m.operandsOf = map[*ir.Value][]forwardedOperand{}
	m.inputsOf = map[forwardedOperand][]*ir.Value{}
	add := func(ref forwardedOperand, in *ir.Value) {
		if _, seen := m.operandsOf[in]; !seen {
			m.inputs = append(m.inputs, in)
		}
		m.operandsOf[in] = append(m.operandsOf[in], ref)
		if _, seen := m.inputsOf[ref]; !seen {
			m.operands = append(m.operands, ref)
		}
		m.inputsOf[ref] = append(m.inputsOf[ref], in)
	}
	for _, s := range br.SuccessorRegions(op, nil, nil) {
		vals := br.EntrySuccessorOperands(op, s.Region)
		if len(vals) != len(s.Inputs) {
			return m, false
		}
		// The entry operands are the trailing operands of the op.
		start := op.NumOperands() - len(vals)
		for i, in := range s.Inputs {
			if op.Operand(start+i) != vals[i] {
				return m, false
			}
			add(forwardedOperand{op, start + i}, in)
		}
	}
	for i := 0; i < op.NumRegions(); i++ {
		r := op.Region(i)
		for b := r.First(); b != nil; b = b.Next() {
			t := b.Last()
			if t == nil {
				continue
			}
			ti := ir.RegionBranchTerminatorInterface(t)
			if ti == nil {
				continue
			}
			for _, s := range br.SuccessorRegions(op, r, nil) {
				start, n := ti.SuccessorOperands(t, s.Region)
				if n != len(s.Inputs) {
					return m, false
				}
				for k, in := range s.Inputs {
					add(forwardedOperand{t, start + k}, in)
				}
			}
		}
	}
	return m, true
}

// regionBranchMapping returns the successor mapping of op when op is a
// region branch op the patterns apply to.
func regionBranchMapping(op *ir.Operation) (successorMapping, bool) {
	br := ir.RegionBranchInterface(op)
	if br == nil || op.HasTrait(ir.TraitIsolatedFromAbove) {
		return successorMapping{}, false
	}
	return computeSuccessorMapping(op, br)
}

// reachableValues returns the values other than successor inputs that
// may flow into the successor input v (upstream's
// computeReachableValuesFromSuccessorInput), in the order found.
func (m *successorMapping) reachableValues(v *ir.Value) []*ir.Value {
	var out []*ir.Value
	visited := map[*ir.Value]bool{}
	inOut := map[*ir.Value]bool{}
	work := []*ir.Value{v}
	for len(work) > 0 {
		next := work[len(work)-1]
		work = work[:len(work)-1]
		refs, isInput := m.operandsOf[next]
		if !isInput {
			if !inOut[next] {
				inOut[next] = true
				out = append(out, next)
			}
			continue
		}
		for _, r := range refs {
			if w := r.value(); !visited[w] {
				visited[w] = true
				work = append(work, w)
			}
		}
	}
	return out
}

// definedBefore reports whether a may replace b, a successor input of
// op: a value of op's regions only when both are arguments of the same
// block, any value from outside op otherwise.
func definedBefore(op *ir.Operation, a, b *ir.Value) bool {
	if r := a.ParentRegion(); r != nil && r.ParentOp() == op {
		if !b.IsBlockArgument() {
			return false
		}
		return a.IsBlockArgument() && a.OwnerBlock() == b.OwnerBlock()
	}
	return true
}

// makeSuccessorInputsDead replaces the uses of each successor input that
// only one outside value can reach by that value (upstream's
// MakeRegionBranchOpSuccessorInputsDead).
func makeSuccessorInputsDead(op *ir.Operation, rw *Rewriter) bool {
	m, ok := regionBranchMapping(op)
	if !ok {
		return false
	}
	changed := false
	for _, in := range m.inputs {
		if !in.HasUses() {
			continue
		}
		reach := m.reachableValues(in)
		if len(reach) != 1 || !definedBefore(op, reach[0], in) {
			continue
		}
		rw.ReplaceAllUsesWith(in, reach[0])
		changed = true
	}
	return changed
}

// removeDuplicateSuccessorInputUses replaces the uses of a successor
// input by those of an earlier input of the same block or op that every
// predecessor gives the same value (upstream's
// RemoveDuplicateSuccessorInputUses).
func removeDuplicateSuccessorInputUses(op *ir.Operation, rw *Rewriter) bool {
	m, ok := regionBranchMapping(op)
	if !ok {
		return false
	}
	inputs := append([]*ir.Value(nil), m.inputs...)
	sort.SliceStable(inputs, func(i, j int) bool { return inputs[i].Index() < inputs[j].Index() })
	sameOwner := func(a, b *ir.Value) bool {
		if a.IsBlockArgument() != b.IsBlockArgument() {
			return false
		}
		if a.IsBlockArgument() {
			return a.OwnerBlock() == b.OwnerBlock()
		}
		return a.DefiningOp() == b.DefiningOp()
	}
	byOwner := func(v *ir.Value) map[*ir.Operation]*ir.Value {
		out := map[*ir.Operation]*ir.Value{}
		for _, r := range m.operandsOf[v] {
			out[r.owner] = r.value()
		}
		return out
	}
	changed := false
	for i, a := range inputs {
		for _, b := range inputs[i+1:] {
			if !b.HasUses() || !sameOwner(a, b) {
				continue
			}
			oa, ob := byOwner(a), byOwner(b)
			if len(oa) != len(ob) {
				continue
			}
			same := true
			for k, v := range oa {
				if w, found := ob[k]; !found || w != v {
					same = false
					break
				}
			}
			if same {
				rw.ReplaceAllUsesWith(b, a)
				changed = true
			}
		}
	}
	return changed
}

// tiedInputs partitions the successor inputs into the sets that must go
// together: inputs an operand is forwarded to belong to one set. Sets are
// listed by their first member, in the order of m.inputs.
func (m *successorMapping) tiedInputs() [][]*ir.Value {
	parent := map[*ir.Value]*ir.Value{}
	var find func(v *ir.Value) *ir.Value
	find = func(v *ir.Value) *ir.Value {
		p := parent[v]
		if p == nil || p == v {
			return v
		}
		r := find(p)
		parent[v] = r
		return r
	}
	for _, ref := range m.operands {
		ins := m.inputsOf[ref]
		first := find(ins[0])
		for _, in := range ins[1:] {
			if r := find(in); r != first {
				parent[r] = first
			}
		}
	}
	index := map[*ir.Value]int{}
	var sets [][]*ir.Value
	for _, in := range m.inputs {
		root := find(in)
		k, seen := index[root]
		if !seen {
			k = len(sets)
			index[root] = k
			sets = append(sets, nil)
		}
		sets[k] = append(sets[k], in)
	}
	return sets
}

// removeDeadSuccessorInputs erases the sets of tied successor inputs
// without uses: the region arguments, the op results and the operands
// forwarded to them (upstream's RemoveDeadRegionBranchOpSuccessorInputs).
func removeDeadSuccessorInputs(op *ir.Operation, rw *Rewriter) bool {
	m, ok := regionBranchMapping(op)
	if !ok {
		return false
	}
	var dead []*ir.Value
	for _, set := range m.tiedInputs() {
		all := true
		for _, v := range set {
			if v.HasUses() {
				all = false
				break
			}
		}
		if all {
			dead = append(dead, set...)
		}
	}
	if len(dead) == 0 {
		return false
	}
	var owners []*ir.Operation
	var blocks []*ir.Block
	operandMasks := map[*ir.Operation][]bool{}
	argMasks := map[*ir.Block][]bool{}
	results := make([]bool, op.NumResults())
	anyResult := false
	for _, v := range dead {
		if v.IsBlockArgument() {
			b := v.OwnerBlock()
			if argMasks[b] == nil {
				argMasks[b] = make([]bool, b.NumArgs())
				blocks = append(blocks, b)
			}
			argMasks[b][v.Index()] = true
		} else {
			results[v.Index()] = true
			anyResult = true
		}
		for _, r := range m.operandsOf[v] {
			if operandMasks[r.owner] == nil {
				operandMasks[r.owner] = make([]bool, r.owner.NumOperands())
				owners = append(owners, r.owner)
			}
			operandMasks[r.owner][r.index] = true
		}
	}
	for _, owner := range owners {
		rw.ModifyOpInPlace(owner, func() { owner.EraseOperands(operandMasks[owner]) })
	}
	for _, b := range blocks {
		rw.ModifyOpInPlace(b.ParentOp(), func() {
			mask := argMasks[b]
			for i := len(mask) - 1; i >= 0; i-- {
				if mask[i] {
					b.EraseArg(i)
				}
			}
		})
	}
	if anyResult {
		rw.EraseOpResults(op, results)
	}
	return true
}
