// RUN: gomlir-opt %s -split-input-file -one-shot-bufferize="" > %t.g0
// RUN: mlir-opt-upstream %s -split-input-file -one-shot-bufferize="" > %t.u0
// RUN: diff %t.g0 %t.u0
// RUN: gomlir-opt %s -split-input-file -one-shot-bufferize="bufferize-function-boundaries" > %t.g1
// RUN: mlir-opt-upstream %s -split-input-file -one-shot-bufferize="bufferize-function-boundaries" > %t.u1
// RUN: diff %t.g1 %t.u1
// RUN: gomlir-opt %s -split-input-file -one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map" > %t.g2
// RUN: mlir-opt-upstream %s -split-input-file -one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map" > %t.u2
// RUN: diff %t.g2 %t.u2
// RUN: gomlir-opt %s -split-input-file -one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=infer-layout-map unknown-type-conversion=identity-layout-map buffer-alignment=0" > %t.g3
// RUN: mlir-opt-upstream %s -split-input-file -one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=infer-layout-map unknown-type-conversion=identity-layout-map buffer-alignment=0" > %t.u3
// RUN: diff %t.g3 %t.u3
// RUN: gomlir-opt %s -split-input-file -one-shot-bufferize="bufferize-function-boundaries" | FileCheck %s

// One-Shot Bufferize rewrites tensor ops into memref ops: in-place operands
// reuse their buffer, out-of-place ones get a new allocation and a copy;
// function boundaries bufferize to memrefs with fully dynamic layouts.

// CHECK-LABEL: func @extract_insert_slice
// CHECK-SAME: (%[[A:[a-z0-9]+]]: memref<?xf32, strided<[?], offset: ?>>
// CHECK: %[[SV:.*]] = memref.subview %[[A]][0] [4] [1]
// CHECK: linalg.fill ins(%{{.*}} : f32) outs(%[[SV]] : memref<4xf32, strided<[?], offset: ?>>)
// CHECK: %[[SV2:.*]] = memref.subview %[[A]][0] [4] [1]
// CHECK: memref.copy %[[SV]], %[[SV2]]
// CHECK-LABEL: func @read_after_write
// CHECK: memref.alloc(%{{.*}}) {alignment = 64 : i64} : memref<?xf32>
// CHECK: memref.copy
// CHECK: memref.store

func.func @extract_insert_slice(%A : tensor<?xf32>, %B : tensor<?xf32>, %idx: index, %f: f32) -> (tensor<?xf32>, f32) {
  %0 = tensor.extract_slice %A[0][4][1] : tensor<?xf32> to tensor<4xf32>
  %1 = linalg.fill ins(%f : f32) outs(%0 : tensor<4xf32>) -> tensor<4xf32>
  %2 = tensor.insert_slice %1 into %A[0][4][1] : tensor<4xf32> into tensor<?xf32>
  %3 = tensor.extract %B[%idx] : tensor<?xf32>
  return %2, %3 : tensor<?xf32>, f32
}

// -----

func.func @read_after_write(%t: tensor<?xf32>, %idx: index, %f: f32) -> (tensor<?xf32>, f32) {
  %0 = tensor.insert %f into %t[%idx] : tensor<?xf32>
  %1 = tensor.extract %t[%idx] : tensor<?xf32>
  return %0, %1 : tensor<?xf32>, f32
}

// -----

func.func @scf_for(%A : tensor<?xf32>, %lb: index, %ub: index, %step: index, %f: f32) -> tensor<?xf32> {
  %r = scf.for %i = %lb to %ub step %step iter_args(%t = %A) -> (tensor<?xf32>) {
    %1 = tensor.insert %f into %t[%i] : tensor<?xf32>
    scf.yield %1 : tensor<?xf32>
  }
  return %r : tensor<?xf32>
}

// -----

func.func @scf_if(%A : tensor<?xf32>, %B : tensor<?xf32>, %c: i1, %idx: index, %f: f32) -> tensor<?xf32> {
  %r = scf.if %c -> (tensor<?xf32>) {
    %1 = tensor.insert %f into %A[%idx] : tensor<?xf32>
    scf.yield %1 : tensor<?xf32>
  } else {
    scf.yield %B : tensor<?xf32>
  }
  return %r : tensor<?xf32>
}

// -----

func.func @callee(%A : tensor<?xf32>, %idx: index, %f: f32) -> tensor<?xf32> {
  %0 = tensor.insert %f into %A[%idx] : tensor<?xf32>
  return %0 : tensor<?xf32>
}
func.func @caller(%A : tensor<?xf32>, %idx: index, %f: f32) -> (tensor<?xf32>, f32) {
  %0 = call @callee(%A, %idx, %f) : (tensor<?xf32>, index, f32) -> tensor<?xf32>
  %1 = tensor.extract %A[%idx] : tensor<?xf32>
  return %0, %1 : tensor<?xf32>, f32
}

// -----

func.func @empty_fill(%f: f32, %sz: index) -> tensor<?xf32> {
  %0 = tensor.empty(%sz) : tensor<?xf32>
  %1 = linalg.fill ins(%f : f32) outs(%0 : tensor<?xf32>) -> tensor<?xf32>
  return %1 : tensor<?xf32>
}

// -----

func.func @from_elements(%a: f32, %b: f32) -> tensor<2x2xf32> {
  %0 = tensor.from_elements %a, %b, %b, %a : tensor<2x2xf32>
  return %0 : tensor<2x2xf32>
}

// -----

func.func @constant_and_cast(%idx: index) -> f32 {
  %c = arith.constant dense<[1.0, 2.0, 3.0, 4.0]> : tensor<4xf32>
  %d = arith.constant dense<[1.0, 2.0, 3.0, 4.0]> : tensor<4xf32>
  %0 = tensor.cast %c : tensor<4xf32> to tensor<?xf32>
  %1 = tensor.extract %0[%idx] : tensor<?xf32>
  %2 = tensor.extract %d[%idx] : tensor<4xf32>
  %3 = arith.addf %1, %2 : f32
  return %3 : f32
}

// -----

func.func @generic(%A: tensor<4xf32>, %B: tensor<4xf32>) -> tensor<4xf32> {
  %r = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
    ins(%A : tensor<4xf32>) outs(%B : tensor<4xf32>) {
  ^bb0(%a: f32, %b: f32):
    %s = arith.addf %a, %b : f32
    linalg.yield %s : f32
  } -> tensor<4xf32>
  return %r : tensor<4xf32>
}

// -----

func.func @transfer(%A: tensor<?xf32>, %v: vector<4xf32>, %idx: index) -> (tensor<?xf32>, vector<4xf32>) {
  %cst = arith.constant 0.0 : f32
  %0 = vector.transfer_write %v, %A[%idx] : vector<4xf32>, tensor<?xf32>
  %1 = vector.transfer_read %A[%idx], %cst : tensor<?xf32>, vector<4xf32>
  return %0, %1 : tensor<?xf32>, vector<4xf32>
}

// -----

func.func @dim_rank(%A: tensor<?x?xf32>) -> (index, index) {
  %c1 = arith.constant 1 : index
  %0 = tensor.dim %A, %c1 : tensor<?x?xf32>
  %1 = tensor.rank %A : tensor<?x?xf32>
  return %0, %1 : index, index
}
