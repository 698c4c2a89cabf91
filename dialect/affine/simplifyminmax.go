package affine

import (
	"sort"

	"github.com/gomlir/gomlir/analysis/valuebounds"
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/ir/affine"
	"github.com/gomlir/gomlir/ods"
	"github.com/gomlir/gomlir/pass"
	"github.com/gomlir/gomlir/rewrite"
)

func init() {
	pass.Register(&pass.Info{
		Argument:  "affine-simplify-min-max",
		Name:      "SimplifyAffineMinMaxPass",
		Summary:   "Simplify affine min/max/apply",
		Interface: "FunctionOpInterface",
		New:       func() (pass.Pass, *pass.Options) { return simplifyMinMaxPass{}, &pass.Options{} },
	})
}

// simplifyMinMaxPass is upstream's SimplifyAffineMinMaxPass: the
// canonicalization patterns of affine.min and affine.max, the value-bounds
// simplification of their maps and the full composition of affine.apply,
// applied greedily.
type simplifyMinMaxPass struct{}

func (simplifyMinMaxPass) Run(fn *ir.Operation, st *pass.State) error {
	var patterns []rewrite.Pattern
	for _, spec := range []*ods.Op{maxSpec, minSpec} {
		for _, p := range spec.Canonicalize {
			patterns = append(patterns, p.(rewrite.Pattern))
		}
	}
	for _, isMin := range []bool{false, true} {
		name := "affine.max"
		if isMin {
			name = "affine.min"
		}
		patterns = append(patterns, &rewrite.Func{Name: anon + "Simplify" + viewNames[name], On: name, Weight: 1,
			Rewrite: func(op *ir.Operation, rw *rewrite.Rewriter) bool { return SimplifyMinMaxByBounds(op, rw, isMin) }})
	}
	patterns = append(patterns, &rewrite.Func{Name: anon + "SimplifyAffineApplyOp", On: "affine.apply", Weight: 1,
		Rewrite: composeApplyFully})
	rewrite.ApplyGreedily(st.Ctx, fn, rewrite.NewPatternSet(patterns), rewrite.DefaultConfig())
	return nil
}

// composeApplyFully is upstream's SimplifyAffineApplyOp: the map is fully
// composed with the affine.apply ops defining its operands, then once more
// (canonicalizing it) when an affine.min defines an operand. Upstream
// replaces such an operand by the min's expressions when they are all
// provably non-negative (its bounding-box composition); gomlir does not
// build that and leaves those ops alone.
func composeApplyFully(op *ir.Operation, rw *rewrite.Rewriter) bool {
	ctx := rw.Ctx
	old := mapAttr(op, "map")
	m, operands := fullyComposeMap(ctx, old, op.Operands())
	hasMin := false
	for _, v := range operands {
		if def := v.DefiningOp(); def != nil && def.Name() == "affine.min" {
			if minNonNegative(ctx, def) {
				return false
			}
			hasMin = true
		}
	}
	if hasMin {
		m, operands = composeMap(ctx, m, operands)
	}
	if m == old {
		return false
	}
	rw.ModifyOpInPlace(op, func() {
		op.SetInherentAttr(rw.Ctx, "map", rw.Ctx.AffineMapAttr(m))
		op.SetOperands(operands)
	})
	return true
}

// SimplifyMinMaxByBounds is upstream's simplifyAffineMinOp and
// simplifyAffineMaxOp: the results of the map are grouped into classes
// whose members value-bounds analysis orders, and each class is replaced
// by its least (greatest) member. The map then takes all operands as
// symbols. It reports whether the map changed.
func SimplifyMinMaxByBounds(op *ir.Operation, rw *rewrite.Rewriter, isMin bool) bool {
	ctx := rw.Ctx
	m := mapAttr(op, "map")
	operands := op.Operands()
	vars := make([]BoundVariable, len(m.Results))
	for i := range vars {
		vars[i] = NewBoundVariable(ctx, m.GetSliceMap(ctx, i, 1), operands)
	}
	rel := valuebounds.GT
	if isMin {
		rel = valuebounds.LT
	}
	classes := newIntEqClasses(len(vars))
	bounds := map[int]*BoundVariable{}
	var keys []int // keys of bounds in insertion order
	for i := range vars {
		eqClass := classes.findLeader(i)
		if _, ok := bounds[eqClass]; ok {
			continue
		}
		bound := &vars[i]
		for j := i + 1; j < len(vars); j++ {
			jClass := classes.findLeader(j)
			if jClass == eqClass {
				continue
			}
			nv, ok := bounds[jClass]
			if !ok {
				nv = &vars[j]
			}
			switch StrongCompare(ctx, *bound, rel, *nv) {
			case CompareUnknown:
				continue
			case CompareFails:
				bound = nv
			}
			classes.join(eqClass, jClass)
		}
		k := classes.findLeader(i)
		if _, ok := bounds[k]; !ok {
			keys = append(keys, k)
		}
		bounds[k] = bound
	}
	if len(bounds) >= len(m.Results) {
		return false
	}
	results := make([]affine.Expr, 0, len(keys))
	for _, k := range denseMapOrder(keys) {
		results = append(results, bounds[k].Map.Results[0])
	}
	nm := affine.Get(ctx, 0, m.NumSymbols+m.NumDims, results)
	rw.ModifyOpInPlace(op, func() { op.SetInherentAttr(ctx, "map", ctx.AffineMapAttr(nm)) })
	return true
}

// denseMapOrder orders small non-negative integer keys as upstream's
// DenseMap<unsigned, T> iterates them: by bucket, the key times 37 modulo
// the power-of-two bucket count (at least 64, more than 4/3 the entries).
func denseMapOrder(keys []int) []int {
	buckets := 64
	for len(keys)*4 >= buckets*3 {
		buckets *= 2
	}
	out := append([]int(nil), keys...)
	slot := func(k int) int { return (k * 37) & (buckets - 1) }
	sort.Slice(out, func(a, b int) bool { return slot(out[a]) < slot(out[b]) })
	return out
}

// intEqClasses is llvm::IntEqClasses: union-find over 0..n-1 whose
// leaders are the smallest members.
type intEqClasses []int

func newIntEqClasses(n int) intEqClasses {
	ec := make(intEqClasses, n)
	for i := range ec {
		ec[i] = i
	}
	return ec
}

func (ec intEqClasses) findLeader(a int) int {
	for a != ec[a] {
		a = ec[a]
	}
	return a
}

// join merges the classes of a and b, compressing paths as it goes, and
// returns the leader.
func (ec intEqClasses) join(a, b int) int {
	eca, ecb := ec[a], ec[b]
	for eca != ecb {
		if eca < ecb {
			ec[b] = eca
			b = ecb
			ecb = ec[b]
		} else {
			ec[a] = ecb
			a = eca
			eca = ec[a]
		}
	}
	return eca
}

// minNonNegative reports whether every result of an affine.min is proven
// non-negative.
func minNonNegative(ctx *ir.Context, minOp *ir.Operation) bool {
	m := mapAttr(minOp, "map")
	zero := BoundVariable{Map: affine.Get(ctx, 0, 0, []affine.Expr{affine.Constant(ctx, 0)})}
	for i := range m.Results {
		if !Compare(ctx, zero, valuebounds.LE, NewBoundVariable(ctx, m.GetSliceMap(ctx, i, 1), minOp.Operands())) {
			return false
		}
	}
	return true
}
