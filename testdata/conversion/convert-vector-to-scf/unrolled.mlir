// RUN: gomlir-opt %s -split-input-file -pass-pipeline="builtin.module(func.func(convert-vector-to-scf{full-unroll=true}))" | FileCheck %s
// RUN: gomlir-opt %s -split-input-file -pass-pipeline="builtin.module(func.func(convert-vector-to-scf{full-unroll=true lower-tensors=true}))" -mlir-print-op-generic -mlir-print-debuginfo > %t.g
// RUN: mlir-opt-upstream %s -split-input-file -pass-pipeline="builtin.module(func.func(convert-vector-to-scf{full-unroll=true lower-tensors=true}))" -mlir-print-op-generic -mlir-print-debuginfo > %t.u
// RUN: diff %t.g %t.u
// RUN: gomlir-opt %s -split-input-file -pass-pipeline="builtin.module(func.func(convert-vector-to-scf{full-unroll=true target-rank=0}))" > %t.g2
// RUN: mlir-opt-upstream %s -split-input-file -pass-pipeline="builtin.module(func.func(convert-vector-to-scf{full-unroll=true target-rank=0}))" > %t.u2
// RUN: diff %t.g2 %t.u2

// Out-of-bounds dimensions are guarded by scf.if on memref.dim; the
// written vector is extracted one slice at a time.
// CHECK-LABEL: func.func @write_oob
// CHECK:         %[[D:.*]] = memref.dim
// CHECK:         arith.cmpi sgt, %[[D]]
// CHECK:         scf.if
// CHECK:           vector.extract %{{.*}}[0] : vector<4xf32> from vector<3x4xf32>
// CHECK:           vector.transfer_write %{{.*}} : vector<4xf32>, memref<?x?xf32>
func.func @write_oob(%A : memref<?x?xf32>, %v : vector<3x4xf32>, %i : index) {
  vector.transfer_write %v, %A[%i, %i] : vector<3x4xf32>, memref<?x?xf32>
  return
}

// -----

func.func @write_tensor(%A : tensor<?x?xf32>, %v : vector<3x4xf32>, %i : index) -> tensor<?x?xf32> {
  %r = vector.transfer_write %v, %A[%i, %i] : vector<3x4xf32>, tensor<?x?xf32>
  return %r : tensor<?x?xf32>
}

// -----

func.func @write_mask(%A : memref<?x?xf32>, %v : vector<3x4xf32>, %m : vector<3x4xi1>, %i : index) {
  vector.transfer_write %v, %A[%i, %i], %m {in_bounds = [false, true]} : vector<3x4xf32>, memref<?x?xf32>
  return
}

// -----

func.func @static(%A : memref<8x8xf32>, %v : vector<2x4xf32>) -> vector<2x4xf32> {
  %c1 = arith.constant 1 : index
  %f0 = arith.constant 0.0 : f32
  vector.transfer_write %v, %A[%c1, %c1] : vector<2x4xf32>, memref<8x8xf32>
  %r = vector.transfer_read %A[%c1, %c1], %f0 : memref<8x8xf32>, vector<2x4xf32>
  return %r : vector<2x4xf32>
}

// -----

func.func @rank3_write(%A : memref<?x?x?xf32>, %v : vector<2x3x4xf32>, %i : index) {
  vector.transfer_write %v, %A[%i, %i, %i] {in_bounds = [true, false, true]} : vector<2x3x4xf32>, memref<?x?x?xf32>
  return
}
