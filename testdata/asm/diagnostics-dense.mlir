// RUN: gomlir-opt %s -split-input-file -verify-diagnostics
// RUN: mlir-opt-upstream %s -split-input-file -verify-diagnostics
// RUN: not gomlir-opt %s -split-input-file 2> %t.g
// RUN: not mlir-opt-upstream %s -split-input-file 2> %t.u
// RUN: diff %t.g %t.u

// Diagnostics of dense, sparse and array elements attributes.

// expected-error@+1 {{expected ',' between complex elements}}
#a = dense<[(1 2)]> : tensor<1xcomplex<i32>>

// -----

// expected-error@+1 {{expected ')' after complex elements}}
#a = dense<[(1, 2]> : tensor<1xcomplex<i32>>

// -----

// expected-error@+1 {{expected '<' after 'dense'}}
#a = dense 1 : tensor<i32>

// -----

// expected-error@+1 {{elements literal type must have static shape}}
#a = dense<1> : tensor<?xi32>

// -----

// expected-error@+1 {{expected integer elements, but parsed floating-point}}
#a = dense<1.5> : tensor<i32>

// -----

// expected-error@+1 {{expected i1 type for 'true' or 'false' values}}
#a = dense<true> : tensor<i32>

// -----

// expected-error@+1 {{integer constant out of range for type}}
#a = dense<300> : tensor<i8>

// -----

// expected-error@+1 {{tensor literal is invalid; ranks are not consistent between elements}}
#a = dense<[[1], 2]> : tensor<2x1xi32>

// -----

// expected-error@+1 {{expected ']'}}
#a = dense<[1, 2> : tensor<2xi32>

// -----

// expected-error@+1 {{expected '<' after 'dense_resource'}}
#a = dense_resource blob : tensor<i32>

// -----

// expected-error@+1 {{expected '<' after 'array'}}
#a = array i32: 1>

// -----

// expected-error@+1 {{expected '>' to close an array attribute}}
#a = array<i32: 1 2>

// -----

// expected-error@+1 {{expected i1 type for 'true' or 'false' values}}
#a = array<i32: true>

// -----

// expected-error@+1 {{Expected '<' after 'sparse'}}
#a = sparse [[0]], [1]> : tensor<2xi32>

// -----

// expected-error@+1 {{expected integer elements, but parsed floating-point}}
#a = sparse<[[0.5]], [1]> : tensor<2xi32>

// -----

// expected-error@+1 {{sparse index #0 is not contained within the value shape, with index=[5], and type='tensor<2xi32>'}}
#a = sparse<[[5]], [1]> : tensor<2xi32>

// -----

// expected-error@+1 {{expected unsigned integer elements, but parsed negative value}}
#a = dense<-1> : tensor<ui8>

// -----

// expected-error@+1 {{inferred shape of elements literal ([2]) does not match type ([3])}}
#a = dense<[1, 2]> : tensor<3xi32>

// -----

// expected-error@+1 {{parsed zero elements, but type ('tensor<1xi32>') expected at least 1}}
#a = dense<> : tensor<1xi32>

// -----

// expected-error@+1 {{elements hex data size is invalid for provided type: 'tensor<3xi32>'}}
#a = dense<"0x0102"> : tensor<3xi32>

// -----

// expected-error@+1 {{expected string token, got 1}}
#a = dense<["a", 1]> : tensor<2x!llvm.ptr>

// -----

// expected-error@+1 {{expected integer or float type, got: 'vector<2xi32>'}}
#a = array<vector<2xi32>: 1>

// -----

// expected-error@+1 {{element type bitwidth must be a multiple of 8}}
#a = array<i4: 1>

// -----

// expected-error@+1 {{expected 'true' or 'false' values for i1 type}}
#a = array<i1: 1>

// -----

// expected-error@+1 {{integer constant out of range}}
#a = array<i8: 300>

// -----

// expected-error@+1 {{expected integer literal}}
#a = array<i8: 1.5>

// -----

// expected-error@+1 {{expected floating point literal}}
#a = array<f32: foo>
