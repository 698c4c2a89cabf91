// RUN: gomlir-opt %s -split-input-file -expand-strided-metadata | FileCheck %s
// RUN: gomlir-opt %s -split-input-file -expand-strided-metadata -mlir-print-op-generic -mlir-print-debuginfo > %t.g
// RUN: mlir-opt-upstream %s -split-input-file -expand-strided-metadata -mlir-print-op-generic -mlir-print-debuginfo > %t.u
// RUN: diff %t.g %t.u
// RUN: gomlir-opt %s -split-input-file -expand-strided-metadata -finalize-memref-to-llvm > %t.g2
// RUN: mlir-opt-upstream %s -split-input-file -expand-strided-metadata -finalize-memref-to-llvm > %t.u2
// RUN: diff %t.g2 %t.u2

// A subview becomes a reinterpret_cast of the source's base buffer, its
// offset and strides computed with affine.apply.
// CHECK-DAG: #[[$OFF:.*]] = affine_map<()[s0, s1] -> (s0 + s1 * 9)>
// CHECK-LABEL: func.func @subview
// CHECK:         %[[BASE:.*]], %{{.*}}, %{{.*}}:2, %{{.*}}:2 = memref.extract_strided_metadata
// CHECK:         %[[O:.*]] = affine.apply #[[$OFF]]()
// CHECK:         memref.reinterpret_cast %[[BASE]] to offset: [%[[O]]], sizes: [2, 3], strides: [8, 1]
func.func @subview(%m: memref<8x8xf32, strided<[8, 1], offset: ?>>, %i: index) -> memref<2x3xf32, strided<[8, 1], offset: ?>> {
  %0 = memref.subview %m[%i, %i] [2, 3] [1, 1] : memref<8x8xf32, strided<[8, 1], offset: ?>> to memref<2x3xf32, strided<[8, 1], offset: ?>>
  return %0 : memref<2x3xf32, strided<[8, 1], offset: ?>>
}

// -----

// CHECK-LABEL: func.func @reshapes
// CHECK-NOT:     memref.expand_shape
// CHECK-NOT:     memref.collapse_shape
func.func @reshapes(%m: memref<?x8xf32>, %n: index) -> (memref<?x2x4xf32>, memref<?xf32>) {
  %0 = memref.expand_shape %m [[0], [1, 2]] output_shape [%n, 2, 4] : memref<?x8xf32> into memref<?x2x4xf32>
  %1 = memref.collapse_shape %m [[0, 1]] : memref<?x8xf32> into memref<?xf32>
  return %0, %1 : memref<?x2x4xf32>, memref<?xf32>
}

// -----

// CHECK-LABEL: func.func @metadata_of_alloc
// CHECK:         %[[C:.*]] = arith.constant 8 : index
// CHECK:         return %[[C]]
func.func @metadata_of_alloc(%n: index) -> (index, index) {
  %a = memref.alloc(%n) : memref<?x8xf32>
  %b, %o, %s:2, %st:2 = memref.extract_strided_metadata %a : memref<?x8xf32> -> memref<f32>, index, index, index, index, index
  return %st#0, %s#0 : index, index
}

// -----

// CHECK-LABEL: func.func @rank_reducing_subview
func.func @rank_reducing_subview(%m: memref<4x?x8xf32>, %i: index, %s: index) -> f32 {
  %0 = memref.subview %m[%i, 0, %i] [1, %s, 4] [1, 1, 2] : memref<4x?x8xf32> to memref<?x4xf32, strided<[8, 2], offset: ?>>
  %c0 = arith.constant 0 : index
  %1 = memref.load %0[%c0, %c0] : memref<?x4xf32, strided<[8, 2], offset: ?>>
  return %1 : f32
}
