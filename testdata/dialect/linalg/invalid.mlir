// RUN: gomlir-opt %s -split-input-file -verify-diagnostics
// RUN: mlir-opt-upstream %s -split-input-file -verify-diagnostics

// Parser and verifier diagnostics of the linalg ops (messages and locations
// recorded from upstream mlir-opt 22).

func.func @fill_type(%arg0: tensor<4xf32>, %v: i32) -> tensor<4xf32> {
  // expected-error @+1 {{'linalg.fill' op expected fill value type ('i32') to match output element type ('f32')}}
  %0 = linalg.fill ins(%v : i32) outs(%arg0 : tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @mixed_types(%a: memref<3xf32>, %b: memref<3xi32>, %c: memref<3xf32>) {
  // expected-error @+1 {{custom op 'linalg.add' Cannot build binary Linalg operation: expects allComplex, allFloatingPoint, or allInteger, got 'f32' and 'i32'}}
  linalg.add ins(%a, %b : memref<3xf32>, memref<3xi32>) outs(%c : memref<3xf32>)
  return
}

// -----

func.func @region_args(%a: memref<3xf32>, %c: memref<3xf32>) {
  // expected-error @+2 {{custom op 'linalg.exp' [parseNamedStructuredOpRegion] ods-gen generated region expects 2 args, got 3}}
  linalg.exp ins(%a, %a : memref<3xf32>, memref<3xf32>) outs(%c : memref<3xf32>)
  return
}

// -----

func.func @shape(%a: tensor<4xf32>, %c: tensor<5xf32>) -> tensor<5xf32> {
  // expected-error @+1 {{'linalg.exp' op inferred input/output operand #1 has shape's dimension #0 to be 4, but found 5}}
  %0 = linalg.exp ins(%a : tensor<4xf32>) outs(%c : tensor<5xf32>) -> tensor<5xf32>
  return %0 : tensor<5xf32>
}

// -----

func.func @yield_type(%a: tensor<4xf32>) -> tensor<4xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%a : tensor<4xf32>) {
  ^bb0(%x: f32):
    %c = arith.constant 0 : i32
    // expected-error @+1 {{'linalg.yield' op type of yield operand 1 ('i32') doesn't match the element type of the enclosing linalg.generic op ('f32')}}
    linalg.yield %c : i32
  } -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @iterator(%a: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{unexpected iterator_type (sideways)}}
  %0 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["sideways"]} outs(%a : tensor<4xf32>) {
  ^bb0(%x: f32):
    linalg.yield %x : f32
  } -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @index_dim(%a: tensor<4xf32>) -> tensor<4xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%a : tensor<4xf32>) {
  ^bb0(%x: f32):
    // expected-error @+1 {{'linalg.index' op expected dim (1) to be lower than the number of loops (1) of the enclosing LinalgOp}}
    %i = linalg.index 1 : index
    linalg.yield %x : f32
  } -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @results(%a: tensor<4xf32>) {
  // expected-error @+1 {{'linalg.exp' op expected the number of tensor results (0) to be equal to the number of output tensors (1)}}
  linalg.exp ins(%a : tensor<4xf32>) outs(%a : tensor<4xf32>)
  return
}

// -----

func.func @transpose_perm(%a: tensor<4x8xf32>, %b: tensor<8x4xf32>) -> tensor<8x4xf32> {
  // expected-error @+1 {{'linalg.transpose' op permutation is not valid}}
  %0 = linalg.transpose ins(%a : tensor<4x8xf32>) outs(%b : tensor<8x4xf32>) permutation = [1, 1]
  return %0 : tensor<8x4xf32>
}

// -----

func.func @broadcast_dim(%a: tensor<4xf32>, %b: tensor<4x8xf32>) -> tensor<4x8xf32> {
  // expected-error @+1 {{'linalg.broadcast' op input dim 0 should match init dim 1. input: 4, init: 8}}
  %0 = linalg.broadcast ins(%a : tensor<4xf32>) outs(%b : tensor<4x8xf32>) dimensions = [0]
  return %0 : tensor<4x8xf32>
}

// -----

func.func @reduce_dims(%a: tensor<4x8xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'linalg.reduce' op init dimensions [4] doesn't match input dimensions after reduction [8]}}
  %0 = linalg.reduce { arith.addf } ins(%a : tensor<4x8xf32>) outs(%b : tensor<4xf32>) dimensions = [0]
  return %0 : tensor<4xf32>
}

// -----

func.func @map_arity(%a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'linalg.map' op expects number of operands to match the arity of mapper, but got: 2 and 1}}
  %0 = linalg.map ins(%a : tensor<4xf32>) outs(%b : tensor<4xf32>)
      (%x: f32) {
        linalg.yield %x : f32
      }
  return %0 : tensor<4xf32>
}

// -----

func.func @matmul_bcast(%a: memref<3x5xf32>, %b: memref<7xf32>, %c: memref<3x7xf32>) {
  // expected-error @+1 {{'linalg.matmul' op Invalid broadcast requested, should be (d2).}}
  linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%a, %b : memref<3x5xf32>, memref<7xf32>) outs(%c : memref<3x7xf32>)
  return
}
