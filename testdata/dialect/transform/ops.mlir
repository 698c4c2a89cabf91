// RUN: gomlir-opt %s > %t.g
// RUN: mlir-opt-upstream %s > %t.u
// RUN: diff %t.g %t.u
// RUN: gomlir-opt %s -mlir-print-op-generic -mlir-print-debuginfo > %t.g2
// RUN: mlir-opt-upstream %s -mlir-print-op-generic -mlir-print-debuginfo > %t.u2
// RUN: diff %t.g2 %t.u2
// RUN: gomlir-opt %s | FileCheck %s
// RUN: gomlir-opt %s -canonicalize > %t.g3
// RUN: mlir-opt-upstream %s -canonicalize > %t.u3
// RUN: diff %t.g3 %t.u3
// RUN: gomlir-opt %s -inline -symbol-dce -cse > %t.g4
// RUN: mlir-opt-upstream %s -inline -symbol-dce -cse > %t.u4
// RUN: diff %t.g4 %t.u4

// The custom forms of the core transform ops: named sequences (external,
// with results and argument annotations), sequences with and without a root
// and extra bindings, include, apply_patterns and its descriptors,
// structured.match with every filter, navigation and debugging ops; the
// generic transformations see the ops through their memory effects (unused
// read-only ops and sequences go away, prints stay) and named sequences as
// callables (an unused private external one is dropped by the inliner).

module attributes {transform.with_named_sequence} {
  transform.named_sequence private @ext(%arg0: !transform.any_op {transform.consumed}) -> !transform.any_op
  transform.named_sequence @foo(%arg0: !transform.any_op {transform.readonly}, %p: !transform.any_op {transform.readonly}) -> (!transform.any_op, !transform.op<"func.func">) {
    %0 = transform.structured.match ops{["func.func", "arith.addi"]} interface{LinalgOp} attributes{foo = 1 : i64, bar} filter_result_type = f32 filter_operand_types = [f32, i32] in %arg0 : (!transform.any_op) -> !transform.op<"func.func">
    %1 = transform.get_parent_op %0 {isolated_from_above, op_name = "func.func", nth_parent = 2 : i64, deduplicate, allow_empty_results} : (!transform.op<"func.func">) -> !transform.any_op
    %2 = transform.merge_handles deduplicate %1, %arg0 : !transform.any_op
    transform.print %2 : !transform.any_op
    transform.print
    transform.print {name = "a"}
    transform.debug.emit_remark_at %arg0, "hello" : !transform.any_op
    transform.yield %2, %0 : !transform.any_op, !transform.op<"func.func">
  }
  transform.named_sequence @__transform_main(%arg0: !transform.any_op) {
    %r:2 = transform.include @foo failures(propagate) (%arg0, %arg0) : (!transform.any_op, !transform.any_op) -> (!transform.any_op, !transform.op<"func.func">)
    transform.sequence %arg0 : !transform.any_op failures(suppress) {
    ^bb0(%a: !transform.any_op):
      transform.yield
    }
    %x = transform.sequence %arg0 : !transform.any_op -> !transform.any_op failures(propagate) {
    ^bb0(%a: !transform.any_op):
      transform.yield %a : !transform.any_op
    }
    transform.apply_patterns to %arg0 {
      transform.apply_patterns.canonicalization
    } {max_iterations = 3 : i64} : !transform.any_op
    transform.yield
  }
}

// CHECK: transform.named_sequence private @ext(!transform.any_op {transform.consumed}) -> !transform.any_op
// CHECK: transform.structured.match ops{["func.func", "arith.addi"]} interface{LinalgOp} attributes {bar, foo = 1 : i64} filter_result_type = f32 filter_operand_types = [f32, i32] in %arg0
// CHECK: transform.print {{$}}
// CHECK: transform.print  {name = "a"}
// CHECK: transform.sequence %arg0 : !transform.any_op failures(suppress) {
// CHECK: yield %arg1 : !transform.any_op

module attributes {transform.with_named_sequence} {
  transform.named_sequence @multi(%arg0: !transform.any_op, %arg1: !transform.any_op, %p: !transform.param<i64>) {
    transform.sequence %arg0, %arg1, %p : !transform.any_op, !transform.any_op, !transform.param<i64> failures(propagate) {
    ^bb0(%a: !transform.any_op, %b: !transform.any_op, %c: !transform.param<i64>):
    }
    transform.sequence failures(propagate) {
    ^bb0(%a: !transform.any_op):
    }
    transform.apply_patterns to %arg0 {
      transform.apply_patterns.memref.alloc_to_alloca size_limit(32)
      transform.apply_patterns.memref.alloc_to_alloca
    } : !transform.any_op
    %v = transform.merge_handles %arg0 : !transform.any_op
    transform.yield
  }
}

// CHECK: transform.sequence %arg0, %arg1, %arg2 : (!transform.any_op, !transform.any_op, !transform.param<i64>) failures(propagate) {
// CHECK: transform.sequence  failures(propagate) {
// CHECK: transform.apply_patterns.memref.alloc_to_alloca size_limit(32)
