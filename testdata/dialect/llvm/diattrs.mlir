// Debug-info attributes, loop annotations and access groups are structured
// attributes printed as upstream prints them (aliases, defaults left out,
// stripped parameters, distinct identifiers renumbered), in every form.
// RUN: gomlir-opt %s -split-input-file > %t.g
// RUN: mlir-opt-upstream %s -split-input-file > %t.u
// RUN: diff %t.g %t.u
// RUN: gomlir-opt %s -split-input-file -mlir-print-op-generic > %t.g
// RUN: mlir-opt-upstream %s -split-input-file -mlir-print-op-generic > %t.u
// RUN: diff %t.g %t.u
// RUN: gomlir-opt %s -split-input-file -mlir-print-debuginfo > %t.g
// RUN: mlir-opt-upstream %s -split-input-file -mlir-print-debuginfo > %t.u
// RUN: diff %t.g %t.u
// RUN: gomlir-opt %s -split-input-file -mlir-print-local-scope > %t.g
// RUN: mlir-opt-upstream %s -split-input-file -mlir-print-local-scope > %t.u
// RUN: diff %t.g %t.u
// RUN: gomlir-opt %t.u -split-input-file > %t.g
// RUN: mlir-opt-upstream %t.u -split-input-file > %t.u2
// RUN: diff %t.g %t.u2
// RUN: gomlir-opt %s -split-input-file | gomlir-opt -split-input-file | FileCheck %s

// CHECK-DAG: #[[SELF:.*]] = #llvm.di_composite_type<recId = distinct[0]<>, isRecSelf = true>
// CHECK-DAG: #llvm.di_composite_type<recId = distinct[0]<>, tag = DW_TAG_structure_type, name = "node", {{.*}}flags = "Public|FwdDecl|Virtual"
// CHECK-DAG: flags = "Private|Artificial|SingleInheritance|MultipleInheritance|VirtualInheritance"
// CHECK-DAG: stringLengthExp = <[DW_OP_push_object_address, DW_OP_LLVM_convert(32, DW_ATE_unsigned)]>
#file = #llvm.di_file<"rec.c" in "/src">
#cu = #llvm.di_compile_unit<id = distinct[7]<>, sourceLanguage = DW_LANG_C_plus_plus_14, file = #file, producer = "p", isOptimized = false, emissionKind = LineTablesOnly, nameTableKind = None>
#self = #llvm.di_composite_type<recId = distinct[3]<>, isRecSelf = true>
#int = #llvm.di_basic_type<tag = DW_TAG_base_type, name = "int", sizeInBits = 32, encoding = DW_ATE_signed>
#ptr = #llvm.di_derived_type<tag = DW_TAG_pointer_type, baseType = #self, sizeInBits = 64>
#mem = #llvm.di_derived_type<tag = DW_TAG_member, name = "next", baseType = #ptr, sizeInBits = 64, offsetInBits = 64>
#node = #llvm.di_composite_type<recId = distinct[3]<>, tag = DW_TAG_structure_type, name = "node", file = #file, line = 1, flags = "Public|FwdDecl|Virtual", sizeInBits = 128, alignInBits = 64, elements = #mem, #llvm.di_subrange<lowerBound = 1 : i64, upperBound = #llvm.di_expression<[DW_OP_constu(3)]>, stride = 8 : i64>>
#spSelf = #llvm.di_subprogram<recId = distinct[9]<>, isRecSelf = true>
#ns = #llvm.di_namespace<name = "std", exportSymbols = false>
#ie = #llvm.di_imported_entity<tag = DW_TAG_imported_declaration, scope = #spSelf, entity = #ns, file = #file, line = 2, name = "alias", elements = #int>
#sp = #llvm.di_subprogram<recId = distinct[9]<>, id = distinct[10]<>, compileUnit = #cu, scope = #file, name = "walk", linkageName = "_Z4walk", file = #file, line = 10, scopeLine = 11, subprogramFlags = "Definition|LocalToUnit|MainSubprogram|ObjCDirect", type = <callingConvention = DW_CC_LLVM_Swift, types = #llvm.di_null_type, #node>, retainedNodes = #ie>
#str = #llvm.di_string_type<tag = DW_TAG_string_type, name = "s", sizeInBits = 32, alignInBits = 8, stringLengthExp = <[DW_OP_push_object_address, DW_OP_LLVM_convert(32, DW_ATE_unsigned)]>, encoding = DW_ATE_UTF>
#var = #llvm.di_local_variable<scope = #sp, name = "n", file = #file, line = 12, type = #node, flags = "Private|Artificial|SingleInheritance">
#var2 = #llvm.di_local_variable<scope = #sp, name = "s", type = #str, flags = Protected>
#gv = #llvm.di_global_variable<name = "g", file = #file, line = 3, type = #int, isLocalToUnit = true, alignInBits = 32>
#gve = #llvm.di_global_variable_expression<var = #gv>
#lbf = #llvm.di_lexical_block_file<scope = #sp, discriminator = 3>
#cb = #llvm.di_common_block<scope = #sp, decl = #gv, name = "cb">
llvm.mlir.global external @g() {addr_space = 0 : i32, dbg_exprs = [#gve]} : i32
llvm.func @walk(%p: !llvm.ptr, %s: !llvm.ptr) attributes {cb = #cb} {
  llvm.intr.dbg.declare #var = %p : !llvm.ptr loc(fused<#lbf>["rec.c":12:3])
  llvm.intr.dbg.declare #var2 #llvm.di_expression<[DW_OP_deref, DW_OP_LLVM_fragment(0, 16)]> = %s : !llvm.ptr loc(fused<#sp>["rec.c":13:3])
  llvm.return loc(fused<#sp>["rec.c":14:1])
} loc(fused<#sp>["rec.c":10:1])

// -----

// CHECK-DAG: #[[DIST:.*]] = #llvm.loop_distribute<disable = true, followupCoincident = #[[FOLLOW:[a-z_0-9]*]],
// CHECK-DAG: parallelAccesses = #access_group, #access_group1>
#followup = #llvm.loop_annotation<disableNonforced = true>
#vectorize = #llvm.loop_vectorize<
  disable = false, predicateEnable = false, scalableEnable = true, width = 16 : i32,
  followupVectorized = #followup, followupEpilogue = #followup, followupAll = #followup
>
#interleave = #llvm.loop_interleave<count = 32 : i32>
#unroll = #llvm.loop_unroll<
  disable = true, count = 32 : i32, runtimeDisable = true, full = false,
  followupUnrolled = #followup, followupRemainder = #followup, followupAll = #followup
>
#unrollAndJam = #llvm.loop_unroll_and_jam<
  disable = false, count = 16 : i32, followupOuter = #followup, followupInner = #followup,
  followupRemainderOuter = #followup, followupRemainderInner = #followup, followupAll = #followup
>
#licm = #llvm.loop_licm<disable = false, versioningDisable = true>
#distribute = #llvm.loop_distribute<
  disable = true, followupCoincident = #followup, followupSequential = #followup,
  followupFallback = #followup, followupAll = #followup
>
#pipeline = #llvm.loop_pipeline<disable = true, initiationinterval = 1 : i32>
#peeled = #llvm.loop_peeled<count = 8 : i32>
#unswitch = #llvm.loop_unswitch<partialDisable = true>
#group1 = #llvm.access_group<id = distinct[0]<>>
#group2 = #llvm.access_group<id = distinct[1]<>>
#loopMD = #llvm.loop_annotation<disableNonforced = false,
        mustProgress = true,
        vectorize = #vectorize,
        interleave = #interleave,
        unroll = #unroll,
        unrollAndJam = #unrollAndJam,
        licm = #licm,
        distribute = #distribute,
        pipeline = #pipeline,
        peeled = #peeled,
        unswitch = #unswitch,
        isVectorized = false,
        parallelAccesses = #group1, #group2>
llvm.func @loop_annotation() {
  llvm.br ^bb1 {llvm.loop = #loopMD}
^bb1:
  llvm.return
}

// -----

#di_file = #llvm.di_file<"loop-metadata.mlir" in "/">
#loc1 = loc("loop-metadata.mlir":42:4)
#loc2 = loc("loop-metadata.mlir":52:4)
#di_compile_unit = #llvm.di_compile_unit<id = distinct[0]<>, sourceLanguage = DW_LANG_C, file = #di_file, isOptimized = false, emissionKind = None>
#di_subprogram = #llvm.di_subprogram<compileUnit = #di_compile_unit, scope = #di_file, name = "loop_locs", file = #di_file, subprogramFlags = Definition>
#start_loc_fused = loc(fused<#di_subprogram>[#loc1])
#end_loc_fused= loc(fused<#di_subprogram>[#loc2])
#group1 = #llvm.access_group<id = distinct[0]<>>
#group2 = #llvm.access_group<id = distinct[1]<>>
#loopMD = #llvm.loop_annotation<disableNonforced = false,
        mustProgress = true,
        startLoc = #start_loc_fused,
        endLoc = #end_loc_fused,
        parallelAccesses = #group1, #group2>
llvm.func @loop_annotation_with_locs() {
  llvm.br ^bb1 {loop_annotation = #loopMD}
^bb1:
  llvm.return
}

// -----

// CHECK-DAG: elements = #llvm.di_generic_subrange<count = #llvm.di_expression<[DW_OP_push_object_address, DW_OP_plus_uconst(16), DW_OP_deref]>
#file = #llvm.di_file<"debuginfo.mlir" in "/test/">
#cu = #llvm.di_compile_unit<
  id = distinct[0]<>, sourceLanguage = DW_LANG_C, file = #file,
  producer = "MLIR", isOptimized = true, emissionKind = Full
>
#null = #llvm.di_null_type
#int0 = #llvm.di_basic_type<
  // Omit the optional sizeInBits and encoding parameters.
  tag = DW_TAG_base_type, name = "int0"
>
#int1 = #llvm.di_basic_type<tag = DW_TAG_base_type, name = "int1", sizeInBits = 32, encoding = DW_ATE_signed>
#ptr0 = #llvm.di_derived_type<tag = DW_TAG_pointer_type, baseType = #int0, sizeInBits = 64, alignInBits = 32, offsetInBits = 4, extraData = #int1>
#ptr1 = #llvm.di_derived_type<tag = DW_TAG_pointer_type, name = "ptr1">
#ptr2 = #llvm.di_derived_type<tag = DW_TAG_pointer_type, baseType = #int0, sizeInBits = 64, alignInBits = 32, offsetInBits = 4, dwarfAddressSpace = 3, extraData = #int1>
#comp0 = #llvm.di_composite_type<tag = DW_TAG_array_type, name = "array0", line = 10, sizeInBits = 128, alignInBits = 32>
#comp1 = #llvm.di_composite_type<tag = DW_TAG_array_type, name = "array1", file = #file, scope = #file, baseType = #int0,
  allocated = <[DW_OP_push_object_address, DW_OP_deref]>, elements = #llvm.di_subrange<count = 4>>
#toplevel_namespace = #llvm.di_namespace<name = "toplevel", exportSymbols = true>
#nested_namespace = #llvm.di_namespace<name = "nested", scope = #toplevel_namespace, exportSymbols = false>
#anonymous_namespace = #llvm.di_namespace<scope = #file, exportSymbols = false>
#comp2 = #llvm.di_composite_type<tag = DW_TAG_class_type, name = "class_name", file = #file, scope = #nested_namespace, flags = "TypePassByReference|NonTrivial">
#exp1 =  #llvm.di_expression<[DW_OP_push_object_address, DW_OP_plus_uconst(16), DW_OP_deref]>
#exp2 =  #llvm.di_expression<[DW_OP_push_object_address, DW_OP_plus_uconst(24), DW_OP_deref]>
#exp3 =  #llvm.di_expression<[DW_OP_push_object_address, DW_OP_plus_uconst(32), DW_OP_deref]>
#comp3 = #llvm.di_composite_type<tag = DW_TAG_array_type, name = "expr_elements2", baseType = #int0, elements =
 #llvm.di_generic_subrange<count = #exp1, lowerBound = #exp2, stride = #exp3>>
#spType0 = #llvm.di_subroutine_type<callingConvention = DW_CC_normal, types = #null, #int0, #ptr0, #ptr1, #ptr2, #comp0, #comp1, #comp2, #comp3>
#spType1 = #llvm.di_subroutine_type<types = #int1, #int1>
#spType2 = #llvm.di_subroutine_type<callingConvention = DW_CC_normal>
#sp0 = #llvm.di_subprogram<compileUnit = #cu, scope = #anonymous_namespace, name = "addr", linkageName = "addr",
  file = #file, line = 3, scopeLine = 3, subprogramFlags = "Definition|Optimized", type = #spType0>
#sp1 = #llvm.di_subprogram<scope = #comp2, file = #file, type = #spType1>
#module = #llvm.di_module<file = #file, scope = #file, name = "module", configMacros = "bar", includePath = "/", apinotes = "/", line = 42, isDecl = true>
#sp2 = #llvm.di_subprogram<compileUnit = #cu, scope = #module, name = "value", file = #file, subprogramFlags = "Definition", type = #spType2,
  annotations = #llvm.di_annotation<name = "foo", value = "bar">>
#sp3 = #llvm.di_subprogram<scope = #ptr2, file = #file, type = #spType1>
#block0 = #llvm.di_lexical_block<scope = #sp0, line = 1, column = 2>
#block1 = #llvm.di_lexical_block<scope = #sp1>
#block2 = #llvm.di_lexical_block<scope = #sp2>
#block3 = #llvm.di_lexical_block<scope = #sp3>
#var0 = #llvm.di_local_variable<scope = #block0, name = "alloc", file = #file, line = 6, arg = 1, alignInBits = 32, type = #int0>
#var1 = #llvm.di_local_variable<scope = #block1, name = "arg1">
#var2 = #llvm.di_local_variable<scope = #block2, name = "arg2">
#var3 = #llvm.di_local_variable<scope = #block3, name = "arg3">
#label1 = #llvm.di_label<scope = #block1, name = "label", file = #file, line = 42>
#label2 = #llvm.di_label<scope = #block2>
#di_common_block = #llvm.di_common_block<scope = #sp1, name = "block", file = #file, line = 3>
#global_var = #llvm.di_global_variable<scope = #di_common_block, name = "a", file = #file, line = 2, type = #int0>
#var_expression = #llvm.di_global_variable_expression<var = #global_var, expr = <>>
#global_var1 = #llvm.di_global_variable<scope = #di_common_block, name = "b", file = #file, line = 3, type = #int0>
#var_expression1 = #llvm.di_global_variable_expression<var = #global_var1, expr = <>>
llvm.mlir.global @data() {dbg_exprs = [#var_expression, #var_expression1]} : i64
llvm.func @addr(%arg: i64) {
  %allocCount = llvm.mlir.constant(1 : i32) : i32
  %alloc = llvm.alloca %allocCount x i64 : (i32) -> !llvm.ptr
  llvm.intr.dbg.declare #var0 = %alloc : !llvm.ptr
  llvm.return
}
llvm.func @value(%arg1: i32, %arg2: i32, %arg3 : i32) {
  llvm.intr.dbg.value #var1 #llvm.di_expression<[DW_OP_LLVM_fragment(16, 8), DW_OP_plus_uconst(2), DW_OP_deref]> = %arg1 : i32
  llvm.intr.dbg.value #var2 = %arg2 : i32
  llvm.intr.dbg.value #var3 = %arg3 : i32
  llvm.intr.dbg.label #label1
  llvm.intr.dbg.label #label2
  llvm.return
}

// -----

#file = #llvm.di_file<"foo.c" in "/tmp">
#cu = #llvm.di_compile_unit<id = distinct[0]<>, sourceLanguage = DW_LANG_C, file = #file, producer = "clang", isOptimized = true, emissionKind = Full>
#int = #llvm.di_basic_type<tag = DW_TAG_base_type, name = "int", sizeInBits = 32, encoding = DW_ATE_signed>
#st = #llvm.di_subroutine_type<types = #int, #int>
#sp = #llvm.di_subprogram<id = distinct[1]<>, compileUnit = #cu, scope = #file, name = "f", file = #file, line = 3, scopeLine = 3, subprogramFlags = "Definition|Optimized", type = #st>
#var = #llvm.di_local_variable<scope = #sp, name = "x", file = #file, line = 4, arg = 1, type = #int, flags = "Artificial|ObjectPointer">
#vec = #llvm.loop_vectorize<disable = false, width = 4 : i32>
#ann = #llvm.loop_annotation<vectorize = #vec, mustProgress = true>
llvm.func @f(%a: i32) -> i32 {
  llvm.intr.dbg.value #var = %a : i32 loc(fused<#sp>["foo.c":4:1])
  llvm.br ^bb1 {loop_annotation = #ann}
^bb1:
  llvm.return %a : i32
} loc(fused<#sp>["foo.c":3:1])
