// RUN: gomlir-opt --lift-cf-to-scf %s | FileCheck %s
// RUN: gomlir-opt --lift-cf-to-scf %s > %t.g
// RUN: mlir-opt-upstream --lift-cf-to-scf %s > %t.u
// RUN: diff %t.g %t.u

// The last case of upstream's test.mlir. Later upstream lifts the regions
// of any op; MLIR 22's pass walks func.func ops only, so the CFG of
// "test.test5" stays as it is.

"test.test5" () ({
  %cond = "test.test1"() : () -> i1
  cf.cond_br %cond, ^bb1, ^bb2
^bb1:
  "test.test2"() : () -> ()
  cf.br ^bb3
^bb2:
  "test.test3"() : () -> ()
  cf.br ^bb3
^bb3:
  "test.test4"() : () -> ()
}) : () -> ()

// CHECK-LABEL: test.test5
// CHECK:         %[[COND:.*]] = "test.test1"
// CHECK-NEXT:    cf.cond_br %[[COND]], ^bb1, ^bb2
// CHECK-NOT:     scf.if
