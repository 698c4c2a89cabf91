// The progressive n-D lowering (without full-unroll) through alloca
// buffers, on memrefs and (lower-tensors) tensors, with masks, at target
// ranks 0-2, after the permutation map lowerings; gomlir gives upstream's
// output for each option set.
// RUN: gomlir-opt %s -split-input-file -pass-pipeline="builtin.module(func.func(convert-vector-to-scf))" -mlir-print-debuginfo > %t.g
// RUN: mlir-opt-upstream %s -split-input-file -pass-pipeline="builtin.module(func.func(convert-vector-to-scf))" -mlir-print-debuginfo > %t.u
// RUN: diff %t.g %t.u
// RUN: gomlir-opt %s -split-input-file -pass-pipeline="builtin.module(func.func(convert-vector-to-scf{lower-tensors=true target-rank=0}))" -mlir-print-op-generic > %t.g
// RUN: mlir-opt-upstream %s -split-input-file -pass-pipeline="builtin.module(func.func(convert-vector-to-scf{lower-tensors=true target-rank=0}))" -mlir-print-op-generic > %t.u
// RUN: diff %t.g %t.u
// RUN: gomlir-opt %s -split-input-file -pass-pipeline="builtin.module(func.func(convert-vector-to-scf{lower-tensors=true target-rank=2}))" > %t.g
// RUN: mlir-opt-upstream %s -split-input-file -pass-pipeline="builtin.module(func.func(convert-vector-to-scf{lower-tensors=true target-rank=2}))" > %t.u
// RUN: diff %t.g %t.u
// RUN: gomlir-opt %s -split-input-file -pass-pipeline="builtin.module(func.func(convert-vector-to-scf{lower-tensors=true}))" | FileCheck %s

// CHECK-LABEL: func @transfer_read_2d(
//       CHECK: %[[ALLOC:.*]] = memref.alloca() : memref<vector<4x9xf32>>
//       CHECK: %[[CASTED:.*]] = vector.type_cast %[[ALLOC]] : memref<vector<4x9xf32>> to memref<4xvector<9xf32>>
//       CHECK: scf.for {{.*}} {
//       CHECK:   %[[READ:.*]] = vector.transfer_read %{{.*}}[{{.*}}], %cst {in_bounds = [true]} : tensor<?x?xf32>, vector<9xf32>
//       CHECK:   memref.store %[[READ]], %[[CASTED]][%{{.*}}] : memref<4xvector<9xf32>>
//       CHECK: }
//       CHECK: %[[LOADED:.*]] = memref.load %[[ALLOC]][] : memref<vector<4x9xf32>>
//       CHECK: return %[[LOADED]] : vector<4x9xf32>

// CHECK-LABEL: func @transfer_write_2d(
//       CHECK: %[[ALLOC:.*]] = memref.alloca() : memref<vector<2x3xf32>>
//       CHECK: memref.store {{.*}}, %[[ALLOC]][] : memref<vector<2x3xf32>>
//       CHECK: %[[CASTED:.*]] = vector.type_cast %[[ALLOC]] : memref<vector<2x3xf32>> to memref<2xvector<3xf32>>
//       CHECK: %[[RESULT:.*]] = scf.for {{.*}} iter_args(%[[STATE:.*]] = %{{.*}}) -> (tensor<?x?xf32>) {
//       CHECK:   %[[LOADED:.*]] = memref.load %[[CASTED]][%{{.*}}] : memref<2xvector<3xf32>>
//       CHECK:   %[[WRITE:.*]] = vector.transfer_write %[[LOADED]], %[[STATE]][{{.*}}] {in_bounds = [true]} : vector<3xf32>, tensor<?x?xf32>
//       CHECK:   scf.yield %[[WRITE]] : tensor<?x?xf32>
//       CHECK: }
//       CHECK: return %[[RESULT]] : tensor<?x?xf32>

func.func @transfer_read_2d(%A : tensor<?x?xf32>, %base1 : index, %base2 : index)
    -> (vector<4x9xf32>){
  %p = arith.constant -42.0: f32
  %f = vector.transfer_read %A[%base1, %base2], %p {in_bounds = [true, true]}
      : tensor<?x?xf32>, vector<4x9xf32>
  return %f : vector<4x9xf32>
}

// -----

func.func @transfer_write_2d(%A : tensor<?x?xf32>, %vec : vector<2x3xf32>,
                        %base1 : index, %base2 : index) -> (tensor<?x?xf32>) {
  %t = vector.transfer_write %vec, %A[%base1, %base2] {in_bounds = [true, true]}
      : vector<2x3xf32>, tensor<?x?xf32>
  return %t : tensor<?x?xf32>
}

// -----

func.func @rd3(%A : memref<?x?x?xf32>, %i : index, %m: vector<3x4x5xi1>, %m1: vector<3xi1>) -> (vector<3x4x5xf32>, vector<3x4x5xf32>, vector<3x4x5xf32>) {
  %p = arith.constant -42.0: f32
  %f = vector.transfer_read %A[%i, %i, %i], %p : memref<?x?x?xf32>, vector<3x4x5xf32>
  %g = vector.transfer_read %A[%i, %i, %i], %p, %m {in_bounds = [false, true, false]} : memref<?x?x?xf32>, vector<3x4x5xf32>
  scf.for %k = %i to %i step %i {
    vector.transfer_write %f, %A[%i, %k, %i], %m : vector<3x4x5xf32>, memref<?x?x?xf32>
    vector.transfer_write %g, %A[%i, %k, %i] {in_bounds = [true, true, true]} : vector<3x4x5xf32>, memref<?x?x?xf32>
  }
  %h = vector.transfer_read %A[%i, %i, %i], %p, %m1 {permutation_map = affine_map<(d0, d1, d2) -> (d0, 0, 0)>} : memref<?x?x?xf32>, vector<3x4x5xf32>
  return %f, %g, %h : vector<3x4x5xf32>, vector<3x4x5xf32>, vector<3x4x5xf32>
}

// -----

func.func @bcast(%A : memref<?x?xf32>, %i : index, %m: vector<4x5xi1>) -> vector<3x4x5xf32> {
  %p = arith.constant -42.0: f32
  %f = vector.transfer_read %A[%i, %i], %p, %m {permutation_map = affine_map<(d0, d1) -> (0, d0, d1)>} : memref<?x?xf32>, vector<3x4x5xf32>
  return %f : vector<3x4x5xf32>
}

// -----

func.func @scal(%A : memref<?x?xf32>, %i : index, %v: vector<[4]xf32>) -> vector<[4]xf32> {
  %p = arith.constant -42.0: f32
  %f = vector.transfer_read %A[%i, %i], %p {permutation_map = affine_map<(d0, d1) -> (d0)>} : memref<?x?xf32>, vector<[4]xf32>
  vector.transfer_write %v, %A[%i, %i] {permutation_map = affine_map<(d0, d1) -> (d0)>} : vector<[4]xf32>, memref<?x?xf32>
  return %f : vector<[4]xf32>
}
