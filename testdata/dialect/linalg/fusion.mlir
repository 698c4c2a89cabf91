// RUN: gomlir-opt %s -test-linalg-elementwise-fusion-patterns=fuse-generic-ops -split-input-file | FileCheck %s
// RUN: mlir-opt-upstream %s -test-linalg-elementwise-fusion-patterns=fuse-generic-ops -split-input-file | FileCheck %s
// RUN: gomlir-opt %s -test-linalg-elementwise-fusion-patterns=fuse-generic-ops -split-input-file --mlir-print-op-generic --mlir-print-debuginfo > %t.g
// RUN: mlir-opt-upstream %s -test-linalg-elementwise-fusion-patterns=fuse-generic-ops -split-input-file --mlir-print-op-generic --mlir-print-debuginfo > %t.u
// RUN: diff %t.g %t.u
// RUN: gomlir-opt %s -test-linalg-elementwise-fusion-patterns=fuse-generic-ops-control -split-input-file > %t.gc
// RUN: mlir-opt-upstream %s -test-linalg-elementwise-fusion-patterns=fuse-generic-ops-control -split-input-file > %t.uc
// RUN: diff %t.gc %t.uc

// Elementwise fusion of linalg.generic ops (expected output recorded from
// upstream mlir-opt 22): producer bodies are inlined into their consumers
// through composed indexing maps, splat and scalar constants and fills
// become scalars in the body, unread inits become tensor.empty, and dead
// operands and results go.

// CHECK-LABEL: func @transpose_add_mul
// CHECK: %[[R:.*]] = linalg.generic {indexing_maps = [#map, #map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg0, %arg1, %arg2 : tensor<?x?xf32>, tensor<?x?xf32>, tensor<?x?xf32>) outs(%0 : tensor<?x?xf32>)
// CHECK-NEXT: ^bb0(%in: f32, %in_1: f32, %in_2: f32, %out: f32):
// CHECK-NEXT: %[[A:.*]] = arith.addf %in, %in_1 : f32
// CHECK-NEXT: %[[M:.*]] = arith.mulf %[[A]], %in_2 : f32
// CHECK-NEXT: linalg.yield %[[M]] : f32
// CHECK: return %[[R]]

// CHECK-LABEL: func @constant_fusion
// CHECK-DAG: %[[C4:.*]] = arith.constant 4.000000e+00 : f32
// CHECK-DAG: %[[C3:.*]] = arith.constant 3.000000e+00 : f32
// CHECK-DAG: %[[C42:.*]] = arith.constant 4.200000e+01 : f32
// CHECK: linalg.generic {{.*}} ins(%arg0 : tensor<5x?x?xf32>)
// CHECK: arith.mulf %in, %[[C42]] : f32
// CHECK: %[[E:.*]] = tensor.empty(%{{.*}}, %{{.*}}) : tensor<5x?x?xf32>
// CHECK: linalg.generic {{.*}} ins(%arg0 : tensor<5x?x?xf32>) outs(%[[E]] : tensor<5x?x?xf32>)
// CHECK: arith.mulf %in, %[[C4]] : f32
// CHECK: arith.addf %{{.*}}, %[[C3]] : f32

// CHECK-LABEL: func @indexed_producer_indexed_consumer
// CHECK: linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel"]} outs(%0, %0 : tensor<?x?xi32>, tensor<?x?xi32>)
// CHECK: linalg.index 0 : index
// CHECK: linalg.index 1 : index
// CHECK: linalg.yield %7, %13 : i32, i32

// CHECK-LABEL: func @reduction_and_fill
// CHECK: arith.addf %{{.*}}, %arg2 : f32
// CHECK: linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "reduction"]} ins(%arg0 : tensor<?x?xf32>) outs(%arg1 : tensor<?xf32>)
// CHECK: math.exp

// A producer result used elsewhere stays with the producer; the other is
// fused (twice: both results feed the consumer).
// CHECK-LABEL: func @multi_use
// CHECK: %[[P:.*]] = linalg.generic {{.*}} ins(%arg0 : tensor<4x8xf32>)
// CHECK: arith.mulf %in, %in : f32
// CHECK: %[[F:.*]] = linalg.generic {{.*}} ins(%arg0 : tensor<4x8xf32>)
// CHECK: arith.mulf
// CHECK: arith.addf
// CHECK: arith.subf
// CHECK: return %[[F]], %[[P]]
#map0 = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> (d1, d0)>
#mapb = affine_map<(d0, d1) -> (d0)>
func.func @transpose_add_mul(%arg0: tensor<?x?xf32>, %arg1 : tensor<?x?xf32>, %arg2 : tensor<?x?xf32>) -> tensor<?x?xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %0 = tensor.dim %arg0, %c0 : tensor<?x?xf32>
  %1 = tensor.dim %arg0, %c1 : tensor<?x?xf32>
  %2 = tensor.empty(%0, %1) : tensor<?x?xf32>
  %3 = linalg.generic {indexing_maps = [#map0, #map1, #map0], iterator_types = ["parallel", "parallel"]}
      ins(%arg0, %arg1 : tensor<?x?xf32>, tensor<?x?xf32>) outs(%2 : tensor<?x?xf32>) {
    ^bb0(%arg3: f32, %arg4: f32, %arg5: f32):
      %4 = arith.addf %arg3, %arg4 : f32
      linalg.yield %4 : f32
  } -> tensor<?x?xf32>
  %4 = linalg.generic {indexing_maps = [#map1, #map0, #map0], iterator_types = ["parallel", "parallel"]}
      ins(%3, %arg2 : tensor<?x?xf32>, tensor<?x?xf32>) outs(%2 : tensor<?x?xf32>) {
    ^bb0(%arg5: f32, %arg6: f32, %arg7: f32):
      %5 = arith.mulf %arg5, %arg6 : f32
      linalg.yield %5 : f32
    } -> tensor<?x?xf32>
  return %4 : tensor<?x?xf32>
}
// -----
#map0 = affine_map<(d0, d1, d2) -> (d0)>
#map1 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map2 = affine_map<(d0, d1, d2) -> ()>
func.func @constant_fusion(%arg0 : tensor<5x?x?xf32>, %arg1 : tensor<5x?x?xf32>) -> (tensor<5x?x?xf32>, tensor<5x?x?xf32>, tensor<5x?x?xf32>) {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %cst = arith.constant dense<42.0> : tensor<5xf32>
  %cst2 = arith.constant dense<4> : tensor<i32>
  %f = arith.constant 3.0 : f32
  %0 = tensor.dim %arg0, %c1 : tensor<5x?x?xf32>
  %1 = tensor.dim %arg0, %c2 : tensor<5x?x?xf32>
  %2 = tensor.empty(%0, %1) : tensor<5x?x?xf32>
  %3 = linalg.generic {indexing_maps = [#map0, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]}
    ins(%cst, %arg0 : tensor<5xf32>, tensor<5x?x?xf32>) outs(%2 : tensor<5x?x?xf32>) {
    ^bb0(%a1: f32, %a2: f32, %a3: f32):
      %4 = arith.mulf %a1, %a2 : f32
      linalg.yield %4 : f32
    } -> tensor<5x?x?xf32>
  %5 = linalg.generic {indexing_maps = [#map2, #map2, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]}
    ins(%cst2, %f, %arg0 : tensor<i32>, f32, tensor<5x?x?xf32>) outs(%arg1 : tensor<5x?x?xf32>) {
    ^bb0(%a1: i32, %b: f32, %a2: f32, %a3: f32):
      %x = arith.sitofp %a1 : i32 to f32
      %4 = arith.mulf %x, %a2 : f32
      %6 = arith.addf %4, %b : f32
      linalg.yield %6 : f32
    } -> tensor<5x?x?xf32>
  %7 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]}
    ins(%arg0 : tensor<5x?x?xf32>) outs(%arg1 : tensor<5x?x?xf32>) {
    ^bb0(%a2: f32, %a3: f32):
      %4 = arith.negf %a2 : f32
      linalg.yield %4 : f32
    } -> tensor<5x?x?xf32>
  return %3, %5, %7 : tensor<5x?x?xf32>, tensor<5x?x?xf32>, tensor<5x?x?xf32>
}
// -----
#map0 = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> (d1, d0)>
func.func @indexed_producer_indexed_consumer(%arg0: tensor<?x?xi32>) -> tensor<?x?xi32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %0 = tensor.dim %arg0, %c0 : tensor<?x?xi32>
  %1 = tensor.dim %arg0, %c1 : tensor<?x?xi32>
  %2 = tensor.empty(%0, %1) : tensor<?x?xi32>
  %3 = linalg.generic {indexing_maps = [#map0], iterator_types = ["parallel", "parallel"] }
    outs(%2 : tensor<?x?xi32>) {
    ^bb0(%arg4: i32):
      %idx0 = linalg.index 0 : index
      %idx1 = linalg.index 1 : index
      %4 = arith.index_cast %idx0 : index to i32
      %5 = arith.index_cast %idx1 : index to i32
      %6 = arith.addi %arg4, %4 : i32
      %7 = arith.subi %5, %6 : i32
      linalg.yield %7 : i32
    } -> tensor<?x?xi32>
  %4 = linalg.generic {indexing_maps = [#map1, #map0], iterator_types = ["parallel", "parallel"] }
    ins(%3 : tensor<?x?xi32>) outs(%2 : tensor<?x?xi32>) {
    ^bb0(%arg2: i32, %arg3: i32):
      %idx0 = linalg.index 0 : index
      %idx1 = linalg.index 1 : index
      %5 = arith.index_cast %idx0 : index to i32
      %6 = arith.index_cast %idx1 : index to i32
      %7 = arith.addi %arg2, %5 : i32
      %8 = arith.subi %7, %6 : i32
      linalg.yield %8 : i32
    } -> tensor<?x?xi32>
  return %4 : tensor<?x?xi32>
}
// -----
#map0 = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> (d0)>
func.func @reduction_and_fill(%arg0: tensor<?x?xf32>, %arg1: tensor<?xf32>, %s: f32) -> (tensor<?xf32>, tensor<?x?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %0 = tensor.dim %arg0, %c0 : tensor<?x?xf32>
  %1 = tensor.dim %arg0, %c1 : tensor<?x?xf32>
  %2 = tensor.empty(%0, %1) : tensor<?x?xf32>
  %fill = linalg.fill ins(%s : f32) outs(%2 : tensor<?x?xf32>) -> tensor<?x?xf32>
  %3 = linalg.generic {indexing_maps = [#map0, #map0, #map0], iterator_types = ["parallel", "parallel"]}
    ins(%arg0, %fill : tensor<?x?xf32>, tensor<?x?xf32>) outs(%arg0 : tensor<?x?xf32>) {
    ^bb0(%a: f32, %b: f32, %c: f32):
      %4 = math.exp %a : f32
      %5 = arith.addf %4, %b : f32
      linalg.yield %5 : f32
    } -> tensor<?x?xf32>
  %r = linalg.generic {indexing_maps = [#map0, #map1], iterator_types = ["parallel", "reduction"]}
    ins(%3 : tensor<?x?xf32>) outs(%arg1 : tensor<?xf32>) {
    ^bb0(%a: f32, %b: f32):
      %5 = arith.addf %a, %b : f32
      linalg.yield %5 : f32
    } -> tensor<?xf32>
  return %r, %3 : tensor<?xf32>, tensor<?x?xf32>
}
// -----
#map0 = affine_map<(d0, d1) -> (d0, d1)>
func.func @multi_use(%arg0: tensor<4x8xf32>, %m: tensor<4x8xf32>) -> (tensor<4x8xf32>, tensor<4x8xf32>) {
  %2 = tensor.empty() : tensor<4x8xf32>
  %3:2 = linalg.generic {indexing_maps = [#map0, #map0, #map0], iterator_types = ["parallel", "parallel"]}
    ins(%arg0 : tensor<4x8xf32>) outs(%2, %2 : tensor<4x8xf32>, tensor<4x8xf32>) {
    ^bb0(%a: f32, %b: f32, %c: f32):
      %4 = arith.addf %a, %a : f32
      %5 = arith.mulf %a, %a : f32
      linalg.yield %4, %5 : f32, f32
    } -> (tensor<4x8xf32>, tensor<4x8xf32>)
  %6 = linalg.generic {indexing_maps = [#map0, #map0, #map0], iterator_types = ["parallel", "parallel"]}
    ins(%3#0, %3#1 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%arg0 : tensor<4x8xf32>) {
    ^bb0(%a: f32, %b: f32, %c: f32):
      %5 = arith.subf %a, %b : f32
      linalg.yield %5 : f32
    } -> tensor<4x8xf32>
  return %6, %3#1 : tensor<4x8xf32>, tensor<4x8xf32>
}
