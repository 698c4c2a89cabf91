// Package cftollvm is the convert-cf-to-llvm pass: cf.br, cf.cond_br and
// cf.switch become their LLVM counterparts (their destinations' argument
// types converted), cf.assert a branch to a block that prints the message
// with puts and aborts, as upstream's ControlFlowToLLVM. It also
// contributes the cf patterns to convert-to-llvm.
package cftollvm

import (
	"github.com/gomlir/gomlir/conversion"
	"github.com/gomlir/gomlir/conversion/llvmcommon"
	"github.com/gomlir/gomlir/dialect/llvm"
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/ods"
	"github.com/gomlir/gomlir/pass"
)

func init() {
	llvmcommon.RegisterLowering(pass.Info{
		Argument: "convert-cf-to-llvm",
		Name:     "ConvertControlFlowToLLVMPass",
		Summary:  "Convert ControlFlow operations to the LLVM dialect",
	}, lower)
	conversion.RegisterConvertToLLVMInterface("cf", llvmcommon.PatternSource(func(tc *llvmcommon.TypeConverter) []conversion.Pattern {
		return append(Patterns(tc), AssertPattern(tc, tc.Symbols(), true))
	}))
}

// lower lowers the cf ops nested in op; ops of other dialects are legal
// (their blocks' signatures may change).
func lower(op *ir.Operation, st *pass.State, tc *llvmcommon.TypeConverter) error {
	target := llvmcommon.NewTarget()
	target.MarkUnknownOpDynamicallyLegal(conversion.When(func(o *ir.Operation) bool { return o.Info().Dialect != "cf" }))
	patterns := append(Patterns(tc), AssertPattern(tc, tc.Symbols(), true))
	return conversion.ApplyPartialConversion(st.Ctx, []*ir.Operation{op}, target, patterns, nil)
}

// convertedBlock returns block with its arguments converted so that they
// take values of the types of operands (nil when they cannot).
func convertedBlock(rw *conversion.Rewriter, tc *llvmcommon.TypeConverter, block *ir.Block, operands []*ir.Value) *ir.Block {
	if blockTakes(block, operands) {
		return block
	}
	conv := tc.ConvertBlockSignature(block)
	if conv == nil {
		return nil
	}
	got := conv.ConvertedTypes()
	if len(got) != len(operands) {
		return nil
	}
	for i, t := range got {
		if operands[i].Type() != t {
			return nil
		}
	}
	return rw.ApplySignatureConversion(block, conv, tc.TypeConverter)
}

// blockTakes reports whether block's argument types are those of operands.
func blockTakes(block *ir.Block, operands []*ir.Value) bool {
	if block.NumArgs() != len(operands) {
		return false
	}
	for i, a := range block.Args() {
		if a.Type() != operands[i].Type() {
			return false
		}
	}
	return true
}

// flatten concatenates value ranges.
func flatten(ranges [][]*ir.Value) []*ir.Value {
	var out []*ir.Value
	for _, r := range ranges {
		out = append(out, r...)
	}
	return out
}

// Patterns returns the lowerings of cf.br, cf.cond_br and cf.switch.
func Patterns(tc *llvmcommon.TypeConverter) []conversion.Pattern {
	br := tc.Pattern("cf.br", func(op *ir.Operation, a conversion.Adaptor, rw *conversion.Rewriter) bool {
		operands := flatten(a.Ranges())
		dest := convertedBlock(rw, tc, op.Successor(0), operands)
		if dest == nil {
			return false
		}
		nop := rw.Create(&ir.OperationState{Loc: op.Loc(), Name: rw.Ctx.LookupOp("llvm.br"), Operands: operands,
			Successors: []*ir.Block{dest}, Attrs: op.AllAttrs()})
		rw.ReplaceOpWithOp(op, nop)
		return true
	})
	br.AcceptsOneToN = true
	condBr := tc.Pattern("cf.cond_br", func(op *ir.Operation, a conversion.Adaptor, rw *conversion.Rewriter) bool {
		ranges := a.Ranges()
		if len(ranges[0]) != 1 {
			return false
		}
		// The op's own operand groups: the destination may already have
		// its converted (1:N) signature.
		nTrue := len(ods.OperandGroup(op, 1))
		trueOps, falseOps := flatten(ranges[1:1+nTrue]), flatten(ranges[1+nTrue:])
		trueDest := convertedBlock(rw, tc, op.Successor(0), trueOps)
		if trueDest == nil {
			return false
		}
		falseDest := convertedBlock(rw, tc, op.Successor(1), falseOps)
		if falseDest == nil {
			return false
		}
		operands := append(append([]*ir.Value{ranges[0][0]}, trueOps...), falseOps...)
		attrs := []ir.NamedAttr{{Name: "operandSegmentSizes", Value: rw.Ctx.DenseI32Array([]int32{1, int32(len(trueOps)), int32(len(falseOps))})}}
		if w := op.InherentAttr("branch_weights"); w != nil {
			attrs = append(attrs, ir.NamedAttr{Name: "branch_weights", Value: w})
		}
		if d := op.Attrs(); d != nil {
			attrs = append(attrs, d.Entries...)
		}
		nop := rw.Create(&ir.OperationState{Loc: op.Loc(), Name: rw.Ctx.LookupOp("llvm.cond_br"), Operands: operands,
			Successors: []*ir.Block{trueDest, falseDest}, Attrs: attrs})
		rw.ReplaceOpWithOp(op, nop)
		return true
	})
	condBr.AcceptsOneToN = true
	sw := tc.Pattern("cf.switch", func(op *ir.Operation, a conversion.Adaptor, rw *conversion.Rewriter) bool {
		operands := a.Operands()
		next := 1
		take := func(b *ir.Block) []*ir.Value {
			vs := operands[next : next+b.NumArgs()]
			next += b.NumArgs()
			return vs
		}
		defOps := take(op.Successor(0))
		def := convertedBlock(rw, tc, op.Successor(0), defOps)
		if def == nil {
			return false
		}
		succs := []*ir.Block{def}
		all := append([]*ir.Value{operands[0]}, defOps...)
		var caseCount int32
		var segments []int32
		for i := 1; i < op.NumSuccessors(); i++ {
			ops := take(op.Successor(i))
			b := convertedBlock(rw, tc, op.Successor(i), ops)
			if b == nil {
				return false
			}
			succs = append(succs, b)
			all = append(all, ops...)
			segments = append(segments, int32(len(ops)))
			caseCount += int32(len(ops))
		}
		attrs := []ir.NamedAttr{
			{Name: "case_operand_segments", Value: rw.Ctx.DenseI32Array(segments)},
			{Name: "operandSegmentSizes", Value: rw.Ctx.DenseI32Array([]int32{1, int32(len(defOps)), caseCount})},
		}
		if cv := op.InherentAttr("case_values"); cv != nil {
			attrs = append(attrs, ir.NamedAttr{Name: "case_values", Value: cv})
		}
		nop := rw.Create(&ir.OperationState{Loc: op.Loc(), Name: rw.Ctx.LookupOp("llvm.switch"), Operands: all,
			Successors: succs, Attrs: attrs})
		rw.ReplaceOpWithOp(op, nop)
		return true
	})
	return []conversion.Pattern{br, condBr, sw}
}

// AssertPattern returns the lowering of cf.assert: the block is split, the
// failure block (at the region's end) prints the message with puts, then
// aborts (or, without abortOnFailure, continues).
func AssertPattern(tc *llvmcommon.TypeConverter, syms *llvmcommon.Symbols, abortOnFailure bool) conversion.Pattern {
	return tc.Pattern("cf.assert", func(op *ir.Operation, a conversion.Adaptor, rw *conversion.Rewriter) bool {
		loc := op.Loc()
		module := llvmcommon.Module(op)
		if module == nil {
			return false
		}
		opBlock, cont := rw.SplitBlockAt(op.Block(), op)
		failure := rw.CreateBlock(opBlock.Parent(), nil, nil, nil)
		msg, _ := op.InherentAttr("msg").(*ir.StringAttr)
		text := ""
		if msg != nil {
			text = msg.Value
		}
		if !syms.CreatePrintStrCall(rw, loc, module, "assert_msg", text, "puts", false) {
			return false
		}
		if abortOnFailure {
			abort := syms.Lookup(module, "abort")
			if abort == nil || abort.Name() != "llvm.func" {
				var ok bool
				if abort, ok = syms.LookupOrCreateFnAt(rw, module, rw.Ctx.UnknownLoc(), "abort", nil, llvm.Void(rw.Ctx), false); !ok {
					return false
				}
			}
			llvmcommon.CreateCall(rw.Builder, loc, abort, nil, nil)
			llvmcommon.Create(rw.Builder, loc, "llvm.unreachable", nil, nil)
		} else {
			rw.Create(&ir.OperationState{Loc: loc, Name: rw.Ctx.LookupOp("llvm.br"), Successors: []*ir.Block{cont}})
		}
		rw.SetInsertionPointToEnd(opBlock)
		nop := rw.Create(&ir.OperationState{Loc: loc, Name: rw.Ctx.LookupOp("llvm.cond_br"), Operands: []*ir.Value{a.Operand(0)},
			Successors: []*ir.Block{cont, failure},
			Attrs:      []ir.NamedAttr{{Name: "operandSegmentSizes", Value: rw.Ctx.DenseI32Array([]int32{1, 0, 0})}}})
		rw.ReplaceOpWithOp(op, nop)
		return true
	})
}
