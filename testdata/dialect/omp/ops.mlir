// RUN: gomlir-opt %s > %t.g
// RUN: mlir-opt-upstream %s > %t.u
// RUN: diff %t.g %t.u
// RUN: gomlir-opt %s --mlir-print-op-generic > %t.gg
// RUN: mlir-opt-upstream %s --mlir-print-op-generic > %t.ug
// RUN: diff %t.gg %t.ug
// RUN: gomlir-opt %s --canonicalize > %t.gc
// RUN: mlir-opt-upstream %s --canonicalize > %t.uc
// RUN: diff %t.gc %t.uc
// RUN: gomlir-opt %s --canonicalize | FileCheck %s

// An omp.parallel whose body has no effect is erased; one with effects
// stays, its blocks simplified.
// CHECK-LABEL: func.func @f
// CHECK-NEXT: omp.parallel {
// CHECK-NEXT:   %0 = llvm.intr.stacksave : !llvm.ptr
// CHECK-NEXT:   llvm.br ^bb1
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT:   omp.terminator
// CHECK-NEXT: }
// CHECK-NEXT: return
func.func @f(%a: i32) {
  omp.parallel {
    %0 = llvm.intr.stacksave : !llvm.ptr
    llvm.br ^bb1
  ^bb1:
    omp.terminator
  }
  omp.parallel {
    omp.terminator
  } {foo}
  return
}

// The region is not isolated from above.
func.func @g(%p: !llvm.ptr, %v: i32) {
  omp.parallel {
    llvm.store %v, %p : i32, !llvm.ptr
    omp.terminator
  }
  return
}
