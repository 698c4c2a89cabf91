package alias

import (
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/rewrite"
)

// Result is upstream's AliasResult: how two values' memory relates.
type Result uint8

// Alias results, as upstream's AliasResult kinds (NoAlias, MayAlias, PartialAlias, MustAlias).
const (
	No Result = iota
	May
	Partial
	Must
)

// merge is AliasResult::merge: equal results stay, a partial and a must
// alias give a partial alias, and anything else may alias.
func (r Result) merge(o Result) Result {
	switch {
	case r == o:
		return r
	case r == Partial && o == Must || r == Must && o == Partial:
		return Partial
	}
	return May
}

// maxSearchDepth bounds the walk to underlying values, as upstream's
// maxUnderlyingValueSearchDepth.
const maxSearchDepth = 10

// Alias is upstream's LocalAliasAnalysis::alias: the values are traced
// through views and branch arguments to their underlying values, and each
// pair of those is compared (equal: must alias; two allocations, or an
// allocation and a value defined above its scope: no alias).
func Alias(a, b *ir.Value) Result {
	if a == b {
		return Must
	}
	as := underlying(a, maxSearchDepth, map[*ir.Value]bool{}, nil)
	bs := underlying(b, maxSearchDepth, map[*ir.Value]bool{}, nil)
	if len(as) == 0 || len(bs) == 0 {
		return May
	}
	first := true
	var res Result
	for _, x := range as {
		for _, y := range bs {
			r := aliasUnderlying(x, y)
			if first {
				res, first = r, false
			} else {
				res = res.merge(r)
			}
		}
	}
	return res
}

// underlying is collectUnderlyingAddressValues: the values v may be a
// view of, be selected from or be forwarded from (branch operands, region
// control flow).
func underlying(v *ir.Value, depth int, visited map[*ir.Value]bool, out []*ir.Value) []*ir.Value {
	if visited[v] {
		return out
	}
	visited[v] = true
	if depth == 0 {
		return append(out, v)
	}
	depth--
	if op := v.DefiningOp(); op != nil {
		if view, ok := ir.OpInterface[ir.ViewLikeOpInterface](op); ok && v == op.Result(0) {
			return underlying(view.ViewSource(op), depth, visited, out)
		}
		if sel, ok := ir.OpInterface[ir.SelectLikeOpInterface](op); ok {
			_, t, f := sel.SelectOperands(op)
			out = underlying(t, depth, visited, out)
			return underlying(f, depth, visited, out)
		}
		if br := ir.RegionBranchInterface(op); br != nil {
			return forwarded(op, br, nil, op.Results(), v, v.Index(), depth, visited, out)
		}
		return append(out, v)
	}
	block := v.OwnerBlock()
	if block == nil {
		return append(out, v)
	}
	if !block.IsEntry() {
		return branchOperands(block, v, depth, visited, out)
	}
	region := block.Parent()
	op := region.ParentOp()
	if op == nil {
		return append(out, v)
	}
	br := ir.RegionBranchInterface(op)
	if br == nil {
		return append(out, v)
	}
	for _, s := range br.SuccessorRegions(op, nil, nil) {
		if s.Region == region {
			return forwarded(op, br, region, s.Inputs, v, v.Index(), depth, visited, out)
		}
	}
	return append(out, v)
}

// branchOperands follows an argument of a non-entry block to the operands
// its predecessors' branches pass.
func branchOperands(block *ir.Block, v *ir.Value, depth int, visited map[*ir.Value]bool, out []*ir.Value) []*ir.Value {
	seen := map[*ir.Block]bool{}
	for _, pred := range block.Predecessors() {
		if seen[pred] {
			continue
		}
		seen[pred] = true
		term := pred.Terminator()
		br := ir.BranchInterface(term)
		if br == nil {
			return append(out, v)
		}
		for i := 0; i < term.NumSuccessors(); i++ {
			if term.Successor(i) != block {
				continue
			}
			start, n := br.SuccessorOperands(term, i)
			idx := v.Index() - ir.ProducedOperandCount(term, i)
			if idx < 0 || idx >= n {
				return append(out, v)
			}
			out = underlying(term.Operand(start+idx), depth, visited, out)
		}
	}
	return out
}

// forwarded is collectUnderlyingAddressValues2: input index of the
// successor `to` (nil: op's results) of a region branch op is traced to the
// values each predecessor forwards there.
func forwarded(op *ir.Operation, br ir.RegionBranchOpInterface, to *ir.Region, inputs []*ir.Value, v *ir.Value,
	index, depth int, visited map[*ir.Value]bool, out []*ir.Value) []*ir.Value {
	if len(inputs) == 0 {
		return append(out, v)
	}
	first, last := inputs[0].Index(), inputs[len(inputs)-1].Index()
	if index < first || index > last {
		return append(out, v)
	}
	pos := index - first
	reaches := func(from *ir.Region) bool {
		for _, s := range br.SuccessorRegions(op, from, nil) {
			if s.Region == to {
				return true
			}
		}
		return false
	}
	if reaches(nil) {
		if ops := br.EntrySuccessorOperands(op, to); pos < len(ops) {
			out = underlying(ops[pos], depth, visited, out)
		}
	}
	for i := 0; i < op.NumRegions(); i++ {
		r := op.Region(i)
		if !reaches(r) {
			continue
		}
		for _, b := range r.Blocks() {
			term := b.Terminator()
			if term == nil {
				continue
			}
			t := ir.RegionBranchTerminatorInterface(term)
			if t == nil {
				continue
			}
			start, n := t.SuccessorOperands(term, to)
			if pos < n {
				out = underlying(term.Operand(start+pos), depth, visited, out)
			}
		}
	}
	return out
}

// aliasUnderlying is LocalAliasAnalysis::aliasImpl on underlying values.
func aliasUnderlying(a, b *ir.Value) Result {
	if a == b {
		return Must
	}
	aConst, bConst := rewrite.ValueConstant(a) != nil, rewrite.ValueConstant(b) != nil
	scopeA, allocA := allocScope(a)
	scopeB, allocB := allocScope(b)
	switch {
	case aConst && bConst:
		return May
	case aConst:
		if allocB {
			return No
		}
		return May
	case bConst:
		if allocA {
			return No
		}
		return May
	case allocA == allocB:
		if allocA {
			return No
		}
		return May
	}
	scope, other := scopeA, b
	if allocB {
		scope, other = scopeB, a
	}
	if scope == nil {
		return May
	}
	r := other.ParentRegion()
	if r == nil || r.ParentOp() == nil {
		return May
	}
	parent := r.ParentOp()
	if parent != scope && parent.IsAncestor(scope) {
		return No
	}
	if parent == scope && other.IsBlockArgument() && other.OwnerBlock().IsEntry() {
		return No
	}
	return May
}
