// RUN: gomlir-opt %s --allow-unregistered-dialect -split-input-file -verify-diagnostics
// RUN: not gomlir-opt %s --allow-unregistered-dialect -split-input-file > %t.g 2>&1
// RUN: not mlir-opt-upstream %s --allow-unregistered-dialect -split-input-file > %t.u 2>&1
// RUN: diff %t.g %t.u

// Globals, their accesses and symbol checks; the dialect's type and
// attribute names; no resources.
ml_program.global private @g(1 : i32) : i32
ml_program.global private mutable @m : i32
// -----
// expected-error@+1 {{'ml_program.global' op immutable global must have an initial value}}
ml_program.global private @g : i32
// -----
// expected-error@+1 {{custom op 'ml_program.global' expected 'public', 'private', or 'nested'}}
ml_program.global @g(1 : i32) : i32
// -----
ml_program.global private mutable @m : i32
ml_program.func @f() {
  // expected-error@+1 {{'ml_program.global_load_const' op cannot load as const from mutable global @m}}
  %0 = ml_program.global_load_const @m : i32
  ml_program.return
}
// -----
ml_program.global private @g(1 : i32) : i32
ml_program.func @f(%a: i32) {
  // expected-error@+1 {{'ml_program.global_store' op cannot store to an immutable global @g}}
  ml_program.global_store @g = %a : i32
  ml_program.return
}
// -----
ml_program.func @f(%a: i32) {
  // expected-error@+1 {{'ml_program.global_store' op undefined global: @nope}}
  ml_program.global_store @nope = %a : i32
  ml_program.return
}
// -----
ml_program.global private mutable @m : i32
ml_program.subgraph @s(%a: i64) {
  %t = ml_program.token
  // expected-error@+1 {{'ml_program.global_store_graph' op cannot store to a global typed 'i32' from 'i64'}}
  %t2 = ml_program.global_store_graph @m = %a ordering(%t -> !ml_program.token) : i64
  ml_program.output
}
// -----
ml_program.global private mutable @m : i32
ml_program.subgraph @s() {
  // expected-error@+1 {{'ml_program.global_load_graph' op cannot load from global typed 'i32' as 'i64'}}
  %v, %t = ml_program.global_load_graph @m ordering(() -> !ml_program.token) : i64
  ml_program.output
}
// -----
ml_program.func @f() {
  // expected-error@+1 {{'ml_program.output' op expects parent op 'ml_program.subgraph'}}
  ml_program.output
}
// -----
// expected-error@+1 {{unknown  type `tok` in dialect `ml_program`}}
"x.op"() : () -> !ml_program.tok
// -----
// expected-error@+1 {{unknown attribute `ext` in dialect `ml_program`}}
"x.op"() {a = #ml_program.ext} : () -> ()
// -----
// expected-error@+4 {{unknown 'resource' key 'k' for dialect 'ml_program'}}
{-#
  dialect_resources: {
    ml_program: {
      k: "0x01000000"
    }
  }
#-}
// -----
// The note names values as the enclosing function prints them (an
// unregistered op is not known to be isolated from above).
ml_program.func @ssa_enforced(%arg0 : i32) -> i32 {
  // expected-error @+1 {{does not dominate this use}}
  %1 = "unregistered.dummy"(%0) : (i32) -> i32
  // expected-note @+1 {{operand defined here}}
  %0 = "unregistered.dummy"(%arg0) : (i32) -> i32
  ml_program.return %0 : i32
}
