// RUN: gomlir-opt %s -llvm-request-c-wrappers -convert-func-to-llvm | FileCheck %s
// RUN: gomlir-opt %s -llvm-request-c-wrappers -convert-func-to-llvm > %t.g
// RUN: mlir-opt-upstream %s -llvm-request-c-wrappers -convert-func-to-llvm > %t.u
// RUN: diff %t.g %t.u
// RUN: gomlir-opt %s -llvm-request-c-wrappers -convert-func-to-llvm -mlir-print-op-generic -mlir-print-debuginfo > %t.g2
// RUN: mlir-opt-upstream %s -llvm-request-c-wrappers -convert-func-to-llvm -mlir-print-op-generic -mlir-print-debuginfo > %t.u2
// RUN: diff %t.g2 %t.u2

// CHECK-LABEL: llvm.func @f(
// CHECK:      llvm.func @_mlir_ciface_f(%{{.*}}: !llvm.ptr)
func.func @f(%m: memref<?xf32>) {
  return
}
