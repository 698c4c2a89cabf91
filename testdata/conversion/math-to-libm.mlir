// RUN: gomlir-opt -allow-unregistered-dialect %s -split-input-file -convert-math-to-libm | FileCheck %s
// RUN: gomlir-opt -allow-unregistered-dialect %s -split-input-file -convert-math-to-libm > %t.g
// RUN: mlir-opt-upstream -allow-unregistered-dialect %s -split-input-file -convert-math-to-libm > %t.u
// RUN: diff %t.g %t.u
// RUN: gomlir-opt -allow-unregistered-dialect %s -split-input-file -convert-math-to-libm -mlir-print-op-generic -mlir-print-debuginfo > %t.g2
// RUN: mlir-opt-upstream -allow-unregistered-dialect %s -split-input-file -convert-math-to-libm -mlir-print-op-generic -mlir-print-debuginfo > %t.u2
// RUN: diff %t.g2 %t.u2

// Declarations go to the start of the module, the latest first, marked
// readnone; f16 and bf16 are computed in f32.
// CHECK-LABEL: module {
// CHECK-NEXT:    func.func private @fmaf(f32, f32, f32) -> f32 attributes {llvm.readnone}
// CHECK-NEXT:    func.func private @cosf(f32) -> f32 attributes {llvm.readnone}
// CHECK-NEXT:    func.func private @pow(f64, f64) -> f64 attributes {llvm.readnone}
// CHECK-NEXT:    func.func private @sinf(f32) -> f32 attributes {llvm.readnone}
// CHECK-LABEL:   func.func @scalars
// CHECK:         %[[S:.*]] = call @sinf(%{{.*}}) : (f32) -> f32
// CHECK-NEXT:    %[[P:.*]] = call @pow(%{{.*}}, %{{.*}}) : (f64, f64) -> f64
// CHECK-NEXT:    %[[E:.*]] = arith.extf %{{.*}} : f16 to f32
// CHECK-NEXT:    %[[C:.*]] = call @cosf(%[[E]]) : (f32) -> f32
// CHECK-NEXT:    %[[T:.*]] = arith.truncf %[[C]] : f32 to f16
// CHECK:         call @sinf(%[[S]])
func.func @scalars(%a: f32, %b: f64, %h: f16, %g: bf16) -> (f32, f64, f16, bf16) {
  %0 = math.sin %a fastmath<fast> : f32
  %1 = math.powf %b, %b : f64
  %2 = math.cos %h : f16
  %3 = math.fma %g, %g, %g : bf16
  %4 = math.sin %0 : f32
  return %4, %1, %2, %3 : f32, f64, f16, bf16
}

// -----

// Existing declarations are reused; the nearest symbol table gets the
// declaration.
// CHECK-LABEL: module {
// CHECK-NEXT:    func.func private @cosf(f32) -> f32
// CHECK-NEXT:    func.func @outer
// CHECK:         module @inner {
// CHECK-NEXT:    func.func private @tanh(f64) -> f64 attributes {llvm.readnone}
func.func private @cosf(f32) -> f32
func.func @outer(%a: f32) -> f32 {
  %0 = math.cos %a : f32
  %1 = "test.region"() ({
    %2 = math.cos %0 : f32
    "test.yield"(%2) : (f32) -> ()
  }) : () -> f32
  return %1 : f32
}
module @inner {
  func.func @h(%a: f64) -> f64 {
    %0 = math.tanh %a : f64
    return %0 : f64
  }
}
