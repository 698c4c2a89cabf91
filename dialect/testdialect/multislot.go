package testdialect

import (
	"github.com/gomlir/gomlir/dialect/memref"
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/ods"
)

// test.multi_slot_alloca allocates several memrefs, each a slot that sroa
// may destructure.
func init() {
	Dialect.Ops = append(Dialect.Ops, &ods.Op{
		Name:       "test.multi_slot_alloca",
		Results:    []ods.Result{{Name: "results", Type: ods.AnyMemRef, Arity: ods.Variadic}},
		Format:     "attr-dict `:` functional-type(operands, results)",
		Interfaces: ir.Interfaces{multiSlotDestructure{}},
	})
}

// multiSlotDestructure is TestMultiSlotAlloca's
// DestructurableAllocationOpInterface.
type multiSlotDestructure struct{}

// DestructurableSlots implements ir.DestructurableAllocationOpInterface:
// every result of a destructurable memref type.
func (multiSlotDestructure) DestructurableSlots(op *ir.Operation) []ir.DestructurableMemorySlot {
	var slots []ir.DestructurableMemorySlot
	for _, r := range op.Results() {
		t := r.Type().(*ir.MemRefType)
		indices := memref.SubelementIndices(ods.ContextOf(op), t)
		if indices == nil {
			continue
		}
		types := make(map[ir.Attribute]ir.Type, len(indices))
		for _, i := range indices {
			types[i] = t.Elem
		}
		slots = append(slots, ir.DestructurableMemorySlot{MemorySlot: ir.MemorySlot{Ptr: r, ElemType: t}, Indices: indices, SubelementTypes: types})
	}
	return slots
}

// Destructure implements ir.DestructurableAllocationOpInterface: one
// single-result test.multi_slot_alloca of rank 0 per used element, after
// op.
func (multiSlotDestructure) Destructure(op *ir.Operation, slot ir.DestructurableMemorySlot, used []ir.Attribute, b *ir.Builder) (map[ir.Attribute]ir.MemorySlot, []*ir.Operation) {
	b.SetInsertionPointAfter(op)
	subslots := map[ir.Attribute]ir.MemorySlot{}
	var allocs []*ir.Operation
	for _, index := range used {
		elem := slot.SubelementTypes[index]
		a := b.Create(&ir.OperationState{Loc: op.Loc(), Name: op.Info(), Types: []ir.Type{b.Ctx.MemRefType(nil, elem, nil, nil)}})
		allocs = append(allocs, a)
		if _, ok := subslots[index]; !ok {
			subslots[index] = ir.MemorySlot{Ptr: a.Result(0), ElemType: elem}
		}
	}
	return subslots, allocs
}

// HandleDestructuringComplete implements
// ir.DestructurableAllocationOpInterface: op is replaced by an alloca of
// its other slots (none when it had one).
func (multiSlotDestructure) HandleDestructuringComplete(op *ir.Operation, slot ir.DestructurableMemorySlot, b *ir.Builder) *ir.Operation {
	if op.NumResults() == 1 {
		op.Erase()
		return nil
	}
	var rest []*ir.Value
	var types []ir.Type
	for _, r := range op.Results() {
		if r != slot.Ptr {
			rest = append(rest, r)
			types = append(types, r.Type())
		}
	}
	b.SetInsertionPoint(op)
	repl := b.Create(&ir.OperationState{Loc: op.Loc(), Name: op.Info(), Types: types})
	for i, r := range rest {
		r.ReplaceAllUsesWith(repl.Result(i))
	}
	op.Erase()
	return repl
}
