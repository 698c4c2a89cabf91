// RUN: gomlir-opt %s -inline -mlir-print-debuginfo > %t.g
// RUN: mlir-opt-upstream %s -inline -mlir-print-debuginfo > %t.u
// RUN: diff %t.g %t.u
// RUN: gomlir-opt %s -inline --mlir-disable-threading -mlir-print-debuginfo > %t.g1
// RUN: diff %t.g1 %t.u
// RUN: gomlir-opt %s -inline | FileCheck %s

// Each callable is simplified (canonicalized) when the bottom-up walk over
// the call graph reaches it, and calls are then inlined into it. @caller
// refers to @indirect through func.constant, which is no call graph edge:
// the walk reaches @caller first, whose simplification makes the call
// direct, and @indirect is inlined as written, with the call to
// @unreachable in its unreachable block. That call is inlined in turn,
// which leaves @unreachable without uses, so it is erased (the walk had
// already passed it while @indirect still used it).

// CHECK-NOT:     @unreachable
// CHECK-LABEL: func.func @caller
// CHECK-NEXT:    %[[C:.*]] = arith.constant 5 : i32
// CHECK-NEXT:    return %[[C]] : i32
// CHECK-NOT:     @indirect
// CHECK-LABEL: func.func @direct
// CHECK-NEXT:    %[[M:.*]] = arith.muli %arg0, %arg0 : i32
// CHECK-NEXT:    return %[[M]] : i32
// CHECK-NOT:     @leaf
func.func private @unreachable() {
  return
}

func.func @caller() -> i32 {
  %f = func.constant @indirect : () -> i32
  %r = func.call_indirect %f() : () -> i32
  return %r : i32
}

func.func private @indirect() -> i32 {
  %c5 = arith.constant 5 : i32
  return %c5 : i32
^bb1:
  %true = arith.constant true
  func.call @unreachable() : () -> ()
  cf.cond_br %true, ^bb1, ^bb1
}

// Callables only called are simplified before the walk reaches them (in
// parallel), with the same result.
func.func private @leaf(%x: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %y = arith.addi %x, %c0 : i32
  %r = arith.muli %y, %y : i32
  return %r : i32
}

func.func @direct(%x: i32) -> i32 {
  %r = func.call @leaf(%x) : (i32) -> i32
  return %r : i32
}
