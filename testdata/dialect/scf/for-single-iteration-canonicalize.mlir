// RUN: gomlir-opt %s -allow-unregistered-dialect -canonicalize -split-input-file > %t.g
// RUN: mlir-opt-upstream %s -allow-unregistered-dialect -canonicalize -split-input-file > %t.u
// RUN: diff %t.g %t.u
// RUN: gomlir-opt %s -allow-unregistered-dialect -inline -split-input-file | FileCheck %s

// An scf.for of one iteration is inlined by SimplifyTrivialLoops: results
// it yields from the induction variable or an iter_arg take the value the
// block argument was replaced by (here the lower bound), never the erased
// block argument (once an "operation's operand is unlinked" failure of the
// random loop-program differential, seed 50158).

// CHECK-LABEL: func @yield_iv
// CHECK-NEXT:    %[[LB:.*]] = arith.constant -1 : index
// CHECK-NEXT:    "test.use"(%[[LB]]) : (index) -> ()
// CHECK-NEXT:    return %[[LB]] : index
func.func @yield_iv() -> index {
  %lb = arith.constant -1 : index
  %ub = arith.constant 2 : index
  %step = arith.constant 4 : index
  %r = scf.for %i = %lb to %ub step %step iter_args(%a = %ub) -> (index) {
    scf.yield %i : index
  }
  "test.use"(%r) : (index) -> ()
  return %r : index
}

// -----

// CHECK-LABEL: func @yield_iv_and_iter_arg
// CHECK-SAME:    (%[[A0:.*]]: index, %[[A1:.*]]: index, %[[M:.*]]: memref<4x?xi32>)
// CHECK-DAG:     %[[C3:.*]] = arith.constant 3 : i32
// CHECK-DAG:     %[[LB:.*]] = arith.constant -1 : index
// CHECK-NEXT:    memref.store %[[C3]], %[[M]][%[[LB]], %[[LB]]] : memref<4x?xi32>
// CHECK-NEXT:    return %[[A1]] : index
func.func @yield_iv_and_iter_arg(%arg0: index, %arg1: index, %m: memref<4x?xi32>) -> index {
  %ub = arith.constant 2 : index
  %lb = arith.constant -1 : index
  %step = arith.constant 4 : index
  %r:2 = scf.for %i = %lb to %ub step %step iter_args(%a = %ub, %b = %arg1) -> (index, index) {
    memref.alloca_scope {
      %x = arith.maxsi %arg1, %arg0 : index
      memref.alloca_scope.return
    }
    scf.yield %i, %b : index, index
  }
  %c = arith.constant 3 : i32
  memref.store %c, %m[%lb, %r#0] : memref<4x?xi32>
  return %r#1 : index
}
