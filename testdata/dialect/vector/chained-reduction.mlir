// -test-vector-chained-reduction-folding-patterns gives upstream's output.
// RUN: gomlir-opt %s -test-vector-chained-reduction-folding-patterns -split-input-file > %t.g
// RUN: mlir-opt-upstream %s -test-vector-chained-reduction-folding-patterns -split-input-file > %t.u
// RUN: diff %t.g %t.u
// RUN: gomlir-opt %s -test-vector-chained-reduction-folding-patterns -split-input-file | FileCheck %s

// CHECK-LABEL: func.func @ints
// CHECK: arith.addi %arg2, %arg1 : vector<4xi32>
// CHECK: arith.addi %arg0, %0 : vector<4xi32>
func.func @ints(%a: vector<4xi32>, %b: vector<4xi32>, %c: vector<4xi32>, %acc: i32) -> i32 {
  %0 = vector.reduction <add>, %a, %acc : vector<4xi32> into i32
  %1 = vector.reduction <add>, %c, %0 : vector<4xi32> into i32
  %2 = vector.reduction <add>, %b, %1 : vector<4xi32> into i32
  return %2 : i32
}

// -----

func.func @mixed_kinds(%a: vector<4xf32>, %b: vector<4xf32>, %acc: f32) -> f32 {
  %0 = vector.reduction <mul>, %a, %acc : vector<4xf32> into f32
  %1 = vector.reduction <add>, %b, %0 : vector<4xf32> into f32
  %2 = vector.reduction <add>, %b, %1 fastmath<fast> : vector<4xf32> into f32
  return %2 : f32
}

// -----

func.func @negative_zero(%a: vector<4xf32>, %b: vector<4xf32>) -> f32 {
  %z = arith.constant dense<-0.0> : vector<4xf32>
  %x = arith.addf %a, %z : vector<4xf32>
  %y = arith.addf %x, %b : vector<4xf32>
  %0 = vector.reduction <add>, %y : vector<4xf32> into f32
  return %0 : f32
}
