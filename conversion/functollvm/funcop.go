package functollvm

import (
	"github.com/gomlir/gomlir/asm"
	"github.com/gomlir/gomlir/conversion"
	"github.com/gomlir/gomlir/conversion/llvmcommon"
	"github.com/gomlir/gomlir/dialect/llvm"
	"github.com/gomlir/gomlir/ir"
)

// readnoneEffects is the memory effects of an `llvm.readnone` function.
const readnoneEffects = "#llvm.memory_effects<other = none, argMem = none, inaccessibleMem = none, errnoMem = none, targetMem0 = none, targetMem1 = none>"

// typedArgAttrs are the argument attributes holding a type, converted with
// the function's types.
var typedArgAttrs = map[string]bool{"llvm.byval": true, "llvm.byref": true, "llvm.sret": true, "llvm.inalloca": true}

// funcAttrs returns the discardable attributes of fn the new function
// keeps (all but the linkage, varargs and readnone markers).
func funcAttrs(fn *ir.Operation) []ir.NamedAttr {
	var out []ir.NamedAttr
	if d := fn.Attrs(); d != nil {
		for _, a := range d.Entries {
			switch a.Name {
			case linkageAttr, varargsAttr, readnoneAttr:
				continue
			}
			out = append(out, a)
		}
	}
	return out
}

// dictArray returns the dictionaries of fn's inherent array attribute name
// (nil when absent).
func dictArray(fn *ir.Operation, name string) *ir.ArrayAttr {
	a, _ := fn.InherentAttr(name).(*ir.ArrayAttr)
	return a
}

// newLLVMFunc creates `llvm.func name` of type ft with linkage, C calling
// convention, the given discardable attributes and fn's visibility.
func newLLVMFunc(rw *conversion.Rewriter, loc ir.Location, name string, ft *llvm.FunctionType, linkage *llvm.EnumAttr, visibility ir.Attribute, attrs []ir.NamedAttr) *ir.Operation {
	all := append([]ir.NamedAttr{{Name: "linkage", Value: linkage}, {Name: "CConv", Value: llvm.CConv(rw.Ctx, "ccc")}}, attrs...)
	if visibility != nil {
		all = append(all, ir.NamedAttr{Name: "sym_visibility", Value: visibility})
	}
	return llvmcommon.NewFunc(rw.Builder, loc, name, ft, all...)
}

// ConvertFuncOpToLLVMFuncOp creates the llvm.func replacing function fn
// (upstream's convertFuncOpToLLVMFuncOp): signature converted, body moved
// and its block arguments converted, argument and result attributes
// carried over, C interface wrappers created on `llvm.emit_c_interface`.
// It returns nil (reporting errors where upstream does) when fn cannot be
// converted; fn itself is left for the caller to erase.
func ConvertFuncOpToLLVMFuncOp(fn *ir.Operation, rw *conversion.Rewriter, tc *llvmcommon.TypeConverter) *ir.Operation {
	ctx := rw.Ctx
	ta, ok := fn.InherentAttr("function_type").(*ir.TypeAttr)
	if !ok {
		return nil
	}
	ft, ok := ta.Type.(*ir.FunctionType)
	if !ok {
		return nil
	}
	name, _ := ir.SymbolName(fn)
	var body *ir.Region
	if fn.NumRegions() > 0 {
		body = fn.Region(0)
	}
	varargs := false
	if b, ok := fn.Attr(varargsAttr).(*ir.IntegerAttr); ok && b.Type == ctx.I(1) {
		varargs = b.Int64() != 0
	}
	argAttrs := dictArray(fn, "arg_attrs")
	var byValRef []*ir.NamedAttr
	if argAttrs != nil {
		byValRef = make([]*ir.NamedAttr, len(ft.Inputs))
		found := false
		for i, d := range argAttrs.Elems {
			dict, _ := d.(*ir.DictionaryAttr)
			if dict == nil || i >= len(byValRef) {
				continue
			}
			for j, e := range dict.Entries {
				if e.Name == "llvm.byval" || e.Name == "llvm.byref" {
					byValRef[i] = &dict.Entries[j]
					found = true
					break
				}
			}
		}
		if !found {
			byValRef = nil
		}
	}
	bare := usesBarePtr(fn, tc)
	conv := conversion.NewSignatureConversion(len(ft.Inputs))
	llvmType := tc.ConvertFunctionSignatureByVal(ft, varargs, bare, conv, byValRef)
	if llvmType == nil {
		return nil
	}
	linkage := llvm.Linkage(ctx, "external")
	if la := fn.Attr(linkageAttr); la != nil {
		e, ok := la.(*llvm.EnumAttr)
		if !ok || e.Mnemonic() != "linkage" {
			ctx.Report(fn.EmitError("Contains %s attribute not of type LLVM::LinkageAttr", linkageAttr))
			return nil
		}
		linkage = e
	}
	attrs := funcAttrs(fn)
	if ra := fn.Attr(readnoneAttr); ra != nil {
		if _, ok := ra.(*ir.UnitAttr); !ok {
			ctx.Report(fn.EmitError("Contains %s attribute not of type UnitAttr", readnoneAttr))
			return nil
		}
		effects, _, err := asm.ParseAttrText(ctx, readnoneEffects)
		if err != nil {
			return nil
		}
		attrs = append(attrs, ir.NamedAttr{Name: "memory_effects", Value: effects})
	}
	if res := dictArray(fn, "res_attrs"); res != nil && len(ft.Results) == 1 {
		attrs = append(attrs, ir.NamedAttr{Name: "res_attrs", Value: res})
	}
	if argAttrs != nil {
		newArgAttrs := make([]ir.Attribute, len(llvmType.Params))
		empty := ctx.DictionaryAttr(nil)
		for i := range ft.Inputs {
			var entries []ir.NamedAttr
			if i < len(argAttrs.Elems) {
				if dict, ok := argAttrs.Elems[i].(*ir.DictionaryAttr); ok {
					for _, e := range dict.Entries {
						if typedArgAttrs[e.Name] {
							if t, ok := e.Value.(*ir.TypeAttr); ok {
								e = ir.NamedAttr{Name: e.Name, Value: ctx.TypeAttr(tc.ConvertType(t.Type))}
							}
						}
						entries = append(entries, e)
					}
				}
			}
			m := conv.InputMapping(i)
			if m == nil {
				continue
			}
			if m.Size == 1 {
				newArgAttrs[m.InputNo] = ctx.DictionaryAttr(entries)
				continue
			}
			for j := 0; j < m.Size; j++ {
				newArgAttrs[m.InputNo+j] = empty
			}
		}
		if len(newArgAttrs) > 0 {
			attrs = append(attrs, ir.NamedAttr{Name: "arg_attrs", Value: ctx.ArrayAttr(newArgAttrs)})
		}
	}
	visibility := fn.InherentAttr("sym_visibility")
	newFn := newLLVMFunc(rw, fn.Loc(), name, llvmType, linkage, visibility, attrs)
	var oldArgs []*ir.Value
	if body != nil && !body.Empty() {
		oldArgs = append(oldArgs, body.First().Args()...)
		rw.InlineRegionBefore(body, newFn.Region(0), nil)
		if _, ok := rw.ConvertRegionTypes(newFn.Region(0), tc.TypeConverter, conv); !ok {
			return nil
		}
		restoreByValRef(rw, tc, byValRef, oldArgs, newFn)
	}
	if !bare && fn.Attr(cWrapperAttr) != nil {
		if _, ok := fn.Attr(cWrapperAttr).(*ir.UnitAttr); ok {
			if llvmType.VarArg {
				ctx.Report(fn.EmitError("C interface for variadic functions is not supported yet."))
				return nil
			}
			if newFn.Region(0).Empty() {
				wrapExternalFunction(rw, fn, ft, newFn, tc)
			} else {
				wrapForExternalCallers(rw, fn, ft, newFn, tc)
			}
		}
	}
	return newFn
}

// restoreByValRef loads the values of `llvm.byval` and `llvm.byref`
// arguments whose type became a pointer, replacing the uses of the old
// arguments.
func restoreByValRef(rw *conversion.Rewriter, tc *llvmcommon.TypeConverter, byValRef []*ir.NamedAttr, oldArgs []*ir.Value, fn *ir.Operation) {
	if byValRef == nil {
		return
	}
	entry := fn.Region(0).First()
	block, before := rw.InsertionBlock(), rw.InsertionPoint()
	rw.SetInsertionPointToStart(entry)
	for i, attr := range byValRef {
		if attr == nil || i >= entry.NumArgs() || i >= len(oldArgs) {
			continue
		}
		t, ok := attr.Value.(*ir.TypeAttr)
		if !ok {
			continue
		}
		arg := entry.Args()[i]
		v := llvmcommon.Create(rw.Builder, arg.Loc(), "llvm.load", tc.ConvertType(t.Type), []*ir.Value{arg}).Result(0)
		rw.ReplaceUsesOfBlockArgument(oldArgs[i], []*ir.Value{v})
	}
	if before != nil {
		rw.SetInsertionPoint(before)
	} else {
		rw.SetInsertionPointToEnd(block)
	}
}

// propagateArgResAttrs gives wrapper fn's argument and result attributes
// (shifted by one when the result is returned through a pointer).
func propagateArgResAttrs(ctx *ir.Context, fn, wrapper *ir.Operation, resultStruct bool) {
	argAttrs := dictArray(fn, "arg_attrs")
	if !resultStruct {
		if res := dictArray(fn, "res_attrs"); res != nil {
			wrapper.SetInherentAttr(ctx, "res_attrs", res)
		}
		if argAttrs != nil {
			wrapper.SetInherentAttr(ctx, "arg_attrs", argAttrs)
		}
		return
	}
	if argAttrs != nil {
		elems := append([]ir.Attribute{ctx.DictionaryAttr(nil)}, argAttrs.Elems...)
		wrapper.SetInherentAttr(ctx, "arg_attrs", ctx.ArrayAttr(elems))
	}
}

// newWrapper creates the declaration `_mlir_ciface_<name>` of fn's C
// interface at the rewriter's insertion point.
func newWrapper(rw *conversion.Rewriter, fn *ir.Operation, ft *ir.FunctionType, tc *llvmcommon.TypeConverter) (*ir.Operation, *llvm.FunctionType, *llvm.StructType) {
	wt, st := tc.ConvertFunctionTypeCWrapper(ft)
	if wt == nil {
		return nil, nil, nil
	}
	name, _ := ir.SymbolName(fn)
	w := newLLVMFunc(rw, fn.Loc(), "_mlir_ciface_"+name, wt, llvm.Linkage(rw.Ctx, "external"), nil, funcAttrs(fn))
	propagateArgResAttrs(rw.Ctx, fn, w, st != nil)
	if v := fn.InherentAttr("sym_visibility"); v != nil {
		w.SetInherentAttr(rw.Ctx, "sym_visibility", v)
	}
	return w, wt, st
}

// addEntryBlock gives function op of type ft an entry block and moves the
// insertion point to its start.
func addEntryBlock(rw *conversion.Rewriter, op *ir.Operation, ft *llvm.FunctionType) *ir.Block {
	locs := make([]ir.Location, len(ft.Params))
	for i := range locs {
		locs[i] = op.Loc()
	}
	return rw.CreateBlock(op.Region(0), nil, ft.Params, locs)
}

// wrapForExternalCallers creates `_mlir_ciface_<name>` taking memrefs as
// pointers to descriptors: it loads and unpacks them and calls newFn.
func wrapForExternalCallers(rw *conversion.Rewriter, fn *ir.Operation, ft *ir.FunctionType, newFn *ir.Operation, tc *llvmcommon.TypeConverter) {
	loc := fn.Loc()
	w, wt, st := newWrapper(rw, fn, ft, tc)
	if w == nil {
		return
	}
	block, before := rw.InsertionBlock(), rw.InsertionPoint()
	entry := addEntryBlock(rw, w, wt)
	var args []*ir.Value
	off := 0
	if st != nil {
		off = 1
	}
	for i, t := range ft.Inputs {
		arg := entry.Args()[i+off]
		switch mt := t.(type) {
		case *ir.MemRefType:
			loaded := llvmcommon.Create(rw.Builder, loc, "llvm.load", tc.ConvertType(mt), []*ir.Value{arg}).Result(0)
			args = llvmcommon.NewMemRefDescriptor(loaded).Unpack(rw.Builder, loc, mt, args)
			continue
		case *ir.UnrankedMemRefType:
			loaded := llvmcommon.Create(rw.Builder, loc, "llvm.load", tc.ConvertType(mt), []*ir.Value{arg}).Result(0)
			args = llvmcommon.NewUnrankedMemRefDescriptor(loaded).Unpack(rw.Builder, loc, args)
			continue
		}
		args = append(args, arg)
	}
	call := llvmcommon.CreateCall(rw.Builder, loc, newFn, resultOf(newFn), args)
	if st != nil {
		llvmcommon.Create(rw.Builder, loc, "llvm.store", nil, []*ir.Value{call.Result(0), entry.Args()[0]})
		llvmcommon.Create(rw.Builder, loc, "llvm.return", nil, nil)
	} else {
		llvmcommon.Create(rw.Builder, loc, "llvm.return", nil, call.Results())
	}
	restoreIP(rw, block, before)
}

// wrapExternalFunction declares `_mlir_ciface_<name>` and gives the
// (external) newFn a body packing its memref arguments into descriptors on
// the stack and calling the wrapper; newFn becomes private.
func wrapExternalFunction(rw *conversion.Rewriter, fn *ir.Operation, ft *ir.FunctionType, newFn *ir.Operation, tc *llvmcommon.TypeConverter) {
	loc := fn.Loc()
	w, wt, st := newWrapper(rw, fn, ft, tc)
	if w == nil {
		return
	}
	ctx := rw.Ctx
	newFn.SetInherentAttr(ctx, "linkage", llvm.Linkage(ctx, "private"))
	block, before := rw.InsertionBlock(), rw.InsertionPoint()
	nft := newFn.InherentAttr("function_type").(*ir.TypeAttr).Type.(*llvm.FunctionType)
	entry := addEntryBlock(rw, newFn, nft)
	wrapperArgs := entry.Args()
	var args []*ir.Value
	one := func() *ir.Value { return tc.CreateIndexConstant(rw.Builder, loc, 1) }
	if st != nil {
		slot := llvmcommon.Create(rw.Builder, loc, "llvm.alloca", wt.Params[0], []*ir.Value{one()},
			ir.NamedAttr{Name: "elem_type", Value: ctx.TypeAttr(st)}).Result(0)
		args = append(args, slot)
	}
	for _, t := range ft.Inputs {
		var packed *ir.Value
		n := 1
		switch mt := t.(type) {
		case *ir.MemRefType:
			n = llvmcommon.NumUnpackedValues(mt)
			packed = llvmcommon.PackMemRefDescriptor(rw.Builder, loc, tc, mt, wrapperArgs[:n]).Value()
		case *ir.UnrankedMemRefType:
			n = 2
			packed = llvmcommon.PackUnrankedMemRefDescriptor(rw.Builder, loc, tc, mt, wrapperArgs[:n]).Value()
		}
		if packed == nil {
			args = append(args, wrapperArgs[0])
		} else {
			slot := llvmcommon.Create(rw.Builder, loc, "llvm.alloca", tc.PointerType(), []*ir.Value{one()},
				ir.NamedAttr{Name: "elem_type", Value: ctx.TypeAttr(packed.Type())}).Result(0)
			llvmcommon.Create(rw.Builder, loc, "llvm.store", nil, []*ir.Value{packed, slot})
			args = append(args, slot)
		}
		wrapperArgs = wrapperArgs[n:]
	}
	call := llvmcommon.CreateCall(rw.Builder, loc, w, resultOf(w), args)
	if st != nil {
		res := llvmcommon.Create(rw.Builder, loc, "llvm.load", st, []*ir.Value{args[0]}).Result(0)
		llvmcommon.Create(rw.Builder, loc, "llvm.return", nil, []*ir.Value{res})
	} else {
		llvmcommon.Create(rw.Builder, loc, "llvm.return", nil, call.Results())
	}
	restoreIP(rw, block, before)
}

// resultOf returns the result type of a call of llvm.func fn (nil: void).
func resultOf(fn *ir.Operation) ir.Type {
	ft := fn.InherentAttr("function_type").(*ir.TypeAttr).Type.(*llvm.FunctionType)
	if llvm.IsVoid(ft.Result) {
		return nil
	}
	return ft.Result
}

func restoreIP(rw *conversion.Rewriter, block *ir.Block, before *ir.Operation) {
	if before != nil {
		rw.SetInsertionPoint(before)
	} else {
		rw.SetInsertionPointToEnd(block)
	}
}
