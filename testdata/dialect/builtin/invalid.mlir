// RUN: gomlir-opt %s --split-input-file --verify-diagnostics --allow-unregistered-dialect
// RUN: mlir-opt-upstream %s --split-input-file --verify-diagnostics --allow-unregistered-dialect

// expected-error @+1 {{'builtin.unrealized_conversion_cast' op expected at least one result for cast operation}}
"builtin.unrealized_conversion_cast"() : () -> ()

// -----

%a = "foo.op"() : () -> i32
// expected-error @+1 {{'builtin.unrealized_conversion_cast' op expected at least one result for cast operation}}
"builtin.unrealized_conversion_cast"(%a) : (i32) -> ()

// -----

%a = "foo.op"() : () -> i32
// expected-error @+1 {{expected non-function type}}
%r = unrealized_conversion_cast %a : i32 to

// -----

%a = "foo.op"() : () -> i32
// expected-error @+1 {{expected 'to'}}
%r = unrealized_conversion_cast %a : i32 i64

// -----

%a = "foo.op"() : () -> i32
// expected-error @+1 {{number of operands and types do not match: got 2 operands and 1 types}}
%r = unrealized_conversion_cast %a, %a : i32 to i64

// -----

%a = "foo.op"() : () -> i32
// expected-error @+1 {{operation defines 2 results but was provided 1 to bind}}
%r = unrealized_conversion_cast %a : i32 to i64, i64

// -----

%a = "foo.op"() : () -> i32
// expected-error @+1 {{expected non-function type}}
unrealized_conversion_cast %a : i32 to {a = 1}
