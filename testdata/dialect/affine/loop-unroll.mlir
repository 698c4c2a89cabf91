// RUN: gomlir-opt %s -allow-unregistered-dialect -pass-pipeline='builtin.module(func.func(affine-loop-unroll))' > %t.g
// RUN: mlir-opt-upstream %s -allow-unregistered-dialect -pass-pipeline='builtin.module(func.func(affine-loop-unroll))' > %t.u
// RUN: diff %t.g %t.u
// RUN: gomlir-opt %s -allow-unregistered-dialect -pass-pipeline='builtin.module(func.func(affine-loop-unroll{unroll-factor=3}))' > %t.g2
// RUN: mlir-opt-upstream %s -allow-unregistered-dialect -pass-pipeline='builtin.module(func.func(affine-loop-unroll{unroll-factor=3}))' > %t.u2
// RUN: diff %t.g2 %t.u2
// RUN: gomlir-opt %s -allow-unregistered-dialect -pass-pipeline='builtin.module(func.func(affine-loop-unroll{unroll-factor=-1 unroll-full-threshold=5}))' > %t.g3
// RUN: mlir-opt-upstream %s -allow-unregistered-dialect -pass-pipeline='builtin.module(func.func(affine-loop-unroll{unroll-factor=-1 unroll-full-threshold=5}))' > %t.u3
// RUN: diff %t.g3 %t.u3
// RUN: gomlir-opt %s -allow-unregistered-dialect -pass-pipeline='builtin.module(func.func(affine-loop-unroll{unroll-factor=4 cleanup-unroll}))' > %t.g4
// RUN: mlir-opt-upstream %s -allow-unregistered-dialect -pass-pipeline='builtin.module(func.func(affine-loop-unroll{unroll-factor=4 cleanup-unroll}))' > %t.u4
// RUN: diff %t.g4 %t.u4
// RUN: FileCheck %s < %t.g
// The pass is an interface pass on FunctionOpInterface: a module cannot run it.
// RUN: not gomlir-opt %s -allow-unregistered-dialect -affine-loop-unroll 2> %t.gsched
// RUN: not mlir-opt-upstream %s -allow-unregistered-dialect -affine-loop-unroll 2> %t.usched
// RUN: diff %t.gsched %t.usched
// RUN: FileCheck %s --check-prefix=SCHED --input-file=%t.gsched
// SCHED: error: unable to schedule pass 'AffineLoopUnroll' on a PassManager intended to run on 'builtin.module'!

// Innermost loops unroll by a factor (4 by default) with a cleanup loop
// for the leftover iterations, or fully; loops with iteration arguments
// thread them through the copies.
// CHECK-LABEL: func.func @f
// CHECK: affine.for %arg1 = 0 to 3 {
// CHECK: affine.for %arg2 = 0 to 8 step 4 {
func.func @f(%A: memref<100xf32>) {
  affine.for %i = 0 to 3 {
    affine.for %j = 0 to 10 {
      %0 = affine.load %A[%i + %j] : memref<100xf32>
      "test.use"(%0) : (f32) -> ()
    }
  }
  affine.for %k = 0 to 2 {
    "test.use2"(%k) : (index) -> ()
  }
  return
}
func.func @g(%A: memref<100xf32>, %n: index, %m: index) -> f32 {
  %cst = arith.constant 0.0 : f32
  %r = affine.for %i = 0 to 10 step 2 iter_args(%acc = %cst) -> f32 {
    %0 = affine.load %A[%i] : memref<100xf32>
    %1 = arith.addf %acc, %0 : f32
    affine.yield %1 : f32
  }
  affine.for %i = %n to affine_map<()[s0] -> (s0 + 9)>()[%n] {
    "test.use"(%i) : (index) -> ()
  }
  affine.for %i = 0 to %m {
    "test.use"(%i) : (index) -> ()
  }
  affine.for %i = 0 to min affine_map<()[s0] -> (s0, 16)>()[%m] {
    "test.use"(%i) : (index) -> ()
  }
  affine.for %i = 0 to min affine_map<() -> (7, 16)>() {
    "test.use"(%i) : (index) -> ()
  }
  affine.for %i = 3 to 4 {
    "test.use"(%i) : (index) -> ()
  }
  affine.for %i = 0 to affine_map<()[s0] -> (s0 * 8)>()[%m] {
    "test.use"(%i) : (index) -> ()
  }
  %r2 = affine.for %i = 0 to 5 iter_args(%acc = %cst) -> f32 {
    %1 = arith.addf %acc, %cst : f32
    affine.yield %1 : f32
  }
  %s = arith.addf %r, %r2 : f32
  return %s : f32
}
func.func @h(%n: index) {
  affine.for %i = 0 to min affine_map<() -> (8, 16)>() {
    "test.use"(%i) : (index) -> ()
  }
  return
}
