// RUN: not gomlir-opt %s -split-input-file -transform-interpreter > %t.g 2> %t.ge
// RUN: not mlir-opt-upstream %s -split-input-file -transform-interpreter > %t.u 2> %t.ue
// RUN: diff %t.g %t.u
// RUN: diff %t.ge %t.ue
// RUN: FileCheck %s < %t.ge

// The payload of parameters is checked against their types.

// CHECK: error: expected type attribute, got 4 : i64
// CHECK: error: expected affine map attribute, got 4 : i64
// CHECK: error: expected parameter to be an integer attribute, got "s"
// CHECK: remark: affine_map<(d0) -> (d0)>

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%arg0: !transform.any_op) {
    %p = transform.param.constant 4 : i64 -> !transform.type
    transform.yield
  }
}
// -----
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%arg0: !transform.any_op) {
    %p = transform.param.constant 4 : i64 -> !transform.affine_map
    transform.yield
  }
}
// -----
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%arg0: !transform.any_op) {
    %p = transform.param.constant "s" -> !transform.param<i64>
    transform.yield
  }
}
// -----
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%arg0: !transform.any_op) {
    %p = transform.param.constant i32 -> !transform.type
    %q = transform.param.constant affine_map<(d0) -> (d0)> -> !transform.affine_map
    %r = transform.param.constant "x" -> !transform.any_param
    transform.debug.emit_param_as_remark %q : !transform.affine_map
    transform.yield
  }
}
