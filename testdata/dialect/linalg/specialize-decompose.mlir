// RUN: gomlir-opt %s --linalg-specialize-generic-ops | FileCheck %s
// RUN: mlir-opt-upstream %s --linalg-specialize-generic-ops | FileCheck %s
// RUN: gomlir-opt %s --linalg-specialize-generic-ops --mlir-print-op-generic --mlir-print-debuginfo > %t.g
// RUN: mlir-opt-upstream %s --linalg-specialize-generic-ops --mlir-print-op-generic --mlir-print-debuginfo > %t.u
// RUN: diff %t.g %t.u

// Elementwise generics on static tensors reading inputs through
// transposing or broadcasting maps (expected output recorded from upstream
// mlir-opt 22): the reads become linalg.transpose and linalg.broadcast
// into tensor.empty, and the generic a named op.

// CHECK: %[[E0:.*]] = tensor.empty() : tensor<4x8xf32>
// CHECK-NEXT: %[[B0:.*]] = linalg.broadcast ins(%arg1 : tensor<8xf32>) outs(%[[E0]] : tensor<4x8xf32>) dimensions = [0]
// CHECK-NEXT: linalg.sub ins(%arg0, %[[B0]] : tensor<4x8xf32>, tensor<4x8xf32>)
// CHECK-NEXT: %[[E1:.*]] = tensor.empty() : tensor<3x5xf32>
// CHECK-NEXT: %[[T1:.*]] = linalg.transpose ins(%arg2 : tensor<5x3xf32>) outs(%[[E1]] : tensor<3x5xf32>) permutation = [1, 0]
// CHECK-NEXT: %[[E2:.*]] = tensor.empty() : tensor<2x3x4x5xf32>
// CHECK-NEXT: %[[B2:.*]] = linalg.broadcast ins(%[[T1]] : tensor<3x5xf32>) outs(%[[E2]] : tensor<2x3x4x5xf32>) dimensions = [0, 2]
// CHECK-NEXT: linalg.add ins(%[[B2]], %arg3 : tensor<2x3x4x5xf32>, tensor<2x3x4x5xf32>)

func.func @f(%a: tensor<4x8xf32>, %v: tensor<8xf32>, %w: tensor<5x3xf32>, %x: tensor<2x3x4x5xf32>, %o3: tensor<2x3x4x5xf32>, %o: tensor<4x8xf32>) -> (tensor<4x8xf32>, tensor<2x3x4x5xf32>) {
  %1 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%a, %v : tensor<4x8xf32>, tensor<8xf32>) outs(%o : tensor<4x8xf32>) {
  ^bb0(%p: f32, %q: f32, %z: f32):
    %r = arith.subf %p, %q : f32
    linalg.yield %r : f32
  } -> tensor<4x8xf32>
  %2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d3, d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%w, %x : tensor<5x3xf32>, tensor<2x3x4x5xf32>) outs(%o3 : tensor<2x3x4x5xf32>) {
  ^bb0(%p: f32, %q: f32, %z: f32):
    %r = arith.addf %p, %q : f32
    linalg.yield %r : f32
  } -> tensor<2x3x4x5xf32>
  return %1, %2 : tensor<4x8xf32>, tensor<2x3x4x5xf32>
}
