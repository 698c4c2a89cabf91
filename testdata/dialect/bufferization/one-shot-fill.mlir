// RUN: gomlir-opt %s -split-input-file -one-shot-bufferize="bufferize-function-boundaries" -mlir-print-debuginfo > %t.g0
// RUN: mlir-opt-upstream %s -split-input-file -one-shot-bufferize="bufferize-function-boundaries" -mlir-print-debuginfo > %t.u0
// RUN: diff %t.g0 %t.u0
// RUN: gomlir-opt %s -split-input-file -one-shot-bufferize="" -mlir-print-debuginfo > %t.g1
// RUN: mlir-opt-upstream %s -split-input-file -one-shot-bufferize="" -mlir-print-debuginfo > %t.u1
// RUN: diff %t.g1 %t.u1
// RUN: gomlir-opt %s -split-input-file -one-shot-bufferize="test-analysis-only" -mlir-print-debuginfo > %t.g2
// RUN: mlir-opt-upstream %s -split-input-file -one-shot-bufferize="test-analysis-only" -mlir-print-debuginfo > %t.u2
// RUN: diff %t.g2 %t.u2
// RUN: gomlir-opt %s -split-input-file -one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map" -mlir-print-debuginfo > %t.g3
// RUN: mlir-opt-upstream %s -split-input-file -one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map" -mlir-print-debuginfo > %t.u3
// RUN: diff %t.g3 %t.u3
// RUN: gomlir-opt %s -split-input-file -one-shot-bufferize="bufferize-function-boundaries" | FileCheck %s

// Ops bufferizing to a new buffer filled by a linalg.map: tensor.splat,
// tensor.generate (linalg.index for its indices) and tensor.pad (then the
// source copied into a subview of the padded buffer); tensor.concat copies
// its inputs into subviews at offsets accumulated by affine.apply.

// CHECK-LABEL: func @splat
// CHECK: %[[ALLOC:.*]] = memref.alloc(%{{.*}}) {alignment = 64 : i64} : memref<?x4xf32>
// CHECK: linalg.map outs(%[[ALLOC]] : memref<?x4xf32>)
// CHECK: linalg.yield
// CHECK-LABEL: func @pad
// CHECK: linalg.map
// CHECK: memref.subview
// CHECK: memref.copy

func.func @splat(%f: f32, %sz: index) -> tensor<?x4xf32> {
  %0 = tensor.splat %f[%sz] : tensor<?x4xf32>
  return %0 : tensor<?x4xf32>
}

// -----

func.func @pad(%a: tensor<?x4xf32>, %l: index, %f: f32) -> tensor<?x7xf32> {
  %0 = tensor.pad %a low[%l, 1] high[2, 2] {
  ^bb0(%i: index, %j: index):
    tensor.yield %f : f32
  } : tensor<?x4xf32> to tensor<?x7xf32>
  return %0 : tensor<?x7xf32>
}
// -----

func.func @pad_static(%a: tensor<2x4xf32>, %f: f32) -> tensor<5x7xf32> {
  %0 = tensor.pad %a low[1, 1] high[2, 2] {
  ^bb0(%i: index, %j: index):
    tensor.yield %f : f32
  } : tensor<2x4xf32> to tensor<5x7xf32>
  return %0 : tensor<5x7xf32>
}

// -----

func.func @pad_dyn_src(%a: tensor<?x?xf32>, %h: index, %f: f32) -> tensor<?x?xf32> {
  %0 = tensor.pad %a low[0, 1] high[%h, 2] {
  ^bb0(%i: index, %j: index):
    %c = arith.index_cast %i : index to i32
    %g = arith.sitofp %c : i32 to f32
    tensor.yield %g : f32
  } : tensor<?x?xf32> to tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

// -----

func.func @splat_static(%f: f32) -> tensor<4xf32> {
  %0 = tensor.splat %f : tensor<4xf32>
  %1 = tensor.splat %f : tensor<4xf32>
  %c0 = arith.constant 0 : index
  %2 = tensor.insert %f into %1[%c0] : tensor<4xf32>
  return %2 : tensor<4xf32>
}

// -----

func.func @generate_static() -> tensor<3xindex> {
  %0 = tensor.generate {
  ^bb0(%i: index):
    tensor.yield %i : index
  } : tensor<3xindex>
  return %0 : tensor<3xindex>
}

// -----

func.func @g(%s: index) -> tensor<?x4xf32> {
  %0 = tensor.generate %s {
  ^bb0(%i: index, %j: index):
    %a = arith.addi %i, %j : index
    %f = arith.index_cast %a : index to i32
    %g = arith.sitofp %f : i32 to f32
    tensor.yield %g : f32
  } : tensor<?x4xf32>
  return %0 : tensor<?x4xf32>
}

// -----

func.func @concat(%a: tensor<2x3xf32>, %b: tensor<?x3xf32>) -> tensor<?x3xf32> {
  %0 = tensor.concat dim(0) %a, %b : (tensor<2x3xf32>, tensor<?x3xf32>) -> tensor<?x3xf32>
  return %0 : tensor<?x3xf32>
}

// -----

func.func @concat_static(%a: tensor<2x3xf32>, %b: tensor<2x4xf32>) -> tensor<2x7xf32> {
  %0 = tensor.concat dim(1) %a, %b : (tensor<2x3xf32>, tensor<2x4xf32>) -> tensor<2x7xf32>
  return %0 : tensor<2x7xf32>
}

// -----

func.func @concat_dyn3(%a: tensor<?x3xf32>, %b: tensor<?x3xf32>, %c: tensor<4x3xf32>) -> tensor<?x3xf32> {
  %0 = tensor.concat dim(0) %a, %b, %c : (tensor<?x3xf32>, tensor<?x3xf32>, tensor<4x3xf32>) -> tensor<?x3xf32>
  return %0 : tensor<?x3xf32>
}

// -----

func.func @concat_otherdyn(%a: tensor<?x3xf32>, %b: tensor<?x4xf32>) -> tensor<?x7xf32> {
  %0 = tensor.concat dim(1) %a, %b : (tensor<?x3xf32>, tensor<?x4xf32>) -> tensor<?x7xf32>
  return %0 : tensor<?x7xf32>
}
