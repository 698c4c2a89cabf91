// RUN: gomlir-opt %s -split-input-file -convert-to-llvm -reconcile-unrealized-casts | FileCheck %s
// RUN: gomlir-opt %s -split-input-file -convert-to-llvm -reconcile-unrealized-casts > %t.g
// RUN: mlir-opt-upstream %s -split-input-file -convert-to-llvm -reconcile-unrealized-casts > %t.u
// RUN: diff %t.g %t.u
// RUN: gomlir-opt %s -split-input-file -convert-to-llvm -reconcile-unrealized-casts -mlir-print-op-generic -mlir-print-debuginfo > %t.g2
// RUN: mlir-opt-upstream %s -split-input-file -convert-to-llvm -reconcile-unrealized-casts -mlir-print-op-generic -mlir-print-debuginfo > %t.u2
// RUN: diff %t.g2 %t.u2

// Every dialect contributes its patterns.
// CHECK-LABEL: llvm.func @f(%{{.*}}: i64, %{{.*}}: f32) -> i64
// CHECK:      llvm.intr.sqrt
// CHECK:      llvm.add
// CHECK:      llvm.br ^bb1
func.func @f(%i: index, %x: f32) -> index {
  %0 = math.sqrt %x : f32
  %1 = index.add %i, %i
  %c = arith.constant 1 : index
  %2 = arith.addi %1, %c : index
  cf.br ^bb1
^bb1:
  %3 = ub.poison : f32
  return %2 : index
}

// -----

// CHECK-LABEL: llvm.func @g
// CHECK:      llvm.extractvalue
// CHECK:      llvm.call @g(%{{.*}})
func.func @g(%c: complex<f32>) -> f32 {
  %r = complex.re %c : complex<f32>
  %0 = func.call @g(%c) : (complex<f32>) -> f32
  return %r : f32
}
