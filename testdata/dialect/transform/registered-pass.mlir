// RUN: not gomlir-opt %s -split-input-file -transform-interpreter > %t.g 2> %t.ge
// RUN: not mlir-opt-upstream %s -split-input-file -transform-interpreter > %t.u 2> %t.ue
// RUN: diff %t.g %t.u
// RUN: diff %t.ge %t.ue
// RUN: FileCheck %s < %t.ge
// RUN: FileCheck %s --check-prefix=IR < %t.g
// RUN: gomlir-opt %s -split-input-file -mlir-print-op-generic > %t.g2
// RUN: mlir-opt-upstream %s -split-input-file -mlir-print-op-generic > %t.u2
// RUN: diff %t.g2 %t.u2

// apply_registered_pass: passes with options from a dictionary run on the
// payload through the pass manager; the op consumes its target, so later
// uses of handles to that payload (or nested in it) fail as upstream
// reports them, as do uses of handles consumed by an include.

// IR-LABEL: func.func @f
// IR-NEXT: arith.muli %arg0, %arg0
// CHECK: error: op uses a handle invalidated by a previously executed transform op
// CHECK: note: handle to invalidated ops
// CHECK: note: invalidated by this transform op that consumes its operand #0 and invalidates all handles to payload IR entities associated with this operand and entities nested in them
// CHECK: note: ancestor payload op
// CHECK: note: nested payload op
// CHECK: error: unknown pass or pass pipeline: nonexistent
// CHECK: error: <Pass-Options-Parser>: no such option top_down
// CHECK: error: failed to add pass or pass pipeline to pipeline: canonicalize
// CHECK: error: op uses a handle invalidated by a previously executed transform op

module attributes {transform.with_named_sequence} {
  func.func @f(%a: i32) -> i32 {
    %c0 = arith.constant 0 : i32
    %0 = arith.addi %a, %c0 : i32
    %1 = arith.addi %a, %c0 : i32
    %2 = arith.muli %0, %1 : i32
    return %2 : i32
  }
  transform.named_sequence @__transform_main(%arg0: !transform.any_op) {
    %f = transform.structured.match ops{["func.func"]} in %arg0 : (!transform.any_op) -> !transform.any_op
    %1 = transform.apply_registered_pass "cse" to %f : (!transform.any_op) -> !transform.any_op
    %2 = transform.apply_registered_pass "canonicalize" with options = {"max-iterations" = 3 : i64, "region-simplify" = "normal", "disable-patterns" = ["a", "b"]} to %1 : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}

// -----

module attributes {transform.with_named_sequence} {
  func.func @f(%a: i32) -> i32 {
    return %a : i32
  }
  transform.named_sequence @__transform_main(%arg0: !transform.any_op) {
    %f = transform.structured.match ops{["func.func"]} in %arg0 : (!transform.any_op) -> !transform.any_op
    %r = transform.structured.match ops{["func.return"]} in %arg0 : (!transform.any_op) -> !transform.any_op
    %1 = transform.apply_registered_pass "cse" to %f : (!transform.any_op) -> !transform.any_op
    transform.debug.emit_remark_at %r, "stale" : !transform.any_op
    transform.yield
  }
}

// -----

module attributes {transform.with_named_sequence} {
  func.func @f(%a: i32) -> i32 {
    return %a : i32
  }
  transform.named_sequence @__transform_main(%arg0: !transform.any_op) {
    %f = transform.structured.match ops{["func.func"]} in %arg0 : (!transform.any_op) -> !transform.any_op
    %1 = transform.apply_registered_pass "nonexistent" to %f : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}

// -----

module attributes {transform.with_named_sequence} {
  func.func @f(%a: i32) -> i32 {
    return %a : i32
  }
  transform.named_sequence @__transform_main(%arg0: !transform.any_op) {
    %f = transform.structured.match ops{["func.func"]} in %arg0 : (!transform.any_op) -> !transform.any_op
    %1 = transform.apply_registered_pass "canonicalize" with options = {top_down = false} to %f : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}

// -----

module attributes {transform.with_named_sequence} {
  func.func @f(%a: i32) -> i32 {
    return %a : i32
  }
  transform.named_sequence @eat(%arg0: !transform.any_op {transform.consumed}) {
    %0 = transform.apply_registered_pass "cse" to %arg0 : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
  transform.named_sequence @__transform_main(%arg0: !transform.any_op) {
    %f = transform.structured.match ops{["func.func"]} in %arg0 : (!transform.any_op) -> !transform.any_op
    transform.include @eat failures(propagate) (%f) : (!transform.any_op) -> ()
    transform.include @eat failures(propagate) (%f) : (!transform.any_op) -> ()
    transform.yield
  }
}
