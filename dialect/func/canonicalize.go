package function

import (
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/rewrite"
)

// The canonicalization pattern of upstream's func.call_indirect: a call
// through a constant callee becomes a direct func.call (at the indirect
// call's location, without its attributes). Upstream registers it as a
// function, so it has no debug name.
func init() {
	callIndirectSpec.Canonicalize = []any{&rewrite.Func{On: "func.call_indirect", Weight: 1, Rewrite: simplifyIndirectCallWithKnownCallee}}
}

func simplifyIndirectCallWithKnownCallee(op *ir.Operation, rw *rewrite.Rewriter) bool {
	indirect := CallIndirectOp{op}
	callee, ok := rewrite.ValueConstant(indirect.Callee()).(*ir.SymbolRefAttr)
	if !ok {
		return false
	}
	types := make([]ir.Type, op.NumResults())
	for i := range types {
		types[i] = op.Result(i).Type()
	}
	call := rw.Create(&ir.OperationState{Loc: op.Loc(), Name: rw.Ctx.LookupOp("func.call"),
		Operands: indirect.CalleeOperands(), Types: types,
		Attrs: []ir.NamedAttr{{Name: "callee", Value: callee}}})
	vals := make([]*ir.Value, call.NumResults())
	for i := range vals {
		vals[i] = call.Result(i)
	}
	rw.ReplaceOp(op, vals)
	return true
}
