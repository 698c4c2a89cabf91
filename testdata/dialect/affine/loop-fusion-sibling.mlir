// RUN: gomlir-opt %s -split-input-file -pass-pipeline='builtin.module(func.func(affine-loop-fusion{maximal mode=sibling}))' | FileCheck %s

// Sibling fusion cases of upstream's loop-fusion-sibling.mlir. (Upstream
// MLIR 22 crashes on the second one: the loop with a used result is left
// alone here.)

// CHECK-LABEL: func @disjoint_stores
// CHECK: affine.for
// CHECK-NOT: affine.for
// CHECK-LABEL: func @sibling_with_used_loop_result
// CHECK: %[[RESULT:.*]] = affine.for {{.*}} iter_args
// CHECK: affine.for
// CHECK: return %[[RESULT]]

func.func @disjoint_stores(%0: memref<8xf32>) {
  %alloc_1 = memref.alloc() : memref<16xf32>
  affine.for %arg2 = 0 to 8 {
    %2 = affine.load %0[%arg2] : memref<8xf32>
    affine.store %2, %alloc_1[%arg2] : memref<16xf32>
  }
  affine.for %arg2 = 0 to 8 {
    %2 = affine.load %0[%arg2] : memref<8xf32>
    %3 = arith.negf %2 : f32
    affine.store %3, %alloc_1[%arg2 + 8] : memref<16xf32>
  }
  return
}
func.func @sibling_with_used_loop_result(%m: memref<4xi32>, %n: memref<4xi32>, %init: i32) -> i32 {
  %a = affine.for %i = 0 to 4 iter_args(%x = %init) -> (i32) {
    %v = affine.load %m[%i] : memref<4xi32>
    %t = arith.addi %x, %v : i32
    affine.yield %t : i32
  }
  affine.for %i = 0 to 4 {
    %v = affine.load %m[%i] : memref<4xi32>
    affine.store %v, %n[%i] : memref<4xi32>
  }
  return %a : i32
}
