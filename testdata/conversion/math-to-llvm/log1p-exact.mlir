// RUN: gomlir-opt %s -convert-math-to-llvm=approximate-log1p=false | FileCheck %s
// RUN: gomlir-opt %s -convert-math-to-llvm=approximate-log1p=false > %t.g
// RUN: mlir-opt-upstream %s -convert-math-to-llvm=approximate-log1p=false > %t.u
// RUN: diff %t.g %t.u
// RUN: gomlir-opt %s -convert-math-to-llvm=approximate-log1p=false -mlir-print-op-generic -mlir-print-debuginfo > %t.g2
// RUN: mlir-opt-upstream %s -convert-math-to-llvm=approximate-log1p=false -mlir-print-op-generic -mlir-print-debuginfo > %t.u2
// RUN: diff %t.g2 %t.u2

// CHECK-LABEL: func.func @f
// CHECK:      math.log1p
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
