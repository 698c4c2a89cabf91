// RUN: gomlir-opt %s --split-input-file --verify-diagnostics > %t.g
// RUN: mlir-opt-upstream %s --split-input-file --verify-diagnostics > %t.u
// RUN: diff %t.g %t.u
// RUN: gomlir-opt %s --split-input-file --verify-diagnostics --mlir-print-op-generic > %t.g2
// RUN: mlir-opt-upstream %s --split-input-file --verify-diagnostics --mlir-print-op-generic > %t.u2
// RUN: diff %t.g2 %t.u2
// RUN: FileCheck %s < %t.g

// x86vector.avx.rsqrt takes and returns one vector of 8 f32 elements (any
// shape with 8 elements in all, a scalable dimension counting its minimum).

// CHECK-LABEL: func.func @rsqrt
// CHECK: x86vector.avx.rsqrt %arg0 : vector<8xf32>
// CHECK: x86vector.avx.rsqrt %arg1 : vector<2x4xf32>
// CHECK: x86vector.avx.rsqrt %arg2 : vector<[8]xf32>
func.func @rsqrt(%a: vector<8xf32>, %b: vector<2x4xf32>, %c: vector<[8]xf32>) -> (vector<8xf32>, vector<2x4xf32>, vector<[8]xf32>) {
  %0 = x86vector.avx.rsqrt %a : vector<8xf32>
  %1 = x86vector.avx.rsqrt %b : vector<2x4xf32>
  %2 = x86vector.avx.rsqrt %c : vector<[8]xf32>
  return %0, %1, %2 : vector<8xf32>, vector<2x4xf32>, vector<[8]xf32>
}

// -----

func.func @wrong_length(%a: vector<4xf32>) -> vector<4xf32> {
  // expected-error @+1 {{'x86vector.avx.rsqrt' op operand #0 must be vector of 32-bit float values of length 8, but got 'vector<4xf32>'}}
  %0 = x86vector.avx.rsqrt %a : vector<4xf32>
  return %0 : vector<4xf32>
}

// -----

func.func @wrong_type(%a: vector<8xf64>) -> vector<8xf64> {
  // expected-error @+1 {{'x86vector.avx.rsqrt' op operand #0 must be vector of 32-bit float values of length 8, but got 'vector<8xf64>'}}
  %0 = x86vector.avx.rsqrt %a : vector<8xf64>
  return %0 : vector<8xf64>
}

// -----

func.func @mismatch(%a: vector<8xf32>) -> vector<2x4xf32> {
  // expected-error @+1 {{'x86vector.avx.rsqrt' op requires the same type for all operands and results}}
  %0 = "x86vector.avx.rsqrt"(%a) : (vector<8xf32>) -> vector<2x4xf32>
  return %0 : vector<2x4xf32>
}
