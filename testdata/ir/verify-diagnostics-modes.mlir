// --verify-diagnostics=only-expected ignores diagnostics nothing expects;
// =all (and no value) reports them.
// RUN: gomlir-opt %s -split-input-file --verify-diagnostics=only-expected
// RUN: mlir-opt-upstream %s -split-input-file --verify-diagnostics=only-expected
// RUN: not gomlir-opt %s -split-input-file --verify-diagnostics=all 2> %t.g
// RUN: not mlir-opt-upstream %s -split-input-file --verify-diagnostics=all 2> %t.u
// RUN: diff %t.g %t.u
// RUN: not gomlir-opt %s -split-input-file --verify-diagnostics 2> %t.g2
// RUN: diff %t.g2 %t.u
// RUN: not gomlir-opt %s --verify-diagnostics=some 2>&1 | FileCheck %s --check-prefix=BAD
// BAD: for the --verify-diagnostics option: Cannot find option named 'some'!

func.func @f() {
  // expected-error@+2 {{'func.return' op has 1 operands, but enclosing function (@f) returns 0}}
  %c = arith.constant 1 : i32
  return %c : i32
}

// -----

func.func @g() {
  %c = arith.constant 1 : i32
  return %c : i32
}
