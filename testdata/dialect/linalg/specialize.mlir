// RUN: gomlir-opt %s --linalg-specialize-generic-ops | FileCheck %s
// RUN: mlir-opt-upstream %s --linalg-specialize-generic-ops | FileCheck %s
// RUN: gomlir-opt %s --linalg-specialize-generic-ops --mlir-print-op-generic --mlir-print-debuginfo > %t.g
// RUN: mlir-opt-upstream %s --linalg-specialize-generic-ops --mlir-print-op-generic --mlir-print-debuginfo > %t.u
// RUN: diff %t.g %t.u

// Generic ops recognized as named ones (expected output recorded from
// upstream mlir-opt 22): copy, fill, transpose, broadcast (tensors and
// buffers), and a binary op whose body swaps its operands.

// CHECK: linalg.copy ins(%arg0 : tensor<4x4xf32>) outs(%arg1 : tensor<4x4xf32>)
// CHECK: linalg.fill ins(%arg3 : f32) outs(%arg1 : tensor<4x4xf32>)
// CHECK: linalg.transpose ins(%arg0 : tensor<4x4xf32>) outs(%arg1 : tensor<4x4xf32>) permutation = [1, 0]
// CHECK: linalg.broadcast ins(%arg2 : tensor<4xf32>) outs(%arg1 : tensor<4x4xf32>) dimensions = [0]
// CHECK: linalg.sub ins(%arg1, %arg0 : tensor<4x4xf32>, tensor<4x4xf32>)
// CHECK: linalg.broadcast ins(%arg5 : memref<4xf32>) outs(%arg4 : memref<4x4xf32>) dimensions = [0]
// CHECK: linalg.transpose ins(%arg4 : memref<4x4xf32>) outs(%arg4 : memref<4x4xf32>) permutation = [1, 0]

#id = affine_map<(d0, d1) -> (d0, d1)>
#tr = affine_map<(d0, d1) -> (d1, d0)>
#bc = affine_map<(d0, d1) -> (d1)>
#sc = affine_map<(d0, d1) -> ()>
func.func @f(%a: tensor<4x4xf32>, %b: tensor<4x4xf32>, %v: tensor<4xf32>, %s: f32, %m: memref<4x4xf32>, %mv: memref<4xf32>) -> (tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>) {
  %0 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%a : tensor<4x4xf32>) outs(%b : tensor<4x4xf32>) {
  ^bb0(%x: f32, %y: f32):
    linalg.yield %x : f32
  } -> tensor<4x4xf32>
  %1 = linalg.generic {indexing_maps = [#sc, #id], iterator_types = ["parallel", "parallel"]} ins(%s : f32) outs(%b : tensor<4x4xf32>) {
  ^bb0(%x: f32, %y: f32):
    linalg.yield %x : f32
  } -> tensor<4x4xf32>
  %2 = linalg.generic {indexing_maps = [#tr, #id], iterator_types = ["parallel", "parallel"]} ins(%a : tensor<4x4xf32>) outs(%b : tensor<4x4xf32>) {
  ^bb0(%x: f32, %y: f32):
    linalg.yield %x : f32
  } -> tensor<4x4xf32>
  %3 = linalg.generic {indexing_maps = [#bc, #id], iterator_types = ["parallel", "parallel"]} ins(%v : tensor<4xf32>) outs(%b : tensor<4x4xf32>) {
  ^bb0(%x: f32, %y: f32):
    linalg.yield %x : f32
  } -> tensor<4x4xf32>
  %4 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]} ins(%a, %b : tensor<4x4xf32>, tensor<4x4xf32>) outs(%b : tensor<4x4xf32>) {
  ^bb0(%x: f32, %y: f32, %z: f32):
    %r = arith.subf %y, %x : f32
    linalg.yield %r : f32
  } -> tensor<4x4xf32>
  linalg.generic {indexing_maps = [#bc, #id], iterator_types = ["parallel", "parallel"]} ins(%mv : memref<4xf32>) outs(%m : memref<4x4xf32>) {
  ^bb0(%x: f32, %y: f32):
    linalg.yield %x : f32
  }
  linalg.generic {indexing_maps = [#tr, #id], iterator_types = ["parallel", "parallel"]} ins(%m : memref<4x4xf32>) outs(%m : memref<4x4xf32>) {
  ^bb0(%x: f32, %y: f32):
    linalg.yield %x : f32
  }
  return %0, %1, %2, %3, %4 : tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>
}
