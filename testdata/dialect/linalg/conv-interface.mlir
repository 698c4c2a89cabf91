// RUN: gomlir-opt %s -split-input-file -verify-diagnostics | FileCheck %s
// RUN: mlir-opt-upstream %s -split-input-file -verify-diagnostics | FileCheck %s

// ConvolutionOpInterface's verifier on the test dialect's structured op
// (messages from upstream mlir-opt 22).

// CHECK-LABEL: func @ok
// CHECK: test.linalg_conv_op {indexing_maps = [#map, #map1, #map2], iterator_types = [#test.iterator_type<parallel>, #test.iterator_type<reduction>]} ins(%arg0, %arg1 : tensor<?xf32>, tensor<?xf32>) outs(%arg2 : tensor<?xf32>)
func.func @ok(%arg0 : tensor<?xf32>, %arg1 : tensor<?xf32>, %arg2 : tensor<?xf32>) -> tensor<?xf32> {
  %0 = test.linalg_conv_op {
      indexing_maps = [affine_map<(d0, d1) -> (d0 + d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0)>],
      iterator_types = [#test.iterator_type<parallel>, #test.iterator_type<reduction>]}
      ins(%arg0, %arg1 : tensor<?xf32>, tensor<?xf32>) outs(%arg2 : tensor<?xf32>) {
      ^bb0(%arg3 : f32, %arg4 : f32, %arg5 : f32):
         linalg.yield %arg5 : f32
      } -> tensor<?xf32>
  return %0 : tensor<?xf32>
}

// -----

func.func @not_linalg(%arg0 : tensor<?xf32>) -> tensor<?xf32> {
  // expected-error @+1 {{expected a LinalgOp}}
  %0 = "test.conv_op_not_linalg_op"(%arg0, %arg0, %arg0) : (tensor<?xf32>, tensor<?xf32>, tensor<?xf32>) -> tensor<?xf32>
  return %0 : tensor<?xf32>
}

// -----

func.func @strided_input(%arg0 : tensor<?xf32>, %arg1 : tensor<?xf32>, %arg2 : tensor<?xf32>) -> tensor<?xf32> {
  // expected-error @+1 {{unexpected input index map for convolutions}}
  %0 = test.linalg_conv_op {
      indexing_maps = [affine_map<(d0, d1) -> (d0 * 2)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0)>],
      iterator_types = [#test.iterator_type<parallel>, #test.iterator_type<reduction>]}
      ins(%arg0, %arg1 : tensor<?xf32>, tensor<?xf32>) outs(%arg2 : tensor<?xf32>) {
      ^bb0(%arg3 : f32, %arg4 : f32, %arg5 : f32):
         linalg.yield %arg5 : f32
      } -> tensor<?xf32>
  return %0 : tensor<?xf32>
}

// -----

func.func @reduction_output(%arg0 : tensor<?xf32>, %arg1 : tensor<?xf32>, %arg2 : tensor<?xf32>) -> tensor<?xf32> {
  // expected-error @+1 {{expected all iterators used to access outputs to be parallel}}
  %0 = test.linalg_conv_op {
      indexing_maps = [affine_map<(d0, d1) -> (d0 + d1 * 3)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0)>],
      iterator_types = [#test.iterator_type<reduction>, #test.iterator_type<reduction>]}
      ins(%arg0, %arg1 : tensor<?xf32>, tensor<?xf32>) outs(%arg2 : tensor<?xf32>) {
      ^bb0(%arg3 : f32, %arg4 : f32, %arg5 : f32):
         linalg.yield %arg5 : f32
      } -> tensor<?xf32>
  return %0 : tensor<?xf32>
}
