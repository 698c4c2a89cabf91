package function

import (
	"github.com/gomlir/gomlir/ir"
)

// The call, callable, symbol and inliner interfaces of the func dialect
// (see docs/ARCHITECTURE.md for the interface names).

func init() {
	callSpec.Interfaces = append(callSpec.Interfaces, callInterface{})
	callIndirectSpec.Interfaces = append(callIndirectSpec.Interfaces, callIndirectInterface{})
	funcSpec.Interfaces = append(funcSpec.Interfaces, FunctionLike{}, &ir.SymbolHooks{
		Declaration: func(op *ir.Operation) bool { return op.Region(0).Empty() },
	})
	inl := ir.AlwaysLegal(handleTerminator, handleTerminatorValues)
	inl.IsLegalToInlineCall = func(call, callable *ir.Operation, _ bool) bool {
		if c, ok := AsCallOp(call); ok && c.NoInline() {
			return false
		}
		if f, ok := AsFuncOp(callable); ok && f.NoInline() {
			return false
		}
		return true
	}
	Dialect.Template.Interfaces = append(Dialect.Template.Interfaces, inl)
}

// callInterface is func.call's CallOpInterface.
type callInterface struct{}

func (callInterface) Callee(op *ir.Operation) (*ir.SymbolRefAttr, *ir.Value) {
	return CallOp{op}.CalleeAttr(), nil
}

func (callInterface) SetCallee(ctx *ir.Context, op *ir.Operation, sym *ir.SymbolRefAttr, _ *ir.Value) {
	op.SetInherentAttr(ctx, "callee", sym)
}

func (callInterface) ArgOperands(op *ir.Operation) (int, int) { return 0, op.NumOperands() }

// callIndirectInterface is func.call_indirect's CallOpInterface.
type callIndirectInterface struct{}

func (callIndirectInterface) Callee(op *ir.Operation) (*ir.SymbolRefAttr, *ir.Value) {
	return nil, CallIndirectOp{op}.Callee()
}

func (callIndirectInterface) SetCallee(_ *ir.Context, op *ir.Operation, _ *ir.SymbolRefAttr, v *ir.Value) {
	if v != nil {
		op.SetOperand(0, v)
	}
}

func (callIndirectInterface) ArgOperands(op *ir.Operation) (int, int) { return 1, op.NumOperands() - 1 }

// FunctionLike is the CallableOpInterface and FunctionOpInterface of ops shaped
// like func.func (a function_type attribute, the body in region 0): func.func
// and the functions of other dialects list it.
type FunctionLike struct{}

func (FunctionLike) CallableRegion(op *ir.Operation) *ir.Region {
	if r := op.Region(0); !r.Empty() {
		return r
	}
	return nil
}

func (FunctionLike) ArgumentTypes(op *ir.Operation) []ir.Type {
	if ft := FunctionType(op); ft != nil {
		return ft.Inputs
	}
	return nil
}

func (FunctionLike) ResultTypes(op *ir.Operation) []ir.Type {
	if ft := FunctionType(op); ft != nil {
		return ft.Results
	}
	return nil
}

func (FunctionLike) FunctionType(op *ir.Operation) ir.Type {
	if ft := FunctionType(op); ft != nil {
		return ft
	}
	return nil
}

// handleTerminator turns an inlined func.return into a cf.br to newDest.
func handleTerminator(b *ir.Builder, op *ir.Operation, newDest *ir.Block) {
	if op.Name() != "func.return" {
		return
	}
	b.Create(&ir.OperationState{Loc: op.Loc(), Name: b.Ctx.OpInfo("cf.br"), Operands: op.Operands(),
		Successors: []*ir.Block{newDest}})
	op.Erase()
}

// handleTerminatorValues replaces the call results with the operands of
// the inlined func.return.
func handleTerminatorValues(op *ir.Operation, values []*ir.Value) {
	for i, v := range values {
		v.ReplaceAllUsesWith(op.Operand(i))
	}
}
