// RUN: gomlir-opt %s -allow-unregistered-dialect -split-input-file -affine-simplify-structures > %t.g
// RUN: mlir-opt-upstream %s -allow-unregistered-dialect -split-input-file -affine-simplify-structures > %t.u
// RUN: diff %t.g %t.u
// RUN: FileCheck %s < %t.g

// Maps are simplified; integer sets go through their flattened constraint
// system (empty sets become the canonical empty set, redundant
// inequalities go, equalities come first); affine.apply, for and if are
// then canonicalized.
// CHECK-DAG: #set = affine_set<()[s0, s1] : (s0 - 100 == 0, s1 - 10 == 0, -s0 + 100 >= 0, s1 >= 0)>
// CHECK-LABEL: func.func @sets(
// CHECK-NOT: "test.b"
// CHECK-NOT: "test.c"
// CHECK-NOT: "test.d"
// CHECK-LABEL: func.func @f(
// CHECK-LABEL: func.func @sets3(
func.func @sets(%i: index, %j: index, %N: index) {
  affine.if affine_set<(d0, d1) : (d0 - 100 == 0, d1 - 10 == 0, -d0 + 100 >= 0, d1 >= 0, d1 + 101 >= 0)>(%i, %j) { "test.a"() : () -> () }
  affine.if affine_set<(d0, d1) : (d0 - 1 == 0, d1 - 1 == 0, d0 - d1 - 1 == 0)>(%i, %j) { "test.b"() : () -> () }
  affine.if affine_set<(d0, d1) : (2 * d0 - 3 == 0)>(%i, %j) { "test.c"() : () -> () }
  affine.if affine_set<(d0, d1) : (d0 >= 0, -d0 - 1 >= 0)>(%i, %j) { "test.d"() : () -> () }
  affine.if affine_set<(d0, d1) : (d0 * 4 - 3 >= 0, -d0 * 4 + 5 >= 0)>(%i, %j) { "test.e"() : () -> () }
  affine.if affine_set<(d0, d1)[s0] : (d0 - s0 >= 0, s0 - d0 - 1 >= 0, d1 >= 0)>(%i, %j)[%N] { "test.f"() : () -> () }
  affine.if affine_set<(d0, d1)[s0] : (d0 >= 0, d0 + 5 >= 0, d0 * 2 >= 0, 4 >= 0, d1 - 2 * d0 == 0, 2 * d1 - 4 * d0 == 0)>(%i, %j)[%N] { "test.g"() : () -> () }
  affine.if affine_set<(d0, d1) : (d0 mod 2 - 1 >= 0)>(%i, %j) { "test.h"() : () -> () }
  affine.if affine_set<(d0, d1) : (d0 >= 0, d1 >= 0, d0 + d1 - 5 >= 0, -d0 - d1 + 3 >= 0)>(%i, %j) { "test.i"() : () -> () }
  affine.if affine_set<(d0, d1) : (3 * d0 - 2 * d1 - 1 == 0, d0 - 7 >= 0)>(%i, %j) { "test.j"() : () -> () }
  affine.if affine_set<(d0) : (5 >= 0)>(%i) { "test.k"() : () -> () }
  return
}
// -----
func.func @f(%A: memref<100xf32>, %n: index) -> index {
  %c4 = arith.constant 4 : index
  %0 = affine.apply affine_map<(d0) -> (d0 * 4 floordiv 4 + d0 mod 1)>(%n)
  %1 = affine.apply affine_map<(d0)[s0] -> (d0 + s0)>(%0)[%c4]
  affine.for %i = 0 to affine_map<(d0) -> (d0 * 2 - d0)>(%n) {
    %v = affine.load %A[(%i * 8) floordiv 8] : memref<100xf32>
    affine.if affine_set<(d0) : (d0 * 2 - d0 * 2 - 1 >= 0)>(%i) {
      "test.foo"() : () -> ()
    }
    affine.if affine_set<(d0) : (d0 + 1 - 1 >= 0, 0 == 0)>(%i) {
      "test.bar"() : () -> ()
    } else {
      "test.baz"() : () -> ()
    }
  }
  %2 = affine.apply affine_map<() -> (3 + 4)>()
  %3 = arith.addi %1, %2 : index
  "test.x"() {m = affine_map<(d0) -> (d0 * 3 - d0 * 2)>, s = affine_set<(d0) : (d0 * 3 - d0 * 2 >= 0)>} : () -> ()
  affine.for %i = 0 to 10 {
  }
  return %3 : index
}
// -----
func.func @sets3(%i: index, %j: index, %N: index) {
  affine.for %x = 0 to 10 {
  affine.for %y = 0 to 10 {
  affine.if affine_set<(d0, d1) : (d0 floordiv 4 - 1 >= 0, d1 ceildiv 3 >= 0)>(%x, %y) { "test.a"() : () -> () }
  affine.if affine_set<(d0, d1) : (d0 mod 4 - 4 >= 0)>(%x, %y) { "test.b"() : () -> () }
  affine.if affine_set<(d0, d1)[s0] : ((d0 + d1) floordiv 2 - s0 == 0, d0 mod 3 >= 0)>(%x, %y)[%N] { "test.c"() : () -> () }
  affine.if affine_set<(d0, d1) : (d0 * 2 mod 4 - 1 >= 0, d0 - 3 >= 0)>(%x, %y) { "test.d"() : () -> () }
  affine.if affine_set<(d0, d1) : ((d0 floordiv 2) floordiv 3 - d1 >= 0)>(%x, %y) { "test.e"() : () -> () }
  affine.if affine_set<(d0, d1) : (d0 - (d0 floordiv 8) * 8 >= 0)>(%x, %y) { "test.f"() : () -> () }
  affine.if affine_set<(d0, d1)[s0] : (d0 * s0 >= 0)>(%x, %y)[%N] { "test.g"() : () -> () }
  affine.if affine_set<(d0, d1) : (d0 - 10 >= 0, -d0 + 5 >= 0, d1 >= 0)>(%x, %y) { "test.h"() : () -> () }
  affine.if affine_set<(d0, d1) : (d0 * 7 + d1 * 3 - 1 == 0, d0 * 14 + d1 * 6 - 3 == 0)>(%x, %y) { "test.i"() : () -> () }
  }
  }
  return
}
// -----
func.func @sets4(%i: index, %j: index) {
  affine.if affine_set<(d0, d1) : (d0 * 4 - 1 >= 0, -d0 * 4 + 3 >= 0)>(%i, %j) { "test.a"() : () -> () }
  affine.if affine_set<(d0) : (d0 * 4 - 1 >= 0, -d0 * 4 + 3 >= 0)>(%i) { "test.b"() : () -> () }
  affine.if affine_set<(d0, d1) : (d0 + d1 * 2 - 1 >= 0, -d0 - d1 * 2 + 1 >= 0, d1 * 3 - d0 == 0, d0 - 2 >= 0)>(%i, %j) { "test.c"() : () -> () }
  affine.if affine_set<(d0, d1) : (d0 - d1 * 3 - 1 >= 0, d1 * 3 - d0 + 1 >= 0)>(%i, %j) { "test.d"() : () -> () }
  return
}
