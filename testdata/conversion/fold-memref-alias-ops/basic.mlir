// RUN: gomlir-opt %s -fold-memref-alias-ops | FileCheck %s
// RUN: gomlir-opt %s -fold-memref-alias-ops -mlir-print-op-generic -mlir-print-debuginfo > %t.g
// RUN: mlir-opt-upstream %s -fold-memref-alias-ops -mlir-print-op-generic -mlir-print-debuginfo > %t.u
// RUN: diff %t.g %t.u

// Accesses through views read the source at offset + index * stride.
// CHECK-DAG: #[[$SUM:.*]] = affine_map<()[s0, s1] -> (s0 + s1)>
// CHECK-DAG: #[[$MUL:.*]] = affine_map<()[s0] -> (s0 * 3 + 2)>
// CHECK-LABEL: func.func @sv(
// CHECK-SAME:    %[[M:arg[0-9]+]]: memref<8x?xf32>, %[[I:arg[0-9]+]]: index, %[[J:arg[0-9]+]]: index
// CHECK:         %[[A:.*]] = affine.apply #[[$SUM]]()[%[[I]], %[[J]]]
// CHECK:         %[[B:.*]] = affine.apply #[[$MUL]]()[%[[I]]]
// CHECK:         memref.load %[[M]][%[[A]], %[[B]]] : memref<8x?xf32>
// CHECK-LABEL: func.func @ex(
// CHECK:         affine.linearize_index disjoint [%{{.*}}, %{{.*}}] by (2, 4) : index
// CHECK-LABEL: func.func @co(
// CHECK:         %{{.*}}, %{{.*}}, %[[S:.*]]:2, %{{.*}}:2 = memref.extract_strided_metadata
// CHECK:         affine.delinearize_index %{{.*}} into (%[[S]]#0, 8) : index, index
func.func @sv(%m: memref<8x?xf32>, %i: index, %j: index, %s: index, %v: f32) -> f32 {
  %0 = memref.subview %m[%i, 2] [4, %s] [1, 3] : memref<8x?xf32> to memref<4x?xf32, strided<[?, 3], offset: ?>>
  %1 = memref.load %0[%j, %i] : memref<4x?xf32, strided<[?, 3], offset: ?>>
  memref.store %v, %0[%i, %j] : memref<4x?xf32, strided<[?, 3], offset: ?>>
  return %1 : f32
}
func.func @rr(%m: memref<8x16xf32>, %i: index) -> f32 {
  %0 = memref.subview %m[%i, 4] [1, 8] [1, 1] : memref<8x16xf32> to memref<8xf32, strided<[1], offset: ?>>
  %1 = memref.load %0[%i] : memref<8xf32, strided<[1], offset: ?>>
  return %1 : f32
}
func.func @ex(%m: memref<?x8xf32>, %i: index, %j: index, %k: index, %n: index) -> f32 {
  %0 = memref.expand_shape %m [[0], [1, 2]] output_shape [%n, 2, 4] : memref<?x8xf32> into memref<?x2x4xf32>
  %1 = memref.load %0[%i, %j, %k] : memref<?x2x4xf32>
  return %1 : f32
}
func.func @co(%m: memref<?x8xf32>, %i: index) -> f32 {
  %0 = memref.collapse_shape %m [[0, 1]] : memref<?x8xf32> into memref<?xf32>
  %1 = memref.load %0[%i] : memref<?xf32>
  return %1 : f32
}
func.func @vl(%m: memref<8x16xf32>, %i: index) -> vector<4xf32> {
  %0 = memref.subview %m[%i, 4] [4, 8] [1, 1] : memref<8x16xf32> to memref<4x8xf32, strided<[16, 1], offset: ?>>
  %1 = vector.load %0[%i, %i] : memref<4x8xf32, strided<[16, 1], offset: ?>>, vector<4xf32>
  return %1 : vector<4xf32>
}
func.func @ss(%m: memref<16x16xf32>, %i: index) -> memref<2x2xf32, strided<[16, 1], offset: ?>> {
  %0 = memref.subview %m[%i, 4] [8, 8] [1, 1] : memref<16x16xf32> to memref<8x8xf32, strided<[16, 1], offset: ?>>
  %1 = memref.subview %0[1, %i] [2, 2] [1, 1] : memref<8x8xf32, strided<[16, 1], offset: ?>> to memref<2x2xf32, strided<[16, 1], offset: ?>>
  return %1 : memref<2x2xf32, strided<[16, 1], offset: ?>>
}
