// RUN: gomlir-opt %s -split-input-file -verify-diagnostics --allow-unregistered-dialect
// RUN: mlir-opt-upstream %s -split-input-file -verify-diagnostics --allow-unregistered-dialect
// RUN: not gomlir-opt %s -split-input-file --allow-unregistered-dialect 2> %t.g
// RUN: not mlir-opt-upstream %s -split-input-file --allow-unregistered-dialect 2> %t.u
// RUN: diff %t.g %t.u

// Diagnostics of the generic operation form: results, names, operands,
// successors, properties, regions and the function type.

// expected-error@+1 {{expected valid ssa identifier}}
%a, = "t.op"() : () -> (i32, i32)

// -----

// expected-error@+1 {{expected integer number of results}}
%a:x = "t.op"() : () -> i32

// -----

// expected-error@+1 {{expected named operation to have at least 1 result}}
%a:0 = "t.op"() : () -> i32

// -----

// expected-error@+1 {{expected '=' after SSA name}}
%a "t.op"() : () -> i32

// -----

// expected-error@+1 {{expected operation name in quotes}}
%a = 42

// -----

// expected-error@+1 {{expected operation name in quotes}}
i32

// -----

"t.op"() : () -> ()
// expected-note@+1 {{previously defined here}}
%x = "t.op"() : () -> i32
// expected-error@+1 {{redefinition of SSA value '%x'}}
%x = "t.op"() : () -> i32

// -----

// expected-note@+1 {{previously used here with type 'i64'}}
"t.use"(%v) : (i64) -> ()
// expected-error@+1 {{definition of SSA value '%v#0' has type 'i32'}}
%v = "t.op"() : () -> i32

// -----

%v:2 = "t.op"() : () -> (i32, i32)
// expected-error@+1 {{invalid SSA value result number}}
"t.use"(%v#x) : (i32) -> ()

// -----

%v = "t.op"() : () -> i32
// expected-error@+1 {{reference to invalid result number}}
"t.use"(%v#1) : (i32) -> ()

// -----

// expected-error@+1 {{use of undeclared SSA value name}}
"t.use"(%undefined) : (i32) -> ()

// -----

// expected-error@+1 {{empty operation name is invalid}}
""() : () -> ()

// -----

// expected-error@+1 {{null character not allowed in operation name}}
"t.o\00p"() : () -> ()

// -----

// expected-error@+1 {{expected '(' to start operand list}}
"t.op" : () -> ()

// -----

// expected-error@+1 {{expected ')' to end operand list}}
"t.op"(%a %b) : () -> ()

// -----

// expected-error@+1 {{expected ')' to end operand list}}
"t.op"(42) : () -> ()

// -----

// expected-error@+1 {{expected block name}}
"t.op"() [%x] : () -> ()

// -----

"t.op"() ({
  // expected-error@+1 {{expected ',' or ']'}}
  "t.br"() [^bb1 ^bb2] : () -> ()
}) : () -> ()

// -----

// expected-error@+1 {{expected '>' to close properties}}
"t.op"() <{a = 1} : () -> ()

// -----

// expected-error@+1 {{expected list element}}
"t.op"() [] : () -> ()

// -----

"t.op"() ({}) {a = 1} : () -> ()
// expected-error@+1 {{expected ')' to end region list}}
"t.op"() ({} {}) : () -> ()

// -----

// expected-error@+1 {{expected '{' to begin a region}}
"t.op"() ()

// -----

// expected-error@+1 {{expected function type}}
"t.op"() : i32

// -----

%x = "t.op"() : () -> i32
// expected-error@+1 {{expected 1 operand type}}
"t.op"(%x) : () -> ()

// -----

"t.op"() ({
  // expected-error@+1 {{reference to an undefined block}}
  "t.br"() [^missing] : () -> ()
}) : () -> ()

// -----

"t.op"() ({
^bb0:
  "t.op"() : () -> ()
// expected-error@+1 {{redefinition of block '^bb0'}}
^bb0:
  "t.op"() : () -> ()
}) : () -> ()

// -----

"t.op"() ({
// expected-error@+2 {{redefinition of SSA value '%a'}}
// expected-note@+1 {{previously defined here}}
^bb0(%a: i32, %a: i32):
  "t.op"() : () -> ()
}) : () -> ()

// -----

"t.op"() ({
// expected-error@+1 {{expected ':' and type for SSA operand}}
^bb0(%a i32):
  "t.op"() : () -> ()
}) : () -> ()

// -----

"t.op"() ({
// expected-error@+1 {{expected ')'}}
^bb0(%a: i32:
  "t.op"() : () -> ()
}) : () -> ()

// -----

"t.op"() ({
// expected-error@+1 {{expected ':' after block name}}
^bb0(%a: i32)
  "t.op"() : () -> ()
}) : () -> ()

// -----

"t.op"() ({
// expected-error@+1 {{invalid block name}}
^:
  "t.op"() : () -> ()
}) : () -> ()

// -----

"t.op"() ({
  // expected-error@+1 {{expected operation name in quotes}}
  "t.op"() : () -> ()
) : () -> ()

// -----

// expected-error@+1 {{expected '{' to begin a region}}
"t.op"() (42) : () -> ()

// -----

%x = "t.op"() : () -> i32
// expected-error@+1 {{expected SSA operand}}
"t.op"(%x, 42) : (i32) -> ()

// -----

%x = "t.op"() : () -> i32
// expected-error@+1 {{expected 2 operand types but had 1}}
"t.op"(%x, %x) : (i32) -> ()

// -----

"t.op"() ({
  // expected-error@+1 {{expected operation name in quotes}}
  "t.op"() : () -> ()

// -----

// expected-error@+1 {{expected ':' followed by operation type}}
"t.op"() {a = 1}
