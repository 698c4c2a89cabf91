// RUN: gomlir-opt %s --split-input-file --verify-diagnostics --allow-unregistered-dialect
// RUN: mlir-opt-upstream %s --split-input-file --verify-diagnostics --allow-unregistered-dialect

// expected-error @below {{unknown attribute `foo` in dialect `ub`}}
"test.x"() {a = #ub.foo} : () -> ()

// -----

// expected-error @below {{expected valid keyword}}
"test.x"() {a = #ub<"poison">} : () -> ()

// -----

// expected-error @below {{invalid properties {value = 1 : i64} for op ub.poison: Invalid attribute `value` in property conversion: 1 : i64}}
%0 = "ub.poison"() <{value = 1}> : () -> i32

// -----

// expected-error @below {{'ub.poison' op attribute 'value' failed to satisfy constraint: PoisonAttrInterface instance}}
%0 = "ub.poison"() {value = 1} : () -> i32

// -----

// expected-error @below {{cannot name an operation with no results}}
%0 = "ub.poison"() <{value = #ub.poison}> : () -> ()

// -----

// expected-error @below {{custom op 'ub.poison' invalid kind of attribute specified}}
%0 = ub.poison <1> : i32

// -----

// expected-error @below {{expected ':'}}
%0 = ub.poison <#ub.poison>

// -----

// expected-error @below {{'ub.poison' op requires one result}}
"ub.poison"() : () -> ()

// -----

// expected-error @below {{'ub.unreachable' op must be the last operation in the parent block}}
"ub.unreachable"() : () -> ()
"test.x"() : () -> ()

// -----

// Operand counts are checked before the Terminator trait.
// expected-error @below {{'ub.unreachable' op requires zero operands}}
"ub.unreachable"(%0) : (i32) -> ()
%0 = "test.x"() : () -> i32

// -----

%0 = "test.x"() : () -> i32
// expected-error @below {{'ub.unreachable' op requires zero operands}}
"ub.unreachable"(%0) : (i32) -> ()
