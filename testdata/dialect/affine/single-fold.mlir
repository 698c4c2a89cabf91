// RUN: gomlir-opt %s -split-input-file -allow-unregistered-dialect -test-single-fold > %t.g
// RUN: mlir-opt-upstream %s -split-input-file -allow-unregistered-dialect -test-single-fold > %t.u
// RUN: diff %t.g %t.u
// RUN: gomlir-opt %s -split-input-file -allow-unregistered-dialect -test-single-fold -mlir-print-debuginfo > %t.g2
// RUN: mlir-opt-upstream %s -split-input-file -allow-unregistered-dialect -test-single-fold -mlir-print-debuginfo > %t.u2
// RUN: diff %t.g2 %t.u2
// RUN: FileCheck %s < %t.g

// Each op is folded once, last first; constants are uniqued per dialect
// and hoisted to the entry block, unused ones are dropped.

// CHECK-LABEL: func @apply_chain
// CHECK: %[[C5:.*]] = arith.constant 5 : index
// CHECK: %[[C30:.*]] = arith.constant 30 : index
// CHECK: %[[C1:.*]] = arith.constant 1 : index
// CHECK: %[[R:.*]] = affine.apply #{{.*}}(%[[C5]], %[[C1]])
// CHECK: return %[[C30]], %[[R]]
func.func @apply_chain(%n : index) -> (index, index) {
  %c3 = arith.constant 3 : index
  %c5 = arith.constant 5 : index
  %unused = arith.constant 99 : index
  %a = affine.apply affine_map<(d0)[s0] -> (d0 * s0 + 15)>(%c3)[%c5]
  %b = affine.apply affine_map<(d0) -> (d0 floordiv 2)>(%c3)
  %c = affine.apply affine_map<(d0, d1) -> (d0 + d1 + 1)>(%c5, %b)
  return %a, %c : index, index
}

// -----

// CHECK-LABEL: func @min_max
// CHECK: affine.min
// CHECK-NOT: affine.max
func.func @min_max(%x : index) -> (index, index) {
  %c8 = arith.constant 8 : index
  %c2 = arith.constant 2 : index
  %0 = affine.min affine_map<(d0, d1)[s0] -> (d0, d1 + s0)>(%c8, %x)[%c2]
  %1 = affine.max affine_map<(d0, d1) -> (d0 - 3, d1 * 4)>(%c8, %c2)
  return %0, %1 : index, index
}

// -----

// CHECK-LABEL: func @loops
// CHECK-NOT: affine.for
func.func @loops(%n : index, %f : f32) -> (f32, f32, index, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %0 = affine.for %i = 0 to %n iter_args(%a = %f) -> (f32) {
    affine.yield %a : f32
  }
  %1 = affine.for %i = 4 to 2 iter_args(%a = %f) -> (f32) {
    %s = arith.addf %a, %a : f32
    affine.yield %s : f32
  }
  %2:2 = affine.for %i = 0 to 5 step 7 iter_args(%a = %c0, %b = %c1) -> (index, index) {
    affine.yield %b, %a : index, index
  }
  return %0, %1, %2#0, %2#1 : f32, f32, index, index
}

// -----

// CHECK-LABEL: func @nested
// CHECK-NEXT: arith.constant 4
// CHECK-NEXT: arith.constant 1
// CHECK-NEXT: affine.for
func.func @nested(%m : memref<16xf32>) {
  %c4 = arith.constant 4 : index
  affine.for %i = 0 to 16 {
    %c1 = arith.constant 1 : index
    %j = affine.apply affine_map<(d0)[s0] -> (d0 + s0)>(%i)[%c1]
    %v = affine.load %m[%j * 0 + %c4] : memref<16xf32>
    affine.store %v, %m[%i] : memref<16xf32>
  }
  return
}
