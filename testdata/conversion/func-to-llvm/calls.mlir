// RUN: gomlir-opt %s -convert-func-to-llvm | FileCheck %s
// RUN: gomlir-opt %s -convert-func-to-llvm > %t.g
// RUN: mlir-opt-upstream %s -convert-func-to-llvm > %t.u
// RUN: diff %t.g %t.u
// RUN: gomlir-opt %s -convert-func-to-llvm -mlir-print-op-generic -mlir-print-debuginfo > %t.g2
// RUN: mlir-opt-upstream %s -convert-func-to-llvm -mlir-print-op-generic -mlir-print-debuginfo > %t.u2
// RUN: diff %t.g2 %t.u2

// readnone becomes memory effects; argument and result attributes carry
// over (empty for expanded memrefs); indirect calls and func.constant.
// CHECK: llvm.func @r(i32) -> i32 attributes {foo = 1 : i64, memory_effects = #llvm.memory_effects<
// CHECK-LABEL: llvm.func @s(%{{.*}}: i32 {llvm.noundef}, %{{.*}}: !llvm.ptr,
// CHECK:      %[[F:.*]] = llvm.mlir.addressof @r : !llvm.ptr
// CHECK-NEXT: llvm.call %[[F]](%{{.*}}) : !llvm.ptr, (i32) -> i32
// CHECK-NEXT: llvm.call @r(%{{.*}}) {foo} : (i32) -> i32
func.func private @r(i32) -> i32 attributes {llvm.readnone, foo = 1}
func.func @s(%a: i32 {llvm.noundef}, %m: memref<2xf32> {llvm.noalias}) -> (i32 {llvm.zeroext}) {
  %f = func.constant @r : (i32) -> i32
  %0 = func.call_indirect %f(%a) : (i32) -> i32
  %1 = func.call @r(%0) {foo} : (i32) -> i32
  return %1 : i32
}
