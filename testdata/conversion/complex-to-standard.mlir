// RUN: gomlir-opt -allow-unregistered-dialect %s -split-input-file -convert-complex-to-standard | FileCheck %s
// RUN: gomlir-opt -allow-unregistered-dialect %s -split-input-file -convert-complex-to-standard > %t.g
// RUN: mlir-opt-upstream -allow-unregistered-dialect %s -split-input-file -convert-complex-to-standard > %t.u
// RUN: diff %t.g %t.u
// RUN: gomlir-opt -allow-unregistered-dialect %s -split-input-file -convert-complex-to-standard -mlir-print-op-generic -mlir-print-debuginfo > %t.g2
// RUN: mlir-opt-upstream -allow-unregistered-dialect %s -split-input-file -convert-complex-to-standard -mlir-print-op-generic -mlir-print-debuginfo > %t.u2
// RUN: diff %t.g2 %t.u2
// RUN: gomlir-opt -allow-unregistered-dialect %s -split-input-file -convert-complex-to-standard=complex-range=basic > %t.g3
// RUN: mlir-opt-upstream -allow-unregistered-dialect %s -split-input-file -convert-complex-to-standard=complex-range=basic > %t.u3
// RUN: diff %t.g3 %t.u3

// Part-wise arithmetic: each part extracted next to the op being lowered.
// CHECK-LABEL: func.func @add
// CHECK-SAME:    (%[[A:.*]]: complex<f64>, %[[B:.*]]: complex<f64>)
// CHECK:         %[[AR:.*]] = complex.re %[[A]] : complex<f64>
// CHECK-NEXT:    %[[BR:.*]] = complex.re %[[B]] : complex<f64>
// CHECK-NEXT:    %[[R:.*]] = arith.addf %[[AR]], %[[BR]] fastmath<nnan> : f64
// CHECK-NEXT:    %[[AI:.*]] = complex.im %[[A]] : complex<f64>
// CHECK-NEXT:    %[[BI:.*]] = complex.im %[[B]] : complex<f64>
// CHECK-NEXT:    %[[I:.*]] = arith.addf %[[AI]], %[[BI]] fastmath<nnan> : f64
// CHECK-NEXT:    %[[C:.*]] = complex.create %[[R]], %[[I]] : complex<f64>
// CHECK-NEXT:    return %[[C]]
func.func @add(%a: complex<f64>, %b: complex<f64>) -> complex<f64> {
  %0 = complex.add %a, %b fastmath<nnan> : complex<f64>
  return %0 : complex<f64>
}

// -----

// Lowerings that create complex ops have those lowered in turn (atan2
// builds mul, add, sqrt, div, log); with every flag no inf/nan fix-ups.
// CHECK-LABEL: func.func @atan2
// CHECK-NOT:     complex.{{(mul|add|sqrt|div|log|atan2)}}
// CHECK:         return
func.func @atan2(%a: complex<f32>, %b: complex<f32>) -> complex<f32> {
  %0 = complex.atan2 %a, %b fastmath<fast> : complex<f32>
  return %0 : complex<f32>
}

// -----

// Folding comes first: sub then add of the same value folds to the
// original operand, only the sub is lowered; a fold that would need a new
// (illegal) complex.constant does not happen.
// CHECK-LABEL: func.func @folds
// CHECK-SAME:    (%[[A:.*]]: complex<f32>, %[[B:.*]]: complex<f32>)
// CHECK:         arith.subf
// CHECK-NOT:     arith.addf
// CHECK:         complex.constant
// CHECK:         return %[[A]], %{{.*}} : complex<f32>, complex<f32>
func.func @folds(%a: complex<f32>, %b: complex<f32>) -> (complex<f32>, complex<f32>) {
  %0 = complex.sub %a, %b : complex<f32>
  %1 = complex.add %0, %b : complex<f32>
  %c = complex.constant [1.0 : f32, 2.0 : f32] : complex<f32>
  %2 = complex.mul %c, %c : complex<f32>
  return %1, %2 : complex<f32>, complex<f32>
}

// -----

// Ops in nested regions and successor blocks are lowered; blocks that no
// path reaches are not.
// CHECK-LABEL: func.func @regions
// CHECK:         ^bb1:
// CHECK-NEXT:    complex.exp
// CHECK:         "test.region"() ({
// CHECK-NOT:     complex.tanh
// CHECK:         }) : () -> complex<f32>
func.func @regions(%a: complex<f32>, %c: i1) -> complex<f32> {
  cf.cond_br %c, ^bb2(%a : complex<f32>), ^bb3
^bb1:
  %u = complex.exp %a : complex<f32>
  cf.br ^bb2(%u : complex<f32>)
^bb3:
  %r = "test.region"() ({
    %t = complex.tanh %a : complex<f32> loc("in-region")
    "test.yield"(%t) : (complex<f32>) -> ()
  }) : () -> complex<f32>
  cf.br ^bb2(%r : complex<f32>)
^bb2(%x: complex<f32>):
  return %x : complex<f32>
}

// -----

// Every lowering, on f16 and bf16 too.
// CHECK-LABEL: func.func @all
func.func @all(%a: complex<f16>, %b: complex<f16>, %c: complex<bf16>, %n: i8) -> (f16, bf16, i1, i1) {
  %0 = complex.abs %a : complex<f16>
  %1 = complex.angle %c fastmath<nnan> : complex<bf16>
  %2 = complex.eq %a, %b : complex<f16>
  %3 = complex.neq %c, %c : complex<bf16>
  %4 = complex.conj %a : complex<f16>
  %5 = complex.cos %4 : complex<f16>
  %6 = complex.sin %5 fastmath<fast> : complex<f16>
  %7 = complex.expm1 %6 : complex<f16>
  %8 = complex.log1p %7 fastmath<nnan,ninf> : complex<f16>
  %9 = complex.sign %8 : complex<f16>
  %10 = complex.sqrt %9 fastmath<ninf> : complex<f16>
  %11 = complex.tan %10 : complex<f16>
  %12 = complex.rsqrt %11 : complex<f16>
  %13 = complex.pow %12, %b : complex<f16>
  %14 = complex.powi %13, %n fastmath<afn> : complex<f16>, i8
  %15 = complex.div %14, %a : complex<f16>
  %16 = complex.neg %15 : complex<f16>
  %17 = complex.sub %16, %a : complex<f16>
  "test.use"(%17) : (complex<f16>) -> ()
  return %0, %1, %2, %3 : f16, bf16, i1, i1
}
