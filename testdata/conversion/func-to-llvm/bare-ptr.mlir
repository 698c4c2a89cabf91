// RUN: gomlir-opt %s -convert-func-to-llvm=use-bare-ptr-memref-call-conv | FileCheck %s
// RUN: gomlir-opt %s -convert-func-to-llvm=use-bare-ptr-memref-call-conv > %t.g
// RUN: mlir-opt-upstream %s -convert-func-to-llvm=use-bare-ptr-memref-call-conv > %t.u
// RUN: diff %t.g %t.u
// RUN: gomlir-opt %s -convert-func-to-llvm=use-bare-ptr-memref-call-conv -mlir-print-op-generic -mlir-print-debuginfo > %t.g2
// RUN: mlir-opt-upstream %s -convert-func-to-llvm=use-bare-ptr-memref-call-conv -mlir-print-op-generic -mlir-print-debuginfo > %t.u2
// RUN: diff %t.g2 %t.u2

// Bare pointers replace statically shaped memrefs; calls rebuild the
// descriptor of a memref result.
// CHECK-LABEL: llvm.func @id(%{{.*}}: !llvm.ptr) -> !llvm.ptr
// CHECK-LABEL: llvm.func @caller
// CHECK:      llvm.call @id(%{{.*}}) : (!llvm.ptr) -> !llvm.ptr
func.func @id(%m: memref<4xf32>) -> memref<4xf32> {
  return %m : memref<4xf32>
}
func.func @caller(%m: memref<4xf32>) -> memref<4xf32> {
  %0 = call @id(%m) : (memref<4xf32>) -> memref<4xf32>
  return %0 : memref<4xf32>
}
