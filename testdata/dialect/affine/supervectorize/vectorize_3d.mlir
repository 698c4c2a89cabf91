// RUN: gomlir-opt %s -affine-super-vectorize="virtual-vector-size=32,64,256 test-fastest-varying=2,1,0" > %t.g
// RUN: mlir-opt-upstream %s -affine-super-vectorize="virtual-vector-size=32,64,256 test-fastest-varying=2,1,0" > %t.u
// RUN: diff %t.g %t.u
// RUN: gomlir-opt %s -affine-super-vectorize="virtual-vector-size=2,4,8" --mlir-print-op-generic > %t.gg
// RUN: mlir-opt-upstream %s -affine-super-vectorize="virtual-vector-size=2,4,8" --mlir-print-op-generic > %t.ug
// RUN: diff %t.gg %t.ug
// RUN: FileCheck %s < %t.g

// 3-D vectorization: the three loops of a nest take the three vector
// dimensions, an invariant access is broadcast along the dimensions it
// does not vary in, and a 2-D nest is left alone.

// CHECK-DAG: #[[$map_proj_bcast:map[0-9]*]] = affine_map<(d0, d1) -> (0, d0, d1)>

// CHECK-LABEL: func @vec3d
func.func @vec3d(%A : memref<?x?x?xf32>, %B : memref<?x?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %0 = memref.dim %A, %c0 : memref<?x?x?xf32>
  %1 = memref.dim %A, %c1 : memref<?x?x?xf32>
  %2 = memref.dim %A, %c2 : memref<?x?x?xf32>
  // CHECK: affine.for %{{.*}} = 0 to %{{.*}} step 32 {
  // CHECK:   affine.for %{{.*}} = 0 to %{{.*}} step 64 {
  // CHECK:     affine.for %{{.*}} = 0 to %{{.*}} step 256 {
  // CHECK:       vector.transfer_read %{{.*}}[%{{.*}}, %{{.*}}, %{{.*}}], %{{.*}} : memref<?x?x?xf32>, vector<32x64x256xf32>
  // CHECK:       arith.mulf %{{.*}}, %{{.*}} : vector<32x64x256xf32>
  // CHECK:       vector.transfer_write %{{.*}}, %{{.*}}[%{{.*}}, %{{.*}}, %{{.*}}] : vector<32x64x256xf32>, memref<?x?x?xf32>
  affine.for %t0 = 0 to %0 {
    affine.for %t1 = 0 to %1 {
      affine.for %i0 = 0 to %2 {
        %a = affine.load %A[%t0, %t1, %i0] : memref<?x?x?xf32>
        %m = arith.mulf %a, %a : f32
        affine.store %m, %A[%t0, %t1, %i0] : memref<?x?x?xf32>
      }
    }
  }
  // CHECK: affine.for %{{.*}} = 0 to %{{.*}} step 32 {
  // CHECK:   affine.for %{{.*}} = 0 to %{{.*}} step 64 {
  // CHECK:     affine.for %{{.*}} = 0 to %{{.*}} step 256 {
  // CHECK:       vector.transfer_read %{{.*}}[%{{.*}}, %{{.*}}], %{{.*}} {permutation_map = #[[$map_proj_bcast]]} : memref<?x?xf32>, vector<32x64x256xf32>
  affine.for %t0 = 0 to %0 {
    affine.for %t1 = 0 to %1 {
      affine.for %i0 = 0 to %2 {
        %b = affine.load %B[%t1, %i0] : memref<?x?xf32>
        %a = affine.load %A[%t0, %t1, %i0] : memref<?x?x?xf32>
        %s = arith.addf %a, %b : f32
        affine.store %s, %A[%t0, %t1, %i0] : memref<?x?x?xf32>
      }
    }
  }
  // CHECK: affine.for %{{.*}} = 0 to %{{.*}} {
  // CHECK:   affine.for %{{.*}} = 0 to %{{.*}} {
  // CHECK-NOT: vector
  affine.for %t1 = 0 to %1 {
    affine.for %i0 = 0 to %2 {
      %b = affine.load %B[%t1, %i0] : memref<?x?xf32>
      affine.store %b, %B[%t1, %i0] : memref<?x?xf32>
    }
  }
  return
}
