// RUN: gomlir-opt %s -split-input-file -one-shot-bufferize="bufferize-function-boundaries allow-return-allocs-from-loops allow-unknown-ops" -allow-unregistered-dialect > %t.g
// RUN: mlir-opt-upstream %s -split-input-file -one-shot-bufferize="bufferize-function-boundaries allow-return-allocs-from-loops allow-unknown-ops" -allow-unregistered-dialect > %t.u
// RUN: diff %t.g %t.u
// RUN: gomlir-opt %s -split-input-file -one-shot-bufferize="bufferize-function-boundaries allow-unknown-ops" -allow-unregistered-dialect -verify-diagnostics

// Loops yielding new buffers (allowed only with allow-return-allocs-from-
// loops) and ops without BufferizableOpInterface (allow-unknown-ops).

func.func @loop_alloc(%A : tensor<?xf32>, %lb: index, %ub: index, %step: index, %f: f32, %sz: index) -> tensor<?xf32> {
  %r = scf.for %i = %lb to %ub step %step iter_args(%t = %A) -> (tensor<?xf32>) {
    %e = tensor.empty(%sz) : tensor<?xf32>
    %1 = tensor.insert %f into %e[%i] : tensor<?xf32>
    // expected-error @+1 {{Yield operand #0 is not equivalent to the corresponding iter bbArg}}
    scf.yield %1 : tensor<?xf32>
  }
  return %r : tensor<?xf32>
}

// -----

func.func @unknown(%A : tensor<?xf32>) -> tensor<?xf32> {
  %0 = "test.foo"(%A) : (tensor<?xf32>) -> tensor<?xf32>
  return %0 : tensor<?xf32>
}

// -----

func.func @swap_loop(%A : tensor<?xf32>, %B : tensor<?xf32>, %lb: index, %ub: index, %step: index) -> (tensor<?xf32>, tensor<?xf32>) {
  %r:2 = scf.for %i = %lb to %ub step %step iter_args(%t = %A, %u = %B) -> (tensor<?xf32>, tensor<?xf32>) {
    // expected-error @+1 {{Yield operand #0 is not equivalent to the corresponding iter bbArg}}
    scf.yield %u, %t : tensor<?xf32>, tensor<?xf32>
  }
  return %r#0, %r#1 : tensor<?xf32>, tensor<?xf32>
}
