// RUN: gomlir-opt %s -allow-unregistered-dialect -split-input-file -affine-loop-normalize > %t.g
// RUN: mlir-opt-upstream %s -allow-unregistered-dialect -split-input-file -affine-loop-normalize > %t.u
// RUN: diff %t.g %t.u
// RUN: gomlir-opt %s -allow-unregistered-dialect -split-input-file -affine-loop-normalize=promote-single-iter > %t.g2
// RUN: mlir-opt-upstream %s -allow-unregistered-dialect -split-input-file -affine-loop-normalize=promote-single-iter > %t.u2
// RUN: diff %t.g2 %t.u2
// RUN: FileCheck %s < %t.g

// Loops get lower bound 0 and step 1; the old induction variable is an
// affine.apply of the new one.
// CHECK-LABEL: func.func @normalize_parallel
// CHECK: affine.parallel (%{{.*}}, %{{.*}}) = (0, 0) to (4, 2)
// CHECK-LABEL: func.func @steps
// CHECK: affine.for %arg1 = 0 to #{{.*}}()[%arg0] {
// CHECK-NEXT: affine.apply #{{.*}}(%arg1)

func.func @normalize_parallel() {
  %cst = arith.constant 1.0 : f32
  %0 = memref.alloc() : memref<2x4xf32>
  affine.parallel (%i, %j) = (0, 1) to (10, 5) step (3, 2) {
    affine.parallel (%k) = (%i) to (%j) {
      affine.store %cst, %0[%i, %k] : memref<2x4xf32>
    }
  }
  return
}

// -----

func.func @steps(%n: index) {
  affine.for %i = 3 to %n step 4 {
    "test.use"(%i) : (index) -> ()
  }
  affine.for %i = affine_map<(d0) -> (d0)>(%n) to affine_map<(d0) -> (d0 + 4)>(%n) step 2 {
    "test.use"(%i) : (index) -> ()
  }
  affine.for %i = 0 to 1 {
    "test.use"(%i) : (index) -> ()
  }
  affine.for %i = %n to min affine_map<(d0) -> (d0 + 7, 64)>(%n) step 3 {
    "test.use"(%i) : (index) -> ()
  }
  return
}

// -----

func.func @single_iteration(%in: memref<1xf32>, %out: memref<1xf32>, %n: index) -> f32 {
  %cst = arith.constant 0.0 : f32
  %r = affine.for %i = 0 to 1 iter_args(%acc = %cst) -> f32 {
    %1 = affine.load %in[%i] : memref<1xf32>
    %2 = arith.addf %1, %acc : f32
    affine.yield %2 : f32
  }
  affine.for %i = %n to affine_map<(d0) -> (d0 + 1)>(%n) {
    "test.use"(%i) : (index) -> ()
  }
  return %r : f32
}
