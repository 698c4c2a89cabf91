// RUN: gomlir-opt %s > %t.g
// RUN: mlir-opt-upstream %s > %t.u
// RUN: diff %t.g %t.u
// RUN: gomlir-opt %s -mlir-print-op-generic > %t.g2
// RUN: mlir-opt-upstream %s -mlir-print-op-generic > %t.u2
// RUN: diff %t.g2 %t.u2
// RUN: gomlir-opt %s -mlir-print-debuginfo > %t.g3
// RUN: mlir-opt-upstream %s -mlir-print-debuginfo > %t.u3
// RUN: diff %t.g3 %t.u3
// RUN: gomlir-opt %t.g2 | FileCheck %s

// The memory, min/max, parallel, DMA and index ops round trip through the
// custom and generic forms; map operands print inline, symbols as
// symbol(%x), the expressions as simplified.
// CHECK-LABEL: func.func @f
// CHECK: affine.load %arg0[%arg5 + 1, %arg6 + symbol(%arg3)] : memref<100x100xf32>
// CHECK: affine.store %{{.*}}, %arg0[%arg5, %arg6] : memref<100x100xf32>
// CHECK: affine.vector_load %arg0[%arg5, %arg6 * 2] : memref<100x100xf32>, vector<4xf32>
// CHECK: affine.prefetch %arg0[%arg5, %arg6], read, locality<3>, data : memref<100x100xf32>
// CHECK: affine.dma_start %arg0[%arg5, %arg6], %arg1[%arg5, %arg6], %arg2[0], %c64, %arg3, %arg3 : memref<100x100xf32>, memref<100x100xf32, 2>, memref<1xi32>
// CHECK: affine.max #{{.*}}(%arg5) {foo}
// CHECK: affine.parallel (%arg5, %arg6) = (0, max(%arg3, 2)) to (%arg3, min(%arg3 * 2, 100)) step (1, 4) reduce ("addf") -> (f32) {
// CHECK: affine.delinearize_index %arg0 into (%arg1, 4, 8) : index, index, index
// CHECK: affine.linearize_index disjoint [%{{.*}}#0, %{{.*}}#1, %{{.*}}#2] by (%arg1, 4, 8) : index
func.func @f(%A: memref<100x100xf32>, %B: memref<100x100xf32, 2>, %T: memref<1xi32>, %n: index, %v: vector<4xf32>) {
  %c64 = arith.constant 64 : index
  affine.for %i = 0 to 10 {
    affine.for %j = max affine_map<(d0)[s0] -> (d0, s0)>(%i)[%n] to min affine_map<(d0)[s0] -> (d0 + 5, s0)>(%i)[%n] step 2 {
      %0 = affine.load %A[%i + 1, symbol(%n) + %j] : memref<100x100xf32>
      affine.store %0, %A[%i, %j] : memref<100x100xf32>
      %1 = affine.vector_load %A[%i, %j * 2] : memref<100x100xf32>, vector<4xf32>
      affine.vector_store %1, %A[%i, %j] : memref<100x100xf32>, vector<4xf32>
      affine.prefetch %A[%i, %j], read, locality<3>, data : memref<100x100xf32>
      affine.dma_start %A[%i, %j], %B[%i, %j], %T[%c64], %c64 : memref<100x100xf32>, memref<100x100xf32, 2>, memref<1xi32>
      affine.dma_start %A[%i, %j], %B[%i, %j], %T[0], %c64, %n, %n : memref<100x100xf32>, memref<100x100xf32, 2>, memref<1xi32>
      affine.dma_wait %T[%c64], %c64 : memref<1xi32>
      %m = affine.min affine_map<(d0)[s0] -> (d0, s0)>(%i)[%n]
      %x = affine.max affine_map<(d0) -> (d0, 3)>(%i) {foo}
    }
  }
  %r = affine.parallel (%i, %j) = (0, max(%n, 2)) to (%n, min(%n * 2, 100)) step (1, 4) reduce ("addf") -> (f32) {
    %0 = affine.load %A[%i, %j] : memref<100x100xf32>
    affine.yield %0 : f32
  }
  affine.parallel (%i) = (0) to (10) {
  }
  %s = affine.if affine_set<(d0)[s0] : (d0 - 1 >= 0, s0 == 0)>(%n)[%n] -> f32 {
    affine.yield %r : f32
  } else {
    affine.yield %r : f32
  }
  return
}
func.func @g(%i: index, %n: index) -> (index, index, index) {
  %0:3 = affine.delinearize_index %i into (%n, 4, 8) : index, index, index
  %1 = affine.linearize_index disjoint [%0#0, %0#1, %0#2] by (%n, 4, 8) : index
  %2 = affine.linearize_index [%0#0, %0#1] by (4, 8) : index
  %3:2 = affine.delinearize_index %i into (4) : index, index
  return %0#0, %1, %2 : index, index, index
}

func.func @reductions(%A: memref<10xi32>, %B: memref<10xf32>) -> (i32, f32, i32) {
  %0:3 = affine.parallel (%i) = (0) to (10) reduce ("addi", "maximumf", "ori") -> (i32, f32, i32) {
    %a = affine.load %A[%i] : memref<10xi32>
    %b = affine.load %B[%i] : memref<10xf32>
    affine.yield %a, %b, %a : i32, f32, i32
  }
  affine.parallel (%i, %j) = (max(0, 1), 2) to (min(10, 20), 5) {
    %z = affine.load %B[%i + %j] : memref<10xf32>
  }
  %1 = affine.load %A[5] : memref<10xi32>
  return %0#0, %0#1, %1 : i32, f32, i32
}
