// RUN: gomlir-opt %s --allow-unregistered-dialect --mlir-max-nesting-depth=4 -verify-diagnostics

// gomlir bounds the nesting of operations and regions instead of running
// out of stack as upstream does on deep input: upstream has no such limit
// and no such diagnostic. Each operation and each region is one level.

"t.a"() ({
  "t.b"() ({
    // expected-error@+1 {{exceeded maximum nesting depth of 4}}
    "t.c"() : () -> ()
  }) : () -> ()
}) : () -> ()

// Affine expressions bound their nesting of parentheses and negations the
// same way.
// RUN: python3 -c "print('#m = affine_map<(d0) -> (' + '(' * 10001 + 'd0' + ')' * 10001 + ')>')" | not gomlir-opt 2>&1 | FileCheck %s --check-prefix=PARENS
// PARENS: error: affine expression nested too deeply
// RUN: python3 -c "print('#m = affine_map<(d0) -> (' + '- ' * 10001 + 'd0)>')" | not gomlir-opt 2>&1 | FileCheck %s --check-prefix=NEG
// NEG: error: affine expression nested too deeply
