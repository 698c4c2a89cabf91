// RUN: gomlir-opt %s -affine-expand-index-ops > %t.g
// RUN: mlir-opt-upstream %s -affine-expand-index-ops > %t.u
// RUN: diff %t.g %t.u
// RUN: FileCheck %s < %t.g

// delinearize_index and linearize_index become arith arithmetic; the
// terms of a linearization are summed outermost-invariant first.
// CHECK-LABEL: func.func @f
// CHECK: arith.remsi %arg0, %c32 : index
// CHECK: arith.muli %arg0, %c32 overflow<nsw> : index
// CHECK-NOT: affine.delinearize_index
// CHECK-NOT: affine.linearize_index
func.func @f(%i: index, %j: index, %k: index, %n: index, %m: index) -> (index, index, index, index, index, index) {
  %0:3 = affine.delinearize_index %i into (%n, 4, 8) : index, index, index
  %1:3 = affine.delinearize_index %i into (4, %m) : index, index, index
  %2 = affine.linearize_index [%i, %j, %k] by (%n, 4, 8) : index
  %3 = affine.linearize_index disjoint [%i, %j] by (%m) : index
  %r = affine.for %x = 0 to 10 iter_args(%acc = %i) -> index {
    %4 = affine.linearize_index [%x, %j, %acc] by (3, 4) : index
    affine.yield %4 : index
  }
  %5:2 = affine.delinearize_index %i into (%n, %m) : index, index
  return %0#1, %1#2, %2, %3, %r, %5#1 : index, index, index, index, index, index
}
