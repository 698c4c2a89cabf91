// RUN: gomlir-opt %s -transform-interpreter > %t.g 2>&1
// RUN: mlir-opt-upstream %s -transform-interpreter > %t.u 2>&1
// RUN: diff %t.g %t.u
// RUN: FileCheck %s < %t.g

// apply_cse and apply_dce on payload functions (dead ops and the ops their
// erasure makes dead), annotate with a parameter.

// CHECK: func.func @f(%arg0: i32) -> i32 attributes {x = 1 : i64} {
// CHECK-NEXT: arith.constant 0
// CHECK-NEXT: arith.addi
// CHECK-NEXT: return

module attributes {transform.with_named_sequence} {
  func.func @f(%a: i32) -> i32 {
    %c0 = arith.constant 0 : i32
    %0 = arith.addi %a, %c0 : i32
    %1 = arith.muli %0, %0 : i32
    %2 = arith.addi %a, %c0 : i32
    %3 = arith.addi %a, %c0 : i32
    scf.execute_region {
      %x = arith.addi %a, %a : i32
      scf.yield
    }
    return %2 : i32
  }
  transform.named_sequence @__transform_main(%arg0: !transform.any_op) {
    %f = transform.structured.match ops{["func.func"]} in %arg0 : (!transform.any_op) -> !transform.any_op
    %p = transform.param.constant 1 : i64 -> !transform.param<i64>
    %q = transform.param.constant 2 : i64 -> !transform.param<i64>
    %pq = transform.merge_handles %p : !transform.param<i64>
    %adds = transform.structured.match ops{["arith.addi"]} in %f : (!transform.any_op) -> !transform.any_op
    transform.annotate %f "x" = %pq : !transform.any_op, !transform.param<i64>
    transform.apply_cse to %f : !transform.any_op
    transform.apply_dce to %f : !transform.any_op
    transform.yield
  }
}
