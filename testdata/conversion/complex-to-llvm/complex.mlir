// RUN: gomlir-opt %s -convert-complex-to-llvm | FileCheck %s
// RUN: gomlir-opt %s -convert-complex-to-llvm > %t.g
// RUN: mlir-opt-upstream %s -convert-complex-to-llvm > %t.u
// RUN: diff %t.g %t.u
// RUN: gomlir-opt %s -convert-complex-to-llvm -mlir-print-op-generic -mlir-print-debuginfo > %t.g2
// RUN: mlir-opt-upstream %s -convert-complex-to-llvm -mlir-print-op-generic -mlir-print-debuginfo > %t.u2
// RUN: diff %t.g2 %t.u2

// CHECK-LABEL: func.func @f
// CHECK:      llvm.mlir.poison : !llvm.struct<(f32, f32)>
// CHECK:      llvm.fsub %{{.*}}, %{{.*}} {fastmathFlags = #llvm.fastmath<fast>} : f32
// CHECK:      llvm.intr.sqrt
// CHECK-NEXT: llvm.mlir.constant([1.000000e+00 : f32, 2.000000e+00 : f32]) : !llvm.struct<(f32, f32)>
func.func @f(%a: complex<f32>, %b: complex<f32>, %x: f32) -> complex<f32> {
  %c = complex.create %x, %x : complex<f32>
  %r = complex.re %a : complex<f32>
  %i = complex.im %a : complex<f32>
  %0 = complex.add %a, %b : complex<f32>
  %1 = complex.sub %a, %b fastmath<fast> : complex<f32>
  %2 = complex.mul %a, %b : complex<f32>
  %3 = complex.div %a, %b : complex<f32>
  %4 = complex.abs %a : complex<f32>
  %5 = complex.constant [1.0 : f32, 2.0 : f32] : complex<f32>
  return %0 : complex<f32>
}
