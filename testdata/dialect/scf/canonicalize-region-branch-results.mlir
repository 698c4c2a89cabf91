// RUN: gomlir-opt %s -canonicalize > %t.g
// RUN: mlir-opt-upstream %s -canonicalize > %t.u
// RUN: diff %t.g %t.u
// RUN: gomlir-opt %s -canonicalize | FileCheck %s

// Upstream's RemoveDuplicateSuccessorInputUses compares the successor
// inputs in an order that depends on addresses (a DenseMap, then an
// unstable sort), so the number of visits to the scf.while may differ;
// the result does not.


// Dead results, duplicate and forwarded iter_args of scf.while, scf.if,
// scf.index_switch and scf.execute_region.

// CHECK-LABEL: func.func @region_branch_ops
// CHECK-SAME:    (%[[C:.*]]: i1, %[[A:.*]]: i32, %[[B:.*]]: i32, %[[N:.*]]: index)
// CHECK-NEXT:    %[[F:.*]] = arith.constant false
// CHECK-NEXT:    %[[IF:.*]] = scf.if %[[C]] -> (i32) {
// CHECK:         %[[W:.*]] = scf.while (%[[X:.*]] = %[[A]]) : (i32) -> i32 {
// CHECK-NEXT:      scf.condition(%[[F]]) %[[X]] : i32
// CHECK-NEXT:    } do {
// CHECK-NEXT:    ^bb0(%[[X2:.*]]: i32):
// CHECK-NEXT:      %[[S:.*]] = arith.addi %[[X2]], %[[X2]] : i32
// CHECK-NEXT:      scf.yield %[[S]] : i32
// CHECK:         %[[SW:.*]] = scf.index_switch %[[N]] -> i32
// CHECK-NEXT:    case 1 {
// CHECK-NEXT:      scf.yield %[[B]] : i32
// CHECK:         default {
// CHECK-NEXT:      scf.yield %[[A]] : i32
// CHECK:         return %[[IF]], %[[W]], %[[SW]], %[[B]] : i32, i32, i32, i32
func.func @region_branch_ops(%c: i1, %a: i32, %b: i32, %n: index) -> (i32, i32, i32, i32) {
  %0:2 = scf.if %c -> (i32, i32) {
    %x = arith.addi %a, %b : i32
    scf.yield %x, %a : i32, i32
  } else {
    %y = arith.muli %a, %b : i32
    scf.yield %y, %a : i32, i32
  }
  %1:3 = scf.while (%x = %a, %y = %a, %z = %b) : (i32, i32, i32) -> (i32, i32, i32) {
    %cc = arith.cmpi slt, %x, %y : i32
    scf.condition(%cc) %x, %y, %z : i32, i32, i32
  } do {
  ^bb0(%x: i32, %y: i32, %z: i32):
    %s = arith.addi %x, %y : i32
    scf.yield %s, %s, %z : i32, i32, i32
  }
  %2:2 = scf.index_switch %n -> i32, i32
  case 1 {
    scf.yield %a, %b : i32, i32
  }
  default {
    scf.yield %a, %a : i32, i32
  }
  %3:2 = scf.execute_region -> (i32, i32) no_inline {
    %s = arith.addi %a, %b : i32
    scf.yield %s, %b : i32, i32
  }
  return %0#0, %1#0, %2#1, %3#1 : i32, i32, i32, i32
}
