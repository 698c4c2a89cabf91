// RUN: gomlir-opt %s -split-input-file -verify-diagnostics
// RUN: mlir-opt-upstream %s -split-input-file -verify-diagnostics
// RUN: not gomlir-opt %s -split-input-file 2> %t.g
// RUN: not mlir-opt-upstream %s -split-input-file 2> %t.u
// RUN: diff %t.g %t.u

// Diagnostics of builtin attributes.

// expected-error@+1 {{expected ',' or ']'}}
#a = [1, 2

// -----

// expected-error@+1 {{expected '}' in attribute dictionary}}
#a = {a = 1

// -----

// expected-error@+1 {{expected attribute name}}
#a = {1 = 2}

// -----

// expected-error@+1 {{expected valid attribute name}}
#a = {"" = 2}

// -----

// expected-error@+1 {{duplicate key 'a' in dictionary attribute}}
#a = {a = 1, a = 2}

// -----

// expected-error@+1 {{expected nested symbol reference identifier}}
#a = @sym::foo

// -----

// expected-error@+1 {{expected '<' in affine map}}
#a = affine_map (d0) -> (d0)

// -----

// expected-error@+1 {{expected '<' in integer set}}
#a = affine_set (d0) : (d0 >= 0)

// -----

// expected-error@+1 {{expected '>' in affine map}}
#a = affine_map<(d0) -> (d0)

// -----

// expected-error@+1 {{expected '>' in integer set}}
#a = affine_set<(d0) : (d0 >= 0)

// -----

// expected-error@+1 {{negative integer literal not valid for unsigned integer type}}
#a = -1 : ui32

// -----

// expected-error@+1 {{expected constant integer or floating point value}}
#a = - foo

// -----

// expected-error@+1 {{hexadecimal float literal should not have a leading minus}}
#a = -0x7f800000 : f32

// -----

// expected-error@+1 {{hexadecimal float constant out of range for type}}
#a = 0x7f80000000 : f32

// -----

// expected-error@+1 {{expected '[' after 'distinct'}}
#a = distinct(1)

// -----

// expected-error@+1 {{expected distinct ID}}
#a = distinct[x]<1>

// -----

// expected-error@+1 {{expected distinct ID}}
#a = distinct[-1]<1>

// -----

// expected-error@+1 {{expected ']' to close distinct ID}}
#a = distinct[0 1>

// -----

// expected-error@+1 {{expected '<' after distinct ID}}
#a = distinct[0](1)

// -----

// expected-error@+1 {{expected '>' to close distinct attribute}}
#a = distinct[0]<1

// -----

// expected-error@+1 {{expected '(' in inline location}}
#a = loc "x"

// -----

// expected-error@+1 {{expected ')' in inline location}}
#a = loc("x"

// -----

// expected-error@+1 {{expected attribute value}}
#a = )

// -----

// expected-error@+1 {{integer constant out of range for attribute}}
#a = 300 : i8

// -----

// expected-error@+2 {{unexpected decimal integer literal for a floating point value}}
// expected-note@+1 {{add a trailing dot to make the literal a float}}
#a = 1 : f32

// -----

// expected-error@+1 {{expected operation name in quotes}}
#a = true : i32

// -----

// expected-error@+1 {{floating point value not valid for specified type}}
#a = 1.5 : i32
