package affine

import (
	"github.com/gomlir/gomlir/dialect/viewlike"
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/ir/affine"
	"github.com/gomlir/gomlir/pass"
	"github.com/gomlir/gomlir/rewrite"
)

func init() {
	pass.Register(&pass.Info{
		Argument:  "affine-expand-index-ops-as-affine",
		Name:      "AffineExpandIndexOpsAsAffine",
		Summary:   "Lower affine operations operating on indices into affine.apply operations",
		New:       func() (pass.Pass, *pass.Options) { return expandIndexOpsAsAffine{}, &pass.Options{} },
		Dependent: []string{"affine"},
	})
}

// expandIndexOpsAsAffine is upstream's ExpandAffineIndexOpsAsAffinePass:
// delinearize_index and linearize_index become affine.apply ops.
type expandIndexOpsAsAffine struct{}

func (expandIndexOpsAsAffine) Run(op *ir.Operation, st *pass.State) error {
	patterns := rewrite.NewPatternSet([]rewrite.Pattern{
		&rewrite.Func{Name: anon + "LowerDelinearizeIndexOps", On: "affine.delinearize_index", Weight: 1, Rewrite: delinearizeAsAffine},
		&rewrite.Func{Name: anon + "LowerLinearizeIndexOps", On: "affine.linearize_index", Weight: 1, Rewrite: linearizeAsAffine},
	})
	rewrite.ApplyGreedily(st.Ctx, op, patterns, rewrite.DefaultConfig())
	return nil
}

// mixedOf converts a basis element to a mixed entry.
func mixedOf(b basisElem) viewlike.Mixed {
	if b.isConst {
		return viewlike.Mixed{Static: b.cst}
	}
	return viewlike.Mixed{Value: b.value, Static: ir.Dynamic}
}

// mixedValue is getValueOrCreateConstantIndexOp.
func mixedValue(b *ir.Builder, loc ir.Location, m viewlike.Mixed) *ir.Value {
	if m.Value != nil {
		return m.Value
	}
	return constantIndex(b, loc, m.Static)
}

// delinearizeAsAffine is upstream's LowerDelinearizeIndexOps (with
// delinearizeIndex): the products of the basis suffixes divide the linear
// index, each remainder divided by the next.
func delinearizeAsAffine(op *ir.Operation, rw *rewrite.Rewriter) bool {
	c := rw.Ctx
	b := rw.Builder
	b.SetInsertionPoint(op)
	loc := op.Loc()
	x := indexOp{op: op}
	basis := x.mixedBasis()
	if x.hasOuterBound() {
		basis = basis[1:]
	}
	s0, s1 := affine.Symbol(c, 0), affine.Symbol(c, 1)
	mul := affine.Get(c, 0, 2, []affine.Expr{affine.Mul(c, s0, s1)})
	prod := viewlike.Mixed{Static: 1}
	divisors := make([]*ir.Value, len(basis))
	for i := len(basis) - 1; i >= 0; i-- {
		e := mixedOf(basis[i])
		if e.Value == nil && prod.Value == nil {
			prod = viewlike.Mixed{Static: e.Static * prod.Static}
		} else {
			prod = MakeComposedFoldedApply(b, loc, mul, []viewlike.Mixed{e, prod})
		}
		divisors[i] = mixedValue(b, loc, prod)
	}
	d0, d1 := affine.Dim(c, 0), affine.Dim(c, 1)
	div := affine.Get(c, 2, 0, []affine.Expr{affine.FloorDiv(c, d0, d1)})
	mod := affine.Get(c, 2, 0, []affine.Expr{affine.Mod(c, d0, d1)})
	residual := op.Operand(0)
	var results []*ir.Value
	for _, d := range divisors {
		operands := []viewlike.Mixed{{Value: residual, Static: ir.Dynamic}, {Value: d, Static: ir.Dynamic}}
		results = append(results, MakeComposedApply(b, loc, div, operands).Result(0))
		residual = MakeComposedApply(b, loc, mod, operands).Result(0)
	}
	rw.ReplaceOp(op, append(results, residual))
	return true
}

// linearizeAsAffine is upstream's LowerLinearizeIndexOps (with
// linearizeIndex): the sum of the indices times the basis suffix products.
func linearizeAsAffine(op *ir.Operation, rw *rewrite.Rewriter) bool {
	c := rw.Ctx
	b := rw.Builder
	b.SetInsertionPoint(op)
	loc := op.Loc()
	x := indexOp{op: op, linearize: true}
	idx := x.multiIndex()
	if len(idx) == 0 {
		rw.ReplaceOp(op, []*ir.Value{constantIndex(b, loc, 0)})
		return true
	}
	basis := x.mixedBasis()
	mixedBasis := make([]viewlike.Mixed, len(basis))
	var sizes []affine.Expr
	if len(idx) == len(basis)+1 {
		sizes = append(sizes, affine.Constant(c, 1))
	}
	for i, e := range basis {
		mixedBasis[i] = mixedOf(e)
		sizes = append(sizes, affine.Symbol(c, i))
	}
	// The strides are the suffix products of the sizes.
	strideExprs := make([]affine.Expr, len(sizes))
	running := affine.Constant(c, 1)
	for i := len(sizes) - 1; i >= 0; i-- {
		strideExprs[i] = running
		running = affine.Mul(c, running, sizes[i])
	}
	values := []viewlike.Mixed{{Static: 0}}
	expr := affine.Symbol(c, 0)
	for i, se := range strideExprs {
		stride := MakeComposedFoldedApply(b, loc, affine.Get(c, 0, len(basis), []affine.Expr{se}), mixedBasis)
		expr = affine.Add(c, expr, affine.Mul(c, affine.Symbol(c, 1+2*i), affine.Symbol(c, 2+2*i)))
		values = append(values, foldResult(idx[i]), stride)
	}
	res := MakeComposedFoldedApply(b, loc, affine.Get(c, 0, len(values), []affine.Expr{expr}), values)
	rw.ReplaceOp(op, []*ir.Value{mixedValue(b, loc, res)})
	return true
}

// foldResult is getAsOpFoldResult: the constant v is defined by, or v.
func foldResult(v *ir.Value) viewlike.Mixed {
	if k, ok := constIndex(v); ok {
		return viewlike.Mixed{Static: k}
	}
	return viewlike.Mixed{Value: v, Static: ir.Dynamic}
}
