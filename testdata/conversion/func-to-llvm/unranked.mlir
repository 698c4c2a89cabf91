// RUN: gomlir-opt %s -convert-func-to-llvm | FileCheck %s
// RUN: gomlir-opt %s -convert-func-to-llvm > %t.g
// RUN: mlir-opt-upstream %s -convert-func-to-llvm > %t.u
// RUN: diff %t.g %t.u
// RUN: gomlir-opt %s -convert-func-to-llvm -mlir-print-op-generic -mlir-print-debuginfo > %t.g2
// RUN: mlir-opt-upstream %s -convert-func-to-llvm -mlir-print-op-generic -mlir-print-debuginfo > %t.u2
// RUN: diff %t.g2 %t.u2

// Unranked descriptors returned by a call are copied to the stack (the
// callee's freed); those returned are copied to the heap.
// CHECK-LABEL: module {
// CHECK-NEXT: llvm.func @malloc(i64) -> !llvm.ptr
// CHECK-NEXT: llvm.func @free(!llvm.ptr)
// CHECK:      llvm.alloca %{{.*}} x i8 : (i64) -> !llvm.ptr
// CHECK-NEXT: llvm.extractvalue
// CHECK-NEXT: "llvm.intr.memcpy"
// CHECK-NEXT: llvm.call @free
// CHECK:      llvm.call @malloc
func.func private @hoo(memref<*xi8>) -> memref<*xi8>
func.func @f(%in: memref<*xi8>) -> memref<*xi8> {
  %res = call @hoo(%in) : (memref<*xi8>) -> memref<*xi8>
  return %res : memref<*xi8>
}
