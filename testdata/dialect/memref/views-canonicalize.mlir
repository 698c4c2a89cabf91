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

// -----

// Constant view sizes become static; a view of a cast of an alloc views the
// alloc; dims of views and subviews are their size operands.
// CHECK-LABEL: func.func @views
// CHECK: memref.view %alloc[%c0][%arg1] : memref<2048xi8> to memref<4x?xf32>
// CHECK: return %cast, %arg1, %arg0, %arg0
func.func @views(%a: index, %b: index) -> (memref<?x?xf32>, index, index, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %m = memref.alloc() : memref<2048xi8>
  %cast = memref.cast %m : memref<2048xi8> to memref<?xi8>
  %v = memref.view %cast[%c0][%c4, %b] : memref<?xi8> to memref<?x?xf32>
  %v2 = memref.view %m[%a][%b] : memref<2048xi8> to memref<?x4xf32>
  %d = memref.dim %v2, %c0 : memref<?x4xf32>
  %s = memref.subview %v[0, 0] [1, %a] [1, 1] : memref<?x?xf32> to memref<?xf32, strided<[1]>>
  %d2 = memref.dim %s, %c0 : memref<?xf32, strided<[1]>>
  %s3 = memref.subview %v[0, 0] [%b, %a] [1, 1] : memref<?x?xf32> to memref<?x?xf32, strided<[?, 1]>>
  %d3 = memref.dim %s3, %c1 : memref<?x?xf32, strided<[?, 1]>>
  return %v, %d, %d2, %d3 : memref<?x?xf32>, index, index, index
}

// -----

// Chains of collapse_shape and expand_shape compose into one reshape (with
// the output sizes multiplied out), or fold away.
// CHECK-LABEL: func.func @a
// CHECK-NEXT: memref.collapse_shape %arg0 {{\[\[}}0, 1], [2]] : memref<2x3x4xf32> into memref<6x4xf32>
// CHECK-LABEL: func.func @dynamic_chain
// CHECK: %[[C2:.*]] = arith.constant 2 : index
// CHECK: %[[M:.*]] = arith.muli %arg1, %[[C2]] : index
// CHECK: memref.expand_shape %arg0 {{\[\[}}0, 1], [2], [3]] output_shape [2, 2, %[[M]], 6]
func.func @a(%m: memref<2x3x4xf32>) -> memref<6x4xf32> {
  %0 = memref.collapse_shape %m [[0, 1, 2]] : memref<2x3x4xf32> into memref<24xf32>
  %1 = memref.expand_shape %0 [[0, 1]] output_shape [6, 4] : memref<24xf32> into memref<6x4xf32>
  return %1 : memref<6x4xf32>
}
func.func @b(%m: memref<6x4xf32>) -> memref<2x3x4xf32> {
  %0 = memref.collapse_shape %m [[0, 1]] : memref<6x4xf32> into memref<24xf32>
  %1 = memref.expand_shape %0 [[0, 1, 2]] output_shape [2, 3, 4] : memref<24xf32> into memref<2x3x4xf32>
  return %1 : memref<2x3x4xf32>
}
func.func @c(%m: memref<24xf32>) -> memref<6x4xf32> {
  %0 = memref.expand_shape %m [[0, 1, 2]] output_shape [2, 3, 4] : memref<24xf32> into memref<2x3x4xf32>
  %1 = memref.collapse_shape %0 [[0, 1], [2]] : memref<2x3x4xf32> into memref<6x4xf32>
  return %1 : memref<6x4xf32>
}
func.func @d(%m: memref<2x12xf32>) -> memref<6x4xf32> {
  %0 = memref.expand_shape %m [[0], [1, 2]] output_shape [2, 3, 4] : memref<2x12xf32> into memref<2x3x4xf32>
  %1 = memref.collapse_shape %0 [[0, 1], [2]] : memref<2x3x4xf32> into memref<6x4xf32>
  return %1 : memref<6x4xf32>
}
func.func @e(%m: memref<2x3x4xf32>) -> memref<2x3x4xf32> {
  %0 = memref.collapse_shape %m [[0, 1], [2]] : memref<2x3x4xf32> into memref<6x4xf32>
  %1 = memref.expand_shape %0 [[0, 1], [2]] output_shape [2, 3, 4] : memref<6x4xf32> into memref<2x3x4xf32>
  return %1 : memref<2x3x4xf32>
}
func.func @f(%m: memref<5x2x3x4xf32>) -> memref<5x6x4xf32> {
  %0 = memref.collapse_shape %m [[0], [1, 2, 3]] : memref<5x2x3x4xf32> into memref<5x24xf32>
  %1 = memref.expand_shape %0 [[0], [1, 2]] output_shape [5, 6, 4] : memref<5x24xf32> into memref<5x6x4xf32>
  return %1 : memref<5x6x4xf32>
}
func.func @g(%m: memref<5x6x4xf32>) -> memref<5x2x3x4xf32> {
  %0 = memref.collapse_shape %m [[0], [1, 2]] : memref<5x6x4xf32> into memref<5x24xf32>
  %1 = memref.expand_shape %0 [[0], [1, 2, 3]] output_shape [5, 2, 3, 4] : memref<5x24xf32> into memref<5x2x3x4xf32>
  return %1 : memref<5x2x3x4xf32>
}
func.func @h(%m: memref<2x3x4xf32>) -> memref<6x4xf32> {
  %0 = memref.expand_shape %m [[0], [1], [2, 3]] output_shape [2, 3, 2, 2] : memref<2x3x4xf32> into memref<2x3x2x2xf32>
  %1 = memref.collapse_shape %0 [[0, 1], [2, 3]] : memref<2x3x2x2xf32> into memref<6x4xf32>
  return %1 : memref<6x4xf32>
}
func.func @i(%m: memref<6x4xf32>) -> memref<2x3x2x2xf32> {
  %0 = memref.expand_shape %m [[0, 1], [2]] output_shape [2, 3, 4] : memref<6x4xf32> into memref<2x3x4xf32>
  %1 = memref.expand_shape %0 [[0], [1], [2, 3]] output_shape [2, 3, 2, 2] : memref<2x3x4xf32> into memref<2x3x2x2xf32>
  return %1 : memref<2x3x2x2xf32>
}
func.func @dynamic_chain(%m: memref<4x?x6xf32>, %i: index) -> memref<2x2x?x6xf32> {
  %0 = memref.expand_shape %m [[0, 1], [2, 3], [4, 5]] output_shape [2, 2, %i, 2, 2, 3] : memref<4x?x6xf32> into memref<2x2x?x2x2x3xf32>
  %1 = memref.collapse_shape %0 [[0], [1], [2, 3], [4, 5]] : memref<2x2x?x2x2x3xf32> into memref<2x2x?x6xf32>
  return %1 : memref<2x2x?x6xf32>
}
