// RUN: gomlir-opt %s -split-input-file -verify-diagnostics
// RUN: mlir-opt-upstream %s -split-input-file -verify-diagnostics
// RUN: not gomlir-opt %s -split-input-file 2> %t.g
// RUN: not mlir-opt-upstream %s -split-input-file 2> %t.u
// RUN: diff %t.g %t.u

func.func @alloc_tensor_missing_dims(%arg0: index) {
  // expected-error @+1 {{'bufferization.alloc_tensor' op incorrect number of dynamic sizes, has 1, expected 2}}
  %0 = bufferization.alloc_tensor(%arg0) : tensor<4x?x?x5xf32>
  return
}

// -----

func.func @alloc_tensor_copy_and_dims(%t: tensor<?xf32>, %sz: index) {
  // expected-error @+1 {{dynamic sizes not needed when copying a tensor}}
  %0 = bufferization.alloc_tensor(%sz) copy(%t) : tensor<?xf32>
  return
}

// -----

func.func @alloc_tensor_copy_type(%t: tensor<?xf32>) {
  // expected-error @+1 {{expected that `copy` and return type match}}
  %0 = "bufferization.alloc_tensor"(%t) <{operandSegmentSizes = array<i32: 0, 1, 0>}> : (tensor<?xf32>) -> tensor<4xf32>
  return
}

// -----

func.func @alloc_tensor_not_tensor(%sz: index) {
  // expected-error @+1 {{invalid kind of type specified}}
  %0 = bufferization.alloc_tensor(%sz) : memref<?xf32>
  return
}

// -----

func.func @alloc_tensor_escape(%sz: index) {
  // expected-error @+1 {{attribute '"bufferization.escape"' not supported as an op attribute by the bufferization dialect}}
  %0 = bufferization.alloc_tensor(%sz) {bufferization.escape = [true]} : tensor<?xf32>
  return
}

// -----

func.func @to_buffer_shape(%t: tensor<?xf32>) {
  // expected-error @+2 {{shapes do not match}}
  // expected-error @+1 {{'bufferization.to_buffer' op failed to verify that specified tensor and buffer types match}}
  %0 = bufferization.to_buffer %t : tensor<?xf32> to memref<4xf32>
  return
}

// -----

func.func @to_tensor_element_type(%m: memref<?xf32>) {
  // expected-error @+2 {{element types do not match}}
  // expected-error @+1 {{'bufferization.to_tensor' op failed to verify that specified tensor and buffer types match}}
  %0 = bufferization.to_tensor %m : memref<?xf32> to tensor<?xi32>
  return
}

// -----

func.func @to_buffer_of_memref(%m: memref<?xf32>) {
  // expected-error @+1 {{custom op 'bufferization.to_buffer' invalid kind of type specified}}
  %0 = bufferization.to_buffer %m : memref<?xf32> to memref<?xf32>
  return
}

// -----

func.func @to_memref_is_gone(%t: tensor<?xf32>) {
  // expected-error @+1 {{custom op 'bufferization.to_memref' is unknown}}
  %0 = bufferization.to_memref %t : tensor<?xf32> to memref<?xf32>
  return
}

// -----

func.func @to_tensor_of_tensor(%t: tensor<?xf32>) {
  // expected-error @+1 {{'bufferization.to_tensor' op operand #0 must be BufferLikeType instance, but got 'tensor<?xf32>'}}
  %0 = "bufferization.to_tensor"(%t) : (tensor<?xf32>) -> tensor<?xf32>
  return
}

// -----

func.func @to_buffer_of_vector(%v: vector<4xf32>) {
  // expected-error @+1 {{'bufferization.to_buffer' op operand #0 must be TensorLikeType instance, but got 'vector<4xf32>'}}
  %0 = "bufferization.to_buffer"(%v) : (vector<4xf32>) -> memref<4xf32>
  return
}

// -----

func.func @to_buffer_unranked(%t: tensor<?xf32>) {
  // expected-error @+2 {{shapes do not match}}
  // expected-error @+1 {{failed to verify that specified tensor and buffer types match}}
  %0 = "bufferization.to_buffer"(%t) : (tensor<?xf32>) -> memref<*xf32>
  return
}

// -----

func.func @clone_not_memref(%t: tensor<?xf32>) {
  // expected-error @+1 {{'bufferization.clone' op operand #0 must be ranked or unranked memref of any type values, but got 'tensor<?xf32>'}}
  %0 = "bufferization.clone"(%t) : (tensor<?xf32>) -> memref<?xf32>
  return
}

// -----

func.func @materialize_no_result(%t: tensor<?xf32>) {
  // expected-error @+1 {{'bufferization.materialize_in_destination' op tensor 'dest' implies exactly one tensor result}}
  "bufferization.materialize_in_destination"(%t, %t) : (tensor<?xf32>, tensor<?xf32>) -> ()
  return
}

// -----

func.func @materialize_not_writable(%t: tensor<?xf32>, %m: memref<?xf32>) {
  // expected-error @+1 {{'writable' must be specified if and only if the destination is of memref type}}
  bufferization.materialize_in_destination %t in %m : (tensor<?xf32>, memref<?xf32>) -> ()
  return
}

// -----

func.func @materialize_memref_result(%t: tensor<?xf32>, %m: memref<4xf32>) {
  // expected-error @+1 {{memref 'dest' implies zero results}}
  %0 = "bufferization.materialize_in_destination"(%t, %m) {writable} : (tensor<?xf32>, memref<4xf32>) -> tensor<?xf32>
  return
}

// -----

func.func @materialize_rank(%t: tensor<?xf32>, %d: tensor<4x4xf32>) {
  // expected-error @+1 {{rank mismatch between source and destination shape}}
  %0 = bufferization.materialize_in_destination %t in %d : (tensor<?xf32>, tensor<4x4xf32>) -> tensor<4x4xf32>
  return
}

// -----

func.func @materialize_element_type(%t: tensor<?xf32>, %d: tensor<4xi32>) {
  // expected-error @+1 {{failed to verify that all of {source, dest} have same element type}}
  %0 = bufferization.materialize_in_destination %t in %d : (tensor<?xf32>, tensor<4xi32>) -> tensor<4xi32>
  return
}

// -----

func.func @materialize_shape(%t: tensor<3xf32>, %d: tensor<4xf32>) {
  // expected-error @+1 {{source/destination shapes are incompatible}}
  %0 = bufferization.materialize_in_destination %t in %d : (tensor<3xf32>, tensor<4xf32>) -> tensor<4xf32>
  return
}

// -----

func.func @materialize_unranked(%t: tensor<*xf32>, %d: tensor<4xf32>) {
  // expected-error @+1 {{source/destination shapes are incompatible}}
  %0 = bufferization.materialize_in_destination %t in %d : (tensor<*xf32>, tensor<4xf32>) -> tensor<4xf32>
  return
}

// -----

func.func @materialize_restrict(%t: tensor<?xf32>, %d: tensor<4xf32>) {
  // expected-error @+1 {{'restrict' is valid only for memref destinations}}
  %0 = bufferization.materialize_in_destination %t in restrict %d : (tensor<?xf32>, tensor<4xf32>) -> tensor<4xf32>
  return
}

// -----

func.func @materialize_result_type(%t: tensor<?xf32>, %d: tensor<4xf32>) {
  // expected-error @+1 {{result and 'dest' types must match}}
  %0 = bufferization.materialize_in_destination %t in %d : (tensor<?xf32>, tensor<4xf32>) -> tensor<?xf32>
  return
}

// -----

func.func @dealloc_conditions(%m: memref<?xf32>, %c: i1) {
  // expected-error @+1 {{'bufferization.dealloc' op must have the same number of conditions as memrefs to deallocate}}
  "bufferization.dealloc"(%m, %c, %c) <{operandSegmentSizes = array<i32: 1, 2, 0>}> : (memref<?xf32>, i1, i1) -> ()
  return
}

// -----

func.func @dealloc_results(%m: memref<?xf32>, %c: i1) {
  // expected-error @+1 {{must have the same number of updated conditions (results) as retained operands}}
  "bufferization.dealloc"(%m, %c, %m) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (memref<?xf32>, i1, memref<?xf32>) -> ()
  return
}

// -----

// expected-note @+1 {{prior use here}}
func.func @dealloc_condition_type(%m: memref<?xf32>, %c: i32) {
  // expected-error @+1 {{use of value '%c' expects different type than prior uses: 'i1' vs 'i32'}}
  bufferization.dealloc (%m : memref<?xf32>) if (%c)
  return
}

// -----

func.func @dealloc_missing_if(%m: memref<?xf32>) {
  // expected-error @+2 {{custom op 'bufferization.dealloc' expected 'if'}}
  bufferization.dealloc (%m : memref<?xf32>)
  return
}

// -----

// expected-error @+1 {{'func.func' op attribute 'bufferization.manual_deallocation' can be used only on ops that have an allocation and/or free side effect}}
func.func @manual_deallocation() attributes {bufferization.manual_deallocation} {
  return
}

// -----

// expected-error @+1 {{'bufferization.writable' is expected to be a boolean attribute}}
func.func @writable_int(%m: memref<?xf32> {bufferization.writable = 1}) {
  return
}

// -----

// expected-error @+1 {{'bufferization.writable' is invalid on external functions}}
func.func private @writable_external(%m: memref<?xf32> {bufferization.writable = true})

// -----

// expected-error @+1 {{invalid value for 'bufferization.access'}}
func.func @access_value(%m: memref<?xf32> {bufferization.access = "x"}) {
  return
}

// -----

// expected-error @+1 {{'bufferization.access' is expected to be a string attribute}}
func.func @access_type(%m: memref<?xf32> {bufferization.access = 1}) {
  return
}

// -----

// expected-error @+1 {{'bufferization.buffer_layout' is expected to be a memref layout attribute}}
func.func @layout(%m: memref<?xf32> {bufferization.buffer_layout = 1}) {
  return
}

// -----

// expected-error @+1 {{attribute 'bufferization.buffer_layout' not supported as a region arg attribute by the bufferization dialect}}
func.func @unknown_arg_attr(%m: memref<?xf32> {bufferization.foo}) {
  return
}
