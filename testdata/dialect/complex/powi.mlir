// RUN: gomlir-opt %s > %t.g
// RUN: mlir-opt-upstream %s > %t.u
// RUN: diff %t.g %t.u
// RUN: gomlir-opt %s --mlir-print-op-generic > %t.g2
// RUN: mlir-opt-upstream %s --mlir-print-op-generic > %t.u2
// RUN: diff %t.g2 %t.u2
// RUN: gomlir-opt %s --mlir-print-op-generic | gomlir-opt | FileCheck %s

// complex.powi's fast-math flags are optional: nothing is stored when the
// custom form has none.

// CHECK: complex.powi %arg0, %arg1 fastmath<nnan,contract> : complex<f32>, i64
// CHECK: complex.powi %arg0, %arg1 : complex<f32>, i64
func.func @f(%c: complex<f32>, %i: i64) -> (complex<f32>, complex<f32>) {
  %0 = complex.powi %c, %i fastmath<nnan,contract> : complex<f32>, i64
  %1 = complex.powi %c, %i : complex<f32>, i64
  return %0, %1 : complex<f32>, complex<f32>
}
