// Package transforms holds the dialect-independent passes: canonicalize,
// cse and their siblings.
package transforms

import (
	"fmt"
	"sync"

	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/pass"
	"github.com/gomlir/gomlir/rewrite"
)

func init() {
	pass.Register(&pass.Info{
		Argument: "canonicalize",
		Name:     "Canonicalizer",
		Summary:  "Canonicalize operations",
		New: func() (pass.Pass, *pass.Options) {
			c := &canonicalize{}
			o := &pass.Options{}
			o.Bool("top-down", "Seed the worklist in general top-down order", &c.topDown, true)
			o.Enum("region-simplify", "Perform control flow optimizations to the region tree", &c.regionSimplify, "normal", "disabled", "normal", "aggressive")
			o.Describe("region-simplify", "Don't run any control-flow simplification.",
				"Perform simple control-flow simplifications (e.g. dead args elimination).",
				"Perform aggressive control-flow simplification (e.g. block merging).")
			o.Long("max-iterations", "Max. iterations between applying patterns / simplifying regions", &c.maxIterations, 10)
			o.Long("max-num-rewrites", "Max. number of pattern rewrites within an iteration", &c.maxRewrites, -1)
			o.Bool("test-convergence", "Test only: Fail pass on non-convergence to detect cyclic pattern", &c.testConvergence, false)
			o.List("disable-patterns", "Labels of patterns that should be filtered out during application", &c.disabled)
			o.List("enable-patterns", "Labels of patterns that should be used during application, all other patterns are filtered out", &c.enabled)
			return c, o
		},
	})
}

type canonicalize struct {
	topDown         bool
	regionSimplify  string
	maxIterations   int
	maxRewrites     int
	testConvergence bool
	disabled        []string
	enabled         []string

	// The pattern set, built on the first run (as upstream's initialize):
	// pipelines run by other passes (the inliner's) run one instance on
	// every callable, possibly concurrently.
	mu      sync.Mutex
	ctx     *ir.Context
	pats    []rewrite.Pattern
	pattern *rewrite.PatternSet
}

// patterns returns the canonicalization patterns of ctx and their set.
func (c *canonicalize) patterns(ctx *ir.Context) ([]rewrite.Pattern, *rewrite.PatternSet) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.ctx != ctx {
		c.pats = CanonicalizationPatterns(ctx, c.enabled, c.disabled)
		c.pattern = rewrite.NewPatternSet(c.pats)
		c.ctx = ctx
	}
	return c.pats, c.pattern
}

// CanonicalizationPatterns collects the patterns every registered op
// declares, filtered by the enable/disable lists (by pattern name).
func CanonicalizationPatterns(ctx *ir.Context, enabled, disabled []string) []rewrite.Pattern {
	var out []rewrite.Pattern
	for _, name := range ctx.RegisteredOps() {
		info := ctx.LookupOp(name)
		list, _ := info.Patterns.([]any)
		for _, p := range list {
			pat, ok := p.(rewrite.Pattern)
			if !ok {
				continue
			}
			if !patternAllowed(pat, enabled, disabled) {
				continue
			}
			out = append(out, pat)
		}
	}
	return out
}

func patternAllowed(p rewrite.Pattern, enabled, disabled []string) bool {
	name := ""
	if f, ok := p.(*rewrite.Func); ok {
		name = f.Name
	}
	for _, d := range disabled {
		if d == name {
			return false
		}
	}
	if len(enabled) == 0 {
		return true
	}
	for _, e := range enabled {
		if e == name {
			return true
		}
	}
	return false
}

func (c *canonicalize) Run(op *ir.Operation, st *pass.State) error {
	cfg := rewrite.DefaultConfig()
	cfg.TopDown = c.topDown
	cfg.MaxIterations = c.maxIterations
	cfg.MaxRewrites = c.maxRewrites
	switch c.regionSimplify {
	case "disabled":
		cfg.RegionSimplify = rewrite.SimplifyDisabled
	case "aggressive":
		cfg.RegionSimplify = rewrite.SimplifyAggressive
	default:
		cfg.RegionSimplify = rewrite.SimplifyNormal
	}
	if st.ActionLogging() {
		cfg.OnIteration = func(r *ir.Region, n int) func() {
			return st.Action(op, "GreedyPatternRewriteIteration", func(text string) string {
				idx := 0
				for i := 0; i < op.NumRegions(); i++ {
					if op.Region(i) == r {
						idx = i
					}
				}
				return fmt.Sprintf("GreedyPatternRewriteIteration(%d) (Region #%d for op %s)", n, idx, text)
			})
		}
		cfg.OnPattern = func(p rewrite.Pattern, o *ir.Operation) func() {
			name := ""
			if f, ok := p.(*rewrite.Func); ok {
				name = f.Name
			}
			return st.Action(o, "apply-pattern", func(text string) string {
				return "`apply-pattern pattern: " + name + " (" + text + ")"
			})
		}
	}
	pats, patterns := c.patterns(st.Ctx)
	converged := canonicalizeOp(st, op, pats, patterns, cfg)
	// As upstream, non-convergence fails the pass under test-convergence,
	// without a diagnostic.
	if c.testConvergence && !converged {
		return pass.ErrFailed
	}
	return nil
}

// canonicalizeOp runs the greedy driver on op's regions. When they hold
// only isolated-from-above ops that nothing at their level rewrites (no
// pattern, folder or dead-code rule applies to them), each is rewritten on
// its own, in parallel: rewrites never cross an isolated-from-above
// boundary, constants are materialized per isolated region, and an op that
// reached its fixpoint stays there while the others iterate, so the result
// is the one of a driver over the whole region. A rewrite budget
// (max-num-rewrites) is shared by the whole region, so it keeps the single
// driver. Without threads the children are rewritten one after the other:
// a driver over the whole region would sweep every child again for as
// long as any one of them changes.
func canonicalizeOp(st *pass.State, op *ir.Operation, pats []rewrite.Pattern, patterns *rewrite.PatternSet, cfg rewrite.Config) bool {
	children := isolatedChildren(op)
	if len(children) < 2 || cfg.MaxRewrites >= 0 || cfg.OnIteration != nil || !childrenInert(children, pats) {
		return rewrite.ApplyGreedily(st.Ctx, op, patterns, cfg)
	}
	converged := make([]bool, len(children))
	ir.ParallelFor(st.Threads(), len(children), func(i int) {
		converged[i] = canonicalizeOp(st, children[i], pats, patterns, cfg)
	})
	for _, c := range converged {
		if !c {
			return false
		}
	}
	return true
}

// childrenInert reports whether the greedy driver over the enclosing region
// would leave the ops themselves alone: no pattern applies to them (none is
// op-agnostic or rooted at their name), they have no folder, and they are
// not dead.
func childrenInert(children []*ir.Operation, pats []rewrite.Pattern) bool {
	for _, p := range pats {
		if p.Root() == "" {
			return false
		}
	}
	for _, c := range children {
		if c.Info().Fold != nil || c.NumResults() != 0 || ir.WouldOpBeTriviallyDead(c) {
			return false
		}
		for _, p := range pats {
			if p.Root() == c.Name() {
				return false
			}
		}
	}
	return true
}
