// RUN: gomlir-opt --allow-unregistered-dialect %s --split-input-file --verify-diagnostics
// RUN: mlir-opt-upstream --allow-unregistered-dialect %s --split-input-file --verify-diagnostics
// RUN: not gomlir-opt --allow-unregistered-dialect %s --split-input-file 2> %t.g
// RUN: not mlir-opt-upstream --allow-unregistered-dialect %s --split-input-file 2> %t.u
// RUN: diff %t.g %t.u

// Parser and verifier diagnostics of the LLVM types (recorded from upstream
// mlir-opt 22).
// expected-error @+1 {{invalid array element type: '!llvm.void'}}
"some.op"() : () -> !llvm.array<4 x void>
// -----
// expected-error @+1 {{invalid function result type: '!llvm.func<void ()>'}}
"some.op"() : () -> !llvm.func<func<void ()> ()>
// -----
// expected-error @+1 {{invalid function argument type: '!llvm.func<void ()>'}}
"some.op"() : () -> !llvm.func<void (func<void ()>)>
// -----
"some.op"() : () -> !llvm.struct<"a", (ptr)>
// expected-error @+1 {{identified type already used with a different body}}
"some.op"() : () -> !llvm.struct<"a", (i32)>
// -----
"some.op"() : () -> !llvm.struct<"a", ()>
// expected-error @+1 {{redeclaring defined struct as opaque}}
"some.op"() : () -> !llvm.struct<"a", opaque>
// -----
// expected-error @+1 {{only identified structs can be opaque}}
"some.op"() : () -> !llvm.struct<opaque>
// -----
// expected-error @+1 {{struct without a body only allowed in a recursive struct}}
"some.op"() : () -> !llvm.struct<"a">
// -----
// expected-error @+1 {{identifier already used for an enclosing struct}}
"some.op"() : () -> !llvm.struct<"a", (struct<"a", ()>)>
// -----
// expected-error @+1 {{unexpected type, expected keyword}}
"some.op"() : () -> !llvm.tensor<*xf32>
// -----
// expected-error @+1 {{invalid LLVM structure element type: '!llvm.void'}}
"some.op"() : () -> !llvm.struct<(void)>
// -----
// expected-error @+1 {{unexpected type, expected keyword}}
"some.op"() : () -> !llvm.f32
// -----
// expected-error @+1 {{failed to parse parameter list for target extension type}}
"some.op"() : () -> !llvm.target<"target1", 5, i32, 1>
// -----
// expected-error @+2 {{expected string}}
// expected-error @+1 {{failed to parse LLVMTargetExtType parameter 'extTypeName' which is to be a `::llvm::StringRef`}}
"some.op"() : () -> !llvm.target<i32, 42>
// -----
// expected-error @+2 {{expected integer value}}
// expected-error @+1 {{failed to parse LLVMArrayType parameter 'numElements' which is to be a `uint64_t`}}
"some.op"() : () -> !llvm.array<x i32>
// -----
// expected-error @+1 {{expected 'x'}}
"some.op"() : () -> !llvm.array<4 i32>
// -----
// expected-error @+1 {{unbalanced '<' character in pretty dialect name}}
"some.op"() : () -> !llvm.array<4 x i32
// -----
// expected-error @+1 {{expected ')'}}
"some.op"() : () -> !llvm.func<void (i32 i32)>
// -----
// expected-error @+1 {{expected ')'}}
"some.op"() : () -> !llvm.func<void (..., i32)>
// -----
// expected-error @+1 {{expected '('}}
"some.op"() : () -> !llvm.func<void i32>
// -----
// expected-error @+1 {{invalid function argument type: '!llvm.void'}}
"some.op"() : () -> !llvm.func<i32 (void)>
// -----
// expected-error @+1 {{unknown LLVM type: foo}}
"some.op"() : () -> !llvm.foo
// -----
// expected-error @+1 {{expected ')'}}
"some.op"() : () -> !llvm.struct<(i32 i32)>
// -----
// expected-error @+1 {{expected '('}}
"some.op"() : () -> !llvm.struct<"a", packed opaque>
// -----
// expected-error @+2 {{expected integer value}}
// expected-error @+1 {{failed to parse LLVMPointerType parameter 'addressSpace' which is to be a `unsigned`}}
"some.op"() : () -> !llvm.ptr<x>
// -----
// expected-error @+1 {{invalid array element type: '!llvm.label'}}
"some.op"() : () -> !llvm.array<4 x label>
// -----
// expected-error @+1 {{invalid array element type: '!llvm.token'}}
"some.op"() : () -> !llvm.array<4 x token>
// -----
// expected-error @+1 {{invalid LLVM structure element type: '!llvm.token'}}
"some.op"() : () -> !llvm.struct<(token)>
// -----
// expected-error @+1 {{invalid LLVM structure element type: '!llvm.metadata'}}
"some.op"() : () -> !llvm.struct<(metadata, label)>
// -----
// expected-error @+1 {{invalid function result type: '!llvm.metadata'}}
"some.op"() : () -> !llvm.func<metadata (label, token)>
// -----
// expected-error @+1 {{expected '>'}}
"some.op"() : () -> !llvm.target<"t", i32 5>
// -----
// expected-error @+1 {{unbalanced '<' character in pretty dialect name}}
"some.op"() : () -> !llvm.target<"t", 5, 
// -----
// expected-error @+1 {{expected '>'}}
"some.op"() : () -> !llvm.ptr<1, 2>
// -----
// expected-error @+1 {{expected operation name in quotes}}
"some.op"() : () -> !llvm.struct<"a", (i32)>, !llvm.struct<"a">
// -----
// expected-error @+1 {{invalid array element type: '!llvm.void'}}
"some.op"() : () -> !llvm.array<4 x !llvm.void>
// -----
// expected-error @+1 {{expected '>'}}
"some.op"() : () -> !llvm.array<4 x i32, i32>
