// RUN: gomlir-opt %s -allow-unregistered-dialect -split-input-file -pass-pipeline='builtin.module(func.func(scf-for-to-while))' -mlir-print-debuginfo > %t.g
// RUN: mlir-opt-upstream %s -allow-unregistered-dialect -split-input-file -pass-pipeline='builtin.module(func.func(scf-for-to-while))' -mlir-print-debuginfo > %t.u
// RUN: diff %t.g %t.u
// RUN: gomlir-opt %s -allow-unregistered-dialect -split-input-file -scf-forall-to-for > %t.g
// RUN: mlir-opt-upstream %s -allow-unregistered-dialect -split-input-file -scf-forall-to-for > %t.u
// RUN: diff %t.g %t.u
// RUN: gomlir-opt %s -allow-unregistered-dialect -split-input-file -scf-forall-to-parallel > %t.g
// RUN: mlir-opt-upstream %s -allow-unregistered-dialect -split-input-file -scf-forall-to-parallel > %t.u
// RUN: diff %t.g %t.u
// RUN: gomlir-opt %s -allow-unregistered-dialect -split-input-file -scf-parallel-for-to-nested-fors > %t.g
// RUN: mlir-opt-upstream %s -allow-unregistered-dialect -split-input-file -scf-parallel-for-to-nested-fors > %t.u
// RUN: diff %t.g %t.u
// RUN: gomlir-opt %s -allow-unregistered-dialect -split-input-file -scf-for-loop-range-folding > %t.g
// RUN: mlir-opt-upstream %s -allow-unregistered-dialect -split-input-file -scf-for-loop-range-folding > %t.u
// RUN: diff %t.g %t.u
// RUN: gomlir-opt %s -allow-unregistered-dialect -split-input-file -pass-pipeline='builtin.module(func.func(scf-parallel-loop-tiling{parallel-loop-tile-sizes=3,4 no-min-max-bounds}))' > %t.g
// RUN: mlir-opt-upstream %s -allow-unregistered-dialect -split-input-file -pass-pipeline='builtin.module(func.func(scf-parallel-loop-tiling{parallel-loop-tile-sizes=3,4 no-min-max-bounds}))' > %t.u
// RUN: diff %t.g %t.u
// RUN: gomlir-opt %s -allow-unregistered-dialect -split-input-file -test-scf-for-utils > %t.g
// RUN: mlir-opt-upstream %s -allow-unregistered-dialect -split-input-file -test-scf-for-utils > %t.u
// RUN: diff %t.g %t.u
// RUN: gomlir-opt %s -allow-unregistered-dialect -split-input-file -test-scf-uplift-while-to-for > %t.g
// RUN: mlir-opt-upstream %s -allow-unregistered-dialect -split-input-file -test-scf-uplift-while-to-for > %t.u
// RUN: diff %t.g %t.u
// RUN: gomlir-opt %s -allow-unregistered-dialect -split-input-file -scf-for-loop-canonicalization > %t.g
// RUN: mlir-opt-upstream %s -allow-unregistered-dialect -split-input-file -scf-for-loop-canonicalization > %t.u
// RUN: diff %t.g %t.u
// RUN: gomlir-opt %s -allow-unregistered-dialect -split-input-file -scf-for-to-while | FileCheck %s

// The scf loop transformations, compared with upstream on the same input.

// CHECK-LABEL: func.func @u
// CHECK: scf.while (%{{.*}} = %{{.*}}, %{{.*}} = %{{.*}}) : (i32, f32) -> (i32, f32) {
// CHECK: arith.cmpi ult
// CHECK: } attributes {foo = 1 : i64, unsignedCmp}
func.func @u(%a: i32, %b: f32) -> f32 {
  %r = scf.for unsigned %i = %a to %a step %a iter_args(%x = %b) -> (f32) : i32 {
    scf.yield %x : f32
  } {foo = 1}
  return %r : f32
}
// -----

func.func private @callee(%i: index, %j: index)
func.func @f(%ub1: index, %ub2: index, %t: tensor<4xf32>) {
  scf.forall (%i, %j) in (%ub1, 7) {
    func.call @callee(%i, %j) : (index, index) -> ()
  }
  scf.forall (%i, %j) = (1, %ub1) to (%ub2, 9) step (2, %ub1) {
    scf.forall (%k) in (%ub1) {
      func.call @callee(%i, %k) : (index, index) -> ()
    }
  } {mapping = []}
  scf.parallel (%i, %j) = (%ub1, %ub2) to (%ub2, %ub2) step (%ub1, %ub1) {
    func.call @callee(%i, %j) : (index, index) -> ()
  }
  return
}
// -----

func.func @f(%a: index, %b: index, %c: index, %d: index, %m: memref<?xindex>) {
  scf.for %i = %a to %b step %c {
    %0 = arith.addi %i, %d : index
    %1 = arith.muli %0, %d : index
    %2 = arith.addi %1, %a : index
    memref.store %2, %m[%2] : memref<?xindex>
  }
  return
}
// -----

func.func @f(%a: index, %b: index, %c: index, %m: memref<?x?xf32>) {
  %c0 = arith.constant 0 : index
  %c8 = arith.constant 8 : index
  %c1 = arith.constant 1 : index
  scf.parallel (%i, %j) = (%a, %c0) to (%b, %c8) step (%c, %c1) {
    %v = memref.load %m[%i, %j] : memref<?x?xf32>
    memref.store %v, %m[%j, %i] : memref<?x?xf32>
  }
  return
}
// -----

func.func @uplift_while(%arg0: index, %arg1: index, %arg2: index) -> index {
  %0 = scf.while (%arg3 = %arg0) : (index) -> (index) {
    %1 = arith.cmpi slt, %arg3, %arg1 : index
    scf.condition(%1) %arg3 : index
  } do {
  ^bb0(%arg3: index):
    "test.test1"(%arg3) : (index) -> ()
    %added = arith.addi %arg3, %arg2 : index
    "test.test2"(%added) : (index) -> ()
    scf.yield %added : index
  }
  return %0 : index
}
// -----

func.func @trip_count_arith_add_nsw_loop_signed(%lb : i32) -> i32 {
  %c0_i32 = arith.constant 0 : i32
  %c4_i32 = arith.constant 4 : i32
  %c16_i32 = arith.constant 16 : i32
  %ub = arith.addi %lb, %c16_i32 overflow<nsw> : i32
  %1 = scf.for %arg0 = %lb to %ub step %c4_i32 iter_args(%arg1 = %c0_i32) -> (i32)  : i32 {
    scf.yield %arg0 : i32
  }
  return %1 : i32
}

// -----

func.func @f(%m: memref<?xf32>, %lb: index, %ub: index, %s: index) -> index {
  %c0 = arith.constant 0 : index
  %r = scf.for %i = %lb to %ub step %s iter_args(%a = %m) -> memref<?xf32> {
    %d = memref.dim %a, %c0 : memref<?xf32>
    "test.use"(%d) : (index) -> ()
    %r2 = scf.for %j = %lb to %ub step %s iter_args(%b = %a) -> memref<?xf32> {
      scf.yield %b : memref<?xf32>
    }
    scf.yield %r2 : memref<?xf32>
  }
  %d2 = memref.dim %r, %c0 : memref<?xf32>
  %x = arith.addi %c0, %d2 : index
  return %x : index
}
