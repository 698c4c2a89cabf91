package affine

import (
	"sort"

	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/ir/affine"
	"github.com/gomlir/gomlir/pass"
	"github.com/gomlir/gomlir/rewrite"
)

func init() {
	pass.Register(&pass.Info{
		Argument:  "test-decompose-affine-ops",
		Name:      "(anonymous namespace)::TestDecomposeAffineOps",
		Summary:   "Tests affine ops decomposition utility functions.",
		OpName:    "func.func",
		New:       func() (pass.Pass, *pass.Options) { return decomposeOps{}, &pass.Options{} },
		Dependent: []string{"affine"},
	})
}

// decomposeOps is upstream's TestDecomposeAffineOps: the operands of each
// affine.apply are reordered by hoistability, then its top-level sum (or
// product) is split into one apply per term, combined most hoistable
// first.
type decomposeOps struct{}

func (decomposeOps) Run(fn *ir.Operation, st *pass.State) error {
	ctx := st.Ctx
	rw := rewrite.NewRewriter(ctx, nil)
	fn.Walk(func(op *ir.Operation) ir.WalkResult {
		if op.Name() == "affine.apply" && op.IsRegistered() {
			reorderByHoistability(ctx, op)
			decomposeApply(ctx, rw, op)
		}
		return ir.WalkAdvance
	})
	return nil
}

// invariantLoops is how many loops around the user of v, innermost first,
// v is defined outside of.
func invariantLoops(user *ir.Operation, v *ir.Value) int {
	n := 0
	cur := user
	for {
		loop := cur.ParentOp()
		for loop != nil && ir.LoopLikeInterface(loop) == nil {
			loop = loop.ParentOp()
		}
		if loop == nil || !ir.IsDefinedOutsideOfLoop(loop, v) {
			return n
		}
		cur = loop
		n++
	}
}

// reorderByHoistability is upstream's reorderOperandsByHoistability: the
// operands become symbols, the most loop-invariant first.
func reorderByHoistability(ctx *ir.Context, op *ir.Operation) {
	n := op.NumOperands()
	inv := make([]int, n)
	pos := make([]int, n)
	for i := range n {
		inv[i] = invariantLoops(op, op.Operand(i))
		pos[i] = i
	}
	sort.SliceStable(pos, func(a, b int) bool { return inv[pos[a]] > inv[pos[b]] })
	repl := make([]affine.Expr, n)
	operands := make([]*ir.Value, n)
	for i := range n {
		operands[i] = op.Operand(pos[i])
		repl[pos[i]] = affine.Symbol(ctx, i)
	}
	m := op.InherentAttr("map").(*ir.AffineMapAttr).Map
	m = m.ReplaceDimsAndSymbols(ctx, repl[:m.NumDims], repl[m.NumDims:], 0, n)
	m = affine.Get(ctx, 0, n, []affine.Expr{affine.SimplifyAffineExpr(ctx, m.Results[0], 0, n)})
	m, operands = canonicalizeMap(ctx, m, operands)
	op.SetInherentAttr(ctx, "map", ctx.AffineMapAttr(m))
	op.SetOperands(operands)
}

// maxSymbol is the largest symbol position in e, or -1.
func maxSymbol(e affine.Expr) int {
	m := -1
	affine.Walk(e, func(x affine.Expr) {
		if s, ok := x.(*affine.SymbolExpr); ok && s.Pos > m {
			m = s.Pos
		}
	})
	return m
}

// decomposeApply is upstream's affine::decompose.
func decomposeApply(ctx *ir.Context, rw *rewrite.Rewriter, op *ir.Operation) {
	m := op.InherentAttr("map").(*ir.AffineMapAttr).Map
	if m.NumDims > 0 {
		return
	}
	bin, ok := m.Results[0].(*affine.BinaryExpr)
	if !ok {
		return
	}
	_, lb := bin.LHS.(*affine.BinaryExpr)
	_, rb := bin.RHS.(*affine.BinaryExpr)
	if !lb && !rb {
		return
	}
	kind := bin.Op
	if kind != affine.KindAdd && kind != affine.KindMul {
		return
	}
	var subs []affine.Expr
	rem := m.Results[0]
	for {
		cur, ok := rem.(*affine.BinaryExpr)
		if !ok || cur.Op != kind {
			subs = append(subs, rem)
			break
		}
		subs = append(subs, cur.RHS)
		rem = cur.LHS
	}
	sort.SliceStable(subs, func(a, b int) bool { return maxSymbol(subs[a]) < maxSymbol(subs[b]) })
	s0, s1 := affine.Symbol(ctx, 0), affine.Symbol(ctx, 1)
	var comb affine.Expr
	if kind == affine.KindAdd {
		comb = affine.Add(ctx, s0, s1)
	} else {
		comb = affine.Mul(ctx, s0, s1)
	}
	binMap := affine.Get(ctx, 0, 2, []affine.Expr{comb})
	rw.SetInsertionPoint(op)
	sub := func(e affine.Expr) *ir.Value {
		sm, sops := canonicalizeMap(ctx, affine.Get(ctx, m.NumDims, m.NumSymbols, []affine.Expr{e}), op.Operands())
		return buildApply(rw.Builder, op.Loc(), sm, sops)
	}
	cur := sub(subs[0])
	for _, e := range subs[1:] {
		tmp := sub(e)
		cur = buildApply(rw.Builder, op.Loc(), binMap, []*ir.Value{cur, tmp})
	}
	rw.ReplaceOp(op, []*ir.Value{cur})
}
