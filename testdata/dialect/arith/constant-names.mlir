// RUN: gomlir-opt %s > %t.g
// RUN: mlir-opt-upstream %s > %t.u
// RUN: diff %t.g %t.u
// RUN: gomlir-opt %s | FileCheck %s

// Result names of arith.constant: the value (signed) and the type.
// CHECK: %c9223372036854775807_i64 = arith.constant
// CHECK: %c-9223372036854775808_i64 = arith.constant
// CHECK: %c-1_i8 = arith.constant -1 : i8
// CHECK: %c42 = arith.constant 42 : index
// CHECK: %true = arith.constant true
// CHECK: %c-170141183460469231731687303715884105728_i128 = arith.constant
func.func @f() -> (i64, i64, i128, i8, i32, index, i1, i128) {
  %a = arith.constant 9223372036854775807 : i64
  %b = arith.constant -9223372036854775808 : i64
  %c = arith.constant 170141183460469231731687303715884105727 : i128
  %d = arith.constant 255 : i8
  %e = arith.constant -7 : i32
  %f = arith.constant 42 : index
  %g = arith.constant true
  %h = arith.constant -170141183460469231731687303715884105728 : i128
  return %a, %b, %c, %d, %e, %f, %g, %h : i64, i64, i128, i8, i32, index, i1, i128
}
