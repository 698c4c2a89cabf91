package llvmir

import (
	"strconv"
	"strings"

	"github.com/gomlir/gomlir/dialect/llvm"
	"github.com/gomlir/gomlir/ir"
)

// callSiteAttrs collects the function attributes of a call.
func (f *fnState) callSiteAttrs(op *ir.Operation) *attrSet {
	s := &attrSet{}
	for _, u := range []struct{ mlir, kw string }{{"no_inline", "noinline"}, {"always_inline", "alwaysinline"},
		{"inline_hint", "inlinehint"}, {"no_unwind", "nounwind"}, {"will_return", "willreturn"},
		{"convergent", "convergent"}} {
		if op.InherentAttr(u.mlir) != nil {
			s.add(enumAttr(u.kw))
		}
	}
	if m := memoryText(op.InherentAttr("memory_effects")); m != "" {
		s.add(attr{cat: catInt, key: "Memory", text: m})
	}
	return s
}

// call translates llvm.call and llvm.invoke.
func (f *fnState) call(op *ir.Operation) {
	t := f.t
	invoke := op.Name() == "llvm.invoke"
	var calleeText string
	var indirect *value
	var fnType *llvm.FunctionType
	operands := op.Operands()
	nCallee := op.NumOperands()
	if sizes := denseInts(op.InherentAttr("operandSegmentSizes")); len(sizes) > 0 {
		nCallee = int(sizes[0])
	}
	args := operands[:nCallee]
	if ref, ok := op.InherentAttr("callee").(*ir.SymbolRefAttr); ok {
		callee := t.funcs[ref.Root]
		if callee == nil {
			v := t.symbols[ref.Root]
			if v == nil {
				fail(op, "'%s' does not reference a valid LLVM function", ref.Root)
			}
			calleeText = v.ref()
		} else {
			calleeText = callee.name
			if ta, ok := callee.op.InherentAttr("function_type").(*ir.TypeAttr); ok {
				fnType, _ = ta.Type.(*llvm.FunctionType)
			}
		}
	} else {
		if len(args) == 0 {
			fail(op, "indirect call without a callee")
		}
		indirect = f.get(args[0])
		args = args[1:]
	}
	if ta, ok := op.InherentAttr("var_callee_type").(*ir.TypeAttr); ok {
		fnType, _ = ta.Type.(*llvm.FunctionType)
	}
	var rt ir.Type
	ret := "void"
	if op.NumResults() > 0 {
		rt = op.Result(0).Type()
		ret = t.mustType(op, rt)
	}
	head := ""
	switch e, _ := op.InherentAttr("TailCallKind").(*llvm.EnumAttr); {
	case e == nil:
	case e.Keyword() == "tail":
		head = "tail "
	case e.Keyword() == "musttail":
		head = "musttail "
	case e.Keyword() == "notail":
		head = "notail "
	}
	if invoke {
		head += "invoke"
	} else {
		head += "call"
		if isFloatLike(rt) {
			head += fmfText(op)
		}
	}
	if cc := ccText(op); cc != "" {
		head += " " + cc
	}
	argDicts, _ := op.InherentAttr("arg_attrs").(*ir.ArrayAttr)
	if resDicts, _ := op.InherentAttr("res_attrs").(*ir.ArrayAttr); resDicts != nil && len(resDicts.Elems) > 0 {
		d, _ := resDicts.Elems[0].(*ir.DictionaryAttr)
		if s := t.paramAttrs(op, d); !s.empty() {
			head += " " + s.text(" ")
		}
	}
	if indirect != nil {
		if pt, ok := indirect.mty.(*llvm.PointerType); ok && pt.AddressSpace != 0 {
			head += " addrspace(" + strconv.FormatUint(uint64(pt.AddressSpace), 10) + ")"
		}
	}
	tyText := ret
	if fnType != nil && fnType.VarArg {
		tyText = t.mustType(op, fnType)
	}
	parts := []any{head + " " + tyText + " "}
	if indirect != nil {
		parts = append(parts, indirect)
	} else {
		parts = append(parts, calleeText)
	}
	parts = append(parts, "(")
	for i, a := range args {
		if i > 0 {
			parts = append(parts, ", ")
		}
		v := f.get(a)
		attrs := ""
		if argDicts != nil && i < len(argDicts.Elems) {
			d, _ := argDicts.Elems[i].(*ir.DictionaryAttr)
			if s := t.paramAttrs(op, d); !s.empty() {
				attrs = " " + s.text(" ")
			}
		}
		parts = append(parts, v.ty+attrs+" ", v)
	}
	parts = append(parts, ")")
	if s := f.callSiteAttrs(op); !s.empty() {
		parts = append(parts, " ", s)
	}
	parts = append(parts, f.bundles(op)...)
	if invoke {
		f.termBlock[op] = f.cur
		parts = append(parts, "\n          to label ", f.useBlock(op.Successor(0)), " unwind label ", f.useBlock(op.Successor(1)))
	}
	f.setResult(op, f.emit(op, rt, parts...))
	if invoke {
		f.branchWeights(op)
	}
}

// bundles renders the operand bundles of a call.
func (f *fnState) bundles(op *ir.Operation) []any {
	sizes := denseInts(op.InherentAttr("op_bundle_sizes"))
	tags, _ := op.InherentAttr("op_bundle_tags").(*ir.ArrayAttr)
	if len(sizes) == 0 {
		return nil
	}
	segs := denseInts(op.InherentAttr("operandSegmentSizes"))
	start := 0
	for _, s := range segs[:len(segs)-1] {
		start += int(s)
	}
	parts := []any{" [ "}
	for i, n := range sizes {
		if i > 0 {
			parts = append(parts, ", ")
		}
		tag := ""
		if tags != nil && i < len(tags.Elems) {
			if s, ok := tags.Elems[i].(*ir.StringAttr); ok {
				tag = s.Value
			}
		}
		parts = append(parts, "\""+tag+"\"(")
		for j := 0; j < int(n); j++ {
			if j > 0 {
				parts = append(parts, ", ")
			}
			v := f.get(op.Operand(start + j))
			parts = append(parts, v.ty+" ", v)
		}
		parts = append(parts, ")")
		start += int(n)
	}
	return append(parts, " ]")
}

// isFloatLike reports whether LLVM treats a call of this result type as
// a floating-point operation (one that carries fast-math flags).
func isFloatLike(t ir.Type) bool {
	switch t := t.(type) {
	case *ir.FloatType:
		return true
	case *ir.VectorType:
		return isFloatLike(t.Elem)
	case *llvm.ArrayType:
		return isFloatLike(t.Elem)
	case *llvm.StructType:
		for _, e := range t.Body() {
			if !isFloatLike(e) {
				return false
			}
		}
		return len(t.Body()) > 0
	}
	return false
}

// inlineAsm translates llvm.inline_asm to a call of an inline assembly
// value: `call <ty> asm [sideeffect] [alignstack] [inteldialect] "asm",
// "constraints"(args)`.
func (f *fnState) inlineAsm(op *ir.Operation) {
	var b strings.Builder
	if e, ok := op.InherentAttr("tail_call_kind").(*llvm.EnumAttr); ok && e.Keyword() != "none" {
		b.WriteString(e.Keyword() + " ")
	}
	var rt ir.Type
	ret := "void"
	if op.NumResults() > 0 {
		rt = op.Result(0).Type()
		ret = f.t.mustType(op, rt)
	}
	b.WriteString("call " + ret + " asm ")
	if op.InherentAttr("has_side_effects") != nil {
		b.WriteString("sideeffect ")
	}
	if op.InherentAttr("is_align_stack") != nil {
		b.WriteString("alignstack ")
	}
	if intAttr(op, "asm_dialect") == 1 {
		b.WriteString("inteldialect ")
	}
	asmText, _ := strAttr(op, "asm_string")
	constraints, _ := strAttr(op, "constraints")
	b.WriteByte('"')
	escapeString(&b, asmText)
	b.WriteString("\", \"")
	escapeString(&b, constraints)
	b.WriteString("\"(")
	parts := []any{b.String()}
	for i, a := range op.Operands() {
		if i > 0 {
			parts = append(parts, ", ")
		}
		v := f.get(a)
		parts = append(parts, v.ty+" ", v)
	}
	parts = append(parts, ")")
	f.setResult(op, f.emit(op, rt, parts...))
}
