// RUN: gomlir-opt %s -split-input-file -linalg-fuse-elementwise-ops | FileCheck %s
// RUN: mlir-opt-upstream %s -split-input-file -linalg-fuse-elementwise-ops | FileCheck %s
// RUN: gomlir-opt %s -split-input-file -linalg-fuse-elementwise-ops --mlir-print-op-generic --mlir-print-debuginfo > %t.g
// RUN: mlir-opt-upstream %s -split-input-file -linalg-fuse-elementwise-ops --mlir-print-op-generic --mlir-print-debuginfo > %t.u
// RUN: diff %t.g %t.u

// linalg-fuse-elementwise-ops on IR without tensor reshapes (expected
// output recorded from upstream mlir-opt 22): fusion of single-use
// producers, constant transposes folded, unread inits replaced by tensor.empty.

// CHECK-LABEL: func @transpose_fold
// CHECK: arith.constant dense<{{\[}}[1.000000e+00, 3.000000e+00, 5.000000e+00], [2.000000e+00, 4.000000e+00, 6.000000e+00]]> : tensor<2x3xf32>
// CHECK-NOT: linalg.generic
// CHECK-LABEL: func @transpose_fold_i32
// CHECK: arith.constant dense<{{\[\[\[}}0, 6, 12, 18], [1, 7, 13, 19], [2, 8, 14, 20]], {{\[\[}}3, 9, 15, 21], [4, 10, 16, 22], [5, 11, 17, 23]]]> : tensor<2x3x4xi32>
// CHECK-LABEL: func @transpose_fold_multi_use
// CHECK: linalg.generic
// CHECK-LABEL: func @cast_infer
// CHECK: %[[D0:.*]] = tensor.dim %arg1, %c0 : tensor<?x?xf32>
// CHECK: %[[D1:.*]] = tensor.dim %arg1, %c1 : tensor<?x?xf32>
// CHECK: %[[E:.*]] = tensor.empty(%[[D0]], %[[D1]]) : tensor<?x?xf32>
// CHECK: linalg.generic {{.*}} ins(%cast : tensor<?x?xf32>) outs(%[[E]] : tensor<?x?xf32>)
// CHECK-LABEL: func @identity
// CHECK-NEXT: return %arg0
// CHECK-LABEL: func @index_chain
// CHECK: linalg.index 0 : index
// CHECK: affine.apply
// CHECK: arith.addi

#map0 = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> (d1, d0)>
func.func @transpose_fold() -> tensor<2x3xf32> {
  %cst = arith.constant dense<[[1.0, 2.0], [3.0, 4.0], [5.0, 6.0]]> : tensor<3x2xf32>
  %init = tensor.empty() : tensor<2x3xf32>
  %0 = linalg.generic {indexing_maps = [#map1, #map0], iterator_types = ["parallel", "parallel"]}
    ins(%cst : tensor<3x2xf32>) outs(%init : tensor<2x3xf32>) {
  ^bb0(%a: f32, %b: f32):
    linalg.yield %a : f32
  } -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}
// -----
#map0 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d2, d0, d1)>
func.func @transpose_fold_i32() -> tensor<2x3x4xi32> {
  %cst = arith.constant dense<[[[0, 1, 2], [3, 4, 5]], [[6, 7, 8], [9, 10, 11]], [[12, 13, 14], [15, 16, 17]], [[18, 19, 20], [21, 22, 23]]]> : tensor<4x2x3xi32>
  %init = tensor.empty() : tensor<2x3x4xi32>
  %0 = linalg.generic {indexing_maps = [#map1, #map0], iterator_types = ["parallel", "parallel", "parallel"]}
    ins(%cst : tensor<4x2x3xi32>) outs(%init : tensor<2x3x4xi32>) {
  ^bb0(%a: i32, %b: i32):
    linalg.yield %a : i32
  } -> tensor<2x3x4xi32>
  return %0 : tensor<2x3x4xi32>
}
// -----
#map0 = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> (d1, d0)>
func.func @transpose_fold_multi_use() -> (tensor<2x3xf32>, tensor<3x2xf32>) {
  %cst = arith.constant dense<[[1.0, 2.0], [3.0, 4.0], [5.0, 6.0]]> : tensor<3x2xf32>
  %init = tensor.empty() : tensor<2x3xf32>
  %0 = linalg.generic {indexing_maps = [#map1, #map0], iterator_types = ["parallel", "parallel"]}
    ins(%cst : tensor<3x2xf32>) outs(%init : tensor<2x3xf32>) {
  ^bb0(%a: f32, %b: f32):
    linalg.yield %a : f32
  } -> tensor<2x3xf32>
  return %0, %cst : tensor<2x3xf32>, tensor<3x2xf32>
}
// -----
#map0 = affine_map<(d0, d1) -> (d0, d1)>
func.func @cast_infer(%arg0: tensor<4x8xf32>, %arg1: tensor<?x?xf32>) -> tensor<?x?xf32> {
  %c = tensor.cast %arg0 : tensor<4x8xf32> to tensor<?x?xf32>
  %0 = linalg.generic {indexing_maps = [#map0, #map0], iterator_types = ["parallel", "parallel"]}
    ins(%c : tensor<?x?xf32>) outs(%arg1 : tensor<?x?xf32>) {
  ^bb0(%a: f32, %b: f32):
    %1 = arith.addf %a, %a : f32
    linalg.yield %1 : f32
  } -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}
// -----
#map0 = affine_map<(d0, d1) -> (d0, d1)>
func.func @identity(%arg0: tensor<4x8xf32>, %arg1: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %0 = linalg.generic {indexing_maps = [#map0, #map0], iterator_types = ["parallel", "parallel"]}
    ins(%arg0 : tensor<4x8xf32>) outs(%arg1 : tensor<4x8xf32>) {
  ^bb0(%a: f32, %b: f32):
    linalg.yield %a : f32
  } -> tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}
// -----
#map0 = affine_map<(d0) -> (d0)>
func.func @index_chain(%arg0: tensor<?xindex>, %n: index) -> tensor<?xindex> {
  %e = tensor.empty(%n) : tensor<?xindex>
  %0 = linalg.generic {indexing_maps = [#map0], iterator_types = ["parallel"]} outs(%e : tensor<?xindex>) {
  ^bb0(%b: index):
    %i = linalg.index 0 : index
    %c = affine.apply affine_map<(d0) -> (d0 * 2 + 1)>(%i)
    linalg.yield %c : index
  } -> tensor<?xindex>
  %1 = linalg.generic {indexing_maps = [#map0, #map0, #map0], iterator_types = ["parallel"]} ins(%0, %arg0 : tensor<?xindex>, tensor<?xindex>) outs(%e : tensor<?xindex>) {
  ^bb0(%a: index, %x: index, %b: index):
    %s = arith.addi %a, %x : index
    linalg.yield %s : index
  } -> tensor<?xindex>
  return %1 : tensor<?xindex>
}
