// RUN: gomlir-opt %s -canonicalize -mlir-print-debuginfo > %t.g
// RUN: mlir-opt-upstream %s -canonicalize -mlir-print-debuginfo > %t.u
// RUN: diff %t.g %t.u
// RUN: gomlir-opt %s -canonicalize -mlir-print-debuginfo | FileCheck %s

// Constants hoisted from another block to the entry block lose their
// location; a constant moved to the front of the entry block keeps it.

// CHECK-LABEL: func.func @hoist
// CHECK-NEXT:    arith.constant 12 : i32 loc(#[[UNKNOWN:loc[0-9]*]])
// CHECK-NEXT:    arith.constant 9 : i32 loc(#[[UNKNOWN]])
// CHECK-NEXT:    arith.constant 5 : i32 loc(#[[K:loc[0-9]*]])
func.func @hoist(%a: i32, %c: i1) -> (i32, i32, i32) {
  %0 = arith.addi %a, %a : i32
  %k = arith.constant 5 : i32 loc("k")
  %1 = arith.addi %0, %k : i32
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %k2 = arith.constant 7 : i32 loc("k2")
  %2 = arith.addi %1, %k2 : i32
  return %2, %2, %2 : i32, i32, i32
^bb2:
  %k3 = arith.constant 9 : i32 loc("k3")
  return %1, %k3, %a : i32, i32, i32
}

// A constant of a block merged into the entry block.
// CHECK-LABEL: func.func @merged
// CHECK-NEXT:    arith.constant true loc(#[[UNKNOWN]])
func.func @merged(%a: i32) -> i1 {
  cf.br ^bb1
^bb1:
  %t = arith.constant true loc("t")
  return %t : i1
}

// CHECK-DAG:   #[[UNKNOWN]] = loc(unknown)
// CHECK-DAG:   #[[K]] = loc("k")
