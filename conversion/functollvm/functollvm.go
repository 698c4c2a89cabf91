// Package functollvm is the convert-func-to-llvm pass: func.func becomes
// llvm.func (signature converted, memref arguments expanded into descriptor
// fields or bare pointers, results packed into a struct, C interface
// wrappers on request), func.call, func.call_indirect, func.constant and
// func.return their LLVM counterparts, as upstream's FuncToLLVM. It also registers set-llvm-module-datalayout and
// contributes the func patterns to convert-to-llvm.
package functollvm

import (
	"github.com/gomlir/gomlir/conversion"
	"github.com/gomlir/gomlir/conversion/llvmcommon"
	"github.com/gomlir/gomlir/dialect/llvm"
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/pass"
)

func init() {
	pass.Register(&pass.Info{
		Argument:  "convert-func-to-llvm",
		Name:      "ConvertFuncToLLVMPass",
		Summary:   "Convert from the Func dialect to the LLVM dialect",
		OpName:    "builtin.module",
		Dependent: []string{"llvm"},
		New: func() (pass.Pass, *pass.Options) {
			p := &lowering{}
			o := &pass.Options{}
			o.Bool("use-bare-ptr-memref-call-conv", "Replace FuncOp's MemRef arguments with bare pointers to the MemRef element types", &p.barePtr, false)
			o.Uint("index-bitwidth", "Bitwidth of the index type, 0 to use size of machine word", &p.indexBitwidth, 0)
			return p, o
		},
	})
	pass.Register(&pass.Info{
		Argument: "set-llvm-module-datalayout",
		Name:     "SetLLVMModuleDataLayoutPass",
		Summary:  "Attach a datalayout string as a module attribute",
		OpName:   "builtin.module",
		New: func() (pass.Pass, *pass.Options) {
			p := &setDataLayout{}
			o := &pass.Options{}
			o.Str("data-layout", "String description (LLVM format) of the data layout that is expected on the produced module", &p.layout, "")
			return p, o
		},
	})
	conversion.RegisterConvertToLLVMInterface("func", toLLVM{})
}

// Attribute names the lowering reads.
const (
	varargsAttr   = "func.varargs"
	linkageAttr   = "llvm.linkage"
	barePtrAttr   = "llvm.bareptr"
	readnoneAttr  = "llvm.readnone"
	cWrapperAttr  = "llvm.emit_c_interface"
	dataLayoutKey = "llvm.data_layout"
)

type lowering struct {
	barePtr       bool
	indexBitwidth uint64
}

// Run lowers the func ops (and the cf branches) of the module.
func (p *lowering) Run(m *ir.Operation, st *pass.State) error {
	if dl, ok := m.Attr(dataLayoutKey).(*ir.StringAttr); ok {
		if msg := llvm.CheckDataLayout(dl.Value); msg != "" {
			return m.EmitError("%s", msg)
		}
	}
	tc := llvmcommon.NewTypeConverter(st.Ctx, llvmcommon.Options{IndexBitwidth: int(p.indexBitwidth), UseBarePtrCallConv: p.barePtr})
	defer tc.Release()
	var table *ir.SymbolTable
	if !p.barePtr {
		table = ir.NewSymbolTable(st.Ctx, m)
	}
	return conversion.ApplyPartialConversion(st.Ctx, []*ir.Operation{m}, llvmcommon.NewTarget(), Patterns(tc, table), nil)
}

// toLLVM is func's ConvertToLLVMPatternInterface.
type toLLVM struct{}

// PopulateConvertToLLVMConversionPatterns adds the func lowerings.
func (toLLVM) PopulateConvertToLLVMConversionPatterns(_ *conversion.Target, c *conversion.TypeConverter, patterns *[]conversion.Pattern) {
	*patterns = append(*patterns, Patterns(llvmcommon.FromConverter(c), nil)...)
}

type setDataLayout struct {
	layout string
}

// Run checks the layout and attaches it to the module.
func (p *setDataLayout) Run(m *ir.Operation, st *pass.State) error {
	if msg := llvm.CheckDataLayout(p.layout); msg != "" {
		return m.EmitError("%s", msg)
	}
	m.SetAttr(st.Ctx, dataLayoutKey, st.Ctx.StringAttr(p.layout))
	return nil
}

// Patterns returns the func lowerings. table, when not nil, is the symbol
// table of the module the calls are in (callees are looked up there for
// `llvm.bareptr`); without it each module's table is built on first use.
func Patterns(tc *llvmcommon.TypeConverter, table *ir.SymbolTable) []conversion.Pattern {
	syms := llvmcommon.NewSymbols(tc.Ctx)
	callee := func(call *ir.Operation, name string) *ir.Operation {
		if table != nil {
			return table.Lookup(name)
		}
		if m := llvmcommon.Module(call); m != nil {
			return syms.Lookup(m, name)
		}
		return nil
	}
	return []conversion.Pattern{
		tc.Pattern("func.func", func(op *ir.Operation, _ conversion.Adaptor, rw *conversion.Rewriter) bool {
			if ConvertFuncOpToLLVMFuncOp(op, rw, tc) == nil {
				return false
			}
			rw.EraseOp(op)
			return true
		}),
		tc.Pattern("func.call_indirect", func(op *ir.Operation, a conversion.Adaptor, rw *conversion.Rewriter) bool {
			return lowerCall(op, a, rw, tc, false)
		}),
		tc.Pattern("func.call", func(op *ir.Operation, a conversion.Adaptor, rw *conversion.Rewriter) bool {
			bare := tc.Options.UseBarePtrCallConv
			if !bare {
				if sym, ok := op.InherentAttr("callee").(*ir.SymbolRefAttr); ok {
					if fn := callee(op, sym.Root); fn != nil && fn.Attr(barePtrAttr) != nil {
						bare = true
					}
				}
			}
			return lowerCall(op, a, rw, tc, bare)
		}),
		tc.Pattern("func.constant", func(op *ir.Operation, _ conversion.Adaptor, rw *conversion.Rewriter) bool {
			t := tc.ConvertType(op.Result(0).Type())
			if t == nil || !llvm.IsCompatibleType(t) {
				return false
			}
			attrs := []ir.NamedAttr{{Name: "global_name", Value: op.InherentAttr("value")}}
			for _, a := range op.AllAttrs() {
				if a.Name != "value" {
					attrs = append(attrs, a)
				}
			}
			rw.ReplaceOpWithOp(op, llvmcommon.Create(rw.Builder, op.Loc(), "llvm.mlir.addressof", t, nil, attrs...))
			return true
		}),
		tc.Pattern("func.return", func(op *ir.Operation, a conversion.Adaptor, rw *conversion.Rewriter) bool {
			return lowerReturn(op, a, rw, tc)
		}),
	}
}

// usesBarePtr reports whether op (a function) uses the bare-pointer
// convention.
func usesBarePtr(op *ir.Operation, tc *llvmcommon.TypeConverter) bool {
	return op != nil && op.Attr(barePtrAttr) != nil || tc.Options.UseBarePtrCallConv
}

// hasUnranked reports whether one of types is an unranked memref.
func hasUnranked(types []ir.Type) bool {
	for _, t := range types {
		if _, ok := t.(*ir.UnrankedMemRefType); ok {
			return true
		}
	}
	return false
}

// lowerCall lowers func.call and func.call_indirect to llvm.call: results
// packed, memref operands promoted to their fields (or aligned pointers).
func lowerCall(op *ir.Operation, a conversion.Adaptor, rw *conversion.Rewriter, tc *llvmcommon.TypeConverter, bare bool) bool {
	results := op.ResultTypes()
	var packed ir.Type
	if len(results) > 0 {
		if packed, _ = tc.PackFunctionResults(results, bare); packed == nil {
			return false
		}
	}
	// Unranked descriptors crossing a call are copied by upstream; gomlir
	// does not lower that yet.
	if hasUnranked(op.OperandTypes()) && bare || hasUnranked(results) {
		return false
	}
	loc := op.Loc()
	promoted := tc.PromoteOperands(rw.Builder, loc, op.Operands(), a.Ranges(), bare)
	attrs := op.AllAttrs()
	var call *ir.Operation
	if c, ok := op.InherentAttr("callee").(*ir.SymbolRefAttr); ok {
		call = llvmcommon.CreateCallTo(rw.Builder, loc, c, packed, promoted, attrs...)
	} else {
		all := append(append([]ir.NamedAttr{}, attrs...),
			ir.NamedAttr{Name: "operandSegmentSizes", Value: rw.Ctx.DenseI32Array([]int32{int32(len(promoted)), 0})},
			ir.NamedAttr{Name: "op_bundle_sizes", Value: rw.Ctx.DenseI32Array(nil)})
		call = llvmcommon.Create(rw.Builder, loc, "llvm.call", packed, promoted, all...)
	}
	var vals []*ir.Value
	if len(results) < 2 {
		vals = call.Results()
	} else {
		for i := range results {
			vals = append(vals, llvmcommon.ExtractValue(rw.Builder, loc, call.Result(0), int64(i)))
		}
	}
	if bare {
		for i, t := range results {
			if mt, ok := t.(*ir.MemRefType); ok {
				vals[i] = llvmcommon.FromStaticShape(rw.Builder, loc, tc, mt, vals[i], vals[i]).Value()
			}
		}
	}
	rw.ReplaceOp(op, vals)
	return true
}

// lowerReturn lowers func.return to llvm.return, packing several values
// into a struct.
func lowerReturn(op *ir.Operation, a conversion.Adaptor, rw *conversion.Rewriter, tc *llvmcommon.TypeConverter) bool {
	loc := op.Loc()
	var fn *ir.Operation
	for p := op.ParentOp(); p != nil; p = p.ParentOp() {
		if p.Name() == "llvm.func" {
			fn = p
			break
		}
	}
	bare := usesBarePtr(fn, tc)
	operands := a.Operands()
	if operands == nil && op.NumOperands() > 0 {
		return false
	}
	updated := append([]*ir.Value{}, operands...)
	if bare {
		for i, v := range op.Operands() {
			switch v.Type().(type) {
			case *ir.MemRefType:
				if llvmcommon.CanConvertToBarePtr(rw.Ctx, v.Type()) {
					updated[i] = llvmcommon.NewMemRefDescriptor(updated[i]).AllocatedPtr(rw.Builder, loc)
				}
			case *ir.UnrankedMemRefType:
				return false
			}
		}
	} else if hasUnranked(op.OperandTypes()) {
		return false
	}
	if len(updated) > 1 {
		packedType, _ := tc.PackFunctionResults(op.OperandTypes(), bare)
		if packedType == nil {
			return false
		}
		packed := llvmcommon.Poison(rw.Builder, loc, packedType)
		for i, v := range updated {
			packed = llvmcommon.InsertValue(rw.Builder, loc, packed, v, int64(i))
		}
		updated = []*ir.Value{packed}
	}
	rw.ReplaceOpWithOp(op, llvmcommon.Create(rw.Builder, loc, "llvm.return", nil, updated, op.AllAttrs()...))
	return true
}
