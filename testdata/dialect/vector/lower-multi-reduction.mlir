// -lower-vector-multi-reduction gives upstream's output with both
// strategies.
// RUN: gomlir-opt %s -lower-vector-multi-reduction=lowering-strategy=inner-reduction -split-input-file > %t.g
// RUN: mlir-opt-upstream %s -lower-vector-multi-reduction=lowering-strategy=inner-reduction -split-input-file > %t.u
// RUN: diff %t.g %t.u
// RUN: gomlir-opt %s -lower-vector-multi-reduction -split-input-file > %t.pg
// RUN: mlir-opt-upstream %s -lower-vector-multi-reduction -split-input-file > %t.pu
// RUN: diff %t.pg %t.pu
// RUN: gomlir-opt %s -lower-vector-multi-reduction -split-input-file | FileCheck %s

// CHECK-LABEL: func.func @inner
// CHECK: vector.transpose %arg0, [1, 0] : vector<2x4xf32> to vector<4x2xf32>
// CHECK: arith.mulf
func.func @inner(%arg0: vector<2x4xf32>, %acc: vector<2xf32>) -> vector<2xf32> {
  %0 = vector.multi_reduction <mul>, %arg0, %acc [1] : vector<2x4xf32> to vector<2xf32>
  return %0 : vector<2xf32>
}

// -----

func.func @to_scalar(%arg0: vector<2x4xi32>, %acc: i32) -> i32 {
  %0 = vector.multi_reduction <maxsi>, %arg0, %acc [0, 1] : vector<2x4xi32> to i32
  return %0 : i32
}

// -----

func.func @one_dim(%arg0: vector<8xf32>, %acc: f32) -> f32 {
  %0 = vector.multi_reduction <minimumf>, %arg0, %acc [0] : vector<8xf32> to f32
  return %0 : f32
}

// -----

func.func @outer(%arg0: vector<3x4x5xi8>, %acc: vector<4x5xi8>) -> vector<4x5xi8> {
  %0 = vector.multi_reduction <xor>, %arg0, %acc [0] : vector<3x4x5xi8> to vector<4x5xi8>
  return %0 : vector<4x5xi8>
}

// -----

func.func @middle(%arg0: vector<2x3x4x5xf32>, %acc: vector<2x5xf32>) -> vector<2x5xf32> {
  %0 = vector.multi_reduction <add>, %arg0, %acc [1, 2] : vector<2x3x4x5xf32> to vector<2x5xf32>
  return %0 : vector<2x5xf32>
}

// -----

func.func @scalable(%arg0: vector<4x[8]xf32>, %acc: vector<4xf32>) -> vector<4xf32> {
  %0 = vector.multi_reduction <add>, %arg0, %acc [1] : vector<4x[8]xf32> to vector<4xf32>
  return %0 : vector<4xf32>
}
