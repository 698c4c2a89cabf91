// RUN: gomlir-opt --allow-unregistered-dialect --mlir-print-op-generic --split-input-file --verify-diagnostics %s | FileCheck %s

// Distinct identifiers are numbers (0x1 is 1); strides are decimal or hex.
// CHECK: "t.op"() {x = #distinct, y = #distinct, z = strided<[10, 16]>} : () -> ()
"t.op"() {x = distinct[0x1]<1>, y = distinct[1]<1>, z = strided<[010, 0x10]>} : () -> ()

// -----

// expected-error @+1 {{undefined symbol alias id 'nosuchattr'}}
"t.op"() {x = #nosuchattr} : () -> ()

// -----

// expected-error @+1 {{undefined symbol alias id 'nosuchtype'}}
"t.op"() : () -> !nosuchtype

// -----

// expected-error @+1 {{referenced attribute does not match previous definition: 1 : i64}}
"t.op"() {x = distinct[77]<1>, y = distinct[77]<2>} : () -> ()

// -----

// expected-error @+1 {{expected a 64-bit signed integer or '?'}}
"t.op"() {x = strided<[-9223372036854775808]>} : () -> ()
