// Malformed debug-info and loop attributes get upstream's diagnostics.
// RUN: not gomlir-opt %s -split-input-file 2> %t.g
// RUN: not mlir-opt-upstream %s -split-input-file 2> %t.u
// RUN: diff %t.g %t.u
// RUN: not gomlir-opt %s -split-input-file 2>&1 | FileCheck %s

// CHECK: invalid debug info debug info tag name: DW_TAG_foo
// CHECK: failed to parse LLVM_DIBasicTypeAttr parameter 'tag' which is to be a `unsigned`
#a = #llvm.di_basic_type<tag = DW_TAG_foo, name = "x">
// -----
// CHECK: struct is missing required parameter: name
#b = #llvm.di_basic_type<tag = DW_TAG_base_type>
// -----
#c = #llvm.di_basic_type<name = "x", name = "y">
// -----
// CHECK: expected one of [Zero, Bit0, {{.*}}] for LLVM DI flags, got: Bogus|Artificial
#d = #llvm.di_local_variable<scope = #llvm.di_file<"a" in "b">, flags = "Bogus|Artificial">
// -----
#e = #llvm.di_compile_unit<id = distinct[0]<>, sourceLanguage = DW_LANG_Foo, file = <"a" in "b">, isOptimized = true, emissionKind = Full>
// -----
#f = #llvm.di_compile_unit<id = distinct[0]<>, sourceLanguage = DW_LANG_C, file = <"a" in "b">, isOptimized = true, emissionKind = Half>
// -----
#g = #llvm.loop_unroll<disable = true, 3>
// -----
#h = #llvm.di_expression<[DW_OP_bogus]>
// -----
#i = #llvm.di_subroutine_type<callingConvention = DW_CC_nope>
// -----
#j = #llvm.di_lexical_block_file<scope = #llvm.di_file<"a" in "b">, discriminator = x>
// -----
#k = #llvm.loop_annotation<disableNonforced = true, parallelAccesses = #llvm.access_group<id = distinct[0]<>>, mustProgress = true>
