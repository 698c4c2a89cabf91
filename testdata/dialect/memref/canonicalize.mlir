// RUN: gomlir-opt %s > %t.g
// RUN: mlir-opt-upstream %s > %t.u
// RUN: diff %t.g %t.u
// RUN: gomlir-opt %s -canonicalize -mlir-print-debuginfo > %t.g2
// RUN: mlir-opt-upstream %s -canonicalize -mlir-print-debuginfo > %t.u2
// RUN: diff %t.g2 %t.u2
// RUN: gomlir-opt %s -canonicalize | FileCheck %s

// Constant sizes become static (with a cast back), allocations only
// stored into and deallocated go away, dims fold to static sizes and
// allocation operands, uses look through casts from ranked memrefs.
// CHECK-LABEL: func.func @f
// CHECK: %[[A:.*]] = memref.alloc(%arg0) : memref<4x?xf32>
// CHECK-NOT: memref.alloc() : memref<8xf32>
// CHECK: memref.load %[[A]][%c0, %c1] : memref<4x?xf32>
// CHECK: return %c4, %arg0,
func.func @f(%n: index, %v: f32, %u: memref<*xf32>) -> (index, index, index, f32) {
  %c4 = arith.constant 4 : index
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %a = memref.alloc(%c4, %n) : memref<?x?xf32>
  %b = memref.alloca(%n) {alignment = 16} : memref<?xf32>
  %d0 = memref.dim %a, %c0 : memref<?x?xf32>
  %d1 = memref.dim %a, %c1 : memref<?x?xf32>
  %c = memref.cast %a : memref<?x?xf32> to memref<4x?xf32>
  %d2 = memref.dim %c, %c0 : memref<4x?xf32>
  %e = memref.cast %c : memref<4x?xf32> to memref<?x?xf32>
  %x = memref.load %e[%c0, %c1] : memref<?x?xf32>
  memref.store %v, %e[%c0, %c0] : memref<?x?xf32>
  %dead = memref.alloc() : memref<8xf32>
  memref.store %v, %dead[%c0] : memref<8xf32>
  memref.dealloc %dead : memref<8xf32>
  %uc = memref.cast %u : memref<*xf32> to memref<4xf32>
  %y = memref.load %uc[%c0] : memref<4xf32>
  %same = memref.cast %b : memref<?xf32> to memref<?xf32>
  memref.store %y, %same[%c0] : memref<?xf32>
  %neg = arith.constant -1 : index
  %z = memref.alloc(%neg) : memref<?xf32>
  memref.store %y, %z[%c0] : memref<?xf32>
  %dd = memref.dim %z, %c0 : memref<?xf32>
  memref.dealloc %a : memref<?x?xf32>
  return %d0, %d1, %dd, %x : index, index, index, f32
}
func.func @casts(%a: memref<4xf32>, %s: memref<4xf32, strided<[1], offset: ?>>) {
  %0 = memref.cast %a : memref<4xf32> to memref<?xf32>
  %1 = memref.cast %a : memref<4xf32> to memref<*xf32>
  %2 = memref.cast %1 : memref<*xf32> to memref<4xf32>
  %3 = memref.cast %a : memref<4xf32> to memref<4xf32, strided<[1], offset: ?>>
  %4 = memref.cast %s : memref<4xf32, strided<[1], offset: ?>> to memref<4xf32>
  %5 = memref.cast %a : memref<4xf32> to memref<?xf32, strided<[?], offset: ?>>
  return
}
