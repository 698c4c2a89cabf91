// RUN: gomlir-opt %s -inline | FileCheck %s
// RUN: gomlir-opt %s -inline -mlir-print-debuginfo > %t.g
// RUN: mlir-opt-upstream %s -inline -mlir-print-debuginfo > %t.u
// RUN: diff %t.g %t.u
// RUN: gomlir-opt %s -inline --mlir-disable-threading > %t.g2
// RUN: mlir-opt-upstream %s -inline --mlir-disable-threading > %t.u2
// RUN: diff %t.g2 %t.u2

// The default pipeline canonicalizes every callable, before and after
// inlining into it.

// CHECK-LABEL: func.func @caller
// CHECK-NEXT:    %[[C:.*]] = arith.constant 12 : i32
// CHECK-NEXT:    %[[M:.*]] = arith.muli %arg0, %arg0 : i32
// CHECK-NEXT:    %[[R:.*]] = arith.muli %[[M]], %[[C]] : i32
// CHECK-NEXT:    return %[[R]] : i32
func.func private @square(%a: i32) -> i32 {
  %0 = arith.muli %a, %a : i32
  return %0 : i32
}
func.func private @scale(%a: i32) -> i32 {
  %c3 = arith.constant 3 : i32
  %c4 = arith.constant 4 : i32
  %k = arith.muli %c3, %c4 : i32
  %0 = arith.muli %a, %k : i32
  return %0 : i32
}
func.func @caller(%a: i32) -> i32 {
  %0 = call @square(%a) : (i32) -> i32
  %1 = call @scale(%0) : (i32) -> i32 loc("call_scale")
  return %1 : i32
}
// CHECK-LABEL: func.func @unused_results
// CHECK-NEXT:    return
func.func @unused_results(%a: i32) {
  %0 = call @pure(%a) : (i32) -> i32
  return
}
func.func private @pure(%a: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %0 = arith.addi %a, %c0 : i32
  return %0 : i32
}
