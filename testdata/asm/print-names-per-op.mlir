// RUN: gomlir-opt %s -allow-unregistered-dialect > %t.g
// RUN: mlir-opt-upstream %s -allow-unregistered-dialect > %t.u
// RUN: diff %t.g %t.u
// RUN: FileCheck %s < %t.g
// RUN: gomlir-opt %s -allow-unregistered-dialect -mlir-print-unique-ssa-ids > %t.g
// RUN: mlir-opt-upstream %s -allow-unregistered-dialect -mlir-print-unique-ssa-ids > %t.u
// RUN: diff %t.g %t.u
// RUN: gomlir-opt %s -allow-unregistered-dialect -mlir-print-value-users > %t.g
// RUN: mlir-opt-upstream %s -allow-unregistered-dialect -mlir-print-value-users > %t.u
// RUN: diff %t.g %t.u
// RUN: gomlir-opt %s -allow-unregistered-dialect -mlir-use-nameloc-as-prefix -mlir-print-debuginfo > %t.g
// RUN: mlir-opt-upstream %s -allow-unregistered-dialect -mlir-use-nameloc-as-prefix -mlir-print-debuginfo > %t.u
// RUN: diff %t.g %t.u

// The printer names the values nested in each op of the top-level module
// when it prints that op (and forgets them after): names in nested regions
// still see the names of the enclosing regions, and the values of the
// module's own region keep their names everywhere.

// CHECK:      %c1_i32 = arith.constant 1 : i32
// CHECK:      %1 = "t.wrap"() ({
// CHECK-NEXT:   %c1_i32_0 = arith.constant 1 : i32
// CHECK:        %2 = "t.add"(%c1_i32, %c1_i32_0, %0#1)
// CHECK:      func.func @f(%arg0: i32, %arg1: i1) -> i32 {
// CHECK-NEXT:   %c1_i32_0 = arith.constant 1 : i32
// CHECK-NEXT:   %2 = scf.if %arg1 -> (i32) {
// CHECK-NEXT:     %c1_i32_1 = arith.constant 1 : i32
// CHECK:        ^bb1(%3: i32):  // 2 preds: ^bb0, ^bb1
// CHECK:      "t.use"(%1, %0#0)
// CHECK:      module @inner {
// CHECK-NEXT:   func.func @g(%arg0: i32) -> i32 {
// CHECK-NEXT:     %c1_i32_0 = arith.constant 1 : i32
// CHECK:        %c7_i32 = arith.constant 7 : i32
// CHECK:      "t.use"(%2) : (i32) -> ()
// CHECK-NEXT: %2 = "t.def"(%c1_i32)
%c1_i32 = arith.constant 1 : i32
%0:2 = "t.two"() : () -> (i32, i32)
%r = "t.wrap"() ({
  %c1_i32_0 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %1 = "t.add"(%c1_i32, %c1_i32_0, %0#1) : (i32, i32, i32) -> i32
  "t.yield"(%1, %c2) : (i32, i32) -> ()
}) : () -> i32
func.func @f(%a: i32, %b: i1) -> i32 {
  %c1 = arith.constant 1 : i32
  %x = scf.if %b -> (i32) {
    %c1_0 = arith.constant 1 : i32
    %y = arith.addi %a, %c1_0 : i32
    scf.yield %y : i32
  } else {
    scf.yield %c1 : i32
  }
  cf.br ^bb1(%x : i32)
^bb1(%z: i32):
  cf.cond_br %b, ^bb2, ^bb1(%z : i32)
^bb2:
  return %z : i32
}
"t.use"(%r, %0#0) : (i32, i32) -> ()
module @inner {
  func.func @g(%a: i32) -> i32 {
    %c1 = arith.constant 1 : i32
    %s = arith.addi %a, %c1 : i32
    return %s : i32
  }
  %c7 = arith.constant 7 : i32
}
"t.graph"() ({
  "t.use"(%late) : (i32) -> ()
  %late = "t.def"(%c1_i32) : (i32) -> i32 loc("late")
}) : () -> ()
