// RUN: gomlir-opt %s -canonicalize | FileCheck %s
// RUN: gomlir-opt %s -canonicalize > %t.g
// RUN: mlir-opt-upstream %s -canonicalize > %t.u
// RUN: diff %t.g %t.u
// RUN: gomlir-opt %s -canonicalize -mlir-print-op-generic -mlir-print-debuginfo > %t.g2
// RUN: mlir-opt-upstream %s -canonicalize -mlir-print-op-generic -mlir-print-debuginfo > %t.u2
// RUN: diff %t.g2 %t.u2

// ForOpTensorCastFolder: iter_args initialized by a tensor.cast losing
// static sizes are carried with the static type.

// CHECK-LABEL: func @two
// CHECK: scf.for {{.*}} -> (f32, tensor<32x?xf32>, tensor<4x4xf32>)
// CHECK-LABEL: func @twice
// CHECK: scf.for {{.*}} -> (tensor<?x?xf32>)
func.func private @do(%arg0: tensor<?x?xf32>) -> tensor<?x?xf32>
func.func @two(%t0: tensor<32x?xf32>, %t1: tensor<4x4xf32>, %f: f32) -> (tensor<?x?xf32>, f32, tensor<?x?xf32>) {
  %c0 = arith.constant 0 : index
  %c32 = arith.constant 32 : index
  %c1024 = arith.constant 1024 : index
  %0 = tensor.cast %t0 : tensor<32x?xf32> to tensor<?x?xf32>
  %a = tensor.cast %t1 : tensor<4x4xf32> to tensor<?x?xf32>
  %1:3 = scf.for %i = %c0 to %c1024 step %c32 iter_args(%x = %f, %y = %0, %z = %a) -> (f32, tensor<?x?xf32>, tensor<?x?xf32>) {
    %2 = func.call @do(%y) : (tensor<?x?xf32>) -> tensor<?x?xf32>
    %3 = func.call @do(%z) : (tensor<?x?xf32>) -> tensor<?x?xf32>
    %4 = arith.addf %x, %x : f32
    scf.yield %4, %2, %3 : f32, tensor<?x?xf32>, tensor<?x?xf32>
  } {some_attr}
  return %1#1, %1#0, %1#2 : tensor<?x?xf32>, f32, tensor<?x?xf32>
}
func.func @twice(%t0: tensor<32x1xf32>) -> (tensor<?x?xf32>, tensor<?x?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c32 = arith.constant 32 : index
  %0 = tensor.cast %t0 : tensor<32x1xf32> to tensor<?x?xf32>
  %1 = scf.for %i = %c0 to %c32 step %c1 iter_args(%y = %0) -> (tensor<?x?xf32>) {
    %2 = func.call @do(%y) : (tensor<?x?xf32>) -> tensor<?x?xf32>
    scf.yield %2 : tensor<?x?xf32>
  }
  return %1, %1 : tensor<?x?xf32>, tensor<?x?xf32>
}
