// RUN: gomlir-opt %s -split-input-file -finalize-memref-to-llvm | FileCheck %s
// RUN: gomlir-opt %s -split-input-file -finalize-memref-to-llvm > %t.g
// RUN: mlir-opt-upstream %s -split-input-file -finalize-memref-to-llvm > %t.u
// RUN: diff %t.g %t.u
// RUN: gomlir-opt %s -split-input-file -finalize-memref-to-llvm -mlir-print-op-generic -mlir-print-debuginfo > %t.g2
// RUN: mlir-opt-upstream %s -split-input-file -finalize-memref-to-llvm -mlir-print-op-generic -mlir-print-debuginfo > %t.u2
// RUN: diff %t.g2 %t.u2
// RUN: gomlir-opt %s -split-input-file -finalize-memref-to-llvm='index-bitwidth=32' > %t.g3
// RUN: mlir-opt-upstream %s -split-input-file -finalize-memref-to-llvm='index-bitwidth=32' > %t.u3
// RUN: diff %t.g3 %t.u3

// memref.reshape with a shape of dynamic length: an unranked result whose
// ranked descriptor a loop fills.

// CHECK-LABEL: func @ranked_source
// CHECK: llvm.alloca %{{.*}} x i8
// CHECK: llvm.icmp "sge"
// CHECK-NOT: unrealized_conversion_cast %{{.*}} : !llvm.struct<(i64, ptr)> to memref
func.func @ranked_source(%m: memref<2x3xf32>, %shape: memref<?xindex>) -> memref<*xf32> {
  %r = memref.reshape %m(%shape) : (memref<2x3xf32>, memref<?xindex>) -> memref<*xf32>
  return %r : memref<*xf32>
}

// -----

// CHECK-LABEL: func @unranked_source
func.func @unranked_source(%m: memref<*xf32>, %shape: memref<?xindex>) -> memref<*xf32> {
  %r = memref.reshape %m(%shape) : (memref<*xf32>, memref<?xindex>) -> memref<*xf32>
  return %r : memref<*xf32>
}

// -----

// CHECK-LABEL: func @i32_shape_then_more_blocks
func.func @i32_shape_then_more_blocks(%m: memref<6xi8, 1>, %shape: memref<?xi32>, %c: i1) -> memref<*xi8, 1> {
  %r = memref.reshape %m(%shape) : (memref<6xi8, 1>, memref<?xi32>) -> memref<*xi8, 1>
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  return %r : memref<*xi8, 1>
^bb2:
  return %r : memref<*xi8, 1>
}
