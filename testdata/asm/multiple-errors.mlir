// RUN: gomlir-opt %s -split-input-file -verify-diagnostics
// RUN: not gomlir-opt %s -split-input-file 2> %t.g
// RUN: not mlir-opt-upstream %s -split-input-file 2> %t.u
// RUN: diff %t.g %t.u

// Where upstream reports several errors, all of them are reported, in
// upstream's order.

// A failed negation operand, then the negation itself.
// expected-error@+2 {{no expression inside parentheses}}
// expected-error@+1 {{missing operand of negation}}
#m = affine_map<(i) -> (-(), i)>

// -----

// expected-error@+2 {{expected affine expression}}
// expected-error@+1 {{missing operand of negation}}
#s = affine_set<(i) : (-  >= 0)>

// -----

// Every isolated-from-above op is verified, even after one fails.
func.func @f1() {
  // expected-error@+1 {{'arith.constant' op integer return type must be signless}}
  %r = "arith.constant"() {value = -1 : si32} : () -> si32
  return
}

func.func @f2() {
  return
}

func.func @f3() {
  // expected-error@+1 {{'arith.constant' op value must be an integer, float, or elements attribute}}
  %r = "arith.constant"() {value = "hi" : i32} : () -> i32
  return
}

// -----

// Nested isolated ops: each level goes on after a failing child.
module {
  func.func @g1() {
    // expected-error@+1 {{'func.return' op has 1 operands, but enclosing function (@g1) returns 0}}
    "func.return"(%x) : (i32) -> ()
  ^bb1(%x: i32):
    return
  }
}
module {
  func.func @g2() -> i32 {
    // expected-error@+1 {{'arith.constant' op integer return type must be signless}}
    %r = "arith.constant"() {value = 1 : ui32} : () -> ui32
    %c = arith.constant 0 : i32
    return %c : i32
  }
}

// -----

// A dialect attribute where an op format takes an enum: the errors come
// from the attribute parser.
func.func @enum() {
  // expected-error@+2 {{expected test::TestEnum to be one of: first, second, third}}
  // expected-error@+1 {{failed to parse TestEnumAttr parameter 'value' which is to be a `test::TestEnum`}}
  test.op_with_enum #test<enum fourth>
  return
}
