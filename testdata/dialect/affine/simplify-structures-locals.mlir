// RUN: gomlir-opt %s -split-input-file -allow-unregistered-dialect -affine-simplify-structures > %t.g
// RUN: mlir-opt-upstream %s -split-input-file -allow-unregistered-dialect -affine-simplify-structures > %t.u
// RUN: diff %t.g %t.u
// RUN: FileCheck %s < %t.g

// The emptiness check of affine-simplify-structures on integer sets with
// floordiv/ceildiv/mod local variables: as upstream's IntegerRelation::isEmpty,
// an equality with a unit coefficient on a local substitutes it before the
// Gaussian and Fourier-Motzkin eliminations (the first set, from the random
// loop-program differential, seed 50147, is empty only that way).

// CHECK-LABEL: func @ceildiv_local_substituted
// CHECK-NEXT:    return
func.func @ceildiv_local_substituted(%s: index) {
  affine.if affine_set<()[s0] : (s0 ceildiv 7 - (2*s0 + 3) == 0, (s0 + 7) ceildiv 8 - 2 >= s0)>()[%s] {
    "test.foo"() : () -> ()
  }
  return
}

// -----

// CHECK-LABEL: func @floordiv_local_substituted
// CHECK-NEXT:    return
func.func @floordiv_local_substituted(%d: index) {
  affine.if affine_set<(d0) : (d0 floordiv 4 - d0 - 1 == 0, d0 >= 0)>(%d) {
    "test.foo"() : () -> ()
  }
  return
}

// -----

// CHECK-LABEL: func @mod_local_kept
// CHECK-NEXT:    affine.if #{{.*}}()[%arg1, %arg0]
func.func @mod_local_kept(%d: index, %s: index) {
  affine.if affine_set<(d0)[s0] : (d0 mod 3 - 1 == 0, d0 floordiv 2 - s0 >= 0)>(%d)[%s] {
    "test.foo"() : () -> ()
  }
  return
}

// -----

// CHECK-LABEL: func @local_coefficient_two
// CHECK-NEXT:    return
func.func @local_coefficient_two(%d: index) {
  affine.if affine_set<(d0) : ((d0 floordiv 3) * 2 - d0 == 0, d0 - 5 >= 0)>(%d) {
    "test.foo"() : () -> ()
  }
  return
}

// -----

// CHECK-LABEL: func @two_locals
// CHECK-NEXT:    affine.if #{{.*}}()[%arg0, %arg1] {
// CHECK-NEXT:      "test.foo"
// CHECK-NEXT:    }
// CHECK-NEXT:    return
func.func @two_locals(%d: index, %e: index) {
  affine.if affine_set<(d0, d1) : (d0 floordiv 5 - d1 == 0, d1 ceildiv 3 - d0 * 2 == 0, d0 - 1 >= 0)>(%d, %e) {
    "test.foo"() : () -> ()
  }
  affine.if affine_set<(d0, d1) : (d0 floordiv 5 - d1 * 4 - 2 == 0, (d0 + d1) mod 7 - 3 == 0, d1 >= 0)>(%d, %e) {
    "test.foo"() : () -> ()
  }
  return
}
