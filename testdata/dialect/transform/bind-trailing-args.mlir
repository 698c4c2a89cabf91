// RUN: gomlir-opt %s -transform-interpreter=debug-bind-trailing-args=arith.addi,func.return > %t.g 2>&1
// RUN: mlir-opt-upstream %s -transform-interpreter=debug-bind-trailing-args=arith.addi,func.return > %t.u 2>&1
// RUN: diff %t.g %t.u
// RUN: FileCheck %s < %t.g
// RUN: not gomlir-opt %s -transform-interpreter=debug-bind-trailing-args=arith.addi > %t.g2 2>&1
// RUN: not mlir-opt-upstream %s -transform-interpreter=debug-bind-trailing-args=arith.addi > %t.u2 2>&1
// RUN: diff %t.g2 %t.u2
// RUN: FileCheck %s --check-prefix=MISSING < %t.g2

// The interpreter pass binds the trailing arguments of the entry point to
// the payload ops of the given names.

// CHECK: remark: one
// CHECK: remark: two
// MISSING: error: operation expects 2 extra value bindings, but 1 were provided to the interpreter

module attributes {transform.with_named_sequence} {
  func.func @f(%a: i32) -> i32 {
    %0 = arith.addi %a, %a : i32
    %1 = arith.muli %0, %a : i32
    return %1 : i32
  }
  transform.named_sequence @__transform_main(%arg0: !transform.any_op, %arg1: !transform.any_op, %arg2: !transform.any_op) {
    transform.debug.emit_remark_at %arg1, "one" : !transform.any_op
    transform.debug.emit_remark_at %arg2, "two" : !transform.any_op
    transform.yield
  }
}
