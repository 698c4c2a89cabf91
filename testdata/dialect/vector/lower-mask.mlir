// -lower-vector-mask gives upstream's output.
// RUN: gomlir-opt %s -lower-vector-mask -split-input-file -mlir-print-debuginfo > %t.g
// RUN: mlir-opt-upstream %s -lower-vector-mask -split-input-file -mlir-print-debuginfo > %t.u
// RUN: diff %t.g %t.u
// RUN: gomlir-opt %s -lower-vector-mask -split-input-file | FileCheck %s

// CHECK-LABEL: func.func @read
// CHECK-NEXT: vector.transfer_read %arg0[%arg1], %arg2, %arg3 {in_bounds = [true]} : memref<?xf32>, vector<4xf32>
func.func @read(%m: memref<?xf32>, %i: index, %f: f32, %k: vector<4xi1>) -> vector<4xf32> {
  %0 = vector.mask %k { vector.transfer_read %m[%i], %f {in_bounds = [true]} : memref<?xf32>, vector<4xf32> } : vector<4xi1> -> vector<4xf32>
  return %0 : vector<4xf32>
}

// -----

func.func @read_passthru(%m: memref<?xf32>, %i: index, %f: f32, %k: vector<4xi1>, %p: vector<4xf32>) -> vector<4xf32> {
  %0 = vector.mask %k, %p { vector.transfer_read %m[%i], %f : memref<?xf32>, vector<4xf32> } : vector<4xi1> -> vector<4xf32>
  return %0 : vector<4xf32>
}

// -----

func.func @write(%m: memref<?x?xf32>, %t: tensor<?x?xf32>, %i: index, %v: vector<4x8xf32>, %k: vector<8x4xi1>) -> tensor<?x?xf32> {
  vector.mask %k { vector.transfer_write %v, %m[%i, %i] {permutation_map = affine_map<(d0, d1) -> (d1, d0)>} : vector<4x8xf32>, memref<?x?xf32> } : vector<8x4xi1>
  %0 = vector.mask %k { vector.transfer_write %v, %t[%i, %i] {permutation_map = affine_map<(d0, d1) -> (d1, d0)>} : vector<4x8xf32>, tensor<?x?xf32> } : vector<8x4xi1> -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

// -----

func.func @gather(%m: memref<?xf32>, %i: index, %x: vector<4xi32>, %k: vector<4xi1>, %p: vector<4xf32>, %q: vector<4xf32>) -> (vector<4xf32>, vector<4xf32>) {
  %0 = vector.mask %k { vector.gather %m[%i][%x], %k, %q : memref<?xf32>, vector<4xi32>, vector<4xi1>, vector<4xf32> into vector<4xf32> } : vector<4xi1> -> vector<4xf32>
  return %0, %q : vector<4xf32>, vector<4xf32>
}

// -----

func.func @others(%v: vector<4xf32>, %k: vector<4xi1>) -> (f32, vector<4xf32>) {
  %0 = vector.mask %k { vector.reduction <add>, %v : vector<4xf32> into f32 } : vector<4xi1> -> f32
  %1 = vector.mask %k { vector.yield %v : vector<4xf32> } : vector<4xi1> -> vector<4xf32>
  %t = vector.constant_mask [4] : vector<4xi1>
  %2 = vector.mask %t { vector.reduction <mul>, %v : vector<4xf32> into f32 } : vector<4xi1> -> f32
  return %0, %1 : f32, vector<4xf32>
}
