// RUN: gomlir-opt %s -pass-pipeline="builtin.module(convert-math-to-funcs{convert-ctlz})" > %t.g
// RUN: mlir-opt-upstream %s -pass-pipeline="builtin.module(convert-math-to-funcs{convert-ctlz})" > %t.u
// RUN: diff %t.g %t.u
// RUN: gomlir-opt %s -pass-pipeline="builtin.module(convert-math-to-funcs{convert-ctlz})" --mlir-print-op-generic --mlir-print-debuginfo > %t.gg
// RUN: mlir-opt-upstream %s -pass-pipeline="builtin.module(convert-math-to-funcs{convert-ctlz})" --mlir-print-op-generic --mlir-print-debuginfo > %t.ug
// RUN: diff %t.gg %t.ug
// RUN: gomlir-opt %s --convert-math-to-funcs="min-width-of-fpowi-exponent=16" > %t.gw
// RUN: mlir-opt-upstream %s --convert-math-to-funcs="min-width-of-fpowi-exponent=16" > %t.uw
// RUN: diff %t.gw %t.uw
// RUN: gomlir-opt %s --convert-math-to-funcs | FileCheck %s

// Without convert-ctlz, math.ctlz stays; the narrow fpowi converts with the
// default minimal exponent width.
// CHECK-LABEL: func.func @ipowi
// CHECK:         call @__mlir_math_ipowi_i32(%arg0, %arg1) : (i32, i32) -> i32
// CHECK:       math.ctlz %arg0 : i32
// CHECK:       func.func private @__mlir_math_ipowi_i32(%arg0: i32, %arg1: i32) -> i32 attributes {llvm.linkage = #llvm.linkage<linkonce_odr>}
// CHECK:       func.func private @__mlir_math_fpowi_f32_i8
// CHECK-NOT:   __mlir_math_ctlz
func.func @ipowi(%a: i32, %b: i32, %v: vector<2x2xi64>) -> (i32, vector<2x2xi64>) {
  %0 = math.ipowi %a, %b : i32
  %1 = math.ipowi %v, %v : vector<2x2xi64>
  %2 = math.ipowi %0, %a : i32
  return %0, %1 : i32, vector<2x2xi64>
}
func.func @fpowi(%a: f32, %b: i32, %c: i8, %v: vector<3xf64>, %w: vector<3xi64>) -> (f32, f32, vector<3xf64>) {
  %0 = math.fpowi %a, %b : f32, i32
  %1 = math.fpowi %a, %c : f32, i8
  %2 = math.fpowi %v, %w : vector<3xf64>, vector<3xi64>
  return %0, %1, %2 : f32, f32, vector<3xf64>
}
func.func @ctlz(%a: i32, %b: i16, %v: vector<2xi8>) -> (i32, i16, vector<2xi8>) {
  %0 = math.ctlz %a : i32
  %1 = math.ctlz %b : i16
  %2 = math.ctlz %v : vector<2xi8>
  return %0, %1, %2 : i32, i16, vector<2xi8>
}

// Without convert-ctlz, math.ctlz is unknown to the conversion target,
// which still folds it.
func.func @ctlz_fold() -> i32 {
  %c = arith.constant 6 : i32
  %0 = math.ctlz %c : i32
  return %0 : i32
}
