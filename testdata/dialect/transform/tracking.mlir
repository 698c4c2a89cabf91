// RUN: not gomlir-opt %s --split-input-file --transform-interpreter 2>&1 | FileCheck %s
// Handles follow their payload through pattern rewrites (the tracking listener).

// CHECK: remark: hello
// CHECK: note: see current operation: %c2 = arith.constant 2 : index
// CHECK: IR printer:
// CHECK-NEXT: %c2 = arith.constant 2 : index
func.func @f() -> index {
  %c = arith.constant 1 : index
  %d = arith.addi %c, %c : index
  return %d : index
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%arg0: !transform.any_op {transform.readonly}) {
    %0 = transform.structured.match ops{["arith.addi"]} in %arg0 : (!transform.any_op) -> !transform.any_op
    %f = transform.structured.match ops{["func.func"]} in %arg0 : (!transform.any_op) -> !transform.any_op
    transform.apply_patterns to %f {
      transform.apply_patterns.canonicalization
    } : !transform.any_op
    transform.debug.emit_remark_at %0, "hello" : !transform.any_op
    transform.print %0 : !transform.any_op
    %p = transform.get_parent_op %0 : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}

// -----

// CHECK: error: tracking listener failed to find replacement op during application of this transform op
// CHECK: note: replacement values belong to different ops
// CHECK: note: replacement is required because this handle must be updated
// CHECK: note: [0] replaced op
// CHECK: note: [0] replacement value 0
func.func @f(%x: index) -> index {
  %c = arith.constant 0 : index
  %d = arith.addi %x, %c : index
  %e = arith.muli %d, %d : index
  return %e : index
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%arg0: !transform.any_op {transform.readonly}) {
    %0 = transform.structured.match ops{["arith.addi"]} in %arg0 : (!transform.any_op) -> !transform.any_op
    %f = transform.structured.match ops{["func.func"]} in %arg0 : (!transform.any_op) -> !transform.any_op
    transform.apply_patterns to %f {
      transform.apply_patterns.canonicalization
    } : !transform.any_op
    transform.debug.emit_remark_at %0, "hello" : !transform.any_op
    transform.yield
  }
}

// -----

// CHECK: remark: 1
// CHECK: IR printer:
// CHECK-NEXT: %c4 = arith.constant 4 : index
func.func @f(%x: index) -> index {
  %c = arith.constant 1 : index
  %d = arith.addi %c, %c : index
  %e = arith.addi %d, %d : index
  return %e : index
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%arg0: !transform.any_op {transform.readonly}) {
    %0 = transform.structured.match ops{["arith.addi"]} in %arg0 : (!transform.any_op) -> !transform.any_op
    %f = transform.structured.match ops{["func.func"]} in %arg0 : (!transform.any_op) -> !transform.any_op
    transform.apply_patterns to %f {
      transform.apply_patterns.canonicalization
    } {apply_cse} : !transform.any_op
    %n = transform.num_associations %0 : (!transform.any_op) -> !transform.param<i64>
    transform.debug.emit_param_as_remark %n : !transform.param<i64>
    transform.print %0 : !transform.any_op
    transform.yield
  }
}
