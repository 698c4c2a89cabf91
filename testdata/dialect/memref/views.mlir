// RUN: gomlir-opt %s > %t.g
// RUN: mlir-opt-upstream %s > %t.u
// RUN: diff %t.g %t.u
// RUN: gomlir-opt %s -mlir-print-op-generic > %t.g2
// RUN: mlir-opt-upstream %s -mlir-print-op-generic > %t.u2
// RUN: diff %t.g2 %t.u2
// RUN: gomlir-opt %s -mlir-print-debuginfo > %t.g3
// RUN: mlir-opt-upstream %s -mlir-print-debuginfo > %t.u3
// RUN: diff %t.g3 %t.u3
// RUN: gomlir-opt %t.g2 | FileCheck %s

// The view ops with mixed static and dynamic entries and inferred strided
// layouts.
// CHECK-LABEL: func.func @views
// CHECK: %subview = memref.subview %arg0[%arg1, 4] [4, %arg1] [1, 2] : memref<?x?xf32> to memref<4x?xf32, strided<[?, 2], offset: ?>>
// CHECK: %subview_0 = memref.subview %arg4[1, 2, 1] [1, 6, 3] [1, 1, 1] : memref<8x16x4xf32> to memref<6x3xf32, strided<[4, 1], offset: 73>>
// CHECK: %reinterpret_cast = memref.reinterpret_cast %arg2 to offset: [0], sizes: [%arg1, 10], strides: [1, %arg1] : memref<*xf32> to memref<?x10xf32, strided<[1, ?]>>
// CHECK: %transpose = memref.transpose %arg0 (d0, d1) -> (d1, d0) : memref<?x?xf32> to memref<?x?xf32, strided<[1, ?]>>
// CHECK: %view = memref.view %arg3[%arg1][%arg1] : memref<2048xi8> to memref<?x4xf32>
func.func @views(%m: memref<?x?xf32>, %a: index, %u: memref<*xf32>, %buf: memref<2048xi8>, %s: memref<8x16x4xf32>) {
  %0 = memref.subview %m[%a, 4][4, %a][1, 2] : memref<?x?xf32> to memref<4x?xf32, strided<[?, 2], offset: ?>>
  %1 = memref.subview %s[1, 2, 1][1, 6, 3][1, 1, 1] : memref<8x16x4xf32> to memref<6x3xf32, strided<[4, 1], offset: 73>>
  %2 = memref.reinterpret_cast %u to offset: [0], sizes: [%a, 10], strides: [1, %a] : memref<*xf32> to memref<?x10xf32, strided<[1, ?]>>
  %3 = memref.transpose %m (i, j) -> (j, i) : memref<?x?xf32> to memref<?x?xf32, strided<[1, ?]>>
  %4 = memref.view %buf[%a][%a] : memref<2048xi8> to memref<?x4xf32>
  %5 = memref.subview %1[0, 0] [2, 2] [2, 1] : memref<6x3xf32, strided<[4, 1], offset: 73>> to memref<2x2xf32, strided<[8, 1], offset: 73>>
  return
}

// CHECK-LABEL: func.func @reshapes
// CHECK: %collapse_shape = memref.collapse_shape %arg0 {{\[\[}}0, 1], [2]] : memref<?x4x?xf32> into memref<?x?xf32>
// CHECK: %expand_shape = memref.expand_shape %collapse_shape {{\[\[}}0, 1], [2]] output_shape [%arg1, 4, %arg1] : memref<?x?xf32> into memref<?x4x?xf32>
// CHECK: %reshape = memref.reshape %arg2(%arg3) : (memref<4x1xf32>, memref<1xi32>) -> memref<4xf32>
// CHECK: %collapse_shape_0 = memref.collapse_shape %arg4 {{\[\[}}0, 1]] : memref<3x4xf32, strided<[4, 1], offset: 2>> into memref<12xf32, strided<[1], offset: 2>>
func.func @reshapes(%m: memref<?x4x?xf32>, %a: index, %r: memref<4x1xf32>, %shape: memref<1xi32>, %st: memref<3x4xf32, strided<[4, 1], offset: 2>>) {
  %0 = memref.collapse_shape %m [[0, 1], [2]] : memref<?x4x?xf32> into memref<?x?xf32>
  %1 = memref.expand_shape %0 [[0, 1], [2]] output_shape [%a, 4, %a] : memref<?x?xf32> into memref<?x4x?xf32>
  %2 = memref.reshape %r(%shape) : (memref<4x1xf32>, memref<1xi32>) -> memref<4xf32>
  %3 = memref.collapse_shape %st [[0, 1]] : memref<3x4xf32, strided<[4, 1], offset: 2>> into memref<12xf32, strided<[1], offset: 2>>
  %4 = memref.expand_shape %st [[0], [1, 2]] output_shape [3, 2, 2] : memref<3x4xf32, strided<[4, 1], offset: 2>> into memref<3x2x2xf32, strided<[4, 2, 1], offset: 2>>
  return
}

// CHECK-LABEL: func.func @others
// CHECK: %intptr = memref.extract_aligned_pointer_as_index
// CHECK: %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata
// CHECK: memref.prefetch %arg0[%arg1, %arg1], write, locality<1>, instr : memref<?x?xf32>
// CHECK: memref.atomic_rmw maxs
// CHECK: memref.generic_atomic_rmw
// CHECK: memref.atomic_yield
func.func @others(%m: memref<?x?xf32>, %a: index, %u: memref<*xf32>, %i: memref<4xi32>, %v: i32) {
  %p = memref.extract_aligned_pointer_as_index %m : memref<?x?xf32> -> index
  %b, %o, %sz:2, %st:2 = memref.extract_strided_metadata %m : memref<?x?xf32> -> memref<f32>, index, index, index, index, index
  memref.prefetch %m[%a, %a], write, locality<1>, instr : memref<?x?xf32>
  memref.prefetch %m[%a, %a], read, locality<3>, data : memref<?x?xf32>
  %r = memref.rank %u : memref<*xf32>
  memref.copy %m, %m : memref<?x?xf32> to memref<?x?xf32>
  %al = memref.assume_alignment %m, 16 : memref<?x?xf32>
  %d:2 = memref.distinct_objects %m, %i : memref<?x?xf32>, memref<4xi32>
  %x = memref.atomic_rmw maxs %v, %i[%a] : (i32, memref<4xi32>) -> i32
  %y = memref.generic_atomic_rmw %i[%a] : memref<4xi32> {
  ^bb0(%cur: i32):
    %n = arith.addi %cur, %v : i32
    memref.atomic_yield %n : i32
  }
  %sc = memref.memory_space_cast %m : memref<?x?xf32> to memref<?x?xf32, 1>
  %re = memref.realloc %i(%a) {alignment = 8} : memref<4xi32> to memref<?xi32>
  %res = memref.alloca_scope -> (index) {
    %t = memref.alloca() : memref<4xf32>
    memref.alloca_scope.return %a : index
  }
  memref.alloca_scope {
    %t = memref.alloca() : memref<4xf32>
  }
  %g = memref.get_global @gv : memref<2xf32>
  return
}

// CHECK: memref.global "private" constant @gv : memref<2xf32> = dense<[0.000000e+00, 2.000000e+00]> {alignment = 64 : i64}
memref.global "private" constant @gv : memref<2xf32> = dense<[0.0, 2.0]> {alignment = 64}
// CHECK: memref.global @z : memref<3xf16> = uninitialized
memref.global @z : memref<3xf16> = uninitialized
// CHECK: memref.global "private" @y : memref<4xi32>
memref.global "private" @y : memref<4xi32>
