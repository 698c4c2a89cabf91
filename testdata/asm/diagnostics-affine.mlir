// RUN: gomlir-opt %s -split-input-file -verify-diagnostics
// RUN: mlir-opt-upstream %s -split-input-file -verify-diagnostics
// RUN: not gomlir-opt %s -split-input-file 2> %t.g
// RUN: not mlir-opt-upstream %s -split-input-file 2> %t.u
// RUN: diff %t.g %t.u

// Diagnostics of affine maps and integer sets.

// expected-error@+1 {{expected '->' or ':'}}
#m = affine_map<(d0) (d0)>

// -----

// expected-error@+1 {{expected bare identifier}}
#m = affine_map<(d0, 1) -> (d0)>

// -----

// expected-error@+1 {{redefinition of identifier 'd0'}}
#m = affine_map<(d0, d0) -> (d0)>

// -----

// expected-error@+1 {{expected '== affine-expr' or '>= affine-expr' at end of affine constraint}}
#s = affine_set<(d0) : (d0 + 1)>

// -----

// expected-error@+1 {{non-affine expression: at least one of the multiply operands has to be either a constant or symbolic}}
#m = affine_map<(d0, d1) -> (d0 * d1)>

// -----

// expected-error@+1 {{non-affine expression: right operand of floordiv has to be either a constant or symbolic}}
#m = affine_map<(d0, d1) -> (d0 floordiv d1)>

// -----

// expected-error@+1 {{non-affine expression: right operand of ceildiv has to be either a constant or symbolic}}
#m = affine_map<(d0, d1) -> (d0 ceildiv d1)>

// -----

// expected-error@+1 {{non-affine expression: right operand of mod has to be either a constant or symbolic}}
#m = affine_map<(d0, d1) -> (d0 mod d1)>

// -----

// expected-error@+1 {{missing right operand of binary operator}}
#m = affine_map<(d0) -> (d0 +)>

// -----

// expected-error@+1 {{missing left operand of binary operator}}
#m = affine_map<(d0) -> (* d0)>

// -----

// expected-error@+1 {{missing right operand of binary operator}}
#m = affine_map<(d0) -> (d0 * )>

// -----

// expected-error@+1 {{use of undeclared identifier}}
#m = affine_map<(d0) -> (d1)>

// -----

// expected-error@+1 {{constant too large for index}}
#m = affine_map<(d0) -> (d0 + 99999999999999999999)>

// -----

// expected-error@+1 {{unexpected ssa identifier}}
#m = affine_map<(d0) -> (%x)>

// -----

// expected-error@+1 {{unexpected ssa identifier}}
#m = affine_map<(d0) -> (symbol(%x))>
