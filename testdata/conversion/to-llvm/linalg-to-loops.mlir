// convert-linalg-to-loops without linalg ops still canonicalizes affine.apply
// and memref.dim and folds; test-lower-to-llvm runs it before lower-affine.
// RUN: gomlir-opt %s -pass-pipeline='builtin.module(func.func(convert-linalg-to-loops))' | FileCheck %s
// RUN: gomlir-opt %s -pass-pipeline='builtin.module(func.func(convert-linalg-to-loops))' > %t.g
// RUN: mlir-opt-upstream %s -pass-pipeline='builtin.module(func.func(convert-linalg-to-loops))' > %t.u
// RUN: diff %t.g %t.u
// RUN: gomlir-opt %s -test-lower-to-llvm --mlir-print-op-generic > %t.g2
// RUN: mlir-opt-upstream %s -test-lower-to-llvm --mlir-print-op-generic > %t.u2
// RUN: diff %t.g2 %t.u2

// CHECK: #[[MAP:.*]] = affine_map<()[s0] -> (s0 * 2)>
// CHECK-LABEL: func.func @f
// CHECK: affine.apply #[[MAP]]()[%arg0]
#map = affine_map<(d0)[s0] -> (d0 + s0)>
func.func @f(%a: index) -> index {
  %0 = affine.apply #map(%a)[%a]
  return %0 : index
}

// CHECK-LABEL: func.func @dim
// CHECK: %[[C:.*]] = arith.constant 4 : index
// CHECK: return %[[C]]
func.func @dim(%m: memref<4x?xf32>) -> index {
  %c0 = arith.constant 0 : index
  %d = memref.dim %m, %c0 : memref<4x?xf32>
  return %d : index
}
