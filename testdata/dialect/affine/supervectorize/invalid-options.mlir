// RUN: gomlir-opt %s -verify-diagnostics -split-input-file -affine-super-vectorize="virtual-vector-size=4,4 vectorize-reductions=true"
// RUN: not gomlir-opt %s -split-input-file -affine-super-vectorize="virtual-vector-size=4 test-fastest-varying=0,0" 2>&1 | FileCheck %s --check-prefix=REMARK

// The pass options are checked before any loop is looked at.

// REMARK: remark: Fastest varying pattern specified with different size than the vector size.
// expected-error@+1 {{Vectorizing reductions is supported only for 1-D vectors.}}
func.func @reductions_2d(%arg0: memref<21x12x12xi1>) {
  affine.for %arg1 = 0 to 84 {
  }
  return
}
