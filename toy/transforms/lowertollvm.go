package transforms

import (
	"github.com/gomlir/gomlir/conversion"
	"github.com/gomlir/gomlir/conversion/affinetostandard"
	"github.com/gomlir/gomlir/conversion/arithtollvm"
	"github.com/gomlir/gomlir/conversion/cftollvm"
	"github.com/gomlir/gomlir/conversion/functollvm"
	"github.com/gomlir/gomlir/conversion/llvmcommon"
	"github.com/gomlir/gomlir/conversion/memreftollvm"
	"github.com/gomlir/gomlir/conversion/scftocf"
	"github.com/gomlir/gomlir/dialect/arith"
	"github.com/gomlir/gomlir/dialect/llvm"
	"github.com/gomlir/gomlir/dialect/memref"
	"github.com/gomlir/gomlir/dialect/scf"
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/pass"
)

func init() {
	pass.Register(&pass.Info{
		Argument:  "toy-to-llvm",
		Name:      "ToyToLLVMLoweringPass",
		Summary:   "Lower the toy, affine, scf, arith, memref, cf and func operations to the LLVM dialect",
		OpName:    "builtin.module",
		Dependent: []string{"llvm", "scf"},
		New:       func() (pass.Pass, *pass.Options) { return lowerToLLVM{}, nil },
	})
}

// lowerToLLVM is the full lowering of chapter 6: toy.print becomes loops
// of printf calls, and everything else the affine lowering left lowers to
// the llvm dialect in one full conversion.
type lowerToLLVM struct{}

func (lowerToLLVM) Run(op *ir.Operation, st *pass.State) error {
	target := llvmcommon.NewTarget()
	target.AddLegalOp("builtin.module")
	tc := llvmcommon.NewTypeConverter(st.Ctx, llvmcommon.Options{})
	defer tc.Release()
	var patterns []conversion.Pattern
	patterns = append(patterns, affinetostandard.Patterns()...)
	patterns = append(patterns, scftocf.Patterns()...)
	patterns = append(patterns, arithtollvm.Patterns(tc)...)
	patterns = append(patterns, memreftollvm.Patterns(tc, memreftollvm.Options{Report: st.Report})...)
	patterns = append(patterns, cftollvm.Patterns(tc)...)
	patterns = append(patterns, functollvm.Patterns(tc, nil)...)
	p := &printLowering{syms: tc.Symbols()}
	patterns = append(patterns, &conversion.Func{Name: "PrintOpLowering", On: "toy.print", Weight: 1, Rewrite: p.rewrite})
	return conversion.ApplyFullConversion(st.Ctx, []*ir.Operation{op}, target, patterns, nil)
}

// printLowering rewrites toy.print of a memref into a loop nest over its
// shape calling printf on each element, with a newline after each inner
// dimension.
type printLowering struct {
	syms *llvmcommon.Symbols
}

func (p *printLowering) rewrite(op *ir.Operation, _ conversion.Adaptor, rw *conversion.Rewriter) bool {
	mt, ok := op.Operand(0).Type().(*ir.MemRefType)
	if !ok {
		return false
	}
	module := llvmcommon.Module(op)
	if module == nil {
		return false
	}
	ctx, loc := rw.Ctx, op.Loc()
	ptr := llvm.Pointer(ctx, 0)
	printf, ok := p.syms.LookupOrCreateFn(rw, module, "printf", []ir.Type{ptr}, ctx.I(32), true)
	if !ok {
		return false
	}
	rw.SetInsertionPoint(op)
	format := p.globalString(rw, loc, module, "frmt_spec", "%f \x00")
	newline := p.globalString(rw, loc, module, "nl", "\n\x00")
	call := func(args ...*ir.Value) {
		llvmcommon.CreateCall(rw.Builder, loc, printf, ctx.I(32), args,
			ir.NamedAttr{Name: "var_callee_type", Value: ctx.TypeAttr(llvm.Function(ctx, ctx.I(32), []ir.Type{ptr}, true))})
	}
	index := ctx.IndexType()
	constant := func(v int64) *ir.Value {
		return arith.BuildConstantOp(rw.Builder, loc, index, ir.NamedAttr{Name: "value", Value: ctx.IntAttr(index, v)}).Result()
	}
	ivs := make([]*ir.Value, len(mt.Shape))
	for i, n := range mt.Shape {
		lb, ub, step := constant(0), constant(n), constant(1)
		loop := scf.BuildForOp(rw.Builder, loc, lb, ub, step, nil, nil)
		body := rw.CreateBlock(loop.Region(), nil, []ir.Type{index}, []ir.Location{loc})
		ivs[i] = body.Arg(0)
		if i != len(mt.Shape)-1 {
			call(newline)
		}
		scf.BuildYieldOp(rw.Builder, loc, nil)
		rw.SetInsertionPointToStart(body)
	}
	elem := memref.BuildLoadOp(rw.Builder, loc, op.Operand(0), ivs, mt.Elem).Result()
	call(format, elem)
	rw.EraseOp(op)
	return true
}

// globalString returns a pointer to the first character of the internal
// constant global string name of module, created at the module's start
// with value when absent.
func (p *printLowering) globalString(rw *conversion.Rewriter, loc ir.Location, module *ir.Operation, name, value string) *ir.Value {
	ctx := rw.Ctx
	arrTy := llvm.Array(ctx, ctx.I(8), uint64(len(value)))
	if p.syms.Lookup(module, name) == nil {
		before := rw.InsertionPoint()
		block := rw.InsertionBlock()
		rw.SetInsertionPointToStart(module.Region(0).First())
		global := rw.Create(&ir.OperationState{Loc: loc, Name: ctx.LookupOp("llvm.mlir.global"), Regions: []*ir.Region{{}},
			Attrs: []ir.NamedAttr{
				{Name: "addr_space", Value: ctx.IntAttr(ctx.I(32), 0)},
				{Name: "constant", Value: ctx.UnitAttr()},
				{Name: "global_type", Value: ctx.TypeAttr(arrTy)},
				{Name: "linkage", Value: llvm.Linkage(ctx, "internal")},
				{Name: "sym_name", Value: ctx.StringAttr(name)},
				{Name: "value", Value: ctx.StringAttr(value)},
			}})
		p.syms.Add(module, global)
		if before != nil {
			rw.SetInsertionPoint(before)
		} else {
			rw.SetInsertionPointToEnd(block)
		}
	}
	ptr := llvm.Pointer(ctx, 0)
	addr := llvmcommon.Create(rw.Builder, loc, "llvm.mlir.addressof", ptr, nil,
		ir.NamedAttr{Name: "global_name", Value: ctx.SymbolRefAttr(name, nil)}).Result(0)
	zero := llvmcommon.CreateIndexAttrConstant(rw.Builder, loc, ctx.I(64), 0)
	return llvmcommon.GEP(rw.Builder, loc, ptr, arrTy, addr, []any{zero, zero}, 0)
}
