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
// -----
func.func @pad(%t: tensor<?x4xf32>, %l: index, %h: index, %p: f32) -> (index, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %0 = tensor.pad %t low[%l, 1] high[2, %h] {
  ^bb0(%x: index, %y: index):
    tensor.yield %p : f32
  } : tensor<?x4xf32> to tensor<?x?xf32>
  %d0 = tensor.dim %0, %c0 : tensor<?x?xf32>
  %d1 = tensor.dim %0, %c1 : tensor<?x?xf32>
  return %d0, %d1 : index, index
}
// -----
func.func @concat(%a: tensor<?x4xf32>, %b: tensor<?x4xf32>, %c: tensor<3x?xf32>) -> (index, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %0 = tensor.concat dim(0) %a, %b, %c : (tensor<?x4xf32>, tensor<?x4xf32>, tensor<3x?xf32>) -> tensor<?x?xf32>
  %d0 = tensor.dim %0, %c0 : tensor<?x?xf32>
  %d1 = tensor.dim %0, %c1 : tensor<?x?xf32>
  return %d0, %d1 : index, index
}
// -----
func.func @pad_same(%t: tensor<?xf32>, %l: index, %p: f32) -> index {
  %c0 = arith.constant 0 : index
  %0 = tensor.pad %t low[%l] high[%l] {
  ^bb0(%x: index):
    tensor.yield %p : f32
  } : tensor<?xf32> to tensor<?xf32>
  %d0 = tensor.dim %0, %c0 : tensor<?xf32>
  return %d0 : index
}
// -----
func.func @pad_static(%t: tensor<4xf32>, %p: f32) -> index {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %0 = tensor.pad %t low[%c2] high[3] {
  ^bb0(%x: index):
    tensor.yield %p : f32
  } : tensor<4xf32> to tensor<?xf32>
  %d0 = tensor.dim %0, %c0 : tensor<?xf32>
  return %d0 : index
}
// -----
func.func @pad_value(%t: tensor<?xf32>, %p: f32) -> index {
  %c0 = arith.constant 0 : index
  %0 = tensor.pad %t low[0] high[0] {
  ^bb0(%x: index):
    tensor.yield %p : f32
  } : tensor<?xf32> to tensor<?xf32>
  %d0 = tensor.dim %0, %c0 : tensor<?xf32>
  return %d0 : index
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
// CHECK: // -----
// CHECK: #map = affine_map<()[s0, s1] -> (s0 + s1 + 2)>
// CHECK-NEXT: #map1 = affine_map<()[s0] -> (s0 + 5)>
// CHECK-NEXT: module {
// CHECK-LABEL: func.func @pad(%arg0: tensor<?x4xf32>, %arg1: index, %arg2: index, %arg3: f32) -> (index, index) {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %dim = tensor.dim %arg0, %c0 : tensor<?x4xf32>
// CHECK-NEXT:     %0 = affine.apply #map()[%dim, %arg1]
// CHECK-NEXT:     %1 = affine.apply #map1()[%arg2]
// CHECK-NEXT:     return %0, %1 : index, index
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK: // -----
// CHECK: #map = affine_map<()[s0, s1] -> (s0 + s1 + 3)>
// CHECK-NEXT: module {
// CHECK-LABEL: func.func @concat(%arg0: tensor<?x4xf32>, %arg1: tensor<?x4xf32>, %arg2: tensor<3x?xf32>) -> (index, index) {
// CHECK-NEXT:     %c4 = arith.constant 4 : index
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %dim = tensor.dim %arg0, %c0 : tensor<?x4xf32>
// CHECK-NEXT:     %dim_0 = tensor.dim %arg1, %c0 : tensor<?x4xf32>
// CHECK-NEXT:     %0 = affine.apply #map()[%dim, %dim_0]
// CHECK-NEXT:     return %0, %c4 : index, index
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK: // -----
// CHECK: #map = affine_map<()[s0, s1] -> (s0 + s1 * 2)>
// CHECK-NEXT: module {
// CHECK-LABEL: func.func @pad_same(%arg0: tensor<?xf32>, %arg1: index, %arg2: f32) -> index {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %dim = tensor.dim %arg0, %c0 : tensor<?xf32>
// CHECK-NEXT:     %0 = affine.apply #map()[%dim, %arg1]
// CHECK-NEXT:     return %0 : index
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK: // -----
// CHECK: module {
// CHECK-LABEL: func.func @pad_static(%arg0: tensor<4xf32>, %arg1: f32) -> index {
// CHECK-NEXT:     %c9 = arith.constant 9 : index
// CHECK-NEXT:     return %c9 : index
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK: // -----
// CHECK: module {
// CHECK-LABEL: func.func @pad_value(%arg0: tensor<?xf32>, %arg1: f32) -> index {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %dim = tensor.dim %arg0, %c0 : tensor<?xf32>
// CHECK-NEXT:     return %dim : index
// CHECK-NEXT:   }
// CHECK-NEXT: }
