// fold-tensor-subset-ops gives upstream's output: transfers through
// slices (permutation maps, rank reduction, masks, the cases that do not
// fold) and insertions of insertions.
// RUN: gomlir-opt %s -fold-tensor-subset-ops -split-input-file -mlir-print-debuginfo > %t.g
// RUN: mlir-opt-upstream %s -fold-tensor-subset-ops -split-input-file -mlir-print-debuginfo > %t.u
// RUN: diff %t.g %t.u
// RUN: gomlir-opt %s -fold-tensor-subset-ops -split-input-file | FileCheck %s

// CHECK-LABEL: func @masked_read
// CHECK: vector.mask %{{.*}} { vector.transfer_read %{{.*}}[%{{.*}}, %{{.*}}, %{{.*}}], %{{.*}} {in_bounds = [true, true], permutation_map = #{{.*}}} : tensor<?x?x?xf32>, vector<4x2xf32> } : vector<2x4xi1> -> vector<4x2xf32>
func.func @masked_read(%t: tensor<?x?x?xf32>, %i: index, %j: index, %m: vector<2x4xi1>) -> vector<4x2xf32> {
  %c0 = arith.constant 0 : index
  %cst = arith.constant 0.0 : f32
  %0 = tensor.extract_slice %t[%i, 0, %j] [8, 1, 8] [1, 1, 1] : tensor<?x?x?xf32> to tensor<8x8xf32>
  %1 = vector.mask %m { vector.transfer_read %0[%c0, %i], %cst {in_bounds = [true, true], permutation_map = affine_map<(d0, d1) -> (d1, d0)>} : tensor<8x8xf32>, vector<4x2xf32> } : vector<2x4xi1> -> vector<4x2xf32>
  return %1 : vector<4x2xf32>
}

// -----

// CHECK-LABEL: func @not_folded
// CHECK-COUNT-3: tensor.extract_slice
func.func @not_folded(%t: tensor<?x?xf32>, %i: index, %m: vector<4xi1>) -> (vector<4xf32>, vector<4xf32>, vector<4xf32>) {
  %cst = arith.constant 0.0 : f32
  %0 = tensor.extract_slice %t[%i, 0] [8, 8] [2, 1] : tensor<?x?xf32> to tensor<8x8xf32>
  %1 = vector.transfer_read %0[%i, %i], %cst {in_bounds = [true]} : tensor<8x8xf32>, vector<4xf32>
  %2 = tensor.extract_slice %t[%i, 0] [8, 8] [1, 1] : tensor<?x?xf32> to tensor<8x8xf32>
  %3 = vector.transfer_read %2[%i, %i], %cst : tensor<8x8xf32>, vector<4xf32>
  %4 = tensor.extract_slice %t[%i, 1] [8, 8] [1, 1] : tensor<?x?xf32> to tensor<8x8xf32>
  %5 = vector.transfer_read %4[%i, %i], %cst, %m {in_bounds = [true]} : tensor<8x8xf32>, vector<4xf32>
  return %1, %3, %5 : vector<4xf32>, vector<4xf32>, vector<4xf32>
}

// -----

// CHECK-LABEL: func @write_into_slice
// CHECK: vector.transfer_write %{{.*}}, %{{.*}}[%{{.*}}, %{{.*}}, %{{.*}}] {in_bounds = [true, true], permutation_map = #{{.*}}} : vector<4x8xf32>, tensor<?x?x?xf32>
// CHECK: vector.transfer_write
// CHECK: tensor.insert_slice
func.func @write_into_slice(%t: tensor<?x?x?xf32>, %v: vector<4x8xf32>, %w: vector<4x4xf32>, %i: index, %e: tensor<4x8xf32>, %f: tensor<4x8xf32>) -> (tensor<?x?x?xf32>, tensor<?x?x?xf32>) {
  %c0 = arith.constant 0 : index
  %0 = vector.transfer_write %v, %e[%c0, %c0] {in_bounds = [true, true]} : vector<4x8xf32>, tensor<4x8xf32>
  %1 = tensor.insert_slice %0 into %t[%i, 3, 5] [4, 1, 8] [1, 1, 1] : tensor<4x8xf32> into tensor<?x?x?xf32>
  %2 = vector.transfer_write %w, %f[%c0, %c0] {in_bounds = [true, true]} : vector<4x4xf32>, tensor<4x8xf32>
  %3 = tensor.insert_slice %2 into %t[%i, 3, 5] [4, 1, 8] [1, 1, 1] : tensor<4x8xf32> into tensor<?x?x?xf32>
  return %1, %3 : tensor<?x?x?xf32>, tensor<?x?x?xf32>
}

// -----

// CHECK-LABEL: func @insert_of_insert
// CHECK: tensor.insert_slice %{{.*}} into %{{.*}}[3, 7] [16, 1] [1, 1] : tensor<16xf32> into tensor<?x?xf32>
// CHECK: affine.apply
// CHECK-NEXT: tensor.insert_slice %{{.*}} into %{{.*}}[%{{.*}}, 7] [%{{.*}}, 1] [1, 1] : tensor<?xf32> into tensor<?x?xf32>
func.func @insert_of_insert(%a: tensor<4xf32>, %b: tensor<16xf32>, %c: tensor<?x?xf32>, %i: index, %d: tensor<?xf32>, %e: tensor<?xf32>) -> tensor<?x?xf32> {
  %0 = tensor.insert_slice %a into %b[%i] [4] [1] : tensor<4xf32> into tensor<16xf32>
  %1 = tensor.insert_slice %0 into %c[3, 7] [16, 1] [1, 1] : tensor<16xf32> into tensor<?x?xf32>
  %2 = tensor.insert_slice %d into %e[2] [%i] [1] : tensor<?xf32> into tensor<?xf32>
  %3 = tensor.insert_slice %2 into %1[%i, 7] [%i, 1] [1, 1] : tensor<?xf32> into tensor<?x?xf32>
  return %3 : tensor<?x?xf32>
}
