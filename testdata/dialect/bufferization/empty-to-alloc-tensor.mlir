// RUN: gomlir-opt %s -empty-tensor-to-alloc-tensor > %t.g
// RUN: mlir-opt-upstream %s -empty-tensor-to-alloc-tensor > %t.u
// RUN: diff %t.g %t.u
// RUN: gomlir-opt %s -empty-tensor-to-alloc-tensor | FileCheck %s

// tensor.empty becomes bufferization.alloc_tensor; the greedy driver folds
// and erases dead ops on the way.

// CHECK-LABEL: func.func @f
// CHECK-NEXT: %[[C:.*]] = arith.constant 5 : index
// CHECK-NEXT: bufferization.alloc_tensor(%arg0) : tensor<?x4xf32>
// CHECK-NEXT: bufferization.alloc_tensor() : tensor<2xi8>
// CHECK-NEXT: return
func.func @f(%n: index) -> (tensor<?x4xf32>, tensor<2xi8>, index) {
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %s = arith.addi %c2, %c3 : index
  %0 = tensor.empty(%n) : tensor<?x4xf32>
  %1 = tensor.empty() : tensor<2xi8>
  %2 = tensor.empty() : tensor<3xi8>
  return %0, %1, %s : tensor<?x4xf32>, tensor<2xi8>, index
}
