// RUN: gomlir-opt %s --test-vector-gather-lowering | FileCheck %s
// RUN: gomlir-opt %s --test-vector-gather-lowering > %t.g
// RUN: mlir-opt-upstream %s --test-vector-gather-lowering > %t.u
// RUN: diff %t.g %t.u

// CHECK-LABEL: func.func @gather_8
// CHECK-COUNT-4: vector.load
// CHECK-LABEL: func.func @g2
// CHECK:         memref.collapse_shape
func.func @gather_8(%base: memref<?x?xf32>, %indices: vector<4xi32>,
              %mask: vector<4xi1>, %pass_thru: vector<4xf32>) -> vector<4xf32> {
  %c0 = arith.constant 0: index
  %g = vector.gather %base[%c0, %c0][%indices], %mask, %pass_thru
    : memref<?x?xf32>, vector<4xi32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  return %g : vector<4xf32>
}
func.func @g1(%base: memref<?xf32>, %i: index, %indices: vector<2xindex>,
              %mask: vector<2xi1>, %pass_thru: vector<2xf32>) -> vector<2xf32> {
  %g = vector.gather %base[%i][%indices], %mask, %pass_thru
    : memref<?xf32>, vector<2xindex>, vector<2xi1>, vector<2xf32> into vector<2xf32>
  return %g : vector<2xf32>
}
func.func @g2(%base: memref<100x3xf32>, %indices: vector<2xindex>,
              %mask: vector<2xi1>, %pass_thru: vector<2xf32>) -> vector<2xf32> {
  %c0 = arith.constant 0: index
  %c1 = arith.constant 1: index
  %sv = memref.subview %base[0, 1][100, 1][1, 1] : memref<100x3xf32> to memref<100xf32, strided<[3], offset: 1>>
  %g = vector.gather %sv[%c0][%indices], %mask, %pass_thru
    : memref<100xf32, strided<[3], offset: 1>>, vector<2xindex>, vector<2xi1>, vector<2xf32> into vector<2xf32>
  return %g : vector<2xf32>
}
func.func @g3(%base: memref<?xf32>, %indices: vector<2x2xindex>,
              %mask: vector<2x2xi1>, %pass_thru: vector<2x2xf32>) -> vector<2x2xf32> {
  %c0 = arith.constant 0: index
  %g = vector.gather %base[%c0][%indices], %mask, %pass_thru
    : memref<?xf32>, vector<2x2xindex>, vector<2x2xi1>, vector<2x2xf32> into vector<2x2xf32>
  return %g : vector<2x2xf32>
}
