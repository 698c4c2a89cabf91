// RUN: gomlir-opt %s -split-input-file -one-shot-bufferize="bufferize-function-boundaries" -mlir-print-debuginfo > %t.g0
// RUN: mlir-opt-upstream %s -split-input-file -one-shot-bufferize="bufferize-function-boundaries" -mlir-print-debuginfo > %t.u0
// RUN: diff %t.g0 %t.u0
// RUN: gomlir-opt %s -split-input-file -one-shot-bufferize="test-analysis-only bufferize-function-boundaries" -mlir-print-debuginfo > %t.g1
// RUN: mlir-opt-upstream %s -split-input-file -one-shot-bufferize="test-analysis-only bufferize-function-boundaries" -mlir-print-debuginfo > %t.u1
// RUN: diff %t.g1 %t.u1
// RUN: gomlir-opt %s -split-input-file -one-shot-bufferize="test-analysis-only print-conflicts bufferize-function-boundaries" -mlir-print-debuginfo > %t.g2
// RUN: mlir-opt-upstream %s -split-input-file -one-shot-bufferize="test-analysis-only print-conflicts bufferize-function-boundaries" -mlir-print-debuginfo > %t.u2
// RUN: diff %t.g2 %t.u2
// RUN: gomlir-opt %s -split-input-file -one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map" -mlir-print-debuginfo > %t.g3
// RUN: mlir-opt-upstream %s -split-input-file -one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map" -mlir-print-debuginfo > %t.u3
// RUN: diff %t.g3 %t.u3
// RUN: gomlir-opt %s -split-input-file -one-shot-bufferize="" -mlir-print-debuginfo > %t.g4
// RUN: mlir-opt-upstream %s -split-input-file -one-shot-bufferize="" -mlir-print-debuginfo > %t.u4
// RUN: diff %t.g4 %t.u4
// RUN: gomlir-opt %s -split-input-file -one-shot-bufferize="bufferize-function-boundaries" | FileCheck %s

// Function boundaries: functions returning new buffers (their layout
// inferred from the returned memref.cast), unstructured control flow
// (cf.br/cf.cond_br operands bufferized with their destination's block
// signature), functions with several returns.

// CHECK-LABEL: func @ret_alloc
// CHECK-SAME: -> memref<?xf32>
// CHECK-LABEL: func @use_ret_alloc
// CHECK: call @ret_alloc(%{{.*}}, %{{.*}}) : (index, f32) -> memref<?xf32>
// CHECK-LABEL: func @cf
// CHECK: ^bb2(%{{.*}}: memref<?xf32, strided<[?], offset: ?>>):

func.func @ret_alloc(%sz: index, %f: f32) -> tensor<?xf32> {
  %0 = tensor.empty(%sz) : tensor<?xf32>
  %1 = linalg.fill ins(%f : f32) outs(%0 : tensor<?xf32>) -> tensor<?xf32>
  return %1 : tensor<?xf32>
}
func.func @use_ret_alloc(%sz: index, %f: f32, %i: index) -> f32 {
  %0 = call @ret_alloc(%sz, %f) : (index, f32) -> tensor<?xf32>
  %1 = tensor.extract %0[%i] : tensor<?xf32>
  return %1 : f32
}

// -----

func.func @cf(%A : tensor<?xf32>, %c: i1, %f: f32, %i: index) -> tensor<?xf32> {
  cf.cond_br %c, ^bb1, ^bb2(%A : tensor<?xf32>)
^bb1:
  %1 = tensor.insert %f into %A[%i] : tensor<?xf32>
  cf.br ^bb2(%1 : tensor<?xf32>)
^bb2(%r: tensor<?xf32>):
  return %r : tensor<?xf32>
}

// -----

func.func @multi_return(%A : tensor<?xf32>, %c: i1) -> tensor<?xf32> {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  return %A : tensor<?xf32>
^bb2:
  return %A : tensor<?xf32>
}

// -----

func.func @cf_loop(%A : tensor<?xf32>, %n: index, %f: f32) -> tensor<?xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  cf.br ^bb1(%c0, %A : index, tensor<?xf32>)
^bb1(%i: index, %t: tensor<?xf32>):
  %cond = arith.cmpi slt, %i, %n : index
  cf.cond_br %cond, ^bb2, ^bb3
^bb2:
  %1 = tensor.insert %f into %t[%i] : tensor<?xf32>
  %next = arith.addi %i, %c1 : index
  cf.br ^bb1(%next, %1 : index, tensor<?xf32>)
^bb3:
  return %t : tensor<?xf32>
}
