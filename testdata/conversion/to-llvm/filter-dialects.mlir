// RUN: gomlir-opt %s -convert-to-llvm=filter-dialects=arith,cf | FileCheck %s
// RUN: gomlir-opt %s -convert-to-llvm=filter-dialects=arith,cf > %t.g
// RUN: mlir-opt-upstream %s -convert-to-llvm=filter-dialects=arith,cf > %t.u
// RUN: diff %t.g %t.u
// RUN: gomlir-opt %s -convert-to-llvm=filter-dialects=arith,cf -mlir-print-op-generic -mlir-print-debuginfo > %t.g2
// RUN: mlir-opt-upstream %s -convert-to-llvm=filter-dialects=arith,cf -mlir-print-op-generic -mlir-print-debuginfo > %t.u2
// RUN: diff %t.g2 %t.u2

// Only the named dialects' patterns apply.
// CHECK-LABEL: func.func @f
// CHECK:      llvm.add
// CHECK:      llvm.br
// CHECK:      return
func.func @f(%a: i32) -> i32 {
  %0 = arith.addi %a, %a : i32
  cf.br ^bb1
^bb1:
  return %0 : i32
}
