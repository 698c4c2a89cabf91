package testdialect

import (
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/ods"
)

// The test ops the tests of the core transformations use (symbol scopes,
// branches with successor operands, graph regions, effects on results),
// with upstream's traits and interfaces.
func init() {
	Dialect.Ops = append(Dialect.Ops, transformsOps...)
}

var transformsOps = []*ods.Op{
	{
		Name:               "test.symbol_scope",
		Regions:            []ods.Region{{Name: "region", MaxBlocks: 1}},
		Traits:             []ir.Trait{ir.TraitSymbolTable, ir.TraitSingleBlockImplicitTerminator},
		ImplicitTerminator: "test.finish",
	},
	{
		Name:               "test.symbol_scope_isolated",
		Regions:            []ods.Region{{Name: "region", MaxBlocks: 1}},
		Traits:             []ir.Trait{ir.TraitIsolatedFromAbove, ir.TraitSymbolTable, ir.TraitSingleBlockImplicitTerminator},
		ImplicitTerminator: "test.finish",
	},
	{
		Name:   "test.finish",
		Traits: []ir.Trait{ir.TraitTerminator},
	},
	{
		Name:       "test.br",
		Operands:   []ods.Operand{{Name: "targetOperands", Type: ods.AnyType, Arity: ods.Variadic}},
		Successors: []ods.Successor{{Name: "target"}},
		Traits:     []ir.Trait{ir.TraitTerminator},
		Interfaces: ir.Interfaces{testBranch{}},
	},
	{
		Name: "test.internal_br",
		Operands: []ods.Operand{
			{Name: "successOperands", Type: ods.AnyType, Arity: ods.Variadic},
			{Name: "errorOperands", Type: ods.AnyType, Arity: ods.Variadic},
		},
		Successors: []ods.Successor{{Name: "successPath"}, {Name: "errorPath"}},
		Traits:     []ir.Trait{ir.TraitTerminator, ir.TraitAttrSizedOperandSegments},
		Interfaces: ir.Interfaces{testInternalBranch{}},
	},
	{
		Name:    "test.graph_region",
		Regions: []ods.Region{{Name: "region"}},
		Traits:  []ir.Trait{ir.TraitGraphRegions},
		Format:  "attr-dict-with-keyword $region",
	},
	{
		Name:     "test.graph_loop",
		Operands: []ods.Operand{{Name: "args", Type: ods.AnyType, Arity: ods.Variadic}},
		Results:  []ods.Result{{Name: "rets", Type: ods.AnyType, Arity: ods.Variadic}},
		Regions:  []ods.Region{{Name: "body", MaxBlocks: 1}},
		Traits: []ir.Trait{ir.TraitNoMemoryEffect, ir.TraitRecursivelySpeculatable, ir.TraitSingleBlock,
			ir.TraitGraphRegions},
		Format:     "$args $body attr-dict `:` functional-type(operands, results)",
		Interfaces: ir.Interfaces{graphLoop{}},
	},
	{
		Name:     "test.region_yield",
		Operands: []ods.Operand{{Name: "result", Type: ods.AnyType}},
		Traits: []ir.Trait{ir.TraitNoMemoryEffect, ir.TraitAlwaysSpeculatable, ir.TraitReturnLike,
			ir.TraitTerminator},
		Format: "$result `:` type($result) attr-dict",
	},
	{
		Name:    "test.test_effects_result",
		Results: []ods.Result{{Name: "result", Type: ods.AnyType}},
		Interfaces: ir.Interfaces{ir.EffectsFunc(func(op *ir.Operation) []ir.EffectInstance {
			return []ir.EffectInstance{{Effect: ir.EffectAllocate, Value: op.Result(0)}, {Effect: ir.EffectWrite, Value: op.Result(0)}}
		})},
	},
}

// testBranch is test.br's BranchOpInterface: every operand goes to the
// single successor, which is always taken.
type testBranch struct{}

func (testBranch) SuccessorOperands(op *ir.Operation, _ int) (int, int) { return 0, op.NumOperands() }

func (testBranch) EraseSuccessorOperand(op *ir.Operation, _ int, j int) { op.EraseOperand(j) }

func (testBranch) SuccessorForOperands(op *ir.Operation, _ []ir.Attribute) *ir.Block {
	return op.Successor(0)
}

func (testBranch) AppendSuccessorOperands(op *ir.Operation, _ int, vals []*ir.Value) {
	op.SetOperands(append(op.Operands(), vals...))
}

// testInternalBranch is test.internal_br's BranchOpInterface: the success
// path gets the first operand segment, the error path one produced
// argument followed by the second segment.
type testInternalBranch struct{}

func (testInternalBranch) SuccessorOperands(op *ir.Operation, i int) (int, int) {
	return ods.GroupRange(op, i, false)
}

func (testInternalBranch) ProducedOperands(_ *ir.Operation, i int) int {
	if i == 0 {
		return 0
	}
	return 1
}

func (b testInternalBranch) EraseSuccessorOperand(op *ir.Operation, i, j int) {
	start, _ := b.SuccessorOperands(op, i)
	op.EraseOperand(start + j)
	ctx := ods.ContextOf(op)
	seg := op.InherentAttr("operandSegmentSizes").(*ir.DenseArrayAttr).Int64s()
	sizes := []int32{int32(seg[0]), int32(seg[1])}
	sizes[i]--
	op.SetInherentAttr(ctx, "operandSegmentSizes", ctx.DenseI32Array(sizes))
}

// graphLoop is test.graph_loop's LoopLikeOpInterface.
type graphLoop struct{}

func (graphLoop) LoopRegions(op *ir.Operation) []*ir.Region { return []*ir.Region{op.Region(0)} }
