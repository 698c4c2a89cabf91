// RUN: gomlir-opt %s --split-input-file --verify-diagnostics --allow-unregistered-dialect
// RUN: mlir-opt-upstream %s --split-input-file --verify-diagnostics --allow-unregistered-dialect
// RUN: not gomlir-opt %s --split-input-file --allow-unregistered-dialect 2> %t.g
// RUN: not mlir-opt-upstream %s --split-input-file --allow-unregistered-dialect 2> %t.u
// RUN: diff %t.g %t.u

// builtin.module verifies its structure as upstream's ModuleOp: its count
// traits and NoRegionArguments, then SingleBlock, then the one-block body
// and the names of its attributes.

// expected-error @+1 {{'builtin.module' op requires one region}}
"builtin.module"() : () -> ()

// -----

// expected-error @+1 {{'builtin.module' op requires one region}}
"builtin.module"() ({}, {}) : () -> ()

// -----

// expected-error @+1 {{'builtin.module' op requires zero results}}
%0 = "builtin.module"() ({}) : () -> i32

// -----

%0 = "t.x"() : () -> i32
// expected-error @+1 {{'builtin.module' op requires zero operands}}
"builtin.module"(%0) ({}) : (i32) -> ()

// -----

// expected-error @+1 {{'builtin.module' op region should have no arguments}}
"builtin.module"() ({
^bb0(%a: i32):
^bb1:
  "t.x"() : () -> ()
}) : () -> ()

// -----

// expected-error @+1 {{'builtin.module' op expects region #0 to have 0 or 1 blocks}}
"builtin.module"() ({
^bb0:
  "t.x"() : () -> ()
^bb1:
  "t.x"() : () -> ()
}) : () -> ()

// -----

// expected-error @+1 {{'builtin.module' op region #0 ('bodyRegion') failed to verify constraint: region with 1 blocks}}
"builtin.module"() ({}) : () -> ()

// -----

// expected-error @+1 {{'builtin.module' op can only contain attributes with dialect-prefixed names, found: 'x'}}
module @a attributes {a.b, x} {
}

// -----

module @ok attributes {a.b, sym_visibility = "private"} {
}
