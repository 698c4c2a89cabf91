// RUN: gomlir-opt %s -convert-func-to-llvm | FileCheck %s
// RUN: gomlir-opt %s -convert-func-to-llvm > %t.g
// RUN: mlir-opt-upstream %s -convert-func-to-llvm > %t.u
// RUN: diff %t.g %t.u
// RUN: gomlir-opt %s -convert-func-to-llvm -mlir-print-op-generic -mlir-print-debuginfo > %t.g2
// RUN: mlir-opt-upstream %s -convert-func-to-llvm -mlir-print-op-generic -mlir-print-debuginfo > %t.u2
// RUN: diff %t.g2 %t.u2

// Memref arguments expand into descriptor fields; several results are
// packed into a struct; C wrappers for a declaration.
// CHECK-LABEL: llvm.func @f(%{{.*}}: !llvm.ptr, %{{.*}}: !llvm.ptr, %{{.*}}: i64, %{{.*}}: i64, %{{.*}}: i64, %{{.*}}: i64, %{{.*}}: i64, %{{.*}}: !llvm.ptr, %{{.*}}: i64)
// CHECK:      llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK:      llvm.return %{{.*}} : !llvm.struct<(struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, i64)>
// CHECK-LABEL: llvm.func private @g(
// CHECK:      llvm.call @_mlir_ciface_g(%{{.*}}) : (!llvm.ptr) -> i32
// CHECK:      llvm.func @_mlir_ciface_g(!llvm.ptr) -> i32
func.func @f(%a: memref<4x?xf32>, %b: memref<*xi8>, %i: index) -> (memref<4x?xf32>, index) {
  return %a, %i : memref<4x?xf32>, index
}
func.func private @g(memref<2xf32>) -> i32 attributes {llvm.emit_c_interface}
