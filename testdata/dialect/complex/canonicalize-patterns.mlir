// RUN: gomlir-opt %s -canonicalize -split-input-file | FileCheck %s
// RUN: gomlir-opt %s -canonicalize -split-input-file > %t.g
// RUN: mlir-opt-upstream %s -canonicalize -split-input-file > %t.u
// RUN: diff %t.g %t.u
// RUN: gomlir-opt %s -canonicalize -split-input-file -mlir-print-debuginfo > %t.g
// RUN: mlir-opt-upstream %s -canonicalize -split-input-file -mlir-print-debuginfo > %t.u
// RUN: diff %t.g %t.u
//
// The patterns by debug name (list elements with spaces in braces).
// RUN: gomlir-opt %s -split-input-file '-canonicalize=disable-patterns={MergeComplexBitcast,MergeArithBitcast,{(anonymous namespace)::FoldComponentNeg<mlir::complex::ReOp, 0>},{(anonymous namespace)::FoldComponentNeg<mlir::complex::ImOp, 1>}}' > %t.g
// RUN: mlir-opt-upstream %s -split-input-file '-canonicalize=disable-patterns={MergeComplexBitcast,MergeArithBitcast,{(anonymous namespace)::FoldComponentNeg<mlir::complex::ReOp, 0>},{(anonymous namespace)::FoldComponentNeg<mlir::complex::ImOp, 1>}}' > %t.u
// RUN: diff %t.g %t.u
// RUN: gomlir-opt %s -split-input-file '-canonicalize=enable-patterns={MergeComplexBitcast,MergeArithBitcast,{(anonymous namespace)::FoldComponentNeg<mlir::complex::ReOp, 0>},{(anonymous namespace)::FoldComponentNeg<mlir::complex::ImOp, 1>}}' > %t.g
// RUN: mlir-opt-upstream %s -split-input-file '-canonicalize=enable-patterns={MergeComplexBitcast,MergeArithBitcast,{(anonymous namespace)::FoldComponentNeg<mlir::complex::ReOp, 0>},{(anonymous namespace)::FoldComponentNeg<mlir::complex::ImOp, 1>}}' > %t.u
// RUN: diff %t.g %t.u
// RUN: gomlir-opt %s -split-input-file '-canonicalize=disable-patterns={MergeComplexBitcast,MergeArithBitcast,{(anonymous namespace)::FoldComponentNeg<mlir::complex::ReOp, 0>},{(anonymous namespace)::FoldComponentNeg<mlir::complex::ImOp, 1>}}' --dump-pass-pipeline 2> %t.g > /dev/null
// RUN: mlir-opt-upstream %s -split-input-file '-canonicalize=disable-patterns={MergeComplexBitcast,MergeArithBitcast,{(anonymous namespace)::FoldComponentNeg<mlir::complex::ReOp, 0>},{(anonymous namespace)::FoldComponentNeg<mlir::complex::ImOp, 1>}}' --dump-pass-pipeline 2> %t.u > /dev/null
// RUN: diff %t.g %t.u

// The canonicalization patterns of complex (upstream 22's ComplexOps.cpp):
// FoldComponentNeg on complex.re/complex.im, MergeComplexBitcast and
// MergeArithBitcast; checked against upstream mlir-opt 22.

// CHECK-LABEL: func.func @component_neg(
// CHECK-SAME: %arg0: f32, %arg1: f32, %arg2: complex<f32>) -> (f32, f32, f32, f32) {
// CHECK-NEXT: %0 = arith.negf %arg0 : f32
// CHECK-NEXT: %1 = arith.negf %arg1 : f32
// CHECK-NEXT: %2 = complex.neg %arg2 : complex<f32>
// CHECK-NEXT: %3 = complex.re %2 : complex<f32>
// CHECK-NEXT: return %0, %1, %3, %arg1 : f32, f32, f32, f32
// CHECK-NEXT: }
func.func @component_neg(%a: f32, %b: f32, %z: complex<f32>) -> (f32, f32, f32, f32) {
  %c = complex.create %a, %b : complex<f32> loc("c")
  %n = complex.neg %c : complex<f32> loc("n")
  %re = complex.re %n : complex<f32> loc("re")
  %im = complex.im %n fastmath<nnan> : complex<f32> loc("im")
  %nz = complex.neg %z : complex<f32> loc("nz")
  %re2 = complex.re %nz : complex<f32> loc("re2")
  %im2 = complex.im %c : complex<f32> loc("im2")
  return %re, %im, %re2, %im2 : f32, f32, f32, f32
}

// -----

// CHECK-LABEL: func.func @bitcasts(
// CHECK-SAME: %arg0: complex<f32>, %arg1: i64, %arg2: f64, %arg3: complex<f64>) -> (complex<f32>, f64, complex<f32>, i64, complex<f32>, i64, complex<f32>, i64) {
// CHECK-NEXT: %0 = arith.bitcast %arg1 : i64 to f64
// CHECK-NEXT: %1 = complex.bitcast %arg2 : f64 to complex<f32>
// CHECK-NEXT: %2 = complex.bitcast %arg0 : complex<f32> to i64
// CHECK-NEXT: %3 = complex.bitcast %arg1 : i64 to complex<f32>
// CHECK-NEXT: %4 = arith.bitcast %arg2 : f64 to i64
// CHECK-NEXT: return %arg0, %0, %1, %2, %arg0, %arg1, %3, %4 : complex<f32>, f64, complex<f32>, i64, complex<f32>, i64, complex<f32>, i64
// CHECK-NEXT: }
func.func @bitcasts(%z: complex<f32>, %i: i64, %f: f64, %w: complex<f64>) -> (complex<f32>, f64, complex<f32>, i64, complex<f32>, i64, complex<f32>, i64) {
  %0 = complex.bitcast %z : complex<f32> to i64 loc("b0")
  %1 = complex.bitcast %0 : i64 to complex<f32> loc("b1")
  %2 = complex.bitcast %i : i64 to complex<f32> loc("b2")
  %3 = complex.bitcast %2 : complex<f32> to f64 loc("b3")
  %4 = arith.bitcast %f : f64 to i64 loc("b4")
  %5 = complex.bitcast %4 : i64 to complex<f32> loc("b5")
  %6 = complex.bitcast %z : complex<f32> to f64 loc("b6")
  %7 = arith.bitcast %6 : f64 to i64 loc("b7")
  %8 = complex.bitcast %0 : i64 to complex<f32> loc("b8")
  %9 = arith.bitcast %i : i64 to f64 loc("b9")
  %10 = arith.bitcast %9 : f64 to i64 loc("b10")
  %11 = complex.bitcast %10 : i64 to complex<f32> loc("b11")
  %12 = complex.bitcast %w : complex<f64> to complex<f64> loc("b12")
  %13 = complex.bitcast %5 : complex<f32> to i64 loc("b13")
  return %1, %3, %5, %7, %8, %10, %11, %13 : complex<f32>, f64, complex<f32>, i64, complex<f32>, i64, complex<f32>, i64
}
