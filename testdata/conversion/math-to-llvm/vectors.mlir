// RUN: gomlir-opt %s -convert-math-to-llvm | FileCheck %s
// RUN: gomlir-opt %s -convert-math-to-llvm > %t.g
// RUN: mlir-opt-upstream %s -convert-math-to-llvm > %t.u
// RUN: diff %t.g %t.u
// RUN: gomlir-opt %s -convert-math-to-llvm -mlir-print-op-generic -mlir-print-debuginfo > %t.g2
// RUN: mlir-opt-upstream %s -convert-math-to-llvm -mlir-print-op-generic -mlir-print-debuginfo > %t.u2
// RUN: diff %t.g2 %t.u2

// n-D vectors unroll; ctlz and absi on them stay.
// CHECK-LABEL: func.func @f
// CHECK:      llvm.fdiv %{{.*}}, %{{.*}} {fastmathFlags = #llvm.fastmath<fast>} : f32
// CHECK:      math.ctlz %{{.*}} : vector<2x3xi32>
func.func @f(%x: f32, %v: vector<2x3xf32>, %iv: vector<2x3xi32>, %i: i32) {
  %0 = math.rsqrt %x fastmath<fast> : f32
  %1 = math.log1p %x fastmath<fast> : f32
  %2 = math.expm1 %v fastmath<fast> : vector<2x3xf32>
  %3 = math.ctlz %iv : vector<2x3xi32>
  %5 = math.fpowi %x, %i fastmath<fast> : f32, i32
  %6 = math.absi %iv : vector<2x3xi32>
  %8 = math.rsqrt %v : vector<2x3xf32>
  %9 = math.log1p %v : vector<2x3xf32>
  %10 = math.exp %v : vector<2x3xf32>
  %11 = math.ctpop %iv : vector<2x3xi32>
  return
}
