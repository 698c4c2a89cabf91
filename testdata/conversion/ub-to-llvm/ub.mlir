// RUN: gomlir-opt %s -convert-ub-to-llvm | FileCheck %s
// RUN: gomlir-opt %s -convert-ub-to-llvm > %t.g
// RUN: mlir-opt-upstream %s -convert-ub-to-llvm > %t.u
// RUN: diff %t.g %t.u
// RUN: gomlir-opt %s -convert-ub-to-llvm -mlir-print-op-generic -mlir-print-debuginfo > %t.g2
// RUN: mlir-opt-upstream %s -convert-ub-to-llvm -mlir-print-op-generic -mlir-print-debuginfo > %t.u2
// RUN: diff %t.g2 %t.u2

// CHECK-LABEL: func.func @f
// CHECK:      llvm.mlir.poison : i64
// CHECK-NEXT: llvm.mlir.poison : !llvm.struct<(f32, f32)>
func.func @f() {
  %0 = ub.poison : index
  %1 = ub.poison : complex<f32>
  return
}
