// RUN: gomlir-opt %s -convert-to-llvm | FileCheck %s
// RUN: gomlir-opt %s -convert-to-llvm -mlir-print-op-generic -mlir-print-debuginfo > %t.g
// RUN: mlir-opt-upstream %s -convert-to-llvm -mlir-print-op-generic -mlir-print-debuginfo > %t.u
// RUN: diff %t.g %t.u

// memref and vector ops join convert-to-llvm through their dialects'
// ConvertToLLVMPatternInterface.
// CHECK: llvm.func @free(!llvm.ptr)
// CHECK: llvm.func @malloc(i64) -> !llvm.ptr
// CHECK-LABEL: llvm.func @f(
// CHECK: llvm.load
// CHECK: llvm.extractelement
// CHECK: llvm.fadd
// CHECK: llvm.call @malloc
func.func @f(%m: memref<8x8xf32>, %i: index, %v: vector<4xf32>) -> f32 {
  %0 = memref.load %m[%i, %i] : memref<8x8xf32>
  %1 = vector.extract %v[1] : f32 from vector<4xf32>
  %2 = arith.addf %0, %1 : f32
  %a = memref.alloc() : memref<4xf32>
  memref.store %2, %a[%i] : memref<4xf32>
  memref.dealloc %a : memref<4xf32>
  return %2 : f32
}
