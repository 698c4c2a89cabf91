// RUN: gomlir-opt %s -split-input-file -allow-unregistered-dialect -pass-pipeline="builtin.module(func.func(test-affine-loop-unswitch))" > %t.g
// RUN: mlir-opt-upstream %s -split-input-file -allow-unregistered-dialect -pass-pipeline="builtin.module(func.func(test-affine-loop-unswitch))" > %t.u
// RUN: diff %t.g %t.u
// RUN: gomlir-opt %s -split-input-file -allow-unregistered-dialect -test-affine-loop-unswitch -mlir-print-debuginfo > %t.g2
// RUN: mlir-opt-upstream %s -split-input-file -allow-unregistered-dialect -test-affine-loop-unswitch -mlir-print-debuginfo > %t.u2
// RUN: diff %t.g2 %t.u2
// RUN: FileCheck %s < %t.g

// The first if (post-order) that is invariant in loops around it is
// hoisted above them, and only that one; the nest is versioned: the then
// version keeps the then block, the else version the else block.

// CHECK-LABEL: func @versioned
// CHECK: affine.if
// CHECK-NEXT: affine.for
// CHECK: "then"
// CHECK: } else {
// CHECK-NEXT: affine.for
// CHECK: "else"
func.func @versioned(%n : index, %m : index) {
  affine.for %i = 0 to 10 {
    affine.for %j = 0 to %n {
      affine.if affine_set<(d0)[s0] : (d0 - 4 >= 0, s0 - 1 >= 0)>(%j)[%m] {
        "use"(%j) : (index) -> ()
      }
      affine.if affine_set<()[s0] : (s0 - 3 >= 0)>()[%m] {
        "then"(%i) : (index) -> ()
      } else {
        "else"(%j) : (index) -> ()
      }
    }
  }
  return
}

// -----

// Without an else block the else version is empty and canonicalized
// away; an if on an induction variable stays below its loop.

// CHECK-LABEL: func @no_else
// CHECK-NEXT: arith.constant
// CHECK-NEXT: affine.for
// CHECK-NEXT: affine.if
// CHECK-NEXT: affine.for
// CHECK-NOT: else
func.func @no_else(%A : memref<100xf32>, %s : index) {
  %cf = arith.constant 1.0 : f32
  affine.for %i = 0 to 100 {
    affine.for %k = 0 to 8 {
      affine.if affine_set<(d0) : (d0 - 50 >= 0)>(%i) {
        affine.store %cf, %A[%i] : memref<100xf32>
      }
    }
    affine.if affine_set<()[s0] : (s0 * 2 - 7 >= 0)>()[%s] {
      %v = affine.load %A[%i] : memref<100xf32>
      "keep"(%v) : (f32) -> ()
    }
  }
  return
}

// -----

// Hoisting goes past affine.parallel and affine.if; ops other than affine
// ones stop it.

// CHECK-LABEL: func @nested
// CHECK-NEXT: affine.if
// CHECK-NEXT: affine.parallel
// CHECK: "inner"
// CHECK: } else {
// CHECK-NEXT: affine.parallel
// CHECK: "other"
// CHECK: "test.region"
// CHECK-NEXT: affine.for
// CHECK-NEXT: affine.if
func.func @nested(%a : index, %b : index) {
  affine.parallel (%x, %y) = (0, 0) to (4, 4) {
    affine.if affine_set<()[s0] : (s0 >= 0)>()[%a] {
      affine.if affine_set<()[s0, s1] : (s0 - s1 >= 0)>()[%a, %b] {
        "inner"(%x) : (index) -> ()
      } else {
        "other"(%y) : (index) -> ()
      }
    }
  }
  "test.region"() ({
    affine.for %i = 0 to 3 {
      affine.if affine_set<()[s0] : (s0 - 1 >= 0)>()[%b] {
        "deep"(%i) : (index) -> ()
      }
    }
    "test.end"() : () -> ()
  }) : () -> ()
  return
}
