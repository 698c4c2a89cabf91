// RUN: gomlir-opt %s -transform-interpreter > %t.g 2>&1
// RUN: mlir-opt-upstream %s -transform-interpreter > %t.u 2>&1
// RUN: diff %t.g %t.u
// RUN: gomlir-opt %s -transform-interpreter 2>&1 | FileCheck %s
// RUN: gomlir-opt %s -canonicalize -allow-unregistered-dialect > %t.gc
// RUN: mlir-opt-upstream %s -canonicalize -allow-unregistered-dialect > %t.uc
// RUN: diff %t.gc %t.uc

// The interpreter: structured.match filters, get_parent_op, merge_handles,
// include, a suppressed silenceable failure, apply_patterns with
// canonicalization and CSE, print and emit_remark_at (remarks and printed IR
// compared with upstream's).

module attributes {transform.with_named_sequence} {
  func.func @f(%a: i32, %b: i32) -> i32 attributes {tag = 1} {
    %c0 = arith.constant 0 : i32
    %0 = arith.addi %a, %c0 : i32
    %1 = arith.muli %0, %b : i32
    %2 = arith.addi %a, %b : i32
    %3 = arith.addi %a, %b : i32
    %4 = arith.addi %2, %3 {foo} : i32
    %5 = arith.cmpi slt, %4, %1 : i32
    %6 = scf.if %5 -> i32 {
      %7 = arith.subi %4, %1 : i32
      scf.yield %7 : i32
    } else {
      scf.yield %1 : i32
    }
    return %6 : i32
  }
  func.func @g(%x: f32) -> f32 {
    %0 = arith.addf %x, %x : f32
    return %0 : f32
  }
  transform.named_sequence @helper(%arg0: !transform.any_op {transform.readonly}) -> !transform.any_op {
    %0 = transform.structured.match ops{["arith.subi"]} in %arg0 : (!transform.any_op) -> !transform.any_op
    transform.debug.emit_remark_at %0, "a subi" : !transform.any_op
    transform.yield %0 : !transform.any_op
  }
  transform.named_sequence @__transform_main(%arg0: !transform.any_op) {
    %adds = transform.structured.match ops{["arith.addi", "arith.addf"]} in %arg0 : (!transform.any_op) -> !transform.any_op
    transform.debug.emit_remark_at %adds, "an add" : !transform.any_op
    %foo = transform.structured.match attributes {foo} in %arg0 : (!transform.any_op) -> !transform.any_op
    transform.debug.emit_remark_at %foo, "has foo" : !transform.any_op
    %f32 = transform.structured.match filter_result_type = f32 in %arg0 : (!transform.any_op) -> !transform.any_op
    transform.debug.emit_remark_at %f32, "f32 result" : !transform.any_op
    %ops = transform.structured.match filter_operand_types = [i32] in %arg0 : (!transform.any_op) -> !transform.any_op
    transform.debug.emit_remark_at %ops, "two i32" : !transform.any_op
    %loops = transform.structured.match interface{LoopLikeInterface} in %arg0 : (!transform.any_op) -> !transform.any_op
    %p = transform.get_parent_op %adds {deduplicate} : (!transform.any_op) -> !transform.any_op
    transform.debug.emit_remark_at %p, "parent" : !transform.any_op
    %pi = transform.get_parent_op %adds {isolated_from_above, nth_parent = 2 : i64, allow_empty_results} : (!transform.any_op) -> !transform.any_op
    transform.debug.emit_remark_at %pi, "isolated parent 2" : !transform.any_op
    %m = transform.merge_handles deduplicate %p, %p : !transform.any_op
    transform.debug.emit_remark_at %m, "merged" : !transform.any_op
    %s = transform.include @helper failures(propagate) (%arg0) : (!transform.any_op) -> !transform.any_op
    transform.debug.emit_remark_at %s, "included" : !transform.any_op
    %funcs = transform.structured.match ops{["func.func"]} in %arg0 : (!transform.any_op) -> !transform.op<"func.func">
    transform.sequence %funcs : !transform.op<"func.func"> failures(suppress) {
    ^bb0(%f: !transform.op<"func.func">):
      %x = transform.get_parent_op %f {nth_parent = 5 : i64} : (!transform.op<"func.func">) -> !transform.any_op
      transform.debug.emit_remark_at %f, "after a suppressed failure" : !transform.op<"func.func">
    }
    transform.apply_patterns to %funcs {
      transform.apply_patterns.canonicalization
    } {apply_cse} : !transform.op<"func.func">
    transform.print %funcs {name = "after"} : !transform.op<"func.func">
    transform.yield
  }
}

// CHECK: remark: an add
// CHECK: remark: has foo
// CHECK: remark: f32 result
// CHECK: remark: parent
// CHECK: remark: isolated parent 2
// CHECK: remark: a subi
// CHECK: remark: included
// CHECK: remark: after a suppressed failure
// CHECK: IR printer: after
// CHECK: func.func @f
// CHECK: arith.muli %arg0, %arg1
