// RUN: gomlir-opt %s -split-input-file -math-extend-to-supported-types --mlir-print-debuginfo > %t.g
// RUN: mlir-opt-upstream %s -split-input-file -math-extend-to-supported-types --mlir-print-debuginfo > %t.u
// RUN: diff %t.g %t.u
// RUN: gomlir-opt %s -split-input-file -math-extend-to-supported-types="target-type=f32 extra-types=f16,bf16" > %t.g2
// RUN: mlir-opt-upstream %s -split-input-file -math-extend-to-supported-types="target-type=f32 extra-types=f16,bf16" > %t.u2
// RUN: diff %t.g2 %t.u2
// RUN: not gomlir-opt %s -split-input-file -math-extend-to-supported-types="target-type=i32" 2>&1 | FileCheck %s --check-prefix=BADTARGET
// RUN: FileCheck %s < %t.g

// BADTARGET: could not map target type 'i32' to a known floating-point type

// math-extend-to-supported-types: an operand is extended once, right
// after its definition; results are truncated back after the new op.

// CHECK-LABEL: func.func @shared
// CHECK-COUNT-2: arith.extf
func.func @shared(%a: f16, %b: bf16, %i: i32) -> (f16, f16, f16, bf16) {
  %c = arith.addf %a, %a : f16
  %0 = math.sin %c : f16
  %1 = math.cos %c : f16
  %2 = math.powf %c, %a : f16
  %3 = math.exp %b : bf16
  %4 = math.ipowi %i, %i : i32
  %5 = math.fpowi %b, %i : bf16, i32
  %6 = math.isnan %a : f16
  %7:2 = math.sincos %a : f16
  return %0, %1, %2, %3 : f16, f16, f16, bf16
}
// -----

func.func @f8(%a: f8E4M3FN, %t: tensor<2xf16>) -> (f8E4M3FN, tensor<2xf16>) {
  %0 = math.tanh %a : f8E4M3FN
  %1 = math.tanh %t : tensor<2xf16>
  return %0, %1 : f8E4M3FN, tensor<2xf16>
}

// -----

// CHECK-LABEL: func.func @block_args
// CHECK: {{^}}  ^bb1(
// CHECK-NEXT: arith.extf
func.func @block_args(%a: f16, %c: i1) -> f16 {
  cf.cond_br %c, ^bb1(%a : f16), ^bb2
^bb1(%x: f16):
  %y = math.sqrt %x : f16
  %z = math.rsqrt %x : f16
  %w = arith.addf %y, %z : f16
  return %w : f16
^bb2:
  %s = math.sin %a : f16
  return %s : f16
}
