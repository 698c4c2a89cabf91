// RUN: not gomlir-opt %s -allow-unregistered-dialect -split-input-file 2>&1 | FileCheck %s
// RUN: not mlir-opt-upstream %s -allow-unregistered-dialect -split-input-file 2>&1 | FileCheck %s

// A custom op name without a dialect prefix is looked up in the default
// dialect of the enclosing op (builtin at the top level) only, as upstream
// 22 does: there is no fallback to the func dialect.

// CHECK: 10:1: error: custom op 'call' is unknown (tried 'builtin.call' as well)
func.func private @f()
call @f() : () -> ()

// -----

// Unregistered ops in the generic form keep the enclosing default dialect.
// CHECK: 18:5: error: 'func.return' op expects parent op 'func.func'
func.func @f() {
  "t.r"() ({
    return
  }) : () -> ()
  return
}

// -----

// An empty default dialect (affine.for's).
// CHECK: 29:5: error: Dialect `' not found for custom op 'call'  (tried '.call' as well)
func.func @f() {
  affine.for %i = 0 to 10 {
    call @f() : () -> ()
  }
  return
}

// -----

// CHECK: 41:3: error: Dialect `foo' not found for custom op 'foo.bar' {{$}}
// CHECK-NEXT: foo.bar
// CHECK-NEXT: ^
// CHECK-NEXT: 41:3: note: Available dialects: {{.*}}, builtin, {{.*}} ; for more info on dialect registration see https://mlir.llvm.org/getting_started/Faq/#registered-loaded-dependent-whats-up-with-dialects-management
func.func @f() {
  foo.bar
  return
}
