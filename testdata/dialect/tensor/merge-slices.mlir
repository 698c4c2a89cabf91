// RUN: gomlir-opt %s -split-input-file --test-tensor-transform-patterns=test-fold-consecutive-insert-extract-slice | FileCheck %s
// RUN: mlir-opt-upstream %s -split-input-file --test-tensor-transform-patterns=test-fold-consecutive-insert-extract-slice | FileCheck %s

// Consecutive slices merged into one, their offsets and strides composed
// (expected output recorded from upstream mlir-opt 22).

func.func @extract_extract(%src: tensor<?x?xf32>, %o0: index, %o1: index, %s: index) -> tensor<4x?xf32> {
  %0 = tensor.extract_slice %src[2, %o0] [16, %s] [1, 1] : tensor<?x?xf32> to tensor<16x?xf32>
  %1 = tensor.extract_slice %0[3, %o1] [4, %s] [1, 1] : tensor<16x?xf32> to tensor<4x?xf32>
  return %1 : tensor<4x?xf32>
}
// -----
func.func @strided(%src: tensor<?xf32>, %o0: index, %o1: index, %s: index, %st: index) -> tensor<?xf32> {
  %0 = tensor.extract_slice %src[%o0] [%s] [%st] : tensor<?xf32> to tensor<?xf32>
  %1 = tensor.extract_slice %0[%o1] [%s] [2] : tensor<?xf32> to tensor<?xf32>
  return %1 : tensor<?xf32>
}
// -----
func.func @same_offset(%src: tensor<?xf32>, %o: index, %s: index) -> tensor<?xf32> {
  %0 = tensor.extract_slice %src[%o] [%s] [1] : tensor<?xf32> to tensor<?xf32>
  %1 = tensor.extract_slice %0[%o] [%s] [1] : tensor<?xf32> to tensor<?xf32>
  return %1 : tensor<?xf32>
}
// -----
func.func @insert_insert(%dst: tensor<8x8xf32>, %mid: tensor<1x4xf32>, %src: tensor<4xf32>, %i: index) -> tensor<8x8xf32> {
  %0 = tensor.insert_slice %src into %mid[0, 0] [1, 4] [1, 1] : tensor<4xf32> into tensor<1x4xf32>
  %1 = tensor.insert_slice %0 into %dst[%i, 2] [1, 4] [1, 1] : tensor<1x4xf32> into tensor<8x8xf32>
  return %1 : tensor<8x8xf32>
}

// CHECK: #map = affine_map<()[s0, s1] -> (s0 + s1)>
// CHECK-NEXT: module {
// CHECK-LABEL: func.func @extract_extract(%arg0: tensor<?x?xf32>, %arg1: index, %arg2: index, %arg3: index) -> tensor<4x?xf32> {
// CHECK-NEXT:     %0 = affine.apply #map()[%arg2, %arg1]
// CHECK-NEXT:     %extracted_slice = tensor.extract_slice %arg0[5, %0] [4, %arg3] [1, 1] : tensor<?x?xf32> to tensor<4x?xf32>
// CHECK-NEXT:     return %extracted_slice : tensor<4x?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK: // -----
// CHECK: #map = affine_map<()[s0, s1, s2] -> (s0 * s1 + s2)>
// CHECK-NEXT: #map1 = affine_map<()[s0] -> (s0 * 2)>
// CHECK-NEXT: module {
// CHECK-LABEL: func.func @strided(%arg0: tensor<?xf32>, %arg1: index, %arg2: index, %arg3: index, %arg4: index) -> tensor<?xf32> {
// CHECK-NEXT:     %0 = affine.apply #map()[%arg2, %arg4, %arg1]
// CHECK-NEXT:     %1 = affine.apply #map1()[%arg4]
// CHECK-NEXT:     %extracted_slice = tensor.extract_slice %arg0[%0] [%arg3] [%1] : tensor<?xf32> to tensor<?xf32>
// CHECK-NEXT:     return %extracted_slice : tensor<?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK: // -----
// CHECK: #map = affine_map<()[s0] -> (s0 * 2)>
// CHECK-NEXT: module {
// CHECK-LABEL: func.func @same_offset(%arg0: tensor<?xf32>, %arg1: index, %arg2: index) -> tensor<?xf32> {
// CHECK-NEXT:     %0 = affine.apply #map()[%arg1]
// CHECK-NEXT:     %extracted_slice = tensor.extract_slice %arg0[%0] [%arg2] [1] : tensor<?xf32> to tensor<?xf32>
// CHECK-NEXT:     return %extracted_slice : tensor<?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK: // -----
// CHECK: module {
// CHECK-LABEL: func.func @insert_insert(%arg0: tensor<8x8xf32>, %arg1: tensor<1x4xf32>, %arg2: tensor<4xf32>, %arg3: index) -> tensor<8x8xf32> {
// CHECK-NEXT:     %inserted_slice = tensor.insert_slice %arg2 into %arg0[%arg3, 2] [1, 4] [1, 1] : tensor<4xf32> into tensor<8x8xf32>
// CHECK-NEXT:     return %inserted_slice : tensor<8x8xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
