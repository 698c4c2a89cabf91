// RUN: gomlir-opt %s --allow-unregistered-dialect --split-input-file --verify-diagnostics
// RUN: mlir-opt-upstream %s --allow-unregistered-dialect --split-input-file --verify-diagnostics

// expected-error @+1 {{unknown attribute `foo` in dialect `complex`}}
"t.a"() {x = #complex.foo<1>} : () -> ()
// -----
// expected-error @+1 {{expected ','}}
"t.a"() {x = #complex.number<:f32 1.0 2.0>} : () -> ()
// -----
// expected-error @+1 {{expected ':'}}
"t.a"() {x = #complex.number<f32 1.0, 2.0>} : () -> ()
// -----
// expected-error @+1 {{expected '>'}}
"t.a"() {x = #complex.number<:f16 1.0, 2.0, 3.0>} : () -> ()
// -----
// expected-error @+2 {{unexpected decimal integer literal for a floating point value}}
// expected-note @+1 {{add a trailing dot to make the literal a float}}
"t.a"() {x = #complex.number<:f32 1, 2.0>} : () -> ()
// -----
// expected-error @+1 {{expected floating point literal}}
"t.a"() {x = #complex.number<:f32 1.0, x>} : () -> ()
// -----
// expected-error @+1 {{expected '<'}}
"t.a"() {x = #complex.number} : () -> ()
