// RUN: gomlir-opt %s -split-input-file -eliminate-empty-tensors > %t.g0
// RUN: mlir-opt-upstream %s -split-input-file -eliminate-empty-tensors > %t.u0
// RUN: diff %t.g0 %t.u0
// RUN: gomlir-opt %s -split-input-file -eliminate-empty-tensors -one-shot-bufferize="bufferize-function-boundaries" > %t.g2
// RUN: mlir-opt-upstream %s -split-input-file -eliminate-empty-tensors -one-shot-bufferize="bufferize-function-boundaries" > %t.u2
// RUN: diff %t.g2 %t.u2
// RUN: gomlir-opt %s -split-input-file -eliminate-empty-tensors | FileCheck %s

// eliminate-empty-tensors: a tensor.empty whose filled value is inserted in
// place into a subset (insert_slice, parallel_insert_slice,
// materialize_in_destination) is replaced by an extraction of that subset,
// built where the values it needs are in scope (their pure definitions
// moved before the user when needed).

// CHECK-LABEL: func @elim
// CHECK: %[[S:.*]] = tensor.extract_slice %{{.*}}[%{{.*}}] [10] [1]
// CHECK: linalg.fill ins(%{{.*}} : f32) outs(%[[S]] : tensor<10xf32>)
// CHECK-LABEL: func @elim_dyn
// CHECK: arith.addi
// CHECK-NEXT: tensor.extract_slice
// CHECK-NEXT: linalg.fill

func.func @elim(%A: tensor<100xf32>, %f: f32, %i: index) -> tensor<100xf32> {
  %e = tensor.empty() : tensor<10xf32>
  %0 = linalg.fill ins(%f : f32) outs(%e : tensor<10xf32>) -> tensor<10xf32>
  %1 = tensor.insert_slice %0 into %A[%i] [10] [1] : tensor<10xf32> into tensor<100xf32>
  return %1 : tensor<100xf32>
}

// -----

func.func @elim_dyn(%A: tensor<?xf32>, %f: f32, %sz: index) -> tensor<?xf32> {
  %e = tensor.empty(%sz) : tensor<?xf32>
  %0 = linalg.fill ins(%f : f32) outs(%e : tensor<?xf32>) -> tensor<?xf32>
  %c1 = arith.constant 1 : index
  %off = arith.addi %sz, %c1 : index
  %1 = tensor.insert_slice %0 into %A[%off] [%sz] [1] : tensor<?xf32> into tensor<?xf32>
  return %1 : tensor<?xf32>
}

// -----

func.func @materialize(%A: tensor<5xf32>, %f: f32) -> tensor<5xf32> {
  %e = tensor.empty() : tensor<5xf32>
  %0 = linalg.fill ins(%f : f32) outs(%e : tensor<5xf32>) -> tensor<5xf32>
  %1 = bufferization.materialize_in_destination %0 in %A : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
  return %1 : tensor<5xf32>
}

// -----

func.func @forall_elim(%B : tensor<100xf32>, %f: f32) -> tensor<100xf32> {
  %r = scf.forall (%i) in (10) shared_outs(%o = %B) -> tensor<100xf32> {
    %e = tensor.empty() : tensor<10xf32>
    %w = linalg.fill ins(%f : f32) outs(%e : tensor<10xf32>) -> tensor<10xf32>
    %off = arith.muli %i, %i : index
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %w into %o[%off] [10] [1] : tensor<10xf32> into tensor<100xf32>
    }
  }
  return %r : tensor<100xf32>
}

// -----

func.func @two_uses(%A: tensor<100xf32>, %f: f32, %i: index) -> (tensor<100xf32>, tensor<10xf32>) {
  %e = tensor.empty() : tensor<10xf32>
  %0 = linalg.fill ins(%f : f32) outs(%e : tensor<10xf32>) -> tensor<10xf32>
  %1 = tensor.insert_slice %0 into %A[%i] [10] [1] : tensor<10xf32> into tensor<100xf32>
  %2 = linalg.fill ins(%f : f32) outs(%e : tensor<10xf32>) -> tensor<10xf32>
  return %1, %2 : tensor<100xf32>, tensor<10xf32>
}
