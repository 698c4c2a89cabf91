// RUN: gomlir-opt %s -test-math-polynomial-approximation > %t.g
// RUN: mlir-opt-upstream %s -test-math-polynomial-approximation > %t.u
// RUN: diff %t.g %t.u
// RUN: gomlir-opt %s -test-math-polynomial-approximation=enable-avx2 --mlir-print-debuginfo > %t.g2
// RUN: mlir-opt-upstream %s -test-math-polynomial-approximation=enable-avx2 --mlir-print-debuginfo > %t.u2
// RUN: diff %t.g2 %t.u2
// RUN: gomlir-opt %s -test-math-polynomial-approximation=enable-avx2 --mlir-print-op-generic > %t.g3
// RUN: mlir-opt-upstream %s -test-math-polynomial-approximation=enable-avx2 --mlir-print-op-generic > %t.u3
// RUN: diff %t.g3 %t.u3
// RUN: FileCheck %s < %t.g
// RUN: FileCheck %s --check-prefix=AVX2 < %t.g2

// Polynomial approximations of math ops (upstream's
// populateMathPolynomialApproximationPatterns) on f32 scalars and vectors
// (multi-dimensional, scalable, 0-d); f16/bf16 go through f32 by extf and
// truncf (asin/acos approximate f16 directly); f64 stays. math.rsqrt is
// approximated only with enable-avx2, on vectors whose last dimension is a
// multiple of 8, unrolled into x86vector.avx.rsqrt on vector<8xf32>.

// CHECK-LABEL: func.func @exp
// CHECK-DAG: arith.constant -0.693359375 : f32
// CHECK-DAG: arith.constant 1.44269502 : f32
// CHECK: math.floor
// CHECK: arith.fptosi
// CHECK-NOT: math.exp %
// CHECK: math.exp %{{.*}} : f64
// CHECK-LABEL: func.func @rsqrt
// CHECK: math.rsqrt %arg0 fastmath<fast> : f32
// AVX2-LABEL: func.func @rsqrt
// AVX2: math.rsqrt %arg0 fastmath<fast> : f32
// AVX2-COUNT-4: x86vector.avx.rsqrt %{{.*}} : vector<8xf32>
// AVX2: vector.shape_cast %{{.*}} : vector<2x2x8xf32> to vector<2x16xf32>

func.func @tanh(%a0: f32, %a1: vector<4xf32>, %a2: vector<2x3xf32>, %a3: vector<[4]xf32>, %a4: f16, %a5: bf16, %a6: f64, %a7: vector<2x16xf32>, %a8: vector<f16>) -> (f32, vector<4xf32>, vector<2x3xf32>, vector<[4]xf32>, f16, bf16, f64, vector<2x16xf32>, vector<f16>) {
  %r0 = math.tanh %a0 fastmath<fast> : f32
  %r1 = math.tanh %a1 fastmath<fast> : vector<4xf32>
  %r2 = math.tanh %a2 fastmath<fast> : vector<2x3xf32>
  %r3 = math.tanh %a3 fastmath<fast> : vector<[4]xf32>
  %r4 = math.tanh %a4 fastmath<fast> : f16
  %r5 = math.tanh %a5 fastmath<fast> : bf16
  %r6 = math.tanh %a6 fastmath<fast> : f64
  %r7 = math.tanh %a7 fastmath<fast> : vector<2x16xf32>
  %r8 = math.tanh %a8 fastmath<fast> : vector<f16>
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8 : f32, vector<4xf32>, vector<2x3xf32>, vector<[4]xf32>, f16, bf16, f64, vector<2x16xf32>, vector<f16>
}

func.func @log(%a0: f32, %a1: vector<4xf32>, %a2: vector<2x3xf32>, %a3: vector<[4]xf32>, %a4: f16, %a5: bf16, %a6: f64, %a7: vector<2x16xf32>, %a8: vector<f16>) -> (f32, vector<4xf32>, vector<2x3xf32>, vector<[4]xf32>, f16, bf16, f64, vector<2x16xf32>, vector<f16>) {
  %r0 = math.log %a0 fastmath<fast> : f32
  %r1 = math.log %a1 fastmath<fast> : vector<4xf32>
  %r2 = math.log %a2 fastmath<fast> : vector<2x3xf32>
  %r3 = math.log %a3 fastmath<fast> : vector<[4]xf32>
  %r4 = math.log %a4 fastmath<fast> : f16
  %r5 = math.log %a5 fastmath<fast> : bf16
  %r6 = math.log %a6 fastmath<fast> : f64
  %r7 = math.log %a7 fastmath<fast> : vector<2x16xf32>
  %r8 = math.log %a8 fastmath<fast> : vector<f16>
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8 : f32, vector<4xf32>, vector<2x3xf32>, vector<[4]xf32>, f16, bf16, f64, vector<2x16xf32>, vector<f16>
}

func.func @log2(%a0: f32, %a1: vector<4xf32>, %a2: vector<2x3xf32>, %a3: vector<[4]xf32>, %a4: f16, %a5: bf16, %a6: f64, %a7: vector<2x16xf32>, %a8: vector<f16>) -> (f32, vector<4xf32>, vector<2x3xf32>, vector<[4]xf32>, f16, bf16, f64, vector<2x16xf32>, vector<f16>) {
  %r0 = math.log2 %a0 fastmath<fast> : f32
  %r1 = math.log2 %a1 fastmath<fast> : vector<4xf32>
  %r2 = math.log2 %a2 fastmath<fast> : vector<2x3xf32>
  %r3 = math.log2 %a3 fastmath<fast> : vector<[4]xf32>
  %r4 = math.log2 %a4 fastmath<fast> : f16
  %r5 = math.log2 %a5 fastmath<fast> : bf16
  %r6 = math.log2 %a6 fastmath<fast> : f64
  %r7 = math.log2 %a7 fastmath<fast> : vector<2x16xf32>
  %r8 = math.log2 %a8 fastmath<fast> : vector<f16>
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8 : f32, vector<4xf32>, vector<2x3xf32>, vector<[4]xf32>, f16, bf16, f64, vector<2x16xf32>, vector<f16>
}

func.func @log1p(%a0: f32, %a1: vector<4xf32>, %a2: vector<2x3xf32>, %a3: vector<[4]xf32>, %a4: f16, %a5: bf16, %a6: f64, %a7: vector<2x16xf32>, %a8: vector<f16>) -> (f32, vector<4xf32>, vector<2x3xf32>, vector<[4]xf32>, f16, bf16, f64, vector<2x16xf32>, vector<f16>) {
  %r0 = math.log1p %a0 fastmath<fast> : f32
  %r1 = math.log1p %a1 fastmath<fast> : vector<4xf32>
  %r2 = math.log1p %a2 fastmath<fast> : vector<2x3xf32>
  %r3 = math.log1p %a3 fastmath<fast> : vector<[4]xf32>
  %r4 = math.log1p %a4 fastmath<fast> : f16
  %r5 = math.log1p %a5 fastmath<fast> : bf16
  %r6 = math.log1p %a6 fastmath<fast> : f64
  %r7 = math.log1p %a7 fastmath<fast> : vector<2x16xf32>
  %r8 = math.log1p %a8 fastmath<fast> : vector<f16>
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8 : f32, vector<4xf32>, vector<2x3xf32>, vector<[4]xf32>, f16, bf16, f64, vector<2x16xf32>, vector<f16>
}

func.func @erf(%a0: f32, %a1: vector<4xf32>, %a2: vector<2x3xf32>, %a3: vector<[4]xf32>, %a4: f16, %a5: bf16, %a6: f64, %a7: vector<2x16xf32>, %a8: vector<f16>) -> (f32, vector<4xf32>, vector<2x3xf32>, vector<[4]xf32>, f16, bf16, f64, vector<2x16xf32>, vector<f16>) {
  %r0 = math.erf %a0 fastmath<fast> : f32
  %r1 = math.erf %a1 fastmath<fast> : vector<4xf32>
  %r2 = math.erf %a2 fastmath<fast> : vector<2x3xf32>
  %r3 = math.erf %a3 fastmath<fast> : vector<[4]xf32>
  %r4 = math.erf %a4 fastmath<fast> : f16
  %r5 = math.erf %a5 fastmath<fast> : bf16
  %r6 = math.erf %a6 fastmath<fast> : f64
  %r7 = math.erf %a7 fastmath<fast> : vector<2x16xf32>
  %r8 = math.erf %a8 fastmath<fast> : vector<f16>
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8 : f32, vector<4xf32>, vector<2x3xf32>, vector<[4]xf32>, f16, bf16, f64, vector<2x16xf32>, vector<f16>
}

func.func @erfc(%a0: f32, %a1: vector<4xf32>, %a2: vector<2x3xf32>, %a3: vector<[4]xf32>, %a4: f16, %a5: bf16, %a6: f64, %a7: vector<2x16xf32>, %a8: vector<f16>) -> (f32, vector<4xf32>, vector<2x3xf32>, vector<[4]xf32>, f16, bf16, f64, vector<2x16xf32>, vector<f16>) {
  %r0 = math.erfc %a0 fastmath<fast> : f32
  %r1 = math.erfc %a1 fastmath<fast> : vector<4xf32>
  %r2 = math.erfc %a2 fastmath<fast> : vector<2x3xf32>
  %r3 = math.erfc %a3 fastmath<fast> : vector<[4]xf32>
  %r4 = math.erfc %a4 fastmath<fast> : f16
  %r5 = math.erfc %a5 fastmath<fast> : bf16
  %r6 = math.erfc %a6 fastmath<fast> : f64
  %r7 = math.erfc %a7 fastmath<fast> : vector<2x16xf32>
  %r8 = math.erfc %a8 fastmath<fast> : vector<f16>
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8 : f32, vector<4xf32>, vector<2x3xf32>, vector<[4]xf32>, f16, bf16, f64, vector<2x16xf32>, vector<f16>
}

func.func @exp(%a0: f32, %a1: vector<4xf32>, %a2: vector<2x3xf32>, %a3: vector<[4]xf32>, %a4: f16, %a5: bf16, %a6: f64, %a7: vector<2x16xf32>, %a8: vector<f16>) -> (f32, vector<4xf32>, vector<2x3xf32>, vector<[4]xf32>, f16, bf16, f64, vector<2x16xf32>, vector<f16>) {
  %r0 = math.exp %a0 fastmath<fast> : f32
  %r1 = math.exp %a1 fastmath<fast> : vector<4xf32>
  %r2 = math.exp %a2 fastmath<fast> : vector<2x3xf32>
  %r3 = math.exp %a3 fastmath<fast> : vector<[4]xf32>
  %r4 = math.exp %a4 fastmath<fast> : f16
  %r5 = math.exp %a5 fastmath<fast> : bf16
  %r6 = math.exp %a6 fastmath<fast> : f64
  %r7 = math.exp %a7 fastmath<fast> : vector<2x16xf32>
  %r8 = math.exp %a8 fastmath<fast> : vector<f16>
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8 : f32, vector<4xf32>, vector<2x3xf32>, vector<[4]xf32>, f16, bf16, f64, vector<2x16xf32>, vector<f16>
}

func.func @expm1(%a0: f32, %a1: vector<4xf32>, %a2: vector<2x3xf32>, %a3: vector<[4]xf32>, %a4: f16, %a5: bf16, %a6: f64, %a7: vector<2x16xf32>, %a8: vector<f16>) -> (f32, vector<4xf32>, vector<2x3xf32>, vector<[4]xf32>, f16, bf16, f64, vector<2x16xf32>, vector<f16>) {
  %r0 = math.expm1 %a0 fastmath<fast> : f32
  %r1 = math.expm1 %a1 fastmath<fast> : vector<4xf32>
  %r2 = math.expm1 %a2 fastmath<fast> : vector<2x3xf32>
  %r3 = math.expm1 %a3 fastmath<fast> : vector<[4]xf32>
  %r4 = math.expm1 %a4 fastmath<fast> : f16
  %r5 = math.expm1 %a5 fastmath<fast> : bf16
  %r6 = math.expm1 %a6 fastmath<fast> : f64
  %r7 = math.expm1 %a7 fastmath<fast> : vector<2x16xf32>
  %r8 = math.expm1 %a8 fastmath<fast> : vector<f16>
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8 : f32, vector<4xf32>, vector<2x3xf32>, vector<[4]xf32>, f16, bf16, f64, vector<2x16xf32>, vector<f16>
}

func.func @atan(%a0: f32, %a1: vector<4xf32>, %a2: vector<2x3xf32>, %a3: vector<[4]xf32>, %a4: f16, %a5: bf16, %a6: f64, %a7: vector<2x16xf32>, %a8: vector<f16>) -> (f32, vector<4xf32>, vector<2x3xf32>, vector<[4]xf32>, f16, bf16, f64, vector<2x16xf32>, vector<f16>) {
  %r0 = math.atan %a0 fastmath<fast> : f32
  %r1 = math.atan %a1 fastmath<fast> : vector<4xf32>
  %r2 = math.atan %a2 fastmath<fast> : vector<2x3xf32>
  %r3 = math.atan %a3 fastmath<fast> : vector<[4]xf32>
  %r4 = math.atan %a4 fastmath<fast> : f16
  %r5 = math.atan %a5 fastmath<fast> : bf16
  %r6 = math.atan %a6 fastmath<fast> : f64
  %r7 = math.atan %a7 fastmath<fast> : vector<2x16xf32>
  %r8 = math.atan %a8 fastmath<fast> : vector<f16>
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8 : f32, vector<4xf32>, vector<2x3xf32>, vector<[4]xf32>, f16, bf16, f64, vector<2x16xf32>, vector<f16>
}

func.func @cbrt(%a0: f32, %a1: vector<4xf32>, %a2: vector<2x3xf32>, %a3: vector<[4]xf32>, %a4: f16, %a5: bf16, %a6: f64, %a7: vector<2x16xf32>, %a8: vector<f16>) -> (f32, vector<4xf32>, vector<2x3xf32>, vector<[4]xf32>, f16, bf16, f64, vector<2x16xf32>, vector<f16>) {
  %r0 = math.cbrt %a0 fastmath<fast> : f32
  %r1 = math.cbrt %a1 fastmath<fast> : vector<4xf32>
  %r2 = math.cbrt %a2 fastmath<fast> : vector<2x3xf32>
  %r3 = math.cbrt %a3 fastmath<fast> : vector<[4]xf32>
  %r4 = math.cbrt %a4 fastmath<fast> : f16
  %r5 = math.cbrt %a5 fastmath<fast> : bf16
  %r6 = math.cbrt %a6 fastmath<fast> : f64
  %r7 = math.cbrt %a7 fastmath<fast> : vector<2x16xf32>
  %r8 = math.cbrt %a8 fastmath<fast> : vector<f16>
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8 : f32, vector<4xf32>, vector<2x3xf32>, vector<[4]xf32>, f16, bf16, f64, vector<2x16xf32>, vector<f16>
}

func.func @rsqrt(%a0: f32, %a1: vector<4xf32>, %a2: vector<2x3xf32>, %a3: vector<[4]xf32>, %a4: f16, %a5: bf16, %a6: f64, %a7: vector<2x16xf32>, %a8: vector<f16>) -> (f32, vector<4xf32>, vector<2x3xf32>, vector<[4]xf32>, f16, bf16, f64, vector<2x16xf32>, vector<f16>) {
  %r0 = math.rsqrt %a0 fastmath<fast> : f32
  %r1 = math.rsqrt %a1 fastmath<fast> : vector<4xf32>
  %r2 = math.rsqrt %a2 fastmath<fast> : vector<2x3xf32>
  %r3 = math.rsqrt %a3 fastmath<fast> : vector<[4]xf32>
  %r4 = math.rsqrt %a4 fastmath<fast> : f16
  %r5 = math.rsqrt %a5 fastmath<fast> : bf16
  %r6 = math.rsqrt %a6 fastmath<fast> : f64
  %r7 = math.rsqrt %a7 fastmath<fast> : vector<2x16xf32>
  %r8 = math.rsqrt %a8 fastmath<fast> : vector<f16>
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8 : f32, vector<4xf32>, vector<2x3xf32>, vector<[4]xf32>, f16, bf16, f64, vector<2x16xf32>, vector<f16>
}

func.func @sin(%a0: f32, %a1: vector<4xf32>, %a2: vector<2x3xf32>, %a3: vector<[4]xf32>, %a4: f16, %a5: bf16, %a6: f64, %a7: vector<2x16xf32>, %a8: vector<f16>) -> (f32, vector<4xf32>, vector<2x3xf32>, vector<[4]xf32>, f16, bf16, f64, vector<2x16xf32>, vector<f16>) {
  %r0 = math.sin %a0 fastmath<fast> : f32
  %r1 = math.sin %a1 fastmath<fast> : vector<4xf32>
  %r2 = math.sin %a2 fastmath<fast> : vector<2x3xf32>
  %r3 = math.sin %a3 fastmath<fast> : vector<[4]xf32>
  %r4 = math.sin %a4 fastmath<fast> : f16
  %r5 = math.sin %a5 fastmath<fast> : bf16
  %r6 = math.sin %a6 fastmath<fast> : f64
  %r7 = math.sin %a7 fastmath<fast> : vector<2x16xf32>
  %r8 = math.sin %a8 fastmath<fast> : vector<f16>
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8 : f32, vector<4xf32>, vector<2x3xf32>, vector<[4]xf32>, f16, bf16, f64, vector<2x16xf32>, vector<f16>
}

func.func @cos(%a0: f32, %a1: vector<4xf32>, %a2: vector<2x3xf32>, %a3: vector<[4]xf32>, %a4: f16, %a5: bf16, %a6: f64, %a7: vector<2x16xf32>, %a8: vector<f16>) -> (f32, vector<4xf32>, vector<2x3xf32>, vector<[4]xf32>, f16, bf16, f64, vector<2x16xf32>, vector<f16>) {
  %r0 = math.cos %a0 fastmath<fast> : f32
  %r1 = math.cos %a1 fastmath<fast> : vector<4xf32>
  %r2 = math.cos %a2 fastmath<fast> : vector<2x3xf32>
  %r3 = math.cos %a3 fastmath<fast> : vector<[4]xf32>
  %r4 = math.cos %a4 fastmath<fast> : f16
  %r5 = math.cos %a5 fastmath<fast> : bf16
  %r6 = math.cos %a6 fastmath<fast> : f64
  %r7 = math.cos %a7 fastmath<fast> : vector<2x16xf32>
  %r8 = math.cos %a8 fastmath<fast> : vector<f16>
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8 : f32, vector<4xf32>, vector<2x3xf32>, vector<[4]xf32>, f16, bf16, f64, vector<2x16xf32>, vector<f16>
}

func.func @asin(%a0: f32, %a1: vector<4xf32>, %a2: vector<2x3xf32>, %a3: vector<[4]xf32>, %a4: f16, %a5: bf16, %a6: f64, %a7: vector<2x16xf32>, %a8: vector<f16>) -> (f32, vector<4xf32>, vector<2x3xf32>, vector<[4]xf32>, f16, bf16, f64, vector<2x16xf32>, vector<f16>) {
  %r0 = math.asin %a0 fastmath<fast> : f32
  %r1 = math.asin %a1 fastmath<fast> : vector<4xf32>
  %r2 = math.asin %a2 fastmath<fast> : vector<2x3xf32>
  %r3 = math.asin %a3 fastmath<fast> : vector<[4]xf32>
  %r4 = math.asin %a4 fastmath<fast> : f16
  %r5 = math.asin %a5 fastmath<fast> : bf16
  %r6 = math.asin %a6 fastmath<fast> : f64
  %r7 = math.asin %a7 fastmath<fast> : vector<2x16xf32>
  %r8 = math.asin %a8 fastmath<fast> : vector<f16>
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8 : f32, vector<4xf32>, vector<2x3xf32>, vector<[4]xf32>, f16, bf16, f64, vector<2x16xf32>, vector<f16>
}

func.func @acos(%a0: f32, %a1: vector<4xf32>, %a2: vector<2x3xf32>, %a3: vector<[4]xf32>, %a4: f16, %a5: bf16, %a6: f64, %a7: vector<2x16xf32>, %a8: vector<f16>) -> (f32, vector<4xf32>, vector<2x3xf32>, vector<[4]xf32>, f16, bf16, f64, vector<2x16xf32>, vector<f16>) {
  %r0 = math.acos %a0 fastmath<fast> : f32
  %r1 = math.acos %a1 fastmath<fast> : vector<4xf32>
  %r2 = math.acos %a2 fastmath<fast> : vector<2x3xf32>
  %r3 = math.acos %a3 fastmath<fast> : vector<[4]xf32>
  %r4 = math.acos %a4 fastmath<fast> : f16
  %r5 = math.acos %a5 fastmath<fast> : bf16
  %r6 = math.acos %a6 fastmath<fast> : f64
  %r7 = math.acos %a7 fastmath<fast> : vector<2x16xf32>
  %r8 = math.acos %a8 fastmath<fast> : vector<f16>
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8 : f32, vector<4xf32>, vector<2x3xf32>, vector<[4]xf32>, f16, bf16, f64, vector<2x16xf32>, vector<f16>
}

func.func @sqrt(%a0: f32, %a1: vector<4xf32>, %a2: vector<2x3xf32>, %a3: vector<[4]xf32>, %a4: f16, %a5: bf16, %a6: f64, %a7: vector<2x16xf32>, %a8: vector<f16>) -> (f32, vector<4xf32>, vector<2x3xf32>, vector<[4]xf32>, f16, bf16, f64, vector<2x16xf32>, vector<f16>) {
  %r0 = math.sqrt %a0 fastmath<fast> : f32
  %r1 = math.sqrt %a1 fastmath<fast> : vector<4xf32>
  %r2 = math.sqrt %a2 fastmath<fast> : vector<2x3xf32>
  %r3 = math.sqrt %a3 fastmath<fast> : vector<[4]xf32>
  %r4 = math.sqrt %a4 fastmath<fast> : f16
  %r5 = math.sqrt %a5 fastmath<fast> : bf16
  %r6 = math.sqrt %a6 fastmath<fast> : f64
  %r7 = math.sqrt %a7 fastmath<fast> : vector<2x16xf32>
  %r8 = math.sqrt %a8 fastmath<fast> : vector<f16>
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8 : f32, vector<4xf32>, vector<2x3xf32>, vector<[4]xf32>, f16, bf16, f64, vector<2x16xf32>, vector<f16>
}

func.func @atan2(%a0: f32, %b0: f32, %a1: vector<4xf32>, %b1: vector<4xf32>, %a2: vector<2x3xf32>, %b2: vector<2x3xf32>, %a3: vector<[4]xf32>, %b3: vector<[4]xf32>, %a4: f16, %b4: f16, %a5: bf16, %b5: bf16, %a6: f64, %b6: f64) -> (f32, vector<4xf32>, vector<2x3xf32>, vector<[4]xf32>, f16, bf16, f64) {
  %r0 = math.atan2 %a0, %b0 : f32
  %r1 = math.atan2 %a1, %b1 : vector<4xf32>
  %r2 = math.atan2 %a2, %b2 : vector<2x3xf32>
  %r3 = math.atan2 %a3, %b3 : vector<[4]xf32>
  %r4 = math.atan2 %a4, %b4 : f16
  %r5 = math.atan2 %a5, %b5 : bf16
  %r6 = math.atan2 %a6, %b6 : f64
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6 : f32, vector<4xf32>, vector<2x3xf32>, vector<[4]xf32>, f16, bf16, f64
}
