// RUN: gomlir-opt %s --canonicalize | FileCheck %s
// RUN: mlir-opt-upstream %s --canonicalize | FileCheck %s

// Folds of the math ops, as upstream folds them (expected output from mlir-opt
// 22). Exact operations fold for every float type; the libm-based ones fold
// f32/f64 to the correctly rounded result (see dialect/math/libm.go).
// Poison operands fold to poison.

// CHECK: module {
// CHECK-NEXT:   func.func @exact_f32() -> (f32, f32, f32, f32, f32, f32, f32, f32, f32) {
// CHECK-NEXT:     %cst = arith.constant -2.500000e+00 : f32
// CHECK-NEXT:     %cst_0 = arith.constant 2.500000e+00 : f32
// CHECK-NEXT:     %cst_1 = arith.constant -2.000000e+00 : f32
// CHECK-NEXT:     %cst_2 = arith.constant -3.000000e+00 : f32
// CHECK-NEXT:     %cst_3 = arith.constant -6.250000e+00 : f32
// CHECK-NEXT:     %0 = math.sqrt %cst : f32
// CHECK-NEXT:     return %cst_0, %cst_1, %cst_2, %cst_1, %cst_2, %cst_1, %cst_3, %cst_0, %0 : f32, f32, f32, f32, f32, f32, f32, f32, f32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @exact_other_types() -> (f16, bf16, f64, f16, bf16, f64) {
// CHECK-NEXT:     %cst = arith.constant 0.31622776601683794 : f64
// CHECK-NEXT:     %cst_0 = arith.constant 2.500000e+00 : f16
// CHECK-NEXT:     %cst_1 = arith.constant -1.500000e+00 : bf16
// CHECK-NEXT:     %cst_2 = arith.constant 2.000000e+00 : f16
// CHECK-NEXT:     %cst_3 = arith.constant -1.000000e+00 : bf16
// CHECK-NEXT:     %cst_4 = arith.constant 0.000000e+00 : f64
// CHECK-NEXT:     %0 = math.round %cst_0 : f16
// CHECK-NEXT:     %1 = math.trunc %cst_1 : bf16
// CHECK-NEXT:     return %cst_2, %cst_3, %cst_4, %0, %1, %cst : f16, bf16, f64, f16, bf16, f64
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @ceil_neg_zero() -> f32 {
// CHECK-NEXT:     %cst = arith.constant -0.000000e+00 : f32
// CHECK-NEXT:     return %cst : f32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @vectors() -> (vector<4xf32>, tensor<2x2xf64>, vector<4xf32>, vector<4xf32>) {
// CHECK-NEXT:     %cst = arith.constant dense<[1.500000e+00, -2.500000e+00, 0.000000e+00, 4.000000e+00]> : vector<4xf32>
// CHECK-NEXT:     %cst_0 = arith.constant dense<[1.000000e+00, -3.000000e+00, 0.000000e+00, 4.000000e+00]> : vector<4xf32>
// CHECK-NEXT:     %cst_1 = arith.constant dense<5.000000e-01> : tensor<2x2xf64>
// CHECK-NEXT:     %0 = math.sqrt %cst : vector<4xf32>
// CHECK-NEXT:     return %cst_0, %cst_1, %0, %cst : vector<4xf32>, tensor<2x2xf64>, vector<4xf32>, vector<4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @integers() -> (i32, i32, i32, i32, i8, i64, index, vector<3xi16>) {
// CHECK-NEXT:     %c42_i32 = arith.constant 42 : i32
// CHECK-NEXT:     %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT:     %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:     %c29_i32 = arith.constant 29 : i32
// CHECK-NEXT:     %c8_i8 = arith.constant 8 : i8
// CHECK-NEXT:     %c53_i64 = arith.constant 53 : i64
// CHECK-NEXT:     %c2 = arith.constant 2 : index
// CHECK-NEXT:     %cst = arith.constant dense<[15, 0, 16]> : vector<3xi16>
// CHECK-NEXT:     return %c42_i32, %c0_i32, %c1_i32, %c29_i32, %c8_i8, %c53_i64, %c2, %cst : i32, i32, i32, i32, i8, i64, index, vector<3xi16>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @ipowi() -> (i32, i32, i32, i32, i32, i8, vector<2xi32>) {
// CHECK-NEXT:     %cst = arith.constant dense<[4, 0]> : vector<2xi32>
// CHECK-NEXT:     %c-117_i8 = arith.constant -117 : i8
// CHECK-NEXT:     %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:     %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT:     %c-1_i32 = arith.constant -1 : i32
// CHECK-NEXT:     %c8_i32 = arith.constant 8 : i32
// CHECK-NEXT:     %0 = math.ipowi %c0_i32, %c-1_i32 : i32
// CHECK-NEXT:     return %c8_i32, %c-1_i32, %c0_i32, %0, %c1_i32, %c-117_i8, %cst : i32, i32, i32, i32, i32, i8, vector<2xi32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @classification() -> (i1, i1, i1, i1, vector<2xi1>, vector<2xi1>) {
// CHECK-NEXT:     %cst = arith.constant dense<[1.000000e+00, 0x7FF0000000000000]> : vector<2xf64>
// CHECK-NEXT:     %true = arith.constant true
// CHECK-NEXT:     %false = arith.constant false
// CHECK-NEXT:     %cst_0 = arith.constant dense<true> : vector<2xi1>
// CHECK-NEXT:     %0 = math.isinf %cst : vector<2xf64>
// CHECK-NEXT:     return %true, %false, %false, %false, %cst_0, %0 : i1, i1, i1, i1, vector<2xi1>, vector<2xi1>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @libm_f32() -> (f32, f32, f32, f32, f32, f32, f32) {
// CHECK-NEXT:     %cst = arith.constant 2.71828175 : f32
// CHECK-NEXT:     %cst_0 = arith.constant 5.65685415 : f32
// CHECK-NEXT:     %cst_1 = arith.constant 1.09861231 : f32
// CHECK-NEXT:     %cst_2 = arith.constant 1.58496249 : f32
// CHECK-NEXT:     %cst_3 = arith.constant 0.47942555 : f32
// CHECK-NEXT:     %cst_4 = arith.constant 0.87758255 : f32
// CHECK-NEXT:     %cst_5 = arith.constant 1.58113885 : f32
// CHECK-NEXT:     return %cst, %cst_0, %cst_1, %cst_2, %cst_3, %cst_4, %cst_5 : f32, f32, f32, f32, f32, f32, f32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @libm_exact() -> (f64, f64, f64, f64, f64, f64, f64, f64, f64, f64) {
// CHECK-NEXT:     %cst = arith.constant 1.000000e+00 : f64
// CHECK-NEXT:     %cst_0 = arith.constant 0.000000e+00 : f64
// CHECK-NEXT:     %cst_1 = arith.constant 1.024000e+03 : f64
// CHECK-NEXT:     %cst_2 = arith.constant 1.000000e+01 : f64
// CHECK-NEXT:     %cst_3 = arith.constant 0x7FF8000000000000 : f64
// CHECK-NEXT:     %cst_4 = arith.constant 0xFFF0000000000000 : f64
// CHECK-NEXT:     return %cst, %cst_0, %cst, %cst_0, %cst_1, %cst_1, %cst_2, %cst, %cst_3, %cst_4 : f64, f64, f64, f64, f64, f64, f64, f64, f64, f64
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @not_folded(%arg0: f32) -> (f32, f32, f16, f32, f32, f32, f32, f32, f32) {
// CHECK-NEXT:     %cst = arith.constant -2.000000e+00 : f32
// CHECK-NEXT:     %cst_0 = arith.constant 2.000000e+00 : f32
// CHECK-NEXT:     %cst_1 = arith.constant 2.000000e+00 : f16
// CHECK-NEXT:     %c3_i32 = arith.constant 3 : i32
// CHECK-NEXT:     %0 = math.log %cst : f32
// CHECK-NEXT:     %1 = math.log10 %cst : f32
// CHECK-NEXT:     %2 = math.exp %cst_1 : f16
// CHECK-NEXT:     %3 = math.cbrt %cst_0 : f32
// CHECK-NEXT:     %4 = math.rsqrt %cst_0 : f32
// CHECK-NEXT:     %5 = math.fma %cst_0, %cst_0, %cst_0 : f32
// CHECK-NEXT:     %6 = math.clampf %cst_0 to [%cst, %cst_0] : f32
// CHECK-NEXT:     %7 = math.fpowi %cst_0, %c3_i32 : f32, i32
// CHECK-NEXT:     %8 = math.exp %arg0 : f32
// CHECK-NEXT:     return %0, %1, %2, %3, %4, %5, %6, %7, %8 : f32, f32, f16, f32, f32, f32, f32, f32, f32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @poison(%arg0: f32, %arg1: vector<2xi8>) -> (f32, vector<2xf32>, vector<2xi8>, vector<2xi8>, f32, f32, i1, vector<2xi8>) {
// CHECK-NEXT:     %0 = ub.poison : f32
// CHECK-NEXT:     %1 = ub.poison : vector<2xf32>
// CHECK-NEXT:     %2 = ub.poison : vector<2xi8>
// CHECK-NEXT:     %3 = math.isnan %0 : f32
// CHECK-NEXT:     return %0, %1, %2, %2, %0, %0, %3, %2 : f32, vector<2xf32>, vector<2xi8>, vector<2xi8>, f32, f32, i1, vector<2xi8>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @libm_f64() -> (f64, f64, f64, f64, f64) {
// CHECK-NEXT:     %cst = arith.constant 2.7182818284590451 : f64
// CHECK-NEXT:     %cst_0 = arith.constant 5.6568542494923806 : f64
// CHECK-NEXT:     %cst_1 = arith.constant 1.0986122886681098 : f64
// CHECK-NEXT:     %cst_2 = arith.constant 1.3219280948873624 : f64
// CHECK-NEXT:     %cst_3 = arith.constant 1.562500e+01 : f64
// CHECK-NEXT:     return %cst, %cst_0, %cst_1, %cst_2, %cst_3 : f64, f64, f64, f64, f64
// CHECK-NEXT:   }
// CHECK-NEXT: }

func.func @exact_f32() -> (f32, f32, f32, f32, f32, f32, f32, f32, f32) {
  %a = arith.constant -2.5 : f32
  %b = arith.constant 6.25 : f32
  %0 = math.absf %a : f32
  %1 = math.ceil %a : f32
  %2 = math.floor %a : f32
  %3 = math.roundeven %a : f32
  %4 = math.round %a : f32
  %5 = math.trunc %a : f32
  %6 = math.copysign %b, %a : f32
  %7 = math.sqrt %b : f32
  %8 = math.sqrt %a : f32
  return %0, %1, %2, %3, %4, %5, %6, %7, %8 : f32, f32, f32, f32, f32, f32, f32, f32, f32
}

func.func @exact_other_types() -> (f16, bf16, f64, f16, bf16, f64) {
  %h = arith.constant 2.5 : f16
  %b = arith.constant -1.5 : bf16
  %d = arith.constant 0.1 : f64
  %0 = math.roundeven %h : f16
  %1 = math.ceil %b : bf16
  %2 = math.floor %d : f64
  %3 = math.round %h : f16
  %4 = math.trunc %b : bf16
  %5 = math.sqrt %d : f64
  return %0, %1, %2, %3, %4, %5 : f16, bf16, f64, f16, bf16, f64
}

func.func @ceil_neg_zero() -> f32 {
  %a = arith.constant -0.5 : f32
  %0 = math.ceil %a : f32
  return %0 : f32
}

func.func @vectors() -> (vector<4xf32>, tensor<2x2xf64>, vector<4xf32>, vector<4xf32>) {
  %v = arith.constant dense<[1.5, -2.5, 0.0, 4.0]> : vector<4xf32>
  %t = arith.constant dense<0.25> : tensor<2x2xf64>
  %0 = math.floor %v : vector<4xf32>
  %1 = math.sqrt %t : tensor<2x2xf64>
  %2 = math.sqrt %v : vector<4xf32>
  %3 = math.copysign %v, %v : vector<4xf32>
  return %0, %1, %2, %3 : vector<4xf32>, tensor<2x2xf64>, vector<4xf32>, vector<4xf32>
}

func.func @integers() -> (i32, i32, i32, i32, i8, i64, index, vector<3xi16>) {
  %a = arith.constant -42 : i32
  %b = arith.constant 255 : i8
  %c = arith.constant 1024 : i64
  %x = arith.constant 12 : index
  %v = arith.constant dense<[1, -1, 0]> : vector<3xi16>
  %0 = math.absi %a : i32
  %1 = math.ctlz %a : i32
  %2 = math.cttz %a : i32
  %3 = math.ctpop %a : i32
  %4 = math.ctpop %b : i8
  %5 = math.ctlz %c : i64
  %6 = math.cttz %x : index
  %7 = math.ctlz %v : vector<3xi16>
  return %0, %1, %2, %3, %4, %5, %6, %7 : i32, i32, i32, i32, i8, i64, index, vector<3xi16>
}

func.func @ipowi() -> (i32, i32, i32, i32, i32, i8, vector<2xi32>) {
  %c0 = arith.constant 0 : i32
  %c2 = arith.constant 2 : i32
  %c3 = arith.constant 3 : i32
  %cm1 = arith.constant -1 : i32
  %cm3 = arith.constant -3 : i32
  %b = arith.constant 3 : i8
  %e = arith.constant 7 : i8
  %v = arith.constant dense<[2, -3]> : vector<2xi32>
  %0 = math.ipowi %c2, %c3 : i32
  %1 = math.ipowi %cm1, %cm3 : i32
  %2 = math.ipowi %c3, %cm1 : i32
  %3 = math.ipowi %c0, %cm1 : i32
  %4 = math.ipowi %c0, %c0 : i32
  %5 = math.ipowi %b, %e : i8
  %6 = math.ipowi %v, %v : vector<2xi32>
  return %0, %1, %2, %3, %4, %5, %6 : i32, i32, i32, i32, i32, i8, vector<2xi32>
}

func.func @classification() -> (i1, i1, i1, i1, vector<2xi1>, vector<2xi1>) {
  %inf = arith.constant 0x7F800000 : f32
  %nan = arith.constant 0x7FC00000 : f32
  %den = arith.constant 1.0e-40 : f32
  %s = arith.constant dense<1.0> : vector<2xf64>
  %v = arith.constant dense<[1.0, 0x7FF0000000000000]> : vector<2xf64>
  %0 = math.isinf %inf : f32
  %1 = math.isnan %inf : f32
  %2 = math.isfinite %nan : f32
  %3 = math.isnormal %den : f32
  %4 = math.isnormal %s : vector<2xf64>
  %5 = math.isinf %v : vector<2xf64>
  return %0, %1, %2, %3, %4, %5 : i1, i1, i1, i1, vector<2xi1>, vector<2xi1>
}

func.func @libm_f32() -> (f32, f32, f32, f32, f32, f32, f32) {
  %one = arith.constant 1.0 : f32
  %h = arith.constant 0.5 : f32
  %x = arith.constant 2.5 : f32
  %y = arith.constant 3.0 : f32
  %0 = math.exp %one : f32
  %1 = math.exp2 %x : f32
  %2 = math.log %y : f32
  %3 = math.log2 %y : f32
  %4 = math.sin %h : f32
  %5 = math.cos %h : f32
  %6 = math.powf %x, %h : f32
  return %0, %1, %2, %3, %4, %5, %6 : f32, f32, f32, f32, f32, f32, f32
}

func.func @libm_exact() -> (f64, f64, f64, f64, f64, f64, f64, f64, f64, f64) {
  %z = arith.constant 0.0 : f64
  %one = arith.constant 1.0 : f64
  %two = arith.constant 2.0 : f64
  %ten = arith.constant 10.0 : f64
  %big = arith.constant 1024.0 : f64
  %inf = arith.constant 0x7FF0000000000000 : f64
  %0 = math.exp %z : f64
  %1 = math.log %one : f64
  %2 = math.cos %z : f64
  %3 = math.sin %z : f64
  %4 = math.powf %two, %ten : f64
  %5 = math.exp2 %ten : f64
  %6 = math.log2 %big : f64
  %7 = math.tanh %inf : f64
  %8 = math.atan2 %z, %z : f64
  %9 = math.log %z : f64
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9 : f64, f64, f64, f64, f64, f64, f64, f64, f64, f64
}

func.func @not_folded(%arg: f32) -> (f32, f32, f16, f32, f32, f32, f32, f32, f32) {
  %m = arith.constant -2.0 : f32
  %a = arith.constant 2.0 : f32
  %h = arith.constant 2.0 : f16
  %i = arith.constant 3 : i32
  %0 = math.log %m : f32
  %1 = math.log10 %m : f32
  %2 = math.exp %h : f16
  %3 = math.cbrt %a : f32
  %4 = math.rsqrt %a : f32
  %5 = math.fma %a, %a, %a : f32
  %6 = math.clampf %a to [%m, %a] : f32
  %7 = math.fpowi %a, %i : f32, i32
  %s, %c = math.sincos %a : f32
  %8 = math.exp %arg : f32
  return %0, %1, %2, %3, %4, %5, %6, %7, %8 : f32, f32, f16, f32, f32, f32, f32, f32, f32
}

func.func @poison(%x: f32, %y: vector<2xi8>) -> (f32, vector<2xf32>, vector<2xi8>, vector<2xi8>, f32, f32, i1, vector<2xi8>) {
  %p = ub.poison : f32
  %pv = ub.poison : vector<2xf32>
  %pi = ub.poison : vector<2xi8>
  %k = arith.constant dense<[2, 3]> : vector<2xi8>
  %a = math.absf %p : f32
  %b = math.ceil %pv : vector<2xf32>
  %c = math.ipowi %k, %pi : vector<2xi8>
  %d = math.ctlz %pi : vector<2xi8>
  %e = math.powf %x, %p : f32
  %f = math.exp %p : f32
  %g = math.isnan %p : f32
  %h = math.ipowi %pi, %y : vector<2xi8>
  return %a, %b, %c, %d, %e, %f, %g, %h : f32, vector<2xf32>, vector<2xi8>, vector<2xi8>, f32, f32, i1, vector<2xi8>
}

func.func @libm_f64() -> (f64, f64, f64, f64, f64) {
  %one = arith.constant 1.0 : f64
  %x = arith.constant 2.5 : f64
  %y = arith.constant 3.0 : f64
  %0 = math.exp %one : f64
  %1 = math.exp2 %x : f64
  %2 = math.log %y : f64
  %3 = math.log2 %x : f64
  %4 = math.powf %x, %y : f64
  return %0, %1, %2, %3, %4 : f64, f64, f64, f64, f64
}
