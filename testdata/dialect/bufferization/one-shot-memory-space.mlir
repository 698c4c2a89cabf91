// RUN: gomlir-opt %s -split-input-file -one-shot-bufferize="test-analysis-only" > %t.g0
// RUN: mlir-opt-upstream %s -split-input-file -one-shot-bufferize="test-analysis-only" > %t.u0
// RUN: diff %t.g0 %t.u0
// RUN: gomlir-opt %s -split-input-file -one-shot-bufferize="bufferize-function-boundaries" > %t.g1
// RUN: mlir-opt-upstream %s -split-input-file -one-shot-bufferize="bufferize-function-boundaries" > %t.u1
// RUN: diff %t.g1 %t.u1
// RUN: gomlir-opt %s -split-input-file -one-shot-bufferize="" > %t.g2
// RUN: mlir-opt-upstream %s -split-input-file -one-shot-bufferize="" > %t.u2
// RUN: diff %t.g2 %t.u2
// RUN: gomlir-opt %s -split-input-file -one-shot-bufferize="use-encoding-for-memory-space" > %t.g3
// RUN: mlir-opt-upstream %s -split-input-file -one-shot-bufferize="use-encoding-for-memory-space" > %t.u3
// RUN: diff %t.g3 %t.u3
// RUN: gomlir-opt %s -split-input-file -test-tensor-copy-insertion > %t.x0
// RUN: mlir-opt-upstream %s -split-input-file -test-tensor-copy-insertion > %t.y0
// RUN: diff %t.x0 %t.y0
// RUN: gomlir-opt %s -split-input-file -test-tensor-copy-insertion=bufferize-function-boundaries > %t.x1
// RUN: mlir-opt-upstream %s -split-input-file -test-tensor-copy-insertion=bufferize-function-boundaries > %t.y1
// RUN: diff %t.x1 %t.y1
// RUN: gomlir-opt %s -split-input-file -one-shot-bufferize="bufferize-function-boundaries" | FileCheck %s

// Memory spaces (alloc_tensor memory_space, tensor encodings, must-infer-
// memory-space), alloc_tensor copies, dealloc_tensor and restrict to_tensor ops; tensor copy insertion.

// CHECK-LABEL: func @alloc_tensor_space
// CHECK: memref.alloc() {alignment = 64 : i64} : memref<10xf32, 1>

func.func @alloc_tensor_space(%f: f32, %idx: index) -> f32 {
  %0 = bufferization.alloc_tensor() {memory_space = 1 : i64} : tensor<10xf32>
  %1 = tensor.insert %f into %0[%idx] : tensor<10xf32>
  %2 = tensor.extract %1[%idx] : tensor<10xf32>
  return %2 : f32
}

// -----

func.func @alloc_copy(%t: tensor<?xf32>, %f: f32, %idx: index) -> (tensor<?xf32>, tensor<?xf32>) {
  %0 = bufferization.alloc_tensor() copy(%t) : tensor<?xf32>
  %1 = tensor.insert %f into %0[%idx] : tensor<?xf32>
  return %1, %t : tensor<?xf32>, tensor<?xf32>
}

// -----

func.func @dealloc_tensor(%sz: index, %f: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %0 = bufferization.alloc_tensor(%sz) : tensor<?xf32>
  %1 = tensor.insert %f into %0[%c0] : tensor<?xf32>
  %2 = tensor.extract %1[%c0] : tensor<?xf32>
  bufferization.dealloc_tensor %1 : tensor<?xf32>
  return %2 : f32
}

// -----

func.func @to_tensor_restrict(%m: memref<4xf32>, %idx: index) -> f32 {
  %0 = bufferization.to_tensor %m restrict : memref<4xf32> to tensor<4xf32>
  %1 = tensor.extract %0[%idx] : tensor<4xf32>
  return %1 : f32
}

// -----

func.func @encoding_space(%f: f32, %idx: index) -> f32 {
  %0 = tensor.empty() : tensor<10xf32, 3 : i64>
  %1 = tensor.insert %f into %0[%idx] : tensor<10xf32, 3 : i64>
  %2 = tensor.extract %1[%idx] : tensor<10xf32, 3 : i64>
  return %2 : f32
}
