package complex

import (
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/rewrite"
)

// The canonicalization patterns of upstream 22's ComplexOps.cpp, with
// their debug names (FoldComponentNeg is a template in an anonymous
// namespace, the bitcast patterns are outside any namespace).

func init() {
	pats := map[string][]any{
		"complex.bitcast": {
			&rewrite.Func{Name: "MergeComplexBitcast", On: "complex.bitcast", Weight: 1, Rewrite: mergeComplexBitcast},
			&rewrite.Func{Name: "MergeArithBitcast", On: "arith.bitcast", Weight: 1, Rewrite: mergeArithBitcast},
		},
		"complex.im": {
			&rewrite.Func{Name: "(anonymous namespace)::FoldComponentNeg<mlir::complex::ImOp, 1>", On: "complex.im", Weight: 1, Rewrite: foldComponentNeg(1)},
		},
		"complex.re": {
			&rewrite.Func{Name: "(anonymous namespace)::FoldComponentNeg<mlir::complex::ReOp, 0>", On: "complex.re", Weight: 1, Rewrite: foldComponentNeg(0)},
		},
	}
	for _, op := range Dialect.Ops {
		if list, ok := pats[op.Name]; ok {
			op.Canonicalize = list
		}
	}
}

// replaceWithNew replaces op by a new op name(operand) of op's result type.
func replaceWithNew(rw *rewrite.Rewriter, op *ir.Operation, name string, operand *ir.Value) bool {
	n := rw.Create(&ir.OperationState{Loc: op.Loc(), Name: rw.Ctx.LookupOp(name),
		Operands: []*ir.Value{operand}, Types: []ir.Type{op.Result(0).Type()}})
	rw.ReplaceOp(op, n.Results())
	return true
}

func isComplex(t ir.Type) bool {
	_, ok := t.(*ir.ComplexType)
	return ok
}

// complex.bitcast(complex.bitcast(x)) -> complex.bitcast(x) when x or the
// result is complex, arith.bitcast(x) otherwise;
// complex.bitcast(arith.bitcast(x)) -> complex.bitcast(x).
func mergeComplexBitcast(op *ir.Operation, rw *rewrite.Rewriter) bool {
	if d := definedBy(op.Operand(0), "complex.bitcast"); d != nil {
		x := d.Operand(0)
		if isComplex(op.Result(0).Type()) || isComplex(x.Type()) {
			return replaceWithNew(rw, op, "complex.bitcast", x)
		}
		return replaceWithNew(rw, op, "arith.bitcast", x)
	}
	if d := definedBy(op.Operand(0), "arith.bitcast"); d != nil {
		return replaceWithNew(rw, op, "complex.bitcast", d.Operand(0))
	}
	return false
}

// arith.bitcast(complex.bitcast(x)) -> complex.bitcast(x)
func mergeArithBitcast(op *ir.Operation, rw *rewrite.Rewriter) bool {
	if d := definedBy(op.Operand(0), "complex.bitcast"); d != nil {
		return replaceWithNew(rw, op, "complex.bitcast", d.Operand(0))
	}
	return false
}

// foldComponentNeg is FoldComponentNeg: re/im(neg(create(a, b))) ->
// negf(a or b).
func foldComponentNeg(component int) func(op *ir.Operation, rw *rewrite.Rewriter) bool {
	return func(op *ir.Operation, rw *rewrite.Rewriter) bool {
		neg := definedBy(op.Operand(0), "complex.neg")
		if neg == nil {
			return false
		}
		create := definedBy(neg.Operand(0), "complex.create")
		if create == nil {
			return false
		}
		return replaceWithNew(rw, op, "arith.negf", create.Operand(component))
	}
}
