// RUN: gomlir-opt %s -remove-dead-values > %t.g
// RUN: mlir-opt-upstream %s -remove-dead-values > %t.u
// RUN: diff %t.g %t.u
// RUN: FileCheck %s < %t.g

// A region the analysis finds unreachable (constant condition): its values
// are removed without leaving a dangling operand, and the region op goes
// once it is trivially dead.

// CHECK-LABEL: func.func @dead_then
// CHECK-NEXT: return %arg0
func.func @dead_then(%a: i32) -> i32 {
  %false = arith.constant false
  %r = scf.if %false -> i32 {
    %x = arith.addi %a, %a : i32
    scf.yield %x : i32
  } else {
    scf.yield %a : i32
  }
  return %r : i32
}

// CHECK-LABEL: func.func @dead_body_used_after
func.func @dead_body_used_after(%a: i32, %b: i1) -> (i32, i32) {
  %true = arith.constant true
  %r:2 = scf.if %true -> (i32, i32) {
    scf.yield %a, %a : i32, i32
  } else {
    %y = arith.muli %a, %a : i32
    scf.yield %y, %a : i32, i32
  }
  return %r#0, %r#1 : i32, i32
}
