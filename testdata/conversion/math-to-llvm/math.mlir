// RUN: gomlir-opt %s -convert-math-to-llvm | FileCheck %s
// RUN: gomlir-opt %s -convert-math-to-llvm > %t.g
// RUN: mlir-opt-upstream %s -convert-math-to-llvm > %t.u
// RUN: diff %t.g %t.u
// RUN: gomlir-opt %s -convert-math-to-llvm -mlir-print-op-generic -mlir-print-debuginfo > %t.g2
// RUN: mlir-opt-upstream %s -convert-math-to-llvm -mlir-print-op-generic -mlir-print-debuginfo > %t.u2
// RUN: diff %t.g2 %t.u2

// Intrinsics take the fast-math flags; expm1, log1p and rsqrt expand;
// isinf, isnormal, erf and the hyperbolic inverses stay.
// CHECK-LABEL: func.func @f
// CHECK:      llvm.intr.fabs(%{{.*}}) {fastmathFlags = #llvm.fastmath<fast>} : (f32) -> f32
// CHECK-NEXT: "llvm.intr.abs"(%{{.*}}) <{is_int_min_poison = false}> : (i32) -> i32
// CHECK:      math.acosh
// CHECK:      "llvm.intr.is.fpclass"(%{{.*}}) <{bit = 504 : i32}> : (f32) -> i1
// CHECK:      llvm.intr.sincos(%{{.*}}) : (f32) -> !llvm.struct<(f32, f32)>
func.func @f(%x: f32, %y: f32, %z: f32, %i: i32, %v: vector<4xf32>) {
  %0 = math.absf %x fastmath<fast> : f32
  %1 = math.absi %i : i32
  %2 = math.acos %x : f32
  %3 = math.acosh %x : f32
  %4 = math.asin %x : f32
  %5 = math.asinh %x : f32
  %6 = math.atan %x : f32
  %7 = math.atan2 %x, %y : f32
  %8 = math.atanh %x : f32
  %9 = math.cbrt %x : f32
  %10 = math.ceil %x : f32
  %11 = math.copysign %x, %y : f32
  %12 = math.cos %x : f32
  %13 = math.cosh %x : f32
  %14 = math.ctlz %i : i32
  %15 = math.cttz %i : i32
  %16 = math.ctpop %i : i32
  %17 = math.erf %x : f32
  %18 = math.erfc %x : f32
  %19 = math.exp %x : f32
  %20 = math.exp2 %x : f32
  %21 = math.expm1 %x fastmath<nnan> : f32
  %22 = math.floor %x : f32
  %23 = math.fma %x, %y, %z : f32
  %24 = math.fpowi %x, %i : f32, i32
  %25 = math.ipowi %i, %i : i32
  %26 = math.isfinite %x : f32
  %27 = math.isinf %x : f32
  %28 = math.isnan %x : f32
  %29 = math.isnormal %x : f32
  %30 = math.log %x : f32
  %31 = math.log10 %x : f32
  %32 = math.log1p %x : f32
  %33 = math.log2 %x : f32
  %34 = math.powf %x, %y : f32
  %35 = math.round %x : f32
  %36 = math.roundeven %x : f32
  %37 = math.rsqrt %x : f32
  %38 = math.sin %x : f32
  %39 = math.sinh %x : f32
  %40 = math.sqrt %x : f32
  %41 = math.tan %x : f32
  %42 = math.tanh %x : f32
  %43 = math.trunc %x : f32
  %44 = math.rsqrt %v : vector<4xf32>
  %45:2 = math.sincos %x : f32
  return
}
