// RUN: not gomlir-opt %s -convert-to-llvm=filter-dialects=nope 2>&1 | FileCheck %s --check-prefix=NOTLOADED
// RUN: not gomlir-opt %s -convert-to-llvm=filter-dialects=nope > %t.g 2>&1
// RUN: not mlir-opt-upstream %s -convert-to-llvm=filter-dialects=nope > %t.u 2>&1
// RUN: diff %t.g %t.u
// RUN: not gomlir-opt %s -convert-complex-to-llvm 2>&1 | FileCheck %s --check-prefix=ILLEGAL
// RUN: not gomlir-opt %s -convert-complex-to-llvm > %t.g2 2>&1
// RUN: not mlir-opt-upstream %s -convert-complex-to-llvm > %t.u2 2>&1
// RUN: diff %t.g2 %t.u2

// NOTLOADED: error: dialect not loaded: nope
// ILLEGAL: error: failed to legalize operation 'complex.exp' that was explicitly marked illegal
func.func @f(%a: complex<f32>) -> complex<f32> {
  %0 = complex.exp %a : complex<f32>
  return %0 : complex<f32>
}
