// RUN: gomlir-opt %s -split-input-file -one-shot-bufferize="test-analysis-only" > %t.g0
// RUN: mlir-opt-upstream %s -split-input-file -one-shot-bufferize="test-analysis-only" > %t.u0
// RUN: diff %t.g0 %t.u0
// RUN: gomlir-opt %s -split-input-file -one-shot-bufferize="bufferize-function-boundaries" > %t.g1
// RUN: mlir-opt-upstream %s -split-input-file -one-shot-bufferize="bufferize-function-boundaries" > %t.u1
// RUN: diff %t.g1 %t.u1
// RUN: gomlir-opt %s -split-input-file -one-shot-bufferize="" > %t.g2
// RUN: mlir-opt-upstream %s -split-input-file -one-shot-bufferize="" > %t.u2
// RUN: diff %t.g2 %t.u2
// RUN: gomlir-opt %s -split-input-file -one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map" > %t.g3
// RUN: mlir-opt-upstream %s -split-input-file -one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map" > %t.u3
// RUN: diff %t.g3 %t.u3
// RUN: gomlir-opt %s -split-input-file -one-shot-bufferize="bufferize-function-boundaries" | FileCheck %s

// tensor.collapse_shape, expand_shape and reshape (copied to an identity
// layout when the source buffer is not collapsible), arith.select and
// arith.index_cast on tensors.

// CHECK-LABEL: func @collapse
// CHECK: memref.alloc() {alignment = 64 : i64} : memref<2x3xf32>
// CHECK: memref.collapse_shape %{{.*}} {{\[\[}}0, 1]] : memref<2x3xf32> into memref<6xf32>

func.func @collapse(%A : tensor<2x3xf32>, %f: f32, %idx: index) -> tensor<6xf32> {
  %0 = tensor.collapse_shape %A [[0, 1]] : tensor<2x3xf32> into tensor<6xf32>
  %1 = tensor.insert %f into %0[%idx] : tensor<6xf32>
  return %1 : tensor<6xf32>
}

// -----

func.func @expand(%A : tensor<?xf32>, %sz: index) -> tensor<?x4xf32> {
  %0 = tensor.expand_shape %A [[0, 1]] output_shape [%sz, 4] : tensor<?xf32> into tensor<?x4xf32>
  return %0 : tensor<?x4xf32>
}

// -----

func.func @collapse0(%A : tensor<1x1xf32>) -> tensor<f32> {
  %0 = tensor.collapse_shape %A [] : tensor<1x1xf32> into tensor<f32>
  return %0 : tensor<f32>
}

// -----

func.func @reshape(%A : tensor<6xf32>, %s : tensor<2xindex>) -> tensor<2x3xf32> {
  %0 = tensor.reshape %A(%s) : (tensor<6xf32>, tensor<2xindex>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

func.func @select(%c: i1, %A : tensor<?xf32>, %f: f32, %idx: index, %sz: index) -> tensor<?xf32> {
  %e = tensor.empty(%sz) : tensor<?xf32>
  %0 = arith.select %c, %A, %e : tensor<?xf32>
  %1 = tensor.insert %f into %0[%idx] : tensor<?xf32>
  return %1 : tensor<?xf32>
}

// -----

func.func @index_cast(%A : tensor<?xi32>, %idx: index) -> index {
  %0 = arith.index_cast %A : tensor<?xi32> to tensor<?xindex>
  %1 = tensor.extract %0[%idx] : tensor<?xindex>
  return %1 : index
}
