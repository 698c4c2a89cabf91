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
