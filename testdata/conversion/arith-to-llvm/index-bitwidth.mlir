// RUN: gomlir-opt %s -convert-arith-to-llvm=index-bitwidth=32 | FileCheck %s
// RUN: gomlir-opt %s -convert-arith-to-llvm=index-bitwidth=32 > %t.g
// RUN: mlir-opt-upstream %s -convert-arith-to-llvm=index-bitwidth=32 > %t.u
// RUN: diff %t.g %t.u
// RUN: gomlir-opt %s -convert-arith-to-llvm=index-bitwidth=32 -mlir-print-op-generic -mlir-print-debuginfo > %t.g2
// RUN: mlir-opt-upstream %s -convert-arith-to-llvm=index-bitwidth=32 -mlir-print-op-generic -mlir-print-debuginfo > %t.u2
// RUN: diff %t.g2 %t.u2

// With 32-bit indices, index_cast to i32 disappears and constants are i32.
// CHECK-LABEL: func.func @f
// CHECK:      %[[C:.*]] = llvm.mlir.constant(7 : index) : i32
// CHECK-NEXT: llvm.add %{{.*}}, %[[C]] : i32
func.func @f(%i: index) -> i32 {
  %c = arith.constant 7 : index
  %s = arith.addi %i, %c : index
  %0 = arith.index_cast %s : index to i32
  return %0 : i32
}
