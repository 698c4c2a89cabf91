// RUN: not gomlir-opt %s -allow-unregistered-dialect -split-input-file 2> %t.g
// RUN: not mlir-opt-upstream %s -allow-unregistered-dialect -split-input-file 2> %t.u
// RUN: diff %t.g %t.u
// RUN: FileCheck %s < %t.g

// An unterminated string is reported where it stops (the end of the line),
// as upstream's lexer does.

// CHECK: 10:25: error: expected '"' in string literal
func.func @"f(%a: i32) {
  return
}

// -----

// CHECK: 17:19: error: expected '"' in string literal
"t.op"() {a = "abc
"} : () -> ()
