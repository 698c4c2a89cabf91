// RUN: gomlir-opt --allow-unregistered-dialect --mlir-print-op-generic --split-input-file --verify-diagnostics %s | FileCheck %s

// Single-block regions of unregistered operations may be graph regions:
// upstream checks dominance there only across regions, so values may be
// used before their definition, or by their own op.
// CHECK: "t.top"() ({
// CHECK-NEXT: %0 = "t.a"(%0) : (i32) -> i32
// CHECK-NEXT: %1 = "t.b"(%2) ({
// CHECK-NEXT: "t.c"(%1) : (i32) -> ()
// CHECK-NEXT: }) : (i32) -> i32
// CHECK-NEXT: %2 = "t.d"() : () -> i32
"t.top"() ({
  %0 = "t.a"(%0) : (i32) -> i32
  %1 = "t.b"(%2) ({
    "t.c"(%1) : (i32) -> ()
  }) : (i32) -> i32
  %2 = "t.d"() : () -> i32
}) : () -> ()

// -----

// Multi-block regions always have SSA dominance.
"t.f"() ({
  "t.g"()[^bb1] : () -> ()
^bb1:
  // expected-error @+2 {{operand #0 does not dominate this use}}
  // expected-note @+1 {{operand defined here (op in the same block)}}
  %3 = "t.h"(%3) : (i32) -> i32
  "t.g"()[^bb1] : () -> ()
}) : () -> ()

// -----

// Across regions, the use is checked where its ancestor is.
"t.f"() ({
  // expected-error @+1 {{operand #0 does not dominate this use}}
  "t.g"(%0) : (i32) -> ()
  "t.br"()[^bb2] : () -> ()
^bb2:
  // expected-note @+1 {{operand defined here (op in the same region)}}
  %0 = "t.a"() : () -> i32
  "t.r"() : () -> ()
}) : () -> ()
