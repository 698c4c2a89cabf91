// RUN: not gomlir-opt %s -split-input-file -allow-unregistered-dialect -transform-interpreter > %t.g 2> %t.ge
// RUN: not mlir-opt-upstream %s -split-input-file -allow-unregistered-dialect -transform-interpreter > %t.u 2> %t.ue
// RUN: diff %t.g %t.u
// RUN: diff %t.ge %t.ue
// RUN: FileCheck %s < %t.ge

// Handle navigation and splitting, foreach, parameters and their remarks,
// annotations, with their silenceable failures (stdout and diagnostics both
// compared with upstream's).

// CHECK: error: {{.*}} expected to contain 3 payloads but it contains 2 payloads
// CHECK: error: {{.*}} expected to contain 1 payloads but it contains 2 payloads
// CHECK: overflow_result is not a valid result index
// CHECK: prior targets' payload size (2) differs from payload size (1) of target
// CHECK: remark: zip
// CHECK: could not find a producer for operand number: 1 of
// CHECK: handle must be mapped to exactly one payload op
// CHECK: result number overflow
// CHECK: remark: consumer
// CHECK: remark: num 1
// CHECK: incompatible payload operation name expected arith.addi vs func.return
// CHECK: expected the type of the parameter attribute ('i64') to match the parameter type ('i32')

module attributes {transform.with_named_sequence} {
  func.func @f(%a: i32) -> i32 {
    %0 = arith.addi %a, %a : i32
    %1 = arith.muli %0, %a : i32
    return %1 : i32
  }
  transform.named_sequence @__transform_main(%arg0: !transform.any_op) {
    %ops = transform.structured.match ops{["arith.addi", "arith.muli"]} in %arg0 : (!transform.any_op) -> !transform.any_op
    %s:3 = transform.split_handle %ops : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    transform.yield
  }
}
// -----
module attributes {transform.with_named_sequence} {
  func.func @f(%a: i32) -> i32 {
    %0 = arith.addi %a, %a : i32
    %1 = arith.muli %0, %a : i32
    return %1 : i32
  }
  transform.named_sequence @__transform_main(%arg0: !transform.any_op) {
    %ops = transform.structured.match ops{["arith.addi", "arith.muli"]} in %arg0 : (!transform.any_op) -> !transform.any_op
    %s = transform.split_handle %ops : (!transform.any_op) -> (!transform.any_op)
    transform.yield
  }
}
// -----
module attributes {transform.with_named_sequence} {
  func.func @f(%a: i32) -> i32 {
    %0 = arith.addi %a, %a : i32
    %1 = arith.muli %0, %a : i32
    return %1 : i32
  }
  transform.named_sequence @__transform_main(%arg0: !transform.any_op) {
    %ops = transform.structured.match ops{["arith.addi", "arith.muli"]} in %arg0 : (!transform.any_op) -> !transform.any_op
    %s:2 = transform.split_handle %ops {overflow_result = 3} : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.yield
  }
}
// -----
module attributes {transform.with_named_sequence} {
  func.func @f(%a: i32) -> i32 {
    %0 = arith.addi %a, %a : i32
    %1 = arith.muli %0, %a : i32
    return %1 : i32
  }
  transform.named_sequence @__transform_main(%arg0: !transform.any_op) {
    %ops = transform.structured.match ops{["arith.addi", "arith.muli"]} in %arg0 : (!transform.any_op) -> !transform.any_op
    %f = transform.structured.match ops{["func.func"]} in %arg0 : (!transform.any_op) -> !transform.any_op
    transform.foreach %ops, %f : !transform.any_op, !transform.any_op {
    ^bb0(%o: !transform.any_op, %p: !transform.any_op):
    }
    transform.yield
  }
}
// -----
module attributes {transform.with_named_sequence} {
  func.func @f(%a: i32) -> i32 {
    %0 = arith.addi %a, %a : i32
    %1 = arith.muli %0, %a : i32
    return %1 : i32
  }
  transform.named_sequence @__transform_main(%arg0: !transform.any_op) {
    %ops = transform.structured.match ops{["arith.addi", "arith.muli"]} in %arg0 : (!transform.any_op) -> !transform.any_op
    %f = transform.structured.match ops{["func.func"]} in %arg0 : (!transform.any_op) -> !transform.any_op
    transform.foreach %ops, %f with_zip_shortest : !transform.any_op, !transform.any_op {
    ^bb0(%o: !transform.any_op, %p: !transform.any_op):
      transform.debug.emit_remark_at %o, "zip" : !transform.any_op
    }
    %p = transform.get_producer_of_operand %ops[1] : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}
// -----
module attributes {transform.with_named_sequence} {
  func.func @f(%a: i32) -> i32 {
    %0 = arith.addi %a, %a : i32
    %1 = arith.muli %0, %a : i32
    return %1 : i32
  }
  transform.named_sequence @__transform_main(%arg0: !transform.any_op) {
    %ops = transform.structured.match ops{["arith.addi", "arith.muli"]} in %arg0 : (!transform.any_op) -> !transform.any_op
    %c = transform.get_consumers_of_result %ops[0] : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}
// -----
module attributes {transform.with_named_sequence} {
  func.func @f(%a: i32) -> i32 {
    %0 = arith.addi %a, %a : i32
    %1 = arith.muli %0, %a : i32
    return %1 : i32
  }
  transform.named_sequence @__transform_main(%arg0: !transform.any_op) {
    %ops = transform.structured.match ops{["arith.addi"]} in %arg0 : (!transform.any_op) -> !transform.any_op
    %c = transform.get_consumers_of_result %ops[3] : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}
// -----
module attributes {transform.with_named_sequence} {
  func.func @f(%a: i32) -> i32 {
    %0 = arith.addi %a, %a : i32
    return %0 : i32
  }
  transform.named_sequence @__transform_main(%arg0: !transform.any_op) {
    %ops = transform.structured.match ops{["arith.addi"]} in %arg0 : (!transform.any_op) -> !transform.any_op
    %c = transform.get_consumers_of_result %ops[0] : (!transform.any_op) -> !transform.any_op
    transform.debug.emit_remark_at %c, "consumer" : !transform.any_op
    %n = transform.num_associations %c : (!transform.any_op) -> !transform.param<i64>
    transform.debug.emit_param_as_remark %n, "num" : !transform.param<i64>
    %x = transform.cast %c : !transform.any_op to !transform.op<"arith.addi">
    transform.yield
  }
}
// -----
%0 = "test.x"() : () -> !transform.any_op
%n = transform.num_associations %0 : (!transform.any_op) -> !transform.param<i32>
