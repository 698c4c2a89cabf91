// RUN: gomlir-opt %s -convert-complex-to-llvm=complex-range=improved | FileCheck %s
// RUN: gomlir-opt %s -convert-complex-to-llvm=complex-range=improved > %t.g
// RUN: mlir-opt-upstream %s -convert-complex-to-llvm=complex-range=improved > %t.u
// RUN: diff %t.g %t.u
// RUN: gomlir-opt %s -convert-complex-to-llvm=complex-range=improved -mlir-print-op-generic -mlir-print-debuginfo > %t.g2
// RUN: mlir-opt-upstream %s -convert-complex-to-llvm=complex-range=improved -mlir-print-op-generic -mlir-print-debuginfo > %t.u2
// RUN: diff %t.g2 %t.u2

// Smith's range reduction, with the infinite and zero cases.
// CHECK-LABEL: func.func @f
// CHECK:      llvm.fdiv %{{.*}}, %{{.*}} {fastmathFlags = #llvm.fastmath<nnan>} : f32
// CHECK:      llvm.intr.fabs(%{{.*}}) {fastmathFlags = #llvm.fastmath<nnan>} : (f32) -> f32
// CHECK:      llvm.mlir.constant(0x7F800000 : f32) : f32
// CHECK:      llvm.intr.copysign
// CHECK:      llvm.fcmp "uno"
func.func @f(%a: complex<f32>, %b: complex<f32>) -> complex<f32> {
  %0 = complex.div %a, %b fastmath<nnan> : complex<f32>
  return %0 : complex<f32>
}
