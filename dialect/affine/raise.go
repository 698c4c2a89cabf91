package affine

import (
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/ir/affine"
	"github.com/gomlir/gomlir/pass"
)

func init() {
	pass.Register(&pass.Info{
		Argument:  "affine-raise-from-memref",
		Name:      "RaiseMemrefDialect",
		Summary:   "Turn some memref operators to affine operators where supported",
		OpName:    "func.func",
		New:       func() (pass.Pass, *pass.Options) { return raiseFromMemref{}, &pass.Options{} },
		Dependent: []string{"affine"},
	})
}

// raiseFromMemref is upstream's RaiseMemrefDialect pass: memref.load and
// memref.store whose indices are sums and products of constants, valid
// symbols and valid dimensions become affine.load and affine.store.
type raiseFromMemref struct{}

func (raiseFromMemref) Run(fn *ir.Operation, st *pass.State) error {
	ctx := st.Ctx
	b := ir.NewBuilder(ctx)
	fn.Walk(func(op *ir.Operation) ir.WalkResult {
		if !op.IsRegistered() {
			return ir.WalkAdvance
		}
		var name string
		var head []*ir.Value
		switch op.Name() {
		case "memref.load":
			name, head = "affine.load", op.Operands()[:1]
		case "memref.store":
			name, head = "affine.store", op.Operands()[:2]
		default:
			return ir.WalkAdvance
		}
		m, args, ok := affineMapAndArgs(ctx, op.Operands()[len(head):])
		if !ok {
			return ir.WalkAdvance
		}
		b.SetInsertionPoint(op)
		nop := b.Create(&ir.OperationState{Loc: op.Loc(), Name: ctx.LookupOp(name), Types: op.ResultTypes(),
			Operands: append(append([]*ir.Value(nil), head...), args...),
			Attrs:    []ir.NamedAttr{{Name: "map", Value: ctx.AffineMapAttr(m)}}})
		for i, r := range op.Results() {
			r.ReplaceAllUsesWith(nop.Result(i))
		}
		op.Erase()
		return ir.WalkAdvance
	})
	return nil
}

// affineTerms collects the dimension and symbol values of the expressions
// built from index computations.
type affineTerms struct{ dims, syms []*ir.Value }

// position returns the position of v in list, adding it when valid.
func position(list *[]*ir.Value, v *ir.Value, valid func(*ir.Value) bool) (int, bool) {
	if i := indexOf(*list, v); i >= 0 {
		return i, true
	}
	if !valid(v) {
		return 0, false
	}
	*list = append(*list, v)
	return len(*list) - 1, true
}

// expr is upstream's toAffineExpr: constants, arith.addi and arith.muli
// (a product needs a symbolic or constant factor) of such values, valid
// symbols and valid dimensions.
func (t *affineTerms) expr(c *ir.Context, v *ir.Value) (affine.Expr, bool) {
	if a, ok := constIndex(v); ok {
		return affine.Constant(c, a), true
	}
	if d := v.DefiningOp(); d != nil && d.IsRegistered() && (d.Name() == "arith.addi" || d.Name() == "arith.muli") {
		l, okL := t.expr(c, d.Operand(0))
		r, okR := t.expr(c, d.Operand(1))
		if okL && okR {
			if d.Name() == "arith.addi" {
				return affine.Add(c, l, r), true
			}
			if affine.IsSymbolicOrConstant(l) || affine.IsSymbolicOrConstant(r) {
				return affine.Mul(c, l, r), true
			}
		}
	}
	if i, ok := position(&t.syms, v, isValidSymbolAnywhere); ok {
		return affine.Symbol(c, i), true
	}
	if i, ok := position(&t.dims, v, isValidDimAnywhere); ok {
		return affine.Dim(c, i), true
	}
	return nil, false
}

// affineMapAndArgs is upstream's computeAffineMapAndArgs: the map of the
// indices over their dimensions then symbols.
func affineMapAndArgs(c *ir.Context, indices []*ir.Value) (*affine.Map, []*ir.Value, bool) {
	var t affineTerms
	results := make([]affine.Expr, len(indices))
	for i, v := range indices {
		e, ok := t.expr(c, v)
		if !ok {
			return nil, nil, false
		}
		results[i] = e
	}
	m := affine.Get(c, len(t.dims), len(t.syms), results)
	return m, append(t.dims, t.syms...), true
}
