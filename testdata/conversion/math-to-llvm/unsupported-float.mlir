// RUN: gomlir-opt %s -convert-math-to-llvm | FileCheck %s
// RUN: gomlir-opt %s -convert-math-to-llvm > %t.g
// RUN: mlir-opt-upstream %s -convert-math-to-llvm > %t.u
// RUN: diff %t.g %t.u
// RUN: gomlir-opt %s -convert-math-to-llvm -mlir-print-op-generic -mlir-print-debuginfo > %t.g2
// RUN: mlir-opt-upstream %s -convert-math-to-llvm -mlir-print-op-generic -mlir-print-debuginfo > %t.u2
// RUN: diff %t.g2 %t.u2

// Float types LLVM lacks stay with their math ops.
// CHECK-LABEL: func.func @f
// CHECK-NEXT: math.rsqrt
// CHECK-NEXT: math.expm1
func.func @f(%a: f8E4M3FN, %i: i32) {
  %0 = math.rsqrt %a : f8E4M3FN
  %1 = math.expm1 %a : f8E4M3FN
  %2 = math.log1p %a : f8E4M3FN
  %3 = math.isnan %a : f8E4M3FN
 %4:2 = math.sincos %a : f8E4M3FN
  %5 = math.fpowi %a, %i : f8E4M3FN, i32
 return
}
