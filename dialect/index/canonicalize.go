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

// createOrFold is OpBuilder::createOrFold: the op is built and folded; when
// it folds to values, it is dropped and the constants materialized for
// attribute results are inserted instead; otherwise it is inserted.
func createOrFold(rw *rewrite.Rewriter, st *ir.OperationState) []*ir.Value {
	op := ir.NewOperation(rw.Ctx, st)
	if res := rewrite.Fold(op); len(res) > 0 {
		vals := make([]*ir.Value, len(res))
		var consts []*ir.Operation
		dl := rw.Ctx.Dialect(op.Info().Dialect)
		detached := ir.NewBuilder(rw.Ctx)
		ok := true
		for i, r := range res {
			if r.Value != nil {
				vals[i] = r.Value
				continue
			}
			var c *ir.Operation
			if dl != nil && dl.MaterializeConstant != nil {
				c = dl.MaterializeConstant(detached, r.Attr, op.Result(i).Type(), op.Loc())
			}
			if c == nil {
				ok = false
				break
			}
			consts = append(consts, c)
			vals[i] = c.Result(0)
		}
		if ok {
			op.Erase()
			for _, c := range consts {
				rw.Insert(c)
			}
			return vals
		}
		for _, c := range consts {
			c.Erase()
		}
	}
	rw.Insert(op)
	return op.Results()
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
	c := createOrFold(rw, &ir.OperationState{Loc: op.Loc(), Name: op.Info(),
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
