// RUN: gomlir-opt %s -allow-unregistered-dialect -test-decompose-affine-ops > %t.g
// RUN: mlir-opt-upstream %s -allow-unregistered-dialect -test-decompose-affine-ops > %t.u
// RUN: diff %t.g %t.u
// RUN: gomlir-opt %s -allow-unregistered-dialect -test-decompose-affine-ops -loop-invariant-code-motion -cse -mlir-print-debuginfo > %t.g2
// RUN: mlir-opt-upstream %s -allow-unregistered-dialect -test-decompose-affine-ops -loop-invariant-code-motion -cse -mlir-print-debuginfo > %t.u2
// RUN: diff %t.g2 %t.u2
// RUN: FileCheck %s < %t.g

// Operands become symbols, the most loop-invariant first; a top-level sum
// (or product) is split into one apply per term, the most hoistable terms
// combined first.

// CHECK-LABEL: func @nest
// CHECK: affine.for
// CHECK: affine.for
// CHECK: affine.for
// CHECK-NOT: affine.apply {{.*}}floordiv
// CHECK: affine.apply
func.func @nest(%a: index, %b: index, %n: index) {
  affine.for %i = 0 to %n {
    affine.for %j = 0 to 10 {
      affine.for %k = 0 to 20 {
        %r = affine.apply affine_map<(d0, d1, d2)[s0, s1] -> (d0 * 3 + d1 * s0 + d2 floordiv 4 + s1 mod 7 + 42)>(%k, %i, %j)[%a, %b]
        "use"(%r) : (index) -> ()
        %m = affine.apply affine_map<(d0, d1)[s0] -> ((d0 + s0) * (s0 + 2) + d1)>(%j, %k)[%n]
        "use"(%m) : (index) -> ()
        %t = affine.apply affine_map<(d0)[s0] -> (d0 + s0)>(%k)[%a]
        "use"(%t) : (index) -> ()
      }
    }
  }
  affine.parallel (%x) = (0) to (8) {
    %p = affine.apply affine_map<(d0)[s0, s1] -> (d0 mod 3 + s0 * 5 + s1)>(%x)[%a, %b]
    "use"(%p) : (index) -> ()
  }
  return
}

// CHECK-LABEL: func @product
// CHECK-COUNT-4: affine.apply
func.func @product(%a: index, %b: index, %n: index) -> index {
  %r = affine.for %i = 0 to %n iter_args(%acc = %a) -> index {
    %m = affine.apply affine_map<()[s0, s1] -> ((s0 + 1) * (s1 * 2 + 3))>()[%b, %n]
    %s = affine.apply affine_map<(d0, d1)[s0] -> ((d0 floordiv 2) * 3 + d1 + s0 * 5)>(%i, %acc)[%m]
    affine.yield %s : index
  }
  return %r : index
}
