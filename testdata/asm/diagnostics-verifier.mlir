// RUN: gomlir-opt %s -split-input-file -verify-diagnostics --allow-unregistered-dialect
// RUN: mlir-opt-upstream %s -split-input-file -verify-diagnostics --allow-unregistered-dialect
// RUN: not gomlir-opt %s -split-input-file --allow-unregistered-dialect 2> %t.g
// RUN: not mlir-opt-upstream %s -split-input-file --allow-unregistered-dialect 2> %t.u
// RUN: diff %t.g %t.u

// Diagnostics of the structural verifier.

// expected-error@+1 {{entry block of region may not have predecessors}}
"t.op"() ({
^bb0:
  "t.br"() [^bb0] : () -> ()
}) : () -> ()

// -----

// expected-error@+1 {{unregistered operation 'arith.nonexistent' found in dialect ('arith') that does not allow unknown operations}}
"arith.nonexistent"() : () -> ()

// -----

"t.op"() ({
  // expected-error@+1 {{operation with block successors must terminate its parent block}}
  "t.br"() [^bb1] : () -> ()
  "t.op"() : () -> ()
^bb1:
  "t.op"() : () -> ()
}) : () -> ()

// -----

"t.op"() ({
^bb0:
  "t.op"() ({
    // expected-error@+1 {{reference to an undefined block}}
    "t.br"() [^bb1] : () -> ()
  }) : () -> ()
^bb1:
  "t.op"() : () -> ()
}) : () -> ()

// -----

func.func @f() {
  cf.br ^bb1
^bb1:
  // expected-error@+1 {{block with no terminator, has %0 = "arith.constant"() <{value = 1 : i32}> : () -> i32}}
  %0 = arith.constant 1 : i32
}

// -----

// expected-error@+1 {{'builtin.module' op expects region #0 to have 0 or 1 blocks}}
"builtin.module"() ({
^bb0:
  "t.br"() [^bb1] : () -> ()
^bb1:
  "t.op"() : () -> ()
}) : () -> ()

// -----

// expected-error@+1 {{'test.graph_region' op expects graph region #0 to have 0 or 1 blocks}}
"test.graph_region"() ({
^bb0:
  "t.br"() [^bb1] : () -> ()
^bb1:
  "t.op"() : () -> ()
}) : () -> ()

// -----

%c = "t.c"() : () -> i1
// expected-error@+1 {{'scf.if' op expects a non-empty block}}
"scf.if"(%c) ({
^bb0:
}, {}) : (i1) -> ()

// -----

// expected-error@+1 {{invalid properties {function_type = () -> (), sym_name = 1 : i32} for op func.func: Invalid attribute `sym_name` in property conversion: 1 : i32}}
"func.func"() <{function_type = () -> (), sym_name = 1 : i32}> ({}) : () -> ()

// -----

// expected-error@+1 {{invalid properties {function_type = () -> (), sym_name = "f", sym_visibility = 1 : i32} for op func.func: Invalid attribute `sym_visibility` in property conversion: 1 : i32}}
"func.func"() <{function_type = () -> (), sym_name = "f", sym_visibility = 1 : i32}> ({}) : () -> ()

// -----

// expected-error@+1 {{'builtin.module' op region #0 ('bodyRegion') failed to verify constraint: region with 1 blocks}}
"builtin.module"() ({}) : () -> ()

// -----

// Structural traits (one block) are verified before the declared region
// constraints.
%c = "t.c"() : () -> i1
// expected-error@+1 {{'scf.if' op expects region #0 to have 0 or 1 blocks}}
"scf.if"(%c) ({
  "scf.yield"() : () -> ()
^bb1:
  "scf.yield"() : () -> ()
}, {}) : (i1) -> ()

// -----

// Counts are verified before structural traits (a terminator not last).
func.func @f() {
  %0 = "t.op"() : () -> i32
  // expected-error@+1 {{'ub.unreachable' op requires zero operands}}
  "ub.unreachable"(%0) : (i32) -> ()
  "t.op"() : () -> ()
}

// -----

// The parent op is verified before the terminator position.
"t.w"() ({
  %c = "t.c"() : () -> i32
  // expected-error@+1 {{'func.return' op expects parent op 'func.func'}}
  "func.return"(%c) : (i32) -> ()
  "t.y"() : () -> ()
}) : () -> ()
