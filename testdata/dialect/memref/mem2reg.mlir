// RUN: gomlir-opt %s --mem2reg > %t.g
// RUN: mlir-opt-upstream %s --mem2reg > %t.u
// RUN: diff %t.g %t.u
// RUN: gomlir-opt %s --mem2reg -mlir-print-debuginfo > %t.g2
// RUN: mlir-opt-upstream %s --mem2reg -mlir-print-debuginfo > %t.u2
// RUN: diff %t.g2 %t.u2
// RUN: gomlir-opt %s --mem2reg | FileCheck %s

// Single-element allocas become SSA values: block arguments where stores
// merge, ub.poison where nothing was stored; a slot used in a nested region
// stays.
// CHECK-LABEL: func.func @loop
// CHECK: cf.br ^bb1(%arg1 : i32)
// CHECK: ^bb1(%0: i32):
// CHECK-LABEL: func.func @diamond
// CHECK: %0 = ub.poison : i32
// CHECK: cf.br ^bb3(%0 : i32)
// CHECK-LABEL: func.func @nested
// CHECK: memref.alloca
func.func @loop(%c: i1, %v: i32) -> i32 {
  %a = memref.alloca() : memref<i32>
  memref.store %v, %a[] : memref<i32>
  cf.br ^bb1
^bb1:
  %x = memref.load %a[] : memref<i32>
  %y = arith.addi %x, %v : i32
  memref.store %y, %a[] : memref<i32>
  cf.cond_br %c, ^bb1, ^bb2
^bb2:
  %r = memref.load %a[] : memref<i32>
  return %r : i32
}
func.func @diamond(%c: i1, %v: i32, %w: i32) -> i32 {
  %a = memref.alloca() : memref<i32>
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  memref.store %v, %a[] : memref<i32>
  cf.br ^bb3
^bb2:
  cf.br ^bb3
^bb3:
  %r = memref.load %a[] : memref<i32>
  return %r : i32
}
func.func @nested(%c: i1, %v: i32) -> i32 {
  %a = memref.alloca() : memref<i32>
  memref.store %v, %a[] : memref<i32>
  scf.if %c {
    memref.store %v, %a[] : memref<i32>
  }
  %r = memref.load %a[] : memref<i32>
  return %r : i32
}
