// RUN: gomlir-opt %s --split-input-file --verify-diagnostics
// RUN: mlir-opt-upstream %s --split-input-file --verify-diagnostics

// expected-error @+1 {{repeated DLTI key: "a"}}
module attributes {test.x = #dlti.dl_spec<"a" = 1, "a" = 2>} {}

// -----

// expected-error @+1 {{repeated DLTI key: index}}
module attributes {test.x = #dlti.map<index = 1, index = 2>} {}

// -----

// expected-error @+1 {{no DLTI entries provided}}
module attributes {test.x = #dlti.target_system_spec<>} {}

// -----

// expected-error @+1 {{value associated with key "CPU" is not a DLTI device spec}}
module attributes {test.x = #dlti.target_system_spec<"CPU" = 1>} {}

// -----

// expected-error @+1 {{repeated device ID in dlti.target_system_spec: "CPU"}}
module attributes {test.x = #dlti.target_system_spec<"CPU" = #dlti.target_device_spec<"a" = 1>, "CPU" = #dlti.target_device_spec<"a" = 2>>} {}

// -----

// expected-error @+1 {{invalid kind of attribute specified}}
module attributes {test.x = #dlti.target_device_spec<i32 = 1>} {}

// -----

// expected-error @+1 {{expected a type or a quoted string}}
module attributes {test.x = #dlti.dl_entry<3, 1>} {}

// -----

// expected-error @+1 {{unknown attribute `foo` in dialect `dlti`}}
module attributes {test.x = #dlti.foo<>} {}

// -----

// expected-error @+1 {{unknown data layout entry name: dlti.foo}}
module attributes {dlti.dl_spec = #dlti.dl_spec<"dlti.foo" = 1>} {}

// -----

// expected-error @+1 {{'dlti.endianness' data layout entry is expected to be either 'big' or 'little'}}
module attributes {dlti.dl_spec = #dlti.dl_spec<"dlti.endianness" = "middle">} {}

// -----

// expected-error @+1 {{expected integer attribute in the data layout entry for 'index'}}
module attributes {dlti.dl_spec = #dlti.dl_spec<index = "a">} {}

// -----

// expected-error @+1 {{expected a dense i64 elements attribute in the data layout entry #dlti.dl_entry<i32, 1 : i64>}}
module attributes {dlti.dl_spec = #dlti.dl_spec<i32 = 1>} {}

// -----

// expected-error @+1 {{preferred alignment is expected to be greater than or equal to the abi alignment in data layout entry #dlti.dl_entry<i32, dense<[64, 32]> : vector<2xi64>>}}
module attributes {dlti.dl_spec = #dlti.dl_spec<i32 = dense<[64, 32]> : vector<2xi64>>} {}

// -----

// expected-error @+1 {{unexpected data layout for a built-in type}}
module attributes {dlti.dl_spec = #dlti.dl_spec<vector<2xi32> = 1>} {}

// -----

// expected-error @+1 {{expected layout attribute for '!llvm.ptr' to be a dense integer elements attribute with 3 or 4 elements}}
module attributes {dlti.dl_spec = #dlti.dl_spec<!llvm.ptr = 1>} {}

// -----

// expected-error @+1 {{expected i64 parameters for '!llvm.ptr'}}
module attributes {dlti.dl_spec = #dlti.dl_spec<!llvm.ptr = dense<[32, 32, 64]> : vector<3xi32>>} {}

// -----

// expected-error @+1 {{preferred alignment is expected to be at least as large as ABI alignment}}
module attributes {dlti.dl_spec = #dlti.dl_spec<!llvm.ptr = dense<[64, 64, 32]> : vector<3xi64>>} {}

// -----

// expected-error @+1 {{unexpected layout attribute for struct '!llvm.struct<(i8)>'}}
module attributes {dlti.dl_spec = #dlti.dl_spec<!llvm.struct<(i8)> = dense<[64, 64]> : vector<2xi64>>} {}

// -----

// expected-error @+1 {{expected layout attribute for '!llvm.struct<()>' to be a dense integer elements attribute of 1 or 2 elements}}
module attributes {dlti.dl_spec = #dlti.dl_spec<!llvm.struct<()> = dense<[64, 64, 64]> : vector<3xi64>>} {}

// -----

// expected-error @+1 {{expected i64 entries for '!llvm.struct<()>'}}
module attributes {dlti.dl_spec = #dlti.dl_spec<!llvm.struct<()> = dense<[64]> : vector<1xi32>>} {}

// -----

// expected-error @+1 {{'dlti.dl_spec' is expected to be a #dlti.dl_spec attribute}}
module attributes {dlti.dl_spec = #dlti.map<>} {}

// -----

// expected-error @+1 {{attribute 'dlti.foo' not supported by dialect}}
module attributes {dlti.foo = 1} {}
