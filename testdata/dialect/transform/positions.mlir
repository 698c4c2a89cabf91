// RUN: not gomlir-opt %s -split-input-file -allow-unregistered-dialect -transform-interpreter > %t.g 2> %t.ge
// RUN: not mlir-opt-upstream %s -split-input-file -allow-unregistered-dialect -transform-interpreter > %t.u 2> %t.ue
// RUN: diff %t.g %t.u
// RUN: diff %t.ge %t.ue
// RUN: FileCheck %s < %t.ge
// RUN: not gomlir-opt %s -split-input-file -allow-unregistered-dialect -mlir-print-op-generic > %t.g2 2>&1
// RUN: not mlir-opt-upstream %s -split-input-file -allow-unregistered-dialect -mlir-print-op-generic > %t.u2 2>&1
// RUN: diff %t.g2 %t.u2

// get_result and get_operand: position lists, except(...), all and negative
// positions; value handles in remarks (op results and block arguments);
// position overflow and the verifier of the position list.

// CHECK: remark: result
// CHECK: note: value handle points to an op result #0
// CHECK: remark: block arg
// CHECK: note: value handle points to a block argument #0 in block #0 in region #0
// CHECK: error: position overflow 5 (updated from 5) for maximum 2
// CHECK: note: while considering positions of this payload operation
// CHECK: cannot request both 'all' and 'inverted' values in the list
// CHECK: expected the listed values to be unique
// CHECK: must request specific values in the list if 'all' is not specified

module attributes {transform.with_named_sequence} {
  func.func @f(%a: i32) -> (i32, i32) {
    %0 = arith.addi %a, %a : i32
    %1 = arith.muli %0, %a : i32
    return %0, %1 : i32, i32
  }
  transform.named_sequence @__transform_main(%arg0: !transform.any_op) {
    %ops = transform.structured.match ops{["arith.addi", "arith.muli"]} in %arg0 : (!transform.any_op) -> !transform.any_op
    %ret = transform.structured.match ops{["func.return"]} in %arg0 : (!transform.any_op) -> !transform.any_op
    %r = transform.get_result %ops[0] : (!transform.any_op) -> !transform.any_value
    %r2 = transform.get_result %ops[all] : (!transform.any_op) -> !transform.any_value
    %r3 = transform.get_result %ops[except(0)] : (!transform.any_op) -> !transform.any_value
    %o = transform.get_operand %ret[0, -1] : (!transform.any_op) -> !transform.any_value
    %o2 = transform.get_operand %ret[except(-1)] : (!transform.any_op) -> !transform.any_value
    transform.debug.emit_remark_at %r, "result" : !transform.any_value
    transform.debug.emit_remark_at %r3, "inverted" : !transform.any_value
    transform.debug.emit_remark_at %o, "operand" : !transform.any_value
    transform.debug.emit_remark_at %o2, "operand inverted" : !transform.any_value
    %d = transform.get_defining_op %o : (!transform.any_value) -> !transform.any_op
    transform.debug.emit_remark_at %d, "def" : !transform.any_op
    %args = transform.get_result %ops[0] : (!transform.any_op) -> !transform.any_value
    %fop = transform.get_operand %ops[1] : (!transform.any_op) -> !transform.any_value
    transform.debug.emit_remark_at %fop, "block arg" : !transform.any_value
    %bad = transform.get_operand %ret[5] : (!transform.any_op) -> !transform.any_value
    transform.yield
  }
}
// -----
%0 = "test.x"() : () -> !transform.any_op
%1 = transform.get_result %0[all] {is_inverted} : (!transform.any_op) -> !transform.any_value
// -----
%0 = "test.x"() : () -> !transform.any_op
%1 = transform.get_result %0[1, 1] : (!transform.any_op) -> !transform.any_value
// -----
%0 = "test.x"() : () -> !transform.any_op
%1 = "transform.get_result"(%0) <{raw_position_list = array<i64>}> : (!transform.any_op) -> !transform.any_value
