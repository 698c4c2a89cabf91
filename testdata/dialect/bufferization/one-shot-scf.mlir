// RUN: gomlir-opt %s -split-input-file -one-shot-bufferize="test-analysis-only" > %t.g0
// RUN: mlir-opt-upstream %s -split-input-file -one-shot-bufferize="test-analysis-only" > %t.u0
// RUN: diff %t.g0 %t.u0
// RUN: gomlir-opt %s -split-input-file -one-shot-bufferize="bufferize-function-boundaries" > %t.g1
// RUN: mlir-opt-upstream %s -split-input-file -one-shot-bufferize="bufferize-function-boundaries" > %t.u1
// RUN: diff %t.g1 %t.u1
// RUN: gomlir-opt %s -split-input-file -one-shot-bufferize="" > %t.g2
// RUN: mlir-opt-upstream %s -split-input-file -one-shot-bufferize="" > %t.u2
// RUN: diff %t.g2 %t.u2
// RUN: gomlir-opt %s -split-input-file -one-shot-bufferize="test-analysis-only bufferize-function-boundaries" > %t.g3
// RUN: mlir-opt-upstream %s -split-input-file -one-shot-bufferize="test-analysis-only bufferize-function-boundaries" > %t.u3
// RUN: diff %t.g3 %t.u3
// RUN: gomlir-opt %s -split-input-file -one-shot-bufferize="bufferize-function-boundaries allow-return-allocs-from-loops" > %t.g4
// RUN: mlir-opt-upstream %s -split-input-file -one-shot-bufferize="bufferize-function-boundaries allow-return-allocs-from-loops" > %t.u4
// RUN: diff %t.g4 %t.u4
// RUN: gomlir-opt %s -split-input-file -one-shot-bufferize="test-analysis-only bufferize-function-boundaries check-parallel-regions=false" > %t.g9
// RUN: mlir-opt-upstream %s -split-input-file -one-shot-bufferize="test-analysis-only bufferize-function-boundaries check-parallel-regions=false" > %t.u9
// RUN: diff %t.g9 %t.u9
// RUN: gomlir-opt %s -split-input-file -one-shot-bufferize="bufferize-function-boundaries" | FileCheck %s

// scf.while, scf.execute_region, scf.index_switch and scf.forall with
// tensor.parallel_insert_slice: the analysis and the rewrite to memrefs.

// CHECK-LABEL: func @while_loop
// CHECK: scf.while (%{{.*}} = %{{.*}}) : (memref<5xf32, strided<[?], offset: ?>>)
// CHECK-LABEL: func @forall
// CHECK: scf.forall (%{{.*}}) in (10) {
// CHECK: memref.subview
// CHECK: linalg.fill
// CHECK: memref.copy

func.func @while_loop(%A : tensor<5xf32>, %c: i1, %f: f32, %idx: index) -> tensor<5xf32> {
  %r = scf.while (%t = %A) : (tensor<5xf32>) -> tensor<5xf32> {
    scf.condition(%c) %t : tensor<5xf32>
  } do {
  ^bb0(%u: tensor<5xf32>):
    %1 = tensor.insert %f into %u[%idx] : tensor<5xf32>
    scf.yield %1 : tensor<5xf32>
  }
  return %r : tensor<5xf32>
}

// -----

func.func @exec_region(%A : tensor<5xf32>, %f: f32, %idx: index) -> tensor<5xf32> {
  %r = scf.execute_region -> tensor<5xf32> {
    %1 = tensor.insert %f into %A[%idx] : tensor<5xf32>
    scf.yield %1 : tensor<5xf32>
  }
  return %r : tensor<5xf32>
}

// -----

func.func @switch(%A : tensor<5xf32>, %B : tensor<5xf32>, %f: f32, %idx: index) -> tensor<5xf32> {
  %r = scf.index_switch %idx -> tensor<5xf32>
  case 2 {
    %1 = tensor.insert %f into %A[%idx] : tensor<5xf32>
    scf.yield %1 : tensor<5xf32>
  }
  default {
    scf.yield %B : tensor<5xf32>
  }
  return %r : tensor<5xf32>
}

// -----

func.func @forall(%A : tensor<100xf32>, %f: f32) -> tensor<100xf32> {
  %r = scf.forall (%i) in (10) shared_outs(%o = %A) -> tensor<100xf32> {
    %off = arith.muli %i, %i : index
    %s = tensor.extract_slice %o[%off] [10] [1] : tensor<100xf32> to tensor<10xf32>
    %1 = linalg.fill ins(%f : f32) outs(%s : tensor<10xf32>) -> tensor<10xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %1 into %o[%off] [10] [1] : tensor<10xf32> into tensor<100xf32>
    }
  }
  return %r : tensor<100xf32>
}

// -----

func.func @parallel_privatize(%A : tensor<10xf32>, %B : tensor<100xf32>, %f: f32) -> (tensor<100xf32>, f32) {
  %c0 = arith.constant 0 : index
  %r = scf.forall (%i) in (10) shared_outs(%o = %B) -> tensor<100xf32> {
    %w = linalg.fill ins(%f : f32) outs(%A : tensor<10xf32>) -> tensor<10xf32>
    %off = arith.muli %i, %i : index
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %w into %o[%off] [10] [1] : tensor<10xf32> into tensor<100xf32>
    }
  }
  %e = tensor.extract %A[%c0] : tensor<10xf32>
  return %r, %e : tensor<100xf32>, f32
}

// -----

func.func @forall_read_write(%B : tensor<100xf32>, %f: f32) -> tensor<100xf32> {
  %r = scf.forall (%i) in (10) shared_outs(%o = %B) -> tensor<100xf32> {
    %s = tensor.extract_slice %o[%i] [10] [1] : tensor<100xf32> to tensor<10xf32>
    %w = linalg.fill ins(%f : f32) outs(%s : tensor<10xf32>) -> tensor<10xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %w into %o[%i] [10] [1] : tensor<10xf32> into tensor<100xf32>
    }
  }
  return %r : tensor<100xf32>
}
