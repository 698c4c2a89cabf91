// RUN: gomlir-opt %s -split-input-file --resolve-shaped-type-result-dims | FileCheck %s
// RUN: mlir-opt-upstream %s -split-input-file --resolve-shaped-type-result-dims | FileCheck %s
// RUN: gomlir-opt %s -split-input-file --resolve-ranked-shaped-type-result-dims | FileCheck %s

// Dims of tensor op results resolved through the sizes the producers
// reify (expected output recorded from upstream mlir-opt 22).

func.func @empty(%a: index, %b: index) -> (index, index, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %0 = tensor.empty(%a, %b) : tensor<?x4x?xf32>
  %1 = tensor.dim %0, %c0 : tensor<?x4x?xf32>
  %2 = tensor.dim %0, %c1 : tensor<?x4x?xf32>
  %3 = tensor.dim %0, %c2 : tensor<?x4x?xf32>
  return %1, %2, %3 : index, index, index
}
// -----
func.func @splat_generate(%v: f32, %a: index) -> (index, index) {
  %c0 = arith.constant 0 : index
  %0 = tensor.splat %v[%a] : tensor<?xf32>
  %1 = tensor.dim %0, %c0 : tensor<?xf32>
  %g = tensor.generate %a {
  ^bb0(%i: index):
    tensor.yield %v : f32
  } : tensor<?xf32>
  %2 = tensor.dim %g, %c0 : tensor<?xf32>
  return %1, %2 : index, index
}
// -----
func.func @expand(%t: tensor<?xf32>, %a: index) -> index {
  %c0 = arith.constant 0 : index
  %0 = tensor.expand_shape %t [[0, 1]] output_shape [%a, 4] : tensor<?xf32> into tensor<?x4xf32>
  %1 = tensor.dim %0, %c0 : tensor<?x4xf32>
  return %1 : index
}
// -----
func.func @collapse(%t: tensor<?x4xf32>) -> index {
  %c0 = arith.constant 0 : index
  %0 = tensor.collapse_shape %t [[0, 1]] : tensor<?x4xf32> into tensor<?xf32>
  %1 = tensor.dim %0, %c0 : tensor<?xf32>
  return %1 : index
}
// -----
func.func @not_reified(%t: tensor<?xf32>, %s: tensor<1xi32>) -> index {
  %c0 = arith.constant 0 : index
  %0 = tensor.reshape %t(%s) : (tensor<?xf32>, tensor<1xi32>) -> tensor<?xf32>
  %1 = tensor.dim %0, %c0 : tensor<?xf32>
  return %1 : index
}

// CHECK: module {
// CHECK-LABEL: func.func @empty(%arg0: index, %arg1: index) -> (index, index, index) {
// CHECK-NEXT:     %c4 = arith.constant 4 : index
// CHECK-NEXT:     return %arg0, %c4, %arg1 : index, index, index
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK: // -----
// CHECK: module {
// CHECK-LABEL: func.func @splat_generate(%arg0: f32, %arg1: index) -> (index, index) {
// CHECK-NEXT:     return %arg1, %arg1 : index, index
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK: // -----
// CHECK: module {
// CHECK-LABEL: func.func @expand(%arg0: tensor<?xf32>, %arg1: index) -> index {
// CHECK-NEXT:     return %arg1 : index
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK: // -----
// CHECK: #map = affine_map<()[s0] -> (s0 * 4)>
// CHECK-NEXT: module {
// CHECK-LABEL: func.func @collapse(%arg0: tensor<?x4xf32>) -> index {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %dim = tensor.dim %arg0, %c0 : tensor<?x4xf32>
// CHECK-NEXT:     %0 = affine.apply #map()[%dim]
// CHECK-NEXT:     return %0 : index
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK: // -----
// CHECK: module {
// CHECK-LABEL: func.func @not_reified(%arg0: tensor<?xf32>, %arg1: tensor<1xi32>) -> index {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %dim = tensor.dim %arg0, %c0 : tensor<?xf32>
// CHECK-NEXT:     return %dim : index
// CHECK-NEXT:   }
// CHECK-NEXT: }
