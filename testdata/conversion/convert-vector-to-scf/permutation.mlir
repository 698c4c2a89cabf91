// The transfer permutation map lowerings that convert-vector-to-scf runs
// first (transposed and broadcast reads, permuted and non-permutation
// writes, with masks) and the scalable lowerings (lower-scalable): gomlir
// gives upstream's output for each option set.
// RUN: gomlir-opt %s -split-input-file -pass-pipeline="builtin.module(func.func(convert-vector-to-scf))" -mlir-print-debuginfo > %t.g
// RUN: mlir-opt-upstream %s -split-input-file -pass-pipeline="builtin.module(func.func(convert-vector-to-scf))" -mlir-print-debuginfo > %t.u
// RUN: diff %t.g %t.u
// RUN: gomlir-opt %s -split-input-file -pass-pipeline="builtin.module(func.func(convert-vector-to-scf{lower-scalable=true lower-tensors=true}))" > %t.g
// RUN: mlir-opt-upstream %s -split-input-file -pass-pipeline="builtin.module(func.func(convert-vector-to-scf{lower-scalable=true lower-tensors=true}))" > %t.u
// RUN: diff %t.g %t.u
// RUN: gomlir-opt %s -split-input-file -pass-pipeline="builtin.module(func.func(convert-vector-to-scf{lower-scalable=true full-unroll=true target-rank=0}))" > %t.g
// RUN: mlir-opt-upstream %s -split-input-file -pass-pipeline="builtin.module(func.func(convert-vector-to-scf{lower-scalable=true full-unroll=true target-rank=0}))" > %t.u
// RUN: diff %t.g %t.u
// RUN: gomlir-opt %s -split-input-file -pass-pipeline="builtin.module(func.func(convert-vector-to-scf{lower-scalable=true}))" | FileCheck %s

// CHECK-LABEL: func @transfer_read_2d_mask_transposed(
//   CHECK-DAG:   %[[MASK:.*]] = arith.constant dense<{{.*}}> : vector<4x9xi1>
//       CHECK:   %[[MASK_MEM:.*]] = memref.alloca() : memref<vector<4x9xi1>>
//       CHECK:   memref.store %[[MASK]], %[[MASK_MEM]][] : memref<vector<4x9xi1>>
//       CHECK:   %[[RESULT:.*]] = memref.load %{{.*}} : memref<vector<4x9xf32>>
//       CHECK:   %[[RESULT_T:.*]] = vector.transpose %[[RESULT]], [1, 0] : vector<4x9xf32> to vector<9x4xf32>
//       CHECK:   return %[[RESULT_T]] : vector<9x4xf32>

// CHECK-LABEL: func @scalable_transpose(
//       CHECK:   %[[VS:.*]] = vector.vscale
//       CHECK:   %[[UB:.*]] = arith.muli %[[VS]], %{{.*}} : index
//       CHECK:   scf.for %{{.*}} = %{{.*}} to %[[UB]] step %{{.*}} {
//       CHECK:     vector.from_elements %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}} : vector<4xf32>

func.func @transfer_read_2d_mask_transposed(
    %A : memref<?x?xf32>, %base1: index, %base2: index) -> (vector<9x4xf32>) {
  %fm42 = arith.constant -42.0: f32
  %mask = arith.constant dense<[[1, 0, 1, 0, 0, 0, 1, 0, 1],
                                 [1, 1, 1, 0, 1, 1, 1, 1, 1],
                                 [1, 1, 1, 1, 0, 0, 0, 0, 1],
                                 [1, 1, 1, 1, 1, 1, 0, 1, 0]]> : vector<4x9xi1>
  %f = vector.transfer_read %A[%base1, %base2], %fm42, %mask
      {permutation_map = affine_map<(d0, d1) -> (d1, d0)>} :
    memref<?x?xf32>, vector<9x4xf32>
  return %f : vector<9x4xf32>
}

// -----

func.func @writes(%A : memref<?x?x?xf32>, %T : tensor<?x?x?xf32>, %i : index, %v: vector<4x5xf32>, %m: vector<4x5xi1>, %w: vector<3x4x5xf32>, %m3: vector<5x3x4xi1>) -> (tensor<?x?x?xf32>, tensor<?x?x?xf32>) {
  vector.transfer_write %v, %A[%i, %i, %i] {permutation_map = affine_map<(d0, d1, d2) -> (d2, d0)>} : vector<4x5xf32>, memref<?x?x?xf32>
  vector.transfer_write %v, %A[%i, %i, %i], %m {permutation_map = affine_map<(d0, d1, d2) -> (d0, d1)>, in_bounds = [true, false]} : vector<4x5xf32>, memref<?x?x?xf32>
  %t = vector.transfer_write %v, %T[%i, %i, %i] {permutation_map = affine_map<(d0, d1, d2) -> (d1, d0)>} : vector<4x5xf32>, tensor<?x?x?xf32>
  %u = vector.transfer_write %w, %T[%i, %i, %i], %m3 {permutation_map = affine_map<(d0, d1, d2) -> (d1, d2, d0)>} : vector<3x4x5xf32>, tensor<?x?x?xf32>
  return %t, %u : tensor<?x?x?xf32>, tensor<?x?x?xf32>
}

// -----

func.func @reads(%A : memref<?x?x?xf32>, %T : tensor<?x?xf32>, %i : index, %m: vector<5xi1>) -> (vector<4x5xf32>, vector<3x4xf32>, vector<2x3xf32>, vector<2x3x4xf32>, vector<[4]x2xf32>) {
  %p = arith.constant 0.0 : f32
  %a = vector.transfer_read %A[%i, %i, %i], %p, %m {permutation_map = affine_map<(d0, d1, d2) -> (0, d2)>} : memref<?x?x?xf32>, vector<4x5xf32>
  %b = vector.transfer_read %A[%i, %i, %i], %p {permutation_map = affine_map<(d0, d1, d2) -> (0, 0)>} : memref<?x?x?xf32>, vector<3x4xf32>
  %c = vector.transfer_read %T[%i, %i], %p {permutation_map = affine_map<(d0, d1) -> (d1, d0)>, in_bounds = [true, false]} : tensor<?x?xf32>, vector<2x3xf32>
  %d = vector.transfer_read %A[%i, %i, %i], %p {permutation_map = affine_map<(d0, d1, d2) -> (d2, 0, d0)>} : memref<?x?x?xf32>, vector<2x3x4xf32>
  %e = vector.transfer_read %A[%i, %i, %i], %p {permutation_map = affine_map<(d0, d1, d2) -> (d2, d1)>} : memref<?x?x?xf32>, vector<[4]x2xf32>
  return %a, %b, %c, %d, %e : vector<4x5xf32>, vector<3x4xf32>, vector<2x3xf32>, vector<2x3x4xf32>, vector<[4]x2xf32>
}

// -----

func.func @scalable_transpose(%A : memref<?x?xf32>, %i : index, %v: vector<4x[4]xf32>, %n: index) {
  %t = vector.transpose %v, [1, 0] : vector<4x[4]xf32> to vector<[4]x4xf32>
  vector.transfer_write %t, %A[%i, %i] {in_bounds = [true, true]} : vector<[4]x4xf32>, memref<?x?xf32>
  %m = vector.create_mask %n, %i : vector<[4]x4xi1>
  vector.transfer_write %t, %A[%i, %i], %m {in_bounds = [true, false]} : vector<[4]x4xf32>, memref<?x?xf32>
  %c = vector.constant_mask [4, 3] : vector<[4]x4xi1>
  vector.transfer_write %t, %A[%i, %i], %c {in_bounds = [true, false]} : vector<[4]x4xf32>, memref<?x?xf32>
  return
}

// -----

func.func @in_loop(%A : memref<?x?xf32>, %i : index) {
  %p = arith.constant 0.0 : f32
  scf.for %k = %i to %i step %i {
    %a = vector.transfer_read %A[%k, %i], %p : memref<?x?xf32>, vector<4x5xf32>
    scf.forall (%x) in (4) {
      vector.transfer_write %a, %A[%x, %i] : vector<4x5xf32>, memref<?x?xf32>
    }
  }
  affine.for %k = 0 to 4 {
    %a = vector.transfer_read %A[%k, %i], %p : memref<?x?xf32>, vector<4x5xf32>
    vector.transfer_write %a, %A[%k, %i] : vector<4x5xf32>, memref<?x?xf32>
  }
  return
}

// -----

func.func @scalable_transpose_tensor(%T : tensor<?x?xf32>, %i : index, %v: vector<4x[4]xf32>) -> tensor<?x?xf32> {
  %t = vector.transpose %v, [1, 0] : vector<4x[4]xf32> to vector<[4]x4xf32>
  %r = vector.transfer_write %t, %T[%i, %i] {in_bounds = [true, false]} : vector<[4]x4xf32>, tensor<?x?xf32>
  return %r : tensor<?x?xf32>
}
