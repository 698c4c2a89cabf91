package index

import (
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/rewrite"
)

// The canonicalization patterns of upstream's IndexOps.cpp. They are the
// ops' canonicalize methods, which upstream registers without a debug name.

// reassociated lists the associative and commutative binary ops whose
// constants are combined: op(op(x, c1), c2) -> op(x, op(c2, c1)).
var reassociated = map[string]bool{
	"index.add": true, "index.mul": true, "index.and": true, "index.or": true, "index.xor": true,
	"index.maxs": true, "index.maxu": true, "index.mins": true, "index.minu": true,
}

func init() {
	for _, op := range Dialect.Ops {
		switch {
		case reassociated[op.Name]:
			op.Canonicalize = []any{&rewrite.Func{On: op.Name, Weight: 1, Rewrite: canonicalizeAssociativeCommutativeBinaryOp}}
		case op.Name == "index.cmp":
			op.Canonicalize = []any{&rewrite.Func{On: op.Name, Weight: 1, Rewrite: canonicalizeCmp}}
		}
	}
}

func canonicalizeAssociativeCommutativeBinaryOp(op *ir.Operation, rw *rewrite.Rewriter) bool {
	if rewrite.ValueConstant(op.Operand(1)) == nil {
		return false
	}
	lhs := op.Operand(0).DefiningOp()
	if lhs == nil || lhs.Info() != op.Info() {
		return false
	}
	if rewrite.ValueConstant(lhs.Operand(1)) == nil {
		return false
	}
	c := rewrite.CreateOrFold(rw, &ir.OperationState{Loc: op.Loc(), Name: op.Info(),
		Operands: []*ir.Value{op.Operand(1), lhs.Operand(1)}, Types: []ir.Type{op.Result(0).Type()}})[0]
	if def := c.DefiningOp(); def != nil && def.Info() == op.Info() {
		// Not folded: upstream leaves the new op (dead) and fails.
		return false
	}
	n := rw.Create(&ir.OperationState{Loc: op.Loc(), Name: op.Info(),
		Operands: []*ir.Value{lhs.Operand(0), c}, Types: []ir.Type{op.Result(0).Type()}})
	rw.ReplaceOp(op, []*ir.Value{n.Result(0)})
	return true
}

func isConstantZero(v *ir.Value) bool {
	a, ok := rewrite.ValueConstant(v).(*ir.IntegerAttr)
	return ok && a.IsZero()
}

// canonicalizeCmp rewrites cmp(x - y, 0) to cmp(x, y) and cmp(0, x - y) to
// cmp(y, x).
func canonicalizeCmp(op *ir.Operation, rw *rewrite.Rewriter) bool {
	rhsZero := isConstantZero(op.Operand(1))
	lhsZero := isConstantZero(op.Operand(0))
	if !rhsZero && !lhsZero {
		return false
	}
	other := op.Operand(1)
	if rhsZero {
		other = op.Operand(0)
	}
	sub := other.DefiningOp()
	if sub == nil || sub.Name() != "index.sub" {
		return false
	}
	x, y := sub.Operand(0), sub.Operand(1)
	if !rhsZero {
		x, y = y, x
	}
	n := rw.Create(&ir.OperationState{Loc: op.Loc(), Name: op.Info(), Operands: []*ir.Value{x, y},
		Types: []ir.Type{op.Result(0).Type()}, Attrs: []ir.NamedAttr{{Name: "pred", Value: op.InherentAttr("pred")}}})
	rw.ReplaceOp(op, []*ir.Value{n.Result(0)})
	return true
}
