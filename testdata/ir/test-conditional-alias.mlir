// A dialect attribute that prints its parameter as an alias when the
// parameter has one (AsmPrinter::printAlias), also inside a deferred
// location alias.
// RUN: gomlir-opt %s -split-input-file -mlir-print-debuginfo > %t.g
// RUN: mlir-opt-upstream %s -split-input-file -mlir-print-debuginfo > %t.u
// RUN: diff %t.g %t.u
// RUN: FileCheck %s < %t.g

#unalias_me = "goodbye"
#keep_aliased = "alias_test:dot_in_name"

// CHECK: #test.conditional_alias<hello>
"test.op"() {attr = #test.conditional_alias<"hello">} : () -> ()
// CHECK-NEXT: #test.conditional_alias<#test_encoding>
"test.op"() {attr = #test.conditional_alias<"alias_test:tensor_encoding">} : () -> ()
// CHECK: #test.conditional_alias<goodbye>
"test.op"() {attr = #test.conditional_alias<#unalias_me>} : () -> ()
// CHECK-NEXT: #test.conditional_alias<#test2Ealias>
"test.op"() {attr = #test.conditional_alias<#keep_aliased>} : () -> ()
// CHECK-NEXT: #test.conditional_alias<"a b">
"test.op"() {attr = #test.conditional_alias<"a b">} : () -> ()

// -----

#keep_aliased = "alias_test:dot_in_name"
#cond_alias = #test.conditional_alias<#keep_aliased>
#no_alias = loc(fused<#cond_alias>["test.mlir":1:1])

// CHECK: fused<#test.conditional_alias<#test2Ealias>
"test.op"() {attr = #no_alias} : () -> () loc(fused<#no_alias>["test.mlir":0:0])
