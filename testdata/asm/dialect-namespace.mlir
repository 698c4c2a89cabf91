// RUN: gomlir-opt %s -split-input-file -verify-diagnostics -allow-unregistered-dialect
// RUN: mlir-opt-upstream %s -split-input-file -verify-diagnostics -allow-unregistered-dialect
// RUN: not gomlir-opt %s -split-input-file -allow-unregistered-dialect 2> %t.g
// RUN: not mlir-opt-upstream %s -split-input-file -allow-unregistered-dialect 2> %t.u
// RUN: diff %t.g %t.u

// Opaque types and attributes of unregistered dialects need a valid
// dialect namespace: a letter or `_`, then letters, digits, `_` and `$`.

// expected-error@+1 {{invalid dialect namespace '"0"'}}
"t.a"() : () -> (!0<x>)

// -----

// expected-error@+1 {{invalid dialect namespace '"a-b"'}}
"t.a"() : () -> (!a-b.cde)

// -----

// expected-error@+1 {{invalid dialect namespace '""'}}
"t.a"() : () -> (!.a)

// -----

// expected-error@+1 {{invalid dialect namespace '""'}}
"t.a"() {x = #.} : () -> ()

// -----

// expected-error@+1 {{invalid dialect namespace '"$a"'}}
"t.a"() : () -> (!$a<x>)

// -----

// expected-error@+1 {{invalid dialect namespace '"a-b"'}}
"t.a"() {x = #a-b<x>} : () -> ()

// -----

// expected-error@+1 {{invalid dialect namespace '"a-b"'}}
"t.a"() {x = #a-b.c<y>} : () -> ()

// -----

// expected-error@+1 {{invalid dialect namespace '"a-b"'}}
"t.a"() {x = #a-b.c : i32} : () -> ()

// -----

"t.a"() {x = #_a$9.b, y = #a.b-c} : () -> (!_a$.x, !a.b-c)
