// RUN: gomlir-opt --allow-unregistered-dialect --mlir-print-op-generic --split-input-file --verify-diagnostics %s | FileCheck %s

// `sparse<>` has empty indices and values; a single value is repeated for
// every index.
// CHECK: "t.op"() {a = sparse<> : tensor<2x2xi8>, b = sparse<> : tensor<2x!foo.s>, c = sparse<{{\[\[}}0], [1]], 5> : tensor<2xi8>} : () -> ()
"t.op"() {a = sparse<> : tensor<2x2xi8>, b = sparse<> : tensor<2x!foo.s>, c = sparse<[[0], [1]], 5> : tensor<2xi8>} : () -> ()

// -----

// The attribute is verified as upstream's SparseElementsAttr::verify.
// expected-error @+1 {{sparse index #0 is not contained within the value shape, with index=[18446744073709551615, 0], and type='tensor<2x2xi8>'}}
"t.op"() {a = sparse<[[-1, 0]], [1]> : tensor<2x2xi8>} : () -> ()

// -----

// expected-error @+1 {{expected shape ([2, 2]); inferred shape of indices literal ([2]); inferred shape of values literal ([1])}}
"t.op"() {a = sparse<[0, 1], [5]> : tensor<2x2xi8>} : () -> ()

// -----

// expected-error @+1 {{expected 1-d tensor for sparse element values}}
"t.op"() {a = sparse<[[0, 1]], [[1]]> : tensor<2x2xi8>} : () -> ()

// -----

// Hex data beyond 100 elements: i1 packed by bits; sparse indices never.
// CHECK: a = dense<"0xB66DDBB66DDBB66DDBB66DDB16"> : tensor<101xi1>
"t.op"() {a = dense<"0xB66DDBB66DDBB66DDBB66DDB16"> : tensor<101xi1>} : () -> ()
