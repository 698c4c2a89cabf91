// RUN: gomlir-opt %s -buffer-hoisting -split-input-file -allow-unregistered-dialect > %t.g
// RUN: mlir-opt-upstream %s -buffer-hoisting -split-input-file -allow-unregistered-dialect > %t.u
// RUN: diff %t.g %t.u
// RUN: gomlir-opt %s -buffer-loop-hoisting -split-input-file -allow-unregistered-dialect > %t.g2
// RUN: mlir-opt-upstream %s -buffer-loop-hoisting -split-input-file -allow-unregistered-dialect > %t.u2
// RUN: diff %t.g2 %t.u2
// RUN: gomlir-opt %s -buffer-loop-hoisting -split-input-file -allow-unregistered-dialect | FileCheck %s

// Allocations move to the common dominator of their users (buffer-hoisting)
// or out of sequential loops that do not pass them to the next iteration
// (buffer-loop-hoisting), never above the values their sizes use.

// CHECK-LABEL: func.func @nested
// CHECK-NEXT: memref.alloc() : memref<2xf32>
// CHECK-NEXT: memref.alloc(%arg4) : memref<?xf32>
// CHECK-NEXT: memref.alloc() : memref<8xf32>
// CHECK-NEXT: memref.alloca() : memref<4xf32>
// CHECK-NEXT: scf.for
// CHECK-NEXT: memref.alloc(%arg5) : memref<?xf32>
func.func @cond(%c: i1, %n: index) {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %0 = memref.alloc() : memref<2xf32>
  "test.use"(%0) : (memref<2xf32>) -> ()
  cf.br ^bb3
^bb2:
  %1 = memref.alloc(%n) : memref<?xf32>
  "test.use"(%1) : (memref<?xf32>) -> ()
  cf.br ^bb3
^bb3:
  return
}
// -----
func.func @nested(%c: i1, %lb: index, %ub: index, %s: index, %n: index) {
  scf.for %i = %lb to %ub step %s {
    %0 = memref.alloc() : memref<2xf32>
    %1 = memref.alloc(%n) : memref<?xf32>
    %2 = memref.alloc(%i) : memref<?xf32>
    %3 = memref.alloca() : memref<4xf32>
    "test.use"(%0, %1, %2, %3) : (memref<2xf32>, memref<?xf32>, memref<?xf32>, memref<4xf32>) -> ()
    scf.for %j = %lb to %ub step %s {
      %4 = memref.alloc() : memref<8xf32>
      "test.use"(%4) : (memref<8xf32>) -> ()
      memref.dealloc %4 : memref<8xf32>
    }
  }
  scf.if %c {
    %5 = memref.alloc() : memref<3xf32>
    "test.use"(%5) : (memref<3xf32>) -> ()
  }
  return
}
// -----
func.func @iter(%lb: index, %ub: index, %s: index, %m: memref<2xf32>) -> memref<2xf32> {
  %r = scf.for %i = %lb to %ub step %s iter_args(%x = %m) -> memref<2xf32> {
    %0 = memref.alloc() : memref<2xf32>
    "test.use"(%x, %0) : (memref<2xf32>, memref<2xf32>) -> ()
    scf.yield %0 : memref<2xf32>
  }
  scf.parallel (%i) = (%lb) to (%ub) step (%s) {
    %1 = memref.alloc() : memref<2xf32>
    "test.use"(%1) : (memref<2xf32>) -> ()
    scf.reduce
  }
  return %r : memref<2xf32>
}
// -----
func.func @while(%c: i1) {
  scf.while : () -> () {
    %0 = memref.alloc() : memref<2xf32>
    "test.use"(%0) : (memref<2xf32>) -> ()
    scf.condition(%c)
  } do {
    %1 = memref.alloc() : memref<2xf32>
    "test.use"(%1) : (memref<2xf32>) -> ()
    scf.yield
  }
  return
}
// -----
func.func @forall(%n: index) {
  scf.forall (%i) in (%n) {
    %0 = memref.alloc() : memref<2xf32>
    "test.use"(%0) : (memref<2xf32>) -> ()
  }
  affine.parallel (%i) = (0) to (10) {
    %1 = memref.alloc() : memref<2xf32>
    "test.use"(%1) : (memref<2xf32>) -> ()
  }
  affine.for %i = 0 to 10 {
    %2 = memref.alloc() : memref<2xf32>
    "test.use"(%2) : (memref<2xf32>) -> ()
  }
  return
}
