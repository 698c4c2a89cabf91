// RUN: gomlir-opt %s -allow-unregistered-dialect -test-loop-permutation="permutation-map=1,0 check-validity" > %t.g
// RUN: mlir-opt-upstream %s -allow-unregistered-dialect -test-loop-permutation="permutation-map=1,0 check-validity" > %t.u
// RUN: diff %t.g %t.u
// RUN: gomlir-opt %s -allow-unregistered-dialect -test-loop-permutation="permutation-map=2,0,1 check-validity" > %t.g2
// RUN: mlir-opt-upstream %s -allow-unregistered-dialect -test-loop-permutation="permutation-map=2,0,1 check-validity" > %t.u2
// RUN: diff %t.g2 %t.u2
// RUN: gomlir-opt %s -allow-unregistered-dialect -test-loop-permutation="permutation-map=1,2,0" -mlir-print-op-generic > %t.g3
// RUN: mlir-opt-upstream %s -allow-unregistered-dialect -test-loop-permutation="permutation-map=1,2,0" -mlir-print-op-generic > %t.u3
// RUN: diff %t.g3 %t.u3
// RUN: FileCheck %s < %t.g

// Loop permutation checked against the dependences of the nest: a (1, -1)
// dependence forbids the interchange, a (1, 1) one allows it.

// CHECK-LABEL: func.func @dep
// CHECK:      affine.for %[[I:.*]] = 1 to 64 {
// CHECK-NEXT:   affine.for %[[J:.*]] = 0 to 63 {
// CHECK-NEXT:     affine.load %{{.*}}[%[[I]] - 1, %[[J]] + 1]
// CHECK:      affine.for %[[J2:.*]] = 1 to 64 {
// CHECK-NEXT:   affine.for %[[I2:.*]] = 1 to 64 {
// CHECK-NEXT:     affine.load %{{.*}}[%[[I2]] - 1, %[[J2]] - 1]
func.func @dep(%A: memref<64x64xf32>, %B: memref<64x64x64xf32>) {
  affine.for %i = 1 to 64 {
    affine.for %j = 0 to 63 {
      %v = affine.load %A[%i - 1, %j + 1] : memref<64x64xf32>
      affine.store %v, %A[%i, %j] : memref<64x64xf32>
    }
  }
  affine.for %i = 1 to 64 {
    affine.for %j = 1 to 64 {
      %v = affine.load %A[%i - 1, %j - 1] : memref<64x64xf32>
      affine.store %v, %A[%i, %j] : memref<64x64xf32>
    }
  }
  affine.for %i = 0 to 64 {
    affine.for %j = 0 to 64 {
      %v = affine.load %A[%j, %i] : memref<64x64xf32>
      "test.use"(%v) : (f32) -> ()
    }
  }
  affine.for %i = 1 to 64 {
    affine.for %j = 1 to 63 {
      affine.for %k = 0 to 64 {
        %v = affine.load %B[%i - 1, %j + 1, %k] : memref<64x64x64xf32>
        affine.store %v, %B[%i, %j, %k] : memref<64x64x64xf32>
      }
    }
  }
  return
}
