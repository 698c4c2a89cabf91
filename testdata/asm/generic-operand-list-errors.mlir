// RUN: not gomlir-opt %s -allow-unregistered-dialect -split-input-file 2> %t.g
// RUN: not mlir-opt-upstream %s -allow-unregistered-dialect -split-input-file 2> %t.u
// RUN: cmp %t.g %t.u
// RUN: FileCheck %s < %t.g

// The generic operand list as upstream's parseGenericOperationAfterOpName,
// and the unregistered-dialect error at the token after the name.

// CHECK: 10:23: error: expected ')' to end operand list
%0 = "arith.constant"( <{value = 0 : index}> : () -> index

// -----

func.func @f(%a: f32) {
  // CHECK: 16:19: error: expected ')' to end operand list
  "func.return"(%a : (f32) -> ()
}

// -----

// Upstream writes a NUL character where the plural 's' of one operand
// would be.
func.func @f(%a: f32) {
  // CHECK: 25:23: error: expected 1 operand type{{.}} but had 0
  "func.return"(%a) : () -> ()
}

// -----

// RUN: not gomlir-opt %s -split-input-file 2>&1 | FileCheck %s --check-prefix=UNREG
// RUN: not mlir-opt-upstream %s -split-input-file 2>&1 | FileCheck %s --check-prefix=UNREG
// UNREG: 34:10: error: operation being parsed with an unregistered dialect.
func.func @f() {
  "t.bad"() : () -> ()
  return
}
