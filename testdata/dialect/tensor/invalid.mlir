// RUN: gomlir-opt %s -split-input-file -verify-diagnostics
// RUN: mlir-opt-upstream %s -split-input-file -verify-diagnostics

// Parser and verifier diagnostics of the tensor ops (messages and locations
// recorded from upstream mlir-opt 22).

func.func @extract_indices(%t: tensor<?xf32>) {
  %0 = tensor.extract %t[] : tensor<?xf32>
// expected-error@-1 {{'tensor.extract' op incorrect number of indices for extract_element}}
  return
}
// -----
func.func @insert_indices(%t: tensor<?xf32>, %v: f32, %i: index) {
  %0 = tensor.insert %v into %t[%i, %i] : tensor<?xf32>
// expected-error@-1 {{'tensor.insert' op incorrect number of indices}}
  return
}
// -----
func.func @insert_scalar(%t: tensor<?xf32>, %v: i32, %i: index) {
  %0 = "tensor.insert"(%v, %t, %i) : (i32, tensor<?xf32>, index) -> tensor<?xf32>
// expected-error@-1 {{'tensor.insert' op failed to verify that scalar type matches element type of dest}}
  return
}
// -----
func.func @slice_elem(%t: tensor<?xf32>) {
  %0 = tensor.extract_slice %t[0][4][1] : tensor<?xf32> to tensor<4xi8>
// expected-error@-1 {{expected element type to be 'f32'}}
  return
}
// -----
func.func @slice_rank(%t1: tensor<?xf32>, %t2: tensor<?x?xf32>) {
  %0 = tensor.insert_slice %t2 into %t1[0][4][1] : tensor<?x?xf32> into tensor<?xf32>
// expected-error@-1 {{expected rank to be smaller or equal to the other rank. }}
  return
}
// -----
func.func @slice_size(%t: tensor<8x16x4xf32>, %i: index) {
  %0 = tensor.extract_slice %t[0, 2, 0][4, 4, 4][1, 1, 1] : tensor<8x16x4xf32> to tensor<?x4x4xf32>
// expected-error@-1 {{expected type to be 'tensor<4x4x4xf32>' or a rank-reduced version. (size mismatch) }}
  return
}
// -----
func.func @slice_oob(%t: tensor<8xf32>) {
  %0 = tensor.extract_slice %t[6] [4] [1] : tensor<8xf32> to tensor<4xf32>
// expected-error@-1 {{slice along dimension 0 runs out-of-bounds: 9 >= 8}}
  return
}
// -----
func.func @slice_offset_oob(%t: tensor<8xf32>, %s: tensor<0xf32>) {
  %0 = tensor.insert_slice %s into %t[8] [0] [1] : tensor<0xf32> into tensor<8xf32>
// expected-error@-1 {{offset 0 is out-of-bounds: 8 >= 8}}
  return
}
// -----
func.func @slice_ranks(%t: tensor<4x4xf32>) {
  %0 = tensor.extract_slice %t[0] [1, 1] [1] : tensor<4x4xf32> to tensor<1xf32>
// expected-error@-1 {{expected mixed offsets rank to match mixed sizes rank (1 vs 2) so the rank of the result type is well-formed.}}
  return
}
// -----
func.func @slice_strides(%t: tensor<4x4xf32>) {
  %0 = tensor.extract_slice %t[0, 1] [1, 1] [1] : tensor<4x4xf32> to tensor<1xf32>
// expected-error@-1 {{expected mixed sizes rank to match mixed strides rank (2 vs 1) so the rank of the result type is well-formed.}}
  return
}
// -----
func.func @slice_count(%t: tensor<4x4xf32>) {
  %0 = tensor.extract_slice %t[0] [1] [1] : tensor<4x4xf32> to tensor<1xf32>
// expected-error@-1 {{expected 2 offset values, got 1}}
  return
}
// -----
func.func @slice_negative(%t: tensor<4x4xf32>) {
  %0 = tensor.extract_slice %t[0, -1] [1, 1] [1, 1] : tensor<4x4xf32> to tensor<1x1xf32>
// expected-error@-1 {{expected offsets to be non-negative, but got -1}}
  return
}
// -----
func.func @slice_negative_size(%t: tensor<4x4xf32>) {
  %0 = tensor.extract_slice %t[0, 0] [1, -1] [1, 1] : tensor<4x4xf32> to tensor<1xf32>
// expected-error@-1 {{expected sizes to be non-negative, but got -1}}
  return
}
// -----
func.func @slice_dynamic_count(%t: tensor<4x4xf32>, %i: index) {
  %0 = "tensor.extract_slice"(%t, %i) <{operandSegmentSizes = array<i32: 1, 1, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 1, 1>, static_strides = array<i64: 1, 1>}> : (tensor<4x4xf32>, index) -> tensor<1x1xf32>
// expected-error@-1 {{expected the number of 'offsets' to match the number of dynamic entries in 'static_offsets' (1 vs 0)}}
  return
}
// -----
func.func @list_token(%t: tensor<4xf32>) {
  %0 = tensor.extract_slice %t[0] [x] [1] : tensor<4xf32> to tensor<1xf32>
// expected-error@-1 {{custom op 'tensor.extract_slice' expected integer value}}
// expected-error@-2 {{custom op 'tensor.extract_slice' expected SSA value or integer}}
  return
}
// -----
func.func @list_open(%t: tensor<4xf32>) {
  %0 = tensor.extract_slice %t 0] [1] [1] : tensor<4xf32> to tensor<1xf32>
// expected-error@-1 {{expected '[' in dynamic index list}}
// expected-error@-2 {{custom op 'tensor.extract_slice' expected SSA value or integer}}
  return
}
// -----
func.func @list_close(%t: tensor<4xf32>) {
  %0 = tensor.extract_slice %t[0 0] [1] [1] : tensor<4xf32> to tensor<1xf32>
// expected-error@-1 {{expected ']' in dynamic index list}}
// expected-error@-2 {{custom op 'tensor.extract_slice' expected SSA value or integer}}
  return
}
// -----
func.func @parallel_parent(%v: tensor<4xf32>, %d: tensor<8xf32>) {
  tensor.parallel_insert_slice %v into %d[0] [4] [1] : tensor<4xf32> into tensor<8xf32>
// expected-error@-1 {{expected InParallelOpInterface parent, got:}}
  return
}
// -----
func.func @cast_kind(%v: f32) {
  %0 = tensor.cast %v : f32 to tensor<f32>
// expected-error@-1 {{custom op 'tensor.cast' invalid kind of type specified}}
  return
}
// -----
func.func @cast_incompatible(%v: tensor<4xf32>) {
  %0 = tensor.cast %v : tensor<4xf32> to tensor<5xf32>
// expected-error@-1 {{'tensor.cast' op operand type 'tensor<4xf32>' and result type 'tensor<5xf32>' are cast incompatible}}
  return
}
// -----
func.func @bitcast_width(%v: tensor<4xf32>) {
  %0 = tensor.bitcast %v : tensor<4xf32> to tensor<4xi64>
// expected-error@-1 {{'tensor.bitcast' op operand type 'tensor<4xf32>' and result type 'tensor<4xi64>' are cast incompatible}}
  return
}
// -----
func.func @splat_kind(%v: f32) {
  %0 = tensor.splat %v : memref<8xf32>
// expected-error@-1 {{custom op 'tensor.splat' invalid kind of type specified: expected builtin.tensor, but found 'memref<8xf32>'}}
  return
}
// -----
func.func @splat_sizes(%v: f32, %i: index) {
  %0 = tensor.splat %v[%i] : tensor<?x?xf32>
// expected-error@-1 {{'tensor.splat' op incorrect number of dynamic sizes, has 1, expected 2}}
  return
}
// -----
func.func @empty_sizes(%i: index) {
  %0 = tensor.empty(%i) : tensor<4xf32>
// expected-error@-1 {{'tensor.empty' op incorrect number of dynamic sizes, has 1, expected 0}}
  return
}
// -----
func.func @rank_operand(%0: f32) {
  "tensor.rank"(%0): (f32)->index
// expected-error@-1 {{'tensor.rank' op operand #0 must be tensor of any type values, but got 'f32'}}
  return
}
// -----
func.func @concat_rank(%a: tensor<3xf32>, %b: tensor<3x2xf32>) {
  %0 = tensor.concat dim(0) %a, %b : (tensor<3xf32>, tensor<3x2xf32>) -> tensor<6xf32>
// expected-error@-1 {{'tensor.concat' op rank of concatenated inputs must match result rank}}
  return
}
// -----
func.func @concat_elem(%a: tensor<3xf32>, %b: tensor<3xi32>) {
  %0 = tensor.concat dim(0) %a, %b : (tensor<3xf32>, tensor<3xi32>) -> tensor<6xf32>
// expected-error@-1 {{'tensor.concat' op inputs and result element type must match}}
  return
}
// -----
func.func @concat_dim(%a: tensor<3xf32>) {
  %0 = tensor.concat dim(1) %a : (tensor<3xf32>) -> tensor<3xf32>
// expected-error@-1 {{'tensor.concat' op concatenation dim must be less than the tensor rank}}
  return
}
// -----
func.func @concat_size(%a: tensor<3x2xf32>, %b: tensor<3x3xf32>) {
  %0 = tensor.concat dim(0) %a, %b : (tensor<3x2xf32>, tensor<3x3xf32>) -> tensor<6x2xf32>
// expected-error@-1 {{'tensor.concat' op static concatenation size mismatch along non-concatenated dimension 1}}
  return
}
// -----
func.func @concat_result(%a: tensor<3x2xf32>, %b: tensor<3x2xf32>) {
  %0 = tensor.concat dim(0) %a, %b : (tensor<3x2xf32>, tensor<3x2xf32>) -> tensor<7x2xf32>
// expected-error@-1 {{'tensor.concat' op result type 'tensor<7x2xf32>'does not match inferred shape 'tensor<6x2xf32>' static sizes}}
  return
}
// -----
func.func @concat_none() {
  %0 = tensor.concat dim(0) : () -> tensor<7x2xf32>
// expected-error@-1 {{'tensor.concat' op requires at least one input}}
  return
}
// -----
func.func @gather_empty(%s: tensor<4x5x6xf32>, %i: tensor<1x2x3xindex>) {
  %out = tensor.gather %s[%i] gather_dims([]) : (tensor<4x5x6xf32>, tensor<1x2x3xindex>) -> tensor<1x2xf32>
// expected-error@-1 {{'tensor.gather' op gather_dims must be non-empty}}
  return
}
// -----
func.func @gather_last(%s: tensor<4x5x6xf32>, %i: tensor<1x2x2xindex>) {
  %out = tensor.gather %s[%i] gather_dims([0, 1, 2]) : (tensor<4x5x6xf32>, tensor<1x2x2xindex>) -> tensor<1x2xf32>
// expected-error@-1 {{'tensor.gather' op gather_dims length must match the size of last dimension of indices}}
  return
}
// -----
func.func @gather_neg(%s: tensor<4x5x6xf32>, %i: tensor<1x2x1xindex>) {
  %out = tensor.gather %s[%i] gather_dims([-1]) : (tensor<4x5x6xf32>, tensor<1x2x1xindex>) -> tensor<1x2xf32>
// expected-error@-1 {{'tensor.gather' op gather_dims value must be non-negative}}
  return
}
// -----
func.func @gather_big(%s: tensor<4x5x6xf32>, %i: tensor<1x2x1xindex>) {
  %out = tensor.gather %s[%i] gather_dims([3]) : (tensor<4x5x6xf32>, tensor<1x2x1xindex>) -> tensor<1x2xf32>
// expected-error@-1 {{'tensor.gather' op gather_dims value must be smaller than source rank}}
  return
}
// -----
func.func @gather_order(%s: tensor<4x5x6xf32>, %i: tensor<1x2x2xindex>) {
  %out = tensor.gather %s[%i] gather_dims([1, 0]) : (tensor<4x5x6xf32>, tensor<1x2x2xindex>) -> tensor<1x2xf32>
// expected-error@-1 {{'tensor.gather' op gather_dims values must be strictly increasing}}
  return
}
// -----
func.func @gather_result(%s: tensor<4x5x6xf32>, %i: tensor<1x2x1xindex>) {
  %out = tensor.gather %s[%i] gather_dims([1]) : (tensor<4x5x6xf32>, tensor<1x2x1xindex>) -> tensor<1x2xf32>
// expected-error@-1 {{'tensor.gather' op result type mismatch: expected 'tensor<1x2x4x1x6xf32>' or its rank-reduced variant 'tensor<1x2x4x6xf32>' (got: 'tensor<1x2xf32>')}}
  return
}
// -----
func.func @scatter_unique(%s: tensor<1x2x1x5x6xf32>, %d: tensor<4x5x6xf32>, %i: tensor<1x2x1xindex>) {
  %out = tensor.scatter %s into %d[%i] scatter_dims([0]) : (tensor<1x2x1x5x6xf32>, tensor<4x5x6xf32>, tensor<1x2x1xindex>) -> tensor<4x5x6xf32>
// expected-error@-1 {{'tensor.scatter' op requires 'unique' attribute to be set}}
  return
}
// -----
func.func @scatter_source(%s: tensor<1x2x1x5xf32>, %d: tensor<4x5x6xf32>, %i: tensor<1x2x1xindex>) {
  %out = tensor.scatter %s into %d[%i] scatter_dims([0]) unique : (tensor<1x2x1x5xf32>, tensor<4x5x6xf32>, tensor<1x2x1xindex>) -> tensor<4x5x6xf32>
// expected-error@-1 {{'tensor.scatter' op source type mismatch: expected 'tensor<1x2x1x5x6xf32>' or its rank-reduced variant 'tensor<1x2x5x6xf32>' (got: 'tensor<1x2x1x5xf32>')}}
  return
}
// -----
func.func @generate_count(%m: index) -> tensor<?x3x?xf32> {
  %t = tensor.generate %m {
// expected-error@-1 {{'tensor.generate' op incorrect number of dynamic sizes, has 1, expected 2}}
  ^bb0(%i: index, %j: index, %k: index):
    %e = arith.constant 8.0 : f32
    tensor.yield %e : f32
  } : tensor<?x3x?xf32>
  return %t : tensor<?x3x?xf32>
}
// -----
func.func @generate_args(%m: index, %n: index) -> tensor<?x3x?xf32> {
  %t = tensor.generate %m, %n {
// expected-error@-1 {{must have one body argument per input dimension}}
  ^bb0(%i: index, %j: index):
    %e = arith.constant 8.0 : f32
    tensor.yield %e : f32
  } : tensor<?x3x?xf32>
  return %t : tensor<?x3x?xf32>
}
// -----
func.func @generate_yield(%m: index, %n: index) -> tensor<?x3x?xf32> {
  %t = tensor.generate %m, %n {
// expected-error@-1 {{'tensor.generate' op body must be terminated with a `yield` operation of the tensor element type}}
  ^bb0(%i: index, %j: index, %k: index):
    %e = arith.constant 8 : i32
    tensor.yield %e : i32
  } : tensor<?x3x?xf32>
  return %t : tensor<?x3x?xf32>
}
// -----
func.func @yield_parent(%v: f32) {
  tensor.yield %v : f32
// expected-error@-1 {{'tensor.yield' op expects parent op to be one of 'tensor.generate, tensor.pad'}}
}
// -----
func.func @reshape_elem(%b: tensor<*xf32>, %s: tensor<1xi32>) {
  %0 = tensor.reshape %b(%s) : (tensor<*xf32>, tensor<1xi32>) -> tensor<?xi32>
// expected-error@-1 {{'tensor.reshape' op element types of source and destination tensor types should be the same}}
  return
}
// -----
func.func @reshape_dyn(%b: tensor<*xf32>, %s: tensor<?xi32>) {
  %0 = tensor.reshape %b(%s) : (tensor<*xf32>, tensor<?xi32>) -> tensor<?xf32>
// expected-error@-1 {{'tensor.reshape' op cannot use shape operand with dynamic length to reshape to statically-ranked tensor type}}
  return
}
// -----
func.func @reshape_rank(%b: tensor<*xf32>, %s: tensor<1xi32>) {
  %0 = tensor.reshape %b(%s) : (tensor<*xf32>, tensor<1xi32>) -> tensor<?x?xf32>
// expected-error@-1 {{'tensor.reshape' op length of shape operand differs from the result's tensor rank}}
  return
}
// -----
func.func @reshape_count(%b: tensor<1xf32>, %s: tensor<1xi32>) {
  %0 = tensor.reshape %b(%s) : (tensor<1xf32>, tensor<1xi32>) -> tensor<10xf32>
// expected-error@-1 {{'tensor.reshape' op source and destination tensor should have the same number of elements}}
  return
}
// -----
func.func @reshape_shape(%b: tensor<1xf32>, %s: tensor<1x1xi32>) {
  %0 = tensor.reshape %b(%s) : (tensor<1xf32>, tensor<1x1xi32>) -> tensor<1xf32>
// expected-error@-1 {{'tensor.reshape' op operand #1 must be 1D tensor of signless integer or index values, but got 'tensor<1x1xi32>'}}
  return
}
// -----
func.func @collapse_empty(%a: tensor<1x?xf32>) {
  %0 = tensor.collapse_shape %a [[0, 1], []] : tensor<1x?xf32> into tensor<?x10xf32>
// expected-error@-1 {{'tensor.collapse_shape' op reassociation indices must not be empty}}
  return
}
// -----
func.func @collapse_rank(%a: tensor<2x3xf32>) {
  %0 = tensor.collapse_shape %a [[0], [1]] : tensor<2x3xf32> into tensor<2x3x1xf32>
// expected-error@-1 {{'tensor.collapse_shape' op expected the expanded type, 'tensor<2x3xf32>' to have a higher (or same) rank than the collapsed type, 'tensor<2x3x1xf32>'.}}
  return
}
// -----
func.func @collapse_maps(%a: tensor<2x3xf32>) {
  %0 = tensor.collapse_shape %a [[0, 1]] : tensor<2x3xf32> into tensor<6x1xf32>
// expected-error@-1 {{'tensor.collapse_shape' op expected collapsed rank (2) to equal the number of reassociation maps (1).}}
  return
}
// -----
func.func @collapse_size(%a: tensor<2x3xf32>) {
  %0 = tensor.collapse_shape %a [[0], [1, 2]] : tensor<2x3xf32> into tensor<2x3xf32>
// expected-error@-1 {{'tensor.collapse_shape' op expected reassociation map #0 to have size equal to the expanded rank (2), but it is  3.}}
  return
}
// -----
func.func @collapse_contig(%a: tensor<2x3xf32>) {
  %0 = tensor.collapse_shape %a [[1], [0]] : tensor<2x3xf32> into tensor<3x2xf32>
// expected-error@-1 {{'tensor.collapse_shape' op expected reassociation map #0 to be valid and contiguous.}}
  return
}
// -----
func.func @collapse_static(%a: tensor<2x3x2x4x5xf32>) {
  %0 = tensor.collapse_shape %a [[0], [1], [2, 3, 4]] : tensor<2x3x2x4x5xf32> into tensor<2x3x20xf32>
// expected-error@-1 {{'tensor.collapse_shape' op expected dimension 2 of collapsed type to be static value of 40}}
  return
}
// -----
func.func @collapse_dynamic(%a: tensor<?x4xf32>) {
  %0 = tensor.collapse_shape %a [[0, 1]] : tensor<?x4xf32> into tensor<8xf32>
// expected-error@-1 {{'tensor.collapse_shape' op expected dimension 0 of collapsed type to be dynamic since one or more of the corresponding dimensions in the expanded type is dynamic}}
  return
}
// -----
func.func @expand_static_count(%a: tensor<6xf32>) {
  %0 = tensor.expand_shape %a [[0, 1]] output_shape [2] : tensor<6xf32> into tensor<2x3xf32>
// expected-error@-1 {{'tensor.expand_shape' op expected number of static shape dims to be equal to the output rank (2) but found 1 inputs instead}}
  return
}
// -----
func.func @expand_dynamic_count(%a: tensor<?xf32>, %i: index) {
  %0 = tensor.expand_shape %a [[0, 1]] output_shape [%i, %i] : tensor<?xf32> into tensor<?x3xf32>
  return
}
// -----
func.func @expand_elem(%a: tensor<6xf32>) {
  %0 = tensor.expand_shape %a [[0, 1]] output_shape [2, 3] : tensor<6xf32> into tensor<2x3xi32>
// expected-error@-1 {{'tensor.expand_shape' op expected collapsed type to be 'tensor<6xi32>', but got 'tensor<6xf32>'}}
  return
}
// -----
func.func @pad_rank(%a: tensor<?x4xi32>, %v: i32) {
  %0 = tensor.pad %a low[1] high[2] {
// expected-error@-1 {{failed to infer expectedType from sourceType 'tensor<?x4xi32>', specified resultType is 'tensor<?x9xi32>'}}
  ^bb0(%x: index):
    tensor.yield %v : i32
  } : tensor<?x4xi32> to tensor<?x9xi32>
  return
}
// -----
func.func @pad_type(%a: tensor<2x4xi32>, %v: i32) {
  %0 = tensor.pad %a low[1, 2] high[2, 3] {
// expected-error@-1 {{specified type 'tensor<5x8xi32>' does not match the inferred type 'tensor<5x9xi32>'}}
  ^bb0(%x: index, %y: index):
    tensor.yield %v : i32
  } : tensor<2x4xi32> to tensor<5x8xi32>
  return
}
// -----
func.func @pad_args(%a: tensor<?x4xi32>, %v: i32) {
  %0 = tensor.pad %a low[1, 2] high[2, 3] {
// expected-error@-1 {{expected the block to have 2 arguments}}
  ^bb0(%x: index, %y: index, %z: index):
    tensor.yield %v : i32
  } : tensor<?x4xi32> to tensor<?x9xi32>
  return
}
// -----
func.func @pad_arg_type(%a: tensor<?x4xi32>, %v: i32) {
  %0 = tensor.pad %a low[1, 2] high[2, 3] {
// expected-error@-1 {{'tensor.pad' op expected block argument 1 to be an index}}
  ^bb0(%x: i32, %y: i32):
    tensor.yield %v : i32
  } : tensor<?x4xi32> to tensor<?x9xi32>
  return
}
// -----
func.func @pad_yield(%a: tensor<?x4xi32>, %v: i8) {
  %0 = tensor.pad %a low[1, 2] high[2, 3] {
// expected-error@-1 {{'tensor.pad' op expected yield type to match shape element type}}
  ^bb0(%x: index, %y: index):
    tensor.yield %v : i8
  } : tensor<?x4xi32> to tensor<?x9xi32>
  return
}
// -----
func.func @dim_rank0(%a: tensor<f32>, %i: index) {
  %0 = tensor.dim %a, %i : tensor<f32>
// expected-error@-1 {{'tensor.dim' op operand #0 must be non-0-ranked or unranked tensor, but got 'tensor<f32>'}}
  return
}
// -----
func.func @from_elements_count(%a: f32) {
  %0 = "tensor.from_elements"(%a) : (f32) -> tensor<2xf32>
// expected-error@-1 {{'tensor.from_elements' op failed to verify that operand types match result element type}}
  return
}
// -----
func.func @from_elements_dynamic(%a: f32) {
  %0 = "tensor.from_elements"(%a) : (f32) -> tensor<?xf32>
// expected-error@-1 {{'tensor.from_elements' op result #0 must be statically shaped tensor of any type values, but got 'tensor<?xf32>'}}
  return
}

