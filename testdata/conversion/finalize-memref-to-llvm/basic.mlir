// RUN: gomlir-opt %s -split-input-file -finalize-memref-to-llvm | FileCheck %s
// RUN: gomlir-opt %s -split-input-file -finalize-memref-to-llvm > %t.g
// RUN: mlir-opt-upstream %s -split-input-file -finalize-memref-to-llvm > %t.u
// RUN: diff %t.g %t.u
// RUN: gomlir-opt %s -split-input-file -finalize-memref-to-llvm -mlir-print-op-generic -mlir-print-debuginfo > %t.g2
// RUN: mlir-opt-upstream %s -split-input-file -finalize-memref-to-llvm -mlir-print-op-generic -mlir-print-debuginfo > %t.u2
// RUN: diff %t.g2 %t.u2
// RUN: gomlir-opt %s -split-input-file -finalize-memref-to-llvm='use-aligned-alloc=1 index-bitwidth=32' > %t.g3
// RUN: mlir-opt-upstream %s -split-input-file -finalize-memref-to-llvm='use-aligned-alloc=1 index-bitwidth=32' > %t.u3
// RUN: diff %t.g3 %t.u3
// RUN: gomlir-opt %s -split-input-file -finalize-memref-to-llvm='use-generic-functions=1' > %t.g4
// RUN: mlir-opt-upstream %s -split-input-file -finalize-memref-to-llvm='use-generic-functions=1' > %t.u4
// RUN: diff %t.g4 %t.u4

// Allocation calls malloc (declared at the module's start, the latest
// first), aligning the pointer when asked or for non-scalar elements.
// CHECK-LABEL: module {
// CHECK-NEXT:    llvm.func @free(!llvm.ptr)
// CHECK-NEXT:    llvm.func @malloc(i64) -> !llvm.ptr
// CHECK-LABEL:   func.func @f(
// CHECK:           %[[P:.*]] = llvm.call @malloc(%{{.*}}) : (i64) -> !llvm.ptr
// CHECK:           llvm.urem
// CHECK:           "llvm.intr.memcpy"
// CHECK:           llvm.call @free
func.func @f(%n: index, %m: memref<?x4xf32>, %u: memref<*xf32>) {
  %0 = memref.alloc(%n) : memref<?x4xf32>
  %1 = memref.alloc() {alignment = 32} : memref<3xi8>
  %2 = memref.alloc() : memref<2xvector<4xf32>>
  memref.copy %0, %m : memref<?x4xf32> to memref<?x4xf32>
  memref.dealloc %0 : memref<?x4xf32>
  memref.dealloc %u : memref<*xf32>
  return
}

// -----

// CHECK: llvm.mlir.global private constant @c(dense<1.000000e+00> : tensor<2x3xf32>) {addr_space = 0 : i32} : !llvm.array<2 x array<3 x f32>>
// CHECK: llvm.mlir.undef : !llvm.array<4 x i32>
// CHECK: llvm.mlir.constant(3735928559 : index) : i64
// CHECK: llvm.getelementptr inbounds|nuw %{{.*}}[%{{.*}}] : (!llvm.ptr, i64) -> !llvm.ptr, f32
memref.global "private" constant @c : memref<2x3xf32> = dense<1.0>
memref.global @u : memref<4xi32> = uninitialized
memref.global "private" @s : memref<f32> = dense<2.0> {alignment = 16}
memref.global @e : memref<4xi32>
func.func @f() -> f32 {
  %0 = memref.get_global @c : memref<2x3xf32>
  %1 = memref.get_global @s : memref<f32>
  %c0 = arith.constant 0 : index
  %2 = memref.load %0[%c0, %c0] : memref<2x3xf32>
  return %2 : f32
}

// -----

// CHECK-LABEL: func.func @casts
// CHECK: llvm.alloca %{{.*}} x !llvm.array<2 x i64> : (i64) -> !llvm.ptr
// CHECK-LABEL: func.func @atomics
// CHECK: llvm.atomicrmw add %{{.*}}, %{{.*}} acq_rel : !llvm.ptr, i32
// CHECK: llvm.atomicrmw fmaximum
// CHECK: llvm.intr.assume %{{.*}} ["align"(%{{.*}}, %{{.*}} : !llvm.ptr, i64)] : i1
// CHECK-LABEL: func.func @copies
// CHECK: llvm.call @memrefCopy
func.func @casts(%m: memref<4x?xf32>, %u: memref<*xf32>, %i: index) -> (index, index, index, memref<*xf32>, memref<4x?xf32>) {
  %c1 = arith.constant 1 : index
  %0 = memref.dim %m, %c1 : memref<4x?xf32>
  %1 = memref.dim %m, %i : memref<4x?xf32>
  %2 = memref.rank %u : memref<*xf32>
  %3 = memref.cast %m : memref<4x?xf32> to memref<*xf32>
  %4 = memref.cast %u : memref<*xf32> to memref<4x?xf32>
  return %0, %1, %2, %3, %4 : index, index, index, memref<*xf32>, memref<4x?xf32>
}
func.func @views(%m: memref<8x8xf32>, %i: index) -> (memref<2x?xf32, strided<[?, 1], offset: ?>>, index, memref<8x8xf32, strided<[1, 8]>>) {
  %0 = memref.reinterpret_cast %m to offset: [%i], sizes: [2, %i], strides: [%i, 1] : memref<8x8xf32> to memref<2x?xf32, strided<[?, 1], offset: ?>>
  %p = memref.extract_aligned_pointer_as_index %m : memref<8x8xf32> -> index
  %t = memref.transpose %m (i, j) -> (j, i) : memref<8x8xf32> to memref<8x8xf32, strided<[1, 8]>>
  return %0, %p, %t : memref<2x?xf32, strided<[?, 1], offset: ?>>, index, memref<8x8xf32, strided<[1, 8]>>
}
func.func @meta(%m: memref<?x8xf32, strided<[8, 1], offset: ?>>) -> (memref<f32>, index, index, index) {
  %b, %o, %s:2, %st:2 = memref.extract_strided_metadata %m : memref<?x8xf32, strided<[8, 1], offset: ?>> -> memref<f32>, index, index, index, index, index
  return %b, %o, %s#0, %st#0 : memref<f32>, index, index, index
}
func.func @atomics(%m: memref<8xi32>, %f: memref<8xf32>, %v: i32, %x: f32, %i: index) -> (i32, f32) {
  %0 = memref.atomic_rmw addi %v, %m[%i] : (i32, memref<8xi32>) -> i32
  %1 = memref.atomic_rmw maximumf %x, %f[%i] : (f32, memref<8xf32>) -> f32
  memref.assume_alignment %m, 16 : memref<8xi32>
  return %0, %1 : i32, f32
}
func.func @alloca_view(%n: index) -> memref<?x4xf32> {
  %0 = memref.alloca(%n) {alignment = 16} : memref<?xi8>
  %c0 = arith.constant 0 : index
  %1 = memref.view %0[%c0][%n] : memref<?xi8> to memref<?x4xf32>
  return %1 : memref<?x4xf32>
}
func.func @copies(%a: memref<4x4xf32>, %b: memref<4x4xf32, strided<[8, 1]>>) {
  memref.copy %a, %b : memref<4x4xf32> to memref<4x4xf32, strided<[8, 1]>>
  return
}

// -----

// CHECK-LABEL: func.func @s(
// CHECK: llvm.intr.stacksave
// CHECK: llvm.intr.stackrestore
func.func @g(%m: memref<10xf32>, %i: index) -> f32 {
  %x = memref.generic_atomic_rmw %m[%i] : memref<10xf32> {
  ^bb0(%cur: f32):
    %c1 = arith.constant 1.0 : f32
    %n = arith.addf %cur, %c1 : f32
    memref.atomic_yield %n : f32
  }
  %r = arith.addf %x, %x : f32
  return %r : f32
}
func.func @s(%n: index) -> f32 {
  %r = memref.alloca_scope -> f32 {
    %a = memref.alloca(%n) : memref<?xf32>
    %d = arith.constant 1.0 : f32
    memref.alloca_scope.return %d : f32
  }
  memref.alloca_scope {
    %b = memref.alloca() : memref<4xf32>
  }
  return %r : f32
}
