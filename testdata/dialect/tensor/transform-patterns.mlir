// RUN: gomlir-opt %s -split-input-file --test-tensor-transform-patterns=test-drop-redundant-insert-slice-rank-expansion | FileCheck %s --check-prefix=DROP
// RUN: mlir-opt-upstream %s -split-input-file --test-tensor-transform-patterns=test-drop-redundant-insert-slice-rank-expansion | FileCheck %s --check-prefix=DROP
// RUN: gomlir-opt %s -split-input-file --test-tensor-transform-patterns=test-fold-constant-extract-slice | FileCheck %s --check-prefix=FOLD
// RUN: mlir-opt-upstream %s -split-input-file --test-tensor-transform-patterns=test-fold-constant-extract-slice | FileCheck %s --check-prefix=FOLD

// The tensor transformation patterns of upstream's test pass (expected
// output recorded from upstream mlir-opt 22).

func.func @drop_extract(%src: tensor<128x480xf32>, %dest: tensor<1x1x128x480xf32>) -> tensor<123x456xf32> {
  %0 = tensor.insert_slice %src into %dest[0, 0, 0, 0] [1, 1, 128, 480] [1, 1, 1, 1] : tensor<128x480xf32> into tensor<1x1x128x480xf32>
  %1 = tensor.extract_slice %0[0, 0, 0, 0] [1, 1, 123, 456] [1, 1, 1, 1] : tensor<1x1x128x480xf32> to tensor<123x456xf32>
  return %1 : tensor<123x456xf32>
}
// -----
func.func @drop_insert(%in: tensor<2x8xf32>, %dest: tensor<1x8xf32>) -> tensor<1x8xf32> {
  %0 = tensor.extract_slice %in[0, 0] [1, 8] [1, 1] : tensor<2x8xf32> to tensor<8xf32>
  %1 = tensor.insert_slice %0 into %dest[0, 0] [1, 8] [1, 1] : tensor<8xf32> into tensor<1x8xf32>
  return %1 : tensor<1x8xf32>
}
// -----
func.func @fold_constant() -> (tensor<2x2xi32>, tensor<2xf32>) {
  %cst = arith.constant dense<[[1, 2, 3], [4, 5, 6], [7, 8, 9]]> : tensor<3x3xi32>
  %0 = tensor.extract_slice %cst[0, 1] [2, 2] [2, 1] : tensor<3x3xi32> to tensor<2x2xi32>
  %f = arith.constant dense<[1.0, 2.0, 3.0, 4.0]> : tensor<4xf32>
  %1 = tensor.extract_slice %f[1] [2] [2] : tensor<4xf32> to tensor<2xf32>
  return %0, %1 : tensor<2x2xi32>, tensor<2xf32>
}

// DROP: module {
// DROP-LABEL: func.func @drop_extract(%arg0: tensor<128x480xf32>, %arg1: tensor<1x1x128x480xf32>) -> tensor<123x456xf32> {
// DROP-NEXT:     %extracted_slice = tensor.extract_slice %arg0[0, 0] [123, 456] [1, 1] : tensor<128x480xf32> to tensor<123x456xf32>
// DROP-NEXT:     return %extracted_slice : tensor<123x456xf32>
// DROP-NEXT:   }
// DROP-NEXT: }
// DROP: // -----
// DROP: module {
// DROP-LABEL: func.func @drop_insert(%arg0: tensor<2x8xf32>, %arg1: tensor<1x8xf32>) -> tensor<1x8xf32> {
// DROP-NEXT:     %extracted_slice = tensor.extract_slice %arg0[0, 0] [1, 8] [1, 1] : tensor<2x8xf32> to tensor<1x8xf32>
// DROP-NEXT:     return %extracted_slice : tensor<1x8xf32>
// DROP-NEXT:   }
// DROP-NEXT: }
// DROP: // -----
// DROP: module {
// DROP-LABEL: func.func @fold_constant() -> (tensor<2x2xi32>, tensor<2xf32>) {
// DROP-NEXT:     %cst = arith.constant dense<[1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00]> : tensor<4xf32>
// DROP-NEXT:     %cst_0 = arith.constant dense<{{\[\[}}1, 2, 3], [4, 5, 6], [7, 8, 9]]> : tensor<3x3xi32>
// DROP-NEXT:     %extracted_slice = tensor.extract_slice %cst_0[0, 1] [2, 2] [2, 1] : tensor<3x3xi32> to tensor<2x2xi32>
// DROP-NEXT:     %extracted_slice_1 = tensor.extract_slice %cst[1] [2] [2] : tensor<4xf32> to tensor<2xf32>
// DROP-NEXT:     return %extracted_slice, %extracted_slice_1 : tensor<2x2xi32>, tensor<2xf32>
// DROP-NEXT:   }
// DROP-NEXT: }
// FOLD: module {
// FOLD-LABEL: func.func @drop_extract(%arg0: tensor<128x480xf32>, %arg1: tensor<1x1x128x480xf32>) -> tensor<123x456xf32> {
// FOLD-NEXT:     %inserted_slice = tensor.insert_slice %arg0 into %arg1[0, 0, 0, 0] [1, 1, 128, 480] [1, 1, 1, 1] : tensor<128x480xf32> into tensor<1x1x128x480xf32>
// FOLD-NEXT:     %extracted_slice = tensor.extract_slice %inserted_slice[0, 0, 0, 0] [1, 1, 123, 456] [1, 1, 1, 1] : tensor<1x1x128x480xf32> to tensor<123x456xf32>
// FOLD-NEXT:     return %extracted_slice : tensor<123x456xf32>
// FOLD-NEXT:   }
// FOLD-NEXT: }
// FOLD: // -----
// FOLD: module {
// FOLD-LABEL: func.func @drop_insert(%arg0: tensor<2x8xf32>, %arg1: tensor<1x8xf32>) -> tensor<1x8xf32> {
// FOLD-NEXT:     %extracted_slice = tensor.extract_slice %arg0[0, 0] [1, 8] [1, 1] : tensor<2x8xf32> to tensor<8xf32>
// FOLD-NEXT:     %inserted_slice = tensor.insert_slice %extracted_slice into %arg1[0, 0] [1, 8] [1, 1] : tensor<8xf32> into tensor<1x8xf32>
// FOLD-NEXT:     return %inserted_slice : tensor<1x8xf32>
// FOLD-NEXT:   }
// FOLD-NEXT: }
// FOLD: // -----
// FOLD: module {
// FOLD-LABEL: func.func @fold_constant() -> (tensor<2x2xi32>, tensor<2xf32>) {
// FOLD-NEXT:     %cst = arith.constant dense<{{\[\[}}2, 3], [8, 9]]> : tensor<2x2xi32>
// FOLD-NEXT:     %cst_0 = arith.constant dense<[2.000000e+00, 4.000000e+00]> : tensor<2xf32>
// FOLD-NEXT:     return %cst, %cst_0 : tensor<2x2xi32>, tensor<2xf32>
// FOLD-NEXT:   }
// FOLD-NEXT: }
