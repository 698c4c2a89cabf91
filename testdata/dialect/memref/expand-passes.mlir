// RUN: gomlir-opt %s --expand-realloc --memref-expand -split-input-file > %t.g
// RUN: mlir-opt-upstream %s --expand-realloc --memref-expand -split-input-file > %t.u
// RUN: diff %t.g %t.u
// RUN: gomlir-opt %s --expand-realloc=emit-deallocs=false -split-input-file -mlir-print-debuginfo > %t.g2
// RUN: mlir-opt-upstream %s --expand-realloc=emit-deallocs=false -split-input-file -mlir-print-debuginfo > %t.u2
// RUN: diff %t.g2 %t.u2
// RUN: gomlir-opt %s --expand-realloc --memref-expand -split-input-file | FileCheck %s

// A realloc becomes an scf.if growing (allocate, copy, free) or
// reinterpreting the buffer.
// CHECK-LABEL: func.func @realloc_dynamic
// CHECK: %[[DIM:.*]] = memref.dim %arg0, %c0 : memref<?xf32>
// CHECK: arith.cmpi ult, %[[DIM]], %arg1 : index
// CHECK: scf.if
// CHECK: memref.alloc(%arg1) {alignment = 16 : i64} : memref<?xf32>
// CHECK: memref.subview %{{.*}}[0] [%[[DIM]]] [1] : memref<?xf32> to memref<?xf32, strided<[1]>>
// CHECK: memref.copy
// CHECK: memref.dealloc %arg0 : memref<?xf32>
// CHECK: memref.reinterpret_cast %arg0 to offset: [0], sizes: [%arg1], strides: [1] : memref<?xf32> to memref<?xf32>
func.func @realloc_dynamic(%m: memref<?xf32>, %n: index) -> memref<?xf32> {
  %r = memref.realloc %m(%n) {alignment = 16} : memref<?xf32> to memref<?xf32>
  return %r : memref<?xf32>
}

// -----

// CHECK-LABEL: func.func @realloc_static
// CHECK: %[[C2:.*]] = arith.constant 2 : index
// CHECK: %[[C4:.*]] = arith.constant 4 : index
// CHECK: arith.cmpi ult, %[[C2]], %[[C4]] : index
func.func @realloc_static(%m: memref<2xi8, 3>) -> memref<4xi8, 3> {
  %r = memref.realloc %m : memref<2xi8, 3> to memref<4xi8, 3>
  return %r : memref<4xi8, 3>
}

// -----

// A reshape to a static rank loads the sizes and multiplies the strides.
// CHECK-LABEL: func.func @reshape
// CHECK: memref.reinterpret_cast %arg0 to offset: [0], sizes: [%{{.*}}, %{{.*}}, 8], strides: [%{{.*}}, 8, 1] : memref<*xf32> to memref<?x?x8xf32>
// CHECK: memref.reshape %arg0(%arg2) : (memref<*xf32>, memref<?xindex>) -> memref<*xf32>
func.func @reshape(%in: memref<*xf32>, %shape: memref<3xi32>, %u: memref<?xindex>) -> (memref<?x?x8xf32>, memref<*xf32>) {
  %0 = memref.reshape %in(%shape) : (memref<*xf32>, memref<3xi32>) -> memref<?x?x8xf32>
  %1 = memref.reshape %in(%u) : (memref<*xf32>, memref<?xindex>) -> memref<*xf32>
  return %0, %1 : memref<?x?x8xf32>, memref<*xf32>
}
