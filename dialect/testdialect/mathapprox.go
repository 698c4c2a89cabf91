package testdialect

import (
	"github.com/gomlir/gomlir/dialect/math"
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/pass"
	"github.com/gomlir/gomlir/rewrite"
)

func init() {
	pass.Register(&pass.Info{
		Argument:  "test-math-polynomial-approximation",
		Name:      "(anonymous namespace)::TestMathPolynomialApproximationPass",
		Summary:   "Test math polynomial approximations",
		Dependent: []string{"arith", "math", "vector", "x86vector"},
		New: func() (pass.Pass, *pass.Options) {
			p := &mathPolynomialApproximation{}
			o := &pass.Options{}
			o.Bool("enable-avx2", "Enable approximations that emit AVX2 intrinsics via the X86Vector dialect", &p.avx2, false)
			return p, o
		},
	})
}

// mathPolynomialApproximation applies math's polynomial approximation
// patterns with the greedy driver.
type mathPolynomialApproximation struct{ avx2 bool }

var (
	mathApproxPatterns     = rewrite.NewPatternSet(math.PolynomialApproximationPatterns(math.ApproximationOptions{}))
	mathApproxAVX2Patterns = rewrite.NewPatternSet(math.PolynomialApproximationPatterns(math.ApproximationOptions{EnableAVX2: true}))
)

func (p *mathPolynomialApproximation) Run(op *ir.Operation, st *pass.State) error {
	ps := mathApproxPatterns
	if p.avx2 {
		ps = mathApproxAVX2Patterns
	}
	rewrite.ApplyGreedily(st.Ctx, op, ps, rewrite.DefaultConfig())
	return nil
}
