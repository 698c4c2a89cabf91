// RUN: gomlir-opt %s -affine-super-vectorize="virtual-vector-size=4" > %t.g 2> %t.ge
// RUN: mlir-opt-upstream %s -affine-super-vectorize="virtual-vector-size=4" > %t.u 2> %t.ue
// RUN: diff %t.g %t.u
// RUN: diff %t.ge %t.ue
// RUN: FileCheck %s < %t.g
// RUN: FileCheck %s --check-prefix=ERR < %t.ge

// Memory accesses with strides and layouts. MLIR 22 vectorizes a
// non-unit coefficient of the vectorized loop and stores through a view
// alias (later versions reject both); layouts other than the identity are
// rejected with an error, and a 1-D unit stride without offset is the
// identity.

// CHECK-LABEL: func.func @non_unit_stride_store
// CHECK:         affine.for %{{.*}} = 0 to 16 step 4 {
// CHECK:           vector.transfer_write
func.func @non_unit_stride_store(%arg0: memref<64xf32>) {
  %cst = arith.constant 0.000000e+00 : f32
  affine.for %i = 0 to 16 {
    affine.store %cst, %arg0[%i * 4] : memref<64xf32>
  }
  return
}

// CHECK-LABEL: func.func @view_alias_carried_dependence
// CHECK:         vector.transfer_read
// CHECK:         vector.transfer_write
func.func @view_alias_carried_dependence(%arg0: memref<8xi32>) {
  %reinterpret_cast = memref.reinterpret_cast %arg0 to offset: [0], sizes: [4], strides: [1] : memref<8xi32> to memref<4xi32, strided<[1], offset: 0>>
  affine.for %i = 0 to 3 {
    %0 = affine.load %arg0[%i] : memref<8xi32>
    %1 = arith.addi %0, %0 : i32
    affine.store %1, %reinterpret_cast[%i + 1] : memref<4xi32, strided<[1], offset: 0>>
  }
  return
}

// ERR: error: NYI: non-trivial layout map
// ERR-NEXT: affine.store %0, %b[1, %i]
// ERR-NOT: error
// CHECK-LABEL: func.func @strided
// CHECK-NOT: vector
func.func @strided(%arg0: memref<8x8xi32>, %b: memref<8x8xi32, strided<[8, 1]>>, %c: memref<8xi32, strided<[2]>>) {
  affine.for %i = 0 to 8 {
    %0 = affine.load %arg0[0, %i] : memref<8x8xi32>
    affine.store %0, %b[1, %i] : memref<8x8xi32, strided<[8, 1]>>
    affine.store %0, %c[%i] : memref<8xi32, strided<[2]>>
  }
  return
}
