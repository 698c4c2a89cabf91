package affine

import (
	"github.com/gomlir/gomlir/dialect/arith"
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/pass"
	"github.com/gomlir/gomlir/rewrite"
)

func init() {
	pass.Register(&pass.Info{
		Argument:  "affine-expand-index-ops",
		Name:      "AffineExpandIndexOps",
		Summary:   "Lower affine operations operating on indices into more fundamental operations",
		New:       func() (pass.Pass, *pass.Options) { return expandIndexOps{}, &pass.Options{} },
		Dependent: []string{"affine", "arith"},
	})
}

// expandIndexOps is upstream's ExpandAffineIndexOpsPass: delinearize_index
// and linearize_index become arith arithmetic.
type expandIndexOps struct{}

func (expandIndexOps) Run(op *ir.Operation, st *pass.State) error {
	patterns := rewrite.NewPatternSet([]rewrite.Pattern{
		&rewrite.Func{Name: anon + "LowerDelinearizeIndexOps", On: "affine.delinearize_index", Weight: 1, Rewrite: lowerDelinearize},
		&rewrite.Func{Name: anon + "LowerLinearizeIndexOps", On: "affine.linearize_index", Weight: 1, Rewrite: lowerLinearize},
	})
	rewrite.ApplyGreedily(st.Ctx, op, patterns, rewrite.DefaultConfig())
	return nil
}

// withOverflow is the overflowFlags attribute of an arith op.
func withOverflow(ctx *ir.Context, flags uint32) ir.NamedAttr {
	return ir.NamedAttr{Name: "overflowFlags", Value: arith.Overflow(ctx, flags)}
}

// strides is upstream's computeStrides: the suffix products of the basis
// (without its outer bound), dynamic elements multiplied in as arith ops.
func strides(b *ir.Builder, loc ir.Location, dyn []*ir.Value, static []int64, nonNegative bool) []*ir.Value {
	if len(static) == 0 {
		return nil
	}
	ctx := b.Ctx
	index := ctx.IndexType()
	flags := arith.OverflowNSW
	if nonNegative {
		flags |= arith.OverflowNUW
	}
	var out []*ir.Value
	next := len(dyn)
	var dynPart *ir.Value
	staticPart := int64(1)
	for i := len(static) - 1; i >= 0; i-- {
		if static[i] == dynamicSize {
			if dynPart != nil {
				dynPart = arith.BuildMulIOp(b, loc, dynPart, dyn[next-1], index, withOverflow(ctx, flags)).Result()
			} else {
				dynPart = dyn[next-1]
			}
			next--
		} else {
			staticPart *= static[i]
		}
		if dynPart != nil && staticPart == 1 {
			out = append(out, dynPart)
			continue
		}
		stride := constantIndex(b, loc, staticPart)
		if dynPart != nil {
			stride = arith.BuildMulIOp(b, loc, dynPart, stride, index, withOverflow(ctx, flags)).Result()
		}
		out = append(out, stride)
	}
	for i, j := 0, len(out)-1; i < j; i, j = i+1, j-1 {
		out[i], out[j] = out[j], out[i]
	}
	return out
}

// lowerDelinearize is upstream's lowerAffineDelinearizeIndexOp.
func lowerDelinearize(op *ir.Operation, rw *rewrite.Rewriter) bool {
	rw.SetInsertionPoint(op)
	rw.ReplaceOp(op, ExpandDelinearize(rw.Builder, op))
	return true
}

// ExpandDelinearize builds, at b's insertion point, the arith ops
// computing the results of an affine.delinearize_index (upstream's
// lowerAffineDelinearizeIndexOp) and returns them.
func ExpandDelinearize(b *ir.Builder, op *ir.Operation) []*ir.Value {
	ctx := b.Ctx
	index := ctx.IndexType()
	loc := op.Loc()
	x := indexOp{op: op}
	lin := op.Operand(0)
	static := x.staticBasis()
	if op.NumResults() == len(static) {
		static = static[1:]
	}
	if op.NumResults() == 1 {
		return []*ir.Value{lin}
	}
	dyn, _ := x.dynamicBasis()
	ss := strides(b, loc, dyn, static, true)
	zero := constantIndex(b, loc, 0)
	results := []*ir.Value{arith.BuildFloorDivSIOp(b, loc, lin, ss[0], index).Result()}
	mod := func(stride *ir.Value) *ir.Value {
		rem := arith.BuildRemSIOp(b, loc, lin, stride, index).Result()
		neg := arith.BuildCmpIOp(b, loc, rem, zero, ctx.I(1),
			ir.NamedAttr{Name: "predicate", Value: ctx.IntAttr(ctx.I(64), arith.CmpISlt)}).Result()
		corrected := arith.BuildAddIOp(b, loc, rem, stride, index, withOverflow(ctx, arith.OverflowNSW)).Result()
		return arith.BuildSelectOp(b, loc, neg, corrected, rem, index).Result()
	}
	for i := 0; i < len(ss)-1; i++ {
		m := mod(ss[i])
		results = append(results, arith.BuildDivSIOp(b, loc, m, ss[i+1], index).Result())
	}
	return append(results, mod(ss[len(ss)-1]))
}

// enclosingInvariantLoops is upstream's numEnclosingInvariantLoops: how
// many loops around user v is defined outside of.
func enclosingInvariantLoops(user *ir.Operation, v *ir.Value) int {
	n := 0
	for cur := user.ParentOp(); cur != nil; cur = cur.ParentOp() {
		if _, ok := ir.OpInterface[ir.LoopLikeOpInterface](cur); !ok {
			continue
		}
		if !ir.IsDefinedOutsideOfLoop(cur, v) {
			break
		}
		n++
	}
	return n
}

// lowerLinearize is upstream's lowerAffineLinearizeIndexOp.
func lowerLinearize(op *ir.Operation, rw *rewrite.Rewriter) bool {
	rw.SetInsertionPoint(op)
	rw.ReplaceOp(op, []*ir.Value{ExpandLinearize(rw.Builder, op)})
	return true
}

// ExpandLinearize builds, at b's insertion point, the arith ops computing
// the result of an affine.linearize_index (upstream's
// lowerAffineLinearizeIndexOp) and returns it.
func ExpandLinearize(b *ir.Builder, op *ir.Operation) *ir.Value {
	ctx := b.Ctx
	index := ctx.IndexType()
	loc := op.Loc()
	x := indexOp{op: op, linearize: true}
	idx := x.multiIndex()
	if len(idx) == 0 {
		return constantIndex(b, loc, 0)
	}
	static := x.staticBasis()
	if len(idx) == len(static) {
		static = static[1:]
	}
	dyn, _ := x.dynamicBasis()
	ss := strides(b, loc, dyn, static, isDisjoint(op))
	type scaled struct {
		v     *ir.Value
		loops int
	}
	var vals []scaled
	for i, s := range ss {
		m := arith.BuildMulIOp(b, loc, idx[i], s, index, withOverflow(ctx, arith.OverflowNSW)).Result()
		vals = append(vals, scaled{m, enclosingInvariantLoops(op, idx[i])})
	}
	last := idx[len(idx)-1]
	vals = append(vals, scaled{last, enclosingInvariantLoops(op, last)})
	// A stable sort by decreasing loop count.
	for i := 1; i < len(vals); i++ {
		for j := i; j > 0 && vals[j].loops > vals[j-1].loops; j-- {
			vals[j], vals[j-1] = vals[j-1], vals[j]
		}
	}
	result := vals[0].v
	for _, s := range vals[1:] {
		result = arith.BuildAddIOp(b, loc, result, s.v, index, withOverflow(ctx, arith.OverflowNSW)).Result()
	}
	return result
}
