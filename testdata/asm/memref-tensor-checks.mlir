// RUN: gomlir-opt --allow-unregistered-dialect --mlir-print-op-generic --split-input-file --verify-diagnostics %s | FileCheck %s

// A later layout replaces an earlier one; a trailing comma in a tensor type
// is no encoding (upstream's parseOptionalAttribute).
// CHECK: "t.op"() {a = memref<4xf32, strided<[2]>>, b = tensor<4xf32>, c = memref<4xmemref<*xf32>>} : () -> ()
"t.op"() {a = memref<4xf32, strided<[1]>, strided<[2]>>, b = tensor<4xf32,>, c = memref<4xmemref<*xf32>>} : () -> ()

// -----

// The type's verifier reports at `memref`.
// expected-error @+1 {{unsupported memory space Attribute}}
"t.op"() {x = memref<4xf32, 2.0>} : () -> ()

// -----

// expected-error @+1 {{expected the number of strides to match the rank}}
"t.op"() {x = memref<4xf32, strided<[1, 2]>>} : () -> ()

// -----

// expected-error @+1 {{memref layout mismatch between rank and affine map: 1 != 2}}
"t.op"() {x = memref<4xf32, affine_map<(d0, d1) -> (d0)>>} : () -> ()

// -----

// expected-error @+1 {{invalid memref element type}}
"t.op"() {x = memref<4x!foo.bar>} : () -> ()

// -----

// expected-error @+1 {{invalid tensor element type}}
"t.op"() {x = tensor<*xtuple<>>} : () -> ()

// -----

// expected-error @+1 {{cannot apply encoding to unranked tensor}}
"t.op"() {x = tensor<*xf32, "enc">} : () -> ()

// -----

// `array<...>` starts no encoding.
// expected-error @+1 {{expected '>' in tensor type}}
"t.op"() {x = tensor<2xi32, array<i32: 1>>} : () -> ()

// -----

// expected-error @+1 {{expected memory space to be last in memref type}}
"t.op"() {x = memref<4xf32, "s", strided<[1]>>} : () -> ()

// -----

// expected-error @+1 {{expected list element}}
"t.op"() {x = memref<4xf32,>} : () -> ()
