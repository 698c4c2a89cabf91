// RUN: gomlir-opt %s --inline | FileCheck %s
// RUN: mlir-opt-upstream %s --inline | FileCheck %s

// Complex ops are legal to inline (ComplexInlinerInterface).

// CHECK: module {
// CHECK-NEXT:   func.func @callee(%arg0: complex<f32>) -> f32 {
// CHECK-NEXT:     %0 = complex.exp %arg0 : complex<f32>
// CHECK-NEXT:     %1 = complex.abs %0 : complex<f32>
// CHECK-NEXT:     return %1 : f32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @caller(%arg0: complex<f32>) -> f32 {
// CHECK-NEXT:     %0 = complex.exp %arg0 : complex<f32>
// CHECK-NEXT:     %1 = complex.abs %0 : complex<f32>
// CHECK-NEXT:     return %1 : f32
// CHECK-NEXT:   }
// CHECK-NEXT: }

func.func @callee(%a: complex<f32>) -> f32 {
  %0 = complex.exp %a : complex<f32>
  %1 = complex.abs %0 : complex<f32>
  return %1 : f32
}

func.func @caller(%a: complex<f32>) -> f32 {
  %0 = call @callee(%a) : (complex<f32>) -> f32
  return %0 : f32
}
