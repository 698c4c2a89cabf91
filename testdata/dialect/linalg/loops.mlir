// RUN: gomlir-opt %s -convert-linalg-to-loops | FileCheck %s
// RUN: mlir-opt-upstream %s -convert-linalg-to-loops | FileCheck %s
// RUN: gomlir-opt %s -convert-linalg-to-loops --mlir-print-op-generic --mlir-print-debuginfo > %t.g
// RUN: mlir-opt-upstream %s -convert-linalg-to-loops --mlir-print-op-generic --mlir-print-debuginfo > %t.u
// RUN: diff %t.g %t.u
// RUN: gomlir-opt %s -convert-linalg-to-parallel-loops --mlir-print-op-generic --mlir-print-debuginfo > %t.g
// RUN: mlir-opt-upstream %s -convert-linalg-to-parallel-loops --mlir-print-op-generic --mlir-print-debuginfo > %t.u
// RUN: diff %t.g %t.u
// RUN: gomlir-opt %s -convert-linalg-to-affine-loops --mlir-print-op-generic --mlir-print-debuginfo > %t.g
// RUN: mlir-opt-upstream %s -convert-linalg-to-affine-loops --mlir-print-op-generic --mlir-print-debuginfo > %t.u
// RUN: diff %t.g %t.u

// Structured ops on buffers lowered to loops (expected output recorded from
// upstream mlir-opt 22): bounds from the operands' sizes, loads through the
// indexing maps (affine.apply for windows), the body inlined with
// linalg.index replaced by the induction variables, stores of the yielded
// values; ops on tensors are left alone.

// CHECK-LABEL: func @lower
// CHECK: scf.for %[[I:.*]] = %c0 to %{{.*}} step %c1 {
// CHECK-NEXT: scf.for %[[J:.*]] = %c0 to %c8 step %c1 {
// CHECK-NEXT: %[[A:.*]] = memref.load %arg0[%[[I]], %[[J]]] : memref<?x8xf32>
// CHECK-NEXT: %[[B:.*]] = memref.load %arg1[%[[J]]] : memref<8xf32>
// CHECK-NEXT: %[[C:.*]] = arith.index_cast %[[I]] : index to i32
// CHECK: memref.store %{{.*}}, %arg1[%[[J]]] : memref<8xf32>
// CHECK: affine.apply
// CHECK: linalg.exp ins(%arg3 : tensor<4xf32>)
#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> (d1)>
func.func @lower(%a: memref<?x8xf32>, %b: memref<8xf32>, %in: memref<10xf32>, %t: tensor<4xf32>, %k: memref<3xf32>, %o: memref<8xf32>) -> tensor<4xf32> {
  linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel"]} ins(%a : memref<?x8xf32>) outs(%b : memref<8xf32>) {
  ^bb0(%x: f32, %y: f32):
    %i = linalg.index 0 : index
    %c = arith.index_cast %i : index to i32
    %f = arith.sitofp %c : i32 to f32
    %s = arith.addf %x, %y : f32
    %r = arith.addf %s, %f : f32
    linalg.yield %r : f32
  }
  linalg.conv_1d ins(%in, %k : memref<10xf32>, memref<3xf32>) outs(%o : memref<8xf32>)
  %0 = linalg.exp ins(%t : tensor<4xf32>) outs(%t : tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
