// RUN: gomlir-opt %s -remove-dead-values | FileCheck %s

// The body of a loop that runs zero times is never reached; its values
// count as live, so the yielded value is kept.
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
