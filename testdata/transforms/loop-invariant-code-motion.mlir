// RUN: gomlir-opt -allow-unregistered-dialect %s -loop-invariant-code-motion | FileCheck %s
// RUN: gomlir-opt -allow-unregistered-dialect %s -loop-invariant-code-motion > %t.g
// RUN: mlir-opt-upstream -allow-unregistered-dialect %s -loop-invariant-code-motion > %t.u
// RUN: diff %t.g %t.u

// Memory-effect-free speculatable ops whose operands come from outside the
// loop leave it, innermost loops first; users are retried after a move.
// CHECK-LABEL: func.func @test_invariant_nested_loop
// CHECK-NEXT:    %[[C:.*]] = arith.constant 5 : i32
// CHECK-NEXT:    %[[A:.*]] = arith.addi %[[C]], %[[C]] : i32
// CHECK-NEXT:    %[[B:.*]] = arith.addi %[[A]], %[[C]] : i32
// CHECK-NEXT:    test.graph_loop  {
// CHECK-NEXT:    ^bb0(%{{.*}}: i32):
// CHECK-LABEL: func.func @with_args
// CHECK-NEXT:    arith.muli
// CHECK-NEXT:    test.graph_loop
// CHECK-NEXT:      arith.divsi
func.func @test_invariant_nested_loop() {
  %0 = arith.constant 5 : i32
  test.graph_loop {
    %1 = arith.addi %0, %0 : i32
    %2 = arith.addi %1, %0 : i32
    test.graph_loop {
    ^bb0(%arg0: i32):
      %3 = arith.subi %arg0, %arg0 : i32
      test.region_yield %3 : i32
    } : () -> ()
    test.region_yield %2 : i32
  } : () -> ()
  return
}
func.func @test_invariant_backedge() {
  test.graph_loop {
    %0 = arith.addi %2, %1 : i32
    %1 = arith.addi %2, %2 : i32
    %2 = arith.constant 5 : i32
    test.region_yield %0 : i32
  } : () -> ()
  return
}
func.func @test_invariant_cycle_not_hoisted() {
  test.graph_loop {
    %0 = "test.a"(%1) : (i32) -> i32
    %1 = "test.b"(%0) : (i32) -> i32
    test.region_yield %0 : i32
  } : () -> ()
  return
}
func.func @with_args(%a: i32, %b: i32) -> i32 {
  %r = test.graph_loop %a {
    %0 = arith.muli %a, %b : i32
    %1 = arith.divsi %a, %b : i32
    %2 = arith.addi %0, %1 : i32
    "test.sink"(%2) : (i32) -> ()
    test.region_yield %0 : i32
  } : (i32) -> i32
  return %r : i32
}
