// RUN: gomlir-opt %s -test-llvm-legalize-patterns | FileCheck %s
// RUN: gomlir-opt %s -test-llvm-legalize-patterns > %t.g
// RUN: mlir-opt-upstream %s -test-llvm-legalize-patterns > %t.u
// RUN: diff %t.g %t.u

// i17 converts to two i18 (1:N). The branch back to ^bb1 is lowered after
// ^bb1's signature is converted: its operands are split by the op's own
// operand groups, not by the arguments of the converted destination.
// CHECK-LABEL: llvm.func @branch(
//  CHECK-SAME:     %[[arg0:.*]]: i1, %[[arg1:.*]]: i18, %[[arg2:.*]]: i18)
//       CHECK:   llvm.br ^[[bb1:.*]](%[[arg1]], %[[arg2]], %[[arg0]] : i18, i18, i1)
//       CHECK: ^[[bb1]](%[[arg3:.*]]: i18, %[[arg4:.*]]: i18, %[[arg5:.*]]: i1):
//       CHECK:   llvm.cond_br %[[arg5]], ^[[bb1]](%[[arg1]], %[[arg2]], %[[arg5]] : i18, i18, i1), ^[[bb2:.*]](%[[arg3]], %[[arg4]] : i18, i18)
func.func @branch(%arg0: i1, %arg1: i17) {
  cf.br ^bb1(%arg1, %arg0: i17, i1)
^bb1(%arg2: i17, %arg3: i1):
  cf.cond_br %arg3, ^bb1(%arg1, %arg3 : i17, i1), ^bb2(%arg2 : i17)
^bb2(%arg4: i17):
  return
}
