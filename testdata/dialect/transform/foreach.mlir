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
// RUN: gomlir-opt %s -transform-interpreter=entry-point=overflow > %t.g4 2>&1
// RUN: mlir-opt-upstream %s -transform-interpreter=entry-point=overflow > %t.u4 2>&1
// RUN: diff %t.g4 %t.u4
// RUN: gomlir-opt %s -canonicalize -allow-unregistered-dialect > %t.gc
// RUN: mlir-opt-upstream %s -canonicalize -allow-unregistered-dialect > %t.uc
// RUN: diff %t.gc %t.uc

// Custom forms of foreach, cast, parameters, annotate, split_handle and the
// navigation ops, and what the interpreter makes of them.

// CHECK-COUNT-2: remark: each
// CHECK: remark: 4 : i64
// CHECK: remark: param 4 : i64
// CHECK: func.func @f(%arg0: i32) -> i32 attributes {my_attr = 4 : i64, unit_attr}

module attributes {transform.with_named_sequence} {
  func.func @f(%a: i32) -> i32 {
    %0 = arith.addi %a, %a : i32
    %1 = arith.muli %0, %a : i32
    return %1 : i32
  }
  transform.named_sequence @match_add(%op: !transform.any_op {transform.readonly}) -> !transform.any_op {
    transform.yield %op : !transform.any_op
  }
  transform.named_sequence @act(%op: !transform.any_op {transform.readonly}) {
    transform.debug.emit_remark_at %op, "matched" : !transform.any_op
    transform.yield
  }
  transform.named_sequence @__transform_main(%arg0: !transform.any_op) {
    %f = transform.structured.match ops{["func.func"]} attributes {sym_name = "f"} in %arg0 : (!transform.any_op) -> !transform.any_op
    %ops = transform.structured.match ops{["arith.addi", "arith.muli"]} in %f : (!transform.any_op) -> !transform.any_op
    transform.foreach %ops : !transform.any_op {
    ^bb0(%o: !transform.any_op):
      transform.debug.emit_remark_at %o, "each" : !transform.any_op
    }
    %y = transform.foreach %ops, %ops : !transform.any_op, !transform.any_op -> !transform.any_op {
    ^bb0(%o: !transform.any_op, %p: !transform.any_op):
      transform.yield %o : !transform.any_op
    }
    %c = transform.cast %ops : !transform.any_op to !transform.any_op
    %sel0 = transform.select "arith.muli" in %ops : (!transform.any_op) -> !transform.any_op
    %p = transform.param.constant 4 : i64 -> !transform.param<i64>
    transform.debug.emit_param_as_remark %p : !transform.param<i64>
    transform.debug.emit_param_as_remark %p, "param" at %f : !transform.param<i64>, !transform.any_op
    transform.annotate %f "my_attr" = %p : !transform.any_op, !transform.param<i64>
    transform.annotate %f "unit_attr" : !transform.any_op
    %s:2 = transform.split_handle %ops : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    %s3:3 = transform.split_handle %ops {pass_through_empty_handle = true, fail_on_payload_too_small = false} : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    %prod = transform.get_producer_of_operand %sel0[0] : (!transform.any_op) -> !transform.any_op
    %cons = transform.get_consumers_of_result %sel0[0] : (!transform.any_op) -> !transform.any_op
    %n = transform.num_associations %ops : (!transform.any_op) -> !transform.param<i64>
    %sel = transform.select "arith.addi" in %ops : (!transform.any_op) -> !transform.any_op
    transform.apply_cse to %f : !transform.any_op
    transform.yield
  }
}

module attributes {transform.with_named_sequence} {
  func.func @g(%a: i32) -> i32 {
    %0 = arith.addi %a, %a : i32
    %1 = arith.muli %0, %a : i32
    %2 = arith.subi %1, %a : i32
    return %2 : i32
  }
  transform.named_sequence @overflow(%arg0: !transform.any_op {transform.readonly}) {
    %ops = transform.structured.match ops{["arith.addi", "arith.muli", "arith.subi"]} in %arg0 : (!transform.any_op) -> !transform.any_op
    %s:2 = transform.split_handle %ops {overflow_result = 1} : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.debug.emit_remark_at %s#1, "overflow" : !transform.any_op
    transform.yield
  }
}
