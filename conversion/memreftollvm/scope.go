package memreftollvm

import (
	"github.com/gomlir/gomlir/conversion"
	"github.com/gomlir/gomlir/conversion/llvmcommon"
	"github.com/gomlir/gomlir/ir"
)

// br creates `llvm.br` to dest with operands.
func br(rw *conversion.Rewriter, loc ir.Location, dest *ir.Block, operands []*ir.Value) *ir.Operation {
	return rw.Create(&ir.OperationState{Loc: loc, Name: rw.Ctx.LookupOp("llvm.br"), Operands: operands,
		Successors: []*ir.Block{dest}})
}

// allocaScope is AllocaScopeOpLowering: the body is inlined between a
// llvm.intr.stacksave and, before each exit, a llvm.intr.stackrestore; the
// results arrive as arguments of the block after it.
func (l *lowerer) allocaScope(op *ir.Operation, _ conversion.Adaptor, rw *conversion.Rewriter) bool {
	loc := op.Loc()
	current, remaining := rw.SplitBlockAt(rw.InsertionBlock(), rw.InsertionPoint())
	cont := remaining
	if op.NumResults() > 0 {
		locs := make([]ir.Location, op.NumResults())
		for i := range locs {
			locs[i] = loc
		}
		cont = rw.CreateBlock(remaining.Parent(), remaining, op.ResultTypes(), locs)
		br(rw, loc, remaining, nil)
	}
	body := op.Region(0)
	before, after := body.First(), body.Last()
	rw.InlineRegionBefore(body, cont.Parent(), cont)
	rw.SetInsertionPointToEnd(current)
	save := llvmcommon.Create(rw.Builder, loc, "llvm.intr.stacksave", l.tc.PointerType(), nil).Result(0)
	br(rw, loc, before, nil)
	ret := after.Last()
	rw.SetInsertionPoint(ret)
	branch := br(rw, ret.Loc(), cont, ret.Operands())
	rw.ReplaceOpWithOp(ret, branch)
	rw.SetInsertionPoint(branch)
	llvmcommon.Create(rw.Builder, loc, "llvm.intr.stackrestore", nil, []*ir.Value{save})
	rw.ReplaceOp(op, cont.Args())
	return true
}
