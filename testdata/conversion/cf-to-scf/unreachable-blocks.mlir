// RUN: gomlir-opt --lift-cf-to-scf -verify-diagnostics -split-input-file %s

// Upstream's unreachable-blocks.mlir (later than MLIR 22, whose pass leaves
// an unreachable cycle half transformed and fails verification: gomlir
// rejects every block unreachable from the entry, as later upstream).

module {
  func.func @single_return_statement(%arg0: i32) -> i32 {
    return %arg0 : i32
  ^bb1:  // pred: ^bb1
    // expected-error@below {{'arith.constant' op transformation does not support unreachable blocks}}
    %true = arith.constant true
    cf.cond_br %true, ^bb2, ^bb1
  ^bb2:  // pred: ^bb1
    return %arg0 : i32
  }
}
