// RUN: gomlir-opt %s --split-input-file --math-uplift-to-fma --mlir-print-debuginfo > %t.g
// RUN: mlir-opt-upstream %s --split-input-file --math-uplift-to-fma --mlir-print-debuginfo > %t.u
// RUN: diff %t.g %t.u
// RUN: FileCheck %s < %t.g

// math-uplift-to-fma: addf(mulf) pairs that both allow contraction become
// math.fma with the flags they share; the multiplication stays while it
// has other users.

// CHECK-LABEL: func.func @shared_mul
// CHECK: %[[M:.*]] = arith.mulf
// CHECK: math.fma {{.*}} fastmath<contract>
// CHECK: arith.addf %[[M]]
func.func @shared_mul(%a: f32, %b: f32, %c: f32) -> (f32, f32) {
  %m = arith.mulf %a, %b fastmath<contract> : f32
  %0 = arith.addf %m, %c fastmath<contract,nnan> : f32
  %1 = arith.addf %m, %c : f32
  return %0, %1 : f32, f32
}

// -----

// CHECK-LABEL: func.func @vector_chain
// CHECK-COUNT-2: math.fma
func.func @vector_chain(%a: vector<4xf16>, %b: vector<4xf16>, %c: vector<4xf16>) -> vector<4xf16> {
  %m = arith.mulf %a, %b fastmath<fast> : vector<4xf16>
  %0 = arith.addf %c, %m fastmath<fast> : vector<4xf16>
  %m2 = arith.mulf %0, %0 fastmath<contract> : vector<4xf16>
  %1 = arith.addf %m2, %m2 fastmath<contract,afn> : vector<4xf16>
  return %1 : vector<4xf16>
}

// -----

// CHECK-LABEL: func.func @mul_not_contract
// CHECK-NOT: math.fma
func.func @mul_not_contract(%a: f64, %b: f64, %c: f64) -> f64 {
  %m = arith.mulf %a, %b fastmath<reassoc> : f64
  %0 = arith.addf %m, %c fastmath<contract> : f64
  return %0 : f64
}

// -----

// CHECK-LABEL: func.func @nested
// CHECK: scf.if
// CHECK: math.fma
func.func @nested(%p: i1, %a: f32, %b: f32) -> f32 {
  %r = scf.if %p -> f32 {
    %m = arith.mulf %a, %b fastmath<contract> : f32
    %s = arith.addf %m, %a fastmath<contract> : f32
    scf.yield %s : f32
  } else {
    scf.yield %a : f32
  }
  return %r : f32
}
