// Malformed vector ops, in the custom and the generic form: gomlir
// reports what upstream reports.
// RUN: not gomlir-opt %s -split-input-file > %t.g 2>&1
// RUN: not mlir-opt-upstream %s -split-input-file > %t.u 2>&1
// RUN: diff %t.g %t.u
// RUN: not gomlir-opt %s -split-input-file 2>&1 | FileCheck %s

// CHECK: custom op 'vector.print' `str` clause can appear at most once in the expansion of the oilist directive
// CHECK: expected ']' in dynamic index list
// CHECK: number of operands and types do not match: got 2 operands and 1 types

func.func @f(%v: vector<4xf32>) {
  %0 = "vector.reduction"(%v) <{kind = 1 : i32}> : (vector<4xf32>) -> f32
  return
}

// -----

func.func @f() {
  vector.print str "a" str "b"
  return
}

// -----

func.func @f(%v: vector<4xf32>) {
  %0 = vector.extract %v[1 : f32 from vector<4xf32>
  return
}

// -----

func.func @f(%v: vector<4xf32>) {
  %0 = vector.extract %v[] : f32 from vector<4xf32>
  return
}

// -----

func.func @f(%v: vector<4xf32>) {
  %0 = "vector.transpose"(%v) : (vector<4xf32>) -> vector<4xf32>
  return
}

// -----

func.func @f(%v: vector<4xf32>) {
  %0 = vector.contract {indexing_maps = [], iterator_types = []} %v, %v, %v : vector<4xf32>, vector<4xf32> into vector<4xf32>
  return
}

// -----

func.func @f(%v: vector<4xf32>) {
  %0 = vector.contract {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>, affine_map<(i) -> (i)>], iterator_types = ["parallel"]} %v, %v, %v : vector<4xf32>, vector<4xf32> into vector<4xf32>
  return
}

// -----

func.func @f(%v: vector<4xf32>, %k: vector<4xi1>) {
  vector.mask %k { } : vector<4xi1> -> f32
  return
}

// -----

func.func @f(%v: vector<4xf32>, %k: vector<4xi1>) {
  %0 = vector.mask %k { vector.reduction <add>, %v : vector<4xf32> into f32
  vector.yield %0 : f32 } : vector<4xi1> -> f32
  return
}

// -----

func.func @f(%v: vector<4xf32>) {
  %0 = vector.scan <add>, %v, %v {inclusive = true, reduction_dim = 0 : i64} : vector<4xf32>, vector<4xf32>
  return
}

// -----

func.func @f(%m: memref<?xf32>, %i: index, %f: f32) {
  %0 = vector.transfer_read %m[%i], %f {in_bounds = [1]} : memref<?xf32>, vector<4xf32>
  return
}

// -----

func.func @f(%m: memref<?xf32>, %i: index, %f: f32) {
  %0 = vector.transfer_read %m[%i], %f {permutation_map = affine_map<(d0)[s0] -> (d0)>} : memref<?xf32>, vector<4xf32>
  return
}

// -----

func.func @f(%v: vector<2x3xf32>) {
  %0 = vector.transpose %v, [1, 0] : vector<2x3xf32> to vector<3x2xf32> loc("x")
  %1 = vector.outerproduct %v, %v : vector<2x3xf32>, vector<2x3xf32>
  return
}

// -----

func.func @f(%v: vector<4xf32>) {
  %0 = vector.multi_reduction <add>, %v, %v [] : vector<4xf32> to vector<4xf32>
  %1 = vector.multi_reduction <add>, %v, %v [0, 0] : vector<4xf32> to f32
  return
}

// -----

func.func @f(%v: vector<4xf32>) {
  %0 = vector.shuffle %v, %v [0, 1] : vector<4xf32>
  return
}

// -----

func.func @f(%a: f32) {
  %0 = vector.broadcast %a : f32 to vector<0xf32>
  %1 = vector.from_elements : vector<0xf32>
  return
}

// -----

func.func @f(%v: vector<4x4xf32>, %i: index) {
  %0 = "vector.extract"(%v, %i) <{static_position = array<i64: 1>}> : (vector<4x4xf32>, index) -> vector<4xf32>
  return
}

// -----

func.func @f(%m: memref<?xf32>, %i: index, %f: f32, %k: vector<8xi1>) {
  %0 = "vector.transfer_read"(%m, %i, %f, %k) <{in_bounds = [false], operandSegmentSizes = array<i32: 1, 1, 1, 1>, permutation_map = affine_map<(d0) -> (d0)>}> : (memref<?xf32>, index, f32, vector<8xi1>) -> vector<4xf32>
  return
}

// -----

func.func @f(%m: memref<?xf32>, %i: index, %f: f32) {
  %0 = "vector.transfer_read"(%m, %i, %f) <{in_bounds = [false, true], operandSegmentSizes = array<i32: 1, 1, 1, 0>, permutation_map = affine_map<(d0) -> (d0)>}> : (memref<?xf32>, index, f32) -> vector<4xf32>
  return
}

// -----

func.func @f(%m: memref<?xf32>, %i: index, %f: f32) {
  %0 = "vector.transfer_read"(%m, %i, %f) <{in_bounds = [false], operandSegmentSizes = array<i32: 1, 1, 1, 0>, permutation_map = affine_map<(d0)[s0] -> (d0)>}> : (memref<?xf32>, index, f32) -> vector<4xf32>
  return
}

// -----

func.func @f(%v: vector<4xf32>, %k: vector<4xi1>) {
  %0 = "vector.mask"(%k) ({
    %1 = arith.addf %v, %v : vector<4xf32>
    %2 = arith.addf %1, %v : vector<4xf32>
    "vector.yield"(%2) : (vector<4xf32>) -> ()
  }) : (vector<4xi1>) -> vector<4xf32>
  return
}

// -----

func.func @f(%v: vector<4xf32>, %k: vector<4xi1>) {
  %0 = "vector.mask"(%k) ({
    %1 = arith.addf %v, %v : vector<4xf32>
    "vector.yield"(%1) : (vector<4xf32>) -> ()
  }) : (vector<4xi1>) -> vector<4xf32>
  return
}

// -----

func.func @f(%v: vector<4xf32>, %k: vector<4xi1>) {
  %0 = "vector.mask"(%k) ({
  }) : (vector<4xi1>) -> vector<4xf32>
  return
}

// -----

func.func @f(%v: vector<4xf32>, %k: vector<4xi1>, %f: f32) {
  %0 = "vector.mask"(%k) ({
    %1 = vector.reduction <add>, %v : vector<4xf32> into f32
    "vector.yield"(%f) : (f32) -> ()
  }) : (vector<4xi1>) -> f32
  return
}

// -----

func.func @f(%a: vector<4xf32>, %c: f32) {
  %0 = "vector.contract"(%a, %a, %c) <{indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>], iterator_types = ["reduction"], kind = #vector.kind<add>}> : (vector<4xf32>, vector<4xf32>, f32) -> f32
  return
}

// -----

func.func @f(%a: vector<4x3xf32>, %b: vector<3x7xf32>, %c: vector<4x7xf32>) {
  %0 = "vector.contract"(%a, %b, %c) <{indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = [#vector.iterator_type<parallel>, #vector.iterator_type<parallel>], kind = #vector.kind<add>}> : (vector<4x3xf32>, vector<3x7xf32>, vector<4x7xf32>) -> vector<4x7xf32>
  return
}

// -----

func.func @f(%a: vector<4xf32>) {
  %0 = "vector.shuffle"(%a, %a) <{mask = array<i64: 0, 100>}> : (vector<4xf32>, vector<4xf32>) -> vector<2xf32>
  %1 = "vector.multi_reduction"(%a, %a) <{kind = #vector.kind<add>, reduction_dims = array<i64: 5>}> : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>
  return
}

// -----

func.func @f(%a: vector<4xf32>) {
  %0 = "vector.transpose"(%a) <{permutation = array<i64: 7>}> : (vector<4xf32>) -> vector<4xf32>
  return
}

// -----

func.func @f(%a: vector<4xf32>) {
  %0 = "vector.scan"(%a, %a) <{inclusive = true, kind = #vector.kind<add>, reduction_dim = -1 : i64}> : (vector<4xf32>, vector<4xf32>) -> (vector<4xf32>, vector<4xf32>)
  return
}

// -----

func.func @f(%a: vector<4x8xf32>) {
  %0 = "vector.extract_strided_slice"(%a) <{offsets = [1, 2, 3], sizes = [1], strides = [1]}> : (vector<4x8xf32>) -> vector<1x8xf32>
  %1 = "vector.insert_strided_slice"(%a, %a) <{offsets = [], strides = [1, 1]}> : (vector<4x8xf32>, vector<4x8xf32>) -> vector<4x8xf32>
  return
}

// -----

func.func @f() {
  %0 = "vector.constant_mask"() <{mask_dim_sizes = array<i64: 1, 2>}> : () -> vector<i1>
  return
}

// -----

func.func @f(%a: vector<f32>) {
  %0 = "vector.bitcast"(%a) : (vector<f32>) -> vector<i64>
  %1 = "vector.shape_cast"(%a) : (vector<f32>) -> vector<1x1xf32>
  return
}

// -----

func.func @f(%m: memref<4x?xf32>) {
  %0 = "vector.type_cast"(%m) : (memref<4x?xf32>) -> memref<vector<4xf32>>
  return
}

// -----

func.func @f(%a: vector<[4]xf32>) {
  %0 = "vector.scalable.extract"(%a) <{pos = 0 : i64}> : (vector<[4]xf32>) -> vector<0xf32>
  return
}

// -----

func.func @f(%a: vector<4xf32>, %m: memref<?xf32>, %i: index) {
  "vector.store"(%a, %m, %i, %i) : (vector<4xf32>, memref<?xf32>, index, index) -> ()
  %0 = "vector.gather"(%m, %i, %a, %a, %a) : (memref<?xf32>, index, vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
  return
}
