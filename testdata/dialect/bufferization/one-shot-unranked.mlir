// RUN: gomlir-opt %s -split-input-file -one-shot-bufferize="bufferize-function-boundaries" > %t.g0
// RUN: mlir-opt-upstream %s -split-input-file -one-shot-bufferize="bufferize-function-boundaries" > %t.u0
// RUN: diff %t.g0 %t.u0
// RUN: gomlir-opt %s -split-input-file -one-shot-bufferize="" > %t.g1
// RUN: mlir-opt-upstream %s -split-input-file -one-shot-bufferize="" > %t.u1
// RUN: diff %t.g1 %t.u1
// RUN: gomlir-opt %s -split-input-file -one-shot-bufferize="test-analysis-only bufferize-function-boundaries" > %t.g2
// RUN: mlir-opt-upstream %s -split-input-file -one-shot-bufferize="test-analysis-only bufferize-function-boundaries" > %t.u2
// RUN: diff %t.g2 %t.u2
// RUN: gomlir-opt %s -split-input-file -one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map" > %t.g3
// RUN: mlir-opt-upstream %s -split-input-file -one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map" > %t.u3
// RUN: diff %t.g3 %t.u3
// RUN: gomlir-opt %s -split-input-file -one-shot-bufferize="test-analysis-only" > %t.g4
// RUN: mlir-opt-upstream %s -split-input-file -one-shot-bufferize="test-analysis-only" > %t.u4
// RUN: diff %t.g4 %t.u4
// RUN: gomlir-opt %s -split-input-file -one-shot-bufferize="test-analysis-only" | FileCheck %s

// Unranked tensors cannot be copied: their operands must bufferize in
// place (so writes through them conflict elsewhere); functions without a
// body, unused tensor.empty ops, complex elements.

// CHECK-LABEL: func @select_unranked
// CHECK: arith.select {{.*}}__inplace_operands_attr__ = ["none", "true", "true"]
// CHECK: return {__inplace_operands_attr__ = ["false"]}

func.func @unranked(%A : tensor<*xf32>, %B : tensor<4xf32>) -> (tensor<*xf32>, tensor<*xf32>) {
  %0 = tensor.cast %B : tensor<4xf32> to tensor<*xf32>
  return %A, %0 : tensor<*xf32>, tensor<*xf32>
}

// -----

func.func private @ext_ret() -> tensor<4xf32>
func.func @call_ext_ret() -> tensor<4xf32> {
  %0 = call @ext_ret() : () -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @select_unranked(%c: i1, %A : tensor<*xf32>, %B : tensor<*xf32>) -> tensor<*xf32> {
  %0 = arith.select %c, %A, %B : tensor<*xf32>
  return %0 : tensor<*xf32>
}

// -----

func.func @dealloc_unranked(%A : tensor<*xf32>, %idx: index, %f: f32) -> tensor<*xf32> {
  %0 = tensor.cast %A : tensor<*xf32> to tensor<?xf32>
  %1 = tensor.insert %f into %0[%idx] : tensor<?xf32>
  %2 = tensor.cast %1 : tensor<?xf32> to tensor<*xf32>
  return %2 : tensor<*xf32>
}

// -----

func.func @empty_unused(%sz: index) -> index {
  %0 = tensor.empty(%sz) : tensor<?xf32>
  %c0 = arith.constant 0 : index
  %d = tensor.dim %0, %c0 : tensor<?xf32>
  return %d : index
}

// -----

func.func @complex_elem(%A: tensor<4xcomplex<f32>>, %i: index) -> complex<f32> {
  %0 = tensor.extract %A[%i] : tensor<4xcomplex<f32>>
  return %0 : complex<f32>
}
