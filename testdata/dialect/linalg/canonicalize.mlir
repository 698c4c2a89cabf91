// RUN: gomlir-opt %s -canonicalize | FileCheck %s
// RUN: mlir-opt-upstream %s -canonicalize | FileCheck %s
// RUN: gomlir-opt %s -canonicalize --mlir-print-op-generic --mlir-print-debuginfo > %t.g
// RUN: mlir-opt-upstream %s -canonicalize --mlir-print-op-generic --mlir-print-debuginfo > %t.u
// RUN: diff %t.g %t.u

// Canonicalization of the linalg ops (expected output recorded from
// upstream mlir-opt 22): identity generics become their input (cast to the
// result type) or vanish on a buffer, ops on empty buffers and unused ops on
// tensors are erased, identity transposes fold, and fills fold into
// extracts, transposes, copies and reshapes.

// CHECK-LABEL: func @identity
// CHECK-NEXT: %[[CAST:.*]] = tensor.cast %arg1 : tensor<?x8xf32> to tensor<4x8xf32>
// CHECK-NEXT: return %[[CAST]], %arg0
// CHECK-LABEL: func @fills
// CHECK-NEXT: %[[T:.*]] = linalg.fill ins(%arg2 : f32) outs(%arg1 : tensor<8x4xf32>) -> tensor<8x4xf32>
// CHECK-NEXT: %[[C:.*]] = linalg.fill ins(%arg2 : f32) outs(%arg0 : tensor<4x8xf32>) -> tensor<4x8xf32>
// CHECK-NEXT: %[[COL:.*]] = tensor.collapse_shape %arg0
// CHECK-NEXT: linalg.fill ins(%arg2 : f32) outs(%[[COL]] : tensor<32xf32>) -> tensor<32xf32>
// CHECK-NEXT: %[[EXP:.*]] = tensor.expand_shape %arg0
// CHECK-NEXT: linalg.fill ins(%arg2 : f32) outs(%[[EXP]] : tensor<2x2x8xf32>) -> tensor<2x2x8xf32>
// CHECK-NEXT: linalg.fill ins(%arg2 : f32) outs(%arg5 : memref<4x8xf32>)
// CHECK-NEXT: linalg.copy ins(%arg4 : memref<4x8xf32>) outs(%arg5 : memref<4x8xf32>)
// CHECK-NEXT: return %arg2, %[[T]], %[[C]]

#map = affine_map<(d0, d1) -> (d0, d1)>
func.func @identity(%a: tensor<4x8xf32>, %b: tensor<?x8xf32>, %m: memref<4x8xf32>, %z: memref<0x8xf32>) -> (tensor<4x8xf32>, tensor<4x8xf32>) {
  %0 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%b : tensor<?x8xf32>) outs(%a : tensor<4x8xf32>) {
  ^bb0(%x: f32, %y: f32):
    linalg.yield %x : f32
  } -> tensor<4x8xf32>
  linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%m : memref<4x8xf32>) outs(%m : memref<4x8xf32>) {
  ^bb0(%x: f32, %y: f32):
    linalg.yield %x : f32
  }
  linalg.exp ins(%z : memref<0x8xf32>) outs(%z : memref<0x8xf32>)
  %1 = linalg.transpose ins(%a : tensor<4x8xf32>) outs(%a : tensor<4x8xf32>) permutation = [0, 1]
  linalg.copy ins(%m : memref<4x8xf32>) outs(%m : memref<4x8xf32>)
  %unused = linalg.exp ins(%a : tensor<4x8xf32>) outs(%a : tensor<4x8xf32>) -> tensor<4x8xf32>
  return %0, %1 : tensor<4x8xf32>, tensor<4x8xf32>
}
func.func @fills(%a: tensor<4x8xf32>, %t: tensor<8x4xf32>, %c: f32, %i: index, %m: memref<4x8xf32>, %m2: memref<4x8xf32>) -> (f32, tensor<8x4xf32>, tensor<4x8xf32>, tensor<32xf32>, tensor<2x2x8xf32>) {
  %0 = linalg.fill ins(%c : f32) outs(%a : tensor<4x8xf32>) -> tensor<4x8xf32>
  %e = tensor.extract %0[%i, %i] : tensor<4x8xf32>
  %1 = linalg.transpose ins(%0 : tensor<4x8xf32>) outs(%t : tensor<8x4xf32>) permutation = [1, 0]
  %2 = linalg.copy ins(%0 : tensor<4x8xf32>) outs(%a : tensor<4x8xf32>) -> tensor<4x8xf32>
  %3 = tensor.collapse_shape %0 [[0, 1]] : tensor<4x8xf32> into tensor<32xf32>
  %4 = tensor.expand_shape %0 [[0, 1], [2]] output_shape [2, 2, 8] : tensor<4x8xf32> into tensor<2x2x8xf32>
  linalg.fill ins(%c : f32) outs(%m2 : memref<4x8xf32>)
  linalg.copy ins(%m : memref<4x8xf32>) outs(%m2 : memref<4x8xf32>)
  return %e, %1, %2, %3, %4 : f32, tensor<8x4xf32>, tensor<4x8xf32>, tensor<32xf32>, tensor<2x2x8xf32>
}

// CHECK-LABEL: func @casts
// CHECK-NEXT: %[[E:.*]] = linalg.exp ins(%arg0 : tensor<4x8xf32>) outs(%arg1 : tensor<4x8xf32>) -> tensor<4x8xf32>
// CHECK-NEXT: %[[C:.*]] = tensor.cast %[[E]] : tensor<4x8xf32> to tensor<?x8xf32>
func.func @casts(%a: tensor<4x8xf32>, %b: tensor<4x8xf32>, %c: f32) -> (tensor<?x8xf32>, tensor<?x?xf32>) {
  %0 = tensor.cast %b : tensor<4x8xf32> to tensor<?x8xf32>
  %1 = tensor.cast %a : tensor<4x8xf32> to tensor<?x8xf32>
  %2 = linalg.exp ins(%1 : tensor<?x8xf32>) outs(%0 : tensor<?x8xf32>) -> tensor<?x8xf32>
  %3 = linalg.fill ins(%c : f32) outs(%0 : tensor<?x8xf32>) -> tensor<?x8xf32>
  %4 = tensor.cast %3 : tensor<?x8xf32> to tensor<?x?xf32>
  return %2, %4 : tensor<?x8xf32>, tensor<?x?xf32>
}
