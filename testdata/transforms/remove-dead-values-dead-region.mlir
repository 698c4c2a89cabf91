// RUN: gomlir-opt %s -remove-dead-values | mlir-opt-upstream | FileCheck %s

// A region the analysis finds unreachable (constant condition): the values
// removed from it leave no dangling operand behind; their remaining users
// get ub.poison. (Upstream also removes the scf.if itself here.)

// CHECK-LABEL: func.func @dead_then
// CHECK: ub.poison : i32
// CHECK: return
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
