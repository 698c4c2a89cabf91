// RUN: gomlir-opt %s -canonicalize=test-convergence -split-input-file > %t.g
// RUN: mlir-opt-upstream %s -canonicalize=test-convergence -split-input-file > %t.u
// RUN: diff %t.g %t.u
// RUN: FileCheck %s < %t.g

// A fold whose result cannot be materialized (a test.constant value whose
// type differs from its result's) changes nothing, so the driver converges.

// CHECK-LABEL: func.func @nested_muli
// CHECK: %[[A:.*]] = arith.muli
// CHECK: arith.muli %[[A]]
func.func @nested_muli() -> (i32) {
  %0 = "test.constant"() {value = 0x7fffffff} : () -> i32
  %1 = "test.constant"() {value = -2147483648} : () -> i32
  %2 = "test.constant"() {value = 0x80000000} : () -> i32
  %4 = arith.muli %0, %1 : i32
  %5 = arith.muli %4, %2 : i32
  return %5 : i32
}

// -----

// CHECK-LABEL: func.func @addi_mismatch
// CHECK: arith.addi
func.func @addi_mismatch() -> (i16) {
  %0 = "test.constant"() {value = 7 : i8} : () -> i16
  %1 = "test.constant"() {value = 9 : i8} : () -> i16
  %2 = arith.addi %0, %1 : i16
  return %2 : i16
}
