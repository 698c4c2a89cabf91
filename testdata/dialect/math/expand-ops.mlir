// RUN: gomlir-opt %s -math-expand-ops > %t.g
// RUN: mlir-opt-upstream %s -math-expand-ops > %t.u
// RUN: diff %t.g %t.u
// RUN: gomlir-opt %s -math-expand-ops -mlir-print-op-generic -mlir-print-debuginfo > %t.g2
// RUN: mlir-opt-upstream %s -math-expand-ops -mlir-print-op-generic -mlir-print-debuginfo > %t.u2
// RUN: diff %t.g2 %t.u2
// RUN: gomlir-opt %s -math-expand-ops=ops=tan,fpowi > %t.g3
// RUN: mlir-opt-upstream %s -math-expand-ops=ops=tan,fpowi > %t.u3
// RUN: diff %t.g3 %t.u3
// RUN: gomlir-opt %s -math-expand-ops=ops=tan | FileCheck %s --check-prefix=TAN

// Every expansion, on scalars and vectors; ceil and rsqrt stay on
// dynamically shaped tensors; only the listed ops expand with ops=.
// TAN-LABEL: func.func @hyper
// TAN:   math.sinh
// TAN:   %[[S:.*]] = math.sin %arg0 : f32
// TAN:   %[[C:.*]] = math.cos %arg0 : f32
// TAN:   arith.divf %[[S]], %[[C]] : f32
func.func @ctlz(%a: i32, %b: i64, %v: vector<4xi16>) -> (i32, i64, vector<4xi16>) {
  %0 = math.ctlz %a : i32
  %1 = math.ctlz %b : i64
  %2 = math.ctlz %v : vector<4xi16>
  return %0, %1, %2 : i32, i64, vector<4xi16>
}
func.func @hyper(%a: f32, %v: vector<4xf64>) -> (f32, f32, f32, vector<4xf64>, f32, f32, f32, f32) {
  %0 = math.sinh %a : f32
  %1 = math.cosh %a : f32
  %2 = math.tanh %a : f32
  %3 = math.tanh %v : vector<4xf64>
  %4 = math.tan %a : f32
  %5 = math.asinh %a : f32
  %6 = math.acosh %a : f32
  %7 = math.atanh %a : f32
  return %0, %1, %2, %3, %4, %5, %6, %7 : f32, f32, f32, vector<4xf64>, f32, f32, f32, f32
}
func.func @misc(%a: f32, %b: f32, %c: f32, %d: f64, %h: f16, %bf: bf16, %v: vector<2xf32>) -> (f32, f32, f64, f16, bf16, vector<2xf32>, f32, f32, f32) {
  %0 = math.fma %a, %b, %c : f32
  %1 = math.ceil %a : f32
  %2 = math.ceil %d : f64
  %3 = math.ceil %h : f16
  %4 = math.ceil %bf : bf16
  %5 = math.ceil %v : vector<2xf32>
  %6 = math.exp2 %a : f32
  %7 = math.rsqrt %a : f32
  %8 = math.clampf %a to [%b, %c] fastmath<fast> : f32
  return %0, %1, %2, %3, %4, %5, %6, %7, %8 : f32, f32, f64, f16, bf16, vector<2xf32>, f32, f32, f32
}
func.func @pow(%a: f32, %b: f32, %v: vector<2xf32>) -> (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, vector<2xf32>) {
  %c0 = arith.constant 0.0 : f32
  %c1 = arith.constant 1.0 : f32
  %cm1 = arith.constant -1.0 : f32
  %ch = arith.constant 0.5 : f32
  %cmh = arith.constant -0.5 : f32
  %c2 = arith.constant 2.0 : f32
  %cm2 = arith.constant -2.0 : f32
  %c3 = arith.constant 3.0 : f32
  %cv = arith.constant dense<2.0> : vector<2xf32>
  %0 = math.powf %a, %b : f32
  %1 = math.powf %a, %c0 : f32
  %2 = math.powf %a, %c1 : f32
  %3 = math.powf %a, %cm1 : f32
  %4 = math.powf %a, %ch : f32
  %5 = math.powf %a, %cmh : f32
  %6 = math.powf %a, %c2 : f32
  %7 = math.powf %a, %cm2 : f32
  %8 = math.powf %a, %c3 : f32
  %9 = math.powf %b, %a : f32
  %10 = math.powf %v, %cv : vector<2xf32>
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10 : f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, vector<2xf32>
}
func.func @fpowi(%a: f32, %n: i32, %v: vector<2xf64>) -> (f32, f32, f32, f32, vector<2xf64>) {
  %c5 = arith.constant 5 : i32
  %cm3 = arith.constant -3 : i32
  %c0 = arith.constant 0 : i32
  %cv = arith.constant dense<3> : vector<2xi64>
  %0 = math.fpowi %a, %n : f32, i32
  %1 = math.fpowi %a, %c5 : f32, i32
  %2 = math.fpowi %a, %cm3 : f32, i32
  %3 = math.fpowi %a, %c0 : f32, i32
  %4 = math.fpowi %v, %cv : vector<2xf64>, vector<2xi64>
  return %0, %1, %2, %3, %4 : f32, f32, f32, f32, vector<2xf64>
}
func.func @round(%a: f32, %d: f64, %h: f16, %v: vector<3xf32>) -> (f32, f64, vector<3xf32>, f32, f64, f16, vector<3xf32>) {
  %0 = math.round %a : f32
  %1 = math.round %d : f64
  %2 = math.round %v : vector<3xf32>
  %3 = math.roundeven %a : f32
  %4 = math.roundeven %d : f64
  %5 = math.roundeven %h : f16
  %6 = math.roundeven %v : vector<3xf32>
  return %0, %1, %2, %3, %4, %5, %6 : f32, f64, vector<3xf32>, f32, f64, f16, vector<3xf32>
}
func.func @dyn(%t: tensor<?xf32>) -> (tensor<?xf32>, tensor<?xf32>) {
  %0 = math.ceil %t : tensor<?xf32>
  %1 = math.rsqrt %t : tensor<?xf32>
  return %0, %1 : tensor<?xf32>, tensor<?xf32>
}
