package llvm

// The enums of the debug-info attributes.
var (
	emissionKindEnum = &enumDef{cases: []string{"None", "Full", "LineTablesOnly", "DebugDirectivesOnly"},
		desc: "LLVM debug emission kind"}
	nameTableKindEnum = &enumDef{cases: []string{"Default", "GNU", "None", "Apple"},
		desc: "LLVM debug name table kind"}
	diFlags = &bitEnum{
		zero:   "Zero",
		groups: []bitCase{{"Public", 3}, {"Protected", 2}, {"Private", 1}},
		bits: []bitCase{{"Bit0", 1}, {"Bit1", 2}, {"FwdDecl", 1 << 2}, {"AppleBlock", 1 << 3},
			{"ReservedBit4", 1 << 4}, {"Virtual", 1 << 5}, {"Artificial", 1 << 6}, {"Explicit", 1 << 7},
			{"Prototyped", 1 << 8}, {"ObjcClassComplete", 1 << 9}, {"ObjectPointer", 1 << 10},
			{"Vector", 1 << 11}, {"StaticMember", 1 << 12}, {"LValueReference", 1 << 13},
			{"RValueReference", 1 << 14}, {"ExportSymbols", 1 << 15}, {"SingleInheritance", 1 << 16},
			{"MultipleInheritance", 1 << 16}, {"VirtualInheritance", 1 << 16}, {"IntroducedVirtual", 1 << 18},
			{"BitField", 1 << 19}, {"NoReturn", 1 << 20}, {"TypePassByValue", 1 << 22},
			{"TypePassByReference", 1 << 23}, {"EnumClass", 1 << 24}, {"Thunk", 1 << 25},
			{"NonTrivial", 1 << 26}, {"BigEndian", 1 << 27}, {"LittleEndian", 1 << 28},
			{"AllCallsDescribed", 1 << 29}},
		single: map[uint32]bool{3: true},
		names: []string{"Zero", "Bit0", "Bit1", "Private", "Protected", "Public", "FwdDecl", "AppleBlock",
			"ReservedBit4", "Virtual", "Artificial", "Explicit", "Prototyped", "ObjcClassComplete", "ObjectPointer",
			"Vector", "StaticMember", "LValueReference", "RValueReference", "ExportSymbols", "SingleInheritance",
			"MultipleInheritance", "VirtualInheritance", "IntroducedVirtual", "BitField", "NoReturn",
			"TypePassByValue", "TypePassByReference", "EnumClass", "Thunk", "NonTrivial", "BigEndian",
			"LittleEndian", "AllCallsDescribed"},
		desc: "LLVM DI flags",
	}
	diSubprogramFlags = &bitEnum{
		bits: []bitCase{{"Virtual", 1}, {"PureVirtual", 2}, {"LocalToUnit", 4}, {"Definition", 8},
			{"Optimized", 16}, {"Pure", 32}, {"Elemental", 64}, {"Recursive", 128}, {"MainSubprogram", 256},
			{"Deleted", 512}, {"ObjCDirect", 2048}},
		names: []string{"Virtual", "PureVirtual", "LocalToUnit", "Definition", "Optimized", "Pure", "Elemental",
			"Recursive", "MainSubprogram", "Deleted", "ObjCDirect"},
		desc: "LLVM DISubprogram flags",
	}
)

// Parameter constructors of the definitions below.
func attrP(name, cpp string) paramDef { return paramDef{name: name, kind: pAttr, cppType: cpp} }
func reqAttrP(name, cpp string) paramDef {
	return paramDef{name: name, kind: pAttr, cppType: cpp, required: true}
}
func strippedP(name, cpp, sub string) paramDef {
	return paramDef{name: name, kind: pStripped, cppType: cpp, sub: sub}
}
func uintP(name, cpp string) paramDef { return paramDef{name: name, kind: pUint, cppType: cpp} }
func boolP(name string) paramDef      { return paramDef{name: name, kind: pBool, cppType: "bool"} }
func listP(name, elem string) paramDef {
	return paramDef{name: name, kind: pList, cppType: "::llvm::ArrayRef<" + elem + ">"}
}
func req(p paramDef) paramDef { p.required = true; return p }

// dwarfP is a DWARF-constant parameter; bad is the value upstream's name
// lookup returns for an unknown name.
func dwarfP(name string, t *dwarfTable, what string, bad uint64) paramDef {
	return paramDef{name: name, kind: pDwarf, cppType: "unsigned", dwarf: t, dwarfErr: what, dwarfBad: bad}
}

const dwTagInvalid = ^uint64(0) >> 32 // llvm::dwarf::DW_TAG_invalid (~0U)

func tagP() paramDef { return dwarfP("tag", dwTags, "tag", dwTagInvalid) }

func flagsP(name string, f *bitEnum, cpp string) paramDef {
	return paramDef{name: name, kind: pFlags, cppType: cpp, flags: f}
}

// loopP is an optional loop-annotation parameter of the given kind.
func loopP(name, sub, cpp string) paramDef { return strippedP(name, cpp, sub) }

// structDefs are the struct attributes by mnemonic.
var structDefs = makeStructDefs()

func makeStructDefs() map[string]*structDef {
	boolAttr := func(n string) paramDef { return attrP(n, "BoolAttr") }
	intAttr := func(n string) paramDef { return attrP(n, "IntegerAttr") }
	followup := func(n string) paramDef { return loopP(n, "loop_annotation", "LoopAnnotationAttr") }
	file := func() paramDef { return strippedP("file", "DIFileAttr", "di_file") }
	str := func(n string) paramDef { return attrP(n, "StringAttr") }
	defs := []*structDef{
		{mnemonic: "loop_vectorize", defName: "LoopVectorizeAttr", alias: true, params: []paramDef{
			boolAttr("disable"), boolAttr("predicateEnable"), boolAttr("scalableEnable"), intAttr("width"),
			followup("followupVectorized"), followup("followupEpilogue"), followup("followupAll")}},
		{mnemonic: "loop_interleave", defName: "LoopInterleaveAttr", alias: true, params: []paramDef{
			reqAttrP("count", "IntegerAttr")}},
		{mnemonic: "loop_unroll", defName: "LoopUnrollAttr", alias: true, params: []paramDef{
			boolAttr("disable"), intAttr("count"), boolAttr("runtimeDisable"), boolAttr("full"),
			followup("followupUnrolled"), followup("followupRemainder"), followup("followupAll")}},
		{mnemonic: "loop_unroll_and_jam", defName: "LoopUnrollAndJamAttr", alias: true, params: []paramDef{
			boolAttr("disable"), intAttr("count"), followup("followupOuter"), followup("followupInner"),
			followup("followupRemainderOuter"), followup("followupRemainderInner"), followup("followupAll")}},
		{mnemonic: "loop_licm", defName: "LoopLICMAttr", alias: true, params: []paramDef{
			boolAttr("disable"), boolAttr("versioningDisable")}},
		{mnemonic: "loop_distribute", defName: "LoopDistributeAttr", alias: true, params: []paramDef{
			boolAttr("disable"), followup("followupCoincident"), followup("followupSequential"),
			followup("followupFallback"), followup("followupAll")}},
		{mnemonic: "loop_pipeline", defName: "LoopPipelineAttr", alias: true, params: []paramDef{
			boolAttr("disable"), intAttr("initiationinterval")}},
		{mnemonic: "loop_peeled", defName: "LoopPeeledAttr", alias: true, params: []paramDef{intAttr("count")}},
		{mnemonic: "loop_unswitch", defName: "LoopUnswitchAttr", alias: true, params: []paramDef{
			boolAttr("partialDisable")}},
		{mnemonic: "loop_annotation", defName: "LoopAnnotationAttr", alias: true, params: []paramDef{
			boolAttr("disableNonforced"),
			loopP("vectorize", "loop_vectorize", "LoopVectorizeAttr"),
			loopP("interleave", "loop_interleave", "LoopInterleaveAttr"),
			loopP("unroll", "loop_unroll", "LoopUnrollAttr"),
			loopP("unrollAndJam", "loop_unroll_and_jam", "LoopUnrollAndJamAttr"),
			loopP("licm", "loop_licm", "LoopLICMAttr"),
			loopP("distribute", "loop_distribute", "LoopDistributeAttr"),
			loopP("pipeline", "loop_pipeline", "LoopPipelineAttr"),
			loopP("peeled", "loop_peeled", "LoopPeeledAttr"),
			loopP("unswitch", "loop_unswitch", "LoopUnswitchAttr"),
			boolAttr("mustProgress"), boolAttr("isVectorized"),
			{name: "startLoc", kind: pLoc, cppType: "FusedLoc"}, {name: "endLoc", kind: pLoc, cppType: "FusedLoc"},
			{name: "parallelAccesses", kind: pStrippedList, cppType: "::llvm::ArrayRef<AccessGroupAttr>", sub: "access_group"}}},
		{mnemonic: "access_group", defName: "LLVM_AccessGroupAttr", alias: true, params: []paramDef{
			reqAttrP("id", "DistinctAttr")}},
		{mnemonic: "di_expression_elem", defName: "LLVM_DIExpressionElemAttr", custom: exprElemFormat, params: []paramDef{
			dwarfP("opcode", dwOps, "operation encoding", 0), {name: "arguments"}}},
		{mnemonic: "di_expression", defName: "LLVM_DIExpressionAttr", custom: exprFormat, params: []paramDef{
			{name: "operations", cppType: "::llvm::ArrayRef<DIExpressionElemAttr>"}}},
		{mnemonic: "di_null_type", defName: "LLVM_DINullTypeAttr", alias: true, custom: noParamsFormat},
		{mnemonic: "di_file", defName: "LLVM_DIFileAttr", alias: true, custom: fileFormat, params: []paramDef{
			{name: "name"}, {name: "directory"}}},
		{mnemonic: "di_basic_type", defName: "LLVM_DIBasicTypeAttr", alias: true, params: []paramDef{
			tagP(), reqAttrP("name", "StringAttr"), uintP("sizeInBits", "uint64_t"),
			dwarfP("encoding", dwEncodings, "encoding", 0)}},
		{mnemonic: "di_compile_unit", defName: "LLVM_DICompileUnitAttr", alias: true, params: []paramDef{
			reqAttrP("id", "DistinctAttr"), req(dwarfP("sourceLanguage", dwLanguages, "language", 0)),
			req(file()), str("producer"), req(boolP("isOptimized")),
			{name: "emissionKind", kind: pEnum, required: true, enum: emissionKindEnum, cppType: "DIEmissionKind"},
			{name: "nameTableKind", kind: pEnum, enum: nameTableKindEnum, cppType: "DINameTableKind"},
			str("splitDebugFilename")}},
		{mnemonic: "di_composite_type", defName: "LLVM_DICompositeTypeAttr", alias: true, params: []paramDef{
			attrP("recId", "DistinctAttr"), boolP("isRecSelf"), tagP(), str("name"), file(),
			uintP("line", "uint32_t"), attrP("scope", "DIScopeAttr"), attrP("baseType", "DITypeAttr"),
			flagsP("flags", diFlags, "DIFlags"), uintP("sizeInBits", "uint64_t"), uintP("alignInBits", "uint64_t"),
			strippedP("dataLocation", "DIExpressionAttr", "di_expression"),
			strippedP("rank", "DIExpressionAttr", "di_expression"),
			strippedP("allocated", "DIExpressionAttr", "di_expression"),
			strippedP("associated", "DIExpressionAttr", "di_expression"),
			listP("elements", "DINodeAttr")}},
		{mnemonic: "di_derived_type", defName: "LLVM_DIDerivedTypeAttr", alias: true, params: []paramDef{
			tagP(), str("name"), attrP("baseType", "DITypeAttr"), uintP("sizeInBits", "uint64_t"),
			uintP("alignInBits", "uint32_t"), uintP("offsetInBits", "uint64_t"),
			{name: "dwarfAddressSpace", kind: pOptUint, cppType: "std::optional<unsigned>"},
			attrP("extraData", "DINodeAttr")}},
		{mnemonic: "di_global_variable_expression", defName: "LLVM_DIGlobalVariableExpressionAttr", alias: true,
			params: []paramDef{req(strippedP("var", "DIGlobalVariableAttr", "di_global_variable")),
				strippedP("expr", "DIExpressionAttr", "di_expression")}},
		{mnemonic: "di_global_variable", defName: "LLVM_DIGlobalVariable", alias: true, params: []paramDef{
			attrP("scope", "DIScopeAttr"), str("name"), str("linkageName"), req(file()),
			req(uintP("line", "unsigned")), reqAttrP("type", "DITypeAttr"), boolP("isLocalToUnit"),
			boolP("isDefined"), uintP("alignInBits", "unsigned")}},
		{mnemonic: "di_lexical_block", defName: "LLVM_DILexicalBlockAttr", alias: true, params: []paramDef{
			reqAttrP("scope", "DIScopeAttr"), file(), uintP("line", "unsigned"), uintP("column", "unsigned")}},
		{mnemonic: "di_lexical_block_file", defName: "LLVM_DILexicalBlockFile", alias: true, params: []paramDef{
			reqAttrP("scope", "DIScopeAttr"), file(), req(uintP("discriminator", "unsigned"))}},
		{mnemonic: "di_local_variable", defName: "LLVM_DILocalVariableAttr", alias: true, params: []paramDef{
			reqAttrP("scope", "DIScopeAttr"), str("name"), file(), uintP("line", "unsigned"),
			uintP("arg", "unsigned"), uintP("alignInBits", "unsigned"), attrP("type", "DITypeAttr"),
			flagsP("flags", diFlags, "DIFlags")}},
		{mnemonic: "di_subprogram", defName: "LLVM_DISubprogramAttr", alias: true, params: []paramDef{
			attrP("recId", "DistinctAttr"), boolP("isRecSelf"), attrP("id", "DistinctAttr"),
			strippedP("compileUnit", "DICompileUnitAttr", "di_compile_unit"), attrP("scope", "DIScopeAttr"),
			str("name"), str("linkageName"), file(), uintP("line", "unsigned"), uintP("scopeLine", "unsigned"),
			flagsP("subprogramFlags", diSubprogramFlags, "DISubprogramFlags"),
			strippedP("type", "DISubroutineTypeAttr", "di_subroutine_type"),
			listP("retainedNodes", "DINodeAttr"), listP("annotations", "DINodeAttr")}},
		{mnemonic: "di_namespace", defName: "LLVM_DINamespaceAttr", alias: true, params: []paramDef{
			str("name"), attrP("scope", "DIScopeAttr"), req(boolP("exportSymbols"))}},
		{mnemonic: "di_imported_entity", defName: "LLVM_DIImportedEntityAttr", alias: true, params: []paramDef{
			tagP(), reqAttrP("scope", "DIScopeAttr"), reqAttrP("entity", "DINodeAttr"), file(),
			uintP("line", "unsigned"), str("name"), listP("elements", "DINodeAttr")}},
		{mnemonic: "di_subrange", defName: "LLVM_DISubrangeAttr", params: []paramDef{
			attrP("count", "::mlir::Attribute"), attrP("lowerBound", "::mlir::Attribute"),
			attrP("upperBound", "::mlir::Attribute"), attrP("stride", "::mlir::Attribute")}},
		{mnemonic: "di_subroutine_type", defName: "LLVM_DISubroutineTypeAttr", alias: true, params: []paramDef{
			dwarfP("callingConvention", dwConventions, "calling convention", 0), listP("types", "DITypeAttr")}},
		{mnemonic: "di_module", defName: "LLVM_DIModuleAttr", alias: true, params: []paramDef{
			file(), attrP("scope", "DIScopeAttr"), str("name"), str("configMacros"), str("includePath"),
			str("apinotes"), uintP("line", "unsigned"), boolP("isDecl")}},
		{mnemonic: "di_annotation", defName: "LLVM_DIAnnotationAttr", params: []paramDef{
			reqAttrP("name", "StringAttr"), reqAttrP("value", "StringAttr")}},
		{mnemonic: "di_common_block", defName: "LLVM_DICommonBlockAttr", alias: true, params: []paramDef{
			reqAttrP("scope", "DIScopeAttr"), strippedP("decl", "DIGlobalVariableAttr", "di_global_variable"),
			reqAttrP("name", "StringAttr"), file(), uintP("line", "unsigned")}},
		{mnemonic: "di_generic_subrange", defName: "LLVM_DIGenericSubrangeAttr", params: []paramDef{
			attrP("count", "::mlir::Attribute"), reqAttrP("lowerBound", "::mlir::Attribute"),
			attrP("upperBound", "::mlir::Attribute"), reqAttrP("stride", "::mlir::Attribute")}},
		{mnemonic: "di_string_type", defName: "LLVM_DIStringTypeAttr", alias: true, params: []paramDef{
			tagP(), reqAttrP("name", "StringAttr"), uintP("sizeInBits", "uint64_t"), uintP("alignInBits", "uint32_t"),
			attrP("stringLength", "DIVariableAttr"), strippedP("stringLengthExp", "DIExpressionAttr", "di_expression"),
			strippedP("stringLocationExp", "DIExpressionAttr", "di_expression"),
			dwarfP("encoding", dwEncodings, "encoding", 0)}},
		{mnemonic: "di_label", defName: "LLVM_DILabelAttr", alias: true, params: []paramDef{
			reqAttrP("scope", "DIScopeAttr"), str("name"), file(), uintP("line", "unsigned")}},
	}
	m := make(map[string]*structDef, len(defs))
	for _, d := range defs {
		m[d.mnemonic] = d
	}
	return m
}
