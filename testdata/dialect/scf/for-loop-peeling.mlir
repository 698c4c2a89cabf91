// RUN: gomlir-opt %s -scf-for-loop-peeling | FileCheck %s
// RUN: gomlir-opt %s -scf-for-loop-peeling > %t.g
// RUN: mlir-opt-upstream %s -scf-for-loop-peeling > %t.u
// RUN: diff %t.g %t.u
// RUN: gomlir-opt %s -scf-for-loop-peeling=skip-partial=false -mlir-print-op-generic -mlir-print-debuginfo > %t.g2
// RUN: mlir-opt-upstream %s -scf-for-loop-peeling=skip-partial=false -mlir-print-op-generic -mlir-print-debuginfo > %t.u2
// RUN: diff %t.g2 %t.u2
// RUN: gomlir-opt %s -scf-for-loop-peeling=peel-front=true > %t.g3
// RUN: mlir-opt-upstream %s -scf-for-loop-peeling=peel-front=true > %t.u3
// RUN: diff %t.g3 %t.u3

// CHECK-LABEL: func @peel
// CHECK: %[[SPLIT:.*]] = affine.apply
// CHECK: %[[MAIN:.*]] = scf.for %{{.*}} = %{{.*}} to %[[SPLIT]] step %c4
// CHECK: scf.for %{{.*}} = %[[SPLIT]] to %{{.*}} step %c4 iter_args(%{{.*}} = %[[MAIN]])
// CHECK-NOT: __peeled_loop__
func.func @peel(%lb: index, %ub: index, %m: memref<?xf32>) -> f32 {
  %c4 = arith.constant 4 : index
  %c0 = arith.constant 0 : index
  %c17 = arith.constant 17 : index
  %f = arith.constant 1.0 : f32
  %r = scf.for %i = %lb to %ub step %c4 iter_args(%a = %f) -> f32 {
    %v = memref.load %m[%i] : memref<?xf32>
    %s = arith.addf %a, %v : f32
    scf.for %j = %c0 to %c17 step %c4 {
      memref.store %s, %m[%j] : memref<?xf32>
    }
    scf.yield %s : f32
  }
  scf.for %k = %c0 to %c17 step %c4 {
    memref.store %f, %m[%k] : memref<?xf32>
  }
  scf.for %k = %c0 to %ub step %ub {
    memref.store %f, %m[%k] : memref<?xf32>
  }
  return %r : f32
}
