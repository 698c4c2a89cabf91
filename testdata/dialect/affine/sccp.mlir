// RUN: gomlir-opt %s -allow-unregistered-dialect -sccp > %t.g
// RUN: mlir-opt-upstream %s -allow-unregistered-dialect -sccp > %t.u
// RUN: diff %t.g %t.u
// RUN: FileCheck %s < %t.g

// SCCP folds through the affine ops (the folders of delinearize_index
// change the op in place, which SCCP undoes) and knows that a loop running
// zero times yields its initial values.
// CHECK-LABEL: func.func @f
// CHECK: return %c2, %{{.*}}, %cst
func.func @f(%i: index, %n: index) -> (index, index, f32) {
  %c4 = arith.constant 4 : index
  %c23 = arith.constant 23 : index
  %cst = arith.constant 1.0 : f32
  %0:3 = affine.delinearize_index %c23 into (2, 3, 4) : index, index, index
  %1:2 = affine.delinearize_index %i into (%c4, %n) : index, index
  %r = affine.for %k = 0 to 0 iter_args(%acc = %cst) -> f32 {
    %s = arith.addf %acc, %acc : f32
    affine.yield %s : f32
  }
  return %0#1, %1#0, %r : index, index, f32
}
