// RUN: gomlir-opt %s --split-input-file --verify-diagnostics
// RUN: mlir-opt-upstream %s --split-input-file --verify-diagnostics

// expected-error @+1 {{'CG Profile' key expects an array of '#llvm.cgprofile_entry'}}
llvm.module_flags [#llvm.mlir.module_flag<append, "CG Profile", ["yo"]>]

// -----

// expected-error @+1 {{'ProfileSummary' key expects a '#llvm.profile_summary' attribute}}
llvm.module_flags [#llvm.mlir.module_flag<append, "ProfileSummary", 3 : i64>]

// -----

// expected-error @+1 {{only integer and string values are currently supported for unknown key '"foo"'}}
llvm.module_flags [#llvm.mlir.module_flag<max, "foo", 3.0 : f32>]

// -----

// expected-error @+2 {{expected one of [error, warning, require, override, append, append_unique, max, min] for LLVM Module Flag Behavior, got: foo}}
// expected-error @+1 {{failed to parse ModuleFlagAttr parameter 'behavior' which is to be a `ModFlagBehavior`}}
llvm.module_flags [#llvm.mlir.module_flag<foo, "a", 1>]

// -----

// expected-error @+2 {{invalid kind of attribute specified}}
// expected-error @+1 {{failed to parse ModuleFlagAttr parameter 'key' which is to be a `StringAttr`}}
llvm.module_flags [#llvm.mlir.module_flag<max, 3, 1>]
