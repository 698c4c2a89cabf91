// RUN: gomlir-opt %s -allow-unregistered-dialect -split-input-file -remove-dead-values > %t.g
// RUN: mlir-opt-upstream %s -allow-unregistered-dialect -split-input-file -remove-dead-values > %t.u
// RUN: diff %t.g %t.u
// RUN: gomlir-opt %s -allow-unregistered-dialect -split-input-file -remove-dead-values=canonicalize=false | FileCheck %s

// The body of a loop that runs zero times is never reached; its values
// count as live, so the yielded value is kept; the canonicalization of
// the region branch ops that follows folds such loops.
// CHECK-LABEL: func.func @zero_trip
// CHECK: %[[S:.*]] = arith.addf
// CHECK-NEXT: affine.yield %[[S]] : f32
func.func @zero_trip(%n: index) -> f32 {
  %cst = arith.constant 1.0 : f32
  %r = affine.for %i = 0 to 0 iter_args(%acc = %cst) -> f32 {
    %s = arith.addf %acc, %acc : f32
    affine.yield %s : f32
  }
  return %r : f32
}
// -----
func.func @two_loops(%n: index) -> f32 {
  %cst = arith.constant 1.0 : f32
  %r = affine.for %i = 0 to 0 iter_args(%acc = %cst) -> f32 {
    %s = arith.addf %acc, %acc : f32
    affine.yield %s : f32
  }
  %r2 = affine.for %i = 0 to %n iter_args(%acc = %cst) -> f32 {
    affine.yield %acc : f32
  }
  %s = arith.addf %r, %r2 : f32
  return %s : f32
}
// -----
func.func @f(%A: memref<100xf32>, %n: index, %m: index) -> f32 {
  %cst = arith.constant 0.0 : f32
  %r = affine.for %i = 0 to 10 step 2 iter_args(%acc = %cst) -> f32 {
    %0 = affine.load %A[%i] : memref<100xf32>
    %1 = arith.addf %acc, %0 : f32
    affine.yield %1 : f32
  }
  affine.for %i = %n to affine_map<()[s0] -> (s0 + 9)>()[%n] {
    "test.use"(%i) : (index) -> ()
  }
  affine.for %i = 0 to %m {
    "test.use"(%i) : (index) -> ()
  }
  affine.for %i = 0 to min affine_map<()[s0] -> (s0, 16)>()[%m] {
    "test.use"(%i) : (index) -> ()
  }
  affine.for %i = 0 to min affine_map<() -> (7, 16)>() {
    "test.use"(%i) : (index) -> ()
  }
  affine.for %i = 3 to 4 {
    "test.use"(%i) : (index) -> ()
  }
  affine.for %i = 0 to affine_map<()[s0] -> (s0 * 8)>()[%m] {
    "test.use"(%i) : (index) -> ()
  }
  %r2 = affine.for %i = 0 to 5 iter_args(%acc = %cst) -> f32 {
    %1 = arith.addf %acc, %cst : f32
    affine.yield %1 : f32
  }
  %s = arith.addf %r, %r2 : f32
  return %s : f32
}
