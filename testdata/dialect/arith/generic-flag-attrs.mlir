// RUN: gomlir-opt %s -allow-unregistered-dialect -mlir-print-op-generic > %t.g
// RUN: mlir-opt-upstream %s -allow-unregistered-dialect -mlir-print-op-generic > %t.u
// RUN: diff %t.g %t.u
// RUN: gomlir-opt %s -allow-unregistered-dialect > %t.g
// RUN: mlir-opt-upstream %s -allow-unregistered-dialect > %t.u
// RUN: diff %t.g %t.u
// RUN: FileCheck %s < %t.g

// Arith's flag attributes in the generic form: single cases (read without
// tokenizing the body) and lists give the same attributes.

// CHECK: arith.addi %0, %0 : i32
// CHECK: arith.addi %0, %0 overflow<nsw> : i32
// CHECK: arith.addi %0, %0 overflow<nsw, nuw> : i32
// CHECK: arith.addf %4, %4 fastmath<fast> : f32
// CHECK: arith.addf %4, %4 : f32
// CHECK: arith.addf %4, %4 fastmath<nnan,ninf> : f32
// CHECK: arith.addf %4, %4 fastmath<contract> : f32
%0 = "t.def"() : () -> i32
%1 = "arith.addi"(%0, %0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
%2 = "arith.addi"(%0, %0) <{overflowFlags = #arith.overflow<nsw>}> : (i32, i32) -> i32
%3 = "arith.addi"(%0, %0) <{overflowFlags = #arith.overflow<nsw, nuw>}> : (i32, i32) -> i32
%4 = "t.def"() : () -> f32
%5 = "arith.addf"(%4, %4) <{fastmath = #arith.fastmath<fast>}> : (f32, f32) -> f32
%6 = "arith.addf"(%4, %4) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
%7 = "arith.addf"(%4, %4) <{fastmath = #arith.fastmath<nnan,ninf>}> : (f32, f32) -> f32
%8 = "arith.addf"(%4, %4) <{fastmath = #arith.fastmath<contract>}> : (f32, f32) -> f32
