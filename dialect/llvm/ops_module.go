package llvm

import (
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/ods"
)

// The module-level ops: aliases, comdats, module flags, global
// constructors and destructors, and inline assembly.

var symbolArray = ods.AttrConstraint{Desc: "flat symbol ref array attribute", GoType: "*ir.ArrayAttr",
	Pred: func(a ir.Attribute) bool {
		arr, ok := a.(*ir.ArrayAttr)
		if !ok {
			return false
		}
		for _, e := range arr.Elems {
			if s, ok := e.(*ir.SymbolRefAttr); !ok || !s.IsFlat() {
				return false
			}
		}
		return true
	}}

var i32Array = ods.AttrConstraint{Desc: "32-bit integer array attribute", GoType: "*ir.ArrayAttr",
	Pred: func(a ir.Attribute) bool {
		arr, ok := a.(*ir.ArrayAttr)
		if !ok {
			return false
		}
		for _, e := range arr.Elems {
			if i, ok := e.(*ir.IntegerAttr); !ok || !isIntOfWidth(i.Type, 32) {
				return false
			}
		}
		return true
	}, ValueType: func(c *ir.Context) ir.Type { return c.NoneType() }}

// strArrayC accepts an array of strings.
var strArrayC = ods.AttrConstraint{Desc: "string array attribute", GoType: "*ir.ArrayAttr",
	Pred: func(a ir.Attribute) bool {
		arr, ok := a.(*ir.ArrayAttr)
		if !ok {
			return false
		}
		for _, e := range arr.Elems {
			if _, ok := e.(*ir.StringAttr); !ok {
				return false
			}
		}
		return true
	}}

func moduleOps() []*ods.Op {
	return []*ods.Op{
		{
			Name:    "llvm.mlir.alias",
			Summary: "LLVM dialect alias.",
			Attrs: []ods.Attr{
				{Name: "alias_type", Constraint: ods.TypeAttrC},
				{Name: "sym_name", Constraint: ods.SymbolNameAttrC},
				{Name: "linkage", Constraint: linkageAttrC},
				unitAttr("dso_local"), unitAttr("thread_local_"),
				{Name: "unnamed_addr", Constraint: i64EnumC(unnamedAddrEnum, "LLVM GlobalValue UnnamedAddr"), Optional: true},
				{Name: "visibility_", Constraint: i64EnumC(visibilityEnum, "LLVM GlobalValue Visibility"), Default: i64Default},
			},
			Regions:       []ods.Region{{Name: "initializer", MaxBlocks: 1}},
			Traits:        []ir.Trait{ir.TraitIsolatedFromAbove, ir.TraitSymbol},
			Parse:         parseAlias,
			Print:         printAlias,
			Verify:        verifyAlias,
			VerifyRegions: verifyAliasRegion,
		},
		{
			Name:    "llvm.module_flags",
			Summary: "Information about module properties",
			Attrs:   []ods.Attr{{Name: "flags", Constraint: ods.ArrayAttrC}},
			Format:  "$flags attr-dict",
			Verify: func(op *ir.Operation) error {
				if err := verifyAtModuleLevel(op); err != nil {
					return err
				}
				for _, f := range op.InherentAttr("flags").(*ir.ArrayAttr).Elems {
					if llvmMnemonic(f) != "mlir.module_flag" {
						return op.EmitOpError("expected a module flag attribute")
					}
				}
				return nil
			},
		},
		{
			Name:    "llvm.linker_options",
			Summary: "Options to pass to the linker when the object file is linked",
			Attrs:   []ods.Attr{{Name: "options", Constraint: strArrayC}},
			Format:  "$options attr-dict",
			Verify:  verifyAtModuleLevel,
		},
		{
			Name:    "llvm.comdat",
			Summary: "LLVM dialect comdat region",
			Attrs:   []ods.Attr{{Name: "sym_name", Constraint: ods.SymbolNameAttrC}},
			Regions: []ods.Region{{Name: "body", MaxBlocks: 1}},
			Traits: []ir.Trait{ir.TraitNoTerminator, ir.TraitNoMemoryEffect, ir.TraitSymbolTable,
				ir.TraitSymbol, ir.TraitSingleBlock},
			Format: "$sym_name $body attr-dict",
		},
		{
			Name:        "llvm.comdat_selector",
			Summary:     "LLVM dialect comdat selector declaration",
			Attrs:       []ods.Attr{{Name: "sym_name", Constraint: ods.SymbolNameAttrC}, {Name: "comdat", Constraint: i64EnumC(comdatSelectEnum, "LLVM Comdat Types")}},
			Traits:      []ir.Trait{ir.TraitSymbol},
			ParentNames: []string{"llvm.comdat"},
			Format:      "$sym_name $comdat attr-dict",
		},
		ifuncOp(),
		structorsOp("llvm.mlir.global_ctors", "ctors"),
		structorsOp("llvm.mlir.global_dtors", "dtors"),
		{
			Name:     "llvm.inline_asm",
			Summary:  "Inline assembly",
			Operands: []ods.Operand{{Name: "operands", Type: compatible, Arity: ods.Variadic}},
			Attrs: []ods.Attr{{Name: "asm_string", Constraint: ods.StrAttr}, {Name: "constraints", Constraint: ods.StrAttr},
				unitAttr("has_side_effects"), unitAttr("is_align_stack"),
				{Name: "tail_call_kind", Constraint: bareEnumC(tailCallKindAttrC, tailCallKindEnum), Default: enumDefault(tailCallKindEnum, "none")},
				optAttr("asm_dialect", keywordOrStringEnumC("asm_dialect", asmDialectEnum, "ATT (0) or Intel (1) asm dialect")),
				optAttr("operand_attrs", anyArray)},
			Results: []ods.Result{{Name: "res", Type: compatible, Arity: ods.Optional}},
			Format: "(`has_side_effects` $has_side_effects^)? (`is_align_stack` $is_align_stack^)?" +
				" (`tail_call_kind` `=` $tail_call_kind^)? (`asm_dialect` `=` $asm_dialect^)?" +
				" (`operand_attrs` `=` $operand_attrs^)? attr-dict $asm_string `,` $constraints" +
				" $operands `:` functional-type($operands, results)",
			Verify: func(op *ir.Operation) error {
				if enumKeyword(op, "tail_call_kind") == "musttail" {
					return op.EmitOpError("tail call kind 'musttail' is not supported")
				}
				return nil
			},
		},
	}
}

// bareEnumC writes an enum attribute as `<case>` inside a format (the
// attribute without its dialect prefix and mnemonic).
func bareEnumC(c ods.AttrConstraint, def *enumDef) ods.AttrConstraint {
	c.Parse = func(p ir.OpParser, ctx *ir.Context) (ir.Attribute, error) {
		if err := p.ParsePunct("<"); err != nil {
			return nil, err
		}
		v, err := parseEnumParam(p, def)
		if err != nil {
			return nil, err
		}
		if err := p.ParsePunct(">"); err != nil {
			return nil, err
		}
		return enumAttr(ctx, def, v), nil
	}
	c.Print = func(p ir.OpPrinter, a ir.Attribute) {
		if e, ok := a.(*EnumAttr); ok {
			p.WriteString("<")
			p.PrintKeywordOrString(e.Keyword())
			p.WriteString(">")
			return
		}
		p.PrintAttribute(a)
	}
	return c
}

// keywordOrStringEnumC is an i64 enum property that a format writes as
// its case keyword and reads as a keyword or a string, with the errors of
// upstream's generated parser.
func keywordOrStringEnumC(name string, def *enumDef, desc string) ods.AttrConstraint {
	c := i64EnumC(def, desc)
	c.Parse = func(p ir.OpParser, ctx *ir.Context) (ir.Attribute, error) {
		pos := p.Pos()
		if kw, ok := p.ParseOptionalKeywordAny(); ok {
			if v, found := def.lookup(kw); found {
				return ctx.IntAttr(ctx.I(64), int64(v)), nil
			}
		} else if str, ok := p.ParseOptionalString(); ok {
			v, found := def.lookup(str)
			if !found {
				return nil, p.ErrorAt(pos, "invalid %s attribute specification: %q", name, str)
			}
			return ctx.IntAttr(ctx.I(64), int64(v)), nil
		}
		return nil, p.ErrorAt(pos, "expected string or keyword containing one of the following enum values for attribute '%s' [%s]", name, def.listText())
	}
	return c
}

// structorsOp builds llvm.mlir.global_ctors and llvm.mlir.global_dtors.
func structorsOp(name, list string) *ods.Op {
	return &ods.Op{
		Name:    name,
		Summary: "LLVM dialect " + list[:1] + "tors.",
		Attrs: []ods.Attr{{Name: list, Constraint: symbolArray}, {Name: "priorities", Constraint: i32Array},
			{Name: "data", Constraint: ods.ArrayAttrC}},
		Format: "`" + list + "` `=` $" + list + " `,` `priorities` `=` $priorities `,` `data` `=` $data attr-dict",
		Verify: func(op *ir.Operation) error {
			n := func(a string) int {
				if arr, ok := op.InherentAttr(a).(*ir.ArrayAttr); ok {
					return len(arr.Elems)
				}
				return 0
			}
			if n(list) != n("priorities") || n(list) != n("data") {
				return op.EmitError("%s, priorities, and data must have the same number of elements", list)
			}
			return nil
		},
		Interfaces: ir.Interfaces{ir.SymbolUsesVerifier(func(op *ir.Operation, tables *ir.SymbolTableCollection) error {
			arr, _ := op.InherentAttr(list).(*ir.ArrayAttr)
			if arr == nil {
				return nil
			}
			for _, e := range arr.Elems {
				ref, ok := e.(*ir.SymbolRefAttr)
				if !ok {
					continue
				}
				fn := tables.LookupNearestSymbolFrom(op, ref)
				if fn == nil || fn.Name() != "llvm.func" {
					return op.EmitOpError("'%s' does not reference a valid LLVM function", ref.Root)
				}
				if fn.Region(0).Empty() {
					return op.EmitOpError("'%s' does not have a definition", ref.Root)
				}
			}
			return nil
		})},
	}
}

// parseGlobalPrefix parses what globals and aliases share before their
// name: linkage, visibility, thread_local and unnamed_addr.
func parseGlobalPrefix(p ir.OpParser, st *ir.OperationState) {
	ctx := p.Context()
	linkage := parseLLVMKeyword(p, linkageEnum)
	if linkage < 0 {
		linkage = 10
	}
	st.AddAttr("linkage", enumAttr(ctx, linkageEnum, linkage))
	vis := max(parseLLVMKeyword(p, visibilityEnum), 0)
	st.AddAttr("visibility_", ctx.IntAttr(ctx.I(64), int64(vis)))
	if p.ParseOptionalKeyword("thread_local") {
		st.AddAttr("thread_local_", ctx.UnitAttr())
	}
	ua := max(parseLLVMKeyword(p, unnamedAddrEnum), 0)
	st.AddAttr("unnamed_addr", ctx.IntAttr(ctx.I(64), int64(ua)))
}

// parseAlias is AliasOp::parse.
func parseAlias(p ir.OpParser, st *ir.OperationState) error {
	ctx := p.Context()
	parseGlobalPrefix(p, st)
	name, ok := p.ParseOptionalSymbolName()
	if !ok {
		return p.Errorf("expected valid '@'-identifier for symbol name")
	}
	st.AddAttr("sym_name", ctx.StringAttr(name))
	attrs, err := p.ParseOptionalAttrDict()
	if err != nil {
		return err
	}
	st.Attrs = append(st.Attrs, attrs...)
	if err := p.ParsePunct(":"); err != nil {
		return err
	}
	t, err := p.ParseType()
	if err != nil {
		return err
	}
	st.AddAttr("alias_type", ctx.TypeAttr(t))
	return p.ParseRegion(st.AddRegion(), nil)
}

func printAlias(p ir.OpPrinter, op *ir.Operation) {
	p.WriteString(" " + globalLinkage(op) + " ")
	if v := visibilityEnum.name(intProp(op, "visibility_")); v != "" {
		p.WriteString(v + " ")
	}
	if op.InherentAttr("thread_local_") != nil {
		p.WriteString("thread_local ")
	}
	if u := unnamedAddrEnum.name(intProp(op, "unnamed_addr")); u != "" {
		p.WriteString(u + " ")
	}
	name, _ := ir.SymbolName(op)
	p.PrintSymbolName(name)
	p.PrintOptionalAttrDict(op.AllAttrs(), "sym_name", "alias_type", "linkage", "unnamed_addr", "thread_local_", "visibility_")
	p.WriteString(" : ")
	if ta, ok := op.InherentAttr("alias_type").(*ir.TypeAttr); ok {
		p.PrintType(ta.Type)
	}
	p.WriteString(" ")
	p.PrintRegion(op.Region(0), false, true, false)
}

func verifyAlias(op *ir.Operation) error {
	switch globalLinkage(op) {
	case "private", "internal", "linkonce", "weak", "linkonce_odr", "weak_odr", "external", "available_externally":
		return nil
	}
	return op.EmitOpError("'%s' linkage not supported in aliases, available options: private, internal, linkonce, weak, linkonce_odr, weak_odr, external or available_externally", globalLinkage(op))
}

func verifyAliasRegion(op *ir.Operation) error {
	b := op.Region(0).First()
	if b == nil {
		return nil
	}
	ret := b.Last()
	if ret == nil || ret.NumOperands() == 0 || !isPointer(ret.Operand(0).Type()) {
		return op.EmitOpError("initializer region must always return a pointer")
	}
	return verifyNoSideEffects(b, "ops with side effects are not allowed in alias initializers")
}

// verifyNoSideEffects reports the first op of b with memory effects.
func verifyNoSideEffects(b *ir.Block, msg string) error {
	for o := b.First(); o != nil; o = o.NextInBlock() {
		if !ir.IsMemoryEffectFree(o) {
			return o.EmitError("%s", msg)
		}
	}
	return nil
}

// verifyComdatUse checks that the comdat of a global or function names a
// comdat selector.
func verifyComdatUse(op *ir.Operation, tables *ir.SymbolTableCollection) error {
	ref, ok := op.InherentAttr("comdat").(*ir.SymbolRefAttr)
	if !ok {
		return nil
	}
	if sel := tables.LookupNearestSymbolFrom(op, ref); sel == nil || sel.Name() != "llvm.comdat_selector" {
		return op.EmitError("expected comdat symbol")
	}
	return nil
}

// ifuncOp is llvm.mlir.ifunc: a function resolved at load time.
func ifuncOp() *ods.Op {
	return &ods.Op{
		Name:    "llvm.mlir.ifunc",
		Summary: "LLVM dialect ifunc",
		Attrs: []ods.Attr{
			{Name: "sym_name", Constraint: ods.SymbolNameAttrC},
			{Name: "i_func_type", Constraint: ods.TypeAttrC},
			{Name: "resolver", Constraint: ods.FlatSymbolRefAttr},
			{Name: "resolver_type", Constraint: ods.TypeAttrC},
			{Name: "linkage", Constraint: linkageAttrC},
			unitAttr("dso_local"),
			{Name: "address_space", Constraint: ods.I32Attr, Default: func(c *ir.Context) ir.Attribute { return c.IntAttr(c.I(32), 0) }},
			{Name: "unnamed_addr", Constraint: i64EnumC(unnamedAddrEnum, "LLVM GlobalValue UnnamedAddr"), Default: i64Default},
			{Name: "visibility_", Constraint: i64EnumC(visibilityEnum, "LLVM GlobalValue Visibility"), Default: i64Default},
		},
		Traits: []ir.Trait{ir.TraitSymbol},
		Parse:  parseIFunc,
		Print:  printIFunc,
		Verify: func(op *ir.Operation) error {
			switch l := globalLinkage(op); l {
			case "external", "internal", "private", "weak", "weak_odr", "linkonce", "linkonce_odr":
				return nil
			default:
				return op.EmitOpError("'%s' linkage not supported in ifuncs, available options: private, internal, linkonce, weak, linkonce_odr, weak_odr, or external linkage", l)
			}
		},
		Interfaces: ir.Interfaces{ir.SymbolUsesVerifier(verifyIFuncResolver)},
	}
}

// parseIFunc parses `linkage visibility? unnamed_addr? @name : type, type
// @resolver attr-dict`.
func parseIFunc(p ir.OpParser, st *ir.OperationState) error {
	ctx := p.Context()
	linkage := parseLLVMKeyword(p, linkageEnum)
	if linkage < 0 {
		return p.Errorf("expected one of [%s] for LLVM Linkage", joinCases(linkageEnum))
	}
	st.AddAttr("linkage", enumAttr(ctx, linkageEnum, linkage))
	st.AddAttr("visibility_", ctx.IntAttr(ctx.I(64), int64(max(parseLLVMKeyword(p, visibilityEnum), 0))))
	st.AddAttr("unnamed_addr", ctx.IntAttr(ctx.I(64), int64(max(parseLLVMKeyword(p, unnamedAddrEnum), 0))))
	name, ok := p.ParseOptionalSymbolName()
	if !ok {
		return p.Errorf("expected valid '@'-identifier for symbol name")
	}
	st.AddAttr("sym_name", ctx.StringAttr(name))
	if err := p.ParsePunct(":"); err != nil {
		return err
	}
	ft, err := p.ParseType()
	if err != nil {
		return err
	}
	if err := p.ParsePunct(","); err != nil {
		return err
	}
	rt, err := p.ParseType()
	if err != nil {
		return err
	}
	resolver, ok := p.ParseOptionalSymbolName()
	if !ok {
		return p.Errorf("expected attribute value")
	}
	st.AddAttr("i_func_type", ctx.TypeAttr(ft))
	st.AddAttr("resolver_type", ctx.TypeAttr(rt))
	st.AddAttr("resolver", ctx.SymbolRefAttr(resolver, nil))
	attrs, err := p.ParseOptionalAttrDict()
	st.Attrs = append(st.Attrs, attrs...)
	return err
}

func joinCases(def *enumDef) string {
	s := ""
	for _, c := range def.cases {
		if s != "" {
			s += ", "
		}
		s += c
	}
	return s
}

func printIFunc(p ir.OpPrinter, op *ir.Operation) {
	p.WriteString(" " + globalLinkage(op) + " ")
	if v := visibilityEnum.name(intProp(op, "visibility_")); v != "" {
		p.WriteString(v + " ")
	}
	if u := unnamedAddrEnum.name(intProp(op, "unnamed_addr")); u != "" {
		p.WriteString(u + " ")
	}
	name, _ := ir.SymbolName(op)
	p.PrintSymbolName(name)
	p.WriteString(" : ")
	if ta, ok := op.InherentAttr("i_func_type").(*ir.TypeAttr); ok {
		p.PrintType(ta.Type)
	}
	p.WriteString(", ")
	if ta, ok := op.InherentAttr("resolver_type").(*ir.TypeAttr); ok {
		p.PrintType(ta.Type)
	}
	p.WriteString(" ")
	p.PrintAttribute(op.InherentAttr("resolver"))
	p.PrintOptionalAttrDict(op.AllAttrs(), "linkage", "visibility_", "unnamed_addr", "sym_name", "i_func_type",
		"resolver_type", "resolver", "address_space")
}

// verifyIFuncResolver is IFuncOp::verifySymbolUses: the resolver is a
// defined function (possibly through aliases) returning a pointer of the
// ifunc's address space.
func verifyIFuncResolver(op *ir.Operation, tables *ir.SymbolTableCollection) error {
	ref, ok := op.InherentAttr("resolver").(*ir.SymbolRefAttr)
	if !ok {
		return nil
	}
	target := tables.LookupNearestSymbolFrom(op, ref)
	for target != nil && target.Name() == "llvm.mlir.alias" {
		b := target.Region(0).First()
		if b == nil || b.Last() == nil || b.Last().NumOperands() == 0 {
			return nil
		}
		addr := b.Last().Operand(0).DefiningOp()
		if addr == nil || addr.Name() != "llvm.mlir.addressof" {
			return nil
		}
		next, _ := addr.InherentAttr("global_name").(*ir.SymbolRefAttr)
		if next == nil {
			return nil
		}
		target = tables.LookupNearestSymbolFrom(addr, next)
	}
	if target == nil || target.Name() != "llvm.func" {
		return op.EmitOpError("must have a function resolver")
	}
	if target.Region(0).Empty() || globalLinkage(target) == "available_externally" {
		return op.EmitOpError("resolver must be a definition")
	}
	if ft := FuncType(target); ft == nil || !isPointer(ft.Result) {
		return op.EmitOpError("resolver must return a pointer")
	}
	rt, _ := op.InherentAttr("resolver_type").(*ir.TypeAttr)
	pt, ok := rt.Type.(*PointerType)
	if !ok || int64(pt.AddressSpace) != intProp(op, "address_space") {
		return op.EmitOpError("resolver has incorrect type")
	}
	return nil
}

// verifyAtModuleLevel checks that op's parent is a module-like op (a
// symbol table isolated from above), as upstream's satisfiesLLVMModule.
func verifyAtModuleLevel(op *ir.Operation) error {
	if p := op.ParentOp(); p != nil && !(p.HasTrait(ir.TraitSymbolTable) && p.HasTrait(ir.TraitIsolatedFromAbove)) {
		return op.EmitOpError("must appear at the module level")
	}
	return nil
}
