// Package transforms holds the LLVM dialect's passes that prepare lowered
// IR: llvm-request-c-wrappers and llvm-legalize-for-export.
package transforms

import (
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/pass"
)

func init() {
	pass.Register(&pass.Info{
		Argument: "llvm-request-c-wrappers",
		Name:     "LLVMRequestCWrappersPass",
		Summary:  "Request C wrapper emission for all functions",
		OpName:   "func.func",
		New:      func() (pass.Pass, *pass.Options) { return requestCWrappers{}, &pass.Options{} },
	})
	pass.Register(&pass.Info{
		Argument: "llvm-legalize-for-export",
		Name:     "LLVMLegalizeForExportPass",
		Summary:  "Legalize LLVM dialect to be convertible to LLVM IR",
		New:      func() (pass.Pass, *pass.Options) { return legalizeForExport{}, &pass.Options{} },
	})
}

type requestCWrappers struct{}

// Run sets `llvm.emit_c_interface` on the function.
func (requestCWrappers) Run(op *ir.Operation, st *pass.State) error {
	op.SetInherentAttr(st.Ctx, "llvm.emit_c_interface", st.Ctx.UnitAttr())
	return nil
}

type legalizeForExport struct{}

// Run makes the successors of every terminator nested in op distinct.
func (legalizeForExport) Run(op *ir.Operation, st *pass.State) error {
	EnsureDistinctSuccessors(st.Ctx, op)
	return nil
}

// EnsureDistinctSuccessors retargets the second and later occurrences of a
// successor with arguments in a terminator to new blocks (at the end of the
// region) that branch to it, so that LLVM IR can give each edge its own
// phi operands (upstream's ensureDistinctSuccessors). The repeated
// successors are handled in the order of their first occurrence.
func EnsureDistinctSuccessors(ctx *ir.Context, op *ir.Operation) {
	op.Each(func(nested *ir.Operation) {
		for i := 0; i < nested.NumRegions(); i++ {
			for _, b := range nested.Region(i).Blocks() {
				distinctSuccessors(ctx, b)
			}
		}
	})
}

func distinctSuccessors(ctx *ir.Context, b *ir.Block) {
	term := b.Last()
	if term == nil || term.NumSuccessors() < 2 || (term.Info().Registered && !term.HasTrait(ir.TraitTerminator)) {
		return
	}
	var order []*ir.Block
	positions := map[*ir.Block][]int{}
	for i := 0; i < term.NumSuccessors(); i++ {
		s := term.Successor(i)
		if s.NumArgs() == 0 {
			continue
		}
		if _, seen := positions[s]; !seen {
			order = append(order, s)
		}
		positions[s] = append(positions[s], i)
	}
	bd := ir.NewBuilder(ctx)
	for _, s := range order {
		for _, pos := range positions[s][1:] {
			types := make([]ir.Type, s.NumArgs())
			locs := make([]ir.Location, s.NumArgs())
			for i, a := range s.Args() {
				types[i], locs[i] = a.Type(), a.Loc()
			}
			dummy := bd.CreateBlock(b.Parent(), types, locs)
			term.SetSuccessor(pos, dummy)
			bd.Create(&ir.OperationState{Loc: term.Loc(), Name: ctx.LookupOp("llvm.br"), Operands: dummy.Args(), Successors: []*ir.Block{s}})
		}
	}
}
