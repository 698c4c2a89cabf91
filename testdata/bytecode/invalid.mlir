// Damaged bytecode gets upstream's diagnostics.
// RUN: gomlir-opt %s --emit-bytecode -o %t.bc
// RUN: head -c 16 %t.bc > %t.trunc.bc
// RUN: not gomlir-opt %t.trunc.bc 2> %t.g.err
// RUN: not mlir-opt-upstream %t.trunc.bc 2> %t.u.err
// RUN: diff %t.g.err %t.u.err
// RUN: printf 'ML\xefR\x0f' > %t.new.bc
// RUN: not gomlir-opt %t.new.bc 2>&1 | FileCheck %s

// CHECK: error: bytecode version 7 is newer than the current version 6
func.func @f() {
  return
}
