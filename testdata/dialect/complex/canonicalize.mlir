// RUN: gomlir-opt %s --allow-unregistered-dialect --canonicalize | FileCheck %s
// RUN: mlir-opt-upstream %s --allow-unregistered-dialect --canonicalize | FileCheck %s

// Folds of the complex ops (expected output: mlir-opt 22 --canonicalize).

// CHECK: module {
// CHECK-NEXT:   func.func @f(%arg0: complex<f32>, %arg1: complex<f32>, %arg2: f32) {
// CHECK-NEXT:     %cst = arith.constant 2.500000e+00 : f32
// CHECK-NEXT:     %cst_0 = arith.constant 1.500000e+00 : f32
// CHECK-NEXT:     %cst_1 = complex.constant [0x7FC00000 : f32, 2.500000e+00 : f32] : complex<f32>
// CHECK-NEXT:     %cst_2 = complex.constant [1.500000e+00 : f32, 2.500000e+00 : f32] : complex<f32>
// CHECK-NEXT:     %0 = complex.div %cst_1, %arg0 : complex<f32>
// CHECK-NEXT:     %1 = complex.bitcast %arg0 : complex<f32> to i64
// CHECK-NEXT:     "t.use"(%arg0, %arg0, %arg0, %arg0, %arg0, %arg0, %arg0, %arg0, %arg0, %arg0, %arg0, %arg0, %arg0, %cst_2, %0, %cst_0, %cst, %arg2, %arg2, %arg0, %arg0, %1) : (complex<f32>, complex<f32>, complex<f32>, complex<f32>, complex<f32>, complex<f32>, complex<f32>, complex<f32>, complex<f32>, complex<f32>, complex<f32>, complex<f32>, complex<f32>, complex<f32>, complex<f32>, f32, f32, f32, f32, complex<f32>, complex<f32>, i64) -> ()
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @constants() -> (complex<f64>, f64, f64, complex<f32>) {
// CHECK-NEXT:     %cst = complex.constant [2.000000e+00 : f32, 3.000000e+00 : f32] : complex<f32>
// CHECK-NEXT:     %cst_0 = arith.constant 1.500000e+00 : f64
// CHECK-NEXT:     %cst_1 = arith.constant -2.000000e+00 : f64
// CHECK-NEXT:     %0 = complex.create %cst_0, %cst_1 : complex<f64>
// CHECK-NEXT:     return %0, %cst_0, %cst_1, %cst : complex<f64>, f64, f64, complex<f32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @not_folded(%arg0: complex<f32>) -> (complex<f32>, complex<f32>, complex<f32>, complex<f32>) {
// CHECK-NEXT:     %cst = complex.constant [2.000000e+00 : f32, 0.000000e+00 : f32] : complex<f32>
// CHECK-NEXT:     %cst_0 = complex.constant [1.000000e+00 : f32, 1.000000e+00 : f32] : complex<f32>
// CHECK-NEXT:     %0 = complex.mul %arg0, %cst : complex<f32>
// CHECK-NEXT:     %1 = complex.div %arg0, %cst_0 : complex<f32>
// CHECK-NEXT:     %2 = complex.add %arg0, %cst_0 : complex<f32>
// CHECK-NEXT:     %3 = complex.sqrt %cst_0 : complex<f32>
// CHECK-NEXT:     return %0, %1, %2, %3 : complex<f32>, complex<f32>, complex<f32>, complex<f32>
// CHECK-NEXT:   }
// CHECK-NEXT: }

func.func @f(%a: complex<f32>, %b: complex<f32>, %x: f32) {
  %l = complex.log %a : complex<f32>
  %e = complex.exp %l : complex<f32>
  %e2 = complex.exp %a : complex<f32>
  %l2 = complex.log %e2 : complex<f32>
  %c = complex.conj %a : complex<f32>
  %cc = complex.conj %c : complex<f32>
  %n = complex.neg %a : complex<f32>
  %nn = complex.neg %n : complex<f32>
  %s = complex.sub %a, %b : complex<f32>
  %ad = complex.add %s, %b : complex<f32>
  %ad2 = complex.add %b, %s : complex<f32>
  %ad3 = complex.add %a, %b : complex<f32>
  %s2 = complex.sub %ad3, %b : complex<f32>
  %nz = complex.constant [-0.0 : f32, -0.0 : f32] : complex<f32>
  %z = complex.constant [0.0 : f32, -0.0 : f32] : complex<f32>
  %one = complex.constant [1.0 : f32, -0.0 : f32] : complex<f32>
  %ad4 = complex.add %a, %nz : complex<f32>
  %ad5 = complex.add %a, %z : complex<f32>
  %s3 = complex.sub %a, %z : complex<f32>
  %m = complex.mul %a, %one : complex<f32>
  %d = complex.div %a, %one : complex<f32>
  %d2 = complex.div %a, %one fastmath<nnan> : complex<f32>
  %cst = complex.constant [1.5 : f32, 2.5 : f32] : complex<f32>
  %d3 = complex.div %cst, %one : complex<f32>
  %nan = complex.constant [0x7FC00000 : f32, 2.5 : f32] : complex<f32>
  %d4 = complex.div %nan, %a : complex<f32>
  %re = complex.re %cst : complex<f32>
  %im = complex.im %cst : complex<f32>
  %cr = complex.create %x, %x : complex<f32>
  %re2 = complex.re %cr : complex<f32>
  %im2 = complex.im %cr : complex<f32>
  %ra = complex.re %a : complex<f32>
  %ia = complex.im %a : complex<f32>
  %cr2 = complex.create %ra, %ia : complex<f32>
  %bc = complex.bitcast %a : complex<f32> to complex<f32>
  %bc2 = complex.bitcast %a : complex<f32> to i64
  "t.use"(%e, %l2, %cc, %nn, %ad, %ad2, %s2, %ad4, %ad5, %s3, %m, %d, %d2, %d3, %d4, %re, %im, %re2, %im2, %cr2, %bc, %bc2) : (complex<f32>, complex<f32>, complex<f32>, complex<f32>, complex<f32>, complex<f32>, complex<f32>, complex<f32>, complex<f32>, complex<f32>, complex<f32>, complex<f32>, complex<f32>, complex<f32>, complex<f32>, f32, f32, f32, f32, complex<f32>, complex<f32>, i64) -> ()
  return
}

func.func @constants() -> (complex<f64>, f64, f64, complex<f32>) {
  %c = complex.constant [1.5, -2.0] : complex<f64>
  %re = complex.re %c : complex<f64>
  %im = complex.im %c : complex<f64>
  %a = complex.create %re, %im : complex<f64>
  %one = complex.constant [1.0 : f32, 0.0 : f32] : complex<f32>
  %x = complex.constant [2.0 : f32, 3.0 : f32] : complex<f32>
  %m = complex.mul %x, %one : complex<f32>
  return %a, %re, %im, %m : complex<f64>, f64, f64, complex<f32>
}

func.func @not_folded(%a: complex<f32>) -> (complex<f32>, complex<f32>, complex<f32>, complex<f32>) {
  %two = complex.constant [2.0 : f32, 0.0 : f32] : complex<f32>
  %i = complex.constant [1.0 : f32, 1.0 : f32] : complex<f32>
  %0 = complex.mul %a, %two : complex<f32>
  %1 = complex.div %a, %i : complex<f32>
  %2 = complex.add %a, %i : complex<f32>
  %3 = complex.sqrt %i : complex<f32>
  return %0, %1, %2, %3 : complex<f32>, complex<f32>, complex<f32>, complex<f32>
}
