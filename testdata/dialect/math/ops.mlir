// RUN: gomlir-opt %s | FileCheck %s
// RUN: gomlir-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: gomlir-opt %s | gomlir-opt | FileCheck %s
// RUN: gomlir-opt %s --mlir-print-op-generic | gomlir-opt | FileCheck %s
// RUN: mlir-opt-upstream %s | FileCheck %s
// RUN: mlir-opt-upstream %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// Every math op in its custom form; the expected output (both forms) is
// upstream mlir-opt 22's.

// CHECK: module {
// CHECK-NEXT:   func.func @float_ops(%arg0: f32, %arg1: f64, %arg2: vector<4xf32>, %arg3: tensor<4x?xf16>, %arg4: tensor<*xbf16>) {
// CHECK-NEXT:     %0 = math.absf %arg0 : f32
// CHECK-NEXT:     %1 = math.acosh %arg1 fastmath<nnan> : f64
// CHECK-NEXT:     %2 = math.asin %arg2 : vector<4xf32>
// CHECK-NEXT:     %3 = math.asinh %arg3 fastmath<fast> : tensor<4x?xf16>
// CHECK-NEXT:     %4 = math.atan %arg4 : tensor<*xbf16>
// CHECK-NEXT:     %5 = math.atanh %arg0 : f32
// CHECK-NEXT:     %6 = math.atan2 %arg0, %arg0 fastmath<ninf,nsz> : f32
// CHECK-NEXT:     %7 = math.cbrt %arg2 : vector<4xf32>
// CHECK-NEXT:     %8 = math.ceil %arg1 : f64
// CHECK-NEXT:     %9 = math.clampf %arg0 to [%arg0, %arg0] : f32
// CHECK-NEXT:     %10 = math.clampf %arg2 to [%arg2, %arg2] fastmath<afn> : vector<4xf32>
// CHECK-NEXT:     %11 = math.copysign %arg1, %arg1 : f64
// CHECK-NEXT:     %12 = math.cos %arg0 : f32
// CHECK-NEXT:     %13 = math.acos %arg0 : f32
// CHECK-NEXT:     %14 = math.cosh %arg0 : f32
// CHECK-NEXT:     %15 = math.sin %arg0 : f32
// CHECK-NEXT:     %16 = math.sinh %arg0 : f32
// CHECK-NEXT:     %sin, %cos = math.sincos %arg2 : vector<4xf32>
// CHECK-NEXT:     %sin_0, %cos_1 = math.sincos %arg0 fastmath<contract> : f32
// CHECK-NEXT:     %17 = math.erf %arg0 : f32
// CHECK-NEXT:     %18 = math.erfc %arg0 : f32
// CHECK-NEXT:     %19 = math.exp %arg0 : f32
// CHECK-NEXT:     %20 = math.exp2 %arg0 : f32
// CHECK-NEXT:     %21 = math.expm1 %arg0 : f32
// CHECK-NEXT:     %22 = math.floor %arg0 : f32
// CHECK-NEXT:     %23 = math.fma %arg0, %arg0, %arg0 : f32
// CHECK-NEXT:     %24 = math.fma %arg2, %arg2, %arg2 fastmath<reassoc> : vector<4xf32>
// CHECK-NEXT:     %25 = math.log %arg0 : f32
// CHECK-NEXT:     %26 = math.log10 %arg0 : f32
// CHECK-NEXT:     %27 = math.log1p %arg0 : f32
// CHECK-NEXT:     %28 = math.log2 %arg0 : f32
// CHECK-NEXT:     %29 = math.powf %arg0, %arg0 : f32
// CHECK-NEXT:     %30 = math.rsqrt %arg0 : f32
// CHECK-NEXT:     %31 = math.sqrt %arg0 : f32
// CHECK-NEXT:     %32 = math.tan %arg0 : f32
// CHECK-NEXT:     %33 = math.tanh %arg0 : f32
// CHECK-NEXT:     %34 = math.roundeven %arg0 : f32
// CHECK-NEXT:     %35 = math.round %arg0 : f32
// CHECK-NEXT:     %36 = math.trunc %arg0 : f32
// CHECK-NEXT:     %37 = math.absf %arg0 {attr = 1 : i32} : f32
// CHECK-NEXT:     %38 = math.absf %arg0 fastmath<reassoc,nnan,ninf> {unit} : f32
// CHECK-NEXT:     %39 = math.absf %arg0 : f32
// CHECK-NEXT:     %40 = math.absf %arg0 fastmath<arcp,contract> : f32
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @int_ops(%arg0: i32, %arg1: vector<4xi8>, %arg2: index, %arg3: tensor<?xi64>) {
// CHECK-NEXT:     %0 = math.absi %arg0 : i32
// CHECK-NEXT:     %1 = math.ctlz %arg1 : vector<4xi8>
// CHECK-NEXT:     %2 = math.cttz %arg2 : index
// CHECK-NEXT:     %3 = math.ctpop %arg3 : tensor<?xi64>
// CHECK-NEXT:     %4 = math.ipowi %arg0, %arg0 : i32
// CHECK-NEXT:     %5 = math.ipowi %arg1, %arg1 {attr} : vector<4xi8>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @mixed_ops(%arg0: f32, %arg1: vector<4xf32>, %arg2: tensor<4x?xf16>, %arg3: f64, %arg4: i32, %arg5: vector<4xi32>) {
// CHECK-NEXT:     %0 = math.isfinite %arg0 : f32
// CHECK-NEXT:     %1 = math.isinf %arg1 : vector<4xf32>
// CHECK-NEXT:     %2 = math.isnan %arg2 : tensor<4x?xf16>
// CHECK-NEXT:     %3 = math.isnormal %arg3 : f64
// CHECK-NEXT:     %4 = math.isnan %arg0 {fastmath = #arith.fastmath<nnan>} : f32
// CHECK-NEXT:     %5 = math.isinf %arg0 : f32
// CHECK-NEXT:     %6 = math.fpowi %arg0, %arg4 : f32, i32
// CHECK-NEXT:     %7 = math.fpowi %arg1, %arg5 fastmath<arcp> : vector<4xf32>, vector<4xi32>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }

// GENERIC: "builtin.module"() ({
// GENERIC-NEXT:   "func.func"() <{function_type = (f32, f64, vector<4xf32>, tensor<4x?xf16>, tensor<*xbf16>) -> (), sym_name = "float_ops"}> ({
// GENERIC-NEXT:   ^bb0(%arg10: f32, %arg11: f64, %arg12: vector<4xf32>, %arg13: tensor<4x?xf16>, %arg14: tensor<*xbf16>):
// GENERIC-NEXT:     %14 = "math.absf"(%arg10) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
// GENERIC-NEXT:     %15 = "math.acosh"(%arg11) <{fastmath = #arith.fastmath<nnan>}> : (f64) -> f64
// GENERIC-NEXT:     %16 = "math.asin"(%arg12) <{fastmath = #arith.fastmath<none>}> : (vector<4xf32>) -> vector<4xf32>
// GENERIC-NEXT:     %17 = "math.asinh"(%arg13) <{fastmath = #arith.fastmath<fast>}> : (tensor<4x?xf16>) -> tensor<4x?xf16>
// GENERIC-NEXT:     %18 = "math.atan"(%arg14) <{fastmath = #arith.fastmath<none>}> : (tensor<*xbf16>) -> tensor<*xbf16>
// GENERIC-NEXT:     %19 = "math.atanh"(%arg10) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
// GENERIC-NEXT:     %20 = "math.atan2"(%arg10, %arg10) <{fastmath = #arith.fastmath<ninf,nsz>}> : (f32, f32) -> f32
// GENERIC-NEXT:     %21 = "math.cbrt"(%arg12) <{fastmath = #arith.fastmath<none>}> : (vector<4xf32>) -> vector<4xf32>
// GENERIC-NEXT:     %22 = "math.ceil"(%arg11) <{fastmath = #arith.fastmath<none>}> : (f64) -> f64
// GENERIC-NEXT:     %23 = "math.clampf"(%arg10, %arg10, %arg10) <{fastmath = #arith.fastmath<none>}> : (f32, f32, f32) -> f32
// GENERIC-NEXT:     %24 = "math.clampf"(%arg12, %arg12, %arg12) <{fastmath = #arith.fastmath<afn>}> : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
// GENERIC-NEXT:     %25 = "math.copysign"(%arg11, %arg11) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
// GENERIC-NEXT:     %26 = "math.cos"(%arg10) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
// GENERIC-NEXT:     %27 = "math.acos"(%arg10) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
// GENERIC-NEXT:     %28 = "math.cosh"(%arg10) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
// GENERIC-NEXT:     %29 = "math.sin"(%arg10) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
// GENERIC-NEXT:     %30 = "math.sinh"(%arg10) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
// GENERIC-NEXT:     %31:2 = "math.sincos"(%arg12) <{fastmath = #arith.fastmath<none>}> : (vector<4xf32>) -> (vector<4xf32>, vector<4xf32>)
// GENERIC-NEXT:     %32:2 = "math.sincos"(%arg10) <{fastmath = #arith.fastmath<contract>}> : (f32) -> (f32, f32)
// GENERIC-NEXT:     %33 = "math.erf"(%arg10) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
// GENERIC-NEXT:     %34 = "math.erfc"(%arg10) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
// GENERIC-NEXT:     %35 = "math.exp"(%arg10) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
// GENERIC-NEXT:     %36 = "math.exp2"(%arg10) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
// GENERIC-NEXT:     %37 = "math.expm1"(%arg10) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
// GENERIC-NEXT:     %38 = "math.floor"(%arg10) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
// GENERIC-NEXT:     %39 = "math.fma"(%arg10, %arg10, %arg10) <{fastmath = #arith.fastmath<none>}> : (f32, f32, f32) -> f32
// GENERIC-NEXT:     %40 = "math.fma"(%arg12, %arg12, %arg12) <{fastmath = #arith.fastmath<reassoc>}> : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
// GENERIC-NEXT:     %41 = "math.log"(%arg10) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
// GENERIC-NEXT:     %42 = "math.log10"(%arg10) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
// GENERIC-NEXT:     %43 = "math.log1p"(%arg10) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
// GENERIC-NEXT:     %44 = "math.log2"(%arg10) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
// GENERIC-NEXT:     %45 = "math.powf"(%arg10, %arg10) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT:     %46 = "math.rsqrt"(%arg10) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
// GENERIC-NEXT:     %47 = "math.sqrt"(%arg10) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
// GENERIC-NEXT:     %48 = "math.tan"(%arg10) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
// GENERIC-NEXT:     %49 = "math.tanh"(%arg10) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
// GENERIC-NEXT:     %50 = "math.roundeven"(%arg10) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
// GENERIC-NEXT:     %51 = "math.round"(%arg10) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
// GENERIC-NEXT:     %52 = "math.trunc"(%arg10) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
// GENERIC-NEXT:     %53 = "math.absf"(%arg10) <{fastmath = #arith.fastmath<none>}> {attr = 1 : i32} : (f32) -> f32
// GENERIC-NEXT:     %54 = "math.absf"(%arg10) <{fastmath = #arith.fastmath<reassoc,nnan,ninf>}> {unit} : (f32) -> f32
// GENERIC-NEXT:     %55 = "math.absf"(%arg10) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
// GENERIC-NEXT:     %56 = "math.absf"(%arg10) <{fastmath = #arith.fastmath<arcp,contract>}> : (f32) -> f32
// GENERIC-NEXT:     "func.return"() : () -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "func.func"() <{function_type = (i32, vector<4xi8>, index, tensor<?xi64>) -> (), sym_name = "int_ops"}> ({
// GENERIC-NEXT:   ^bb0(%arg6: i32, %arg7: vector<4xi8>, %arg8: index, %arg9: tensor<?xi64>):
// GENERIC-NEXT:     %8 = "math.absi"(%arg6) : (i32) -> i32
// GENERIC-NEXT:     %9 = "math.ctlz"(%arg7) : (vector<4xi8>) -> vector<4xi8>
// GENERIC-NEXT:     %10 = "math.cttz"(%arg8) : (index) -> index
// GENERIC-NEXT:     %11 = "math.ctpop"(%arg9) : (tensor<?xi64>) -> tensor<?xi64>
// GENERIC-NEXT:     %12 = "math.ipowi"(%arg6, %arg6) : (i32, i32) -> i32
// GENERIC-NEXT:     %13 = "math.ipowi"(%arg7, %arg7) {attr} : (vector<4xi8>, vector<4xi8>) -> vector<4xi8>
// GENERIC-NEXT:     "func.return"() : () -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "func.func"() <{function_type = (f32, vector<4xf32>, tensor<4x?xf16>, f64, i32, vector<4xi32>) -> (), sym_name = "mixed_ops"}> ({
// GENERIC-NEXT:   ^bb0(%arg0: f32, %arg1: vector<4xf32>, %arg2: tensor<4x?xf16>, %arg3: f64, %arg4: i32, %arg5: vector<4xi32>):
// GENERIC-NEXT:     %0 = "math.isfinite"(%arg0) <{fastmath = #arith.fastmath<none>}> : (f32) -> i1
// GENERIC-NEXT:     %1 = "math.isinf"(%arg1) <{fastmath = #arith.fastmath<none>}> : (vector<4xf32>) -> vector<4xi1>
// GENERIC-NEXT:     %2 = "math.isnan"(%arg2) <{fastmath = #arith.fastmath<none>}> : (tensor<4x?xf16>) -> tensor<4x?xi1>
// GENERIC-NEXT:     %3 = "math.isnormal"(%arg3) <{fastmath = #arith.fastmath<none>}> : (f64) -> i1
// GENERIC-NEXT:     %4 = "math.isnan"(%arg0) <{fastmath = #arith.fastmath<nnan>}> : (f32) -> i1
// GENERIC-NEXT:     %5 = "math.isinf"(%arg0) <{fastmath = #arith.fastmath<none>}> : (f32) -> i1
// GENERIC-NEXT:     %6 = "math.fpowi"(%arg0, %arg4) <{fastmath = #arith.fastmath<none>}> : (f32, i32) -> f32
// GENERIC-NEXT:     %7 = "math.fpowi"(%arg1, %arg5) <{fastmath = #arith.fastmath<arcp>}> : (vector<4xf32>, vector<4xi32>) -> vector<4xf32>
// GENERIC-NEXT:     "func.return"() : () -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT: }) : () -> ()

func.func @float_ops(%f: f32, %d: f64, %v: vector<4xf32>, %t: tensor<4x?xf16>, %u: tensor<*xbf16>) {
  %0 = math.absf %f : f32
  %1 = math.acosh %d fastmath<nnan> : f64
  %2 = math.asin %v : vector<4xf32>
  %3 = math.asinh %t fastmath<fast> : tensor<4x?xf16>
  %4 = math.atan %u : tensor<*xbf16>
  %5 = math.atanh %f : f32
  %6 = math.atan2 %f, %f fastmath<ninf,nsz> : f32
  %7 = math.cbrt %v : vector<4xf32>
  %8 = math.ceil %d : f64
  %9 = math.clampf %f to [%f, %f] : f32
  %10 = math.clampf %v to [%v, %v] fastmath<afn> : vector<4xf32>
  %11 = math.copysign %d, %d : f64
  %12 = math.cos %f : f32
  %13 = math.acos %f : f32
  %14 = math.cosh %f : f32
  %15 = math.sin %f : f32
  %16 = math.sinh %f : f32
  %17:2 = math.sincos %v : vector<4xf32>
  %18:2 = math.sincos %f fastmath<contract> : f32
  %19 = math.erf %f : f32
  %20 = math.erfc %f : f32
  %21 = math.exp %f : f32
  %22 = math.exp2 %f : f32
  %23 = math.expm1 %f : f32
  %24 = math.floor %f : f32
  %25 = math.fma %f, %f, %f : f32
  %26 = math.fma %v, %v, %v fastmath<reassoc> : vector<4xf32>
  %27 = math.log %f : f32
  %28 = math.log10 %f : f32
  %29 = math.log1p %f : f32
  %30 = math.log2 %f : f32
  %31 = math.powf %f, %f : f32
  %32 = math.rsqrt %f : f32
  %33 = math.sqrt %f : f32
  %34 = math.tan %f : f32
  %35 = math.tanh %f : f32
  %36 = math.roundeven %f : f32
  %37 = math.round %f : f32
  %38 = math.trunc %f : f32
  %39 = math.absf %f {attr = 1 : i32} : f32
  %40 = math.absf %f fastmath<nnan,reassoc,ninf> {unit} : f32
  %41 = math.absf %f fastmath<none> : f32
  %42 = "math.absf"(%f) <{fastmath = #arith.fastmath<arcp,contract>}> : (f32) -> f32
  return
}

func.func @int_ops(%i: i32, %v: vector<4xi8>, %x: index, %t: tensor<?xi64>) {
  %0 = math.absi %i : i32
  %1 = math.ctlz %v : vector<4xi8>
  %2 = math.cttz %x : index
  %3 = math.ctpop %t : tensor<?xi64>
  %4 = math.ipowi %i, %i : i32
  %5 = math.ipowi %v, %v {attr} : vector<4xi8>
  return
}

func.func @mixed_ops(%f: f32, %v: vector<4xf32>, %t: tensor<4x?xf16>, %d: f64, %i: i32, %vi: vector<4xi32>) {
  %0 = math.isfinite %f : f32
  %1 = math.isinf %v : vector<4xf32>
  %2 = math.isnan %t : tensor<4x?xf16>
  %3 = math.isnormal %d : f64
  %4 = math.isnan %f {fastmath = #arith.fastmath<nnan>} : f32
  %5 = math.isinf %f {fastmath = #arith.fastmath<none>} : f32
  %6 = math.fpowi %f, %i : f32, i32
  %7 = math.fpowi %v, %vi fastmath<arcp> : vector<4xf32>, vector<4xi32>
  return
}
