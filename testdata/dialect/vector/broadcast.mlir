// RUN: gomlir-opt %s -split-input-file -verify-diagnostics | FileCheck %s
// RUN: not gomlir-opt %s -split-input-file > %t.g 2>&1
// RUN: not mlir-opt-upstream %s -split-input-file > %t.u 2>&1
// RUN: diff %t.g %t.u

// CHECK: vector.broadcast %arg0 : f32 to vector<8xf32>
// CHECK: vector.broadcast %arg1 : vector<4xf32> to vector<2x4xf32>
// CHECK: vector.broadcast %arg3 : vector<1xf32> to vector<3x[4]xf32>
func.func @ok(%f: f32, %v: vector<4xf32>, %s: vector<[4]xf32>, %o: vector<1xf32>, %os: vector<[1]xf32>) {
  %0 = vector.broadcast %f : f32 to vector<8xf32>
  %1 = vector.broadcast %v : vector<4xf32> to vector<2x4xf32>
  %2 = vector.broadcast %o : vector<1xf32> to vector<3x[4]xf32>
  %3 = vector.broadcast %s : vector<[4]xf32> to vector<2x[4]xf32>
  %4 = vector.broadcast %f : f32 to vector<f32>
  return
}

// -----

func.func @e(%v: vector<4xf32>) {
  // expected-error@+1 {{'vector.broadcast' op dimension mismatch (4 vs. 8)}}
  %0 = vector.broadcast %v : vector<4xf32> to vector<8xf32>
  return
}

// -----

func.func @e(%v: vector<2x4xf32>) {
  // expected-error@+1 {{'vector.broadcast' op source rank higher than destination rank}}
  %0 = vector.broadcast %v : vector<2x4xf32> to vector<4xf32>
  return
}

// -----

func.func @e(%v: vector<[4]xf32>) {
  // expected-error@+1 {{'vector.broadcast' op dimension mismatch ([4] vs. 4)}}
  %0 = vector.broadcast %v : vector<[4]xf32> to vector<4xf32>
  return
}

// -----

func.func @e(%v: vector<[1]xf32>) {
  // expected-error@+1 {{'vector.broadcast' op dimension mismatch ([1] vs. 4)}}
  %0 = vector.broadcast %v : vector<[1]xf32> to vector<4xf32>
  return
}

// -----

func.func @e(%v: tensor<4xf32>) {
  // expected-error@+1 {{'vector.broadcast' op source type is not a vector}}
  %0 = vector.broadcast %v : tensor<4xf32> to vector<4xf32>
  return
}

// -----

func.func @e(%v: f64) {
  // expected-error@+1 {{'vector.broadcast' op failed to verify that source operand and result have same element type}}
  %0 = vector.broadcast %v : f64 to vector<4xf32>
  return
}

// -----

func.func @e(%v: f32) {
  // expected-error@+1 {{'vector.broadcast' op result #0 must be vector of any type values, but got 'tensor<4xf32>'}}
  %0 = "vector.broadcast"(%v) : (f32) -> tensor<4xf32>
  return
}

// -----

func.func @e(%v: vector<4xi32>) {
  // expected-error@+1 {{'vector.broadcast' op failed to verify that source operand and result have same element type}}
  %0 = vector.broadcast %v : vector<4xi32> to vector<2x4xf32>
  return
}

// -----

func.func @invalid_splat(%v : f32) { // expected-note {{prior use here}}
  // expected-error@+1 {{use of value '%v' expects different type than prior uses: 'f64' vs 'f32'}}
  vector.broadcast %v : f64 to vector<8xf64>
  return
}
