// RUN: gomlir-opt %s -convert-index-to-llvm | FileCheck %s
// RUN: gomlir-opt %s -convert-index-to-llvm > %t.g
// RUN: mlir-opt-upstream %s -convert-index-to-llvm > %t.u
// RUN: diff %t.g %t.u
// RUN: gomlir-opt %s -convert-index-to-llvm -mlir-print-op-generic -mlir-print-debuginfo > %t.g2
// RUN: mlir-opt-upstream %s -convert-index-to-llvm -mlir-print-op-generic -mlir-print-debuginfo > %t.u2
// RUN: diff %t.g2 %t.u2

// CHECK-LABEL: func.func @f
// CHECK:      llvm.add %{{.*}}, %{{.*}} : i64
// CHECK:      llvm.intr.smax
// CHECK:      llvm.select
// CHECK:      llvm.trunc %{{.*}} : i64 to i32
// CHECK:      llvm.icmp "ult"
// CHECK:      llvm.mlir.constant(64 : i64) : i64
// CHECK:      llvm.mlir.constant(-1 : i64) : i64
// CHECK:      llvm.mlir.constant(true) : i1
func.func @f(%a: index, %b: index) {
  %0 = index.add %a, %b
  %1 = index.maxs %a, %b
  %2 = index.ceildivs %a, %b
  %3 = index.floordivs %a, %b
  %4 = index.ceildivu %a, %b
  %5 = index.casts %a : index to i32
  %6 = index.cmp ult(%a, %b)
  %7 = index.sizeof
  %8 = index.constant -1
  %9 = index.bool.constant true
  return
}
