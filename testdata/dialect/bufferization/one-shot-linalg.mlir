// RUN: gomlir-opt %s -split-input-file -one-shot-bufferize="test-analysis-only bufferize-function-boundaries" -mlir-print-debuginfo > %t.g0
// RUN: mlir-opt-upstream %s -split-input-file -one-shot-bufferize="test-analysis-only bufferize-function-boundaries" -mlir-print-debuginfo > %t.u0
// RUN: diff %t.g0 %t.u0
// RUN: gomlir-opt %s -split-input-file -one-shot-bufferize="bufferize-function-boundaries" -mlir-print-debuginfo > %t.g1
// RUN: mlir-opt-upstream %s -split-input-file -one-shot-bufferize="bufferize-function-boundaries" -mlir-print-debuginfo > %t.u1
// RUN: diff %t.g1 %t.u1
// RUN: gomlir-opt %s -split-input-file -one-shot-bufferize="" -mlir-print-debuginfo > %t.g2
// RUN: mlir-opt-upstream %s -split-input-file -one-shot-bufferize="" -mlir-print-debuginfo > %t.u2
// RUN: diff %t.g2 %t.u2
// RUN: gomlir-opt %s -split-input-file -one-shot-bufferize="test-analysis-only print-conflicts bufferize-function-boundaries" -mlir-print-debuginfo > %t.g3
// RUN: mlir-opt-upstream %s -split-input-file -one-shot-bufferize="test-analysis-only print-conflicts bufferize-function-boundaries" -mlir-print-debuginfo > %t.u3
// RUN: diff %t.g3 %t.u3
// RUN: gomlir-opt %s -split-input-file -one-shot-bufferize="test-analysis-only bufferize-function-boundaries" | FileCheck %s

// Destination-style linalg ops: inits are written in place, inputs read
// when the payload uses them; an op reading and writing the same tensor
// element by element (identity maps, parallel loops) does not conflict
// with itself. vector.gather and transfers read their base buffers; the
// rebuilt ops keep only their inherent attributes, as upstream's builders.

// CHECK-LABEL: func @elementwise_same
// CHECK: linalg.generic {{.*}}__inplace_operands_attr__ = ["true", "true"]

#id = affine_map<(d0) -> (d0)>
func.func @elementwise_same(%A: tensor<4xf32>) -> tensor<4xf32> {
  %r = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]}
    ins(%A : tensor<4xf32>) outs(%A : tensor<4xf32>) {
  ^bb0(%a: f32, %b: f32):
    %s = arith.addf %a, %a : f32
    linalg.yield %s : f32
  } -> tensor<4xf32>
  return %r : tensor<4xf32>
}

// -----

func.func @map_reduce(%A: tensor<4x8xf32>, %B: tensor<4x8xf32>, %init: tensor<4xf32>) -> (tensor<4x8xf32>, tensor<4xf32>) {
  %m = linalg.map { arith.addf } ins(%A, %B : tensor<4x8xf32>, tensor<4x8xf32>) outs(%A : tensor<4x8xf32>)
  %r = linalg.reduce { arith.addf } ins(%m : tensor<4x8xf32>) outs(%init : tensor<4xf32>) dimensions = [1]
  return %m, %r : tensor<4x8xf32>, tensor<4xf32>
}

// -----

func.func @transpose_bcast(%A: tensor<4x8xf32>, %e: tensor<8x4xf32>, %v: tensor<8xf32>, %o: tensor<4x8xf32>) -> (tensor<8x4xf32>, tensor<4x8xf32>) {
  %t = linalg.transpose ins(%A : tensor<4x8xf32>) outs(%e : tensor<8x4xf32>) permutation = [1, 0]
  %b = linalg.broadcast ins(%v : tensor<8xf32>) outs(%o : tensor<4x8xf32>) dimensions = [0]
  return %t, %b : tensor<8x4xf32>, tensor<4x8xf32>
}

// -----

func.func @copy_op(%A: tensor<?xf32>, %B: tensor<?xf32>) -> tensor<?xf32> {
  %0 = linalg.copy ins(%A : tensor<?xf32>) outs(%B : tensor<?xf32>) -> tensor<?xf32>
  return %0 : tensor<?xf32>
}

// -----

func.func @reuse_after(%A: tensor<4xf32>, %f: f32) -> (tensor<4xf32>, tensor<4xf32>) {
  %0 = linalg.fill ins(%f : f32) outs(%A : tensor<4xf32>) -> tensor<4xf32>
  %1 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
    ins(%A : tensor<4xf32>) outs(%0 : tensor<4xf32>) {
  ^bb0(%a: f32, %b: f32):
    %s = arith.addf %a, %b : f32
    linalg.yield %s : f32
  } -> tensor<4xf32>
  return %0, %1 : tensor<4xf32>, tensor<4xf32>
}

// -----

func.func @gather(%A: tensor<16xf32>, %idx: vector<4xindex>, %m: vector<4xi1>, %p: vector<4xf32>) -> vector<4xf32> {
  %c0 = arith.constant 0 : index
  %0 = vector.gather %A[%c0][%idx], %m, %p : tensor<16xf32>, vector<4xindex>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  return %0 : vector<4xf32>
}

// -----

func.func @transfer_attrs(%A: tensor<?x?xf32>, %v: vector<4x8xf32>, %i: index) -> (tensor<?x?xf32>, vector<8x4xf32>) {
  %cst = arith.constant 0.0 : f32
  %r = vector.transfer_read %A[%i, %i], %cst {in_bounds = [true, false], permutation_map = affine_map<(d0, d1) -> (d1, d0)>, foo} : tensor<?x?xf32>, vector<8x4xf32>
  %w = vector.transfer_write %v, %A[%i, %i] {in_bounds = [false, true], bar} : vector<4x8xf32>, tensor<?x?xf32>
  return %w, %r : tensor<?x?xf32>, vector<8x4xf32>
}

// -----

func.func @yield_attrs(%A : tensor<?xf32>, %lb: index, %ub: index, %step: index, %f: f32) -> tensor<?xf32> {
  %r = scf.for %i = %lb to %ub step %step iter_args(%t = %A) -> (tensor<?xf32>) {
    %1 = tensor.insert %f into %t[%i] : tensor<?xf32>
    scf.yield {baz} %1 : tensor<?xf32>
  } {qux}
  return %r : tensor<?xf32>
}

// -----func.func @softmax(%A: tensor<2x16xf32>, %B: tensor<2x16xf32>) -> tensor<2x16xf32> {
  %0 = linalg.softmax dimension(1) ins(%A : tensor<2x16xf32>) outs(%B : tensor<2x16xf32>) -> tensor<2x16xf32>
  return %0 : tensor<2x16xf32>
}

// -----

func.func @elementwise(%A: tensor<4xf32>, %B: tensor<4xf32>) -> tensor<4xf32> {
  %0 = linalg.elementwise kind=#linalg.elementwise_kind<exp> ins(%A : tensor<4xf32>) outs(%B : tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @contract(%A: tensor<4x8xf32>, %B: tensor<8x4xf32>, %C: tensor<4x4xf32>) -> tensor<4x4xf32> {
  %0 = linalg.contract indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%A, %B : tensor<4x8xf32>, tensor<8x4xf32>) outs(%C : tensor<4x4xf32>) -> tensor<4x4xf32>
  return %0 : tensor<4x4xf32>
}
