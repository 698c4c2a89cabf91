// RUN: gomlir-opt %s -split-input-file -one-shot-bufferize="test-analysis-only" > %t.g0
// RUN: mlir-opt-upstream %s -split-input-file -one-shot-bufferize="test-analysis-only" > %t.u0
// RUN: diff %t.g0 %t.u0
// RUN: gomlir-opt %s -split-input-file -one-shot-bufferize="test-analysis-only bufferize-function-boundaries" > %t.g1
// RUN: mlir-opt-upstream %s -split-input-file -one-shot-bufferize="test-analysis-only bufferize-function-boundaries" > %t.u1
// RUN: diff %t.g1 %t.u1
// RUN: gomlir-opt %s -split-input-file -one-shot-bufferize="bufferize-function-boundaries" > %t.g2
// RUN: mlir-opt-upstream %s -split-input-file -one-shot-bufferize="bufferize-function-boundaries" > %t.u2
// RUN: diff %t.g2 %t.u2
// RUN: gomlir-opt %s -split-input-file -one-shot-bufferize="" > %t.g3
// RUN: mlir-opt-upstream %s -split-input-file -one-shot-bufferize="" > %t.u3
// RUN: diff %t.g3 %t.u3
// RUN: gomlir-opt %s -split-input-file -one-shot-bufferize="test-analysis-only print-conflicts bufferize-function-boundaries" > %t.g4
// RUN: mlir-opt-upstream %s -split-input-file -one-shot-bufferize="test-analysis-only print-conflicts bufferize-function-boundaries" > %t.u4
// RUN: diff %t.g4 %t.u4
// RUN: gomlir-opt %s -split-input-file -one-shot-bufferize="bufferize-function-boundaries allow-return-allocs-from-loops" > %t.g5
// RUN: mlir-opt-upstream %s -split-input-file -one-shot-bufferize="bufferize-function-boundaries allow-return-allocs-from-loops" > %t.u5
// RUN: diff %t.g5 %t.u5
// RUN: gomlir-opt %s -split-input-file -one-shot-bufferize="test-analysis-only analysis-heuristic=top-down bufferize-function-boundaries" > %t.g6
// RUN: mlir-opt-upstream %s -split-input-file -one-shot-bufferize="test-analysis-only analysis-heuristic=top-down bufferize-function-boundaries" > %t.u6
// RUN: diff %t.g6 %t.u6
// RUN: gomlir-opt %s -split-input-file -one-shot-bufferize="test-analysis-only analysis-heuristic=bottom-up-from-terminators bufferize-function-boundaries" > %t.g7
// RUN: mlir-opt-upstream %s -split-input-file -one-shot-bufferize="test-analysis-only analysis-heuristic=bottom-up-from-terminators bufferize-function-boundaries" > %t.u7
// RUN: diff %t.g7 %t.u7
// RUN: gomlir-opt %s -split-input-file -one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map" > %t.g8
// RUN: mlir-opt-upstream %s -split-input-file -one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map" > %t.u8
// RUN: diff %t.g8 %t.u8
// RUN: gomlir-opt %s -split-input-file -one-shot-bufferize="test-analysis-only bufferize-function-boundaries" | FileCheck %s

// Analysis patterns: bufferization.writable function arguments, matching
// extract_slice/insert_slice pairs (nested), reads of loop-invariant
// tensors in loops, scf.if in loops, vector transfers on slices, calls
// (analyzed callees, external functions) and linalg ops.

// CHECK-LABEL: func @extract_slice_fun
// CHECK-SAME: {bufferization.access = "read", bufferization.writable = false}
// CHECK-LABEL: func @conflict_in_loop
// CHECK: scf.for
// CHECK: tensor.insert {{.*}}__inplace_operands_attr__ = ["none", "true", "none"]
// CHECK: __inplace_operands_attr__ = ["none", "none", "none", "false", "none"]
// CHECK-LABEL: func @nested_extract_insert
// CHECK: tensor.insert_slice {{.*}}__inplace_operands_attr__ = ["true", "true", "none", "none"]

func.func @extract_slice_fun(%A : tensor<?xf32> {bufferization.writable = false}, %B : tensor<?xf32> {bufferization.writable = true}) -> (tensor<4xf32>, tensor<8xf32>) {
  %r0 = tensor.extract_slice %A[0][4][1] : tensor<?xf32> to tensor<4xf32>
  %r1 = tensor.extract_slice %B[0][8][1] : tensor<?xf32> to tensor<8xf32>
  return %r0, %r1: tensor<4xf32>, tensor<8xf32>
}

// -----

func.func @insert_slice_fun(%A : tensor<?xf32> {bufferization.writable = false}, %B : tensor<?xf32> {bufferization.writable = true}, %C : tensor<4xf32> {bufferization.writable = false}) -> (tensor<?xf32>, tensor<?xf32>) {
  %r0 = tensor.insert_slice %C into %A[0][4][1] : tensor<4xf32> into tensor<?xf32>
  %r1 = tensor.insert_slice %C into %B[0][4][1] : tensor<4xf32> into tensor<?xf32>
  return %r0, %r1: tensor<?xf32>, tensor<?xf32>
}

// -----

func.func @conflict_in_loop(%A : tensor<?xf32> {bufferization.writable = true}, %lb: index, %ub: index, %step: index, %f: f32) -> (tensor<?xf32>, f32) {
  %c0 = arith.constant 0 : index
  %r:2 = scf.for %i = %lb to %ub step %step iter_args(%t = %A, %acc = %f) -> (tensor<?xf32>, f32) {
    %e = tensor.extract %A[%c0] : tensor<?xf32>
    %1 = tensor.insert %f into %t[%i] : tensor<?xf32>
    %s = arith.addf %acc, %e : f32
    scf.yield %1, %s : tensor<?xf32>, f32
  }
  return %r#0, %r#1 : tensor<?xf32>, f32
}

// -----

func.func @nested_extract_insert(%A : tensor<?x?xf32> {bufferization.writable = true}, %i: index, %j: index, %f: f32) -> tensor<?x?xf32> {
  %s = tensor.extract_slice %A[%i, %j][4, 4][1, 1] : tensor<?x?xf32> to tensor<4x4xf32>
  %s2 = tensor.extract_slice %s[0, 0][2, 2][1, 1] : tensor<4x4xf32> to tensor<2x2xf32>
  %f2 = linalg.fill ins(%f : f32) outs(%s2 : tensor<2x2xf32>) -> tensor<2x2xf32>
  %i2 = tensor.insert_slice %f2 into %s[0, 0][2, 2][1, 1] : tensor<2x2xf32> into tensor<4x4xf32>
  %r = tensor.insert_slice %i2 into %A[%i, %j][4, 4][1, 1] : tensor<4x4xf32> into tensor<?x?xf32>
  return %r : tensor<?x?xf32>
}

// -----

func.func @if_in_loop(%A : tensor<?xf32>, %B : tensor<?xf32>, %c: i1, %lb: index, %ub: index, %step: index, %f: f32) -> tensor<?xf32> {
  %r = scf.for %i = %lb to %ub step %step iter_args(%t = %A) -> (tensor<?xf32>) {
    %x = scf.if %c -> (tensor<?xf32>) {
      %1 = tensor.insert %f into %t[%i] : tensor<?xf32>
      scf.yield %1 : tensor<?xf32>
    } else {
      scf.yield %t : tensor<?xf32>
    }
    scf.yield %x : tensor<?xf32>
  }
  return %r : tensor<?xf32>
}

// -----

func.func @transfer_subset(%A : tensor<?xf32>, %v: vector<4xf32>, %i: index) -> (tensor<?xf32>, vector<4xf32>) {
  %cst = arith.constant 0.0 : f32
  %s = tensor.extract_slice %A[%i][4][1] : tensor<?xf32> to tensor<4xf32>
  %r = vector.transfer_read %s[%i], %cst : tensor<4xf32>, vector<4xf32>
  %w = vector.transfer_write %v, %s[%i] : vector<4xf32>, tensor<4xf32>
  %ins = tensor.insert_slice %w into %A[%i][4][1] : tensor<4xf32> into tensor<?xf32>
  return %ins, %r : tensor<?xf32>, vector<4xf32>
}

// -----

func.func @two_calls(%A : tensor<?xf32>, %idx: index, %f: f32) -> tensor<?xf32> {
  %0 = call @inc(%A, %idx, %f) : (tensor<?xf32>, index, f32) -> tensor<?xf32>
  %1 = call @inc(%0, %idx, %f) : (tensor<?xf32>, index, f32) -> tensor<?xf32>
  return %1 : tensor<?xf32>
}
func.func private @inc(%A : tensor<?xf32>, %idx: index, %f: f32) -> tensor<?xf32> {
  %0 = tensor.insert %f into %A[%idx] : tensor<?xf32>
  return %0 : tensor<?xf32>
}

// -----

func.func private @external(%A : tensor<?xf32>) -> tensor<?xf32>
func.func @call_external(%A : tensor<?xf32>, %idx: index) -> (tensor<?xf32>, f32) {
  %0 = call @external(%A) : (tensor<?xf32>) -> tensor<?xf32>
  %1 = tensor.extract %A[%idx] : tensor<?xf32>
  return %0, %1 : tensor<?xf32>, f32
}

// -----

func.func @matmul(%A: tensor<4x8xf32>, %B: tensor<8x16xf32>, %C: tensor<4x16xf32>) -> tensor<4x16xf32> {
  %0 = linalg.matmul ins(%A, %B : tensor<4x8xf32>, tensor<8x16xf32>) outs(%C : tensor<4x16xf32>) -> tensor<4x16xf32>
  %1 = linalg.matmul ins(%A, %B : tensor<4x8xf32>, tensor<8x16xf32>) outs(%0 : tensor<4x16xf32>) -> tensor<4x16xf32>
  return %1 : tensor<4x16xf32>
}
