// RUN: gomlir-opt %s -allow-unregistered-dialect -affine-raise-from-memref > %t.g
// RUN: mlir-opt-upstream %s -allow-unregistered-dialect -affine-raise-from-memref > %t.u
// RUN: diff %t.g %t.u
// RUN: gomlir-opt %s -allow-unregistered-dialect -affine-raise-from-memref -canonicalize -mlir-print-op-generic > %t.gc
// RUN: mlir-opt-upstream %s -allow-unregistered-dialect -affine-raise-from-memref -canonicalize -mlir-print-op-generic > %t.uc
// RUN: diff %t.gc %t.uc
// RUN: FileCheck %s < %t.g

// memref.load and memref.store raised to affine ones: sums and products of
// constants, symbols and dimensions (a product of dimensions is not raised),
// values that are neither (iter_args, scf.for induction variables) not.

// CHECK-LABEL: func.func @symbols(
// CHECK:         affine.store %{{.*}}, %{{.*}}[%{{.*}}, symbol(%arg0) + 1]
// CHECK:         memref.store
// CHECK-LABEL: func.func @non_affine(
// CHECK:         memref.load
func.func @symbols(%N : index) {
  %0 = memref.alloc() : memref<1024x1024xf32>
  %1 = memref.alloc() : memref<1024x1024xf32>
  %2 = memref.alloc() : memref<1024x1024xf32>
  %cst1 = arith.constant 1 : index
  %cst2 = arith.constant 2 : index
  affine.for %i = 0 to %N {
    affine.for %j = 0 to %N {
      %7 = memref.load %2[%i, %j] : memref<1024x1024xf32>
      %10 = affine.for %k = 0 to %N iter_args(%ax = %cst1) -> index {
        %12 = arith.muli %N, %cst2 : index
        %13 = arith.addi %12, %cst1 : index
        %14 = arith.addi %13, %j : index
        %5 = memref.load %0[%i, %12] : memref<1024x1024xf32>
        %6 = memref.load %1[%14, %j] : memref<1024x1024xf32>
        %8 = arith.mulf %5, %6 : f32
        %9 = arith.addf %7, %8 : f32
        %4 = arith.addi %N, %cst1 : index
        %11 = arith.addi %ax, %cst1 : index
        memref.store %9, %2[%i, %4] : memref<1024x1024xf32>
        memref.store %9, %2[%i, %11] : memref<1024x1024xf32>
        %something = "ab.v"() : () -> index
        memref.store %9, %2[%i, %something] : memref<1024x1024xf32>
        affine.yield %11 : index
      }
    }
  }
  return
}
func.func @non_affine(%N : index) {
  %2 = memref.alloc() : memref<1024x1024xf32>
  affine.for %i = 0 to %N {
    affine.for %j = 0 to %N {
      %ij = arith.muli %i, %j : index
      %7 = memref.load %2[%i, %ij] : memref<1024x1024xf32>
      memref.store %7, %2[%ij, %ij] : memref<1024x1024xf32>
    }
  }
  return
}
func.func @g(%m: memref<10x10xf32>, %n: index, %v: f32) {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  affine.for %i = 0 to 10 {
    %a = arith.addi %i, %n : index
    %b = arith.muli %a, %c2 : index
    %x = memref.load %m[%i, %c0] : memref<10x10xf32>
    %y = memref.load %m[%b, %n] : memref<10x10xf32>
    %z = arith.muli %n, %n : index
    %w = memref.load %m[%z, %i] : memref<10x10xf32>
    memref.store %v, %m[%i, %a] : memref<10x10xf32>
    affine.for %j = 0 to 10 {
      %s = arith.subi %j, %i : index
      %p = memref.load %m[%s, %j] : memref<10x10xf32>
      %q = arith.addi %j, %i : index
      %r = arith.muli %q, %i : index
      memref.store %p, %m[%q, %r] {nontemporal = true} : memref<10x10xf32>
    }
  }
  %e = memref.load %m[%c0, %c2] : memref<10x10xf32>
  scf.for %k = %c0 to %n step %c2 {
    memref.store %e, %m[%k, %k] : memref<10x10xf32>
  }
  return
}
func.func @h(%m: memref<10x10xf32>, %v: f32) {
  affine.for %i = 0 to 10 {
    affine.for %j = 0 to 10 {
      %q = arith.addi %j, %i : index
      %r = arith.muli %q, %i : index
      memref.store %v, %m[%q, %i] : memref<10x10xf32>
      memref.store %v, %m[%r, %i] : memref<10x10xf32>
    }
  }
  return
}
func.func @k(%m: memref<10x10xf32>, %v: f32, %n: index) {
  affine.for %i = 0 to 10 {
    %r = arith.muli %i, %n : index
    %s = arith.muli %n, %i : index
    %t = arith.addi %r, %s : index
    memref.store %v, %m[%r, %s] : memref<10x10xf32>
    memref.store %v, %m[%t, %i] : memref<10x10xf32>
    %c = arith.constant 3 : i32
    %ci = arith.index_cast %c : i32 to index
    memref.store %v, %m[%ci, %i] : memref<10x10xf32>
  }
  return
}
