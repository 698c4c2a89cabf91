// RUN: not gomlir-opt %s -allow-unregistered-dialect -split-input-file 2> %t.g
// RUN: not mlir-opt-upstream %s -allow-unregistered-dialect -split-input-file 2> %t.u
// RUN: diff %t.g %t.u
// RUN: FileCheck %s < %t.g

// Element errors of dense literals are reported at the offending token (as
// upstream's TensorLiteralParser), not after the previous one.

// CHECK: 10:32: error: expected element literal of primitive type
"t.op"() {a = dense<[0, 58, 8, : 1]> : vector<4xi32>} : () -> ()

// -----

// CHECK: 16:3: error: expected element literal of primitive type
"t.op"() {a = dense<[1,
  ]> : tensor<2xi32>} : () -> ()

// -----

// CHECK: 22:2: error: expected integer or floating point literal
"t.op"() {a = dense<[1, -
 x]> : tensor<2xi32>} : () -> ()
