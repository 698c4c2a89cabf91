// RUN: gomlir-opt %s -linalg-inline-scalar-operands -split-input-file | FileCheck %s
// RUN: mlir-opt-upstream %s -linalg-inline-scalar-operands -split-input-file | FileCheck %s
// RUN: gomlir-opt %s -linalg-inline-scalar-operands -split-input-file --mlir-print-op-generic --mlir-print-debuginfo > %t.g
// RUN: mlir-opt-upstream %s -linalg-inline-scalar-operands -split-input-file --mlir-print-op-generic --mlir-print-debuginfo > %t.u
// RUN: diff %t.g %t.u

// linalg-inline-scalar-operands (expected output recorded from upstream
// mlir-opt 22): inputs read through constant maps become a tensor.extract
// at the map's indices (the index constants hoisted by the greedy driver),
// or the scalar itself, inside the body.

// CHECK-LABEL: func @two_scalars
// CHECK-DAG: %[[C2:.*]] = arith.constant 2 : index
// CHECK: linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg0 : tensor<8xf32>)
// CHECK: tensor.extract %arg1[%[[C2]]] : tensor<4xf32>
// CHECK: arith.mulf %{{.*}}, %arg2 : f32
#id = affine_map<(d0) -> (d0)>
func.func @two_scalars(%a: tensor<8xf32>, %v: tensor<4xf32>, %s: f32, %o: tensor<8xf32>) -> tensor<8xf32> {
  %0 = linalg.generic {indexing_maps = [#id, affine_map<(d0) -> (2)>, affine_map<(d0) -> ()>, #id], iterator_types = ["parallel"]}
      ins(%a, %v, %s : tensor<8xf32>, tensor<4xf32>, f32) outs(%o : tensor<8xf32>) {
  ^bb0(%x: f32, %y: f32, %z: f32, %w: f32):
    %m = arith.mulf %y, %z : f32
    %r = arith.addf %x, %m : f32
    linalg.yield %r : f32
  } -> tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

// Buffers are left alone.
// CHECK-LABEL: func @buffers
// CHECK: linalg.generic {indexing_maps = [#map, #map1, #map]
func.func @buffers(%a: memref<8xf32>, %v: memref<4xf32>) {
  linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%a, %v : memref<8xf32>, memref<4xf32>) outs(%a : memref<8xf32>) {
  ^bb0(%x: f32, %y: f32, %w: f32):
    %r = arith.addf %x, %y : f32
    linalg.yield %r : f32
  }
  return
}
