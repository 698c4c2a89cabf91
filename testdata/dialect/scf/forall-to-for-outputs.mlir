// RUN: gomlir-opt %s -pass-pipeline='builtin.module(func.func(scf-forall-to-for,canonicalize))' | FileCheck %s

// The shared outputs of scf.forall are carried by the iter_args of the loop
// nest; tensor.parallel_insert_slice becomes tensor.insert_slice (as in
// newer upstream; MLIR 22 itself produces invalid IR here).

// CHECK-LABEL: func.func @nested_with_result
// CHECK:         %[[CST:.*]] = arith.constant dense<0.000000e+00> : tensor<1x1xf32>
// CHECK-DAG:     %[[C1:.*]] = arith.constant 1 : index
// CHECK-DAG:     %[[C0:.*]] = arith.constant 0 : index
// CHECK-DAG:     %[[C2:.*]] = arith.constant 2 : index
// CHECK-DAG:     %[[C4:.*]] = arith.constant 4 : index
// CHECK:         %[[INIT:.*]] = tensor.empty() : tensor<4x2xf32>
// CHECK:         %[[OUTER:.*]] = scf.for %[[I:.*]] = %[[C0]] to %[[C4]] step %[[C1]] iter_args(%[[O:.*]] = %[[INIT]]) -> (tensor<4x2xf32>) {
// CHECK:           %[[INNER:.*]] = scf.for %[[J:.*]] = %[[C0]] to %[[C2]] step %[[C1]] iter_args(%[[P:.*]] = %[[O]]) -> (tensor<4x2xf32>) {
// CHECK:             %[[UPD:.*]] = tensor.insert_slice %[[CST]] into %[[P]][%[[I]], %[[J]]] [1, 1] [1, 1] : tensor<1x1xf32> into tensor<4x2xf32>
// CHECK:             scf.yield %[[UPD]] : tensor<4x2xf32>
// CHECK:           scf.yield %[[INNER]] : tensor<4x2xf32>
// CHECK:         return %[[OUTER]] : tensor<4x2xf32>
func.func @nested_with_result() -> tensor<4x2xf32> {
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %cst = arith.constant 0.000000e+00 : f32
  %0 = tensor.empty() : tensor<4x2xf32>
  %res = scf.forall (%arg0, %arg1) in (%c4, %c2) shared_outs(%o = %0) -> (tensor<4x2xf32>) {
    %2 = tensor.splat %cst : tensor<1x1xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %2 into %o[%arg0, %arg1] [1, 1] [1, 1] : tensor<1x1xf32> into tensor<4x2xf32>
    }
  }
  return %res : tensor<4x2xf32>
}
