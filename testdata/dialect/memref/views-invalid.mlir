// RUN: gomlir-opt %s -allow-unregistered-dialect -split-input-file -verify-diagnostics
// RUN: not gomlir-opt %s -allow-unregistered-dialect -split-input-file 2> %t.g
// RUN: not mlir-opt-upstream %s -allow-unregistered-dialect -split-input-file 2> %t.u
// RUN: diff %t.g %t.u

func.func @subview_layout(%s: memref<8x16x4xf32>) {
  // expected-error@+1 {{expected result type to be 'memref<1x6x3xf32, strided<[64, 4, 1], offset: 75>>' or a rank-reduced version. (mismatch of result layout), but got 'memref<6x3xf32, strided<[4, 1], offset: 107>>'}}
  %1 = memref.subview %s[1, 2, 3][1, 6, 3][1, 1, 1] : memref<8x16x4xf32> to memref<6x3xf32, strided<[4, 1], offset: 107>>
  return
}

// -----

func.func @subview_bounds(%s: memref<8x16x4xf32>) {
  // expected-error@+1 {{slice along dimension 2 runs out-of-bounds: 5 >= 4}}
  %1 = memref.subview %s[1, 2, 3][1, 6, 3][1, 1, 1] : memref<8x16x4xf32> to memref<6x3xf32, strided<[4, 1], offset: 75>>
  return
}

// -----

func.func @subview_offset_bounds(%s: memref<8x16x4xf32>) {
  // expected-error@+1 {{offset 0 is out-of-bounds: 8 >= 8}}
  %1 = memref.subview %s[8, 0, 0][1, 1, 1][1, 1, 1] : memref<8x16x4xf32> to memref<1x1x1xf32, strided<[64, 4, 1], offset: 512>>
  return
}

// -----

func.func @subview_sizes(%s: memref<8x16x4xf32>) {
  // expected-error@+1 {{expected result type to be 'memref<2x2x2xf32, strided<[64, 4, 1]>>' or a rank-reduced version. (mismatch of result sizes), but got 'memref<2x3xf32>'}}
  %1 = memref.subview %s[0, 0, 0][2, 2, 2][1, 1, 1] : memref<8x16x4xf32> to memref<2x3xf32>
  return
}

// -----

func.func @subview_space(%s: memref<8xf32, 1>) {
  // expected-error@+1 {{different memory spaces specified for base memref type 'memref<8xf32, 1>' and subview memref type 'memref<2xf32, strided<[1]>>'}}
  %1 = memref.subview %s[0][2][1] : memref<8xf32, 1> to memref<2xf32, strided<[1]>>
  return
}

// -----

func.func @subview_sizes_negative(%s: memref<8xf32>) {
  // expected-error@+1 {{expected sizes to be non-negative, but got -2}}
  %1 = memref.subview %s[0][-2][1] : memref<8xf32> to memref<2xf32, strided<[1]>>
  return
}

// -----

func.func @collapse_noncontiguous(%st: memref<3x4xf32, strided<[8, 1], offset: 2>>) {
  // expected-error@+1 {{'memref.collapse_shape' op invalid source layout map or collapsing non-contiguous dims}}
  %3 = memref.collapse_shape %st [[0, 1]] : memref<3x4xf32, strided<[8, 1], offset: 2>> into memref<12xf32, strided<[1], offset: 2>>
  return
}

// -----

func.func @expand_mismatch(%m: memref<?xf32>, %a: index) {
  // expected-error@+1 {{'memref.expand_shape' op mismatch in dynamic dims in output_shape and static_output_shape: static_output_shape has 1 dynamic dims while output_shape has 2 values}}
  %1 = "memref.expand_shape"(%m, %a, %a) <{reassociation = [[0, 1]], static_output_shape = array<i64: -9223372036854775808, 4>}> : (memref<?xf32>, index, index) -> memref<?x4xf32>
  return
}

// -----

func.func @reinterpret_cast_offset(%u: memref<*xf32>) {
  // expected-error@+1 {{expected result type with offset = 3 instead of 0}}
  %2 = memref.reinterpret_cast %u to offset: [3], sizes: [10], strides: [1] : memref<*xf32> to memref<10xf32>
  return
}

// -----

func.func @reinterpret_cast_elem(%u: memref<*xf32>) {
  // expected-error@+1 {{different element types specified for source type 'memref<*xf32>' and result memref type 'memref<10xi32>'}}
  %2 = memref.reinterpret_cast %u to offset: [0], sizes: [10], strides: [1] : memref<*xf32> to memref<10xi32>
  return
}

// -----

func.func @view_sizes(%buf: memref<2048xi8>, %a: index) {
  // expected-error@+1 {{incorrect number of dynamic sizes, has 0, expected 1}}
  %4 = memref.view %buf[%a][] : memref<2048xi8> to memref<?x4xf32>
  return
}

// -----

func.func @transpose_rank(%m: memref<?x?xf32>) {
  // expected-error@+1 {{'memref.transpose' op expected a permutation map of same rank as the input}}
  %3 = memref.transpose %m (i, j, k) -> (k, j, i) : memref<?x?xf32> to memref<?x?xf32, strided<[1, ?]>>
  return
}

// -----

func.func @realloc_space(%m: memref<4xf32>) {
  // expected-error@+1 {{different memory spaces specified for source memref type 'memref<4xf32>' and result memref type 'memref<8xf32, 1>'}}
  %0 = memref.realloc %m : memref<4xf32> to memref<8xf32, 1>
  return
}

// -----

func.func @realloc_missing(%m: memref<4xf32>) {
  // expected-error@+1 {{missing dimension operand for result type 'memref<?xf32>'}}
  %0 = memref.realloc %m : memref<4xf32> to memref<?xf32>
  return
}

// -----

func.func @atomic_rmw_subscripts(%i: memref<4xi32>, %v: i32) {
  // expected-error@+1 {{expects the number of subscripts to be equal to memref rank}}
  %x = "memref.atomic_rmw"(%v, %i) <{kind = 6 : i64}> : (i32, memref<4xi32>) -> i32
  return
}

// -----

func.func @generic_atomic_effects(%i: memref<4xi32>, %a: index) {
  %y = memref.generic_atomic_rmw %i[%a] : memref<4xi32> {
  ^bb0(%cur: i32):
    // expected-error@+1 {{body of 'memref.generic_atomic_rmw' should contain only operations with no side effects}}
    memref.store %cur, %i[%a] : memref<4xi32>
    memref.atomic_yield %cur : i32
  }
  return
}

// -----

func.func @get_global_missing() {
  // expected-error@+1 {{'memref.get_global' op 'nope' does not reference a valid global memref}}
  %0 = memref.get_global @nope : memref<2xf32>
  return
}

// -----

// expected-error@+1 {{inferred shape of elements literal ([2]) does not match type ([3])}}
memref.global @g : memref<3xf32> = dense<[1.0, 2.0]>

// -----

func.func @memory_space_cast(%m: memref<?xf32>) {
  // expected-error@+1 {{'memref.memory_space_cast' op operand type 'memref<?xf32>' and result type 'memref<4xf32, 1>' are cast incompatible}}
  %0 = memref.memory_space_cast %m : memref<?xf32> to memref<4xf32, 1>
  return
}

// -----

func.func @extract_metadata(%m: memref<?xf32>) {
  // expected-error@+2 {{'memref.extract_strided_metadata' op inferred type(s) 'memref<f32>', 'index', 'index', 'index' are incompatible with return type(s) of operation 'memref<f32>', 'index'}}
  // expected-error@+1 {{failed to infer returned types}}
  %b, %o = "memref.extract_strided_metadata"(%m) : (memref<?xf32>) -> (memref<f32>, index)
  return
}

// -----

func.func @alloca_scope_args() {
  // expected-error@+1 {{'memref.alloca_scope' op region should have no arguments}}
  "memref.alloca_scope"() ({
  ^bb0(%x: index):
    "memref.alloca_scope.return"() : () -> ()
  }) : () -> ()
  return
}

// -----

func.func @prefetch_indices(%m: memref<?x?xf32>, %a: index) {
  // expected-error@+1 {{'memref.prefetch' op too few indices}}
  "memref.prefetch"(%m, %a) <{isDataCache = true, isWrite = false, localityHint = 3 : i32}> : (memref<?x?xf32>, index) -> ()
  return
}

// -----

func.func @bad_index_list(%m: memref<4x4xf32>) {
  // expected-error@+2 {{expected integer value}}
  // expected-error@+1 {{expected SSA value or integer}}
  %0 = memref.subview %m[x, 0][4, 4][1, 1] : memref<4x4xf32> to memref<4x4xf32>
  return
}

// -----

func.func @bad_permutation(%m: memref<?x?xf32>) {
  // expected-error@+1 {{expected '(' in dimensional identifier list}}
  %0 = memref.transpose %m foo : memref<?x?xf32> to memref<?x?xf32, strided<[1, ?]>>
  return
}
