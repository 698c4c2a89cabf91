// RUN: gomlir-opt %s -canonicalize -allow-unregistered-dialect -split-input-file > %t.g
// RUN: mlir-opt-upstream %s -canonicalize -allow-unregistered-dialect -split-input-file > %t.u
// RUN: diff %t.g %t.u
// RUN: gomlir-opt %s -canonicalize -allow-unregistered-dialect -split-input-file -mlir-print-debuginfo > %t.g2
// RUN: mlir-opt-upstream %s -canonicalize -allow-unregistered-dialect -split-input-file -mlir-print-debuginfo > %t.u2
// RUN: diff %t.g2 %t.u2
// RUN: gomlir-opt %s -canonicalize -allow-unregistered-dialect -split-input-file | FileCheck %s

// Constant subview operands become static, with a cast back to the
// original type; a subview of a cast that only erases static information
// reads the cast's source.
// CHECK-LABEL: func.func @subview_constants
// CHECK: memref.subview %arg0[0, %arg1] [4, 1] [1, 1] : memref<8x16xf32> to memref<4xf32, strided<[16], offset: ?>>
// CHECK: memref.cast
func.func @subview_constants(%m: memref<8x16xf32>, %a: index) -> memref<?xf32, strided<[?], offset: ?>> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %cast = memref.cast %m : memref<8x16xf32> to memref<?x?xf32>
  %s = memref.subview %cast[%c0, %a] [%c4, 1] [%c1, %c1] : memref<?x?xf32> to memref<?xf32, strided<[?], offset: ?>>
  return %s : memref<?xf32, strided<[?], offset: ?>>
}

// -----

// CHECK-LABEL: func.func @trivial
// CHECK-NEXT: return %arg0
func.func @trivial(%m: memref<8x16xf32>) -> memref<8x16xf32> {
  %s = memref.subview %m[0, 0] [8, 16] [1, 1] : memref<8x16xf32> to memref<8x16xf32>
  %t = memref.transpose %s (i, j) -> (i, j) : memref<8x16xf32> to memref<8x16xf32>
  return %t : memref<8x16xf32>
}

// -----

// CHECK-LABEL: func.func @reshapes
// CHECK: memref.collapse_shape %arg0 {{\[\[}}0, 1, 2]] : memref<2x3x4xf32> into memref<24xf32>
// CHECK: memref.load %arg2[%arg3] : memref<?xi32>
// CHECK: arith.index_cast
func.func @reshapes(%m: memref<2x3x4xf32>, %u: memref<*xf32>, %shape: memref<?xi32>, %i: index) -> (memref<24xf32>, memref<2x3x4xf32>, index, index) {
  %0 = memref.collapse_shape %m [[0, 1], [2]] : memref<2x3x4xf32> into memref<6x4xf32>
  %1 = memref.collapse_shape %0 [[0, 1]] : memref<6x4xf32> into memref<24xf32>
  %2 = memref.expand_shape %1 [[0, 1, 2]] output_shape [2, 3, 4] : memref<24xf32> into memref<2x3x4xf32>
  %r = memref.reshape %u(%shape) : (memref<*xf32>, memref<?xi32>) -> memref<*xf32>
  %d = memref.dim %r, %i : memref<*xf32>
  %rank = memref.rank %m : memref<2x3x4xf32>
  return %1, %2, %d, %rank : memref<24xf32>, memref<2x3x4xf32>, index, index
}

// -----

// CHECK-LABEL: func.func @metadata
// CHECK-NEXT: memref.cast %arg0 : memref<8x2xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
func.func @metadata(%m: memref<8x2xf32>) -> memref<?x?xf32, strided<[?, ?], offset: ?>> {
  %b, %o, %s:2, %t:2 = memref.extract_strided_metadata %m : memref<8x2xf32> -> memref<f32>, index, index, index, index, index
  %r = memref.reinterpret_cast %b to offset: [%o], sizes: [%s#0, %s#1], strides: [%t#0, %t#1] : memref<f32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  return %r : memref<?x?xf32, strided<[?, ?], offset: ?>>
}

// -----

// CHECK-LABEL: func.func @dead
// CHECK-NOT: memref.realloc
// CHECK-NOT: memref.copy
func.func @dead(%m: memref<2xf32>, %v: f32, %e: memref<0xf32>) {
  %c0 = arith.constant 0 : index
  %r = memref.realloc %m : memref<2xf32> to memref<4xf32>
  memref.store %v, %r[%c0] : memref<4xf32>
  memref.copy %m, %m : memref<2xf32> to memref<2xf32>
  memref.copy %e, %e : memref<0xf32> to memref<0xf32>
  %a = memref.assume_alignment %m, 8 : memref<2xf32>
  %a2 = memref.assume_alignment %a, 8 : memref<2xf32>
  "test.use"(%a2) : (memref<2xf32>) -> ()
  return
}

// -----

// CHECK-LABEL: func.func @scope
// CHECK-NOT: memref.alloca_scope
func.func @scope(%v: f32) -> f32 {
  %r = memref.alloca_scope -> (f32) {
    %a = memref.alloca() : memref<f32>
    memref.store %v, %a[] : memref<f32>
    %l = memref.load %a[] : memref<f32>
    memref.alloca_scope.return %l : f32
  }
  return %r : f32
}

// -----

// CHECK-LABEL: func.func @transposes
// CHECK: memref.transpose %arg0 (d0, d1, d2) -> (d2, d0, d1)
func.func @transposes(%m: memref<2x3x4xf32>) -> memref<4x2x3xf32, strided<[1, 12, 4]>> {
  %0 = memref.transpose %m (i, j, k) -> (j, i, k) : memref<2x3x4xf32> to memref<3x2x4xf32, strided<[4, 12, 1]>>
  %1 = memref.transpose %0 (i, j, k) -> (k, j, i) : memref<3x2x4xf32, strided<[4, 12, 1]>> to memref<4x2x3xf32, strided<[1, 12, 4]>>
  return %1 : memref<4x2x3xf32, strided<[1, 12, 4]>>
}
