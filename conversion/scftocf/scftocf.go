// Package scftocf is the convert-scf-to-cf pass (upstream's
// SCFToControlFlow): scf.for, if, while, execute_region and index_switch
// become blocks and cf branches, scf.parallel becomes a nest of scf.for
// loops (lowered in turn) and scf.forall an scf.parallel. The blocks are
// laid out as upstream's: every lowered construct is a single-entry,
// single-exit subgraph placed where the op was, its exit block holding
// the ops that followed it. LLVM-dialect attributes of loops (such as
// llvm.loop_annotation) move to the latch branch.
package scftocf

import (
	"encoding/binary"

	"github.com/gomlir/gomlir/conversion"
	"github.com/gomlir/gomlir/dialect/arith"
	"github.com/gomlir/gomlir/dialect/scf"
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/pass"
)

func init() {
	pass.Register(&pass.Info{
		Argument: "convert-scf-to-cf",
		Name:     "SCFToControlFlowPass",
		Summary:  "Convert SCF dialect to ControlFlow dialect, replacing structured control flow with a CFG",
		New: func() (pass.Pass, *pass.Options) {
			p := &lowering{}
			o := &pass.Options{}
			o.Bool("allow-pattern-rollback", "Experimental performance flag to disallow pattern rollback", &p.allowRollback, true)
			return p, o
		},
	})
}

// lowering is the pass; the rollback option changes nothing in what it
// produces.
type lowering struct{ allowRollback bool }

// Run lowers the scf ops under op; other ops are legal.
func (*lowering) Run(op *ir.Operation, st *pass.State) error {
	target := conversion.NewTarget()
	target.AddIllegalOp("scf.forall", "scf.for", "scf.if", "scf.index_switch", "scf.parallel", "scf.while", "scf.execute_region")
	target.MarkUnknownOpDynamicallyLegal(conversion.When(func(*ir.Operation) bool { return true }))
	return conversion.ApplyPartialConversion(st.Ctx, []*ir.Operation{op}, target, Patterns(), nil)
}

// Patterns returns upstream's populateSCFToControlFlowConversionPatterns.
func Patterns() []conversion.Pattern {
	p := func(name, on string, benefit int, f func(op *ir.Operation, rw *conversion.Rewriter) bool) conversion.Pattern {
		return &conversion.Func{Name: name, On: on, Weight: benefit,
			Rewrite: func(op *ir.Operation, _ conversion.Adaptor, rw *conversion.Rewriter) bool {
				rw.SetInsertionPoint(op)
				return f(op, rw)
			}}
	}
	return []conversion.Pattern{
		p("ForallLowering", "scf.forall", 1, lowerForall),
		p("ForLowering", "scf.for", 1, lowerFor),
		p("IfLowering", "scf.if", 1, lowerIf),
		p("ParallelLowering", "scf.parallel", 1, lowerParallel),
		p("WhileLowering", "scf.while", 1, lowerWhile),
		p("ExecuteRegionLowering", "scf.execute_region", 1, lowerExecuteRegion),
		p("IndexSwitchLowering", "scf.index_switch", 1, lowerIndexSwitch),
		p("DoWhileLowering", "scf.while", 2, lowerDoWhile),
	}
}

// create builds an op at rw's insertion point.
func create(rw *conversion.Rewriter, loc ir.Location, name string, operands []*ir.Value, types []ir.Type, attrs ...ir.NamedAttr) *ir.Operation {
	return rw.Create(&ir.OperationState{Loc: loc, Name: rw.Ctx.LookupOp(name), Operands: operands, Types: types, Attrs: attrs})
}

// branch builds a cf.br to dest.
func branch(rw *conversion.Rewriter, loc ir.Location, dest *ir.Block, args []*ir.Value) *ir.Operation {
	st := &ir.OperationState{Loc: loc, Name: rw.Ctx.LookupOp("cf.br"), Operands: args, Successors: []*ir.Block{dest}}
	return rw.Create(st)
}

// condBranch builds a cf.cond_br.
func condBranch(rw *conversion.Rewriter, loc ir.Location, cond *ir.Value, t *ir.Block, tArgs []*ir.Value, f *ir.Block, fArgs []*ir.Value) *ir.Operation {
	st := &ir.OperationState{Loc: loc, Name: rw.Ctx.LookupOp("cf.cond_br"),
		Operands:   append(append([]*ir.Value{cond}, tArgs...), fArgs...),
		Successors: []*ir.Block{t, f},
		Attrs: []ir.NamedAttr{{Name: "operandSegmentSizes",
			Value: rw.Ctx.DenseI32Array([]int32{1, int32(len(tArgs)), int32(len(fArgs))})}}}
	return rw.Create(st)
}

// copyLLVMAttrs sets on latch the discardable attributes of loop whose
// value belongs to the llvm dialect (loop annotations).
func copyLLVMAttrs(rw *conversion.Rewriter, loop, latch *ir.Operation) {
	var attrs []ir.NamedAttr
	if loop.Attrs() == nil {
		return
	}
	for _, a := range loop.Attrs().Entries {
		if attrDialect(a.Value) == "llvm" {
			attrs = append(attrs, a)
		}
	}
	if len(attrs) > 0 {
		latch.SetAttrs(rw.Ctx.DictionaryAttr(attrs))
	}
}

// attrDialect returns the namespace of the dialect defining a ("" for
// builtin attributes).
func attrDialect(a ir.Attribute) string {
	switch a := a.(type) {
	case ir.DialectAttr:
		return a.DialectName()
	case *ir.OpaqueAttr:
		return a.Dialect
	}
	return ""
}

// resultTypes returns the types of op's results.
func resultTypes(op *ir.Operation) []ir.Type {
	out := make([]ir.Type, op.NumResults())
	for i, r := range op.Results() {
		out[i] = r.Type()
	}
	return out
}

// lowerFor builds the loop's condition block (the body's entry, with the
// induction variable and iteration values as arguments) and latch.
func lowerFor(op *ir.Operation, rw *conversion.Rewriter) bool {
	loc := op.Loc()
	initBlock, endBlock := rw.SplitBlockAt(op.Block(), op)
	condBlock := op.Region(0).First()
	firstBody := rw.SplitBlock(condBlock, condBlock.First())
	lastBody := op.Region(0).Last()
	rw.InlineRegionBefore(op.Region(0), initBlock.Parent(), endBlock)
	iv := condBlock.Arg(0)

	term := lastBody.Last()
	rw.SetInsertionPointToEnd(lastBody)
	stepped := create(rw, loc, "arith.addi", []*ir.Value{iv, op.Operand(2)}, []ir.Type{iv.Type()}).Result(0)
	latch := branch(rw, loc, condBlock, append([]*ir.Value{stepped}, term.Operands()...))
	copyLLVMAttrs(rw, op, latch)
	rw.EraseOp(term)

	rw.SetInsertionPointToEnd(initBlock)
	branch(rw, loc, condBlock, append([]*ir.Value{op.Operand(0)}, op.Operands()[3:]...))

	rw.SetInsertionPointToEnd(condBlock)
	pred := arith.CmpISlt
	if op.InherentAttr("unsignedCmp") != nil {
		pred = arith.CmpIUlt
	}
	ctx := rw.Ctx
	cmp := create(rw, loc, "arith.cmpi", []*ir.Value{iv, op.Operand(1)}, []ir.Type{ctx.I(1)},
		ir.NamedAttr{Name: "predicate", Value: ctx.IntAttr(ctx.I(64), pred)}).Result(0)
	condBranch(rw, loc, cmp, firstBody, nil, endBlock, nil)
	rw.ReplaceOp(op, condBlock.Args()[1:])
	return true
}

// inlineBranchingTo replaces the terminator of r's last block by a branch
// to dest carrying its operands and moves r's blocks before dest; it
// returns r's entry block.
func inlineBranchingTo(rw *conversion.Rewriter, loc ir.Location, r *ir.Region, dest *ir.Block) *ir.Block {
	entry := r.First()
	term := r.Last().Last()
	rw.SetInsertionPointToEnd(r.Last())
	branch(rw, loc, dest, term.Operands())
	rw.EraseOp(term)
	rw.InlineRegionBefore(r, dest.Parent(), dest)
	return entry
}

func lowerIf(op *ir.Operation, rw *conversion.Rewriter) bool {
	loc := op.Loc()
	condBlock, remaining := rw.SplitBlockAt(op.Block(), op)
	cont := remaining
	if op.NumResults() > 0 {
		locs := make([]ir.Location, op.NumResults())
		for i := range locs {
			locs[i] = loc
		}
		cont = rw.CreateBlock(condBlock.Parent(), remaining, resultTypes(op), locs)
		rw.SetInsertionPointToEnd(cont)
		branch(rw, loc, remaining, nil)
	}
	thenBlock := inlineBranchingTo(rw, loc, op.Region(0), cont)
	elseBlock := cont
	if op.Region(1).First() != nil {
		elseBlock = inlineBranchingTo(rw, loc, op.Region(1), cont)
	}
	rw.SetInsertionPointToEnd(condBlock)
	condBranch(rw, loc, op.Operand(0), thenBlock, nil, elseBlock, nil)
	rw.ReplaceOp(op, cont.Args())
	return true
}

func lowerExecuteRegion(op *ir.Operation, rw *conversion.Rewriter) bool {
	loc := op.Loc()
	condBlock, remaining := rw.SplitBlockAt(op.Block(), op)
	r := op.Region(0)
	rw.SetInsertionPointToEnd(condBlock)
	branch(rw, loc, r.First(), nil)
	for b := r.First(); b != nil; b = b.Next() {
		if t := b.Last(); t != nil && t.Name() == "scf.yield" {
			rw.SetInsertionPointToEnd(b)
			branch(rw, loc, remaining, t.Operands())
			rw.EraseOp(t)
		}
	}
	rw.InlineRegionBefore(r, condBlock.Parent(), remaining)
	vals := make([]*ir.Value, op.NumResults())
	for i, t := range resultTypes(op) {
		vals[i] = remaining.AddArg(t, loc)
	}
	rw.ReplaceOp(op, vals)
	return true
}

// lowerParallel rewrites an scf.parallel into a nest of scf.for loops
// carrying its reductions, the scf.reduce bodies inlined into the
// innermost one.
func lowerParallel(op *ir.Operation, rw *conversion.Rewriter) bool {
	loc := op.Loc()
	n := op.Region(0).First().NumArgs()
	operands := op.Operands()
	lbs, ubs, steps, inits := operands[:n], operands[n:2*n], operands[2*n:3*n], operands[3*n:]
	iterArgs := append([]*ir.Value{}, inits...)
	loopResults := append([]*ir.Value{}, inits...)
	var ivs []*ir.Value
	var attrs []ir.NamedAttr
	if op.InherentAttr("unsignedCmp") != nil {
		attrs = []ir.NamedAttr{{Name: "unsignedCmp", Value: rw.Ctx.UnitAttr()}}
	}
	for i := 0; i < n; i++ {
		st := &ir.OperationState{Loc: loc, Name: rw.Ctx.LookupOp("scf.for"),
			Operands: append([]*ir.Value{lbs[i], ubs[i], steps[i]}, iterArgs...), Types: valueTypes(iterArgs), Attrs: attrs}
		body := ir.NewBlock()
		body.AddArg(lbs[i].Type(), loc)
		for _, v := range iterArgs {
			body.AddArg(v.Type(), v.Loc())
		}
		st.AddRegion().Append(body)
		if len(iterArgs) == 0 {
			body.Append(ir.NewOperation(rw.Ctx, &ir.OperationState{Loc: loc, Name: rw.Ctx.LookupOp("scf.yield")}))
		}
		f := rw.Create(st)
		ivs = append(ivs, body.Arg(0))
		iterArgs = body.Args()[1:]
		if i == 0 {
			loopResults = f.Results()
		} else if f.NumResults() > 0 {
			rw.SetInsertionPointToEnd(rw.InsertionBlock())
			create(rw, loc, "scf.yield", f.Results(), nil)
		}
		rw.SetInsertionPointToStart(body)
	}
	pbody := op.Region(0).First()
	reduce := pbody.Last()
	var yieldOperands []*ir.Value
	for i := 0; i < op.NumResults(); i++ {
		rb := reduce.Region(i).First()
		ret := rb.Last()
		arg := iterArgs[len(yieldOperands)]
		yieldOperands = append(yieldOperands, ret.Operand(0))
		rw.EraseOp(ret)
		rw.InlineBlockBefore(rb, pbody, reduce, []*ir.Value{arg, reduce.Operand(i)})
	}
	rw.EraseOp(reduce)
	newBody := rw.InsertionBlock()
	if newBody.First() == nil {
		rw.MergeBlocks(pbody, newBody, ivs)
	} else {
		rw.InlineBlockBefore(pbody, newBody, newBody.Last(), ivs)
	}
	if len(yieldOperands) > 0 {
		rw.SetInsertionPointToEnd(rw.InsertionBlock())
		create(rw, loc, "scf.yield", yieldOperands, nil)
	}
	rw.ReplaceOp(op, loopResults)
	return true
}

// valueTypes returns the types of vals.
func valueTypes(vals []*ir.Value) []ir.Type {
	out := make([]ir.Type, len(vals))
	for i, v := range vals {
		out[i] = v.Type()
	}
	return out
}

func lowerWhile(op *ir.Operation, rw *conversion.Rewriter) bool {
	loc := op.Loc()
	current, cont := rw.SplitBlockAt(op.Block(), op)
	after := op.Region(1).First()
	before := op.Region(0).First()
	rw.InlineRegionBefore(op.Region(1), current.Parent(), cont)
	rw.InlineRegionBefore(op.Region(0), current.Parent(), after)
	rw.SetInsertionPointToEnd(current)
	branch(rw, loc, before, op.Operands())

	rw.SetInsertionPointToEnd(before)
	cond := before.Last()
	args := cond.Operands()[1:]
	rw.ReplaceOpWithOp(cond, condBranch(rw, cond.Loc(), cond.Operand(0), after, args, cont, nil))

	rw.SetInsertionPointToEnd(after)
	yield := after.Last()
	latch := branch(rw, yield.Loc(), before, yield.Operands())
	copyLLVMAttrs(rw, op, latch)
	rw.ReplaceOpWithOp(yield, latch)
	rw.ReplaceOp(op, args)
	return true
}

// lowerDoWhile lowers an scf.while whose "after" region only forwards its
// arguments: the "before" region loops on itself.
func lowerDoWhile(op *ir.Operation, rw *conversion.Rewriter) bool {
	after := op.Region(1).First()
	yield := after.First()
	if yield != after.Last() || yield.Name() != "scf.yield" || !sameValues(yield.Operands(), after.Args()) {
		return false
	}
	current, cont := rw.SplitBlockAt(op.Block(), op)
	before := op.Region(0).First()
	rw.InlineRegionBefore(op.Region(0), current.Parent(), cont)
	rw.SetInsertionPointToEnd(current)
	branch(rw, op.Loc(), before, op.Operands())

	rw.SetInsertionPointToEnd(before)
	cond := before.Last()
	args := cond.Operands()[1:]
	latch := condBranch(rw, cond.Loc(), cond.Operand(0), before, args, cont, nil)
	copyLLVMAttrs(rw, op, latch)
	rw.ReplaceOpWithOp(cond, latch)
	rw.ReplaceOp(op, args)
	return true
}

// sameValues reports whether a and b are the same values in order.
func sameValues(a, b []*ir.Value) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

func lowerIndexSwitch(op *ir.Operation, rw *conversion.Rewriter) bool {
	loc, ctx := op.Loc(), rw.Ctx
	condBlock, cont := rw.SplitBlockAt(op.Block(), op)
	results := make([]*ir.Value, op.NumResults())
	for i, t := range resultTypes(op) {
		results[i] = cont.AddArg(t, loc)
	}
	convert := func(r *ir.Region) *ir.Block {
		b := r.First()
		y := b.Last()
		rw.SetInsertionPoint(y)
		rw.ReplaceOpWithOp(y, branch(rw, y.Loc(), cont, y.Operands()))
		rw.InlineRegionBefore(r, condBlock.Parent(), cont)
		return b
	}
	cases, _ := op.InherentAttr("cases").(*ir.DenseArrayAttr)
	var succs []*ir.Block
	var values []int32
	for i := 1; i < op.NumRegions(); i++ {
		succs = append(succs, convert(op.Region(i)))
		values = append(values, int32(cases.Int64At(i-1)))
	}
	def := convert(op.Region(0))
	rw.SetInsertionPointToEnd(condBlock)
	i32 := ctx.I(32)
	flag := create(rw, loc, "arith.index_cast", []*ir.Value{op.Operand(0)}, []ir.Type{i32}).Result(0)
	st := &ir.OperationState{Loc: loc, Name: ctx.LookupOp("cf.switch"), Operands: []*ir.Value{flag},
		Successors: append([]*ir.Block{def}, succs...)}
	st.Attrs = []ir.NamedAttr{
		{Name: "case_operand_segments", Value: ctx.DenseI32Array(make([]int32, len(succs)))},
		{Name: "operandSegmentSizes", Value: ctx.DenseI32Array([]int32{1, 0, 0})},
	}
	if len(values) > 0 {
		st.Attrs = append(st.Attrs, ir.NamedAttr{Name: "case_values", Value: i32Vector(ctx, values)})
	}
	rw.Create(st)
	rw.ReplaceOp(op, results)
	return true
}

func lowerForall(op *ir.Operation, rw *conversion.Rewriter) bool {
	if len(scf.ForallOutputs(op)) > 0 {
		return false // only fully bufferized scf.forall ops are lowered
	}
	loc, ctx := op.Loc(), rw.Ctx
	lbs, ubs, steps := scf.ForallBoundValues(rw.Builder, loc, op)
	st := &ir.OperationState{Loc: loc, Name: ctx.LookupOp("scf.parallel")}
	st.Operands = append(append(append([]*ir.Value{}, lbs...), ubs...), steps...)
	st.Attrs = []ir.NamedAttr{{Name: "operandSegmentSizes", Value: ctx.DenseI32Array([]int32{int32(len(lbs)), int32(len(ubs)), int32(len(steps)), 0})}}
	st.AddRegion()
	par := rw.Create(st)
	rw.InlineRegionBefore(op.Region(0), par.Region(0), nil)
	body := par.Region(0).First()
	term := body.Last()
	rw.SetInsertionPointToEnd(body)
	rw.ReplaceOpWithOp(term, create(rw, term.Loc(), "scf.reduce", nil, nil))
	if m := op.InherentAttr("mapping"); m != nil {
		par.SetAttr(ctx, "mapping", m)
	}
	rw.ReplaceOp(op, nil)
	return true
}

// i32Vector is a dense vector<Nxi32> of vals (upstream's
// DenseIntElementsAttr of cf.switch case values).
func i32Vector(ctx *ir.Context, vals []int32) *ir.DenseElementsAttr {
	data := make([]byte, 4*len(vals))
	for i, v := range vals {
		binary.LittleEndian.PutUint32(data[4*i:], uint32(v))
	}
	return ctx.DenseElementsAttr(ctx.VectorType([]int64{int64(len(vals))}, ctx.I(32), nil), data, false)
}
