// RUN: gomlir-opt %s -convert-to-llvm | FileCheck %s
// RUN: gomlir-opt %s -finalize-memref-to-llvm > %t.g
// RUN: mlir-opt-upstream %s -finalize-memref-to-llvm > %t.u
// RUN: diff %t.g %t.u
// RUN: gomlir-opt %s -convert-to-llvm -reconcile-unrealized-casts -mlir-print-op-generic -mlir-print-debuginfo > %t.g2
// RUN: mlir-opt-upstream %s -convert-to-llvm -reconcile-unrealized-casts -mlir-print-op-generic -mlir-print-debuginfo > %t.u2
// RUN: diff %t.g2 %t.u2

// The body is cloned into a loop that retries an llvm.cmpxchg of its
// result until it succeeds; the code after the op moves to a new block.
// CHECK-LABEL: llvm.func @generic_atomic_rmw
// CHECK:   %[[INIT:.*]] = llvm.load %[[PTR:.*]] : !llvm.ptr -> i32
// CHECK:   llvm.br ^bb1(%[[INIT]] : i32)
// CHECK: ^bb1(%[[OLD:.*]]: i32):
// CHECK:   %[[NEW:.*]] = llvm.add %[[OLD]], %{{.*}} : i32
// CHECK:   %[[PAIR:.*]] = llvm.cmpxchg %[[PTR]], %[[OLD]], %[[NEW]] acq_rel monotonic : !llvm.ptr, i32
// CHECK:   %[[LOADED:.*]] = llvm.extractvalue %[[PAIR]][0] : !llvm.struct<(i32, i1)>
// CHECK:   %[[OK:.*]] = llvm.extractvalue %[[PAIR]][1] : !llvm.struct<(i32, i1)>
// CHECK:   llvm.cond_br %[[OK]], ^bb2, ^bb1(%[[LOADED]] : i32)
// CHECK: ^bb2:
// CHECK:   llvm.add %[[LOADED]], %[[LOADED]] : i32
func.func @generic_atomic_rmw(%I : memref<10xi32>, %i : index) -> i32 {
  %x = memref.generic_atomic_rmw %I[%i] : memref<10xi32> {
    ^bb0(%old_value : i32):
      %c1 = arith.constant 1 : i32
      %s = arith.addi %old_value, %c1 : i32
      memref.atomic_yield %s : i32
  }
  %y = arith.addi %x, %x : i32
  return %y : i32
}

func.func @strided_2d(%I : memref<4x?xi64, strided<[?, 1], offset: ?>>, %i : index, %j : index) {
  %x = memref.generic_atomic_rmw %I[%i, %j] : memref<4x?xi64, strided<[?, 1], offset: ?>> {
    ^bb0(%old : i64):
      %m = arith.maxsi %old, %old : i64
      memref.atomic_yield %m : i64
  }
  cf.br ^bb1
^bb1:
  return
}
