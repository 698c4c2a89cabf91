// RUN: gomlir-opt %s -split-input-file -verify-diagnostics --allow-unregistered-dialect
// RUN: mlir-opt-upstream %s -split-input-file -verify-diagnostics --allow-unregistered-dialect
// RUN: not gomlir-opt %s -split-input-file --allow-unregistered-dialect 2> %t.g
// RUN: not mlir-opt-upstream %s -split-input-file --allow-unregistered-dialect 2> %t.u
// RUN: diff %t.g %t.u

// Diagnostics of the lexer.

// expected-error@+1 {{expected three consecutive dots for an ellipsis}}
#a = ..

// -----

// expected-error@+1 {{@ identifier expected to start with letter or '_'}}
#a = @1

// -----

// expected-error@+1 {{unexpected character}}
#a = $

// -----

// expected-error@+1 {{invalid SSA name}}
"t.op"(%) : () -> ()

// -----

// expected-error@+1 {{invalid attribute name}}
#a = #

// -----

// expected-error@+1 {{invalid type identifier}}
#a = !

// -----

// expected-error@+1 {{unknown escape in string literal}}
#a = "a\qb"

// -----

// expected-error@+1 {{unexpected character}}
#m = affine_map<(d0) -> (d0 $ 1)>

// -----

// expected-error@+1 {{expected three consecutive dots for an ellipsis}}
#m = affine_map<(d0) -> (d0) ..>

// -----

// expected-error@+1 {{@ identifier expected to start with letter or '_'}}
#m = affine_map<(d0) -> (@1)>

// -----

// expected-error@+1 {{unknown escape in string literal}}
#m = affine_map<(d0) -> (@"x\q")>

// -----

// expected-error@+1 {{@ identifier expected to start with letter or '_'}}
#m = affine_map<(d0) -> (@)>

// -----

// expected-error@+1 {{expected '"' in string literal}}
#a = "unterminated

// -----

// expected-error@+1 {{@ identifier expected to start with letter or '_'}}
#a = @
