// RUN: gomlir-opt %s -test-parallel-loop-unrolling='unroll-factors=2,2 annotate=true' -split-input-file | FileCheck %s
// RUN: gomlir-opt %s -test-parallel-loop-unrolling='unroll-factors=2,2 annotate=true' -split-input-file -mlir-print-debuginfo > %t.g
// RUN: mlir-opt-upstream %s -test-parallel-loop-unrolling='unroll-factors=2,2 annotate=true' -split-input-file -mlir-print-debuginfo > %t.u
// RUN: diff %t.g %t.u
// RUN: gomlir-opt %s -test-parallel-loop-unrolling='unroll-factors=3' -split-input-file > %t.g3
// RUN: mlir-opt-upstream %s -test-parallel-loop-unrolling='unroll-factors=3' -split-input-file > %t.u3
// RUN: diff %t.g3 %t.u3

// Each unrolled dimension gets factor-1 copies of the body before the
// terminator, its induction variable bumped by affine.apply, and a
// larger step; annotate numbers the copies (the copies of the first
// dimension are numbered again as originals of the second).

// CHECK-LABEL: func.func @unroll
// CHECK: scf.parallel (%[[I:.*]], %[[J:.*]]) = {{.*}} step (%c2, %c2_0)
// CHECK: memref.load {{.*}}[%[[I]], %[[J]]] {unrolled_iteration = 0 : ui32}
// CHECK: affine.apply #{{.*}}(%[[I]]) {unrolled_iteration = 0 : ui32}
// CHECK: %[[J1:.*]] = affine.apply #{{.*}}(%[[J]]){{$}}
// CHECK: memref.load {{.*}}[%[[I]], %[[J1]]] {unrolled_iteration = 1 : ui32}
func.func @unroll(%src: memref<4x6xf32>, %dst: memref<4x6xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c6 = arith.constant 6 : index
  scf.parallel (%i, %j) = (%c0, %c0) to (%c4, %c6) step (%c1, %c1) {
    %v = memref.load %src[%i, %j] : memref<4x6xf32>
    memref.store %v, %dst[%i, %j] : memref<4x6xf32>
    scf.reduce
  }
  return
}

// -----

// A factor that does not divide the trip count, or dynamic bounds, leave
// the loop alone.
// CHECK-LABEL: func.func @dynamic
// CHECK-NOT: affine.apply
func.func @dynamic(%dst: memref<?xf32>, %n: index, %f: f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    memref.store %f, %dst[%i] : memref<?xf32>
    scf.reduce
  }
  return
}
