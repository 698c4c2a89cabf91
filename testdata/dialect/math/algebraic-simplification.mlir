// RUN: gomlir-opt %s -test-math-algebraic-simplification --mlir-print-debuginfo > %t.g
// RUN: mlir-opt-upstream %s -test-math-algebraic-simplification --mlir-print-debuginfo > %t.u
// RUN: diff %t.g %t.u
// RUN: gomlir-opt %s --mlir-print-op-generic > %t.g2
// RUN: mlir-opt-upstream %s --mlir-print-op-generic > %t.u2
// RUN: diff %t.g2 %t.u2
// RUN: FileCheck %s < %t.g

// Strength reduction of math.powf, math.fpowi, math.ipowi and complex.powi
// (upstream's populateMathAlgebraicSimplificationPatterns): exponents of
// magnitude up to 8 become multiplications, negative ones a division.

// CHECK-LABEL: func.func @powf
// CHECK: math.powf %{{.*}}, %{{.*}} : f32
// CHECK-LABEL: func.func @powi
// CHECK: complex.div
// CHECK: math.ipowi
func.func @powf(%x: f32, %v: vector<4xf32>) -> (f32, f32, f32, f32, f32, f32, f32, vector<4xf32>, vector<4xf32>, f32) {
  %c1 = arith.constant 1.0 : f32
  %c2 = arith.constant 2.0 : f32
  %c3 = arith.constant 3.0 : f32
  %cm1 = arith.constant -1.0 : f32
  %ch = arith.constant 0.5 : f32
  %cmh = arith.constant -0.5 : f32
  %c34 = arith.constant 0.75 : f32
  %vm1 = arith.constant dense<-1.0> : vector<4xf32>
  %v2 = arith.constant dense<2.0> : vector<4xf32>
  %c5 = arith.constant 5.0 : f32
  %0 = math.powf %x, %c1 : f32
  %1 = math.powf %x, %c2 fastmath<nnan> : f32
  %2 = math.powf %x, %c3 : f32
  %3 = math.powf %x, %cm1 : f32
  %4 = math.powf %x, %ch : f32
  %5 = math.powf %x, %cmh : f32
  %6 = math.powf %x, %c34 : f32
  %7 = math.powf %v, %vm1 : vector<4xf32>
  %8 = math.powf %v, %v2 : vector<4xf32>
  %9 = math.powf %x, %c5 : f32
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9 : f32, f32, f32, f32, f32, f32, f32, vector<4xf32>, vector<4xf32>, f32
}
func.func @powi(%x: f32, %i: i32, %n: index, %v: vector<2xf64>, %c: complex<f64>) -> (f32, f32, i32, i32, index, vector<2xf64>, complex<f64>, complex<f64>, f32, i32) {
  %c0 = arith.constant 0 : i32
  %c3 = arith.constant 3 : i32
  %cm2 = arith.constant -2 : i32
  %c8 = arith.constant 8 : i32
  %c9 = arith.constant 9 : i32
  %i3 = arith.constant 3 : index
  %im2 = arith.constant -2 : index
  %vm3 = arith.constant dense<-3> : vector<2xi32>
  %0 = math.fpowi %x, %c3 : f32, i32
  %1 = math.fpowi %x, %cm2 : f32, i32
  %2 = math.ipowi %i, %c8 : i32
  %3 = math.ipowi %i, %cm2 : i32
  %4 = math.ipowi %n, %im2 : index
  %5 = math.fpowi %v, %vm3 : vector<2xf64>, vector<2xi32>
  %6 = complex.powi %c, %cm2 : complex<f64>, i32
  %7 = complex.powi %c, %c0 fastmath<nnan> : complex<f64>, i32
  %8 = math.fpowi %x, %c0 : f32, i32
  %9 = math.ipowi %i, %c9 : i32
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9 : f32, f32, i32, i32, index, vector<2xf64>, complex<f64>, complex<f64>, f32, i32
}
func.func @expq(%a: f32, %b: f32) -> f32 {
  %0 = math.exp %a : f32
  %1 = math.exp %b : f32
  %2 = arith.divf %0, %1 fastmath<fast> : f32
  return %2 : f32
}
