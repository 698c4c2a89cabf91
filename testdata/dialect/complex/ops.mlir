// RUN: gomlir-opt %s | FileCheck %s
// RUN: gomlir-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: gomlir-opt %s | gomlir-opt | FileCheck %s
// RUN: gomlir-opt %s --mlir-print-op-generic | gomlir-opt | FileCheck %s
// RUN: mlir-opt-upstream %s | FileCheck %s
// RUN: mlir-opt-upstream %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// Every complex op in its custom form; the expected output (both forms) is
// upstream mlir-opt 22's.

// CHECK: module {
// CHECK-NEXT:   func.func @ops(%arg0: f32, %arg1: f64, %arg2: i32, %arg3: complex<f32>, %arg4: complex<f64>, %arg5: complex<f16>) {
// CHECK-NEXT:     %cst = complex.constant [1.000000e-01, -1.000000e+00] : complex<f64>
// CHECK-NEXT:     %cst_0 = complex.constant [1.000000e-01 : f32, -1.000000e+00 : f32] : complex<f32>
// CHECK-NEXT:     %cst_1 = complex.constant [1 : i32, 2 : i32] : complex<i32>
// CHECK-NEXT:     %cst_2 = complex.constant [1.000000e+00 : f16, 0x7C00 : f16] {tag} : complex<f16>
// CHECK-NEXT:     %0 = complex.create %arg0, %arg0 : complex<f32>
// CHECK-NEXT:     %1 = complex.re %arg3 : complex<f32>
// CHECK-NEXT:     %2 = complex.im %arg3 fastmath<nnan> : complex<f32>
// CHECK-NEXT:     %3 = complex.abs %arg3 : complex<f32>
// CHECK-NEXT:     %4 = complex.add %arg3, %arg3 : complex<f32>
// CHECK-NEXT:     %5 = complex.atan2 %arg3, %arg3 fastmath<fast> : complex<f32>
// CHECK-NEXT:     %6 = complex.bitcast %arg3 : complex<f32> to i64
// CHECK-NEXT:     %7 = complex.bitcast %arg1 : f64 to complex<f32>
// CHECK-NEXT:     %8 = complex.cos %arg4 : complex<f64>
// CHECK-NEXT:     %9 = complex.div %arg3, %arg3 : complex<f32>
// CHECK-NEXT:     %10 = complex.eq %arg3, %arg3 : complex<f32>
// CHECK-NEXT:     %11 = complex.exp %arg3 : complex<f32>
// CHECK-NEXT:     %12 = complex.expm1 %arg3 : complex<f32>
// CHECK-NEXT:     %13 = complex.log %arg3 : complex<f32>
// CHECK-NEXT:     %14 = complex.log1p %arg3 : complex<f32>
// CHECK-NEXT:     %15 = complex.mul %arg3, %arg3 fastmath<nnan,ninf> : complex<f32>
// CHECK-NEXT:     %16 = complex.neg %arg3 : complex<f32>
// CHECK-NEXT:     %17 = complex.neq %arg4, %arg4 : complex<f64>
// CHECK-NEXT:     %18 = complex.pow %arg3, %arg3 : complex<f32>
// CHECK-NEXT:     %19 = complex.powi %arg3, %arg2 : complex<f32>, i32
// CHECK-NEXT:     %20 = complex.rsqrt %arg3 : complex<f32>
// CHECK-NEXT:     %21 = complex.sign %arg3 : complex<f32>
// CHECK-NEXT:     %22 = complex.sin %arg3 : complex<f32>
// CHECK-NEXT:     %23 = complex.sqrt %arg3 : complex<f32>
// CHECK-NEXT:     %24 = complex.sub %arg3, %arg3 : complex<f32>
// CHECK-NEXT:     %25 = complex.tanh %arg3 : complex<f32>
// CHECK-NEXT:     %26 = complex.tan %arg3 : complex<f32>
// CHECK-NEXT:     %27 = complex.conj %arg3 : complex<f32>
// CHECK-NEXT:     %28 = complex.angle %arg4 fastmath<afn> : complex<f64>
// CHECK-NEXT:     %29 = complex.abs %arg5 {attr = 1 : i32} : complex<f16>
// CHECK-NEXT:     %30 = complex.bitcast %arg3 : complex<f32> to complex<f32>
// CHECK-NEXT:     %31 = complex.add %arg3, %arg3 fastmath<reassoc,contract> : complex<f32>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }

// GENERIC: "builtin.module"() ({
// GENERIC-NEXT:   "func.func"() <{function_type = (f32, f64, i32, complex<f32>, complex<f64>, complex<f16>) -> (), sym_name = "ops"}> ({
// GENERIC-NEXT:   ^bb0(%arg0: f32, %arg1: f64, %arg2: i32, %arg3: complex<f32>, %arg4: complex<f64>, %arg5: complex<f16>):
// GENERIC-NEXT:     %0 = "complex.constant"() <{value = [1.000000e-01, -1.000000e+00]}> : () -> complex<f64>
// GENERIC-NEXT:     %1 = "complex.constant"() <{value = [1.000000e-01 : f32, -1.000000e+00 : f32]}> : () -> complex<f32>
// GENERIC-NEXT:     %2 = "complex.constant"() <{value = [1 : i32, 2 : i32]}> : () -> complex<i32>
// GENERIC-NEXT:     %3 = "complex.constant"() <{value = [1.000000e+00 : f16, 0x7C00 : f16]}> {tag} : () -> complex<f16>
// GENERIC-NEXT:     %4 = "complex.create"(%arg0, %arg0) : (f32, f32) -> complex<f32>
// GENERIC-NEXT:     %5 = "complex.re"(%arg3) <{fastmath = #arith.fastmath<none>}> : (complex<f32>) -> f32
// GENERIC-NEXT:     %6 = "complex.im"(%arg3) <{fastmath = #arith.fastmath<nnan>}> : (complex<f32>) -> f32
// GENERIC-NEXT:     %7 = "complex.abs"(%arg3) <{fastmath = #arith.fastmath<none>}> : (complex<f32>) -> f32
// GENERIC-NEXT:     %8 = "complex.add"(%arg3, %arg3) <{fastmath = #arith.fastmath<none>}> : (complex<f32>, complex<f32>) -> complex<f32>
// GENERIC-NEXT:     %9 = "complex.atan2"(%arg3, %arg3) <{fastmath = #arith.fastmath<fast>}> : (complex<f32>, complex<f32>) -> complex<f32>
// GENERIC-NEXT:     %10 = "complex.bitcast"(%arg3) : (complex<f32>) -> i64
// GENERIC-NEXT:     %11 = "complex.bitcast"(%arg1) : (f64) -> complex<f32>
// GENERIC-NEXT:     %12 = "complex.cos"(%arg4) <{fastmath = #arith.fastmath<none>}> : (complex<f64>) -> complex<f64>
// GENERIC-NEXT:     %13 = "complex.div"(%arg3, %arg3) <{fastmath = #arith.fastmath<none>}> : (complex<f32>, complex<f32>) -> complex<f32>
// GENERIC-NEXT:     %14 = "complex.eq"(%arg3, %arg3) : (complex<f32>, complex<f32>) -> i1
// GENERIC-NEXT:     %15 = "complex.exp"(%arg3) <{fastmath = #arith.fastmath<none>}> : (complex<f32>) -> complex<f32>
// GENERIC-NEXT:     %16 = "complex.expm1"(%arg3) <{fastmath = #arith.fastmath<none>}> : (complex<f32>) -> complex<f32>
// GENERIC-NEXT:     %17 = "complex.log"(%arg3) <{fastmath = #arith.fastmath<none>}> : (complex<f32>) -> complex<f32>
// GENERIC-NEXT:     %18 = "complex.log1p"(%arg3) <{fastmath = #arith.fastmath<none>}> : (complex<f32>) -> complex<f32>
// GENERIC-NEXT:     %19 = "complex.mul"(%arg3, %arg3) <{fastmath = #arith.fastmath<nnan,ninf>}> : (complex<f32>, complex<f32>) -> complex<f32>
// GENERIC-NEXT:     %20 = "complex.neg"(%arg3) <{fastmath = #arith.fastmath<none>}> : (complex<f32>) -> complex<f32>
// GENERIC-NEXT:     %21 = "complex.neq"(%arg4, %arg4) : (complex<f64>, complex<f64>) -> i1
// GENERIC-NEXT:     %22 = "complex.pow"(%arg3, %arg3) <{fastmath = #arith.fastmath<none>}> : (complex<f32>, complex<f32>) -> complex<f32>
// GENERIC-NEXT:     %23 = "complex.powi"(%arg3, %arg2) : (complex<f32>, i32) -> complex<f32>
// GENERIC-NEXT:     %24 = "complex.rsqrt"(%arg3) <{fastmath = #arith.fastmath<none>}> : (complex<f32>) -> complex<f32>
// GENERIC-NEXT:     %25 = "complex.sign"(%arg3) <{fastmath = #arith.fastmath<none>}> : (complex<f32>) -> complex<f32>
// GENERIC-NEXT:     %26 = "complex.sin"(%arg3) <{fastmath = #arith.fastmath<none>}> : (complex<f32>) -> complex<f32>
// GENERIC-NEXT:     %27 = "complex.sqrt"(%arg3) <{fastmath = #arith.fastmath<none>}> : (complex<f32>) -> complex<f32>
// GENERIC-NEXT:     %28 = "complex.sub"(%arg3, %arg3) <{fastmath = #arith.fastmath<none>}> : (complex<f32>, complex<f32>) -> complex<f32>
// GENERIC-NEXT:     %29 = "complex.tanh"(%arg3) <{fastmath = #arith.fastmath<none>}> : (complex<f32>) -> complex<f32>
// GENERIC-NEXT:     %30 = "complex.tan"(%arg3) <{fastmath = #arith.fastmath<none>}> : (complex<f32>) -> complex<f32>
// GENERIC-NEXT:     %31 = "complex.conj"(%arg3) <{fastmath = #arith.fastmath<none>}> : (complex<f32>) -> complex<f32>
// GENERIC-NEXT:     %32 = "complex.angle"(%arg4) <{fastmath = #arith.fastmath<afn>}> : (complex<f64>) -> f64
// GENERIC-NEXT:     %33 = "complex.abs"(%arg5) <{fastmath = #arith.fastmath<none>}> {attr = 1 : i32} : (complex<f16>) -> f16
// GENERIC-NEXT:     %34 = "complex.bitcast"(%arg3) : (complex<f32>) -> complex<f32>
// GENERIC-NEXT:     %35 = "complex.add"(%arg3, %arg3) <{fastmath = #arith.fastmath<reassoc,contract>}> : (complex<f32>, complex<f32>) -> complex<f32>
// GENERIC-NEXT:     "func.return"() : () -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT: }) : () -> ()

func.func @ops(%f: f32, %d: f64, %i: i32, %c: complex<f32>, %z: complex<f64>, %h: complex<f16>) {
  %cst_f64 = complex.constant [0.1, -1.0] : complex<f64>
  %cst_f32 = complex.constant [0.1 : f32, -1.0 : f32] : complex<f32>
  %cst_i = complex.constant [1 : i32, 2 : i32] : complex<i32>
  %cst_h = complex.constant [1.0 : f16, 0x7C00 : f16] {tag} : complex<f16>
  %0 = complex.create %f, %f : complex<f32>
  %1 = complex.re %c : complex<f32>
  %2 = complex.im %c fastmath<nnan> : complex<f32>
  %3 = complex.abs %c : complex<f32>
  %4 = complex.add %c, %c : complex<f32>
  %5 = complex.atan2 %c, %c fastmath<fast> : complex<f32>
  %6 = complex.bitcast %c : complex<f32> to i64
  %7 = complex.bitcast %d : f64 to complex<f32>
  %8 = complex.cos %z : complex<f64>
  %9 = complex.div %c, %c : complex<f32>
  %10 = complex.eq %c, %c : complex<f32>
  %11 = complex.exp %c : complex<f32>
  %12 = complex.expm1 %c : complex<f32>
  %13 = complex.log %c : complex<f32>
  %14 = complex.log1p %c : complex<f32>
  %15 = complex.mul %c, %c fastmath<nnan,ninf> : complex<f32>
  %16 = complex.neg %c : complex<f32>
  %17 = complex.neq %z, %z : complex<f64>
  %18 = complex.pow %c, %c : complex<f32>
  %19 = complex.powi %c, %i : complex<f32>, i32
  %20 = complex.rsqrt %c : complex<f32>
  %21 = complex.sign %c : complex<f32>
  %22 = complex.sin %c : complex<f32>
  %23 = complex.sqrt %c : complex<f32>
  %24 = complex.sub %c, %c : complex<f32>
  %25 = complex.tanh %c : complex<f32>
  %26 = complex.tan %c : complex<f32>
  %27 = complex.conj %c : complex<f32>
  %28 = complex.angle %z fastmath<afn> : complex<f64>
  %29 = complex.abs %h {attr = 1 : i32} : complex<f16>
  %30 = complex.bitcast %c : complex<f32> to complex<f32>
  %31 = "complex.add"(%c, %c) <{fastmath = #arith.fastmath<reassoc,contract>}> : (complex<f32>, complex<f32>) -> complex<f32>
  return
}
