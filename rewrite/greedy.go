package rewrite

import (
	"sort"
	"sync"

	"github.com/gomlir/gomlir/ir"
)

// RegionSimplify selects the CFG simplifications run between iterations.
type RegionSimplify uint8

// Region simplification levels, as upstream's GreedySimplifyRegionLevel.
const (
	SimplifyDisabled RegionSimplify = iota
	SimplifyNormal
	SimplifyAggressive
)

// Config controls the greedy driver.
type Config struct {
	TopDown        bool
	RegionSimplify RegionSimplify
	// MaxIterations bounds the outer loop (-1: unbounded).
	MaxIterations int
	// MaxRewrites bounds pattern applications (-1: unbounded).
	MaxRewrites  int
	Fold         bool
	CSEConstants bool
	// OnIteration, when set, is called as iteration n (from 1) of the
	// rewrite of region starts; the function it returns (may be nil) is
	// called when the iteration ends (upstream's
	// GreedyPatternRewriteIteration action).
	OnIteration func(region *ir.Region, n int) func()
	// OnPattern, when set, is called before pattern p is tried on op; the
	// function it returns (may be nil) is called after the attempt
	// (upstream's apply-pattern action).
	OnPattern func(p Pattern, op *ir.Operation) func()
	// Observer, when set, is also told of every change the rewrite makes
	// (upstream's listener of the greedy configuration).
	Observer Listener
}

// DefaultConfig is upstream's default greedy configuration: bottom-up
// worklist seeding and aggressive region simplification (the
// canonicalizer chooses top-down and the normal level itself).
func DefaultConfig() Config {
	return Config{TopDown: false, RegionSimplify: SimplifyAggressive, MaxIterations: 10, MaxRewrites: -1, Fold: true, CSEConstants: true}
}

// PatternSet holds patterns indexed by root, ordered by benefit.
type PatternSet struct {
	byRoot map[string][]Pattern
	anyOp  []Pattern
}

// NewPatternSet orders patterns for matching.
func NewPatternSet(patterns []Pattern) *PatternSet {
	s := &PatternSet{byRoot: map[string][]Pattern{}}
	for _, p := range patterns {
		if p.Root() == "" {
			s.anyOp = append(s.anyOp, p)
		} else {
			s.byRoot[p.Root()] = append(s.byRoot[p.Root()], p)
		}
	}
	for _, list := range s.byRoot {
		sort.SliceStable(list, func(i, j int) bool { return list[i].Benefit() > list[j].Benefit() })
	}
	sort.SliceStable(s.anyOp, func(i, j int) bool { return s.anyOp[i].Benefit() > s.anyOp[j].Benefit() })
	return s
}

// match tries the patterns for op, highest benefit first (root-specific
// patterns before op-agnostic ones of equal benefit).
func (s *PatternSet) match(op *ir.Operation, rw *Rewriter, onPattern func(Pattern, *ir.Operation) func()) bool {
	specific := s.byRoot[op.Name()]
	i, j := 0, 0
	for i < len(specific) || j < len(s.anyOp) {
		var p Pattern
		if j >= len(s.anyOp) || (i < len(specific) && specific[i].Benefit() >= s.anyOp[j].Benefit()) {
			p = specific[i]
			i++
		} else {
			p = s.anyOp[j]
			j++
		}
		rw.SetInsertionPoint(op)
		var done func()
		if onPattern != nil {
			done = onPattern(p, op)
		}
		ok := p.MatchAndRewrite(op, rw)
		if done != nil {
			done()
		}
		if ok {
			return true
		}
	}
	return false
}

// worklist is a LIFO of ops with O(1) membership and removal.
type worklist struct {
	list []*ir.Operation
}

// The position of an op in the worklist is kept in its mark (position + 1;
// 0 when absent): the driver owns the ops of its region while it runs.

func (w *worklist) push(op *ir.Operation) {
	if op.Mark() != 0 {
		return
	}
	w.list = append(w.list, op)
	op.SetMark(int32(len(w.list)))
}

func (w *worklist) pop() *ir.Operation {
	for len(w.list) > 0 {
		op := w.list[len(w.list)-1]
		w.list = w.list[:len(w.list)-1]
		if op != nil {
			op.SetMark(0)
			return op
		}
	}
	return nil
}

func (w *worklist) remove(op *ir.Operation) {
	if i := op.Mark(); i != 0 {
		w.list[i-1] = nil
		op.SetMark(0)
	}
}

// clear empties the worklist, resetting the marks of the ops left in it.
func (w *worklist) clear() {
	for _, op := range w.list {
		if op != nil {
			op.SetMark(0)
		}
	}
	w.list = w.list[:0]
}

func (w *worklist) reverse() {
	for i, j := 0, len(w.list)-1; i < j; i, j = i+1, j-1 {
		w.list[i], w.list[j] = w.list[j], w.list[i]
	}
	for i, op := range w.list {
		if op != nil {
			op.SetMark(int32(i + 1))
		}
	}
}

// driver is the greedy pattern rewrite driver over one region.
type driver struct {
	ctx      *ir.Context
	cfg      Config
	patterns *PatternSet
	scope    *ir.Region
	wl       worklist
	rw       *Rewriter
	folder   *Folder
	// simplifying is set while the regions are simplified between
	// iterations: the worklist is left alone.
	simplifying bool
	// only, when set, restricts the rewrite to the ops it holds (and the
	// ops the rewrite creates): upstream's ExistingAndNewOps strictness.
	only map[*ir.Operation]bool
}

// ApplyGreedily rewrites the regions of op with patterns and folding until
// a fixed point (or the iteration limit). It reports whether the IR
// converged.
func ApplyGreedily(ctx *ir.Context, op *ir.Operation, patterns *PatternSet, cfg Config) bool {
	converged := true
	for i := 0; i < op.NumRegions(); i++ {
		if !applyToRegion(ctx, op.Region(i), patterns, cfg) {
			converged = false
		}
	}
	return converged
}

// drivers recycles the drivers of finished rewrites: pipelines run the
// driver once per function, and its worklist and constant tables are the
// bulk of what a run allocates.
var drivers = sync.Pool{New: func() any {
	d := &driver{}
	d.rw = NewRewriter(nil, d)
	d.folder = NewFolder(nil, d.rw)
	return d
}}

func applyToRegion(ctx *ir.Context, region *ir.Region, patterns *PatternSet, cfg Config) bool {
	d := drivers.Get().(*driver)
	d.ctx, d.cfg, d.patterns, d.scope = ctx, cfg, patterns, region
	d.rw.Ctx, d.folder.ctx = ctx, ctx
	defer d.release()
	iteration := 0
	continueRewrites := false
	for {
		iteration++
		if cfg.MaxIterations >= 0 && iteration > cfg.MaxIterations {
			return !continueRewrites
		}
		d.wl.clear()
		d.folder.reset()
		d.populate()
		// As upstream, unreachable blocks are erased before each sweep
		// whatever the region simplification level: patterns may be unsafe
		// on the IR unreachable code may hold (e.g. an op using itself).
		var done func()
		if cfg.OnIteration != nil {
			done = cfg.OnIteration(region, iteration)
		}
		erased := EraseUnreachableBlocks(d.rw, []*ir.Region{region})
		continueRewrites = d.processWorklist() || erased
		if cfg.RegionSimplify != SimplifyDisabled {
			// The next iteration starts from a fresh worklist: the
			// simplification does not feed this one, and region DCE
			// takes over the marks of the ops.
			d.wl.clear()
			d.simplifying = true
			if SimplifyRegions(d.rw, []*ir.Region{region}, cfg.RegionSimplify == SimplifyAggressive) {
				continueRewrites = true
			}
			d.simplifying = false
		}
		if done != nil {
			done()
		}
		if !continueRewrites {
			return true
		}
	}
}

// release empties d and returns it to the pool.
func (d *driver) release() {
	d.wl.clear()
	d.folder.reset()
	d.rw.ClearInsertionPoint()
	d.ctx, d.patterns, d.scope, d.cfg, d.simplifying, d.only = nil, nil, nil, Config{}, false, nil
	d.rw.Ctx, d.folder.ctx = nil, nil
	drivers.Put(d)
}

func (d *driver) insertKnownConstant(op *ir.Operation) bool {
	if v := ConstantValue(op); v != nil {
		return !d.folder.InsertKnownConstant(op, v)
	}
	return false
}

// populate fills the worklist (pre-order reversed for top-down, post-order
// for bottom-up), de-duplicating and hoisting known constants first.
func (d *driver) populate() {
	walkRegion := func(pre bool, f func(op *ir.Operation) ir.WalkResult) {
		for b := d.scope.First(); b != nil; b = b.Next() {
			for op := b.First(); op != nil; {
				next := op.NextInBlock()
				if pre {
					op.WalkPre(f)
				} else {
					op.Walk(f)
				}
				op = next
			}
		}
	}
	if !d.cfg.TopDown {
		walkRegion(false, func(op *ir.Operation) ir.WalkResult {
			if !d.cfg.CSEConstants || !d.insertKnownConstant(op) {
				d.addToWorklist(op)
			}
			return ir.WalkAdvance
		})
		return
	}
	walkRegion(true, func(op *ir.Operation) ir.WalkResult {
		if !d.cfg.CSEConstants || !d.insertKnownConstant(op) {
			d.addToWorklist(op)
			return ir.WalkAdvance
		}
		return ir.WalkSkip
	})
	d.wl.reverse()
}

// addToWorklist adds op and its ancestors up to the driver's scope.
func (d *driver) addToWorklist(op *ir.Operation) {
	if d.simplifying {
		return
	}
	if op.ParentRegion() == d.scope {
		d.push(op)
		return
	}
	var ancestors []*ir.Operation
	for op != nil {
		ancestors = append(ancestors, op)
		r := op.ParentRegion()
		if r == d.scope {
			for _, a := range ancestors {
				d.push(a)
			}
			return
		}
		if r == nil {
			return
		}
		op = r.ParentOp()
	}
}

func (d *driver) processWorklist() bool {
	changed := false
	rewrites := 0
	for d.cfg.MaxRewrites < 0 || rewrites < d.cfg.MaxRewrites {
		op := d.wl.pop()
		if op == nil {
			break
		}
		if IsOpTriviallyDead(op) {
			d.rw.EraseOp(op)
			changed = true
			continue
		}
		if d.cfg.Fold && !op.HasTrait(ir.TraitConstantLike) {
			// A fold whose constants cannot be materialized changes
			// nothing (upstream's driver counts only applied folds).
			if res := Fold(op); res != nil {
				if len(res) == 0 {
					changed = true
					d.OpModified(op)
					continue
				}
				if d.replaceWithFolded(op, res) {
					changed = true
					continue
				}
			}
		}
		if d.patterns != nil && d.patterns.match(op, d.rw, d.cfg.OnPattern) {
			changed = true
			rewrites++
		}
	}
	return changed
}

// replaceWithFolded materializes folded constants before op and replaces it.
func (d *driver) replaceWithFolded(op *ir.Operation, res []ir.FoldResult) bool {
	d.rw.SetInsertionPoint(op)
	vals := make([]*ir.Value, len(res))
	var created []*ir.Operation
	for i, r := range res {
		if r.Value != nil {
			vals[i] = r.Value
			continue
		}
		dl := d.ctx.Dialect(op.Info().Dialect)
		var c *ir.Operation
		if dl != nil && dl.MaterializeConstant != nil {
			c = dl.MaterializeConstant(d.rw.Builder, r.Attr, op.Result(i).Type(), op.Loc())
		}
		if c == nil {
			for _, x := range created {
				d.rw.EraseOp(x)
			}
			return false
		}
		created = append(created, c)
		vals[i] = c.Result(0)
	}
	d.rw.ReplaceOp(op, vals)
	return true
}

// Listener implementation.

// push adds one op to the worklist, unless the rewrite is restricted to
// other ops.
func (d *driver) push(op *ir.Operation) {
	if d.only == nil || d.only[op] {
		d.wl.push(op)
	}
}

// OpInserted adds a new op to the worklist.
func (d *driver) OpInserted(op *ir.Operation) {
	if d.cfg.Observer != nil {
		d.cfg.Observer.OpInserted(op)
	}
	if d.only != nil {
		d.only[op] = true
	}
	d.addToWorklist(op)
}

// OpModified re-queues a changed op.
func (d *driver) OpModified(op *ir.Operation) {
	if d.cfg.Observer != nil {
		d.cfg.Observer.OpModified(op)
	}
	d.addToWorklist(op)
}

// OpReplaced only tells the observer: users are queued as they are
// modified.
func (d *driver) OpReplaced(op *ir.Operation, vals []*ir.Value) {
	if d.cfg.Observer != nil {
		d.cfg.Observer.OpReplaced(op, vals)
	}
}

// OpErased queues the defining ops of operands left with few users and
// forgets op.
func (d *driver) OpErased(op *ir.Operation) {
	if d.cfg.Observer != nil {
		d.cfg.Observer.OpErased(op)
	}
	for i := 0; i < op.NumOperands(); i++ {
		v := op.Operand(i)
		if v == nil {
			continue
		}
		def := v.DefiningOp()
		if def == nil {
			continue
		}
		var other *ir.Operation
		more := false
		for u := v.FirstUse(); u != nil; u = u.Next() {
			user := u.Owner()
			if user == op || user == other {
				continue
			}
			if other == nil {
				other = user
				continue
			}
			more = true
			break
		}
		if !more {
			d.addToWorklist(def)
		}
	}
	if !d.simplifying {
		d.wl.remove(op)
	}
	if d.only != nil {
		delete(d.only, op)
	}
	d.folder.NotifyRemoval(op)
}

// IsOpTriviallyDead reports whether op has no uses and no side effects.
func IsOpTriviallyDead(op *ir.Operation) bool { return ir.IsOpTriviallyDead(op) }

// WouldOpBeTriviallyDead reports whether op could be erased if unused.
func WouldOpBeTriviallyDead(op *ir.Operation) bool { return ir.WouldOpBeTriviallyDead(op) }
