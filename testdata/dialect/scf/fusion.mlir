// RUN: gomlir-opt %s -allow-unregistered-dialect -split-input-file -pass-pipeline='builtin.module(func.func(scf-parallel-loop-fusion))' -mlir-print-debuginfo > %t.g
// RUN: mlir-opt-upstream %s -allow-unregistered-dialect -split-input-file -pass-pipeline='builtin.module(func.func(scf-parallel-loop-fusion))' -mlir-print-debuginfo > %t.u
// RUN: diff %t.g %t.u
// RUN: gomlir-opt %s -allow-unregistered-dialect -split-input-file -pass-pipeline='builtin.module(func.func(scf-parallel-loop-fusion))' | FileCheck %s

// Fusion of adjacent scf.parallel loops: equal iteration spaces, stores
// read back at the same (or equivalent) indices, no aliasing buffers;
// reductions are concatenated.

// CHECK-LABEL: func.func @fuse_empty_loops
// CHECK: scf.parallel
// CHECK-NOT: scf.parallel
// CHECK-LABEL: func.func @fuse_two
// CHECK: scf.parallel
// CHECK: memref.store
// CHECK-NOT: scf.parallel
// CHECK: arith.mulf
// CHECK: scf.parallel
// CHECK-LABEL: func.func @do_not_fuse_alias
// CHECK: scf.parallel
// CHECK: scf.parallel
func.func @fuse_empty_loops(%A: f32, %B: f32) -> f32 {
  %c2 = arith.constant 2 : index
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.parallel (%i, %j) = (%c0, %c0) to (%c2, %c2) step (%c1, %c1) {
    scf.reduce
  }
  %res = arith.addf %A, %B : f32
  scf.parallel (%i, %j) = (%c0, %c0) to (%c2, %c2) step (%c1, %c1) {
    scf.reduce
  }
  return %res : f32
}
// -----
func.func @fuse_two(%A: memref<2x2xf32>, %B: memref<2x2xf32>) {
  %c2 = arith.constant 2 : index
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c1fp = arith.constant 1.0 : f32
  %sum = memref.alloc()  : memref<2x2xf32>
  scf.parallel (%i, %j) = (%c0, %c0) to (%c2, %c2) step (%c1, %c1) {
    %B_elem = memref.load %B[%i, %j] : memref<2x2xf32>
    %sum_elem = arith.addf %B_elem, %c1fp : f32
    memref.store %sum_elem, %sum[%i, %j] : memref<2x2xf32>
    scf.reduce
  }
  scf.parallel (%i, %j) = (%c0, %c0) to (%c2, %c2) step (%c1, %c1) {
    %sum_elem = memref.load %sum[%i, %j] : memref<2x2xf32>
    %A_elem = memref.load %A[%i, %j] : memref<2x2xf32>
    %product_elem = arith.mulf %sum_elem, %A_elem : f32
    memref.store %product_elem, %B[%i, %j] : memref<2x2xf32>
    scf.reduce
  }
  scf.parallel (%i, %j) = (%c0, %c0) to (%c2, %c2) step (%c1, %c1) {
    %k = arith.addi %i, %c1 : index
    %sum_elem = memref.load %sum[%k, %j] : memref<2x2xf32>
    scf.reduce
  }
  memref.dealloc %sum : memref<2x2xf32>
  return
}
// -----
func.func @do_not_fuse_alias(%A: memref<2x2xf32>, %B: memref<2x2xf32>,
                             %C: memref<2x2xf32>, %result: memref<2x2xf32>,
                             %sum: memref<2x2xf32>) {
  %c2 = arith.constant 2 : index
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.parallel (%i, %j) = (%c0, %c0) to (%c2, %c2) step (%c1, %c1) {
    %B_elem = memref.load %B[%i, %j] : memref<2x2xf32>
    %C_elem = memref.load %C[%i, %j] : memref<2x2xf32>
    %sum_elem = arith.addf %B_elem, %C_elem : f32
    memref.store %sum_elem, %sum[%i, %j] : memref<2x2xf32>
    scf.reduce
  }
  scf.parallel (%i, %j) = (%c0, %c0) to (%c2, %c2) step (%c1, %c1) {
    %sum_elem = memref.load %sum[%i, %j] : memref<2x2xf32>
    %A_elem = memref.load %A[%i, %j] : memref<2x2xf32>
    %product_elem = arith.mulf %sum_elem, %A_elem : f32
    memref.store %product_elem, %result[%i, %j] : memref<2x2xf32>
    scf.reduce
  }
  return
}
// -----
func.func @reductions(%A: memref<2x2xf32>, %f: f32, %g: i32) -> (f32, i32) {
  %c2 = arith.constant 2 : index
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r1 = scf.parallel (%i) = (%c0) to (%c2) step (%c1) init (%f) -> f32 {
    %x = memref.load %A[%i, %i] : memref<2x2xf32>
    scf.reduce(%x : f32) {
    ^bb0(%a: f32, %b: f32):
      %s = arith.addf %a, %b : f32
      scf.reduce.return %s : f32
    }
  }
  %r2 = scf.parallel (%i) = (%c0) to (%c2) step (%c1) init (%g) -> i32 {
    %y = arith.index_cast %i : index to i32
    scf.reduce(%y : i32) {
    ^bb0(%a: i32, %b: i32):
      %s = arith.addi %a, %b : i32
      scf.reduce.return %s : i32
    }
  }
  return %r1, %r2 : f32, i32
}
// -----
func.func @idx_equiv(%A: memref<4xf32>) {
  %c2 = arith.constant 2 : index
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %buf = memref.alloca() : memref<4xf32>
  %f = arith.constant 1.0 : f32
  scf.parallel (%i) = (%c0) to (%c2) step (%c1) {
    %k = arith.addi %i, %c1 : index
    memref.store %f, %buf[%k] : memref<4xf32>
    scf.reduce
  }
  scf.parallel (%i) = (%c0) to (%c2) step (%c1) {
    %k = arith.addi %i, %c1 : index
    %v = memref.load %buf[%k] : memref<4xf32>
    memref.store %v, %A[%i] : memref<4xf32>
    scf.reduce
  }
  return
}
