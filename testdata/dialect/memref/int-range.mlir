// RUN: gomlir-opt %s -int-range-optimizations -split-input-file > %t.g
// RUN: mlir-opt-upstream %s -int-range-optimizations -split-input-file > %t.u
// RUN: diff %t.g %t.u
// RUN: gomlir-opt %s -int-range-optimizations -split-input-file | FileCheck %s

// memref.dim bounds its result by the sizes of the dimensions its index may
// select; a dynamic size is any non-negative index.

// CHECK-LABEL: func.func @static_index
// CHECK: %c8 = arith.constant 8 : index
// CHECK: return %c8
func.func @static_index(%m: memref<2x8xf32>) -> index {
  %c1 = arith.constant 1 : index
  %d = memref.dim %m, %c1 : memref<2x8xf32>
  return %d : index
}

// -----

// CHECK-LABEL: func.func @bounded_index
// CHECK: test.reflect_bounds {smax = 7 : index, smin = 4 : index, umax = 7 : index, umin = 4 : index}
func.func @bounded_index(%m: memref<?x4x7xf32>, %i: index) -> index {
  %c1 = arith.constant 1 : index
  %j = arith.maxsi %i, %c1 : index
  %d = memref.dim %m, %j : memref<?x4x7xf32>
  %r = test.reflect_bounds %d : index
  return %r : index
}

// -----

// CHECK-LABEL: func.func @unranked
// CHECK: test.reflect_bounds {smax = 9223372036854775807 : index, smin = 0 : index, umax = 9223372036854775807 : index, umin = 0 : index}
func.func @unranked(%m: memref<*xf32>, %i: index) -> index {
  %d = memref.dim %m, %i : memref<*xf32>
  %r = test.reflect_bounds %d : index
  return %r : index
}
