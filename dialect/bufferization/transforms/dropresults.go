package transforms

import (
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/pass"
	"github.com/gomlir/gomlir/transforms"
)

func init() {
	pass.Register(&pass.Info{
		Argument:  "drop-equivalent-buffer-results",
		Name:      "DropEquivalentBufferResultsPass",
		Summary:   "Remove MemRef return values that are equivalent to a bbArg",
		OpName:    "builtin.module",
		Dependent: []string{"memref"},
		New:       func() (pass.Pass, *pass.Options) { return dropEquivalentResults{}, &pass.Options{} },
	})
}

// dropEquivalentResults is upstream's DropEquivalentBufferResultsPass: a
// private function's results that always return one of its arguments
// (through memref.casts) are dropped, and its callers use the argument
// they pass (cast to the old result type when it differs).
type dropEquivalentResults struct{}

// argumentOf returns the argument of entry all values are (modulo
// memref.cast), or nil.
func argumentOf(entry *ir.Block, vals []*ir.Value) *ir.Value {
	var arg *ir.Value
	for i := 0; i < entry.NumArgs() && arg == nil; i++ {
		a := entry.Arg(i)
		all := true
		for _, v := range vals {
			for d := v.DefiningOp(); d != nil && d.Name() == "memref.cast"; d = v.DefiningOp() {
				v = d.Operand(0)
			}
			if v != a {
				all = false
				break
			}
		}
		if all {
			arg = a
		}
	}
	return arg
}

func isPrivateDefinition(fn *ir.Operation) bool {
	return ir.SymbolVisibility(fn) != ir.VisibilityPublic && !fn.Region(0).Empty()
}

func (dropEquivalentResults) Run(module *ir.Operation, st *pass.State) error {
	ctx := st.Ctx
	tables := ir.NewSymbolTableCollection(ctx)
	callers := map[*ir.Operation][]*ir.Operation{}
	module.Each(func(op *ir.Operation) {
		if op.Name() != "func.call" {
			return
		}
		if fn := ir.ResolveCallable(ctx, op, tables); fn != nil && fn.Name() == "func.func" && isPrivateDefinition(fn) {
			callers[fn] = append(callers[fn], op)
		}
	})
	body := module.Region(0).First()
	if body == nil {
		return nil
	}
	b := ir.NewBuilder(ctx)
	for fn := body.First(); fn != nil; fn = fn.NextInBlock() {
		if fn.Name() != "func.func" || !isPrivateDefinition(fn) {
			continue
		}
		var returns []*ir.Operation
		for _, blk := range fn.Region(0).Blocks() {
			if t := blk.Terminator(); t != nil && t.Name() == "func.return" {
				returns = append(returns, t)
			}
		}
		if len(returns) == 0 {
			continue
		}
		ft := fn.InherentAttr("function_type").(*ir.TypeAttr).Type.(*ir.FunctionType)
		entry := fn.Region(0).First()
		erased := make([]bool, len(ft.Results))
		resultToArg := make([]int, len(ft.Results))
		newReturns := make([][]*ir.Value, len(returns))
		for i := range ft.Results {
			vals := make([]*ir.Value, len(returns))
			for k, r := range returns {
				vals[k] = r.Operand(i)
			}
			if arg := argumentOf(entry, vals); arg != nil {
				erased[i], resultToArg[i] = true, arg.Index()
				continue
			}
			for k := range returns {
				newReturns[k] = append(newReturns[k], vals[k])
			}
		}
		transforms.EraseFunctionArgsAndResults(ctx, fn, nil, erased)
		for k, r := range returns {
			r.SetOperands(newReturns[k])
		}
		results := fn.InherentAttr("function_type").(*ir.TypeAttr).Type.(*ir.FunctionType).Results
		callee := fn.InherentAttr("sym_name").(*ir.StringAttr).Value
		for _, call := range callers[fn] {
			b.SetInsertionPoint(call)
			n := b.Create(&ir.OperationState{Loc: call.Loc(), Name: ctx.LookupOp("func.call"), Types: results,
				Operands: call.Operands(), Attrs: []ir.NamedAttr{{Name: "callee", Value: ctx.SymbolRefAttr(callee, nil)}}})
			next := 0
			for i := 0; i < call.NumResults(); i++ {
				old := call.Result(i)
				if i >= len(erased) || !erased[i] {
					old.ReplaceAllUsesWith(n.Result(next))
					next++
					continue
				}
				repl := call.Operand(resultToArg[i])
				if repl.Type() != old.Type() {
					repl = b.Create(&ir.OperationState{Loc: call.Loc(), Name: ctx.LookupOp("memref.cast"),
						Types: []ir.Type{old.Type()}, Operands: []*ir.Value{repl}}).Result(0)
				}
				old.ReplaceAllUsesWith(repl)
			}
			call.Erase()
		}
	}
	return nil
}
