// RUN: gomlir-opt %s > %t.g
// RUN: mlir-opt-upstream %s > %t.u
// RUN: diff %t.g %t.u
// RUN: gomlir-opt %s -mlir-print-op-generic > %t.g2
// RUN: mlir-opt-upstream %s -mlir-print-op-generic > %t.u2
// RUN: diff %t.g2 %t.u2
// RUN: gomlir-opt %t.g2 | FileCheck %s

// CHECK-LABEL: func.func @alloc
// CHECK: %alloc = memref.alloc() : memref<1024x64xf32, 1>
// CHECK: %alloc_0 = memref.alloc(%arg0, %arg1) : memref<?x?xf32, 1>
// CHECK: %alloc_1 = memref.alloc()[%arg0] : memref<2x4xf32, #map, 1>
// CHECK: %alloc_2 = memref.alloc(%arg1)[%arg0] : memref<2x?xf32, #map, 1>
// CHECK: %alloc_3 = memref.alloc()[%arg0, %arg1] : memref<4x4xf32, strided<[?, 1], offset: ?>>
// CHECK: %alloca = memref.alloca() {alignment = 64 : i64} : memref<2xi32>
// CHECK: memref.dealloc %alloc : memref<1024x64xf32, 1>
// CHECK: memref.dealloc %arg2 : memref<*xf32>
func.func @alloc(%i: index, %j: index, %u: memref<*xf32>) {
  %0 = memref.alloc() : memref<1024x64xf32, affine_map<(d0, d1) -> (d0, d1)>, 1>
  %1 = memref.alloc(%i, %j) : memref<?x?xf32, affine_map<(d0, d1) -> (d0, d1)>, 1>
  %2 = memref.alloc()[%i] : memref<2x4xf32, affine_map<(d0, d1)[s0] -> ((d0 + s0), d1)>, 1>
  %3 = memref.alloc(%j)[%i] : memref<2x?xf32, affine_map<(d0, d1)[s0] -> (d0 + s0, d1)>, 1>
  %4 = memref.alloc()[%i, %j] : memref<4x4xf32, strided<[?, 1], offset: ?>>
  %5 = memref.alloca() {alignment = 64} : memref<2 x i32>
  memref.dealloc %0 : memref<1024x64xf32, 1>
  memref.dealloc %u : memref<*xf32>
  return
}

// The nontemporal flag is elided at its default (false), kept otherwise;
// the generic form keeps what was written.
// CHECK-LABEL: func.func @load_store
// CHECK: %0 = memref.load %arg0[%arg1] {alignment = 4 : i64, nontemporal = true} : memref<4xf32>
// CHECK: %1 = memref.load %arg0[%arg1] : memref<4xf32>
// CHECK: memref.store %0, %arg0[%arg1] : memref<4xf32>
// CHECK: memref.store %1, %arg2[] : memref<f32>
func.func @load_store(%m: memref<4xf32>, %i: index, %s: memref<f32>) {
  %0 = "memref.load"(%m, %i) {nontemporal = true, alignment = 4} : (memref<4xf32>, index) -> f32
  %1 = memref.load %m[%i] : memref<4xf32>
  memref.store %0, %m[%i] {nontemporal = false} : memref<4xf32>
  memref.store %1, %s[] : memref<f32>
  return
}

// CHECK-LABEL: func.func @dma
// CHECK: memref.dma_start %arg0[%arg1], %arg0[%arg1], %arg1, %arg2[%arg1, %arg1] {foo} : memref<4xf32>, memref<4xf32>, memref<2x2xi32>
// CHECK: memref.dma_start %arg0[%arg1], %arg3[], %arg1, %arg2[%arg1, %arg1], %arg1, %arg1 : memref<4xf32>, memref<f32, 2>, memref<2x2xi32>
// CHECK: memref.dma_wait %arg2[%arg1, %arg1], %arg1 : memref<2x2xi32>
func.func @dma(%m: memref<4xf32>, %i: index, %tag: memref<2x2xi32>, %d: memref<f32, 2>) {
  "memref.dma_start"(%m, %i, %m, %i, %i, %tag, %i, %i) {foo} : (memref<4xf32>, index, memref<4xf32>, index, index, memref<2x2xi32>, index, index) -> ()
  memref.dma_start %m[%i], %d[], %i, %tag[%i, %i], %i, %i : memref<4xf32>, memref<f32, 2>, memref<2x2xi32>
  memref.dma_wait %tag[%i, %i], %i : memref<2x2xi32>
  return
}
