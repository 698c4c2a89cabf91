package conversion

import (
	"math"
	"sort"

	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/rewrite"
)

// legalizer is upstream's OperationLegalizer: it legalizes an op by
// folding it or by applying patterns (ordered by legalization depth, then
// benefit), then legalizes what the pattern created, recursively.
type legalizer struct {
	target *Target
	s      *state
	rw     *Rewriter
	// byRoot lists the patterns of each root op in application order;
	// anyOp the patterns for any op.
	byRoot map[string][]Pattern
	anyOp  []Pattern
	// applied guards against applying an unbounded pattern recursively.
	applied map[Pattern]struct{}
}

func newLegalizer(ctx *ir.Context, target *Target, patterns []Pattern) *legalizer {
	l := &legalizer{target: target, byRoot: map[string][]Pattern{}, applied: map[Pattern]struct{}{}}
	roots := l.buildGraph(ctx, patterns)
	l.computeBenefits(ctx, roots)
	return l
}

// orderedSet is a set of patterns that keeps insertion order.
type orderedSet struct {
	list []Pattern
	has  map[Pattern]bool
}

func (o *orderedSet) insert(p Pattern) {
	if o.has == nil {
		o.has = map[Pattern]bool{}
	}
	if !o.has[p] {
		o.has[p] = true
		o.list = append(o.list, p)
	}
}

func (o *orderedSet) remove(p Pattern) {
	if !o.has[p] {
		return
	}
	delete(o.has, p)
	for i, q := range o.list {
		if q == p {
			o.list = append(o.list[:i], o.list[i+1:]...)
			break
		}
	}
}

// buildGraph keeps the patterns whose generated ops are legal or
// legalizable (upstream's buildLegalizationGraph). It returns the roots
// with patterns, in the order they were first given.
func (l *legalizer) buildGraph(ctx *ir.Context, patterns []Pattern) []string {
	parentOps := map[string][]string{}
	invalid := map[string]*orderedSet{}
	var worklist orderedSet
	var roots []string
	seenRoot := map[string]bool{}
	for _, p := range patterns {
		root := p.Root()
		if root == "" {
			l.anyOp = append(l.anyOp, p)
			continue
		}
		if l.target.actionOfName(ctx, root) == Legal {
			continue
		}
		if !seenRoot[root] {
			seenRoot[root] = true
			roots = append(roots, root)
		}
		if invalid[root] == nil {
			invalid[root] = &orderedSet{}
		}
		invalid[root].insert(p)
		_, generated, _, _, _ := patternInfo(p)
		for _, g := range generated {
			if !containsString(parentOps[g], root) {
				parentOps[g] = append(parentOps[g], root)
			}
		}
		worklist.insert(p)
	}
	if len(l.anyOp) > 0 {
		for _, p := range worklist.list {
			l.byRoot[p.Root()] = append(l.byRoot[p.Root()], p)
		}
		return roots
	}
	for len(worklist.list) > 0 {
		p := worklist.list[len(worklist.list)-1]
		worklist.list = worklist.list[:len(worklist.list)-1]
		delete(worklist.has, p)
		_, generated, _, _, _ := patternInfo(p)
		blocked := false
		for _, g := range generated {
			if _, ok := l.byRoot[g]; ok {
				continue
			}
			if a := l.target.actionOfName(ctx, g); a == 0 || a == Illegal {
				blocked = true
				break
			}
		}
		if blocked {
			continue
		}
		root := p.Root()
		l.byRoot[root] = append(l.byRoot[root], p)
		invalid[root].remove(p)
		for _, parent := range parentOps[root] {
			for _, q := range invalid[parent].list {
				worklist.insert(q)
			}
		}
	}
	return roots
}

func containsString(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

// computeBenefits orders each root's patterns by legalization depth, then
// benefit (upstream's computeLegalizationGraphBenefit).
func (l *legalizer) computeBenefits(ctx *ir.Context, roots []string) {
	minDepth := map[string]uint32{}
	for _, r := range roots {
		if _, ok := minDepth[r]; !ok {
			l.opDepth(r, minDepth)
		}
	}
	if len(l.anyOp) > 0 {
		l.applyCostModel(l.anyOp, minDepth)
	}
}

// opDepth is the smallest legalization depth of op (0 when legal).
func (l *legalizer) opDepth(op string, minDepth map[string]uint32) uint32 {
	if d, ok := minDepth[op]; ok {
		return d
	}
	list := l.byRoot[op]
	if len(list) == 0 {
		return 0
	}
	minDepth[op] = math.MaxUint32
	d := l.applyCostModel(list, minDepth)
	minDepth[op] = d
	return d
}

// applyCostModel sorts patterns by depth then benefit and returns the
// smallest depth. Depths are unsigned as upstream's (an op whose depth is
// being computed counts as the maximum, and one more wraps to zero).
func (l *legalizer) applyCostModel(patterns []Pattern, minDepth map[string]uint32) uint32 {
	type byDepth struct {
		p     Pattern
		depth uint32
	}
	min := uint32(math.MaxUint32)
	list := make([]byDepth, len(patterns))
	for i, p := range patterns {
		depth := uint32(1)
		_, generated, _, _, _ := patternInfo(p)
		for _, g := range generated {
			if d := l.opDepth(g, minDepth) + 1; d > depth {
				depth = d
			}
		}
		list[i] = byDepth{p, depth}
		if depth < min {
			min = depth
		}
	}
	if len(list) == 1 {
		return min
	}
	sort.SliceStable(list, func(i, j int) bool {
		if list[i].depth != list[j].depth {
			return list[i].depth < list[j].depth
		}
		return list[i].p.Benefit() > list[j].p.Benefit()
	})
	for i := range list {
		patterns[i] = list[i].p
	}
	return min
}

// legalize legalizes op and reports whether it succeeded.
func (l *legalizer) legalize(op *ir.Operation) bool {
	if legal, recursive := l.target.IsLegal(op); legal {
		if recursive {
			op.WalkPre(func(nested *ir.Operation) ir.WalkResult {
				if nested != op {
					l.s.markIgnored(nested)
				}
				return ir.WalkAdvance
			})
		}
		return true
	}
	if l.s.isIgnored(op) {
		return true
	}
	return l.legalizeWithFold(op) || l.legalizeWithPattern(op)
}

// maxInPlaceFolds bounds the folds of an op that keeps folding in place.
const maxInPlaceFolds = 64

// legalizeWithFold folds op, materializing folded constants, which must
// be legal or legalizable.
func (l *legalizer) legalizeWithFold(op *ir.Operation) bool {
	s, rw := l.s, l.rw
	if rewrite.ConstantValue(op) != nil {
		return false
	}
	snap := s.snapshot()
	rw.SetInsertionPoint(op)
	rw.StartOpModification(op)
	res := rewrite.Fold(op)
	if res == nil {
		rw.CancelOpModification(op)
		return false
	}
	// As upstream's OpBuilder::tryFold, an in-place fold is followed by
	// another fold while they succeed in place (bounded here).
	for i := 0; len(res) == 0 && i < maxInPlaceFolds; i++ {
		again := rewrite.Fold(op)
		if again == nil {
			break
		}
		res = again
	}
	if len(res) == 0 {
		return l.legalize(op)
	}
	vals := make([]*ir.Value, len(res))
	d := s.ctx.Dialect(op.Info().Dialect)
	for i, r := range res {
		if r.Value != nil {
			vals[i] = r.Value
			continue
		}
		var c *ir.Operation
		if d != nil && d.MaterializeConstant != nil {
			c = d.MaterializeConstant(rw.Builder, r.Attr, op.Result(i).Type(), op.Loc())
		}
		if c == nil {
			s.reset(snap)
			return false
		}
		vals[i] = c.Result(0)
	}
	rw.ReplaceOp(op, vals)
	for i := snap.rewrites; i < s.log.len(); i++ {
		if r := s.log.at(i); r.kind == createOp && !l.legalize(r.op) {
			s.reset(snap)
			return false
		}
	}
	return true
}

// patternsFor returns the patterns to try on op, in order: those of its
// name and those for any op merged by benefit (the former first on ties).
func (l *legalizer) patternsFor(op *ir.Operation, f func(Pattern) bool) bool {
	specific := l.byRoot[op.Name()]
	i, j := 0, 0
	for i < len(specific) || j < len(l.anyOp) {
		var p Pattern
		if j >= len(l.anyOp) || (i < len(specific) && len(specific)-i >= len(l.anyOp)-j) {
			p = specific[i]
			i++
		} else {
			p = l.anyOp[j]
			j++
		}
		if f(p) {
			return true
		}
	}
	return false
}

// legalizeWithPattern applies the first pattern that rewrites op into IR
// that can be legalized, rolling back the others.
func (l *legalizer) legalizeWithPattern(op *ir.Operation) bool {
	s := l.s
	snap := s.snapshot()
	return l.patternsFor(op, func(p Pattern) bool {
		_, _, _, _, bounded := patternInfo(p)
		if !bounded {
			if _, ok := l.applied[p]; ok {
				return false
			}
			l.applied[p] = struct{}{}
		}
		l.rw.SetInsertionPoint(op)
		ok := l.apply(p, op) && l.legalizeResult(op, snap)
		delete(l.applied, p)
		if !ok {
			s.reset(snap)
		}
		return ok
	})
}

// apply runs a pattern on op with its remapped operands.
func (l *legalizer) apply(p Pattern, op *ir.Operation) bool {
	s := l.s
	_, _, tc, oneToN, _ := patternInfo(p)
	saved := s.currentTC
	s.currentTC = tc
	defer func() { s.currentTC = saved }()
	ranges, ok := s.remap(op.Loc(), op.Operands())
	if !ok {
		return false
	}
	a := NewAdaptor(ranges)
	if !oneToN && !a.isOneToOne() {
		return false
	}
	return p.MatchAndRewrite(op, a, l.rw)
}

// legalizeResult legalizes what a pattern applied to op changed: blocks
// it created or moved, ops it modified in place, ops it created.
func (l *legalizer) legalizeResult(op *ir.Operation, snap snapshot) bool {
	end := l.s.log.len()
	return l.legalizeBlockRewrites(op, snap.rewrites, end) &&
		l.legalizeKind(modifyOp, snap.rewrites, end) &&
		l.legalizeKind(createOp, snap.rewrites, end)
}

func (l *legalizer) legalizeBlockRewrites(root *ir.Operation, from, to int) bool {
	s := l.s
	// The blocks signature conversions create are not the pattern's: as
	// upstream's, their parents are not legalized again.
	var converted map[*ir.Block]bool
	for i := from; i < to; i++ {
		if r := s.log.at(i); r.kind == blockTypeConversion {
			if converted == nil {
				converted = map[*ir.Block]bool{}
			}
			converted[r.block2] = true
		}
	}
	var toIgnore map[*ir.Operation]struct{}
	for i := from; i < to; i++ {
		r := *s.log.at(i)
		switch r.kind {
		case createBlock, inlineBlock, moveBlock, splitBlock, splitBlockHead:
		default:
			continue
		}
		b := r.block
		if converted[b] {
			continue
		}
		parent := b.ParentOp()
		if parent == nil || parent == root || b.NumArgs() == 0 {
			continue
		}
		if toIgnore == nil {
			toIgnore = map[*ir.Operation]struct{}{}
			for j := from; j < s.log.len(); j++ {
				if c := s.log.at(j); c.kind == createOp {
					toIgnore[c.op] = struct{}{}
				}
			}
		}
		if _, ok := toIgnore[parent]; ok {
			continue
		}
		toIgnore[parent] = struct{}{}
		if !l.legalize(parent) {
			return false
		}
	}
	return true
}

// legalizeKind legalizes the ops of the rewrites of kind in [from, to).
func (l *legalizer) legalizeKind(kind rewriteKind, from, to int) bool {
	for i := from; i < to; i++ {
		if r := l.s.log.at(i); r.kind == kind && !l.legalize(r.op) {
			return false
		}
	}
	return true
}
