// RUN: gomlir-opt %s -affine-super-vectorize > %t.g
// RUN: mlir-opt-upstream %s -affine-super-vectorize > %t.u
// RUN: diff %t.g %t.u
// RUN: gomlir-opt %s -affine-super-vectorize="virtual-vector-size=4,4,4,4" > %t.g4
// RUN: mlir-opt-upstream %s -affine-super-vectorize="virtual-vector-size=4,4,4,4" > %t.u4
// RUN: diff %t.g4 %t.u4
// RUN: FileCheck %s < %t.g

// Without vector sizes (or with more than three) no pattern is built and
// nothing is vectorized.

// CHECK-LABEL: func @no_vector_size
// CHECK: affine.for %{{.*}} = 0 to 84 {
func.func @no_vector_size(%A: memref<84xf32>) {
  affine.for %i = 0 to 84 {
    %v = affine.load %A[%i] : memref<84xf32>
    affine.store %v, %A[%i] : memref<84xf32>
  }
  return
}
