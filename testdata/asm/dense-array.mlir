// RUN: gomlir-opt --allow-unregistered-dialect --mlir-print-op-generic --split-input-file --verify-diagnostics %s | FileCheck %s

// As upstream, negative unsigned elements wrap.
// CHECK: "t.op"() {x = array<ui8: 255>, y = array<i1: true, false>} : () -> ()
"t.op"() {x = array<ui8: -1>, y = array<i1: true, false>} : () -> ()

// -----

// expected-error @+1 {{element type bitwidth must be a multiple of 8}}
"t.op"() {x = array<i7: 1>} : () -> ()

// -----

// expected-error @+1 {{expected ':' after dense array type}}
"t.op"() {x = array<i32 1>} : () -> ()

// -----

// expected-error @+1 {{expected 'true' or 'false' values for i1 type}}
"t.op"() {x = array<i1: 1>} : () -> ()

// -----

// expected-error @+1 {{integer constant out of range}}
"t.op"() {x = array<i8: 300>} : () -> ()

// -----

// expected-error @+1 {{expected integer literal}}
"t.op"() {x = array<i8: 1.5>} : () -> ()

// -----

// expected-error @+1 {{expected floating point literal}}
"t.op"() {x = array<f32: true>} : () -> ()

// -----

// expected-error @+1 {{expected integer or float type, got: 'tensor<f32>'}}
"t.op"() {x = array<tensor<f32>: 1>} : () -> ()
