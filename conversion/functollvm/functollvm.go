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
	"github.com/gomlir/gomlir/ir/datalayout"
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
	conversion.RegisterConvertToLLVMInterface("func", llvmcommon.PatternSource(func(tc *llvmcommon.TypeConverter) []conversion.Pattern { return Patterns(tc, nil) }))
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
			return m.EmitError("invalid data layout descriptor: %s\n", msg)
		}
	}
	tc := llvmcommon.NewTypeConverter(st.Ctx, llvmcommon.Options{IndexBitwidth: int(p.indexBitwidth), UseBarePtrCallConv: p.barePtr,
		Layout: datalayout.Of(st.Ctx, m)})
	defer tc.Release()
	var table *ir.SymbolTable
	if !p.barePtr {
		table = ir.NewSymbolTable(st.Ctx, m)
	}
	return conversion.ApplyPartialConversion(st.Ctx, []*ir.Operation{m}, llvmcommon.NewTarget(), Patterns(tc, table), nil)
}

type setDataLayout struct {
	layout string
}

// Run checks the layout and attaches it to the module.
func (p *setDataLayout) Run(m *ir.Operation, st *pass.State) error {
	if msg := llvm.CheckDataLayout(p.layout); msg != "" {
		return m.EmitError("invalid data layout descriptor: %s\n", msg)
	}
	m.SetAttr(st.Ctx, dataLayoutKey, st.Ctx.StringAttr(p.layout))
	return nil
}

// Patterns returns the func lowerings. table, when not nil, is the symbol
// table of the module the calls are in (callees are looked up there for
// `llvm.bareptr`); without it each module's table is built on first use.
func Patterns(tc *llvmcommon.TypeConverter, table *ir.SymbolTable) []conversion.Pattern {
	syms := tc.Symbols()
	callee := func(call *ir.Operation, name string) *ir.Operation {
		if table != nil {
			return table.Lookup(name)
		}
		if m := llvmcommon.Module(call); m != nil {
			// The callee may be a func.func already lowered and committed:
			// its attributes are those the llvm.func got.
			return syms.LookupDeclared(m, name)
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
		oneToN(tc.Pattern("func.call_indirect", func(op *ir.Operation, a conversion.Adaptor, rw *conversion.Rewriter) bool {
			return lowerCall(op, a, rw, tc, syms, false)
		})),
		oneToN(tc.Pattern("func.call", func(op *ir.Operation, a conversion.Adaptor, rw *conversion.Rewriter) bool {
			bare := tc.Options.UseBarePtrCallConv
			if !bare {
				if sym, ok := op.InherentAttr("callee").(*ir.SymbolRefAttr); ok {
					if fn := callee(op, sym.Root); fn != nil && fn.Attr(barePtrAttr) != nil {
						bare = true
					}
				}
			}
			return lowerCall(op, a, rw, tc, syms, bare)
		})),
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
		oneToN(tc.Pattern("func.return", func(op *ir.Operation, a conversion.Adaptor, rw *conversion.Rewriter) bool {
			return lowerReturn(op, a, rw, tc, syms)
		})),
	}
}

// oneToN makes p accept operands converted to several values.
func oneToN(p *conversion.Func) *conversion.Func {
	p.AcceptsOneToN = true
	return p
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
func lowerCall(op *ir.Operation, a conversion.Adaptor, rw *conversion.Rewriter, tc *llvmcommon.TypeConverter, syms *llvmcommon.Symbols, bare bool) bool {
	results := op.ResultTypes()
	var packed ir.Type
	var groups [][]ir.Type
	if len(results) > 0 {
		if packed, groups = tc.PackFunctionResults(results, bare); packed == nil {
			return false
		}
	}
	if bare && hasUnranked(op.OperandTypes()) {
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
	// Results: the call's one value, or the struct's fields grouped by
	// original result.
	vals := make([][]*ir.Value, len(results))
	if _, isStruct := packed.(*llvm.StructType); !isStruct || len(groups) == 1 && len(groups[0]) == 1 {
		for i := range vals {
			vals[i] = call.Results()
		}
	} else {
		field := int64(0)
		for i, g := range groups {
			for range g {
				vals[i] = append(vals[i], llvmcommon.ExtractValue(rw.Builder, loc, call.Result(0), field))
				field++
			}
		}
	}
	for i, t := range results {
		switch mt := t.(type) {
		case *ir.MemRefType:
			if bare {
				vals[i] = []*ir.Value{llvmcommon.FromStaticShape(rw.Builder, loc, tc, mt, vals[i][0], vals[i][0]).Value()}
			}
		case *ir.UnrankedMemRefType:
			// The callee's descriptor is on the heap: copy it to the stack.
			if !bare {
				c := syms.CopyUnrankedDescriptor(rw, tc, loc, mt, vals[i][0], false)
				if c == nil {
					return false
				}
				vals[i] = []*ir.Value{c}
			}
		}
	}
	rw.ReplaceOpWithMultiple(op, vals)
	return true
}

// lowerReturn lowers func.return to llvm.return, packing several values
// into a struct.
func lowerReturn(op *ir.Operation, a conversion.Adaptor, rw *conversion.Rewriter, tc *llvmcommon.TypeConverter, syms *llvmcommon.Symbols) bool {
	loc := op.Loc()
	var fn *ir.Operation
	for p := op.ParentOp(); p != nil; p = p.ParentOp() {
		if p.Name() == "llvm.func" {
			fn = p
			break
		}
	}
	bare := usesBarePtr(fn, tc)
	if bare && hasUnranked(op.OperandTypes()) {
		return false
	}
	var updated []*ir.Value
	for i, v := range op.Operands() {
		r := a.Range(i)
		switch t := v.Type().(type) {
		case *ir.MemRefType:
			if bare && len(r) == 1 && llvmcommon.CanConvertToBarePtr(rw.Ctx, t) {
				r = []*ir.Value{llvmcommon.NewMemRefDescriptor(r[0]).AllocatedPtr(rw.Builder, loc)}
			}
		case *ir.UnrankedMemRefType:
			// The caller gets a descriptor on the heap.
			if len(r) == 1 {
				c := syms.CopyUnrankedDescriptor(rw, tc, loc, t, r[0], true)
				if c == nil {
					return false
				}
				r = []*ir.Value{c}
			}
		}
		updated = append(updated, r...)
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
