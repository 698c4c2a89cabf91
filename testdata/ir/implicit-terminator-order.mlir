// RUN: gomlir-opt %s -split-input-file -verify-diagnostics
// RUN: mlir-opt-upstream %s -split-input-file -verify-diagnostics

// SingleBlockImplicitTerminator is a region trait: the ops nested in the
// region are verified before the region's terminator is checked.

func.func @nested_first() {
  affine.for %i = 1 to 100 {
    // expected-error@+1 {{'func.return' op expects parent op 'func.func'}}
    func.return
  }
  return
}

// -----

func.func @terminator_checked(%c: i1) {
  // expected-error@+2 {{'scf.if' op expects regions to end with 'scf.yield', found 'ub.unreachable'}}
  // expected-note@+1 {{in custom textual format, the absence of terminator implies 'scf.yield'}}
  "scf.if"(%c) ({
    "ub.unreachable"() : () -> ()
  }, {}) : (i1) -> ()
  return
}

// -----

// A block's missing terminator is reported with the op it ends with.
func.func @no_terminator(%c: i1) {
  "scf.if"(%c) ({
    // expected-error@+1 {{block with no terminator, has %0 = "arith.constant"() <{value = 1 : i32}> : () -> i32}}
    %x = "arith.constant"() <{value = 1 : i32}> : () -> i32
  }, {}) : (i1) -> ()
  return
}
