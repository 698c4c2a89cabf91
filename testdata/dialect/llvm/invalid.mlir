// RUN: gomlir-opt %s --split-input-file --verify-diagnostics
// RUN: mlir-opt-upstream %s --split-input-file --verify-diagnostics

// expected-error @+1 {{unknown LLVM type: foo}}
func.func private @f(!llvm.foo)

// -----

// expected-error @+2 {{expected integer value}}
// expected-error @+1 {{failed to parse LLVMPointerType parameter 'addressSpace' which is to be a `unsigned`}}
func.func private @f(!llvm.ptr<x>)

// -----

// expected-error @+2 {{expected integer value}}
// expected-error @+1 {{failed to parse LLVMPointerType parameter 'addressSpace' which is to be a `unsigned`}}
func.func private @f(!llvm.ptr<>)

// -----

// expected-error @+2 {{integer value too large}}
// expected-error @+1 {{failed to parse LLVMPointerType parameter 'addressSpace' which is to be a `unsigned`}}
func.func private @f(!llvm.ptr<4294967296>)

// -----

// expected-error @+2 {{integer value too large}}
// expected-error @+1 {{failed to parse LLVMPointerType parameter 'addressSpace' which is to be a `unsigned`}}
func.func private @f(!llvm.ptr<-100000000>)

// -----

// expected-error @+1 {{expected '>'}}
func.func private @f(!llvm.ptr<1, 2>)

// -----

// expected-error @+1 {{expected valid keyword}}
func.func private @f(!llvm<"">)

// -----

// expected-error @+1 {{unbalanced '<' character in pretty dialect name}}
func.func private @f(!llvm.ptr<1)

// -----

// expected-error @+1 {{invalid memref element type}}
func.func private @f(memref<2x!llvm.ptr>)
