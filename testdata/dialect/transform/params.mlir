// RUN: gomlir-opt %s > %t.g
// RUN: mlir-opt-upstream %s > %t.u
// RUN: diff %t.g %t.u
// RUN: gomlir-opt %s -mlir-print-op-generic > %t.g2
// RUN: mlir-opt-upstream %s -mlir-print-op-generic > %t.u2
// RUN: diff %t.g2 %t.u2
// RUN: gomlir-opt %s -transform-interpreter > %t.g3 2>&1
// RUN: mlir-opt-upstream %s -transform-interpreter > %t.u3 2>&1
// RUN: diff %t.g3 %t.u3
// RUN: FileCheck %s < %t.g3
// RUN: sed 's/match.param.cmpi eq/match.param.cmpi gt/' %s > %t.gt.mlir
// RUN: not gomlir-opt %t.gt.mlir -transform-interpreter > %t.g4 2>&1
// RUN: not mlir-opt-upstream %t.gt.mlir -transform-interpreter > %t.u4 2>&1
// RUN: diff %t.g4 %t.u4
// RUN: FileCheck %s --check-prefix=GT < %t.g4

// replicate, verify, match.param.cmpi and get_type.

// CHECK: remark: 2 : i64
// CHECK: remark: i32, i32
// GT: error: expected parameter to be greater than 2, got 2
// GT: note: value # 0 associated with the parameter defined here

module attributes {transform.with_named_sequence} {
  func.func @f(%a: i32) -> i32 {
    %0 = arith.addi %a, %a : i32
    %1 = arith.muli %0, %a : i32
    return %1 : i32
  }
  transform.named_sequence @__transform_main(%arg0: !transform.any_op) {
    %ops = transform.structured.match ops{["arith.addi", "arith.muli"]} in %arg0 : (!transform.any_op) -> !transform.any_op
    %f = transform.structured.match ops{["func.func"]} in %arg0 : (!transform.any_op) -> !transform.any_op
    %r:2 = transform.replicate num(%ops) %f, %f : !transform.any_op, !transform.any_op, !transform.any_op
    transform.verify %f : !transform.any_op
    %n = transform.num_associations %r#0 : (!transform.any_op) -> !transform.param<i64>
    %c = transform.param.constant 2 : i64 -> !transform.param<i64>
    transform.match.param.cmpi eq %n, %c : !transform.param<i64>
    transform.debug.emit_param_as_remark %n : !transform.param<i64>
    %v = transform.get_result %ops[0] : (!transform.any_op) -> !transform.any_value
    %t = transform.get_type %v : (!transform.any_value) -> !transform.type
    %t2 = transform.get_type elemental %v : (!transform.any_value) -> !transform.type
    transform.debug.emit_param_as_remark %t : !transform.type
    transform.yield
  }
}
