// RUN: gomlir-opt %s -split-input-file -verify-diagnostics
// RUN: mlir-opt-upstream %s -split-input-file -verify-diagnostics
// RUN: not gomlir-opt %s -split-input-file 2> %t.g
// RUN: not mlir-opt-upstream %s -split-input-file 2> %t.u
// RUN: diff %t.g %t.u

// Diagnostics of top-level definitions (aliases), of operations of unknown
// dialects and of properties.

// expected-error@+1 {{attribute names with a '.' are reserved for dialect-defined names}}
#a.b = 1

// -----

#a = 1
// expected-error@+1 {{redefinition of attribute alias id 'a'}}
#a = 2

// -----

// expected-error@+1 {{expected '=' in attribute alias definition}}
#a 1

// -----

// expected-error@+1 {{type names with a '.' are reserved for dialect-defined names}}
!a.b = i32

// -----

!a = i32
// expected-error@+1 {{redefinition of type alias id 'a'}}
!a = i64

// -----

// expected-error@+1 {{expected '=' in type alias definition}}
!a i32

// -----

// expected-error@+1 {{expected non-function type}}
!a = type i32

// -----

// expected-error@+1 {{operation being parsed with an unregistered dialect. If this is intended, please use -allow-unregistered-dialect with the MLIR tool used}}
%0 = "foo.bar"() : () -> i32

// -----

%c = arith.constant 1 : i32
// expected-error@+1 {{invalid properties 42 : i64 for op arith.addi: expected DictionaryAttr to set properties}}
%0 = "arith.addi"(%c, %c) <42> : (i32, i32) -> i32

// -----

func.func @f() {
  // expected-error@+1 {{invalid properties {a = 1 : i64} for op func.return: this operation does not support properties}}
  "func.return"() <{a = 1}> : () -> ()
}

// -----

%c = arith.constant 1 : i32
// expected-error@+1 {{invalid properties {overflowFlags = 3 : i32} for op arith.addi: Invalid attribute `overflowFlags` in property conversion: 3 : i32}}
%0 = "arith.addi"(%c, %c) <{overflowFlags = 3 : i32}> : (i32, i32) -> i32

// -----

func.func @f() {
  // expected-error@+1 {{operation location alias was never defined}}
  %0 = arith.constant 1 : i32 loc(#undefined)
  return
}

// -----

#l = 1
func.func @f() {
  // expected-error@+1 {{expected location, but found '1 : i64'}}
  return loc(#l)
}
