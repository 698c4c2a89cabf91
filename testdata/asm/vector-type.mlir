// RUN: gomlir-opt --allow-unregistered-dialect --mlir-print-op-generic --split-input-file --verify-diagnostics %s | FileCheck %s

// 0-d and scalable vectors.
// CHECK: "t.op"() {a = vector<f32>, b = vector<[4]xindex>, c = vector<2x[4]x[8]xi1>} : () -> ()
"t.op"() {a = vector<f32>, b = vector<[ 4 ]xindex>, c = vector<2x[4]x[8]xi1>} : () -> ()

// -----

// Errors of the built type are reported at its start.
// expected-error @+1 {{vector types must have positive constant sizes but got 2, 0}}
"t.op"() {a = vector<2x0xf32>} : () -> ()

// -----

// expected-error @+1 {{failed to verify 'elementType': VectorElementTypeInterface instance}}
"t.op"() {a = vector<4xcomplex<f32>>} : () -> ()

// -----

// `?` is no vector dimension.
// expected-error @+1 {{expected non-function type}}
"t.op"() {a = vector<4x?xf32>} : () -> ()

// -----

// expected-error @+1 {{invalid dimension}}
"t.op"() {a = vector<[]xf32>} : () -> ()

// -----

// expected-error @+1 {{expected '>' in vector type}}
"t.op"() {a = vector<4xf32 4>} : () -> ()
