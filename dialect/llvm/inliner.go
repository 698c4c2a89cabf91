package llvm

import (
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/ods"
	"github.com/gomlir/gomlir/rewrite"
)

// The inliner interface of the dialect (upstream's LLVMInlinerInterface):
// llvm.call sites of llvm.func callables inline when the callee has no
// personality, no varargs, no inalloca arguments and no attribute that
// forbids it; inlined static allocas move to the caller's entry block
// with lifetime markers around the inlined code.

func init() {
	Dialect.Template.Interfaces = append(Dialect.Template.Interfaces, &ir.DialectInlinerInterface{
		IsLegalToInlineCall:      legalToInlineCall,
		IsLegalToInlineRegion:    func(_, _ *ir.Region, _ bool, _ *ir.Mapping) bool { return true },
		IsLegalToInlineOp:        legalToInlineOp,
		HandleTerminator:         handleReturn,
		HandleTerminatorValues:   replaceWithReturned,
		ProcessInlinedCallBlocks: handleInlinedAllocas,
	})
}

// disallowedPassthrough are the passthrough function attributes that
// forbid inlining.
var disallowedPassthrough = map[string]bool{"noduplicate": true, "noinline": true, "optnone": true,
	"presplitcoroutine": true, "returns_twice": true, "strictfp": true}

func legalToInlineCall(call, callable *ir.Operation, wouldBeCloned bool) bool {
	if !wouldBeCloned || call.Name() != "llvm.call" || callable.Name() != "llvm.func" {
		return false
	}
	if ft := FuncType(callable); ft == nil || ft.VarArg {
		return false
	}
	for _, name := range []string{"no_inline", "optimize_none"} {
		if callable.InherentAttr(name) != nil {
			return false
		}
	}
	if call.InherentAttr("no_inline") != nil || callable.InherentAttr("personality") != nil {
		return false
	}
	if arr, ok := callable.InherentAttr("arg_attrs").(*ir.ArrayAttr); ok {
		for _, d := range arr.Elems {
			if dict, ok := d.(*ir.DictionaryAttr); ok {
				for _, a := range dict.Entries {
					if a.Name == "llvm.inalloca" {
						return false
					}
				}
			}
		}
	}
	if arr, ok := callable.InherentAttr("passthrough").(*ir.ArrayAttr); ok {
		for _, e := range arr.Elems {
			if s, ok := e.(*ir.StringAttr); ok && disallowedPassthrough[s.Value] {
				return false
			}
		}
	}
	return true
}

// inlinableEffects are the ops with memory effects that may be inlined.
var inlinableEffects = map[string]bool{
	"llvm.alloca": true, "llvm.intr.assume": true, "llvm.atomicrmw": true, "llvm.cmpxchg": true,
	"llvm.call": true, "llvm.intr.dbg.declare": true, "llvm.intr.dbg.value": true, "llvm.fence": true,
	"llvm.inline_asm": true, "llvm.intr.lifetime.end": true, "llvm.intr.lifetime.start": true,
	"llvm.load": true, "llvm.intr.memcpy": true, "llvm.intr.memcpy.inline": true, "llvm.intr.memmove": true,
	"llvm.intr.memset": true, "llvm.intr.experimental.noalias.scope.decl": true,
	"llvm.intr.stackrestore": true, "llvm.intr.stacksave": true, "llvm.store": true, "llvm.unreachable": true,
}

func legalToInlineOp(op *ir.Operation, _ *ir.Region, _ bool, _ *ir.Mapping) bool {
	t := op.Info().Traits
	if t.Has(ir.TraitNoMemoryEffect) && t.Has(ir.TraitAlwaysSpeculatable) {
		return true
	}
	return inlinableEffects[op.Name()]
}

// handleReturn turns an inlined llvm.return into a branch to newDest.
func handleReturn(b *ir.Builder, op *ir.Operation, newDest *ir.Block) {
	if op.Name() != "llvm.return" {
		return
	}
	b.SetInsertionPoint(op)
	b.Create(&ir.OperationState{Loc: op.Loc(), Name: b.Ctx.LookupOp("llvm.br"), Operands: op.Operands(),
		Successors: []*ir.Block{newDest}})
	op.Erase()
}

// replaceWithReturned replaces the call results with the returned values.
func replaceWithReturned(op *ir.Operation, values []*ir.Value) {
	for i, v := range values {
		v.ReplaceAllUsesWith(op.Operand(i))
	}
}

// constantInt returns the integer constant v holds, if any.
func constantInt(v *ir.Value) (*ir.IntegerAttr, bool) {
	def := v.DefiningOp()
	if def == nil {
		return nil, false
	}
	a, ok := rewrite.ConstantValue(def).(*ir.IntegerAttr)
	return a, ok
}

// hasLifetimeMarkers reports whether the alloca reaches a lifetime
// intrinsic, possibly through bitcasts.
func hasLifetimeMarkers(alloca *ir.Operation) bool {
	stack := alloca.Result(0).Users()
	for len(stack) > 0 {
		op := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		switch op.Name() {
		case "llvm.intr.lifetime.start", "llvm.intr.lifetime.end":
			return true
		case "llvm.bitcast":
			stack = append(stack, op.Result(0).Users()...)
		}
	}
	return false
}

// handleInlinedAllocas moves the static allocas of the inlined entry block
// to the caller's entry block, brackets them with lifetime markers, and
// saves and restores the stack around dynamic allocas.
func handleInlinedAllocas(call *ir.Operation, blocks []*ir.Block) {
	if len(blocks) == 0 {
		return
	}
	calleeEntry := blocks[0]
	callerEntry := calleeEntry.Parent().First()
	if calleeEntry == callerEntry {
		return
	}
	type move struct {
		alloca   *ir.Operation
		size     *ir.IntegerAttr
		lifetime bool
	}
	var moves []move
	insertLifetimes, dynamic := false, false
	for op := calleeEntry.First(); op != nil; op = op.NextInBlock() {
		if op.Name() != "llvm.alloca" {
			continue
		}
		size, ok := constantInt(op.Operand(0))
		if !ok {
			dynamic = true
			continue
		}
		lifetime := !size.IsZero() && !hasLifetimeMarkers(op)
		insertLifetimes = insertLifetimes || lifetime
		moves = append(moves, move{op, size, lifetime})
	}
	for _, b := range blocks[1:] {
		for op := b.First(); op != nil && !dynamic; op = op.NextInBlock() {
			if op.Name() == "llvm.alloca" {
				_, ok := constantInt(op.Operand(0))
				dynamic = !ok
			}
		}
	}
	if len(moves) == 0 && !dynamic {
		return
	}
	ctx := ods.ContextOf(call)
	b := ir.NewBuilder(ctx)
	create := func(loc ir.Location, name string, operands []*ir.Value, types ...ir.Type) *ir.Operation {
		return b.Create(&ir.OperationState{Loc: loc, Name: ctx.LookupOp(name), Operands: operands, Types: types})
	}
	var stackPtr *ir.Value
	if dynamic {
		b.SetInsertionPointToStart(calleeEntry)
		stackPtr = create(call.Loc(), "llvm.intr.stacksave", nil, Pointer(ctx, 0)).Result(0)
	}
	b.SetInsertionPointToStart(callerEntry)
	for _, m := range moves {
		cst := b.Create(&ir.OperationState{Loc: m.alloca.Loc(), Name: ctx.LookupOp("llvm.mlir.constant"),
			Types: []ir.Type{m.alloca.Operand(0).Type()}, Attrs: []ir.NamedAttr{{Name: "value", Value: m.size}}})
		if m.lifetime {
			saved := ir.NewBuilder(ctx)
			saved.SetInsertionPoint(m.alloca)
			saved.Create(&ir.OperationState{Loc: m.alloca.Loc(), Name: ctx.LookupOp("llvm.intr.lifetime.start"),
				Operands: []*ir.Value{m.alloca.Result(0)}})
		}
		m.alloca.MoveAfter(cst)
		m.alloca.SetOperand(0, cst.Result(0))
		b.SetInsertionPointAfter(m.alloca)
	}
	if !insertLifetimes && !dynamic {
		return
	}
	for _, blk := range blocks {
		term := blk.Terminator()
		if term == nil || !term.Info().Traits.Has(ir.TraitReturnLike) {
			continue
		}
		b.SetInsertionPoint(term)
		if dynamic {
			create(call.Loc(), "llvm.intr.stackrestore", []*ir.Value{stackPtr})
		}
		for _, m := range moves {
			if m.lifetime {
				create(m.alloca.Loc(), "llvm.intr.lifetime.end", []*ir.Value{m.alloca.Result(0)})
			}
		}
	}
}
