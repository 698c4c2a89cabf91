// RUN: gomlir-opt -allow-unregistered-dialect %s > %t.g
// RUN: mlir-opt-upstream -allow-unregistered-dialect %s > %t.u
// RUN: diff %t.g %t.u
// RUN: gomlir-opt -allow-unregistered-dialect %s -mlir-print-op-generic > %t.g2
// RUN: mlir-opt-upstream -allow-unregistered-dialect %s -mlir-print-op-generic > %t.u2
// RUN: diff %t.g2 %t.u2
// RUN: gomlir-opt -allow-unregistered-dialect %s -mlir-print-debuginfo > %t.g3
// RUN: mlir-opt-upstream -allow-unregistered-dialect %s -mlir-print-debuginfo > %t.u3
// RUN: diff %t.g3 %t.u3
// RUN: gomlir-opt -allow-unregistered-dialect %t.g2 | FileCheck %s

// Bounds print as constants or single symbols where they can, else as maps
// with their operands (min/max for several results); terminators without
// operands are implicit; an induction variable keeps its location.
// CHECK-LABEL: func.func @f
// CHECK: affine.for %arg2 = 0 to 8 {
// CHECK: affine.for %arg2 = %arg0 to 10 step 2 {
// CHECK: affine.apply #map(%arg2)[%arg0]
// CHECK: affine.for %arg2 = max #map1(%c4)[%arg0] to min #map1(%arg0)[%c4] {
// CHECK: affine.for %arg2 = 0 to %arg0 iter_args(%arg3 = %c4) -> (index) {
// CHECK: affine.yield %3 : index
// CHECK: affine.if #set(%c4) {
// CHECK: } else {
// CHECK: affine.if #set(%c4) -> index {
// CHECK: affine.apply #map2()[%0] {foo}
#set0 = affine_set<(d0) : (1 == 0)>
#map = affine_map<(d0)[s0] -> (d0 + s0, 5)>
func.func @f(%n: index, %m: memref<10xf32>) -> index {
  %c = arith.constant 4 : index
  affine.for %i0 loc("IVlocation") = 0 to 8 {
  }
  affine.for %i = %n to 10 step 2 {
    %a = affine.apply affine_map<(d0)[s0] -> (d0 + s0)>(%i)[%n]
  }
  affine.for %i = max #map(%c)[%n] to min #map(%n)[%c] {
  }
  %r = affine.for %i = 0 to %n iter_args(%acc = %c) -> (index) {
    %s = arith.addi %acc, %i : index
    affine.yield %s : index
  }
  affine.if #set0(%c) {
  } else {
    %z = arith.constant 0 : index
  }
  %v = affine.if #set0(%c) -> index {
    affine.yield %c : index
  } else {
    affine.yield %n : index
  }
  %q = affine.apply affine_map<()[s0] -> (s0 * 2)>()[%r] {foo}
  return %v : index
}

// Symbols: top-level values of the affine scope, constants, affine.apply of
// symbols; dimensions also take induction variables.
func.func @scopes(%n: index, %m: memref<?xf32>) {
  %c = arith.constant 3 : index
  affine.for %i = 0 to %n {
    %s = affine.apply affine_map<()[s0] -> (s0 + 1)>()[%n]
    affine.for %j = %s to %c step 3 {
      %d = affine.apply affine_map<(d0, d1) -> (d0 + d1)>(%i, %j)
      affine.if affine_set<(d0)[s0] : (d0 - s0 >= 0, s0 == 0)>(%d)[%s] {
        "foo.op"() : () -> ()
      }
    } {tag = "inner"}
  }
  %r:2 = affine.for %i = 0 to 4 iter_args(%a = %c, %b = %n) -> (index, index) {
    affine.yield %b, %a : index, index
  }
  return
}
