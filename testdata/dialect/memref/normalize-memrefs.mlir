// RUN: gomlir-opt %s -normalize-memrefs -split-input-file | FileCheck %s
// RUN: gomlir-opt %s -normalize-memrefs -split-input-file -mlir-print-debuginfo > %t.g
// RUN: mlir-opt-upstream %s -normalize-memrefs -split-input-file -mlir-print-debuginfo > %t.u
// RUN: diff %t.g %t.u

// Tiled layouts become identity layouts: arguments, allocs (dynamic
// sizes through affine.apply of the tile expressions), call results and
// function signatures; affine accesses index through the old layout.

#tile = affine_map<(d0, d1) -> (d0 floordiv 4, d1 floordiv 8, d0 mod 4, d1 mod 8)>

// CHECK-LABEL: func.func @static(%arg0: memref<2x2x4x8xf32>) -> memref<2x2x4x8xf32>
// CHECK: %[[A:.*]] = memref.alloc() : memref<2x2x4x8xf32>
// CHECK: affine.load %arg0[%{{.*}} floordiv 4, %{{.*}} floordiv 8, %{{.*}} mod 4, %{{.*}} mod 8]
// CHECK: "test.op_norm"(%arg0, %[[A]])
func.func @static(%arg0: memref<8x16xf32, #tile>) -> memref<8x16xf32, #tile> {
  %0 = memref.alloc() : memref<8x16xf32, #tile>
  affine.for %i = 0 to 8 {
    affine.for %j = 0 to 16 {
      %v = affine.load %arg0[%i, %j] : memref<8x16xf32, #tile>
      affine.store %v, %0[%i, %j] : memref<8x16xf32, #tile>
    }
  }
  "test.op_norm"(%arg0, %0) : (memref<8x16xf32, #tile>, memref<8x16xf32, #tile>) -> ()
  return %0 : memref<8x16xf32, #tile>
}

// CHECK-LABEL: func.func @caller
// CHECK: call @static(%{{.*}}) : (memref<2x2x4x8xf32>) -> memref<2x2x4x8xf32>
func.func @caller(%arg0: memref<8x16xf32, #tile>) {
  %0 = call @static(%arg0) : (memref<8x16xf32, #tile>) -> memref<8x16xf32, #tile>
  memref.dealloc %0 : memref<8x16xf32, #tile>
  return
}

// -----

#tile = affine_map<(d0, d1) -> (d0, d1 floordiv 32, d1 mod 32)>

// CHECK-LABEL: func.func @dynamic
// CHECK: %[[C4:.*]] = arith.constant 4 : index
// CHECK: %[[S:.*]] = affine.apply #{{.*}}(%[[C4]], %arg1)
// CHECK: %[[T:.*]] = affine.apply #{{.*}}(%[[C4]], %arg1)
// CHECK: memref.alloc(%[[S]], %[[T]]) : memref<4x?x?xf32>
func.func @dynamic(%arg0: memref<4x?xf32>, %n: index) {
  %0 = memref.alloc(%n) : memref<4x?xf32, #tile>
  memref.dealloc %0 : memref<4x?xf32, #tile>
  return
}

// -----

#tile = affine_map<(d0) -> (d0 floordiv 4, d0 mod 4)>

// A use by an op that is not MemRefsNormalizable keeps the function and
// its callers as they are.
// CHECK-LABEL: func.func @not_normalizable(%arg0: memref<16xf32, #map>)
// CHECK-LABEL: func.func @calls_not_normalizable(%arg0: memref<16xf32, #map>)
func.func @not_normalizable(%arg0: memref<16xf32, #tile>) {
  "test.op_nonnorm"(%arg0, %arg0) : (memref<16xf32, #tile>, memref<16xf32, #tile>) -> ()
  return
}
func.func @calls_not_normalizable(%arg0: memref<16xf32, #tile>) {
  call @not_normalizable(%arg0) : (memref<16xf32, #tile>) -> ()
  return
}
