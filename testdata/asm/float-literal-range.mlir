// RUN: gomlir-opt --allow-unregistered-dialect --mlir-print-op-generic %s | FileCheck %s

// Decimal float literals go through a double, as upstream: out of range
// values become infinities (NaN without them) or zeros.
// CHECK: "t.op"() {a = 0x7FFF0000000000000000000000000000 : f128, b = 0xFF : f8E4M3FN, c = 0.000000e+00 : f64, d = [0x7C00 : f16, 0xFF80 : bf16], e = dense<0x7FFF0000000000000000000000000000> : tensor<f128>, f = 1.000000e+00 : f128} : () -> ()
"t.op"() {a = 1.0e400 : f128, b = -1.0e400 : f8E4M3FN, c = 1.0e-400, d = [1.0e400 : f16, -1.0e999 : bf16], e = dense<1.0e400> : tensor<f128>, f = 1.0000000000000000000001 : f128} : () -> ()
