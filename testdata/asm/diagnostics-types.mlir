// RUN: gomlir-opt %s -split-input-file -verify-diagnostics
// RUN: mlir-opt-upstream %s -split-input-file -verify-diagnostics
// RUN: not gomlir-opt %s -split-input-file 2> %t.g
// RUN: not mlir-opt-upstream %s -split-input-file 2> %t.u
// RUN: diff %t.g %t.u

// Diagnostics of builtin types.

// expected-error@+1 {{invalid integer width}}
!t = i99999999999999999999

// -----

// expected-error@+1 {{integer bitwidth is limited to 16777215 bits}}
!t = i16777216

// -----

// expected-error@+1 {{expected '<' in complex type}}
!t = complex i32

// -----

// expected-error@+1 {{invalid element type for complex}}
!t = complex<memref<i32>>

// -----

// expected-error@+1 {{expected '>' in complex type}}
!t = complex<f32

// -----

// expected-error@+1 {{expected '<' in tuple type}}
!t = tuple i32

// -----

// expected-error@+1 {{expected '>' in tuple type}}
!t = tuple<i32, f32

// -----

// expected-error@+1 {{expected '->' in function type}}
!t = (i32) i32

// -----

// expected-error@+1 {{expected ')'}}
!t = (i32 -> i32

// -----

// expected-error@+1 {{expected '<' in vector type}}
!t = vector 4xf32

// -----

// expected-error@+1 {{missing ']' closing scalable dimension}}
!t = vector<[4xf32>

// -----

// expected-error@+1 {{expected 'x' in dimension list}}
!t = vector<4 f32>

// -----

// expected-error@+1 {{expected '<' in tensor type}}
!t = tensor 4xf32

// -----

// expected-error@+1 {{expected 'x' in dimension list}}
!t = tensor<4 f32>

// -----

// expected-error@+1 {{expected non-function type}}
!t = tensor<-2xf32>

// -----

// expected-error@+1 {{expected '<' in memref type}}
!t = memref 4xf32

// -----

// expected-error@+1 {{expected 'x' in dimension list}}
!t = memref<4 f32>

// -----

// expected-error@+1 {{expected ',' or '>' in memref type}}
!t = memref<4xf32 1>

// -----

// expected-error@+1 {{cannot have affine map for unranked memref type}}
!t = memref<*xf32, affine_map<(d0) -> (d0)>>

// -----

// expected-error@+1 {{multiple memory spaces specified in memref type}}
!t = memref<4xf32, 1, 2>

// -----

// expected-error@+1 {{multiple memory spaces specified in memref type}}
!t = memref<4xf32, affine_map<(d0) -> (d0)>, 1, 2>

// -----

// expected-error@+1 {{expected ',' or '>'}}
!t = memref<4xf32, affine_map<(d0) -> (d0)>, 1 3>

// -----

// expected-error@+1 {{expected non-function type}}
!t = memref<-2xf32>

// -----

// expected-error@+1 {{memref layout mismatch between rank and affine map: 1 != 2}}
!t = memref<4xf32, affine_map<(d0, d1) -> (d0)>>

// -----

// expected-error@+1 {{`!"unknowndialect"<""x"">` type created with unregistered dialect. If this is intended, please call allowUnregisteredDialects() on the MLIRContext, or use -allow-unregistered-dialect with the MLIR opt tool used}}
!t = !unknowndialect<"x">

// -----

// expected-error@+1 {{`!"unknowndialect"<"x">` type created with unregistered dialect. If this is intended, please call allowUnregisteredDialects() on the MLIRContext, or use -allow-unregistered-dialect with the MLIR opt tool used}}
!t = !unknowndialect.x

// -----

// The error points at the start of the body.
// expected-error@+1 {{`!"unknowndialect"<"xyz<1>">` type created with unregistered dialect. If this is intended, please call allowUnregisteredDialects() on the MLIRContext, or use -allow-unregistered-dialect with the MLIR opt tool used}}
!t = !unknowndialect.xyz<1>

// -----

// expected-error@+1 {{#"unknowndialect"<"xyz"> : 'none' attribute created with unregistered dialect. If this is intended, please call allowUnregisteredDialects() on the MLIRContext, or use -allow-unregistered-dialect with the MLIR opt tool used}}
#a = #unknowndialect.xyz

// -----

// expected-error@+1 {{expected 'offset' after comma}}
!t = memref<4x?xf32, strided<[1, 1], offsett: 0>>

// -----

// expected-error@+1 {{expected ':' after 'offset'}}
!t = memref<4x?xf32, strided<[1, 1], offset 0>>

// -----

// expected-error@+1 {{expected '<' after 'strided'}}
!t = memref<4x?xf32, strided[1, 1]>>

// -----

// expected-error@+1 {{expected '['}}
!t = memref<4x?xf32, strided<1, 1>>

// -----

// expected-error@+1 {{expected ',' or '>'}}
!t = memref<4x?xf32, strided<[1, 1]>
