// RUN: gomlir-opt %s -canonicalize -split-input-file -mlir-print-debuginfo > %t.g
// RUN: mlir-opt-upstream %s -canonicalize -split-input-file -mlir-print-debuginfo > %t.u
// RUN: diff %t.g %t.u
// RUN: gomlir-opt %s -canonicalize -split-input-file | FileCheck %s

// Broadcasts to the source's type fold away, constants and splats become
// dense splat constants, poison stays poison, broadcasts of broadcasts
// collapse.
// CHECK-LABEL: func.func @f
// CHECK-DAG: arith.constant dense<2.500000e+00> : vector<8xf32>
// CHECK-DAG: ub.poison : vector<2x4xf32>
// CHECK: vector.broadcast %arg0 : f32 to vector<3x4xf32>
// CHECK: vector.broadcast %arg2 : vector<1xf32> to vector<2x4xf32>
func.func @f(%x: f32, %v: vector<4xf32>, %w: vector<1xf32>) -> (vector<4xf32>, vector<8xf32>, vector<2x4xf32>, vector<3x4xf32>, vector<2x4xf32>, vector<4xi32>, vector<2x2xi32>, vector<4xf32>, vector<2x4xf32>, vector<f32>) {
  %0 = vector.broadcast %v : vector<4xf32> to vector<4xf32>
  %c = arith.constant 2.5 : f32
  %1 = vector.broadcast %c : f32 to vector<8xf32>
  %s = arith.constant dense<1.0> : vector<4xf32>
  %2 = vector.broadcast %s : vector<4xf32> to vector<2x4xf32>
  %b = vector.broadcast %x : f32 to vector<4xf32>
  %3 = vector.broadcast %b : vector<4xf32> to vector<3x4xf32>
  %4 = vector.broadcast %w : vector<1xf32> to vector<4xf32>
  %5 = vector.broadcast %4 : vector<4xf32> to vector<2x4xf32>
  %i = arith.constant 7 : i32
  %6 = vector.broadcast %i : i32 to vector<4xi32>
  %d = arith.constant dense<[1, 2]> : vector<2xi32>
  %7 = vector.broadcast %d : vector<2xi32> to vector<2x2xi32>
  %p = ub.poison : f32
  %8 = vector.broadcast %p : f32 to vector<4xf32>
  %pv = ub.poison : vector<4xf32>
  %9 = vector.broadcast %pv : vector<4xf32> to vector<2x4xf32>
  %10 = vector.broadcast %c : f32 to vector<f32>
  return %0, %1, %2, %3, %5, %6, %7, %8, %9, %10 : vector<4xf32>, vector<8xf32>, vector<2x4xf32>, vector<3x4xf32>, vector<2x4xf32>, vector<4xi32>, vector<2x2xi32>, vector<4xf32>, vector<2x4xf32>, vector<f32>
}
// -----
func.func @f(%v: vector<4xf32>, %x: f32, %w: vector<1x4xf32>) -> (vector<1x4xf32>, vector<1xf32>, vector<1x1x4xf32>, vector<4xf32>) {
  %0 = vector.broadcast %v : vector<4xf32> to vector<1x4xf32>
  %1 = vector.broadcast %x : f32 to vector<1xf32>
  %2 = vector.broadcast %w : vector<1x4xf32> to vector<1x1x4xf32>
  %3 = vector.broadcast %x : f32 to vector<4xf32>
  return %0, %1, %2, %3 : vector<1x4xf32>, vector<1xf32>, vector<1x1x4xf32>, vector<4xf32>
}
// -----
func.func @f() -> (vector<4xi1>, vector<2xindex>, vector<3xf16>, vector<2xi8>, vector<2x[4]xf32>) {
  %t = arith.constant true
  %0 = vector.broadcast %t : i1 to vector<4xi1>
  %c = arith.constant -3 : index
  %1 = vector.broadcast %c : index to vector<2xindex>
  %h = arith.constant 1.5 : f16
  %2 = vector.broadcast %h : f16 to vector<3xf16>
  %b = arith.constant -1 : i8
  %3 = vector.broadcast %b : i8 to vector<2xi8>
  %f = arith.constant 0.0 : f32
  %4 = vector.broadcast %f : f32 to vector<2x[4]xf32>
  return %0, %1, %2, %3, %4 : vector<4xi1>, vector<2xindex>, vector<3xf16>, vector<2xi8>, vector<2x[4]xf32>
}
