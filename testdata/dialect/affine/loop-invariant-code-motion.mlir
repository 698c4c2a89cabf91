// RUN: gomlir-opt %s -allow-unregistered-dialect -affine-loop-invariant-code-motion > %t.g
// RUN: mlir-opt-upstream %s -allow-unregistered-dialect -affine-loop-invariant-code-motion > %t.u
// RUN: diff %t.g %t.u
// RUN: FileCheck %s < %t.g

// Invariant ops move before their affine.for, innermost loops first; loads
// and stores stay when the memref is written (or, for stores, read) in the
// loop; ops using the induction variable or an iteration argument stay.
// CHECK-LABEL: func.func @nested_loops_both_having_invariant_code
// CHECK: arith.addf
// CHECK-NEXT: arith.addf
// CHECK-NEXT: affine.for
// CHECK-LABEL: func.func @invariant_loads
// CHECK: affine.load %arg0[%arg2]
// CHECK-NEXT: affine.for
// CHECK-LABEL: func.func @iter_args
// CHECK: arith.mulf
// CHECK-NEXT: affine.for
func.func @nested_loops_both_having_invariant_code() {
  %m = memref.alloc() : memref<10xf32>
  %cf7 = arith.constant 7.0 : f32
  %cf8 = arith.constant 8.0 : f32
  affine.for %arg0 = 0 to 10 {
    %v0 = arith.addf %cf7, %cf8 : f32
    affine.for %arg1 = 0 to 10 {
      %v1 = arith.addf %v0, %cf8 : f32
      affine.store %v0, %m[%arg0] : memref<10xf32>
    }
  }
  return
}

func.func @store_affine_apply() -> memref<10xf32> {
  %cf7 = arith.constant 7.0 : f32
  %m = memref.alloc() : memref<10xf32>
  affine.for %arg0 = 0 to 10 {
      %t0 = affine.apply affine_map<(d1) -> (d1 + 1)>(%arg0)
      affine.store %cf7, %m[%t0] : memref<10xf32>
  }
  return %m : memref<10xf32>
}

func.func @invariant_loads(%m: memref<10xf32>, %n: memref<10xf32>, %i: index) {
  affine.for %arg0 = 0 to 10 {
    affine.for %arg1 = 0 to 10 {
      %v0 = affine.load %m[%i] : memref<10xf32>
      %v1 = affine.load %n[%arg0] : memref<10xf32>
      %v2 = arith.addf %v0, %v1 : f32
      affine.store %v2, %n[%arg0] : memref<10xf32>
    }
  }
  return
}

func.func @invariant_if(%m: memref<10xf32>, %i: index) {
  %cf7 = arith.constant 7.0 : f32
  affine.for %arg0 = 0 to 10 {
    affine.if affine_set<(d0) : (d0 - 1 >= 0)>(%i) {
      %x = arith.addf %cf7, %cf7 : f32
    } else {
      %y = arith.mulf %cf7, %cf7 : f32
    }
    affine.for %arg1 = 0 to 5 {
      %z = arith.addf %cf7, %cf7 : f32
    }
    affine.if affine_set<(d0) : (d0 - 1 >= 0)>(%arg0) {
      %x = arith.addf %cf7, %cf7 : f32
    }
    "test.side_effect"() : () -> ()
    %w = arith.addf %cf7, %cf7 : f32
  }
  return
}

func.func @iter_args(%m: memref<10xf32>) -> f32 {
  %cf7 = arith.constant 7.0 : f32
  %r = affine.for %arg0 = 0 to 10 iter_args(%acc = %cf7) -> f32 {
    %a = arith.addf %acc, %cf7 : f32
    %b = arith.mulf %cf7, %cf7 : f32
    %c = arith.addf %b, %a : f32
    affine.yield %c : f32
  }
  return %r : f32
}

func.func @vector_loads(%m: memref<100xf32>, %i: index) {
  affine.for %arg0 = 0 to 10 {
    %v = affine.vector_load %m[%i] : memref<100xf32>, vector<4xf32>
    affine.for %arg1 = 0 to 10 {
      affine.vector_store %v, %m[%arg1] : memref<100xf32>, vector<4xf32>
    }
  }
  return
}
