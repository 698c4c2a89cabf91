// RUN: gomlir-opt --allow-unregistered-dialect --mlir-print-op-generic --mlir-print-debuginfo --mlir-print-local-scope %s | FileCheck %s
// RUN: gomlir-opt --allow-unregistered-dialect --mlir-print-op-generic --mlir-print-debuginfo %s | FileCheck %s --check-prefix=ALIAS

// The types of i64 and f64 attributes are elided only in array elements and
// memref layouts and memory spaces; distinct attributes, tensor encodings and
// fused location metadata print them.
// CHECK: "t.op"() {a = distinct[0]<1 : i64>, b = tensor<1xf32, 1 : i64>, c = memref<1xf32, 1>, d = [1, 2.000000e+00], e = distinct[1]<2.000000e+00 : f64>} : () -> () loc(fused<3 : i64>["b"])
"t.op"() {a = distinct[0]<1>, b = tensor<1xf32, 1>, c = memref<1xf32, 1>, d = [1, 2.0], e = distinct[1]<2.0>} : () -> () loc(fused<3>["b"])
// ALIAS-DAG: #distinct = distinct[0]<1 : i64>
// ALIAS-DAG: #distinct1 = distinct[1]<2.000000e+00 : f64>
// ALIAS-DAG: = loc(fused<3 : i64>[#loc{{[0-9]*}}])
