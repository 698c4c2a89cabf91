// Native properties (test.with_properties): defaults are stored when
// absent, the custom form prints every property, and a value of the wrong
// storage class gets the property's own conversion message.
// RUN: gomlir-opt %s -split-input-file -verify-diagnostics | FileCheck %s
// RUN: gomlir-opt %s -split-input-file -verify-diagnostics -mlir-print-op-generic > %t.g
// RUN: mlir-opt-upstream %s -split-input-file -verify-diagnostics -mlir-print-op-generic > %t.u
// RUN: diff %t.g %t.u

// CHECK: test.with_properties a = 32, b = "foo", c = "bar", flag = true, array = [1, 2], array32 = [5, 6]
test.with_properties a = 32, b = "foo", c = "bar", flag = true, array = [1, 2], array32 = [5, 6]

// -----

// CHECK: test.with_properties a = 0, b = "foo", c = "", flag = true, array = [], array32 = []
"test.with_properties"() <{b = "foo", flag = true}> : () -> ()

// -----

// expected-error@+1 {{expected string property to come from string attribute}}
"test.with_properties"() <{b = "foo", c = 32 : i64}> : () -> ()

// -----

// expected-error@+1 {{expected IntegerAttr for key `value`}}
"test.with_properties"() <{b = "foo", a = "bar"}> : () -> ()

// -----

// expected-error@+1 {{expected DenseI64ArrayAttr for key `value`}}
"test.with_properties"() <{b = "foo", array = array<i32: 1, 2>}> : () -> ()

// -----

// expected-error@+2 {{expected integer value}}
// expected-error@+1 {{invalid value for property a, expected int64_t}}
test.with_properties a = x, b = "foo", c = "bar", flag = true, array = [1], array32 = [5, 6]
