// RUN: gomlir-opt --allow-unregistered-dialect --mlir-print-op-generic --split-input-file --verify-diagnostics %s | FileCheck %s

// `dense<>` is the empty literal, valid for any type without elements; `[]`
// infers the shape [0]. A string literal is hex data for numbers and a splat
// for other element types; i1 hex data is packed by bits.
// CHECK: "t.op"() {a = dense<> : tensor<0x3xf32>, b = dense<> : tensor<0x!foo.s>, c = dense<"0x01"> : tensor<2x!foo.s>, d = dense<[true, false, true]> : tensor<3xi1>, e = dense<5> : tensor<0xi32>} : () -> ()
"t.op"() {a = dense<> : tensor<0x3xf32>, b = dense<[]> : tensor<0x!foo.s>, c = dense<"0x01"> : tensor<2x!foo.s>, d = dense<"0x05"> : tensor<3xi1>, e = dense<5> : tensor<0xi32>} : () -> ()

// -----

// Shape and count errors are reported at the `dense` keyword.
// expected-error @+1 {{inferred shape of elements literal ([0]) does not match type ([0, 3])}}
"t.op"() {a = dense<[]> : tensor<0x3xf32>} : () -> ()

// -----

// expected-error @+1 {{parsed zero elements, but type ('tensor<2xi8>') expected at least 1}}
"t.op"() {a = dense<> : tensor<2xi8>} : () -> ()

// -----

// expected-error @+1 {{parsed 1 elements, but type ('complex<f32>') expected 2 elements}}
"t.op"() {a = dense<1.5> : tensor<complex<f32>>} : () -> ()

// -----

// expected-error @+1 {{expected string token, got 1}}
"t.op"() {a = dense<[1]> : tensor<1x!foo.s>} : () -> ()

// -----

// expected-error @+1 {{elements hex data size is invalid for provided type: 'tensor<f80>'}}
"t.op"() {a = dense<"0x00000000000000000000000000000000"> : tensor<f80>} : () -> ()

// -----

// expected-error @+1 {{elements literal must be a shaped type}}
"t.op"() {a = dense<1> : i32} : () -> ()

// -----

// Element errors are reported at the element (after a minus sign).
// expected-error @+1 {{expected string containing hex digits starting with `0x`}}
"t.op"() {a = dense<"abc"> : tensor<2xi32>} : () -> ()

// -----

// expected-error @+1 {{expected unsigned integer elements, but parsed negative value}}
"t.op"() {a = dense<-1.5> : tensor<ui8>} : () -> ()

// -----

// expected-error @+1 {{expected floating point literal}}
"t.op"() {a = dense<true> : tensor<f32>} : () -> ()

// -----

// expected-error @+1 {{`dense_resource` expected a shaped type}}
"t.op"() {a = dense_resource<r> : i32} : () -> ()
