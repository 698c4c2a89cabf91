// #gpu.mask holds a uint64_t parsed as upstream parses one: values up to
// 2^64-1 (the printed form of a wrapped negative value parses again), and
// negative values wrap while their literal is at most 64 bits wide.
// RUN: gomlir-opt %s --split-input-file --verify-diagnostics > %t.g
// RUN: mlir-opt-upstream %s --split-input-file --verify-diagnostics > %t.u
// RUN: diff %t.g %t.u
// RUN: gomlir-opt %s --split-input-file --verify-diagnostics | FileCheck %s

// CHECK: gpu.m = [#gpu.mask<18446744073709551615>, #gpu.mask<18446744073709551615>, #gpu.mask<9223372036854775809>, #gpu.mask<0>]
module attributes {gpu.m = [#gpu.mask<18446744073709551615>, #gpu.mask<-00000000000000001>, #gpu.mask<-0x7FFFFFFFFFFFFFFF>, #gpu.mask<-0>]} {}

// -----

// expected-error @+2 {{integer value too large}}
// expected-error @+1 {{failed to parse GPUMappingMaskAttr parameter 'mask' which is to be a `uint64_t`}}
module attributes {gpu.m = #gpu.mask<18446744073709551616>} {}

// -----

// expected-error @+2 {{integer value too large}}
// expected-error @+1 {{failed to parse GPUMappingMaskAttr parameter 'mask' which is to be a `uint64_t`}}
module attributes {gpu.m = #gpu.mask<-0xFFFFFFFFFFFFFFFF>} {}
