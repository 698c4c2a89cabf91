// Package cfgtoscf lifts control flow graphs to structured control flow:
// upstream MLIR's transformCFGToSCF (Transforms/Utils/CFGToSCF.cpp), an
// implementation of Bahmann et al., "Perfect Reconstructability of Control
// Flow from Demand Dependence Graphs" (2015), that works on any dialects
// through an Interface creating the ops.
//
// Every return-like terminator kind first gets a single exit block. The
// region is then processed as single-entry, single-exit subgraphs from a
// worklist: the outermost cycles (strongly connected components) become
// do-while loops, after multiplexer blocks give each a single entry and a
// single latch holding both the back edge and the exit edge; then the
// first conditional branch becomes a structured branch op whose regions
// are the blocks each successor edge dominates, the blocks where control
// flow joins again (the continuation) following it. New loop bodies,
// branch regions and the continuation are processed in turn. Block order,
// value order and the constants created are upstream's, so the output is
// byte-identical.
package cfgtoscf

import (
	"github.com/gomlir/gomlir/ir"
)

// Interface creates the operations of the structured program; upstream's
// CFGToSCFInterface.
type Interface interface {
	// CreateStructuredBranchRegionOp creates, at b, the structured op
	// replacing the multi-successor branch condOp, with the given result
	// types, taking the bodies of regions (one per successor of condOp, in
	// successor order).
	CreateStructuredBranchRegionOp(b *ir.Builder, condOp *ir.Operation, resultTypes []ir.Type, regions []*ir.Region) (*ir.Operation, error)
	// CreateStructuredBranchRegionTerminatorOp creates at b the terminator
	// of a region of branchRegionOp returning results; replaced is the
	// branch it replaces, or nil.
	CreateStructuredBranchRegionTerminatorOp(loc ir.Location, b *ir.Builder, branchRegionOp, replaced *ir.Operation, results []*ir.Value) error
	// CreateStructuredDoWhileLoopOp creates at b a do-while loop taking
	// the body of loopBody, whose last block has no terminator: the loop
	// repeats while condition (a value of CFGSwitchValue's type) is 1,
	// passing next to the entry block's arguments; it starts with init and
	// its results are the last values of next.
	CreateStructuredDoWhileLoopOp(b *ir.Builder, replaced *ir.Operation, init []*ir.Value, condition *ir.Value, next []*ir.Value, loopBody *ir.Region) (*ir.Operation, error)
	// CFGSwitchValue creates at b the constant value used to select
	// successor value of the switches CreateCFGSwitchOp builds.
	CFGSwitchValue(loc ir.Location, b *ir.Builder, value uint32) *ir.Value
	// CreateCFGSwitchOp creates at b a branch on flag to the destination
	// of the case value flag equals, else to defaultDest.
	CreateCFGSwitchOp(loc ir.Location, b *ir.Builder, flag *ir.Value, caseValues []uint32, caseDests []*ir.Block, caseArgs [][]*ir.Value, defaultDest *ir.Block, defaultArgs []*ir.Value)
	// UndefValue creates at b a value of type t whose contents do not
	// matter.
	UndefValue(loc ir.Location, b *ir.Builder, t ir.Type) *ir.Value
	// CreateUnreachableTerminator creates at b a return-like terminator of
	// region ending the path after an infinite loop.
	CreateUnreachableTerminator(loc ir.Location, b *ir.Builder, region *ir.Region) (*ir.Operation, error)
}

// Transform lifts the control flow of region to structured control flow
// (upstream's transformCFGToSCF); dom answers dominance queries and is
// kept up to date as upstream keeps its DominanceInfo. It reports whether
// the region changed; a region it cannot transform gets a diagnostic.
func Transform(ctx *ir.Context, region *ir.Region, iface Interface, dom *ir.DominanceInfo) (bool, error) {
	if region.Empty() || region.HasOneBlock() {
		return false, nil
	}
	if err := checkPreconditions(region); err != nil {
		return false, err
	}
	t := &transformer{ctx: ctx, region: region, iface: iface, dom: dom, undef: map[ir.Type]*ir.Value{}}
	for b := region.First(); b != nil; b = b.Next() {
		if numSuccessors(b) == 0 && b.Last() != nil {
			t.combineExit(b.Last())
		}
	}
	dom.Invalidate(region)

	worklist := []*ir.Block{region.First()}
	for len(worklist) > 0 {
		current := worklist[len(worklist)-1]
		worklist = worklist[:len(worklist)-1]
		loops, err := t.transformCycles(current)
		if err != nil {
			return false, err
		}
		worklist = append(worklist, loops...)
		if len(loops) > 0 {
			dom.Invalidate(current.Parent())
		}
		branches, err := t.transformBranches(current)
		if err != nil {
			return false, err
		}
		worklist = append(worklist, branches...)
	}
	return true, nil
}

// checkPreconditions rejects what the transformation cannot handle:
// blocks unreachable from the entry block (upstream MLIR 22 rejects those
// without predecessors and mangles unreachable cycles; later upstream
// rejects all, as here), and branches whose operands it cannot rewrite.
func checkPreconditions(region *ir.Region) error {
	reachable := map[*ir.Block]bool{region.First(): true}
	for stack := []*ir.Block{region.First()}; len(stack) > 0; {
		b := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		for _, s := range b.Successors() {
			if !reachable[s] {
				reachable[s] = true
				stack = append(stack, s)
			}
		}
	}
	for b := region.First(); b != nil; b = b.Next() {
		if !reachable[b] && b.First() != nil {
			return b.First().EmitOpError("transformation does not support unreachable blocks")
		}
	}
	var err error
	for b := region.First(); b != nil && err == nil; b = b.Next() {
		for op := b.First(); op != nil && err == nil; op = op.NextInBlock() {
			op.Walk(func(o *ir.Operation) ir.WalkResult {
				err = checkBranch(o)
				if err != nil {
					return ir.WalkInterrupt
				}
				return ir.WalkAdvance
			})
		}
	}
	return err
}

// checkBranch checks one op of the region.
func checkBranch(op *ir.Operation) error {
	if op.NumSuccessors() == 0 {
		return nil
	}
	_, appends := ir.InfoInterface[ir.BranchOperandAppender](op.Info())
	if ir.BranchInterface(op) == nil || !appends {
		return op.EmitOpError("transformation does not support terminators with successors not implementing BranchOpInterface")
	}
	if !ir.IsMemoryEffectFree(op) {
		return op.EmitOpError("transformation does not support terminators with side effects")
	}
	for i := 0; i < op.NumSuccessors(); i++ {
		if ir.ProducedOperandCount(op, i) != 0 {
			return op.EmitOpError("transformation does not support operations with operation-produced successor operands")
		}
	}
	return nil
}

// transformer holds the state of one region's transformation.
type transformer struct {
	ctx    *ir.Context
	region *ir.Region
	iface  Interface
	dom    *ir.DominanceInfo
	// undef and switches cache the values created at the start of the
	// region's entry block.
	undef    map[ir.Type]*ir.Value
	switches []*ir.Value
	// exits lists the first return-like op of each kind with the block
	// every op of that kind now branches to.
	exits []exitBlock
	// scc walks the cycles (its buffers reused from walk to walk).
	scc sccIterator
}

type exitBlock struct {
	op    *ir.Operation
	block *ir.Block
}

// entryBuilder returns a builder at the start of the region's entry block.
func (t *transformer) entryBuilder() *ir.Builder {
	b := ir.NewBuilder(t.ctx)
	b.SetInsertionPointToStart(t.region.First())
	return b
}

// undefValue returns the region's undefined value of type ty.
func (t *transformer) undefValue(ty ir.Type) *ir.Value {
	if v, ok := t.undef[ty]; ok {
		return v
	}
	v := t.iface.UndefValue(t.region.ParentOp().Loc(), t.entryBuilder(), ty)
	t.undef[ty] = v
	return v
}

// switchValue returns the region's switch constant for value.
func (t *transformer) switchValue(value uint32) *ir.Value {
	if int(value) < len(t.switches) && t.switches[value] != nil {
		return t.switches[value]
	}
	for len(t.switches) <= int(value) {
		t.switches = append(t.switches, nil)
	}
	v := t.iface.CFGSwitchValue(t.region.ParentOp().Loc(), t.entryBuilder(), value)
	t.switches[value] = v
	return v
}

// combineExit turns the return-like op into a branch to the single block
// holding the ops of its kind (upstream's ReturnLikeExitCombiner).
func (t *transformer) combineExit(op *ir.Operation) {
	var exit *exitBlock
	for i := range t.exits {
		if returnLikeEquivalent(t.exits[i].op, op) {
			exit = &t.exits[i]
			break
		}
	}
	if exit != nil && exit.op == op {
		return
	}
	inserted := exit == nil
	if inserted {
		blk := ir.NewBlock()
		t.region.Append(blk)
		for _, v := range op.Operands() {
			blk.AddArg(v.Type(), op.Loc())
		}
		t.exits = append(t.exits, exitBlock{op, blk})
		exit = &t.exits[len(t.exits)-1]
	}
	b := ir.NewBuilder(t.ctx)
	b.SetInsertionPoint(op)
	t.iface.CreateCFGSwitchOp(op.Loc(), b, t.switchValue(0), nil, nil, nil, exit.block, op.Operands())
	if !inserted {
		op.Erase()
		return
	}
	op.Remove()
	exit.block.Append(op)
	op.SetOperands(exit.block.Args())
}

// returnLikeEquivalent reports whether two return-like ops are of one
// kind: same name, attributes, properties, operand and result types and
// equivalent regions (the operands themselves may differ).
func returnLikeEquivalent(a, b *ir.Operation) bool {
	if a == b {
		return true
	}
	if a.Info() != b.Info() || a.Props() != b.Props() || a.Attrs() != b.Attrs() ||
		a.NumOperands() != b.NumOperands() || a.NumResults() != b.NumResults() ||
		a.NumRegions() != b.NumRegions() || a.NumSuccessors() != b.NumSuccessors() {
		return false
	}
	for i := 0; i < a.NumOperands(); i++ {
		if a.Operand(i).Type() != b.Operand(i).Type() {
			return false
		}
	}
	for i := 0; i < a.NumResults(); i++ {
		if a.Result(i).Type() != b.Result(i).Type() {
			return false
		}
	}
	return a.NumRegions() == 0 || ir.RegionsEquivalent(a, b)
}
