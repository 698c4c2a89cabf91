// RUN: gomlir-opt %s -drop-equivalent-buffer-results > %t.g
// RUN: mlir-opt-upstream %s -drop-equivalent-buffer-results > %t.u
// RUN: diff %t.g %t.u
// RUN: gomlir-opt %s -drop-equivalent-buffer-results | FileCheck %s

// Results of private functions that always return an argument (through
// memref.cast) are dropped; callers use the argument, cast back to the old
// result type. Public functions keep their results.

// CHECK-LABEL: func.func private @f
// CHECK-SAME: -> (i32 {test.y}, memref<4xf32>)
// CHECK: func.func @pub(%arg0: memref<4xf32>) -> memref<4xf32>
// CHECK-LABEL: func.func @caller
// CHECK: %[[R:.*]]:2 = call @f(%arg0, %arg1, %arg0) : (memref<4xf32>, i1, memref<4xf32>) -> (i32, memref<4xf32>)
// CHECK: memref.cast %arg0 : memref<4xf32> to memref<?xf32>
// CHECK: func.call @f
// CHECK: call @pub
!t = memref<?xf32, strided<[?], offset: ?>>
func.func private @f(%a: memref<4xf32>, %c: i1, %b: memref<4xf32>) -> (memref<?xf32> {test.x}, i32 {test.y}, memref<4xf32>) {
  %i = arith.constant 1 : i32
  %cast = memref.cast %a : memref<4xf32> to memref<?xf32>
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  return %cast, %i, %b : memref<?xf32>, i32, memref<4xf32>
^bb2:
  %cast2 = memref.cast %a : memref<4xf32> to memref<?xf32>
  return %cast2, %i, %a : memref<?xf32>, i32, memref<4xf32>
}
func.func @pub(%a: memref<4xf32>) -> memref<4xf32> {
  return %a : memref<4xf32>
}
func.func @caller(%a: memref<4xf32>, %c: i1) -> (memref<?xf32>, i32, memref<4xf32>) {
  %0:3 = call @f(%a, %c, %a) {foo} : (memref<4xf32>, i1, memref<4xf32>) -> (memref<?xf32>, i32, memref<4xf32>)
  %1 = scf.if %c -> memref<?xf32> {
    %2:3 = func.call @f(%a, %c, %a) : (memref<4xf32>, i1, memref<4xf32>) -> (memref<?xf32>, i32, memref<4xf32>)
    scf.yield %2#0 : memref<?xf32>
  } else {
    scf.yield %0#0 : memref<?xf32>
  }
  %p = call @pub(%a) : (memref<4xf32>) -> memref<4xf32>
  return %1, %0#1, %p : memref<?xf32>, i32, memref<4xf32>
}
