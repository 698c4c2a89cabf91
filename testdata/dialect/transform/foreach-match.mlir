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

// foreach_match: matchers made of match ops, actions applied to the first
// match of each payload op (post-order, the root only with restrict_root),
// forwarded inputs and flattened results; its custom form puts each pair
// on its own line.

// CHECK: remark: matched
// CHECK: remark: matched2
// CHECK: %updated_root = transform.foreach_match in %arg0 {{$}}
// CHECK-NEXT: {{^        }}@match_add -> @act : (!transform.any_op) -> !transform.any_op

module attributes {transform.with_named_sequence} {
  func.func @f(%a: i32) -> i32 {
    %0 = arith.addi %a, %a : i32
    %1 = arith.muli %0, %a : i32
    return %1 : i32
  }
  transform.named_sequence @match_add(%op: !transform.any_op {transform.readonly}) -> !transform.any_op {
    transform.match.operation_name %op ["arith.addi", "arith.subi"] : !transform.any_op
    transform.yield %op : !transform.any_op
  }
  transform.named_sequence @act(%op: !transform.any_op {transform.readonly}) {
    transform.debug.emit_remark_at %op, "matched" : !transform.any_op
    transform.yield
  }
  transform.named_sequence @match_add2(%op: !transform.any_op {transform.readonly}, %x: !transform.any_op {transform.readonly}) -> (!transform.any_op, !transform.any_op) {
    transform.match.operation_name %op ["arith.muli"] : !transform.any_op
    transform.yield %op, %x : !transform.any_op, !transform.any_op
  }
  transform.named_sequence @match_add3(%op: !transform.any_op {transform.readonly}, %x: !transform.any_op {transform.readonly}) -> (!transform.any_op, !transform.any_op) {
    transform.match.operation_name %op ["arith.addi"] : !transform.any_op
    transform.yield %op, %x : !transform.any_op, !transform.any_op
  }
  transform.named_sequence @act2(%op: !transform.any_op {transform.readonly}, %x: !transform.any_op {transform.readonly}) -> !transform.any_op {
    transform.debug.emit_remark_at %op, "matched2" : !transform.any_op
    transform.yield %op : !transform.any_op
  }
  transform.named_sequence @__transform_main(%arg0: !transform.any_op {transform.consumed}) {
    %r = transform.foreach_match in %arg0 @match_add -> @act : (!transform.any_op) -> !transform.any_op
    %r2, %o = transform.foreach_match restrict_root flatten_results in %r, %r @match_add2 -> @act2, @match_add3 -> @act2 : (!transform.any_op, !transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.yield
  }
}
