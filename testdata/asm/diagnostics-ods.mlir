// RUN: gomlir-opt %s -split-input-file -verify-diagnostics --allow-unregistered-dialect
// RUN: mlir-opt-upstream %s -split-input-file -verify-diagnostics --allow-unregistered-dialect
// RUN: not gomlir-opt %s -split-input-file --allow-unregistered-dialect 2> %t.g
// RUN: not mlir-opt-upstream %s -split-input-file --allow-unregistered-dialect 2> %t.u
// RUN: diff %t.g %t.u

// Diagnostics of the declared structure of registered operations: counts,
// segment sizes, type traits and inferred types.

// expected-error@+1 {{'arith.constant' op requires zero regions}}
%0 = "arith.constant"() ({}) {value = 1 : i32} : () -> i32

// -----

%c = "t.c"() : () -> i1
// expected-error@+1 {{'scf.if' op expected 2 regions}}
"scf.if"(%c) ({
  "scf.yield"() : () -> ()
}) : (i1) -> ()

// -----

"t.r"() ({
  // expected-error@+1 {{successors in non-terminator}}
  %0 = "arith.constant"() [^bb1] {value = 1 : i32} : () -> i32
^bb1:
  "t.y"() : () -> ()
}) : () -> ()

// -----

func.func @f(%c: i1) {
  // expected-error@+1 {{'cf.cond_br' op operand count (1) does not match with the total size (0) specified in attribute 'operandSegmentSizes'}}
  "cf.cond_br"(%c) [^bb1, ^bb1] : (i1) -> ()
^bb1:
  return
}

// -----

func.func @f(%c: i1) {
  // expected-error@+1 {{'cf.cond_br' op 'operandSegmentSizes' attribute cannot have negative elements}}
  "cf.cond_br"(%c) [^bb1, ^bb1] <{operandSegmentSizes = array<i32: 2, -1, 0>}> : (i1) -> ()
^bb1:
  return
}

// -----

func.func @f(%a: i32, %b: i64) {
  // expected-error@+1 {{'arith.cmpi' op requires all operands to have the same type}}
  %0 = "arith.cmpi"(%a, %b) <{predicate = 0 : i64}> : (i32, i64) -> i1
  return
}

// -----

func.func @f(%a: tensor<2xi32, "a">, %b: tensor<2xi32, "b">) {
  // expected-error@+1 {{'arith.addi' op requires the same encoding for all operands and results}}
  %0 = "arith.addi"(%a, %b) : (tensor<2xi32, "a">, tensor<2xi32, "b">) -> tensor<2xi32, "a">
  return
}

// -----

func.func @f(%a: complex<f32>) {
  // expected-error@+1 {{'complex.abs' op failed to verify that complex element type matches result type}}
  %0 = "complex.abs"(%a) : (complex<f32>) -> f64
  return
}

// -----

func.func @f(%a: vector<2xi32>) {
  // expected-error@+1 {{'arith.cmpi' op failed to verify that result type has i1 element type and same shape as operands}}
  %0 = "arith.cmpi"(%a, %a) <{predicate = 0 : i64}> : (vector<2xi32>, vector<2xi32>) -> i1
  return
}

// -----

func.func @f(%a: vector<2xf32>, %b: f32) {
  // expected-error@+1 {{'math.fma' op requires the same type for all operands and results}}
  %0 = "math.fma"(%a, %a, %a) : (vector<2xf32>, vector<2xf32>, vector<2xf32>) -> f32
  return
}
