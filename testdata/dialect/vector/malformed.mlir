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
