// RUN: gomlir-opt %s -split-input-file --test-tensor-transform-patterns=test-reassociative-reshape-folding | FileCheck %s
// RUN: mlir-opt-upstream %s -split-input-file --test-tensor-transform-patterns=test-reassociative-reshape-folding | FileCheck %s

// Reshapes adding or dropping unit dimensions folded into the slices next
// to them (expected output recorded from upstream mlir-opt 22).

func.func @expand_of_extract(%t: tensor<8x1x4xf32>, %i: index) -> tensor<2x1x4xf32> {
  %0 = tensor.extract_slice %t[%i, 0, 0] [2, 1, 4] [1, 1, 1] : tensor<8x1x4xf32> to tensor<2x4xf32>
  %1 = tensor.expand_shape %0 [[0, 1], [2]] output_shape [2, 1, 4] : tensor<2x4xf32> into tensor<2x1x4xf32>
  return %1 : tensor<2x1x4xf32>
}
// -----
func.func @collapse_of_extract(%t: tensor<8x8x8xf32>, %i: index) -> tensor<4x8xf32> {
  %0 = tensor.extract_slice %t[%i, 0, 0] [1, 4, 8] [1, 1, 1] : tensor<8x8x8xf32> to tensor<1x4x8xf32>
  %1 = tensor.collapse_shape %0 [[0, 1], [2]] : tensor<1x4x8xf32> into tensor<4x8xf32>
  return %1 : tensor<4x8xf32>
}
// -----
func.func @insert_of_collapse(%t: tensor<1x4x8xf32>, %d: tensor<8x8x8xf32>, %i: index) -> tensor<8x8x8xf32> {
  %0 = tensor.collapse_shape %t [[0, 1], [2]] : tensor<1x4x8xf32> into tensor<4x8xf32>
  %1 = tensor.insert_slice %0 into %d[%i, 0, 0] [1, 4, 8] [1, 1, 1] : tensor<4x8xf32> into tensor<8x8x8xf32>
  return %1 : tensor<8x8x8xf32>
}
// -----
func.func @insert_of_expand(%t: tensor<4x8xf32>, %d: tensor<8x8x8xf32>, %i: index) -> tensor<8x8x8xf32> {
  %0 = tensor.expand_shape %t [[0, 1], [2]] output_shape [1, 4, 8] : tensor<4x8xf32> into tensor<1x4x8xf32>
  %1 = tensor.insert_slice %0 into %d[%i, 0, 0] [1, 4, 8] [1, 1, 1] : tensor<1x4x8xf32> into tensor<8x8x8xf32>
  return %1 : tensor<8x8x8xf32>
}

// CHECK: module {
// CHECK-LABEL: func.func @expand_of_extract(%arg0: tensor<8x1x4xf32>, %arg1: index) -> tensor<2x1x4xf32> {
// CHECK-NEXT:     %extracted_slice = tensor.extract_slice %arg0[%arg1, 0, 0] [2, 1, 4] [1, 1, 1] : tensor<8x1x4xf32> to tensor<2x1x4xf32>
// CHECK-NEXT:     return %extracted_slice : tensor<2x1x4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK: // -----
// CHECK: module {
// CHECK-LABEL: func.func @collapse_of_extract(%arg0: tensor<8x8x8xf32>, %arg1: index) -> tensor<4x8xf32> {
// CHECK-NEXT:     %extracted_slice = tensor.extract_slice %arg0[%arg1, 0, 0] [1, 4, 8] [1, 1, 1] : tensor<8x8x8xf32> to tensor<4x8xf32>
// CHECK-NEXT:     return %extracted_slice : tensor<4x8xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK: // -----
// CHECK: module {
// CHECK-LABEL: func.func @insert_of_collapse(%arg0: tensor<1x4x8xf32>, %arg1: tensor<8x8x8xf32>, %arg2: index) -> tensor<8x8x8xf32> {
// CHECK-NEXT:     %inserted_slice = tensor.insert_slice %arg0 into %arg1[%arg2, 0, 0] [1, 4, 8] [1, 1, 1] : tensor<1x4x8xf32> into tensor<8x8x8xf32>
// CHECK-NEXT:     return %inserted_slice : tensor<8x8x8xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK: // -----
// CHECK: module {
// CHECK-LABEL: func.func @insert_of_expand(%arg0: tensor<4x8xf32>, %arg1: tensor<8x8x8xf32>, %arg2: index) -> tensor<8x8x8xf32> {
// CHECK-NEXT:     %inserted_slice = tensor.insert_slice %arg0 into %arg1[%arg2, 0, 0] [1, 4, 8] [1, 1, 1] : tensor<4x8xf32> into tensor<8x8x8xf32>
// CHECK-NEXT:     return %inserted_slice : tensor<8x8x8xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
