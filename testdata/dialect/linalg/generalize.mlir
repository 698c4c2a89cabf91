// RUN: gomlir-opt %s --linalg-generalize-named-ops | FileCheck %s
// RUN: mlir-opt-upstream %s --linalg-generalize-named-ops | FileCheck %s
// RUN: gomlir-opt %s --linalg-generalize-named-ops --mlir-print-op-generic --mlir-print-debuginfo > %t.g
// RUN: mlir-opt-upstream %s --linalg-generalize-named-ops --mlir-print-op-generic --mlir-print-debuginfo > %t.u
// RUN: diff %t.g %t.u

// Named ops become linalg.generic with their maps, iterators and bodies
// (expected output recorded from upstream mlir-opt 22), map and reduce
// included.

// CHECK-LABEL: func @named
// CHECK-NOT: linalg.matmul
// CHECK: linalg.generic {indexing_maps = [#map, #map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]}
// CHECK: arith.mulf
// CHECK: linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "reduction"]}
// CHECK: linalg.generic {indexing_maps = [#map5, #map6, #map7], iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
// CHECK: arith.maximumf
func.func @named(%a: tensor<4x8xf32>, %b: tensor<8x16xf32>, %c: tensor<4x16xf32>, %v: tensor<4xf32>, %i: memref<9xf32>, %k: memref<2xf32>, %o: memref<1x8x1xf32>, %pi: memref<1x9x1xf32>) -> (tensor<4x16xf32>, tensor<4xf32>) {
  %0 = linalg.matmul ins(%a, %b : tensor<4x8xf32>, tensor<8x16xf32>) outs(%c : tensor<4x16xf32>) -> tensor<4x16xf32>
  %1 = linalg.reduce { arith.addf } ins(%a : tensor<4x8xf32>) outs(%v : tensor<4xf32>) dimensions = [1]
  linalg.pooling_nwc_max ins(%pi, %k : memref<1x9x1xf32>, memref<2xf32>) outs(%o : memref<1x8x1xf32>)
  return %0, %1 : tensor<4x16xf32>, tensor<4xf32>
}
