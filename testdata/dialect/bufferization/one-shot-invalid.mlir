// RUN: gomlir-opt %s -split-input-file -one-shot-bufferize -verify-diagnostics
// RUN: not gomlir-opt %s -split-input-file -one-shot-bufferize 2> %t.g
// RUN: not mlir-opt-upstream %s -split-input-file -one-shot-bufferize 2> %t.u
// RUN: diff %t.g %t.u

// Input One-Shot Bufferize rejects: writes into function arguments through
// ops that must bufferize in place, to_tensor ops without restrict, ops
// without a bufferization, loops yielding new buffers.

func.func @materialize(%t: tensor<?xf32>, %d: tensor<?xf32>) -> tensor<?xf32> {
  // expected-error @+1 {{'bufferization.materialize_in_destination' op not bufferizable under the given constraints: would write to read-only buffer}}
  %0 = bufferization.materialize_in_destination %t in %d : (tensor<?xf32>, tensor<?xf32>) -> tensor<?xf32>
  return %0 : tensor<?xf32>
}

// -----

func.func @to_tensor_not_restrict(%m: memref<4xf32>, %idx: index) -> f32 {
  // expected-error @+1 {{'bufferization.to_tensor' op to_tensor ops without `restrict` are not supported by One-Shot Analysis}}
  %0 = bufferization.to_tensor %m : memref<4xf32> to tensor<4xf32>
  %1 = tensor.extract %0[%idx] : tensor<4xf32>
  return %1 : f32
}

// -----

func.func @not_bufferized(%t: tensor<4x4xf32>, %i: tensor<2x1xindex>) -> tensor<2x4xf32> {
  // expected-error @+1 {{op was not bufferized}}
  %0 = tensor.gather %t[%i] gather_dims([0]) : (tensor<4x4xf32>, tensor<2x1xindex>) -> tensor<2x4xf32>
  return %0 : tensor<2x4xf32>
}

// -----

func.func @select_vec_cond(%c: tensor<4xi1>, %A : tensor<4xf32>, %B : tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+2 {{'arith.select' op only i1 condition values are supported}}
  // expected-error @+1 {{failed to bufferize op}}
  %0 = arith.select %c, %A, %B : tensor<4xi1>, tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// linalg.pack has no bufferization.
func.func @pack(%A: tensor<16x16xf32>, %B: tensor<2x2x8x8xf32>) -> tensor<2x2x8x8xf32> {
  // expected-error @+1 {{op was not bufferized}}
  %0 = linalg.pack %A inner_dims_pos = [0, 1] inner_tiles = [8, 8] into %B : tensor<16x16xf32> -> tensor<2x2x8x8xf32>
  return %0 : tensor<2x2x8x8xf32>
}
