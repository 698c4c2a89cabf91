package arith

import (
	"math/big"

	"github.com/gomlir/gomlir/analysis/intrange"
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/pass"
	"github.com/gomlir/gomlir/rewrite"
)

// The int-range-optimizations pass (upstream's IntRangeOptimizations):
// integer range analysis, then the greedy driver with two patterns —
// values whose range holds one value become constants, and remainders
// whose dividend is always below the constant divisor become the dividend.

func init() {
	pass.Register(&pass.Info{
		Argument: "int-range-optimizations",
		Name:     "IntRangeOptimizations",
		Summary:  "Do optimizations based on integer range analysis",
		New:      func() (pass.Pass, *pass.Options) { return intRangeOptimizations{}, &pass.Options{} },
	})
}

type intRangeOptimizations struct{}

func (intRangeOptimizations) Run(op *ir.Operation, st *pass.State) error {
	a := intrange.Analyze(st.Ctx, op, intrange.WithConstants)
	patterns := rewrite.NewPatternSet([]rewrite.Pattern{
		&rewrite.Func{Name: "MaterializeKnownConstantValues", Weight: 1, Rewrite: func(o *ir.Operation, rw *rewrite.Rewriter) bool {
			return materializeKnownConstants(a, o, rw)
		}},
		&rewrite.Func{Name: "DeleteTrivialRem", On: "arith.remsi", Weight: 1, Rewrite: func(o *ir.Operation, rw *rewrite.Rewriter) bool {
			return deleteTrivialRem(a, o, rw, true)
		}},
		&rewrite.Func{Name: "DeleteTrivialRem", On: "arith.remui", Weight: 1, Rewrite: func(o *ir.Operation, rw *rewrite.Rewriter) bool {
			return deleteTrivialRem(a, o, rw, false)
		}},
	})
	if !rewrite.ApplyGreedily(st.Ctx, op, patterns, rewrite.DefaultConfig()) {
		return pass.ErrFailed
	}
	return nil
}

// knownConstant returns v's value when its range holds only one.
func knownConstant(a *intrange.Analysis, v *ir.Value) (*big.Int, bool) {
	r := a.Lookup(v)
	if !r.Known {
		return nil, false
	}
	return r.Range.ConstantValue()
}

// materializeKnownConstants is upstream's MaterializeKnownConstantValues.
func materializeKnownConstants(a *intrange.Analysis, op *ir.Operation, rw *rewrite.Rewriter) bool {
	if op.HasTrait(ir.TraitConstantLike) {
		return false
	}
	needsReplacing := func(v *ir.Value) bool {
		_, ok := knownConstant(a, v)
		return ok && v.HasUses()
	}
	constantResults, constantArgs := false, false
	for i := 0; i < op.NumResults(); i++ {
		constantResults = constantResults || needsReplacing(op.Result(i))
	}
	for i := 0; i < op.NumRegions(); i++ {
		for b := op.Region(i).First(); b != nil; b = b.Next() {
			for _, arg := range b.Args() {
				constantArgs = constantArgs || needsReplacing(arg)
			}
		}
	}
	if !constantResults && !constantArgs {
		return false
	}
	replacedAll := op.NumResults() != 0
	for i := 0; i < op.NumResults(); i++ {
		v := op.Result(i)
		replacedAll = (replaceWithConstant(a, rw, v) || !v.HasUses()) && replacedAll
	}
	if replacedAll && rewrite.IsOpTriviallyDead(op) {
		rw.EraseOp(op)
		return true
	}
	for i := 0; i < op.NumRegions(); i++ {
		for b := op.Region(i).First(); b != nil; b = b.Next() {
			rw.SetInsertionPointToStart(b)
			for _, arg := range b.Args() {
				replaceWithConstant(a, rw, arg)
			}
		}
	}
	return true
}

// replaceWithConstant replaces the uses of v by a constant of its known
// value, materialized by the dialect of v's definition (arith's when that
// one cannot).
func replaceWithConstant(a *intrange.Analysis, rw *rewrite.Rewriter, v *ir.Value) bool {
	if !v.HasUses() {
		return false
	}
	c, ok := knownConstant(a, v)
	if !ok {
		return false
	}
	ctx := rw.Ctx
	t := v.Type()
	var attr ir.Attribute
	if s, ok := t.(ir.ShapedType); ok {
		attr = denseAttr(ctx, s, []elem{{i: c}})
	} else {
		attr = ctx.IntegerAttr(t, c)
	}
	owner := v.DefiningOp()
	if owner == nil {
		owner = v.ParentRegion().ParentOp()
	}
	var cst *ir.Operation
	if d := ctx.Dialect(owner.Info().Dialect); d != nil && d.MaterializeConstant != nil {
		cst = d.MaterializeConstant(rw.Builder, attr, t, v.Loc())
	}
	if cst == nil {
		cst = Dialect.Template.MaterializeConstant(rw.Builder, attr, t, v.Loc())
	}
	if cst == nil {
		return false
	}
	a.Set(cst.Result(0), a.Lookup(v))
	rw.ReplaceAllUsesWith(v, cst.Result(0))
	return true
}

// deleteTrivialRem is upstream's DeleteTrivialRem: x rem c is x when x is
// always in [0, c).
func deleteTrivialRem(a *intrange.Analysis, op *ir.Operation, rw *rewrite.Rewriter, signed bool) bool {
	lhs := op.Operand(0)
	modulus, _, ok := constantInt(rewrite.ValueConstant(op.Operand(1)))
	if !ok || modulus.Sign() <= 0 || !modulus.IsInt64() {
		return false
	}
	r := a.Lookup(lhs)
	if !r.Known {
		return false
	}
	lo, hi := r.Range.UMin, r.Range.UMax
	if signed {
		lo, hi = r.Range.SMin, r.Range.SMax
	}
	// As APInt comparisons: a negative bound, or one at or above the
	// modulus, keeps the remainder.
	for _, b := range []*big.Int{lo, hi} {
		if neg := signedValue(b, r.Range.W).Sign() < 0; neg || b.Cmp(modulus) >= 0 {
			return false
		}
	}
	if lo.Cmp(hi) > 0 {
		return false
	}
	rw.ReplaceOp(op, []*ir.Value{lhs})
	return true
}

// signedValue reads the w-bit pattern of v as a signed number.
func signedValue(v *big.Int, w int) *big.Int { return toSigned(toUnsigned(v, w), w) }
